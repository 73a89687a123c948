package render

import "github.com/hajimehoshi/ebiten/v2"

// SeatHeader is the top of a player's panel: the panel itself, a ring when the seat is to
// move, the player's mark and name on the first line, an optional tag pill after the name
// ("Start") and a line of facts under it ("Table 12 · Bonus used"). What the game shows at
// the right of the lines (counters, pieces at home) is the board's.
type SeatHeader struct {
	Rect     Rect
	Colour   int // the player colour, for the mark
	Name     string
	NameW    float64 // the widest the name may be, logical px (ellipsized past it)
	Tag      string  // "" for none
	TagUntil float64 // the X the tag must end before, or it is left out
	TagElse  string  // put before Line when the tag is left out ("Start player · ")
	Line     string
	LineW    float64 // the widest the line may be, logical px
	Active   bool
}

// Draw draws the header in the kit's faces.
func (h *SeatHeader) Draw(dst *ebiten.Image, ui *UI) {
	r, f, p := h.Rect, ui.Fonts, ui.P
	ui.Panel(dst, r, 1)
	if h.Active {
		ui.RoundRing(dst, r.Inset(-2), 10, 3, Shallow)
	}
	ui.DrawPlayerMark(dst, h.Colour, r.X+20, r.Y+18, 10)
	name := Ellipsize(h.Name, f.BodyBold, h.NameW)
	p.TextMid(dst, name, f.BodyBold, r.X+38, r.Y+18, Ink, AlignLeft)
	line := h.Line
	if h.Tag != "" {
		pill := Rect{X: r.X + 46 + TextWidth(name, f.BodyBold), Y: r.Y + 8, W: TextWidth(h.Tag, f.SmallBold) + 16, H: 20}
		if pill.Right() < h.TagUntil {
			ui.RoundRect(dst, pill, 10, Sand)
			p.TextMid(dst, h.Tag, f.SmallBold, pill.X+8, pill.Y+10, Ink, AlignLeft)
		} else {
			line = h.TagElse + line
		}
	}
	p.TextMid(dst, Ellipsize(line, f.Small, h.LineW), f.Small, r.X+12, r.Y+42, InkSoft, AlignLeft)
}

// TokenRow is a labelled row of sprites with a caption after them (a goods stack, a pool of
// dice): the label on the first line, the sprites left to right on the second, the caption at
// CaptionX.
type TokenRow struct {
	Rect     Rect
	Label    string
	Sprites  []string // left to right
	Step     float64  // from one sprite's centre to the next, logical px
	Zoom     float64  // the sprites' scale
	Caption  string
	CaptionX float64 // from Rect.X, logical px
}

// Draw draws the row in the kit's small faces.
func (t *TokenRow) Draw(dst *ebiten.Image, ui *UI) {
	r, p := t.Rect, ui.P
	p.TextMid(dst, t.Label, ui.Fonts.SmallBold, r.X, r.Y+14, InkSoft, AlignLeft)
	for i, s := range t.Sprites {
		p.Sprite(dst, ui.Sprite(s), Point{X: r.X + 12 + float64(i)*t.Step, Y: r.Y + 36}, t.Zoom, 1)
	}
	p.TextMid(dst, t.Caption, ui.Fonts.Small, r.X+t.CaptionX, r.Y+36, Ink, AlignLeft)
}
