package scenes

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"northtable/input"
	"northtable/render"
	"northtable/rules"
	"northtable/rules/bot"
	"northtable/scenes/scene"
)

// Setup layout, logical px.
const (
	setupTop    = 88
	leftX       = 96
	leftW       = 1024
	rightX      = 1152
	rightW      = 352
	panelH      = 736
	optionsY    = 632 // the first setup option's label (the game's own options, below the seed)
	optionH     = 84  // one option: label and choices
	rowY0       = setupTop + 88
	rowH        = 96
	nameX       = leftX + 80
	nameW       = 256
	swatchX     = nameX + nameW + 32
	swatchSize  = 44
	swatchGap   = 8
	kindX       = swatchX + render.NumPlayerColours*swatchSize + (render.NumPlayerColours-1)*swatchGap + 32
	kindW       = leftX + leftW - 24 - kindX
	startChoice = -1 // "draw at random" in setup.starter
)

// setupKinds are the choices of a setup row's "Played by": a person, or the computer at one of
// its levels (rules/bot), weakest first; a row's Selected is its index.
var setupKinds = []string{"Human", bot.Easy.String(), bot.Normal.String(), bot.Hard.String()}

// levelOf is the computer level of setup kind k (k ≥ 1).
func levelOf(k int) bot.Level { return bot.Easy + bot.Level(k-1) }

// computerName is the name setup gives a computer seat left unnamed: "Computer", or with
// several computers at the table "Computer 2" (number: its place among them, from 1; 0 when it
// is the only one). The level is not in the name: the seat's header says it (Table.SeatTag),
// and a name with it, "Computer 2 (Normal)", was cut short in every seat header.
func computerName(number int) string {
	if number == 0 {
		return "Computer"
	}
	return fmt.Sprintf("Computer %d", number)
}

// seedNoteTime is how long the seed field's note "Seeds are whole numbers" shows after a key it
// does not take, wall-clock time (or until a digit is typed).
const seedNoteTime = 3 * time.Second

// setup is the new-game screen: players (name, colour, human or computer), who starts, an
// optional seed, and Start.
type setup struct {
	app  *App
	game GameInfo
	// online: the setup of an online table (Play online): a row is played here, by a friend
	// who joins, or by the server's computer (onlineKinds), and Open table replaces Start.
	online bool

	count   render.Stepper
	names   [5]render.TextField
	colours [5]render.Swatches
	kinds   [5]render.Toggle
	starter int // seat index in setup order, or startChoice for a random draw
	starts  [6]render.Rect
	hoverS  int
	seed    render.TextField
	opts    []render.Toggle // one per setup option the game offers (GameInfo.Def.Options)
	offered []rules.Option
	focus   int // the focused field: a name row, len(names) for the seed, -1 for none
	back    *render.Button
	start   *render.Button
	errMsg  string
	// seedNoteAt is when a key the seed field does not take (a letter) was typed; zero once a
	// digit went in. The note shows for seedNoteTime after it (seedNote).
	seedNoteAt time.Time
	seedNote   bool
}

func (a *App) newSetup(g GameInfo) *setup { return a.setupFor(g, false) }

