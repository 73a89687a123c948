package render

import (
	"image"
	"image/color"
	"strings"

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

// MenuChip is a pill on a player's board that opens something when pressed (a pile, a list):
// the first of Labels that fits (in a fitted smaller size), else the last shortened, and an
// arrow at its right; Open fills it shallow blue while what it opens is shown.
type MenuChip struct {
	Rect   Rect
	Labels []string // the longest first
	Open   bool
}

// Draw draws the chip in the kit's small bold face and returns the label chosen and whether
// it was drawn cut short.
func (c *MenuChip) Draw(dst *ebiten.Image, ui *UI) (label string, cut bool) {
	r, room := c.Rect, c.Rect.W-30
	fill := Mix(Sand, PaperShade, 0.3)
	if c.Open {
		fill = Shallow
	}
	ui.RoundRect(dst, r, r.H/2, fill)
	ui.RoundRing(dst, r, r.H/2, 1, WithAlpha(InkSoft, 0.5))
	for _, label = range c.Labels {
		if w, _ := MeasureText(label, FitLine(label, ui.Fonts.SmallBold, room)); w <= room {
			break
		}
	}
	f := FitLine(label, ui.Fonts.SmallBold, room)
	short := Ellipsize(label, f, room)
	ui.P.Text(dst, short, f, r.X+10, r.Y+(r.H-f.LineHeight())/2, Ink, AlignLeft)
	cx, cy := r.Right()-13, r.Y+r.H/2
	ui.P.Quad(Point{X: cx - 4, Y: cy - 2}, Point{X: cx + 4, Y: cy - 2}, Point{X: cx, Y: cy + 3}, Point{X: cx, Y: cy + 3}, InkSoft, 1)
	ui.P.Flush(dst)
	return label, short != label
}

// CardStrip is a card shown as a strip of its name band (a card in a slot of a player's
// board): the band of the card's frame sprite (CardBand) stretched over Rect with the name on
// it, whole in a fitted smaller size, on two lines when the strip is tall enough, else its
// first word alone, Prefix (a role, "Captain: ") first while there is room; Pips diamonds in
// PipInk at the right (a rank, as printed) while the name leaves them room. A name whose first
// word does not fit even in the smallest size is that word shortened, never the diamonds
// alone: the board's hover then tells it whole.
type CardStrip struct {
	Rect         Rect
	Sprite       string // the card's frame, a portrait card sprite of the kit
	Name, Prefix string
	Pips         int
	PipInk       color.RGBA
}

// Draw draws the strip in the kit's small bold face.
func (c *CardStrip) Draw(dst *ebiten.Image, ui *UI) {
	r, bold := c.Rect, ui.Fonts.SmallBold
	ui.CardBand(dst, c.Sprite, r)
	pips := float64(c.Pips) * 6
	room := r.W - 10 - pips
	band := r.H * 27 / 39 // the frame's light name band, where the words must stay
	lines := c.lines(room, band, bold)
	if more := c.lines(r.W-8, band, bold); wordCount(more) > wordCount(lines) {
		lines, room, pips = more, r.W-8, 0 // the name before the diamonds
	}
	if len(lines) == 0 {
		room, pips = r.W-8, 0
		lines = []string{Ellipsize(strings.Fields(c.Name)[0], bold.Sized(FitMinSize), room)}
	}
	f := bold
	for _, line := range lines {
		if g := FitLine(line, bold, room); g.Size < f.Size {
			f = g
		}
	}
	for f.Size > FitMinSize && float64(len(lines))*f.LineHeight() > max(band, r.H-2) {
		f = f.Sized(f.Size - 1) // a strip lower than a line (three cards in a small slot)
	}
	for j, line := range lines {
		cy := r.Y + r.H/2
		if len(lines) == 2 {
			cy += (float64(j) - 0.5) * band / 2
		}
		ui.P.TextMid(dst, line, f, r.X+5, cy, Ink, AlignLeft)
	}
	for k := 0; pips > 0 && k < c.Pips; k++ {
		cx, cy := r.Right()-6-float64(k)*6, r.Y+r.H/2
		ui.P.Quad(Point{X: cx, Y: cy - 3}, Point{X: cx + 2.5, Y: cy}, Point{X: cx, Y: cy + 3}, Point{X: cx - 2.5, Y: cy}, c.PipInk, 1)
	}
	ui.P.Flush(dst)
}

// lines is how the name is written on room px of a band h tall (see the type); nil when not
// even its first word fits.
func (c *CardStrip) lines(room, h float64, face *Face) []string {
	words := strings.Fields(c.Name)
	first, rest := words[0], strings.Join(words[1:], " ")
	fits := func(s string) bool {
		w, _ := MeasureText(s, FitLine(s, face, room))
		return w <= room
	}
	for _, pre := range []string{c.Prefix, ""} {
		if fits(pre + c.Name) {
			return []string{pre + c.Name}
		}
		if rest != "" && h >= 2*face.Sized(FitMinSize).LineHeight() && fits(pre+first) && fits(rest) {
			return []string{pre + first, rest}
		}
		if fits(pre + first) {
			return []string{pre + first}
		}
	}
	return nil
}

// wordCount is the number of words in lines.
func wordCount(lines []string) int {
	n := 0
	for _, l := range lines {
		n += len(strings.Fields(l))
	}
	return n
}

// CardBand draws the name band of the kit's portrait card sprite name (its rows 34..73, inside
// the 4 px round the card) stretched over r, logical px: the band and a little of the frame
// round it, so a strip reads as the card it is.
func (ui *UI) CardBand(dst *ebiten.Image, name string, r Rect) {
	img := ui.Sprite(name)
	if img == nil {
		ui.RoundRect(dst, r, 4, InkSoft)
		return
	}
	bd := img.Bounds()
	sub := img.SubImage(image.Rect(bd.Min.X+4, bd.Min.Y+34, bd.Max.X-4, bd.Min.Y+73)).(*ebiten.Image)
	sw, sh := float64(sub.Bounds().Dx()), float64(sub.Bounds().Dy())
	s := ui.P.Scale()
	ui.P.Flush(dst)
	var op ebiten.DrawImageOptions
	op.GeoM.Scale(r.W*s/sw, r.H*s/sh)
	op.GeoM.Translate(r.X*s, r.Y*s)
	op.Filter = ebiten.FilterLinear
	dst.DrawImage(sub, &op)
}
