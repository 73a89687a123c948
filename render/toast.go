package render

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
)

// ToastTicks is how long a toast shows: 3 s at 60 ticks per second (VISUAL.md Motion).
const ToastTicks = 180

// toastFade is how many ticks a toast takes to fade out at the end.
const toastFade = 20

// toastLineH is the line height of a wrapped toast, logical px.
const toastLineH = 24.0

// ToastH is the height of a one-line toast box, and ToastGap how far it stands above the bottom
// of an area taller than that (the board over the bottom line), logical px.
const (
	ToastH   = 44.0
	ToastGap = 10.0
)

// Toast is a short message shown for ToastTicks above the bottom line, centred in the area it is
// drawn in, in ink (or the accent colour with an accent bar when Warn). Long text wraps onto a
// second line; more is shortened with "…". The zero value shows nothing.
type Toast struct {
	Text string // the message
	Warn bool   // a refusal or warning
	Left int    // ticks until it is gone
}

// Show replaces the toast with text for ToastTicks.
func (t *Toast) Show(text string, warn bool) { *t = Toast{Text: text, Warn: warn, Left: ToastTicks} }

// Hide ends the toast at once (a newer state made it stale).
func (t *Toast) Hide() { t.Left = 0 }

// Visible reports whether the toast shows this tick.
func (t *Toast) Visible() bool { return t.Left > 0 && t.Text != "" }

// Update counts one tick down.
func (t *Toast) Update() {
	if t.Left > 0 {
		t.Left--
	}
}

// Layout is the toast's box and its lines inside area (logical px): one line when the text fits,
// else two wrapped lines (the rest shortened with "…"), the box growing upward from area's
// bottom edge, centred on area, never wider than it. area is either the one-line band itself
// (its height is the box's) or a taller region such as the board, whose bottom the box then
// stands ToastGap above at ToastH for one line.
func (t *Toast) Layout(fonts *Fonts, area Rect) (Rect, []string) {
	face := fonts.BodyBold
	room := area.W - 40
	lines := Wrap(t.Text, face, room)
	if len(lines) > 2 {
		lines = append(lines[:1], Ellipsize(strings.Join(lines[1:], " "), face, room))
	}
	w := 0.0
	for i, l := range lines {
		lines[i] = Ellipsize(l, face, room)
		w = max(w, TextWidth(lines[i], face))
	}
	cx := area.X + area.W/2
	line, bottom := area.H, area.Bottom()
	if area.H > ToastH+ToastGap {
		line, bottom = ToastH, bottom-ToastGap
	}
	h := line + toastLineH*float64(len(lines)-1)
	return RectXY(float64(int(cx-w/2-24)), bottom-h, float64(int(cx+w/2+24)), bottom), lines
}

// Draw draws the toast inside area (see Layout) on a whole canvas, fading out at the end.
func (t *Toast) Draw(dst *ebiten.Image, ui *UI, area Rect) {
	if !t.Visible() {
		return
	}
	a := float32(1)
	if t.Left < toastFade {
		a = float32(t.Left) / toastFade
	}
	r, lines := t.Layout(ui.Fonts, area)
	p := ui.P
	ui.Panel(dst, r, a)
	clr := Ink
	if t.Warn {
		clr = Accent
		p.FillRect(dst, Rect{X: r.X + 6, Y: r.Y + 8, W: 4, H: r.H - 16}, WithAlpha(Accent, float64(a)))
	}
	cx := r.X + r.W/2
	top := r.Y + r.H/2 - float64(len(lines)-1)*toastLineH/2
	for i, l := range lines {
		p.TextMid(dst, l, ui.Fonts.BodyBold, cx, top+float64(i)*toastLineH, WithAlpha(clr, float64(a)), AlignCenter)
	}
}
