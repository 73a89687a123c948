package main

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"github.com/coder/websocket"

	"northtable/rules"
	"northtable/rules/bot"
	"northtable/rules/record"
	"northtable/rules/wire"
)

// loadRun is one run: its tables and what they measured.
type loadRun struct {
	o    options
	def  record.Definition
	url  string
	tabs []*table

	go_   chan struct{} // closed when play begins
	begin time.Time
	// stopping is set when no more moves are to be sent.
	stopping atomic.Bool

	moveCount   atomic.Int64 // moves every seat of their table heard, counted once
	finished    atomic.Int64 // games that ended
	late        atomic.Int64 // turns whose move went out more than a second after the update
	slowestTurn atomic.Int64 // the longest turn → move sent, ns
	lateSends   atomic.Int64 // moves that went out after stopping began (not counted)

	mu      sync.Mutex
	samples []time.Duration // latency of every move sent during play
	window  []time.Duration // since the last interval report
}

// table is one table: its seats, and the moves sent and not yet heard by every seat.
type table struct {
	r     *loadRun
	code  string
	seats []*seat

	mu      sync.Mutex
	pending map[int]*pending // move number → its send and how many seats heard it
	sent    int              // moves its seats sent during play
	refused []string
}

type pending struct {
	at     time.Time
	heard  int
	timing bool // sent during play (setup moves never are)
}

// seat is one seat's WebSocket.
type seat struct {
	t     *table
	idx   int
	c     *websocket.Conn
	token string
	rng   *rand.Rand
	bot   *bot.Random

	mu       sync.Mutex
	view     rules.Game // the last position's View, decoded (see options.decodeAll)
	raw      []byte     // the last position's View as the server sent it
	moves    int        // the move count of the last position heard
	want     int        // with -decode turn: the position at which seat 1 found this seat to move, until it arrives; -1 for none
	updates  int        // updates heard since the game began
	disorder []string
	closed   bool
	err      error
}

func newRun(o options, def record.Definition, url string) *loadRun {
	return &loadRun{o: o, def: def, url: url, go_: make(chan struct{})}
}

// dial opens one WebSocket as the desktop client does (no Origin).
func (r *loadRun) dial(ctx context.Context) (*websocket.Conn, error) {
	dctx, cancel := context.WithTimeout(ctx, r.o.dialTimeout)
	defer cancel()
	c, _, err := websocket.Dial(dctx, r.url, nil)
	if err != nil {
		return nil, err
	}
	c.SetReadLimit(wire.MaxMessage)
	return c, nil
}

func send(ctx context.Context, c *websocket.Conn, msg any) error {
	data, err := wire.Encode(msg)
	if err != nil {
		return err
	}
	return c.Write(ctx, websocket.MessageText, data)
}

// readUntil reads server messages until pred takes one; a refusal or a failure is an error.
func readUntil(ctx context.Context, c *websocket.Conn, pred func(any) bool) (any, error) {
	for {
		_, data, err := c.Read(ctx)
		if err != nil {
			return nil, err
		}
		m, err := wire.DecodeServer(data)
		if err != nil {
			return nil, err
		}
		switch m := m.(type) {
		case *wire.Refused:
			return nil, fmt.Errorf("refused: %s", m.Words)
		case *wire.Failure:
			return nil, fmt.Errorf("failure: %s", m.Words)
		}
		if pred(m) {
			return m, nil
		}
	}
}

// take keeps the seat's View from views after moves moves, decoded.
func (s *seat) take(views []wire.SeatView, moves int) error {
	raw, err := s.own(views)
	if err != nil {
		return err
	}
	g, err := s.t.r.def.DecodeState(raw)
	if err != nil {
		return err
	}
	s.mu.Lock()
	s.view, s.raw, s.moves = g, raw, moves
	s.mu.Unlock()
	return nil
}

// own is the seat's View among views, as the server encoded it.
func (s *seat) own(views []wire.SeatView) ([]byte, error) {
	for _, v := range views {
		if v.Seat == s.idx {
			return v.State, nil
		}
	}
	return nil, fmt.Errorf("no View of seat %d", s.idx)
}

// decodes reports whether the seat decodes every View it hears: every seat with -decode all,
// else only seat 1, which tells the seat to move.
func (s *seat) decodes() bool { return s.t.r.o.decodeAll || s.idx == 0 }

