package online

import (
	"fmt"
	"slices"

	"northtable/rules"
	"northtable/rules/record"
	"northtable/rules/wire"
	"northtable/scenes/table"
)

// Table is an online table as the table shell shows it (table.Remote): the Views the server
// sent this screen's seats, the log so far, and this screen's moves sent to the server. All its
// methods run on the game loop's goroutine; the Client's goroutine only queues messages.
type Table struct {
	def record.Definition
	cl  *Client

	seats   []rules.Seat // this screen's seats, in seat order
	views   map[rules.Seat]rules.Game
	public  rules.Game // a View of one of seats, for what every seat may know
	moves   int
	canUndo bool
	why     string
	opening []rules.Event
	steps   [][]rules.Event // each move's events as this screen's seats may see them

	race   *record.Race // the finished game's race, from the server
	later  []any        // messages taken from the client and not yet shown (Arrivals shows one change a call)
	status string       // the connection's news last reported
	ended  bool         // the client's end was reported
}

// NewTable reads the first State of a table the client has joined, for the game def; rest is
// what the client received after it (taken with it by the lobby), shown next.
func NewTable(def record.Definition, cl *Client, st *wire.State, rest []any) (*Table, error) {
	t := &Table{def: def, cl: cl, later: rest, status: cl.Status()}
	if err := t.load(st); err != nil {
		return nil, err
	}
	return t, nil
}

// load takes the whole position from st.
func (t *Table) load(st *wire.State) error {
	if st.Game != t.def.GameID() {
		return fmt.Errorf("online: the table plays %q, not %q", st.Game, t.def.GameID())
	}
	views := map[rules.Seat]rules.Game{}
	var seats []rules.Seat
	for _, sv := range st.Views {
		g, err := t.def.DecodeState(sv.State)
		if err != nil {
			return fmt.Errorf("online: seat %d's position: %w", sv.Seat, err)
		}
		views[rules.Seat(sv.Seat)] = g
		seats = append(seats, rules.Seat(sv.Seat))
	}
	if len(seats) == 0 {
		return fmt.Errorf("online: the server sent no seat's position")
	}
	slices.Sort(seats)
	opening, err := t.events(st.Opening)
	if err != nil {
		return err
	}
	steps := make([][]rules.Event, len(st.Steps))
	for i, s := range st.Steps {
		if steps[i], err = t.events(s.Events); err != nil {
			return err
		}
	}
	t.seats, t.views, t.public = seats, views, views[seats[0]]
	t.moves, t.canUndo, t.why = st.Moves, st.CanUndo, st.Why
	t.opening, t.steps = opening, steps
	t.race = st.Race
	return nil
}

// events decodes events as the server sent them.
func (t *Table) events(in []wire.Event) ([]rules.Event, error) {
	out := make([]rules.Event, 0, len(in))
	for _, e := range in {
		data := []byte(e.Detail)
		if len(data) == 0 {
			data = []byte("null") // a detail left out is none
		}
		d, err := t.def.DecodeDetail(e.Kind, data)
		if err != nil {
			return nil, fmt.Errorf("online: event %q: %w", e.Kind, err)
		}
		out = append(out, rules.Event{Kind: e.Kind, Seat: rules.Seat(e.Seat), Private: e.Private, Detail: d})
	}
	return out, nil
}

// Seats is this screen's seats at the table.
func (t *Table) Seats() []rules.Seat { return slices.Clone(t.seats) }

// Game implements table.Source: a View of this screen's first seat.
func (t *Table) Game() rules.Game { return t.public }

// View implements table.Source: the seat's View when it is this screen's, else a spectator's.
func (t *Table) View(s rules.Seat) rules.Game {
	if v, ok := t.views[s]; ok {
		return v
	}
	return t.public.View(rules.NoSeat)
}

// Moves implements table.Source.
func (t *Table) Moves() int { return t.moves }

// Apply implements table.Source: the move goes to the server (table.ErrSent); a move the
// seat's own View refuses is refused here at once, in the rules' words, and not sent.
func (t *Table) Apply(m rules.Move) (rules.Outcome, error) {
	v, ok := t.views[m.Seat()]
	if !ok {
		return rules.Outcome{}, fmt.Errorf("online: seat %d is not played at this screen", m.Seat())
	}
	if err := v.Check(m); err != nil {
		return rules.Outcome{}, err
	}
	kind, data, err := t.def.EncodeMove(m)
	if err != nil {
		return rules.Outcome{}, err
	}
	p := wire.Play{Envelope: wire.Envelope{V: wire.Version, Type: wire.TMove}, Seat: int(m.Seat()), After: t.moves,
		Move: &record.Move{Seat: int(m.Seat()), Kind: kind, Data: data}}
	if !t.cl.Send(p) {
		return rules.Outcome{}, errNotSent
	}
	return rules.Outcome{}, table.ErrSent
}

