package reavers_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"northtable/rules"
	"northtable/rules/bot"
	"northtable/rules/reavers"
	"northtable/rules/rulestest"
)

// BenchmarkReaversPlayout plays one complete random 4-player game per iteration (setup
// included) with the uniform random bot, which lists the legal moves into a buffer it keeps
// (AppendLegal); allocs/op is a whole game's. Target: under 1 ms and 1,000 allocations.
func BenchmarkReaversPlayout(b *testing.B) {
	rulestest.BenchPlayout(b, func(seed uint64) (rules.Game, error) {
		return reavers.New(reavers.Setup{Players: 4, Seed: seed})
	}, 20000)
}

// benchMidGame plays a 4-player game with the random bot to the first selection of round 4.
func benchMidGame(b testing.TB) *reavers.Game {
	g, err := reavers.New(reavers.Setup{Players: 4, Seed: 9})
	require.NoError(b, err)
	bt := bot.NewRandom(9)
	for g.Round() < 4 || g.Decision() != reavers.DecideSelect {
		_, err := g.Apply(bt.Choose(g))
		require.NoError(b, err)
	}
	return g
}

// BenchmarkReaversAppendLegal lists the legal moves of a mid-game selection into a kept buffer.
func BenchmarkReaversAppendLegal(b *testing.B) { rulestest.BenchAppendLegal(b, benchMidGame(b)) }

// BenchmarkReaversClone copies a mid-game state.
func BenchmarkReaversClone(b *testing.B) { rulestest.BenchClone(b, benchMidGame(b)) }

// BenchmarkReaversDeterminize samples a full game from seat 1's view of a mid-game position.
func BenchmarkReaversDeterminize(b *testing.B) { rulestest.BenchDeterminize(b, benchMidGame(b), 1) }
