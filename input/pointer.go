package input

import (
	"math"
	"time"
)

// DragThreshold is how far (logical px) the pointer must move while down before a press becomes
// a drag. Shorter movements still count as a tap.
const DragThreshold = 6

// LongPressTicks is how long a press must be held still to become a long press, in ticks of
// TickTime: half a second.
const LongPressTicks = 30

// TickTime is the time a frame without a time (Frame.At zero, as a Script's) stands for: one
// tick at 60 per second.
const TickTime = time.Second / 60

// LongPressTime is how long LongPressTicks last at 60 ticks a second.
const LongPressTime = LongPressTicks * TickTime

// Pointer tracks one pointer (mouse or finger) across ticks and derives gestures from raw frames:
// press, release, tap, drag (after DragThreshold), drop and long press. Call Update once per
// tick; the queries then describe that tick. The zero value is ready to use.
type Pointer struct {
	X, Y float64 // position this tick, logical px
	Down bool    // button or finger is down

	prevX, prevY   float64
	startX, startY float64 // where the current or last press began
	pressed        bool    // went down this tick
	released       bool    // went up this tick
	tapped         bool
	dragging       bool
	dropped        bool
	longPress      bool
	longFired      bool      // the current press already produced a long press
	cancelled      bool      // a pinch interrupted the current press: no tap, no drag
	now            time.Time // this frame's time: Frame.At, or the last one plus TickTime
	pressAt        time.Time // when the current press began
	heldFrames     int       // frames after the press's first that saw it still down
	touch          bool
	consumed       bool
	fingers        int8 // the last press: 1 a finger's, -1 a mouse's, 0 none yet
	coarse         int8 // CoarsePointer, asked once: 1 true, -1 false, 0 not asked
}

// Update advances the tracker by one frame.
func (p *Pointer) Update(f Frame) {
	p.prevX, p.prevY = p.X, p.Y
	p.X, p.Y = f.X, f.Y
	if f.At.IsZero() {
		p.now = p.now.Add(TickTime)
	} else {
		p.now = f.At
	}
	p.touch = f.Touch
	p.pressed, p.released, p.tapped, p.dropped, p.longPress, p.consumed = false, false, false, false, false, false

	if (f.Pinching() || f.Touches >= 2) && p.Down {
		p.cancelled = true
		p.dragging = false
	}

	switch {
	case f.Down && !p.Down:
		p.Down = true
		p.pressed = true
		p.fingers = -1
		if f.Touch {
			p.fingers = 1
		}
		p.startX, p.startY = f.X, f.Y
		p.prevX, p.prevY = f.X, f.Y
		p.pressAt = p.now
		p.heldFrames = 0
		p.dragging, p.longFired, p.cancelled = false, false, false
	case f.Down && p.Down:
		p.heldFrames++
		if !p.dragging && !p.cancelled &&
			math.Hypot(f.X-p.startX, f.Y-p.startY) > DragThreshold {
			// The first drag tick reports the whole movement since the press, so the deltas of
			// a drag add up to its full path. A press held still past its long press may still
			// become a drag: the long press showed its words, and a finger (or a slow frame
			// rate, which makes every press look long) that then moves carries the piece.
			p.dragging = true
			p.prevX, p.prevY = p.startX, p.startY
		}
		if !p.dragging && !p.cancelled && !p.longFired && p.heldFrames >= LongPressTicks {
			p.longFired = true
			p.longPress = true
		}
	case !f.Down && p.Down:
		p.Down = false
		p.released = true
		if p.dragging {
			p.dropped = true
		} else if !p.cancelled && !p.longFired &&
			math.Hypot(f.X-p.startX, f.Y-p.startY) <= DragThreshold {
			p.tapped = true
		}
		p.dragging = false
	}
}

// Pressed reports whether the pointer went down this tick.
func (p *Pointer) Pressed() bool { return p.pressed && !p.consumed }

// Released reports whether the pointer went up this tick (after a tap, drag or long press).
func (p *Pointer) Released() bool { return p.released && !p.consumed }

// Tapped reports a press and release this tick that moved no more than DragThreshold and was
// neither a long press nor interrupted by a pinch: a click.
func (p *Pointer) Tapped() bool { return p.tapped && !p.consumed }

// Dragging reports whether a drag is in progress (pressed and moved beyond DragThreshold).
func (p *Pointer) Dragging() bool { return p.dragging && !p.consumed }

// DragStart is where the current (or last) press began, logical px.
func (p *Pointer) DragStart() (x, y float64) { return p.startX, p.startY }

// DragDelta is the movement since the previous tick while dragging (on the drag's first tick,
// since the press), logical px; zero otherwise.
func (p *Pointer) DragDelta() (dx, dy float64) {
	if !p.dragging || p.consumed {
		return 0, 0
	}
	return p.X - p.prevX, p.Y - p.prevY
}

// Dropped reports whether a drag ended this tick (the pointer went up while dragging).
func (p *Pointer) Dropped() bool { return p.dropped && !p.consumed }

// LongPress reports whether the current press became a long press this tick (fires once).
func (p *Pointer) LongPress() bool { return p.longPress && !p.consumed }

// Held is how long the current press has lasted, by the frames' times; 0 when up.
func (p *Pointer) Held() time.Duration {
	if !p.Down {
		return 0
	}
	return p.now.Sub(p.pressAt)
}

// LongPressDue reports whether the current press may still become a long press: it is down,
// has neither moved into a drag nor been cut short by a pinch, and has not fired yet. Its time
// comes at the press's start plus LongPressTime, with no input to mark it, so an App that rests
// while nothing moves keeps its ticks coming while this holds (scenes.App).
func (p *Pointer) LongPressDue() bool {
	return p.Down && !p.dragging && !p.cancelled && !p.longFired
}

// Touch reports whether the pointer is a finger (no hover state exists then).
func (p *Pointer) Touch() bool { return p.touch }

// Fingers reports whether hints should speak of fingers (tap, drag, a button) rather than keys
// and clicks: the last press was a finger's or, before any press, the device's main pointer is
// coarse (CoarsePointer: a phone or a tablet, asked once).
func (p *Pointer) Fingers() bool {
	if p.fingers != 0 {
		return p.fingers > 0
	}
	if p.coarse == 0 {
		p.coarse = -1
		if CoarsePointer() {
			p.coarse = 1
		}
	}
	return p.coarse > 0
}

// Consume marks this tick's gestures as handled, so widgets drawn underneath (handled later in
// the same tick) see no press, tap, release, drag or drop. Position and Down are unchanged.
func (p *Pointer) Consume() { p.consumed = true }

// Consumed reports whether Consume was called this tick.
func (p *Pointer) Consumed() bool { return p.consumed }

// In reports whether the pointer lies in the rectangle [x, x+w) × [y, y+h), logical px.
func (p *Pointer) In(x, y, w, h float64) bool {
	return p.X >= x && p.X < x+w && p.Y >= y && p.Y < y+h
}
