//go:build !js

package reavers

import (
	"slices"

	"northtable/render"
	"northtable/rules"
	rv "northtable/rules/reavers"
	"northtable/scenes/table"
)

// Where is the board's probe surface (scenes/table doc, "One template for every board"): where
// things are drawn and take the pointer, in logical px, and what the board says, as of the last
// Draw or input tick; it changes nothing. The locations, displays, decision panel and combat
// panel are Where's; the player boards, trays and hands Seats'; the animations Motion's.
type Where struct{ b *Board }

// Where is the board's probe surface.
func (b *Board) Where() Where { return Where{b} }

// SeatsWhere is the probe surface of the player boards, their dice trays, hands and Glory
// piles (Where.Seats).
type SeatsWhere struct{ b *Board }

// Seats is the probe surface of the player boards.
func (w Where) Seats() SeatsWhere { return SeatsWhere(w) }

// MotionWhere is the probe surface of the animations on the shell's queue: the rolls, the
// longship glides, the round end's banner (Where.Motion).
type MotionWhere struct{ b *Board }

// Motion is the probe surface of the animations.
func (w Where) Motion() MotionWhere { return MotionWhere(w) }

// Locations is the location board as drawn now, a copy of its own: where each location lies
// and takes the pointer (LocationRect), the pawns on its spots, the words it cuts short (Cuts).
func (w Where) Locations() *render.LocationBoard {
	v := &w.b.view.locs
	lb := &render.LocationBoard{Rect: v.Rect, Locations: slices.Clone(v.Locations), Columns: v.Columns}
	lb.LocationRect(0) // laid out as drawn
	return lb
}

// Answers is the decision panel as shown now: its title, tooltip and buttons (the shell's
// answer list).
func (w Where) Answers() table.AnswersShown { return w.b.picker.panel.list.Shown() }

// PawnHome is the pawn the selecting seat lifts to drag it onto a location (its longship, or
// the Honour Ship in a 3-player round's fourth selection) and the centre it is lifted from; ok
// is false outside the viewer's selection.
func (w Where) PawnHome() (render.Pawn, render.Point, bool) {
	at, ok := w.b.pawnHome()
	return w.b.selectingPawn(w.b.g, w.b.seat()), at, ok
}

// SeatRect is seat s's player board.
func (w SeatsWhere) SeatRect(s rules.Seat) render.Rect { return seatRect(int(s), w.b.big(), w.b.n) }

// Combat is the combat panel on show, a copy to read (its DieRect, ButtonRect, Committed,
// Status): a fight's roll's own panel while the roll is on show, else the fight's after a roll;
// ok is false when no fight is shown.
func (w Where) Combat() (render.CombatPanel, bool) {
	for _, r := range w.b.motion.rolls.flying.All() {
		if r.fight != nil {
			return r.fight.Panel, true
		}
	}
	return w.b.view.fight.cp, w.b.view.fight.on
}

// Tray is seat s's dice tray as filled and laid out at the last draw, read only: its dice in
// the order drawn, where each lies, which are picked, how many are still rolling in.
func (w SeatsWhere) Tray(s rules.Seat) render.DiceTrayView { return w.b.view.st.trays[s].View() }

// Roll is a dice roll on show (anim_roll.go): a seat's crew dice thrown into its tray (a Reaver
// card's Gain dice, a Spoils card's), the Trade dice, or a fight's Combat dice.
type Roll struct {
	Seat    rules.Seat // whose crew dice; NoSeat for the Trade dice and Combat dice
	Combat  bool
	Rect    render.Rect // where the dice are thrown, as laid out at the last draw
	Results []string    // the face each die lands on (atlas sprite names), the engine's result
	Showing []string    // the face each die shows now
	Kept    []bool      // the dice a re-roll kept: at rest from the start
	Landed  bool        // every die is at rest on its result
	// Decided: a combat roll that ends its fight; once landed it shows Victory or Defeat
	Decided bool
}

