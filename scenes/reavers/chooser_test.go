package reavers_test

import (
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/input"
	"northtable/render"
	"northtable/rules"
	rv "northtable/rules/reavers"
	"northtable/scenes/table"
)

// The Force or Peace chooser opens beside the Territory stack it was opened on, where the
// stack's words go when the pointer rests on it: they keep clear of the chooser, so no answer
// is covered.
func TestTheStacksWordsKeepClearOfTheForceOrPeaceChooser(t *testing.T) {
	r := openAt(t, 3, func(g *rv.Game) bool { _, ok := peaceOrForce(g); return ok })
	peace, _ := peaceOrForce(r.real())
	stack, ok := r.targetRect(peace)
	require.True(t, ok)
	x, y := stack.Centre()
	for range render.TooltipDelay + 4 { // the pointer rests on the stack: its words are due
		r.step(input.Frame{X: x, Y: y}, true)
	}
	r.openChooser()
	as := r.b.Where().PickerAnswers()
	require.Len(t, as, 2, "Force and Peace")
	words := r.b.Where().DisplayTip()
	require.NotEmpty(t, words, "the stack under the pointer has its words due")
	r.ctx.UI.ShowTooltipAt(words, stack, false) // where the board shows them: beside the stack
	tip, ok := r.ctx.UI.OverlayRect()
	require.True(t, ok)
	for _, a := range as {
		assert.False(t, overlaps(tip, a.Rect), "the words at %v cover the chooser's %q at %v", tip, a.Label, a.Rect)
	}
}

// overlaps reports whether two rectangles share any area.
func overlaps(a, b render.Rect) bool {
	return a.X < b.Right() && b.X < a.Right() && a.Y < b.Bottom() && b.Y < a.Bottom()
}

// The Force-or-Peace chooser of a Territory stack says each answer whole: it widens to its
// longest words rather than cutting them.
func TestSubdueChooserWordsWhole(t *testing.T) {
	for _, players := range []int{2, 3, 4} {
		seed, n := find(t, players, func(g *rv.Game) bool { _, ok := peaceOrForce(g); return ok })
		r := newRun(t, players, seed, n)
		require.True(t, r.settle())
		r.openChooser()
		as := r.b.Where().PickerAnswers()
		require.Len(t, as, 2, "%d players: Force and Peace", players)
		for _, a := range as {
			assert.NotContains(t, a.Label, "…", "%d players", players)
			assert.GreaterOrEqual(t, a.Rect.X, 0.0)
		}
		r.keep("subdue-chooser-" + strconv.Itoa(players))
	}
}

// A Territory stack that may be subdued by Force and in Peace opens a chooser of the two on a
// tap; its Peace answer pays the panel's suggested payment.
func TestSubdueStackChooser(t *testing.T) {
	r := openAt(t, 3, func(g *rv.Game) bool { _, ok := peaceOrForce(g); return ok })
	peace := r.openChooser()
	as := r.b.Where().PickerAnswers()
	require.Len(t, as, 2, "Force and Peace")
	var pick *table.AnswerButton
	for i := range as {
		if _, ok := as[i].Move().(rv.Peace); ok {
			pick = &as[i]
		}
	}
	require.NotNil(t, pick)
	var panel rules.Move // the panel's button for Peace with this stack
	for _, a := range r.b.Where().Answers().Buttons {
		if p, ok := a.Move().(rv.Peace); ok && p.Stack == peace.Stack {
			panel = a.Move()
		}
		for _, o := range a.MoreMoves() {
			if p, ok := o.(rv.Peace); ok && p.Stack == peace.Stack && panel == nil {
				panel = a.Move()
			}
		}
	}
	if panel != nil {
		assert.Equal(t, panel, pick.Move(), "the panel's suggested payment")
	}
	want := r.real().Copy()
	_, err := want.Apply(pick.Move())
	require.NoError(t, err)
	before := r.tbl.Moves()
	r.click(centre(pick.Rect))
	require.Equal(t, before+1, r.tbl.Moves())
	assert.Equal(t, want.Hash(), r.real().Hash())
}
