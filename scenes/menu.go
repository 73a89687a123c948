package scenes

import (
	"fmt"
	"image/color"
	"math"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"northtable/input"
	"northtable/render"
	"northtable/scenes/scene"
	"northtable/scenes/table"
)

// Menu layout, logical px.
const (
	cardW   = 400
	cardH   = 500
	cardGap = 48
	cardY   = 272
)

// menu is the title screen: the name and one card per game.
type menu struct {
	app    *App
	cards  []menuCard
	loaded bool           // the saved games were looked up
	moving bool           // a card is still rising or settling
	ask    *render.Dialog // "Replace the saved game?", while open
	askFor GameInfo
	hover  int // card under the pointer, -1 when none
	lift   [8]float64
	anim   render.Toggle  // animation speed
	keptN  int            // games kept aside (continue.go), shown by keptBn
	keptBn *render.Button // "Kept games (N)", when there are any
	online *render.Button // "Play online"
	kept   *keptPanel     // the list of kept games, while open
	said   string         // the notice last announced to the browser test
	// refusedNotice is the notice naming the games whose saves could not be read just now.
	refusedNotice string
}

type menuCard struct {
	info  GameInfo
	rect  render.Rect
	btn   *render.Button
	cont  *render.Button // Continue, when an unfinished game of this kind is saved
	saved *table.Saved
	// elsewhere: the saved game is being played in another tab or window now; Continue reads
	// Play here and takes it over.
	elsewhere bool
	refused   bool // the save could not be read just now and was kept aside
}

func (a *App) newMenu() *menu {
	m := &menu{app: a, hover: -1}
	labels := make([]string, len(animationChoices))
	for i, c := range animationChoices {
		labels[i] = c.Label
	}
	m.online = render.NewButton(render.Rect{X: 24, Y: 836, W: 200, H: 44}, "Play online")
	m.online.Style = render.StylePaper
	m.anim = render.Toggle{Rect: render.Rect{X: render.LogicalW - 24 - 300, Y: 836, W: 300, H: 44},
		Options: labels, Selected: max(a.settings.animationIndex(), 0)}
	n := len(a.games)
	x0 := (render.LogicalW - float64(n)*cardW - float64(n-1)*cardGap) / 2
	for i, g := range a.games {
		r := render.Rect{X: x0 + float64(i)*(cardW+cardGap), Y: cardY, W: cardW, H: cardH}
		b := render.NewButton(render.Rect{X: r.X + 24, Y: r.Bottom() - 24 - 52, W: r.W - 48, H: 52}, "New game")
		b.Style = render.StyleAccent
		if g.New == nil {
			b.Label, b.Enabled, b.Reason, b.Style = "Coming soon", false, g.Reason, render.StylePaper
		}
		m.cards = append(m.cards, menuCard{info: g, rect: r, btn: b})
	}
	return m
}

// Still reports that the menu draws the same picture until input arrives (scene.Still).
func (m *menu) Still() bool { return !m.moving }

// HiDPI reports that the menu draws at the device scale.
func (m *menu) HiDPI() bool { return true }

// loadSaved looks up every playable game's unfinished save once the store is known. Saves
// that cannot be continued have been kept aside: the menu names every such game in one notice
// and lists them under Kept games. A game being played in another place offers Play here.
func (m *menu) loadSaved() {
	m.loaded = true
	if m.app.store == nil {
		return
	}
	var refused []string
	for i := range m.cards {
		c := &m.cards[i]
		if c.info.New == nil || c.info.Def == nil {
			continue
		}
		saved, err := table.Load(m.app.store, c.info.Def)
		if err != nil {
			c.refused = true
			refused = append(refused, c.info.Title)
			continue
		}
		if saved == nil {
			continue
		}
		c.saved = saved
		c.elsewhere = m.app.claimedElsewhere(c.info.ID)
		label := "Continue"
		if c.elsewhere {
			label = "Play here"
		}
		half := (c.btn.Rect.W - 12) / 2
		c.cont = render.NewButton(render.Rect{X: c.btn.Rect.X, Y: c.btn.Rect.Y, W: half, H: c.btn.Rect.H}, label)
		c.cont.Style = render.StyleAccent
		c.btn.Rect.X += half + 12
		c.btn.Rect.W = half
		c.btn.Style = render.StylePaper
	}
	if len(refused) > 0 {
		games := "game"
		if len(refused) > 1 {
			games = "games"
		}
		m.refusedNotice = "The saved " + joinTitles(refused) + " " + games + " could not be read and " +
			map[bool]string{true: "were", false: "was"}[len(refused) > 1] + " kept aside: see Kept games."
		m.app.notice = m.refusedNotice
	}
	m.countKept()
}

