package reavers

import (
	"northtable/render"
	"northtable/rules"
	rv "northtable/rules/reavers"
)

// Where things are drawn and take the pointer, logical px, as of the last layout: for tests and
// tools that play the board through its input (a press at the point, a drag to it).

// LocationRect is Action Location l on the location board.
func (b *Board) LocationRect(l rv.Location) render.Rect { return b.locs.LocationRect(int(l)) }

// PawnHome is the centre of the longship the selecting seat lifts to drag it onto a location;
// ok is false outside the viewer's selection.
func (b *Board) PawnHome() (render.Point, bool) { return b.pawnHome() }

// Answer is one button of the decision panel as laid out now: its rectangle, its words and,
// for an answer, the move it plays (nil for "Other payment…", the paging and Back buttons).
type Answer struct {
	Rect    render.Rect
	Label   string
	Move    rules.Move
	Enabled bool
	// Others are the other payments an "Other payment…" button lists.
	Others []rules.Move
}

// Answers lists the decision panel's buttons as laid out now.
func (b *Board) Answers() []Answer {
	var out []Answer
	for _, c := range b.panel.controls.All() {
		a := Answer{Rect: c.Rect, Label: c.Label, Enabled: c.Enabled}
		switch {
		case c.ID >= idAnswer && c.ID < idOther && c.ID-idAnswer < len(b.panel.opts):
			a.Move = b.panel.opts[c.ID-idAnswer].main
		case c.ID >= idAlt && c.ID < idBack && b.panel.expanded >= 0:
			a.Move = b.panel.opts[b.panel.expanded].alts[c.ID-idAlt]
		case c.ID >= idOther && c.ID < idAlt && c.ID-idOther < len(b.panel.opts) && b.panel.expanded < 0:
			a.Others = b.panel.opts[c.ID-idOther].alts
		}
		out = append(out, a)
	}
	return out
}

// Expand opens the list of other payments for the answer whose group holds m and reports
// whether one did (a test's way to the button that plays m).
func (b *Board) Expand(m rules.Move) bool {
	k := groupKey(m)
	for i, o := range b.panel.opts {
		if groupKey(o.main) == k && len(o.alts) > 1 {
			b.panel.expanded, b.panel.page = i, 0
			b.panel.layout()
			return true
		}
	}
	return false
}

// PanelText is the decision panel's heading.
func (b *Board) PanelText() string { return b.panel.heading() }

// SeatRect is seat s's player board.
func (b *Board) SeatRect(s rules.Seat) render.Rect { return seatRect(int(s), b.big(), b.n) }

// CombatDieRect is Combat die i of the fight shown after a roll; ok is false when no fight is.
func (b *Board) CombatDieRect(i int) (render.Rect, bool) {
	if !b.fight.on || i < 0 || i >= len(b.fight.cp.Dice) {
		return render.Rect{}, false
	}
	return b.fight.cp.DieRect(i), true
}

// CombatButtonRect is the fight's re-roll (TapReroll), Artifact k (TapButton) or accept
// (TapAccept) button; ok is false when no fight is shown.
func (b *Board) CombatButtonRect(tap render.CombatTap, k int) (render.Rect, bool) {
	if !b.fight.on {
		return render.Rect{}, false
	}
	return b.fight.cp.ButtonRect(tap, k), true
}

// CutLocationWords lists the location titles, cost lines and bonus lines the board would cut
// short ("…") as laid out now, each as its location's name and the words; empty when every
// one reads whole (nil before the board has its fonts).
func (b *Board) CutLocationWords() []string {
	if b.ui == nil {
		return nil
	}
	if cuts := b.locationCuts(); cuts != nil {
		return cuts
	}
	return []string{}
}

// HandNames are the Prophecies seat s's board shows face up (its owner's hand on the
// viewer's own board); nil where the hand is face down.
func (b *Board) HandNames(s rules.Seat) []string { return b.handNames(s) }

// HandCount is the number of cards seat s's hand shows, face up or down.
func (b *Board) HandCount(s rules.Seat) int {
	h := &b.seats[s].hand
	if h.Hidden {
		return h.Count
	}
	return len(h.Cards)
}

// HandCardRect is card i of seat s's hand as laid out at the last draw.
func (b *Board) HandCardRect(s rules.Seat, i int) render.Rect { return b.seats[s].hand.CardRect(i) }

// HandZoomed is the card of seat s's hand shown enlarged now, if any.
func (b *Board) HandZoomed(s rules.Seat) (int, bool) { return b.seats[s].hand.Zoomed() }

// ReaverCardRect is card k of seat s's box (0 the Leader, 1..4 the Sea, Villages, Keeps and
// Territories slots); ok is false when the box holds no such card.
func (b *Board) ReaverCardRect(s rules.Seat, box, k int) (render.Rect, bool) {
	pl := b.g.Player(s)
	cards := boxCards(&pl, box)
	if k < 0 || k >= len(cards) {
		return render.Rect{}, false
	}
	l := b.seatLayout(s)
	return l.cardRect(box, k, len(cards)), true
}

// Tip is the tooltip of the last frame drawn, "" for none.
func (b *Board) Tip() string { return b.tip }

// PileChipRect is seat s's Glory pile chip, which opens the pile.
func (b *Board) PileChipRect(s rules.Seat) render.Rect {
	return b.seatLayout(s).chip
}

// PileOpen is the seat whose Glory pile popover is open, and its rectangle; ok is false when
// none is.
func (b *Board) PileOpen() (rules.Seat, render.Rect, bool) {
	return rules.Seat(b.pile.seat), b.pile.rect, b.pile.seat >= 0
}

// PileWords is the open popover's contents, each kind of the Glory pile in words and each
// Territory tile; nil when it is closed.
func (b *Board) PileWords() []string { return b.pileWords() }

// CutSeatWords lists the words the player boards cut short ("…") at their last draw, each as
// the board's player and the words; empty when all read whole (nil before the first draw).
func (b *Board) CutSeatWords() []string {
	if b.ui == nil {
		return nil
	}
	out := []string{}
	for s := 0; s < b.n; s++ {
		for _, c := range b.seats[s].cuts {
			out = append(out, b.t.Name(rules.Seat(s))+": "+c)
		}
	}
	return out
}

// TrayDice is seat s's dice tray as laid out at the last draw: its well and where each die
// is drawn (a die of a collapsed group at its group's place).
func (b *Board) TrayDice(s rules.Seat) (well render.Rect, dice []render.Rect) {
	t := &b.trays[s]
	for i := range t.Dice {
		if r, ok := t.DieRect(i); ok {
			dice = append(dice, r)
		}
	}
	return t.Well(), dice
}

// ArtifactRect is Artifact space i of seat s's board.
func (b *Board) ArtifactRect(s rules.Seat, i int) render.Rect { return b.seatLayout(s).artifacts[i] }
