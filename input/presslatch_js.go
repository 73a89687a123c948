//go:build js

package input

import (
	"sync"
	"syscall/js"
)

var (
	pageLatch     pressLatch
	pageTapLatch  tapLatch
	pageLatchOnce sync.Once
)

// pagePresses is the page's latch of left-button presses (pressLatch), listening from the
// first call.
func pagePresses() *pressLatch {
	listenForLatches()
	return &pageLatch
}

// pageTaps is the page's latch of a lone finger's quick taps (tapLatch), listening from the
// first call.
func pageTaps() *tapLatch {
	listenForLatches()
	return &pageTapLatch
}

// listenForLatches starts the latches' listeners: the page's mousedown of the primary button
// and its touchstart, touchend and touchcancel events on the game's canvas (the element
// Ebitengine listens on; a press on the page's own boxes above it is none of the game's), on
// the document in the capture phase, so they are seen whatever the game's own handlers do.
func listenForLatches() {
	pageLatchOnce.Do(func() {
		doc := js.Global().Get("document")
		if doc.IsUndefined() || doc.IsNull() {
			return
		}
		opts := map[string]any{"capture": true, "passive": true}
		onCanvas := func(e js.Value) bool {
			t := e.Get("target")
			return t.Truthy() && t.Get("tagName").Truthy() && t.Get("tagName").String() == "CANVAS"
		}
		doc.Call("addEventListener", "mousedown", js.FuncOf(func(_ js.Value, args []js.Value) any {
			if len(args) > 0 && onCanvas(args[0]) && args[0].Get("button").Int() == 0 {
				pageLatch.note()
			}
			return nil
		}), opts)
		// touch calls f for each finger the event changed: its identifier and client position
		// in device px (Ebitengine's screen coordinates, see quickTap).
		touch := func(f func(e js.Value, id int, x, y float64)) js.Func {
			return js.FuncOf(func(_ js.Value, args []js.Value) any {
				if len(args) == 0 || !onCanvas(args[0]) {
					return nil
				}
				e := args[0]
				scale := js.Global().Get("devicePixelRatio").Float()
				if !(scale > 0) {
					scale = 1
				}
				changed := e.Get("changedTouches")
				for i := 0; i < changed.Length(); i++ {
					t := changed.Call("item", i)
					f(e, t.Get("identifier").Int(), t.Get("clientX").Float()*scale, t.Get("clientY").Float()*scale)
				}
				return nil
			})
		}
		doc.Call("addEventListener", "touchstart", touch(func(e js.Value, id int, x, y float64) {
			pageTapLatch.start(id, x, y, e.Get("touches").Length())
		}), opts)
		doc.Call("addEventListener", "touchend", touch(func(_ js.Value, id int, x, y float64) {
			pageTapLatch.end(id, x, y, false)
		}), opts)
		doc.Call("addEventListener", "touchcancel", touch(func(_ js.Value, id int, x, y float64) {
			pageTapLatch.end(id, x, y, true)
		}), opts)
	})
}

var (
	tickPage = sync.OnceValue(func() js.Value { return js.Global().Get("northtablePage") })
	ticks    int // ticks counted so far (only the game loop counts)
)

// pageTick counts one tick of the game's input on the page, as northtablePage.ticks (the page's
// own object, build/webpage/index.html; nothing when the page has none): the browser test waits
// on it to know that the game has read the events it sent, instead of guessing a number of
// frames.
func pageTick() {
	p := tickPage()
	if p.Type() != js.TypeObject {
		return
	}
	ticks++
	p.Set("ticks", ticks)
}
