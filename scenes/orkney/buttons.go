package orkney

import (
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"northtable/input"
	"northtable/render"
	"northtable/rules"
	ork "northtable/rules/orkney"
)

// buttons is the registry of the board's action buttons (render.Controls): their rectangles,
// labels, enabled state and the rules' reasons, laid out once per change and read back by the
// drawing, the hover, the taps and the probe surface.
type buttons struct {
	*common
	controls render.Controls
	ctlKey   ctlKey // what the registry was built for
}

// layoutControls rebuilds the registry when what it shows changed: every control's rectangle,
// label, enabled state, reason and toggle come from here, and drawing, hover, reasons, taps and
// tests all read them back from the registry.
func (b *buttons) layoutControls() {
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

// updateKit feeds one tick of input to the registry and reports the control tapped, if any.
// The hover reason follows the registry.
func (b *buttons) updateKit(p *input.Pointer) (render.Control, bool) {
	b.layoutControls()
	c, ok := b.controls.Update(p)
	b.in.hoverReason = ""
	if h, on := b.controls.Hovered(); on && !h.Enabled {
		b.in.hoverReason = h.Reason
	}
	return c, ok
}

// paintBuild draws build button k's building and its cost over the button's face.
func (b *buttons) paintBuild(k int) func(*ebiten.Image, render.Rect, float32) {
	return func(dst *ebiten.Image, r render.Rect, a float32) {
		a = min(1, a*1.1)
		img := b.sp.bld[k]
		cx := r.X + r.W/2
		b.gx.Sprite(dst, img, pt{X: cx, Y: r.Y + 22}, 30/spriteW(img), a)
		b.gx.Text(dst, buildNames[k], b.kit.Fonts.Small, cx, r.Bottom()-22, fade(render.Ink, a), render.AlignCenter)
	}
}

// paintExchange draws a trade button's content as "3 [wood] → 1 [stone]".
func (b *buttons) paintExchange(ex ork.Trade) func(*ebiten.Image, render.Rect, float32) {
	n, gets := strconv.Itoa(ex.Rate), strconv.Itoa(ork.ExchangeGets)
	return func(dst *ebiten.Image, r render.Rect, a float32) {
		a = min(1, a*1.1)
		cy := r.Y + r.H/2
		x := r.X + 16
		b.gx.TextMid(dst, n, b.kit.Fonts.BodyBold, x, cy, fade(render.Ink, a), render.AlignLeft)
		g0, g1 := b.sp.res[ex.Give], b.sp.res[ex.Get]
		b.gx.Sprite(dst, g0, pt{X: x + 30, Y: cy}, 26/spriteW(g0), a)
		b.gx.TextMid(dst, "→", b.kit.Fonts.BodyBold, x+62, cy, fade(render.Ink, a), render.AlignCenter)
		b.gx.TextMid(dst, gets, b.kit.Fonts.BodyBold, x+80, cy, fade(render.Ink, a), render.AlignLeft)
		b.gx.Sprite(dst, g1, pt{X: x + 104, Y: cy}, 26/spriteW(g1), a)
	}
}

// paintFit draws the "frame the whole layout" button's icon: a hexagon in corner marks.
func (b *buttons) paintFit(dst *ebiten.Image, r render.Rect, _ float32) {
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
func (b *buttons) paintRotate(dir float64) func(*ebiten.Image, render.Rect, float32) {
	return func(dst *ebiten.Image, r render.Rect, _ float32) { b.gx.TurnArrow(dst, rectCentre(r), dir, render.Ink) }
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
