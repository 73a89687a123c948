package orkney

import (
	"image/color"
	"math"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"northtable/render"
	"northtable/rules"
	ork "northtable/rules/orkney"
)

// panel draws a paper panel with a soft shadow over r.
func (b *Board) panel(dst *ebiten.Image, r render.Rect, a float32) { b.kit.Panel(dst, r, a) }

// drawTopBar draws the shell's top bar with the round and whose turn it is.
func (b *Board) drawTopBar(dst *ebiten.Image) { b.t.DrawTopBar(dst, b.kit, b.statusLine(), 800) }

// statusLine is the top bar's "Round 3 of 7 · Ann is placing" text.
func (b *Board) statusLine() string {
	if b.g.Over() {
		return "Game over — final scoring"
	}
	if b.ui.decision == ork.DecideTask {
		return "Setup · " + b.seatName(b.ui.seat) + " chooses a secret task"
	}
	s := b.g.Progress() + " · " + b.seatName(b.ui.active)
	if b.ui.decision == ork.DecidePlaceTile {
		return s + " places tile " + strconv.Itoa(b.g.PlacementsThisTurn()+1) + " of " + strconv.Itoa(ork.TilesPerTurn)
	}
	return s + " builds, trades and fishes"
}

// drawLeft draws one panel per seat, the building supply and the event log.
func (b *Board) drawLeft(dst *ebiten.Image) {
	for s := 0; s < b.n; s++ {
		b.drawSeat(dst, rules.Seat(s))
	}
	// building supply and fish on the board
	r := supplyRect(b.n)
	b.panel(dst, r, 1)
	x, y := float64(r.X+14), float64(r.Y+10)
	b.gx.Text(dst, "Supply", b.fonts.smallBold, x, y, render.InkSoft, render.AlignLeft)
	b.gx.Text(dst, "Fish on board", b.fonts.smallBold, float64(r.Right()-14), y, render.InkSoft, render.AlignRight)
	sup := b.g.Supply()
	for _, kind := range ork.Buildings() {
		k := int(kind)
		cx := x + 18 + float64(k)*62
		img := b.sp.bld[k]
		b.gx.Sprite(dst, img, pt{X: cx, Y: y + 40}, 34/spriteW(img), 1)
		b.gx.TextMid(dst, strconv.Itoa(sup[k]), b.fonts.bodyBold, cx+20, y+42, render.Ink, render.AlignLeft)
	}
	fx := float64(r.Right() - 60)
	b.gx.Sprite(dst, b.sp.fishToken, pt{X: fx, Y: y + 40}, 30/spriteW(b.sp.fishToken), 1)
	b.gx.TextMid(dst, strconv.Itoa(b.ui.fishCount), b.fonts.bodyBold, fx+22, y+42, render.Ink, render.AlignLeft)

	// event log, newest at the bottom
	b.t.DrawLog(dst, b.kit)
}

