package tables_test

import (
	"context"
	"encoding/json"
	"math/rand/v2"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/build/serve/tables"
	"northtable/rules"
	"northtable/rules/bot"
	"northtable/rules/hex"
	"northtable/rules/orkney"
	"northtable/rules/record"
	"northtable/rules/reykholt"
	"northtable/rules/wire"
)

// historyLen is the number of entries of a table's history in store.
func historyLen(t testing.TB, store tables.Store, code string) int {
	t.Helper()
	h, err := store.History(context.Background(), code, 0)
	require.NoError(t, err)
	return len(h)
}

// views decodes a client's last views, by seat.
func views(t testing.TB, def record.Definition, c *fakeClient) map[int]rules.Game {
	out := map[int]rules.Game{}
	for _, sv := range c.last {
		out[sv.Seat] = decodeView(t, def, sv)
	}
	return out
}

func TestMovesAreRefusedInPlainWordsAndChangeNothing(t *testing.T) {
	h, store, defs := newHall(t)
	def := defOf(defs, orkney.GameID)
	cl := openTable(t, h, orkney.GameID, 2)
	code := cl[0].code
	v := views(t, def, cl[0])[0]
	to := v.ToMove()
	mover, other := cl[to], cl[1-to]
	mine := views(t, def, mover)[int(to)]
	r := rand.New(rand.NewPCG(1, 2))
	legal := randomMove(t, def, mine, r)
	before := historyLen(t, store, code)

	// A move on an outdated position.
	mover.do(t, &wire.Play{Seat: int(to), After: 1, Move: legal})
	assert.Equal(t, tables.WordsMovedOn, mover.refused(t))

	// A token of one seat never moves for another: the other client sends the mover's move.
	other.do(t, &wire.Play{Seat: int(to), After: 0, Move: legal})
	assert.Equal(t, tables.WordsNotYourSeat, other.refused(t))
	// Nor does its own seat's move help out of turn: the rules refuse it.
	otherView := views(t, def, other)[int(1-to)]
	notMine := orkney.PlaceTile{By: 1 - to, Cell: hex.Axial{Q: 40, R: 40}}
	kind, data, err := def.EncodeMove(notMine)
	require.NoError(t, err)
	other.do(t, &wire.Play{Seat: int(1 - to), After: 0, Move: &record.Move{Seat: int(1 - to), Kind: kind, Data: data}})
	assert.Equal(t, rules.Explain(otherView.Check(notMine)), other.refused(t))

	// An illegal move of the seat to move gets the rules' own words.
	bad := orkney.PlaceTile{By: to, Cell: hex.Axial{Q: 40, R: 40}}
	kind, data, err = def.EncodeMove(bad)
	require.NoError(t, err)
	words := rules.Explain(mine.Check(bad))
	require.NotEmpty(t, words)
	require.NotContains(t, words, "Something went wrong")
	mover.do(t, &wire.Play{Seat: int(to), After: 0, Move: &record.Move{Seat: int(to), Kind: kind, Data: data}})
	assert.Equal(t, words, mover.refused(t))

	// A move the game cannot read.
	mover.do(t, &wire.Play{Seat: int(to), After: 0, Move: &record.Move{Seat: int(to), Kind: "Teleport", Data: json.RawMessage(`{}`)}})
	assert.Equal(t, tables.WordsBadMove, mover.refused(t))

	assert.Equal(t, before, historyLen(t, store, code), "nothing was appended")
	rec, err := h.Snapshot(context.Background(), code)
	require.NoError(t, err)
	assert.Empty(t, rec.Moves)

	// The legal move goes in.
	mover.do(t, &wire.Play{Seat: int(to), After: 0, Move: legal})
	mover.position(t, 1)
	other.position(t, 1)
	assert.Equal(t, before+1, historyLen(t, store, code))
}

