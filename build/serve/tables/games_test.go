package tables_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/build/serve/tables"
	"northtable/rules"
	"northtable/rules/orkney"
	"northtable/rules/reavers"
	"northtable/rules/record"
	"northtable/rules/reykholt"
	"northtable/rules/wire"
)

// playRandom plays the started table of clients (client i holds seat i) to its end: each
// move is a random legal move the seat to move finds in its own View, sent by its client,
// and every client waits for the position after it. It returns the number of moves and each
// client's last view.
func playRandom(t testing.TB, def record.Definition, clients []*fakeClient, r *rand.Rand) (int, []rules.Game) {
	t.Helper()
	views := make([]rules.Game, len(clients))
	for i, c := range clients {
		sv := c.last // the start's, waited for by openTable
		require.Len(t, sv, 1)
		views[i] = decodeView(t, def, sv[0])
	}
	moves := 0
	for !views[0].Over() {
		require.Less(t, moves, 20000, "the game does not end")
		to := views[0].ToMove()
		require.Equal(t, to, views[to].ToMove(), "the seats' views agree on who moves")
		clients[to].do(t, &wire.Play{Seat: int(to), After: moves, Move: randomMove(t, def, views[to], r)})
		moves++
		for i, c := range clients {
			sv := c.position(t, moves)
			require.Len(t, sv, 1)
			views[i] = decodeView(t, def, sv[0])
		}
	}
	return moves, views
}

// secret is what a seat may not see of the others in each game, as a string: the three
// examples. In a seat's View it is a placeholder; in the full game the real thing.
var secrets = map[string]func(g rules.Game, viewer rules.Seat) string{
	// Another's Orkney task: the two tasks dealt to every other seat and the one it chose.
	orkney.GameID: func(g rules.Game, viewer rules.Seat) string {
		s := ""
		for o := range rules.Seat(g.Seats()) {
			if o != viewer {
				p := g.(*orkney.Game).Player(o)
				s += fmt.Sprint(p.Dealt, p.Task)
			}
		}
		return s
	},
	// The order of a pile: Reykholt's random greenhouse pile, drawn from the top unseen.
	reykholt.GameID: func(g rules.Game, _ rules.Seat) string {
		return fmt.Sprint(g.(*reykholt.Game).PileCards(reykholt.PileRandom))
	},
	// A Prophecy in another's hand (Reavers).
	reavers.GameID: func(g rules.Game, viewer rules.Seat) string {
		s := ""
		for o := range rules.Seat(g.Seats()) {
			if o != viewer {
				s += fmt.Sprint(g.(*reavers.Game).Player(o).Hand, ",")
			}
		}
		return s
	},
}

// reference is the table's game replayed from its record: after each number of moves k, the
// full game's hash, each seat's View hash and secret, and the events of move k.
type reference struct {
	full    [][32]byte
	views   [][][32]byte
	secrets [][]string
	fulls   [][]string // the secret each seat may not see, as the full game has it
	events  [][]rules.Event
	opening []rules.Event
	moves   []record.Move
}

func replay(t testing.TB, def record.Definition, rec record.Record) *reference {
	t.Helper()
	m, err := record.Start(def, record.Setup{Seed: rec.Seed, Options: rec.Options, Seats: rec.Seats})
	require.NoError(t, err)
	ref := &reference{moves: rec.Moves}
	if o, ok := m.Game().(rules.Opener); ok {
		ref.opening = slices.Clone(o.Opening())
	}
	secret := secrets[def.GameID()]
	note := func(evs []rules.Event) {
		g := m.Game()
		ref.full = append(ref.full, g.Hash())
		var vs [][32]byte
		var ss, fs []string
		for s := range rules.Seat(g.Seats()) {
			v := g.View(s)
			vs = append(vs, v.Hash())
			ss = append(ss, secret(v, s))
			fs = append(fs, secret(g, s))
		}
		ref.views, ref.secrets, ref.fulls = append(ref.views, vs), append(ref.secrets, ss), append(ref.fulls, fs)
		ref.events = append(ref.events, evs)
	}
	note(nil)
	for _, e := range rec.Moves {
		mv, err := def.DecodeMove(e.Kind, e.Data)
		require.NoError(t, err)
		out, err := m.Apply(mv)
		require.NoError(t, err)
		note(out.Events)
	}
	require.Equal(t, rec.FinalHash, record.HashString(m.Game().Hash()))
	return ref
}

// sameEvents checks that got are exactly the events of want that one of seats may see, with
// their details as the game's codec encodes them.
func sameEvents(t testing.TB, def record.Definition, want []rules.Event, seats []rules.Seat, got []wire.Event, where string) {
	t.Helper()
	var exp []wire.Event
	for _, e := range want {
		see := false
		for _, s := range seats {
			see = see || e.VisibleTo(s)
		}
		if !see {
			continue
		}
		w := wire.Event{Kind: e.Kind, Seat: int(e.Seat), Private: e.Private}
		if e.Detail != nil {
			d, err := def.EncodeDetail(e)
			require.NoError(t, err)
			w.Detail = d
		}
		exp = append(exp, w)
	}
	require.Equal(t, len(exp), len(got), where)
	for i := range exp {
		require.Equal(t, exp[i].Kind, got[i].Kind, where)
		require.Equal(t, exp[i].Seat, got[i].Seat, where)
		require.Equal(t, exp[i].Private, got[i].Private, where)
		require.JSONEq(t, string(orNull(exp[i].Detail)), string(orNull(got[i].Detail)), where)
		if got[i].Private {
			require.Contains(t, seats, rules.Seat(got[i].Seat), "%s: another seat's private event", where)
		}
	}
}

