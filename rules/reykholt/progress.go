package reykholt

import "northtable/rules"

// Standing is the table of the tourism track seat s's manager stands on (rules.Progress,
// Reykholt spec §7); with Round and Rounds it draws the race chart.
func (g *Game) Standing(s rules.Seat) int {
	if s < 0 || int(s) >= g.Seats() {
		return 0
	}
	pos, _ := g.Position(s)
	return pos
}

// Final is the table seat s's manager ended on (rules.Progress): the race is the score.
func (g *Game) Final(s rules.Seat) int { return g.Standing(s) }

// StandingUnit is "table" (rules.Progress).
func (g *Game) StandingUnit() string { return "table" }

// Goal is the solo game's goal (rules.RaceGoal, spec §9): table SoloGoal by the end of the
// last round; ok is false with two or more players.
func (g *Game) Goal() (standing int, ok bool) { return SoloGoal, g.Seats() == 1 }

// Opening is what the setup did before the first move (rules.Opener): round 1's Work Time
// begins, and in the solo game the first greenhouse and tomato are taken (spec §9).
func (g *Game) Opening() []rules.Event { return g.opening }

var (
	_ rules.Opener   = (*Game)(nil)
	_ rules.Progress = (*Game)(nil)
	_ rules.RaceGoal = (*Game)(nil)
)
