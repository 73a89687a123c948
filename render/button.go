package render

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"northtable/input"
)

// MinButtonHeight is the smallest height of a button (a comfortable touch target), logical px.
const MinButtonHeight = 44

// ButtonStyle picks a button's colours.
type ButtonStyle int

// Button styles: paper for ordinary actions, accent for the screen's main action, quiet for
// low-emphasis actions drawn on dark backgrounds, board for a board scene's controls (the atlas's
// ui/button* nine-slices; paper when the atlas lacks them).
const (
	StylePaper ButtonStyle = iota
	StyleAccent
	StyleQuiet
	StyleBoard
)

// Button is a push button. When disabled it draws at 40% opacity and, on hover (or a long press
// on touch, while the finger holds), shows Reason in a tooltip. Tip, when set, is shown on hover of an enabled button.
type Button struct {
	Rect    Rect          // logical px; the height is raised to MinButtonHeight
	Label   string        // centred text
	Icon    *ebiten.Image // optional, drawn left of the label, fitted to 24 px
	Enabled bool
	Reason  string // why it is disabled, e.g. "F2 cloth for fishing: you need 2 cloth"
	Tip     string // optional help for the enabled button
	Style   ButtonStyle

	hover      bool
	down       bool
	hoverTicks int
	longPress  bool
}

// NewButton returns an enabled paper button.
func NewButton(r Rect, label string) *Button {
	return &Button{Rect: r, Label: label, Enabled: true}
}

// Bounds is the rectangle the button occupies, logical px (Rect with the minimum height).
func (b *Button) Bounds() Rect {
	r := b.Rect
	if r.H < MinButtonHeight {
		r.Y -= (MinButtonHeight - r.H) / 2
		r.H = MinButtonHeight
	}
	return r
}

// Update tracks hover and press and reports a click: an enabled button tapped (pressed and
// released inside it). A click consumes the pointer's gestures for this tick.
func (b *Button) Update(p *input.Pointer) (clicked bool) {
	r := b.Bounds()
	inside := r.Contains(p.X, p.Y)
	b.hover = inside && (!p.Touch() || p.Down)
	if b.hover {
		b.hoverTicks++
	} else {
		b.hoverTicks = 0
	}
	if inside && p.LongPress() {
		b.longPress = true
	}
	if !p.Down {
		b.longPress = false // a long press's tip shows while the finger holds: it goes as the finger lifts
	}
	if p.Pressed() && inside {
		b.down = true
	}
	if !p.Down {
		defer func() { b.down = false }()
	}
	if p.Tapped() && inside && b.down {
		sx, sy := p.DragStart()
		if b.Enabled && r.Contains(sx, sy) {
			p.Consume()
			return true
		}
	}
	return false
}

// Hovered reports whether the pointer rests on the button.
func (b *Button) Hovered() bool { return b.hover }

// TooltipShown reports whether the button's tooltip (Reason or Tip) is showing.
func (b *Button) TooltipShown() bool {
	return b.tooltipText() != "" && (b.hoverTicks >= TooltipDelay || b.longPress)
}

func (b *Button) tooltipText() string {
	if !b.Enabled {
		return b.Reason
	}
	return b.Tip
}

// Draw draws the button and, when due, asks ui for its tooltip.
func (b *Button) Draw(dst *ebiten.Image, ui *UI) {
	r := b.Bounds()
	c := Control{Rect: r, Label: b.Label, Icon: b.Icon, Enabled: b.Enabled, Style: b.Style}
	ui.DrawFace(dst, b, &c, b.hover, b.down && b.hover) // redrawn only when it changes

	if b.TooltipShown() {
		// beside the button (above, else below, right or left), never over it nor over what
		// ui keeps clear, such as the control next to it
		ui.ShowTooltipAt(b.tooltipText(), r, false)
	}
}

var white = color.RGBA{255, 255, 255, 255}

// mix blends a toward b by t (0..1), opaque.
func mix(a, b color.RGBA, t float64) color.RGBA {
	l := func(x, y uint8) uint8 { return uint8(float64(x) + (float64(y)-float64(x))*t + 0.5) }
	return color.RGBA{l(a.R, b.R), l(a.G, b.G), l(a.B, b.B), l(a.A, b.A)}
}

// Mix blends colour a toward b by t (0..1).
func Mix(a, b color.RGBA, t float64) color.RGBA { return mix(a, b, t) }
