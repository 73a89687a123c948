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

// kitState is the scene's share of the render kit: the shared UI (fonts, atlas, painter), the
// registry of controls and the cached panel layer (the log panel and the prompt bar are the
// shell's).
type kitState struct {
	ui       *render.UI
	controls render.Controls
	ctlKey   ctlKey // what the registry was built for
	layer    render.Layer[chromeKey]
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
	b.kit.ui = ui
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
	k := ctlKey{version: b.version, mode: b.mode, buildKind: int(b.buildKind), hidden: hidden,
		privateOpen: b.privateOpen, placing: b.placing() && !b.g.Over()}
	if k == b.kit.ctlKey && len(b.kit.controls.All()) > 0 {
		return
	}
	b.kit.ctlKey = k
	cs := &b.kit.controls
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
		add(ctlBuild+k, buildBtn(k), "", b.live(tBuildBtn(kind)), b.mode == modeBuild && b.buildKind == kind, b.paintBuild(k))
	}
	add(ctlRoute, routeBtn, b.routeLabel(), b.live(routeBtnT), b.mode == modeRoute || b.mode == modeCredit, nil)
	add(ctlExtra, extraBtn, "Extra route · "+strconv.Itoa(ork.ExtraRouteCloth)+" cloth", b.live(extraBtnT), b.mode == modeExtra, nil)
	for i, ex := range exchanges {
		add(ctlExchange+i, exchangeBtn(i), "", b.live(tTradeBtn(i)), false, b.paintExchange(ex))
	}
	add(ctlFish, fishBtn, b.fishLabel(), b.live(fishBtnT), false, nil)
	add(ctlEnd, endBtn, "End turn", b.live(endBtnT), b.mode == modeConfirm, nil)
	label := "Show my task & fish"
	if b.privateOpen {
		label = "Hide my task & fish"
	}
	pc := control{ok: !hidden && !b.g.Over() && b.ui.decision != ork.DecideTask}
	add(ctlPrivate, privBtn.Inset(10), label, pc, b.privateOpen, nil)
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
		version: b.version, mode: b.mode, buildKind: int(b.buildKind), look: b.kit.controls.Look(),
		chrome: b.t.ChromeKey(), dragging: b.drag.Active(), privateOpen: b.privateOpen,
		scale: b.gx.Scale(),
	}
	key.look.Tip = false // the tooltip is drawn over the layer, not in it
	if layer, stale := b.kit.layer.Begin(screen, key); stale {
		b.drawTrack(layer)
		b.drawTopBar(layer)
		b.drawLeft(layer)
		b.drawRight(layer)
		b.drawBottom(layer)
		b.kit.controls.Draw(layer, b.kit.ui)
		b.gx.SetScale(key.scale)
	}
	b.kit.layer.Draw(screen)
}

// updateKit feeds one tick of input to the registry and reports the control tapped, if any.
// The hover reason follows the registry.
func (b *Board) updateKit(p *input.Pointer) (render.Control, bool) {
	b.layoutControls()
	c, ok := b.kit.controls.Update(p)
	b.hoverReason = ""
	if h, on := b.kit.controls.Hovered(); on && !h.Enabled {
		b.hoverReason = h.Reason
	}
	return c, ok
}

// press carries out the tapped control (Orkney spec §9 Actions); a disabled one says why.
func (b *Board) press(c render.Control) {
	switch id := c.ID; {
	case id == ctlFit:
		b.autoFit = true
		b.fitCamera()
	case id == ctlPrivate:
		if c.Enabled {
			b.privateOpen = !b.privateOpen
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
	k := barKey{version: b.version, mode: b.mode, buildKind: b.buildKind, dragging: b.drag.Active(), touch: b.touch, turn: b.t.Turn()}
	if k == b.barFor {
		return
	}
	b.barFor = k
	keys := "Space skips · arrows pan · wheel or +/− zoom"
	if b.touch {
		keys = "drag the sea to pan · pinch to zoom"
	}
	b.t.SetBar(table.Bar{Rect: bottomLine, Text: b.prompt(), Hint: keys})
}
