package render

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
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
	w := TextWidth(c.Label, face) + 14
	if c.State != "" {
		w += TextWidth(c.State, face) + 6
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
		tag := TextWidth(c.State, face)
		ui.P.TextMid(dst, c.State, face, r.X+6+w, r.Y+r.H/2, InkSoft, AlignRight)
		w -= tag + 6
	}
	ui.P.TextMid(dst, Ellipsize(c.Label, face, w), face, r.X+6, r.Y+r.H/2, ink, AlignLeft)
	if c.Tip != "" && r.Contains(ptr.X, ptr.Y) {
		ui.ShowTooltipAt(c.Tip, r, false)
	}
}
