package orkney_test

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"

	"northtable/rules/orkney"
)

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
}
