package reykholt

import (
	"image/color"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"northtable/render"
	"northtable/rules"
	rk "northtable/rules/reykholt"
	"northtable/scenes/table"
)

// Earthy board colours for Reykholt (VISUAL.md: warm paper on a deep ground).
var (
	boardGround = color.RGBA{0x3B, 0x4A, 0x3A, 0xFF} // a moss-dark table under the board
	boardInner  = color.RGBA{0xE8, 0xDF, 0xC8, 0xFF} // the board's paper inside the track
)

// view is the board's drawing role: the widgets of the action-space grid, the track, the piles,
// the display and the players' panels, filled from the position and drawn into a cached layer
// with the shell's chrome; it reads the picker's open choices and the motion's pieces in flight.
type view struct {
	*pos
	in      *picker
	anim    *motion
	grid    render.WorkerGrid
	track   render.ScoreTrack
	piles   [rk.NumPiles]render.CardPile
	pileTop [rk.NumPiles]render.GreenhouseCard
	display [rk.NumCards]render.CardView
	ghCards [rk.NumGreenhouses]render.GreenhouseCard
	stocks  [4]render.GoodsCounters
	ptr     render.Point

	// shown is what the position lays out (display, greenhouses, cards), listed once per
	// position so the per-frame hover check allocates nothing.
	shown struct {
		display []rk.CardID
		owned   [4][]rk.GreenhouseID
		held    [4][]rk.CardID
		chips   [4][]render.Rect // where each held card's chip was drawn last (drawPanel)
		need    []float64
	}

	layer render.HoverLayer[layerKey, hoverKey]
}

// layerKey is what the cached board layer shows besides the widget under the pointer: the
// position (version), the shell's chrome, the pieces in flight and the open sub-choices.
type layerKey struct {
	version int
	scale   float64
	chrome  table.ChromeKey
	landing int
	moving  [4]int
	drag    bool
	sel     rk.Goods
	pendGH  rk.GreenhouseID
	hint    int // the hints shown and taken away (pos.hintGen)
}

// hoverKey names the widget under the pointer (each widget draws its own hover look).
type hoverKey struct {
	space, pile, chooser int
	card, chip           rk.CardID
	gh                   rk.GreenhouseID
}

// draw draws the cached layer, redrawing it first when what it shows changed.
func (v *view) draw(screen *ebiten.Image) {
	key := layerKey{version: v.version, scale: v.ui.P.Scale(), chrome: v.t.ChromeKey(), landing: v.anim.landing,
		moving: v.anim.moving, drag: v.in.drag.Active(), sel: v.in.sel, pendGH: v.in.pendGH, hint: v.hintGen}
	if canvas, stale := v.layer.Begin(screen, key, v.hovered()); stale {
		canvas.Fill(render.Sea)
		v.t.DrawTopBar(canvas, v.ui, v.status(), 760)
		v.ui.RoundRect(canvas, trackRect, 14, boardGround)
		v.ui.RoundRect(canvas, trackRect.Inset(trackDepth), 10, boardInner)
		v.drawGrid(canvas)
		v.drawPiles(canvas)
		v.drawDisplay(canvas)
		v.drawTrack(canvas)
		for s := 0; s < v.n; s++ {
			v.drawPanel(canvas, rules.Seat(s))
		}
		v.t.DrawLog(canvas, v.ui)
		v.in.drawBar(canvas)
		v.drawHint(canvas)
	}
	v.layer.End(screen, v.ui)
}

// hovered names the widget under the pointer.
func (v *view) hovered() hoverKey {
	h := hoverKey{pile: -1, chooser: -1, card: rk.NoCard, gh: rk.NoGreenhouse}
	h.space, _ = v.grid.Hovered() // -1 for none
	h.chip, _ = v.chipAt(v.ptr)   // NoCard for none
	for i := range v.piles {
		if v.piles[i].Hovered() {
			h.pile = i
		}
	}
	for _, c := range v.shown.display {
		if v.display[c].Hovered() {
			h.card = c
		}
	}
	for s := 0; s < v.n; s++ {
		for _, gh := range v.shown.owned[s] {
			if v.ghCards[gh].Hovered() {
				h.gh = gh
			}
		}
	}
	if i, ok := v.in.chooser.At(v.ptr); ok && v.in.want > 0 {
		h.chooser = i
	}
	return h
}