// playUntilUndo plays random moves at a two-seat table until the seat to move may take its
// last move back, and returns the client of that seat and the move count.
func playUntilUndo(t testing.TB, def record.Definition, cl []*fakeClient, r *rand.Rand) (*fakeClient, int) {
	t.Helper()
	moves := 0
	for range 500 {
		v := views(t, def, cl[0])[0]
		require.False(t, v.Over(), "no undo came up in the whole game")
		to := v.ToMove()
		mover := cl[to]
		if u, ok := mover.msg.(*wire.Update); ok && u.CanUndo {
			return mover, moves
		}
		mover.do(t, &wire.Play{Seat: int(to), After: moves, Move: randomMove(t, def, views(t, def, mover)[int(to)], r)})
		moves++
		for _, c := range cl {
			c.position(t, moves)
		}
	}
	t.Fatal("no undo came up")
	return nil, 0
}

func TestUndoIsForOwnMovesWithinTheTurnAndOthersSeeIt(t *testing.T) {
	h, store, defs := newHall(t)
	def := defOf(defs, reykholt.GameID)
	cl := openTable(t, h, reykholt.GameID, 2)
	code := cl[0].code
	mover, moves := playUntilUndo(t, def, cl, rand.New(rand.NewPCG(3, 4)))
	seat := mover.seats[0]
	other := cl[1-seat]
	u := mover.msg.(*wire.Update)
	require.Equal(t, seat, u.Seat, "the undoable move is the mover's own")
	assert.Empty(t, u.Why)
	ou := other.msg.(*wire.Update)
	assert.False(t, ou.CanUndo, "only the seat to move hears it may undo")
	assert.Empty(t, ou.Why)

	// The other seat may not take the mover's move back.
	other.do(t, &wire.Play{Seat: seat, After: moves})
	assert.Equal(t, tables.WordsNotYourSeat, other.refused(t))
	other.do(t, &wire.Play{Seat: 1 - seat, After: moves})
	assert.Equal(t, tables.WordsNotYourTurn, other.refused(t))
	before := historyLen(t, store, code)

	mover.do(t, &wire.Play{Seat: seat, After: moves})
	mover.position(t, moves-1)
	other.position(t, moves-1)
	for _, c := range []*fakeClient{mover, other} {
		u := c.msg.(*wire.Update)
		assert.True(t, u.Undo)
		assert.Equal(t, seat, u.Seat)
		assert.Nil(t, u.Move)
		assert.Empty(t, u.Events)
	}
	assert.Equal(t, before+1, historyLen(t, store, code))
	rec, err := h.Snapshot(context.Background(), code)
	require.NoError(t, err)
	assert.Len(t, rec.Moves, moves-1)
	assert.Equal(t, h.View(code, rules.Seat(seat)).Hash(), views(t, def, mover)[seat].Hash())
}

func TestUndoWhenTheMoveStaysIsRefusedWithTheReason(t *testing.T) {
	h, _, defs := newHall(t)
	def := defOf(defs, orkney.GameID)
	cl := openTable(t, h, orkney.GameID, 2)
	to := views(t, def, cl[0])[0].ToMove()
	cl[to].do(t, &wire.Play{Seat: int(to), After: 0})
	assert.Equal(t, record.ReasonNothing, cl[to].refused(t))
}

// playSome plays n random moves at the table of cl (client i holds seat i), from move count
// from, and returns the count after them; it stops early at the game's end.
func playSome(t testing.TB, def record.Definition, cl []*fakeClient, from, n int, r *rand.Rand) int {
	t.Helper()
	moves := from
	for range n {
		v := views(t, def, cl[0])[0]
		if v.Over() {
			break
		}
		to := v.ToMove()
		cl[to].do(t, &wire.Play{Seat: int(to), After: moves, Move: randomMove(t, def, views(t, def, cl[to])[int(to)], r)})
		moves++
		for _, c := range cl {
			c.position(t, moves)
		}
	}
	return moves
}

