package table_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/input"
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