// chipAt is the service card chip under pt, in any seat's panel.
func (v *view) chipAt(pt render.Point) (rk.CardID, bool) {
	for s := 0; s < v.n; s++ {
		for j, r := range v.shown.chips[s] {
			if j < len(v.shown.held[s]) && r.Contains(pt.X, pt.Y) {
				return v.shown.held[s][j], true
			}
		}
	}
	return rk.NoCard, false
}

// listShown lists the position's display, greenhouses and cards for the hover check.
func (v *view) listShown() {
	v.shown.display = v.g.Display()
	for s := 0; s < v.n; s++ {
		v.shown.owned[s] = v.g.Owned(rules.Seat(s))
		v.shown.held[s] = v.g.CardsOf(rules.Seat(s))
	}
}

// status is the top bar's "Round 2 of 7 · Work Time · Ann started · Bjørn to play" line.
func (v *view) status() string {
	g := v.g
	if g.Over() {
		return "The game is over"
	}
	s := "Round " + strconv.Itoa(g.Round()) + " of " + strconv.Itoa(g.Rounds())
	if g.RoundsLeft() == 1 {
		s += " (the last)"
	}
	s += " · " + g.Phase().String()
	if g.Solo() {
		return s + " · " + v.t.Name(v.seat()) + " to play"
	}
	if g.StartPlayer() == v.seat() {
		return s + " · " + v.t.Name(v.seat()) + " (start player) to play" // not the name twice
	}
	return s + " · " + v.t.Name(g.StartPlayer()) + " started · " + v.t.Name(v.seat()) + " to play"
}

func (v *view) setupTrack() {
	t := &v.track
	t.Rect, t.Layout, t.Spaces, t.Loop, t.Depth = trackRect, render.TrackEdge, rk.TrackTables+1, 1, trackDepth
	t.Badge = render.LapBonusBadge(rk.TrackTables+1, 1, rk.LapBonus)
	t.Cells = make([]render.TrackCell, rk.TrackTables+1)
	t.Cells[0] = render.TrackCell{Text: "Start"}
	for pos := 1; pos <= rk.TrackTables; pos++ {
		_, _, good, amount := rk.TableAt(pos)
		t.Cells[pos] = render.TrackCell{Icon: render.GoodSprites[good], Text: strconv.Itoa(amount)}
	}
	t.Markers = make([]render.TrackMarker, v.n)
}

func (v *view) drawTrack(dst *ebiten.Image) {
	t := &v.track
	for s := 0; s < v.n; s++ {
		pos, arrival := v.g.Position(rules.Seat(s))
		if v.anim.moving[s] >= 0 {
			pos = v.anim.moving[s] // still on its way: drawn where it left until the glide lands
		}
		c := v.t.Colour(rules.Seat(s))
		t.Markers[s] = render.TrackMarker{Score: pos, Mark: c, Sprite: v.ui.Sprite(render.ManagerSprites[c]), Stack: arrival}
	}
	t.Highlight = render.TrackHighlight{}
	if s := v.seat(); v.g.Decision() == rk.DecideTourism {
		pos, _ := v.g.Position(s)
		good, cost := v.g.NextCost(s)
		t.Highlight = render.TrackHighlight{On: true, Space: t.SpaceOf(pos + 1), Text: "next: " + strconv.Itoa(cost), Icon: render.GoodSprites[good]}
	}
	t.Draw(dst, v.ui)
}