// errNotSent is a move made while the connection is down.
var errNotSent = &rules.IllegalMoveError{Rule: "offline", Detail: "not connected", Words: "The table is not connected: wait until it is back"}

// Race is the finished game's race as the server replayed it (table.Racer); ok is false while
// the game goes on or when the game reports none.
func (t *Table) Race() (record.Race, bool) {
	if t.race == nil {
		return record.Race{}, false
	}
	return *t.race, true
}

// CanUndo implements table.Source with the server's answer for the seat to move.
func (t *Table) CanUndo() (bool, string) { return t.canUndo, t.why }

// Undo implements table.Source: the request goes to the server.
func (t *Table) Undo() error {
	p := wire.Play{Envelope: wire.Envelope{V: wire.Version, Type: wire.TUndo}, Seat: int(t.public.ToMove()), After: t.moves}
	if !t.cl.Send(p) {
		return errNotSent
	}
	return table.ErrSent
}

// History implements table.Source: the setup's events and every move's, as the server sent
// them to this screen's seats.
func (t *Table) History(f func(i int, g rules.Game, events []rules.Event)) error {
	f(-1, t.public, t.opening)
	for i, evs := range t.steps {
		f(i, t.public, evs)
	}
	return nil
}

// Arrivals implements table.Remote: news of the connection, refusals, and at most one change of
// the position per call (the shell shows each change on the position it made).
func (t *Table) Arrivals() []table.Arrival {
	var out []table.Arrival
	if st := t.cl.Status(); st != t.status {
		t.status = st
		out = append(out, table.Arrival{StatusOnly: true, Status: st})
	}
	if why := t.cl.Ended(); why != "" && !t.ended {
		t.ended = true
		out = append(out, table.Arrival{StatusOnly: true, Status: "The table is closed: " + why})
	}
	t.later = append(t.later, t.cl.Take()...)
	for len(t.later) > 0 {
		m := t.later[0]
		t.later = t.later[1:]
		a, change := t.arrive(m)
		if a != nil {
			out = append(out, *a)
		}
		if change {
			break
		}
	}
	return out
}

// arrive turns one server message into what the shell shows, and reports whether the position
// changed. A message that does not follow on from the position (a move missed) asks the server
// for the whole position again.
func (t *Table) arrive(m any) (*table.Arrival, bool) {
	switch m := m.(type) {
	case *wire.State:
		if err := t.load(m); err != nil {
			return &table.Arrival{Refused: "The table's position could not be read: " + err.Error()}, false
		}
		return &table.Arrival{Kind: table.Jumped}, true
	case *wire.Update:
		return t.update(m)
	case *wire.Refused:
		return &table.Arrival{Refused: m.Words}, false
	case *wire.Failure:
		return &table.Arrival{Refused: m.Words}, false
	}
	return nil, false
}

// update takes one move or undo.
func (t *Table) update(u *wire.Update) (*table.Arrival, bool) {
	want := t.moves + 1
	if u.Undo {
		want = t.moves - 1
	}
	if u.Moves != want {
		t.resync()
		return nil, false
	}
	views := map[rules.Seat]rules.Game{}
	for _, sv := range u.Views {
		g, err := t.def.DecodeState(sv.State)
		if err != nil {
			t.resync()
			return nil, false
		}
		views[rules.Seat(sv.Seat)] = g
	}
	for _, s := range t.seats {
		if views[s] == nil {
			t.resync()
			return nil, false
		}
	}
	evs, err := t.events(u.Events)
	if err != nil {
		t.resync()
		return nil, false
	}
	var mv rules.Move
	if u.Move != nil {
		if mv, err = t.def.DecodeMove(u.Move.Kind, u.Move.Data); err != nil {
			mv = nil
		}
	}
	t.views, t.public, t.moves = views, views[t.seats[0]], u.Moves
	t.canUndo, t.why = u.CanUndo, u.Why
	if u.Race != nil {
		t.race = u.Race
	}
	if u.Undo {
		t.steps = t.steps[:min(len(t.steps), u.Moves)]
		return &table.Arrival{Kind: table.Undone, Seat: rules.Seat(u.Seat)}, true
	}
	t.steps = append(t.steps[:min(len(t.steps), u.Moves-1)], evs)
	return &table.Arrival{Kind: table.Moved, Seat: rules.Seat(u.Seat), Move: mv, Events: evs}, true
}

// resync asks the server for the whole position again (Hello with this screen's tokens).
func (t *Table) resync() {
	t.later = nil
	t.cl.Send(t.cl.Ticket().hello())
}
