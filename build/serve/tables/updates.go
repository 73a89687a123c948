package tables

import (
	"slices"

	"northtable/rules"
	"northtable/rules/record"
	"northtable/rules/wire"
)

// send hands msg to c's client with its envelope filled in.
func (t *table) send(c *Conn, msg any) {
	if wire.Fill(msg) == nil {
		c.c.Send(msg)
	}
}

// seatInfos are the seats as every client sees them; a seat is online when a connection of
// this server holds it, or always for a computer.
func (t *table) seatInfos() []wire.SeatInfo {
	out := make([]wire.SeatInfo, len(t.set.Seats))
	for i, st := range t.set.Seats {
		out[i] = wire.SeatInfo{Name: st.Name, Colour: st.Colour, Kind: string(st.Kind), Level: st.Level,
			Taken: st.Taken, Online: st.Kind == record.Computer}
	}
	for _, seats := range t.conns {
		for _, s := range seats {
			if int(s) < len(out) {
				out[s].Online = true
			}
		}
	}
	return out
}

// broadcastLobby sends every connection the table's seats (Lobby): before the start whenever
// a seat is taken, and before and after it whenever a connection comes or goes.
func (t *table) broadcastLobby() {
	if t.loading {
		return
	}
	seats := t.seatInfos()
	for c := range t.conns {
		t.send(c, &wire.Lobby{Code: t.code, Game: t.set.Game, Options: t.set.Options, Seats: seats})
	}
}

// views are the connection's seats' Views in the game's state encoding: never another seat's.
func (t *table) views(seats []rules.Seat) []wire.SeatView {
	g := t.match.Game()
	out := make([]wire.SeatView, 0, len(seats))
	for _, s := range seats {
		b, err := t.def.EncodeState(g.View(s))
		if err != nil {
			t.h.Logf("tables: %s: encode the view of seat %d: %v", t.code, s, err)
			continue
		}
		out = append(out, wire.SeatView{Seat: int(s), State: b})
	}
	return out
}

// visible reports whether any of seats may see e.
func visible(e rules.Event, seats []rules.Seat) bool {
	for _, s := range seats {
		if e.VisibleTo(s) {
			return true
		}
	}
	return false
}

// events are the events of evs that any of seats may see, each Detail encoded.
func (t *table) events(evs []rules.Event, seats []rules.Seat) []wire.Event {
	var out []wire.Event
	for _, e := range evs {
		if !visible(e, seats) {
			continue
		}
		w := wire.Event{Kind: e.Kind, Seat: int(e.Seat), Private: e.Private}
		if e.Detail != nil {
			d, err := t.def.EncodeDetail(e)
			if err != nil {
				t.h.Logf("tables: %s: encode the detail of %q: %v", t.code, e.Kind, err)
			} else {
				w.Detail = d
			}
		}
		out = append(out, w)
	}
	return out
}

// undoFor is CanUndo and its reason for a connection holding seats: told only to the
// connection holding the seat to move.
func (t *table) undoFor(seats []rules.Seat) (bool, string) {
	to := t.match.Game().ToMove()
	if to == rules.NoSeat || !slices.Contains(seats, to) {
		return false, ""
	}
	return t.match.CanUndo()
}

// raceOver is the finished game's race for the results screen's chart (record.Match.Race,
// public standings only), replayed once; nil while the game goes on or when it reports none.
func (t *table) raceOver() *record.Race {
	if t.race != nil || !t.match.Game().Over() {
		return t.race
	}
	race, ok, err := t.match.Race()
	if err != nil {
		t.h.Logf("tables: %s: race: %v", t.code, err)
	}
	if ok && err == nil {
		t.race = &race
	}
	return t.race
}

// sendState sends c the whole position for its seats: views, the opening and the log.
func (t *table) sendState(c *Conn) {
	seats := t.conns[c]
	g := t.match.Game()
	st := &wire.State{Code: t.code, Game: t.set.Game, Options: t.set.Options, Seats: t.seatInfos(),
		Moves: t.match.Moves(), Views: t.views(seats)}
	if o, ok := g.(rules.Opener); ok {
		st.Opening = t.events(o.Opening(), seats)
	}
	err := t.match.Walk(func(_ int, mv rules.Move, _ rules.Game, out rules.Outcome) {
		st.Steps = append(st.Steps, wire.Step{Seat: int(mv.Seat()), Events: t.events(out.Events, seats)})
	})
	if err != nil {
		t.h.Logf("tables: %s: walk: %v", t.code, err)
	}
	st.CanUndo, st.Why = t.undoFor(seats)
	st.Race = t.raceOver()
	t.send(c, st)
}

// broadcastUpdate sends every connection a move (or undo) of seat as its seats see it: their
// Views, the events they may see, the move itself only to the mover's connection.
func (t *table) broadcastUpdate(undo bool, seat rules.Seat, mv *record.Move, evs []rules.Event) {
	for c, seats := range t.conns {
		u := &wire.Update{Moves: t.match.Moves(), Undo: undo, Seat: int(seat), Views: t.views(seats),
			Events: t.events(evs, seats)}
		if mv != nil && slices.Contains(seats, seat) {
			m := *mv
			u.Move = &m
		}
		u.CanUndo, u.Why = t.undoFor(seats)
		u.Race = t.raceOver()
		t.send(c, u)
	}
}
