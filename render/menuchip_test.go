package render_test

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"

	"northtable/render"
)

// A menu chip says the longest of its labels that fits and cuts only the last, when even that
// does not fit.
func TestMenuChipSaysTheLongestLabelThatFits(t *testing.T) {
	ui := newUI(t)
	canvas := ebiten.NewImage(render.LogicalW, render.LogicalH)
	labels := []string{"Glory pile 12 · Territories 3", "Pile 12 · Territories 3", "Pile 12 · Tiles 3"}
	// the room a label needs in the smallest size it may be fitted to, and the chip's pad
	need := func(i int) float64 {
		return render.TextWidth(labels[i], ui.Fonts.SmallBold.Sized(render.FitMinSize)) + 30
	}
	for i := range labels {
		chip := render.MenuChip{Rect: render.Rect{X: 10, Y: 10, W: need(i) + 1, H: 18}, Labels: labels}
		got, cut := chip.Draw(canvas, ui)
		assert.Equal(t, labels[i], got, "in %v px", chip.Rect.W)
		assert.False(t, cut)
	}
	chip := render.MenuChip{Rect: render.Rect{X: 10, Y: 10, W: 60, H: 18}, Labels: labels}
	got, cut := chip.Draw(canvas, ui)
	assert.Equal(t, labels[2], got)
	assert.True(t, cut, "the last label cut short")
}
