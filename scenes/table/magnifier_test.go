package table_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/input"
	"northtable/render"
	"northtable/scenes/table"
)

// feed runs a scripted gesture through the pinch recogniser into the magnifier.
func feed(m *table.Magnifier, s *input.Script) {
	var tr input.PinchTracker
	for s.Pending() > 0 {
		_, st := tr.Update(s.Next())
		m.Apply(st)
	}
}

func TestMagnifierMapsBothWays(t *testing.T) {
	m := table.Magnifier{Zoom: 2, X: 300, Y: 200}
	x, y := m.ToTable(800, 450)
	assert.Equal(t, [2]float64{700, 425}, [2]float64{x, y}, "the screen's centre shows the table at 300 + 800/2")
	sx, sy := m.ToScreen(x, y)
	assert.Equal(t, [2]float64{800, 450}, [2]float64{sx, sy})

	var fit table.Magnifier
	x, y = fit.ToTable(123, 45)
	assert.Equal(t, [2]float64{123, 45}, [2]float64{x, y}, "the zero value shows the whole table")
	assert.False(t, fit.Zoomed())
}

// A pinch keeps the table point between the fingers under them, zooming by the spread.
func TestPinchZoomsAboutTheMidpoint(t *testing.T) {
	var m table.Magnifier
	// Fingers 200 px apart around (1000, 300) spread to 400 px: twice the size.
	feed(&m, input.NewScript().Pinch(
		input.Spot{X: 900, Y: 300}, input.Spot{X: 1100, Y: 300},
		input.Spot{X: 800, Y: 300}, input.Spot{X: 1200, Y: 300}, 4))
	require.True(t, m.Zoomed())
	assert.InDelta(t, 2, m.Zoom, 1e-9)
	x, y := m.ToTable(1000, 300)
	assert.InDelta(t, 1000, x, 1e-9, "the table point under the midpoint stayed there")
	assert.InDelta(t, 300, y, 1e-9)
	v := m.Visible()
	assert.InDelta(t, 800, v.W, 1e-9)
	assert.InDelta(t, 450, v.H, 1e-9)
}

// Two fingers moving together pan the view: the table follows the fingers.
func TestTwoFingerDragPans(t *testing.T) {
	m := table.Magnifier{Zoom: 2, X: 400, Y: 200}
	feed(&m, input.NewScript().Pinch(
		input.Spot{X: 700, Y: 400}, input.Spot{X: 900, Y: 400},
		input.Spot{X: 600, Y: 450}, input.Spot{X: 800, Y: 450}, 3))
	assert.InDelta(t, 2, m.Zoom, 1e-9)
	assert.InDelta(t, 450, m.X, 1e-9, "100 screen px to the left at 2x is 50 table px")
	assert.InDelta(t, 175, m.Y, 1e-9)
}

// The view never leaves the table, and never zooms past MaxMagnify or below the whole table.
func TestMagnifierStaysOnTheTable(t *testing.T) {
	m := table.Magnifier{Zoom: 2, X: 700, Y: 400}
	feed(&m, input.NewScript().Pinch( // drag far to the upper left: the table moves that way
		input.Spot{X: 700, Y: 400}, input.Spot{X: 900, Y: 400},
		input.Spot{X: 100, Y: 0}, input.Spot{X: 300, Y: 0}, 3))
	assert.InDelta(t, 800, m.X, 1e-9, "right edge: 1600 - 1600/2")
	assert.InDelta(t, 450, m.Y, 1e-9, "bottom edge: 900 - 900/2")

	feed(&m, input.NewScript().Pinch( // spread tenfold
		input.Spot{X: 780, Y: 450}, input.Spot{X: 820, Y: 450},
		input.Spot{X: 600, Y: 450}, input.Spot{X: 1000, Y: 450}, 5))
	assert.Equal(t, table.MaxMagnify, m.Zoom)
	v := m.Visible()
	assert.True(t, v.X >= 0 && v.Y >= 0 && v.Right() <= 1600+1e-9 && v.Bottom() <= 900+1e-9, "inside the table: %+v", v)

	feed(&m, input.NewScript().Pinch( // pinch closed: the whole table
		input.Spot{X: 400, Y: 450}, input.Spot{X: 1200, Y: 450},
		input.Spot{X: 790, Y: 450}, input.Spot{X: 810, Y: 450}, 4))
	assert.False(t, m.Zoomed())
	assert.Equal(t, table.Magnifier{}, m)
}

