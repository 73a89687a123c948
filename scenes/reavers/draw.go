package reavers

import (
	"image/color"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"northtable/render"
	"northtable/rules"
	rv "northtable/rules/reavers"
	"northtable/scenes/table"
)

// Board colours: a dark sea under the board, the clans' card tints (the rulebook's magenta,
// purple and teal, toned to the palette), the location bands.
var (
	clanTints = [rv.NumClans]color.RGBA{
		{0xA8, 0x3E, 0x7E, 0xFF}, // magenta
		{0x6C, 0x50, 0xA0, 0xFF}, // purple
		{0x2A, 0x86, 0x80, 0xFF}, // teal
	}
	locTints = [rv.NumLocations]color.RGBA{
		{0x8A, 0x5A, 0x2E, 0xFF}, // Recruit: leather
		{0x7B, 0x8A, 0x3A, 0xFF}, // Trade: field green
		{0x2E, 0x6F, 0x95, 0xFF}, // Battle at Sea: sea
		{0xB0, 0x6A, 0x28, 0xFF}, // Raid Villages: fire
		{0x6A, 0x6A, 0x72, 0xFF}, // Raid Keeps: stone
		{0x4E, 0x7A, 0x3A, 0xFF}, // Subdue: moss
	}
	boardGround = color.RGBA{0x17, 0x2C, 0x3E, 0xFF}
)

var placeWords = [4]string{"1st", "2nd", "3rd", "4th"}

// fillLocations sets the location board from the position: the costs and position bonuses of
// the rules' data, this round's pawns (the Honour Ship on the location it took), the available
// ones glowing while the viewer selects. The locations' words are shown by the displays'
// header spots (target.go), beside the title band rather than over the status line.
func (b *Board) fillLocations() {
	g := b.g
	b.locs.Rect, b.locs.Columns = locRect, rv.NumLocations
	if len(b.locs.Locations) != rv.NumLocations {
		b.locs.Locations = make([]render.Location, rv.NumLocations)
	}
	selecting := g.Decision() == rv.DecideSelect && b.mine()
	honour := g.HonourLocation()
	for l := rv.Location(0); l < rv.NumLocations; l++ {
		info := &rv.Locations[l]
		loc := &b.locs.Locations[l]
		*loc = render.Location{Title: info.Name, Tint: locTints[l], Spots: 1,
			Cost: (info.Cost).Words(), Tip: info.Text}
		if info.Cost.IsFree() {
			loc.Cost = "Free"
		} else if info.Cost.Dice[rv.NeedAny] == 0 { // no one icon says "any die": those keep their words
			loc.CostShort = costIcons(info.Cost)
		}
		loc.Bonuses = bonusLines(info)
		if s := g.SelectedBy(l); s >= 0 && int(s) < b.n {
			pw := render.Pawn{Mark: b.t.Colour(s), Sprite: render.PawnSprites[b.t.Colour(s)%render.NumPlayerColours]}
			loc.Reason = b.t.Name(s) + " took " + info.Name + " this round"
			if l == honour {
				pw = render.Pawn{Mark: render.NoMark, Sprite: render.SpriteHonourShip}
				loc.Reason = b.t.Name(s) + " took " + info.Name + " this round with the Honour Ship"
			}
			loc.Pawns = []render.Pawn{pw}
			loc.Dimmed = selecting
		} else {
			loc.Legal = selecting
			if w := g.CannotPayWords(b.t.Viewer(), l); selecting && w != "" {
				loc.Tip += " " + w + ": only a Rest is offered." // said before the choice
			}
		}
		if g.Location() == l && g.Decision() != rv.DecideSelect {
			loc.Tip = info.Text + " Being activated now."
		}
		b.disp.locTips[l], loc.Tip = loc.Tip, ""
	}
}

// selectingPawn is the pawn seat s places with the selection g waits for: its longship, or
// the Honour Ship in a 3-player round's fourth selection (spec §4.1), which its holder makes.
func (b *Board) selectingPawn(g *rv.Game, s rules.Seat) render.Pawn {
	if g.HonourShip() >= 0 && g.Selection() == rv.SelectionsPerRound-1 {
		return render.Pawn{Mark: render.NoMark, Sprite: render.SpriteHonourShip}
	}
	col := b.t.Colour(s)
	return render.Pawn{Mark: col, Sprite: render.PawnSprites[col%render.NumPlayerColours]}
}

