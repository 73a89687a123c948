//go:build js

package input

import "syscall/js"

// CoarsePointer reports whether the device's main pointer is a finger (CSS media query
// "(pointer: coarse)"): a phone or a tablet. Screens use it to word their hints for touch before
// the first touch arrives ("tap" rather than "click").
func CoarsePointer() bool {
	m := js.Global().Get("matchMedia")
	if m.IsUndefined() || m.IsNull() {
		return false
	}
	q := js.Global().Call("matchMedia", "(pointer: coarse)")
	return q.Truthy() && q.Get("matches").Truthy()
}
