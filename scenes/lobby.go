package scenes

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"northtable/input"
	"northtable/render"
	"northtable/rules/record"
	"northtable/rules/wire"
	"northtable/scenes/online"
	"northtable/scenes/scene"
	"northtable/scenes/table"
)

// Lobby layout, logical px.
var (
	lobbyCode  = render.Rect{X: 96, Y: 88, W: 640, H: 736}
	lobbySeats = render.Rect{X: 768, Y: 88, W: 736, H: 736}
	lobbyNo    = render.Rect{X: 480, Y: 180, W: 640, H: 480} // why the server turned this screen away
)

// lobbyRowH is the height of one seat row of the lobby, logical px.
const lobbyRowH = 76

// lobby is an online table before its game begins: its code and join link to give to friends,
// who has taken which seat, and (for the screen that opened it) Start once every seat is
// taken. It hands over to the table shell when the server sends the first position.
type lobby struct {
	app   *App
	cl    *online.Client
	game  string // the game's id; "" until the server says (a joiner)
	host  bool   // this screen opened the table and may start it
	code  string
	seats []wire.SeatInfo
	mine  map[int]bool // the seats this screen holds
	note  string       // the last refusal or news, in plain words
	ended bool         // the server refused this screen for good (a wrong code, a stale link)
	named bool         // the kept ticket has the game's id
	back  *render.Button
	start *render.Button
	again *render.Button // after a refusal: back to Play online, to try another code
	copy  *render.Button // Copy link, in the browser
}

func (a *App) newLobby(cl *online.Client, game string, host bool) *lobby {
	l := &lobby{app: a, cl: cl, game: game, host: host, mine: map[int]bool{}}
	l.back = render.NewButton(render.Rect{X: 24, Y: 16, W: 128, H: 44}, "‹  Menu")
	l.back.Style = render.StyleQuiet
	l.start = render.NewButton(render.Rect{X: lobbySeats.X + 24, Y: lobbySeats.Bottom() - 24 - 56, W: lobbySeats.W - 48, H: 56}, "Start game")
	l.start.Style = render.StyleAccent
	l.again = render.NewButton(render.Rect{X: lobbyNo.X + 32, Y: lobbyNo.Bottom() - 32 - 56, W: lobbyNo.W - 64, H: 56}, "Try another code")
	l.again.Style = render.StyleAccent
	l.copy = render.NewButton(render.Rect{X: lobbyCode.X + 32, W: 200, H: 44}, "Copy link") // Y under the link (copyAt)
	l.copy.Style = render.StylePaper
	return l
}

// HiDPI reports that the lobby draws at the device scale.
func (l *lobby) HiDPI() bool { return true }

// Update reads what the server sent and the buttons.
func (l *lobby) Update(ctx *scene.Context) error {
	msgs := l.cl.Take()
	for i, m := range msgs {
		switch m := m.(type) {
		case *wire.Seated:
			if l.code == "" {
				showTableAddress(m.Code)
			}
			l.code, l.host = m.Code, l.host || m.Host
			for _, s := range m.Seats {
				l.mine[s] = true
			}
		case *wire.Lobby:
			l.code, l.game, l.seats = m.Code, m.Game, m.Seats
		case *wire.Refused:
			l.note = m.Words
		case *wire.Failure:
			l.note = m.Words
		case *wire.State:
			info, ok := findGame(l.app.games, m.Game)
			if !ok || info.New == nil {
				l.note = "This table plays a game this version of Northtable does not have."
				continue
			}
			if err := l.app.playOnline(info, l.cl, m, msgs[i+1:]); err != nil {
				l.note = "The table could not be shown: " + err.Error()
				continue
			}
			return nil
		}
	}
	if tk := l.cl.Ticket(); !l.named && l.game != "" && tk.Resumable() {
		l.named = true
		tk.Game = l.game
		l.app.keepTicket(tk) // Play online names the game of the seats kept
	}
	if why := l.cl.Ended(); why != "" && !l.ended {
		l.ended, l.note = true, why
		l.app.dropTicket(l.code)
		ctx.Probe.Message(why) // the browser test reads the words (build/e2e/README.md)
	}
	l.refresh()
	if l.host {
		probeButton(ctx.Probe, "lobby-start", l.start) // only the host has Start
	}
	probeButton(ctx.Probe, "lobby-back", l.back)
	if l.code != "" {
		ctx.Probe.Ready("lobby")
	}
	p := ctx.Input
	if l.back.Update(p) || ctx.Frame.Has(input.ActBack) {
		l.cl.Close()
		showTableAddress("")
		ctx.Switch(l.app.newMenu())
		return nil
	}
	if l.refused() {
		probeButton(ctx.Probe, "lobby-again", l.again)
		ctx.Probe.Ready("lobby-refused")
		if l.again.Update(p) {
			ctx.Switch(l.app.newOnlineHome())
		}
		return nil
	}
	if l.code != "" && pageServer() != "" && l.copyAt(ctx.UI.Fonts).Update(p) {
		if copyText(joinLink(l.app.server(), l.code)) {
			l.note = "The link is copied: send it to your friends."
		} else {
			l.note = "This page cannot copy: write the link or the code down for your friends."
		}
	}
	if l.host && l.start.Update(p) {
		l.cl.Send(wire.Start{Envelope: wire.Envelope{V: wire.Version, Type: wire.TStart}, Code: l.code})
		l.note = "Starting…"
	}
	return nil
}

