package reavers

import (
	"cmp"
	"image/color"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"northtable/render"
	"northtable/rules"
	rv "northtable/rules/reavers"
	"northtable/scenes/table"
)

// The displays of the six locations (Reavers spec §11 "Board"): the cards, dice and stacks
// each offers, its deck and discard pile with their sizes, laid out as spots (layoutDisplays)
// that are drawn (drawDisplay) and take the pointer (targets.go) from the same rectangles.

// displays is the displays' spots and their hit areas, a part of the view: it lays them out
// in the location board's columns, marks the pending decision's targets on them and draws
// them; a tap on one goes to the picker's chooser, which it closes when the spots change.
type displays struct {
	*pos
	pen     *pen
	locs    *render.LocationBoard // the columns the displays lie in (the view's)
	chooser *chooser              // the chooser open on a spot (the picker's)
	spots   []spot
	parts   []part
	hits    render.Controls // one control per part, ID part+1
	// worded marks the dimmed parts whose refusal is worded into their control (on the first
	// hover: the index words it once)
	worded []bool
	// locTips are the locations' full words, shown beside their title bands.
	locTips [rv.NumLocations]string
	// drawn are the counts drawn on each deck's draw and discard piles at the last drawing
	// (-1: not drawn), for the probe surface (PileCount).
	drawn [rv.NumDecks][2]int
}

// spot is one thing of a display that may be chosen: a stack, a pair, a card, a die, a
// Territory stack, a deck. Its parts are what takes the pointer (a stack's two cards, each with
// its own words).
type spot struct {
	kind  spotKind
	loc   rv.Location
	index int
	rect  render.Rect // the whole spot, logical px
	// choice marks a spot of the kind the viewer's pending decision chooses among, legal or
	// not; moves are the legal moves choosing it (the index's, targets.go), probe the move a
	// tap would make there, whose refusal says why a dimmed one cannot be chosen.
	choice bool
	moves  []rules.Move
	probe  rules.Move
}

// part is one hit area of a spot: a card of a stack or pair, or the whole spot.
type part struct {
	spot int
	rect render.Rect
	tip  string
}