// Rolls lists the rolls on show or waiting their turn, the one playing first; none once they
// have ended or with animations off.
func (w MotionWhere) Rolls() []Roll {
	var out []Roll
	for _, r := range w.b.motion.rolls.flying.All() {
		rl := Roll{Seat: r.seat, Combat: r.fight != nil, Rect: r.roll.Rect, Landed: r.roll.AllLanded(),
			Decided: r.fight != nil && r.fight.Decided()}
		for i, d := range r.roll.Dice {
			rl.Results = append(rl.Results, d.Sprite)
			rl.Showing = append(rl.Showing, r.roll.Showing(i))
			rl.Kept = append(rl.Kept, d.Kept)
		}
		out = append(out, rl)
	}
	return out
}

// Target is one thing the displays show that the pointer may choose or ask about, as laid out
// now: a stack, a linked pair, a Sea Battle, a Trade die or Prophecy, a Territory stack, a deck
// or discard pile (Reavers spec §11 "Board").
type Target struct {
	Rect  render.Rect
	Loc   rv.Location
	Index int // the place in the display; the rv.Deck of a pile; the rv.StackID of a Territory
	// Pile is "deck" or "discard" for a deck's piles, "" for the other things.
	Pile string
	// Moves are the viewer's legal moves choosing it now (it glows); Dimmed marks one of the
	// kind the pending decision chooses among that it may not choose, Reason saying why.
	Moves  []rules.Move
	Dimmed bool
	Reason string
}

// Targets lists the displays' things as laid out now (location headers left out).
func (w Where) Targets() []Target {
	var out []Target
	for i, s := range w.b.view.disp.spots {
		if s.kind == spotHeader {
			continue
		}
		t := Target{Rect: s.rect, Loc: s.loc, Index: s.index, Moves: s.moves, Dimmed: s.choice && len(s.moves) == 0,
			Pile: map[spotKind]string{spotDeck: rv.DeckLabel, spotDiscard: rv.DiscardLabel}[s.kind]}
		if t.Dimmed {
			t.Reason = w.b.view.disp.whyNot(w.b.ix, i)
		}
		out = append(out, t)
	}
	return out
}

// DisplayTip is the words the displays' tooltip shows now (after the pointer rested on a
// thing, or a long-press), "" when none is due.
func (w Where) DisplayTip() string { return w.b.view.disp.hits.Reason() }

// PileCount is the count drawn on deck d's draw pile (discard false) or discard pile at the
// board's last drawing; ok is false when it was not drawn.
func (w Where) PileCount(d rv.Deck, discard bool) (int, bool) {
	if d < 0 || d >= rv.NumDecks {
		return 0, false
	}
	k := 0
	if discard {
		k = 1
	}
	n := w.b.view.disp.drawn[d][k]
	return n, n >= 0
}

// PickerAnswers are the buttons of the chooser open on a display thing (a Territory stack's
// Force and Peace), as laid out now; empty when none is open.
func (w Where) PickerAnswers() []table.AnswerButton {
	var out []table.AnswerButton
	for _, c := range w.b.picker.chooser.pick.Buttons() {
		a := &table.Answer{Label: c.Label, Move: w.b.picker.chooser.picks[c.ID-1], Enabled: c.Enabled}
		out = append(out, table.AnswerButton{Rect: c.Rect, Label: c.Label, Enabled: c.Enabled, Answer: a})
	}
	return out
}

// CutDisplayWords lists the words of the displays' cards drawn cut short ("…") at the board's
// last drawing; empty when every one read whole (nil before the board has drawn).
func (w Where) CutDisplayWords() []string {
	if w.b.ui == nil {
		return nil
	}
	return append([]string{}, w.b.view.disp.pen.Cuts()...)
}

// HandNames are the Prophecies seat s's board shows face up (its owner's hand on the
// viewer's own board); nil where the hand is face down.
func (w SeatsWhere) HandNames(s rules.Seat) []string { return w.b.view.st.handNames(s) }

// Hand is seat s's Prophecy hand as laid out at the last draw, read only: how many cards it
// shows face up or down, where, and which is enlarged.
func (w SeatsWhere) Hand(s rules.Seat) render.HandView { return w.b.view.st.boards[s].hand.View() }

