package orkney_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/input"
	"northtable/rules/hex"
	ork "northtable/rules/orkney"
)

// While a tile is carried, a cell glows bright exactly when the rules take the tile there as it
// is turned now, and dim when they take it there only turned another way; every turn of the
// tile relights the cells, and the prompt sends the player to a bright cell.
func TestCarriedTileLightsBrightOnlyWhereItFitsAsTurned(t *testing.T) {
	h := startPlacing(t, 12)
	g := h.view()
	bright, dim := h.w.Glow()
	assert.Nil(t, bright, "nothing glows before the tile is lifted")
	assert.Nil(t, dim)
	assert.Contains(t, h.w.PromptText(), "Drag your tile onto a bright cell")

	h.carry(openSea(t, h), false)
	sawDim := false
	for turn := 0; turn < 6; turn++ {
		rot := h.w.TileTurn()
		bright, dim := h.w.Glow()
		require.NotEmpty(t, bright, "the tile starts turned to fit, and every turn fits somewhere here")
		for _, c := range bright {
			assert.NoError(t, g.Check(ork.PlaceTile{By: g.ToMove(), Cell: c, Rot: rot}), "a bright cell takes the tile as turned")
		}
		for _, c := range dim {
			assert.Error(t, g.Check(ork.PlaceTile{By: g.ToMove(), Cell: c, Rot: rot}), "a dim cell refuses it as turned")
			assert.NotEmpty(t, g.FitsAt(c), "but takes it turned another way")
		}
		assert.ElementsMatch(t, g.LegalCells(), append(append([]hex.Axial{}, bright...), dim...), "every cell it fits in some turn is lit")
		sawDim = sawDim || len(dim) > 0

		// carried over a bright cell, the ghost fits and the prompt says to drop it there
		at, ok := h.w.CellPoint(bright[0])
		require.True(t, ok)
		h.step(input.Frame{X: at.X, Y: at.Y, Down: true})
		cell, fits, ok := h.w.Ghost()
		require.True(t, ok)
		assert.Equal(t, bright[0], cell)
		assert.True(t, fits, "a bright cell never refuses the tile")
		assert.Contains(t, h.w.PromptText(), "Drop on a bright cell")

		h.key(input.ActRotateCW)
		require.Equal(t, (rot+1)%6, h.w.TileTurn())
	}
	assert.True(t, sawDim, "some cell takes the tile only turned another way")
}