func TestANewHallRebuildsEveryTableAtTheSameHash(t *testing.T) {
	h, store, defs := newHall(t)
	r := rand.New(rand.NewPCG(5, 6))
	var codes []string
	for _, g := range []string{orkney.GameID, reykholt.GameID, "reavers"} {
		cl := openTable(t, h, g, 3)
		playSome(t, defOf(defs, g), cl, 0, 40, r)
		codes = append(codes, cl[0].code)
	}
	// One table also has an undo in its history.
	cl := openTable(t, h, reykholt.GameID, 2)
	mover, moves := playUntilUndo(t, defOf(defs, reykholt.GameID), cl, r)
	mover.do(t, &wire.Play{Seat: mover.seats[0], After: moves})
	cl[0].position(t, moves-1)
	codes = append(codes, cl[0].code)

	again := tables.NewHall(store, defs)
	defer again.Close()
	for _, code := range codes {
		want, err := h.Snapshot(context.Background(), code)
		require.NoError(t, err)
		got, err := again.Snapshot(context.Background(), code)
		require.NoError(t, err)
		assert.Equal(t, want.FinalHash, got.FinalHash, code)
		assert.Equal(t, want.Moves, got.Moves, code)
	}
	// A player comes back to the new server with their token and plays on from there.
	back := newClient(again)
	back.do(t, &wire.Hello{Code: cl[1].code, Tokens: cl[1].tokens})
	back.seated(t)
	back.position(t, moves-1)
	assert.Equal(t, h.View(cl[1].code, 1).Hash(), views(t, defOf(defs, reykholt.GameID), back)[1].Hash())
}

// TestTwoHallsOverOneStoreNeverFork seats the two clients of each table at two Halls over one
// store (two servers) and lets both seats' connections, one at each server, send different
// moves for the same position at once: exactly one goes in, the other is refused, and both
// servers end every table at the same Hash.
func TestTwoHallsOverOneStoreNeverFork(t *testing.T) {
	store := tables.NewMemory()
	defs := games()
	a, b := tables.NewHall(store, defs), tables.NewHall(store, defs)
	for _, h := range []*tables.Hall{a, b} {
		h.Rate, h.Burst = 1e9, 1e9
		defer h.Close()
	}
	def := defOf(defs, reykholt.GameID)
	cl := openTable(t, a, reykholt.GameID, 2)
	code := cl[0].code
	// A second connection for each seat, at the other server.
	twins := make([]*fakeClient, 2)
	for i, c := range cl {
		twins[i] = newClient(b)
		twins[i].do(t, &wire.Hello{Code: code, Tokens: c.tokens})
		twins[i].seated(t)
		twins[i].position(t, 0)
	}
	for _, c := range append(append([]*fakeClient{}, cl...), twins...) {
		c.moot = true
	}
	r := rand.New(rand.NewPCG(7, 8))
	moves := 0
	for !views(t, def, cl[0])[0].Over() {
		require.Less(t, moves, 2000)
		v := views(t, def, cl[0])[0]
		to := v.ToMove()
		mine := views(t, def, cl[to])[int(to)]
		m1, m2 := randomMove(t, def, mine, r), randomMove(t, def, mine, r)
		var wg sync.WaitGroup
		for i, c := range []*fakeClient{cl[to], twins[to]} {
			m := []*record.Move{m1, m2}[i]
			wg.Add(1)
			go func() {
				defer wg.Done()
				data, _ := wire.Encode(&wire.Play{Seat: int(to), After: moves, Move: m})
				c.conn.Handle(context.Background(), data)
			}()
		}
		wg.Wait()
		moves++
		for _, c := range append(append([]*fakeClient{}, cl...), twins...) {
			c.position(t, moves)
		}
		assert.Equal(t, moves, historyLen(t, store, code)-2, "one move went in (after a join and the start)")
	}
	ra, err := a.Snapshot(context.Background(), code)
	require.NoError(t, err)
	rb, err := b.Snapshot(context.Background(), code)
	require.NoError(t, err)
	assert.Equal(t, ra.FinalHash, rb.FinalHash)
	assert.Len(t, ra.Moves, moves)
	// Every double got its refusal.
	refusals := 0
	for _, c := range append(cl, twins...) {
		for _, m := range c.messages(t) {
			if r, ok := m.(*wire.Refused); ok {
				assert.Equal(t, tables.WordsMovedOn, r.Words)
				refusals++
			}
		}
	}
	assert.Equal(t, moves, refusals)
}