// bonusLines are location info's position bonuses: Trade rewards or Subdue attempts by
// position, and the Favour, Glory or cards of the first places.
func bonusLines(info *rv.LocationInfo) []render.LocationBonus {
	var out []render.LocationBonus
	if info.Times[0] > 0 {
		noun := " rewards"
		if info.Slot == rv.TerritoriesSlot {
			noun = " attempts"
		}
		out = append(out, render.LocationBonus{Place: "1st", Text: strconv.Itoa(int(info.Times[0])) + noun},
			render.LocationBonus{Place: "2nd", Text: strconv.Itoa(int(info.Times[1])) + noun},
			render.LocationBonus{Place: "Others", Text: strconv.Itoa(int(info.Times[2])) + noun[:len(noun)-1]})
		return out
	}
	for i, e := range info.Bonus {
		if e.N != 0 {
			text := "+" + e.Words()
			if e.Kind == rv.Draw { // the column says which Spoils: "+draw 2 more"
				text = "+draw " + strconv.Itoa(int(e.N)) + " more"
			}
			out = append(out, render.LocationBonus{Place: placeWords[i], Text: text})
		}
	}
	return out
}

// fillTray sets seat s's dice tray: its board dice by face then colour, wild ones marked, and
// the count against the limit of 10.
func (b *Board) fillTray(s rules.Seat) {
	t := &b.trays[s]
	pl := b.g.Player(s)
	clan := rv.NoClan
	if pl.Leader >= 0 {
		clan = rv.Reavers[pl.Leader].Clan
	}
	t.Title, t.Limit = "Crew dice", rv.DiceCapacity
	t.Dice = t.Dice[:0]
	kinds := b.edit.kinds[s][:0]
	for f := rv.Face(0); f < rv.NumFaces; f++ {
		for c := rv.Colour(0); c < rv.NumColours; c++ {
			n := pl.Dice[c][f]
			for k := int8(0); k < n; k++ {
				wild := clan.WildFace(c, f)
				name := "A " + c.String() + " die showing " + c.FaceName(f)
				if wild {
					name += " (wild: it counts as any face)"
				}
				// the last of a kind still rolling (roll.go) keep their places empty
				in := k >= n-b.rolls.hidden[s][c][f]
				t.Dice = append(t.Dice, render.Die{Sprite: render.CrewDieSprites[c][f], Wild: wild, Name: name, Incoming: in})
				kinds = append(kinds, dieKind{c, f})
			}
		}
	}
	b.edit.kinds[s] = kinds
}

// layerKey is what the cached board layer shows besides the widgets under the pointer.
type layerKey struct {
	version         int
	scale           float64
	chrome          table.ChromeKey
	answers         table.AnswerKey // the decision panel (the shell's answer list)
	mine, drag      bool
	drop            int
	bigSeat, toMove int
	dice            diceKey // the trays' dice and picks (dice.go)
	picked, picks   int
	pick            render.Look
}

// hoverKey names the widgets under the pointer (each draws its own hover look).
type hoverKey struct {
	loc   int
	part  int // the display part under the pointer
	tip   bool
	dice  [4]int
	seats [4]render.Look // the player boards' parts (seat.go)
}

// draw draws the board: the cached layer, redrawn when what it shows changed, then the pawn
// being carried and the tooltip.
func (b *Board) draw(dst *ebiten.Image) {
	ui := b.ui
	drop, ok := b.locs.DropTarget()
	if !ok {
		drop = -1
	}
	key := layerKey{version: b.version, scale: ui.P.Scale(), chrome: b.t.ChromeKey(), answers: b.panel.list.Key(),
		mine: b.mine(), drag: b.drag.Active(), drop: drop, bigSeat: b.big(), toMove: int(b.g.ToMove()), dice: b.diceLook(),
		picked: b.disp.picked, picks: len(b.disp.picks), pick: b.disp.pick.Look()}
	hk := hoverKey{loc: -1, part: b.disp.hotPart(), tip: b.disp.hits.Look().Tip}
	hk.loc, _ = b.locs.Hovered()
	for s := 0; s < b.n; s++ {
		hk.dice[s], _ = b.trays[s].Hovered()
		hk.seats[s] = b.seats[s].ctl.Look()
	}
	if canvas, stale := b.layer.Begin(dst, key, hk); stale {
		b.drawBoard(canvas)
	}
	b.layer.End(dst, ui)
	b.drawOver(dst)
	b.fight.draw(dst)
	if b.drag.Active() {
		x, y := b.drag.At()
		s := b.seat()
		ui.DrawPawn(dst, b.selectingPawn(b.g, s), render.Point{X: x, Y: y}, 44, 1)
	}
	ui.DrawOverlay(dst)
}

