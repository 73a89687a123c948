//go:build js

package scenes

import "syscall/js"

// placeWord is what a place playing a game is called here: the browser plays in tabs.
const placeWord = "tab"

// onLeave calls f when the page goes away (closed, reloaded, navigated; 'pagehide' fires for
// all of them and localStorage writes in it are kept), so the game's claim is released.
func onLeave(f func()) {
	win := js.Global().Get("window")
	if win.IsUndefined() || win.IsNull() {
		return
	}
	win.Call("addEventListener", "pagehide", js.FuncOf(func(js.Value, []js.Value) any {
		f()
		return nil
	}))
}
