package reavers

import "strconv"

// Progress says how far the game is in plain words, for a saved game's Continue card: "Choosing
// the starting Reavers", "Round 3 of 6, location 2 of 4", "Round 3 of 6" while the round is
// cleaned up, or "Game over" (Reavers spec §3 step 7, §4: six rounds of four selections).
func (g *Game) Progress() string {
	switch g.s.Phase {
	case phaseSetup:
		return "Choosing the starting Reavers"
	case phaseOver:
		return "Game over"
	}
	words := "Round " + strconv.Itoa(g.Round()) + " of " + strconv.Itoa(Rounds)
	if sel := g.Selection(); sel < SelectionsPerRound {
		words += ", location " + strconv.Itoa(sel+1) + " of " + strconv.Itoa(SelectionsPerRound)
	}
	return words
}
