package reavers_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"northtable/render/golden"
	rv "northtable/rules/reavers"
)

// A mid-game board of 3 players (round 4: cards in the slots, dice on every board, a full
// log) looks as its golden picture (render/golden).
func TestGoldenMidGame(t *testing.T) {
	r := newRun(t, 3, 7, 120)
	require.True(t, r.settle())
	require.Equal(t, 4, r.real().Round())
	require.Equal(t, rv.DecideActivate, r.real().Decision())
	golden.Check(t, "testdata", "midgame", r.shot())
}
