package orkney

import (
	"image"
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
func (b *Board) panel(dst *ebiten.Image, r image.Rectangle, a float32) {
	b.gx.nine(dst, b.sp.shadow, r.Add(image.Pt(0, 2)).Inset(-render.ShadowMargin), a)
	b.gx.nine(dst, b.sp.panel, r, a)
}

// button draws a button: hover/pressed/disabled states (disabled at 40% opacity, VISUAL.md).
func (b *Board) button(dst *ebiten.Image, r image.Rectangle, label string, c control, active bool) {
	img := b.sp.button
	a := float32(1)
	hot := inRect(r, b.ptr.X, b.ptr.Y)
	switch {
	case !c.ok:
		img, a = b.sp.buttonOff, 0.4
	case active:
		img = b.sp.buttonDown
	case hot:
		img = b.sp.buttonHover
	}
	b.gx.nine(dst, img, r, a)
	if active {
		b.gx.rectF(dst, float64(r.Min.X+6), float64(r.Max.Y-5), float64(r.Dx()-12), 3, render.Accent)
	}
	b.gx.textMid(dst, label, b.fonts.bodyBold, float64(r.Min.X+r.Max.X)/2, float64(r.Min.Y+r.Max.Y)/2, fade(render.Ink, a+0.15), alignCentre)
}

// drawTopBar draws the title, the round and whose turn it is, and the menu button.
func (b *Board) drawTopBar(dst *ebiten.Image) {
	b.gx.rect(dst, topBar, render.Ink)
	b.gx.textMid(dst, "Orkney", b.fonts.headBold, 24, 28, render.Sand, alignLeft)
	b.gx.textMid(dst, b.statusLine(), b.fonts.body, 800, 28, render.Foam, alignCentre)
	b.button(dst, menuBtn, "Menu", control{ok: true}, false)
}

// statusLine is the top bar's "Round 3 of 7 · Ann is placing" text.
func (b *Board) statusLine() string {
	if b.g.Over() {
		return "Game over — final scoring"
	}
	if b.ui.decision == ork.DecideTask {
		return "Setup · " + b.seatName(b.ui.seat) + " chooses a secret task"
	}
	per := stackSize(b.n)
	used := per - b.g.Player(0).TilesLeft
	round := (used + 1) / 2
	if round < 1 {
		round = 1
	}
	if round > b.turns {
		round = b.turns
	}
	s := "Round " + strconv.Itoa(round) + " of " + strconv.Itoa(b.turns) + " · " + b.seatName(b.ui.active)
	if b.ui.decision == ork.DecidePlaceTile {
		return s + " places tile " + strconv.Itoa(b.g.PlacementsThisTurn()+1) + " of 2"
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
	x, y := float64(r.Min.X+14), float64(r.Min.Y+10)
	b.gx.drawText(dst, "Supply", b.fonts.smallBold, x, y, render.InkSoft, alignLeft)
	b.gx.drawText(dst, "Fish on board", b.fonts.smallBold, float64(r.Max.X-14), y, render.InkSoft, alignRight)
	sup := b.g.Supply()
	for k := 0; k < 3; k++ {
		cx := x + 18 + float64(k)*62
		img := b.sp.bld[k]
		b.gx.sprite(dst, img, pt{X: cx, Y: y + 40}, 34/spriteW(img), 1)
		b.gx.textMid(dst, strconv.Itoa(sup[k]), b.fonts.bodyBold, cx+20, y+42, render.Ink, alignLeft)
	}
	fx := float64(r.Max.X - 60)
	b.gx.sprite(dst, b.sp.fishToken, pt{X: fx, Y: y + 40}, 30/spriteW(b.sp.fishToken), 1)
	b.gx.textMid(dst, strconv.Itoa(b.ui.fishCount), b.fonts.bodyBold, fx+22, y+42, render.Ink, alignLeft)

	// event log, newest at the bottom
	lr := logRect(b.n)
	b.panel(dst, lr, 1)
	b.gx.drawText(dst, "Log", b.fonts.smallBold, float64(lr.Min.X+14), float64(lr.Min.Y+8), render.InkSoft, alignLeft)
	lineH := 19.0
	maxLines := int((float64(lr.Dy()) - 34) / lineH)
	start := len(b.log) - maxLines
	if start < 0 {
		start = 0
	}
	yy := float64(lr.Min.Y) + 30
	for _, l := range b.log[start:] {
		if l.seat >= 0 && int(l.seat) < b.n {
			b.gx.rectF(dst, float64(lr.Min.X+12), yy+4, 4, 12, b.colourOf(l.seat))
		}
		b.gx.drawText(dst, clip(l.text, b.fonts.small, float64(lr.Dx()-34)), b.fonts.small, float64(lr.Min.X+22), yy, render.Ink, alignLeft)
		yy += lineH
	}
}

// clip shortens s with an ellipsis to fit w px.
func clip(s string, f *render.Face, w float64) string {
	if f == nil || measure(s, f) <= w {
		return s
	}
	rs := []rune(s)
	for len(rs) > 1 && measure(string(rs)+"…", f) > w {
		rs = rs[:len(rs)-1]
	}
	return string(rs) + "…"
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
	b.gx.rectF(dst, float64(r.Min.X+4), float64(r.Min.Y+8), 5, float64(r.Dy()-16), col)
	pv := b.g.Player(s)
	x, y0 := float64(r.Min.X+20), float64(r.Min.Y)
	row1, row2, row3 := y0+24, y0+float64(r.Dy())/2+4, float64(r.Max.Y)-20
	m := b.sp.mark[b.seatColour(s)%6]
	b.gx.sprite(dst, m, pt{X: x + 11, Y: row1}, 24/spriteW(m), 1)
	hd := b.seatHeader(s, active)
	b.gx.textMid(dst, hd.name, b.fonts.bodyBold, hd.nameX, row1, render.Ink, alignLeft)
	switch hd.tag {
	case tagComputer:
		b.gx.textMid(dst, hd.tag, b.fonts.small, hd.tagX, row1+1, render.InkSoft, alignLeft)
	case tagToPlay:
		b.gx.rectF(dst, hd.tagX, row1-10, hd.tagW, 20, render.Accent)
		b.gx.textMid(dst, hd.tag, b.fonts.smallBold, hd.tagX+6, row1, render.Paper, alignLeft)
	}
	b.gx.textMid(dst, strconv.Itoa(pv.BuildingVP), b.fonts.headBold, hd.vpRight, row1+2, render.Ink, alignRight)
	b.gx.textMid(dst, "VP", b.fonts.small, float64(r.Max.X-12), row1+5, render.InkSoft, alignRight)

	// resources
	for i, res := range []ork.Resource{ork.Wood, ork.Stone, ork.Cloth} {
		cx := x + 12 + float64(i)*58
		img := b.sp.res[res]
		b.gx.sprite(dst, img, pt{X: cx, Y: row2}, 28/spriteW(img), 1)
		b.gx.textMid(dst, strconv.Itoa(pv.Res[res]), b.fonts.bodyBold, cx+18, row2+1, render.Ink, alignLeft)
	}
	if active && len(pv.Credits) > 0 {
		n := 0
		for _, c := range pv.Credits {
			n += c.Count
		}
		b.gx.textMid(dst, strconv.Itoa(n)+" credit"+plural(n), b.fonts.smallBold, float64(r.Max.X-12), row2, render.Accent, alignRight)
	}
	// routes, tiles, fish
	b.gx.sprite(dst, m, pt{X: x + 8, Y: row3}, 16/spriteW(m), 1)
	b.gx.textMid(dst, strconv.Itoa(pv.RoutesLeft)+" routes", b.fonts.small, x+20, row3, render.Ink, alignLeft)
	b.gx.sprite(dst, b.sp.hexSea, pt{X: x + 110, Y: row3}, 20/176.0*b.hexScale(), 1)
	b.gx.textMid(dst, strconv.Itoa(pv.TilesLeft)+" tiles", b.fonts.small, x+122, row3, render.Ink, alignLeft)
	b.gx.sprite(dst, b.sp.fishToken, pt{X: x + 198, Y: row3}, 18/spriteW(b.sp.fishToken), 1)
	b.gx.textMid(dst, strconv.Itoa(pv.FishTokens)+" fish", b.fonts.small, x+210, row3, render.Ink, alignLeft)
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

// seatHeader lays out seat s's top row so that a long name never runs under the tag or the VP
// number: it is shortened with "…" to the room left between them.
func (b *Board) seatHeader(s rules.Seat, active bool) seatHead {
	r := seatRect(int(s), b.n)
	x := float64(r.Min.X + 20)
	h := seatHead{nameX: x + 30, vpRight: float64(r.Max.X - 34)}
	h.vpLeft = h.vpRight - measure(strconv.Itoa(b.g.Player(s).BuildingVP), b.fonts.headBold)
	switch {
	case b.cfg.Players[s].Bot:
		h.tag, h.tagW = tagComputer, measure(tagComputer, b.fonts.small)
	case active:
		h.tag, h.tagW = tagToPlay, measure(tagToPlay, b.fonts.smallBold)+12
	}
	room := h.vpLeft - 10 - h.nameX
	if h.tag != "" {
		room -= h.tagW + 8
	}
	h.name = b.seatName(s)
	if b.fonts.bodyBold != nil {
		h.name = render.Ellipsize(h.name, b.fonts.bodyBold, room)
	}
	h.tagX = h.nameX + measure(h.name, b.fonts.bodyBold) + 8
	return h
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

// frame draws a rectangle outline of width w.
func (b *Board) frame(dst *ebiten.Image, r image.Rectangle, c color.RGBA, w float64) {
	x0, y0, x1, y1 := float64(r.Min.X), float64(r.Min.Y), float64(r.Max.X), float64(r.Max.Y)
	b.gx.rectF(dst, x0, y0, x1-x0, w, c)
	b.gx.rectF(dst, x0, y1-w, x1-x0, w, c)
	b.gx.rectF(dst, x0, y0, w, y1-y0, c)
	b.gx.rectF(dst, x1-w, y0, w, y1-y0, c)
}

// drawTrack draws the score track 0–29 with one longship per seat, badged 30+ / 60+ (Orkney
// spec §9 Always visible).
func (b *Board) drawTrack(dst *ebiten.Image) {
	r := trackRect
	b.panel(dst, r, 0.95)
	step := float64(r.Dx()-24) / 30
	x0 := float64(r.Min.X) + 12
	top, bottom := float64(r.Min.Y+6), float64(r.Max.Y-6)
	for i := 0; i < 30; i++ {
		x := x0 + float64(i)*step
		if i%2 == 0 {
			b.gx.rectF(dst, x, top, step, bottom-top, fade(render.PaperShade, 0.5))
		}
		if i%5 == 0 {
			b.gx.rectF(dst, x, top, 1.5, bottom-top, render.InkSoft)
			b.gx.drawText(dst, strconv.Itoa(i), b.fonts.smallBold, x+4, top, render.InkSoft, alignLeft)
		}
	}
	// ships sharing a space are spread apart and, where they would touch, raised in turn
	scores := make([]int, b.n)
	for s := range scores {
		scores[s] = b.g.Player(rules.Seat(s)).BuildingVP
	}
	spots := shipSpots(scores, x0, step, bottom, float64(r.Min.X)+shipW/2+4, float64(r.Max.X)-shipW/2-4)
	for lane := 1; lane >= 0; lane-- {
		for s, sp := range spots {
			if sp.lane != lane {
				continue
			}
			c := sp.c
			img := b.sp.ship[b.seatColour(rules.Seat(s))%6]
			b.gx.sprite(dst, img, c, shipW/spriteW(img), 1)
			if score := scores[s]; score >= 30 {
				badge := "30+"
				if score >= 60 {
					badge = "60+"
				}
				y := math.Max(c.Y-24, float64(r.Min.Y+2))
				br := image.Rect(int(c.X-13), int(y), int(c.X+13), int(y+14))
				b.gx.rect(dst, br, render.Ink)
				b.gx.textMid(dst, badge, b.fonts.smallBold, c.X, y+7, render.Sand, alignCentre)
			}
		}
	}
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
		b.gx.sprite(dst, m, pt{X: float64(headRect.Min.X + 24), Y: float64(headRect.Min.Y+headRect.Max.Y) / 2}, 24/spriteW(m), 1)
		b.gx.textMid(dst, clip(b.seatName(seat)+"'s turn", b.fonts.headBold, 230), b.fonts.headBold, float64(headRect.Min.X+44), float64(headRect.Min.Y+headRect.Max.Y)/2, render.Ink, alignLeft)
	}

	// the revealed tile
	b.panel(dst, slotRect, 1)
	hidden := b.waiting || b.needCurtain
	tile, ok := b.g.Revealed()
	switch {
	case b.g.Over():
		b.gx.textMid(dst, "The last tile is down", b.fonts.body, slotCentre.X, slotCentre.Y, render.InkSoft, alignCentre)
	case b.ui.decision == ork.DecideTask:
		b.gx.textMid(dst, "Choosing tasks", b.fonts.body, slotCentre.X, slotCentre.Y, render.InkSoft, alignCentre)
	case hidden:
		b.gx.textMid(dst, "Waiting for "+b.seatName(seat), b.fonts.body, slotCentre.X, slotCentre.Y, render.InkSoft, alignCentre)
	case ok:
		head := "Tile " + strconv.Itoa(b.g.PlacementsThisTurn()+1) + " of 2"
		b.gx.drawText(dst, head, b.fonts.smallBold, float64(slotRect.Min.X+12), float64(slotRect.Min.Y+8), render.InkSoft, alignLeft)
		room := float64(slotRect.Dx()-36) - measure(head, b.fonts.smallBold)
		b.gx.drawText(dst, clip(tileName(tile), b.fonts.small, room), b.fonts.small, float64(slotRect.Max.X-12), float64(slotRect.Min.Y+8), render.InkSoft, alignRight)
		human := seat >= 0 && int(seat) < b.n && b.bots[seat] == nil
		b.button(dst, rotCCWBtn, "", control{ok: human}, false)
		b.button(dst, rotCWBtn, "", control{ok: human}, false)
		b.rotateIcon(dst, rectCentre(rotCCWBtn), -1)
		b.rotateIcon(dst, rectCentre(rotCWBtn), 1)
		b.gx.drawText(dst, "drag onto the board", b.fonts.small, slotCentre.X, float64(slotRect.Max.Y-22), render.InkSoft, alignCentre)
	default:
		b.gx.textMid(dst, "Both tiles placed", b.fonts.body, slotCentre.X, slotCentre.Y-10, render.InkSoft, alignCentre)
		b.gx.textMid(dst, "build, trade, fish or end the turn", b.fonts.small, slotCentre.X, slotCentre.Y+16, render.InkSoft, alignCentre)
	}

	// actions
	b.panel(dst, actRect, 1)
	ax := float64(actRect.Min.X + 12)
	b.gx.drawText(dst, "Build", b.fonts.smallBold, ax, float64(actRect.Min.Y+6), render.InkSoft, alignLeft)
	names := [3]string{"farm 1·1", "village 2·2", "castle 3·3"}
	for k := 0; k < 3; k++ {
		r := buildBtn(k)
		c := b.ctl(b.ui.build[k])
		b.button(dst, r, "", c, b.mode == modeBuild && b.buildKind == ork.Building(k))
		a := float32(1)
		if !c.ok {
			a = 0.45
		}
		img := b.sp.bld[k]
		b.gx.sprite(dst, img, pt{X: float64(r.Min.X+r.Max.X) / 2, Y: float64(r.Min.Y + 22)}, 30/spriteW(img), a)
		b.gx.drawText(dst, names[k], b.fonts.small, float64(r.Min.X+r.Max.X)/2, float64(r.Max.Y-22), fade(render.Ink, a), alignCentre)
	}
	routeLabel := "Lay route"
	if b.ui.credits > 0 {
		routeLabel = "Lay route · " + strconv.Itoa(b.ui.credits) + " credit" + plural(b.ui.credits)
	}
	b.button(dst, routeBtn, routeLabel, b.ctl(b.ui.route), b.mode == modeRoute || b.mode == modeCredit)
	b.button(dst, extraBtn, "Extra route · 2 cloth", b.ctl(b.ui.extra), b.mode == modeExtra)
	b.gx.drawText(dst, "Trade", b.fonts.smallBold, ax, float64(exchangeBtn(0).Min.Y-18), render.InkSoft, alignLeft)
	for i, ex := range exchanges {
		b.drawExchange(dst, exchangeBtn(i), ex, b.ctl(b.ui.exch[i]))
	}
	fishLabel := "Go fishing · 2 cloth"
	if b.ui.fishCount > 0 {
		fishLabel = "Fish " + strconv.Itoa(b.ui.fishCount) + " token" + plural(b.ui.fishCount) + " · 2 cloth"
	}
	b.button(dst, fishBtn, fishLabel, b.ctl(b.ui.fish), false)
	b.button(dst, endBtn, "End turn", b.ctl(b.ui.end), b.mode == modeConfirm)

	// the private box toggle
	b.panel(dst, privBtn, 1)
	label := "Show my task & fish"
	if b.privateOpen {
		label = "Hide my task & fish"
	}
	pc := control{ok: !hidden && seat >= 0 && b.bots[seat] == nil && !b.g.Over() && b.ui.decision != ork.DecideTask}
	b.button(dst, privBtn.Inset(10), label, pc, b.privateOpen)
}

// ctl is how a control looks now: as the rules say, but disabled while nobody at the screen may
// use it (a computer seat's turn, the curtain, the end of the game).
func (b *Board) ctl(c control) control {
	seat := b.g.ToMove()
	if seat < 0 || int(seat) >= b.n || b.bots[seat] != nil || b.waiting || b.needCurtain {
		return control{reason: b.seatName(seat) + " is playing"}
	}
	return c
}

// drawSlotTile draws the revealed tile in its slot (drawn every frame: it turns and lifts).
func (b *Board) drawSlotTile(dst *ebiten.Image) {
	tile, ok := b.g.Revealed()
	if !ok || b.g.Over() || b.waiting || b.needCurtain || b.ui.decision != ork.DecidePlaceTile {
		return
	}
	if b.dragging {
		b.gx.sprite(dst, b.sp.hexGhost, slotCentre, b.hexScale()*slotSize/hexSize, 0.5)
		return
	}
	if b.anims.hidesSlot() {
		return
	}
	if b.overSlot(b.ptr) && b.Idle() {
		b.gx.sprite(dst, b.sp.hexGlow, slotCentre, b.hexScale()*slotSize/hexSize*1.08, 0.8)
	}
	b.drawTile(dst, tile, b.rot, slotCentre, slotSize, 1)
}

// drawExchange draws a trade button as "3 [wood] → [stone]".
func (b *Board) drawExchange(dst *ebiten.Image, r image.Rectangle, ex [2]ork.Resource, c control) {
	b.button(dst, r, "", c, false)
	a := float32(1)
	if !c.ok {
		a = 0.45
	}
	n := "3"
	if ex[0] == ork.Cloth {
		n = "2"
	}
	cy := float64(r.Min.Y+r.Max.Y) / 2
	x := float64(r.Min.X + 16)
	b.gx.textMid(dst, n, b.fonts.bodyBold, x, cy, fade(render.Ink, a), alignLeft)
	g0, g1 := b.sp.res[ex[0]], b.sp.res[ex[1]]
	b.gx.sprite(dst, g0, pt{X: x + 30, Y: cy}, 26/spriteW(g0), a)
	b.gx.textMid(dst, "→", b.fonts.bodyBold, x+62, cy, fade(render.Ink, a), alignCentre)
	b.gx.textMid(dst, "1", b.fonts.bodyBold, x+80, cy, fade(render.Ink, a), alignLeft)
	b.gx.sprite(dst, g1, pt{X: x + 104, Y: cy}, 26/spriteW(g1), a)
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

// drawFitButton draws the board's "frame the whole layout" button: a hexagon in corner marks.
func (b *Board) drawFitButton(dst *ebiten.Image) {
	b.button(dst, fitBtn, "", control{ok: true}, false)
	c := rectCentre(fitBtn)
	for k := 0; k < 6; k++ {
		b.gx.line(add(c, scale(cornerOff(k), 0.1)), add(c, scale(cornerOff(k+1), 0.1)), 2, render.Ink, 1)
	}
	for _, d := range [4]pt{{X: -1, Y: -1}, {X: 1, Y: -1}, {X: 1, Y: 1}, {X: -1, Y: 1}} {
		corner := add(c, scale(d, 15))
		b.gx.line(corner, add(corner, pt{X: -d.X * 7}), 2, render.Ink, 1)
		b.gx.line(corner, add(corner, pt{Y: -d.Y * 7}), 2, render.Ink, 1)
	}
	b.gx.flush(dst)
}

// drawBottom draws the prompt line.
func (b *Board) drawBottom(dst *ebiten.Image) {
	b.gx.rect(dst, bottomLine, render.Ink)
	b.gx.textMid(dst, b.prompt(), b.fonts.body, 16, float64(bottomLine.Min.Y+bottomLine.Max.Y)/2, render.Foam, alignLeft)
	b.gx.textMid(dst, "Space skips · arrows pan · wheel or +/− zoom", b.fonts.small, float64(bottomLine.Max.X-16), float64(bottomLine.Min.Y+bottomLine.Max.Y)/2, render.Shallow, alignRight)
}

// prompt is the bottom line's instruction for the current situation.
func (b *Board) prompt() string {
	if b.g.Over() {
		return "The game is over."
	}
	seat := b.ui.seat
	if seat >= 0 && int(seat) < b.n && b.bots[seat] != nil {
		return b.seatName(seat) + " (computer) is thinking…"
	}
	if b.waiting {
		return "Pass the screen to " + b.seatName(seat) + "."
	}
	switch b.mode {
	case modeBuild:
		return "Click a glowing island to build a " + b.buildKind.String() + " · Esc or right-click cancels"
	case modeRoute:
		return "Click a glowing connection to lay a route · Esc cancels"
	case modeExtra:
		return "Click a glowing connection to buy a route for 2 cloth · Esc cancels"
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
		if b.touch {
			rotate = "the arrows beside the tile rotate it"
		}
		if b.dragging {
			return "Drop on a glowing cell · " + rotate
		}
		return "Drag your tile onto a glowing cell · " + rotate
	}
	if b.ui.credits > 0 && b.ui.anyRoute {
		return "Lay your route (" + strconv.Itoa(b.ui.credits) + " credit" + plural(b.ui.credits) + "), build, trade, fish or end the turn"
	}
	return "Build, trade, fish, buy a route or end the turn"
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
			b.gx.line(prev, p, 3, render.Ink, 1)
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
	b.gx.quad(p1, p2, p3, p3, render.Ink, 1)
	b.gx.flush(dst)
}
