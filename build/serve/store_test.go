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
	"northtable/rules/reykholt"
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
	addr, stop := serveOn(t, cfg)
	p := seatPair(t, reykholt.Definition{}, addr, addr)
	p.play(t, rand.New(rand.NewPCG(13, 14)), 12)
	stop()

	addr, _ = serveOn(t, cfg)
	for s := range 2 {
		p.resume(t, addr, s)
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
	p := seatPair(t, orkney.Definition{}, addrA, addrB)
	p.play(t, rand.New(rand.NewPCG(17, 18)), 2000)
	require.True(t, p.players[0].views[0].Over(), "the game ends")
	assert.True(t, p.players[1].views[1].Over())
	// Each server rebuilt from the stream agrees with the other: a third, fresh one.
	addrC, _ := serveOn(t, cfg)
	p.resume(t, addrC, 0)
}
