package reavers_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/input"
	"northtable/render"
	rv "northtable/rules/reavers"
)

// The Force or Peace chooser opens beside the Territory stack it was opened on, where the
// stack's words go when the pointer rests on it: they keep clear of the chooser, so no answer
// is covered.
func TestTheStacksWordsKeepClearOfTheForceOrPeaceChooser(t *testing.T) {
	r := openAt(t, 3, func(g *rv.Game) bool { _, ok := peaceOrForce(g); return ok })
	peace, _ := peaceOrForce(r.real())
	stack, ok := r.b.Where().TargetRect(peace)
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
