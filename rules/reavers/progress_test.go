package reavers_test

import (
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/rules/bot"
	. "northtable/rules/reavers"
)

// A game says how far it is in rounds and locations, never in moves: from the starting
// Reavers through every round of six to the end.
func TestProgressSaysTheRoundAndLocation(t *testing.T) {
	g, err := New(Setup{Players: 3, Seed: 7})
	require.NoError(t, err)
	seen := map[string]bool{}
	b := bot.NewRandom(7)
	for !g.Over() {
		p := g.Progress()
		seen[p] = true
		if g.InSetup() {
			assert.Equal(t, "Choosing the starting Reavers", p)
		} else {
			assert.True(t, strings.HasPrefix(p, "Round "+strconv.Itoa(g.Round())+" of 6"), p)
		}
		_, err := g.Apply(b.Choose(g))
		require.NoError(t, err)
	}
	assert.Equal(t, "Game over", g.Progress())
	for _, want := range []string{"Round 1 of 6, selection 1 of 4", "Round 3 of 6, selection 2 of 4", "Round 6 of 6, selection 4 of 4"} {
		assert.True(t, seen[want], "%q is said at some point", want)
	}
}
