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
// part of the 1600x900 table the screen shows. The screen's logical px (those of the fitted
// table, 0..1600 across) map to the table's as table = (X, Y) + screen/Zoom. The zero value
// shows the whole table.
type Magnifier struct {
	Zoom float64 // how many times the fitted size; 0 or 1: the whole table
	X, Y float64 // the table point at the screen's top-left corner, logical px
}

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

// Visible is the part of the table the screen shows, logical px.
func (m *Magnifier) Visible() render.Rect {
	z := m.Scale()
	return render.Rect{X: m.X, Y: m.Y, W: render.LogicalW / z, H: render.LogicalH / z}
}

// Fit shows the whole table again.
func (m *Magnifier) Fit() { *m = Magnifier{} }

// Apply follows one tick of a two-finger gesture (positions in the screen's logical px): the
// table point that lay under the fingers' midpoint stays under it as the spread zooms (within
// 1 and MaxMagnify) and the midpoint moves, as maps do; then the view is kept on the table.
// When the gesture ends nearly at the fitted size, the view returns to the whole table.
func (m *Magnifier) Apply(st input.PinchStep) {
	if st.Ended {
		if m.Zoom < snapToFit {
			m.Fit()
		}
		return
	}
	if !st.Active || st.Began {
		return
	}
	cx, cy := m.ToTable(st.Mid.X-st.Move.X, st.Mid.Y-st.Move.Y)
	z := math.Min(MaxMagnify, math.Max(1, m.Scale()*st.Scale))
	m.Zoom = z
	m.X, m.Y = cx-st.Mid.X/z, cy-st.Mid.Y/z
	m.clamp()
}

// ZoomAt sets the zoom to z (within 1 and MaxMagnify) keeping the table point under the screen
// point (sx, sy) where it is, then keeps the view on the table.
func (m *Magnifier) ZoomAt(sx, sy, z float64) {
	cx, cy := m.ToTable(sx, sy)
	m.Zoom = math.Min(MaxMagnify, math.Max(1, z))
	m.X, m.Y = cx-sx/m.Zoom, cy-sy/m.Zoom
	m.clamp()
}

// clamp keeps the view inside the table.
func (m *Magnifier) clamp() {
	v := m.Visible()
	m.X = math.Max(0, math.Min(render.LogicalW-v.W, m.X))
	m.Y = math.Max(0, math.Min(render.LogicalH-v.H, m.Y))
	if m.Zoom <= 1 {
		m.Fit()
	}
}

// Magnifier is the table's view on a small touch screen, which the App applies to input and
// drawing (a board never sees it: it draws and hit-tests in table px as always).
func (t *Table) Magnifier() *Magnifier { return &t.mag }

// BarRect is where the prompt bar is, logical px (the board's bottom line): while the
// magnified view leaves it out, the App shows the bar's instruction at the screen's foot.
func (t *Table) BarRect() render.Rect { return t.bar.Rect }
