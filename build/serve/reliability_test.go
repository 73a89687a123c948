//go:build unix

package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os/exec"
	"path/filepath"
	"regexp"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/coder/websocket"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/build/serve/natsstore"
	"northtable/build/serve/tables"
	"northtable/rules"
	"northtable/rules/bot"
	"northtable/rules/orkney"
	"northtable/rules/record"
	"northtable/rules/wire"
)

// These tests run the server as its own process, as a person runs it, and kill it with SIGKILL:
// nothing of it gets a chance to finish what it was doing.

// serveBinary builds this command into a temporary folder.
func serveBinary(t *testing.T) string {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "serve")
	out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput()
	require.NoError(t, err, "go build:\n%s", out)
	return bin
}

// serveProc is a running server process.
type serveProc struct {
	cmd  *exec.Cmd
	addr string // host:port it listens on
	done chan struct{}
	out  *watchedOutput
}

// watchedOutput is a process's output, watched for the line naming the server's address.
type watchedOutput struct {
	mu   sync.Mutex
	buf  bytes.Buffer
	addr chan string
	sent bool
}

var servingAt = regexp.MustCompile(`at http://(\S+)/ `)

func (w *watchedOutput) Write(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.buf.Write(p)
	if m := servingAt.FindSubmatch(w.buf.Bytes()); m != nil && !w.sent {
		w.sent = true
		w.addr <- string(m[1])
	}
	return len(p), nil
}

func (w *watchedOutput) String() string {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.buf.String()
}

// startServe starts the server binary with args (and no page) and waits until it prints the
// address it serves at. It is killed at the end of the test.
func startServe(t *testing.T, bin string, args ...string) *serveProc {
	t.Helper()
	out := &watchedOutput{addr: make(chan string, 1)}
	cmd := exec.Command(bin, append([]string{"-dir", t.TempDir()}, args...)...)
	cmd.Stdout, cmd.Stderr = out, out
	require.NoError(t, cmd.Start())
	p := &serveProc{cmd: cmd, done: make(chan struct{}), out: out}
	go func() { cmd.Wait(); close(p.done) }()
	t.Cleanup(p.kill)
	select {
	case p.addr = <-out.addr:
	case <-p.done:
		t.Fatalf("the server ended before serving:\n%s", out)
	case <-time.After(30 * time.Second):
		t.Fatalf("the server did not say where it serves within 30 s:\n%s", out)
	}
	return p
}

// kill ends the process with SIGKILL and waits until it is gone.
func (p *serveProc) kill() {
	p.cmd.Process.Signal(syscall.SIGKILL)
	<-p.done
}

// seatClient is one player's connection as the game client keeps it: the servers it may use
// (one cluster's, tried in turn after a break), its seat's token, and the last position heard.
type seatClient struct {
	def   record.Definition
	addrs []string // host:port of each server, the one in use first
	c     *websocket.Conn
	code  string
	seat  int
	token string
	moves int
	view  rules.Game
	wait  time.Duration // the longest one read may take
}

func newSeatClient(t *testing.T, def record.Definition, addrs ...string) *seatClient {
	t.Helper()
	p := &seatClient{def: def, addrs: addrs, wait: 20 * time.Second}
	c, err := p.dial(addrs[0])
	require.NoError(t, err)
	p.c = c
	t.Cleanup(func() { p.c.CloseNow() })
	return p
}

func (p *seatClient) dial(addr string) (*websocket.Conn, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	c, _, err := websocket.Dial(ctx, "ws://"+addr+"/ws", nil)
	if err == nil {
		c.SetReadLimit(wire.MaxMessage)
	}
	return c, err
}

func (p *seatClient) send(t *testing.T, msg any) { t.Helper(); sendMsg(t, p.c, msg) }

// read returns the next message from the server.
func (p *seatClient) read(t *testing.T) any { t.Helper(); return readMsg(t, p.c, p.wait) }

// until reads until pred takes a message; a refusal fails the test.
func (p *seatClient) until(t *testing.T, pred func(any) bool) any {
	t.Helper()
	return untilMsg(t, func() any { return p.read(t) }, pred)
}

