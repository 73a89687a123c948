//go:build !js

package reykholt

import (
	"slices"

	"northtable/render"
	"northtable/rules"
	rk "northtable/rules/reykholt"
)

// Where is the board's probe surface: where things are drawn and take the pointer (logical px)
// and what the board says, as of the last Draw, for tests and tools that play the board through
// its input. A rectangle is the zero Rect (ok false) when the thing is not on screen.
type Where struct{ b *Board }

// Where is the board's probe surface.
func (b *Board) Where() Where { return Where{b} }

// WorkerHome is the centre of the mover's next worker disc in its panel, the one a press lifts
// for a drag; ok is false when no worker waits at home or none may be placed.
func (w Where) WorkerHome() (c render.Point, ok bool) { return w.b.nextWorker() }

// SpaceRect is action space i.
func (w Where) SpaceRect(i rk.SpaceID) render.Rect { return w.b.view.grid.SpaceRect(int(i)) }

// PileRect is greenhouse pile p.
func (w Where) PileRect(p rk.Pile) render.Rect { return w.b.view.piles[p].Rect }

// DisplayCardRect is service card c in the display.
func (w Where) DisplayCardRect(c rk.CardID) (render.Rect, bool) {
	if !slices.Contains(w.b.g.Display(), c) {
		return render.Rect{}, false
	}
	return w.b.view.display[c].Rect, true
}

// CardChipRect is service card c in seat s's panel (held or shared).
func (w Where) CardChipRect(s rules.Seat, c rk.CardID) (render.Rect, bool) {
	held := w.b.g.CardsOf(s)
	if j := slices.Index(held, c); j >= 0 && int(s) < len(w.b.view.shown.chips) && j < len(w.b.view.shown.chips[s]) {
		return w.b.view.shown.chips[s][j], true
	}
	return render.Rect{}, false
}

// GreenhouseRect is greenhouse h in its owner's panel.
func (w Where) GreenhouseRect(h rk.GreenhouseID) (render.Rect, bool) {
	if s := w.b.g.Owner(h); s < 0 || int(s) >= w.b.n || !slices.Contains(w.b.g.Owned(s), h) {
		return render.Rect{}, false
	}
	return w.b.view.ghCards[h].Rect, true
}

// GoodRect is good t's counter in the prompt bar's goods chooser, shown while goods are chosen.
func (w Where) GoodRect(t rk.Good) (render.Rect, bool) {
	if !w.b.mine() || w.b.picker.want == 0 {
		return render.Rect{}, false
	}
	return w.b.picker.chooser.CounterRect(int(t)), true
}

// Buttons are the prompt bar's buttons with their labels and states, as the last Draw set the
// shell's prompt bar; a disabled button's Reason is filled once the pointer rested on it.
func (w Where) Buttons() []render.Control { return w.b.t.BarButtons() }

// PromptText is the prompt bar's instruction.
func (w Where) PromptText() string { return w.b.picker.promptText() }

// PanelHeaderRect is seat s's name and table line at the top of its panel.
func (w Where) PanelHeaderRect(s rules.Seat) render.Rect { return keepClear(w.b.n)[1+int(s)] }

// Chooser is the goods chooser's counters as last laid out (a copy): what each good shows
// beside it and why a dimmed one refuses; nil when no goods are being chosen.
func (w Where) Chooser() []render.GoodCounter {
	if !w.b.mine() || w.b.picker.want == 0 {
		return nil
	}
	return append([]render.GoodCounter(nil), w.b.picker.chooser.Goods...)
}

// SoloNote is the solo panel's line on this round's workers ("" outside the solo game).
func (w Where) SoloNote() string {
	if !w.b.g.Solo() || w.b.g.Over() {
		return ""
	}
	return w.b.view.soloNote()
}

// Hint is the move the shown hint names (Table.AskHint) and the rectangles its gold marks ring
// as last drawn: the action space, greenhouse, pile, card or goods; nil and none while no hint
// is shown or the shell marks a prompt-bar button for it.
func (w Where) Hint() (rules.Move, []render.Rect) {
	return w.b.hint, append([]render.Rect(nil), w.b.marks...)
}
