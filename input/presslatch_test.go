package input

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A press that came and went between two ticks is seen for one tick; a latch with none, or no
// latch at all (the desktop), reports nothing.
func TestPressLatchKeepsAQuickClick(t *testing.T) {
	var l pressLatch
	assert.False(t, l.take(), "no press yet")
	l.note()
	assert.True(t, l.take(), "a press since the last tick")
	assert.False(t, l.take(), "seen once: the next tick reads the button up, which makes the click")
	l.note()
	l.note()
	assert.True(t, l.take())
	assert.False(t, l.take())
	var none *pressLatch
	assert.False(t, none.take())
}

// The pointer turns a tick down and the next up into a click where the press was.
func TestAQuickClickThroughTheLatchIsATap(t *testing.T) {
	var l pressLatch
	var p Pointer
	l.note() // mousedown and mouseup both came before this tick
	p.Update(Frame{X: 40, Y: 50, Down: l.take()})
	p.Update(Frame{X: 40, Y: 50, Down: l.take()})
	assert.True(t, p.Tapped(), "the click is a tap")
}

// A lone finger that went down and lifted between two ticks is one tap, taken once, where it
// went down and where it lifted; a finger still down, one that went down before the last tick,
// a second finger beside it (a quick pinch), a cancelled touch and no latch at all (the
// desktop) are none.
func TestTapLatchKeepsALoneQuickTap(t *testing.T) {
	var l tapLatch
	_, ok := l.take()
	assert.False(t, ok, "no touch yet")

	l.start(3, 100, 200, 1)
	l.end(3, 102, 201, false)
	tap, ok := l.take()
	require.True(t, ok, "a touchstart and touchend since the last tick")
	assert.Equal(t, quickTap{x: 100, y: 200, endX: 102, endY: 201}, tap)
	_, ok = l.take()
	assert.False(t, ok, "taken once")

	l.start(4, 100, 200, 1)
	_, ok = l.take()
	assert.False(t, ok, "still down: Ebitengine reports it")
	l.end(4, 100, 200, false)
	_, ok = l.take()
	assert.False(t, ok, "it went down before the last tick, which saw it")

	l.start(5, 100, 200, 1)
	l.start(6, 300, 200, 2)
	l.end(5, 100, 200, false)
	l.end(6, 300, 200, false)
	_, ok = l.take()
	assert.False(t, ok, "two fingers: a quick pinch, not a tap")

	l.start(7, 100, 200, 2) // beside a finger held since before the last tick
	l.end(7, 100, 200, false)
	_, ok = l.take()
	assert.False(t, ok, "not a lone finger")

	l.start(8, 100, 200, 1)
	l.end(8, 100, 200, true)
	_, ok = l.take()
	assert.False(t, ok, "a cancelled touch is no tap")

	l.start(9, 100, 200, 1)
	l.end(9, 100, 200, false)
	l.start(10, 500, 500, 1)
	l.end(10, 500, 500, false)
	tap, ok = l.take()
	require.True(t, ok, "two quick taps between the same ticks")
	assert.Equal(t, 100.0, tap.x, "the first is the tick's tap")

	var none *tapLatch
	_, ok = none.take()
	assert.False(t, ok)
}

// Through the source, a latched quick tap is a tick with the finger down where it went down and
// a tick with it up where it lifted: a tap there for the pointer. One that slid further than
// DragThreshold before lifting is neither a tap nor a drag.
func TestAQuickTapThroughTheSourceIsATap(t *testing.T) {
	var l tapLatch
	half := func(x, y int) (float64, float64) { return float64(x) / 2, float64(y) / 2 } // device scale 2
	s := &EbitenSource{toLogical: half, taps: &l}
	var p Pointer

	l.start(1, 800, 600, 1)
	l.end(1, 802, 600, false)
	f := s.Next()
	assert.True(t, f.Down && f.Touch, "the finger is down the first tick")
	assert.Equal(t, [2]float64{400, 300}, [2]float64{f.X, f.Y}, "where it went down, logical px")
	p.Update(f)
	assert.True(t, p.Pressed())
	f = s.Next()
	assert.False(t, f.Down, "and up the next")
	assert.True(t, f.Touch)
	assert.Equal(t, [2]float64{401, 300}, [2]float64{f.X, f.Y}, "where it lifted")
	p.Update(f)
	assert.True(t, p.Tapped(), "a tap")

	l.start(2, 800, 600, 1)
	l.end(2, 900, 600, false)
	p.Update(s.Next())
	assert.True(t, p.Pressed())
	p.Update(s.Next())
	assert.True(t, p.Released())
	assert.False(t, p.Tapped(), "slid 50 logical px: no tap")
	assert.False(t, p.Dropped(), "nor a drop")
}
