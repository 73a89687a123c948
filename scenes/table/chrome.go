package table

import (
	"github.com/hajimehoshi/ebiten/v2"

	"northtable/render"
	"northtable/rules"
)

// Turn is who is to move and whether the person at the screen may act: what a board needs to
// draw its controls and targets. A board never asks the controllers itself.
type Turn struct {
	Seat rules.Seat // the seat to move; NoSeat when the game is over
	// Front is the seat whose things the board puts in front (a large player board): the seat
	// to move, or while a finished turn waits for End turn (Table.Holding) the seat that
	// finished, so the board keeps that player's layout until they pass on, or while a computer
	// decides the viewer, whose board does not shrink at every computer's turn; NoSeat when the
	// game is over.
	Front rules.Seat
	// Mine: the viewer is the human seat to move (the curtain down); the board's targets and
	// controls are live.
	Mine bool
	// Why is why the viewer may not act, in words for greyed controls ("The game is over",
	// "Bjørn is playing"); "" when Mine.
	Why string
	// Wait is the prompt bar's words while the viewer may not act ("Computer 2 is
	// thinking…", "Pass the screen to Bjørn.", "The game is over."); "" when Mine.
	Wait string
}

// Turn is the turn as the board draws it now (worked out once per change: boards ask every
// frame).
func (t *Table) Turn() Turn {
	k := turnKey{changes: t.changes, viewer: t.viewer, curtain: t.needCurtain, waiting: t.waiting, held: t.held.on}
	if t.turnSet && t.turnFor == k {
		return t.turn
	}
	t.turn, t.turnFor, t.turnSet = t.turnNow(), k, true
	return t.turn
}

// turnKey is what the turn depends on besides the position.
type turnKey struct {
	changes                int
	viewer                 rules.Seat
	curtain, waiting, held bool
}

func (t *Table) turnNow() Turn {
	g := t.match.Game()
	if g.Over() {
		return Turn{Seat: rules.NoSeat, Front: rules.NoSeat, Why: "The game is over", Wait: "The game is over."}
	}
	s := g.ToMove()
	tu := Turn{Seat: s, Front: s}
	switch {
	case t.held.on:
		tu.Front = t.held.seat
		tu.Why = "Your turn is over"
		tu.Wait = "Your turn is over. Press End turn, then pass the screen to " + t.Name(s) + "."
	case t.Controller(s) == Away && !t.cfg.Seats[s].Bot:
		tu.Why, tu.Wait = t.Name(s)+" is playing", "Waiting for "+t.Name(s)+"…"
		if t.viewer != rules.NoSeat {
			tu.Front = t.viewer
		}
	case !t.Human(s):
		tu.Why, tu.Wait = t.Name(s)+" is playing", t.Name(s)+" is thinking…"
		if t.viewer != rules.NoSeat {
			tu.Front = t.viewer // the person at the screen keeps their things in front
		}
	case s != t.viewer || t.needCurtain || t.waiting:
		tu.Why, tu.Wait = t.Name(s)+" is playing", "Pass the screen to "+t.Name(s)+"."
	default:
		tu.Mine = true
	}
	return tu
}

// Instruction is the prompt bar's words now: the turn's Wait while the viewer may not act, else
// refined (a board's wording for its own modes, e.g. "Click a glowing island to build a farm"),
// else the rules' own Prompt.
func (t *Table) Instruction(refined string) string {
	if tu := t.Turn(); !tu.Mine {
		return tu.Wait
	}
	if refined != "" {
		return refined
	}
	return t.View().Prompt().Text
}

// TopBar is the 56 px bar along the top of every board: the game's title at the left, the
// board's status line (round, phase, who plays) centred at the X the board gives; the shell's
// Undo and Menu sit at its right end.
var TopBar = render.Rect{W: render.LogicalW, H: 56}

// DrawTopBar draws the top bar with status centred at x (logical px). Boards draw it into their
// cached layer; its words change only with the position.
func (t *Table) DrawTopBar(dst *ebiten.Image, ui *render.UI, status string, x float64) {
	ui.P.FillRect(dst, TopBar, render.Ink)
	ui.P.TextMid(dst, t.cfg.Title, ui.Fonts.HeadingBold, 24, 28, render.Sand, render.AlignLeft)
	ui.P.TextMid(dst, status, ui.Fonts.Body, x, 28, render.Foam, render.AlignCenter)
}

