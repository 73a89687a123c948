package reavers_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/rules"
	rv "northtable/rules/reavers"
	"northtable/scenes/table"
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

// cut reports whether an answer's words were cut short to fit its button ("…", the whole words
// on hover), not a label that ends in "…" because it opens a list.
func cut(a table.AnswerButton) bool {
	return strings.HasSuffix(a.Label, "…") && a.Tip != "" && a.Tip != a.Label
}

// A commitment's button lists its dice, or, when that is too long for it, says how many dice it
// commits, whole, and hovering it gives the whole list.
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
	var commit *table.AnswerButton
	as := r.b.Where().Answers().Buttons
	for i, a := range as {
		assert.False(t, cut(a), "no answer is cut: %q", a.Label)
		if _, ok := a.Move().(rv.Commit); ok && commit == nil {
			commit = &as[i]
		}
	}
	require.NotNil(t, commit, "the panel offers a commitment")
	m := commit.Move().(rv.Commit)
	pl := r.real().Player(m.By)
	whole := "Commit " + pl.PaymentWords(m.Payment)
	if commit.Tip == "" { // it fits: the button lists the dice itself
		assert.True(t, strings.HasPrefix(commit.Label, whole), "the button lists the dice: %q", commit.Label)
		return
	}
	assert.Regexp(t, `^Commit (the )?\d+ dice`, commit.Label, "the short form counts the dice")
	assert.True(t, strings.HasPrefix(commit.Tip, whole), "the hover lists the dice: %q", commit.Tip)
}

// The other answers paying with dice read whole on their buttons too: an activation, a Sea
// Journey's payment and a Peace, each when it spends several kinds of dice.
func TestPaymentButtonsFit(t *testing.T) {
	cases := map[string]func(m rules.Move) (rv.Payment, bool){
		"activate": func(m rules.Move) (rv.Payment, bool) { a, ok := m.(rv.Activate); return a.Payment, ok },
		"journey":  func(m rules.Move) (rv.Payment, bool) { a, ok := m.(rv.PayJourney); return a.Payment, ok },
		"peace":    func(m rules.Move) (rv.Payment, bool) { a, ok := m.(rv.Peace); return a.Payment, ok },
	}
	least := map[string]int{"activate": 2, "journey": 1, "peace": 2} // a journey's cost is small
	for name, pays := range cases {
		t.Run(name, func(t *testing.T) {
			r := openAt(t, 3, func(g *rv.Game) bool {
				for _, m := range g.Legal() {
					if p, ok := pays(m); ok && kinds(p) >= least[name] {
						return true
					}
				}
				return false
			})
			r.rest(true)
			seen := false
			for _, a := range r.b.Where().Answers().Buttons {
				assert.False(t, cut(a), "no answer is cut: %q", a.Label)
				if _, ok := pays(a.Move()); ok {
					seen = true
				}
			}
			assert.True(t, seen, "the panel offers the payment")
		})
	}
}

// The list of other commitments reads whole too: a long one names the dice by colour and face
// without the verb the list's title says.
func TestOtherCommitmentsFit(t *testing.T) {
	r := newRun(t, 3, 5, 12) // Bjørn's commitment of four dice of three kinds
	require.True(t, r.settle())
	require.Equal(t, rv.DecideCommit, r.real().Decision())
	var m rules.Move
	for _, l := range r.real().Legal() {
		if c, ok := l.(rv.Commit); ok && kinds(c.Payment) >= 3 {
			m = l
		}
	}
	require.NotNil(t, m)
	r.rest(true)
	opened := false
	for _, a := range r.b.Where().Answers().Buttons {
		if slices.Contains(a.MoreMoves(), m) {
			r.turnPage(a.Rect)
			opened = true
			break
		}
	}
	require.True(t, opened, "an Other payment button lists the commitment")
	r.rest(true)
	found := false
	for _, a := range r.b.Where().Answers().Buttons {
		assert.False(t, cut(a), "no payment is cut: %q", a.Label)
		if a.Move() == m {
			found = true
			assert.Contains(t, a.Label, "blue", "the button names the dice")
			assert.NotContains(t, a.Label, "Commit", "the list's title says the verb")
		}
	}
	assert.True(t, found, "the list offers the commitment")
	r.keep("other-commitments")
}