// read is the seat's reader: it hears each update, counts it for the latency, keeps the View
// and, when the seat is to move, plans its move after a think time.
func (s *seat) read() {
	<-s.t.r.go_
	if s.decodes() {
		s.plan() // the seat to move at the start
	}
	for {
		_, data, err := s.c.Read(context.Background())
		if err != nil {
			s.mu.Lock()
			if !s.closed {
				s.err = err
			}
			s.mu.Unlock()
			return
		}
		heard := time.Now()
		m, err := wire.DecodeServer(data)
		if err != nil {
			s.mu.Lock()
			s.disorder = append(s.disorder, "undecodable message: "+err.Error())
			s.mu.Unlock()
			continue
		}
		switch m := m.(type) {
		case *wire.Update:
			s.t.heard(m.Moves, heard)
			s.mu.Lock()
			if m.Undo || m.Moves != s.moves+1 {
				s.disorder = append(s.disorder, fmt.Sprintf("update to %d moves after %d (undo %v)", m.Moves, s.moves, m.Undo))
			}
			s.updates++
			s.mu.Unlock()
			if !s.decodes() {
				s.keep(m.Views, m.Moves)
				continue
			}
			if err := s.take(m.Views, m.Moves); err != nil {
				s.mu.Lock()
				s.disorder = append(s.disorder, err.Error())
				s.mu.Unlock()
				continue
			}
			s.plan()
		case *wire.Refused:
			s.t.mu.Lock()
			s.t.refused = append(s.t.refused, m.Words)
			s.t.mu.Unlock()
		case *wire.Failure:
			s.t.mu.Lock()
			s.t.refused = append(s.t.refused, "failure: "+m.Words)
			s.t.mu.Unlock()
		case *wire.State:
			s.mu.Lock()
			s.disorder = append(s.disorder, fmt.Sprintf("an unasked State at %d moves", m.Moves))
			s.mu.Unlock()
		}
	}
}

// plan schedules the seat's move when its View says it is to move.
func (s *seat) plan() {
	s.mu.Lock()
	g, moves := s.view, s.moves
	s.mu.Unlock()
	if g.Over() {
		if s.idx == 0 {
			s.t.r.finished.Add(1)
		}
		return
	}
	to := g.ToMove()
	if s.t.r.stopping.Load() || to == rules.NoSeat {
		return
	}
	if to != rules.Seat(s.idx) {
		if !s.t.r.o.decodeAll && int(to) < len(s.t.seats) {
			s.t.seats[to].turnAt(moves)
		}
		return
	}
	turn := time.Now()
	time.AfterFunc(s.t.r.think(s.rng), func() { s.move(g, moves, turn) })
}

// keep notes a View the seat does not decode now (-decode turn), and plans the seat's move if
// seat 1 already found it to move at that position.
func (s *seat) keep(views []wire.SeatView, moves int) {
	raw, err := s.own(views)
	s.mu.Lock()
	if err != nil {
		s.disorder = append(s.disorder, err.Error())
	}
	s.raw, s.moves = raw, moves
	due := s.want == moves
	if due {
		s.want = -1
	}
	s.mu.Unlock()
	if due {
		s.planRaw(raw, moves)
	}
}

// turnAt tells the seat (-decode turn) that it is to move at the position after moves moves:
// its move is planned once it has heard that position.
func (s *seat) turnAt(moves int) {
	s.mu.Lock()
	raw, due := s.raw, s.moves == moves
	if !due {
		s.want = moves
	}
	s.mu.Unlock()
	if due {
		s.planRaw(raw, moves)
	}
}

// planRaw plans the seat's move on the View raw (not decoded yet) after moves moves: it is
// decoded when the think time is over, and the move chosen from it.
func (s *seat) planRaw(raw []byte, moves int) {
	if s.t.r.stopping.Load() {
		return
	}
	turn := time.Now()
	time.AfterFunc(s.t.r.think(s.rng), func() {
		g, err := s.t.r.def.DecodeState(raw)
		if err != nil {
			s.mu.Lock()
			s.disorder = append(s.disorder, err.Error())
			s.mu.Unlock()
			return
		}
		s.move(g, moves, turn)
	})
}

