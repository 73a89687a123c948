package orkney_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/input"
	ork "northtable/rules/orkney"
)

// A press while a move's animations run finishes them at once, so the player's reach for the
// board is not lost; the press is then read as input in the same tick.
func TestPressFinishesRunningAnimations(t *testing.T) {
	h := startPlacing(t, 11)
	m := h.view().Legal()[0].(ork.PlaceTile)
	h.perform(m) // the snap and any gains are now playing
	require.True(t, h.tbl.Busy(), "placing a tile plays an animation")
	h.step(input.Frame{X: 800, Y: 450, Down: true})
	assert.False(t, h.tbl.Busy(), "the press skipped the animations")
	assert.Empty(t, h.w.Floating(), "and the floating gains")
}

// gains is how many resources and completed islands move m announces.
func gains(t *testing.T, g *ork.Game, m ork.PlaceTile) int {
	c := g.Copy()
	out, err := c.Apply(m)
	require.NoError(t, err)
	n := 0
	for _, e := range out.Events {
		if e.Kind == ork.EvGain {
			n++
		}
	}
	return n
}

// The privacy curtain starts the next player's screen clean: no gains of the last turn float on.
func TestCurtainClearsTheLastTurnsGains(t *testing.T) {
	h := startPlacing(t, 11)
	// place both tiles where they gain most, then end the turn at once: the gains still float
	// when the turn is over, and the next player's curtain comes first
	floated := false
	for h.real().ToMove() == h.tbl.Viewer() {
		g := h.real()
		var m ork.PlaceTile
		best := -1
		for _, x := range g.Legal() {
			if pm, ok := x.(ork.PlaceTile); ok {
				if n := gains(t, g, pm); n > best {
					m, best = pm, n
				}
			}
		}
		if best < 0 {
			require.NoError(t, h.tbl.Play(ork.EndTurn{By: g.ToMove()}))
			break
		}
		require.NoError(t, h.tbl.Play(m))
		for i := 0; i < 40 && !floated; i++ {
			h.rest()
			floated = len(h.w.Floating()) > 0
		}
	}
	require.True(t, floated, "a placement's gains float over the board")
	floating := 0
	for i := 0; i < 200 && len(h.curtains) < 2; i++ {
		floating = len(h.w.Floating())
		h.rest() // the end of the turn plays, then the next player's curtain comes
	}
	require.Len(t, h.curtains, 2)
	require.Positive(t, floating, "gains floated until the curtain came")
	assert.Empty(t, h.w.Floating())
	assert.False(t, h.tbl.Busy())
}