// quickComputers makes a Hall's computer seats think briefly, so their games take a moment.
func quickComputers(h *tables.Hall) {
	h.Computer = func(_ bot.Level, seed uint64) *bot.Search {
		return bot.NewSearch(bot.Config{Iterations: 8, PlayoutMoves: 40, Seed: seed})
	}
}

func TestComputerSeatsFinishAGame(t *testing.T) {
	for _, game := range []string{orkney.GameID, reykholt.GameID, "reavers"} {
		t.Run(game, func(t *testing.T) {
			store := tables.NewMemory()
			defs := games()
			// Two servers serve the table, and both may play its computers: the duplicate
			// moves are refused by the store, never applied twice.
			a, b := tables.NewHall(store, defs), tables.NewHall(store, defs)
			for _, h := range []*tables.Hall{a, b} {
				quickComputers(h)
				h.Rate, h.Burst = 1e9, 1e9
				defer h.Close()
			}
			def := defOf(defs, game)
			host := newClient(a)
			host.do(t, &wire.Create{Game: game, Seats: []wire.SeatPlan{
				{Who: wire.WhoComputer, Level: "easy"}, {Name: "Ann", Who: wire.WhoHere}, {Who: wire.WhoComputer, Level: "hard"}}})
			s := host.seated(t)
			watcher := newClient(b)
			watcher.do(t, &wire.Hello{Code: s.Code, Tokens: s.Tokens})
			watcher.seated(t)
			host.do(t, &wire.Start{Code: s.Code})
			host.position(t, 0)
			r := rand.New(rand.NewPCG(9, 10))
			moves := 0
			for {
				v := views(t, def, host)[1]
				if v.Over() {
					break
				}
				if v.ToMove() == 1 {
					host.do(t, &wire.Play{Seat: 1, After: moves, Move: randomMove(t, def, v, r)})
				}
				moves++
				require.Less(t, moves, 5000)
				host.position(t, moves)
			}
			ra, err := a.Snapshot(context.Background(), s.Code)
			require.NoError(t, err)
			rb, err := b.Snapshot(context.Background(), s.Code)
			require.NoError(t, err)
			assert.Equal(t, ra.FinalHash, rb.FinalHash)
			assert.Len(t, ra.Moves, moves)
			computers := 0
			for _, m := range ra.Moves {
				if m.Seat != 1 {
					computers++
				}
			}
			assert.Positive(t, computers)
		})
	}
}

// TestManyComingBackAtOnceLoadTheTableOnce has several connections of one seat come back to a
// fresh Hall at the same moment: the table loads once and every one of them gets its State.
func TestManyComingBackAtOnceLoadTheTableOnce(t *testing.T) {
	h, store, defs := newHall(t)
	def := defOf(defs, orkney.GameID)
	cl := openTable(t, h, orkney.GameID, 2)
	moves := playSome(t, def, cl, 0, 10, rand.New(rand.NewPCG(15, 16)))
	fresh := tables.NewHall(store, defs)
	fresh.Rate, fresh.Burst = 1e9, 1e9
	defer fresh.Close()
	backs := make([]*fakeClient, 8)
	var wg sync.WaitGroup
	for i := range backs {
		backs[i] = newClient(fresh)
		wg.Add(1)
		go func() {
			defer wg.Done()
			data, _ := wire.Encode(&wire.Hello{Code: cl[1].code, Tokens: cl[1].tokens})
			backs[i].conn.Handle(context.Background(), data)
		}()
	}
	wg.Wait()
	want := h.View(cl[1].code, 1).Hash()
	for _, b := range backs {
		b.seated(t)
		b.position(t, moves)
		assert.Equal(t, want, views(t, def, b)[1].Hash())
	}
}
