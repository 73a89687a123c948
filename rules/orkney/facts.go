package orkney

// Rule facts the board scene shows. They come from here so the scene never restates a rule
// (ARCHITECTURE.md "The contract's second edition").

import "strconv"

// MinSeats and MaxSeats bound the player count (Orkney spec §1, §4.1).
const (
	MinSeats = 2
	MaxSeats = maxSeats
)

// TilesPerTurn is the number of tiles a seat places (or discards, D1) each turn (Orkney spec
// §5.1 step 2).
const TilesPerTurn = 2

// FishPointsPerVP is how many fish points make one victory point at the end (Orkney spec §8.2:
// fish VP = ⌊fish points / 3⌋).
const FishPointsPerVP = 3

// FishVP turns fish points into victory points (Orkney spec §8.2): ⌊points / 3⌋.
func FishVP(points int) int { return points / FishPointsPerVP }

// RemovedUnseen is the number of tiles that leave the game unseen at setup for the player
// count (Orkney spec §4.1): 4 with 4 players, else 0.
func RemovedUnseen(players int) int {
	if players == 4 {
		return 4
	}
	return 0
}

// StackSize is the number of tiles in each seat's stack at setup for the player count (Orkney
// spec §4.1): 30, 20, 14, 12 for 2, 3, 4, 5 players; 0 for a count the game does not take.
func StackSize(players int) int {
	if players < MinSeats || players > MaxSeats {
		return 0
	}
	return ((NumIslandTiles - RemovedUnseen(players)) / players) &^ 1
}

// TurnsEach is the number of turns every seat plays for the player count (Orkney spec §4.1):
// 15, 10, 7, 6 for 2, 3, 4, 5 players; 0 for a count the game does not take.
func TurnsEach(players int) int { return StackSize(players) / TilesPerTurn }

// TurnsPerSeat is the number of turns every seat plays in this game (Orkney spec §4.1, §5.1:
// stacks are equal, so everyone gets the same number of turns): TurnsEach(Players()) for a
// normal setup, half the first seat's starting stack with a Stacks override.
func (g *Game) TurnsPerSeat() int { return (g.startStack(0) + 1) / TilesPerTurn }

// Turn is the number of the turn being played by the active seat, 1..TurnsPerSeat (a round:
// every seat plays turn k before anyone plays turn k+1, Orkney spec §5.1); 0 during task
// choice; TurnsPerSeat once the game is over. The top bar's "Round 3 of 7" is Turn() of
// TurnsPerSeat().
func (g *Game) Turn() int {
	switch g.dec {
	case DecideTask:
		return 0
	case DecideNone:
		return g.TurnsPerSeat()
	}
	a := int(g.active)
	drawn := g.startStack(a) - g.stackLen(a)
	return max(1, (drawn+TilesPerTurn-1)/TilesPerTurn)
}

// startStack is the size of seat s's stack at setup: stacks lie one after the other in deck.
func (g *Game) startStack(s int) int {
	from := g.nRemoved
	if s > 0 {
		from = g.hi[s-1]
	}
	return int(g.hi[s] - from)
}

// Trade is one exchange of Orkney spec §7.3: give Rate of Give, get 1 of Get.
type Trade struct {
	Give, Get Resource
	Rate      int
}

// Trades lists the six exchanges of Orkney spec §7.3 in display order: 2 cloth for wood or
// stone, 3 wood for stone or cloth, 3 stone for wood or cloth.
func Trades() [6]Trade {
	var out [6]Trade
	i := 0
	for _, give := range [3]Resource{Cloth, Wood, Stone} {
		for get := Wood; get <= Cloth; get++ {
			if get != give {
				out[i] = Trade{Give: give, Get: get, Rate: rate(give)}
				i++
			}
		}
	}
	return out
}

// Buildings lists the building kinds in display order: farm, village, castle (Orkney spec
// §7.1). Building.Cost, Space and VP give their figures.
func Buildings() [3]Building { return [3]Building{Farm, Village, Castle} }

// SupplyStart is the number of buildings of kind b at setup (Orkney spec §4.2 step 6: 18
// farms, 12 villages, 6 castles).
func SupplyStart(b Building) int {
	if b > Castle {
		return 0
	}
	return supplyStart[b]
}

// RoutesEach is the number of trade routes every seat starts with (Orkney spec §4.2 step 1).
const RoutesEach = routesEach

// Progress says how far the game is in plain words, for a saved game's Continue card: "Choosing
// tasks", "Round 3 of 10" or "Finished" (Orkney spec §5.1).
func (g *Game) Progress() string {
	switch g.dec {
	case DecideTask:
		return "Choosing tasks"
	case DecideNone:
		return "Finished"
	}
	return "Round " + strconv.Itoa(g.Turn()) + " of " + strconv.Itoa(g.TurnsPerSeat())
}
