//go:build js

package input

import (
	"sync"
	"syscall/js"
)

var (
	pageLatch     pressLatch
	pageLatchOnce sync.Once
)

// pagePresses is the page's latch of left-button presses (pressLatch), listening from the
// first call: a mousedown of the primary button on the document, in the capture phase.
func pagePresses() *pressLatch {
	pageLatchOnce.Do(func() {
		doc := js.Global().Get("document")
		if doc.IsUndefined() || doc.IsNull() {
			return
		}
		doc.Call("addEventListener", "mousedown", js.FuncOf(func(_ js.Value, args []js.Value) any {
			if len(args) > 0 && args[0].Get("button").Int() == 0 {
				pageLatch.note()
			}
			return nil
		}), map[string]any{"capture": true, "passive": true})
	})
	return &pageLatch
}
