// Package bot holds computer players that use only the rules contract (package rules), so they
// play every Northtable game (ARCHITECTURE.md "Bots", CLARIFICATIONS 13):
//
//   - Random (random.go), the uniform random player of playouts, -autoplay and tests: a move
//     kind uniformly, then a move of that kind;
//   - Search (search.go, tree.go, reward.go), the information-set Monte Carlo tree search from
//     one seat (Cowling, Powley and Whitehouse 2012): each iteration determinizes the seat's
//     own View, walks one shared tree by the moves legal in that sample (UCB with
//     availability counts), plays out with Random and backs up each seat's reward (its place,
//     ties shared, and a little of its score margin). It thinks in time slices (Think, the
//     shell's Controller shape) and decides at its Level's iteration budget or time cap, or
//     earlier once its most visited move leads by more than the iterations left (the same
//     choice, sooner: worker.settled); its
//     random source is the caller's seed, the move number and the view, so a decision is
//     exact however it is sliced. Natively it may search on several goroutines, each its own
//     tree (Config.Workers, off by default);
//   - Greedy and Flat (baselines.go), the arena's yardsticks: the move whose position scores
//     best now, and flat Monte Carlo (a playout budget per move, per decision or in time).
//
// build/arena plays them against each other and prints win rates with their intervals.
package bot

import (
	"fmt"
	"math/rand/v2"
	"reflect"

	"northtable/rules"
)

// maxKinds bounds the number of distinct move kinds one decision may offer.
const maxKinds = 32

// Random picks a move kind uniformly among the kinds legal now (a kind is the move's Go type),
// then a move of that kind uniformly, so that turns with many optional actions still end.
// It owns its own seeded generator and a buffer it lists the legal moves into
// (rules.Game.AppendLegal), so a playout allocates only what the game's own moves do; it is
// not safe for concurrent use.
type Random struct {
	rng   *rand.Rand
	legal []rules.Move // the last decision's legal moves; reused by every Choose
}

// NewRandom returns a random bot whose choices are fixed by seed.
func NewRandom(seed uint64) *Random {
	return &Random{rng: rand.New(rand.NewPCG(seed, 0x726e64626f74))}
}

// Choose returns a legal move for the pending decision of g, or nil when there is none (the
// game is over).
func (b *Random) Choose(g rules.Game) rules.Move {
	b.legal = g.AppendLegal(b.legal[:0])
	return b.pick(b.legal)
}

func (b *Random) pick(legal []rules.Move) rules.Move {
	if len(legal) == 0 {
		return nil
	}
	var kinds [maxKinds]reflect.Type
	var counts [maxKinds]int
	n := 0
	for _, m := range legal {
		t := reflect.TypeOf(m)
		k := 0
		for k < n && kinds[k] != t {
			k++
		}
		if k == n {
			if n == maxKinds {
				panic("bot: too many move kinds in one decision")
			}
			kinds[n] = t
			n++
		}
		counts[k]++
	}
	k := b.rng.IntN(n)
	want := b.rng.IntN(counts[k])
	for _, m := range legal {
		if reflect.TypeOf(m) == kinds[k] {
			if want == 0 {
				return m
			}
			want--
		}
	}
	panic("bot: unreachable")
}

// Playout plays g to the end with b choosing every seat's moves. It fails if a chosen move is
// refused or the game is not over after maxMoves moves.
func Playout(g rules.Game, b *Random, maxMoves int) error {
	for i := 0; i < maxMoves; i++ {
		if g.Over() {
			return nil
		}
		m := b.Choose(g)
		if m == nil {
			return fmt.Errorf("playout: no legal move for seat %d before the end", g.ToMove())
		}
		if _, err := g.Apply(m); err != nil {
			return fmt.Errorf("playout: move %d (%v): %w", i, m, err)
		}
	}
	if g.Over() {
		return nil
	}
	return fmt.Errorf("playout: game not over after %d moves", maxMoves)
}
