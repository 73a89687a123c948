package orkney

import (
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"northtable/render"
	"northtable/rules"
	ork "northtable/rules/orkney"
	"northtable/scenes/table"
)

// panels draws what surrounds the board and lies over it: the top bar, the seat panels, the
// supply, the score track, the right column with the revealed tile's slot and the action
// buttons, the task choice and the private box, into one cached layer where it can. It keeps the
// action buttons' registry (render.Controls), laid out once per change (layoutControls) and read
// back by the drawing, the hover, the taps and the probe surface.
type panels struct {
	*pos
	vw       *view   // the tile drawn in its slot and in hand
	in       *picker // the tile in hand, the pointer
	md       *modes  // the mode, the popup, the private box, the prompt bar
	an       *motion // what an animation stands in for
	layer    render.Layer[chromeKey]
	choice   render.CardChoice // the task choice, kept so its texts are wrapped once
	controls render.Controls   // the action buttons' registry (layoutControls)
	ctlKey   ctlKey            // what the registry was built for
}

// statusLine is the top bar's "Round 3 of 7 · Ann is placing" text.
func (b *panels) statusLine() string {
	if b.g.Over() {
		return "Game over — final scoring"
	}
	if b.ui.decision == ork.DecideTask {
		return "Setup · " + b.t.Name(b.ui.seat) + " chooses a secret task"
	}
	s := b.g.Progress() + " · " + b.t.Name(b.ui.active)
	if b.ui.decision == ork.DecidePlaceTile {
		return s + " places tile " + strconv.Itoa(b.g.PlacementsThisTurn()+1) + " of " + strconv.Itoa(ork.TilesPerTurn)
	}
	return s + " builds, trades and fishes"
}

// drawLeft draws one panel per seat, the building supply and the event log.
func (b *panels) drawLeft(dst *ebiten.Image) {
	for s := 0; s < b.n; s++ {
		b.drawSeat(dst, rules.Seat(s))
	}
	// building supply and fish on the board
	r := supplyRect(b.n)
	b.kit.Panel(dst, r, 1)
	x, y := float64(r.X+14), float64(r.Y+10)
	b.gx.Text(dst, "Supply", b.kit.Fonts.SmallBold, x, y, render.InkSoft, render.AlignLeft)
	b.gx.Text(dst, "Fish on board", b.kit.Fonts.SmallBold, float64(r.Right()-14), y, render.InkSoft, render.AlignRight)
	sup := b.g.Supply()
	for _, kind := range ork.Buildings() {
		k := int(kind)
		cx := x + 18 + float64(k)*62
		img := b.vw.sp.bld[k]
		b.gx.Sprite(dst, img, pt{X: cx, Y: y + 40}, 34/spriteW(img), 1)
		b.gx.TextMid(dst, strconv.Itoa(sup[k]), b.kit.Fonts.BodyBold, cx+20, y+42, render.Ink, render.AlignLeft)
	}
	fx := float64(r.Right() - 60)
	b.gx.Sprite(dst, b.vw.sp.fishToken, pt{X: fx, Y: y + 40}, 30/spriteW(b.vw.sp.fishToken), 1)
	b.gx.TextMid(dst, strconv.Itoa(b.ui.fishCount), b.kit.Fonts.BodyBold, fx+22, y+42, render.Ink, render.AlignLeft)

	// event log, newest at the bottom
	b.t.DrawLog(dst, b.kit)
}

