//go:build !js

// The strength tests play whole games, sixty of them: natively a few seconds, in WebAssembly
// (Node) 100 s of a 130 s run, while the code they run is the same Go code there. The search's
// behaviour that depends on the platform (time slices, determinism, never cheating, the forced
// win) is tested in WebAssembly too (search_test.go, forcedwin_test.go).

package bot_test

import (
	"slices"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/rules"
	"northtable/rules/bot"
)

// play plays g to the end: seat searcher with s, every other seat with a Random; it returns
// whether the searcher alone won.
func play(t *testing.T, g rules.Game, searcher rules.Seat, s *bot.Search, seed uint64) bool {
	t.Helper()
	r := bot.NewRandom(seed)
	for n := 0; !g.Over(); n++ {
		seat := g.ToMove()
		view := g.View(seat)
		var m rules.Move
		if seat == searcher {
			for ok := false; !ok; {
				m, ok = s.ThinkAt(view, n, time.Hour)
			}
			require.NoError(t, s.Err())
		} else {
			m = r.Choose(view)
		}
		_, err := g.Apply(m)
		require.NoError(t, err)
	}
	res := g.Result()
	return slices.Equal(res.Winners, []rules.Seat{searcher})
}

// TestNormalBeatsRandom plays 20 short two-player games of each game (Orkney of four turns a
// seat, Reavers from round 5, Reykholt whole), seats alternating, the search at Normal with a
// small iteration budget.
func TestNormalBeatsRandom(t *testing.T) {
	t.Parallel()
	budget := map[string]int{"orkney": 100, "reykholt": 40, "reavers": 120}
	for _, gm := range games {
		t.Run(gm.name, func(t *testing.T) {
			t.Parallel()
			start := time.Now()
			wins := 0
			for i := range 20 {
				g, err := gm.short(2, uint64(1000+i))
				require.NoError(t, err)
				cfg := bot.Normal.Config(bot.Seed(uint64(1000+i), rules.Seat(i%2)))
				cfg.Iterations = budget[gm.name]
				if play(t, g, rules.Seat(i%2), bot.NewSearch(cfg), uint64(i)) {
					wins++
				}
			}
			t.Logf("%s: Normal (%d iterations) won %d of 20 against Random in %v",
				gm.name, budget[gm.name], wins, time.Since(start))
			assert.GreaterOrEqual(t, wins, 18)
		})
	}
}
