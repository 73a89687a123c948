package bot

import (
	"math/rand/v2"
	"time"

	"northtable/rules"
)

// Greedy is the one-step lookahead baseline of the arena: on a sample of the seat's view
// (Determinize) it tries every legal move and keeps the one after which the seat's score margin
// (its Result total against the best other seat's) is largest, ties broken as Random would. It
// judges only by the score the game gives now, which most decisions of some games leave
// unchanged; it decides in one call. It is not safe for concurrent use.
type Greedy struct {
	rng   *rand.Rand
	pick  *Random
	legal []rules.Move
	best  []rules.Move
}

// NewGreedy returns a Greedy whose samples and tie-breaks are fixed by seed.
func NewGreedy(seed uint64) *Greedy {
	return &Greedy{rng: rand.New(rand.NewPCG(seed, 0x6772656564)), pick: NewRandom(mix(seed, 3))}
}

// Think chooses the move at once (the table.Controller shape; budget is not needed). A view
// with no legal move returns nil and false.
func (b *Greedy) Think(view rules.Game, _ time.Duration) (rules.Move, bool) {
	b.legal = view.AppendLegal(b.legal[:0])
	if m, ok, done := plain(b.legal, view); done {
		return m, ok
	}
	seat := view.ToMove()
	d := view.Determinize(seat, b.rng)
	b.best = b.best[:0]
	bestV := 0
	for _, m := range b.legal {
		g := d.Clone()
		if _, err := g.Apply(m); err != nil {
			continue
		}
		v := scoreMargin(g.Result(), seat)
		if len(b.best) == 0 || v > bestV {
			b.best, bestV = append(b.best[:0], m), v
		} else if v == bestV {
			b.best = append(b.best, m)
		}
	}
	if len(b.best) == 0 {
		return b.pick.pick(b.legal), true
	}
	return b.pick.pick(b.best), true
}

// scoreMargin is seat's total less the best other seat's.
func scoreMargin(r rules.Result, seat rules.Seat) int {
	best, first := 0, true
	for i, s := range r.Scores {
		if rules.Seat(i) != seat && (first || s.Total > best) {
			best, first = s.Total, false
		}
	}
	if int(seat) >= len(r.Scores) {
		return 0
	}
	return r.Scores[seat].Total - best
}

// Flat is the flat Monte Carlo baseline of the arena: for each legal move, playouts with
// Random from fresh samples of the seat's view (Determinize), round by round over the moves,
// until every move has had Playouts of them or the time cap has passed (after one round at
// least); the best mean reward (reward.go, as the tree search scores) wins. It decides in one
// call. It is not safe for concurrent use.
type Flat struct {
	// Playouts is the number of playouts per legal move; TimeCap, when not 0, bounds the
	// decision's time, so Flat can be given the tree search's time per decision.
	Playouts int
	TimeCap  time.Duration
	// Total, when above 0, replaces Playouts by a budget for the whole decision shared evenly
	// among the moves (at least one playout each), so Flat can be given the tree search's
	// iterations per decision.
	Total int

	rng    *rand.Rand
	play   *Random
	legal  []rules.Move
	sum    []float64
	reward []float64
}

// NewFlat returns a flat Monte Carlo player with playouts per move (at least 1) and a time cap
// (0 for none), fixed by seed.
func NewFlat(playouts int, timeCap time.Duration, seed uint64) *Flat {
	return &Flat{Playouts: max(playouts, 1), TimeCap: timeCap,
		rng: rand.New(rand.NewPCG(seed, 0x666c6174)), play: NewRandom(mix(seed, 4))}
}

// Think chooses the move in one call (the table.Controller shape; the budget is ignored for
// TimeCap). A view with no legal move returns nil and false.
func (b *Flat) Think(view rules.Game, _ time.Duration) (rules.Move, bool) {
	start := time.Now()
	b.legal = view.AppendLegal(b.legal[:0])
	if m, ok, done := plain(b.legal, view); done {
		return m, ok
	}
	seat := view.ToMove()
	b.sum = append(b.sum[:0], make([]float64, len(b.legal))...)
	if n := view.Seats(); cap(b.reward) < n {
		b.reward = make([]float64, n)
	}
	b.reward = b.reward[:view.Seats()]
	rounds, want := 0, b.Playouts
	if b.Total > 0 {
		want = max(1, (b.Total+len(b.legal)-1)/len(b.legal))
	}
	for rounds < want {
		if rounds > 0 && b.TimeCap > 0 && time.Since(start) > b.TimeCap {
			break
		}
		for i, m := range b.legal {
			g := view.Determinize(seat, b.rng)
			if _, err := g.Apply(m); err != nil {
				continue
			}
			for k := 0; k < DefaultPlayoutMoves && !g.Over(); k++ {
				if _, err := g.Apply(b.play.Choose(g)); err != nil {
					break // a rules bug, which the rules' tests catch: score what stands
				}
			}
			rewards(g, DefaultMargin, b.reward)
			b.sum[i] += b.reward[seat]
		}
		rounds++
	}
	best := 0
	for i := range b.sum {
		if b.sum[i] > b.sum[best] {
			best = i
		}
	}
	return b.legal[best], true
}

// plain is the answer that needs no thought, done when there is one: no move when none is
// legal, the only move, or the first of a finished game's.
func plain(legal []rules.Move, view rules.Game) (m rules.Move, ok, done bool) {
	if len(legal) == 0 {
		return nil, false, true
	}
	if len(legal) == 1 || view.Over() {
		return legal[0], true, true
	}
	return nil, false, false
}
