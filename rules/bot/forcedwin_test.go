package bot_test

import (
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/rules"
	"northtable/rules/bot"
)

// Forced wins are judged by an exhaustive AND-OR search over every continuation to the end of
// the game: the seat's own decisions are ORs, everyone else's ANDs.
const (
	forcedWin  = 1  // the seat wins alone whatever the others do
	forcedLoss = -1 // the seat does not win alone whatever anyone does
	undecided  = 0  // neither, or the node limit ran out
)

// soleWinner reports whether seat s alone ranks first in the finished game g.
func soleWinner(g rules.Game, s rules.Seat) bool {
	return slices.Equal(g.Result().Winners, []rules.Seat{s})
}

// solve is forcedWin, forcedLoss or undecided for seat s in g, spending at most *limit inner
// nodes.
func solve(g rules.Game, s rules.Seat, limit *int) int {
	if g.Over() {
		if soleWinner(g, s) {
			return forcedWin
		}
		return forcedLoss
	}
	if *limit <= 0 {
		return undecided
	}
	*limit--
	mine := g.ToMove() == s
	allWin, allLoss := true, true
	for _, m := range g.Legal() {
		c := g.Clone()
		if _, err := c.Apply(m); err != nil {
			return undecided
		}
		v := solve(c, s, limit)
		if mine && v == forcedWin {
			return forcedWin
		}
		allWin = allWin && v == forcedWin
		allLoss = allLoss && v == forcedLoss
	}
	switch {
	case !mine && allWin:
		return forcedWin
	case allLoss:
		return forcedLoss
	}
	return undecided
}

// classify judges every legal move of g's seat to move; ok is false when some move is
// undecided.
func classify(t *testing.T, g rules.Game, limit int) (winners []rules.Move, verdicts []int, ok bool) {
	t.Helper()
	s := g.ToMove()
	for _, m := range g.Legal() {
		c := g.Clone()
		_, err := c.Apply(m)
		require.NoError(t, err)
		l := limit
		v := solve(c, s, &l)
		if v == undecided {
			return nil, nil, false
		}
		if v == forcedWin {
			winners = append(winners, m)
		}
		verdicts = append(verdicts, v)
	}
	return winners, verdicts, true
}

// TestSearchFindsTheForcedWin plays seeded random moves to a late position of each game (found
// once by scanning random games) where some moves win by force and every other move loses by
// force, checks that exhaustively here, in the game itself and in samples of what the seat can
// see (so the win does not hang on a hidden card), and asks a small search and Easy for their
// moves.
func TestSearchFindsTheForcedWin(t *testing.T) {
	t.Parallel()
	cases := []struct {
		game  game
		start func(seats int, seed uint64) (rules.Game, error)
		seed  uint64
		moves int // random moves played from the start
		its   int // the search's iteration budget
	}{
		{games[0], games[0].new, 4, 113, 400},
		{games[1], games[1].short, 3, 128, 100},
		{games[2], games[2].short, 8, 41, 100},
		{games[2], games[2].short, 26, 50, 100},
	}
	for _, tc := range cases {
		g, err := tc.start(2, tc.seed)
		require.NoError(t, err)
		r := bot.NewRandom(tc.seed)
		for range tc.moves {
			_, err := g.Apply(r.Choose(g))
			require.NoError(t, err)
		}
		seat := g.ToMove()
		winners, verdicts, ok := classify(t, g, 3000)
		require.True(t, ok, "%s seed %d: every move is a forced win or loss", tc.game.name, tc.seed)
		require.NotEmpty(t, winners, "%s seed %d: a move wins", tc.game.name, tc.seed)
		require.Less(t, len(winners), len(verdicts)/2+1, "%s seed %d: most moves lose", tc.game.name, tc.seed)
		view := g.View(seat)
		for k := range 4 {
			d := view.Determinize(seat, rand.New(rand.NewPCG(uint64(k), 77)))
			_, dv, ok := classify(t, d, 3000)
			require.True(t, ok)
			require.Equal(t, verdicts, dv, "%s seed %d: sample %d judges every move alike", tc.game.name, tc.seed, k)
		}
		s := bot.NewSearch(bot.Config{Iterations: tc.its, Seed: tc.seed})
		m := think(t, s, view, time.Hour)
		assert.Contains(t, winners, m, "%s seed %d: %d of %d moves win; the search chose %v",
			tc.game.name, tc.seed, len(winners), len(verdicts), m)
		t.Logf("%s seed %d: %d of %d moves win, the search chose %v (%d of %d visits)",
			tc.game.name, tc.seed, len(winners), len(verdicts), m, s.Stats().Visits, tc.its)
		// Normal takes the win; with one winning move its budget is far more than the decision
		// needs: it ends once that move's lead cannot be caught, with the same choice.
		normal := bot.NewLevel(bot.Normal, tc.seed)
		assert.Contains(t, winners, think(t, normal, view, time.Hour), "%s seed %d: Normal", tc.game.name, tc.seed)
		if len(winners) == 1 {
			assert.Less(t, normal.Stats().Iterations, bot.Normal.Config(0).Iterations, "%s seed %d: Normal settled early", tc.game.name, tc.seed)
		}
		// Easy is weaker, never blind: it takes the win too.
		easy := think(t, bot.NewLevel(bot.Easy, tc.seed), view, time.Hour)
		assert.Contains(t, winners, easy, "%s seed %d: Easy chose %v", tc.game.name, tc.seed, easy)
	}
}