// linkTop is where the lobby draws the join link (under the code and its heading), logical px.
var linkTop = lobbyCode.Y + render.TitleHeight + 24 + 96 + 32

// copyAt is the Copy link button placed under the join link as it wraps in fonts.
func (l *lobby) copyAt(f *render.Fonts) *render.Button {
	lines := render.Wrap(joinLink(l.app.server(), l.code), f.Body, lobbyCode.W-64)
	l.copy.Rect.Y = linkTop + float64(len(lines))*f.Body.LineHeight() + 24
	return l.copy
}

// refused reports that the server turned this screen away before giving it a seat (a wrong
// code, a full table, a stale link): the lobby then says why and offers another try.
func (l *lobby) refused() bool { return l.ended && l.code == "" }

// refresh keeps Start's state current: every seat must be taken.
func (l *lobby) refresh() {
	open := 0
	for _, s := range l.seats {
		if !s.Taken {
			open++
		}
	}
	switch {
	case len(l.seats) == 0:
		l.start.Enabled, l.start.Reason = false, "Waiting for the table server"
	case open == 1:
		l.start.Enabled, l.start.Reason = false, "Waiting for one more player to join"
	case open > 1:
		l.start.Enabled, l.start.Reason = false, fmt.Sprintf("Waiting for %d more players to join", open)
	default:
		l.start.Enabled, l.start.Reason = true, ""
	}
}

// Status is the lobby's words for the test probes: its code, the seats' states and its note.
func (l *lobby) Status() (code string, seats []wire.SeatInfo, note string) {
	return l.code, l.seats, l.note
}

// seatWords says who sits at seat i: "you", "joined", "waiting for a friend…", "computer · Normal".
func (l *lobby) seatWords(i int) string {
	s := l.seats[i]
	switch {
	case l.mine[i]:
		return "you, at this screen"
	case s.Kind == string(record.Computer):
		return "computer · " + table.SeatOf(record.Seat{Kind: record.Computer, Level: s.Level}).Level.String()
	case !s.Taken:
		return "waiting for a friend to join…"
	case s.Online:
		return "joined"
	}
	return "joined · away just now"
}

