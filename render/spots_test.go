package render_test

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/input"
	"northtable/render"
)

// twoStacks is a display of a legal stack of two cards (a part each), a refused card and a
// heading whose words stand beside its band.
func twoStacks(why *int) *render.Spots {
	var s render.Spots
	s.Reset()
	s.Why = func(i int) string { *why++; return "You cannot take it: spot " + string(rune('0'+i)) }
	st := s.Add(render.Rect{X: 100, Y: 100, W: 200, H: 80}, render.SpotLegal)
	s.AddPart(render.SpotPart{Spot: st, Rect: render.Rect{X: 100, Y: 100, W: 200, H: 40}, Tip: "Upper card"})
	s.AddPart(render.SpotPart{Spot: st, Rect: render.Rect{X: 100, Y: 140, W: 200, H: 40}, Tip: "Lower card"})
	c := s.Add(render.Rect{X: 100, Y: 200, W: 200, H: 60}, render.SpotDimmed)
	s.AddPart(render.SpotPart{Spot: c, Rect: render.Rect{X: 100, Y: 200, W: 200, H: 60}, Tip: "A Sea Battle"})
	h := s.Add(render.Rect{X: 400, Y: 100, W: 200, H: 90}, render.SpotQuiet)
	s.AddPart(render.SpotPart{Spot: h, Rect: render.Rect{X: 400, Y: 100, W: 200, H: 90}, Tip: "A location", TipAt: render.Rect{X: 400, Y: 100, W: 200, H: 30}})
	return &s
}

// A tap on any part of a spot reports the spot, a refused one too (the board says why).
func TestSpotsTapReportsTheSpotOfThePart(t *testing.T) {
	n := 0
	s := twoStacks(&n)
	for _, c := range []struct {
		x, y float64
		want int
	}{{150, 120, 0}, {150, 170, 0}, {150, 230, 1}, {500, 180, 2}} {
		got, ok := tap(c.x, c.y, s.Update)
		require.True(t, ok)
		assert.Equal(t, c.want, got, "tap at %v,%v", c.x, c.y)
	}
	_, ok := tap(50, 50, s.Update)
	assert.False(t, ok, "beside every spot")
	require.Len(t, s.Parts(), 4)
	assert.Equal(t, 0, s.Parts()[1].Spot)
}

// Each part says its own words; a refused spot's part says why first, asked of the board only
// when a player rests on it, and once per layout; the tooltip stands beside the part's TipAt.
func TestSpotsRefusalIsWordedWhenRead(t *testing.T) {
	ui := newUI(t)
	n := 0
	s := twoStacks(&n)
	rest(150, 170, render.TooltipDelay+2, func(p *input.Pointer) { s.Update(p) })
	assert.Equal(t, "Lower card", s.Reason())
	assert.Equal(t, 0, n, "no refusal asked for a legal spot")
	rest(150, 230, render.TooltipDelay+2, func(p *input.Pointer) { s.Update(p) })
	assert.Equal(t, "You cannot take it: spot 1\nA Sea Battle", s.Reason())
	rest(150, 231, render.TooltipDelay+2, func(p *input.Pointer) { s.Update(p) })
	assert.Equal(t, 1, n, "worded once")
	s.Tooltip(ui)
	assert.Equal(t, s.Reason(), ui.OverlayText())
	ui.ClearOverlay()
	rest(500, 180, render.TooltipDelay+2, func(p *input.Pointer) { s.Update(p) })
	s.Tooltip(ui)
	tip, ok := ui.OverlayRect()
	require.True(t, ok)
	assert.Less(t, tip.Bottom(), 100.0+1, "beside the heading's band, above it: %v", tip)
	ui.ClearOverlay()
}

// A legal spot glows, a refused one is shaded, a heading under the pointer keeps its look.
func TestSpotsMarkTheirLooks(t *testing.T) {
	ui := newUI(t)
	n := 0
	s := twoStacks(&n)
	canvas := ebiten.NewImage(render.LogicalW, render.LogicalH)
	canvas.Fill(render.Paper)
	rest(500, 180, 2, func(p *input.Pointer) { s.Update(p) })
	for i := 0; i < 3; i++ {
		s.Mark(canvas, ui, i)
	}
	ui.P.Flush(canvas)
	assert.NotEqual(t, render.Paper, pixel(canvas, 150, 120), "the legal stack is washed")
	assert.NotEqual(t, render.Paper, pixel(canvas, 150, 230), "the refused card is shaded")
	assert.Equal(t, render.Paper, pixel(canvas, 500, 150), "the heading has no look")
	assert.Equal(t, render.Paper, pixel(canvas, 399, 150), "nor a ring")
	assert.Empty(t, s.Reason(), "no tooltip due after 2 ticks")
}
