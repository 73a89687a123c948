package reykholt_test

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"northtable/rules"
	"northtable/rules/bot"
	"northtable/rules/reykholt"
)

// BenchmarkReykholtPlayout plays one complete random 4-player game per iteration (setup
// included) with the uniform random bot, cycling through the five service-card sets. The bot
// lists the legal moves into a buffer it keeps (AppendLegal); allocs/op is a whole game's.
func BenchmarkReykholtPlayout(b *testing.B) {
	bt := bot.NewRandom(1)
	seed := uint64(0)
	b.ReportAllocs()
	for b.Loop() {
		seed++
		g, err := reykholt.New(reykholt.Setup{Players: 4, Seed: seed, Set: reykholt.Sets[seed%5]})
		if err != nil {
			b.Fatal(err)
		}
		if err := bot.Playout(g, bt, 20000); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
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
func BenchmarkReykholtAppendLegal(b *testing.B) {
	g := benchMidGame(b)
	buf := g.AppendLegal(nil)
	require.NotEmpty(b, buf)
	b.ReportAllocs()
	for b.Loop() {
		buf = g.AppendLegal(buf[:0])
	}
}

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

// BenchmarkReykholtClone copies a mid-game state.
func BenchmarkReykholtClone(b *testing.B) {
	g := benchMidGame(b)
	b.ReportAllocs()
	var last rules.Game
	for b.Loop() {
		last = g.Clone()
	}
	require.Equal(b, g.Hash(), last.Hash())
}

// BenchmarkReykholtDeterminize samples a full game from seat 1's view of a mid-game position,
// as an information-set search does before each playout.
func BenchmarkReykholtDeterminize(b *testing.B) {
	g := benchMidGame(b)
	v := g.View(1)
	r := rand.New(rand.NewPCG(1, 2))
	b.ReportAllocs()
	var last rules.Game
	for b.Loop() {
		last = v.Determinize(1, r)
	}
	require.Equal(b, v.Hash(), last.View(1).Hash())
}
