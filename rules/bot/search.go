package bot

import (
	"encoding/binary"
	"fmt"
	"math/rand/v2"
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
func (l Level) Config(seed uint64) Config {
	c := Config{Seed: seed}
	switch l {
	case Easy:
		c.Iterations, c.TimeCap = 150, 300*time.Millisecond
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
	seat    rules.Seat
	view    rules.Game
	rootMvs []rules.Move // the moves legal in the view, in its order
	root    *node
	rng     *rand.Rand
	playout *Random
	stats   Stats
	err     error
	per     time.Duration // an iteration's usual length, a moving average

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
	for n := 0; ; n++ {
		if s.cfg.Iterations > 0 && s.stats.Iterations >= s.cfg.Iterations {
			break
		}
		// Stop before an iteration of the usual length would overrun the cap or the slice;
		// every call runs at least one, so a slice shorter than an iteration still progresses.
		used := time.Since(start)
		if s.cfg.TimeCap > 0 && s.stats.Iterations > 0 && s.stats.Thinking+used+s.per > s.cfg.TimeCap {
			break
		}
		if n > 0 && used+s.per > budget {
			s.stats.Thinking += time.Since(start)
			return nil, false
		}
		if err := s.iterate(); err != nil {
			s.err = err
			break
		}
		s.stats.Iterations++
		d := time.Since(start) - used
		s.stats.Longest = max(s.stats.Longest, d)
		if s.per == 0 {
			s.per = d
		} else {
			s.per += (d - s.per) / 8
		}
	}
	s.stats.Thinking += time.Since(start)
	return s.decide(), true
}

// Stats describes the current (or last) decision's search.
func (s *Search) Stats() Stats {
	st := s.stats
	if s.root != nil {
		st.Nodes, st.Tried = s.root.count(), len(s.root.kids)
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
	s.view, s.seat = view.Clone(), view.ToMove() // the caller may go on using its view
	s.stats, s.err, s.per = Stats{}, nil, 0
	s.root = nil
	s.rootMvs = view.AppendLegal(s.rootMvs[:0])
	if len(s.rootMvs) == 0 || view.Over() {
		s.active = false
		return false
	}
	if len(s.rootMvs) == 1 {
		s.stats.Decided, s.stats.Move = true, s.rootMvs[0]
		return true
	}
	var seed [8]byte
	binary.LittleEndian.PutUint64(seed[:], uint64(int64(move)))
	h := mix(s.cfg.Seed, binary.LittleEndian.Uint64(seed[:]))
	for i := 0; i < 32; i += 8 {
		h = mix(h, binary.LittleEndian.Uint64(key[i:]))
	}
	s.rng = rand.New(rand.NewPCG(h, mix(h, 1)))
	s.playout = NewRandom(mix(h, 2))
	s.root = newNode()
	if n := view.Seats(); cap(s.reward) < n {
		s.reward = make([]float64, n)
	}
	s.reward = s.reward[:view.Seats()]
	return true
}

// decide takes the decision: the root's most visited move legal in the view (ties: the better
// mean, then the earlier in Legal's order).
func (s *Search) decide() rules.Move {
	var best *child
	for _, m := range s.rootMvs {
		c := s.root.find(m)
		if c == nil {
			continue
		}
		if best == nil || c.visits > best.visits || c.visits == best.visits && c.mean() > best.mean() {
			best = c
		}
	}
	m := s.rootMvs[0]
	if best != nil {
		m = best.move
		s.stats.Visits = int(best.visits)
	}
	s.stats.Decided, s.stats.Move = true, m
	return m
}
