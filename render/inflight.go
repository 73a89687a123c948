package render

import (
	"slices"

	"github.com/hajimehoshi/ebiten/v2"
)

// InFlight is the animations a board pushed onto a Queue that have not yet ended, nor been
// finished by a skip or by the queue's speed Off, in the order pushed: what a board must know
// of its own animations (a spot a glide stands in for, dice still in the air) without looking
// into the queue. The zero value is empty. A is usually a pointer or an interface of pointers:
// the list tells its animations apart by ==.
type InFlight[A Animation] struct{ list []A }

// Push queues a on q after what is queued there, in flight until it ends or is finished.
func (f *InFlight[A]) Push(q *Queue, a A) {
	f.list = append(f.list, a) // before Push: with the speed Off it is finished at once
	q.Push(&inFlight[A]{a: a, f: f})
}

// All lists the animations in flight, the first pushed first (read-only).
func (f *InFlight[A]) All() []A { return f.list }

// Len is how many animations are in flight.
func (f *InFlight[A]) Len() int { return len(f.list) }

func (f *InFlight[A]) land(a A) {
	f.list = slices.DeleteFunc(f.list, func(o A) bool { return any(o) == any(a) })
}

// inFlight is one animation of an InFlight on the queue: it plays a and leaves the list when a
// ends or is finished.
type inFlight[A Animation] struct {
	a A
	f *InFlight[A]
}

func (w *inFlight[A]) Update() bool {
	done := w.a.Update()
	if done {
		w.f.land(w.a)
	}
	return done
}

func (w *inFlight[A]) Draw(dst *ebiten.Image) { w.a.Draw(dst) }

func (w *inFlight[A]) Finish() {
	finish(w.a)
	w.f.land(w.a)
}
