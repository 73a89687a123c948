package render_test

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/render"
)

// A list popover is as tall as its rows and tiles need: a long row wraps to more lines and a
// row of tiles wider than the popover takes a second row, each adding to the height; drawn, it
// is paper inside a rim of the player's colour.
func TestListPopoverGrowsWithItsRowsAndTiles(t *testing.T) {
	ui := newUI(t)
	const w = 560.0
	pop := render.ListPopover{Colour: 2, Title: "Ann's pile", Hint: "Back closes", Empty: "Nothing yet.", TilesTitle: "Tiles", TilesEmpty: "No tile yet."}
	empty := pop.Height(ui.Fonts, w)
	pop.Rows = []render.PopoverRow{{Head: "Cards", Text: "one"}}
	one := pop.Height(ui.Fonts, w)
	pop.Rows[0].Text = "a long line of words that cannot stand on one line of the column beside its head, however it is set"
	assert.Greater(t, pop.Height(ui.Fonts, w), one, "a wrapped row takes more lines")
	for range 9 {
		pop.Tiles = append(pop.Tiles, render.PopoverTile{Sprite: render.TerritorySprites[0][0], Caption: "Farmland"})
	}
	nine := pop.Height(ui.Fonts, w)
	pop.Tiles = pop.Tiles[:2]
	assert.Greater(t, nine, pop.Height(ui.Fonts, w), "nine tiles take two rows, two tiles one")
	assert.Greater(t, pop.Height(ui.Fonts, w), empty, "rows and tiles add to the empty popover")

	pop.Rect = render.Rect{X: 100, Y: 100, W: w, H: pop.Height(ui.Fonts, w)}
	canvas := ebiten.NewImage(render.LogicalW, render.LogicalH)
	pop.Draw(canvas, ui)
	require.True(t, near(pixel(canvas, 100+int(w)-30, int(pop.Rect.Bottom())-10), render.Paper, 6), "paper inside")
	assert.True(t, near(pixel(canvas, 101, 200), render.PlayerColours[2], 40), "the rim in the player's colour")
}