// drawSeat draws seat s's panel: colour and shape, name, score, resources, routes, tiles, fish.
func (b *panels) drawSeat(dst *ebiten.Image, s rules.Seat) {
	r := seatRect(int(s), b.n)
	hd := b.seatHeader(s)
	hd.Draw(dst, b.kit)
	pv := b.g.Player(s)
	x, y0 := float64(r.X+20), float64(r.Y)
	row2, row3 := y0+float64(r.H)/2+4, float64(r.Bottom())-20
	m := b.vw.sp.mark[b.seatColour(s)%6]
	// resources
	for i, res := range []ork.Resource{ork.Wood, ork.Stone, ork.Cloth} {
		cx := x + 12 + float64(i)*58
		img := b.vw.sp.res[res]
		b.gx.Sprite(dst, img, pt{X: cx, Y: row2}, 28/spriteW(img), 1)
		b.gx.TextMid(dst, strconv.Itoa(pv.Res[res]), b.kit.Fonts.BodyBold, cx+18, row2+1, render.Ink, render.AlignLeft)
	}
	if hd.Active && len(pv.Credits) > 0 {
		n := 0
		for _, c := range pv.Credits {
			n += c.Count
		}
		b.gx.TextMid(dst, ork.Count(n, "credit"), b.kit.Fonts.SmallBold, float64(r.Right()-12), row2, render.Accent, render.AlignRight)
	}
	// routes, tiles, fish
	b.gx.Sprite(dst, m, pt{X: x + 8, Y: row3}, 16/spriteW(m), 1)
	b.gx.TextMid(dst, ork.Count(pv.RoutesLeft, "route"), b.kit.Fonts.Small, x+20, row3, render.Ink, render.AlignLeft)
	b.gx.Sprite(dst, b.vw.sp.hexSea, pt{X: x + 110, Y: row3}, 20/176.0*b.vw.hexScale(), 1)
	b.gx.TextMid(dst, ork.Count(pv.TilesLeft, "tile"), b.kit.Fonts.Small, x+122, row3, render.Ink, render.AlignLeft)
	b.gx.Sprite(dst, b.vw.sp.fishToken, pt{X: x + 198, Y: row3}, 18/spriteW(b.vw.sp.fishToken), 1)
	b.gx.TextMid(dst, strconv.Itoa(pv.FishTokens)+" fish", b.kit.Fonts.Small, x+210, row3, render.Ink, render.AlignLeft)
}

// drawTrack draws the score track 0–29 with one longship per seat, badged 30+ / 60+ (Orkney
// spec §9 Always visible).
func (b *panels) drawTrack(dst *ebiten.Image) {
	t := b.scoreTrack()
	t.Draw(dst, b.kit)
}

// scoreTrack is the score track with every seat's longship at its building VP (the ships'
// sprites once the kit is bound).
func (b *panels) scoreTrack() render.ScoreTrack {
	ms := make([]render.TrackMarker, b.n)
	for s := range ms {
		c := b.seatColour(rules.Seat(s))
		ms[s] = render.TrackMarker{Score: b.g.Player(rules.Seat(s)).BuildingVP, Mark: c}
		if b.kit != nil {
			ms[s].Sprite = b.kit.Sprite("ship/" + render.PlayerColourNames[c%6])
		}
	}
	return render.ScoreTrack{Rect: trackRect, Spaces: ork.TrackSpaces, MarkerW: shipW, Markers: ms}
}

