package reykholt_test

import (
	"testing"

	"northtable/rules/bot"
	"northtable/rules/reykholt"
)

// BenchmarkReykholtPlayout plays one complete random 4-player game per iteration (setup
// included) with the uniform random bot, cycling through the five service-card sets.
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
