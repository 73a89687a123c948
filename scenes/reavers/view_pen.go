package reavers

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"northtable/render"
)

// pen draws the board's small pictures and words fitted to their room; its render.Pen notes
// the displays' words cut short while they are drawn (the probe's CutDisplayWords).
type pen struct {
	*pos
	render.Pen
}

// sprite draws atlas sprite name fitted into r (its aspect kept), at opacity a.
func (pe *pen) sprite(dst *ebiten.Image, name string, r render.Rect, a float32) {
	pe.ui.SpriteIn(dst, name, r, a)
}

// text draws s at (x, y) top, fitted to w (render.Pen.Text).
func (pe *pen) text(dst *ebiten.Image, s string, face *render.Face, x, y, w float64, clr color.RGBA) {
	pe.Text(dst, pe.ui, s, face, x, y, w, clr)
}

// fitsLine reports whether s fits in w logical px in face or a fitted smaller size.
func fitsLine(s string, face *render.Face, w float64) bool { return render.FitsLine(s, face, w) }
