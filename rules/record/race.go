package record

import "northtable/rules"

// Race is a match's race round by round, replayed from its record for the results screen's
// chart (rules.Progress): where every seat stood at the start and at the end of each round
// played, and at the end of the game.
type Race struct {
	Unit   string `json:"unit"`   // what a standing counts ("points", "table"), from StandingUnit
	Rounds int    `json:"rounds"` // the rounds the game lasts
	// Standing[s][k] is seat s's standing at the start (k 0) and at the end of round k
	// (1..Played); when Over it has one more entry, the final standing (which may score more
	// than the last round's, as Orkney's final scoring does).
	Standing [][]int `json:"standing"`
	Played   int     `json:"played"`         // the rounds completed
	Over     bool    `json:"over"`           // the game ended: the last entry is the final standing
	Goal     int     `json:"goal,omitempty"` // the standing to reach (rules.RaceGoal); 0 for none
}

// Race replays the match and reads its race (rules.Progress). ok is false when the game does
// not report progress; an error is a replay that drifted (see Walk).
func (m *Match) Race() (race Race, ok bool, err error) {
	start, err := m.replayTo(0)
	if err != nil {
		return Race{}, false, err
	}
	p, ok := start.(rules.Progress)
	if !ok {
		return Race{}, false, nil
	}
	n := start.Seats()
	race = Race{Unit: p.StandingUnit(), Rounds: p.Rounds(), Standing: make([][]int, n)}
	if g, ok := start.(rules.RaceGoal); ok {
		if goal, ok := g.Goal(); ok {
			race.Goal = goal
		}
	}
	mark := func(p rules.Progress) {
		for s := range race.Standing {
			race.Standing[s] = append(race.Standing[s], p.Standing(rules.Seat(s)))
		}
	}
	final := func(p rules.Progress) {
		for s := range race.Standing {
			race.Standing[s] = append(race.Standing[s], p.Final(rules.Seat(s)))
		}
	}
	mark(p)
	round := max(p.Round(), 1)
	err = m.Walk(func(_ int, _ rules.Move, g rules.Game, _ rules.Outcome) {
		p := g.(rules.Progress)
		if g.Over() {
			// the last round ends with the game; the final standing follows it
			for ; race.Played < race.Rounds; race.Played++ {
				mark(p)
			}
			race.Over = true
			final(p)
			return
		}
		// the move that starts a new round ended the one before (and any skipped)
		for ; round < p.Round(); round++ {
			mark(p)
			race.Played++
		}
	})
	if err != nil {
		return Race{}, false, err
	}
	return race, true, nil
}
