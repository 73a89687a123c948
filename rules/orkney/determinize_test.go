package orkney_test

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/rules"
	"northtable/rules/bot"
	"northtable/rules/orkney"
)

// checkSample requires what Determinize promises for seat at g's position.
func checkSample(t *testing.T, g *orkney.Game, seat rules.Seat, r *rand.Rand, playOut bool) {
	t.Helper()
	d := g.Determinize(seat, r)
	s, ok := d.(*orkney.Game)
	require.True(t, ok)
	isView, _ := s.IsView()
	require.False(t, isView, "a sample is a full game")
	require.Equal(t, g.View(seat).Hash(), s.View(seat).Hash(), "seat %d sees the same in the sample", seat)
	require.NotEqual(t, g.Hash(), s.Hash(), "chance is reseeded")
	if seat == g.ToMove() || g.Decision() != orkney.DecideTask {
		require.Equal(t, g.Legal(), s.Legal(), "the seat knows the pending decision's moves")
	}
	if seat >= 0 {
		// Determinizing the seat's own view samples the same information set.
		vs := g.SeatView(seat).Determinize(seat, r)
		require.Equal(t, g.View(seat).Hash(), vs.View(seat).Hash())
	}
	if playOut {
		require.NoError(t, bot.Playout(s, bot.NewRandom(r.Uint64()), moveBound))
		require.NotEqual(t, g.Hash(), s.Hash())
	}
}

func TestDeterminize(t *testing.T) {
	t.Parallel()
	for players := 2; players <= 5; players++ {
		t.Run(fmt.Sprintf("%dp", players), func(t *testing.T) {
			t.Parallel()
			for game := 0; game < 6; game++ {
				seed := uint64(900*players + game)
				g := newGame(t, orkney.Setup{Players: players, Seed: seed})
				b := bot.NewRandom(seed)
				r := rand.New(rand.NewPCG(seed, 11))
				for i := 0; ; i++ {
					if i%5 == 0 || g.Over() {
						for seat := rules.NoSeat; int(seat) < players; seat++ {
							checkSample(t, g, seat, r, i%40 == 0)
						}
					}
					if g.Over() {
						break
					}
					apply(t, g, b.Choose(g))
				}
			}
		})
	}
}

func TestDeterminizeKeepsWhatTheSeatKnows(t *testing.T) {
	t.Parallel()
	g := newGame(t, orkney.Setup{Players: 3, Seed: 31, SkipTaskChoice: true,
		FishHeld: [][]int{{1, 3}, {2}, {3, 3}}, FishPool: []int{1, 2, 3, 1}})
	r := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < 20; i++ {
		s := g.Determinize(0, r).(*orkney.Game)
		assert.Equal(t, g.Player(0), s.Player(0), "seat 0's own values stay")
		assert.Equal(t, g.Player(1).FishTokens, s.Player(1).FishTokens)
		others := append(s.Player(1).FishValues, s.Player(2).FishValues...)
		assert.Len(t, others, 3)
		assert.Subset(t, []int{2, 3, 3, 1, 2, 3, 1}, others, "other seats' values come from the values seat 0 has not seen")
		count := map[int]int{}
		for _, v := range others {
			count[v]++
		}
		assert.LessOrEqual(t, count[1], 2)
		assert.LessOrEqual(t, count[2], 2)
		d1, d2, own := s.Player(1).Dealt, s.Player(2).Dealt, g.Player(0).Dealt
		for _, task := range []orkney.Task{d1[0], d1[1], d2[0], d2[1]} {
			assert.NotContains(t, own[:], task, "seat 0's own tasks are not dealt to others")
		}
		assert.Contains(t, d1[:], s.Player(1).Task, "a seat keeps one of its dealt tasks")
	}
	// Every seat's own game is every sample's: samples differ only in the hidden parts.
	a, b := g.Determinize(1, rand.New(rand.NewPCG(5, 5))), g.Determinize(1, rand.New(rand.NewPCG(6, 6)))
	assert.NotEqual(t, a.Hash(), b.Hash())
	assert.Equal(t, a.View(1).Hash(), b.View(1).Hash())
}
