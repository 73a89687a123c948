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
	assert.Equal(t, ill.Words+" · wheel, R or right-click rotates", h.w.PromptText(), "the prompt line says why while the tile is over the cell, and that turned it fits")
	h.frames(drag[len(drag)-1])

	assert.Equal(t, hash, h.hash(), "an illegal drop changes nothing")
	assert.Equal(t, ill.Words, h.toast(), "the message names the rule in plain words")
	assert.NotContains(t, h.toast(), ill.Rule[:2], "never by its code")
	assert.True(t, h.toastWarns())
	assertGlidesBack(t, h)
	require.True(t, h.idle())
	assert.Equal(t, hash, h.hash())
	assert.NotEqual(t, ill.Words, h.w.PromptText(), "the tile back in its slot, the prompt is the instruction again")
}

// A tile carried over open sea, away from every tile, is told why it does not fit there while
// it is carried, and again when it is let go there and glides back.
func TestDropOnOpenSeaSaysWhy(t *testing.T) {
	h := startPlacing(t, 13)
	hash := h.hash()
	to := openSea(t, h)
	h.carry(to, false)
	why := rules.Explain(h.view().Check(ork.PlaceTile{By: h.view().ToMove(), Cell: h.w.CellAt(to), Rot: h.w.TileTurn()}))
	require.Contains(t, why, ork.RuleName(ork.RuleP1)+" —", "open sea touches no tile")
	assert.Equal(t, why, h.w.PromptText(), "said while the tile is over the sea")
	h.step(input.Frame{X: to.X, Y: to.Y})
	assert.Equal(t, hash, h.hash())
	assert.Equal(t, why, h.toast(), "the tile does not go back silently")
	assertGlidesBack(t, h)
}

// A tile let go over the panels beside the board is put back, and nothing needs saying.
func TestDropOnThePanelsJustReturns(t *testing.T) {
	h := startPlacing(t, 13)
	hash := h.hash()
	to := render.Point{X: 160, Y: 300}
	h.carry(to, false)
	h.step(input.Frame{X: to.X, Y: to.Y})
	assert.Equal(t, hash, h.hash())
	assert.Empty(t, h.toast())
	assertGlidesBack(t, h)
}