// countKept counts the games kept aside and shows the Kept games button when there are any.
func (m *menu) countKept() {
	m.keptN = len(m.app.keptGames())
	m.keptBn = nil
	if m.keptN > 0 {
		m.keptBn = render.NewButton(render.Rect{X: 236, Y: 836, W: 200, H: 44}, fmt.Sprintf("Kept games (%d)", m.keptN))
		m.keptBn.Style = render.StylePaper
	}
}

// Update handles card hover and clicks.
func (m *menu) Update(ctx *scene.Context) error {
	p := ctx.Input
	if !m.loaded {
		m.loadSaved()
	}
	if m.kept != nil {
		if !m.kept.update(ctx) {
			// A fresh menu shows what the list changed: a restored game's Continue, and no
			// word of kept games once none is left.
			if m.app.notice == m.refusedNotice && len(m.app.keptGames()) == 0 {
				m.app.notice = ""
			}
			m.app.mgr.Cut(m.app.newMenu())
		}
		return nil
	}
	if m.ask != nil {
		if choice, ok := m.ask.Update(p, ctx.Frame); ok {
			m.ask = nil
			if choice == 1 {
				ctx.Switch(m.app.newSetup(m.askFor))
			}
		}
		return nil
	}
	// The toggle shows the remembered speed: the first menu is built before the settings are
	// loaded (UseStore), so it reads them here rather than only when it was made.
	m.anim.Selected = max(m.app.settings.animationIndex(), 0)
	if m.anim.Update(p) {
		m.app.setAnimations(m.anim.Selected)
	}
	for _, c := range m.cards {
		if c.info.New != nil {
			probeButton(ctx.Probe, c.info.ID+"-card", c.btn)
		}
		if c.cont != nil {
			probeButton(ctx.Probe, c.info.ID+"-continue", c.cont)
			if c.elsewhere {
				probeButton(ctx.Probe, c.info.ID+"-play-here", c.cont)
			}
		}
	}
	probeButton(ctx.Probe, "kept-games", m.keptBn)
	probeButton(ctx.Probe, "play-online", m.online)
	if m.app.notice != m.said {
		m.said = m.app.notice
		ctx.Probe.Message(m.said)
	}
	ctx.Probe.Ready("menu")
	if m.online.Update(p) {
		ctx.Switch(m.app.newOnlineHome())
		return nil
	}
	if m.keptBn != nil && m.keptBn.Update(p) {
		m.kept = newKeptPanel(m.app)
		return nil
	}
	m.hover = -1
	for i := range m.cards {
		c := &m.cards[i]
		// The buttons take the pointer where they are drawn: a hovered card is drawn lifted
		// (drawCard), and a click on the top of a lifted button must not miss it.
		lift := m.lifted(i)
		if c.cont != nil && liftedUpdate(c.cont, lift, p) {
			// Read afresh after claiming it: a game played in another tab until now has
			// moves this menu has not seen.
			ok, err := m.app.resumeSaved(c.info, false)
			switch {
			case err != nil:
				m.app.notice = c.info.Title + ": " + err.Error()
			case !ok:
				m.app.notice = "The " + c.info.Title + " game is no longer saved: it may have ended in another " + placeWord + "."
			}
			if err != nil || !ok {
				ctx.Switch(m.app.newMenu())
			}
			return nil
		}
		if liftedUpdate(c.btn, lift, p) {
			m.open(ctx, c.info)
			return nil
		}
		if c.rect.Contains(p.X, p.Y) {
			m.hover = i
		}
	}
	if m.hover >= 0 && p.Tapped() && m.cards[m.hover].info.New != nil && m.cards[m.hover].saved == nil {
		m.open(ctx, m.cards[m.hover].info)
		return nil
	}
	m.moving = false
	for i := range m.cards {
		target := 0.0
		if i == m.hover && m.cards[i].info.New != nil {
			target = 1
		}
		if ctx.Instant || math.Abs(target-m.lift[i]) < 0.002 {
			m.lift[i] = target
		} else {
			m.lift[i] += (target - m.lift[i]) * 0.25
			m.moving = true
		}
	}
	return nil
}

