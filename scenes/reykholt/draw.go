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

func (b *Board) name(s rules.Seat) string { return b.t.Name(s) }

func (b *Board) drawTopBar(dst *ebiten.Image) { b.t.DrawTopBar(dst, b.ui, b.status(), 760) }

// status is the top bar's "Round 2 of 7 · Work Time · Ann places" line.
func (b *Board) status() string {
	g := b.g
	if g.Over() {
		return "The game is over"
	}
	s := "Round " + strconv.Itoa(g.Round()) + " of " + strconv.Itoa(g.Rounds()) + " (" + roundTiles(g.RoundsLeft()) + ") · " + g.Phase().String()
	if !g.Solo() {
		s += " · " + b.name(g.StartPlayer()) + " started"
	}
	return s + " · " + b.name(b.seat()) + " to play"
}

// roundTiles words the round tiles still on the board: "3 round tiles left", "last round".
func roundTiles(n int) string {
	if n == 1 {
		return "last round"
	}
	return strconv.Itoa(n) + " round tiles left"
}

// ---- the tourism track ----

func (b *Board) setupTrack() {
	t := &b.track
	t.Rect, t.Layout, t.Spaces, t.Loop, t.Depth = trackRect, render.TrackEdge, rk.TrackTables+1, 1, trackDepth
	t.Badge = render.LapBonusBadge(rk.TrackTables+1, 1, rk.LapBonus)
	t.Cells = make([]render.TrackCell, rk.TrackTables+1)
	t.Cells[0] = render.TrackCell{Text: "Start"}
	for pos := 1; pos <= rk.TrackTables; pos++ {
		_, _, good, amount := rk.TableAt(pos)
		t.Cells[pos] = render.TrackCell{Icon: render.GoodSprites[good], Text: strconv.Itoa(amount)}
	}
	t.Markers = make([]render.TrackMarker, b.n)
}

// drawGround draws the board under the track and inside it.
func (b *Board) drawGround(dst *ebiten.Image) {
	b.ui.RoundRect(dst, trackRect, 14, boardGround)
	b.ui.RoundRect(dst, trackRect.Inset(trackDepth), 10, boardInner)
}

func (b *Board) drawTrack(dst *ebiten.Image) {
	t := &b.track
	for s := 0; s < b.n; s++ {
		pos, arrival := b.g.Position(rules.Seat(s))
		if b.moving[s] >= 0 {
			pos = b.moving[s] // still on its way: drawn where it left until the glide lands
		}
		c := b.t.Colour(rules.Seat(s))
		t.Markers[s] = render.TrackMarker{Score: pos, Mark: c, Sprite: b.ui.Sprite(render.ManagerSprites[c]), Stack: arrival}
	}
	t.Highlight = render.TrackHighlight{}
	if s := b.seat(); b.g.Decision() == rk.DecideTourism {
		pos, _ := b.g.Position(s)
		good, cost := b.g.NextCost(s)
		t.Highlight = render.TrackHighlight{On: true, Space: t.SpaceOf(pos + 1), Text: "next: " + strconv.Itoa(cost), Icon: render.GoodSprites[good]}
	}
	t.Draw(dst, b.ui)
}

// ---- the action spaces ----

