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
	around Rect    // the widget the tooltip talks about (zero W for a point anchor)
	near   []Rect  // the controls beside it (Tooltip.Near)
	warn   bool    // a refusal: drawn with the accent mark
	active bool
}

// Tooltip is a small ink-coloured note with paper text, placed beside the widget it talks
// about and kept on the canvas: the first place that covers neither the widget, nor anything
// in Avoid, nor the controls in Near (the least covering when none is free). The places are
// tried above, below, right and left (a side place centred beside the widget, else running
// down from its top or up from its bottom); for a widget in a column of controls (Near holds
// one above or below it and none beside it) the sides come first, the one towards the
// canvas's middle first, so the tip stands beside the list rather than over the button or
// heading the player reads next.
type Tooltip struct {
	Text   string
	X, Y   float64 // anchor, logical px: the tooltip's bottom centre sits 8 px above it
	Around Rect    // the widget it talks about, logical px; zero W: a point anchor at X, Y
	Warn   bool    // a refusal (a disabled control's reason): an accent bar on the left
	Avoid  []Rect  // what it must not cover (a player's name, column headers, the newest log line)
	// Near are the controls beside the widget that the player may press next (the other enabled
	// buttons of its list or panel), logical px: never covered, and they choose the side.
	Near []Rect
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
	size := Rect{W: w + 24, H: h + 16}
	at := t.Around
	if at.W <= 0 {
		at = Rect{X: t.X, Y: t.Y, H: 20}
	}
	cx, cy := at.Centre()
	if t.Around.W <= 0 {
		cx = t.X
	}
	keep := func(r Rect) Rect {
		r.X = max(8, min(r.X, LogicalW-8-r.W))
		r.Y = max(8, min(r.Y, LogicalH-8-r.H))
		return r
	}
	above := Rect{X: cx - size.W/2, Y: at.Y - 8 - size.H, W: size.W, H: size.H}
	below := Rect{X: cx - size.W/2, Y: at.Bottom() + 8, W: size.W, H: size.H}
	right := Rect{X: at.Right() + 8, Y: cy - size.H/2, W: size.W, H: size.H}
	left := Rect{X: at.X - 8 - size.W, Y: cy - size.H/2, W: size.W, H: size.H}
	// a side place runs down from the widget's top, or up from its bottom, when centred
	// beside it would reach a heading above or a control below
	down, up := func(r Rect) Rect { r.Y = at.Y; return r }, func(r Rect) Rect { r.Y = at.Bottom() - r.H; return r }
	places := [...]Rect{above, below, right, left, down(right), down(left), up(right), up(left)}
	if inColumn(at, t.Near) {
		if cx > LogicalW/2 {
			right, left = left, right
		}
		places = [...]Rect{right, down(right), up(right), left, down(left), up(left), above, below}
	}
	best, bestCover := keep(places[0]), -1.0
	for _, r := range places {
		r = keep(r) // shifted onto the canvas; what it then covers decides
		cover := overlapArea(r, at)
		for _, a := range t.Avoid {
			cover += overlapArea(r, a)
		}
		for _, a := range t.Near {
			cover += overlapArea(r, a)
		}
		if bestCover < 0 || cover < bestCover {
			best, bestCover = r, cover
		}
		if cover == 0 {
			break
		}
	}
	return best
}

// inColumn reports whether at is one of a column of controls: a control in near stands above
// or below it (their spans across overlap) and none beside it (a row or a grid keeps the
// places above and below first).
func inColumn(at Rect, near []Rect) bool {
	column := false
	for _, n := range near {
		switch {
		case n.Y < at.Bottom() && at.Y < n.Bottom():
			return false // one beside it
		case n.X < at.Right() && at.X < n.Right():
			column = true
		}
	}
	return column
}

// neighbours appends to dst the rectangles of cs's enabled controls other than id that do not
// overlap at (the hovered control or the widget it belongs to): what a tip about id keeps
// clear of.
func (cs *Controls) neighbours(id int, at Rect, dst []Rect) []Rect {
	for i := range cs.list {
		c := &cs.list[i]
		if c.ID != id && c.Enabled && overlapArea(c.Rect, at) == 0 {
			dst = append(dst, c.Rect)
		}
	}
	return dst
}

// overlapArea is the area a and b share, logical px².
func overlapArea(a, b Rect) float64 {
	w := min(a.Right(), b.Right()) - max(a.X, b.X)
	h := min(a.Bottom(), b.Bottom()) - max(a.Y, b.Y)
	if w <= 0 || h <= 0 {
		return 0
	}
	return w * h
}