// move sends the seat's move on g, the position after moves moves.
func (s *seat) move(g rules.Game, moves int, turn time.Time) {
	r := s.t.r
	if r.stopping.Load() {
		return
	}
	mv := s.bot.Choose(g)
	kind, data, err := r.def.EncodeMove(mv)
	if err != nil {
		s.mu.Lock()
		s.disorder = append(s.disorder, "encode a move: "+err.Error())
		s.mu.Unlock()
		return
	}
	msg, err := wire.Encode(&wire.Play{Seat: s.idx, After: moves, Move: &record.Move{Seat: s.idx, Kind: kind, Data: data}})
	if err != nil {
		return
	}
	now := time.Now()
	if d := now.Sub(turn); d > time.Second {
		r.late.Add(1)
	}
	for {
		old := r.slowestTurn.Load()
		if int64(now.Sub(turn)) <= old || r.slowestTurn.CompareAndSwap(old, int64(now.Sub(turn))) {
			break
		}
	}
	t := s.t
	t.mu.Lock()
	t.pending[moves+1] = &pending{at: now, timing: true}
	t.sent++
	t.mu.Unlock()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := s.c.Write(ctx, websocket.MessageText, msg); err != nil {
		s.mu.Lock()
		s.disorder = append(s.disorder, "send a move: "+err.Error())
		s.mu.Unlock()
	}
}

// heard counts that one seat heard the update to moves moves; the last seat to hear it gives
// the move's latency.
func (t *table) heard(moves int, at time.Time) {
	t.mu.Lock()
	p := t.pending[moves]
	if p == nil {
		p = &pending{}
		t.pending[moves] = p
	}
	p.heard++
	all := p.heard == len(t.seats)
	if all {
		delete(t.pending, moves)
	}
	t.mu.Unlock()
	if !all {
		return
	}
	r := t.r
	r.moveCount.Add(1)
	if p.timing {
		d := at.Sub(p.at)
		r.mu.Lock()
		r.samples = append(r.samples, d)
		r.window = append(r.window, d)
		r.mu.Unlock()
	}
}

// play lets the tables play until the duration or the move count is reached, printing each
// interval's figures.
func (r *loadRun) play(ctx context.Context, srv *server) {
	end := time.After(r.o.duration)
	if r.o.moves > 0 {
		end = nil
	}
	tick := time.NewTicker(r.o.report)
	defer tick.Stop()
	check := time.NewTicker(50 * time.Millisecond)
	defer check.Stop()
	last, lastMoves := r.begin, int64(0)
	var lastCPU time.Duration
	if srv != nil {
		lastCPU = srv.stat().cpu
	}
	defer r.stopping.Store(true)
	for {
		select {
		case <-ctx.Done():
			return
		case <-end:
			return
		case <-check.C:
			if r.o.moves > 0 && r.moveCount.Load() >= int64(r.o.moves) {
				return
			}
		case now := <-tick.C:
			r.mu.Lock()
			w := r.window
			r.window = nil
			r.mu.Unlock()
			slices.Sort(w)
			n := r.moveCount.Load()
			line := fmt.Sprintf("load: %5.0f s: %6.0f moves/s", now.Sub(r.begin).Seconds(), float64(n-lastMoves)/now.Sub(last).Seconds())
			if len(w) > 0 {
				line += fmt.Sprintf(", move → every seat p50 %s p99 %s max %s", ms(pct(w, 50)), ms(pct(w, 99)), ms(w[len(w)-1]))
			}
			if srv != nil {
				st := srv.stat()
				line += fmt.Sprintf(", server %.2f cores, RSS %.0f MiB", (st.cpu-lastCPU).Seconds()/now.Sub(last).Seconds(), mib(st.rss))
				lastCPU = st.cpu
			}
			fmt.Println(line)
			last, lastMoves = now, n
		}
	}
}

// settle waits until every move sent has been heard by every seat of its table, or the
// timeout; it reports whether they all were.
func (r *loadRun) settle(timeout time.Duration) bool {
	deadline := time.Now().Add(timeout)
	tick := time.NewTicker(20 * time.Millisecond)
	defer tick.Stop()
	for {
		if r.quiet() {
			return true
		}
		if time.Now().After(deadline) {
			return false
		}
		<-tick.C
	}
}

// quiet reports whether no table has a move some seat has not heard yet. A timer's move that
// is about to go out is not seen; settle's caller has stopped new ones first.
func (r *loadRun) quiet() bool {
	for _, t := range r.tabs {
		t.mu.Lock()
		n := len(t.pending)
		t.mu.Unlock()
		if n > 0 {
			return false
		}
	}
	return true
}

// latencies are every measured move's latency, sorted.
func (r *loadRun) latencies() []time.Duration {
	r.mu.Lock()
	defer r.mu.Unlock()
	out := slices.Clone(r.samples)
	slices.Sort(out)
	return out
}

// closeAll closes every seat's WebSocket.
func (r *loadRun) closeAll() {
	for _, t := range r.tabs {
		if t == nil {
			continue
		}
		for _, s := range t.seats {
			s.mu.Lock()
			s.closed = true
			s.mu.Unlock()
			s.c.CloseNow()
		}
	}
}