// open goes to the new-game setup of g; when an unfinished game of g is saved it asks first.
func (m *menu) open(ctx *scene.Context, g GameInfo) {
	ctx.Input.Consume()
	for _, c := range m.cards {
		if c.info.ID == g.ID && c.saved != nil {
			m.askFor = g
			m.ask = &render.Dialog{
				Title:   "Start a new game of " + g.Title + "?",
				Body:    m.replaceWords(c),
				Buttons: []string{"Keep it", "New game"},
				Cancel:  0,
				Dim:     render.Rect{W: render.LogicalW, H: render.LogicalH},
			}
			if m.app.claimedElsewhere(g.ID) {
				fitDialog(m.ask, m.app.ui, 640) // the longer question, whole
			}
			return
		}
	}
	ctx.Switch(m.app.newSetup(g))
}

// replaceWords is the replace question's body for card c's unfinished game. The new game
// takes the save and its claim (scenes/storage, claim.go): a game open in another place now is
// not kept aside but replaced, and that place stops at its next check and says the game moved,
// so the question says so (looked up afresh: the other place may have left since the menu
// opened).
func (m *menu) replaceWords(c menuCard) string {
	if m.app.claimedElsewhere(c.info.ID) {
		return "Your unfinished game with " + c.saved.Names() + " is being played in another " + placeWord +
			" now. A new game here replaces it: that " + placeWord + " stops, and the game there cannot be continued. Keep it to play it on."
	}
	return "Your unfinished game with " + c.saved.Names() + " will be replaced by the new one. Keep it to play it on."
}

// Draw draws the title and the game cards.
func (m *menu) Draw(screen *ebiten.Image) {
	ui := m.app.ui
	f := ui.Fonts
	m.app.bg.Draw(screen, ui)

	if logo := ui.Sprite("ui/logo"); logo != nil {
		render.DrawSpriteIn(screen, logo, render.Rect{X: 800 - 48, Y: 40, W: 96, H: 72}, nil)
	}
	render.DrawText(screen, "Northtable", f.TitleBold, 800, 104, render.Foam, render.AlignCenter)
	render.DrawText(screen, "Island board games for one table", f.Heading, 800, 180,
		render.WithAlpha(render.Foam, 0.75), render.AlignCenter)

	for i := range m.cards {
		m.drawCard(screen, ui, i)
	}

	render.DrawText(screen, "Play against the computer, online with friends, or pass the screen — a curtain keeps each hand private.",
		f.Small, 800, 852, render.WithAlpha(render.Foam, 0.6), render.AlignCenter)
	render.DrawText(screen, "Animations", f.Small, m.anim.Rect.X-12, m.anim.Rect.Y+13, render.WithAlpha(render.Foam, 0.75), render.AlignRight)
	m.anim.Draw(screen, ui)
	m.online.Draw(screen, ui)
	if m.keptBn != nil {
		m.keptBn.Draw(screen, ui)
	}
	if m.app.notice != "" {
		render.DrawText(screen, m.app.notice, f.Body, 800, 812, render.Sand, render.AlignCenter)
	}
	if m.ask != nil {
		m.ask.Draw(screen, ui)
	}
	if m.kept != nil {
		m.kept.draw(screen, ui)
	}
}

// lifted is how far card i is drawn above its place now, logical px: a hovered card rises.
func (m *menu) lifted(i int) float64 { return m.lift[i] * 6 }

// liftedUpdate is b.Update with b raised by lift logical px, where its card draws it.
func liftedUpdate(b *render.Button, lift float64, p *input.Pointer) bool {
	b.Rect.Y -= lift
	defer func() { b.Rect.Y += lift }()
	return b.Update(p)
}