// Draw draws the tooltip.
func (t Tooltip) Draw(dst *ebiten.Image, ui *UI) {
	if t.Text == "" {
		return
	}
	if t.Avoid == nil {
		t.Avoid = ui.clear
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
	ui.ask(overlay{text: text, x: x, y: y, active: text != ""})
}

// ShowTooltipAt is ShowTooltip about the widget at r (logical px): the tooltip goes beside r,
// covering neither r nor what KeepClear names; warn marks a refusal as ShowReason does.
func (ui *UI) ShowTooltipAt(text string, r Rect, warn bool) {
	x, _ := r.Centre()
	ui.ask(overlay{text: text, x: x, y: r.Y, around: r, warn: warn, active: text != ""})
}

// ShowTooltipNear is ShowTooltipAt for a control among others the player may press next: the
// tooltip covers none of near either and goes on the side away from them (Tooltip.Near). near
// is copied.
func (ui *UI) ShowTooltipNear(text string, r Rect, warn bool, near []Rect) {
	ui.ShowTooltipAt(text, r, warn)
	ui.near = append(ui.near[:0], near...)
	ui.overlay.near = ui.near
}

// KeepClear names what every tooltip drawn through ui must not cover until the next call
// (players' names, column headers, the newest log line), logical px; nil clears the list. The
// slice is kept, not copied.
func (ui *UI) KeepClear(rs []Rect) { ui.clear = rs }

// ShowReason is ShowTooltip for a refusal (why a widget is dimmed): the tooltip carries the
// accent mark, as a disabled control's reason does.
func (ui *UI) ShowReason(text string, x, y float64) {
	ui.ask(overlay{text: text, x: x, y: y, warn: true, active: text != ""})
}

// OverlayText is the tooltip requested this frame, "" when none (for tests).
func (ui *UI) OverlayText() string {
	if !ui.overlay.active {
		return ""
	}
	return ui.overlay.text
}

// OverlayRect is where the tooltip requested this frame will be drawn, logical px; ok is false
// when none is (for tests: what a tip covers).
func (ui *UI) OverlayRect() (r Rect, ok bool) {
	o := ui.overlay
	if !o.active {
		return Rect{}, false
	}
	return Tooltip{Text: o.text, X: o.x, Y: o.y, Around: o.around, Avoid: ui.clear, Near: o.near}.Rect(ui.Fonts), true
}

// DrawOverlay draws and clears this frame's overlay (the tooltip). Call it once per frame after
// the scene has drawn, on the final canvas.
func (ui *UI) DrawOverlay(dst *ebiten.Image) {
	if ui.overlay.active {
		o := ui.overlay
		Tooltip{Text: o.text, X: o.x, Y: o.y, Around: o.around, Warn: o.warn, Near: o.near}.Draw(dst, ui)
	}
	ui.overlay = overlay{}
}

// Overlay is a frame's tooltip request as a value, so a scene that draws its widgets into a
// cached Layer can repeat on later frames what they asked for when the layer was drawn.
type Overlay struct{ o overlay }

// TakeOverlay returns this frame's tooltip request and clears it.
func (ui *UI) TakeOverlay() Overlay {
	o := Overlay{ui.overlay}
	o.o.near = append([]Rect(nil), o.o.near...) // its own: the next request reuses the UI's
	ui.overlay = overlay{}
	return o
}

// PutOverlay makes o this frame's tooltip request (a later request in the frame still wins).
func (ui *UI) PutOverlay(o Overlay) { ui.ask(o.o) }

// ask makes o this frame's tooltip request, unless tooltips are held (HoldTips).
func (ui *UI) ask(o overlay) {
	if !ui.held {
		ui.overlay = o
	}
}

// HoldTips holds every tooltip back while on: requests made meanwhile are dropped, whoever
// draws the overlay (the App after the scene, or a board over its own layers), so a shell can
// keep a whole board's tips away (after a change of viewer, until the pointer moves). Set it
// before the widgets draw and release it after.
func (ui *UI) HoldTips(on bool) { ui.held = on }

// ClearOverlay drops this frame's overlay without drawing it.
func (ui *UI) ClearOverlay() { ui.overlay = overlay{} }

// Transparent is the fully transparent colour.
var Transparent = color.RGBA{}

// ShowTooltip asks ui for the due tooltip of the controls (see Reason) beside its control,
// drawn with the overlay above everything (a board whose controls lie under other layers).
func (cs *Controls) ShowTooltip(ui *UI) {
	if s := cs.Reason(); s != "" {
		c, _ := cs.Hovered()
		ui.ShowTooltipAt(s, c.Rect, false)
	}
}