// drawSeat draws seat s's panel: colour and shape, name, score, resources, routes, tiles, fish.
func (b *Board) drawSeat(dst *ebiten.Image, s rules.Seat) {
	r := seatRect(int(s), b.n)
	active := !b.g.Over() && ((b.ui.decision == ork.DecideTask && s == b.ui.seat) ||
		(b.ui.decision != ork.DecideTask && s == b.ui.active))
	b.panel(dst, r, 1)
	col := b.colourOf(s)
	if active {
		b.frame(dst, r.Inset(-3), col, 3)
	}
	b.gx.FillRect(dst, render.Rect{X: float64(r.X + 4), Y: float64(r.Y + 8), W: 5, H: float64(r.H - 16)}, col)
	pv := b.g.Player(s)
	x, y0 := float64(r.X+20), float64(r.Y)
	row1, row2, row3 := y0+24, y0+float64(r.H)/2+4, float64(r.Bottom())-20
	m := b.sp.mark[b.seatColour(s)%6]
	b.gx.Sprite(dst, m, pt{X: x + 11, Y: row1}, 24/spriteW(m), 1)
	hd := b.seatHeader(s, active)
	b.gx.TextMid(dst, hd.name, b.fonts.bodyBold, hd.nameX, row1, render.Ink, render.AlignLeft)
	switch hd.tag {
	case tagComputer:
		b.gx.TextMid(dst, hd.tag, b.fonts.small, hd.tagX, row1+1, render.InkSoft, render.AlignLeft)
	case tagToPlay:
		b.gx.FillRect(dst, render.Rect{X: hd.tagX, Y: row1 - 10, W: hd.tagW, H: 20}, render.Accent)
		b.gx.TextMid(dst, hd.tag, b.fonts.smallBold, hd.tagX+6, row1, render.Paper, render.AlignLeft)
	}
	b.gx.TextMid(dst, strconv.Itoa(pv.BuildingVP), b.fonts.headBold, hd.vpRight, row1+2, render.Ink, render.AlignRight)
	b.gx.TextMid(dst, "VP", b.fonts.small, float64(r.Right()-12), row1+5, render.InkSoft, render.AlignRight)

	// resources
	for i, res := range []ork.Resource{ork.Wood, ork.Stone, ork.Cloth} {
		cx := x + 12 + float64(i)*58
		img := b.sp.res[res]
		b.gx.Sprite(dst, img, pt{X: cx, Y: row2}, 28/spriteW(img), 1)
		b.gx.TextMid(dst, strconv.Itoa(pv.Res[res]), b.fonts.bodyBold, cx+18, row2+1, render.Ink, render.AlignLeft)
	}
	if active && len(pv.Credits) > 0 {
		n := 0
		for _, c := range pv.Credits {
			n += c.Count
		}
		b.gx.TextMid(dst, ork.Count(n, "credit"), b.fonts.smallBold, float64(r.Right()-12), row2, render.Accent, render.AlignRight)
	}
	// routes, tiles, fish
	b.gx.Sprite(dst, m, pt{X: x + 8, Y: row3}, 16/spriteW(m), 1)
	b.gx.TextMid(dst, ork.Count(pv.RoutesLeft, "route"), b.fonts.small, x+20, row3, render.Ink, render.AlignLeft)
	b.gx.Sprite(dst, b.sp.hexSea, pt{X: x + 110, Y: row3}, 20/176.0*b.hexScale(), 1)
	b.gx.TextMid(dst, ork.Count(pv.TilesLeft, "tile"), b.fonts.small, x+122, row3, render.Ink, render.AlignLeft)
	b.gx.Sprite(dst, b.sp.fishToken, pt{X: x + 198, Y: row3}, 18/spriteW(b.sp.fishToken), 1)
	b.gx.TextMid(dst, strconv.Itoa(pv.FishTokens)+" fish", b.fonts.small, x+210, row3, render.Ink, render.AlignLeft)
}

// The tags after a seat's name.
const (
	tagComputer = "computer"
	tagToPlay   = "to play"
)

// seatHead is the layout of a seat panel's top row, in logical px: the name (ellipsized to fit),
// then the tag ("computer", or the "to play" badge for the seat to move), then the VP number
// right-aligned at vpRight and starting at vpLeft.
type seatHead struct {
	name       string
	nameX      float64
	tag        string
	tagX, tagW float64 // tagW is the badge's width, or the tag text's
	vpLeft     float64
	vpRight    float64
}

// frame draws a rectangle outline of width w.
func (b *Board) frame(dst *ebiten.Image, r render.Rect, c color.RGBA, w float64) {
	b.gx.Frame(dst, r, w, c)
}

// drawTrack draws the score track 0–29 with one longship per seat, badged 30+ / 60+ (Orkney
// spec §9 Always visible).
func (b *Board) drawTrack(dst *ebiten.Image) {
	ms := make([]render.TrackMarker, b.n)
	for s := range ms {
		c := b.seatColour(rules.Seat(s))
		ms[s] = render.TrackMarker{Score: b.g.Player(rules.Seat(s)).BuildingVP, Mark: c, Sprite: b.sp.ship[c%6]}
	}
	t := render.ScoreTrack{Rect: trackRect, Spaces: trackSpaces, MarkerW: shipW, Markers: ms}
	t.Draw(dst, b.kit)
}

