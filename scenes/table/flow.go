package table

import (
	"encoding/hex"
	"time"

	"northtable/input"
	"northtable/render"
	"northtable/rules"
	"northtable/scenes/scene"
)

// The turn flow, tick by tick: animations, dialogs, the curtain, computer seats, and the
// board's input when a human may act; and the browser test's state line.

// Update advances the shell one tick: animations, dialogs, the curtain, computer seats, and
// the board's input when a human may act.
func (t *Table) Update(ctx *scene.Context) error {
	t.bind(ctx)
	f := ctx.Frame
	p := ctx.Input
	if p != nil {
		t.fingers = p.Fingers()
	}
	t.elapsed = t.clock.Elapsed(ctx.Now)
	t.toast.Update()
	t.hush.track(f)
	t.receive()
	if f.Has(input.ActSkip) || t.instant {
		t.Skip()
	}
	t.anims.Advance(t.elapsed)
	t.offerEndTurn()
	t.tickBoard(ctx)
	busy := t.Busy() // animations were running before this tick's input was read
	if t.waiting {
		return nil
	}
	if t.menu != nil {
		t.menu.update(t, ctx)
		return nil
	}
	g := t.match.Game()
	if !g.Over() && (t.held.on || t.Human(g.ToMove()) && g.ToMove() == t.viewer && !t.needCurtain) {
		t.undoBtn.Enabled, t.undoBtn.Reason = t.CanUndo()
	} else {
		t.undoBtn.Enabled, t.undoBtn.Reason = false, "Wait for your turn"
	}
	if p != nil {
		if t.menuBtn.Update(p) {
			t.openMenu()
			return nil
		}
		if t.undoBtn.Update(p) {
			_ = t.Undo()
			return nil
		}
	}
	if f.Has(input.ActBack) && !t.board.Back() {
		t.openMenu()
		return nil
	}
	if f.Has(input.ActUndo) {
		_ = t.Undo()
	}
	if f.Has(input.ActHint) {
		t.AskHint()
	}
	t.thinkHint()
	if busy && t.Busy() && (t.held.on || t.Human(g.ToMove()) && g.ToMove() == t.viewer) && reaches(p, f) {
		// A player who reaches for the board does not wait for the show: a press or a key
		// finishes the running animations and then counts as input. (Not the animation this
		// tick's own input has just started, as Esc's tile going back to its slot.) After the
		// move that ended the turn the press only lands the show: End turn, offered once it
		// has played, is not pressed by the same press.
		t.Skip()
		if t.held.on && p != nil {
			p.Consume()
		}
	}
	if p != nil {
		t.logPanel.Update(p, f)
	}
	if t.Busy() {
		return nil
	}
	if g.Over() {
		t.finish()
		return nil
	}
	t.offerEndTurn() // the animations have played: End turn is offered this tick
	if t.held.on {
		t.updateHeld(p, f)
		return nil
	}
	if t.needCurtain {
		t.raiseCurtain()
		if t.waiting {
			return nil
		}
	}
	seat := g.ToMove()
	if c := t.ctrls[seat]; c == Away {
		t.announce() // online: the seat's move comes from the server (receive)
		return nil
	} else if c != nil {
		t.announce() // a game resumed with a computer to move says so before it moves
		t.think(seat, c)
		return nil
	}
	if seat != t.viewer {
		return nil
	}
	if !t.readySent {
		// The browser test's protocol: the board says it takes input again after a change
		// by repeating the state line (build/e2e/README.md).
		t.readySent, t.stateSent = true, false
	}
	t.announce()
	if p != nil {
		if c, ok := t.bar.update(p); ok {
			t.choose(c)
			return nil
		}
	}
	t.board.Input(ctx)
	return nil
}

// reaches reports whether this tick's input is a player acting (a press, a key, typed text),
// not a pointer merely moving or resting.
func reaches(p *input.Pointer, f input.Frame) bool {
	return (p != nil && p.Pressed()) || len(f.Actions) > 0 || len(f.Chars) > 0
}

// bind takes the widget kit and settings from the context.
func (t *Table) bind(ctx *scene.Context) {
	t.ui = ctx.UI
	t.probe = ctx.Probe
	t.instant = ctx.Instant || t.cfg.Screenshot || ctx.AnimSpeed <= 0
	t.decideNow = ctx.Instant || t.cfg.Screenshot
	t.speed = ctx.AnimSpeed
	t.anims.Speed = render.SpeedOf(ctx.AnimSpeed)
	if t.instant {
		t.anims.Speed = render.SpeedOff
	}
	if t.bar.ui != t.ui {
		t.bar.layout(t.ui)
	}
}