// drawRight draws the active seat's revealed tile, the action buttons and the private box.
func (b *panels) drawRight(dst *ebiten.Image) {
	seat := b.ui.active
	if b.ui.decision == ork.DecideTask || seat < 0 {
		seat = b.ui.seat
	}
	b.kit.Panel(dst, headRect, 1)
	if seat >= 0 && int(seat) < b.n {
		m := b.vw.sp.mark[b.seatColour(seat)%6]
		b.gx.Sprite(dst, m, pt{X: float64(headRect.X + 24), Y: float64(headRect.Y+headRect.Bottom()) / 2}, 24/spriteW(m), 1)
		b.gx.TextMid(dst, render.Ellipsize(b.t.Name(seat)+"'s turn", b.kit.Fonts.HeadingBold, 230), b.kit.Fonts.HeadingBold, float64(headRect.X+44), float64(headRect.Y+headRect.Bottom())/2, render.Ink, render.AlignLeft)
	}

	// the revealed tile
	b.kit.Panel(dst, slotRect, 1)
	hidden := b.offTurn()
	tile, ok := b.g.Revealed()
	switch {
	case b.g.Over():
		b.gx.TextMid(dst, "The last tile is down", b.kit.Fonts.Body, slotCentre.X, slotCentre.Y, render.InkSoft, render.AlignCenter)
	case b.ui.decision == ork.DecideTask:
		b.gx.TextMid(dst, "Choosing tasks", b.kit.Fonts.Body, slotCentre.X, slotCentre.Y, render.InkSoft, render.AlignCenter)
	case hidden:
		b.gx.TextMid(dst, "Waiting for "+b.t.Name(seat), b.kit.Fonts.Body, slotCentre.X, slotCentre.Y, render.InkSoft, render.AlignCenter)
	case ok:
		head := "Tile " + strconv.Itoa(b.g.PlacementsThisTurn()+1) + " of 2"
		b.gx.Text(dst, head, b.kit.Fonts.SmallBold, float64(slotRect.X+12), float64(slotRect.Y+8), render.InkSoft, render.AlignLeft)
		room := float64(slotRect.W-36) - render.TextWidth(head, b.kit.Fonts.SmallBold)
		b.gx.Text(dst, render.Ellipsize(tileName(tile), b.kit.Fonts.Small, room), b.kit.Fonts.Small, float64(slotRect.Right()-12), float64(slotRect.Y+8), render.InkSoft, render.AlignRight)
		b.gx.Text(dst, "drag onto the board", b.kit.Fonts.Small, slotCentre.X, float64(slotRect.Bottom()-22), render.InkSoft, render.AlignCenter)
	default:
		b.gx.TextMid(dst, "Both tiles placed", b.kit.Fonts.Body, slotCentre.X, slotCentre.Y-10, render.InkSoft, render.AlignCenter)
		b.gx.TextMid(dst, "build, trade, fish or end the turn", b.kit.Fonts.Small, slotCentre.X, slotCentre.Y+16, render.InkSoft, render.AlignCenter)
	}

	// actions
	b.kit.Panel(dst, actRect, 1)
	ax := float64(actRect.X + 12)
	b.gx.Text(dst, "Build", b.kit.Fonts.SmallBold, ax, float64(actRect.Y+6), render.InkSoft, render.AlignLeft)
	b.gx.Text(dst, "Trade", b.kit.Fonts.SmallBold, ax, float64(exchangeBtn(0).Y-18), render.InkSoft, render.AlignLeft)
	// the private box toggle's frame (the toggle itself is in the registry)
	b.kit.Panel(dst, privBtn, 1)
}

// drawSlotTile draws the revealed tile in its slot (drawn every frame: it turns and lifts).
func (b *panels) drawSlotTile(dst *ebiten.Image) {
	tile, ok := b.g.Revealed()
	if !ok || b.g.Over() || b.offTurn() || b.ui.decision != ork.DecidePlaceTile {
		return
	}
	if b.in.drag.Active() {
		b.gx.Sprite(dst, b.vw.sp.hexGhost, slotCentre, b.vw.hexScale()*slotSize/hexSize, 0.5)
		return
	}
	if b.an.hidden(spot{part: partSlot}) {
		return
	}
	if b.in.overSlot(b.in.ptr) && b.t.Ready() {
		b.gx.Sprite(dst, b.vw.sp.hexGlow, slotCentre, b.vw.hexScale()*slotSize/hexSize*1.08, 0.8)
	}
	b.vw.drawTile(dst, tile, b.in.rot, slotCentre, slotSize, 1)
	b.drawHint(dst, hintOver)
}