// drawRight draws the active seat's revealed tile, the action buttons and the private box.
func (b *Board) drawRight(dst *ebiten.Image) {
	seat := b.ui.active
	if b.ui.decision == ork.DecideTask || seat < 0 {
		seat = b.ui.seat
	}
	b.panel(dst, headRect, 1)
	if seat >= 0 && int(seat) < b.n {
		m := b.sp.mark[b.seatColour(seat)%6]
		b.gx.Sprite(dst, m, pt{X: float64(headRect.X + 24), Y: float64(headRect.Y+headRect.Bottom()) / 2}, 24/spriteW(m), 1)
		b.gx.TextMid(dst, render.Ellipsize(b.seatName(seat)+"'s turn", b.fonts.headBold, 230), b.fonts.headBold, float64(headRect.X+44), float64(headRect.Y+headRect.Bottom())/2, render.Ink, render.AlignLeft)
	}

	// the revealed tile
	b.panel(dst, slotRect, 1)
	hidden := b.offTurn()
	tile, ok := b.g.Revealed()
	switch {
	case b.g.Over():
		b.gx.TextMid(dst, "The last tile is down", b.fonts.body, slotCentre.X, slotCentre.Y, render.InkSoft, render.AlignCenter)
	case b.ui.decision == ork.DecideTask:
		b.gx.TextMid(dst, "Choosing tasks", b.fonts.body, slotCentre.X, slotCentre.Y, render.InkSoft, render.AlignCenter)
	case hidden:
		b.gx.TextMid(dst, "Waiting for "+b.seatName(seat), b.fonts.body, slotCentre.X, slotCentre.Y, render.InkSoft, render.AlignCenter)
	case ok:
		head := "Tile " + strconv.Itoa(b.g.PlacementsThisTurn()+1) + " of 2"
		b.gx.Text(dst, head, b.fonts.smallBold, float64(slotRect.X+12), float64(slotRect.Y+8), render.InkSoft, render.AlignLeft)
		room := float64(slotRect.W-36) - render.TextWidth(head, b.fonts.smallBold)
		b.gx.Text(dst, render.Ellipsize(tileName(tile), b.fonts.small, room), b.fonts.small, float64(slotRect.Right()-12), float64(slotRect.Y+8), render.InkSoft, render.AlignRight)
		b.gx.Text(dst, "drag onto the board", b.fonts.small, slotCentre.X, float64(slotRect.Bottom()-22), render.InkSoft, render.AlignCenter)
	default:
		b.gx.TextMid(dst, "Both tiles placed", b.fonts.body, slotCentre.X, slotCentre.Y-10, render.InkSoft, render.AlignCenter)
		b.gx.TextMid(dst, "build, trade, fish or end the turn", b.fonts.small, slotCentre.X, slotCentre.Y+16, render.InkSoft, render.AlignCenter)
	}

	// actions
	b.panel(dst, actRect, 1)
	ax := float64(actRect.X + 12)
	b.gx.Text(dst, "Build", b.fonts.smallBold, ax, float64(actRect.Y+6), render.InkSoft, render.AlignLeft)
	b.gx.Text(dst, "Trade", b.fonts.smallBold, ax, float64(exchangeBtn(0).Y-18), render.InkSoft, render.AlignLeft)
	// the private box toggle's frame (the toggle itself is in the registry)
	b.panel(dst, privBtn, 1)
}

// routeLabel is the Lay route button's label, with the seat's credits.
func (b *Board) routeLabel() string {
	if b.ui.credits > 0 {
		return "Lay route · " + ork.Count(b.ui.credits, "credit")
	}
	return "Lay route"
}

// fishLabel is the fishing button's label, with the tokens on the board.
func (b *Board) fishLabel() string {
	if b.ui.fishCount > 0 {
		return "Fish " + ork.Count(b.ui.fishCount, "token") + " · " + fishCost
	}
	return "Go fishing · " + fishCost
}

// buildNames label the build buttons under their buildings with their cost in wood·stone, from
// the rules: "farm 1·1".
var buildNames = func() (out [3]string) {
	for k, bl := range ork.Buildings() {
		w, s := bl.Cost()
		out[k] = bl.String() + " " + strconv.Itoa(w) + "·" + strconv.Itoa(s)
	}
	return out
}()

