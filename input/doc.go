// Package input turns devices into intents: one pointer for mouse and touch (press, drag, drop,
// tap, long-press) and keys into named actions. Scenes read input only through a Source and the
// Pointer tracker, never through Ebitengine directly, so tests can drive them with a Script.
//
// # Time, not ticks
//
// A long press is a press held still for LongPressTime (half a second) by the clock: each Frame
// carries the time it was read (Frame.At, stamped by the App), and the Pointer measures the
// hold by it. A board drawn slowly (a phone's renderer at five frames a second) or an App that
// draws nothing while nothing moves gives few frames while a finger rests, and a count of ticks
// would wait for thirty of them; the clock fires on the first frame at or after the time. While
// a long press is due (Pointer.LongPressDue) the App keeps its frames coming, since nothing else
// would mark the moment. Frames without a time (a Script's) stand for a 60th of a second each,
// so tests hold LongPressTicks frames. The press must also be seen down, still, in
// LongPressFrames frames after its first: a quick tap that a slow page reads in two frames half
// a second apart stays a tap. A long press that then moves becomes a drag (the piece under it
// goes with the finger), so a slow frame never costs a drag either.
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
