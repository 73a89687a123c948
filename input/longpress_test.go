package input_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/input"
)

// A long press is counted in ticks, not by the clock: a press held still fires on its
// LongPressTicks-th tick after the press, once, and is then no tap; a press seen down in few
// frames far apart (a slow page) does not fire, however late the frames.
func TestLongPressCountsTicksNotTheClock(t *testing.T) {
	var p input.Pointer
	t0 := time.Date(2026, 12, 4, 18, 0, 0, 0, time.UTC)
	p.Update(input.Frame{X: 100, Y: 100, Down: true, At: t0})
	require.True(t, p.Pressed())
	assert.True(t, p.LongPressDue(), "held still: a long press may come")
	p.Update(input.Frame{X: 100, Y: 100, Down: true, At: t0.Add(2 * time.Second)})
	assert.False(t, p.LongPress(), "one tick, however late")
	for i := 2; i < input.LongPressTicks; i++ {
		p.Update(input.Frame{X: 100, Y: 100, Down: true, At: t0.Add(2*time.Second + time.Duration(i)*TickGap)})
		require.False(t, p.LongPress(), "tick %d", i)
	}
	p.Update(input.Frame{X: 100, Y: 100, Down: true, At: t0.Add(3 * time.Second)})
	assert.True(t, p.LongPress(), "the thirtieth tick")
	assert.False(t, p.LongPressDue(), "it fired")
	p.Update(input.Frame{X: 100, Y: 100, Down: true, At: t0.Add(4 * time.Second)})
	assert.False(t, p.LongPress(), "once")
	p.Update(input.Frame{X: 100, Y: 100, At: t0.Add(5 * time.Second)})
	assert.False(t, p.Tapped(), "a long press is no tap")
	assert.Zero(t, p.Held(), "up")
}

// TickGap is a frame's gap at 60 frames a second.
const TickGap = time.Second / 60

// A press that moves into a drag, or that a second finger cuts short, can no longer become a
// long press, so nothing need keep the frames coming for it.
func TestLongPressIsNoLongerDueOnceTheFingerMoves(t *testing.T) {
	var p input.Pointer
	p.Update(input.Frame{X: 10, Y: 10, Down: true})
	require.True(t, p.LongPressDue())
	p.Update(input.Frame{X: 40, Y: 10, Down: true})
	require.True(t, p.Dragging())
	assert.False(t, p.LongPressDue(), "a drag")

	var q input.Pointer
	q.Update(input.Frame{X: 10, Y: 10, Down: true, Touch: true})
	q.Update(input.Frame{X: 10, Y: 10, Touch: true, Touches: 2, Pinch: 1.2})
	assert.False(t, q.LongPressDue(), "a pinch")
	q.Update(input.Frame{X: 10, Y: 10, Touch: true})
	assert.False(t, q.LongPressDue(), "up")
}

// Frames without a time (a Script's) stand for a 60th of a second each, so a test holding
// LongPressTicks frames gets its long press, and one frame fewer does not.
func TestFramesWithoutATimeCountAsTicks(t *testing.T) {
	var p input.Pointer
	p.Update(input.Frame{X: 5, Y: 5, Down: true})
	for range input.LongPressTicks - 1 {
		p.Update(input.Frame{X: 5, Y: 5, Down: true})
		require.False(t, p.LongPress())
	}
	p.Update(input.Frame{X: 5, Y: 5, Down: true})
	assert.True(t, p.LongPress())
}

// A press held still past its long press still becomes a drag once it moves: the long press
// showed its words, and the piece under it goes with the finger. On a slow page every press
// looks long (a frame may come half a second after the press), so a drag must not depend on
// the first movement arriving before LongPressTime.
func TestALongPressThatMovesBecomesADrag(t *testing.T) {
	var p input.Pointer
	t0 := time.Date(2026, 12, 4, 18, 0, 0, 0, time.UTC)
	p.Update(input.Frame{X: 10, Y: 10, Down: true, At: t0})
	for i := 1; i <= input.LongPressTicks; i++ {
		p.Update(input.Frame{X: 10, Y: 10, Down: true, At: t0.Add(time.Duration(i) * TickGap)})
	}
	require.True(t, p.LongPress(), "held still")
	p.Update(input.Frame{X: 60, Y: 10, Down: true, At: t0.Add(800 * time.Millisecond)})
	require.True(t, p.Dragging(), "then moved 50 px")
	dx, _ := p.DragDelta()
	assert.Equal(t, 50.0, dx, "the drag's first tick carries the whole movement since the press")
	p.Update(input.Frame{X: 60, Y: 10, At: t0.Add(900 * time.Millisecond)})
	assert.True(t, p.Dropped(), "let go: a drop")
	assert.False(t, p.Tapped(), "no tap")
}

// A quick tap that a slow page reads in frames far apart (the press in one, still down in the
// next, the release after) stays a tap.
func TestATapReadBySlowFramesStaysATap(t *testing.T) {
	var p input.Pointer
	t0 := time.Date(2026, 12, 4, 18, 0, 0, 0, time.UTC)
	p.Update(input.Frame{X: 10, Y: 10, Down: true, Touch: true, At: t0})
	p.Update(input.Frame{X: 10, Y: 10, Down: true, Touch: true, At: t0.Add(700 * time.Millisecond)})
	assert.False(t, p.LongPress(), "one frame after the press, however late")
	p.Update(input.Frame{X: 10, Y: 10, Touch: true, At: t0.Add(1400 * time.Millisecond)})
	assert.True(t, p.Tapped(), "a tap")
}
