package bot

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"northtable/rules"
)

// scored is a game that is only its result.
type scored struct {
	rules.Game
	res rules.Result
}

func (g scored) Result() rules.Result { return g.res }

func result(totals, ranks []int) scored {
	var r rules.Result
	for i := range totals {
		r.Scores = append(r.Scores, rules.Score{Seat: rules.Seat(i), Total: totals[i], Rank: ranks[i]})
	}
	return scored{res: r}
}

func TestRewardsPlacesTiesAndMargin(t *testing.T) {
	out := make([]float64, 4)
	rewards(result([]int{30, 20, 20, 10}, []int{1, 2, 2, 4}), 0, out)
	assert.InDeltaSlice(t, []float64{1, 0.5, 0.5, 0}, out, 1e-9, "ties share the places they span")

	out = out[:2]
	rewards(result([]int{15, 15}, []int{1, 1}), 0, out)
	assert.InDeltaSlice(t, []float64{0.5, 0.5}, out, 1e-9)

	rewards(result([]int{30, 10}, []int{1, 2}), 0.1, out)
	// Place 1 and 0; margins (30−10)/40 = ½ → ¾ and −½ → ¼.
	assert.InDeltaSlice(t, []float64{0.9 + 0.1*0.75, 0.1 * 0.25}, out, 1e-9)

	rewards(result([]int{0, 0}, []int{1, 1}), 0.1, out)
	assert.InDeltaSlice(t, []float64{0.5, 0.5}, out, 1e-9, "no points: an even margin")

	rewards(result([]int{12, 11}, []int{2, 1}), 0.1, out)
	assert.Less(t, out[0], 0.5, "the tie chain's rank, not the total, gives the place")
	assert.Greater(t, out[1], 0.5)
}
