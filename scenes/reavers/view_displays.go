package reavers

import (
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"northtable/render"
	"northtable/rules"
	rv "northtable/rules/reavers"
	"northtable/scenes/table"
)

// displays is the six locations' displays (Reavers spec §11 "Board": the cards, dice and
// stacks each offers, its deck and discard pile), a part of the view: it lays them out as
// spots in the location board's columns, each marked for the pending decision, and draws
// them; the spots take the pointer (render.Spots) from the rectangles drawn, a tap going to
// the picker's chooser, which a new layout closes.
type displays struct {
	*pos
	pen     render.Pen            // notes the words cut short (the probe's CutDisplayWords)
	locs    *render.LocationBoard // the columns the displays lie in (the view's)
	chooser *chooser              // the chooser open on a spot (the picker's)
	spots   []spot
	hits    render.Spots // the spots' looks and hit parts, by the same index
	probe   func(s *spot) (rules.Move, bool)
	// locTips are the locations' full words, shown beside their title bands.
	locTips [rv.NumLocations]string
	// drawn are the counts on each deck's draw and discard piles at the last drawing (-1: not
	// drawn), for the probe's PileCount.
	drawn [rv.NumDecks][2]int
}

// spot is one thing of a display that may be chosen: a stack, a pair, a card, a die, a
// Territory stack, a deck.
type spot struct {
	kind  spotKind
	loc   rv.Location
	index int
	rect  render.Rect // the whole spot, logical px
	// choice marks a spot of the kind the viewer's decision chooses among; moves are the legal
	// moves choosing it (targets.go), probe the move a tap means there (its refusal says why).
	choice bool
	moves  []rules.Move
	probe  rules.Move
}

// Display metrics, logical px.
const (
	displayGap = 6.0  // between the stacks, pairs and cards of a display
	chipW      = 47.0 // a deck or discard pile beside the pawn spot
	chipH      = 50.0
	stripH     = 26.0 // the Sea Journey deck's strip on Battle at Sea
)

// locDeck is the deck whose draw and discard piles stand beside location l's pawn spot (-1
// for Subdue, which has Territory stacks instead).
var locDeck = [rv.NumLocations]rv.Deck{
	rv.RecruitReavers:    rv.ReaverDeck,
	rv.TradeWithVillages: rv.ProphecyDeck,
	rv.BattleAtSea:       rv.SeaBattleDeck,
	rv.RaidVillages:      rv.VillageSpoilsDeck,
	rv.RaidKeeps:         rv.KeepSpoilsDeck,
	rv.SubdueTerritories: -1,
}

// layoutDisplays lays out every display's spots from the position (after fillLocations, whose
// lines decide where each display starts), each marked for the pending decision; the chooser
// closes.
func (d *displays) layoutDisplays() {
	d.spots = d.spots[:0]
	d.hits.Reset()
	d.hits.Why = func(i int) string { return d.whyNot(d.ix, i) }
	d.chooser.closePicker()
	d.probe = nil
	if d.mine() && !d.g.Over() {
		d.probe = d.prober(d.g.Decision())
	}
	for l := rv.Location(0); l < rv.NumLocations; l++ {
		d.layoutHeader(l)
		if dk := locDeck[l]; dk >= 0 {
			d.layoutPiles(l, dk)
		}
		r := d.locs.ContentRect(int(l))
		r.X, r.W = r.X-5, r.W+10 // the cards run nearer the tile's frame: their words need the width
		switch l {
		case rv.RecruitReavers:
			d.layoutPairs(l, spotStack, r, 80)
		case rv.RaidVillages:
			d.layoutPairs(l, spotVillage, r, 100)
		case rv.RaidKeeps:
			d.layoutPairs(l, spotKeep, r, 100)
		case rv.BattleAtSea:
			d.layoutBattles(r)
		case rv.TradeWithVillages:
			d.layoutTrade(r)
		case rv.SubdueTerritories:
			d.layoutTerritories(r)
		}
	}
}

