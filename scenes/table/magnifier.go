package table

import (
	"math"

	"northtable/input"
	"northtable/render"
)

// MaxMagnify is the most the magnifier enlarges the table: at 2.5 times the fitted size, a
// phone's 390 CSS px tall screen shows the 18 px body text at about 19 CSS px.
const MaxMagnify = 2.5

// snapToFit is the zoom under which a finished pinch returns to the whole table: a view that
// shows almost all of it is the whole table, not a view a player must pan to its edges.
const snapToFit = 1.06

// Magnifier is the table's view on a small touch screen (package doc, "The magnifier"): the
// part of the 1600x900 table the screen shows. Points on the screen are given in the fitted
// table's logical px, as the input source reports them: the fitted table spans 0..1600 across,
// and a band beside it on a screen wider than 16:9 lies outside that (below 0, past 1600).
// They map to the table's as table = (X, Y) + screen/Zoom. Magnified, the view fills the whole
// Screen, bands included: the window onto the table is Screen's size divided by Zoom, kept on
// the table, and centred only along a side where the zoomed table is still smaller than the
// screen. The zero value shows the whole table, fitted.
type Magnifier struct {
	Zoom float64 // how many times the fitted size; 0 or 1: the whole table
	// X, Y is the table point shown where the fitted table's top-left corner is (the screen
	// point (0, 0)), logical px; the screen's own corner shows (X, Y) + Screen's corner/Zoom.
	X, Y float64
	// Screen is the whole screen in the fitted table's logical px (on a phone of 844x390
	// points, about X -173, W 1948, H 900); the zero value is the fitted table itself, 16:9.
	Screen render.Rect

	// During a two-finger gesture that spreads, the view the fingers ask for (at the same
	// zoom), not kept on the table: the table point under them at the start stays under it
	// here while the shown view is kept on the table, so the spread zooms about that point
	// and not about whatever the clamp has slid under the fingers. A pan starts it afresh
	// from the shown view, so dragging past the table's edge leaves no slack to drag back.
	moving bool
	fx, fy float64
}

// panFrom is how far the fingers' midpoint moves in a tick, screen logical px, above which it
// is a pan that starts the gesture's asked-for view afresh from the shown one: two spreading
// fingers' midpoint wobbles by less (1 px is under half a point on a phone).
const panFrom = 1.5

// Zoomed reports whether the view shows less than the whole table.
func (m *Magnifier) Zoomed() bool { return m.Zoom > 1 }

// Scale is Zoom, 1 for the zero value.
func (m *Magnifier) Scale() float64 { return max(m.Zoom, 1) }

// ToTable maps a screen point (logical px of the fitted table) to the table point shown there.
func (m *Magnifier) ToTable(sx, sy float64) (x, y float64) {
	z := m.Scale()
	return m.X + sx/z, m.Y + sy/z
}

// ToScreen maps a table point to where the screen shows it (logical px of the fitted table).
func (m *Magnifier) ToScreen(x, y float64) (sx, sy float64) {
	z := m.Scale()
	return (x - m.X) * z, (y - m.Y) * z
}

// screen is Screen, or the fitted table when it is not set.
func (m *Magnifier) screen() render.Rect {
	if m.Screen.W <= 0 || m.Screen.H <= 0 {
		return render.Rect{W: render.LogicalW, H: render.LogicalH}
	}
	return m.Screen
}

// Visible is the part of the table the whole screen shows, logical px. It reaches past the
// table's edges where the table is narrower than the screen (a band beside it).
func (m *Magnifier) Visible() render.Rect { return m.window(m.X, m.Y) }

// window is the part of the table the whole screen shows with (x, y) for (X, Y).
func (m *Magnifier) window(x, y float64) render.Rect {
	z, s := m.Scale(), m.screen()
	return render.Rect{X: x + s.X/z, Y: y + s.Y/z, W: s.W / z, H: s.H / z}
}

// SetScreen sets Screen (the screen in the fitted table's logical px; the App sets it as the
// window's size changes) and keeps a magnified view on the table in the new shape.
func (m *Magnifier) SetScreen(r render.Rect) {
	if m.Screen == r {
		return
	}
	m.Screen = r
	if m.Zoomed() {
		m.clamp()
	}
}

// Fit shows the whole table again (on the same screen).
func (m *Magnifier) Fit() { *m = Magnifier{Screen: m.Screen} }

// Apply follows one tick of a two-finger gesture (positions in the screen's logical px): the
// table point that lay under the fingers' midpoint stays under it as the spread zooms (within
// 1 and MaxMagnify) and the midpoint moves, as maps do; then the view is kept on the table.
// The spread zooms about the table point that was under the fingers when it began, even where
// the view must be kept on the table meanwhile (near the table's edge, or centred while the
// zoomed table is still smaller than the screen: up to 1.22x across a phone), so it is under
// them again once the clamp lets it be. When the gesture ends nearly at the fitted size, the
// view returns to the whole table.
func (m *Magnifier) Apply(st input.PinchStep) {
	if st.Ended {
		m.moving = false
		if m.Zoom < snapToFit {
			m.Fit()
		}
		return
	}
	if !st.Active {
		return
	}
	if st.Began || !m.moving {
		m.moving, m.fx, m.fy = true, m.X, m.Y
		if st.Began {
			return
		}
	}
	z0 := m.Scale()
	cx, cy := m.fx+(st.Mid.X-st.Move.X)/z0, m.fy+(st.Mid.Y-st.Move.Y)/z0
	z := math.Min(MaxMagnify, math.Max(1, z0*st.Scale))
	m.Zoom = z
	fx, fy := cx-st.Mid.X/z, cy-st.Mid.Y/z
	m.X, m.Y = fx, fy
	m.clamp() // (at 1x the whole table, and the gesture goes on from it)
	switch {
	case !m.moving:
	case math.Hypot(st.Move.X, st.Move.Y) > panFrom:
		m.fx, m.fy = m.X, m.Y
	default:
		m.fx, m.fy = fx, fy
	}
}

// ZoomAt sets the zoom to z (within 1 and MaxMagnify) keeping the table point under the screen
// point (sx, sy) where it is, then keeps the view on the table.
func (m *Magnifier) ZoomAt(sx, sy, z float64) {
	cx, cy := m.ToTable(sx, sy)
	m.Zoom = math.Min(MaxMagnify, math.Max(1, z))
	m.X, m.Y = cx-sx/m.Zoom, cy-sy/m.Zoom
	m.clamp()
}

// clamp keeps the view on the table: along each side the window lies within the table, or,
// where the zoomed table is still smaller than the screen, the table is centred in it.
func (m *Magnifier) clamp() {
	if m.Zoom <= 1 {
		m.Fit()
		return
	}
	v := m.Visible()
	m.X += keepOn(v.X, v.W, render.LogicalW) - v.X
	m.Y += keepOn(v.Y, v.H, render.LogicalH) - v.Y
}

// keepOn is where a window of size w starting at lo along a side of the table (span logical
// px) goes: within 0..span, or centred on the table when the window is the larger.
func keepOn(lo, w, span float64) float64 {
	if w >= span {
		return (span - w) / 2
	}
	return math.Max(0, math.Min(span-w, lo))
}

// Magnifier is the table's view on a small touch screen, which the App applies to input and
// drawing (a board never sees it: it draws and hit-tests in table px as always).
func (t *Table) Magnifier() *Magnifier { return &t.mag }

// BarRect is where the prompt bar is, logical px (the board's bottom line): while the
// magnified view leaves it out, the App shows the bar's instruction at the screen's foot.
func (t *Table) BarRect() render.Rect { return t.bar.Rect }
