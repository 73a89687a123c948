package render_test

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"

	"northtable/input"
	"northtable/render"
)

// The combat panel says how a die is picked in the screen's own words: a click on the desktop
// (PickVerb unset), a tap on a touch screen.
func TestCombatPanelSaysClickOrTapAsTheScreenDoes(t *testing.T) {
	for _, tc := range []struct{ verb, want string }{
		{"", "Click the dice to re-roll first"},
		{"tap", "Tap the dice to re-roll first"},
	} {
		ui := newUI(t)
		c := sampleCombat()
		c.PickVerb = tc.verb
		drawn(t, ui, c)
		r := c.ButtonRect(render.TapReroll, 0)
		rest(r.X+r.W/2, r.Y+r.H/2, render.TooltipDelay+2, func(p *input.Pointer) { c.Update(p) })
		c.Draw(ebiten.NewImage(render.LogicalW, render.LogicalH), ui)
		assert.Equal(t, tc.want, ui.OverlayText(), "PickVerb %q", tc.verb)
		ui.ClearOverlay()
	}
}
