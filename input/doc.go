// Package input turns devices into intents: one pointer for mouse and touch (press, drag, drop,
// tap, long-press) and keys into named actions. Scenes read input only through a Source and the
// Pointer tracker, never through Ebitengine directly, so tests can drive them with a Script.
//
// # Long presses
//
// A long press is a press held still for LongPressTicks ticks (half a second at 60 ticks a
// second). The App rests while nothing moves, and a finger held still moves nothing, so while
// a long press is due (Pointer.LongPressDue) the App keeps its ticks coming. It is counted in
// ticks, not by the clock: a slow page (software drawing, a busy phone) may read a quick tap's
// press and release frames and half a second apart, and the clock would call it long. A long
// press that then moves becomes a drag (the piece under it goes with the finger).
//
// # No click is lost while the App rests
//
// While nothing moves, the App rests: it draws nothing new and its loop runs as Rest says.
// Every frame then gets one tick (a frame with none would read a quick press and drop it). On
// the desktop the loop reads the devices ten times a second in the vsync mode, whose sticky
// mouse buttons and keys keep a press until a frame reads it; Ebitengine's low-power mode would
// cost nothing but turns them off, and a press and release that arrive together (a touchpad's
// tap, a remote desktop's click) were lost. In the browser the low-power mode runs frames only
// for the page's events (wake_js.go), and the latches (presslatch.go) keep a press or a tap
// that came and went between two frames: the source reports it down for one tick and up the
// next, as a Script's Click does.
package input
