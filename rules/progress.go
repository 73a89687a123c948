package rules

// Progress is what a game reports, beside its contract, for the race chart the results screen
// draws: the round a position is in and where each seat stands in the race then. Both are
// public facts (every seat sees them), so a chart replayed from the record hides nothing.
type Progress interface {
	// Round is the round the position is in, 1..Rounds(); 0 before the first round starts
	// (for example while tasks are chosen); Rounds() once the game is over.
	Round() int
	// Rounds is the number of rounds the game lasts.
	Rounds() int
	// Standing is where seat s stands in the race now, in play, counted in StandingUnit.
	Standing(s Seat) int
	// Final is seat s's final standing once the game is over, in the same unit: its final
	// score where the end of the game scores more than play did (Orkney), else its Standing.
	Final(s Seat) int
	// StandingUnit names what Standing counts, for the chart's axis ("points", "table").
	StandingUnit() string
}

// RaceGoal is implemented by a game whose race has a mark to reach (Reykholt's solo game, a
// table by the last round): the chart draws it.
type RaceGoal interface {
	// Goal is the standing to reach, in StandingUnit; ok is false when this game has none.
	Goal() (standing int, ok bool)
}

// Opener is implemented by a game whose setup already did something worth telling before the
// first move (Reykholt's solo game takes its first greenhouse and tomato): the events the
// setup made, for the first lines of the log, described against the game as it is then. The
// slice is shared by every copy of the game; do not modify it.
type Opener interface {
	Opening() []Event
}
