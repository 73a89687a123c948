package render_test

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/render"
)

// sampleFightRoll is sampleCombat's dice rolled again but the first, which lies still, to
// successes after the roll against the Defence of 4.
func sampleFightRoll(ui *render.UI, successes int, outcome render.CombatOutcome) *render.CombatRoll {
	f := &render.CombatRoll{Panel: *sampleCombat(), Before: 2, Verdict: 20}
	f.Panel.Picking, f.Panel.Successes, f.Panel.Outcome = false, successes, outcome
	f.Throw(ui, 9, combatFaces, []bool{true})
	return f
}

// The dice are thrown onto their places in the panel's dice band, the kept one lying still.
func TestCombatRollThrowsThePanelsDice(t *testing.T) {
	ui := newUI(t)
	f := sampleFightRoll(ui, 3, render.CombatOpen)
	require.Len(t, f.Roll.Dice, 3)
	assert.Equal(t, f.Panel.DiceArea(), f.Roll.Rect)
	assert.Equal(t, render.CombatDie, f.Roll.Size)
	for i, d := range f.Roll.Dice {
		x, y := f.Panel.DieRect(i).Centre()
		assert.Equal(t, render.Point{X: x, Y: y}, d.At, "die %d lands on its place", i)
		assert.Equal(t, f.Panel.Dice[i].Sprite, d.Sprite)
		assert.Equal(t, i == 0, d.Kept)
	}
}

// While the dice tumble the panel counts the successes before the roll, its dice's places
// empty; once they land it shows the roll's successes; the roll then ends after its hold.
func TestCombatRollShowsTheSuccessesOnceLanded(t *testing.T) {
	ui := newUI(t)
	f := sampleFightRoll(ui, 3, render.CombatOpen)
	canvas := ebiten.NewImage(render.LogicalW, render.LogicalH)
	f.Update()
	f.Draw(canvas)
	assert.True(t, f.Panel.Rolling, "the dice in the air")
	assert.Equal(t, 3, f.Panel.Successes, "the panel keeps the roll's result")
	assert.Equal(t, f.Roll.Total(), 1+playOut(f), "an open fight goes on after the roll's own hold")
	f.Draw(canvas)
	assert.False(t, f.Panel.Rolling)
	assert.False(t, f.Decided())
}

// A roll that decides its fight keeps the verdict on show for Verdict ticks more; a skip ends
// it at once.
func TestCombatRollHoldsTheVerdict(t *testing.T) {
	ui := newUI(t)
	f := sampleFightRoll(ui, 4, render.CombatWon)
	require.True(t, f.Decided())
	assert.Equal(t, f.Roll.Total()+20, playOut(f))
	line, banner := f.Panel.Status()
	assert.Equal(t, "Victory", banner)
	assert.Equal(t, "4 successes against Defence 4", line)
	assert.Equal(t, "Continue", acceptLabelOf(f))

	g := sampleFightRoll(ui, 2, render.CombatLost)
	g.Finish()
	assert.True(t, g.Roll.Done())
	assert.True(t, g.Update(), "ended by the skip")
}

// playOut updates f until it ends and counts the ticks it took.
func playOut(f *render.CombatRoll) int {
	n := 1
	for !f.Update() {
		n++
	}
	return n
}

// acceptLabelOf is the words of the fight's accept button as drawn.
func acceptLabelOf(f *render.CombatRoll) string {
	for _, l := range []string{"Continue", "Accept defeat"} {
		if f.Panel.HasLabel(l) {
			return l
		}
	}
	return ""
}
