package orkney

import "northtable/rules"

// Round is the turn every seat is playing, 1..Rounds (rules.Progress; Orkney spec §5.1: every
// seat plays turn k before anyone plays turn k+1, so a turn of everyone is a round); 0 during
// the task choice.
func (g *Game) Round() int { return g.Turn() }

// Rounds is the number of turns each seat plays (rules.Progress, Orkney spec §4.1).
func (g *Game) Rounds() int { return g.TurnsPerSeat() }

// Standing is seat s's points scored in play, by its buildings (rules.Progress).
func (g *Game) Standing(s rules.Seat) int {
	if s < 0 || int(s) >= g.Players() {
		return 0
	}
	return g.Player(s).BuildingVP
}

// Final is seat s's final total once the game is over (rules.Progress): the buildings with
// the trade routes, fish and task scored at the end (Orkney spec §8); its Standing before.
func (g *Game) Final(s rules.Seat) int {
	if !g.Over() || s < 0 || int(s) >= g.Players() {
		return g.Standing(s)
	}
	return g.Result().Scores[s].Total
}

// StandingUnit is "points" (rules.Progress).
func (g *Game) StandingUnit() string { return "points" }

var _ rules.Progress = (*Game)(nil)