func (b *Board) drawGrid(dst *ebiten.Image) {
	g := b.g
	gr := &b.grid
	gr.Rect = gridRect
	gr.Columns = []string{rk.Property.String(), rk.Field.String(), rk.Market.String(), rk.TownHall.String()}
	gr.CoverText = rk.CoverWords()
	spaces := g.Side().Spaces()
	if len(gr.Spaces) != len(spaces) {
		gr.Spaces = make([]render.ActionSpace, len(spaces))
	}
	placing := b.mine() && b.g.Decision() == rk.DecidePlace
	hovered, _ := gr.Hovered()
	for i, sp := range spaces {
		a := &gr.Spaces[i]
		a.Icons, a.Label = glyphIcons(sp.Glyphs()), shortLabel(sp.Glyphs())
		a.Flag, a.Tip = sp.Flag, sp.Text
		a.State, a.Legal, a.Dimmed, a.Reason = render.SpaceFree, false, false, ""
		covered, blocked := g.SpaceState(rk.SpaceID(i))
		seat, _ := g.Occupant(rk.SpaceID(i))
		switch {
		case covered:
			a.State = render.SpaceCovered
		case blocked:
			a.State = render.SpaceBlocked
		case seat != rules.NoSeat && i != b.landing:
			_, wc := g.Occupant(rk.SpaceID(i))
			a.State, a.Worker = render.SpaceOccupied, b.workerColour(seat, wc)
		}
		if placing {
			a.Legal = b.ix.Has(tSpace(i))
			a.Dimmed = !a.Legal && !covered
			if !a.Legal && i == hovered { // the rules' words only where the pointer rests
				a.Reason = b.placeWhy(i)
			}
		}
	}
	gr.Draw(dst, b.ui)
}

// glyphIcons turns an effect's glyphs into the grid's icons: good sprites, the greenhouse glyph
// and short tokens.
func glyphIcons(gs []rk.Glyph) []string {
	var out []string
	for _, g := range gs {
		switch g.Kind {
		case rk.GlyphGood:
			out = append(out, render.GoodSprites[g.Good])
		case rk.GlyphAnyGood:
			out = append(out, "?")
		case rk.GlyphGreenhouse:
			out = append(out, render.SpriteGreenhouse)
			if g.Text != "" && g.Text != "any" {
				out = append(out, g.Text)
			}
		case rk.GlyphSeed, rk.GlyphHarvest:
			out = append(out, render.SpriteGreenhouse)
		case rk.GlyphCard, rk.GlyphShare:
			out = append(out, render.SpriteServiceBack)
		case rk.GlyphText:
			out = append(out, g.Text)
		}
	}
	return out
}

// shortLabel is the words under a space's icons, e.g. "Seed 1–2".
func shortLabel(gs []rk.Glyph) string {
	seed, harvest := false, false
	for _, g := range gs {
		seed = seed || g.Kind == rk.GlyphSeed
		harvest = harvest || g.Kind == rk.GlyphHarvest
	}
	if seed && harvest {
		return "Seed & harvest"
	}
	var parts []string
	for _, g := range gs {
		switch g.Kind {
		case rk.GlyphSeed:
			parts = append(parts, "Seed "+g.Text)
		case rk.GlyphHarvest:
			parts = append(parts, "Harvest "+g.Text)
		case rk.GlyphCard:
			parts = append(parts, "1 card")
		case rk.GlyphShare:
			parts = append(parts, "Share")
		case rk.GlyphGreenhouse:
			if g.Text == "any" {
				parts = append(parts, "any pile")
			}
		}
	}
	return strings.Join(parts, " · ")
}

// ---- piles, display, goods stack ----

