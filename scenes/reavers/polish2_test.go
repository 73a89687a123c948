package reavers_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	rv "northtable/rules/reavers"
	"northtable/scenes/reavers"
)

// kinds is how many different dice (colour and face) a payment spends from the board.
func kinds(p rv.Payment) int {
	n := 0
	for _, row := range p.Board {
		for _, k := range row {
			if k > 0 {
				n++
			}
		}
	}
	return n
}

// A commitment of many kinds of dice is too long to list on its button: the button says how
// many dice it commits, whole, and hovering it gives the whole list.
func TestCommitButtonFits(t *testing.T) {
	r := openAt(t, 3, func(g *rv.Game) bool {
		if g.Decision() != rv.DecideCommit {
			return false
		}
		for _, m := range g.Legal() {
			if c, ok := m.(rv.Commit); ok && kinds(c.Payment) >= 3 {
				return true
			}
		}
		return false
	})
	checkCommitFits(t, r)
	// Bjørn's commitment in the fifth game's first combat, offered before any pick on the tray
	r = newRun(t, 3, 5, 12)
	require.True(t, r.settle())
	require.Equal(t, rv.DecideCommit, r.real().Decision())
	checkCommitFits(t, r)
}

func checkCommitFits(t *testing.T, r *run) {
	t.Helper()
	r.rest(true)
	var commit *reavers.Answer
	as := r.b.Answers()
	for i, a := range as {
		assert.False(t, strings.HasSuffix(a.Label, "…"), "no answer is cut: %q", a.Label)
		if _, ok := a.Move.(rv.Commit); ok && commit == nil {
			commit = &as[i]
		}
	}
	require.NotNil(t, commit, "the panel offers a commitment")
	m := commit.Move.(rv.Commit)
	require.GreaterOrEqual(t, kinds(m.Payment), 3, "the suggested commitment spends several kinds of dice")
	assert.Regexp(t, `^Commit (the )?\d+ dice`, commit.Label, "the short form counts the dice")
	pl := r.real().Player(m.By)
	assert.True(t, strings.HasPrefix(commit.Tip, "Commit "+pl.PaymentWords(m.Payment)), "the hover lists the dice: %q", commit.Tip)
}