// take keeps the seat's View of a State or an Update after moves moves.
func (p *seatClient) take(t *testing.T, views []wire.SeatView, moves int) {
	t.Helper()
	require.Len(t, views, 1)
	require.Equal(t, p.seat, views[0].Seat)
	g, err := p.def.DecodeState(views[0].State)
	require.NoError(t, err)
	p.view, p.moves = g, moves
}

// heard reads until the update to moves moves; every update on the way must be the next one,
// so a move applied twice or skipped fails.
func (p *seatClient) heard(t *testing.T, moves int) {
	t.Helper()
	for p.moves < moves {
		m := p.until(t, func(m any) bool { _, ok := m.(*wire.Update); return ok }).(*wire.Update)
		require.False(t, m.Undo)
		require.Equal(t, p.moves+1, m.Moves, "seat %d: every update is the next move, once", p.seat)
		p.take(t, m.Views, m.Moves)
	}
}

// resume reconnects after a break as the game client does: each server in turn from the one it
// used, Hello with the seat's token, and the State the server answers. A server that does not
// answer moves to the end of the list.
func (p *seatClient) resume(t *testing.T) *wire.State {
	t.Helper()
	p.c.CloseNow()
	for range p.addrs {
		c, err := p.dial(p.addrs[0])
		if err != nil {
			t.Logf("seat %d: %s does not answer (%v): trying the next server", p.seat, p.addrs[0], err)
			p.addrs = append(p.addrs[1:], p.addrs[0])
			continue
		}
		p.c = c
		p.send(t, &wire.Hello{Code: p.code, Tokens: []string{p.token}})
		st := p.until(t, func(m any) bool { _, ok := m.(*wire.State); return ok }).(*wire.State)
		p.take(t, st.Views, st.Moves)
		return st
	}
	t.Fatalf("seat %d: no server answers", p.seat)
	return nil
}

// openTable has players[0] open a table of the game for len(players) seats, the others join,
// and players[0] start it; each then holds the first position.
func openTable(t *testing.T, players []*seatClient) {
	t.Helper()
	host := players[0]
	plan := []wire.SeatPlan{{Name: "Ann", Who: wire.WhoHere}}
	for range players[1:] {
		plan = append(plan, wire.SeatPlan{Who: wire.WhoOpen})
	}
	host.send(t, &wire.Create{Game: host.def.GameID(), Seats: plan})
	st := host.until(t, func(m any) bool { _, ok := m.(*wire.Seated); return ok }).(*wire.Seated)
	host.code, host.token = st.Code, st.Tokens[0]
	for i, p := range players[1:] {
		p.send(t, &wire.Join{Code: wire.ShowCode(host.code), Name: fmt.Sprintf("Player %d", i+2)})
		st := p.until(t, func(m any) bool { _, ok := m.(*wire.Seated); return ok }).(*wire.Seated)
		require.Equal(t, []int{i + 1}, st.Seats)
		p.code, p.seat, p.token = st.Code, i+1, st.Tokens[0]
	}
	host.until(t, func(m any) bool {
		l, ok := m.(*wire.Lobby)
		if !ok {
			return false
		}
		for _, s := range l.Seats {
			if !s.Taken {
				return false
			}
		}
		return true
	})
	host.send(t, &wire.Start{Code: host.code})
	for _, p := range players {
		st := p.until(t, func(m any) bool { _, ok := m.(*wire.State); return ok }).(*wire.State)
		p.take(t, st.Views, st.Moves)
	}
}

// refusedAgain reads until the server's answer to a move sent a second time: refused because
// the game moved on (an update would mean the move was applied twice).
func refusedAgain(t *testing.T, p *seatClient) {
	t.Helper()
	for {
		switch m := p.read(t).(type) {
		case *wire.Update:
			t.Fatalf("a move sent twice was applied twice (update to %d moves)", m.Moves)
		case *wire.Refused:
			assert.Equal(t, tables.WordsMovedOn, m.Words)
			return
		}
	}
}

// game is a table's players and the moves they made.
type game struct {
	players []*seatClient // players[i] holds seat i
	bots    []*bot.Random
	made    int // moves the server took
	// pace spaces the moves under the server's flood limit (tables.DefaultRate messages a
	// second per connection), as people playing do.
	pace *time.Ticker
}

