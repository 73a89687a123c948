package render_test

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/input"
	"northtable/render"
)

// sampleCombat is a Sea Battle against Defence 4 with three Combat dice showing 2 successes,
// open for a re-roll, and two artifact powers.
func sampleCombat() *render.CombatPanel {
	dice := []render.Die{
		{Sprite: "fish/token", Colour: dieBlack, Name: "Double axe: 2 successes"},
		{Sprite: "res/blank", Colour: dieBlack, Name: "Blank: no success"},
		{Sprite: "res/blank", Colour: dieBlack, Name: "Blank: no success"},
	}
	return &render.CombatPanel{Rect: render.Rect{X: 540, Y: 200, W: 560, H: 380}, Title: "Sea Battle: Jarl Ivar's Longship",
		Committed: "Committed: 2 Hammer dice and a Ship-or-Hammer token", Defence: 4, Successes: 2, Dice: dice,
		Picking: true, RerollPrice: "1 Favour", RerollEnabled: true, AcceptEnabled: true,
		Buttons: []render.CombatButton{
			{Label: "Thor's Amulet", Tip: "Turn one blank into a single axe", Enabled: true},
			{Label: "Odin's Horn", Reason: "Odin's Drinking Horn is spent"},
		}}
}

// drawn draws c once, so its buttons take the width of their words.
func drawn(t *testing.T, ui *render.UI, c *render.CombatPanel) *ebiten.Image {
	t.Helper()
	canvas := ebiten.NewImage(render.LogicalW, render.LogicalH)
	c.Draw(canvas, ui)
	ui.ClearOverlay()
	return canvas
}

func TestCombatPanelPicksDiceAndPricesTheReroll(t *testing.T) {
	ui := newUI(t)
	c := sampleCombat()
	drawn(t, ui, c)
	for i := range c.Dice {
		require.True(t, c.DieRect(i).In(c.DiceArea()), "die %d in the dice band", i)
	}
	tapDie := func(i int) (render.CombatEvent, bool) {
		r := c.DieRect(i)
		return tap(r.X+r.W/2, r.Y+r.H/2, c.Update)
	}
	tapButton := func(kind render.CombatTap, k int) (render.CombatEvent, bool) {
		r := c.ButtonRect(kind, k)
		require.Positive(t, r.W)
		return tap(r.X+r.W/2, r.Y+r.H/2, c.Update)
	}

	// nothing picked: the re-roll waits and says why
	ev, ok := tapButton(render.TapReroll, 0)
	require.True(t, ok)
	assert.Equal(t, render.CombatEvent{Tap: render.TapReroll, Enabled: false}, ev)

	ev, ok = tapDie(1)
	require.True(t, ok)
	assert.Equal(t, render.CombatEvent{Tap: render.TapDie, Index: 1, Enabled: true}, ev)
	tapDie(2)
	assert.Equal(t, []int{1, 2}, c.Picked())
	tapDie(1)
	assert.Equal(t, []int{2}, c.Picked(), "a second tap unpicks")
	tapDie(1)

	drawn(t, ui, c)
	ev, _ = tapButton(render.TapReroll, 0)
	assert.Equal(t, render.CombatEvent{Tap: render.TapReroll, Enabled: true}, ev, "two picked and Favour to pay: the re-roll goes")
	ctl := findControl(c, "Re-roll 2 dice — 1 Favour")
	assert.True(t, ctl, "the button names the count and the price")

	ev, _ = tapButton(render.TapButton, 0)
	assert.Equal(t, render.CombatEvent{Tap: render.TapButton, Index: 0, Enabled: true}, ev)
	ev, _ = tapButton(render.TapButton, 1)
	assert.Equal(t, render.CombatEvent{Tap: render.TapButton, Index: 1, Enabled: false}, ev, "a spent power is reported, disabled")
	ev, _ = tapButton(render.TapAccept, 0)
	assert.Equal(t, render.CombatEvent{Tap: render.TapAccept, Enabled: true}, ev)

	// no Favour: the re-roll's reason shows on hover
	c.RerollEnabled, c.RerollReason = false, "You have no Favour left"
	r := c.ButtonRect(render.TapReroll, 0)
	rest(r.X+r.W/2, r.Y+r.H/2, render.TooltipDelay+2, func(p *input.Pointer) { c.Update(p) })
	drawn(t, ui, c)
	c.Draw(ebiten.NewImage(render.LogicalW, render.LogicalH), ui)
	assert.Equal(t, "You have no Favour left", ui.OverlayText())
	ui.ClearOverlay()

	// decided: no more picking
	c.ClearPicks()
	c.Outcome = render.CombatWon
	ev, _ = tapDie(0)
	assert.False(t, ev.Enabled, "a decided fight takes no picks")
	assert.Zero(t, c.PickedCount())
}

// findControl reports whether the panel, as drawn, shows a button labelled label.
func findControl(c *render.CombatPanel, label string) bool {
	return c.HasLabel(label)
}

func TestCombatPanelSaysWonOrLostInWords(t *testing.T) {
	ui := newUI(t)
	c := sampleCombat()
	c.Successes, c.Outcome, c.Picking = 5, render.CombatWon, false
	drawn(t, ui, c)
	line, banner := c.Status()
	assert.Equal(t, "Victory", banner)
	assert.Equal(t, "5 successes against Defence 4", line)
	c.Successes, c.Outcome = 2, render.CombatLost
	line, banner = c.Status()
	assert.Equal(t, "Defeat", banner)
	assert.Equal(t, "2 successes against Defence 4", line)
	c.Outcome = render.CombatOpen
	line, banner = c.Status()
	assert.Empty(t, banner, "no banner while open")
	assert.Equal(t, "2 more successes needed", line)
}

// TestGoldenCombatPanel: a fight open for a re-roll with two dice picked, and beside it the
// same fight won and lost.
func TestGoldenCombatPanel(t *testing.T) {
	ui := newUI(t)
	canvas := table(ui)
	c := sampleCombat()
	c.Rect = render.Rect{X: 40, Y: 80, W: 560, H: 380}
	drawn(t, ui, c)
	c.SetPicked(1, true)
	c.SetPicked(2, true)
	c.Draw(canvas, ui)

	won := sampleCombat()
	won.Rect = render.Rect{X: 640, Y: 80, W: 560, H: 380}
	won.Title = "Subdue by Force: Hordaland (level 3)"
	won.Dice[1].Sprite, won.Dice[1].Name = "res/fish", "Single axe: 1 success"
	won.Defence, won.Successes, won.Outcome, won.Picking = 3, 3, render.CombatWon, false
	won.Buttons, won.AcceptLabel = nil, "Take the territory"
	won.Draw(canvas, ui)

	lost := sampleCombat()
	lost.Rect = render.Rect{X: 340, Y: 490, W: 560, H: 380}
	lost.Outcome, lost.Picking, lost.RerollEnabled = render.CombatLost, false, false
	lost.Buttons = nil
	lost.Draw(canvas, ui)
	ui.ClearOverlay()
	checkWidgetGolden(t, "combatpanel", canvas)
}
