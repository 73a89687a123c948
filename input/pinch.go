package input

import "math"

// MinSpread is the smallest distance between two fingers, logical px, whose change is read as
// a pinch: closer than that, one pixel of jitter would be a large factor.
const MinSpread = 8

// PinchStep is what two fingers did in one tick (PinchTracker.Update). Positions are in the
// logical px of the frames fed in.
type PinchStep struct {
	Active bool    // two or more fingers are down this tick
	Began  bool    // this is the gesture's first tick (Scale 1, Move zero)
	Ended  bool    // the gesture ended this tick: fewer than two fingers after Active ones
	Mid    Spot    // the midpoint of the first two fingers this tick (the last one when Ended)
	Scale  float64 // their distance now over their distance the tick before; 1 when unchanged
	Move   Spot    // how far the midpoint moved since the tick before
}

// PinchTracker recognises the two-finger gesture from raw frames (Frame.Touches, A, B): the
// spread's change (a pinch: zoom) and the midpoint's movement (a two-finger drag: pan), tick by
// tick, so one gesture can zoom and pan at once as maps do. It also keeps the finger left on
// the screen after a pinch from being a press: people rarely lift both fingers in the same
// tick, and the last finger's lift would otherwise be a tap on whatever lies under it. The
// zero value is ready to use; call Update once per tick, before Pointer.Update.
type PinchTracker struct {
	on       bool // two fingers were down last tick
	held     bool // a pinch happened and a finger is still down: the pointer stays up
	mid      Spot
	spread   float64
	gestures int // gestures begun, for tests and probes
}

// Update reads one tick's frame and returns it with the pointer held up while a finger
// remains after a pinch (Down false, Touch and position kept), and what the two fingers did.
func (t *PinchTracker) Update(f Frame) (Frame, PinchStep) {
	var st PinchStep
	if f.Touches >= 2 {
		mid := Spot{X: (f.A.X + f.B.X) / 2, Y: (f.A.Y + f.B.Y) / 2}
		spread := math.Hypot(f.B.X-f.A.X, f.B.Y-f.A.Y)
		st = PinchStep{Active: true, Mid: mid, Scale: 1}
		if !t.on {
			st.Began = true
			t.gestures++
		} else {
			st.Move = Spot{X: mid.X - t.mid.X, Y: mid.Y - t.mid.Y}
			if t.spread >= MinSpread && spread >= MinSpread {
				st.Scale = spread / t.spread
			}
		}
		t.on, t.held, t.mid, t.spread = true, true, mid, spread
		return f, st
	}
	if t.on {
		st = PinchStep{Ended: true, Mid: t.mid, Scale: 1}
		t.on = false
	}
	if t.held {
		if f.Touches == 0 {
			t.held = false
		} else {
			f.Down = false
		}
	}
	return f, st
}

// Active reports whether two fingers were down at the last Update.
func (t *PinchTracker) Active() bool { return t.on }

// Holding reports whether the pointer is held up after a pinch until every finger lifts.
func (t *PinchTracker) Holding() bool { return t.held }

// Gestures is how many two-finger gestures have begun.
func (t *PinchTracker) Gestures() int { return t.gestures }
