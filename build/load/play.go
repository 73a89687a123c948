package main

import (
	"context"
	"errors"
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

// setup opens, fills and starts every table, o.setupParallel at once.
func (r *loadRun) setup(ctx context.Context) error {
	r.tabs = make([]*table, r.o.tables)
	sem := make(chan struct{}, r.o.setupParallel)
	var wg sync.WaitGroup
	var mu sync.Mutex
	var first error
	var done atomic.Int64
	for i := range r.tabs {
		sem <- struct{}{}
		mu.Lock()
		failed := first != nil
		mu.Unlock()
		if failed || ctx.Err() != nil {
			break
		}
		wg.Add(1)
		go func() {
			defer func() { <-sem; wg.Done() }()
			t, err := r.setupTable(ctx, i)
			mu.Lock()
			defer mu.Unlock()
			r.tabs[i] = t
			if err != nil && first == nil {
				first = fmt.Errorf("setting up table %d: %w", i+1, err)
			}
			if n := done.Add(1); n%200 == 0 {
				fmt.Printf("load: %d tables set up\n", n)
			}
		}()
	}
	wg.Wait()
	if first == nil && ctx.Err() != nil {
		first = ctx.Err()
	}
	return first
}

// setupTable opens table i: seat 0 creates it, the others join, seat 0 starts it; each seat then
// has the game's first State and a reader running.
func (r *loadRun) setupTable(ctx context.Context, i int) (*table, error) {
	ctx, cancel := context.WithTimeout(ctx, r.o.dialTimeout)
	defer cancel()
	t := &table{r: r, pending: map[int]*pending{}}
	for s := range r.o.seats {
		c, err := r.dial(ctx)
		if err != nil {
			return t, err
		}
		seed := r.o.seed*1_000_003 + uint64(i)*16 + uint64(s)
		t.seats = append(t.seats, &seat{t: t, idx: s, c: c, rng: rand.New(rand.NewPCG(seed, 1)), bot: bot.NewRandom(seed), want: -1})
	}
	plan := []wire.SeatPlan{{Name: "Seat 1", Who: wire.WhoHere}}
	for range r.o.seats - 1 {
		plan = append(plan, wire.SeatPlan{Who: wire.WhoOpen})
	}
	host := t.seats[0]
	if err := send(ctx, host.c, &wire.Create{Game: r.o.game, Seats: plan}); err != nil {
		return t, err
	}
	m, err := readUntil(ctx, host.c, func(m any) bool { _, ok := m.(*wire.Seated); return ok })
	if err != nil {
		return t, err
	}
	st := m.(*wire.Seated)
	t.code, host.token = st.Code, st.Tokens[0]
	for _, s := range t.seats[1:] {
		if err := send(ctx, s.c, &wire.Join{Code: wire.ShowCode(t.code), Name: fmt.Sprintf("Seat %d", s.idx+1)}); err != nil {
			return t, err
		}
		m, err := readUntil(ctx, s.c, func(m any) bool { _, ok := m.(*wire.Seated); return ok })
		if err != nil {
			return t, err
		}
		st := m.(*wire.Seated)
		if len(st.Seats) != 1 || st.Seats[0] != s.idx {
			return t, fmt.Errorf("joined seat %v, expected %d", st.Seats, s.idx)
		}
		s.token = st.Tokens[0]
	}
	if err := send(ctx, host.c, &wire.Start{Code: t.code}); err != nil {
		return t, err
	}
	for _, s := range t.seats {
		m, err := readUntil(ctx, s.c, func(m any) bool { _, ok := m.(*wire.State); return ok })
		if err != nil {
			return t, err
		}
		if err := s.take(m.(*wire.State).Views, m.(*wire.State).Moves); err != nil {
			return t, err
		}
		go s.read()
	}
	return t, nil
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

// check finds lost, doubled or disordered moves: every seat of a table must have heard every
// move its table made, once and in order.
func (r *loadRun) check(settled bool) []string {
	var out []string
	if !settled {
		out = append(out, "some moves were still not heard by every seat after the settle time")
	}
	for i, t := range r.tabs {
		t.mu.Lock()
		sent, refused := t.sent, slices.Clone(t.refused)
		t.mu.Unlock()
		for _, w := range refused {
			out = append(out, fmt.Sprintf("table %d: a move was refused: %s", i+1, w))
		}
		moves := -1
		for _, s := range t.seats {
			s.mu.Lock()
			m, u, dis, err := s.moves, s.updates, slices.Clone(s.disorder), s.err
			s.mu.Unlock()
			if err != nil {
				out = append(out, fmt.Sprintf("table %d seat %d: connection lost: %v", i+1, s.idx+1, err))
			}
			for _, d := range dis {
				out = append(out, fmt.Sprintf("table %d seat %d: %s", i+1, s.idx+1, d))
			}
			if moves >= 0 && m != moves {
				out = append(out, fmt.Sprintf("table %d: seat %d is at move %d, seat 1 at %d", i+1, s.idx+1, m, moves))
			}
			if u != m {
				out = append(out, fmt.Sprintf("table %d seat %d: %d updates for %d moves", i+1, s.idx+1, u, m))
			}
			if moves < 0 {
				moves = m
			}
		}
		if moves != sent-len(refused) {
			out = append(out, fmt.Sprintf("table %d: %d moves sent and accepted, %d heard", i+1, sent-len(refused), moves))
		}
	}
	return out
}

// verify asks each table again on a new connection (Hello with seat 1's token): the server's
// move count and seat 1's View hash must equal what seat 1 heard.
func (r *loadRun) verify(ctx context.Context) []string {
	var mu sync.Mutex
	var out []string
	sem := make(chan struct{}, r.o.verifyParallel)
	var wg sync.WaitGroup
	for i, t := range r.tabs {
		sem <- struct{}{}
		wg.Add(1)
		go func() {
			defer func() { <-sem; wg.Done() }()
			if err := r.verifyTable(ctx, t); err != nil {
				mu.Lock()
				out = append(out, fmt.Sprintf("table %d: %v", i+1, err))
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	return out
}

func (r *loadRun) verifyTable(ctx context.Context, t *table) error {
	ctx, cancel := context.WithTimeout(ctx, r.o.dialTimeout)
	defer cancel()
	c, err := r.dial(ctx)
	if err != nil {
		return err
	}
	defer c.CloseNow()
	s := t.seats[0]
	if err := send(ctx, c, &wire.Hello{Code: t.code, Tokens: []string{s.token}}); err != nil {
		return err
	}
	m, err := readUntil(ctx, c, func(m any) bool { _, ok := m.(*wire.State); return ok })
	if err != nil {
		return err
	}
	st := m.(*wire.State)
	s.mu.Lock()
	mine, moves := s.view.Hash(), s.moves
	s.mu.Unlock()
	if st.Moves != moves {
		return fmt.Errorf("the server has %d moves, seat 1 heard %d", st.Moves, moves)
	}
	if len(st.Views) != 1 {
		return errors.New("no View in the State")
	}
	g, err := r.def.DecodeState(st.Views[0].State)
	if err != nil {
		return err
	}
	if g.Hash() != mine {
		return errors.New("seat 1's View hash differs from the server's")
	}
	return nil
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
