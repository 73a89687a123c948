package render_test

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/render"
)

func TestCentredRowsCentreTheShortRow(t *testing.T) {
	area := render.Rect{X: 100, Y: 10, W: 314}
	first := render.CentredRows(area, 0, 5, 3, 98, 72, 8, 34)
	assert.Equal(t, render.Rect{X: 102, Y: 10, W: 98, H: 72}, first, "a full row of three fills the width")
	fourth := render.CentredRows(area, 3, 5, 3, 98, 72, 8, 34)
	assert.Equal(t, render.Rect{X: 155, Y: 116, W: 98, H: 72}, fourth, "the two of the last row sit in the middle")
}

func TestFitCardsShrinkWrapAndSqueeze(t *testing.T) {
	area := render.Rect{X: 0, Y: 0, W: 504, H: 210}
	one := render.FitCards(area, 0, 1, 96, 50, 1.45, 6)
	assert.Equal(t, 96.0, one.H, "a lone card is as tall as allowed")
	many := render.FitCards(area, 0, 6, 96, 50, 1.45, 6)
	assert.Less(t, many.H, 96.0, "more cards shrink")
	last := render.FitCards(area, 11, 12, 96, 50, 1.45, 6)
	assert.LessOrEqual(t, last.Right(), area.Right()+1e-9, "every card stays inside the area")
	assert.LessOrEqual(t, last.Bottom(), area.Bottom()+1e-9)
}

// Flashes age by the wall-clock time the queue's last Advance covered, at its speed, however
// many ticks that took.
func TestFlashesAgeAndVanish(t *testing.T) {
	var f render.Flashes
	var q render.Queue
	f.Add(render.Rect{W: 10, H: 10}, "+1 tomato")
	f.Add(render.Rect{W: 10, H: 10}, "")
	q.Update()
	f.Follow(&q)
	assert.Equal(t, 2, f.Len())
	q.Advance(render.FlashTicks * render.TickTime / 2)
	f.Follow(&q)
	assert.Equal(t, 2, f.Len(), "half its time in one slow tick: still glowing")
	q.Advance(render.FlashTicks * render.TickTime / 2)
	f.Follow(&q)
	assert.Equal(t, 0, f.Len(), "gone once its time has passed, two ticks in all")

	q.Speed = render.SpeedFast
	f.Add(render.Rect{}, "")
	for range render.FlashTicks/2 - 1 {
		q.Update()
		f.Follow(&q)
	}
	assert.Equal(t, 1, f.Len())
	q.Update()
	f.Follow(&q)
	assert.Equal(t, 0, f.Len(), "fast speed ages twice as quickly")

	q.Speed = render.SpeedOff
	f.Add(render.Rect{}, "")
	q.Update()
	f.Follow(&q)
	assert.Equal(t, 0, f.Len(), "no glow lasts with animations off")
}

func TestGlideLandsOnceAndBannerEnds(t *testing.T) {
	landed := 0
	g := &render.Glide{Tween: render.Tween{From: 0, To: 1, Ticks: 3}, Done: func() { landed++ }}
	assert.False(t, g.Update())
	g.Finish()
	assert.True(t, g.Update(), "a finished glide has landed")
	assert.Equal(t, 1, landed, "Done runs once")

	b := &render.Banner{}
	ticks := 0
	for !b.Update() {
		ticks++
	}
	assert.Equal(t, render.BannerTicks-1, ticks)
}

func TestHoverLayerRedrawsOnlyOnChange(t *testing.T) {
	fonts, err := render.NewFonts()
	require.NoError(t, err)
	ui := render.NewUI(fonts, nil)
	screen := ebiten.NewImage(64, 64)
	var l render.HoverLayer[int, int]
	frame := func(key, hover int) bool {
		_, stale := l.Begin(screen, key, hover)
		l.End(screen, ui)
		return stale
	}
	assert.True(t, frame(1, 0), "the first frame draws")
	assert.False(t, frame(1, 0), "nothing changed")
	assert.True(t, frame(1, 2), "another widget under the pointer")
	assert.False(t, frame(1, 2), "still the same widget")
	for range render.TooltipDelay + 2 {
		l.Tick()
	}
	assert.True(t, frame(1, 2), "a tooltip fell due")
	assert.True(t, frame(2, 2), "the key changed")
}