// seatHeader is seat s's panel's top row: its mark, its name shortened with "…" to the room
// left before the tag (a computer's, Table.SeatTag, or the "to play" badge for the seat to move) and the VP
// number.
func (b *panels) seatHeader(s rules.Seat) render.SeatHeader {
	h := render.SeatHeader{Rect: seatRect(int(s), b.n), Colour: b.seatColour(s), Name: b.t.Name(s),
		Score: strconv.Itoa(b.g.Player(s).BuildingVP), Unit: "VP", Frame: true, Stripe: true, Top: 24, MarkR: 12,
		Active: !b.g.Over() && (b.choosingTask() && s == b.ui.seat || !b.choosingTask() && s == b.ui.active)}
	tag, style, computer := b.t.SeatTag(s)
	switch {
	case computer:
		h.Tag, h.TagStyle = tag, style
	case h.Active:
		h.Tag, h.TagStyle = "to play", render.TagBadge
	}
	return h
}

// drawOverlays draws what lies over everything: the task choice, the private box, the tile in
// hand, the animations, a popup and the hover reason (the shell's toast and chrome come after).
func (b *panels) drawOverlays(dst *ebiten.Image) {
	if b.choosingTask() && !b.offTurn() && b.t.Ready() {
		b.drawTaskChoice(dst)
		b.drawHint(dst, hintOver)
	}
	if b.md.privateOpen && !b.offTurn() {
		b.drawPrivate(dst)
	}

	// the tile in hand, outside the board (over the board the ghost shows it)
	if a := b.in.dragAt(); b.in.drag.Active() && (!boardRect.Contains(a.X, a.Y) || b.in.overOverlay(a)) {
		if t, ok := b.g.Revealed(); ok {
			b.vw.drawTile(dst, t, b.in.rot, a, slotSize, 0.9)
		}
	}
	b.t.Anims().Draw(dst)
	if b.md.popupOpen() {
		b.md.dialog.Draw(dst, b.kit)
	}
	b.controls.DrawTooltip(dst, b.kit)
}

// drawTaskChoice shows the two dealt task tiles with their descriptions (Orkney spec §5.3 K1).
func (b *panels) drawTaskChoice(dst *ebiten.Image) {
	c := &b.choice
	// the cue on both cards, hover or not: a touch screen has no hover to show it
	c.Area, c.TitleAt, c.Action, c.ShowAction = boardRect, pt{X: 810, Y: 200}, "Keep this task", true
	c.Title, c.Subtitle = b.t.Name(b.ui.seat)+", keep one task secret", "It scores at the end of the game. The other one goes back unseen."
	c.Options = c.Options[:0]
	for i, t := range b.g.Player(b.ui.seat).Dealt {
		pic := "task/back"
		if t > 0 {
			pic = "task/" + strconv.Itoa(int(t))
		}
		c.Options = append(c.Options, render.ChoiceCard{Rect: taskCard(i), Picture: pic, Name: t.String(), Text: t.Describe()})
	}
	c.Draw(dst, b.kit, b.in.ptr)
}

// drawPrivate draws the active seat's private box: its task and fish values (Orkney spec §9).
func (b *panels) drawPrivate(dst *ebiten.Image) {
	seat := b.ui.seat
	if seat < 0 {
		return
	}
	pv := b.g.Player(seat)
	r := privPanel
	b.kit.Panel(dst, r, 1)
	x := float64(r.X + 16)
	b.gx.Text(dst, "Only for "+b.t.Name(seat), b.kit.Fonts.SmallBold, x, float64(r.Y+10), render.Accent, render.AlignLeft)
	y := float64(r.Y + 34)
	if pv.Task != 0 {
		img := b.kit.Sprite("task/" + strconv.Itoa(int(pv.Task)))
		b.gx.Sprite(dst, img, pt{X: x + 60, Y: y + 40}, 120/spriteW(img), 1)
		b.gx.Text(dst, pv.Task.String(), b.kit.Fonts.BodyBold, x+130, y+4, render.Ink, render.AlignLeft)
		for j, l := range render.Wrap(pv.Task.Describe(), b.kit.Fonts.Small, float64(r.W)-160) {
			b.gx.Text(dst, l, b.kit.Fonts.Small, x+130, y+28+float64(j)*18, render.InkSoft, render.AlignLeft)
		}
	} else {
		b.gx.Text(dst, "No task chosen yet", b.kit.Fonts.Body, x, y, render.InkSoft, render.AlignLeft)
	}
	y = float64(r.Y + 160)
	b.gx.Text(dst, "Your fish", b.kit.Fonts.SmallBold, x, y, render.InkSoft, render.AlignLeft)
	if len(pv.FishValues) == 0 {
		b.gx.Text(dst, "none yet — fishing costs "+fishCost, b.kit.Fonts.Small, x, y+24, render.InkSoft, render.AlignLeft)
		return
	}
	fish := fishTokens(pv.FishValues)
	fish.Draw(dst, b.kit)
	sum := 0
	for _, v := range pv.FishValues {
		sum += v
	}
	b.gx.Text(dst, ork.Count(sum, "fish point")+" = "+strconv.Itoa(ork.FishVP(sum))+" VP at the end", b.kit.Fonts.Small, x, fishSumY(), render.Ink, render.AlignLeft)
}

