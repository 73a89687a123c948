package reavers_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/input"
	"northtable/render"
	"northtable/rules"
	rv "northtable/rules/reavers"
)

// A location the seat choosing cannot pay says what is missing on its tip before the choice,
// and once chosen the decision says it again above the two Rest answers.
func TestLocationThatCannotBePaidSaysWhatIsMissing(t *testing.T) {
	// a location nobody has specialised in, so its decision comes straight after the choice
	unused := func(g *rv.Game, l rv.Location) bool {
		sl := rv.Locations[l].Slot
		for s := range g.Seats() {
			pl := g.Player(rules.Seat(s))
			if sl != rv.NoSlot && pl.Slots[sl][0] != rv.NoReaver {
				return false
			}
		}
		return true
	}
	unpaid := func(g *rv.Game) (rv.Location, bool) {
		for l := range rv.Location(rv.NumLocations) {
			if g.SelectedBy(l) < 0 && unused(g, l) && g.CannotPayWords(g.ToMove(), l) != "" {
				return l, true
			}
		}
		return 0, false
	}
	r := openAt(t, 3, func(g *rv.Game) bool {
		_, ok := unpaid(g)
		return g.Decision() == rv.DecideSelect && ok
	})
	g := r.real()
	l, _ := unpaid(g)
	why := g.CannotPayWords(g.ToMove(), l)
	require.True(t, strings.HasPrefix(why, "You cannot pay "+l.String()), why)

	lr := r.b.Where().Locations().LocationRect(int(l))
	for range render.TooltipDelay + 3 {
		r.step(input.Frame{X: lr.X + lr.W/2, Y: lr.Y + 40}, true)
	}
	assert.Contains(t, r.b.Where().DisplayTip(), why, "the tip says it before the choice")

	r.click(centre(lr))
	require.True(t, r.settle())
	require.Equal(t, rv.DecideActivate, r.real().Decision())
	assert.Contains(t, r.b.Where().Answers().Title, why)
	for _, a := range r.b.Where().Answers().Buttons {
		_, restDie := a.Move().(rv.RestDie) // a die to Rest for, offered as the die
		assert.True(t, restDie || strings.HasPrefix(a.Label, "Rest"), "only a Rest is offered: %q", a.Label)
	}
}

// A decision whose usual option the seat cannot take names only what its panel offers and
// says why the other is missing: a Sea Battle with no combination paid and no Hammer die, a
// Village Wall with no Hammer die to pillage it.
func TestDecisionSaysWhyAUsualOptionIsMissing(t *testing.T) {
	for _, tt := range []struct {
		name     string
		seed     uint64
		autoplay int
		kind     rules.PromptKind
		says     []string
		offers   []string
	}{
		{"Sea Battle", 1, 55, rv.DecideBattleMethod,
			[]string{"You cannot pay Sea Troll's combination", "you have no Hammer dice to fight with"}, []string{"Retreat"}},
		{"pillage", 2, 103, rv.DecidePillage,
			[]string{"You have no Hammer dice to pillage Village Wall"}, []string{"Don't pillage"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			r := newRun(t, 2, tt.seed, tt.autoplay)
			require.True(t, r.settle())
			require.Equal(t, tt.kind, r.real().Decision())
			shown := r.b.Where().Answers()
			for _, w := range tt.says {
				assert.Contains(t, shown.Title, w)
			}
			var labels []string
			for _, a := range shown.Buttons {
				if a.Move() != nil {
					labels = append(labels, a.Label)
				}
			}
			assert.Equal(t, tt.offers, labels)
		})
	}
}

// Each group of other payments in one list names the answer it belongs to, so no two read
// alike (Subdue Territories offering Peace with several Territories).
func TestOtherPaymentGroupsNameTheirAnswer(t *testing.T) {
	r := newRun(t, 2, 1, 31)
	require.True(t, r.settle())
	require.Equal(t, rv.DecideSubdue, r.real().Decision())
	seen := map[string]bool{}
	for _, a := range r.b.Where().Answers().Buttons {
		if len(a.MoreMoves()) == 0 {
			continue
		}
		assert.True(t, strings.HasPrefix(a.Label, "Other ways to pay Peace with "), a.Label)
		assert.False(t, seen[a.Label], "two groups read %q", a.Label)
		seen[a.Label] = true
	}
	assert.GreaterOrEqual(t, len(seen), 2, "the page shows two groups")
}
