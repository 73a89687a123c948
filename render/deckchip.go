package render

import (
	"image/color"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
)

// DeckChip is a deck's draw or discard pile where a board has little room for piles (beside a
// location's pawn spot): the deck's back, ChipBackW × ChipBackH (an empty pile its faint
// outline), the count at its right and the label under it. In a box lower than the back (a
// strip across a display) it is the back, fitted to the height, on a faint band with the
// label beside it, the label then saying the counts. Faded draws the back half clear (a
// discard pile).
type DeckChip struct {
	Back  string // the back's sprite name
	Count int
	Label string // "deck", "discard"; a strip's whole words ("Journeys 12 · discard 3")
	Short string // a strip's words where Label does not fit even in the smallest size ("12 · discard 3")
	Faded bool
}

// The back's size in a DeckChip, logical px.
const (
	ChipBackW = 22.0
	ChipBackH = 31.0
)

// Draw draws the chip from r's top left and reports whether its label shows whole (it is
// fitted to its room, down to FitMinSize, Short taking its place if it would be cut, and
// ellipsized past that).
func (c DeckChip) Draw(dst *ebiten.Image, ui *UI, r Rect) bool {
	ui.P.SetScale(ScaleOf(dst))
	label := func(face *Face, x, y, w float64, clr color.RGBA) bool {
		s := c.Label
		if c.Short != "" && !FitsLine(s, face, w) {
			s = c.Short
		}
		f := FitLine(s, face, w)
		cut := Ellipsize(s, f, w)
		ui.P.Text(dst, cut, f, x, y, clr, AlignLeft)
		return cut == s
	}
	if r.H < ChipBackH {
		ui.fillRound(dst, r, 5, WithAlpha(Ink, 0.08))
		bh := r.H - 4
		ui.spriteIn(dst, c.Back, Rect{X: r.X + 3, Y: r.Y + 2, W: bh * ChipBackW / ChipBackH, H: bh}, 1)
		x := r.X + 6 + bh*ChipBackW/ChipBackH
		return label(ui.Fonts.SmallBold, x, r.Y+(r.H-ui.Fonts.SmallBold.LineHeight())/2, r.Right()-x-3, Ink)
	}
	back, a := Rect{X: r.X, Y: r.Y, W: ChipBackW, H: ChipBackH}, float32(1)
	if c.Faded {
		a = 0.5
	}
	if c.Count == 0 {
		ui.ringRound(dst, back, 3, 1.5, WithAlpha(InkSoft, 0.5))
	} else {
		ui.spriteIn(dst, c.Back, back, a)
	}
	ui.P.TextMid(dst, strconv.Itoa(c.Count), ui.Fonts.BodyBold, r.X+ChipBackW+4, r.Y+ChipBackH/2, Ink, AlignLeft)
	return label(ui.Fonts.Small, r.X, r.Y+ChipBackH+2, r.W, InkSoft)
}