// setupFor is newSetup, for an online table when online is set.
func (a *App) setupFor(g GameInfo, online bool) *setup {
	s := &setup{app: a, game: g, starter: startChoice, hoverS: -2, focus: -1, online: online}
	n := g.DefaultPlayers
	if v, ok := a.settings.Players[g.ID]; ok && v >= g.MinPlayers && v <= g.MaxPlayers {
		n = v
	}
	s.count = render.Stepper{Rect: render.Rect{X: leftX + leftW - 24 - 232, Y: setupTop + 20, W: 232, H: 44},
		Value: n, Min: g.MinPlayers, Max: g.MaxPlayers, Unit: "players", One: "player (solo)"}
	for i := range s.names {
		y := float64(rowY0 + i*rowH)
		s.names[i] = render.TextField{Rect: render.Rect{X: nameX, Y: y + 20, W: nameW, H: 48},
			Placeholder: render.DefaultPlayerNames[i], MaxLen: 16, Text: a.settings.Names[i]}
		s.colours[i] = render.Swatches{X: swatchX, Y: y + 22, Size: swatchSize, Gap: swatchGap, Selected: a.settings.Colours[i]}
		s.kinds[i] = render.Toggle{Rect: render.Rect{X: kindX, Y: y + 22, W: kindW, H: 44},
			Options: setupKinds, Selected: a.settings.Kinds[i]}
		if online {
			s.kinds[i].Options, s.kinds[i].Selected = onlineKinds, kindFriend
			if i == 0 {
				s.kinds[i].Selected = kindHere
			}
		}
	}
	s.seed = render.TextField{Rect: render.Rect{X: rightX + 24, Y: 0, W: rightW - 48, H: 48},
		Placeholder: "Random", Digits: true, MaxLen: 19}
	// The seed asked for at start (-seed, ?seed=) fills setup until a game has been dealt with
	// it: after that a new game gets a new seed unless the player types one.
	if a.cfg.SeedSet && a.lastSeats == nil {
		s.seed.Text = strconv.FormatUint(a.cfg.Seed, 10)
	}
	if g.Def != nil {
		s.offered = g.Def.Options()
	}
	for i, o := range s.offered {
		t := render.Toggle{Rect: render.Rect{X: rightX + 24, Y: optionsY + float64(i)*optionH + 28, W: rightW - 48, H: 44}}
		for k, c := range o.Choices {
			t.Options = append(t.Options, c.Label)
			if c.Value == o.Default {
				t.Selected = k
			}
		}
		s.opts = append(s.opts, t)
	}
	s.back = render.NewButton(render.Rect{X: 24, Y: 16, W: 128, H: 44}, "‹  Menu")
	s.back.Style = render.StyleQuiet
	s.start = render.NewButton(render.Rect{X: rightX + 24, Y: setupTop + panelH - 24 - 56, W: rightW - 48, H: 56}, "Start game")
	s.start.Style = render.StyleAccent
	if online {
		s.start.Label = "Open table"
	}
	// An input method shows its candidates under the field, in Ebitengine's screen coordinates.
	for _, f := range s.fields() {
		f.ScreenPos = a.toScreen
	}
	s.layoutRight()
	s.refresh()
	return s
}

// toScreen maps logical px to Ebitengine screen coordinates (device px of the layout), the
// inverse of App.toLogical.
func (a *App) toScreen(x, y float64) (int, int) {
	return int(x*a.scale + a.offX), int(y*a.scale + a.offY)
}

// Still reports that setup draws the same picture until input arrives (scene.Still): no text
// field is focused (a focused field's caret blinks).
func (s *setup) Still() bool { return s.focus < 0 && !s.seedNote }

// SeedNote is the note beside the seed field, "" when none shows: after a key the field does not
// take, so the key does not seem lost.
func (s *setup) SeedNote() string {
	if s.seedNote {
		return "Seeds are whole numbers"
	}
	return ""
}

// HiDPI reports that setup draws at the device scale.
func (s *setup) HiDPI() bool { return true }

func (s *setup) n() int { return s.count.Value }

// name is the seat's chosen name, or its default when the field is empty.
func (s *setup) name(i int) string {
	if t := strings.TrimSpace(s.names[i].Text); t != "" {
		return t
	}
	return s.names[i].Placeholder
}

func (s *setup) layoutRight() {
	y := float64(setupTop + 72)
	for i := range s.starts {
		s.starts[i] = render.Rect{X: rightX + 24, Y: y + float64(i)*48, W: rightW - 48, H: 44}
	}
	s.seed.Rect.Y = y + 6*48 + 56
}

// refresh keeps colours unique, the start choice valid and Start's state current.
func (s *setup) refresh() {
	n := s.n()
	used := map[int]bool{}
	for i := range n {
		c := s.colours[i].Selected
		if used[c] {
			for k := range render.NumPlayerColours {
				if !used[k] {
					s.colours[i].Selected = k
					break
				}
			}
		}
		used[s.colours[i].Selected] = true
	}
	for i := range n {
		s.colours[i].TakenBy = [render.NumPlayerColours]string{}
		for j := range n {
			if j != i {
				s.colours[i].TakenBy[s.colours[j].Selected] = s.name(j)
			}
		}
	}
	if s.starter >= n {
		s.starter = startChoice
	}
	s.nameComputers()
	s.start.Enabled, s.start.Reason = true, ""
	switch {
	case s.online && s.here() == 0:
		s.start.Enabled = false
		s.start.Reason = "Keep at least one seat here — set someone's Played by to Here"
	case s.humans() == 0:
		s.start.Enabled = false
		s.start.Reason = "At least one player must be human — set someone's Played by to Human"
	}
	seen := map[string]int{}
	for i := range n {
		if s.online && s.kinds[i].Selected == kindFriend {
			continue // a friend gives their own name at joining (the server keeps names apart)
		}
		key := strings.ToLower(s.name(i))
		if j, dup := seen[key]; dup {
			s.start.Enabled = false
			s.start.Reason = fmt.Sprintf("Players %d and %d are both called %s — give each a different name", j+1, i+1, s.name(i))
			break
		}
		seen[key] = i
	}
	if s.seed.Text != "" {
		if _, err := strconv.ParseUint(s.seed.Text, 10, 64); err != nil {
			s.start.Enabled = false
			s.start.Reason = "The seed must be a whole number below 18446744073709551616"
		}
	}
}