func (b *Board) ghFace(c *render.GreenhouseCard, h rk.GreenhouseID, r render.Rect) {
	gh := rk.Greenhouses[h]
	c.Rect, c.Name = r, ""
	if len(c.Parcels) != gh.Parcels {
		c.Parcels = make([]string, gh.Parcels)
	}
	gs := b.g.Contents(h)
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

func (b *Board) drawPiles(dst *ebiten.Image) {
	p := b.ui.P
	p.Text(dst, "Greenhouses", b.fonts.SmallBold, pilesRect.X, pilesRect.Y, render.InkSoft, render.AlignLeft)
	choosing := b.mine() && b.g.Decision() == rk.DecidePile
	for i := range b.piles {
		pl := &b.piles[i]
		pl.Rect, pl.Count, pl.Label = pileRect(i), b.g.PileSize(rk.Pile(i)), rk.PileLabel(rk.Pile(i))
		pl.Top, pl.Back = nil, ""
		if top, down := b.g.Top(rk.Pile(i)); top != rk.NoGreenhouse && !down {
			b.ghFace(&b.pileTop[i], top, pl.TopRect())
			pl.Top = &b.pileTop[i]
		}
		pl.Highlight = choosing && b.ix.Has(tPile(rk.Pile(i)))
		pl.Dimmed = choosing && !pl.Highlight
		pl.Reason = ""
		if pl.Dimmed && pl.Hovered() {
			pl.Reason = b.ix.WhyNot(tPile(rk.Pile(i)), rk.ChoosePile{By: b.seat(), Pile: rk.Pile(i)})
		}
		pl.Draw(dst, b.ui)
	}
}

func (b *Board) drawDisplay(dst *ebiten.Image) {
	p := b.ui.P
	p.Text(dst, "Service cards", b.fonts.SmallBold, cardsRect.X, cardsRect.Y, render.InkSoft, render.AlignLeft)
	shown := b.g.Display()
	taking := b.mine() && b.g.Decision() == rk.DecideTakeCard
	for i, c := range shown {
		v := &b.display[c]
		b.cardFace(v, c, displayRect(i, len(shown)))
		v.Highlight = taking && b.ix.Has(tCard(c))
		v.Dimmed = taking && !v.Highlight
		v.Reason = ""
		if v.Dimmed && v.Hovered() {
			v.Reason = b.ix.WhyNot(tCard(c), rk.ChooseCard{By: b.seat(), Card: c})
		}
		v.Draw(dst, b.ui)
	}
	if len(shown) == 0 {
		cx, _ := cardsRect.Centre()
		p.TextMid(dst, "All service cards are taken", b.fonts.Small, cx, cardsRect.Y+120, render.InkSoft, render.AlignCenter)
	}
	// The goods stack: which good the next take adds.
	r := stackRect
	x := r.X + 4
	p.TextMid(dst, "Goods stack", b.fonts.SmallBold, x, r.Y+14, render.InkSoft, render.AlignLeft)
	stack := b.g.GoodsStack()
	for i := len(stack) - 1; i >= 0; i-- {
		cx := x + 12 + float64(len(stack)-1-i)*30
		p.Sprite(dst, b.ui.Sprite(render.GoodSprites[stack[i]]), render.Point{X: cx, Y: r.Y + 36}, 26.0/48, 1)
	}
	next := "next card taken: no good"
	switch gd := b.g.NextStackGood(); {
	case len(stack) == 0:
		next = "empty"
	case gd != rk.NoGood:
		next = "next card taken: + " + gd.String()
	}
	p.TextMid(dst, next, b.fonts.Small, x+100, r.Y+36, render.Ink, render.AlignLeft)
}

var kindTints = [...]color.RGBA{{0xB8, 0x6B, 0x3C, 0xFF}, {0x4F, 0x7A, 0x5A, 0xFF}, {0x3F, 0x6E, 0x9A, 0xFF}}

func (b *Board) cardFace(v *render.CardView, c rk.CardID, r render.Rect) {
	card := rk.Cards[c]
	v.Rect, v.Title, v.Badge, v.Body, v.Code = r, card.Name, card.Kind.String(), card.Text, ""
	v.Tint = kindTints[card.Kind]
	v.Tip = card.Name + ": " + card.Text
	v.State = ""
	if b.g.CardSpent(c) {
		v.State = "Spent"
	}
}

// ---- the players' panels ----

func (b *Board) drawPanel(dst *ebiten.Image, s rules.Seat) {
	g, p := b.g, b.ui.P
	r := panelRect(int(s), b.n)
	b.ui.Panel(dst, r, 1)
	active := !g.Over() && b.seat() == s
	if active {
		b.ui.RoundRing(dst, r.Inset(-2), 10, 3, render.Shallow)
	}
	col := b.t.Colour(s)
	b.ui.DrawPlayerMark(dst, col, r.X+20, r.Y+18, 10)
	st := &b.stocks[s]
	st.Compact = true
	st.Rect = stockRect(r)
	p.TextMid(dst, render.Ellipsize(b.name(s), b.fonts.BodyBold, st.Rect.X-r.X-110), b.fonts.BodyBold, r.X+38, r.Y+18, render.Ink, render.AlignLeft)
	pos, _ := g.Position(s)
	line := rk.TableWords(pos)
	if !g.Solo() && g.StartPlayer() == s {
		// The start-player marker: a pill after the name.
		nw := render.TextWidth(render.Ellipsize(b.name(s), b.fonts.BodyBold, st.Rect.X-r.X-110), b.fonts.BodyBold)
		pill := render.Rect{X: r.X + 46 + nw, Y: r.Y + 8, W: render.TextWidth("Start", b.fonts.SmallBold) + 16, H: 20}
		if pill.Right() < st.Rect.X {
			b.ui.RoundRect(dst, pill, 10, render.Sand)
			p.TextMid(dst, "Start", b.fonts.SmallBold, pill.X+8, pill.Y+10, render.Ink, render.AlignLeft)
		} else {
			line = "Start player · " + line
		}
	}
	if g.BonusUsed(s) {
		line += " · Bonus used"
	}
	pu, pl := g.FlagsUsed(s, rk.Property)
	tu, tl := g.FlagsUsed(s, rk.TownHall)
	line += " · flags: Property " + strconv.Itoa(pu) + "/" + strconv.Itoa(pl) + ", Town Hall " + strconv.Itoa(tu) + "/" + strconv.Itoa(tl)
	p.TextMid(dst, render.Ellipsize(line, b.fonts.Small, r.W-24-3*32-12), b.fonts.Small, r.X+12, r.Y+42, render.InkSoft, render.AlignLeft)
	// Workers still at home this round.
	home := g.WorkersHome(s)
	sprite := b.ui.Sprite(render.WorkerSprites[b.workerColour(s, g.WorkingColour())])
	for k := 0; k < home; k++ {
		if active && b.drag.Active() && k == home-1 {
			continue // the disc in hand
		}
		p.Sprite(dst, sprite, workerHome(r, k), 26.0/80, 1)
	}
	// Stock.
	stock := g.Stock(s)
	if len(st.Goods) != rk.NumGoods {
		st.Goods = make([]render.GoodCounter, rk.NumGoods)
	}
	for t := range st.Goods {
		st.Goods[t] = render.GoodCounter{Icon: render.GoodSprites[t], Name: rk.Good(t).String(), Count: int(stock[t])}
	}
	st.Draw(dst, b.ui)
	// Greenhouses.
	owned := g.Owned(s)
	for j, h := range owned {
		c := &b.ghCards[h]
		b.ghFace(c, h, ghRect(r, j, len(owned)))
		c.Highlight = b.mine() && s == b.seat() && b.ix.Has(tGreenhouse(h)) || b.pendGH == h
		c.Dimmed = b.ghDimmed(s, h)
		c.Reason = ""
		if c.Dimmed && c.Hovered() {
			c.Reason = b.ghWhy(h)
		}
		c.Draw(dst, b.ui)
	}
	if len(owned) == 0 {
		p.TextMid(dst, "No greenhouse yet", b.fonts.Small, r.X+12, r.Y+90, render.InkSoft, render.AlignLeft)
	}
	// Service cards.
	held := g.CardsOf(s)
	for j, c := range held {
		b.drawChip(dst, cardChip(r, j, len(held)), s, c)
	}
}

// ghDimmed dims the mover's greenhouses that are not a choice while a greenhouse is wanted.
func (b *Board) ghDimmed(s rules.Seat, h rk.GreenhouseID) bool {
	if !b.mine() || s != b.seat() {
		return false
	}
	switch b.g.Decision() {
	case rk.DecideSeed, rk.DecideHarvest, rk.DecideGiveGreenhouse, rk.DecideHarvestPick:
		return !b.ix.Has(tGreenhouse(h))
	}
	return false
}

// ghWhy is why greenhouse h is not a choice now, in the rules' words: Check of the move a click
// on it would make (its first good).
func (b *Board) ghWhy(h rk.GreenhouseID) string {
	s, good := b.seat(), rk.NoGood
	if gs := b.g.Contents(h); gs.Total() > 0 {
		for t := rk.Good(0); t < rk.NumGoods && good == rk.NoGood; t++ {
			if gs[t] > 0 {
				good = t
			}
		}
	} else if al := rk.Greenhouses[h].AllowedGoods(); len(al) > 0 {
		good = al[0]
	}
	var m rules.Move
	switch b.g.Decision() {
	case rk.DecideSeed:
		m = rk.Seed{By: s, GH: h, Good: good, Companion: rk.NoGood}
	case rk.DecideHarvest:
		m = rk.Harvest{By: s, GH: h, Good: good}
	case rk.DecideGiveGreenhouse:
		m = rk.GiveGreenhouse{By: s, GH: h}
	case rk.DecideHarvestPick:
		m = rk.Pick{By: s, GH: h, Good: good}
	}
	return b.ix.WhyNot(tGreenhouse(h), m)
}

// drawChip draws one service card in a panel: its name, kind colour, spent / used marks, and
// the other holder's mark when shared.
func (b *Board) drawChip(dst *ebiten.Image, r render.Rect, s rules.Seat, c rk.CardID) {
	card := rk.Cards[c]
	state := ""
	switch {
	case b.g.CardSpent(c):
		state = "spent"
	case card.Kind == rk.Any && b.g.CardUsedThisRound(c, s):
		state = "used"
	}
	fill := kindTints[card.Kind]
	if state != "" {
		fill = render.WithAlpha(fill, 0.45) // done its work: faded, the name still readable
	}
	b.ui.RoundRect(dst, r, 6, fill)
	if b.ix.Has(tCard(c)) && b.mine() && (s == b.seat() || b.g.Decision() == rk.DecideShareCard) {
		b.ui.RoundRing(dst, r.Inset(-2), 7, 3, render.Shallow)
	}
	other := b.g.CardSharer(c)
	if other == s {
		other = b.g.CardOwner(c)
	}
	w := r.W - 12
	if other != rules.NoSeat {
		b.ui.DrawPlayerMark(dst, b.t.Colour(other), r.Right()-11, r.Y+r.H/2, 7)
		w -= 18
	}
	ink := render.Paper
	if state != "" {
		ink = render.Ink
		tag := render.TextWidth(state, b.fonts.Small)
		b.ui.P.TextMid(dst, state, b.fonts.Small, r.X+6+w, r.Y+r.H/2, render.InkSoft, render.AlignRight)
		w -= tag + 6
	}
	b.ui.P.TextMid(dst, render.Ellipsize(card.Name, b.fonts.Small, w), b.fonts.Small, r.X+6, r.Y+r.H/2, ink, render.AlignLeft)
	if r.Contains(b.ptr.X, b.ptr.Y) {
		tip := card.Name + " (" + card.Kind.String() + "): " + card.Text
		if other != rules.NoSeat {
			tip += " Shared by " + b.name(s) + " and " + b.name(other) + "."
		}
		b.ui.ShowTooltip(tip, r.X, r.Y)
	}
}

// ---- the prompt bar ----

// barKey is what the prompt bar's content depends on.
type barKey struct {
	version int
	sel     rk.Goods
	pendGH  rk.GreenhouseID
	turn    table.Turn
	ready   bool
}

// setBar hands the shell the prompt bar's content when it changed: the instruction, the
// pending decision's buttons (or the open greenhouse's choices), and room for the goods chooser.
func (b *Board) setBar() {
	k := barKey{version: b.version, sel: b.sel, pendGH: b.pendGH, turn: b.t.Turn(), ready: b.ready}
	if k == b.barFor {
		return
	}
	b.barFor = k
	bar := table.Bar{Rect: promptBar, Text: b.promptText()}
	if k.turn.Mine {
		dec := b.g.Decision()
		switch {
		case b.pendGH != rk.NoGreenhouse:
			bar.Choices = b.ghChoices(b.pendGH)
		default:
			bar.Choices = b.buttons
			if dec == rk.DecideBranch || dec == rk.DecideAction {
				bar.CutAt = 340 // parts differ early: they stay distinct, their full words on hover
			}
			if b.want > 0 && b.sel.Total() > 0 {
				bar.Choices = append(bar.Choices[:len(bar.Choices):len(bar.Choices)], table.Choice{Label: "Clear", Action: actClear, Enabled: true})
			}
		}
		if b.want > 0 {
			bar.Reserve = 260
		}
	}
	b.t.SetBar(bar)
	b.layoutChooser()
}

// Choose carries out the prompt bar's own actions (table.Chooser): Clear empties the goods
// selection.
func (b *Board) Choose(action int) {
	if action == actClear {
		b.sel = rk.Goods{}
	}
}

func (b *Board) drawPrompt(dst *ebiten.Image) {
	b.t.DrawBar(dst, b.ui)
	if b.mine() && b.want > 0 {
		b.ui.RoundRect(dst, b.chooser.Rect.Inset(-4), 8, render.Paper)
		b.chooser.Draw(dst, b.ui)
	}
}

// promptText is the bottom line's instruction: the shell's (whose turn, the rules' prompt),
// refined by the board.
func (b *Board) promptText() string {
	g := b.g
	if !b.mine() {
		return b.t.Instruction("")
	}
	if b.pendGH != rk.NoGreenhouse {
		if src := g.Source(); src != "" {
			return src + ": choose what to do with this greenhouse · Esc goes back"
		}
		return "Choose what to do with this greenhouse · Esc goes back"
	}
	text := b.name(b.seat()) + ": " + b.t.Instruction("")
	if g.Decision() == rk.DecidePlace && b.anyPlace() {
		text += " — drag a worker or click a glowing space"
	}
	if b.want > 0 && b.sel.Total() > 0 {
		text += " · chosen: " + rk.GoodsWords(b.sel)
	}
	return text
}

// layoutChooser fills the goods chooser in the room the prompt bar keeps for it.
func (b *Board) layoutChooser() {
	if b.want == 0 || !b.mine() {
		return
	}
	ch := &b.chooser
	ch.Rect = b.t.BarSlot()
	ch.Compact, ch.Clickable = true, true
	if len(ch.Goods) != rk.NumGoods {
		ch.Goods = make([]render.GoodCounter, rk.NumGoods)
	}
	giving := b.g.Decision() == rk.DecideGiveGoods
	stock := b.g.Stock(b.seat())
	for t := range ch.Goods {
		ok := b.selectable(b.sel, rk.Good(t))
		n := int(b.sel[t]) // taking: how many are chosen
		if giving {
			n = int(stock[t] - b.sel[t]) // giving back: how many are left to give
		}
		ch.Goods[t] = render.GoodCounter{Icon: render.GoodSprites[t], Name: rk.Good(t).String(), Count: n,
			Highlight: ok, Dimmed: !ok, Reason: b.whyNotGood(rk.Good(t))}
	}
}

// workerColour is the player colour of seat's workers of worker colour wc: in the solo game
// the second colour (spec §9) is the next colour of the palette, with its own marker shape.
func (b *Board) workerColour(s rules.Seat, wc int) int {
	c := b.t.Colour(s)
	if wc == 1 {
		c = (c + 1) % render.NumPlayerColours
	}
	return c
}

// whyNotGood says why good t cannot be chosen in the goods selection now.
func (b *Board) whyNotGood(t rk.Good) string {
	if b.g.Decision() == rk.DecideGiveGoods && b.g.Stock(b.seat())[t] <= b.sel[t] {
		return "You have no " + t.Plural() + " left to give"
	}
	if b.sel.Total() > 0 {
		return "Not with what you have chosen so far"
	}
	return "This action does not offer " + t.Plural()
}

// drawDrag draws the worker disc in hand.
func (b *Board) drawDrag(dst *ebiten.Image) {
	if !b.drag.Active() {
		return
	}
	x, y := b.drag.At()
	col := b.workerColour(b.seat(), b.g.WorkingColour())
	b.ui.P.Sprite(dst, b.ui.Sprite(render.WorkerSprites[col]), render.Point{X: x, Y: y}, 40.0/80, 1)
}
