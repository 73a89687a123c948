package render_test

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"

	"northtable/render"
)

// A banner's revealed areas show through a paper veil that thins to nothing, and the banner is
// over once played out or finished.
func TestBannerRevealsTheAreasUnderIt(t *testing.T) {
	ui := newUI(t)
	area := render.Rect{X: 100, Y: 100, W: 80, H: 60}
	b := &render.Banner{UI: ui, Rect: render.Rect{X: 300, Y: 300, W: 400, H: 120}, Text: "Round 2 ends", Sub: "The displays are refilled",
		Reveal: []render.Rect{area}}
	canvas := ebiten.NewImage(render.LogicalW, render.LogicalH)
	b.Draw(canvas)
	assert.Equal(t, render.Paper, pixel(canvas, 140, 130), "veiled at first")
	for range render.BannerRevealTicks {
		assert.False(t, b.Over())
		b.Update()
	}
	canvas.Clear()
	b.Draw(canvas)
	assert.Zero(t, pixel(canvas, 140, 130).A, "shown through once revealed")
	for !b.Update() {
	}
	assert.True(t, b.Over(), "played out")

	c := &render.Banner{UI: ui, Rect: b.Rect}
	c.Finish()
	assert.True(t, c.Over(), "finished")
}
