package scenes

import (
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"northtable/input"
	"northtable/render"
	"northtable/scenes/scene"
)

// curtainGrace is how long the curtain ignores input after it appears, in ticks of
// render.TickTime: half a second of wall-clock time (graceTime), however slow the frames, so
// clicks and keys still arriving from the last turn (the rest of a double-click, a key held
// down) cannot lift it by accident, and a player who means to lift it waits no longer.
const curtainGrace = 30

// liftGuard is how long after the curtain's button is clicked nothing behind it takes input,
// in ticks of render.TickTime (0.3 s of wall-clock time, guardTime): the pointer must be up and
// have stayed up this long, so the second click of a quick double-click (or a third) lands on
// nothing instead of on the next player's secret choice. The curtain fades out over the same
// time (shorter at a faster animation speed; the guard is not an animation and keeps its length).
const liftGuard = 18

// graceTime and guardTime are curtainGrace and liftGuard as wall-clock durations.
const (
	graceTime = curtainGrace * render.TickTime
	guardTime = liftGuard * render.TickTime
)

// curtain is the privacy screen shown before each human seat's private decisions: an opaque
// cover reading "Pass to <name> — click when ready" (Orkney spec §9, Privacy curtain). It draws
// nothing of the scene behind it.
type curtain struct {
	app    *App
	name   string
	colour int // player colour index, -1 when unknown
	lift   func()
	age    time.Duration // wall-clock time the curtain has been up
	clock  render.Clock
	done   bool
	touch  bool // the last press was a finger: the wording says "tap", not "click"
	ready  *render.Button
	menuBn *render.Button // "Game menu" on a touch screen, which has no Esc; nil without a game
	menu   *render.Dialog // Esc's (or menuBn's) menu: continue, rules summary, leave; nil when closed
	page   *render.Page   // the rules summary, when open from the menu
}

// The curtain menu's choices, in button order.
const (
	curtainContinue = iota
	curtainRules
	curtainLeave
)

func newCurtain(a *App, name string, colour int, lift func()) *curtain {
	// Long names are shortened so the title and the button keep inside the card.
	short := render.Ellipsize(name, a.ui.Fonts.BodyBold, 160)
	b := render.NewButton(render.Rect{X: 800 - 180, Y: 584, W: 360, H: 56}, "I'm "+short+" — show me")
	b.Style = render.StyleAccent
	b.Enabled = false // until the grace period is over
	c := &curtain{app: a, name: name, colour: colour, lift: lift, ready: b, touch: a.ptr.Fingers()}
	if a.table != nil {
		c.menuBn = render.NewButton(render.Rect{X: 800 - 90, Y: 700, W: 180, H: 44}, "Game menu")
		c.menuBn.Style, c.menuBn.Enabled = render.StyleQuiet, false // like ready, after the grace
	}
	c.clock.Start(a.ctx.Now) // the grace counts from the tick the curtain was raised on
	return c
}

// Prompt is the line under the name: "— click when ready", or "— tap when ready" when the
// last press was a finger.
func (c *curtain) Prompt() string {
	if c.touch {
		return "— tap when ready"
	}
	return "— click when ready"
}

// MenuHint is the small line under the card saying how to open the game menu: "Esc: game menu"
// with a keyboard; "" on a touch screen, which shows the Game menu button instead (GameMenuButton)
// and when there is no game to leave.
func (c *curtain) MenuHint() string {
	if c.app.table == nil || c.touch {
		return ""
	}
	return "Esc: game menu"
}

// GameMenuButton is the Game menu button a finger opens the menu with (a touch screen has no
// Esc), nil when none shows.
func (c *curtain) GameMenuButton() *render.Button {
	if !c.touch {
		return nil
	}
	return c.menuBn
}

// Still reports that the curtain draws the same picture until input arrives (scene.Still): its
// button has come out of the grace period (and drawn enabled once).
func (c *curtain) Still() bool { return c.age > graceTime+render.TickTime }

// HiDPI reports that the curtain draws at the device scale.
func (c *curtain) HiDPI() bool { return true }

// Name is the seat the screen is being passed to.
func (c *curtain) Name() string { return c.name }

// Update lifts the curtain when its button is clicked (pressed and released on it, the press
// coming after the grace period) or Enter is pressed. A click elsewhere does nothing, so a burst
// of clicks meant for the last turn can never reveal the next player's hand.
//
// Lifting hands control back to the scene behind (the App's lift runs), but through a short
// guard (curtainLift): the board fades in while every press, click and key is swallowed until
// the pointer has been up for guardTime.
func (c *curtain) Update(ctx *scene.Context) error {
	c.age += c.clock.Elapsed(ctx.Now)
	c.touch = ctx.Input.Fingers()
	if c.page != nil {
		if c.page.Update(ctx.Input, ctx.Frame) {
			c.page = nil
		}
		return nil
	}
	if c.menu != nil {
		c.updateMenu(ctx)
		return nil
	}
	// The button shows as disabled while the curtain ignores input.
	c.ready.Enabled = c.age > graceTime
	if c.menuBn != nil {
		c.menuBn.Enabled = c.ready.Enabled
	}
	if c.done || !c.ready.Enabled {
		return nil
	}
	if ctx.Frame.Has(input.ActBack) && c.app.table != nil {
		c.openMenu()
		return nil
	}
	if b := c.GameMenuButton(); b != nil {
		if b.Update(ctx.Input) {
			c.openMenu()
			return nil
		}
	}
	probeButton(ctx.Probe, "curtain", c.ready)
	ctx.Probe.Ready("curtain")
	if c.ready.Update(ctx.Input) || ctx.Frame.Has(input.ActConfirm) {
		ctx.Input.Consume()
		c.done = true
		ctx.Probe.Leave()
		c.lift()
		c.guard(ctx)
	}
	return nil
}

