package render

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"northtable/input"
)

// Control is one clickable thing on screen: a button, a toggle, a card. The same Rect is drawn
// and hit-tested, so they cannot drift apart.
type Control struct {
	ID      int           // the scene's name for it: non-zero and unique within a Controls
	Rect    Rect          // logical px: where it is drawn and where it takes the pointer
	Label   string        // centred text ("" for none)
	Icon    *ebiten.Image // optional, drawn left of the label, fitted to 24 logical px
	Enabled bool          // disabled controls draw at 40% opacity and show Reason
	Reason  string        // why it is disabled, in plain words, shown on hover and long-press
	Tip     string        // optional help shown on hover of the enabled control
	Active  bool          // toggled on (a mode in force): drawn pressed, with an accent bar
	Style   ButtonStyle   // the face: StyleBoard (atlas sprites) on boards, StylePaper in menus
	// Paint, when set, draws custom content over the face: r is the face's rectangle (one px
	// lower while pressed) and alpha its opacity (0.4 when disabled), logical px.
	Paint func(dst *ebiten.Image, r Rect, alpha float32)
}

// Look is the pointer-dependent state of a Controls: which control is hovered and which is held
// down (IDs, 0 for none) and whether a tooltip shows. It is comparable, so a cached layer that
// draws the controls can use it in its key.
type Look struct {
	Hot, Down int
	Tip       bool
}

// Controls is the registry of a screen's controls, built once per layout (Reset, then Add) and
// updated once per tick (Update). It hit-tests, tracks hover and press, reports clicks, shows a
// disabled control's reason on hover (after Delay ticks) and on a touch long-press, and draws
// every control from the rectangle it hit-tests. The zero value is an empty registry.
type Controls struct {
	// Delay is how long (ticks) the pointer rests on a control before its tooltip shows; 0 shows
	// it at once.
	Delay int

	list       []Control
	hot, down  int // IDs; 0 for none
	hoverTicks int
	long       int // ID of the control a long press showed the tooltip for
}

// Reset empties the registry for a new layout; hover and press state carry over by ID.
func (cs *Controls) Reset() { cs.list = cs.list[:0] }

// Add registers c; later controls lie above earlier ones where they overlap.
func (cs *Controls) Add(c Control) { cs.list = append(cs.list, c) }

// All lists the registered controls in the order added (read-only; for drawing and tests).
func (cs *Controls) All() []Control { return cs.list }

// Get returns the control with that ID.
func (cs *Controls) Get(id int) (Control, bool) {
	for _, c := range cs.list {
		if c.ID == id {
			return c, true
		}
	}
	return Control{}, false
}

// At returns the topmost control whose Rect holds (x, y), logical px.
func (cs *Controls) At(x, y float64) (Control, bool) {
	for i := len(cs.list) - 1; i >= 0; i-- {
		if cs.list[i].Rect.Contains(x, y) {
			return cs.list[i], true
		}
	}
	return Control{}, false
}

// Update tracks the pointer for one tick and reports the control tapped this tick, enabled or
// not (a scene may say why a disabled one refuses): pressed and released on the same control.
// A reported tap consumes the pointer's gestures for the tick.
func (cs *Controls) Update(p *input.Pointer) (Control, bool) {
	c, over := cs.At(p.X, p.Y)
	id := 0
	if over && !p.Consumed() && (!p.Touch() || p.Down || cs.long == c.ID) {
		id = c.ID // a finger hovers only while it touches; a pointer carrying a drag hovers nothing
	}
	if id != cs.hot {
		cs.hot, cs.hoverTicks = id, 0
	} else if id != 0 {
		cs.hoverTicks++
	}
	if p.Pressed() {
		cs.long = 0
		cs.down = 0
		if over {
			cs.down = c.ID
		}
	}
	if over && p.LongPress() {
		cs.long = c.ID
	}
	if !over || c.ID != cs.long {
		if !p.Down {
			cs.long = 0
		}
	}
	tapped := over && p.Tapped() && cs.down == c.ID
	if !p.Down {
		cs.down = 0
	}
	if tapped {
		p.Consume()
		return c, true
	}
	return Control{}, false
}

// Look is the registry's pointer state now (see Look).
func (cs *Controls) Look() Look {
	return Look{Hot: cs.hot, Down: cs.down, Tip: cs.tipShown()}
}

// tipShown reports whether the hovered control's tooltip is due.
func (cs *Controls) tipShown() bool {
	if cs.long != 0 {
		return true
	}
	return cs.hot != 0 && cs.hoverTicks >= cs.Delay
}

// Hovered returns the control under the pointer (a finger only while it touches).
func (cs *Controls) Hovered() (Control, bool) {
	if cs.hot == 0 {
		return Control{}, false
	}
	return cs.Get(cs.hot)
}

// Reason is the text the tooltip shows now: the hovered (or long-pressed) control's Reason when
// it is disabled, else its Tip; "" when none is due.
func (cs *Controls) Reason() string {
	if !cs.tipShown() {
		return ""
	}
	id := cs.hot
	if cs.long != 0 {
		id = cs.long
	}
	c, ok := cs.Get(id)
	if !ok {
		return ""
	}
	if !c.Enabled {
		return c.Reason
	}
	return c.Tip
}

