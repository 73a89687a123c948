package input

import "math"

// Script is a Source that replays queued frames, for tests. After the queue is empty it returns
// idle frames (button up, nothing pressed) at the last pointer position. The builder methods
// append frames and return the script so calls chain:
//
//	s := input.NewScript().Click(800, 450).Wait(10).Key(input.ActConfirm)
type Script struct {
	queue []Frame
	x, y  float64 // last pointer position queued
	lastX float64 // last pointer position returned by Next
	lastY float64
}

// NewScript returns a script that first yields the given frames.
func NewScript(frames ...Frame) *Script {
	s := &Script{}
	for _, f := range frames {
		s.push(f)
	}
	return s
}

// Next returns the next queued frame, or an idle frame at the last position.
func (s *Script) Next() Frame {
	if len(s.queue) == 0 {
		return Frame{X: s.lastX, Y: s.lastY, Pinch: 1}
	}
	f := s.queue[0]
	s.queue = s.queue[1:]
	s.lastX, s.lastY = f.X, f.Y
	return f
}

// Pending is the number of queued frames not yet returned.
func (s *Script) Pending() int { return len(s.queue) }

// Frames appends raw frames.
func (s *Script) Frames(frames ...Frame) *Script {
	for _, f := range frames {
		s.push(f)
	}
	return s
}

func (s *Script) push(f Frame) {
	if f.Pinch == 0 {
		f.Pinch = 1
	}
	s.x, s.y = f.X, f.Y
	s.queue = append(s.queue, f)
}

// Move hovers the pointer at (x, y) for one tick with the button up.
func (s *Script) Move(x, y float64) *Script {
	s.push(Frame{X: x, Y: y})
	return s
}

// Click hovers at (x, y) for a tick, presses for a tick and releases: one tap.
func (s *Script) Click(x, y float64) *Script {
	s.push(Frame{X: x, Y: y})
	s.push(Frame{X: x, Y: y, Down: true})
	s.push(Frame{X: x, Y: y})
	return s
}

// Hold presses at (x, y) and keeps the button down for ticks ticks, then releases.
func (s *Script) Hold(x, y float64, ticks int) *Script {
	s.push(Frame{X: x, Y: y})
	for range max(ticks, 1) {
		s.push(Frame{X: x, Y: y, Down: true})
	}
	s.push(Frame{X: x, Y: y})
	return s
}

// Drag presses at (x0, y0), moves to (x1, y1) in steps ticks with the button down, and releases
// there. steps below 1 counts as 1.
func (s *Script) Drag(x0, y0, x1, y1 float64, steps int) *Script {
	steps = max(steps, 1)
	s.push(Frame{X: x0, Y: y0})
	s.push(Frame{X: x0, Y: y0, Down: true})
	for i := 1; i <= steps; i++ {
		t := float64(i) / float64(steps)
		s.push(Frame{X: x0 + (x1-x0)*t, Y: y0 + (y1-y0)*t, Down: true})
	}
	s.push(Frame{X: x1, Y: y1})
	return s
}

// Tap queues a finger's tap at (x, y): one tick down, one tick up, as EbitenSource reports a
// finger (Touch, Touches).
func (s *Script) Tap(x, y float64) *Script {
	s.push(Frame{X: x, Y: y, Down: true, Touch: true, Touches: 1})
	s.push(Frame{X: x, Y: y, Touch: true})
	return s
}

// Pinch queues a two-finger gesture: the fingers go down at a0 and b0, move in steps ticks to
// a1 and b1 (logical px), and lift together, as EbitenSource reports them (the midpoint as the
// position, the spread's change as Frame.Pinch). steps below 1 counts as 1.
func (s *Script) Pinch(a0, b0, a1, b1 Spot, steps int) *Script {
	steps = max(steps, 1)
	spread := func(a, b Spot) float64 { return math.Hypot(b.X-a.X, b.Y-a.Y) }
	at := func(p, q Spot, t float64) Spot { return Spot{X: p.X + (q.X-p.X)*t, Y: p.Y + (q.Y-p.Y)*t} }
	prev := spread(a0, b0)
	for i := 0; i <= steps; i++ {
		t := float64(i) / float64(steps)
		a, b := at(a0, a1, t), at(b0, b1, t)
		f := Frame{X: (a.X + b.X) / 2, Y: (a.Y + b.Y) / 2, Touch: true, Touches: 2, A: a, B: b, Pinch: 1.0000001}
		if d := spread(a, b); i > 0 && prev > 0 {
			f.Pinch = d / prev
		}
		prev = spread(a, b)
		s.push(f)
	}
	m := Spot{X: (a1.X + b1.X) / 2, Y: (a1.Y + b1.Y) / 2}
	s.push(Frame{X: m.X, Y: m.Y, Touch: true})
	return s
}

// Key queues one tick in which the action's key went down, at the current pointer position.
func (s *Script) Key(a Action) *Script {
	s.push(Frame{X: s.x, Y: s.y, Actions: []Action{a}})
	return s
}

// Edit queues one tick in which these editing keys were pressed (or repeated), in order.
func (s *Script) Edit(edits ...Edit) *Script {
	s.push(Frame{X: s.x, Y: s.y, Edits: edits})
	return s
}

// Type queues one tick per character of text, as typed into a focused text field.
func (s *Script) Type(text string) *Script {
	for _, r := range text {
		s.push(Frame{X: s.x, Y: s.y, Chars: []rune{r}})
	}
	return s
}

// RightClick queues one tick in which the right button went down at (x, y).
func (s *Script) RightClick(x, y float64) *Script {
	s.push(Frame{X: x, Y: y, RightPress: true})
	return s
}

// Wheel queues one tick of wheel movement dy (+ = up/away) at (x, y).
func (s *Script) Wheel(x, y, dy float64) *Script {
	s.push(Frame{X: x, Y: y, WheelY: dy})
	return s
}

// Wait queues n idle ticks at the current position.
func (s *Script) Wait(n int) *Script {
	for range n {
		s.push(Frame{X: s.x, Y: s.y})
	}
	return s
}

// Queued is a copy of the frames queued and not yet returned, so a tool can hand a gesture built
// with the builder methods (Click, Drag, Key) to something other than a Source.
func (s *Script) Queued() []Frame { return append([]Frame(nil), s.queue...) }
