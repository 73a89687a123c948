package orkney_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/rules"
	"northtable/rules/bot"
	"northtable/rules/orkney"
)

// hiddenTwins builds two 3-player games that differ only in what seat 0 may not see: the
// order of its own stack below the top tile, the other stacks, the fish pool order, and
// the other seats' tasks.
func hiddenTwins(t testing.TB) (*orkney.Game, *orkney.Game) {
	t.Helper()
	tiles := orkney.TileData()
	s0a := []orkney.Tile{tiles[0], tiles[1], tiles[2], tiles[3]}
	s0b := []orkney.Tile{tiles[0], tiles[3], tiles[2], tiles[1]}
	s1a := []orkney.Tile{tiles[10], tiles[11], tiles[12], tiles[13]}
	s2a := []orkney.Tile{tiles[20], tiles[21], tiles[22], tiles[23]}
	mk := func(s0, s1, s2 []orkney.Tile, pool []int, tasks [][2]orkney.Task) *orkney.Game {
		return newGame(t, orkney.Setup{Players: 3, Seed: 8, Stacks: [][]orkney.Tile{s0, s1, s2}, FishPool: pool, Tasks: tasks})
	}
	g1 := mk(s0a, s1a, s2a, []int{1, 2, 3, 3}, [][2]orkney.Task{{1, 2}, {3, 4}, {5, 6}})
	g2 := mk(s0b, s2a, s1a, []int{3, 1, 3, 2}, [][2]orkney.Task{{1, 2}, {9, 7}, {6, 11}})
	return g1, g2
}

func TestViewHidesOnlyHiddenThings(t *testing.T) {
	t.Parallel()
	g1, g2 := hiddenTwins(t)
	assert.NotEqual(t, g1.Hash(), g2.Hash())
	assert.Equal(t, g1.View(0).Hash(), g2.View(0).Hash(), "seat 0's view must not depend on what it cannot see")
	assert.NotEqual(t, g1.View(1).Hash(), g2.View(1).Hash(), "seat 1 sees its own tasks")
	assert.Equal(t, g1.View(rules.NoSeat).Hash(), g2.View(rules.NoSeat).Hash())

	// The same after the task choices and the first tile is revealed.
	for _, g := range []*orkney.Game{g1, g2} {
		for g.Decision() == orkney.DecideTask {
			apply(t, g, orkney.ChooseTask{By: g.ToMove(), Task: g.Player(g.ToMove()).Dealt[0]})
		}
	}
	v1, v2 := g1.SeatView(0), g2.SeatView(0)
	assert.Equal(t, v1.Hash(), v2.Hash())
	r1, ok := v1.Revealed()
	require.True(t, ok, "the revealed tile stays visible")
	r0, _ := g1.Revealed()
	assert.Equal(t, r0, r1)
	assert.Equal(t, g1.Legal(), v1.Legal())
	assert.Equal(t, g1.Prompt(), v1.Prompt())
	assert.Equal(t, g1.LegalCells(), v1.LegalCells())
}

func TestViewPlayerRedaction(t *testing.T) {
	t.Parallel()
	g := newGame(t, orkney.Setup{Players: 3, Seed: 21, SkipTaskChoice: true,
		FishHeld: [][]int{{1}, {2, 3}, nil}, FishPool: []int{1, 1, 2}})
	v := g.SeatView(0)
	own, other := v.Player(0), v.Player(1)
	assert.Equal(t, g.Player(0), own)
	assert.Nil(t, other.FishValues)
	assert.Equal(t, 2, other.FishTokens)
	assert.Zero(t, other.Dealt)
	assert.Zero(t, other.Task)
	assert.Equal(t, g.Player(1).Res, other.Res)
	assert.Equal(t, g.Player(1).TilesLeft, other.TilesLeft)
	ok, seat := v.IsView()
	assert.True(t, ok)
	assert.Equal(t, rules.Seat(0), seat)
	res := v.Result()
	assert.Equal(t, "hidden", res.Scores[1].Breakdown[3].Note)
	assert.Equal(t, 0, res.Scores[1].Breakdown[2].Points)

	// A view can be played to the end; at the end chosen tasks and fish values are public.
	require.NoError(t, bot.Playout(v, bot.NewRandom(3), 20000))
	require.NoError(t, bot.Playout(g, bot.NewRandom(3), 20000))
	end := g.SeatView(0)
	assert.Equal(t, g.Player(1).Task, end.Player(1).Task)
	assert.Equal(t, g.Player(1).FishValues, end.Player(1).FishValues)
	assert.Zero(t, end.Player(1).Dealt, "the task not chosen stays hidden")
	assert.Equal(t, g.Result(), end.Result())
}

func TestViewOfViewSeesNoMore(t *testing.T) {
	t.Parallel()
	g := newGame(t, orkney.Setup{Players: 2, Seed: 4})
	v := g.SeatView(0).SeatView(1)
	_, seat := v.IsView()
	assert.Equal(t, rules.NoSeat, seat)
	assert.Zero(t, v.Player(1).Dealt)
}
