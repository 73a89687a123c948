package input

import (
	"sync"
	"sync/atomic"
)

// pressLatch keeps a mouse press that came and went between two ticks. Ebitengine reads the
// button's state once a tick; in the browser it follows the page's events, so when a frame
// takes longer than a click (a slow renderer draws a frame in 0.2–2 s, a quick click lasts
// 0.1 s) the press and its release both land between two ticks and the click is never seen.
// The page's own mousedown events on the game's canvas are counted here (presslatch_js.go); a
// tick whose polled state is up although a press came since the last tick reports the button
// down for that one tick, so the next tick's up makes the click. On the desktop nothing is
// counted: GLFW's sticky buttons keep such a press until a frame reads it, also while the App
// rests (Rest keeps them on).
type pressLatch struct {
	presses atomic.Int32 // mousedowns of the left button since the last tick
}

// note counts one press of the left button (from any goroutine).
func (l *pressLatch) note() { l.presses.Add(1) }

// take reports whether a press came since the last tick, and starts counting afresh; it is
// called every tick, whatever the pointer, so a press is never kept for a later tick. The
// tick's button is down when it is polled down or take is true.
func (l *pressLatch) take() bool {
	if l == nil {
		return false
	}
	return l.presses.Swap(0) > 0
}

// quickTap is a finger's tap whose touchstart and touchend both came between two ticks, in
// Ebitengine's screen coordinates (device px of the page: the touch's client position times the
// device scale, which is what TouchPosition reports when the game's layout is the page's size
// in device pixels, as scenes.App's is).
type quickTap struct {
	x, y       float64 // where the finger went down
	endX, endY float64 // where it lifted
}

// tapLatch keeps a finger's tap that came and went between two ticks, the touch twin of
// pressLatch: Ebitengine lists the touches that are down when a tick reads them, so a tap
// whose touchstart and touchend both fall between two slow frames was never seen. The page's
// touch events on the game's canvas are noted here (presslatch_js.go). Only a lone finger's tap
// counts: a finger that went down beside another, or that another joined, or whose touch was
// cancelled, is not a tap (a quick pinch or a palm). A tick that sees no finger down takes the
// tap and reports the finger down where it went down; the next tick reports it up where it
// lifted, which makes the tap (or nothing, when the finger slid further than DragThreshold).
// Safe for use from the page's event callbacks and the game loop at once.
type tapLatch struct {
	mu        sync.Mutex
	started   bool // a lone finger went down since the last tick
	ended     bool // and lifted again
	cancelled bool // another finger joined it, or its touch was cancelled
	id        int  // its touch identifier
	tap       quickTap
}

// start notes a touchstart of the finger id at (x, y), device px, with fingers fingers down
// after it (the event's touches, the new one included).
func (l *tapLatch) start(id int, x, y float64, fingers int) {
	l.mu.Lock()
	defer l.mu.Unlock()
	switch {
	case fingers == 1 && !l.started:
		l.started, l.ended, l.cancelled, l.id = true, false, false, id
		l.tap = quickTap{x: x, y: y, endX: x, endY: y}
	case l.started && !l.ended:
		l.cancelled = true // a second finger beside the first: a pinch, not a tap
	}
	// A second lone tap after a first one ended, both between the same two ticks, is not kept:
	// the first is the tick's tap.
}

// end notes a touchend (cancel false) or touchcancel (cancel true) of the finger id at (x, y),
// device px.
func (l *tapLatch) end(id int, x, y float64, cancel bool) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if !l.started || l.ended || id != l.id {
		return // a finger that went down before the last tick: the ticks saw it
	}
	l.ended = true
	l.tap.endX, l.tap.endY = x, y
	if cancel {
		l.cancelled = true
	}
}

// take returns the lone finger's tap that went down and lifted since the last tick (ok false:
// none), and starts afresh; it is called every tick. A finger that went down since the last
// tick and is still down is Ebitengine's to report, so it is forgotten here.
func (l *tapLatch) take() (t quickTap, ok bool) {
	if l == nil {
		return quickTap{}, false
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	t, ok = l.tap, l.started && l.ended && !l.cancelled
	l.started, l.ended, l.cancelled = false, false, false
	return t, ok
}
