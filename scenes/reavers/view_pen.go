package reavers

import (
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"northtable/render"
)

// pen draws the board's small pictures and words, fitted to their room, and notes the words
// of the displays it had to cut short while they are drawn (the probe's CutDisplayWords).
type pen struct {
	*pos
	// cuts lists the display words drawn cut short ("…") at the last drawing of the board
	// (cutting while the displays are drawn).
	cuts    []string
	cutting bool
}

// sprite draws atlas sprite name fitted into r (its aspect kept), at opacity a.
func (pe *pen) sprite(dst *ebiten.Image, name string, r render.Rect, a float32) {
	img := pe.ui.Sprite(name)
	if img == nil {
		return
	}
	w, h := float64(img.Bounds().Dx()), float64(img.Bounds().Dy())
	sc := min(r.W/w, r.H/h)
	x, y := r.Centre()
	pe.ui.P.Sprite(dst, img, render.Point{X: x, Y: y}, sc, a)
}

// text draws s at (x, y) top, in face or, when it is too wide for w, in the largest smaller
// size of face that fits (to render.FitMinSize), ellipsized only past that.
func (pe *pen) text(dst *ebiten.Image, s string, face *render.Face, x, y, w float64, clr color.RGBA) {
	f := render.FitLine(s, face, w)
	short := render.Ellipsize(s, f, w)
	if short != s {
		pe.cut(s)
	}
	pe.ui.P.Text(dst, short, f, x, y, clr, render.AlignLeft)
}

// cut notes words drawn cut short while the displays are drawn (CutDisplayWords).
func (pe *pen) cut(s string) {
	if pe.cutting {
		pe.cuts = append(pe.cuts, s)
	}
}

// fitsLine reports whether s fits in w logical px in face or a fitted smaller size.
func fitsLine(s string, face *render.Face, w float64) bool {
	tw, _ := render.MeasureText(s, render.FitLine(s, face, w))
	return tw <= w
}

// miniCard draws a card of a display as the kit's small landscape card (render.CardView's
// Strip form): a tinted label with its name, then its icons when given and they fit, else its
// line in words; what it cannot show whole is noted as cut.
func (pe *pen) miniCard(dst *ebiten.Image, r render.Rect, tint color.RGBA, name, line string, icons ...string) {
	cv := render.CardView{Strip: true, Title: name, Tint: tint, Body: line, Icons: icons}
	cv.DrawAt(dst, pe.ui, r, 1)
	if cv.Cut() {
		pe.cut(name + " " + line)
	}
}

// wrapped draws s in Small within w × h from (x, y) top (render's DrawFitted), noting it as
// cut when it does not show whole.
func (pe *pen) wrapped(dst *ebiten.Image, s string, x, y, w, h float64, clr color.RGBA) {
	if !pe.ui.DrawFitted(dst, s, pe.ui.Fonts.Small, render.Rect{X: x, Y: y, W: w, H: h}, clr) {
		pe.cut(s)
	}
}

// drawIcons draws items as the kit's icon line from (x, y) top in face, fitted to w (noted as
// cut when they still do not fit).
func (pe *pen) drawIcons(dst *ebiten.Image, items []string, face *render.Face, x, y, w float64, clr color.RGBA) {
	if !pe.ui.DrawIconLine(dst, items, render.FitIconLine(items, face, w), x, y, w, clr, 1) {
		pe.cut(strings.Join(items, " "))
	}
}

// glow is a legal target's look (render's own, which its widgets share): a shallow-blue wash
// and ring, stronger under the pointer.
func glow(ui *render.UI, dst *ebiten.Image, r render.Rect, hover bool) {
	w, wash := 3.0, 0.1
	if hover {
		w, wash = 4, 0.25
	}
	ui.RoundRect(dst, r, 6, render.WithAlpha(render.Shallow, wash))
	ui.RoundRing(dst, r.Inset(-2), 7, w, render.Shallow)
}

// emptyInk is the dashes of an empty place: soft ink, faint (a color.Color made once, so a
// frame's dashes allocate nothing).
var emptyInk color.Color = render.WithAlpha(render.InkSoft, 0.35)

// dashedOutline draws r's edges in short dashes of clr: an empty place, which no card's solid
// frame is mistaken for.
func dashedOutline(dst *ebiten.Image, r render.Rect, clr color.Color) {
	const dash, gap, w = 6.0, 5.0, 1.5
	for x := r.X; x < r.Right(); x += dash + gap {
		l := min(dash, r.Right()-x)
		render.FillRect(dst, render.Rect{X: x, Y: r.Y, W: l, H: w}, clr)
		render.FillRect(dst, render.Rect{X: x, Y: r.Bottom() - w, W: l, H: w}, clr)
	}
	for y := r.Y; y < r.Bottom(); y += dash + gap {
		l := min(dash, r.Bottom()-y)
		render.FillRect(dst, render.Rect{X: r.X, Y: y, W: w, H: l}, clr)
		render.FillRect(dst, render.Rect{X: r.Right() - w, Y: y, W: w, H: l}, clr)
	}
}