func (v *view) drawGrid(dst *ebiten.Image) {
	g := v.g
	gr := &v.grid
	gr.Rect = gridRect
	gr.Columns = []string{rk.Property.String(), rk.Field.String(), rk.Market.String(), rk.TownHall.String()}
	gr.CoverText = rk.CoverWords()
	spaces := g.Side().Spaces()
	if len(gr.Spaces) != len(spaces) {
		gr.Spaces = make([]render.ActionSpace, len(spaces))
	}
	placing := v.mine() && v.g.Decision() == rk.DecidePlace
	// during another decision of the mover's (a question, Tourism Time) no space takes a
	// worker: they are dimmed and say why, rather than look open and ignore a click
	asking := v.mine() && !placing && !g.Over()
	hovered, _ := gr.Hovered()
	for i, sp := range spaces {
		a := &gr.Spaces[i]
		a.Icons, a.Label = spaceFace(sp.Glyphs())
		a.Flag, a.Tip = sp.Flag, sp.Text
		a.State, a.Legal, a.Dimmed, a.Reason = render.SpaceFree, false, false, ""
		covered, blocked := g.SpaceState(rk.SpaceID(i))
		seat, wc := g.Occupant(rk.SpaceID(i))
		switch {
		case covered:
			a.State = render.SpaceCovered
		case blocked:
			a.State = render.SpaceBlocked
		case seat != rules.NoSeat && i != v.anim.landing:
			a.State, a.Worker = render.SpaceOccupied, v.workerColour(seat, wc)
		}
		if placing || asking {
			a.Legal = placing && v.ix.Has(tSpace(i))
			a.Dimmed = !a.Legal && !covered
			if !a.Legal && i == hovered { // the rules' words only where the pointer rests
				a.Reason = v.ix.WhyNot(tSpace(i), rk.Place{By: v.seat(), Space: rk.SpaceID(i)})
			}
		}
	}
	gr.Draw(dst, v.ui)
}

// spaceFace is what an action space shows: its effect's glyphs as the grid's icons (good
// sprites, the greenhouse glyph, short tokens) and the words under them, e.g. "Seed 1–2".
func spaceFace(gs []rk.Glyph) (icons []string, label string) {
	var parts []string
	seed, harvest := false, false
	for _, g := range gs {
		switch g.Kind {
		case rk.GlyphGood:
			icons = append(icons, render.GoodSprites[g.Good])
		case rk.GlyphAnyGood:
			icons = append(icons, "?")
		case rk.GlyphGreenhouse:
			icons = append(icons, render.SpriteGreenhouse)
			if g.Text == "any" {
				parts = append(parts, "any pile")
			} else if g.Text != "" {
				icons = append(icons, g.Text)
			}
		case rk.GlyphSeed:
			icons, parts, seed = append(icons, render.SpriteGreenhouse), append(parts, "Seed "+g.Text), true
		case rk.GlyphHarvest:
			icons, parts, harvest = append(icons, render.SpriteGreenhouse), append(parts, "Harvest "+g.Text), true
		case rk.GlyphCard:
			icons, parts = append(icons, render.SpriteServiceBack), append(parts, "1 card")
		case rk.GlyphShare:
			icons, parts = append(icons, render.SpriteServiceBack), append(parts, "Share")
		case rk.GlyphText:
			icons = append(icons, g.Text)
		}
	}
	if seed && harvest {
		return icons, "Seed & harvest"
	}
	return icons, strings.Join(parts, " · ")
}

func (v *view) ghFace(c *render.GreenhouseCard, h rk.GreenhouseID, r render.Rect) {
	gh := rk.Greenhouses[h]
	c.Rect, c.Name = r, ""
	if len(c.Parcels) != gh.Parcels {
		c.Parcels = make([]string, gh.Parcels)
	}
	gs := v.g.Contents(h)
	k := 0
	for t := rk.Good(0); t < rk.NumGoods; t++ {
		for j := int16(0); j < gs[t] && k < len(c.Parcels); j++ {
			c.Parcels[k] = render.GoodSprites[t]
			k++
		}
	}
	for ; k < len(c.Parcels); k++ {
		c.Parcels[k] = ""
	}
	c.Allowed = c.Allowed[:0]
	for _, t := range gh.AllowedGoods() {
		c.Allowed = append(c.Allowed, render.GoodSprites[t])
	}
	c.Tip = rk.GreenhouseWords(h)
}

func (v *view) drawPiles(dst *ebiten.Image) {
	p := v.ui.P
	p.Text(dst, "Greenhouses", v.ui.Fonts.SmallBold, pilesRect.X, pilesRect.Y, render.InkSoft, render.AlignLeft)
	choosing := v.mine() && v.g.Decision() == rk.DecidePile
	for i := range v.piles {
		pl := &v.piles[i]
		pl.Rect, pl.Count, pl.Label = pileRect(i), v.g.PileSize(rk.Pile(i)), rk.PileLabel(rk.Pile(i))
		pl.Top, pl.Back = nil, ""
		if top, down := v.g.Top(rk.Pile(i)); top != rk.NoGreenhouse && !down {
			v.ghFace(&v.pileTop[i], top, pl.TopRect())
			pl.Top = &v.pileTop[i]
		}
		pl.Highlight, pl.Dimmed, pl.Reason = v.offer(choosing, tPile(rk.Pile(i)), pl.Hovered(), rk.ChoosePile{By: v.seat(), Pile: rk.Pile(i)})
		pl.Draw(dst, v.ui)
	}
}