// drawChrome draws the cached panel layer, redrawing it first when something it shows changed.
func (b *panels) drawChrome(screen *ebiten.Image) {
	b.layoutControls()
	b.in.setBar()
	key := chromeKey{
		version: b.version, mode: b.md.mode, buildKind: int(b.md.buildKind), look: b.controls.Look(),
		chrome: b.t.ChromeKey(), dragging: b.in.drag.Active(), privateOpen: b.md.privateOpen,
		scale: b.gx.Scale(), hint: b.hintGen,
	}
	key.look.Tip = false // the tooltip is drawn over the layer, not in it
	if layer, stale := b.layer.Begin(screen, key); stale {
		b.drawTrack(layer)
		b.t.DrawTopBar(layer, b.kit, b.statusLine(), 800)
		b.drawLeft(layer)
		b.drawRight(layer)
		b.t.DrawBar(layer, b.kit)
		b.controls.Draw(layer, b.kit)
		b.drawHint(layer, hintOnPanel)
		b.gx.SetScale(key.scale)
	}
	b.layer.Draw(screen)
}

// chromeKey is everything the panels around the board depend on. The panels (top bar, seat
// panels, supply, log, score track, action buttons, prompt) are drawn into one cached layer and
// redrawn only when this key changes, so an idle frame costs a handful of draw calls instead of
// a hundred lines of text.
type chromeKey struct {
	version     int
	mode        mode
	buildKind   int
	look        render.Look     // the controls' hover and press state
	chrome      table.ChromeKey // the shell's chrome drawn in the layer (prompt bar, log, turn)
	dragging    bool
	privateOpen bool
	scale       float64
	hint        int // the hints shown and taken away (pos.hintGen): a button may be marked
}

// tileName is the revealed tile's label in plain words, e.g. "wood–stone tile with a fish"
// (Tile.Describe without its article).
func tileName(t ork.Tile) string {
	d := t.Describe()
	for _, art := range []string{"a ", "an "} {
		if strings.HasPrefix(d, art) {
			return d[len(art):]
		}
	}
	return d
}

// fishTokenSize is a fish token's size in the private box, logical px.
const fishTokenSize = 30.0

// fishTokens lays out the private box's fish tokens of values: one token per fish while they
// fit in two rows of eight above the sum line, else one token per value with its count.
func fishTokens(values []int) render.NumberedTokens {
	return render.NumberedTokens{First: pt{X: privPanel.X + 32, Y: privPanel.Y + 202}, Sprite: "fish/token",
		Size: fishTokenSize, Step: pt{X: 34, Y: 36}, PerRow: 8, Rows: 2, Groups: 3, GroupX: 90, Values: values}
}

// fishSumY is the top of the private box's "N fish points = M VP" line.
func fishSumY() float64 { return float64(privPanel.Bottom() - 28) }