// add adds spot s, marked for the pending decision (lit with the legal moves choosing it, or
// dimmed among the kind it chooses), with its hit parts: the whole spot saying tip when none
// are given.
func (d *displays) add(s spot, tip string, parts ...render.SpotPart) {
	s.moves = d.ix.Moves(s.key())
	if d.probe != nil {
		s.probe, s.choice = d.probe(&s)
	}
	look := render.SpotPlain
	switch {
	case len(s.moves) > 0:
		look = render.SpotLegal
	case s.choice:
		look = render.SpotDimmed
	case s.kind == spotHeader:
		look = render.SpotQuiet
	}
	i := d.hits.Add(s.rect, look)
	d.spots = append(d.spots, s)
	if len(parts) == 0 {
		parts = []render.SpotPart{{Rect: s.rect, Tip: tip}}
	}
	for _, p := range parts {
		p.Spot = i
		d.hits.AddPart(p)
	}
}

// layoutHeader adds location l's header (its title band, cost and bonus lines) as a spot whose
// tooltip is the location's words, shown beside the title band (never over the status line).
func (d *displays) layoutHeader(l rv.Location) {
	r, c := d.locs.LocationRect(int(l)), d.locs.ContentRect(int(l))
	tip := d.locTips[l]
	if loc := &d.locs.Locations[l]; loc.Dimmed && loc.Reason != "" {
		tip = loc.Reason
	}
	h := render.Rect{X: r.X, Y: r.Y, W: r.W, H: c.Y - r.Y}
	d.add(spot{kind: spotHeader, loc: l, index: int(l), rect: h}, "",
		render.SpotPart{Rect: h, Tip: tip, TipAt: render.Rect{X: r.X, Y: r.Y, W: r.W, H: render.LocationBandH}})
}

// layoutPiles adds deck dk's draw pile left of location l's pawn spot and its discard pile at
// the right.
func (d *displays) layoutPiles(l rv.Location, dk rv.Deck) {
	r := d.locs.LocationRect(int(l))
	c := d.locs.SpotCentre(int(l), 0)
	y := c.Y - chipH/2 + 3
	left := render.Rect{X: max(r.X+8, c.X-28-chipW), Y: y, W: chipW, H: chipH}
	right := render.Rect{X: min(r.Right()-8-chipW, c.X+28), Y: y, W: chipW, H: chipH}
	d.add(spot{kind: spotDeck, loc: l, index: int(dk), rect: left}, d.g.DeckWords(dk))
	d.add(spot{kind: spotDiscard, loc: l, index: int(dk), rect: right}, d.g.DiscardWords(dk))
}

// layoutPairs lays out a display of stacks or pairs of two cards (Recruit Reavers, the Raids)
// in r, each at most maxH tall, every card its own part with its own words; a place taken
// this round still answers, saying so.
func (d *displays) layoutPairs(l rv.Location, kind spotKind, r render.Rect, maxH float64) {
	n := d.g.DisplaySize(l)
	h := min(maxH, (r.H-displayGap*float64(n-1))/float64(max(1, n)))
	ch := (h - 2) / 2
	for i := 0; i < n; i++ {
		sr := render.Rect{X: r.X, Y: r.Y + float64(i)*(h+displayGap), W: r.W, H: h}
		var parts []render.SpotPart
		for k, c := range d.g.DisplayCards(l, int8(i)) {
			if c != rv.NoCard { // the card and half the gap
				parts = append(parts, render.SpotPart{Rect: render.Rect{X: r.X, Y: sr.Y + float64(k)*(ch+1), W: r.W, H: ch + 1}, Tip: rv.CardWords(c)})
			}
		}
		d.add(spot{kind: kind, loc: l, index: i, rect: sr}, rv.TakenPlaceWords, parts...)
	}
}