// paintBuild draws build button k's building and its cost over the button's face.
func (b *Board) paintBuild(k int) func(*ebiten.Image, render.Rect, float32) {
	return func(dst *ebiten.Image, r render.Rect, a float32) {
		a = min(1, a*1.1)
		img := b.sp.bld[k]
		cx := r.X + r.W/2
		b.gx.Sprite(dst, img, pt{X: cx, Y: r.Y + 22}, 30/spriteW(img), a)
		b.gx.Text(dst, buildNames[k], b.fonts.small, cx, r.Bottom()-22, fade(render.Ink, a), render.AlignCenter)
	}
}

// drawSlotTile draws the revealed tile in its slot (drawn every frame: it turns and lifts).
func (b *Board) drawSlotTile(dst *ebiten.Image) {
	tile, ok := b.g.Revealed()
	if !ok || b.g.Over() || b.offTurn() || b.ui.decision != ork.DecidePlaceTile {
		return
	}
	if b.in.drag.Active() {
		b.gx.Sprite(dst, b.sp.hexGhost, slotCentre, b.hexScale()*slotSize/hexSize, 0.5)
		return
	}
	if b.hidden(spot{part: partSlot}) {
		return
	}
	if b.overSlot(b.in.ptr) && b.Idle() {
		b.gx.Sprite(dst, b.sp.hexGlow, slotCentre, b.hexScale()*slotSize/hexSize*1.08, 0.8)
	}
	b.drawTile(dst, tile, b.in.rot, slotCentre, slotSize, 1)
}

