package main

import (
	"context"
	"math/rand/v2"
	"net"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/build/serve/natsstore"
	"northtable/rules/orkney"
	"northtable/rules/record"
	"northtable/rules/reykholt"
	"northtable/rules/wire"
)

// serveOn runs the real server over the store cfg names (the embedded NATS in cfg.data) and
// returns its address and a stop that closes it and its store.
func serveOn(t *testing.T, cfg config) (string, func()) {
	t.Helper()
	store, closeStore, err := openStore(context.Background(), cfg)
	require.NoError(t, err)
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	srv, closeSrv, err := newServer(cfg, store)
	require.NoError(t, err)
	go srv.Serve(ln)
	stopped := false
	stop := func() {
		if !stopped {
			stopped = true
			srv.Close()
			closeSrv()
			closeStore()
		}
	}
	t.Cleanup(stop)
	return ln.Addr().String(), stop
}

// TestTablesOutliveTheServerInItsDataFolder plays moves at a server over its embedded NATS,
// stops it, starts a new one on the same data folder, and resumes both seats with their tokens
// at the same position.
func TestTablesOutliveTheServerInItsDataFolder(t *testing.T) {
	cfg := config{dir: t.TempDir(), data: t.TempDir(), rate: 1e9, burst: 1e9}
	def := reykholt.Definition{}
	addr, stop := serveOn(t, cfg)
	ann, bjorn := connect(t, addr), connect(t, addr)
	ann.send(t, &wire.Create{Game: reykholt.GameID, Seats: []wire.SeatPlan{{Name: "Ann", Who: wire.WhoHere}, {Who: wire.WhoOpen}}})
	host := ann.until(t, func(m any) bool { _, ok := m.(*wire.Seated); return ok }).(*wire.Seated)
	bjorn.send(t, &wire.Join{Code: host.Code, Name: "Bjørn"})
	guest := bjorn.until(t, func(m any) bool { _, ok := m.(*wire.Seated); return ok }).(*wire.Seated)
	ann.until(t, func(m any) bool { l, ok := m.(*wire.Lobby); return ok && l.Seats[1].Taken })
	ann.send(t, &wire.Start{Code: host.Code})
	players := []*wsClient{ann, bjorn}
	for _, p := range players {
		p.position(t, def, 0)
	}
	r := rand.New(rand.NewPCG(13, 14))
	const moves = 12
	for n := range moves {
		to := ann.views[0].ToMove()
		legal := players[to].views[int(to)].Legal()
		kind, data, err := def.EncodeMove(legal[r.IntN(len(legal))])
		require.NoError(t, err)
		players[to].send(t, &wire.Play{Seat: int(to), After: n, Move: &record.Move{Seat: int(to), Kind: kind, Data: data}})
		for _, p := range players {
			p.position(t, def, n+1)
		}
	}
	stop()

	addr, _ = serveOn(t, cfg)
	for i, tokens := range [][]string{host.Tokens, guest.Tokens} {
		back := connect(t, addr)
		back.send(t, &wire.Hello{Code: host.Code, Tokens: tokens})
		s := back.until(t, func(m any) bool { _, ok := m.(*wire.Seated); return ok }).(*wire.Seated)
		assert.Equal(t, []int{i}, s.Seats)
		back.position(t, def, moves)
		assert.Equal(t, players[i].views[i].Hash(), back.views[i].Hash(), "seat %d resumes where it was", i)
	}
}

// TestTwoServersOnOneNATSPlayOneGame runs two servers over one NATS server (as two machines
// of one cluster would), seats a player at each, and plays a whole game: every move of one
// reaches the other through JetStream, and both servers end at the same position.
func TestTwoServersOnOneNATSPlayOneGame(t *testing.T) {
	srv, url, err := natsstore.Embedded(t.TempDir())
	require.NoError(t, err)
	t.Cleanup(func() {
		srv.Shutdown()
		srv.WaitForShutdown()
	})
	cfg := config{dir: t.TempDir(), nats: url, rate: 1e9, burst: 1e9}
	addrA, _ := serveOn(t, cfg)
	addrB, _ := serveOn(t, cfg)
	def := orkney.Definition{}
	ann, bjorn := connect(t, addrA), connect(t, addrB)
	ann.send(t, &wire.Create{Game: orkney.GameID, Seats: []wire.SeatPlan{{Name: "Ann", Who: wire.WhoHere}, {Who: wire.WhoOpen}}})
	host := ann.until(t, func(m any) bool { _, ok := m.(*wire.Seated); return ok }).(*wire.Seated)
	bjorn.send(t, &wire.Join{Code: host.Code, Name: "Bjørn"})
	bjorn.until(t, func(m any) bool { _, ok := m.(*wire.Seated); return ok })
	ann.until(t, func(m any) bool { l, ok := m.(*wire.Lobby); return ok && l.Seats[1].Taken })
	ann.send(t, &wire.Start{Code: host.Code})
	players := []*wsClient{ann, bjorn}
	for _, p := range players {
		p.position(t, def, 0)
	}
	r := rand.New(rand.NewPCG(17, 18))
	n := 0
	for ; !ann.views[0].Over(); n++ {
		require.Less(t, n, 2000)
		to := ann.views[0].ToMove()
		legal := players[to].views[int(to)].Legal()
		kind, data, err := def.EncodeMove(legal[r.IntN(len(legal))])
		require.NoError(t, err)
		players[to].send(t, &wire.Play{Seat: int(to), After: n, Move: &record.Move{Seat: int(to), Kind: kind, Data: data}})
		for _, p := range players {
			p.position(t, def, n+1)
		}
	}
	assert.True(t, bjorn.views[1].Over())
	// Each server rebuilt from the stream agrees with the other: a third, fresh one.
	addrC, _ := serveOn(t, cfg)
	back := connect(t, addrC)
	back.send(t, &wire.Hello{Code: host.Code, Tokens: host.Tokens})
	back.until(t, func(m any) bool { _, ok := m.(*wire.Seated); return ok })
	back.position(t, def, n)
	assert.Equal(t, ann.views[0].Hash(), back.views[0].Hash())
}
