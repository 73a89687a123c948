package reavers_test

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/rules"
	rv "northtable/rules/reavers"
)

// A location is chosen by a click on it, and the next one by dragging the longship onto it; a
// taken location is refused in words.
func TestLocationChosenByClickAndByDrag(t *testing.T) {
	r := newRun(t, 3, 7, 0)
	r.hurry = true
	r.untilSelect()
	g := r.real()
	seat := g.ToMove()
	r.click(centre(r.b.Where().Locations().LocationRect(int(rv.RecruitReavers))))
	require.True(t, r.settle())
	assert.Equal(t, seat, r.real().SelectedBy(rv.RecruitReavers), "the click selected Recruit Reavers")

	r.untilSelect()
	seat = r.real().ToMove()
	_, home, ok := r.b.Where().PawnHome()
	require.True(t, ok, "the selecting seat's longship waits on its board")
	free := rv.RaidVillages
	for l := rv.Location(0); l < rv.NumLocations; l++ {
		if r.real().SelectedBy(l) == rules.NoSeat {
			free = l
			break
		}
	}
	taken := rv.RecruitReavers
	if r.real().SelectedBy(taken) != rules.NoSeat {
		n := r.tbl.Moves()
		r.click(centre(r.b.Where().Locations().LocationRect(int(taken))))
		r.rest(true)
		assert.Equal(t, n, r.tbl.Moves(), "a taken location is not selected again")
		text, warn := r.tbl.Toast()
		assert.True(t, warn)
		assert.NotEmpty(t, text, "the refusal is said")
	}
	r.drag(home, centre(r.b.Where().Locations().LocationRect(int(free))))
	require.True(t, r.settle())
	assert.Equal(t, seat, r.real().SelectedBy(free), "the drag selected %v", free)
}

// A whole 3-player game played through the board's input, every move chosen at random from the
// legal ones and played by its button in the decision panel, ends on the results hand-off with
// the rules' final scoring.
func TestScriptedGameToFinalScoring(t *testing.T) {
	r := newRun(t, 3, 11, 0)
	r.hurry = true
	rng := rand.New(rand.NewPCG(11, 3))
	kinds := map[string]int{}
	for moves := 0; r.settle(); moves++ {
		require.Less(t, moves, 5000, "the game ends")
		legal := r.real().Legal()
		m := legal[rng.IntN(len(legal))]
		kinds[string(r.real().Decision())]++
		r.answer(m)
	}
	require.NotNil(t, r.final)
	assert.True(t, r.real().Over())
	assert.Positive(t, r.curtain, "the Prophecy hands are private: the curtain falls between the players at this screen")
	assert.Equal(t, r.real().Result(), r.final.Result, "the results screen gets the rules' final scoring")
	require.Len(t, r.final.Result.Scores, 3)
	assert.NotEmpty(t, r.final.Result.Scores[0].Breakdown, "the breakdown by category")
	for _, k := range []rules.PromptKind{rv.DecideSelect, rv.DecideActivate, rv.DecideTakeReavers, rv.DecideReaverUse} {
		assert.Positive(t, kinds[string(k)], "the game asked %s", k)
	}
	t.Logf("decisions answered by kind: %v", kinds)
}
