package orkney_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"northtable/rules"
	ork "northtable/rules/orkney"
)

func TestAdviceSaysEveryMoveInPlainWords(t *testing.T) {
	t.Parallel()
	cases := map[string]rules.Move{
		"keep the task “Most fish”":            ork.ChooseTask{Task: 1},
		"place the tile":                       ork.PlaceTile{Rot: 3},
		"build a village":                      ork.Build{Kind: ork.Village},
		"lay a trade route":                    ork.PlaceRoute{},
		"buy an extra trade route for 2 cloth": ork.ExtraRoute{},
		"trade 3 wood for 1 stone":             ork.Exchange{Give: ork.Wood, Get: ork.Stone},
		"go fishing for 2 cloth":               ork.Fish{},
		"end your turn":                        ork.EndTurn{},
	}
	for want, m := range cases {
		assert.Equal(t, want, ork.Advice(m), "%T", m)
	}
	assert.Empty(t, ork.Advice(nil), "a move of no Orkney kind has no advice")
}
