package reavers

import (
	"image/color"
	"strconv"
	"strings"

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
// the rules' data, this round's pawns, the available ones glowing while the viewer selects.
func (b *Board) fillLocations() {
	g := b.g
	b.locs.Rect, b.locs.Columns = locRect, rv.NumLocations
	if len(b.locs.Locations) != rv.NumLocations {
		b.locs.Locations = make([]render.Location, rv.NumLocations)
	}
	selecting := g.Decision() == rv.DecideSelect && b.mine()
	for l := rv.Location(0); l < rv.NumLocations; l++ {
		info := &rv.Locations[l]
		loc := &b.locs.Locations[l]
		*loc = render.Location{Title: info.Name, Tint: locTints[l], Spots: 1,
			Cost: costWords(info.Cost), Tip: info.Text}
		if info.Cost.IsFree() {
			loc.Cost = "Free"
		}
		loc.Bonuses = bonusLines(info)
		if s := g.SelectedBy(l); s >= 0 && int(s) < b.n {
			pw := render.Pawn{Mark: b.t.Colour(s), Sprite: render.PawnSprites[b.t.Colour(s)%render.NumPlayerColours]}
			loc.Pawns = []render.Pawn{pw}
			loc.Dimmed = selecting
			loc.Reason = b.t.Name(s) + " took " + info.Name + " this round"
		} else {
			loc.Legal = selecting
		}
		if g.Location() == l && g.Decision() != rv.DecideSelect {
			loc.Tip = info.Text + " Being activated now."
		}
	}
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
	for f := rv.Face(0); f < rv.NumFaces; f++ {
		for c := rv.Colour(0); c < rv.NumColours; c++ {
			for k := int8(0); k < pl.Dice[c][f]; k++ {
				wild := clan.WildFace(c, f)
				name := "A " + c.String() + " die showing " + c.FaceName(f)
				if wild {
					name += " (wild: it counts as any face)"
				}
				t.Dice = append(t.Dice, render.Die{Sprite: render.CrewDieSprites[c][f], Wild: wild, Name: name})
			}
		}
	}
}

// layerKey is what the cached board layer shows besides the widgets under the pointer.
type layerKey struct {
	version          int
	scale            float64
	chrome           table.ChromeKey
	look             render.Look
	page, expanded   int
	mine, drag       bool
	drop             int
	bigSeat, toMove  int
	panelTitleLength int
}

// hoverKey names the widgets under the pointer (each draws its own hover look).
type hoverKey struct {
	loc  int
	dice [4]int
}

// draw draws the board: the cached layer, redrawn when what it shows changed, then the pawn
// being carried and the tooltip.
func (b *Board) draw(dst *ebiten.Image) {
	ui := b.ui
	drop, ok := b.locs.DropTarget()
	if !ok {
		drop = -1
	}
	key := layerKey{version: b.version, scale: ui.P.Scale(), chrome: b.t.ChromeKey(), look: b.panel.controls.Look(),
		page: b.panel.page, expanded: b.panel.expanded, mine: b.mine(), drag: b.drag.Active(), drop: drop,
		bigSeat: b.big(), toMove: int(b.g.ToMove()), panelTitleLength: len(b.panel.title)}
	hk := hoverKey{loc: -1}
	hk.loc, _ = b.locs.Hovered()
	for s := 0; s < b.n; s++ {
		hk.dice[s], _ = b.trays[s].Hovered()
	}
	if canvas, stale := b.layer.Begin(dst, key, hk); stale {
		b.drawBoard(canvas)
	}
	b.layer.End(dst, ui)
	b.fight.draw(dst)
	if b.drag.Active() {
		x, y := b.drag.At()
		s := b.seat()
		ui.DrawPawn(dst, render.Pawn{Mark: b.t.Colour(s), Sprite: render.PawnSprites[b.t.Colour(s)%render.NumPlayerColours]},
			render.Point{X: x, Y: y}, 44, 1)
	}
	ui.DrawOverlay(dst)
}

// drawBoard draws the whole board onto the layer's canvas.
func (b *Board) drawBoard(dst *ebiten.Image) {
	ui := b.ui
	dst.Fill(render.DeepSea)
	b.t.DrawTopBar(dst, ui, b.status(), 620)
	ui.RoundRect(dst, locRect.Inset(-4), 12, boardGround)
	titles := b.fitLocations()
	b.locs.Draw(dst, ui)
	b.drawTitles(dst, titles)
	for l := rv.Location(0); l < rv.NumLocations; l++ {
		b.drawDisplay(dst, l, b.locs.ContentRect(int(l)))
	}
	big := b.big()
	for s := 0; s < b.n; s++ {
		b.drawSeat(dst, rules.Seat(s), seatRect(s, big, b.n), s == big)
	}
	b.drawGlory(dst)
	b.panel.draw(dst)
	b.t.DrawLog(dst, ui)
	b.t.DrawBar(dst, ui)
}

// status is the top bar's line: the round, the selection, the Start Player and Honour Ship.
func (b *Board) status() string {
	g := b.g
	if g.Over() {
		return "Final scoring"
	}
	s := "Round " + strconv.Itoa(g.Round()) + " of 6"
	if g.InSetup() {
		s = "Setting up: the starting Reavers"
	} else if g.Decision() == rv.DecideSelect {
		s += " · selection " + strconv.Itoa(g.Selection()+1) + " of 4"
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
	b.ui.P.Text(dst, render.Ellipsize(s, f, w), f, x, y, clr, render.AlignLeft)
}

// fitsLine reports whether s fits in w logical px in face or a fitted smaller size.
func fitsLine(s string, face *render.Face, w float64) bool {
	tw, _ := render.MeasureText(s, render.FitLine(s, face, w))
	return tw <= w
}

// miniCard is a card of a display drawn as a small tinted label: its name on one line, then
// its words wrapped in the height left (in a fitted smaller size when they need it).
func (b *Board) miniCard(dst *ebiten.Image, r render.Rect, tint color.RGBA, name, line string) {
	ui := b.ui
	ui.RoundRect(dst, r, 5, tint)
	ink := render.InkOn(tint)
	b.text(dst, name, ui.Fonts.SmallBold, r.X+6, r.Y+3, r.W-10, ink)
	b.wrapped(dst, line, r.X+6, r.Y+18, r.W-10, r.Bottom()-(r.Y+18), render.WithAlpha(ink, 0.85))
}

// wrapped draws s in Small wrapped to w from (x, y) top within height h (render.FitWrap steps
// the size down when it needs to); a last line that still does not fit is ellipsized.
func (b *Board) wrapped(dst *ebiten.Image, s string, x, y, w, h float64, clr color.RGBA) {
	if s == "" || h < render.FitMinSize {
		return
	}
	if h < 2*b.ui.Fonts.Small.Sized(render.FitMinSize).LineHeight() { // room for one line: fit it
		b.text(dst, s, b.ui.Fonts.Small, x, y, w, clr)
		return
	}
	f, lines, _ := render.FitWrap(s, b.ui.Fonts.Small, w, h)
	lh := f.LineHeight()
	n := max(1, min(len(lines), int(h/lh)))
	for i := 0; i < n; i++ {
		l := lines[i]
		if i == n-1 && n < len(lines) {
			l = render.Ellipsize(l+" "+lines[i+1]+"…", f, w) // more than the room: say so
		}
		b.ui.P.Text(dst, render.Ellipsize(l, f, w), f, x, y+float64(i)*lh, clr, render.AlignLeft)
	}
}

// drawDisplay draws location l's display in r: the cards, dice and stacks it offers.
func (b *Board) drawDisplay(dst *ebiten.Image, l rv.Location, r render.Rect) {
	g, ui := b.g, b.ui
	n := g.DisplaySize(l)
	gap := 6.0
	switch l {
	case rv.RecruitReavers:
		h := min(80, (r.H-gap*float64(n-1))/float64(max(1, n)))
		for i := 0; i < n; i++ {
			st := g.Stack(i)
			y := r.Y + float64(i)*(h+gap)
			ch := (h - 2) / 2
			for k, id := range st {
				cr := render.Rect{X: r.X, Y: y + float64(k)*(ch+2), W: r.W, H: ch}
				if id < 0 {
					continue
				}
				rvr := rv.Reavers[id]
				b.miniCard(dst, cr, clanTints[rvr.Clan], rvr.Name, rvr.Clan.String()+" · tier "+strconv.Itoa(int(rvr.Tier)))
			}
		}
	case rv.RaidVillages, rv.RaidKeeps:
		h := min(100, (r.H-gap*float64(n-1))/float64(max(1, n)))
		tint := render.Mix(locTints[l], render.Paper, 0.55)
		for i := 0; i < n; i++ {
			y := r.Y + float64(i)*(h+gap)
			ch := (h - 2) / 2
			var names [2]string
			var texts [2]string
			if l == rv.RaidKeeps {
				pr := g.KeepPair(i)
				for k, id := range pr {
					if id >= 0 {
						names[k], texts[k] = rv.KeepSpoilsKinds[id].Name, keepWords(&rv.KeepSpoilsKinds[id])
					}
				}
			} else {
				pr := g.VillagePair(i)
				for k, id := range pr {
					if id >= 0 {
						names[k], texts[k] = villageCardName(&rv.VillageSpoilsKinds[id]), villageWords(&rv.VillageSpoilsKinds[id])
					}
				}
			}
			for k := range names {
				if names[k] != "" {
					b.miniCard(dst, render.Rect{X: r.X, Y: y + float64(k)*(ch+2), W: r.W, H: ch}, tint, names[k], texts[k])
				}
			}
		}
	case rv.BattleAtSea:
		h := min(90, (r.H-gap*float64(n-1))/float64(max(1, n)))
		for i := 0; i < n; i++ {
			id := g.SeaBattle(i)
			if id < 0 {
				continue
			}
			bt := rv.Battles[id]
			cr := render.Rect{X: r.X, Y: r.Y + float64(i)*(h+gap), W: r.W, H: h}
			ui.RoundRect(dst, cr, 5, render.Mix(render.Sea, render.Paper, 0.6))
			b.text(dst, bt.Name, ui.Fonts.SmallBold, cr.X+6, cr.Y+3, cr.W-10, render.Ink)
			b.text(dst, "Defence "+strconv.Itoa(int(bt.Defence))+" · or pay", ui.Fonts.Small, cr.X+6, cr.Y+20, cr.W-10, render.Ink)
			b.text(dst, needsWords(bt.Combination), ui.Fonts.Small, cr.X+6, cr.Y+36, cr.W-10, render.Ink)
			b.wrapped(dst, "Win: "+strings.TrimSuffix(bt.Text, "."), cr.X+6, cr.Y+52, cr.W-10, cr.Bottom()-(cr.Y+52), render.InkSoft)
		}
	case rv.TradeWithVillages:
		d := g.TradeDice()
		const ds = 34.0
		k := 0
		for _, td := range d {
			if !td.Present {
				continue
			}
			x := r.X + float64(k%3)*(ds+8) + 4
			y := r.Y + float64(k/3)*(ds+6)
			b.sprite(dst, render.CrewDieSprites[td.Colour][td.Face], render.Rect{X: x, Y: y, W: ds, H: ds}, 1)
			k++
		}
		y := r.Y + 2*(ds+6) + 6
		b.text(dst, "Prophecies", ui.Fonts.SmallBold, r.X, y, r.W, render.Paper)
		y += 20
		ph := min(54, (r.Bottom()-y)/float64(max(1, n))-4) // name and two lines where there is room
		for i := 0; i < n; i++ {
			id := g.ProphecyOnDisplay(i)
			if id < 0 {
				continue
			}
			pr := rv.Prophecies[id]
			b.miniCard(dst, render.Rect{X: r.X, Y: y, W: r.W, H: ph}, render.Mix(render.Sand, render.Paper, 0.3), pr.Name+" · "+strconv.Itoa(int(pr.Glory))+" Glory", pr.Text)
			y += ph + 4
		}
	case rv.SubdueTerritories:
		h := (r.H - 3*float64(rv.NumStacks-1)) / float64(rv.NumStacks)
		for t := rv.StackID(0); t < rv.NumStacks; t++ {
			tr := rv.Territories[t]
			cr := render.Rect{X: r.X, Y: r.Y + float64(t)*(h+3), W: r.W, H: h}
			left := g.Tiles(t)
			a := float32(1)
			if left == 0 {
				a = 0.4
			}
			ui.RoundRect(dst, cr, 4, render.WithAlpha(render.Mix(render.Moss, render.Paper, 0.5), float64(a)))
			b.sprite(dst, render.TerritorySprites[tr.Type][tr.Level-1], render.Rect{X: cr.X + 2, Y: cr.Y + 2, W: h - 4, H: h - 4}, a)
			x := cr.X + h + 2
			b.text(dst, tr.Name+" ×"+strconv.Itoa(left)+" · Def "+strconv.Itoa(tr.Defence()), ui.Fonts.SmallBold, x, cr.Y+1, cr.Right()-x-2, render.Ink)
			if h >= 30 {
				b.text(dst, "Peace "+costWords(tr.Peace)+" → "+tr.Text, ui.Fonts.Small, x, cr.Y+16, cr.Right()-x-2, render.Ink)
			}
		}
	}
}

// drawSeat draws seat s's player board in r: name and Glory, stocks, dice, Leader and slots,
// Artifacts and Ship Upgrades (large for the seat deciding, compact for the others).
func (b *Board) drawSeat(dst *ebiten.Image, s rules.Seat, r render.Rect, large bool) {
	ui, g := b.ui, b.g
	pl := g.Player(s)
	col := b.t.Colour(s)
	ui.SoftShadow(dst, r, 10, 3, 0.35)
	ui.RoundRect(dst, r, 10, render.Paper)
	pc := render.PlayerColours[col%render.NumPlayerColours]
	ui.P.FillRect(dst, render.Rect{X: r.X, Y: r.Y + 10, W: 5, H: r.H - 20}, pc)
	if g.ToMove() == s {
		ui.RoundRing(dst, r, 10, 3, render.Shallow)
	}
	// header
	ui.DrawPlayerMark(dst, col, r.X+20, r.Y+20, 10)
	nameW := r.W - 150
	b.text(dst, b.t.Name(s), ui.Fonts.BodyBold, r.X+36, r.Y+9, nameW, render.Ink)
	ui.P.TextMid(dst, strconv.Itoa(int(pl.Glory))+" Glory", ui.Fonts.BodyBold, r.Right()-(map[bool]float64{true: 60, false: 12})[large], r.Y+20, render.Ink, render.AlignRight)
	tags := ""
	if g.StartPlayer() == s {
		tags = "Start player"
	}
	if g.HonourShip() == s {
		if tags != "" {
			tags += " · "
		}
		tags += "Honour Ship"
	}
	hand := g.HandSize(s)
	line := strconv.Itoa(hand) + " Prophecies"
	if hand == 1 {
		line = "1 Prophecy"
	}
	if pl.Hand != 0 && s == b.t.Viewer() && large { // the viewer's own hand: its names (others see a count)
		var names []string
		for id := rv.ProphecyID(0); id < rv.NumProphecies; id++ {
			if pl.Hand&(1<<uint(id)) != 0 {
				names = append(names, rv.Prophecies[id].Name)
			}
		}
		line = "Prophecies: " + rules.List(names)
	}
	if tags != "" {
		line = tags + " · " + line
	}
	b.text(dst, line, ui.Fonts.Small, r.X+14, r.Y+34, r.W-24, render.InkSoft)
	if home, ok := b.pawnHome(); ok && large && !b.drag.Active() {
		ui.CircleRing(dst, home.X, home.Y, 24, 2, render.Shallow)
		ui.DrawPawn(dst, render.Pawn{Mark: col, Sprite: render.PawnSprites[col%render.NumPlayerColours]}, home, 40, 1)
	}
	// stocks
	y := r.Y + 54
	x := r.X + 14
	tw := 62.0
	if !large {
		tw = (r.W - 24) / 6
	}
	ts, tf := 22.0, ui.Fonts.BodyBold
	if tw < 44 {
		ts, tf = 15, ui.Fonts.SmallBold
	}
	for t := rv.Token(0); t < rv.NumTokens; t++ {
		b.sprite(dst, render.TokenSprites[t], render.Rect{X: x, Y: y + (22-ts)/2, W: ts, H: ts}, 1)
		ui.P.TextMid(dst, strconv.Itoa(int(pl.Tokens[t])), tf, x+ts+2, y+11, render.Ink, render.AlignLeft)
		x += tw
	}
	// dice
	tray := &b.trays[s]
	th := 92.0
	if !large {
		th = 104
	}
	tray.Rect = render.Rect{X: r.X + 10, Y: y + 28, W: r.W - 20, H: th}
	if !large {
		tray.DieSize = 22
	} else {
		tray.DieSize = 0
	}
	tray.Draw(dst, ui)
	y = tray.Rect.Bottom() + 6
	// Leader and Specialise slots
	if large {
		w := (r.W - 20 - 4*6) / 5
		boxes := []struct {
			label string
			cards []rv.ReaverID
		}{{"Leader", []rv.ReaverID{pl.Leader}}}
		for sl := rv.Slot(0); sl < rv.NumSlots; sl++ {
			var cs []rv.ReaverID
			for _, id := range pl.Slots[sl] {
				if id >= 0 {
					cs = append(cs, id)
				}
			}
			boxes = append(boxes, struct {
				label string
				cards []rv.ReaverID
			}{sl.String(), cs})
		}
		for i, bx := range boxes {
			br := render.Rect{X: r.X + 10 + float64(i)*(w+6), Y: y, W: w, H: 62}
			ui.RoundRect(dst, br, 6, render.PaperShade)
			b.text(dst, bx.label, ui.Fonts.SmallBold, br.X+5, br.Y+2, br.W-8, render.InkSoft)
			cy := br.Y + 20
			ch := (br.H - 22) / 3
			for _, id := range bx.cards {
				if id < 0 {
					continue
				}
				rr := rv.Reavers[id]
				cr := render.Rect{X: br.X + 3, Y: cy, W: br.W - 6, H: ch - 1}
				ui.RoundRect(dst, cr, 3, clanTints[rr.Clan])
				b.text(dst, rr.Name, ui.Fonts.Small, cr.X+3, cr.Y-1, cr.W-5, render.InkOn(clanTints[rr.Clan]))
				cy += ch
			}
		}
		y += 68
	} else {
		leader := "no Leader yet"
		if pl.Leader >= 0 {
			leader = "Leader: " + rv.Reavers[pl.Leader].Name
		}
		b.text(dst, leader, ui.Fonts.SmallBold, r.X+14, y, r.W-24, render.Ink)
		y += 18
		sl := ""
		for k := rv.Slot(0); k < rv.NumSlots; k++ {
			c := 0
			for _, id := range pl.Slots[k] {
				if id >= 0 {
					c++
				}
			}
			if k > 0 {
				sl += " · "
			}
			sl += k.String() + " " + strconv.Itoa(c)
		}
		b.text(dst, sl, ui.Fonts.Small, r.X+14, y, r.W-24, render.Ink)
		y += 20
	}
	// Artifacts and Ship Upgrades
	aw := (r.W - 20 - 3*40 - 3*4 - 10) / 4
	if !large {
		aw = (r.W - 20 - 3*4 - 3*30 - 6) / 4
	}
	for i := 0; i < rv.ArtifactSpaces; i++ {
		ar := render.Rect{X: r.X + 10 + float64(i)*(aw+4), Y: y, W: aw, H: 36}
		ui.RoundRect(dst, ar, 5, render.WithAlpha(render.Sand, 0.7))
		a := pl.Artifacts[i]
		if a < 0 && !large {
			continue
		}
		if a < 0 {
			b.text(dst, "Artifact", ui.Fonts.Small, ar.X+5, ar.Y+9, ar.W-8, render.WithAlpha(render.InkSoft, 0.6))
			continue
		}
		art := rv.Artifacts[a]
		b.text(dst, art.Name, ui.Fonts.Small, ar.X+4, ar.Y+1, ar.W-6, render.Ink)
		if pl.Stored&(1<<i) != 0 {
			b.sprite(dst, render.CrewDieSprites[art.HoldsColour][art.HoldsFace], render.Rect{X: ar.X + 3, Y: ar.Y + 17, W: 17, H: 17}, 1)
			b.text(dst, "stored", ui.Fonts.Small, ar.X+22, ar.Y+18, ar.W-24, render.InkSoft)
		} else {
			b.sprite(dst, render.CrewDieSprites[art.HoldsColour][art.HoldsFace], render.Rect{X: ar.X + 3, Y: ar.Y + 17, W: 17, H: 17}, 0.3)
		}
	}
	ux := r.X + 10 + 4*(aw+4) + 6
	us := 44.0
	if !large {
		us = 30
	}
	for i, u := range pl.Upgrades {
		ur := render.Rect{X: ux + float64(i)*us, Y: y + (36-(us-8))/2, W: us - 8, H: us - 8}
		if !u.Present {
			ui.RoundRing(dst, ur, 6, 1, render.WithAlpha(render.InkSoft, 0.4))
			continue
		}
		name := render.UpgradeSprites[u.Kind]
		if u.Used {
			name = render.UsedUpgradeSprites[u.Kind]
		}
		b.sprite(dst, name, ur, 1)
	}
}

// drawGlory draws the Glory standings: each seat's mark on a track, with the number.
func (b *Board) drawGlory(dst *ebiten.Image) {
	ui := b.ui
	r := gloryRect
	ui.RoundRect(dst, r, 10, render.Paper)
	ui.P.Text(dst, "Glory", ui.Fonts.BodyBold, r.X+14, r.Y+6, render.Ink, render.AlignLeft)
	top := 30
	for s := 0; s < b.n; s++ {
		top = max(top, int(b.g.Player(rules.Seat(s)).Glory)+5)
	}
	top = (top + 9) / 10 * 10
	line := render.Rect{X: r.X + 24, Y: r.Y + 52, W: r.W - 48, H: 4}
	ui.P.FillRect(dst, line, render.PaperShade)
	for v := 0; v <= top; v += 10 {
		x := line.X + line.W*float64(v)/float64(top)
		ui.P.FillRect(dst, render.Rect{X: x - 1, Y: line.Y - 6, W: 2, H: 16}, render.InkSoft)
		ui.P.Text(dst, strconv.Itoa(v), ui.Fonts.Small, x, line.Y+12, render.InkSoft, render.AlignCenter)
	}
	for s := 0; s < b.n; s++ {
		gl := int(b.g.Player(rules.Seat(s)).Glory)
		x := line.X + line.W*float64(gl)/float64(top)
		ui.DrawPlayerMark(dst, b.t.Colour(rules.Seat(s)), x, line.Y+2-float64(s)*4, 9)
	}
	x := r.X + 90
	for s := 0; s < b.n; s++ {
		ui.DrawPlayerMark(dst, b.t.Colour(rules.Seat(s)), x, r.Y+17, 7)
		w := b.t.Name(rules.Seat(s)) + " " + strconv.Itoa(int(b.g.Player(rules.Seat(s)).Glory))
		b.text(dst, w, ui.Fonts.Small, x+11, r.Y+8, 96, render.Ink)
		x += 108
	}
	ui.P.Flush(dst)
}
