package reavers_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	rv "northtable/rules/reavers"
)

// Against Defence 1 the commitment the panel suggests is one Combat die, not every Hammer.
func TestSuggestedCommitmentIsJustEnough(t *testing.T) {
	r := openAt(t, 3, func(g *rv.Game) bool {
		if g.Decision() != rv.DecideCommit || g.Info().Defence != 1 {
			return false
		}
		pl := g.Player(g.ToMove())
		all := pl.AppendCommitments(nil)
		return len(all) > 1 && pl.CombatDice(all[0]) > 1
	})
	r.rest(true)
	pl := r.real().Player(r.real().ToMove())
	found := false
	for _, a := range r.b.Where().Answers().Buttons {
		if c, ok := a.Move().(rv.Commit); ok {
			assert.Equal(t, 1, pl.CombatDice(c.Payment), "the suggestion %q", a.Label)
			found = true
			break
		}
	}
	require.True(t, found, "the panel offers a commitment")
}

// A re-roll of a double axe is never offered: no face beats it.
func TestNoRerollOfADoubleAxeOffered(t *testing.T) {
	r := openAt(t, 3, func(g *rv.Game) bool {
		in := g.Info()
		return in.Kind == rv.DecideAfterRoll && in.Dice[rv.DoubleAxe] > 0 && in.Successes < in.Defence && hasMove[rv.Reroll](g)
	})
	r.rest(true)
	for _, a := range r.b.Where().Answers().Buttons {
		if m, ok := a.Move().(rv.Reroll); ok {
			assert.Zero(t, m.Dice[rv.DoubleAxe], "%q", a.Label)
		}
		for _, o := range a.MoreMoves() {
			if m, ok := o.(rv.Reroll); ok {
				assert.Zero(t, m.Dice[rv.DoubleAxe], "%q lists %v", a.Label, m)
			}
		}
	}
}
