package render

import (
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
)

// Pen draws a board's own words, icon lines and small cards fitted to their room (the largest
// size that fits, down to FitMinSize, ellipsized past that) and, between Begin and End, lists
// the words it had to cut short, so a board's tests can prove that its words read whole. The
// zero value is ready; a board keeps one across frames.
type Pen struct {
	cuts   []string
	noting bool
}

// Begin starts a drawing whose cut words are noted, forgetting the last one's.
func (p *Pen) Begin() { p.cuts, p.noting = p.cuts[:0], true }

// End stops noting: words drawn after it are not listed.
func (p *Pen) End() { p.noting = false }

// Cuts lists the words cut short between the last Begin and End (nil before any Begin).
func (p *Pen) Cuts() []string { return p.cuts }

// Note lists s as cut short while noting: words a caller left out for want of room.
func (p *Pen) Note(s string) {
	if p.noting {
		p.cuts = append(p.cuts, s)
	}
}

// Text draws s from (x, y) top in face, or in the largest smaller size of it that fits w,
// ellipsized only past FitMinSize; logical px.
func (p *Pen) Text(dst *ebiten.Image, ui *UI, s string, face *Face, x, y, w float64, clr color.RGBA) {
	f := FitLine(s, face, w)
	short := Ellipsize(s, f, w)
	if short != s {
		p.Note(s)
	}
	ui.P.Text(dst, short, f, x, y, clr, AlignLeft)
}

// Fitted draws s in face within r (UI.DrawFitted: one fitted line, or wrapped and stepped down).
func (p *Pen) Fitted(dst *ebiten.Image, ui *UI, s string, face *Face, r Rect, clr color.RGBA) {
	if !ui.DrawFitted(dst, s, face, r, clr) {
		p.Note(s)
	}
}

// Icons draws items as an icon line (UI.DrawIconLine) from (x, y) top, in face or the largest
// smaller size in which they fit w.
func (p *Pen) Icons(dst *ebiten.Image, ui *UI, items []string, face *Face, x, y, w float64, clr color.RGBA) {
	if !ui.DrawIconLine(dst, items, FitIconLine(items, face, w), x, y, w, clr, 1) {
		p.Note(strings.Join(items, " "))
	}
}

// Card draws cv's face into r (CardView.DrawAt), noting its title and body when they do not
// show whole.
func (p *Pen) Card(dst *ebiten.Image, ui *UI, cv *CardView, r Rect) {
	cv.DrawAt(dst, ui, r, 1)
	if cv.Cut() {
		p.Note(cv.Title + " " + cv.Body)
	}
}

// FitsLine reports whether s fits w logical px in face or a fitted smaller size (FitLine).
func FitsLine(s string, face *Face, w float64) bool {
	return TextWidth(s, FitLine(s, face, w)) <= w
}

// SpriteIn draws the named sprite as large as fits in r, centred, at opacity a; a missing
// sprite draws nothing.
func (ui *UI) SpriteIn(dst *ebiten.Image, name string, r Rect, a float32) {
	ui.spriteIn(dst, name, r, a)
}

// Glow draws a legal target's look around r, whose corners have radius rad: the shallow-blue
// wash and ring every widget's targets share, stronger under the pointer (hover).
func (ui *UI) Glow(dst *ebiten.Image, r Rect, rad float64, hover bool) { ui.glow(dst, r, rad, hover) }

// HintColour is the hint's mark (HintMark): a warm gold no target glow, player colour or
// warning uses, so the move the hint names stands out among the legal targets.
var HintColour = color.RGBA{0xF2, 0xB1, 0x34, 0xFF}

// HintMark draws the hint's mark around r, whose corners have radius rad (a circle: rad of
// half its side): a thick gold ring in an ink outline over a faint gold wash, drawn over the
// target's own glow. Boards, the prompt bar and the answer list mark the move a hint names
// with it (Table.AskHint).
func (ui *UI) HintMark(dst *ebiten.Image, r Rect, rad float64) {
	ui.fillRound(dst, r, rad, WithAlpha(HintColour, 0.18))
	ui.ringRound(dst, r.Inset(-4), rad+4, 6, Ink)
	ui.ringRound(dst, r.Inset(-3), rad+3, 4, HintColour)
}

// emptyInk is the dashes of an empty place, made once (a frame's dashes allocate nothing).
var emptyInk color.Color = WithAlpha(InkSoft, 0.35)

// DashedOutline draws r's edges in short dashes of faint soft ink: an empty place (a card
// taken this round), which no card's solid frame is mistaken for.
func DashedOutline(dst *ebiten.Image, r Rect) {
	clr := emptyInk
	const dash, gap, w = 6.0, 5.0, 1.5
	for x := r.X; x < r.Right(); x += dash + gap {
		l := min(dash, r.Right()-x)
		FillRect(dst, Rect{X: x, Y: r.Y, W: l, H: w}, clr)
		FillRect(dst, Rect{X: x, Y: r.Bottom() - w, W: l, H: w}, clr)
	}
	for y := r.Y; y < r.Bottom(); y += dash + gap {
		l := min(dash, r.Bottom()-y)
		FillRect(dst, Rect{X: r.X, Y: y, W: w, H: l}, clr)
		FillRect(dst, Rect{X: r.Right() - w, Y: y, W: w, H: l}, clr)
	}
}
