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

// After a hand-over the pointer rests where the last player clicked (the curtain's button),
// over the next player's board: no tooltip opens there until the pointer moves, then tips show
// again. The table does not see the pointer while the curtain is up, so where it rests after
// the lift is not where the table saw it last.
func TestNoTooltipAfterAHandOverUntilThePointerMoves(t *testing.T) {
	r := newRig(t, seats(2), 7, 0, nil, nil)
	r.b.tip, r.b.ui = "4 Food", r.ctx.UI
	r.step(input.Frame{X: 800, Y: 450})
	require.NotNil(t, r.lift, "a curtain before the first decision")
	r.lift() // clicked at the curtain's button, at (640, 520)
	r.lift = nil
	screen := ebiten.NewImage(render.LogicalW, render.LogicalH)
	defer screen.Deallocate()
	for range render.TooltipDelay + 2 {
		r.step(input.Frame{X: 640, Y: 520})
	}
	r.tbl.Draw(screen)
	assert.True(t, r.tbl.TipsHushed())
	assert.Empty(t, r.ctx.UI.OverlayText(), "no tip under a pointer that has not moved since the curtain lifted")
	r.ctx.UI.ClearOverlay()

	r.step(input.Frame{X: 641, Y: 520})
	r.tbl.Draw(screen)
	assert.False(t, r.tbl.TipsHushed())
	assert.Equal(t, "4 Food", r.ctx.UI.OverlayText(), "the tip shows once the pointer moves")
}

// A tip about an answer keeps clear of the list's heading and prompt and of the other enabled
// answers: with one answer under a two-line prompt (the tip would sit above it, on the prompt)
// and with a column of answers (above or below it, on a neighbour), the heading's and the
// neighbours' pixels are the same with the tip shown as without it.
func TestAnswerTipsKeepOffThePromptAndTheOtherAnswers(t *testing.T) {
	panel := render.Rect{X: 1070, Y: 60, W: 520, H: 400}
	tip := "Take 2 Food from the supply, or one die of your choice; the round ends for you"
	for _, n := range []int{1, 3} {
		as := make([]table.Answer, n)
		for i := range as {
			as[i] = table.Answer{Label: "Rest", Tip: tip, Action: i + 1, Enabled: true}
		}
		a := newAnswers(t, panel, table.AnswerSet{Head: "Ann decides", HeadRight: "Round 1 of 6",
			Title: "You cannot pay Raid Keeps (2 Food and 2 Shield dice): you need 1 more Shield die. Rest instead", Answers: as})
		ui := a.r.ctx.UI
		draw := func() []byte {
			screen := ebiten.NewImage(render.LogicalW, render.LogicalH)
			defer screen.Deallocate()
			a.r.tbl.Draw(screen) // the table names what tips keep clear of
			a.l.Draw(screen, ui)
			ui.DrawOverlay(screen)
			px := make([]byte, 4*render.LogicalW*render.LogicalH)
			screen.ReadPixels(px)
			return px
		}
		bs := a.l.Buttons()
		require.Len(t, bs, n)
		hovered := bs[n/2].Rect
		x, y := hovered.Centre()
		a.at(x, y, false)
		plain := draw()
		for range render.TooltipDelay + 2 {
			a.at(x, y, false)
		}
		require.Equal(t, tip, a.l.Tip())
		shown := draw()
		same := func(r render.Rect) bool {
			for yy := int(r.Y); yy < int(r.Bottom()); yy++ {
				for xx := int(r.X); xx < int(r.Right()); xx++ {
					i := 4 * (yy*render.LogicalW + xx)
					if plain[i] != shown[i] || plain[i+1] != shown[i+1] || plain[i+2] != shown[i+2] {
						return false
					}
				}
			}
			return true
		}
		assert.False(t, same(render.Rect{W: render.LogicalW, H: render.LogicalH}), "%d answers: the tip is drawn", n)
		head := render.Rect{X: panel.X, Y: panel.Y, W: panel.W, H: bs[0].Rect.Y - 4 - panel.Y}
		assert.True(t, same(head), "%d answers: the heading and prompt %v are not covered", n, head)
		for i, b := range bs {
			if b.Rect != hovered {
				assert.True(t, same(b.Rect), "%d answers: answer %d is not covered", n, i)
			}
		}
	}
}