// Display metrics, logical px.
const (
	displayGap = 6.0  // between the stacks, pairs and cards of a display
	chipW      = 47.0 // a deck or discard pile beside the pawn spot
	chipH      = 50.0
	backW      = 22.0 // a deck back's sprite in a chip
	backH      = 31.0
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
// lines decide where each display starts), then marks the pending decision's targets.
func (d *displays) layoutDisplays() {
	d.spots, d.parts = d.spots[:0], d.parts[:0]
	d.chooser.picked, d.chooser.picks = -1, nil
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
	d.markTargets()
}

// addSpot adds a spot and its whole rectangle as its one part, returning the spot's index.
func (d *displays) addSpot(s spot, tip string) int {
	d.spots = append(d.spots, s)
	i := len(d.spots) - 1
	d.parts = append(d.parts, part{spot: i, rect: s.rect, tip: tip})
	return i
}

// layoutHeader adds location l's header (its title band, cost and bonus lines) as a spot whose
// tooltip is the location's words, shown beside the title band (never over the status line).
func (d *displays) layoutHeader(l rv.Location) {
	r := d.locs.LocationRect(int(l))
	c := d.locs.ContentRect(int(l))
	loc := &d.locs.Locations[l]
	tip := d.locTips[l]
	if loc.Dimmed && loc.Reason != "" {
		tip = loc.Reason
	}
	d.addSpot(spot{kind: spotHeader, loc: l, index: int(l), rect: render.Rect{X: r.X, Y: r.Y, W: r.W, H: c.Y - r.Y}}, tip)
}

// layoutPiles adds deck dk's draw pile left of location l's pawn spot and its discard pile at
// the right.
func (d *displays) layoutPiles(l rv.Location, dk rv.Deck) {
	r := d.locs.LocationRect(int(l))
	c := d.locs.SpotCentre(int(l), 0)
	y := c.Y - chipH/2 + 3
	left := render.Rect{X: max(r.X+8, c.X-28-chipW), Y: y, W: chipW, H: chipH}
	right := render.Rect{X: min(r.Right()-8-chipW, c.X+28), Y: y, W: chipW, H: chipH}
	d.addSpot(spot{kind: spotDeck, loc: l, index: int(dk), rect: left}, d.g.DeckWords(dk))
	d.addSpot(spot{kind: spotDiscard, loc: l, index: int(dk), rect: right}, d.g.DiscardWords(dk))
}

// layoutPairs lays out a display of stacks or pairs of two cards (Recruit Reavers, the Raids)
// in r, each at most maxH tall, every card its own part with its own words.
func (d *displays) layoutPairs(l rv.Location, kind spotKind, r render.Rect, maxH float64) {
	g := d.g
	n := g.DisplaySize(l)
	h := min(maxH, (r.H-displayGap*float64(n-1))/float64(max(1, n)))
	ch := (h - 2) / 2
	for i := 0; i < n; i++ {
		sr := render.Rect{X: r.X, Y: r.Y + float64(i)*(h+displayGap), W: r.W, H: h}
		si := len(d.spots)
		d.spots = append(d.spots, spot{kind: kind, loc: l, index: i, rect: sr})
		cards := 0
		for k := 0; k < rv.StackSize; k++ {
			cr := render.Rect{X: r.X, Y: sr.Y + float64(k)*(ch+1), W: r.W, H: ch + 1} // the card and half the gap
			if tip := d.cardTip(kind, i, k); tip != "" {
				d.parts = append(d.parts, part{spot: si, rect: cr, tip: tip})
				cards++
			}
		}
		if cards == 0 { // taken this round: the place still answers, saying so
			d.parts = append(d.parts, part{spot: si, rect: sr, tip: rv.TakenPlaceWords})
		}
	}
}

// cardTip is the full words of card k of stack or pair i ("" for an empty place).
func (d *displays) cardTip(kind spotKind, i, k int) string {
	g := d.g
	switch kind {
	case spotStack:
		if id := g.Stack(i)[k]; id >= 0 {
			return rv.CardWords(rv.Card{Deck: rv.ReaverDeck, ID: int8(id)})
		}
	case spotVillage:
		if id := g.VillagePair(i)[k]; id >= 0 {
			return rv.CardWords(rv.Card{Deck: rv.VillageSpoilsDeck, ID: int8(id)})
		}
	case spotKeep:
		if id := g.KeepPair(i)[k]; id >= 0 {
			return rv.CardWords(rv.Card{Deck: rv.KeepSpoilsDeck, ID: int8(id)})
		}
	}
	return ""
}

// layoutBattles lays out Battle at Sea: the Sea Journey deck's strip, then the face-up Sea
// Battles.
func (d *displays) layoutBattles(r render.Rect) {
	g := d.g
	d.addSpot(spot{kind: spotDeck, loc: rv.BattleAtSea, index: int(rv.SeaJourneyDeck), rect: render.Rect{X: r.X, Y: r.Y, W: r.W, H: stripH}},
		g.DeckWords(rv.SeaJourneyDeck))
	top := r.Y + stripH + displayGap
	n := g.DisplaySize(rv.BattleAtSea)
	h := min(90, (r.Bottom()-top-displayGap*float64(n-1))/float64(max(1, n)))
	for i := 0; i < n; i++ {
		id := g.SeaBattle(i)
		if id < 0 {
			continue
		}
		cr := render.Rect{X: r.X, Y: top + float64(i)*(h+displayGap), W: r.W, H: h}
		d.addSpot(spot{kind: spotBattle, loc: rv.BattleAtSea, index: i, rect: cr},
			rv.CardWords(rv.Card{Deck: rv.SeaBattleDeck, ID: int8(id)}))
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
	g := d.g
	k := 0
	for i, td := range g.TradeDice() {
		if !td.Present {
			continue
		}
		d.addSpot(spot{kind: spotDie, loc: rv.TradeWithVillages, index: i, rect: tradeDieRect(r, k)},
			rv.TradeDieWords(td))
		k++
	}
	y := d.prophecyTop(r)
	n := g.DisplaySize(rv.TradeWithVillages)
	ph := min(66, (r.Bottom()-y)/float64(max(1, n))-4) // a name and three lines where there is room
	for i := 0; i < n; i++ {
		id := g.ProphecyOnDisplay(i)
		if id < 0 {
			continue
		}
		d.addSpot(spot{kind: spotProphecy, loc: rv.TradeWithVillages, index: i, rect: render.Rect{X: r.X, Y: y, W: r.W, H: ph}},
			rv.CardWords(rv.Card{Deck: rv.ProphecyDeck, ID: int8(id)}))
		y += ph + 4
	}
}

// prophecyTop is where the Trade display's first Prophecy card starts, under the dice and the
// "Prophecies" label.
func (d *displays) prophecyTop(r render.Rect) float64 { return r.Y + 2*(tradeDie+5) + 2 + 18 }

// layoutTerritories lays out Subdue Territories' nine stacks, one row each.
func (d *displays) layoutTerritories(r render.Rect) {
	h := (r.H - 3*float64(rv.NumStacks-1)) / float64(rv.NumStacks)
	for t := rv.StackID(0); t < rv.NumStacks; t++ {
		d.addSpot(spot{kind: spotTerritory, loc: rv.SubdueTerritories, index: int(t), rect: render.Rect{X: r.X, Y: r.Y + float64(t)*(h+3), W: r.W, H: h}},
			rv.TerritoryWords(t, d.g.Tiles(t)))
	}
}

// drawDisplays draws every location's display from its spots, the targets of the pending
// decision glowing and the other places it chooses among dimmed.
func (d *displays) drawDisplays(dst *ebiten.Image) {
	d.pen.cutting, d.pen.cuts = true, d.pen.cuts[:0]
	for k := range d.drawn {
		d.drawn[k] = [2]int{-1, -1}
	}
	defer func() { d.pen.cutting = false }()
	ui := d.ui
	for l := rv.Location(0); l < rv.NumLocations; l++ {
		if l == rv.TradeWithVillages {
			r := d.locs.ContentRect(int(l))
			d.pen.text(dst, "Prophecies", ui.Fonts.SmallBold, r.X, d.prophecyTop(r)-18, r.W, render.Ink)
		}
	}
	hot := d.hotSpot()
	for i := range d.spots {
		s := &d.spots[i]
		d.drawSpot(dst, s)
		switch {
		case len(s.moves) > 0:
			glow(ui, dst, s.rect, i == hot)
		case s.choice:
			ui.RoundRect(dst, s.rect.Inset(-1), 5, render.WithAlpha(render.PaperShade, 1-render.DimAlpha))
		case i == hot && s.kind != spotHeader:
			ui.RoundRing(dst, s.rect.Inset(-1), 6, 1.5, render.WithAlpha(render.Ink, 0.45))
		}
	}
}

// drawSpot draws one spot of a display.
func (d *displays) drawSpot(dst *ebiten.Image, s *spot) {
	g, ui := d.g, d.ui
	r := s.rect
	switch s.kind {
	case spotStack, spotVillage, spotKeep:
		if d.emptyPlace(s) { // taken this round: a faint dashed outline where the cards lay
			dashedOutline(dst, r.Inset(3), emptyInk)
			return
		}
	}
	switch s.kind {
	case spotStack:
		ch := (r.H - 2) / 2
		for k, id := range g.Stack(s.index) {
			if id < 0 {
				continue
			}
			rvr := rv.Reavers[id]
			cr := render.Rect{X: r.X, Y: r.Y + float64(k)*(ch+2), W: r.W, H: ch}
			d.pen.miniCard(dst, cr, clanTints[rvr.Clan], rvr.Name, rvr.Clan.String()+" · tier "+strconv.Itoa(int(rvr.Tier)))
		}
	case spotVillage, spotKeep:
		ch := (r.H - 2) / 2
		tint := render.Mix(locTints[s.loc], render.Paper, 0.55)
		for k := 0; k < rv.StackSize; k++ {
			name, text, icons := d.pairCard(s.kind, s.index, k)
			if name != "" {
				d.pen.miniCard(dst, render.Rect{X: r.X, Y: r.Y + float64(k)*(ch+2), W: r.W, H: ch}, tint, name, text, icons...)
			}
		}
	case spotBattle:
		bt := rv.Battles[g.SeaBattle(s.index)]
		ui.RoundRect(dst, r, 5, render.Mix(render.Sea, render.Paper, 0.6))
		d.pen.text(dst, bt.Name, ui.Fonts.SmallBold, r.X+5, r.Y+3, r.W-9, render.Ink)
		pay := append([]string{"Def " + strconv.Itoa(int(bt.Defence)) + " · or pay"}, needsIcons(bt.Combination)...)
		d.pen.drawIcons(dst, pay, ui.Fonts.Small, r.X+5, r.Y+19, r.W-9, render.Ink)
		win := "Win: " + strings.TrimSuffix(bt.Text, ".")
		if icons, ok := optionIcons(bt.Reward); ok && r.H < 3*ui.Fonts.Small.LineHeight()+20 && !fitsLine(win, ui.Fonts.Small, r.W-9) {
			d.pen.drawIcons(dst, append([]string{"Win:"}, icons...), ui.Fonts.Small, r.X+5, r.Y+36, r.W-9, render.InkSoft)
			return
		}
		d.pen.wrapped(dst, win, r.X+5, r.Y+36, r.W-9, r.Bottom()-(r.Y+36)-1, render.InkSoft)
	case spotDie:
		td := g.TradeDice()[s.index]
		d.pen.sprite(dst, render.CrewDieSprites[td.Colour][td.Face], r, 1)
	case spotProphecy:
		pr := rv.Prophecies[g.ProphecyOnDisplay(s.index)]
		d.pen.miniCard(dst, r, render.Mix(render.Sand, render.Paper, 0.3), pr.Name+" · "+strconv.Itoa(int(pr.Glory))+" Glory", pr.Text)
	case spotTerritory:
		d.drawTerritory(dst, s)
	case spotDeck, spotDiscard:
		d.drawPile(dst, s)
	}
}

// emptyPlace reports whether stack or pair spot s has no card left.
func (d *displays) emptyPlace(s *spot) bool {
	for k := 0; k < rv.StackSize; k++ {
		if d.cardTip(s.kind, s.index, k) != "" {
			return false
		}
	}
	return true
}

// pairCard is card k of Raid pair i: its name, its short line on the display and that line as
// icons where it is gains ("" when the place is empty).
func (d *displays) pairCard(kind spotKind, i, k int) (name, text string, icons []string) {
	if kind == spotKeep {
		if id := d.g.KeepPair(i)[k]; id >= 0 {
			c := &rv.KeepSpoilsKinds[id]
			icons, _ = keepIcons(c)
			return c.Name, c.Line(), icons
		}
		return "", "", nil
	}
	if id := d.g.VillagePair(i)[k]; id >= 0 {
		c := &rv.VillageSpoilsKinds[id]
		icons, _ = villageIcons(c)
		return c.ShortName(), c.Line(), icons
	}
	return "", "", nil
}

// territoryTints mark a Territory row's type at its left edge: Food, Favour, Dice.
var territoryTints = [3]color.RGBA{
	{0xC0, 0x8A, 0x3A, 0xFF}, // Food: wheat
	{0x4A, 0x7A, 0xB0, 0xFF}, // Favour: sky
	{0x9A, 0x3A, 0x3A, 0xFF}, // Dice: red
}

// drawTerritory draws a Territory stack's row: its type's mark, its name, tiles left and
// Defence, then its Peace cost and reward (icons; the tooltip has the words).
func (d *displays) drawTerritory(dst *ebiten.Image, s *spot) {
	ui := d.ui
	t := rv.StackID(s.index)
	tr := rv.Territories[t]
	cr := s.rect
	h := cr.H
	left := d.g.Tiles(t)
	a := float32(1)
	if left == 0 {
		a = 0.4
	}
	ui.RoundRect(dst, cr, 4, render.WithAlpha(render.Mix(render.Moss, render.Paper, 0.5), float64(a)))
	ui.RoundRect(dst, render.Rect{X: cr.X, Y: cr.Y, W: 4, H: h}, 2, render.WithAlpha(territoryTints[tr.Type], float64(a)))
	x := cr.X + 7
	w := cr.Right() - x - 3
	head := tr.Name + " ×" + strconv.Itoa(left) + " · Def " + strconv.Itoa(tr.Defence())
	cost := costIcons(tr.Peace)
	if n := tr.Peace.Dice[rv.NeedAny]; n > 0 { // any dice: "4 dice" (the tooltip says any)
		cost = []string{strconv.Itoa(int(n)), dieWord(n)}
	}
	peace := append(append(append([]string{"Peace"}, cost...), "→"), rewardIcons(tr.Reward)...)
	lh := ui.Fonts.Small.Sized(render.FitMinSize).LineHeight()
	if h >= 2*lh {
		d.pen.text(dst, head, ui.Fonts.SmallBold, x, cr.Y+(h-2*lh)/2, w, render.Ink)
		d.pen.drawIcons(dst, peace, ui.Fonts.Small, x, cr.Y+(h-2*lh)/2+lh, w, render.Ink)
		return
	}
	d.pen.text(dst, head, ui.Fonts.SmallBold, x, cr.Y+1, w, render.Ink)
	d.pen.cut(strings.Join(peace, " ")) // no room for the Peace line: the promise is broken
}

// drawPile draws a deck's draw or discard pile: its back, its count, and what it is; the Sea
// Journey deck as one strip with both counts.
func (d *displays) drawPile(dst *ebiten.Image, s *spot) {
	ui := d.ui
	dk := rv.Deck(s.index)
	r := s.rect
	draw, dis := d.g.DeckSize(dk)
	back := render.CardBackSprites[dk]
	if r.H <= stripH { // the Sea Journey strip
		ui.RoundRect(dst, r, 5, render.WithAlpha(render.Ink, 0.08))
		bh := r.H - 4
		d.pen.sprite(dst, back, render.Rect{X: r.X + 3, Y: r.Y + 2, W: bh * backW / backH, H: bh}, 1)
		x := r.X + 6 + bh*backW/backH
		d.drawn[dk] = [2]int{draw, dis}
		d.pen.text(dst, "Journeys "+strconv.Itoa(draw)+" · discard "+strconv.Itoa(dis), ui.Fonts.SmallBold, x, r.Y+(r.H-ui.Fonts.SmallBold.LineHeight())/2, r.Right()-x-3, render.Ink)
		return
	}
	n, label, a := draw, "deck", float32(1)
	if s.kind == spotDiscard {
		n, label, a = dis, "discard", 0.5
		d.drawn[dk][1] = n
	} else {
		d.drawn[dk][0] = n
	}
	if n == 0 {
		ui.RoundRing(dst, render.Rect{X: r.X, Y: r.Y, W: backW, H: backH}, 3, 1.5, render.WithAlpha(render.InkSoft, 0.5))
	} else {
		d.pen.sprite(dst, back, render.Rect{X: r.X, Y: r.Y, W: backW, H: backH}, a)
	}
	ui.P.TextMid(dst, strconv.Itoa(n), ui.Fonts.BodyBold, r.X+backW+4, r.Y+backH/2, render.Ink, render.AlignLeft)
	d.pen.text(dst, label, ui.Fonts.Small, r.X, r.Y+backH+2, r.W, render.InkSoft)
}

// markTargets indexes the viewer's legal moves by the spots they choose, marks the spots of
// the kind the pending decision chooses among (lit with their moves, or dimmed), then
// registers the hit areas.
func (d *displays) markTargets() {
	g := d.g
	var probe func(s *spot) (rules.Move, bool) // a move choosing s, when the decision chooses its kind
	if d.mine() && !g.Over() {
		probe = d.prober(g.Decision())
	}
	for i := range d.spots {
		s := &d.spots[i]
		s.choice, s.moves, s.probe = false, d.ix.Moves(s.key()), nil
		if probe != nil {
			s.probe, s.choice = probe(s)
		}
	}
	d.hits.Reset()
	d.hits.Delay = render.TooltipDelay
	d.worded = d.worded[:0]
	for k, p := range d.parts {
		s := &d.spots[p.spot]
		enabled := !s.choice || len(s.moves) > 0
		d.hits.Add(render.Control{ID: k + 1, Rect: p.rect, Enabled: enabled, Reason: p.tip, Tip: p.tip})
		d.worded = append(d.worded, enabled)
	}
	if d.chooser.picked >= len(d.spots) || d.chooser.picked >= 0 && len(d.spots[d.chooser.picked].moves) == 0 {
		d.chooser.picked = -1
	}
	d.chooser.layoutPicker()
}

// whyNot is why spot i, of the kind the decision chooses among, cannot be chosen, in the
// rules' words ("" when it can or is not of that kind).
func (d *displays) whyNot(ix *table.Index[target], i int) string {
	s := &d.spots[i]
	if !s.choice {
		return ""
	}
	return ix.WhyNot(s.key(), s.probe)
}

// explain words the refusal of the dimmed part under the pointer into its control, once: the
// rules' words, then the part's own.
func (d *displays) explain(ix *table.Index[target]) {
	c, ok := d.hits.Hovered()
	k := c.ID - 1
	if !ok || k < 0 || k >= len(d.worded) || d.worded[k] {
		return
	}
	d.worded[k] = true
	why := d.whyNot(ix, d.parts[k].spot)
	if tip := d.parts[k].tip; why != "" && tip != "" {
		why += "\n" + tip
	}
	all := d.hits.All()
	for i := range all {
		if all[i].ID == c.ID {
			all[i].Reason = cmp.Or(why, all[i].Reason)
		}
	}
}

// spotOf is the spot a legal move of the pending decision chooses, -1 for a move that chooses
// nothing on the displays.
func (d *displays) spotOf(m rules.Move) int {
	k, ok := targetOf(d.g, m)
	if !ok {
		return -1
	}
	for i := range d.spots {
		if d.spots[i].key() == k {
			return i
		}
	}
	return -1
}

// hotSpot is the spot under the pointer, -1 for none.
func (d *displays) hotSpot() int {
	if c, ok := d.hits.Hovered(); ok && c.ID-1 < len(d.parts) {
		return d.parts[c.ID-1].spot
	}
	return -1
}

// hotPart is the part under the pointer (or long-pressed), -1 for none.
func (d *displays) hotPart() int {
	if c, ok := d.hits.Hovered(); ok {
		return c.ID - 1
	}
	return -1
}

// showDisplayTip asks ui for the due tooltip of the part under the pointer: beside its card
// (a location's words beside its title band).
func (d *displays) showDisplayTip() {
	text := d.hits.Reason()
	k := d.hotPart()
	if text == "" || k < 0 {
		return
	}
	c, _ := d.hits.Get(k + 1)
	at := d.parts[k].rect
	if s := &d.spots[d.parts[k].spot]; s.kind == spotHeader {
		at.H = render.LocationBandH
	}
	d.ui.ShowTooltipAt(text, at, !c.Enabled)
}