// paintExchange draws a trade button's content as "3 [wood] → 1 [stone]".
func (b *Board) paintExchange(ex ork.Trade) func(*ebiten.Image, render.Rect, float32) {
	n, gets := strconv.Itoa(ex.Rate), strconv.Itoa(ork.ExchangeGets)
	return func(dst *ebiten.Image, r render.Rect, a float32) {
		a = min(1, a*1.1)
		cy := r.Y + r.H/2
		x := r.X + 16
		b.gx.TextMid(dst, n, b.fonts.bodyBold, x, cy, fade(render.Ink, a), render.AlignLeft)
		g0, g1 := b.sp.res[ex.Give], b.sp.res[ex.Get]
		b.gx.Sprite(dst, g0, pt{X: x + 30, Y: cy}, 26/spriteW(g0), a)
		b.gx.TextMid(dst, "→", b.fonts.bodyBold, x+62, cy, fade(render.Ink, a), render.AlignCenter)
		b.gx.TextMid(dst, gets, b.fonts.bodyBold, x+80, cy, fade(render.Ink, a), render.AlignLeft)
		b.gx.Sprite(dst, g1, pt{X: x + 104, Y: cy}, 26/spriteW(g1), a)
	}
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

// paintFit draws the "frame the whole layout" button's icon: a hexagon in corner marks.
func (b *Board) paintFit(dst *ebiten.Image, r render.Rect, _ float32) {
	c := rectCentre(r)
	for k := 0; k < 6; k++ {
		b.gx.Line(add(c, scale(cornerOff(k), 0.1)), add(c, scale(cornerOff(k+1), 0.1)), 2, render.Ink, 1)
	}
	for _, d := range [4]pt{{X: -1, Y: -1}, {X: 1, Y: -1}, {X: 1, Y: 1}, {X: -1, Y: 1}} {
		corner := add(c, scale(d, 15))
		b.gx.Line(corner, add(corner, pt{X: -d.X * 7}), 2, render.Ink, 1)
		b.gx.Line(corner, add(corner, pt{Y: -d.Y * 7}), 2, render.Ink, 1)
	}
	b.gx.Flush(dst)
}

// drawBottom draws the shell's prompt bar along the bottom line.
func (b *Board) drawBottom(dst *ebiten.Image) { b.t.DrawBar(dst, b.kit) }

// prompt is the bottom line's instruction: the shell's (whose turn, the rules' prompt), refined
// for the board's modes.
func (b *Board) prompt() string { return b.t.Instruction(b.refine()) }

// refine is the board's wording of the instruction for its modes and gestures; "" leaves the
// rules' own prompt.
func (b *Board) refine() string {
	seat := b.ui.seat
	switch b.md.mode {
	case modeBuild:
		return "Click a glowing island to build a " + b.md.buildKind.String() + " · Esc or right-click cancels"
	case modeRoute:
		return "Click a glowing connection to lay a route · Esc cancels"
	case modeExtra:
		return "Click a glowing connection to buy a route for " + strconv.Itoa(ork.ExtraRouteCloth) + " cloth · Esc cancels"
	case modeCredit:
		return "This connection touches two islands with credits: choose which credit to spend"
	case modeConfirm:
		return "Unused route credits lapse at the end of your turn"
	}
	switch b.ui.decision {
	case ork.DecideTask:
		return b.seatName(seat) + ": choose the task you will keep secret"
	case ork.DecidePlaceTile:
		rotate := "wheel, R or right-click rotates"
		if b.in.touch {
			rotate = "the arrows beside the tile rotate it"
		}
		if b.in.drag.Active() {
			return "Drop on a glowing cell · " + rotate
		}
		return "Drag your tile onto a glowing cell · " + rotate
	}
	if b.ui.credits > 0 && b.anyRoute() {
		return "Lay your route (" + ork.Count(b.ui.credits, "credit") + "), build, trade, fish or end the turn"
	}
	if b.ui.decision == ork.DecideAction {
		return "Build, trade, fish, buy a route or end the turn" // names every button of the column
	}
	return ""
}

// paintRotate draws a rotate button's icon turning clockwise (dir 1) or anticlockwise (-1).
func (b *Board) paintRotate(dir float64) func(*ebiten.Image, render.Rect, float32) {
	return func(dst *ebiten.Image, r render.Rect, _ float32) { b.rotateIcon(dst, rectCentre(r), dir) }
}

// rotateIcon draws a circular arrow turning clockwise (dir 1) or anticlockwise (-1) at c.
func (b *Board) rotateIcon(dst *ebiten.Image, c pt, dir float64) {
	const rad = 11.0
	start, end := -math.Pi*0.15, math.Pi*1.35
	prev := pt{}
	for i := 0; i <= 14; i++ {
		a := start + (end-start)*float64(i)/14
		p := pt{X: c.X + dir*rad*math.Cos(a), Y: c.Y + rad*math.Sin(a)}
		if i > 0 {
			b.gx.Line(prev, p, 3, render.Ink, 1)
		}
		prev = p
	}
	// arrow head at the end of the arc, pointing along the turn
	a := end
	tip := pt{X: c.X + dir*rad*math.Cos(a), Y: c.Y + rad*math.Sin(a)}
	tan := pt{X: -dir * math.Sin(a), Y: math.Cos(a)} // direction of travel along the arc
	nrm := pt{X: dir * math.Cos(a), Y: math.Sin(a)}
	p1 := add(tip, scale(tan, 7))
	p2 := add(tip, scale(nrm, 6))
	p3 := sub(tip, scale(nrm, 6))
	b.gx.Quad(p1, p2, p3, p3, render.Ink, 1)
	b.gx.Flush(dst)
}

// fishCost is the price of fishing from the rules, e.g. "2 cloth".
var fishCost = strconv.Itoa(ork.FishCloth) + " cloth"

// seatHeader lays out seat s's top row so that a long name never runs under the tag or the VP
// number: it is shortened with "…" to the room left between them.
func (b *Board) seatHeader(s rules.Seat, active bool) seatHead {
	r := seatRect(int(s), b.n)
	x := float64(r.X + 20)
	h := seatHead{nameX: x + 30, vpRight: float64(r.Right() - 34)}
	h.vpLeft = h.vpRight - render.TextWidth(strconv.Itoa(b.g.Player(s).BuildingVP), b.fonts.headBold)
	switch {
	case b.t.Seats()[s].Bot:
		h.tag, h.tagW = tagComputer, render.TextWidth(tagComputer, b.fonts.small)
	case active:
		h.tag, h.tagW = tagToPlay, render.TextWidth(tagToPlay, b.fonts.smallBold)+12
	}
	room := h.vpLeft - 10 - h.nameX
	if h.tag != "" {
		room -= h.tagW + 8
	}
	h.name = b.seatName(s)
	if b.fonts.bodyBold != nil {
		h.name = render.Ellipsize(h.name, b.fonts.bodyBold, room)
	}
	h.tagX = h.nameX + render.TextWidth(h.name, b.fonts.bodyBold) + 8
	return h
}
