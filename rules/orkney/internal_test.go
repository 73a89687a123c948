package orkney

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/rules"
	"northtable/rules/bot"
)

// TestSamplesDifferInHiddenParts compares two samples' hidden parts directly: the unseen tiles,
// the unseen fish values and the other seats' tasks differ between seeds (Orkney spec §4.3).
func TestSamplesDifferInHiddenParts(t *testing.T) {
	t.Parallel()
	for players := 2; players <= 5; players++ {
		g, err := New(Setup{Players: players, Seed: uint64(players)})
		require.NoError(t, err)
		b := bot.NewRandom(uint64(players))
		for i := 0; i < 60; i++ { // into the game: tasks chosen, tokens on the board
			_, err := g.Apply(b.Choose(g))
			require.NoError(t, err)
		}
		for seat := rules.NoSeat; int(seat) < players; seat++ {
			s1 := g.Sample(seat, rand.New(rand.NewPCG(1, 1)))
			s2 := g.Sample(seat, rand.New(rand.NewPCG(2, 2)))
			assert.NotEqual(t, s1.deck, s2.deck, "%d players, seat %d: stacks and removed tiles", players, seat)
			assert.NotEqual(t, s1.rng, s2.rng)
			var t1, t2 []Task
			for o := 0; o < players; o++ {
				if rules.Seat(o) != seat {
					t1 = append(t1, s1.pl[o].dealt[:]...)
					t2 = append(t2, s2.pl[o].dealt[:]...)
				}
			}
			assert.NotEqual(t, t1, t2, "%d players, seat %d: other seats' tasks", players, seat)
			same := s1.pool == s2.pool
			for k := 0; k < int(g.nPlaced); k++ {
				same = same && s1.placed[k].token == s2.placed[k].token
			}
			assert.False(t, same, "%d players, seat %d: fish values", players, seat)
		}
	}
}

func TestTiebreakWords(t *testing.T) {
	t.Parallel()
	// keys: seat 0 (6-task, 5 left), seat 1 (no task, 9 left), seat 2 (6-task, 2 left), all equal totals.
	tiers, left := []int{2, 0, 2}, []int{5, 9, 2}
	words := func(s int) string {
		return tiebreakWords(tiers[s], left[s], s, func(o int) (bool, bool) { return true, tiers[o] == tiers[s] }, 3)
	}
	assert.Equal(t, "task worth 6 fulfilled, 5 resources left", words(0))
	assert.Equal(t, "task not fulfilled", words(1))
	assert.Equal(t, "task worth 6 fulfilled, 2 resources left", words(2))
	alone := tiebreakWords(1, 1, 0, func(o int) (bool, bool) { return false, false }, 2)
	assert.Empty(t, alone)
	assert.Equal(t, "task worth 3 fulfilled", tiebreakWords(1, 1, 0, func(o int) (bool, bool) { return true, false }, 2))
	assert.Equal(t, "1 resource left", tiebreakWords(1, 1, 0, func(o int) (bool, bool) { return true, true }, 2))
}