// paintBuild draws build button k's building and its cost over the button's face.
func (b *panels) paintBuild(k int) func(*ebiten.Image, render.Rect, float32) {
	return func(dst *ebiten.Image, r render.Rect, a float32) {
		a = min(1, a*1.1)
		img := b.vw.sp.bld[k]
		cx := r.X + r.W/2
		b.gx.Sprite(dst, img, pt{X: cx, Y: r.Y + 22}, 30/spriteW(img), a)
		b.gx.Text(dst, buildNames[k], b.kit.Fonts.Small, cx, r.Bottom()-22, fade(render.Ink, a), render.AlignCenter)
	}
}

// paintExchange draws a trade button's content as "3 [wood] → 1 [stone]".
func (b *panels) paintExchange(ex ork.Trade) func(*ebiten.Image, render.Rect, float32) {
	n, gets := strconv.Itoa(ex.Rate), strconv.Itoa(ork.ExchangeGets)
	return func(dst *ebiten.Image, r render.Rect, a float32) {
		a = min(1, a*1.1)
		cy := r.Y + r.H/2
		x := r.X + 16
		b.gx.TextMid(dst, n, b.kit.Fonts.BodyBold, x, cy, fade(render.Ink, a), render.AlignLeft)
		g0, g1 := b.vw.sp.res[ex.Give], b.vw.sp.res[ex.Get]
		b.gx.Sprite(dst, g0, pt{X: x + 30, Y: cy}, 26/spriteW(g0), a)
		b.gx.TextMid(dst, "→", b.kit.Fonts.BodyBold, x+62, cy, fade(render.Ink, a), render.AlignCenter)
		b.gx.TextMid(dst, gets, b.kit.Fonts.BodyBold, x+80, cy, fade(render.Ink, a), render.AlignLeft)
		b.gx.Sprite(dst, g1, pt{X: x + 104, Y: cy}, 26/spriteW(g1), a)
	}
}

// paintFit draws the "frame the whole layout" button's icon: a hexagon in corner marks.
func (b *panels) paintFit(dst *ebiten.Image, r render.Rect, _ float32) {
	c := rectCentre(r)
	for k := 0; k < 6; k++ {
		b.gx.Line(c.Add(cornerOff(k).Scale(0.1)), c.Add(cornerOff(k+1).Scale(0.1)), 2, render.Ink, 1)
	}
	for _, d := range [4]pt{{X: -1, Y: -1}, {X: 1, Y: -1}, {X: 1, Y: 1}, {X: -1, Y: 1}} {
		corner := c.Add(d.Scale(15))
		b.gx.Line(corner, corner.Add(pt{X: -d.X * 7}), 2, render.Ink, 1)
		b.gx.Line(corner, corner.Add(pt{Y: -d.Y * 7}), 2, render.Ink, 1)
	}
	b.gx.Flush(dst)
}

// paintRotate draws a rotate button's icon turning clockwise (dir 1) or anticlockwise (-1).
func (b *panels) paintRotate(dir float64) func(*ebiten.Image, render.Rect, float32) {
	return func(dst *ebiten.Image, r render.Rect, _ float32) { b.gx.TurnArrow(dst, rectCentre(r), dir, render.Ink) }
}

