package online_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/build/serve/tables"
	"northtable/rules"
	"northtable/rules/bot"
	"northtable/rules/games"
	"northtable/rules/record"
	"northtable/rules/wire"
	"northtable/scenes/online"
	"northtable/scenes/online/onlinetest"
	"northtable/scenes/table"
)

// await takes the client's messages until one satisfies ok, failing after a while.
func await(t *testing.T, cl *online.Client, ok func(any) bool) (any, []any) {
	t.Helper()
	timeout := time.After(10 * time.Second)
	for {
		msgs := cl.Take()
		for i, m := range msgs {
			if ok(m) {
				return m, msgs[i+1:]
			}
		}
		select {
		case <-cl.Wait():
		case <-timeout:
			require.FailNow(t, "no such message from the server")
		}
	}
}

func is[T any](m any) bool { _, ok := m.(T); return ok }

// seatTwo opens a two-seat table of game at one client (seat plan: here, open) and joins it
// from another, starts it, and returns both screens' tables.
func seatTwo(t *testing.T, d *onlinetest.Dialer, game string) (host, guest *online.Table, hc, gc *online.Client) {
	t.Helper()
	create := wire.Create{Envelope: wire.Envelope{V: wire.Version, Type: wire.TCreate}, Game: game,
		Seats: []wire.SeatPlan{{Who: wire.WhoHere, Name: "Ann", Colour: 0}, {Who: wire.WhoOpen, Colour: 1}}}
	var kept online.Ticket
	hc, err := online.Open("tables.test:8080", create, d.Dial, func(tk online.Ticket) { kept = tk })
	require.NoError(t, err)
	t.Cleanup(hc.Close)
	m, _ := await(t, hc, is[*wire.Lobby])
	code := m.(*wire.Lobby).Code
	assert.Equal(t, code, kept.Code, "the screen keeps its ticket")
	assert.Len(t, kept.Tokens, 1)

	join := wire.Join{Envelope: wire.Envelope{V: wire.Version, Type: wire.TJoin}, Code: wire.ShowCode(code), Name: "Bo"}
	gc, err = online.Open("tables.test:8080", join, d.Dial, nil)
	require.NoError(t, err)
	t.Cleanup(gc.Close)
	await(t, gc, is[*wire.Seated])

	require.True(t, hc.Send(wire.Start{Envelope: wire.Envelope{V: wire.Version, Type: wire.TStart}, Code: code}))
	def := defOf(t, game)
	hs, rest := await(t, hc, is[*wire.State])
	host, err = online.NewTable(def, hc, hs.(*wire.State), rest)
	require.NoError(t, err)
	gs, rest := await(t, gc, is[*wire.State])
	guest, err = online.NewTable(def, gc, gs.(*wire.State), rest)
	require.NoError(t, err)
	return host, guest, hc, gc
}

func defOf(t *testing.T, game string) record.Definition {
	d, ok := games.ByID(game)
	require.True(t, ok, "no game "+game)
	return d
}

// next waits for tbl's next change of position, returning the arrivals up to it.
func next(t *testing.T, tbl *online.Table, cl *online.Client) []table.Arrival {
	t.Helper()
	timeout := time.After(10 * time.Second)
	var got []table.Arrival
	for {
		for _, a := range tbl.Arrivals() {
			got = append(got, a)
			if !a.StatusOnly && a.Refused == "" {
				return got
			}
		}
		select {
		case <-cl.Wait():
		case <-time.After(20 * time.Millisecond): // the client's status changes without a message
		case <-timeout:
			require.FailNow(t, "no change of position arrived", "%+v", got)
		}
	}
}

// TestTwoScreensPlayAWholeGame plays a whole game of each game between two screens through a
// table server's Hall: every move made at one screen arrives at both as a change with its
// events, the mover's screen alone gets the move itself, and both end on the server's Views.
// Midway the second screen's connection is cut: it reconnects by itself with its token and gets
// the whole position again.
func TestTwoScreensPlayAWholeGame(t *testing.T) {
	for _, game := range []string{"orkney", "reykholt", "reavers"} {
		t.Run(game, func(t *testing.T) {
			h := onlinetest.NewHall(t)
			d := onlinetest.NewDialer(h)
			host, guest, hc, gc := seatTwo(t, d, game)
			screens := map[rules.Seat]*online.Table{host.Seats()[0]: host, guest.Seats()[0]: guest}
			clients := map[*online.Table]*online.Client{host: hc, guest: gc}
			require.Len(t, screens, 2, "each screen holds its own seat")
			r := bot.NewRandom(7)
			cut := false
			for moves := 0; !host.Game().Over(); moves++ {
				require.Less(t, moves, 3000, "the game ends")
				seat := host.Game().ToMove()
				mover := screens[seat]
				view := mover.View(seat)
				m := r.Choose(view)
				require.NotNil(t, m)
				_, err := mover.Apply(m)
				require.ErrorIs(t, err, table.ErrSent)
				for tbl, cl := range clients {
					as := next(t, tbl, cl)
					a := as[len(as)-1]
					require.Equal(t, table.Moved, a.Kind, "move %d at %s", moves, game)
					assert.Equal(t, seat, a.Seat)
					if tbl == mover {
						assert.Equal(t, m, a.Move, "the mover's screen gets its move back")
					} else {
						assert.Nil(t, a.Move, "another screen never gets the move itself")
					}
					assert.Equal(t, moves+1, tbl.Moves())
				}
				if moves == 20 && !cut {
					cut = true
					_ = d.Last().Close() // the guest's link: the last one made
					as := next(t, guest, gc)
					assert.Equal(t, table.Jumped, as[len(as)-1].Kind, "a reconnection sends the whole position again")
					assert.Equal(t, moves+1, guest.Moves())
				}
			}
			require.True(t, guest.Game().Over())
			code := gc.Ticket().Code
			for seat, tbl := range screens {
				assert.Equal(t, h.View(code, seat).Hash(), tbl.View(seat).Hash(), "seat %d ends on the server's View", seat)
			}
			var steps int
			require.NoError(t, guest.History(func(i int, _ rules.Game, _ []rules.Event) {
				if i >= 0 {
					steps++
				}
			}))
			assert.Equal(t, guest.Moves(), steps, "the log has every move, across the reconnection")
		})
	}
}

