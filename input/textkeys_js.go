//go:build js

package input

import (
	"sync"
	"syscall/js"
)

// platformEdits keeps every editing key press the page sees, as an event: the browser sends a
// keydown for each press and for each repeat of a held key (at the system's own repeat rate),
// so no press is lost however slowly frames come, and holding a key repeats as in any other
// text box. The listener is on the document in the capture phase, so it hears the keys whether
// the canvas or Ebitengine's hidden text-input element has the focus.
type platformEdits struct {
	once sync.Once
}

var (
	pageEditsMu sync.Mutex
	pageEdits   []Edit
)

func (p *platformEdits) appendEdits(dst []Edit) []Edit {
	p.once.Do(listenEdits)
	pageEditsMu.Lock()
	defer pageEditsMu.Unlock()
	dst = append(dst, pageEdits...)
	pageEdits = pageEdits[:0]
	return dst
}

// listenEdits adds the page's keydown listener once.
func listenEdits() {
	listener := js.FuncOf(func(this js.Value, args []js.Value) any {
		e := args[0]
		if e.Get("isComposing").Bool() {
			return nil // the input method is composing: its keys edit the composition
		}
		cmd := e.Get("ctrlKey").Bool() || e.Get("metaKey").Bool()
		mac := e.Get("metaKey").Bool()
		var k EditKey
		switch e.Get("key").String() {
		case "Backspace":
			k = EditBackspace
		case "Delete":
			k = EditDelete
		case "ArrowLeft":
			k = EditLeft
			if mac {
				k = EditHome
			}
		case "ArrowRight":
			k = EditRight
			if mac {
				k = EditEnd
			}
		case "Home":
			k = EditHome
		case "End":
			k = EditEnd
		case "a", "A":
			if cmd {
				k = EditSelectAll
			}
		}
		if k == 0 {
			return nil
		}
		pageEditsMu.Lock()
		if len(pageEdits) < 256 { // a page left in the background keeps a bounded backlog
			pageEdits = append(pageEdits, Edit{Key: k, Shift: e.Get("shiftKey").Bool()})
		}
		pageEditsMu.Unlock()
		if k == EditSelectAll {
			e.Call("preventDefault") // the field's text, not the page's, is selected
		}
		return nil
	})
	js.Global().Get("document").Call("addEventListener", "keydown", listener,
		map[string]any{"capture": true})
}
