package reavers

import (
	"strings"

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

// HomePawn is the pawn drawn at PawnHome and carried by its drag: the selecting seat's
// longship, or the Honour Ship in a 3-player round's fourth selection.
func (b *Board) HomePawn() render.Pawn { return b.selectingPawn(b.g, b.seat()) }

// Answer is one button of the decision panel as laid out now: its rectangle, its words and,
// for an answer, the move it plays (nil for "Other payment…", the paging and Back buttons); a
// die face offered as a die has no label.
type Answer struct {
	Rect    render.Rect
	Label   string
	Tip     string // the whole words on hover, when the label is cut or worded short
	Move    rules.Move
	Enabled bool
	// Others are the other payments an "Other payment…" button lists.
	Others []rules.Move
	// Card is the words of the card an answer takes, as its button shows them under the label.
	Card string
}

// Answers lists the decision panel's buttons as laid out now.
func (b *Board) Answers() []Answer {
	var out []Answer
	for _, c := range b.panel.list.Buttons() {
		a := Answer{Rect: c.Rect, Label: c.Label, Tip: c.Tip, Enabled: c.Enabled, Card: strings.Join(c.Lines, " ")}
		if c.Answer != nil {
			a.Move = c.Answer.Move
			for _, o := range c.Answer.More {
				a.Others = append(a.Others, o.Move)
			}
		}
		out = append(out, a)
	}
	return out
}

// PanelText is the decision panel's heading.
func (b *Board) PanelText() string { return b.panel.list.Title() }

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

// TrayDice is seat s's dice tray as filled now: each die's face, wild mark and words, in the
// order drawn (nil for a seat not at the table).
func (b *Board) TrayDice(s rules.Seat) []render.Die {
	if s < 0 || int(s) >= b.n {
		return nil
	}
	return append([]render.Die(nil), b.trays[s].Dice...)
}

// Roll is a dice roll on show (roll.go): a seat's crew dice thrown into its tray (a Reaver
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
func (b *Board) Rolls() []Roll {
	var out []Roll
	for _, r := range b.rolls.flying {
		w := Roll{Seat: rules.NoSeat, Combat: r.kind == rollCombat, Rect: r.roll.Rect, Landed: r.roll.AllLanded(),
			Decided: r.kind == rollCombat && r.outcome != render.CombatOpen}
		if r.kind == rollCrew {
			w.Seat = rules.Seat(r.seat)
		}
		for i, d := range r.roll.Dice {
			w.Results = append(w.Results, d.Sprite)
			w.Showing = append(w.Showing, r.roll.Showing(i))
			w.Kept = append(w.Kept, d.Kept)
		}
		out = append(out, w)
	}
	return out
}

// TrayDie is die i of seat s's tray: its colour and face, where it is drawn and takes the
// pointer, and whether it is picked (a payment being put together); ok is false past the end.
func (b *Board) TrayDie(s rules.Seat, i int) (c rv.Colour, f rv.Face, at render.Rect, picked, ok bool) {
	if s < 0 || int(s) >= b.n || i < 0 || i >= len(b.edit.kinds[s]) {
		return 0, 0, render.Rect{}, false, false
	}
	k := b.edit.kinds[s][i]
	at, _ = b.trays[s].DieRect(i)
	return k.c, k.f, at, b.trays[s].IsPicked(i), true
}

// TrayPicks is the board dice picked on the viewer's tray for the pending payment, by colour
// and face, and whether a payment is being picked there at all.
func (b *Board) TrayPicks() (rv.Pool, bool) { return b.edit.pick, b.edit.opt >= 0 }

// RestDieRect is the decision panel's die of colour c on face f offered for a Rest; ok is
// false when the panel does not show it.
func (b *Board) RestDieRect(c rv.Colour, f rv.Face) (render.Rect, bool) {
	for _, a := range b.panel.list.Buttons() {
		if a.Answer == nil {
			continue
		}
		if m, ok := a.Answer.Move.(rv.RestDie); ok && m.Colour == c && m.Face == f {
			return a.Rect, true
		}
	}
	return render.Rect{}, false
}

// TrayIncoming is the number of dice of seat s's tray still rolling toward their places
// (drawn by the roll, their places in the tray left empty).
func (b *Board) TrayIncoming(s rules.Seat) int {
	if s < 0 || int(s) >= b.n {
		return 0
	}
	n := 0
	for _, d := range b.trays[s].Dice {
		if d.Incoming {
			n++
		}
	}
	return n
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
func (b *Board) Targets() []Target {
	var out []Target
	for i, s := range b.disp.spots {
		if s.kind == spotHeader {
			continue
		}
		t := Target{Rect: s.rect, Loc: s.loc, Index: s.index, Moves: s.moves, Dimmed: s.choice && len(s.moves) == 0}
		if t.Dimmed {
			t.Reason = b.disp.whyNot(b.ix, i)
		}
		switch s.kind {
		case spotDeck:
			t.Pile = "deck"
		case spotDiscard:
			t.Pile = "discard"
		}
		out = append(out, t)
	}
	return out
}

// TargetRect is the thing on the displays a legal move of the pending decision chooses (a tap
// there plays it); ok is false for a move chosen elsewhere.
func (b *Board) TargetRect(m rules.Move) (render.Rect, bool) {
	if i := b.spotOf(m); i >= 0 {
		return b.disp.spots[i].rect, true
	}
	return render.Rect{}, false
}

// CardRect is card k (0 the upper) of Recruit Reavers' stack or a Raid's linked pair i; ok is
// false when the place is empty.
func (b *Board) CardRect(l rv.Location, i, k int) (render.Rect, bool) {
	for _, p := range b.disp.parts {
		s := &b.disp.spots[p.spot]
		if s.loc == l && s.index == i && (s.kind == spotStack || s.kind == spotVillage || s.kind == spotKeep) {
			if k == 0 && p.rect.Y == s.rect.Y || k == 1 && p.rect.Y > s.rect.Y {
				return p.rect, true
			}
		}
	}
	return render.Rect{}, false
}

// DisplayTip is the words the displays' tooltip shows now (after the pointer rested on a
// thing, or a long-press), "" when none is due.
func (b *Board) DisplayTip() string { return b.disp.hits.Reason() }

// PileCount is the count drawn on deck d's draw pile (discard false) or discard pile at the
// board's last drawing; ok is false when it was not drawn.
func (b *Board) PileCount(d rv.Deck, discard bool) (int, bool) {
	if d < 0 || d >= rv.NumDecks {
		return 0, false
	}
	k := 0
	if discard {
		k = 1
	}
	n := b.disp.drawn[d][k]
	return n, n >= 0
}

// LocationPawns are the pawns standing on location l as drawn: a seat's longship, or the
// Honour Ship (render.SpriteHonourShip) on the location it took.
func (b *Board) LocationPawns(l rv.Location) []render.Pawn { return b.locs.Locations[l].Pawns }

// PickerAnswers are the buttons of the chooser open on a display thing (a Territory stack's
// Force and Peace), as laid out now; empty when none is open.
func (b *Board) PickerAnswers() []Answer {
	var out []Answer
	for _, c := range b.disp.pick.All() {
		out = append(out, Answer{Rect: c.Rect, Label: c.Label, Move: b.disp.picks[c.ID-1], Enabled: c.Enabled})
	}
	return out
}

// CutDisplayWords lists the words of the displays' cards drawn cut short ("…") at the board's
// last drawing; empty when every one read whole (nil before the board has drawn).
func (b *Board) CutDisplayWords() []string {
	if b.ui == nil {
		return nil
	}
	return append([]string{}, b.disp.cuts...)
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

// SeatWords lists the words seat s's player board drew at its last draw, in drawing order (its
// names, counts and box labels; nil before the first draw).
func (b *Board) SeatWords(s rules.Seat) []string { return b.seats[s].said }

// TrayLayout is seat s's dice tray as laid out at the last draw: its well and where each die
// is drawn (a die of a collapsed group at its group's place).
func (b *Board) TrayLayout(s rules.Seat) (well render.Rect, dice []render.Rect) {
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

// LongshipGlide is a longship on its way from its board to the location selected (motion.go).
type LongshipGlide struct {
	Loc      rv.Location
	From, To render.Point // centres, logical px: its board, the location's spot
	Progress float64      // 0 at its board, 1 on the spot
	Sprite   string       // the pawn's atlas sprite: the selector's longship, or the Honour Ship
}

// LongshipGlides lists the longships gliding or waiting their turn on the shell's queue, the
// one in flight first; none once they have landed or with animations off.
func (b *Board) LongshipGlides() []LongshipGlide {
	var out []LongshipGlide
	for _, g := range b.ships.gliding {
		to := g.To
		if g.Target != nil {
			to = g.Target()
		}
		l := rv.NoLocation
		for i := range b.locs.Locations {
			if b.locs.SpotCentre(i, 0) == to {
				l = rv.Location(i)
			}
		}
		w := LongshipGlide{Loc: l, From: g.From, To: to, Progress: g.Tween.Progress()}
		if g == b.ships.glide {
			w.Sprite = b.ships.pawn.Sprite
		}
		out = append(out, w)
	}
	return out
}

// LocationPawnCount is the number of pawns location l draws on its spots now (a pawn still
// gliding there is not yet counted).
func (b *Board) LocationPawnCount(l rv.Location) int {
	if l < 0 || int(l) >= len(b.locs.Locations) {
		return 0
	}
	return len(b.locs.Locations[l].Pawns)
}

// CleanupBanner is the words of the round-end banner on show or waiting on the shell's queue
// (cleanup.go), and whether one is; the words of the last round end, as a banner or a toast,
// are LastCleanup.
func (b *Board) CleanupBanner() (string, bool) {
	if c := b.ships.banner; c != nil {
		return c.words(), true
	}
	return "", false
}

// LastCleanup is the news of the last round end the board showed ("" before the first).
func (b *Board) LastCleanup() string { return b.ships.news }

// CombatCommitted is the combat panel's line of what was committed to the fight, as the panel
// shown now has it: the live fight's, else the roll on show's; ok is false when neither is.
func (b *Board) CombatCommitted() (string, bool) {
	for _, r := range b.rolls.flying {
		if r.kind == rollCombat {
			return r.panel.Committed, true
		}
	}
	if b.fight.on {
		return b.fight.cp.Committed, true
	}
	return "", false
}

// TrayDiscarding reports whether a tap on the viewer's tray discards the die tapped (a
// Capacity decision).
func (b *Board) TrayDiscarding() bool { return b.edit.discard }

// LocationPawn is the first pawn location l draws on its spots now (the zero Pawn when none).
func (b *Board) LocationPawn(l rv.Location) render.Pawn {
	if l < 0 || int(l) >= len(b.locs.Locations) || len(b.locs.Locations[l].Pawns) == 0 {
		return render.Pawn{}
	}
	return b.locs.Locations[l].Pawns[0]
}

// PanelTip is the tooltip the decision panel shows now (a button's whole words on hover), ""
// for none.
func (b *Board) PanelTip() string { return b.panel.list.Tip() }