// nameComputers gives every unnamed row its default name: the player names for people,
// computerName for computers (numbered when there are several).
func (s *setup) nameComputers() {
	computers := s.n() - s.humans()
	k := 0
	for i := range s.n() {
		s.names[i].Placeholder = render.DefaultPlayerNames[i]
		if s.online && s.kinds[i].Selected == kindFriend {
			s.names[i].Placeholder = "(their own name)" // a friend joins under the name they give
			continue
		}
		if s.computer(i) {
			k++
			number := k
			if computers == 1 {
				number = 0
			}
			s.names[i].Placeholder = computerName(number)
		}
	}
}

// humans is how many of the rows people play.
func (s *setup) humans() int {
	n := 0
	for i := range s.n() {
		if !s.computer(i) {
			n++
		}
	}
	return n
}

// computer reports whether row i is played by the computer, and at which level.
func (s *setup) computer(i int) bool { return s.kinds[i].Selected >= s.firstLevel() }

// level is row i's computer level (computer(i)).
func (s *setup) level(i int) bot.Level { return levelOf(s.kinds[i].Selected - s.firstLevel() + 1) }

// firstLevel is the index of the first computer level among the row's kinds.
func (s *setup) firstLevel() int {
	if s.online {
		return kindEasy
	}
	return 1
}

// Update handles the controls.
func (s *setup) Update(ctx *scene.Context) error {
	probeButton(ctx.Probe, "start", s.start)
	ctx.Probe.Ready("setup")
	p := ctx.Input
	f := ctx.Frame
	// Enter and Esc belong to a focused text field (they end editing), not to the screen.
	editing := s.anyFocused()
	if s.back.Update(p) || (f.Has(input.ActBack) && !editing) {
		ctx.Switch(s.app.newMenu())
		return nil
	}
	changed := false
	if s.count.Update(p) {
		s.refresh()
		changed = true
	}
	for i := range s.n() {
		typed, next := s.names[i].Update(p, f)
		if next {
			s.focusAfter(i)
			// The Tab (and anything typed with it) is spent: the field it focused must not
			// read it again this tick and pass the focus on.
			f.Actions, f.Chars, f.Edits = nil, nil, nil
		}
		if s.colours[i].Update(p) {
			s.refresh()
			changed = true
		}
		changed = changed || typed
		if s.kinds[i].Update(p) {
			s.refresh()
			changed = true
		}
	}
	for i := range s.opts {
		s.opts[i].Update(p)
	}
	if s.online {
		s.seed.Focused = false // the server deals online games
	} else if typed, _ := s.seed.Update(p, f); typed {
		s.seedNoteAt = time.Time{}
	}
	if s.seed.Refused() {
		s.seedNoteAt = ctx.Now
	}
	s.seedNote = !s.seedNoteAt.IsZero() && ctx.Now.Sub(s.seedNoteAt) < seedNoteTime
	s.focus = render.FocusOnly(s.focus, s.fields()...)
	s.hoverS = -2
	for i := 0; i <= s.n() && s.n() > 1 && !s.online; i++ { // alone, there is no one to start before
		if s.starts[i].Contains(p.X, p.Y) {
			s.hoverS = i - 1
			if p.Tapped() {
				s.starter = i - 1
				p.Consume()
			}
		}
	}
	s.refresh()
	if changed && !s.online {
		s.remember()
	}
	if s.start.Update(p) || (f.Has(input.ActConfirm) && !editing && s.start.Enabled) {
		s.begin()
	}
	return nil
}

// fields are the text fields in focus order: the name rows, then the seed.
func (s *setup) fields() []*render.TextField {
	out := make([]*render.TextField, 0, len(s.names)+1)
	for i := range s.names {
		out = append(out, &s.names[i])
	}
	return append(out, &s.seed)
}

// Focused is the index of the focused field (a name row, or 5 for the seed), -1 when none.
func (s *setup) Focused() int { return s.focus }

