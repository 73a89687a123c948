//go:build js

package input

import (
	"sync"
	"syscall/js"

	"github.com/hajimehoshi/ebiten/v2"
)

// In the browser Ebitengine's Wheel returns the last DOM event's -deltaY of the tick as it is:
// pixels (about 100 a notch), sometimes lines or pages (it ignores deltaMode), and only the last
// of several events in one tick. So the source listens to the wheel events itself and sums each
// one, converted to notches by its own deltaMode.
var browserWheel struct {
	once    sync.Once
	mu      sync.Mutex
	ok      bool    // the listener is installed
	notches float64 // summed since the last tick, + = up/away
}

// startWheel installs the document's wheel listener once. Events count only when they reach
// the game's canvas, as Ebitengine's own listener does (not over the page's overlays).
func startWheel() {
	w := &browserWheel
	w.once.Do(func() {
		doc := js.Global().Get("document")
		if doc.IsUndefined() || doc.IsNull() {
			return
		}
		listener := js.FuncOf(func(this js.Value, args []js.Value) any {
			if len(args) == 0 {
				return nil
			}
			e := args[0]
			t := e.Get("target")
			if t.IsUndefined() || t.IsNull() || t.Get("tagName").String() != "CANVAS" {
				return nil
			}
			n := -WheelNotchesOf(e.Get("deltaY").Float(), WheelUnit(e.Get("deltaMode").Int()))
			w.mu.Lock()
			w.notches += n
			w.mu.Unlock()
			return nil
		})
		// Passive and capturing: it never delays scrolling and sees the event before the canvas.
		doc.Call("addEventListener", "wheel", listener, map[string]any{"capture": true, "passive": true})
		w.ok = true
	})
}

// readWheelY returns the wheel since the last tick in notches (+ = up/away), clamped.
func readWheelY() float64 {
	w := &browserWheel
	startWheel()
	if !w.ok {
		_, y := ebiten.Wheel()
		return ClampWheel(WheelNotchesOf(y, WheelPixels))
	}
	w.mu.Lock()
	n := w.notches
	w.notches = 0
	w.mu.Unlock()
	return ClampWheel(n)
}
