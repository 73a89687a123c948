package bot

import (
	"encoding/binary"
	"fmt"
	"math"
	"math/rand/v2"
	"sync"
	"time"

	"northtable/rules"
)

// Level is a strength of the search: an iteration budget with a time cap (Config).
type Level int

// The levels a table offers, weakest first.
const (
	Easy Level = iota
	Normal
	Hard
)

// String names the level for people, e.g. "Normal".
func (l Level) String() string {
	switch l {
	case Easy:
		return "Easy"
	case Normal:
		return "Normal"
	case Hard:
		return "Hard"
	}
	return fmt.Sprintf("Level(%d)", int(l))
}

// ParseLevel reads a level's name in any case ("easy", "Normal", "HARD"); an unknown name is an
// error.
func ParseLevel(s string) (Level, error) {
	for l := Easy; l <= Hard; l++ {
		if equalFold(s, l.String()) {
			return l, nil
		}
	}
	return 0, fmt.Errorf("bot: unknown level %q (easy, normal or hard)", s)
}

func equalFold(a, b string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := 0; i < len(a); i++ {
		x, y := a[i]|0x20, b[i]|0x20
		if x != y {
			return false
		}
	}
	return true
}

// Config is what one Search does per decision. Its zero fields take the defaults named below.
type Config struct {
	// Iterations is the iteration budget of one decision: the search decides once it has run
	// this many (over all Think calls of the decision). 0 means no iteration budget (TimeCap
	// alone decides); both 0 is DefaultIterations.
	Iterations int
	// TimeCap is the most thinking time one decision may take, summed over its Think calls
	// (time spent inside Think, not the wall time between calls); 0 means none.
	TimeCap time.Duration
	// Explore is UCB1's exploration constant c for rewards in [0, 1]; 0 means DefaultExplore.
	Explore float64
	// PlayoutMoves caps a playout: after this many moves a game that is not over is scored as
	// it stands (rules.Game.Result). 0 means DefaultPlayoutMoves.
	PlayoutMoves int
	// Margin is the weight in [0, 1] of the score margin in a seat's reward, the rest being its
	// place; 0 means DefaultMargin, a negative value none.
	Margin float64
	// Widen, when above 0, turns on progressive widening: a node visited v times keeps at most
	// ⌈Widen·√v⌉ children (tree.go). 0 expands every move before revisiting any.
	Widen float64
	// Spread, when above 0, makes the decision a draw rather than the most visited move: among
	// the root's moves visited at least Spread times as often as the most visited one and at
	// least SpreadVisits times, each with a chance in proportion to its visits, from the
	// search's own random source (so it stays exact). A weaker level thereby plays now and
	// then a move the search found nearly as good, never one it found poor or hardly looked
	// at (where a decision has more moves than the budget can weigh, it takes the best). 0
	// takes the most visited move.
	Spread float64
	// Workers, when above 1, runs a root-parallel search: that many goroutines, each with its
	// own tree and random source, share each Think call's slice and the iteration budget
	// (split evenly, so a decision ended by the budget stays exact however it is sliced); the
	// decision takes the root's visits summed over the trees. 0 or 1 searches on the caller's
	// goroutine alone. The browser build has one thread, where more workers only take turns.
	Workers int
	// Seed fixes the search's random choices. A table gives the game's seed mixed with the
	// seat (Seed); each decision then mixes in its view's hash and move number.
	Seed uint64
}

// Defaults of Config's zero fields.
const (
	DefaultIterations   = 1000
	DefaultExplore      = 0.7
	DefaultPlayoutMoves = 3000
	DefaultMargin       = 0.1
)

// Config returns the level's budget with seed: Easy 150 iterations within 0.3 s, Normal 1,000
// within 1 s, Hard 4,000 within 3 s of thinking time per decision. The iteration budgets are
// what decides on this machine (a few thousand iterations a second, BenchmarkIterations);
// the caps bound slow machines and the browser's first seconds.
//
// Easy also draws its move among those its search found nearly as good as the best (Spread
// 0.7): a smaller budget alone left it too close to Normal (Normal won 12 of 20 and 27 of 40
// two-player Reykholt games against 150 iterations, 29 of 40 against 50), while the draw
// never takes a move the search found poor.
func (l Level) Config(seed uint64) Config {
	c := Config{Seed: seed}
	switch l {
	case Easy:
		c.Iterations, c.TimeCap, c.Spread = 150, 300*time.Millisecond, 0.7
	case Hard:
		c.Iterations, c.TimeCap = 4000, 3*time.Second
	default:
		c.Iterations, c.TimeCap = 1000, time.Second
	}
	return c
}

