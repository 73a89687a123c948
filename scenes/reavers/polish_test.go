package reavers_test

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/render"
	rv "northtable/rules/reavers"
)

// In a 3-player round's fourth selection the pawn at home, the one a drag lifts, is the
// Honour Ship its holder places, not the holder's longship; before it, the longship.
func TestHonourShipAtHome(t *testing.T) {
	seed, n := find(t, 3, func(g *rv.Game) bool { return selecting(g) && g.Selection() == 3 })
	r := newRun(t, 3, seed, n)
	require.True(t, r.settle())
	_, ok := r.b.Where().PawnHome()
	require.True(t, ok, "the viewer selects")
	assert.Equal(t, render.SpriteHonourShip, r.b.Where().HomePawn().Sprite)
	assert.Contains(t, r.tbl.BarText(), "drag the Honour Ship onto it", "the prompt names the pawn")
	r.keep("honour-ship-home")

	seed, n = find(t, 3, func(g *rv.Game) bool { return selecting(g) && g.Selection() == 0 })
	r = newRun(t, 3, seed, n)
	require.True(t, r.settle())
	assert.NotEqual(t, render.SpriteHonourShip, r.b.Where().HomePawn().Sprite, "the first selection is the seat's own longship")
}

// A re-roll's button counts the dice in words that agree with the count: "2 blanks",
// "1 blank".
func TestRerollWordsPlural(t *testing.T) {
	seed, n := find(t, 3, func(g *rv.Game) bool {
		if g.Decision() != rv.DecideAfterRoll {
			return false
		}
		for _, m := range g.Legal() {
			if rr, ok := m.(rv.Reroll); ok && rr.Dice[rv.Blank] > 1 {
				return true
			}
		}
		return false
	})
	r := newRun(t, 3, seed, n)
	require.True(t, r.settle())
	var words []string
	for _, a := range r.b.Where().Answers() {
		if _, ok := a.Move.(rv.Reroll); ok {
			words = append(words, a.Label)
		}
	}
	require.NotEmpty(t, words, "the panel offers the re-rolls")
	for _, w := range words {
		assert.NotRegexp(t, `\b([2-9]|1\d) (blank|single axe|double axe)\b[^s]`, w+".", "a count above one is plural")
		assert.NotRegexp(t, `\b1 (blanks|single axes|double axes)\b`, w, "one is singular")
	}
	assert.True(t, slices.ContainsFunc(words, func(w string) bool { return strings.Contains(w, " blanks") }), "a re-roll of blanks: %v", words)
}

// The Force-or-Peace chooser of a Territory stack says each answer whole: it widens to its
// longest words rather than cutting them.
func TestSubdueChooserWordsWhole(t *testing.T) {
	for _, players := range []int{2, 3, 4} {
		seed, n := find(t, players, func(g *rv.Game) bool { _, ok := peaceOrForce(g); return ok })
		r := newRun(t, players, seed, n)
		require.True(t, r.settle())
		r.openChooser()
		as := r.b.Where().PickerAnswers()
		require.Len(t, as, 2, "%d players: Force and Peace", players)
		for _, a := range as {
			assert.NotContains(t, a.Label, "…", "%d players", players)
			assert.GreaterOrEqual(t, a.Rect.X, 0.0)
		}
		r.keep("subdue-chooser-" + strconv.Itoa(players))
	}
}
