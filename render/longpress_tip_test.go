package render_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"northtable/input"
	"northtable/render"
)

// longPress is a finger held still at (x, y) until it is a long press, then lifted.
func longPress(x, y float64) (held, lifted *input.Script) {
	held = input.NewScript()
	for range input.LongPressTicks + 2 {
		held.Frames(input.Frame{X: x, Y: y, Down: true, Touch: true, Touches: 1})
	}
	return held, input.NewScript().Frames(input.Frame{X: x, Y: y, Touch: true})
}

// A long press on a greyed button shows its reason while the finger holds; the tip goes as the
// finger lifts (it does not linger where the finger left it), and a long press on a second
// button shows only that one's tip: two never stack.
func TestALongPressTipGoesAsTheFingerLiftsAndNeverStacks(t *testing.T) {
	undo := render.NewButton(render.Rect{X: 100, Y: 100, W: 120, H: 48}, "Undo")
	undo.Enabled, undo.Reason = false, "Nothing to undo yet"
	menu := render.NewButton(render.Rect{X: 300, Y: 100, W: 120, H: 48}, "Menu")
	menu.Enabled, menu.Reason = false, "Not now"
	var p input.Pointer
	run := func(s *input.Script) {
		for s.Pending() > 0 {
			p.Update(s.Next())
			undo.Update(&p)
			menu.Update(&p)
		}
	}
	held, lifted := longPress(160, 124)
	run(held)
	assert.True(t, undo.TooltipShown(), "the reason shows while the finger holds")
	run(lifted)
	assert.False(t, undo.TooltipShown(), "the reason goes as the finger lifts")

	held, lifted = longPress(360, 124)
	run(held)
	assert.True(t, menu.TooltipShown())
	assert.False(t, undo.TooltipShown(), "one tip at a time")
	run(lifted)
	assert.False(t, menu.TooltipShown())
}

// The same holds for a registry of controls: a long-pressed control's tip goes as the finger
// lifts, over the control or elsewhere.
func TestALongPressedControlsTipGoesAsTheFingerLifts(t *testing.T) {
	cs := sampleControls()
	cs.Delay = render.TooltipDelay // a finger held still is hovering too: neither tip stays
	var p input.Pointer
	for _, at := range [][2]float64{{1518, 540}, {1518, 588}} {
		held, lifted := longPress(at[0], at[1])
		feed(held, &p, cs)
		assert.Equal(t, "you need 3 wood", cs.Reason(), "the reason shows while the finger holds")
		feed(lifted, &p, cs)
		assert.Empty(t, cs.Reason(), "the reason goes as the finger lifts")
	}
}