// layoutBattles lays out Battle at Sea: the Sea Journey deck's strip, then the face-up Sea
// Battles.
func (d *displays) layoutBattles(r render.Rect) {
	d.add(spot{kind: spotDeck, loc: rv.BattleAtSea, index: int(rv.SeaJourneyDeck), rect: render.Rect{X: r.X, Y: r.Y, W: r.W, H: stripH}},
		d.g.DeckWords(rv.SeaJourneyDeck))
	top := r.Y + stripH + displayGap
	n := d.g.DisplaySize(rv.BattleAtSea)
	h := min(90, (r.Bottom()-top-displayGap*float64(n-1))/float64(max(1, n)))
	for i := 0; i < n; i++ {
		if id := d.g.SeaBattle(i); id >= 0 {
			cr := render.Rect{X: r.X, Y: top + float64(i)*(h+displayGap), W: r.W, H: h}
			d.add(spot{kind: spotBattle, loc: rv.BattleAtSea, index: i, rect: cr}, rv.CardWords(rv.Card{Deck: rv.SeaBattleDeck, ID: int8(id)}))
		}
	}
}

// Trade display metrics, logical px.
const (
	tradeDie    = 30.0
	tradeDieGap = 8.0
)

// tradeDieRect is the place of the k-th Trade die present (in TradeDice order) on the Trade
// display whose free area is r: rows of three, centred.
func tradeDieRect(r render.Rect, k int) render.Rect {
	x := r.X + (r.W-3*tradeDie-2*tradeDieGap)/2 + float64(k%3)*(tradeDie+tradeDieGap)
	y := r.Y + float64(k/3)*(tradeDie+5)
	return render.Rect{X: x, Y: y, W: tradeDie, H: tradeDie}
}

// layoutTrade lays out Trade with Villages: its six dice places in two rows, then the
// face-up Prophecies under their label.
func (d *displays) layoutTrade(r render.Rect) {
	k := 0
	for i, td := range d.g.TradeDice() {
		if td.Present {
			d.add(spot{kind: spotDie, loc: rv.TradeWithVillages, index: i, rect: tradeDieRect(r, k)}, rv.TradeDieWords(td))
			k++
		}
	}
	y := d.prophecyTop(r)
	n := d.g.DisplaySize(rv.TradeWithVillages)
	ph := min(66, (r.Bottom()-y)/float64(max(1, n))-4) // a name and three lines where there is room
	for i := 0; i < n; i++ {
		if id := d.g.ProphecyOnDisplay(i); id >= 0 {
			d.add(spot{kind: spotProphecy, loc: rv.TradeWithVillages, index: i, rect: render.Rect{X: r.X, Y: y, W: r.W, H: ph}},
				rv.CardWords(rv.Card{Deck: rv.ProphecyDeck, ID: int8(id)}))
			y += ph + 4
		}
	}
}

// prophecyTop is where the Trade display's first Prophecy card starts, under the dice and the
// rv.ProphecyLabel label.
func (d *displays) prophecyTop(r render.Rect) float64 { return r.Y + 2*(tradeDie+5) + 2 + 18 }

// layoutTerritories lays out Subdue Territories' nine stacks, one row each.
func (d *displays) layoutTerritories(r render.Rect) {
	h := (r.H - 3*float64(rv.NumStacks-1)) / float64(rv.NumStacks)
	for t := rv.StackID(0); t < rv.NumStacks; t++ {
		d.add(spot{kind: spotTerritory, loc: rv.SubdueTerritories, index: int(t), rect: render.Rect{X: r.X, Y: r.Y + float64(t)*(h+3), W: r.W, H: h}},
			rv.TerritoryWords(t, d.g.Tiles(t)))
	}
}

// drawDisplays draws every location's display from its spots, each with its look (render.Spots:
// the targets of the pending decision glowing, the other places it chooses among dimmed).
func (d *displays) drawDisplays(dst *ebiten.Image) {
	d.pen.Begin()
	defer d.pen.End()
	for k := range d.drawn {
		d.drawn[k] = [2]int{-1, -1}
	}
	ui := d.ui
	r := d.locs.ContentRect(int(rv.TradeWithVillages))
	d.pen.Text(dst, ui, "Prophecies", ui.Fonts.SmallBold, r.X, d.prophecyTop(r)-18, r.W, render.Ink)
	for i := range d.spots {
		d.drawSpot(dst, &d.spots[i])
		d.hits.Mark(dst, ui, i)
	}
}