// ReaverCardRect is card k of seat s's box (0 the Leader, 1..4 the Sea, Villages, Keeps and
// Territories slots); ok is false when the box holds no such card.
func (w SeatsWhere) ReaverCardRect(s rules.Seat, box, k int) (render.Rect, bool) {
	pl := w.b.g.Player(s)
	cards := pl.BoxCards(box)
	if k < 0 || k >= len(cards) {
		return render.Rect{}, false
	}
	l := w.b.view.st.seatLayout(s)
	return l.cardRect(box, k, len(cards)), true
}

// Tip is the tooltip of the last frame drawn, "" for none.
func (w Where) Tip() string { return w.b.view.tip }

// PileChipRect is seat s's Glory pile chip, which opens the pile.
func (w SeatsWhere) PileChipRect(s rules.Seat) render.Rect {
	return w.b.view.st.seatLayout(s).chip
}

// PileOpen is the seat whose Glory pile popover is open and the popover as drawn (its
// rectangle, each kind of the pile in words, each Territory tile); ok is false when none is.
func (w SeatsWhere) PileOpen() (rules.Seat, render.ListPopover, bool) {
	return rules.Seat(w.b.view.pile.seat), w.b.view.pile.pop, w.b.view.pile.seat >= 0
}

// CutSeatWords lists the words the player boards cut short ("…") at their last draw, each as
// the board's player and the words; empty when all read whole (nil before the first draw).
func (w SeatsWhere) CutSeatWords() []string {
	if w.b.ui == nil {
		return nil
	}
	out := []string{}
	for s := 0; s < w.b.n; s++ {
		for _, c := range w.b.view.st.boards[s].cuts {
			out = append(out, w.b.t.Name(rules.Seat(s))+": "+c)
		}
	}
	return out
}

// SeatWords lists the words seat s's player board drew at its last draw, in drawing order (its
// names, counts and box labels; nil before the first draw).
func (w SeatsWhere) SeatWords(s rules.Seat) []string { return w.b.view.st.boards[s].said }

// ArtifactRect is Artifact space i of seat s's board.
func (w SeatsWhere) ArtifactRect(s rules.Seat, i int) render.Rect {
	return w.b.view.st.seatLayout(s).artifacts[i]
}

// LongshipGlide is a longship on its way from its board to the location selected (anim.go).
type LongshipGlide struct {
	Loc      rv.Location
	From, To render.Point // centres, logical px: its board, the location's spot
	Progress float64      // 0 at its board, 1 on the spot
	Sprite   string       // the pawn's atlas sprite: the selector's longship, or the Honour Ship
}

// LongshipGlides lists the longships gliding or waiting their turn on the shell's queue, the
// one in flight first; none once they have landed or with animations off.
func (w MotionWhere) LongshipGlides() []LongshipGlide {
	var out []LongshipGlide
	for _, g := range w.b.motion.gliding {
		out = append(out, LongshipGlide{Loc: g.loc, From: g.From, To: g.Target(), Progress: g.Tween.Progress(), Sprite: g.pawn.Sprite})
	}
	return out
}

// CleanupBanner is the words of the round-end banner on show or waiting on the shell's queue
// (anim.go), and whether one is; the words of the last round end, as a banner or a toast, are
// LastCleanup.
func (w MotionWhere) CleanupBanner() (string, bool) {
	if c := w.b.motion.banner; c != nil && !c.Over() {
		return c.Text + ": " + c.Sub, true
	}
	return "", false
}

// LastCleanup is the news of the last round end the board showed ("" before the first).
func (w MotionWhere) LastCleanup() string { return w.b.motion.news }

// Hint is the move the shown hint names (Table.AskHint) and the rectangles its gold marks ring
// as last drawn: the location, the display's spot or the tray's die (none for a die among
// the decision panel's dice, which the answer list marks); nil and none while no hint is shown
// or the move is answered only on the decision panel (whose answer the shell marks and words).
func (w Where) Hint() (rules.Move, []render.Rect) {
	return w.b.hint, append([]render.Rect(nil), w.b.marks...)
}