// Draw draws the lobby.
func (l *lobby) Draw(screen *ebiten.Image) {
	ui := l.app.ui
	f := ui.Fonts
	l.app.bg.Draw(screen, ui)
	title := "Online table"
	if info, ok := findGame(l.app.games, l.game); ok {
		title += " · " + info.Title
	}
	render.DrawText(screen, title, f.HeadingBold, 800, 22, render.Foam, render.AlignCenter)
	l.back.Draw(screen, ui)

	if l.refused() {
		l.drawRefused(screen, ui)
		return
	}
	left := render.Panel{Rect: lobbyCode, Title: "Table code"}
	left.Draw(screen, ui)
	x, y := lobbyCode.X+32, lobbyCode.Y+render.TitleHeight+24
	switch {
	case l.code == "" && l.note == "":
		render.DrawText(screen, online.StatusConnecting, f.Body, x, y, render.InkSoft, render.AlignLeft)
	case l.code != "":
		render.DrawText(screen, wire.ShowCode(l.code), f.TitleBold, x, y, render.Ink, render.AlignLeft)
		y += 96
		render.DrawText(screen, "Friends join with this link:", f.BodyBold, x, y, render.Ink, render.AlignLeft)
		y = linkTop
		y += render.DrawWrapped(screen, joinLink(l.app.server(), l.code), f.Body, x, y, lobbyCode.W-64, render.Ink, render.AlignLeft)
		y += 24
		if pageServer() != "" {
			l.copyAt(f).Draw(screen, ui)
			y += l.copy.Rect.H + 24
		}
		render.DrawWrapped(screen, "or on Northtable's menu with Play online → Join a table and the code. "+
			"Leaving keeps your seat: the link, or Play online, brings you back.", f.Small, x, y, lobbyCode.W-64, render.InkSoft, render.AlignLeft)
	}
	if l.note != "" {
		render.DrawWrapped(screen, l.note, f.BodyBold, x, lobbyCode.Bottom()-96, lobbyCode.W-64, render.AccentDark, render.AlignLeft)
	} else if st := l.cl.Status(); st != "" && l.code != "" {
		render.DrawWrapped(screen, st, f.BodyBold, x, lobbyCode.Bottom()-96, lobbyCode.W-64, render.AccentDark, render.AlignLeft)
	}

	right := render.Panel{Rect: lobbySeats, Title: "Seats"}
	right.Draw(screen, ui)
	for i, s := range l.seats {
		ry := lobbySeats.Y + render.TitleHeight + 8 + float64(i)*lobbyRowH
		row := render.Rect{X: lobbySeats.X + 16, Y: ry, W: lobbySeats.W - 32, H: lobbyRowH - 8}
		if l.mine[i] {
			ui.RoundRect(screen, row, 8, render.Mix(render.Paper, render.Shallow, 0.22)) // this screen's seats
		}
		ui.DrawPlayerMark(screen, s.Colour, row.X+32, row.Y+row.H/2, 20)
		name := s.Name
		if !s.Taken {
			name = "Open seat"
		}
		render.DrawTextIn(screen, name, f.BodyBold, render.Rect{X: row.X + 64, Y: row.Y, W: 280, H: row.H}, render.Ink, render.AlignLeft)
		render.DrawTextIn(screen, l.seatWords(i), f.Body, render.Rect{X: row.X + 350, Y: row.Y, W: row.W - 360, H: row.H}, render.InkSoft, render.AlignLeft)
	}
	if l.host {
		l.start.Draw(screen, ui)
	} else if len(l.seats) > 0 {
		render.DrawTextIn(screen, "The game begins when the table's host starts it.", f.Body,
			render.Rect{X: lobbySeats.X + 24, Y: lobbySeats.Bottom() - 80, W: lobbySeats.W - 48, H: 56}, render.InkSoft, render.AlignCenter)
	}
}

// drawRefused draws why the server turned this screen away, and the way to try again.
func (l *lobby) drawRefused(screen *ebiten.Image, ui *render.UI) {
	f := ui.Fonts
	p := render.Panel{Rect: lobbyNo, Title: "Could not join"}
	p.Draw(screen, ui)
	x, y := lobbyNo.X+32, lobbyNo.Y+render.TitleHeight+24
	y += render.DrawWrapped(screen, l.note+".", f.HeadingBold, x, y, lobbyNo.W-64, render.AccentDark, render.AlignLeft)
	render.DrawWrapped(screen, "Check the code with the friend who opened the table: it has 8 letters and digits, like K7M2-PQ9R. "+
		"A table takes nobody new once its seats are taken or its game has begun, and is gone once the game has ended.",
		f.Body, x, y+24, lobbyNo.W-64, render.InkSoft, render.AlignLeft)
	l.again.Draw(screen, ui)
}
