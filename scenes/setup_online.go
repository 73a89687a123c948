package scenes

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"northtable/render"
	"northtable/rules/bot"
	"northtable/rules/wire"
)

// The setup of an online table (Play online, setup.online): who plays each seat, here, by a
// friend or by the server's computer.

// here is how many rows are played at this screen in an online setup.
func (s *setup) here() int {
	n := 0
	for i := range s.n() {
		if s.kinds[i].Selected == kindHere {
			n++
		}
	}
	return n
}

// onlineKinds are the choices of an online setup row's "Played by": at this screen, by a friend
// who joins with the table's code, or by the server's computer at a level.
var onlineKinds = []string{"Here", "Friend", bot.Easy.String(), bot.Normal.String(), bot.Hard.String()}

// The indices of onlineKinds.
const (
	kindHere = iota
	kindFriend
	kindEasy
)

// drawOnlineRight draws an online setup's right panel: what the server does, the game's
// options, Open table.
func (s *setup) drawOnlineRight(screen *ebiten.Image, ui *render.UI) {
	f := ui.Fonts
	right := render.Panel{Rect: render.Rect{X: rightX, Y: setupTop, W: rightW, H: panelH}, Title: "The table"}
	right.Draw(screen, ui)
	render.DrawWrapped(screen, "The table server deals the game; players take turns in the order of the rows, the first row starting. "+
		"Next you get the table's code and a link for your friends; the game begins when every seat is taken and you start it.",
		f.Body, rightX+24, setupTop+render.TitleHeight+16, rightW-48, render.InkSoft, render.AlignLeft)
	s.drawOptions(screen, ui)
	if s.errMsg != "" {
		render.DrawWrapped(screen, s.errMsg, f.Small, rightX+24, s.start.Rect.Y-56, rightW-48, render.Accent, render.AlignLeft)
	}
	s.start.Draw(screen, ui)
}

// Plan is an online setup's seats in row order: played here (with the row's name), by a friend
// who joins, or by the server's computer; the first row starts.
func (s *setup) Plan() []wire.SeatPlan {
	plan := make([]wire.SeatPlan, s.n())
	for i := range plan {
		p := wire.SeatPlan{Name: s.name(i), Colour: s.colours[i].Selected}
		switch {
		case s.computer(i):
			p.Who, p.Level = wire.WhoComputer, strings.ToLower(s.level(i).String())
		case s.kinds[i].Selected == kindFriend:
			p.Who, p.Name = wire.WhoOpen, ""
		default:
			p.Who = wire.WhoHere
		}
		plan[i] = p
	}
	return plan
}
