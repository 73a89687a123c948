package scenes

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"northtable/input"
	"northtable/render"
	"northtable/rules/wire"
	"northtable/scenes/online"
	"northtable/scenes/scene"
)

// Play online layout, logical px.
var (
	homeOpen = render.Rect{X: 96, Y: 88, W: 688, H: 736}
	homeJoin = render.Rect{X: 816, Y: 88, W: 688, H: 736}
)

// maxResumes is how many kept tables the Play online screen offers to go back to.
const maxResumes = 3

// onlineHome is the Play online screen: open a table of a game (its setup, online), join a
// friend's table by its code, or go back to this screen's seats at a table.
type onlineHome struct {
	app     *App
	games   []*render.Button // one per playable game: Open a table
	ids     []string
	back    *render.Button
	resumes []*render.Button // back to a table whose seats are kept, newest first
	tickets []online.Ticket  // the kept seats of each of resumes
	code    render.TextField
	name    render.TextField
	server  render.TextField // desktop only: the browser plays with its page's server
	join    *render.Button
	focus   int
	note    string // why the last join could not go ahead, in plain words
}

func (a *App) newOnlineHome() *onlineHome {
	h := &onlineHome{app: a, focus: -1}
	h.back = render.NewButton(render.Rect{X: 24, Y: 16, W: 128, H: 44}, "‹  Menu")
	h.back.Style = render.StyleQuiet
	y := homeOpen.Y + render.TitleHeight + 72
	for _, g := range a.games {
		if g.New == nil {
			continue
		}
		b := render.NewButton(render.Rect{X: homeOpen.X + 32, Y: y, W: homeOpen.W - 64, H: 56}, g.Title)
		b.Style = render.StylePaper
		h.games, h.ids = append(h.games, b), append(h.ids, g.ID)
		y += 72
	}
	kept := a.keptTickets()
	kept = kept[:min(len(kept), maxResumes)]
	for i, t := range kept {
		y := homeOpen.Bottom() - 32 - 56 - float64(len(kept)-1-i)*68
		label := "Back to table " + wire.ShowCode(t.Code)
		if g, ok := findGame(a.games, t.Game); ok {
			label = "Back to " + g.Title + " · " + wire.ShowCode(t.Code)
		}
		b := render.NewButton(render.Rect{X: homeOpen.X + 32, Y: y, W: homeOpen.W - 64, H: 56}, label)
		b.Style = render.StylePaper
		if i == 0 {
			b.Style = render.StyleAccent
		}
		h.resumes, h.tickets = append(h.resumes, b), append(h.tickets, t)
	}
	x, w := homeJoin.X+32, homeJoin.W-64
	h.code = render.TextField{Rect: render.Rect{X: x, Y: homeJoin.Y + render.TitleHeight + 72, W: w, H: 52}, Placeholder: "Table code, like K7M2-PQ9R", MaxLen: 80}
	h.name = render.TextField{Rect: render.Rect{X: x, Y: h.code.Rect.Bottom() + 64, W: w, H: 52}, Placeholder: "Your name", MaxLen: wire.MaxName, Text: a.settings.Names[0]}
	h.server = render.TextField{Rect: render.Rect{X: x, Y: h.name.Rect.Bottom() + 64, W: w, H: 52}, Placeholder: DefaultServer, MaxLen: 80, Text: a.cfg.Server}
	h.join = render.NewButton(render.Rect{X: x, Y: homeJoin.Bottom() - 32 - 56, W: w, H: 56}, "Join table")
	h.join.Style = render.StyleAccent
	for _, f := range h.fields() {
		f.ScreenPos = a.toScreen
	}
	return h
}

// newJoinForm is the Play online screen for a join link opened for the first time: the code
// filled in and the name field waiting for the player's name.
func (a *App) newJoinForm(code string) *onlineHome {
	h := a.newOnlineHome()
	h.code.Text = wire.ShowCode(code)
	h.name.Focused = true
	h.note = "Type your name, then Join table."
	return h
}

// HiDPI reports that the screen draws at the device scale.
func (h *onlineHome) HiDPI() bool { return true }

// Still reports that the screen draws the same picture until input arrives (no caret blinks).
func (h *onlineHome) Still() bool { return h.focus < 0 }

// fields are the text fields in focus order.
func (h *onlineHome) fields() []*render.TextField {
	if pageServer() != "" {
		return []*render.TextField{&h.code, &h.name}
	}
	return []*render.TextField{&h.code, &h.name, &h.server}
}

