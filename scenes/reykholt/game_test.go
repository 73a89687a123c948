package reykholt_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/rules/bot"
	rk "northtable/rules/reykholt"
)

// playToTheEnd plays the game on from where it stands to its end through the board's input:
// at every decision the random bot (with its own seed) picks one of the legal moves and
// perform makes it the way a player would. The game must end and be handed to the results.
func playToTheEnd(t *testing.T, r *run, seed uint64) {
	t.Helper()
	players := bot.NewRandom(seed)
	n := 0
	for r.settle() {
		require.False(t, r.real().Over())
		r.perform(players.Choose(r.real()), n)
		n++
		require.Less(t, n, 1000, "the game ends")
	}
	require.True(t, r.real().Over(), "the game is over")
	require.NotNil(t, r.final, "the finished game went to the results (OnGameOver)")
	assert.Equal(t, r.real().Result().Winners, r.final.Result.Winners)
	assert.Equal(t, r.real().Result().Scores, r.final.Result.Scores)
	assert.Len(t, r.final.Seats, r.real().Seats())
	assert.Equal(t, "The game is over.", r.b.Where().PromptText())
	assert.Empty(t, r.b.Where().Buttons(), "nothing to press after the end")
	assert.Zero(t, r.menu)
	t.Logf("%d moves through the board: %v", n, r.played)
}

// A two-player game from the first placement to the results, entirely through the board's
// input: worker discs dragged (by mouse and by finger) or spaces clicked; greenhouses, piles,
// cards and goods clicked; the prompt bar's buttons pressed. Every service-card set: A the
// first game's, D the tourism set with its ways of paying (Chef's Swap, Farm to Table).
func TestTwoPlayerGameThroughTheBoard(t *testing.T) {
	for i, set := range []string{"A", "B", "C", "D", "E"} {
		t.Run("set "+set, func(t *testing.T) {
			r := newRun(t, game{Players: 2, Seed: uint64(40 + i), Set: set})
			playToTheEnd(t, r, uint64(140+i))
			assert.Equal(t, 7, r.real().Round())
		})
	}
}

// A person against the computer: the board takes input only on the person's decisions and
// shows the computer's moves in between.
func TestGameAgainstTheComputerThroughTheBoard(t *testing.T) {
	r := newRun(t, game{Players: 2, Seed: 47, Bots: []int{1}})
	n := 0
	for r.settle() {
		require.Equal(t, 0, int(r.real().ToMove()), "the board waits only for the person")
		require.Equal(t, 0, int(r.tbl.Viewer()))
		r.perform(bot.NewRandom(uint64(n)).Choose(r.real()), n)
		n++
	}
	require.NotNil(t, r.final)
	assert.True(t, r.real().Over())
	t.Logf("%d moves of %d through the board", n, r.tbl.Moves())
}

// A solo game to its end through the board's input: two colours of workers by round, the
// neutral blockers, the round start's greenhouse; won or missed at table 21.
func TestSoloGameThroughTheBoard(t *testing.T) {
	for i, set := range []string{"A", "E"} {
		t.Run("set "+set, func(t *testing.T) {
			r := newRun(t, game{Players: 1, Seed: uint64(60 + i), Set: set})
			require.True(t, r.real().Solo())
			// the panel says which colour goes out and that it stays to block
			assert.Equal(t, "This round you place your red workers; they stay out all of round 2", r.b.Where().SoloNote())
			playToTheEnd(t, r, uint64(160+i))
			assert.Equal(t, 5, r.real().Round())
			assert.Empty(t, r.b.Where().SoloNote(), "no note once the game is over")
		})
	}
}

// In round 2 the solo panel names the second colour going out and round 1's workers blocking.
func TestSoloPanelSaysWhichWorkersBlock(t *testing.T) {
	g := game{Players: 1, Seed: 61, Set: "A"}
	g.Autoplay = autoplayUntil(t, g, 0, func(g *rk.Game) bool { return g.Round() == 2 })
	r := newRun(t, g)
	assert.Equal(t, "This round: yellow workers · round 1's red ones stay and block", r.b.Where().SoloNote())
}

// Three players (the covered row, the share space, cards shared with a neighbour, set C's
// mixed greenhouses) through the whole game; four players through the last two rounds.
func TestThreeAndFourPlayerGamesThroughTheBoard(t *testing.T) {
	t.Run("3 players", func(t *testing.T) {
		r := newRun(t, game{Players: 3, Seed: 73, Set: "C"})
		playToTheEnd(t, r, 173)
	})
	t.Run("4 players", func(t *testing.T) {
		g := game{Players: 4, Seed: 74, Set: "E"}
		g.Autoplay = autoplayUntil(t, g, 0, func(g *rk.Game) bool { return g.Round() == 6 })
		r := newRun(t, g)
		playToTheEnd(t, r, 174)
	})
}