// layoutControls rebuilds the registry when what it shows changed: every control's rectangle,
// label, enabled state, reason and toggle come from here, and drawing, hover, reasons, taps and
// tests all read them back from the registry.
func (b *panels) layoutControls() {
	hidden := b.offTurn()
	k := ctlKey{version: b.version, mode: b.md.mode, buildKind: int(b.md.buildKind), hidden: hidden,
		privateOpen: b.md.privateOpen, placing: b.placing() && !b.g.Over()}
	if k == b.ctlKey && len(b.controls.All()) > 0 {
		return
	}
	b.ctlKey = k
	cs := &b.controls
	cs.Reset()
	add := func(id int, r render.Rect, label string, ok bool, why string, active bool, paint func(*ebiten.Image, render.Rect, float32)) {
		cs.Add(render.Control{ID: id, Rect: r, Label: label, Enabled: ok, Reason: why, Active: active,
			Style: render.StyleBoard, Paint: paint})
	}
	// act adds an action button: enabled when its target takes a move, else greyed with the
	// rules' words for its kind of move (like) or the shell's while nobody here may act
	seat := b.mover()
	act := func(id int, r render.Rect, label string, k target, like rules.Move, active bool, paint func(*ebiten.Image, render.Rect, float32)) {
		ok, why := b.ix.Has(k), ""
		if tu := b.t.Turn(); !tu.Mine {
			ok, why = false, tu.Why
		} else if !ok {
			why = b.g.WhyNone(like)
		}
		add(id, r, label, ok, why, active, paint)
	}
	add(ctlFit, fitBtn, "", true, "", false, b.paintFit)
	if _, ok := b.g.Revealed(); ok && !b.g.Over() && b.ui.decision != ork.DecideTask && !hidden {
		add(ctlRotCCW, rotCCWBtn, "", true, "", false, b.paintRotate(-1))
		add(ctlRotCW, rotCWBtn, "", true, "", false, b.paintRotate(1))
	}
	for _, kind := range ork.Buildings() {
		k := int(kind)
		act(ctlBuild+k, buildBtn(k), "", tBuildBtn(kind), ork.Build{By: seat, Kind: kind},
			b.md.mode == modeBuild && b.md.buildKind == kind, b.paintBuild(k))
	}
	route, fish := "Lay route", "Go fishing · "+fishCost
	if b.ui.credits > 0 {
		route += " · " + ork.Count(b.ui.credits, "credit")
	}
	if b.ui.fishCount > 0 {
		fish = "Fish " + ork.Count(b.ui.fishCount, "token") + " · " + fishCost
	}
	act(ctlRoute, routeBtn, route, routeBtnT, ork.PlaceRoute{By: seat}, b.md.mode == modeRoute || b.md.mode == modeCredit, nil)
	act(ctlExtra, extraBtn, "Extra route · "+strconv.Itoa(ork.ExtraRouteCloth)+" cloth", extraBtnT, ork.ExtraRoute{By: seat}, b.md.mode == modeExtra, nil)
	for i, ex := range exchanges {
		act(ctlExchange+i, exchangeBtn(i), "", tTradeBtn(i), ork.Exchange{By: seat, Give: ex.Give, Get: ex.Get}, false, b.paintExchange(ex))
	}
	act(ctlFish, fishBtn, fish, fishBtnT, ork.Fish{By: seat}, false, nil)
	act(ctlEnd, endBtn, "End turn", endBtnT, ork.EndTurn{By: seat}, b.md.mode == modeConfirm, nil)
	label := "Show my task & fish"
	if b.md.privateOpen {
		label = "Hide my task & fish"
	}
	add(ctlPrivate, privBtn.Inset(10), label, !hidden && !b.g.Over() && b.ui.decision != ork.DecideTask, "", b.md.privateOpen, nil)
}

// ctlKey is what the control registry depends on: it is rebuilt when this changes.
type ctlKey struct {
	version     int
	mode        mode
	buildKind   int
	hidden      bool
	privateOpen bool
	placing     bool
}

// Control IDs of the registry (render.Controls wants them non-zero).
const (
	ctlFit = iota + 1
	ctlRotCCW
	ctlRotCW
	ctlRoute
	ctlExtra
	ctlFish
	ctlEnd
	ctlPrivate
	ctlBuild                   // + kind 0..2
	ctlExchange = ctlBuild + 3 // + trade 0..5
)

// buildNames label the build buttons under their buildings with their cost in wood·stone, from
// the rules: "farm 1·1".
var buildNames = func() (out [3]string) {
	for k, bl := range ork.Buildings() {
		w, s := bl.Cost()
		out[k] = bl.String() + " " + strconv.Itoa(w) + "·" + strconv.Itoa(s)
	}
	return out
}()

// fishCost is the price of fishing from the rules, e.g. "2 cloth".
var fishCost = strconv.Itoa(ork.FishCloth) + " cloth"