// A pinch that ends barely zoomed returns to the whole table.
func TestAlmostFitSnapsToTheWholeTable(t *testing.T) {
	var m table.Magnifier
	feed(&m, input.NewScript().Pinch(
		input.Spot{X: 700, Y: 450}, input.Spot{X: 900, Y: 450},
		input.Spot{X: 697, Y: 450}, input.Spot{X: 903, Y: 450}, 2))
	assert.False(t, m.Zoomed(), "3 %% larger is the whole table")
}

// wide is a screen wider than 16:9 in the fitted table's logical px: 20:9, with bands of 200
// px beside the fitted table (a phone held sideways is about 2.16:1).
var wide = render.Rect{X: -200, Y: 0, W: 2000, H: 900}

// Magnified, the view fills the whole screen, the bands included: the window onto the table
// is the screen's size over the zoom, and a band's screen points show the table too.
func TestMagnifiedViewFillsTheWholeScreen(t *testing.T) {
	m := table.Magnifier{Screen: wide}
	m.ZoomAt(800, 450, 2)
	require.True(t, m.Zoomed())
	v := m.Visible()
	assert.InDelta(t, 1000, v.W, 1e-9, "the screen's 2000 px over 2")
	assert.InDelta(t, 450, v.H, 1e-9)
	assert.InDelta(t, 300, v.X, 1e-9, "the table's centre stayed at the screen's: 800 - 1000/2")
	x, y := m.ToTable(-200, 0) // the screen's top-left corner, in the left band
	assert.InDelta(t, v.X, x, 1e-9, "the screen's corner shows the window's corner")
	assert.InDelta(t, v.Y, y, 1e-9)
	sx, sy := m.ToScreen(v.Right(), v.Bottom())
	assert.InDelta(t, 1800, sx, 1e-9, "the window's far corner is the screen's, in the right band")
	assert.InDelta(t, 900, sy, 1e-9)
	x, y = m.ToTable(m.ToScreen(1234, 567))
	assert.InDelta(t, 1234, x, 1e-9, "both ways are one mapping")
	assert.InDelta(t, 567, y, 1e-9)

	m.Fit()
	assert.False(t, m.Zoomed())
	assert.Equal(t, wide, m.Screen, "the whole table is shown on the same screen")
	x, y = m.ToTable(-100, 30)
	assert.Equal(t, [2]float64{-100, 30}, [2]float64{x, y}, "the whole table: the band is off the table")
}

// Panned to each edge, that edge of the table meets the screen's: the left edge at the
// screen's left (inside the old band), the right at its right, the top and the foot.
func TestMagnifiedViewClampsToEachEdgeOfTheScreen(t *testing.T) {
	m := table.Magnifier{Screen: wide}
	m.ZoomAt(800, 450, 2.5)
	v := m.Visible()
	require.InDelta(t, 800, v.W, 1e-9)
	require.InDelta(t, 360, v.H, 1e-9)

	// Two fingers far to the right and down: the table's top-left corner comes into view.
	feed(&m, input.NewScript().Pinch(
		input.Spot{X: 700, Y: 400}, input.Spot{X: 900, Y: 400},
		input.Spot{X: 2200, Y: 1400}, input.Spot{X: 2400, Y: 1400}, 3))
	assert.InDelta(t, 2.5, m.Zoom, 1e-9)
	sx, sy := m.ToScreen(0, 0)
	assert.InDelta(t, -200, sx, 1e-9, "the table's left edge at the screen's left")
	assert.InDelta(t, 0, sy, 1e-9, "its top at the screen's top")

	// Far to the left and up: the table's bottom-right corner.
	feed(&m, input.NewScript().Pinch(
		input.Spot{X: 700, Y: 400}, input.Spot{X: 900, Y: 400},
		input.Spot{X: -2200, Y: -1400}, input.Spot{X: -2000, Y: -1400}, 3))
	sx, sy = m.ToScreen(1600, 900)
	assert.InDelta(t, 1800, sx, 1e-9, "the table's right edge at the screen's right")
	assert.InDelta(t, 900, sy, 1e-9, "its foot at the screen's foot")
	v = m.Visible()
	assert.InDelta(t, 800, v.X, 1e-9, "1600 - 800")
	assert.InDelta(t, 540, v.Y, 1e-9, "900 - 360")
}

