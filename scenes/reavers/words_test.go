package reavers_test

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	rv "northtable/rules/reavers"
)

// The Activate answer names the Food of the location's cost with its dice: Battle at Sea's 4
// Food, Raid Villages' 1 Food and 2 Chest.
func TestActivateWordsNameTheFood(t *testing.T) {
	for _, l := range []rv.Location{rv.BattleAtSea, rv.RaidVillages, rv.RaidKeeps} {
		t.Run(l.String(), func(t *testing.T) {
			r := openAt(t, 3, func(g *rv.Game) bool {
				return g.Decision() == rv.DecideActivate && g.Location() == l && hasMove[rv.Activate](g)
			})
			food := "paying " + strconv.Itoa(int(rv.Locations[l].Cost.Food)) + " Food"
			var labels []string
			found := false
			for _, a := range r.b.Where().Answers().Buttons {
				labels = append(labels, a.Label)
				if strings.HasPrefix(a.Label, "Activate") {
					found = true
					assert.Contains(t, a.Label, food, "the cost's Food is named")
				}
			}
			assert.True(t, found, "an Activate answer: %v", labels)
		})
	}
}

// A Specialise answer names the slot and the location that fires it.
func TestSpecialiseWordsNameTheLocation(t *testing.T) {
	r := openAt(t, 3, func(g *rv.Game) bool { return g.Decision() == rv.DecideReaverUse && hasMove[rv.SpecialiseSlot](g) })
	want := map[string]bool{}
	for _, m := range r.real().Legal() {
		if s, ok := m.(rv.SpecialiseSlot); ok {
			want["Specialise: "+s.Slot.String()+" slot ("+s.Slot.Location().String()+")"] = true
		}
	}
	require.NotEmpty(t, want)
	got := map[string]bool{}
	for _, a := range r.b.Where().Answers().Buttons {
		if strings.HasPrefix(a.Label, "Specialise") {
			got[a.Label] = true
		}
	}
	assert.Equal(t, want, got)
}

// A re-roll's button counts the dice in words that agree with the count: "2 blanks",
// "1 blank".
func TestRerollWordsPlural(t *testing.T) {
	seed, n := find(t, 3, func(g *rv.Game) bool {
		if g.Decision() != rv.DecideAfterRoll {
			return false
		}
		for _, m := range g.Legal() {
			if rr, ok := m.(rv.Reroll); ok && rr.Dice[rv.Blank] > 1 {
				return true
			}
		}
		return false
	})
	r := newRun(t, 3, seed, n)
	require.True(t, r.settle())
	var words []string
	for _, a := range r.b.Where().Answers().Buttons {
		if _, ok := a.Move().(rv.Reroll); ok {
			words = append(words, a.Label)
		}
	}
	require.NotEmpty(t, words, "the panel offers the re-rolls")
	for _, w := range words {
		assert.NotRegexp(t, `\b([2-9]|1\d) (Blank|Single Axe|Double Axe)\b[^s]`, w+".", "a count above one is plural")
		assert.NotRegexp(t, `\b1 (Blanks|Single Axes|Double Axes)\b`, w, "one is singular")
	}
	assert.True(t, slices.ContainsFunc(words, func(w string) bool { return strings.Contains(w, " Blanks") }), "a re-roll of blanks: %v", words)
}
