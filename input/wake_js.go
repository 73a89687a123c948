//go:build js

package input

import (
	"sync"
	"syscall/js"

	"github.com/hajimehoshi/ebiten/v2"
)

var wakeOnce sync.Once

// startWake makes every input event of the page schedule a frame. While the App rests (nothing
// moves: it runs Ebitengine in its low-power mode, see scenes.App), Ebitengine's browser loop
// calls Update and Draw only for scheduled frames, and it does not schedule one for input by
// itself; these listeners do, so a touch, a key or the mouse wakes the game at once.
func startWake() {
	wakeOnce.Do(func() {
		doc := js.Global().Get("document")
		win := js.Global().Get("window")
		if doc.IsUndefined() || doc.IsNull() || win.IsUndefined() || win.IsNull() {
			return
		}
		wake := js.FuncOf(func(js.Value, []js.Value) any {
			ebiten.ScheduleFrame()
			return nil
		})
		opts := map[string]any{"capture": true, "passive": true}
		for _, ev := range []string{"pointerdown", "pointermove", "pointerup", "pointercancel", "mousedown",
			"mousemove", "mouseup", "wheel", "touchstart", "touchmove", "touchend", "touchcancel", "keydown",
			"keyup", "input", "compositionstart", "compositionupdate", "compositionend", "focusin", "focusout"} {
			doc.Call("addEventListener", ev, wake, opts)
		}
		for _, ev := range []string{"resize", "focus", "blur", "visibilitychange", "orientationchange"} {
			win.Call("addEventListener", ev, wake, opts)
		}
	})
}
