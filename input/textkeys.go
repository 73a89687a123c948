package input

import "time"

// EditKey is a text-editing key, read for a focused text field (render.TextField).
type EditKey int

// The editing keys. Each press is kept, and a held key repeats (see Edit).
const (
	EditBackspace EditKey = iota + 1 // Backspace: delete the selection or the character before the caret
	EditDelete                       // Delete: the selection or the character after the caret
	EditLeft                         // Left arrow: caret one character left (Shift: extend the selection)
	EditRight                        // Right arrow
	EditHome                         // Home (Cmd+Left on a Mac keyboard in the browser): caret to the start
	EditEnd                          // End: caret to the end
	EditSelectAll                    // Ctrl+A (Cmd+A): select the whole text
)

// Edit is one press of an editing key, or one repeat while it is held. Shift says whether
// Shift was held (arrows, Home and End then extend the selection).
type Edit struct {
	Key   EditKey
	Shift bool
}

// Key repeat on the desktop, in wall-clock time so that slow frames (a software renderer draws
// a few frames a second) repeat as fast as quick ones: the first repeat after RepeatDelay, then
// one every RepeatInterval, as many in one tick as have come due. In the browser the system's
// own key repeat arrives as events and is used instead (textkeys_js.go).
const (
	RepeatDelay    = 500 * time.Millisecond
	RepeatInterval = 40 * time.Millisecond
)

// keyRepeat follows one held key and counts the presses and repeats it is due.
type keyRepeat struct {
	held  bool
	since time.Time // when the press began
	sent  int       // repeats already counted for this press
}

// update reads the key's state this tick (pressed now; justPressed: a new press began since
// the last tick, which also catches a press released again within the tick) at time now, and
// returns how many edits it makes: 1 for a new press, plus the repeats that came due.
func (r *keyRepeat) update(pressed, justPressed bool, now time.Time) int {
	n := 0
	if justPressed || (pressed && !r.held) {
		r.since, r.sent = now, 0
		n = 1
	}
	r.held = pressed
	if !pressed {
		return n
	}
	if due := now.Sub(r.since) - RepeatDelay; due >= 0 {
		total := int(due/RepeatInterval) + 1
		n += total - r.sent
		r.sent = total
	}
	return n
}
