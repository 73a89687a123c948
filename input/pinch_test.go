package input_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/input"
)

// steps feeds every pending frame of s through the tracker and returns what it saw.
func steps(s *input.Script, tr *input.PinchTracker) []input.PinchStep {
	var out []input.PinchStep
	for s.Pending() > 0 {
		_, st := tr.Update(s.Next())
		out = append(out, st)
	}
	return out
}

func TestPinchSpreadAndMidpoint(t *testing.T) {
	// Two fingers 100 px apart around (800, 450) spread to 250 px apart around (900, 400).
	s := input.NewScript().Pinch(
		input.Spot{X: 750, Y: 450}, input.Spot{X: 850, Y: 450},
		input.Spot{X: 775, Y: 400}, input.Spot{X: 1025, Y: 400}, 5)
	var tr input.PinchTracker
	got := steps(s, &tr)
	require.Len(t, got, 7) // the press, five moves, the lift

	assert.True(t, got[0].Began)
	assert.True(t, got[0].Active)
	assert.Equal(t, 1.0, got[0].Scale)
	assert.Equal(t, input.Spot{X: 800, Y: 450}, got[0].Mid)
	scale, dx, dy := 1.0, 0.0, 0.0
	for _, st := range got[1:6] {
		assert.True(t, st.Active)
		assert.False(t, st.Began)
		scale *= st.Scale
		dx += st.Move.X
		dy += st.Move.Y
	}
	assert.InDelta(t, 2.5, scale, 1e-9, "the steps' factors multiply to the whole spread")
	assert.InDelta(t, 100, dx, 1e-9)
	assert.InDelta(t, -50, dy, 1e-9)
	assert.InDelta(t, 900, got[5].Mid.X, 1e-9)
	assert.InDelta(t, 400, got[5].Mid.Y, 1e-9)

	assert.True(t, got[6].Ended)
	assert.False(t, got[6].Active)
	assert.False(t, tr.Active())
	assert.Equal(t, 1, tr.Gestures())
}

func TestTwoFingerDragIsPanOnly(t *testing.T) {
	s := input.NewScript().Pinch(
		input.Spot{X: 400, Y: 300}, input.Spot{X: 600, Y: 300},
		input.Spot{X: 300, Y: 500}, input.Spot{X: 500, Y: 500}, 4)
	var tr input.PinchTracker
	dx, dy := 0.0, 0.0
	for _, st := range steps(s, &tr) {
		assert.InDelta(t, 1, st.Scale, 1e-12, "the spread did not change")
		dx += st.Move.X
		dy += st.Move.Y
	}
	assert.InDelta(t, -100, dx, 1e-9)
	assert.InDelta(t, 200, dy, 1e-9)
}

func TestPinchIgnoresFingersTooClose(t *testing.T) {
	s := input.NewScript().Pinch(
		input.Spot{X: 500, Y: 500}, input.Spot{X: 502, Y: 500},
		input.Spot{X: 500, Y: 500}, input.Spot{X: 520, Y: 500}, 1)
	var tr input.PinchTracker
	got := steps(s, &tr)
	assert.Equal(t, 1.0, got[1].Scale, "a 2 px spread is jitter, not a tenfold zoom")
}

// The finger left on the screen after a pinch is no press: lifting it is no tap.
func TestFingerLeftAfterPinchIsNoTap(t *testing.T) {
	build := func() *input.Script {
		s := input.NewScript()
		s.Frames(
			input.Frame{X: 500, Y: 400, Touch: true, Touches: 2, A: input.Spot{X: 450, Y: 400}, B: input.Spot{X: 550, Y: 400}},
			input.Frame{X: 500, Y: 400, Touch: true, Touches: 2, A: input.Spot{X: 420, Y: 400}, B: input.Spot{X: 580, Y: 400}},
		)
		for range 3 { // one finger lifted first; the other stays still
			s.Frames(input.Frame{X: 420, Y: 400, Down: true, Touch: true, Touches: 1})
		}
		s.Frames(input.Frame{X: 420, Y: 400, Touch: true}) // and lifts
		return s
	}

	// Without the tracker the last finger would be a press and a tap.
	var bare input.Pointer
	r := run(build(), &bare)
	require.NotEmpty(t, r.tapped, "the control: a bare pointer reads the last finger as a tap")

	var tr input.PinchTracker
	var p input.Pointer
	s := build()
	for i := 0; s.Pending() > 0; i++ {
		f, _ := tr.Update(s.Next())
		p.Update(f)
		assert.False(t, p.Pressed(), "tick %d: no press", i)
		assert.False(t, p.Tapped(), "tick %d: no tap", i)
		assert.False(t, p.Down, "tick %d: the pointer stays up", i)
	}
	assert.False(t, tr.Holding(), "every finger lifted")

	// The next tap is a tap again.
	s = input.NewScript().Tap(300, 300)
	tapped := false
	for s.Pending() > 0 {
		f, _ := tr.Update(s.Next())
		p.Update(f)
		tapped = tapped || p.Tapped()
	}
	assert.True(t, tapped)
}

// A second finger joining a one-finger press cancels it: no tap when they lift.
func TestSecondFingerCancelsPress(t *testing.T) {
	s := input.NewScript().Frames(
		input.Frame{X: 500, Y: 400, Down: true, Touch: true, Touches: 1},
		input.Frame{X: 520, Y: 400, Touch: true, Touches: 2, A: input.Spot{X: 500, Y: 400}, B: input.Spot{X: 540, Y: 400}, Pinch: 1},
		input.Frame{X: 500, Y: 400, Touch: true},
	)
	var tr input.PinchTracker
	var p input.Pointer
	pressed, tapped := 0, 0
	for s.Pending() > 0 {
		f, _ := tr.Update(s.Next())
		p.Update(f)
		if p.Pressed() {
			pressed++
		}
		if p.Tapped() {
			tapped++
		}
	}
	assert.Equal(t, 1, pressed)
	assert.Equal(t, 0, tapped, "the pinch took the press")
}
