package scene

import (
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"northtable/render"
)

// FadeTicks is the length of a cross-fade between scenes at normal animation speed, in ticks
// of render.TickTime: FadeTime of wall-clock time, however many frames that takes.
const FadeTicks = 18

// FadeTime is the length of a cross-fade between scenes at normal animation speed (0.3 s).
const FadeTime = FadeTicks * render.TickTime

// Manager owns the current scene and cross-fades to the next: during a fade the new scene runs
// and the old one, frozen, fades out over it. Both are drawn offscreen. The fade lasts
// FadeTime of wall-clock time (Context.Now) scaled by the animation speed; a press, a key or
// typed text during it ends it at once and goes on to the new scene (which is current from
// the start), so a player who acts never waits for the picture.
type Manager struct {
	current Scene
	old     Scene
	fade    time.Duration // left of the fade
	total   time.Duration
	clock   render.Clock

	logical *ebiten.Image // 1600x900 canvas for scenes that are not HiDPI
	oldBuf  *ebiten.Image // the old scene during a fade, at the output size
	instant bool
}

// NewManager starts with first as the current scene.
func NewManager(first Scene) *Manager {
	return &Manager{current: first}
}

// Current is the scene receiving input.
func (m *Manager) Current() Scene { return m.current }

// Fading reports whether a cross-fade is running.
func (m *Manager) Fading() bool { return m.fade > 0 }

// Switch makes next the current scene, cross-fading over FadeTime scaled by the context's
// animation speed (at once when animations are off). A nil next is ignored.
func (m *Manager) Switch(next Scene) {
	if next == nil {
		return
	}
	if m.instant {
		m.old, m.fade, m.total = nil, 0, 0
		m.current = next
		return
	}
	m.old = m.current
	m.current = next
	m.fade, m.total = FadeTime, FadeTime
}

// Cut makes next the current scene at once, without a fade (e.g. the privacy curtain, which
// must never show the scene behind it). A nil next is ignored.
func (m *Manager) Cut(next Scene) {
	if next == nil {
		return
	}
	m.old, m.fade, m.total = nil, 0, 0
	m.current = next
}

// Update updates the current scene; ctx.Switch is set to m.Switch. The fade moves on by the
// wall-clock time since the last tick, and ends when the player presses, types or uses a key.
func (m *Manager) Update(ctx *Context) error {
	elapsed := m.clock.Elapsed(ctx.Now)
	total := time.Duration(ctx.Ticks(FadeTicks)) * render.TickTime
	m.instant = total == 0
	switch {
	case m.instant:
		m.fade = 0
	case m.fade > 0 && m.total != total:
		// The speed setting changed during the fade: keep the part still to play.
		m.fade = min(m.fade, total)
		m.total = total
	}
	if m.fade > 0 {
		m.fade -= elapsed
		if acting(ctx) {
			m.fade = 0
		}
		if m.fade <= 0 {
			m.fade, m.old = 0, nil
		}
	}
	ctx.Switch = m.Switch
	if m.current == nil {
		return nil
	}
	return m.current.Update(ctx)
}

// acting reports whether this tick's input is a player acting (a press, a key, typed text).
func acting(ctx *Context) bool {
	return (ctx.Input != nil && ctx.Input.Pressed()) || len(ctx.Frame.Actions) > 0 || len(ctx.Frame.Chars) > 0
}

// Draw draws the current scene (and the fading one) on dst, a canvas of
// render.LogicalW·s × render.LogicalH·s device px.
func (m *Manager) Draw(dst *ebiten.Image) {
	if m.current != nil {
		m.drawScene(dst, m.current)
	}
	if m.old == nil || m.fade <= 0 {
		return
	}
	w, h := dst.Bounds().Dx(), dst.Bounds().Dy()
	if m.oldBuf == nil || m.oldBuf.Bounds().Dx() != w || m.oldBuf.Bounds().Dy() != h {
		if m.oldBuf != nil {
			m.oldBuf.Deallocate()
		}
		m.oldBuf = ebiten.NewImage(w, h)
	}
	m.oldBuf.Clear()
	m.drawScene(m.oldBuf, m.old)
	op := &ebiten.DrawImageOptions{}
	t := float64(m.fade) / float64(max(m.total, 1))
	op.ColorScale.ScaleAlpha(float32(t * t * (3 - 2*t)))
	dst.DrawImage(m.oldBuf, op)
}

// drawScene draws s at dst's scale: directly when it is HiDPI, otherwise on the 1600x900
// canvas scaled to dst.
func (m *Manager) drawScene(dst *ebiten.Image, s Scene) {
	if h, ok := s.(HiDPI); ok && h.HiDPI() {
		s.Draw(dst)
		return
	}
	if render.ScaleOf(dst) == 1 && dst.Bounds().Dx() == render.LogicalW {
		s.Draw(dst)
		return
	}
	if m.logical == nil {
		m.logical = ebiten.NewImage(render.LogicalW, render.LogicalH)
	}
	m.logical.Clear()
	s.Draw(m.logical)
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Scale(float64(dst.Bounds().Dx())/render.LogicalW, float64(dst.Bounds().Dy())/render.LogicalH)
	dst.DrawImage(m.logical, op)
}