// TestAWrongCodeEndsTheClient: a join with a code no table has is refused in plain words and
// the client stops trying.
func TestAWrongCodeEndsTheClient(t *testing.T) {
	d := onlinetest.NewDialer(onlinetest.NewHall(t))
	join := wire.Join{Envelope: wire.Envelope{V: wire.Version, Type: wire.TJoin}, Code: "ZZZZ-ZZZZ", Name: "Bo"}
	cl, err := online.Open("tables.test:8080", join, d.Dial, nil)
	require.NoError(t, err)
	t.Cleanup(cl.Close)
	require.Eventually(t, func() bool { return cl.Ended() != "" }, 10*time.Second, 5*time.Millisecond)
	assert.Equal(t, tables.WordsNoTable, cl.Ended())
}

// TestARefusedMoveChangesNothing: a move the seat may not make is refused at the screen, in
// the rules' words, and never sent.
func TestARefusedMoveChangesNothing(t *testing.T) {
	d := onlinetest.NewDialer(onlinetest.NewHall(t))
	host, guest, _, _ := seatTwo(t, d, "reykholt")
	seat := host.Game().ToMove()
	other := host
	if host.Seats()[0] == seat {
		other = guest
	}
	m := host.View(seat).Legal()[0]
	_, err := other.Apply(m)
	require.Error(t, err)
	assert.NotErrorIs(t, err, table.ErrSent)
	assert.Equal(t, 0, host.Moves())
}

func TestSocketURL(t *testing.T) {
	for in, want := range map[string]string{
		"192.168.1.20:8080":               "ws://192.168.1.20:8080/ws",
		"http://host:8080/?join=ABCD1234": "ws://host:8080/ws",
		"https://tables.example/play":     "wss://tables.example/ws",
		" ws://127.0.0.1:9000 ":           "ws://127.0.0.1:9000/ws",
	} {
		got, err := online.SocketURL(in)
		require.NoError(t, err, in)
		assert.Equal(t, want, got, in)
	}
	for _, bad := range []string{"", "ftp://host", "http://"} {
		_, err := online.SocketURL(bad)
		assert.ErrorIs(t, err, online.ErrAddress, bad)
	}
}

// TestUndoOnline: a seat takes back its own move within its turn, through the server, and the
// other screen sees the undo.
func TestUndoOnline(t *testing.T) {
	d := onlinetest.NewDialer(onlinetest.NewHall(t))
	host, guest, hc, gc := seatTwo(t, d, "reykholt")
	clients := map[*online.Table]*online.Client{host: hc, guest: gc}
	screens := map[rules.Seat]*online.Table{host.Seats()[0]: host, guest.Seats()[0]: guest}
	r := bot.NewRandom(3)
	for tries := 0; ; tries++ {
		require.Less(t, tries, 200, "some move is undoable")
		seat := host.Game().ToMove()
		mover := screens[seat]
		_, err := mover.Apply(r.Choose(mover.View(seat)))
		require.ErrorIs(t, err, table.ErrSent)
		for tbl, cl := range clients {
			next(t, tbl, cl)
		}
		if ok, _ := mover.CanUndo(); !ok {
			continue
		}
		n, before := mover.Moves(), mover.View(seat).Hash()
		require.ErrorIs(t, mover.Undo(), table.ErrSent)
		for tbl, cl := range clients {
			as := next(t, tbl, cl)
			a := as[len(as)-1]
			assert.Equal(t, table.Undone, a.Kind, "every screen sees the undo")
			assert.Equal(t, seat, a.Seat)
			assert.Equal(t, n-1, tbl.Moves())
		}
		assert.NotEqual(t, before, mover.View(seat).Hash(), "the position before the move")
		return
	}
}
