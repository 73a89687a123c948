package orkney_test

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/input"
	"northtable/render"
	"northtable/rules"
	ork "northtable/rules/orkney"
	"northtable/scenes/orkney/orkneytest"
)

func TestDragOntoLegalCellPlacesTile(t *testing.T) {
	h := startPlacing(t, 11)
	g := h.real()
	before := len(g.Placed())
	legal := g.Legal()
	require.NotEmpty(t, legal)
	m := legal[len(legal)/2].(ork.PlaceTile)

	h.perform(m)

	placed := g.Placed()
	require.Len(t, placed, before+1, "a legal drop places the tile")
	last := placed[len(placed)-1]
	assert.Equal(t, m.Cell, last.Cell)
	assert.Equal(t, m.Rot, last.Rot, "turned as it was shown")
	assert.Equal(t, 1, g.PlacementsThisTurn())
	assert.Equal(t, []string{"Ann"}, h.curtains, "the curtain came up once, before Ann's turn")
}

// refusedPlacement is a cell next to the layout where some rotation of the revealed tile is
// refused, with the rules' refusal.
func refusedPlacement(t *testing.T, g *ork.Game) (ork.PlaceTile, *rules.IllegalMoveError) {
	t.Helper()
	for _, c := range g.LegalCells() {
		fits := map[int]bool{}
		for _, r := range g.FitsAt(c) {
			fits[r] = true
		}
		for r := 0; r < 6; r++ {
			m := ork.PlaceTile{By: g.ToMove(), Cell: c, Rot: r}
			if err := g.Check(m); err != nil && !fits[r] {
				var ill *rules.IllegalMoveError
				require.True(t, errors.As(err, &ill))
				return m, ill
			}
		}
	}
	require.FailNow(t, "some rotation must be refused next to the start tiles")
	return ork.PlaceTile{}, nil
}

func TestDragOntoIllegalCellGlidesBackWithRule(t *testing.T) {
	h := startPlacing(t, 12)
	bad, ill := refusedPlacement(t, h.real())
	hash := h.hash()

	gs, err := orkneytest.Gestures(h.b, bad)
	require.NoError(t, err)
	require.Len(t, gs, 1)
	drag := h.read(gs[0])
	h.frames(drag[:len(drag)-1]...)
	cell, fits, ok := h.w.Ghost()
	require.True(t, ok)
	assert.Equal(t, bad.Cell, cell)
	assert.False(t, fits, "the ghost shows the tile refused there")
	h.frames(drag[len(drag)-1])

	assert.Equal(t, hash, h.hash(), "an illegal drop changes nothing")
	assert.Equal(t, ill.Words, h.toast(), "the message names the rule in plain words")
	assert.NotContains(t, h.toast(), ill.Rule[:2], "never by its code")
	assert.True(t, h.toastWarns())
	assertGlidesBack(t, h)
	require.True(t, h.idle())
	assert.Equal(t, hash, h.hash())
}

func TestDropOffTheLayoutJustReturns(t *testing.T) {
	h := startPlacing(t, 13)
	hash := h.hash()
	to := render.Point{X: 400, Y: 700}
	if far, ok := h.w.CellPoint(ork.ConnID{Q: 9, R: 9}); ok {
		to = far
	}
	h.carry(to, false)
	h.step(input.Frame{X: to.X, Y: to.Y})
	assert.Equal(t, hash, h.hash())
	assert.Empty(t, h.toast(), "a drop off the layout says nothing")
	assertGlidesBack(t, h)
}
