package table

import (
	"errors"
	"time"

	"northtable/render"
	"northtable/rules"
	"northtable/rules/record"
)

// Source is where the table's game lives and where its moves go. A game at this screen is a
// *record.Match the table owns (every move applied at once, undo, autosave and resume from its
// record). An online table's game is the server's (scenes/online): the table shows the Views the
// server sends this screen's seats and sends their moves, which come back through Remote.Arrivals.
type Source interface {
	// Game is the game for what every seat may know: who is to move, whether it is over, the
	// result, the log's words. Online it is a View of one of this screen's seats.
	Game() rules.Game
	// View is what seat s may see. Online only this screen's seats' Views are known; another
	// seat gets a spectator's View.
	View(s rules.Seat) rules.Game
	// Moves is the number of moves made so far.
	Moves() int
	// Apply plays m. A refusal returns the *rules.IllegalMoveError and changes nothing. Online
	// the move is sent and Apply returns ErrSent: its change (or a refusal) arrives later.
	Apply(m rules.Move) (rules.Outcome, error)
	// CanUndo reports whether the seat to move may take back the last move, and if not, why
	// (record.Match.CanUndo's words).
	CanUndo() (bool, string)
	// Undo takes back the last move (ErrSent online, as Apply).
	Undo() error
	// History calls f with the events of the setup (i = -1) and of every move so far (i = the
	// move's index), with a game to describe them, for the log of a resumed or joined game.
	History(f func(i int, g rules.Game, events []rules.Event)) error
}

// Racer is a Source that gives the finished game's race itself (an online table, whose server
// replays the record); the race of a game at this screen is replayed from its record.
type Racer interface {
	Race() (race record.Race, ok bool)
}

// Race is the game's race for the results screen's chart (record.Match.Race); ok is false
// when the game reports none or, online, before the server sent it.
func (t *Table) Race() (race record.Race, ok bool, err error) {
	if t.rec != nil {
		return t.rec.Race()
	}
	if r, isRacer := t.match.(Racer); isRacer {
		race, ok = r.Race()
	}
	return race, ok, nil
}

// ErrSent is Source.Apply's and Undo's answer online: the request went to the server, and its
// change arrives through Remote.Arrivals.
var ErrSent = errors.New("table: sent to the server")

// Remote is a Source whose game a server owns (an online table): its changes arrive in their
// own time, whoever made them.
type Remote interface {
	Source
	// Arrivals returns what arrived since the last call, oldest first. It never blocks.
	Arrivals() []Arrival
}

// Arrival is one thing a server sent the table: a move made or undone (the position has changed
// already: Source.View shows the new one), a refusal of this screen's request, or news that
// the table is lost or back.
type Arrival struct {
	// Kind is Moved or Undone, or Jumped when the whole position was sent again (a
	// reconnection); the log is then rebuilt from History.
	Kind ChangeKind
	Seat rules.Seat // the seat that moved or whose move was undone
	// Move is the move made, for this screen's own seats; nil for another's.
	Move rules.Move
	// Events are the move's events this screen's seats may see (the shell shows the viewer's).
	Events []rules.Event
	// Refused is a refusal of this screen's move or undo in plain words ("" for none); nothing
	// changed.
	Refused string
	// Status is news of the connection in plain words ("Connection lost: reconnecting…"), shown
	// until the next Status; "" when it is back.
	Status string
	// StatusOnly marks an arrival that is only news of the connection.
	StatusOnly bool
}

// local is the Source of a game at this screen: its record.Match.
type local struct{ *record.Match }

// View implements Source.
func (l local) View(s rules.Seat) rules.Game { return l.Game().View(s) }

// History implements Source: the setup's events (rules.Opener), then every move replayed.
func (l local) History(f func(i int, g rules.Game, events []rules.Event)) error {
	if o, ok := l.Game().(rules.Opener); ok {
		f(-1, l.Game(), o.Opening())
	}
	if l.Moves() == 0 {
		return nil
	}
	return l.Walk(func(i int, _ rules.Move, g rules.Game, out rules.Outcome) { f(i, g, out.Events) })
}

// awayController is Away.
type awayController struct{}

// Think implements Controller: an away seat never decides here.
func (awayController) Think(rules.Game, int, time.Duration) (rules.Move, bool) { return nil, false }

// Away is the controller of a seat played elsewhere at an online table: by a person at another
// screen, or by the server's computer (the seat's scene.Seat.Bot). The table waits for its moves
// to arrive; its header and the prompt bar say "Waiting for Ann".
var Away Controller = awayController{}

// waitServer is why Undo and the board wait while a request is with the server.
const waitServer = "Waiting for the table's answer"

// hintSeed is the seed of the hint's search: the game's own at this screen; online, where the
// seed is the server's secret, a fixed one (a hint is then the same for the same position).
func (t *Table) hintSeed() uint64 {
	if t.rec != nil {
		return t.rec.Setup().Seed
	}
	return 0
}

// NewOnline starts the shell for an online table: the game is the server's, src shows this
// screen's seats their Views, and cfg.Controllers marks the seats played elsewhere with Away
// (cfg.Store is not used: the server keeps the game). The rest is New's.
func NewOnline(cfg Config, src Remote, newBoard func(*Table) (Board, error)) (*Table, error) {
	cfg.Store = nil
	return start(cfg, src, nil, 0, newBoard)
}

// receive shows what arrived from an online table's server since the last tick: moves made at
// other screens or by the server's computers, the answers to this screen's moves and undos,
// refusals in the rules' words, and news of the connection.
func (t *Table) receive() {
	if t.remote == nil {
		return
	}
	for _, a := range t.remote.Arrivals() {
		t.undrawn = true // drawn at the next frame, even with nothing animating
		switch {
		case a.StatusOnly:
			if a.Status != t.status && a.Status != "" {
				t.probe.Message(a.Status)
			}
			t.status = a.Status
		case a.Refused != "":
			t.sent = false
			t.Say(a.Refused, true)
		case a.Kind == Moved:
			if a.Move != nil {
				t.sent = false
			}
			if t.toast.Warn {
				t.toast.Hide()
			}
			t.log.Add(t.Moves()-1, t.match.Game(), a.Events, t.Names())
			t.changed()
			t.announce()
			t.show(a.Seat, a.Move, a.Events)
		case a.Kind == Undone:
			t.sent = false
			t.undone(a.Seat)
			if !t.Human(a.Seat) {
				t.Say(t.Name(a.Seat)+" took back a move", false) // no log line says so
			}
		default: // Jumped: the whole position again
			t.sent = false
			if err := t.rebuildLog(); err != nil {
				t.Say("The table's history could not be read: "+err.Error(), true)
			}
			t.Skip()
			t.changed()
			if !t.Human(t.viewer) {
				t.viewer = t.natural()
			}
			t.board.Show(t.View(), Change{Kind: Jumped})
		}
	}
}

// StatusBand is where an online table's news of its connection stays while it matters ("The
// connection was lost: reconnecting…"): a one-line band under the top bar, logical px.
var StatusBand = render.Rect{X: 400, Y: 64, W: 800, H: render.ToastH}

// Online reports whether the table shows an online table's game (NewOnline), which its server
// keeps: no record here, no rematch.
func (t *Table) Online() bool { return t.remote != nil }

// Status is the online table's news of its connection showing now ("" when it is well).
func (t *Table) Status() string { return t.status }