func (v *view) drawDisplay(dst *ebiten.Image) {
	p := v.ui.P
	p.Text(dst, "Service cards", v.ui.Fonts.SmallBold, cardsRect.X, cardsRect.Y, render.InkSoft, render.AlignLeft)
	shown := v.g.Display()
	taking := v.mine() && v.g.Decision() == rk.DecideTakeCard
	for i, c := range shown {
		cv := &v.display[c]
		v.cardFace(cv, c, displayRect(i, len(shown)))
		cv.Highlight, cv.Dimmed, cv.Reason = v.offer(taking, tCard(c), cv.Hovered(), rk.ChooseCard{By: v.seat(), Card: c})
		cv.Draw(dst, v.ui)
	}
	if len(shown) == 0 {
		cx, _ := cardsRect.Centre()
		p.TextMid(dst, "All service cards are taken", v.ui.Fonts.Small, cx, cardsRect.Y+120, render.InkSoft, render.AlignCenter)
	}
	// The goods stack: which good the next take adds, drawn from its last good.
	stack := v.g.GoodsStack()
	row := render.TokenRow{Rect: render.Rect{X: stackRect.X + 4, Y: stackRect.Y}, Label: "Goods stack", Step: 30, Zoom: 26.0 / 48,
		Caption: "next card taken: no good", CaptionX: 100}
	for i := len(stack) - 1; i >= 0; i-- {
		row.Sprites = append(row.Sprites, render.GoodSprites[stack[i]])
	}
	switch gd := v.g.NextStackGood(); {
	case len(stack) == 0:
		row.Caption = "empty"
	case gd != rk.NoGood:
		row.Caption = "next card taken: + " + gd.String()
	}
	row.Draw(dst, v.ui)
}

var kindTints = [...]color.RGBA{{0xB8, 0x6B, 0x3C, 0xFF}, {0x4F, 0x7A, 0x5A, 0xFF}, {0x3F, 0x6E, 0x9A, 0xFF}}

func (v *view) cardFace(cv *render.CardView, c rk.CardID, r render.Rect) {
	card := rk.Cards[c]
	cv.Rect, cv.Title, cv.Badge, cv.Body, cv.Code = r, card.Name, card.Kind.String(), card.Text, ""
	cv.Tint = kindTints[card.Kind]
	cv.Tip = "" // the face shows the whole text; a text cut short shows in the tooltip (CardView)
	cv.State = ""
	if v.g.CardSpent(c) {
		cv.State = "Spent"
	}
}

