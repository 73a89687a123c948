package orkney

import (
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"northtable/input"
	"northtable/render"
	ork "northtable/rules/orkney"
	"northtable/scenes/scene"
	"northtable/scenes/table"
)

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

// bindKit takes the shared kit from the context (a private one when the context has none).
func (b *Board) bindKit(ctx *scene.Context) {
	ui := ctx.UI
	if ui == nil {
		ui = render.NewUI(ctx.Fonts, ctx.Atlas)
	}
	b.kit = ui
	b.gx = ui.P
	for img, a := range b.sp.anchors {
		b.gx.SetAnchor(img, a.X, a.Y)
	}
}

// layoutControls rebuilds the registry when what it shows changed: every control's rectangle,
// label, enabled state, reason and toggle come from here, and drawing, hover, reasons, taps and
// tests all read them back from the registry.
func (b *Board) layoutControls() {
	hidden := b.offTurn()
	k := ctlKey{version: b.version, mode: b.md.mode, buildKind: int(b.md.buildKind), hidden: hidden,
		privateOpen: b.md.privateOpen, placing: b.placing() && !b.g.Over()}
	if k == b.bt.ctlKey && len(b.bt.controls.All()) > 0 {
		return
	}
	b.bt.ctlKey = k
	cs := &b.bt.controls
	cs.Reset()
	add := func(id int, r render.Rect, label string, c control, active bool, paint func(*ebiten.Image, render.Rect, float32)) {
		cs.Add(render.Control{ID: id, Rect: r, Label: label, Enabled: c.ok, Reason: c.reason, Active: active,
			Style: render.StyleBoard, Paint: paint})
	}
	on := control{ok: true}
	add(ctlFit, fitBtn, "", on, false, b.paintFit)
	if _, ok := b.g.Revealed(); ok && !b.g.Over() && b.ui.decision != ork.DecideTask && !hidden {
		add(ctlRotCCW, rotCCWBtn, "", on, false, b.paintRotate(-1))
		add(ctlRotCW, rotCWBtn, "", on, false, b.paintRotate(1))
	}
	for _, kind := range ork.Buildings() {
		k := int(kind)
		add(ctlBuild+k, buildBtn(k), "", b.live(tBuildBtn(kind)), b.md.mode == modeBuild && b.md.buildKind == kind, b.paintBuild(k))
	}
	add(ctlRoute, routeBtn, b.routeLabel(), b.live(routeBtnT), b.md.mode == modeRoute || b.md.mode == modeCredit, nil)
	add(ctlExtra, extraBtn, "Extra route · "+strconv.Itoa(ork.ExtraRouteCloth)+" cloth", b.live(extraBtnT), b.md.mode == modeExtra, nil)
	for i, ex := range exchanges {
		add(ctlExchange+i, exchangeBtn(i), "", b.live(tTradeBtn(i)), false, b.paintExchange(ex))
	}
	add(ctlFish, fishBtn, b.fishLabel(), b.live(fishBtnT), false, nil)
	add(ctlEnd, endBtn, "End turn", b.live(endBtnT), b.md.mode == modeConfirm, nil)
	label := "Show my task & fish"
	if b.md.privateOpen {
		label = "Hide my task & fish"
	}
	pc := control{ok: !hidden && !b.g.Over() && b.ui.decision != ork.DecideTask}
	add(ctlPrivate, privBtn.Inset(10), label, pc, b.md.privateOpen, nil)
}

// live is how an action button looks now: as the index says for the seat to move, or greyed
// with the shell's words while nobody at the screen may act (a computer's turn, the curtain,
// the end of the game).
func (b *Board) live(k target) control {
	if tu := b.t.Turn(); !tu.Mine {
		return control{reason: tu.Why}
	}
	return b.controlOf(k)
}

// drawChrome draws the cached panel layer, redrawing it first when something it shows changed.
func (b *Board) drawChrome(screen *ebiten.Image) {
	b.layoutControls()
	b.setBar()
	key := chromeKey{
		version: b.version, mode: b.md.mode, buildKind: int(b.md.buildKind), look: b.bt.controls.Look(),
		chrome: b.t.ChromeKey(), dragging: b.in.drag.Active(), privateOpen: b.md.privateOpen,
		scale: b.gx.Scale(),
	}
	key.look.Tip = false // the tooltip is drawn over the layer, not in it
	if layer, stale := b.pn.layer.Begin(screen, key); stale {
		b.drawTrack(layer)
		b.drawTopBar(layer)
		b.drawLeft(layer)
		b.drawRight(layer)
		b.drawBottom(layer)
		b.bt.controls.Draw(layer, b.kit)
		b.gx.SetScale(key.scale)
	}
	b.pn.layer.Draw(screen)
}

// updateKit feeds one tick of input to the registry and reports the control tapped, if any.
// The hover reason follows the registry.
func (b *Board) updateKit(p *input.Pointer) (render.Control, bool) {
	b.layoutControls()
	c, ok := b.bt.controls.Update(p)
	b.in.hoverReason = ""
	if h, on := b.bt.controls.Hovered(); on && !h.Enabled {
		b.in.hoverReason = h.Reason
	}
	return c, ok
}

// press carries out the tapped control (Orkney spec §9 Actions); a disabled one says why.
func (b *Board) press(c render.Control) {
	switch id := c.ID; {
	case id == ctlFit:
		b.vw.autoFit = true
		b.fitCamera()
	case id == ctlPrivate:
		if c.Enabled {
			b.md.privateOpen = !b.md.privateOpen
		}
	case id == ctlRotCCW || id == ctlRotCW:
		if b.placing() && c.Enabled && id == ctlRotCCW {
			b.rotate(-1)
		} else if b.placing() && c.Enabled {
			b.rotate(1)
		}
	case id >= ctlBuild && id < ctlBuild+3:
		k := ork.Building(id - ctlBuild)
		b.toggleMode(modeBuild, b.controlOf(tBuildBtn(k)), k)
	case id == ctlRoute:
		b.toggleMode(modeRoute, b.controlOf(routeBtnT), 0)
	case id == ctlExtra:
		b.toggleMode(modeExtra, b.controlOf(extraBtnT), 0)
	case id == ctlFish:
		b.playAt(fishBtnT)
	case id == ctlEnd:
		b.pressEnd()
	case id >= ctlExchange && id < ctlExchange+len(exchanges):
		b.playAt(tTradeBtn(id - ctlExchange))
	}
}

// playAt plays the move of button target k, or says why the rules refuse it.
func (b *Board) playAt(k target) {
	if m := b.ix.Move(k); m != nil {
		_ = b.apply(m, nil)
		return
	}
	b.say(b.controlOf(k).reason, true)
}

// barKey is what the prompt bar's content depends on.
type barKey struct {
	version   int
	mode      mode
	buildKind ork.Building
	dragging  bool
	touch     bool
	turn      table.Turn
}

// setBar hands the shell the bottom line when what it says changed: the instruction for the
// board's mode and the keys (or touch gestures) at its right end.
func (b *Board) setBar() {
	k := barKey{version: b.version, mode: b.md.mode, buildKind: b.md.buildKind, dragging: b.in.drag.Active(), touch: b.in.touch, turn: b.t.Turn()}
	if k == b.md.barFor {
		return
	}
	b.md.barFor = k
	keys := "Space skips · arrows pan · wheel or +/− zoom"
	if b.in.touch {
		keys = "drag the sea to pan · pinch to zoom"
	}
	b.t.SetBar(table.Bar{Rect: bottomLine, Text: b.prompt(), Hint: keys})
}
