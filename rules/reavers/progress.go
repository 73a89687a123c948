package reavers

import "strconv"

// Progress says how far the game is in plain words, for a saved game's Continue card: "Choosing
// the starting Reavers", "Round 3 of 6, selection 2 of 4", "Round 3 of 6" while the round is
// cleaned up, or "Game over" (Reavers spec §3 step 7, §4: six rounds of four selections).
// "Selection" is the spec's word for each of a round's four turns at a location, as the
// board's top bar and the Select prompt say it.
func (g *Game) Progress() string {
	switch g.s.Phase {
	case phaseSetup:
		return "Choosing the starting Reavers"
	case phaseOver:
		return "Game over"
	}
	words := "Round " + strconv.Itoa(g.Round()) + " of " + strconv.Itoa(Rounds)
	if sel := g.Selection(); sel < SelectionsPerRound {
		words += ", selection " + strconv.Itoa(sel+1) + " of " + strconv.Itoa(SelectionsPerRound)
	}
	return words
}