// drawSpot draws one spot of a display.
func (d *displays) drawSpot(dst *ebiten.Image, s *spot) {
	g, ui := d.g, d.ui
	r := s.rect
	switch s.kind {
	case spotStack, spotVillage, spotKeep:
		cards := g.DisplayCards(s.loc, int8(s.index))
		if cards[0] == rv.NoCard && cards[1] == rv.NoCard { // taken this round: a faint dashed outline where the cards lay
			render.DashedOutline(dst, r.Inset(3))
			return
		}
		ch := (r.H - 2) / 2
		for k, c := range cards {
			if c != rv.NoCard {
				cv := stripCard(c)
				d.pen.Card(dst, ui, &cv, render.Rect{X: r.X, Y: r.Y + float64(k)*(ch+2), W: r.W, H: ch})
			}
		}
	case spotBattle:
		bt := rv.Battles[g.SeaBattle(s.index)]
		ui.RoundRect(dst, r, 5, render.Mix(render.Sea, render.Paper, 0.6))
		d.pen.Text(dst, ui, bt.Name, ui.Fonts.SmallBold, r.X+5, r.Y+3, r.W-9, render.Ink)
		d.pen.Icons(dst, ui, icons(bt.PayGlyphs()), ui.Fonts.Small, r.X+5, r.Y+19, r.W-9, render.Ink)
		win := bt.WinLine()
		if gs, ok := bt.WinGlyphs(); ok && r.H < 3*ui.Fonts.Small.LineHeight()+20 && !render.FitsLine(win, ui.Fonts.Small, r.W-9) {
			d.pen.Icons(dst, ui, icons(gs), ui.Fonts.Small, r.X+5, r.Y+36, r.W-9, render.InkSoft)
			return
		}
		d.pen.Fitted(dst, ui, win, ui.Fonts.Small, render.Rect{X: r.X + 5, Y: r.Y + 36, W: r.W - 9, H: r.Bottom() - (r.Y + 36) - 1}, render.InkSoft)
	case spotDie:
		td := g.TradeDice()[s.index]
		ui.SpriteIn(dst, render.CrewDieSprites[td.Colour][td.Face], r, 1)
	case spotProphecy:
		cv := stripCard(rv.Card{Deck: rv.ProphecyDeck, ID: int8(g.ProphecyOnDisplay(s.index))})
		d.pen.Card(dst, ui, &cv, r)
	case spotTerritory:
		d.drawTerritory(dst, s)
	case spotDeck, spotDiscard:
		d.drawPile(dst, s)
	}
}

// stripCard is card c of a display as the kit's small landscape card: its name on its deck's
// tint, then its short line (a Spoils card's gains as icons where they fit).
func stripCard(c rv.Card) render.CardView {
	cv := render.CardView{Strip: true}
	switch c.Deck {
	case rv.ReaverDeck:
		r := &rv.Reavers[c.ID]
		cv.Tint, cv.Title, cv.Body = clanTints[r.Clan], r.Name, r.StripLine()
	case rv.VillageSpoilsDeck:
		v := &rv.VillageSpoilsKinds[c.ID]
		gs, _ := v.Glyphs()
		cv.Tint, cv.Title, cv.Body, cv.Icons = spoilsTint(rv.RaidVillages), v.ShortName(), v.Line(), icons(gs)
	case rv.KeepSpoilsDeck:
		k := &rv.KeepSpoilsKinds[c.ID]
		gs, _ := k.Glyphs()
		cv.Tint, cv.Title, cv.Body, cv.Icons = spoilsTint(rv.RaidKeeps), k.Name, k.Line(), icons(gs)
	case rv.ProphecyDeck:
		p := &rv.Prophecies[c.ID]
		cv.Tint, cv.Title, cv.Body = render.Mix(render.Sand, render.Paper, 0.3), p.Heading(), p.Text
	}
	return cv
}

