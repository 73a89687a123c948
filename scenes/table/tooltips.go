package table

import (
	"northtable/input"
	"northtable/render"
)

// tipHush keeps tooltips away after a change of viewer until the pointer moves: the pointer
// left where the last player clicked (the curtain's button, a location) rests on the next
// player's board, and a tip that opens by itself there would cover what the new player reads
// first (their name, the prompt). A tip needs a movement of the pointer after the change.
type tipHush struct {
	on   bool
	x, y float64 // where the pointer was when the viewer changed
	// lastX, lastY: the pointer as of the last Update
	lastX, lastY float64
}

// track notes the pointer of this tick's frame and lifts the hush once it has moved.
func (h *tipHush) track(f input.Frame) {
	if h.on && (f.X != h.x || f.Y != h.y) {
		h.on = false
	}
	h.lastX, h.lastY = f.X, f.Y
}

// start hushes tooltips until the pointer leaves where it is now.
func (h *tipHush) start() { h.on, h.x, h.y = true, h.lastX, h.lastY }

// TipsHushed reports whether tooltips are held back because the viewer changed and the
// pointer has not moved since.
func (t *Table) TipsHushed() bool { return t.hush.on }

// keepHead notes the answer list's heading and prompt (its head band and title lines, logical
// px): tooltips keep clear of it as of what the board names with KeepClear, so a tip about an
// answer never covers the question it answers. A nil table (a list not placed) notes nothing.
func (t *Table) keepHead(r render.Rect) {
	if t != nil {
		t.answerHead = r
	}
}