// drawBoard draws the whole board onto the layer's canvas.
func (b *Board) drawBoard(dst *ebiten.Image) {
	ui := b.ui
	dst.Fill(render.DeepSea)
	b.t.DrawTopBar(dst, ui, b.status(), 620)
	ui.RoundRect(dst, locRect.Inset(-4), 12, boardGround)
	b.locs.Draw(dst, ui)
	if !b.drag.Active() {
		ui.ClearOverlay() // the displays' header spots say the locations' words (showDisplayTip)
	}
	b.drawDisplays(dst)
	if !b.drag.Active() {
		b.showDisplayTip()
	}
	big := b.big()
	for s := 0; s < b.n; s++ {
		b.drawSeat(dst, rules.Seat(s), seatRect(s, big, b.n), s == big)
	}
	b.drawGlory(dst)
	b.panel.list.Draw(dst, ui)
	b.t.DrawLog(dst, ui)
	b.drawPicker(dst)
	b.t.DrawBar(dst, ui)
}

// locationCuts lists the location words the board cuts short as laid out now (the probe's
// CutLocationWords): render.LocationBoard fits its titles and costs itself.
func (b *Board) locationCuts() []string { return b.locs.Cuts(b.ui.Fonts) }

// status is the top bar's line: the round, the selection, the Start Player and Honour Ship.
func (b *Board) status() string {
	g := b.g
	if g.Over() {
		return "Final scoring"
	}
	s := "Round " + strconv.Itoa(g.Round()) + " of " + strconv.Itoa(g.Rounds())
	if g.InSetup() {
		s = "Setting up: the starting Reavers"
	} else if g.Decision() == rv.DecideSelect {
		s += " · selection " + strconv.Itoa(g.Selection()+1) + " of " + strconv.Itoa(rv.SelectionsPerRound)
	} else if l := g.Location(); l >= 0 {
		s += " · " + l.String()
	}
	s += " · Start player: " + b.t.Name(g.StartPlayer())
	if h := g.HonourShip(); h >= 0 {
		s += " · Honour Ship: " + b.t.Name(h)
	}
	return s
}

// sprite draws atlas sprite name fitted into r (its aspect kept), at opacity a.
func (b *Board) sprite(dst *ebiten.Image, name string, r render.Rect, a float32) {
	img := b.ui.Sprite(name)
	if img == nil {
		return
	}
	w, h := float64(img.Bounds().Dx()), float64(img.Bounds().Dy())
	sc := min(r.W/w, r.H/h)
	x, y := r.Centre()
	b.ui.P.Sprite(dst, img, render.Point{X: x, Y: y}, sc, a)
}

// text draws s at (x, y) top, in face or, when it is too wide for w, in the largest smaller
// size of face that fits (to render.FitMinSize), ellipsized only past that.
func (b *Board) text(dst *ebiten.Image, s string, face *render.Face, x, y, w float64, clr color.RGBA) {
	f := render.FitLine(s, face, w)
	short := render.Ellipsize(s, f, w)
	if short != s {
		b.cut(s)
	}
	b.ui.P.Text(dst, short, f, x, y, clr, render.AlignLeft)
}

// cut notes words drawn cut short while the displays are drawn (CutDisplayWords).
func (b *Board) cut(s string) {
	if b.disp.cutting {
		b.disp.cuts = append(b.disp.cuts, s)
	}
}

// fitsLine reports whether s fits in w logical px in face or a fitted smaller size.
func fitsLine(s string, face *render.Face, w float64) bool {
	tw, _ := render.MeasureText(s, render.FitLine(s, face, w))
	return tw <= w
}

// miniCard draws a card of a display as the kit's small landscape card (render.CardView's
// Strip form): a tinted label with its name, then its icons when given and they fit, else its
// line in words; what it cannot show whole is noted as cut.
func (b *Board) miniCard(dst *ebiten.Image, r render.Rect, tint color.RGBA, name, line string, icons ...string) {
	cv := render.CardView{Strip: true, Title: name, Tint: tint, Body: line, Icons: icons}
	cv.DrawAt(dst, b.ui, r, 1)
	if cv.Cut() {
		b.cut(name + " " + line)
	}
}

// wrapped draws s in Small within w × h from (x, y) top (render's DrawFitted), noting it as
// cut when it does not show whole.
func (b *Board) wrapped(dst *ebiten.Image, s string, x, y, w, h float64, clr color.RGBA) {
	if !b.ui.DrawFitted(dst, s, b.ui.Fonts.Small, render.Rect{X: x, Y: y, W: w, H: h}, clr) {
		b.cut(s)
	}
}
