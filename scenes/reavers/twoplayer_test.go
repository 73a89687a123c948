package reavers_test

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/rules"
	rv "northtable/rules/reavers"
)

// A whole 2-player game played through the board's input, every move chosen at random from the
// legal ones and played by its button in the decision panel, ends on the results hand-off with
// the rules' final scoring: six rounds of four selections each, the two players alternating
// (spec §4.1), and every Prophecy kept scored on a line of its own.
func TestScriptedTwoPlayerGameToFinalScoring(t *testing.T) {
	r := newRun(t, 2, 49, 0) // a short game (152 moves) in which Prophecies are kept
	r.hurry = true
	rng := rand.New(rand.NewPCG(49, 2))
	kinds := map[rules.PromptKind]int{}
	selectors := map[int][]rules.Seat{} // who selected, by round
	for moves := 0; r.settle(); moves++ {
		require.Less(t, moves, 5000, "the game ends")
		g := r.real()
		legal := g.Legal()
		m := legal[rng.IntN(len(legal))]
		kinds[g.Decision()]++
		if sel, ok := m.(rv.SelectLocation); ok { // (free moves, e.g. an Artifact's power, may come between)
			selectors[g.Round()] = append(selectors[g.Round()], sel.By)
		}
		r.answer(m)
	}
	require.NotNil(t, r.final)
	g := r.real()
	assert.True(t, g.Over())
	assert.Len(t, selectors, g.Rounds(), "six rounds were played")
	for round, ss := range selectors {
		require.Len(t, ss, 4, "round %d had four selections", round)
		assert.NotEqual(t, ss[0], ss[1], "round %d: the players alternate", round)
		assert.Equal(t, []rules.Seat{ss[0], ss[1], ss[0], ss[1]}, ss, "round %d: the players alternate", round)
	}
	assert.Positive(t, r.curtain, "the curtain falls between the two players at this screen")
	assert.Equal(t, g.Result(), r.final.Result, "the results screen gets the rules' final scoring")
	require.Len(t, r.final.Result.Scores, 2)
	held := 0
	for _, s := range r.final.Result.Scores {
		total, prophecies := 0, 0
		for _, c := range s.Breakdown {
			total += c.Points
			if strings.HasPrefix(c.Name, rv.CatProphecy) {
				prophecies++
			}
		}
		assert.Equal(t, s.Total, total, "seat %d's total is the sum of its lines", s.Seat)
		pl := g.Player(s.Seat)
		assert.Equal(t, bitsOn(pl.Hand), prophecies, "seat %d: a line for each Prophecy held", s.Seat)
		held += prophecies
	}
	assert.Positive(t, held, "Prophecies were held and scored")
	for _, k := range []rules.PromptKind{rv.DecideSelect, rv.DecideActivate, rv.DecideTakeReavers, rv.DecideReaverUse} {
		assert.Positive(t, kinds[k], "the game asked %s", k)
	}
	t.Logf("decisions answered by kind: %v", kinds)
}

func bitsOn(x uint32) int {
	n := 0
	for ; x != 0; x &= x - 1 {
		n++
	}
	return n
}
