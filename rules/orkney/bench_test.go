package orkney_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"northtable/rules"
	"northtable/rules/bot"
	"northtable/rules/orkney"
	"northtable/rules/rulestest"
)

// BenchmarkOrkneyPlayout plays one complete random 4-player game per iteration (setup
// included) with the uniform random bot, which lists the legal moves into a buffer it keeps
// (AppendLegal). allocs/op is the allocations of a whole game.
func BenchmarkOrkneyPlayout(b *testing.B) {
	rulestest.BenchPlayout(b, func(seed uint64) (rules.Game, error) {
		return orkney.New(orkney.Setup{Players: 4, Seed: seed})
	}, 5000)
}

// BenchmarkOrkneyLegal lists the legal placements of a revealed tile on a late-game layout
// into a new slice.
func BenchmarkOrkneyLegal(b *testing.B) {
	g := lateGame(b)
	require.Equal(b, orkney.DecidePlaceTile, g.Decision())
	rulestest.BenchLegal(b, g)
}

// BenchmarkOrkneyAppendLegal lists the same placements as BenchmarkOrkneyLegal into a buffer
// that is kept, as a search does: no allocation.
func BenchmarkOrkneyAppendLegal(b *testing.B) { rulestest.BenchAppendLegal(b, lateGame(b)) }

// BenchmarkOrkneyAllowed asks Allowed of every legal placement of the late-game position and of
// as many refused ones (the same cells and rotations one row off, mostly P1–P3 refusals); ns/op
// is per move asked.
func BenchmarkOrkneyAllowed(b *testing.B) {
	g := lateGame(b)
	var moves []rules.Move
	for _, m := range g.Legal() {
		p := m.(orkney.PlaceTile)
		moves = append(moves, m, orkney.PlaceTile{By: p.By, Cell: p.Cell.Neighbour(1), Rot: p.Rot})
	}
	rulestest.BenchAllowed(b, g, moves)
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

// midGame plays a 4-player game with the random bot until half the island tiles are out of the
// stacks.
func midGame(b testing.TB) *orkney.Game {
	g, err := orkney.New(orkney.Setup{Players: 4, Seed: 11})
	require.NoError(b, err)
	bt := bot.NewRandom(11)
	for {
		left := 0
		for s := range g.Seats() {
			left += g.Player(rules.Seat(s)).TilesLeft
		}
		if left <= orkney.NumIslandTiles/2 && g.Decision() == orkney.DecidePlaceTile {
			return g
		}
		_, err := g.Apply(bt.Choose(g))
		require.NoError(b, err)
	}
}

// BenchmarkOrkneyClone copies a late-game state.
func BenchmarkOrkneyClone(b *testing.B) { rulestest.BenchClone(b, lateGame(b)) }

// BenchmarkOrkneyDeterminize samples a full game from seat 1's view of a mid-game position,
// as an information-set search does before each playout.
func BenchmarkOrkneyDeterminize(b *testing.B) { rulestest.BenchDeterminize(b, midGame(b), 1) }
