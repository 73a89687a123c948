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
	on bool
	// placed: x, y hold where the pointer rested at the first tick after the change (the
	// table is not updated while the curtain is up, so the pointer it saw last is not where
	// the curtain was lifted)
	placed bool
	x, y   float64
}

// track notes the pointer of this tick's frame and lifts the hush once it has moved.
func (h *tipHush) track(f input.Frame) {
	switch {
	case !h.on:
	case !h.placed:
		h.placed, h.x, h.y = true, f.X, f.Y
	case f.X != h.x || f.Y != h.y:
		h.on = false
	}
}

// start hushes tooltips until the pointer moves from where the next tick finds it.
func (h *tipHush) start() { h.on, h.placed = true, false }

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