func newGame(t *testing.T, players []*seatClient) *game {
	g := &game{players: players, pace: time.NewTicker(time.Second / tables.DefaultRate)}
	t.Cleanup(g.pace.Stop)
	for i := range players {
		g.bots = append(g.bots, bot.NewRandom(uint64(31+i)))
	}
	return g
}

// choose is the move the seat to move makes now: a random one of its own View's, encoded.
func (g *game) choose(t *testing.T) (*seatClient, wire.Play) {
	t.Helper()
	to := g.players[0].view.ToMove()
	require.NotEqual(t, rules.NoSeat, to)
	p := g.players[to]
	mv := g.bots[to].Choose(p.view)
	kind, data, err := p.def.EncodeMove(mv)
	require.NoError(t, err)
	return p, wire.Play{Seat: p.seat, After: p.moves, Move: &record.Move{Seat: p.seat, Kind: kind, Data: data}}
}

// play plays up to n moves (fewer when the game ends), each heard by every seat before the next.
// A move the server could not store while its NATS cluster recovers is sent again, as a player
// would; one refused because the game moved on was stored after all, and its update comes.
func (g *game) play(t *testing.T, n int) {
	t.Helper()
	for range n {
		if g.players[0].view.Over() {
			return
		}
		<-g.pace.C
		p, mv := g.choose(t)
		p.send(t, &mv)
		for p.moves == mv.After {
			m := p.read(t)
			switch m := m.(type) {
			case *wire.Refused:
				if m.Words != tables.WordsMovedOn {
					t.Logf("seat %d: move %d refused (%s): sending it again", p.seat, mv.After+1, m.Words)
					p.send(t, &mv)
				}
			case *wire.Update:
				require.Equal(t, mv.After+1, m.Moves, "the next update is this move's")
				p.take(t, m.Views, m.Moves)
			}
		}
		g.made++
		for _, q := range g.players {
			q.heard(t, mv.After+1)
		}
		for _, q := range g.players {
			require.Equal(t, g.players[0].view.ToMove(), q.view.ToMove(), "every seat agrees whose turn it is")
		}
	}
}

// hashes are each seat's View hash now.
func (g *game) hashes() [][32]byte {
	var out [][32]byte
	for _, p := range g.players {
		out = append(out, p.view.Hash())
	}
	return out
}

func TestAServerKilledMidGameResumesEveryTableWhereItWas(t *testing.T) {
	bin := serveBinary(t)
	data := t.TempDir()
	srv := startServe(t, bin, "-addr", "127.0.0.1:0", "-data", data)
	def := orkney.Definition{}
	g := newGame(t, []*seatClient{newSeatClient(t, def, srv.addr), newSeatClient(t, def, srv.addr)})
	openTable(t, g.players)
	g.play(t, 20)
	require.Equal(t, 20, g.players[0].moves)

	// Move 21 is acknowledged to its mover (its update came), and the server is killed before
	// the other seat has read it: the restarted server has it, once.
	p, mv := g.choose(t)
	p.send(t, &mv)
	p.heard(t, 21)
	moverHash := p.view.Hash()
	srv.kill()
	srv = startServe(t, bin, "-addr", srv.addr, "-data", data)
	for _, q := range g.players {
		q.resume(t)
		assert.Equal(t, 21, q.moves, "seat %d resumes after the acknowledged move", q.seat)
	}
	assert.Equal(t, moverHash, p.view.Hash(), "the mover resumes at the position it had")
	// A client that sends its move again after the crash, not knowing it was kept, is refused:
	// the move is not applied twice.
	p.send(t, &mv)
	refusedAgain(t, p)
	before := g.hashes()

	// Move 22 goes out as the server is killed: the server either stored it or not.
	p, mv = g.choose(t)
	p.send(t, &mv)
	srv.kill()
	srv = startServe(t, bin, "-addr", srv.addr, "-data", data)
	for _, q := range g.players {
		q.resume(t)
	}
	moves := g.players[0].moves
	require.Equal(t, moves, g.players[1].moves, "both seats resume at the same move")
	require.Contains(t, []int{21, 22}, moves, "the move sent as the server died is there once or not at all")
	if moves == 21 {
		assert.Equal(t, before, g.hashes(), "every seat resumes at the position it had")
	}
	// Sent again after the restart, that move is taken if it was lost and refused if it was
	// kept: never applied twice.
	p.send(t, &mv)
	if moves == 22 {
		refusedAgain(t, p)
	} else {
		for _, q := range g.players {
			q.heard(t, 22)
		}
	}
	t.Logf("the move sent as the server died was stored: %v", moves == 22)

	// Play on to the end, then kill and restart once more: the finished game is found whole.
	g.play(t, 1000)
	require.True(t, g.players[0].view.Over(), "the game ends")
	end, final := g.players[0].moves, g.hashes()
	srv.kill()
	startServe(t, bin, "-addr", srv.addr, "-data", data)
	for _, q := range g.players {
		st := q.resume(t)
		assert.Equal(t, end, st.Moves)
		assert.Len(t, st.Steps, end, "the log holds every move once")
	}
	assert.Equal(t, final, g.hashes(), "the finished game resumes as it ended")
}

