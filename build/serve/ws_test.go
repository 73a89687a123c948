package main

import (
	"context"
	"io"
	"math/rand/v2"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/build/serve/tables"
	"northtable/rules"
	"northtable/rules/orkney"
	"northtable/rules/record"
	"northtable/rules/wire"
)

// startServer runs the real HTTP server on 127.0.0.1:0 over a Memory store, with no page
// built, allowing pages of origins besides its own host, and returns its address.
func startServer(t *testing.T, origins ...string) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	srv, closeSrv, err := newServer(config{dir: t.TempDir(), origins: origins}, tables.NewMemory())
	require.NoError(t, err)
	go srv.Serve(ln)
	t.Cleanup(func() {
		srv.Close()
		closeSrv()
	})
	return ln.Addr().String()
}

// wsClient is one player's WebSocket, as a page of the server's own host opens it.
type wsClient struct {
	c     *websocket.Conn
	seats []int
	code  string
	views map[int]rules.Game
	moves int
}

func dial(t *testing.T, addr, origin string) (*websocket.Conn, *http.Response, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	return websocket.Dial(ctx, "ws://"+addr+"/ws", &websocket.DialOptions{HTTPHeader: http.Header{"Origin": {origin}}})
}

func connect(t *testing.T, addr string) *wsClient {
	t.Helper()
	c, _, err := dial(t, addr, "http://"+addr)
	require.NoError(t, err)
	t.Cleanup(func() { c.CloseNow() })
	return &wsClient{c: c, views: map[int]rules.Game{}}
}

func (w *wsClient) send(t *testing.T, msg any) { t.Helper(); sendMsg(t, w.c, msg) }

// read returns the next message; each must be small and well-formed.
func (w *wsClient) read(t *testing.T) any { t.Helper(); return readMsg(t, w.c, 20*time.Second) }

// until reads messages until one pred takes; a refusal fails the test.
func (w *wsClient) until(t *testing.T, pred func(any) bool) any {
	t.Helper()
	return untilMsg(t, func() any { return w.read(t) }, pred)
}

// sendMsg writes msg, envelope filled in, on c.
func sendMsg(t *testing.T, c *websocket.Conn, msg any) {
	t.Helper()
	data, err := wire.Encode(msg)
	require.NoError(t, err)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	require.NoError(t, c.Write(ctx, websocket.MessageText, data))
}

// readMsg reads the next message on c, waiting at most wait: a text message a client can read.
func readMsg(t *testing.T, c *websocket.Conn, wait time.Duration) any {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), wait)
	defer cancel()
	typ, data, err := c.Read(ctx)
	require.NoError(t, err)
	require.Equal(t, websocket.MessageText, typ)
	m, err := wire.DecodeServer(data)
	require.NoError(t, err, "%s", data)
	return m
}

// untilMsg reads with read until pred takes a message; a refusal fails the test.
func untilMsg(t *testing.T, read func() any, pred func(any) bool) any {
	t.Helper()
	for {
		m := read()
		if r, ok := m.(*wire.Refused); ok {
			t.Fatalf("refused: %s", r.Words)
		}
		if pred(m) {
			return m
		}
	}
}

// position reads until the position after moves, and keeps its views.
func (w *wsClient) position(t *testing.T, def record.Definition, moves int) {
	t.Helper()
	m := w.until(t, func(m any) bool {
		switch m := m.(type) {
		case *wire.State:
			return m.Moves == moves
		case *wire.Update:
			return m.Moves == moves
		}
		return false
	})
	var views []wire.SeatView
	switch m := m.(type) {
	case *wire.State:
		views = m.Views
	case *wire.Update:
		views = m.Views
	}
	for _, sv := range views {
		g, err := def.DecodeState(sv.State)
		require.NoError(t, err)
		w.views[sv.Seat] = g
	}
	w.moves = moves
}

// pair is two players at one table over real WebSockets: Ann opened it at one server, Bjørn
// joined at another (or the same); each holds its seat's View (players[s].views[s]).
type pair struct {
	def     record.Definition
	code    string
	tokens  [2][]string
	players []*wsClient
	moves   int
}

// seatPair opens a two-seat table of def's game at addrA, joins it from addrB and starts it.
func seatPair(t *testing.T, def record.Definition, addrA, addrB string) *pair {
	t.Helper()
	ann, bjorn := connect(t, addrA), connect(t, addrB)
	ann.send(t, &wire.Create{Game: def.GameID(), Seats: []wire.SeatPlan{{Name: "Ann", Who: wire.WhoHere}, {Who: wire.WhoOpen}}})
	host := ann.until(t, func(m any) bool { _, ok := m.(*wire.Seated); return ok }).(*wire.Seated)
	bjorn.send(t, &wire.Join{Code: wire.ShowCode(host.Code), Name: "Bjørn"})
	guest := bjorn.until(t, func(m any) bool { _, ok := m.(*wire.Seated); return ok }).(*wire.Seated)
	require.Equal(t, []int{1}, guest.Seats)
	ann.until(t, func(m any) bool { l, ok := m.(*wire.Lobby); return ok && l.Seats[1].Taken })
	ann.send(t, &wire.Start{Code: host.Code})
	p := &pair{def: def, code: host.Code, tokens: [2][]string{host.Tokens, guest.Tokens}, players: []*wsClient{ann, bjorn}}
	for _, c := range p.players {
		c.position(t, def, 0)
	}
	return p
}

