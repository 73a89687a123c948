package render_test

import (
	"image/png"
	"math"
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/render"
	"northtable/render/ebitentest"
)

func sampleRace() *render.RaceChart {
	return &render.RaceChart{Rect: render.Rect{X: 200, Y: 200, W: 1200, H: 460}, Unit: "points",
		Labels: []string{"Start", "1", "2", "3", "4", "End"}, Across: "round",
		Lines: []render.RaceLine{
			{Name: "Ann", Colour: 0, Values: []int{0, 3, 3, 9, 14, 31}},
			{Name: "Bjørn", Colour: 5, Values: []int{0, 3, 6, 6, 12, 30}},
			{Name: "Cait", Colour: 2, Values: []int{0, 0, 5, 11, 16, 29}},
		}}
}

// The columns go left to right across the plot and the values bottom to top, on a scale of
// round steps that holds the highest value.
func TestRaceChartPlacesValuesOnItsScale(t *testing.T) {
	c := sampleRace()
	p := c.Plot()
	assert.Equal(t, 10, c.Step(), "31 at most: steps of 10")
	assert.Equal(t, 40, c.Top())
	start, end := c.Point(2, 0), c.Point(2, 5)
	assert.InDelta(t, p.X+2*4, start.X, 0.01, "Cait's 0 at the start is the third 0: moved 8 px")
	assert.InDelta(t, p.Right(), end.X, 0.01)
	assert.InDelta(t, p.Bottom()-29.0/40*p.H, end.Y, 0.01)
	for i := range c.Lines {
		for k := 1; k < len(c.Lines[i].Values); k++ {
			assert.Greater(t, c.Point(i, k).X, c.Point(i, k-1).X, "line %d runs left to right", i)
		}
	}
	// equal values in a column are drawn apart, so no line hides another
	a, b := c.Point(0, 1), c.Point(1, 1)
	assert.Greater(t, math.Hypot(a.X-b.X, a.Y-b.Y), 5.0)

	c.Goal = 55
	assert.Equal(t, 60, c.Top(), "a goal above every value raises the scale")
	c.Goal = 0

	c.Lines = []render.RaceLine{{Values: []int{0, 0}}}
	assert.Equal(t, 1, c.Step(), "an empty race still has a scale")
	assert.Equal(t, 1, c.Top())
	c.Lines = []render.RaceLine{{Values: []int{0, 73}}}
	assert.Equal(t, 20, c.Step())
	assert.Equal(t, 80, c.Top())
}

// Names at the lines' ends never sit on each other, even when the players finish level, and
// stay inside the chart.
func TestRaceChartNamesKeepApart(t *testing.T) {
	c := sampleRace()
	for i := range c.Lines {
		c.Lines[i].Values[5] = 30
	}
	var ys []float64
	for i := range c.Lines {
		q, ok := c.NameAt(i)
		require.True(t, ok)
		assert.Greater(t, q.X, c.Point(i, 5).X, "the name follows the line's end")
		assert.Less(t, q.Y, c.Rect.Bottom())
		ys = append(ys, q.Y)
	}
	for i := range ys {
		for j := i + 1; j < len(ys); j++ {
			assert.GreaterOrEqual(t, math.Abs(ys[i]-ys[j]), 19.9, "names %d and %d overlap", i, j)
		}
	}
	c.Lines = append(c.Lines, render.RaceLine{Name: "Dag"})
	_, ok := c.NameAt(3)
	assert.False(t, ok, "a line with no values has no name drawn")
}

// The chart draws each player's mark in the player's colour at the line's last point.
func TestRaceChartDrawsMarksInPlayerColours(t *testing.T) {
	k := ebitentest.SharedKit(t)
	ui := render.NewUI(k.Fonts, k.Atlas)
	c := sampleRace()
	k.Screen.Fill(render.DeepSea)
	c.Draw(k.Screen, ui)
	for i, l := range c.Lines {
		q := c.Point(i, len(l.Values)-1)
		got := k.Screen.At(int(q.X), int(q.Y))
		want := render.PlayerColours[l.Colour]
		r, g, b, _ := got.RGBA()
		d := math.Abs(float64(r>>8)-float64(want.R)) + math.Abs(float64(g>>8)-float64(want.G)) + math.Abs(float64(b>>8)-float64(want.B))
		assert.Less(t, d, 90.0, "%s's mark at its last point", l.Name)
	}
	if dir := os.Getenv("NORTHTABLE_SHOTS"); dir != "" {
		f, err := os.Create(dir + "/racechart.png")
		require.NoError(t, err)
		require.NoError(t, png.Encode(f, k.Screen))
		require.NoError(t, f.Close())
	}
}
