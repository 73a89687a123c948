package reavers_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/render"
	"northtable/rules"
	rv "northtable/rules/reavers"
)

// decidingCommit is a Commit of the pending decision whose roll ends the fight at once (the
// successes reach the Defence, or the fight is lost), found by playing each on a copy.
func decidingCommit(g *rv.Game) (rules.Move, bool) {
	if g.Decision() != rv.DecideCommit {
		return nil, false
	}
	for _, m := range g.Legal() {
		if _, ok := m.(rv.Commit); !ok {
			continue
		}
		c := g.Copy()
		evs, err := c.Apply(m)
		if err != nil {
			continue
		}
		for _, e := range evs.Events {
			if e.Kind == rv.EvCombatEnd {
				return m, true
			}
		}
	}
	return nil, false
}

// A roll that decides its fight keeps its Victory or Defeat on the combat panel longer than a
// roll's usual hold, so the players read it before the turn moves on (or the curtain comes);
// a press still ends it at once.
func TestDecidingRollShowsItsVerdict(t *testing.T) {
	r := openAt(t, 3, func(g *rv.Game) bool { _, ok := decidingCommit(g); return ok })
	m, _ := decidingCommit(r.real())
	r.answer(m)
	rolls := r.b.Where().Motion().Rolls()
	require.Len(t, rolls, 1)
	require.True(t, rolls[0].Combat)
	assert.True(t, rolls[0].Decided, "the roll ends the fight")

	landed := 0
	for i := 0; i < 900 && len(r.b.Where().Motion().Rolls()) > 0; i++ {
		if r.b.Where().Motion().Rolls()[0].Landed {
			landed++
		}
		r.rest(true)
	}
	require.Empty(t, r.b.Where().Motion().Rolls(), "the roll ended")
	assert.Greater(t, landed, 2*render.RollHoldTicks, "the verdict stays on show well past a roll's usual hold")
}

// While a roll tumbles the decision panel says the dice are rolling and offers no answers:
// the decision after the roll would tell its result before the dice land. Once they land
// the answers are back.
func TestPanelWaitsForTheDice(t *testing.T) {
	r := openAt(t, 3, func(g *rv.Game) bool {
		return g.Decision() == rv.DecideAfterRoll && hasMove[rv.Reroll](g)
	})
	var reroll rules.Move
	for _, m := range r.real().Legal() {
		if _, ok := m.(rv.Reroll); ok {
			reroll = m
			break
		}
	}
	require.NotNil(t, reroll)
	r.answer(reroll)
	require.NotEmpty(t, r.b.Where().Motion().Rolls(), "the re-roll tumbles")
	assert.Contains(t, r.b.Where().Answers().Title, "rolling")
	assert.Empty(t, r.b.Where().Answers().Buttons, "no answer while the dice are in the air")

	for i := 0; i < 900 && len(r.b.Where().Motion().Rolls()) > 0; i++ {
		r.rest(true)
	}
	require.Empty(t, r.b.Where().Motion().Rolls())
	r.rest(true)
	assert.NotContains(t, r.b.Where().Answers().Title, "rolling")
	if g := r.real(); !g.Over() && g.ToMove() == r.tbl.Viewer() {
		assert.NotEmpty(t, r.b.Where().Answers().Buttons, "the decision after the roll is offered")
	}
}
