// Everything in this file is pure Go; the Ebitengine-backed source lives in ebiten_source.go.

package input

import "time"

// Action is a named key intent (ARCHITECTURE.md §Scenes, render, input).
type Action int

// The key actions. The default bindings are listed on each; EbitenSource maps them.
const (
	ActNone      Action = iota // no action
	ActRotateCW                // R: rotate the held tile 60° clockwise
	ActRotateCCW               // Shift+R: rotate 60° anticlockwise
	ActZoomIn                  // + or =
	ActZoomOut                 // -
	ActPanLeft                 // Left arrow (repeats every tick while held)
	ActPanRight                // Right arrow (repeats)
	ActPanUp                   // Up arrow (repeats)
	ActPanDown                 // Down arrow (repeats)
	ActEndTurn                 // E
	ActSkip                    // Space: skip the running animation
	ActConfirm                 // Enter
	ActBack                    // Esc
	ActBackspace               // Backspace (once a tick while pressed or repeating; text fields read Frame.Edits instead)
	ActTab                     // Tab: move focus to the next text field
	ActUndo                    // Ctrl+Z (Cmd+Z) or U: take back the last decision
	ActHint                    // H: ask for a hint (the move the Normal computer would play)
)

// String names the action for logs and test failures.
func (a Action) String() string {
	if a < 0 || int(a) >= len(actionNames) {
		return "unknown"
	}
	return actionNames[a]
}

var actionNames = [...]string{
	"none", "rotate-cw", "rotate-ccw", "zoom-in", "zoom-out", "pan-left", "pan-right", "pan-up",
	"pan-down", "end-turn", "skip", "confirm", "back", "backspace", "tab", "undo", "hint",
}

// Frame is one tick of raw input. Positions are in logical px (the 1600x900 space).
type Frame struct {
	X, Y       float64  // pointer position
	Down       bool     // primary button or one finger is down
	RightPress bool     // the right button went down this tick
	WheelY     float64  // wheel this tick in notches (1 = one notch, + = up/away), clamped to ±3
	Pinch      float64  // touch pinch scale factor this tick; 1 or 0 = none
	Actions    []Action // actions whose key went down this tick (held arrows repeat each tick)
	Chars      []rune   // printable characters typed this tick, for text fields
	Edits      []Edit   // editing keys pressed or repeated this tick, for text fields, in order
	Touch      bool     // the pointer is a finger
	// Touches is how many fingers are on the screen (0 with a mouse). With two or more, X, Y is
	// the midpoint of the first two, Down is false, and A and B are those two fingers, logical
	// px like X, Y: the raw positions a PinchTracker reads.
	Touches int
	A, B    Spot
	// At is when the frame was read, by the App's clock; zero (a Script's frames) stands for one
	// TickTime after the frame before. The Pointer times long presses by it.
	At time.Time
}

// Spot is a position in logical px.
type Spot struct{ X, Y float64 }

// Has reports whether the action occurred in this frame.
func (f Frame) Has(a Action) bool {
	for _, x := range f.Actions {
		if x == a {
			return true
		}
	}
	return false
}

// Pinching reports whether a pinch gesture changed scale this tick.
func (f Frame) Pinching() bool { return f.Pinch != 0 && f.Pinch != 1 }

// Source yields one Frame per game tick. Update calls Next exactly once per tick.
type Source interface {
	Next() Frame
}
