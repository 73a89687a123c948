package input_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/input"
)

// tick feeds every pending frame of s to p and records which gestures fired on which tick.
type record struct {
	pressed, released, tapped, dropped, long []int
	dragTicks                                int
	dx, dy                                   float64
}

func run(s *input.Script, p *input.Pointer) record {
	var r record
	for i := 0; s.Pending() > 0; i++ {
		p.Update(s.Next())
		if p.Pressed() {
			r.pressed = append(r.pressed, i)
		}
		if p.Released() {
			r.released = append(r.released, i)
		}
		if p.Tapped() {
			r.tapped = append(r.tapped, i)
		}
		if p.Dropped() {
			r.dropped = append(r.dropped, i)
		}
		if p.LongPress() {
			r.long = append(r.long, i)
		}
		if p.Dragging() {
			r.dragTicks++
			dx, dy := p.DragDelta()
			r.dx += dx
			r.dy += dy
		}
	}
	return r
}

func TestClickIsOneTap(t *testing.T) {
	var p input.Pointer
	r := run(input.NewScript().Click(100, 200), &p)
	assert.Equal(t, []int{1}, r.pressed)
	assert.Equal(t, []int{2}, r.released)
	assert.Equal(t, []int{2}, r.tapped)
	assert.Empty(t, r.dropped)
	assert.Zero(t, r.dragTicks)
	assert.Equal(t, 100.0, p.X)
	assert.Equal(t, 200.0, p.Y)
}

func TestSmallMoveStaysATap(t *testing.T) {
	var p input.Pointer
	// 5 px is within the 6 px drag threshold.
	r := run(input.NewScript().Drag(100, 100, 103, 104, 3), &p)
	assert.Len(t, r.tapped, 1)
	assert.Empty(t, r.dropped)
	assert.Zero(t, r.dragTicks)
}

func TestDragAndDrop(t *testing.T) {
	var p input.Pointer
	s := input.NewScript().Drag(100, 100, 200, 150, 10)
	r := run(s, &p)
	assert.Empty(t, r.tapped, "a drag is not a tap")
	require.Len(t, r.dropped, 1)
	assert.Equal(t, r.released, r.dropped)
	assert.Greater(t, r.dragTicks, 5)
	// The deltas of a drag add up to its whole path, threshold included.
	assert.InDelta(t, 100, r.dx, 0.01)
	assert.InDelta(t, 50, r.dy, 0.01)
	x, y := p.DragStart()
	assert.Equal(t, 100.0, x)
	assert.Equal(t, 100.0, y)
}

func TestLongPressFiresOnceAndIsNoTap(t *testing.T) {
	var p input.Pointer
	r := run(input.NewScript().Hold(50, 50, input.LongPressTicks+10), &p)
	assert.Len(t, r.long, 1)
	assert.Empty(t, r.tapped)
	assert.Len(t, r.released, 1)
}

func TestPinchCancelsTap(t *testing.T) {
	var p input.Pointer
	s := input.NewScript(
		input.Frame{X: 10, Y: 10, Down: true, Touch: true},
		input.Frame{X: 12, Y: 12, Pinch: 1.1, Touch: true},
		input.Frame{X: 12, Y: 12, Touch: true},
	)
	r := run(s, &p)
	assert.Empty(t, r.tapped)
	assert.True(t, p.Touch())
}

func TestConsumeHidesGestures(t *testing.T) {
	var p input.Pointer
	s := input.NewScript().Click(10, 10)
	p.Update(s.Next())
	p.Update(s.Next())
	p.Update(s.Next())
	require.True(t, p.Tapped())
	p.Consume()
	assert.False(t, p.Tapped())
	assert.False(t, p.Released())
	assert.True(t, p.Consumed())
}

func TestScriptIdlesAtLastPosition(t *testing.T) {
	s := input.NewScript().Click(30, 40).Key(input.ActConfirm).Wheel(5, 6, -1).Type("Å1")
	var frames []input.Frame
	for s.Pending() > 0 {
		frames = append(frames, s.Next())
	}
	require.Len(t, frames, 3+1+1+2)
	assert.True(t, frames[3].Has(input.ActConfirm))
	assert.Equal(t, 30.0, frames[3].X, "keys are pressed where the pointer is")
	assert.Equal(t, -1.0, frames[4].WheelY)
	assert.Equal(t, []rune{'Å'}, frames[5].Chars)
	idle := s.Next()
	assert.Equal(t, input.Frame{X: 5, Y: 6, Pinch: 1}, idle)
	assert.False(t, idle.Pinching())
}

func TestActionNames(t *testing.T) {
	assert.Equal(t, "rotate-cw", input.ActRotateCW.String())
	assert.Equal(t, "tab", input.ActTab.String())
	assert.Equal(t, "unknown", input.Action(99).String())
}

// Hints speak of fingers after a finger's press and of clicks after a mouse's, whatever the
// pointer does in between (a hover moves no finger); before any press, as the device's main
// pointer is (a mouse on the desktop).
func TestPointerFingersFollowTheLastPress(t *testing.T) {
	var p input.Pointer
	assert.False(t, p.Fingers(), "the desktop's main pointer is a mouse")
	p.Update(input.Frame{X: 10, Y: 10, Touch: true, Down: true})
	assert.True(t, p.Fingers())
	p.Update(input.Frame{X: 10, Y: 10})
	assert.True(t, p.Fingers(), "still a finger's after it lifted")
	p.Update(input.Frame{X: 40, Y: 40, Down: true})
	assert.False(t, p.Fingers(), "the mouse pressed last")
	p.Update(input.Frame{X: 40, Y: 40})
	p.Update(input.Frame{X: 50, Y: 50})
	assert.False(t, p.Fingers())
}