func orNull(b []byte) []byte {
	if len(b) == 0 {
		return []byte("null")
	}
	return b
}

// checkNoLeak reads every raw message c received and proves it holds nothing c's seats may
// not see: each view is its seat's View at that point (never another seat's or the full
// game where they differ), each event one its seats may see, a move only to its mover. It
// returns how often a view hid a secret the full game had (the examples bite).
func checkNoLeak(t testing.TB, def record.Definition, ref *reference, c *fakeClient) (hidden int) {
	t.Helper()
	seats := make([]rules.Seat, len(c.seats))
	for i, s := range c.seats {
		seats[i] = rules.Seat(s)
	}
	checkViews := func(k int, views []wire.SeatView, where string) {
		require.Len(t, views, len(seats), where)
		for _, sv := range views {
			require.Contains(t, seats, rules.Seat(sv.Seat), "%s: a view of a seat the client does not hold", where)
			g := decodeView(t, def, sv)
			h := g.Hash()
			require.Equal(t, ref.views[k][sv.Seat], h, "%s: the view of seat %d is not its View", where, sv.Seat)
			for o := range ref.views[k] {
				if ref.views[k][o] != ref.views[k][sv.Seat] {
					require.NotEqual(t, ref.views[k][o], h, "%s: seat %d got seat %d's view", where, sv.Seat, o)
				}
			}
			if ref.full[k] != ref.views[k][sv.Seat] {
				require.NotEqual(t, ref.full[k], h, "%s: the full game", where)
			}
			secret := secrets[def.GameID()](g, rules.Seat(sv.Seat))
			require.Equal(t, ref.secrets[k][sv.Seat], secret, where)
			if ref.fulls[k][sv.Seat] != secret {
				hidden++
			}
		}
	}
	for i, m := range c.messages(t) {
		switch m := m.(type) {
		case *wire.State:
			where := fmt.Sprintf("message %d (state after %d moves)", i, m.Moves)
			checkViews(m.Moves, m.Views, where)
			sameEvents(t, def, ref.opening, seats, m.Opening, where+" opening")
			require.Len(t, m.Steps, m.Moves, where)
			for j, st := range m.Steps {
				require.Equal(t, ref.moves[j].Seat, st.Seat, where)
				sameEvents(t, def, ref.events[j+1], seats, st.Events, fmt.Sprintf("%s step %d", where, j))
			}
		case *wire.Update:
			where := fmt.Sprintf("message %d (update to %d moves)", i, m.Moves)
			require.False(t, m.Undo, where)
			checkViews(m.Moves, m.Views, where)
			sameEvents(t, def, ref.events[m.Moves], seats, m.Events, where)
			require.Equal(t, ref.moves[m.Moves-1].Seat, m.Seat, where)
			if slices.Contains(seats, rules.Seat(m.Seat)) {
				require.NotNil(t, m.Move, "%s: the mover gets its move", where)
				require.Equal(t, ref.moves[m.Moves-1].Kind, m.Move.Kind, where)
			} else {
				require.Nil(t, m.Move, "%s: a move went to another seat than its mover", where)
			}
		}
	}
	return hidden
}

// TestWholeGamesOverTheHallLeakNothing plays whole games of each game with 2 to 4 seats, one
// client per seat, random legal moves chosen from each seat's own View. Every client ends with
// the game over at its seat's View of the server's game, and THE LEAK TEST reads every raw
// message each client received: nothing in it is what that seat may not see. The issue's
// three examples are checked by name (secrets): another's Orkney task, the order of a pile
// (Reykholt's random greenhouse pile), a Prophecy in another's hand (Reavers).
func TestWholeGamesOverTheHallLeakNothing(t *testing.T) {
	cases := []struct {
		game  string
		seats int
	}{
		{orkney.GameID, 2}, {orkney.GameID, 3}, {orkney.GameID, 4},
		{reykholt.GameID, 2}, {reykholt.GameID, 3}, {reykholt.GameID, 4},
		{reavers.GameID, 2}, {reavers.GameID, 3}, {reavers.GameID, 4},
	}
	hidden := map[string]int{} // by game: how often a view hid the example's secret
	for i, c := range cases {
		t.Run(fmt.Sprintf("%s-%d", c.game, c.seats), func(t *testing.T) {
			h, _, defs := newHall(t)
			def := defOf(defs, c.game)
			clients := openTable(t, h, c.game, c.seats)
			moves, finals := playRandom(t, def, clients, rand.New(rand.NewPCG(uint64(i), 23)))
			code := clients[0].code

			rec, err := h.Snapshot(context.Background(), code)
			require.NoError(t, err)
			require.Len(t, rec.Moves, moves)
			ref := replay(t, def, rec)
			// A move for the finished game is refused and changes nothing.
			last := rec.Moves[len(rec.Moves)-1]
			clients[last.Seat].do(t, &wire.Play{Seat: last.Seat, After: moves, Move: &last})
			require.Equal(t, tables.WordsOver, clients[last.Seat].refused(t))
			for s, cl := range clients {
				require.True(t, finals[s].Over())
				require.Equal(t, h.View(code, rules.Seat(s)).Hash(), finals[s].Hash(), "seat %d ends at its View", s)
				hidden[c.game] += checkNoLeak(t, def, ref, cl)
			}
		})
	}
	t.Logf("views that hid the example's secret: %v", hidden)
	for _, g := range []string{orkney.GameID, reykholt.GameID, reavers.GameID} {
		assert.Positive(t, hidden[g], "%s: the views hid the example's secret at some point, so the test bites", g)
	}
}
