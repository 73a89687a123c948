package reavers_test

import (
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/input"
	"northtable/rules"
	rv "northtable/rules/reavers"
)

// roundEnding is a move of the pending decision that ends the round (its events hold the
// cleanup).
func roundEnding(g *rv.Game) (rules.Move, bool) { return eventMove(g, rv.EvCleanup) }

// The move that ends a round shows a banner over the board: the round that ended, the
// displays refilled, who starts the next round and where the Honour Ship goes; the board
// waits for it, then it goes by itself.
func TestCleanupBannerAtRoundEnd(t *testing.T) {
	r := openAt(t, 3, func(g *rv.Game) bool { _, ok := roundEnding(g); return ok })
	m, ok := roundEnding(r.real())
	require.True(t, ok)
	round := r.real().Round()
	_, shown := r.b.Where().Motion().CleanupBanner()
	require.False(t, shown, "no banner before the round ends")
	r.answer(m)

	g := r.real()
	require.Equal(t, round+1, g.Round(), "the move ended the round")
	words, shown := r.b.Where().Motion().CleanupBanner()
	require.True(t, shown, "the round's end is shown")
	assert.Contains(t, words, "Round "+strconv.Itoa(round)+" ends")
	assert.Contains(t, words, "displays are refilled")
	assert.Contains(t, words, r.tbl.Name(g.StartPlayer())+" starts round "+strconv.Itoa(round+1))
	assert.Contains(t, words, "the Honour Ship passes to "+r.tbl.Name(g.HonourShip()))
	assert.Equal(t, words, r.b.Where().Motion().LastCleanup())
	assert.False(t, r.tbl.Ready(), "the board waits for the banner")
	for i := 0; i < 600; i++ {
		if _, on := r.b.Where().Motion().CleanupBanner(); !on {
			break
		}
		if i == 6 {
			r.keep("cleanup-fading-in")
		}
		if i == 24 {
			r.keep("cleanup-banner")
		}
		r.rest(true)
	}
	_, shown = r.b.Where().Motion().CleanupBanner()
	require.False(t, shown, "the banner went by itself")
	require.True(t, r.settle(), "the board takes input again")
}

// Space ends the cleanup banner at once and plays nothing.
func TestCleanupBannerSkippedByAPress(t *testing.T) {
	r := openAt(t, 3, func(g *rv.Game) bool { _, ok := roundEnding(g); return ok })
	m, _ := roundEnding(r.real())
	r.answer(m)
	_, shown := r.b.Where().Motion().CleanupBanner()
	require.True(t, shown)
	moves := r.tbl.Moves()
	r.step(input.Frame{X: r.last.X, Y: r.last.Y, Actions: []input.Action{input.ActSkip}}, true)
	_, shown = r.b.Where().Motion().CleanupBanner()
	assert.False(t, shown, "Space ended the banner")
	assert.Equal(t, moves, r.tbl.Moves(), "Space played nothing")
}

// With animations off the round's end is said as a toast instead.
func TestCleanupSaidWithAnimationsOff(t *testing.T) {
	seed, n := find(t, 2, func(g *rv.Game) bool { _, ok := roundEnding(g); return ok })
	r := newRun(t, 2, seed, n)
	r.ctx.AnimSpeed = 0
	require.True(t, r.settle())
	m, _ := roundEnding(r.real())
	round := r.real().Round()
	r.answer(m)
	_, shown := r.b.Where().Motion().CleanupBanner()
	assert.False(t, shown, "no banner with animations off")
	text, warn := r.tbl.Toast()
	assert.Contains(t, text, "Round "+strconv.Itoa(round)+" ends")
	assert.Contains(t, text, r.tbl.Name(r.real().StartPlayer())+" starts round "+strconv.Itoa(round+1))
	assert.NotContains(t, text, "Honour Ship", "two players have no Honour Ship")
	assert.False(t, warn, "news, not a warning")
	assert.Equal(t, text, r.b.Where().Motion().LastCleanup())
}
