package reykholt

import (
	"northtable/render"
	"northtable/rules"
	rk "northtable/rules/reykholt"
)

// Where things are drawn and take the pointer, logical px, as of the last Draw: for tests and
// tools that play the board through its input (a press at the point, a drag to it). A rectangle
// is the zero Rect (ok false) when the thing is not on screen.

// WorkerHome is the centre of the mover's next worker disc in its panel, the one a press lifts
// for a drag; ok is false when no worker waits at home or none may be placed.
func (b *Board) WorkerHome() (c render.Point, ok bool) {
	home := b.g.WorkersHome(b.seat())
	if home == 0 || !b.anyPlace() {
		return render.Point{}, false
	}
	return workerHome(panelRect(int(b.seat()), b.n), home-1), true
}

// SpaceRect is action space i.
func (b *Board) SpaceRect(i rk.SpaceID) render.Rect { return b.view.grid.SpaceRect(int(i)) }

// PileRect is greenhouse pile p.
func (b *Board) PileRect(p rk.Pile) render.Rect { return b.view.piles[p].Rect }

// DisplayCardRect is service card c in the display.
func (b *Board) DisplayCardRect(c rk.CardID) (render.Rect, bool) {
	for _, d := range b.g.Display() {
		if d == c {
			return b.view.display[c].Rect, true
		}
	}
	return render.Rect{}, false
}

// CardChipRect is service card c in seat s's panel (held or shared).
func (b *Board) CardChipRect(s rules.Seat, c rk.CardID) (render.Rect, bool) {
	held := b.g.CardsOf(s)
	for j, h := range held {
		if h == c {
			return cardChip(panelRect(int(s), b.n), j, len(held)), true
		}
	}
	return render.Rect{}, false
}

// GreenhouseRect is greenhouse h in its owner's panel.
func (b *Board) GreenhouseRect(h rk.GreenhouseID) (render.Rect, bool) {
	if s := b.g.Owner(h); s >= 0 && int(s) < b.n {
		for _, o := range b.g.Owned(s) {
			if o == h {
				return b.view.ghCards[h].Rect, true
			}
		}
	}
	return render.Rect{}, false
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