func TestTwoServersOnANATSClusterPlayOnWhenAServerOrANodeDies(t *testing.T) {
	bin := serveBinary(t)
	cl, err := natsstore.StartCluster(t.TempDir(), 3)
	require.NoError(t, err)
	t.Cleanup(cl.Shutdown)
	// Server A uses node 1 first, server B node 2; each knows every node.
	a := startServe(t, bin, "-addr", "127.0.0.1:0", "-data", t.TempDir(), "-nats", cl.URLs(0), "-replicas", "3")
	b := startServe(t, bin, "-addr", "127.0.0.1:0", "-data", t.TempDir(), "-nats", cl.URLs(1), "-replicas", "3")
	def := orkney.Definition{}
	ann := newSeatClient(t, def, a.addr, b.addr)
	bob := newSeatClient(t, def, b.addr, a.addr)
	for _, p := range []*seatClient{ann, bob} {
		p.wait = 30 * time.Second // a lost node's watch takes up to two heartbeats to come back
	}
	g := newGame(t, []*seatClient{ann, bob})
	openTable(t, g.players)
	began := time.Now()
	phase := func(what string) { t.Logf("%5.1f s: %s (move %d)", time.Since(began).Seconds(), what, ann.moves) }
	g.play(t, 10)
	phase("played on servers A and B")

	// Server A dies: Ann's client finds B and resumes there.
	before := g.hashes()
	a.kill()
	st := ann.resume(t)
	require.Equal(t, b.addr, ann.addrs[0], "Ann is on server B now")
	assert.Equal(t, 10, st.Moves)
	assert.Equal(t, before, g.hashes())
	phase("A killed; Ann resumed on B")
	g.play(t, 10)
	phase("played on B")

	// A NATS node neither server started on dies: play goes on.
	cl.Kill(2)
	g.play(t, 10)
	phase("played with node 3 down")
	require.NoError(t, cl.Restart(2))
	phase("node 3 back")

	// The node server B uses dies: B's connection moves to another node.
	cl.Kill(1)
	g.play(t, 1)
	phase("first move with node 2 (B's) down")
	g.play(t, 1000)
	phase("played to the end")
	require.True(t, ann.view.Over(), "the game ends")

	// Nothing is lost: the table's history holds every move made, once.
	require.Equal(t, g.made, ann.moves)
	require.Equal(t, g.made, bob.moves)
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	store, err := natsstore.Open(ctx, cl.URLs(0), natsstore.Replicas(3))
	require.NoError(t, err)
	defer store.Close()
	hist, err := store.History(ctx, ann.code, 0)
	require.NoError(t, err)
	moves := 0
	for _, data := range hist {
		var e tables.Entry
		require.NoError(t, json.Unmarshal(data, &e))
		if e.Kind == tables.EntryMove {
			moves++
		}
	}
	assert.Equal(t, g.made, moves, "the history holds each move once")
	// A new connection to B finds the finished game as the players saw it.
	fresh := newSeatClient(t, def, b.addr)
	fresh.code, fresh.token = ann.code, ann.token
	st = fresh.resume(t)
	assert.Equal(t, g.made, st.Moves)
	assert.Equal(t, ann.view.Hash(), fresh.view.Hash())
}
