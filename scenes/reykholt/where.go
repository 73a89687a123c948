package reykholt

import (
	"slices"

	"northtable/render"
	"northtable/rules"
	rk "northtable/rules/reykholt"
)

// Where things are drawn and take the pointer, logical px, as of the last Draw: for tests and
// tools that play the board through its input (a press at the point, a drag to it). A rectangle
// is the zero Rect (ok false) when the thing is not on screen.

// WorkerHome is the centre of the mover's next worker disc in its panel, the one a press lifts
// for a drag; ok is false when no worker waits at home or none may be placed.
func (b *Board) WorkerHome() (c render.Point, ok bool) { return b.nextWorker() }

// SpaceRect is action space i.
func (b *Board) SpaceRect(i rk.SpaceID) render.Rect { return b.view.grid.SpaceRect(int(i)) }

// PileRect is greenhouse pile p.
func (b *Board) PileRect(p rk.Pile) render.Rect { return b.view.piles[p].Rect }

// DisplayCardRect is service card c in the display.
func (b *Board) DisplayCardRect(c rk.CardID) (render.Rect, bool) {
	if !slices.Contains(b.g.Display(), c) {
		return render.Rect{}, false
	}
	return b.view.display[c].Rect, true
}

// CardChipRect is service card c in seat s's panel (held or shared).
func (b *Board) CardChipRect(s rules.Seat, c rk.CardID) (render.Rect, bool) {
	held := b.g.CardsOf(s)
	if j := slices.Index(held, c); j >= 0 && int(s) < len(b.view.shown.chips) && j < len(b.view.shown.chips[s]) {
		return b.view.shown.chips[s][j], true
	}
	return render.Rect{}, false
}

// GreenhouseRect is greenhouse h in its owner's panel.
func (b *Board) GreenhouseRect(h rk.GreenhouseID) (render.Rect, bool) {
	if s := b.g.Owner(h); s < 0 || int(s) >= b.n || !slices.Contains(b.g.Owned(s), h) {
		return render.Rect{}, false
	}
	return b.view.ghCards[h].Rect, true
}

// GoodRect is good t's counter in the prompt bar's goods chooser, shown while goods are chosen.
func (b *Board) GoodRect(t rk.Good) (render.Rect, bool) {
	if !b.mine() || b.picker.want == 0 {
		return render.Rect{}, false
	}
	return b.picker.chooser.CounterRect(int(t)), true
}

// Buttons are the prompt bar's buttons with their labels and states (the shell's prompt bar, as
// the board last set it); a disabled button's Reason is filled once the pointer rested on it.
func (b *Board) Buttons() []render.Control {
	b.picker.setBar()
	return b.t.BarButtons()
}

// PromptText is the prompt bar's instruction.
func (b *Board) PromptText() string { return b.picker.promptText() }

// PanelHeaderRect is seat s's name and table line at the top of its panel.
func (b *Board) PanelHeaderRect(s rules.Seat) render.Rect { return keepClear(b.n)[1+int(s)] }

// Chooser is the goods chooser's counters as last laid out (a copy): what each good shows
// beside it and why a dimmed one refuses; nil when no goods are being chosen.
func (b *Board) Chooser() []render.GoodCounter {
	if !b.mine() || b.picker.want == 0 {
		return nil
	}
	return append([]render.GoodCounter(nil), b.picker.chooser.Goods...)
}

// SoloNote is the solo panel's line on this round's workers ("" outside the solo game).
func (b *Board) SoloNote() string {
	if !b.g.Solo() || b.g.Over() {
		return ""
	}
	return b.view.soloNote()
}
