package render

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
)

// TooltipDelay is how long (ticks) the pointer must rest on a widget before its tooltip shows.
const TooltipDelay = 20

// TooltipMaxWidth is the widest a tooltip's text runs before wrapping, logical px.
const TooltipMaxWidth = 320

type overlay struct {
	text   string
	x, y   float64 // anchor: the pointer or the widget's top centre, logical px
	warn   bool    // a refusal: drawn with the accent mark
	active bool
}

// Tooltip is a small ink-coloured note with paper text, placed above an anchor point and kept
// on the canvas.
type Tooltip struct {
	Text string
	X, Y float64 // anchor, logical px: the tooltip's bottom centre sits 8 px above it
	Warn bool    // a refusal (a disabled control's reason): an accent bar on the left
}

// Rect is where the tooltip is drawn, logical px.
func (t Tooltip) Rect(fonts *Fonts) Rect {
	lines := Wrap(t.Text, fonts.Small, TooltipMaxWidth)
	w := 0.0
	for _, l := range lines {
		lw, _ := MeasureText(l, fonts.Small)
		w = max(w, lw)
	}
	h := float64(len(lines)) * fonts.Small.LineHeight()
	r := Rect{X: t.X - w/2 - 12, Y: t.Y - 8 - h - 16, W: w + 24, H: h + 16}
	if r.Y < 8 {
		// No room above: show it below the anchor instead.
		r.Y = t.Y + 28
	}
	r.X = max(8, min(r.X, LogicalW-8-r.W))
	r.Y = max(8, min(r.Y, LogicalH-8-r.H))
	return r
}

// Draw draws the tooltip.
func (t Tooltip) Draw(dst *ebiten.Image, ui *UI) {
	if t.Text == "" {
		return
	}
	r := t.Rect(ui.Fonts)
	ui.SoftShadow(dst, r, 6, 2, 0.5)
	ui.RoundRect(dst, r, 6, Ink)
	if t.Warn {
		FillRect(dst, Rect{X: r.X + 4, Y: r.Y + 6, W: 3, H: r.H - 12}, Accent)
	}
	DrawWrapped(dst, t.Text, ui.Fonts.Small, r.X+12, r.Y+8, TooltipMaxWidth, Paper, AlignLeft)
}

// ShowTooltip asks for a tooltip to be drawn above everything else this frame: the App draws it
// with DrawOverlay after the scene. The last request in a frame wins.
func (ui *UI) ShowTooltip(text string, x, y float64) {
	ui.overlay = overlay{text: text, x: x, y: y, active: text != ""}
}

// ShowReason is ShowTooltip for a refusal (why a widget is dimmed): the tooltip carries the
// accent mark, as a disabled control's reason does.
func (ui *UI) ShowReason(text string, x, y float64) {
	ui.overlay = overlay{text: text, x: x, y: y, warn: true, active: text != ""}
}

// OverlayText is the tooltip requested this frame, "" when none (for tests).
func (ui *UI) OverlayText() string {
	if !ui.overlay.active {
		return ""
	}
	return ui.overlay.text
}

// DrawOverlay draws and clears this frame's overlay (the tooltip). Call it once per frame after
// the scene has drawn, on the final canvas.
func (ui *UI) DrawOverlay(dst *ebiten.Image) {
	if ui.overlay.active {
		Tooltip{Text: ui.overlay.text, X: ui.overlay.x, Y: ui.overlay.y, Warn: ui.overlay.warn}.Draw(dst, ui)
	}
	ui.overlay = overlay{}
}

// Overlay is a frame's tooltip request as a value, so a scene that draws its widgets into a
// cached Layer can repeat on later frames what they asked for when the layer was drawn.
type Overlay struct{ o overlay }

// TakeOverlay returns this frame's tooltip request and clears it.
func (ui *UI) TakeOverlay() Overlay {
	o := Overlay{ui.overlay}
	ui.overlay = overlay{}
	return o
}

// PutOverlay makes o this frame's tooltip request (a later request in the frame still wins).
func (ui *UI) PutOverlay(o Overlay) { ui.overlay = o.o }

// ClearOverlay drops this frame's overlay without drawing it.
func (ui *UI) ClearOverlay() { ui.overlay = overlay{} }

// Transparent is the fully transparent colour.
var Transparent = color.RGBA{}