// Where the zoomed table is still narrower than the screen (here under 2000/1600 = 1.25x), it
// is centred across with a band each side, while it fills the screen's height and pans up
// and down within the table.
func TestSlightlyMagnifiedTableIsCentredAcross(t *testing.T) {
	m := table.Magnifier{Screen: wide}
	m.ZoomAt(100, 0, 1.2)
	require.True(t, m.Zoomed())
	l, top := m.ToScreen(0, 0)
	r, _ := m.ToScreen(1600, 900)
	assert.InDelta(t, 1920, r-l, 1e-9, "the table is 1.2 times 1600 px wide")
	assert.InDelta(t, l-(-200), 1800-r, 1e-9, "bands of one width each side")
	assert.InDelta(t, 40, l-(-200), 1e-9, "(2000 - 1920) / 2")
	assert.InDelta(t, 0, top, 1e-9, "the table's top at the screen's top: the zoom was about a point on it")

	feed(&m, input.NewScript().Pinch( // drag sideways and down: across it stays centred
		input.Spot{X: 700, Y: 400}, input.Spot{X: 900, Y: 400},
		input.Spot{X: 1200, Y: 2000}, input.Spot{X: 1400, Y: 2000}, 3))
	l2, top2 := m.ToScreen(0, 0)
	assert.InDelta(t, l, l2, 1e-9, "still centred across")
	assert.InDelta(t, 0, top2, 1e-9, "the top at the screen's top, no further")
}

// A new screen shape (a turned phone, a resized window) keeps the magnified view on the table.
func TestANewScreenKeepsTheViewOnTheTable(t *testing.T) {
	m := table.Magnifier{Zoom: 2, X: 800, Y: 450} // the bottom-right quarter, fitted screen
	m.SetScreen(wide)
	v := m.Visible()
	assert.InDelta(t, 1600, v.Right(), 1e-9, "the window widened to 1000 px, still ending at the table's edge")
	assert.InDelta(t, 900, v.Bottom(), 1e-9)
	assert.InDelta(t, 1000, v.W, 1e-9)
}

// A pinch near the table's edge: while the zoomed table is narrower than the screen it stays
// centred, and once it fills the screen the view zooms about the fingers again, showing the
// table's edge at the screen's.
func TestPinchNearTheEdgeFillsTheScreenToTheTableEdge(t *testing.T) {
	m := table.Magnifier{Screen: wide}
	var tr input.PinchTracker
	s := input.NewScript().Pinch( // around the screen point (100, 450), spread 2.2 times
		input.Spot{X: 50, Y: 450}, input.Spot{X: 150, Y: 450},
		input.Spot{X: -10, Y: 450}, input.Spot{X: 210, Y: 450}, 6)
	for s.Pending() > 0 {
		_, st := tr.Update(s.Next())
		m.Apply(st)
		if z := m.Scale(); z < 1.25 && m.Zoomed() {
			l, _ := m.ToScreen(0, 0)
			r, _ := m.ToScreen(1600, 0)
			assert.InDelta(t, l-(-200), 1800-r, 1e-9, "at %.3fx, narrower than the screen: centred", z)
		}
	}
	require.InDelta(t, 2.2, m.Zoom, 1e-9)
	l, _ := m.ToScreen(0, 0)
	assert.InDelta(t, -200, l, 1e-9, "the table's left edge at the screen's, inside the old band")
	v := m.Visible()
	assert.InDelta(t, 0, v.X, 1e-9)
	assert.InDelta(t, 2000/2.2, v.W, 1e-9)
}

// Dragging past the table's edge leaves no slack: dragging back moves the view at once.
func TestDragPastTheEdgeLeavesNoSlack(t *testing.T) {
	m := table.Magnifier{Screen: wide}
	m.ZoomAt(800, 450, 2)
	var tr input.PinchTracker
	s := input.NewScript().
		Pinch(input.Spot{X: 700, Y: 400}, input.Spot{X: 900, Y: 400}, // far right: the left edge
			input.Spot{X: 2700, Y: 400}, input.Spot{X: 2900, Y: 400}, 10)
	for s.Pending() > 1 { // the same two fingers, not lifted
		_, st := tr.Update(s.Next())
		m.Apply(st)
	}
	require.InDelta(t, 0, m.Visible().X, 1e-9, "at the table's left edge")
	s = input.NewScript().Pinch(input.Spot{X: 2700, Y: 400}, input.Spot{X: 2900, Y: 400},
		input.Spot{X: 2500, Y: 400}, input.Spot{X: 2700, Y: 400}, 4)
	for s.Pending() > 0 {
		_, st := tr.Update(s.Next())
		m.Apply(st)
	}
	assert.InDelta(t, 100, m.Visible().X, 1e-9, "200 px back at 2x is 100 table px, at once")
}
