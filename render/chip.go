package render

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// Chip is a small named token in a row of a player's panel (a service card held, a rune, a
// raid won): a tinted rounded label with an optional state word at its right ("spent"), which
// fades it, an optional player mark at its right end (a second holder) and a glow when it is a
// choice. The pointer over it shows Tip.
type Chip struct {
	Rect      Rect
	Fill      color.RGBA
	Label     string // ellipsized to the room left
	State     string // "" for none
	Marked    bool   // draw player colour Mark's marker at the right end
	Mark      int
	Highlight bool
	Tip       string
}

// Need is how wide the chip must be to show its label and state whole, logical px.
func (c *Chip) Need(ui *UI) float64 {
	face := ui.Fonts.Small
	w := drawnWidth(c.Label, face, ui.P) + 14
	if c.State != "" {
		w += drawnWidth(c.State, face, ui.P) + 6
	}
	if c.Marked {
		w += 18
	}
	return w
}

// Draw draws the chip in the kit's small face; ptr is the pointer, logical px.
func (c *Chip) Draw(dst *ebiten.Image, ui *UI, ptr Point) {
	r, face := c.Rect, ui.Fonts.Small
	fill := c.Fill
	if c.State != "" {
		fill = WithAlpha(fill, 0.45) // done its work: faded, the name still readable
	}
	ui.RoundRect(dst, r, 6, fill)
	if c.Highlight {
		ui.RoundRing(dst, r.Inset(-2), 7, 3, Shallow)
	}
	w := r.W - 12
	if c.Marked {
		ui.DrawPlayerMark(dst, c.Mark, r.Right()-11, r.Y+r.H/2, 7)
		w -= 18
	}
	ink := Paper
	if c.State != "" {
		ink = Ink
		tag := drawnWidth(c.State, face, ui.P)
		ui.P.TextMid(dst, c.State, face, r.X+6+w, r.Y+r.H/2, InkSoft, AlignRight)
		w -= tag + 6
		// The label is ellipsized by its logical width: keep room for what the device scale
		// adds to it, so it never runs into the state word ("Garden Shedspent" at 0.8).
		w -= drawnWidth(c.Label, face, ui.P) - TextWidth(c.Label, face)
	}
	ui.P.TextMid(dst, Ellipsize(c.Label, face, w), face, r.X+6, r.Y+r.H/2, ink, AlignLeft)
	if c.Tip != "" && r.Contains(ptr.X, ptr.Y) {
		ui.ShowTooltipAt(c.Tip, r, false)
	}
}

// drawnWidth is s's width as p draws it at its device scale, in logical px: never less than
// TextWidth, and at some scales a line's glyphs round wider than that ("Garden Shed" in the
// small face: 83 logical px measured, 89 drawn at 0.8, the 1280x720 window).
func drawnWidth(s string, face *Face, p *Painter) float64 {
	w := TextWidth(s, face)
	if p == nil || face == nil {
		return w
	}
	if k := p.Scale(); k > 0 && k != 1 {
		w = max(w, text.Advance(s, face.At(k))/k)
	}
	return w
}