// remember stores the player count, names and colours as they are now, so a reload or a later
// visit finds them even if no game was started.
func (s *setup) remember() {
	var names [5]string
	var colours, kinds [5]int
	for i := range names {
		names[i] = strings.TrimSpace(s.names[i].Text)
		colours[i], kinds[i] = s.colours[i].Selected, s.kinds[i].Selected
	}
	s.app.remember(s.game.ID, s.n(), names, colours, kinds)
}

func (s *setup) anyFocused() bool {
	if s.seed.Focused {
		return true
	}
	for i := range s.names {
		if s.names[i].Focused {
			return true
		}
	}
	return false
}

func (s *setup) focusAfter(i int) {
	if i+1 < s.n() {
		s.names[i+1].Focused = true
	} else {
		s.seed.Focused = true
	}
	s.focus = -1 // the field just focused is the newest: FocusOnly keeps it
}

// Seats returns the seats in turn order from the start player, and the seed to use.
func (s *setup) Seats() ([]scene.Seat, uint64) {
	seed := s.app.seedFor(false, 0)
	if v, err := strconv.ParseUint(s.seed.Text, 10, 64); err == nil && s.seed.Text != "" {
		seed = v
	}
	n := s.n()
	first := s.starter
	if first == startChoice {
		// Drawn from the game's seed so a given seed always gives the same start player.
		first = rand.New(rand.NewPCG(seed, 0x5EA7)).IntN(n)
	}
	seats := make([]scene.Seat, 0, n)
	for k := range n {
		i := (first + k) % n
		seat := scene.Seat{Name: s.name(i), Colour: s.colours[i].Selected}
		if s.computer(i) {
			seat.Bot, seat.Level = true, s.level(i)
		}
		seats = append(seats, seat)
	}
	return seats, seed
}

// Options are the chosen values of the game's setup options (rules.Option), by key.
func (s *setup) Options() rules.Options {
	if len(s.offered) == 0 {
		return nil
	}
	out := rules.Options{}
	for i, o := range s.offered {
		out[o.Key] = o.Choices[s.opts[i].Selected].Value
	}
	return out
}

func (s *setup) begin() {
	if s.online {
		if err := s.app.openOnline(s.game, s.Plan(), s.Options()); err != nil {
			s.errMsg = err.Error()
		}
		return
	}
	seats, seed := s.Seats()
	s.remember()
	if err := s.app.startGame(s.game.ID, seats, seed, s.Options(), false); err != nil {
		s.errMsg = err.Error()
	}
}

