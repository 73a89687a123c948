package table

import (
	"northtable/input"
	"northtable/rules"
	"northtable/rules/record"
)

// The end of a turn, confirmed: when a person's move ends their turn and the screen is to pass
// to another person behind the curtain, the board stays with the player who moved until they
// press End turn. They see what the move did (the dice land, a fight's verdict) and may still
// take it back when it showed them nothing hidden.

// Revealer is a game (rules.Game) that says whether the move it applied last showed its mover
// something hidden from them (a die rolled, a card drawn). Such a game takes part in the
// confirmed end of a turn: the shell knows which turn-ending moves may be taken back before End
// turn is pressed. A game that does not say hands on at once, as before (Orkney ends its turns
// with its own End turn move; Reykholt raises no curtain).
type Revealer interface {
	Revealed() bool
}

// endTurnAction is the action of the prompt bar's End turn button while a finished turn waits.
const endTurnAction = -2

// EndTurnLabel is the prompt bar's button that ends a finished turn and raises the curtain.
const EndTurnLabel = "End turn"

// EndTurnTarget is the End turn button's name for the browser test (build/e2e/README.md): a
// click target on the TurnOverScreen.
const EndTurnTarget = "end-turn"

// TurnOverScreen is the screen name the browser test waits on while a finished turn waits for
// End turn (build/e2e/README.md).
const TurnOverScreen = "turn-over"

// held is a finished turn waiting for its player's End turn.
type held struct {
	on   bool
	seat rules.Seat // the seat whose turn ended: the viewer still
	undo bool       // the move that ended it showed nothing hidden: Undo takes it back
	why  string     // else why it stays, in the mover's words
	// before is the position's Hash before that move: the replay that takes it back ends there
	before [32]byte
}

// hold keeps the board with the viewer after seat's move ended its turn (at this screen only), instead of asking
// for the curtain at once; it reports whether it did. The caller has checked that the curtain
// would rise; the game must say what its moves reveal (Revealer).
func (t *Table) hold(seat rules.Seat) bool {
	g := t.match.Game()
	r, ok := g.(Revealer)
	if !ok || t.rec == nil || seat != t.viewer || !t.Human(seat) {
		return false
	}
	t.held = held{on: true, seat: seat, undo: !r.Revealed(), why: record.ReasonShown, before: t.before}
	if fw, ok := g.(record.FinalWorder); ok && !t.held.undo {
		if w := fw.FinalWords(); w != "" {
			t.held.why = record.ReasonStays + w
		}
	}
	return true
}

// Holding reports whether a finished turn waits for its player's End turn: the board still
// shows the position as that player sees it (Turn.Front is theirs), the prompt bar offers End
// turn once the animations have played, and Undo takes the move back when it showed nothing
// hidden.
func (t *Table) Holding() bool { return t.held.on }

// EndTurn ends a finished turn that waits (Holding): the curtain rises for the next player. It
// does nothing otherwise.
func (t *Table) EndTurn() {
	if !t.held.on {
		return
	}
	t.held = held{}
	t.offerEndTurn()
	t.needCurtain = true
	t.changed()
}

// offerEndTurn puts End turn on the prompt bar while a finished turn waits and its animations
// have played (the roller sees the dice land before passing on), and takes it off otherwise.
func (t *Table) offerEndTurn() {
	on := t.held.on && !t.Busy()
	if on == t.bar.endTurn {
		return
	}
	t.bar.endTurn, t.bar.endChoice = on, t.endTurnChoice()
	t.bar.version++
	t.bar.layout(t.ui)
}

// endTurnChoice is the prompt bar's End turn button.
func (t *Table) endTurnChoice() Choice {
	return Choice{Label: EndTurnLabel, Action: endTurnAction, Enabled: true}
}

// updateHeld runs a tick of a finished turn that waits, its animations played: the prompt bar
// (End turn, and the board's own choices) and the End turn key (E). It announces the End turn
// button for the browser test.
func (t *Table) updateHeld(p *input.Pointer, f input.Frame) {
	if r, ok := t.bar.rectOf(endTurnAction); ok {
		x, y := r.Centre()
		t.probe.Hit(EndTurnTarget, x, y)
		t.probe.Ready(TurnOverScreen)
	}
	if p != nil {
		if c, ok := t.bar.update(p); ok {
			t.choose(c)
			return
		}
	}
	if f.Has(input.ActEndTurn) {
		t.EndTurn()
	}
}

// undoHeld takes back the move that ended the waiting turn: the match is replayed without it,
// so the turn's earlier moves are as undoable as before it.
func (t *Table) undoHeld() error {
	rec := t.rec.Record()
	rec.Moves = rec.Moves[:len(rec.Moves)-1]
	rec.FinalHash = record.HashString(t.held.before) // checked: the replay ends where the move began
	m, err := record.Replay(t.cfg.Def, rec)
	if err != nil {
		t.Say("That cannot be undone", true)
		return err
	}
	seat := t.held.seat
	t.held = held{}
	t.match, t.rec = local{m}, m
	t.offerEndTurn()
	t.undone(seat)
	return nil
}
