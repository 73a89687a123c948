package tables

import (
	"sync"
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
	cs := t.bots[to]
	if cs == nil {
		l, err := bot.ParseLevel(st.Level)
		if err != nil {
			l = bot.Normal
		}
		cs = &computer{s: t.h.Computer(l, bot.Seed(t.set.Seed, to))}
		t.bots[to] = cs
	}
	t.thinking = moves
	view := g.View(to)
	t.h.bots.Add(1)
	go func() {
		defer t.h.bots.Done()
		m, ok := cs.think(view, moves, func() bool {
			t.mu.Lock()
			defer t.mu.Unlock()
			return !t.gone && t.match.Moves() == moves
		})
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

// computer is the search of one computer seat. Its decisions are searched one at a time: a
// decision that another server's move made moot may still be thinking when the next begins.
type computer struct {
	mu sync.Mutex
	s  *bot.Search
}

// think searches the decision at move number moves from view, unless current says by the
// time the search is free that the game has moved on (then nil and false).
func (c *computer) think(view rules.Game, moves int, current func() bool) (rules.Move, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if !current() {
		return nil, false
	}
	// The level's iteration budget and time cap end the search.
	return c.s.ThinkAt(view, moves, time.Hour)
}
