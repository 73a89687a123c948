package tables

import (
	"time"

	"northtable/rules"
	"northtable/rules/bot"
	"northtable/rules/record"
)

// kick starts a computer seat's decision when one is to move and none is deciding this move:
// its search runs on a goroutine from the seat's own View (never the full game), and the
// chosen move goes through accept like a person's. Every server serving the table may do
// so: the append after the expected entry lets one move in, and the other server's finds the
// game moved on and is dropped.
func (t *table) kick() {
	if t.gone || t.match == nil {
		return
	}
	g := t.match.Game()
	to := g.ToMove()
	moves := t.match.Moves()
	if g.Over() || to == rules.NoSeat || int(to) >= len(t.set.Seats) || t.thinking == moves {
		return
	}
	st := t.set.Seats[to]
	if st.Kind != record.Computer {
		return
	}
	s := t.bots[to]
	if s == nil {
		l, err := bot.ParseLevel(st.Level)
		if err != nil {
			l = bot.Normal
		}
		s = t.h.Computer(l, bot.Seed(t.set.Seed, to))
		t.bots[to] = s
	}
	t.thinking = moves
	view := g.View(to)
	t.h.bots.Add(1)
	go func() {
		defer t.h.bots.Done()
		// The level's iteration budget and time cap end the search.
		m, ok := s.ThinkAt(view, moves, time.Hour)
		t.mu.Lock()
		defer t.mu.Unlock()
		if t.thinking == moves {
			t.thinking = -1
		}
		if !ok || t.gone {
			return
		}
		kind, data, err := t.def.EncodeMove(m)
		if err != nil {
			t.h.Logf("tables: %s: the computer's move %v: %v", t.code, m, err)
			return
		}
		if words := t.accept(t.h.ctx, to, moves, &record.Move{Seat: int(to), Kind: kind, Data: data}); words != "" && words != WordsMovedOn {
			t.h.Logf("tables: %s: the computer's move %v refused: %s", t.code, m, words)
		}
	}()
}
