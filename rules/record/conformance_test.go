package record_test

import (
	"testing"

	"northtable/rules/rulestest"
)

// TestFakeConforms runs the rules conformance suite on the fake game these tests use, so the
// records are tested against a game that keeps the contract (a question hands the decision to
// the next seat mid-turn without being Final, which records count as a boundary themselves).
func TestFakeConforms(t *testing.T) {
	rulestest.Run(t, rulestest.Suite{Def: fakeDef{}, Counts: rulestest.Counts{RandomGames: 50, Walks: 2}})
}
