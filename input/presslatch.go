package input

import "sync/atomic"

// pressLatch keeps a mouse press that came and went between two ticks. Ebitengine reads the
// button's state once a tick; in the browser it follows the page's events, so when a frame
// takes longer than a click (a slow renderer draws a frame in 0.2–2 s, a quick click lasts
// 0.1 s) the press and its release both land between two ticks and the click is never seen.
// The page's own mousedown events are counted here (presslatch_js.go); a tick whose polled
// state is up although a press came since the last tick reports the button down for that one
// tick, so the next tick's up makes the click. On the desktop GLFW's sticky buttons already
// keep such a press, and nothing is counted.
type pressLatch struct {
	presses atomic.Int32 // mousedowns of the left button since the last tick
}

// note counts one press of the left button (from any goroutine).
func (l *pressLatch) note() { l.presses.Add(1) }

// take reports whether a press came since the last tick, and starts counting afresh; it is
// called every tick, whatever the pointer (a finger's tap also makes the page send a
// mousedown, which must not be kept for a later mouse tick). The tick's button is down when it
// is polled down or take is true.
func (l *pressLatch) take() bool {
	if l == nil {
		return false
	}
	return l.presses.Swap(0) > 0
}