// PlaceLog says where the board shows the event log (logical px); the shell fills the panel
// from its Log and scrolls it.
func (t *Table) PlaceLog(r render.Rect) {
	t.logPanel.Rect = r
	t.logPanel.Title = "Log"
}

// DrawLog draws the log panel where the board placed it.
func (t *Table) DrawLog(dst *ebiten.Image, ui *render.UI) {
	t.syncLog()
	t.logPanel.Draw(dst, ui)
}

// NewestLogRect is where the log's newest line is drawn, logical px; ok is false when the log
// is empty or scrolled back past it.
func (t *Table) NewestLogRect() (render.Rect, bool) {
	if t.ui == nil {
		return render.Rect{}, false
	}
	t.syncLog()
	r := t.logPanel.NewestRect(t.ui.Fonts)
	return r, r.W > 0
}

// LogLines is the log panel's text as drawn now, newest last (for tests and tools).
func (t *Table) LogLines() []string {
	if t.ui == nil {
		return nil
	}
	t.syncLog()
	return t.logPanel.Visible(t.ui.Fonts)
}

// syncLog refills the panel when the lines the viewer may read changed. A new move's lines wait
// while its animations play, so the log does not tell a roll's result or a tile's landing
// before the board shows it; an undo or another viewer refills at once.
func (t *Table) syncLog() {
	lines := t.Log()
	if t.logFilled && t.Busy() && t.logViewer == t.viewer && t.Moves() > t.logMoves {
		return
	}
	if t.logFilled && len(lines) == t.logLines && t.logViewer == t.viewer && t.logMoves == t.Moves() {
		return
	}
	t.logFilled, t.logLines, t.logViewer, t.logMoves = true, len(lines), t.viewer, t.Moves()
	t.logPanel.Clear()
	for _, l := range lines {
		mark := render.NoMark
		if l.Seat >= 0 && int(l.Seat) < len(t.cfg.Seats) {
			mark = t.Colour(l.Seat)
		}
		t.logPanel.Add(render.LogLine{Text: l.Text, Mark: mark})
	}
}

// Anims is the animation queue every board adds its move animations to: the shell plays it at
// the animation-speed setting, skips it (Space, a press on the board, the curtain) and waits
// for it before input and computer moves. Boards draw it where their pictures need it.
func (t *Table) Anims() *render.Queue { return &t.anims }

// Busy reports whether blocking animations are still running.
func (t *Table) Busy() bool { return !t.anims.Idle() }

// Skip ends every running animation at once.
func (t *Table) Skip() { t.anims.Skip() }

// ChromeKey names everything of the shell's chrome that a board draws into its cached layer
// (the prompt bar's words, choices and hover look, the log's lines and scroll): a board's layer
// is redrawn when it changes.
type ChromeKey struct {
	bar  int
	look render.Look
	log  int
	turn Turn
}

// ChromeKey is the chrome's key now.
func (t *Table) ChromeKey() ChromeKey {
	t.syncLog()
	t.holdBar()
	k := ChromeKey{bar: t.bar.version, look: t.bar.controls.Look(), log: t.logPanel.Version(), turn: t.Turn()}
	k.look.Tip = false // the tooltip is drawn over the layer
	return k
}

// choose carries out a taken choice of the prompt bar: a disabled one says why, a move is
// played (a refusal said in the rules' words), an action goes to the board.
func (t *Table) choose(c Choice) {
	switch {
	case !c.Enabled:
		if why := c.reason(); why != "" {
			t.Say(why, true)
		}
	case c.Move != nil:
		t.Take(c.Move)
	case c.Action == backAction:
		t.board.Back()
	case c.Action == endTurnAction:
		t.EndTurn()
	case c.Action != 0:
		if a, ok := t.board.(Chooser); ok {
			a.Choose(c.Action)
		}
	}
}

// Chooser is implemented by boards whose prompt bar offers actions of their own (Choice.Action,
// e.g. clearing a selection).
type Chooser interface {
	Choose(action int)
}