func (v *view) drawPanel(dst *ebiten.Image, s rules.Seat) {
	g, p := v.g, v.ui.P
	r := panelRect(int(s), v.n)
	active := !g.Over() && v.seat() == s
	st := &v.stocks[s]
	st.Compact, st.Rect = true, stockRect(r)
	pos, _ := g.Position(s)
	h := render.SeatHeader{Rect: r, Colour: v.t.Colour(s), Name: v.t.Name(s), NameW: st.Rect.X - r.X - 110, TagUntil: st.Rect.X,
		Line: rk.TableWords(pos), LineW: r.W - 24 - 3*32 - 12, Active: active}
	tag, style, computer := v.t.SeatTag(s)
	switch {
	case computer && !g.Solo() && g.StartPlayer() == s:
		h.Tag, h.TagStyle, h.Line = tag, style, "Start player · "+h.Line
	case computer:
		h.Tag, h.TagStyle = tag, style
	case !g.Solo() && g.StartPlayer() == s:
		h.Tag, h.TagElse = "Start", "Start player · "
	}
	if g.BonusUsed(s) {
		h.Line += " · Bonus used"
	}
	h.Line += " · " + g.FlagSpacesWords(s)
	h.Draw(dst, v.ui)
	if g.Solo() && !g.Over() {
		p.TextMid(dst, render.Ellipsize(v.soloNote(), v.ui.Fonts.SmallBold, r.W-24), v.ui.Fonts.SmallBold, r.X+12, r.Y+66, render.Ink, render.AlignLeft)
	}
	// Workers still at home this round.
	home := g.WorkersHome(s)
	sprite := v.ui.Sprite(render.WorkerSprites[v.workerColour(s, g.WorkingColour())])
	for k := 0; k < home; k++ {
		if active && v.in.drag.Active() && k == home-1 {
			continue // the disc in hand
		}
		p.Sprite(dst, sprite, workerHome(r, k), 26.0/80, 1)
	}
	stock := g.Stock(s)
	if len(st.Goods) != rk.NumGoods {
		st.Goods = make([]render.GoodCounter, rk.NumGoods)
	}
	for t := range st.Goods {
		st.Goods[t] = render.GoodCounter{Icon: render.GoodSprites[t], Name: rk.Good(t).String(), Count: int(stock[t])}
	}
	st.Draw(dst, v.ui)
	owned := g.Owned(s)
	for j, h := range owned {
		c := &v.ghCards[h]
		v.ghFace(c, h, ghRect(r, j, len(owned)))
		c.Highlight = v.mine() && s == v.seat() && v.ix.Has(tGreenhouse(h)) || v.in.pendGH == h
		probe := v.ghProbe(s, h)
		_, c.Dimmed, c.Reason = v.offer(probe != nil, tGreenhouse(h), c.Hovered(), probe)
		c.Draw(dst, v.ui)
	}
	if len(owned) == 0 {
		p.TextMid(dst, "No greenhouse yet", v.ui.Fonts.Small, r.X+12, r.Y+90, render.InkSoft, render.AlignLeft)
	}
	held := g.CardsOf(s)
	v.shown.need = v.shown.need[:0]
	for _, c := range held {
		ch := v.chip(s, c)
		v.shown.need = append(v.shown.need, ch.Need(v.ui))
	}
	// the chips in one row along the panel's bottom edge, as wide as their names and states
	row := render.Rect{X: r.X + 8, Y: r.Bottom() - 30, W: r.W - 16, H: 24}
	v.shown.chips[s] = render.FitRow(row, 6, v.shown.need, v.shown.chips[s])
	for j, c := range held {
		ch := v.chip(s, c)
		ch.Rect = v.shown.chips[s][j]
		ch.Draw(dst, v.ui, v.ptr)
	}
}

// chip is one service card in seat s's panel: its name, kind colour, spent / used marks, and
// the other holder's mark when shared (its Rect is the caller's).
func (v *view) chip(s rules.Seat, c rk.CardID) render.Chip {
	card := rk.Cards[c]
	ch := render.Chip{Fill: kindTints[card.Kind], Label: card.Name, Tip: card.Name + " (" + card.Kind.String() + "): " + card.Text,
		Highlight: v.ix.Has(tCard(c)) && v.mine() && (s == v.seat() || v.g.Decision() == rk.DecideShareCard)}
	switch {
	case v.g.CardSpent(c):
		ch.State = "spent"
	case card.Kind == rk.Any && v.g.CardUsedThisRound(c, s):
		ch.State = "used"
	}
	other := v.g.CardSharer(c)
	if other == s {
		other = v.g.CardOwner(c)
	}
	if other != rules.NoSeat {
		ch.Marked, ch.Mark = true, v.t.Colour(other)
		ch.Tip += " Shared by " + v.t.Name(s) + " and " + v.t.Name(other) + "."
	}
	return ch
}

// soloNote says which colour the solo player places this round and that the last round's
// workers stay on their spaces and block them (spec §9).
func (v *view) soloNote() string {
	r := v.g.Round()
	now := render.PlayerColourNames[v.workerColour(0, v.g.WorkingColour())]
	if r == 1 {
		return "This round you place your " + now + " workers; they stay out all of round 2"
	}
	last := render.PlayerColourNames[v.workerColour(0, 1-v.g.WorkingColour())]
	return "This round: " + now + " workers · round " + strconv.Itoa(r-1) + "'s " + last + " ones stay and block"
}
