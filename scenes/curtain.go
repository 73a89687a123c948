package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"northtable/input"
	"northtable/render"
	"northtable/scenes/scene"
)

// curtainGrace is how long (ticks) the curtain ignores input after it appears, so clicks and keys
// still arriving from the last turn cannot lift it by accident.
const curtainGrace = 30

// curtain is the privacy screen shown before each human seat's private decisions: an opaque
// cover reading "Pass to <name> — click when ready" (Orkney spec §9, Privacy curtain). It draws
// nothing of the scene behind it.
type curtain struct {
	app    *App
	name   string
	colour int // player colour index, -1 when unknown
	lift   func()
	ticks  int
	done   bool
	ready  *render.Button
}

func newCurtain(a *App, name string, colour int, lift func()) *curtain {
	// Long names are shortened so the title and the button keep inside the card.
	short := render.Ellipsize(name, a.ui.Fonts.BodyBold, 160)
	b := render.NewButton(render.Rect{X: 800 - 180, Y: 584, W: 360, H: 56}, "I'm "+short+" — show me")
	b.Style = render.StyleAccent
	b.Enabled = false // until the grace period is over
	return &curtain{app: a, name: name, colour: colour, lift: lift, ready: b}
}

// HiDPI reports that the curtain draws at the device scale.
func (c *curtain) HiDPI() bool { return true }

// Name is the seat the screen is being passed to.
func (c *curtain) Name() string { return c.name }

// Update lifts the curtain when its button is clicked (pressed and released on it, the press
// coming after the grace period) or Enter is pressed. A click elsewhere does nothing, so a burst
// of clicks meant for the last turn can never reveal the next player's hand.
func (c *curtain) Update(ctx *scene.Context) error {
	c.ticks++
	// The button shows as disabled while the curtain ignores input.
	c.ready.Enabled = c.ticks > curtainGrace
	if c.done || !c.ready.Enabled {
		return nil
	}
	probeButton(ctx.Probe, "curtain", c.ready)
	ctx.Probe.Ready("curtain")
	if c.ready.Update(ctx.Input) || ctx.Frame.Has(input.ActConfirm) {
		ctx.Input.Consume()
		c.done = true
		ctx.Probe.Leave()
		c.lift()
	}
	return nil
}

// Draw draws the curtain over the whole canvas.
func (c *curtain) Draw(screen *ebiten.Image) {
	ui := c.app.ui
	f := ui.Fonts
	c.app.bg.Draw(screen, ui)
	card := render.Rect{X: 800 - 340, Y: 200, W: 680, H: 480}
	ui.Card(screen, card, render.Paper)
	if c.colour >= 0 {
		ui.Disc(screen, 800, card.Y+80, 48, render.Mix(render.Paper, render.PlayerColours[c.colour], 0.18))
		ui.DrawPlayerMark(screen, c.colour, 800, card.Y+80, 32)
	}
	render.DrawText(screen, render.Ellipsize("Pass to "+c.name, f.TitleBold, card.W-64), f.TitleBold, 800, card.Y+148, render.Ink, render.AlignCenter)
	render.DrawText(screen, "— click when ready", f.Heading, 800, card.Y+224, render.InkSoft, render.AlignCenter)
	render.DrawWrapped(screen, "Everyone else, look away: the next screen shows "+c.name+"'s private tiles and task.",
		f.Body, 800, card.Y+284, 520, render.InkSoft, render.AlignCenter)
	c.ready.Draw(screen, ui)
}