// Seed mixes a game's seed and a seat into the seed of that seat's search (Config.Seed), so
// every computer seat of a game searches with its own random source.
func Seed(gameSeed uint64, seat rules.Seat) uint64 {
	return mix(gameSeed, uint64(int64(seat))+0x5ea7)
}

// mix is a SplitMix64 step over a and b: equal inputs give equal outputs on every platform.
func mix(a, b uint64) uint64 {
	z := a + 0x9e3779b97f4a7c15*(b+1)
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// Stats describes the search of the current (or last) decision.
type Stats struct {
	Iterations int           // iterations run
	Thinking   time.Duration // time spent inside Think (or ThinkAt) for it
	Calls      int           // Think calls it took
	Nodes      int           // tree nodes
	Decided    bool          // whether the decision was taken
	Move       rules.Move    // the move chosen, once Decided
	// Visits is how often the chosen move was tried at the root, of Iterations.
	Visits int
	// Tried is the number of moves tried at the root, of those legal.
	Tried int
	// Longest is the longest iteration's time (a stall of the machine shows here).
	Longest time.Duration
}

// Search is an information-set Monte Carlo tree search from one seat (single observer, after
// Cowling, Powley and Whitehouse 2012) that plays any rules.Game through the contract alone.
//
// Each iteration samples a full game with Determinize(seat, r) from the seat's own view, walks
// one shared tree by the moves legal in that sample (UCB1 with availability counts), expands one
// node, plays on with Random to the end or Config.PlayoutMoves, and backs up one reward per seat
// (its place, ties shared, plus a small term for its score margin; reward.go). Each move's
// statistics are its mover's rewards, so every seat maximises its own and 2–5 players work.
//
// The search is anytime and time-sliced: the tree lives between Think calls of one decision,
// and a view with another hash or move number starts a new one. Given the same view, seed and
// move number it makes the same choice, however its thinking is sliced, as long as the
// iteration budget rather than the time cap ends it. It never sees more than the view it is
// handed. A Search is not safe for concurrent use; give each computer seat its own.
type Search struct {
	cfg Config

	// The decision being searched.
	active  bool
	key     [32]byte
	move    int
	rootMvs []rules.Move // the moves legal in the view, in its order
	workers []*worker    // one per Config.Workers (at least one), each with its own tree
	stats   Stats
	err     error
}

// worker is one tree of the search with its own sample source, playout player and buffers, so
// that several can search at once (Config.Workers).
type worker struct {
	cfg     *Config
	view    rules.Game // the worker's own copy of the seat's view
	seat    rules.Seat
	root    *node
	rng     *rand.Rand
	playout *Random
	budget  int           // the worker's share of the iteration budget; 0 for none
	its     int           // iterations run for the decision
	per     time.Duration // an iteration's usual length, a moving average
	longest time.Duration
	done    bool // it reached its budget or the time cap, or failed
	err     error

	// Buffers reused by every iteration.
	legal   []rules.Move
	untried []rules.Move
	path    []*child
	reward  []float64
}

// NewSearch returns a search with the given budget and seed.
func NewSearch(c Config) *Search {
	if c.Iterations == 0 && c.TimeCap == 0 {
		c.Iterations = DefaultIterations
	}
	if c.Explore == 0 {
		c.Explore = DefaultExplore
	}
	if c.PlayoutMoves == 0 {
		c.PlayoutMoves = DefaultPlayoutMoves
	}
	if c.Margin == 0 {
		c.Margin = DefaultMargin
	}
	if c.Margin < 0 {
		c.Margin = 0
	}
	return &Search{cfg: c}
}

// NewLevel returns a search at level l with seed (Level.Config).
func NewLevel(l Level, seed uint64) *Search { return NewSearch(l.Config(seed)) }

// Think searches the view's pending decision for at most budget and returns the chosen move
// with true once it has decided, or nil and false to be called again (table.Controller). The
// decision is told apart by the view's hash alone; ThinkAt also takes the move number. view is
// the seat's own View; the seat to move is the seat searched for. A view with no legal move
// (the game over) returns nil and false.
func (s *Search) Think(view rules.Game, budget time.Duration) (rules.Move, bool) {
	return s.ThinkAt(view, -1, budget)
}

// ThinkAt is Think for the decision at move number move (how many moves the game has had), so
// two decisions with equal views at different moves search with different random choices.
func (s *Search) ThinkAt(view rules.Game, move int, budget time.Duration) (rules.Move, bool) {
	start := time.Now()
	key := view.Hash()
	if !s.active || key != s.key || move != s.move {
		if !s.begin(view, key, move) {
			return nil, false
		}
	}
	if s.stats.Decided {
		return s.stats.Move, true
	}
	s.stats.Calls++
	// The time cap left for this call; every worker stops before an iteration of its usual
	// length would overrun it or the slice. Every call runs at least one iteration a worker,
	// so a slice shorter than an iteration still progresses.
	capLeft := time.Duration(math.MaxInt64)
	if s.cfg.TimeCap > 0 {
		capLeft = s.cfg.TimeCap - s.stats.Thinking
	}
	if len(s.workers) == 1 {
		s.workers[0].run(start, budget, capLeft)
	} else {
		var wg sync.WaitGroup
		for _, w := range s.workers {
			if w.done {
				continue
			}
			wg.Add(1)
			go func() {
				defer wg.Done()
				w.run(start, budget, capLeft)
			}()
		}
		wg.Wait()
	}
	s.stats.Thinking += time.Since(start)
	s.stats.Iterations, s.stats.Longest = 0, 0
	done := true
	for _, w := range s.workers {
		s.stats.Iterations += w.its
		s.stats.Longest = max(s.stats.Longest, w.longest)
		done = done && w.done
		if s.err == nil {
			s.err = w.err
		}
	}
	if !done && s.err == nil {
		return nil, false
	}
	return s.decide(), true
}

// run searches until the worker's iteration budget, the time cap left (capLeft) or the slice (budget) since start would be overrun; it marks the worker done unless
// the slice ended it.
func (w *worker) run(start time.Time, budget, capLeft time.Duration) {
	for n := 0; ; n++ {
		if w.budget > 0 && w.its >= w.budget {
			w.done = true
			return
		}
		used := time.Since(start)
		if w.its > 0 && used+w.per > capLeft {
			w.done = true
			return
		}
		if n > 0 && used+w.per > budget {
			return
		}
		if err := w.iterate(); err != nil {
			w.err, w.done = err, true
			return
		}
		w.its++
		d := time.Since(start) - used
		w.longest = max(w.longest, d)
		if w.per == 0 {
			w.per = d
		} else {
			w.per += (d - w.per) / 8
		}
		if w.settled() {
			w.done = true
			return
		}
	}
}

// settled reports whether the decision can no longer change: the root's most visited move
// leads the next by more than the iterations left of the budget, so none of them could
// overtake it, and the search ends early with the same choice it would make at the end (a
// decision with an obvious move takes a fraction of its budget). Only for one worker deciding
// by the most visits: a drawn decision (Config.Spread) weighs every count, and root-parallel
// workers sum theirs.
func (w *worker) settled() bool {
	if w.budget == 0 || w.cfg.Spread > 0 || w.cfg.Workers > 1 {
		return false
	}
	var first, second int32
	for i := range w.root.kids {
		switch v := w.root.kids[i].visits; {
		case v > first:
			first, second = v, first
		case v > second:
			second = v
		}
	}
	return int(first-second) > w.budget-w.its
}

// Stats describes the current (or last) decision's search.
func (s *Search) Stats() Stats {
	st := s.stats
	if len(s.workers) > 0 && s.workers[0].root != nil {
		var tried map[rules.Move]bool
		for _, w := range s.workers {
			st.Nodes += w.root.count()
			if len(s.workers) == 1 {
				st.Tried = len(w.root.kids)
				break
			}
			if tried == nil {
				tried = make(map[rules.Move]bool)
			}
			for i := range w.root.kids {
				tried[w.root.kids[i].move] = true
			}
		}
		if tried != nil {
			st.Tried = len(tried)
		}
	}
	return st
}

// Err is the first contract failure the search met in the current decision (a sample's legal
// move refused, a playout with no legal move before the end), or nil. The search then decides
// at once with what it has.
func (s *Search) Err() error { return s.err }

// begin starts a new decision; it reports false when the view offers no move.
func (s *Search) begin(view rules.Game, key [32]byte, move int) bool {
	s.active, s.key, s.move = true, key, move
	s.stats, s.err = Stats{}, nil
	s.rootMvs = view.AppendLegal(s.rootMvs[:0])
	if len(s.rootMvs) == 0 || view.Over() {
		s.active = false
		return false
	}
	if len(s.rootMvs) == 1 {
		s.stats.Decided, s.stats.Move = true, s.rootMvs[0]
		for _, w := range s.workers {
			w.root = nil
		}
		return true
	}
	var seed [8]byte
	binary.LittleEndian.PutUint64(seed[:], uint64(int64(move)))
	h := mix(s.cfg.Seed, binary.LittleEndian.Uint64(seed[:]))
	for i := 0; i < 32; i += 8 {
		h = mix(h, binary.LittleEndian.Uint64(key[i:]))
	}
	n := max(s.cfg.Workers, 1)
	if len(s.workers) != n {
		s.workers = make([]*worker, n)
		for i := range s.workers {
			s.workers[i] = &worker{cfg: &s.cfg}
		}
	}
	for i, w := range s.workers {
		// The first worker's source is the one-tree search's, so Workers 1 searches as always.
		wh := h
		if i > 0 {
			wh = mix(h, 0x776f726b+uint64(i))
		}
		// Each worker its own copy: the caller may go on using its view, and samples are
		// drawn from the copies at once.
		w.view, w.seat = view.Clone(), view.ToMove()
		w.rng = rand.New(rand.NewPCG(wh, mix(wh, 1)))
		w.playout = NewRandom(mix(wh, 2))
		w.root = newNode()
		w.its, w.per, w.longest, w.done, w.err = 0, 0, 0, false, nil
		w.budget = 0
		if s.cfg.Iterations > 0 {
			w.budget = s.cfg.Iterations / n
			if i < s.cfg.Iterations%n {
				w.budget++
			}
			if w.budget == 0 {
				w.done = true // more workers than iterations: the others search
			}
		}
		if k := view.Seats(); cap(w.reward) < k {
			w.reward = make([]float64, k)
		}
		w.reward = w.reward[:view.Seats()]
	}
	return true
}

// decide takes the decision: the root's most visited move legal in the view, visits summed over
// the workers' trees (ties: the better mean, then the earlier in Legal's order).
func (s *Search) decide() rules.Move {
	m := s.rootMvs[0]
	bestV, bestSum, found := int32(0), 0.0, false
	for _, mv := range s.rootMvs {
		var v int32
		var sum float64
		for _, w := range s.workers {
			if c := w.root.find(mv); c != nil {
				v += c.visits
				sum += c.sum
			}
		}
		if v == 0 {
			continue
		}
		if !found || v > bestV || v == bestV && sum/float64(v) > bestSum/float64(bestV) {
			m, bestV, bestSum, found = mv, v, sum, true
		}
	}
	if found && s.cfg.Spread > 0 {
		m, bestV = s.draw(bestV)
	}
	if found {
		s.stats.Visits = int(bestV)
	}
	s.stats.Decided, s.stats.Move = true, m
	return m
}

// SpreadVisits is the fewest visits a root move needs to be drawn under Config.Spread (the
// most visited move is always a candidate).
const SpreadVisits = 10

// draw picks the decision among the root's moves visited at least Spread times most, the most
// visits, and SpreadVisits times, in proportion to their visits (Config.Spread); it returns the
// move and its visits.
func (s *Search) draw(most int32) (rules.Move, int32) {
	floor := max(s.cfg.Spread*float64(most), min(SpreadVisits, float64(most)))
	visits := func(mv rules.Move) int32 {
		var v int32
		for _, w := range s.workers {
			if c := w.root.find(mv); c != nil {
				v += c.visits
			}
		}
		return v
	}
	total := int64(0)
	for _, mv := range s.rootMvs {
		if v := visits(mv); v > 0 && float64(v) >= floor {
			total += int64(v)
		}
	}
	x := s.workers[0].rng.Int64N(total)
	for _, mv := range s.rootMvs {
		if v := visits(mv); v > 0 && float64(v) >= floor {
			if x < int64(v) {
				return mv, v
			}
			x -= int64(v)
		}
	}
	panic("bot: unreachable")
}