// raiseCurtain asks the App for the privacy curtain before the next human's decision; the
// viewer changes only once it is lifted.
func (t *Table) raiseCurtain() {
	t.needCurtain = false
	next := t.natural()
	t.Skip() // the last player's animations must not float over the next player's screen
	if !t.cfg.Private || t.cfg.Screenshot || t.cfg.ShowCurtain == nil {
		t.setViewer(next)
		return
	}
	t.waiting = true
	t.probe.Leave()
	t.cfg.ShowCurtain(t.Name(next), func() {
		t.waiting = false
		t.setViewer(next)
	})
}

// setViewer makes s the seat at the screen and redraws the board from its view.
func (t *Table) setViewer(s rules.Seat) {
	t.viewer = s
	t.hush.start()
	t.changed()
	t.board.Show(t.View(), Change{Kind: Jumped})
}

// think lets a computer seat work on its decision for a slice of this tick; its move is played
// once it has decided and a short pause has passed since its turn came, so people can follow.
func (t *Table) think(seat rules.Seat, c Controller) {
	t.botWait += t.elapsed
	if t.botMove == nil && t.mayThink() {
		began := time.Now()
		m, ok := c.Think(t.match.View(seat), t.Moves(), t.slice())
		took := time.Since(began)
		t.spent += took
		t.thinking.Slices++
		t.thinking.Longest = max(t.thinking.Longest, took)
		if !ok {
			return
		}
		t.botMove = m
		t.thinking.Took = t.botWait // since its thinking began
		t.probe.Thought(int(seat), t.Moves(), t.thinking)
		t.thinking = scene.Thinking{}
	}
	if t.botWait < time.Duration(t.Ticks(botDelay))*render.TickTime {
		return
	}
	m := t.botMove
	t.botWait, t.botMove = 0, nil
	out, err := t.apply(m)
	if err != nil {
		t.Say("The computer player made a move the rules refuse: "+rules.Explain(err), true)
		return
	}
	t.show(m.Seat(), m, out.Events)
}

// mayThink reports whether a search may think during this tick: in the browser once per drawn
// frame (thinkOncePerFrame), natively always.
func (t *Table) mayThink() bool {
	if thinkOncePerFrame && t.thought && !t.decideNow {
		return false
	}
	t.thought = true
	return true
}

// slice is the thinking budget of this tick: 0 (decide now) for screenshots and tests (never for
// a player who only turned the animations off: the table keeps drawing); else thinkSlice, or
// where frames come slower than 60 a second (a software renderer), half the time the last
// frame took without the search's thinking, up to maxSlice: the search keeps its share of the
// time, so a slow machine's computer still decides in seconds, and a frame grows by half at most
// (half of the time between frames would feed on itself, each frame longer than the last).
func (t *Table) slice() time.Duration {
	if t.decideNow {
		return 0
	}
	return min(max(thinkSlice, t.frameWork/2), maxSlice)
}

// maxSlice is the longest slice a search thinks in at once (slice).
const maxSlice = 40 * time.Millisecond

// finish hands the finished game to the results screen once; the save is removed, a finished
// game has nothing to continue.
func (t *Table) finish() {
	if t.reported {
		return
	}
	t.reported = true
	t.announce()
	if t.cfg.Store != nil {
		_ = t.cfg.Store.Remove(SaveKey(t.cfg.Def.GameID()))
	}
	if t.cfg.OnGameOver == nil {
		return
	}
	fin := Final{Result: t.match.Game().Result(), Seats: t.cfg.Seats}
	if d, ok := t.board.(Detailer); ok {
		fin.Detail = d.Detail()
	}
	t.cfg.OnGameOver(fin)
}

// probeState is the state line for the browser test (build/e2e/README.md).
type probeState struct {
	Game     string `json:"game"`
	Moves    int    `json:"moves"`
	ToMove   int    `json:"toMove"`
	Over     bool   `json:"over"`
	Hash     string `json:"hash"`
	Decision string `json:"decision"`
}

// announce prints the state line once after every change.
func (t *Table) announce() {
	if t.stateSent || t.probe == nil {
		return
	}
	t.stateSent = true
	g := t.match.Game()
	h := g.Hash()
	t.probe.State(probeState{
		Game: t.cfg.Def.GameID(), Moves: t.Moves(), ToMove: int(g.ToMove()), Over: g.Over(),
		Hash: hex.EncodeToString(h[:]), Decision: string(g.Prompt().Kind),
	})
}

// tickBoard runs the board's Tick. While the game menu is open over the board the board's hover
// looks get a pointer that is nowhere and has pressed nothing: a click on the menu's buttons is
// the menu's, never a board part's drawn under it.
func (t *Table) tickBoard(ctx *scene.Context) {
	in := ctx.Input
	if t.menu == nil || in == nil {
		t.board.Tick(ctx)
		return
	}
	away := *in
	away.Consume()
	away.X, away.Y = -1, -1
	ctx.Input = &away
	t.board.Tick(ctx)
	ctx.Input = in
}
