package reykholt_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"northtable/rules"
	"northtable/rules/bot"
	"northtable/rules/reykholt"
	"northtable/rules/rulestest"
)

// BenchmarkReykholtPlayout plays one complete random 4-player game per iteration (setup
// included) with the uniform random bot, cycling through the five service-card sets. The bot
// lists the legal moves into a buffer it keeps (AppendLegal); allocs/op is a whole game's.
func BenchmarkReykholtPlayout(b *testing.B) {
	rulestest.BenchPlayout(b, func(seed uint64) (rules.Game, error) {
		return reykholt.New(reykholt.Setup{Players: 4, Seed: seed, Set: reykholt.Sets[seed%5]})
	}, 20000)
}

// benchMidGame plays a 4-player game with the random bot to the first placement of round 4
// (of 7).
func benchMidGame(b testing.TB) *reykholt.Game {
	g, err := reykholt.New(reykholt.Setup{Players: 4, Seed: 9, Set: reykholt.Sets[2]})
	require.NoError(b, err)
	bt := bot.NewRandom(9)
	for g.Round() < 4 || g.Decision() != reykholt.DecidePlace {
		_, err := g.Apply(bt.Choose(g))
		require.NoError(b, err)
	}
	return g
}

// BenchmarkReykholtAppendLegal lists the legal moves of a mid-game placement (spaces and
// cards, every one tested) into a buffer that is kept, as a search does: no allocation.
func BenchmarkReykholtAppendLegal(b *testing.B) { rulestest.BenchAppendLegal(b, benchMidGame(b)) }

// BenchmarkReykholtAllowed asks Allowed of every space and every any-time card of a mid-game
// placement, legal or refused; ns/op is per move asked.
func BenchmarkReykholtAllowed(b *testing.B) {
	g := benchMidGame(b)
	s := g.ToMove()
	var moves []rules.Move
	for i := range g.Side().Spaces() {
		moves = append(moves, reykholt.Place{By: s, Space: reykholt.SpaceID(i)})
	}
	for c := reykholt.CardID(0); c < reykholt.NumCards; c++ {
		moves = append(moves, reykholt.UseCard{By: s, Card: c})
	}
	rulestest.BenchAllowed(b, g, moves)
}

// BenchmarkReykholtClone copies a mid-game state.
func BenchmarkReykholtClone(b *testing.B) { rulestest.BenchClone(b, benchMidGame(b)) }

// BenchmarkReykholtDeterminize samples a full game from seat 1's view of a mid-game position,
// as an information-set search does before each playout.
func BenchmarkReykholtDeterminize(b *testing.B) { rulestest.BenchDeterminize(b, benchMidGame(b), 1) }
