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
