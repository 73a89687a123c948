package orkney_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"northtable/rules"
	"northtable/rules/bot"
	"northtable/rules/orkney"
)

// BenchmarkOrkneyPlayout plays one complete random 4-player game per iteration (setup
// included) with the uniform random bot.
func BenchmarkOrkneyPlayout(b *testing.B) {
	bt := bot.NewRandom(1)
	seed := uint64(0)
	for b.Loop() {
		seed++
		g, err := orkney.New(orkney.Setup{Players: 4, Seed: seed})
		if err != nil {
			b.Fatal(err)
		}
		if err := bot.Playout(g, bt, 5000); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
}

// BenchmarkOrkneyLegal lists the legal placements of a revealed tile on a late-game layout.
func BenchmarkOrkneyLegal(b *testing.B) {
	g := lateGame(b)
	require.Equal(b, orkney.DecidePlaceTile, g.Decision())
	b.ReportAllocs()
	for b.Loop() {
		if len(g.Legal()) == 0 {
			b.Fatal("no legal placement")
		}
	}
}

// lateGame plays a 4-player game with the random bot until the last turn's first placement.
func lateGame(b testing.TB) *orkney.Game {
	g, err := orkney.New(orkney.Setup{Players: 4, Seed: 7})
	require.NoError(b, err)
	bt := bot.NewRandom(7)
	for {
		if g.Decision() == orkney.DecidePlaceTile && g.Player(g.Active()).TilesLeft <= 1 && g.Active() == 3 {
			return g
		}
		m := bt.Choose(g)
		require.NotNil(b, m)
		_, err := g.Apply(m)
		require.NoError(b, err)
	}
}

// BenchmarkOrkneyClone copies a late-game state.
func BenchmarkOrkneyClone(b *testing.B) {
	g := lateGame(b)
	b.ReportAllocs()
	var last rules.Game
	for b.Loop() {
		last = g.Clone()
	}
	require.Equal(b, g.Hash(), last.Hash())
}
