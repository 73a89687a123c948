package reavers_test

import (
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/rules"
	rv "northtable/rules/reavers"
)

// committedTo is the last Commit seat s played in the match (the fight in progress).
func (r *run) committedTo(s rules.Seat) (rv.Commit, bool) {
	played := r.tbl.Match().Played()
	for i := len(played) - 1; i >= 0; i-- {
		if c, ok := played[i].(rv.Commit); ok && c.By == s {
			return c, true
		}
	}
	return rv.Commit{}, false
}

// The combat panel after a roll names what was committed to the fight: the Hammer sources of
// the commitment and the Combat dice they gave.
func TestCombatPanelNamesTheCommitment(t *testing.T) {
	r := openAt(t, 3, func(g *rv.Game) bool { return g.Decision() == rv.DecideAfterRoll })
	g := r.real()
	seat := g.ToMove()
	c, ok := r.committedTo(seat)
	require.True(t, ok, "the fight began with a commitment")
	cp, ok := r.b.Where().Combat()
	require.True(t, ok, "the combat panel is shown")
	line := cp.Committed
	pl := g.Player(seat)
	dice := 0
	for _, k := range g.Info().Dice {
		dice += int(k)
	}
	assert.Equal(t, pl.CombatDice(c.Payment), dice, "the commitment gave the fight's dice")
	require.NotEmpty(t, line)
	assert.Contains(t, line, "Committed: ")
	if c.Payment.Stored == 0 {
		assert.Contains(t, line, pl.PaymentWords(c.Payment), "the Hammer sources committed")
	}
	want := strconv.Itoa(dice) + " Combat dice"
	if dice == 1 {
		want = "1 Combat die"
	}
	assert.Contains(t, line, want)
	r.keep("combat-committed")
}

// The roll that follows a commitment shows the committed line on its panel while the dice
// tumble.
func TestCombatRollNamesTheCommitment(t *testing.T) {
	r := openAt(t, 3, func(g *rv.Game) bool { return g.Decision() == rv.DecideCommit })
	var commit rv.Commit
	found := false
	for _, m := range r.real().Legal() {
		if c, ok := m.(rv.Commit); ok && c.Payment.Stored == 0 {
			commit, found = c, true
			break
		}
	}
	require.True(t, found)
	pl := r.real().Player(commit.By)
	r.answer(commit)
	require.NotEmpty(t, r.b.Where().Motion().Rolls(), "the Combat dice are rolled")
	cp, ok := r.b.Where().Combat()
	require.True(t, ok)
	line := cp.Committed
	assert.Contains(t, line, "Committed: "+pl.PaymentWords(commit.Payment))
	for i := 0; i < 12; i++ {
		r.rest(true)
	}
	r.keep("combat-roll-committed")
}