func (m *menu) drawCard(dst *ebiten.Image, ui *render.UI, i int) {
	c := &m.cards[i]
	f := ui.Fonts
	playable := c.info.New != nil
	lift := m.lifted(i)
	r := c.rect.Offset(0, -lift)

	ui.SoftShadow(dst, r, 12, 3+lift, 0.55+0.2*m.lift[i])
	ui.RoundRect(dst, r, 12, render.Paper)
	if m.lift[i] > 0.05 {
		ui.RoundRing(dst, r, 12, 2, render.WithAlpha(render.Shallow, m.lift[i]))
	}

	cover := render.Rect{X: r.X + 16, Y: r.Y + 16, W: r.W - 32, H: (r.W - 32) * 2 / 3}
	drawCoverArt(dst, ui, m.app.covers, c.info.ID, cover, !playable)
	// Round the cover's corners by painting paper over them.
	ui.RoundRing(dst, cover.Inset(-4), 10, 5, render.Paper)
	if !playable {
		pill := render.Rect{X: cover.Right() - 148, Y: cover.Y + 12, W: 136, H: 30}
		ui.RoundRect(dst, pill, 15, render.Ink)
		render.DrawTextIn(dst, "COMING SOON", f.SmallBold, pill, render.Foam, render.AlignCenter)
	}

	y := cover.Bottom() + 20
	ink := render.Ink
	if !playable {
		ink = render.InkSoft
	}
	render.DrawText(dst, c.info.Title, f.HeadingBold, r.X+24, y, ink, render.AlignLeft)
	y += 42
	if c.saved == nil {
		render.DrawWrapped(dst, c.info.Blurb, f.Body, r.X+24, y, r.W-48, render.InkSoft, render.AlignLeft)
	} else {
		// The unfinished game in place of the blurb, whole: the players, then how far it is
		// and when it was played, wrapped onto a second line rather than cut off.
		for i, l := range m.savedLines(c, time.Now()) {
			ink := render.InkSoft
			if i == 0 {
				ink = render.Ink
			}
			render.DrawText(dst, l, f.Body, r.X+24, y+f.Body.LineHeight()*float64(i), ink, render.AlignLeft)
		}
	}
	players, ink2 := m.footLine(c)
	render.DrawText(dst, render.Ellipsize(players, f.Small, r.W-48), f.Small, r.X+24, c.btn.Rect.Y-28, ink2, render.AlignLeft)
	for _, btn := range []*render.Button{c.cont, c.btn} {
		if btn == nil {
			continue
		}
		b := *btn
		b.Rect = b.Rect.Offset(0, -lift)
		b.Draw(dst, ui)
	}
}

// cardTextW is the width of a card's text, logical px.
const cardTextW = cardW - 48

// savedLines are the lines a card shows for its unfinished game in place of the blurb: the
// players, then how far the game is and how long ago it was played, wrapped (at most two
// lines) so nothing is cut off at the card's width.
func (m *menu) savedLines(c *menuCard, present time.Time) []string {
	f := m.app.ui.Fonts
	detail := c.saved.Progress
	if ago := table.Ago(c.saved.When, present); ago != "" {
		detail += " · " + ago
	}
	lines := []string{render.Ellipsize(c.saved.Names(), f.Body, cardTextW)}
	wrapped := render.Wrap(detail, f.Body, cardTextW)
	return append(lines, wrapped[:min(len(wrapped), 2)]...)
}

// footLine is the small line above a card's buttons and its colour: the player count, or what
// the saved game is (unfinished, open in another place), or that the last one could not be read.
func (m *menu) footLine(c *menuCard) (string, color.RGBA) {
	switch {
	case c.saved != nil && c.elsewhere:
		return "Open in another " + placeWord + ", or just closed there", render.AccentDark
	case c.saved != nil:
		return "Your unfinished game", render.InkSoft
	case c.refused:
		return "Your last game could not be read: see Kept games", render.AccentDark
	}
	return fmt.Sprintf("%d–%d players", c.info.MinPlayers, c.info.MaxPlayers), render.InkSoft
}
