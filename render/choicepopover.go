package render

import (
	"github.com/hajimehoshi/ebiten/v2"

	"northtable/input"
)

// ChoicePopover is a small card of buttons opened beside the thing it is about (a stack that
// may be taken by Force or in Peace), which glows while it is open: at the thing's left, or at
// its right where the canvas has no room, centred on it and kept within Within; as wide as its
// longest label needs, from ChoiceMinW to ChoiceMaxW (a longer label is shortened and says
// itself whole on hover). A tap on a button is reported; a tap or a press beside the card
// closes it.
type ChoicePopover struct {
	Within Rect // the area the card stays in, logical px; zero: the canvas

	anchor Rect
	rect   Rect
	open   bool
	cs     Controls
}

// ChoicePopover metrics, logical px.
const (
	ChoiceMinW     = 300.0
	ChoiceMaxW     = 640.0
	choiceBtn      = 32.0
	choiceGap      = 6.0
	choicePad      = 8.0
	choiceLabelPad = 24.0 // a button's label keeps this clear of its edges together
)

// Open opens the card beside anchor with one button per label, measured in fonts (nil: the
// least width, labels whole).
func (p *ChoicePopover) Open(anchor Rect, labels []string, fonts *Fonts) {
	p.anchor, p.open = anchor, true
	w := ChoiceMinW
	for _, l := range labels {
		if fonts != nil {
			w = max(w, TextWidth(l, fonts.BodyBold)+2*choicePad+choiceLabelPad+2)
		}
	}
	w = min(w, ChoiceMaxW)
	h := 2*choicePad + float64(len(labels))*(choiceBtn+choiceGap) - choiceGap
	in := p.Within
	if in.W == 0 {
		in = Rect{W: LogicalW, H: LogicalH}
	}
	r := Rect{X: anchor.X - w - 10, Y: max(in.Y, min(anchor.Y+anchor.H/2-h/2, in.Bottom()-h)), W: w, H: h}
	if r.X < 8 {
		r.X = anchor.Right() + 10
	}
	p.rect = r
	p.cs.Reset()
	p.cs.Delay = 0
	for k, l := range labels {
		short, tip := l, ""
		if fonts != nil {
			if short = Ellipsize(l, fonts.BodyBold, w-2*choicePad-choiceLabelPad); short != l {
				tip = l
			}
		}
		p.cs.Add(Control{ID: k + 1, Rect: Rect{X: r.X + choicePad, Y: r.Y + choicePad + float64(k)*(choiceBtn+choiceGap), W: w - 2*choicePad, H: choiceBtn},
			Label: short, Tip: tip, Enabled: true})
	}
}

// Close closes the card; false when it was not open.
func (p *ChoicePopover) Close() bool {
	was := p.open
	p.open = false
	p.cs.Reset()
	return was
}

// Rect is the card, logical px; zero when closed.
func (p *ChoicePopover) Rect() Rect {
	if !p.open {
		return Rect{}
	}
	return p.rect
}

// Buttons lists the card's buttons as laid out, in label order (read-only; empty when closed).
func (p *ChoicePopover) Buttons() []Control { return p.cs.All() }

// Look is the pointer's state over the buttons (a cached layer's key).
func (p *ChoicePopover) Look() Look { return p.cs.Look() }

// Update tracks the pointer for one tick and reports the label tapped (the card then closes);
// a tap or press beside the card closes it, the pointer left for what lies there.
func (p *ChoicePopover) Update(ptr *input.Pointer) (int, bool) {
	if !p.open {
		return -1, false
	}
	if c, ok := p.cs.Update(ptr); ok {
		p.Close()
		return c.ID - 1, true
	}
	if ptr.Tapped() || ptr.Pressed() && !p.Rect().Contains(ptr.X, ptr.Y) {
		p.Close()
	}
	return -1, false
}

// Draw draws the open card over the board, its anchor glowing, and its buttons' due tooltip.
func (p *ChoicePopover) Draw(dst *ebiten.Image, ui *UI) {
	if !p.open {
		return
	}
	r := p.Rect()
	ui.glow(dst, p.anchor, 6, true)
	ui.SoftShadow(dst, r, 10, 3, 0.5)
	ui.fillRound(dst, r, 10, Paper)
	ui.ringRound(dst, r, 10, 2, Shallow)
	p.cs.Draw(dst, ui)
	p.cs.DrawTooltip(dst, ui)
}
