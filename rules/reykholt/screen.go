package reykholt

import "strconv"

// Facts the board shows that are rules, given here so the scene restates none of them.

// CoveredPlayers is the player count whose board has row 1 under the covering tile all game
// (Reykholt spec §2 "Setup, in order" step 1, §11 "Action-space grid").
const CoveredPlayers = 3

// CoverWords is what the covering tile says on the board: "Not used with 3 players".
func CoverWords() string { return "Not used with " + strconv.Itoa(CoveredPlayers) + " players" }

// PileLabel is pile p's label under it on the board (spec §5.1, §11): the parcels of the
// greenhouses sorted into it ("3 parcels"), or "Random" for the random pile; "" for a pile that
// does not exist.
func PileLabel(p Pile) string {
	if p == PileRandom {
		return "Random"
	}
	for _, gh := range Greenhouses {
		if gh.Pile == p {
			return strconv.Itoa(gh.Parcels) + " parcels"
		}
	}
	return ""
}