// Update handles the buttons and fields.
func (h *onlineHome) Update(ctx *scene.Context) error {
	p, f := ctx.Input, ctx.Frame
	editing := false
	for _, fl := range h.fields() {
		editing = editing || fl.Focused
	}
	for i, b := range h.games {
		probeButton(ctx.Probe, "online-open-"+h.ids[i], b)
	}
	probeButton(ctx.Probe, "online-join", h.join)
	nx, ny := h.name.Rect.Centre()
	ctx.Probe.Hit("online-name", nx, ny) // the name field, for the browser test (build/e2e/README.md)
	if len(h.resumes) > 0 {
		probeButton(ctx.Probe, "online-resume", h.resumes[0])
	}
	ctx.Probe.Ready("online")
	if h.back.Update(p) || (f.Has(input.ActBack) && !editing) {
		ctx.Switch(h.app.newMenu())
		return nil
	}
	fields := h.fields()
	for i, fl := range fields {
		if _, next := fl.Update(p, f); next && i+1 < len(fields) {
			fields[i+1].Focused = true
			h.focus = -1
			f.Actions, f.Chars, f.Edits = nil, nil, nil
		}
	}
	h.focus = render.FocusOnly(h.focus, fields...)
	for i, b := range h.games {
		if b.Update(p) {
			if g, ok := findGame(h.app.games, h.ids[i]); ok {
				if s := strings.TrimSpace(h.server.Text); s != "" {
					h.app.cfg.Server = s
				}
				ctx.Switch(h.app.setupFor(g, true))
			}
			return nil
		}
	}
	for i, b := range h.resumes {
		if b.Update(p) {
			if err := h.app.joinOnline(h.tickets[i].Code, "", false); err != nil {
				h.note = err.Error()
			}
			return nil
		}
	}
	h.join.Enabled, h.join.Reason = true, ""
	if strings.TrimSpace(h.code.Text) == "" {
		h.join.Enabled, h.join.Reason = false, "Type the code your friend gave you, or paste their link"
	}
	if h.join.Update(p) || (f.Has(input.ActConfirm) && h.join.Enabled) {
		h.tryJoin()
	}
	return nil
}

// tryJoin joins the table the code field names (a code or a join link).
func (h *onlineHome) tryJoin() {
	v := strings.TrimSpace(h.code.Text)
	if strings.Contains(v, "join=") {
		cfg := h.app.cfg
		if err := cfg.parseOnline(map[string]string{"join": v}, true, false); err == nil {
			h.app.cfg.Server = cfg.Server
			v = cfg.Join
		}
	}
	if s := strings.TrimSpace(h.server.Text); s != "" && pageServer() == "" {
		if _, err := online.SocketURL(s); err != nil {
			h.note = s + " is not a server address: give host:port, like " + DefaultServer + "."
			return
		}
		h.app.cfg.Server = s
	}
	code := wire.NormalCode(v)
	if code == "" {
		h.note = "That is not a table code: a code has 8 letters and digits, like K7M2-PQ9R."
		return
	}
	name := strings.TrimSpace(h.name.Text)
	if name != "" && name != h.app.settings.Names[0] {
		h.app.rememberName(name) // the next join link takes it without asking
	}
	if err := h.app.joinOnline(code, name, false); err != nil {
		h.note = err.Error()
	}
}

// Draw draws the screen.
func (h *onlineHome) Draw(screen *ebiten.Image) {
	ui := h.app.ui
	f := ui.Fonts
	h.app.bg.Draw(screen, ui)
	render.DrawText(screen, "Play online", f.HeadingBold, 800, 22, render.Foam, render.AlignCenter)
	h.back.Draw(screen, ui)

	left := render.Panel{Rect: homeOpen, Title: "Open a table"}
	left.Draw(screen, ui)
	render.DrawWrapped(screen, "Choose the game. Then say who sits where: at this screen, a friend who joins with the table's code, or the computer.",
		f.Body, homeOpen.X+32, homeOpen.Y+render.TitleHeight+8, homeOpen.W-64, render.InkSoft, render.AlignLeft)
	for _, b := range h.games {
		b.Draw(screen, ui)
	}
	if len(h.resumes) > 0 {
		words := "You have a seat at a table:"
		if len(h.resumes) > 1 {
			words = "You have seats at these tables:"
		}
		render.DrawText(screen, words, f.BodyBold, homeOpen.X+32, h.resumes[0].Rect.Y-36, render.Ink, render.AlignLeft)
		for _, b := range h.resumes {
			b.Draw(screen, ui)
		}
	}

	right := render.Panel{Rect: homeJoin, Title: "Join a table"}
	right.Draw(screen, ui)
	label := func(s string, r render.Rect) {
		render.DrawText(screen, s, f.BodyBold, r.X, r.Y-30, render.Ink, render.AlignLeft)
	}
	label("Code or link", h.code.Rect)
	h.code.Draw(screen, ui)
	label("Your name", h.name.Rect)
	h.name.Draw(screen, ui)
	if pageServer() == "" {
		label("Table server", h.server.Rect)
		h.server.Draw(screen, ui)
		render.DrawWrapped(screen, "The table server's address, host:port, as your friend gives it. A pasted link names it for you.",
			f.Small, h.server.Rect.X, h.server.Rect.Bottom()+10, h.server.Rect.W, render.InkSoft, render.AlignLeft)
	}
	if h.note != "" {
		render.DrawWrapped(screen, h.note, f.BodyBold, h.join.Rect.X, h.join.Rect.Y-72, h.join.Rect.W, render.AccentDark, render.AlignLeft)
	}
	h.join.Draw(screen, ui)
}