// play makes up to n random legal moves (until the game is over), each by the seat to move from
// its own View, and waits for both players' updates after each.
func (p *pair) play(t *testing.T, r *rand.Rand, n int) {
	t.Helper()
	for ; n > 0 && !p.players[0].views[0].Over(); n-- {
		to := p.players[0].views[0].ToMove()
		legal := p.players[to].views[int(to)].Legal()
		kind, data, err := p.def.EncodeMove(legal[r.IntN(len(legal))])
		require.NoError(t, err)
		p.players[to].send(t, &wire.Play{Seat: int(to), After: p.moves, Move: &record.Move{Seat: int(to), Kind: kind, Data: data}})
		p.moves++
		for _, c := range p.players {
			c.position(t, p.def, p.moves)
		}
	}
}

// resume connects to addr with seat s's tokens and checks that the seat comes back at the
// pair's position: the same move count and the same View.
func (p *pair) resume(t *testing.T, addr string, s int) *wsClient {
	t.Helper()
	back := connect(t, addr)
	back.send(t, &wire.Hello{Code: p.code, Tokens: p.tokens[s]})
	seated := back.until(t, func(m any) bool { _, ok := m.(*wire.Seated); return ok }).(*wire.Seated)
	assert.Equal(t, []int{s}, seated.Seats)
	back.position(t, p.def, p.moves)
	assert.Equal(t, p.players[s].views[s].Hash(), back.views[s].Hash(), "seat %d resumes where it was", s)
	return back
}

func TestAGameOverRealWebSockets(t *testing.T) {
	addr := startServer(t)
	p := seatPair(t, orkney.Definition{}, addr, addr)
	ann, bjorn, players, def := p.players[0], p.players[1], p.players, p.def
	p.play(t, rand.New(rand.NewPCG(11, 12)), 30)
	assert.Equal(t, 30, ann.moves)
	assert.Equal(t, ann.views[0].ToMove(), bjorn.views[1].ToMove(), "both screens agree whose turn it is")

	// A move on an outdated position is refused in words and the connection stays.
	to := ann.views[0].ToMove()
	mover := players[to]
	m := mover.views[int(to)].Legal()[0]
	kind, data, err := def.EncodeMove(m)
	require.NoError(t, err)
	mover.send(t, &wire.Play{Seat: int(to), After: 3, Move: &record.Move{Seat: int(to), Kind: kind, Data: data}})
	r2, ok := mover.read(t).(*wire.Refused)
	require.True(t, ok)
	assert.Equal(t, tables.WordsMovedOn, r2.Words)
}

func TestAPageOfAnotherOriginIsRefused(t *testing.T) {
	addr := startServer(t)
	_, resp, err := dial(t, addr, "http://evil.example")
	require.Error(t, err)
	require.NotNil(t, resp)
	assert.Equal(t, http.StatusForbidden, resp.StatusCode)
	// No Origin at all (the desktop client) is let in.
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	c, _, err := websocket.Dial(ctx, "ws://"+addr+"/ws", nil)
	require.NoError(t, err)
	c.CloseNow()
	// -origin lets another page in.
	addr = startServer(t, "games.example.org")
	c, _, err = dial(t, addr, "https://games.example.org")
	require.NoError(t, err)
	c.CloseNow()
	_, resp, err = dial(t, addr, "http://evil.example")
	require.Error(t, err)
	assert.Equal(t, http.StatusForbidden, resp.StatusCode)
}

func TestAnOversizeMessageClosesTheConnection(t *testing.T) {
	addr := startServer(t)
	w := connect(t, addr)
	w.send(t, &wire.Join{Code: "ABCD-EFGH", Name: strings.Repeat("x", wire.MaxClientMessage)})
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	_, _, err := w.c.Read(ctx)
	require.Error(t, err)
	assert.Equal(t, websocket.StatusMessageTooBig, websocket.CloseStatus(err), "%v", err)
}

func TestTheServerSaysSoWithoutAPage(t *testing.T) {
	addr := startServer(t)
	resp, err := http.Get("http://" + addr + "/")
	require.NoError(t, err)
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	require.NoError(t, err)
	assert.Equal(t, http.StatusNotFound, resp.StatusCode)
	assert.Contains(t, string(body), "go run ./build/wasm")
}

func TestASlowClientIsDroppedNotWaitedFor(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	s := &socketClient{queue: make(chan []byte, sendQueue), cancel: cancel}
	for range sendQueue {
		s.Send(&wire.Refused{Words: "x"})
	}
	require.NoError(t, ctx.Err(), "a full queue is still waited on")
	s.Send(&wire.Refused{Words: "one too many"})
	assert.ErrorIs(t, ctx.Err(), context.Canceled, "one more and the connection is dropped")
	assert.Len(t, s.queue, sendQueue)
}

func TestAFloodOverTheSocketGetsItsWordsThenTheClose(t *testing.T) {
	addr := startServer(t)
	w := connect(t, addr)
	for range int(tables.DefaultBurst) + 10 {
		w.send(t, &wire.Join{Code: "ABCD-EFGH", Name: "x"})
	}
	var last any
	var err error
	for {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		var data []byte
		_, data, err = w.c.Read(ctx)
		cancel()
		if err != nil {
			break
		}
		last, _ = wire.DecodeServer(data)
	}
	f, ok := last.(*wire.Failure)
	require.True(t, ok, "%#v", last)
	assert.Equal(t, tables.WordsFlood, f.Words)
	assert.Equal(t, websocket.StatusPolicyViolation, websocket.CloseStatus(err), "%v", err)
}