// spoilsTint is the tint of a Spoils card on Raid l's display: the location's, paled.
func spoilsTint(l rv.Location) color.RGBA { return render.Mix(locTints[l], render.Paper, 0.55) }

// territoryTints mark a Territory row's type at its left edge: Food, Favour, Dice.
var territoryTints = [3]color.RGBA{
	{0xC0, 0x8A, 0x3A, 0xFF}, // Food: wheat
	{0x4A, 0x7A, 0xB0, 0xFF}, // Favour: sky
	{0x9A, 0x3A, 0x3A, 0xFF}, // Dice: red
}

// drawTerritory draws a Territory stack's row: its type's mark, its name, tiles left and
// Defence, then its Peace cost and reward (icons; the tooltip has the words).
func (d *displays) drawTerritory(dst *ebiten.Image, s *spot) {
	ui, r := d.ui, s.rect
	t := rv.StackID(s.index)
	tr, left := &rv.Territories[t], d.g.Tiles(t)
	a := 1.0
	if left == 0 {
		a = 0.4 // no tile left
	}
	ui.RoundRect(dst, r, 4, render.WithAlpha(render.Mix(render.Moss, render.Paper, 0.5), a))
	ui.RoundRect(dst, render.Rect{X: r.X, Y: r.Y, W: 4, H: r.H}, 2, render.WithAlpha(territoryTints[tr.Type], a))
	x := r.X + 7
	w := r.Right() - x - 3
	head := tr.Heading(left)
	peace := icons(tr.PeaceGlyphs())
	lh := ui.Fonts.Small.Sized(render.FitMinSize).LineHeight()
	if r.H >= 2*lh {
		d.pen.Text(dst, ui, head, ui.Fonts.SmallBold, x, r.Y+(r.H-2*lh)/2, w, render.Ink)
		d.pen.Icons(dst, ui, peace, ui.Fonts.Small, x, r.Y+(r.H-2*lh)/2+lh, w, render.Ink)
		return
	}
	d.pen.Text(dst, ui, head, ui.Fonts.SmallBold, x, r.Y+1, w, render.Ink)
	d.pen.Note(strings.Join(peace, " ")) // no room for the Peace line: the promise is broken
}

// drawPile draws a deck's draw or discard pile as the kit's chip: its back, its count, and
// what it is; the Sea Journey deck as one strip with both counts.
func (d *displays) drawPile(dst *ebiten.Image, s *spot) {
	dk := rv.Deck(s.index)
	draw, dis := d.g.DeckSize(dk)
	chip := render.DeckChip{Back: render.CardBackSprites[dk], Count: draw, Label: rv.DeckLabel}
	switch {
	case s.rect.H <= stripH: // the Sea Journey strip
		chip.Label = d.g.JourneyLine()
		d.drawn[dk][1] = dis
	case s.kind == spotDiscard:
		chip.Count, chip.Label, chip.Faded = dis, rv.DiscardLabel, true
	}
	d.drawn[dk][s.kind-spotDeck] = chip.Count
	if !chip.Draw(dst, d.ui, s.rect) {
		d.pen.Note(chip.Label)
	}
}

// whyNot is why spot i, of the kind the decision chooses among, cannot be chosen, in the
// rules' words ("" when it can or is not of that kind).
func (d *displays) whyNot(ix *table.Index[target], i int) string {
	if s := &d.spots[i]; s.choice {
		return ix.WhyNot(s.key(), s.probe)
	}
	return ""
}

// spotOf is the spot a legal move of the pending decision chooses, -1 for a move that chooses
// nothing on the displays.
func (d *displays) spotOf(m rules.Move) int {
	if k, ok := targetOf(d.g, m); ok {
		for i := range d.spots {
			if d.spots[i].key() == k {
				return i
			}
		}
	}
	return -1
}
