package scenes

import (
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/rules"
	"northtable/rules/bot"
	ork "northtable/rules/orkney"
	"northtable/scenes/orkney"
	"northtable/scenes/orkney/orkneytest"
	"northtable/scenes/table"
)

// TestOrkneyHotSeatReachesResults plays the end of a real two-player Orkney game through the
// App: curtains lifted by clicks, tiles dragged and buttons clicked through the board's own
// input path, until the App shows the results screen with the rules' final scores.
func TestOrkneyHotSeatReachesResults(t *testing.T) {
	const seed = 21
	// The random bot's game with this seed, to start a few turns before its end.
	g, err := ork.New(ork.Setup{Players: 2, Seed: seed})
	require.NoError(t, err)
	total := 0
	for r := bot.NewRandom(seed); !g.Over(); total++ {
		_, err := g.Apply(r.Choose(g))
		require.NoError(t, err)
	}
	h := newHarness(t, Config{Game: "orkney", Players: 2, Seed: seed, SeedSet: true, Autoplay: total - 25}, Games())

	players := bot.NewRandom(seed + 1)
	var final *ork.Game
	moves, curtains := 0, 0
	for steps := 0; ; steps++ {
		require.Less(t, steps, 2000, "the game reaches the results screen")
		h.run(2)
		switch s := h.app.Scene().(type) {
		case *curtain:
			h.run(curtainGrace + 1)
			h.click(s.ready.Bounds())
			curtains++
			continue
		case *results:
			require.NotNil(t, final)
			t.Logf("%d moves and %d curtains through the input path", moves, curtains)
			assert.GreaterOrEqual(t, moves, 10)
			assert.GreaterOrEqual(t, curtains, 2, "a curtain before each turn")
			want := final.Result()
			assert.Equal(t, want.Winners, s.res.Winners)
			for i, sc := range want.Scores {
				assert.Equal(t, sc.Total, s.res.Scores[i].Total)
			}
			// the race ends in the final totals, after a column per round
			require.NotNil(t, s.race)
			assert.Equal(t, "points", s.race.Unit)
			assert.Equal(t, append([]string{"Start"}, append(roundLabels(final.Rounds()), "Final")...), s.race.Labels)
			for i, l := range s.race.Lines {
				assert.Equal(t, want.Scores[i].Total, l.Values[len(l.Values)-1])
				assert.Equal(t, final.Player(rules.Seat(i)).BuildingVP, l.Values[len(l.Values)-2], "the last round ends on the buildings' points")
			}
			return
		case *table.Table:
			b, ok := s.Board().(*orkney.Board)
			require.True(t, ok)
			if !s.Ready() {
				continue
			}
			final = s.Match().Game().(*ork.Game)
			if final.Over() {
				continue
			}
			m := players.Choose(final)
			gs, err := orkneytest.Gestures(b, m)
			require.NoError(t, err)
			before := final.Hash()
			for _, g := range gs {
				for !s.Ready() {
					h.run(1)
				}
				fs, err := g()
				require.NoError(t, err)
				h.script.Frames(fs...)
				h.run(1)
			}
			require.NotEqual(t, before, final.Hash(), "%v changed the game", m)
			moves++
		}
	}
}

// roundLabels are the chart's round columns "1" … "n".
func roundLabels(n int) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = strconv.Itoa(i + 1)
	}
	return out
}
