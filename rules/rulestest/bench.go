package rulestest

import (
	"math/rand/v2"
	"testing"

	"northtable/rules"
	"northtable/rules/bot"
)

// The benchmarks every game runs for the search opponents (ARCHITECTURE.md §Testing layers,
// 4): a game's bench_test.go builds its positions and hands them to these bodies, so every
// game is measured the same way. Each reports allocations.

// BenchPlayout plays one complete random game per iteration, setup included, with the uniform
// random bot (which lists the legal moves into a buffer it keeps); newGame makes the game for
// a seed (1, 2, 3 …) and limit caps the moves of one game. allocs/op is a whole game's; it
// also reports games/s.
func BenchPlayout(b *testing.B, newGame func(seed uint64) (rules.Game, error), limit int) {
	bt := bot.NewRandom(1)
	seed := uint64(0)
	b.ReportAllocs()
	for b.Loop() {
		seed++
		g, err := newGame(seed)
		if err != nil {
			b.Fatal(err)
		}
		if err := bot.Playout(g, bt, limit); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
}

// BenchLegal lists g's legal moves into a new slice per iteration.
func BenchLegal(b *testing.B, g rules.Game) {
	if len(g.Legal()) == 0 {
		b.Fatal("no legal move")
	}
	b.ReportAllocs()
	for b.Loop() {
		g.Legal()
	}
}

// BenchAppendLegal lists g's legal moves into a buffer that is kept, as a search does: no
// allocation.
func BenchAppendLegal(b *testing.B, g rules.Game) {
	buf := g.AppendLegal(nil)
	if len(buf) == 0 {
		b.Fatal("no legal move")
	}
	b.ReportAllocs()
	for b.Loop() {
		buf = g.AppendLegal(buf[:0])
	}
}

// BenchAllowed asks Allowed of moves in turn (legal and refused ones, as a search asks them);
// ns/op is per move asked.
func BenchAllowed(b *testing.B, g rules.Game, moves []rules.Move) {
	if len(moves) == 0 {
		b.Fatal("no move to ask about")
	}
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		g.Allowed(moves[i])
		i++
		if i == len(moves) {
			i = 0
		}
	}
}

// BenchClone copies g per iteration and checks the last copy equals it.
func BenchClone(b *testing.B, g rules.Game) {
	b.ReportAllocs()
	var last rules.Game
	for b.Loop() {
		last = g.Clone()
	}
	if last.Hash() != g.Hash() {
		b.Fatal("a clone differs from its game")
	}
}

// BenchDeterminize samples a full game from seat's view of g per iteration, as an
// information-set search does before each playout, and checks the last sample is consistent
// with the view.
func BenchDeterminize(b *testing.B, g rules.Game, seat rules.Seat) {
	v := g.View(seat)
	r := rand.New(rand.NewPCG(1, 2))
	b.ReportAllocs()
	var last rules.Game
	for b.Loop() {
		last = v.Determinize(seat, r)
	}
	if last.View(seat).Hash() != v.Hash() {
		b.Fatal("a sample's view differs from the view it was drawn from")
	}
}