// openMenu opens the curtain's menu (Esc): the game waits behind the curtain meanwhile.
func (c *curtain) openMenu() {
	c.menu = &render.Dialog{
		Title:   c.app.table.Title(),
		Body:    "The game is saved after every move. If you leave, Continue on the menu brings you back to this moment.",
		Buttons: []string{"Continue", "Rules", "Leave"},
		Cancel:  curtainContinue,
		Dim:     render.Rect{W: render.LogicalW, H: render.LogicalH},
	}
}

// updateMenu reads the open menu: Continue closes it, Rules summary opens the rules page, Leave
// goes to the main menu (the game stays saved).
func (c *curtain) updateMenu(ctx *scene.Context) {
	choice, ok := c.menu.Update(ctx.Input, ctx.Frame)
	if !ok {
		return
	}
	c.menu = nil
	ctx.Input.Consume()
	switch choice {
	case curtainRules:
		c.page = &render.Page{Title: c.app.table.Title() + " — rules summary", Paragraphs: c.app.table.Rules()}
	case curtainLeave:
		c.done = true
		ctx.Probe.Leave()
		c.app.mgr.Switch(c.app.newMenu())
	}
}

// guard puts a curtainLift in front of whatever the lift brought back. Nothing is guarded
// when the lift led to another curtain (which has its own grace period) or to nothing.
func (c *curtain) guard(ctx *scene.Context) {
	next := c.app.mgr.Current()
	if next == nil || next == scene.Scene(c) {
		return
	}
	if _, ok := next.(*curtain); ok {
		return
	}
	l := &curtainLift{cover: c, behind: next, fade: time.Duration(ctx.Ticks(liftGuard)) * render.TickTime}
	l.clock.Start(ctx.Now) // the guard and the fade count from the lifting click's tick
	c.app.mgr.Cut(l)
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
	render.DrawText(screen, c.Prompt(), f.Heading, 800, card.Y+224, render.InkSoft, render.AlignCenter)
	render.DrawWrapped(screen, "Everyone else, look away: the next screen shows what only "+c.name+" may see.",
		f.Body, 800, card.Y+284, 520, render.InkSoft, render.AlignCenter)
	c.ready.Draw(screen, ui)
	if hint := c.MenuHint(); hint != "" {
		render.DrawText(screen, hint, f.Small, 800, card.Bottom()+24, render.WithAlpha(render.Foam, 0.6), render.AlignCenter)
	}
	if b := c.GameMenuButton(); b != nil {
		b.Draw(screen, ui)
	}
	if c.menu != nil {
		c.menu.Draw(screen, ui)
	}
	if c.page != nil {
		c.page.Draw(screen, ui)
	}
}

// curtainLift is the moment after a curtain is lifted: the scene behind is drawn with the
// curtain fading out over it, and no input reaches it until the pointer has been up for
// guardTime. Then the scene behind becomes current again, without a further fade.
type curtainLift struct {
	cover  *curtain
	behind scene.Scene
	age    time.Duration // wall-clock time since the lift
	quiet  time.Duration // how long the pointer has been up with no key or character
	fade   time.Duration // the fade-out, 0 when animations are off
	clock  render.Clock

	buf    *ebiten.Image // the curtain, drawn for the fade
	canvas *ebiten.Image // 1600x900 canvas for a scene behind that is not HiDPI
}

// HiDPI reports that the lift draws at the device scale.
func (l *curtainLift) HiDPI() bool { return true }

// Update swallows this tick's input and hands back control once the guard is over.
func (l *curtainLift) Update(ctx *scene.Context) error {
	dt := l.clock.Elapsed(ctx.Now)
	l.age += dt
	p := ctx.Input
	p.Consume()
	if p.Down || len(ctx.Frame.Actions) > 0 || len(ctx.Frame.Chars) > 0 {
		l.quiet = 0
	} else {
		l.quiet += dt
	}
	if l.quiet >= guardTime {
		l.cover.app.mgr.Cut(l.behind)
	}
	return nil
}

// Draw draws the scene behind with the curtain fading out over it.
func (l *curtainLift) Draw(screen *ebiten.Image) {
	l.drawBehind(screen)
	if l.age >= l.fade {
		return
	}
	b := screen.Bounds()
	if l.buf == nil || l.buf.Bounds() != b {
		if l.buf != nil {
			l.buf.Deallocate()
		}
		l.buf = ebiten.NewImage(b.Dx(), b.Dy())
	}
	l.buf.Clear()
	l.cover.Draw(l.buf)
	t := 1 - float64(l.age)/float64(max(l.fade, 1))
	op := &ebiten.DrawImageOptions{}
	op.ColorScale.ScaleAlpha(float32(t * t * (3 - 2*t)))
	screen.DrawImage(l.buf, op)
}

// drawBehind draws the scene behind as the manager would: at the device scale when it is
// HiDPI, otherwise on a 1600x900 canvas scaled to the screen.
func (l *curtainLift) drawBehind(screen *ebiten.Image) {
	if h, ok := l.behind.(scene.HiDPI); ok && h.HiDPI() {
		l.behind.Draw(screen)
		return
	}
	if l.canvas == nil {
		l.canvas = ebiten.NewImage(render.LogicalW, render.LogicalH)
	}
	l.canvas.Clear()
	l.behind.Draw(l.canvas)
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Scale(float64(screen.Bounds().Dx())/render.LogicalW, float64(screen.Bounds().Dy())/render.LogicalH)
	screen.DrawImage(l.canvas, op)
}
