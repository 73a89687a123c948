package reykholt

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"northtable/rules"
)

// The buttons of a greenhouse's sub-choice are worded by the rules (spec §11).
func TestChoiceLabelsWordEachMove(t *testing.T) {
	g := given(t, 2).game()
	h := gh("G05")
	for _, c := range []struct {
		m    rules.Move
		want string
	}{
		{Seed{By: 0, GH: h, Good: Tomato, Companion: NoGood}, "Seed tomatoes"},
		{Seed{By: 0, GH: h, Good: Lettuce, Companion: Carrot}, "Seed lettuce with a carrot on the last parcel"},
		{Harvest{By: 0, GH: h, Good: Mushroom}, "Harvest a mushroom"},
		{Pick{By: 0, GH: h, Good: Cauliflower}, "Take a cauliflower"},
		{GiveGreenhouse{By: 0, GH: h}, "Give it back"},
		{Double{By: 0, GH: h}, "Take 2 from it"},
	} {
		assert.Equal(t, c.want, g.ChoiceLabel(c.m, h))
	}
	assert.Equal(t, Goods{Carrot: 3}, GoodsOf(Carrot, 3))
}

// A panel says the flag spaces a seat may still use this round by column (spec §3.1c).
func TestFlagSpacesWordsCountWhatIsLeft(t *testing.T) {
	g := given(t, 3).game()
	g.pl[0].flags = [2]int8{0, 1}
	assert.Equal(t, "flags left: Property 1, Town Hall 0", g.FlagSpacesWords(0))
}