// Draw draws every control's face with its hover, pressed, active or disabled look. It draws
// nothing over the controls; call DrawTooltip after everything else.
func (cs *Controls) Draw(dst *ebiten.Image, ui *UI) {
	for i := range cs.list {
		c := &cs.list[i]
		ui.DrawControl(dst, c, c.ID == cs.hot, c.ID == cs.down && c.ID == cs.hot)
	}
}

// DrawTooltip draws the due tooltip (see Reason) above its control; a disabled control's reason
// carries the accent mark.
func (cs *Controls) DrawTooltip(dst *ebiten.Image, ui *UI) {
	s := cs.Reason()
	if s == "" {
		return
	}
	id := cs.hot
	if cs.long != 0 {
		id = cs.long
	}
	c, _ := cs.Get(id)
	x, _ := c.Rect.Centre()
	Tooltip{Text: s, X: x, Y: c.Rect.Y, Around: c.Rect, Warn: !c.Enabled, Near: cs.neighbours(id, c.Rect, nil)}.Draw(dst, ui)
}

// DrawControl draws one control's face: hover lightens it, pressed or Active darkens it (Active
// adds an accent bar), disabled draws it at 40% opacity; then the icon, label and Paint.
func (ui *UI) DrawControl(dst *ebiten.Image, c *Control, hover, pressed bool) {
	r := c.Rect
	alpha := float32(1)
	if !c.Enabled {
		alpha = 0.4
		hover, pressed = false, false
	}
	face := r
	ink := Ink
	switch c.Style {
	case StyleBoard:
		ui.P.SetScale(ScaleOf(dst))
		img := ui.Sprite("ui/button")
		switch {
		case !c.Enabled:
			img = ui.Sprite("ui/button-disabled")
		case c.Active || pressed:
			img = ui.Sprite("ui/button-down")
		case hover:
			img = ui.Sprite("ui/button-hover")
		}
		if img == nil {
			ui.vectorFace(dst, r, StylePaper, hover, pressed || c.Active, alpha)
		} else {
			ui.P.Nine(dst, img, r, alpha)
		}
		if c.Active {
			FillRect(dst, Rect{X: r.X + 6, Y: r.Bottom() - 5, W: r.W - 12, H: 3}, Accent)
		}
		ink = WithAlpha(Ink, float64(min(1, alpha+0.15)))
	default:
		face, ink = ui.vectorFace(dst, r, c.Style, hover, pressed || c.Active, alpha)
	}
	ui.drawLabel(dst, face, c.Label, c.Icon, ink, alpha)
	if c.Paint != nil {
		c.Paint(dst, face, alpha)
	}
}

// vectorFace draws a rounded button face in style st (paper, accent or quiet) and returns the
// face's rectangle and the label's colour.
func (ui *UI) vectorFace(dst *ebiten.Image, r Rect, st ButtonStyle, hover, pressed bool, alpha float32) (Rect, color.RGBA) {
	fill, ink, rim := Paper, Ink, WithAlpha(Ink, 0.18)
	switch st {
	case StyleAccent:
		fill, ink, rim = Accent, Paper, WithAlpha(AccentDark, 0.9)
	case StyleQuiet:
		fill, ink, rim = WithAlpha(Foam, 0.12), Foam, WithAlpha(Foam, 0.35)
	}
	dy := 0.0
	switch {
	case pressed:
		fill = mix(fill, Ink, 0.12)
		dy = 1
	case hover:
		fill = mix(fill, white, 0.12)
	}
	a := float64(alpha)
	body := r.Offset(0, dy)
	if !pressed && st != StyleQuiet {
		ui.SoftShadow(dst, r, 8, 2, 0.4*a)
	}
	// fillRound and ringRound, not RoundRect and RoundRing: a colour value handed to a
	// color.Color parameter allocates, and faces are drawn every frame (a combat panel's buttons)
	ui.fillRound(dst, body, 8, WithAlpha(fill, a))
	ui.ringRound(dst, body, 8, 1, WithAlpha(rim, a))
	if hover && st == StyleQuiet {
		ui.ringRound(dst, body, 8, 2, WithAlpha(Foam, 0.6))
	}
	return body, WithAlpha(ink, a)
}

// drawLabel draws an optional 24 px icon and a label centred in r.
func (ui *UI) drawLabel(dst *ebiten.Image, r Rect, label string, icon *ebiten.Image, ink color.RGBA, alpha float32) {
	if label == "" && icon == nil {
		return
	}
	f := ui.Fonts.BodyBold
	tw := 0.0
	if label != "" {
		if tw = TextWidth(label, f); tw > r.W-24 {
			label = Ellipsize(label, f, r.W-24)
			tw = TextWidth(label, f)
		}
	}
	iconW := 0.0
	if icon != nil {
		iconW = 24
		if label != "" {
			iconW += 8
		}
	}
	x := r.X + (r.W-tw-iconW)/2
	if icon != nil {
		cs := ebiten.ColorScale{}
		cs.ScaleAlpha(alpha)
		DrawSpriteIn(dst, icon, Rect{X: x, Y: r.Y + r.H/2 - 12, W: 24, H: 24}, &cs)
	}
	if label != "" {
		ui.P.SetScale(ScaleOf(dst))
		ui.P.TextMid(dst, label, f, x+iconW, r.Y+r.H/2, ink, AlignLeft)
	}
}