// Draw draws the setup screen.
func (s *setup) Draw(screen *ebiten.Image) {
	ui := s.app.ui
	f := ui.Fonts
	s.app.bg.Draw(screen, ui)

	title := "New game · " + s.game.Title
	if s.online {
		title = "Online table · " + s.game.Title
	}
	render.DrawText(screen, title, f.HeadingBold, 800, 22, render.Foam, render.AlignCenter)
	s.back.Draw(screen, ui)

	left := render.Panel{Rect: render.Rect{X: leftX, Y: setupTop, W: leftW, H: panelH}, Title: "Players"}
	left.Draw(screen, ui)
	s.count.Draw(screen, ui)

	hdrY := float64(rowY0 - 22)
	render.DrawText(screen, "NAME", f.SmallBold, nameX, hdrY, render.InkSoft, render.AlignLeft)
	render.DrawText(screen, "COLOUR", f.SmallBold, swatchX, hdrY, render.InkSoft, render.AlignLeft)
	render.DrawText(screen, "PLAYED BY", f.SmallBold, kindX, hdrY, render.InkSoft, render.AlignLeft)
	// The computer's levels are the toggle's last three segments: their heading is centred over
	// them.
	levels := float64(len(s.kinds[0].Options)) // the levels are the last three segments
	render.DrawText(screen, "COMPUTER LEVEL", f.SmallBold, kindX+kindW*(levels-1.5)/levels, hdrY, render.InkSoft, render.AlignCenter)

	for i := range s.n() {
		y := float64(rowY0 + i*rowH)
		row := render.Rect{X: leftX + 16, Y: y + 8, W: leftW - 32, H: rowH - 16}
		if i%2 == 0 {
			ui.RoundRect(screen, row, 8, render.Mix(render.Paper, render.PaperShade, 0.55))
		}
		c := s.colours[i].Selected
		ui.DrawPlayerMark(screen, c, leftX+48, y+rowH/2, 22)
		s.names[i].Draw(screen, ui)
		s.colours[i].Draw(screen, ui)
		s.kinds[i].Draw(screen, ui)
	}
	if s.n() < s.count.Max {
		y := float64(rowY0 + s.n()*rowH)
		render.DrawText(screen, "Use + above to add a player", f.Body, leftX+leftW/2, y+36, render.InkSoft, render.AlignCenter)
	}
	note := "Every colour has its own marker shape, so colour is never the only cue."
	render.DrawText(screen, note, f.Small, leftX+24, setupTop+panelH-40, render.InkSoft, render.AlignLeft)

	if s.online {
		s.drawOnlineRight(screen, ui)
		return
	}
	right := render.Panel{Rect: render.Rect{X: rightX, Y: setupTop, W: rightW, H: panelH}, Title: "Who starts"}
	right.Draw(screen, ui)
	if s.n() == 1 {
		render.DrawText(screen, "Playing alone, you start every round.", f.Body, rightX+24, s.starts[0].Y+8, render.InkSoft, render.AlignLeft)
	}
	for i := 0; i <= s.n() && s.n() > 1; i++ {
		s.drawStartOption(screen, ui, i)
	}
	render.DrawText(screen, "Seed", f.BodyBold, rightX+24, s.seed.Rect.Y-30, render.Ink, render.AlignLeft)
	if note := s.SeedNote(); note != "" {
		render.DrawText(screen, note, f.SmallBold, rightX+rightW-24, s.seed.Rect.Y-27, render.AccentDark, render.AlignRight)
	} else {
		render.DrawText(screen, "optional", f.Small, rightX+rightW-24, s.seed.Rect.Y-27, render.InkSoft, render.AlignRight)
	}
	s.seed.Draw(screen, ui)

	order := "Start player drawn at random"
	if s.n() == 1 {
		order = ""
	} else if s.starter != startChoice {
		names := make([]string, s.n())
		for k := range names {
			names[k] = s.name((s.starter + k) % s.n())
		}
		order = "Turn order: " + strings.Join(names, " → ")
	}
	render.DrawWrapped(screen, order, f.Small, rightX+24, s.seed.Rect.Bottom()+24, rightW-48, render.InkSoft, render.AlignLeft)
	s.drawOptions(screen, ui)
	if s.errMsg != "" {
		render.DrawWrapped(screen, s.errMsg, f.Small, rightX+24, s.start.Rect.Y-56, rightW-48, render.Accent, render.AlignLeft)
	}
	s.start.Draw(screen, ui)
}

// drawOptions draws the game's setup options in the right panel.
func (s *setup) drawOptions(screen *ebiten.Image, ui *render.UI) {
	f := ui.Fonts
	for i, o := range s.offered {
		y := optionsY + float64(i)*optionH
		render.DrawText(screen, o.Label, f.BodyBold, rightX+24, y, render.Ink, render.AlignLeft)
		if note := o.Choices[s.opts[i].Selected].Note; note != "" {
			render.DrawText(screen, note, f.Small, rightX+24, s.opts[i].Rect.Bottom()+6, render.InkSoft, render.AlignLeft)
		}
		s.opts[i].Draw(screen, ui)
	}
}

func (s *setup) drawStartOption(dst *ebiten.Image, ui *render.UI, i int) {
	r := s.starts[i]
	choice := i - 1
	sel := s.starter == choice
	if sel {
		ui.RoundRect(dst, r, 8, render.Mix(render.Paper, render.Shallow, 0.22))
	} else if s.hoverS == choice {
		ui.RoundRect(dst, r, 8, render.PaperShade)
	}
	cx, cy := r.X+22, r.Y+r.H/2
	ui.Disc(dst, cx, cy, 10, render.WithAlpha(render.Ink, 0.55))
	ui.Disc(dst, cx, cy, 8.5, render.Paper)
	if sel {
		ui.Disc(dst, cx, cy, 5, render.Ink)
	}
	label := "Draw at random"
	x := r.X + 44
	if choice >= 0 {
		ui.DrawPlayerMark(dst, s.colours[choice].Selected, x+10, cy, 11)
		x += 28
		label = s.name(choice)
	}
	face := ui.Fonts.Body
	if sel {
		face = ui.Fonts.BodyBold
	}
	render.DrawTextIn(dst, render.Ellipsize(label, face, r.Right()-x-8), face, render.Rect{X: x, Y: r.Y, W: r.Right() - x, H: r.H}, render.Ink, render.AlignLeft)
}
