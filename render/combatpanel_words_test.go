package render_test

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"

	"northtable/input"
	"northtable/render"
)

// The combat panel says how a die is picked in the screen's own words: a click on the desktop,
// a tap on a touch screen (Fingers).
func TestCombatPanelSaysClickOrTapAsTheScreenDoes(t *testing.T) {
	for _, tc := range []struct {
		fingers bool
		want    string
	}{
		{false, "Click the dice to re-roll first"},
		{true, "Tap the dice to re-roll first"},
	} {
		ui := newUI(t)
		c := sampleCombat()
		c.Fingers = tc.fingers
		drawn(t, ui, c)
		r := c.ButtonRect(render.TapReroll, 0)
		rest(r.X+r.W/2, r.Y+r.H/2, render.TooltipDelay+2, func(p *input.Pointer) { c.Update(p) })
		c.Draw(ebiten.NewImage(render.LogicalW, render.LogicalH), ui)
		assert.Equal(t, tc.want, ui.OverlayText(), "Fingers %v", tc.fingers)
		ui.ClearOverlay()
	}
}
