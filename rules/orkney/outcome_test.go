package orkney_test

import (
	"fmt"
	"testing"

	"northtable/rules"
	"northtable/rules/orkney"
)

// logged are the event kinds Describe must put into words ("reveal" is not logged: the next
// "place" or "discard" line names the tile).
var logged = map[string]bool{
	orkney.EvTurn: true, orkney.EvPlace: true, orkney.EvFishLaid: true, orkney.EvGain: true,
	orkney.EvComplete: true, orkney.EvDiscard: true, orkney.EvBuild: true, orkney.EvRoute: true,
	orkney.EvExtraRoute: true, orkney.EvExchange: true, orkney.EvFish: true,
	orkney.EvFishValues: true, orkney.EvTask: true, orkney.EvTaskKept: true, orkney.EvGameOver: true,
}

// private are the event kinds only their seat may see.
var private = map[string]bool{orkney.EvFishValues: true, orkney.EvTaskKept: true}

// wantFinal is the undo policy of the package doc: a move is final when it showed the mover
// something hidden (a tile revealed, dead ones included; fish values) or ended the seat's turn
// or setup choice.
func wantFinal(m rules.Move, out rules.Outcome) bool {
	switch m.(type) {
	case orkney.ChooseTask, orkney.EndTurn, orkney.Fish:
		return true
	case orkney.PlaceTile:
		for _, e := range out.Events {
			if e.Kind == orkney.EvReveal {
				return true
			}
		}
	}
	return false
}

// outcomeError is what is wrong with what an applied move gave, or nil: the Final policy,
// plain log lines for every logged kind, and private events only where they belong. It runs
// for many moves, so it compares plainly.
func outcomeError(g *orkney.Game, m rules.Move, out rules.Outcome) error {
	if out.Final != wantFinal(m, out) {
		return fmt.Errorf("%v: Final %v, policy says %v", m, out.Final, !out.Final)
	}
	names := []string{"Ann", "Bo"}
	for _, e := range out.Events {
		line := g.Describe(e, names)
		if logged[e.Kind] == (line == "") {
			return fmt.Errorf("%v: event %q described as %q", m, e.Kind, line)
		}
		if codeOrCoordinate.MatchString(line) {
			return fmt.Errorf("%v: log line %q holds a code or coordinate", m, line)
		}
		if e.Private != private[e.Kind] {
			return fmt.Errorf("%v: event %q private %v", m, e.Kind, e.Private)
		}
		if e.Private && (e.Seat != m.Seat() || !e.VisibleTo(m.Seat()) || e.VisibleTo(m.Seat()+1)) {
			return fmt.Errorf("%v: private event %q of seat %d", m, e.Kind, e.Seat)
		}
	}
	return nil
}

// checkOutcome fails the test when outcomeError finds something.
func checkOutcome(t testing.TB, g *orkney.Game, m rules.Move, out rules.Outcome) {
	t.Helper()
	if err := outcomeError(g, m, out); err != nil {
		t.Fatal(err)
	}
}
