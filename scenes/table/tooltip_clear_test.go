package table_test

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/input"
	"northtable/render"
	"northtable/scenes/table"
)

// overlaps reports whether a and b share any area.
func overlaps(a, b render.Rect) bool {
	return a.X < b.Right() && b.X < a.Right() && a.Y < b.Bottom() && b.Y < a.Bottom()
}

// The Undo button's tooltip (its greyed reason) goes beside it, clear of the Menu button next
// to it and of Undo itself, in the top bar at the canvas's top edge.
func TestUndoTooltipKeepsClearOfTheMenuButton(t *testing.T) {
	r := firstTurn(t, 3)
	ok, why := r.tbl.CanUndo()
	require.False(t, ok, "nothing to undo at the first placement")
	require.NotEmpty(t, why)
	x, y := table.UndoButton.Centre()
	for range render.TooltipDelay + 2 {
		r.step(input.Frame{X: x, Y: y})
	}
	screen := ebiten.NewImage(render.LogicalW, render.LogicalH)
	defer screen.Deallocate()
	r.tbl.Draw(screen)
	require.Equal(t, why, r.ctx.UI.OverlayText(), "the reason shows on hover")
	tip, shown := r.ctx.UI.OverlayRect()
	require.True(t, shown)
	assert.False(t, overlaps(tip, table.MenuButton), "the tip %v covers the Menu button %v", tip, table.MenuButton)
	assert.False(t, overlaps(tip, table.UndoButton), "the tip %v covers the Undo button %v", tip, table.UndoButton)
}

// After a hand-over the pointer rests where the last player clicked, over the next player's
// board: no tooltip opens there until the pointer moves, then tips show again.
func TestNoTooltipAfterAHandOverUntilThePointerMoves(t *testing.T) {
	r := newRig(t, seats(2), 7, 0, nil, nil)
	r.b.tip, r.b.ui = "4 Food", r.ctx.UI
	r.step(input.Frame{X: 800, Y: 450})
	require.NotNil(t, r.lift, "a curtain before the first decision")
	r.lift()
	r.lift = nil
	screen := ebiten.NewImage(render.LogicalW, render.LogicalH)
	defer screen.Deallocate()
	for range render.TooltipDelay + 2 {
		r.step(input.Frame{X: 800, Y: 450})
	}
	r.tbl.Draw(screen)
	assert.True(t, r.tbl.TipsHushed())
	assert.Empty(t, r.ctx.UI.OverlayText(), "no tip under a pointer that has not moved since the curtain lifted")
	r.ctx.UI.ClearOverlay()

	r.step(input.Frame{X: 801, Y: 450})
	r.tbl.Draw(screen)
	assert.False(t, r.tbl.TipsHushed())
	assert.Equal(t, "4 Food", r.ctx.UI.OverlayText(), "the tip shows once the pointer moves")
}
