package orkney

import (
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"northtable/input"
	"northtable/render"
	ork "northtable/rules/orkney"
	"northtable/scenes/scene"
)

// kitState is the scene's share of the render kit: the shared UI (fonts, atlas, painter), the
// registry of controls, the cached panel layer and the log panel.
type kitState struct {
	ui       *render.UI
	controls render.Controls
	ctlKey   ctlKey // what the registry was built for
	layer    render.Layer[chromeKey]
	log      render.LogPanel
	logAt    int  // b.version the log panel was filled at
	logSet   bool // the log panel was filled once
}

// chromeKey is everything the panels around the board depend on. The panels (top bar, seat
// panels, supply, log, score track, action buttons, prompt) are drawn into one cached layer and
// redrawn only when this key changes, so an idle frame costs a handful of draw calls instead of
// a hundred lines of text.
type chromeKey struct {
	version     int
	mode        mode
	buildKind   int
	look        render.Look // the controls' hover and press state
	log         int         // the log panel's version (lines, scroll)
	dragging    bool
	hidden      bool
	privateOpen bool
	bot         bool
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
	b.kit.log.Rect = logRect(b.n)
	b.kit.log.Title = "Log"
}

// layoutControls rebuilds the registry when what it shows changed: every control's rectangle,
// label, enabled state, reason and toggle come from here, and drawing, hover, reasons, taps and
// tests all read them back from the registry.
func (b *Board) layoutControls() {
	hidden := b.waiting
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
	seat := b.ui.active
	if b.ui.decision == ork.DecideTask || seat < 0 {
		seat = b.ui.seat
	}
	if _, ok := b.g.Revealed(); ok && !b.g.Over() && b.ui.decision != ork.DecideTask && !hidden {
		human := seat >= 0 && int(seat) < b.n && b.bots[seat] == nil
		add(ctlRotCCW, rotCCWBtn, "", control{ok: human}, false, b.paintRotate(-1))
		add(ctlRotCW, rotCWBtn, "", control{ok: human}, false, b.paintRotate(1))
	}
	for k := 0; k < 3; k++ {
		add(ctlBuild+k, buildBtn(k), "", b.ctl(b.ui.build[k]), b.mode == modeBuild && int(b.buildKind) == k, b.paintBuild(k))
	}
	add(ctlRoute, routeBtn, b.routeLabel(), b.ctl(b.ui.route), b.mode == modeRoute || b.mode == modeCredit, nil)
	add(ctlExtra, extraBtn, "Extra route · "+strconv.Itoa(ork.ExtraRouteCloth)+" cloth", b.ctl(b.ui.extra), b.mode == modeExtra, nil)
	for i, ex := range exchanges {
		add(ctlExchange+i, exchangeBtn(i), "", b.ctl(b.ui.exch[i]), false, b.paintExchange(ex))
	}
	add(ctlFish, fishBtn, b.fishLabel(), b.ctl(b.ui.fish), false, nil)
	add(ctlEnd, endBtn, "End turn", b.ctl(b.ui.end), b.mode == modeConfirm, nil)
	label := "Show my task & fish"
	if b.privateOpen {
		label = "Hide my task & fish"
	}
	pc := control{ok: !hidden && seat >= 0 && b.bots[seat] == nil && !b.g.Over() && b.ui.decision != ork.DecideTask}
	add(ctlPrivate, privBtn.Inset(10), label, pc, b.privateOpen, nil)
}

// drawChrome draws the cached panel layer, redrawing it first when something it shows changed.
func (b *Board) drawChrome(screen *ebiten.Image) {
	seat := b.g.ToMove()
	b.layoutControls()
	b.syncLog()
	key := chromeKey{
		version: b.version, mode: b.mode, buildKind: int(b.buildKind), look: b.kit.controls.Look(),
		log: b.kit.log.Version(), dragging: b.drag.Active(), hidden: b.waiting,
		privateOpen: b.privateOpen, bot: seat >= 0 && int(seat) < b.n && b.bots[seat] != nil,
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

// syncLog refills the log panel from the scene's log after a move.
func (b *Board) syncLog() {
	if b.kit.logSet && b.kit.logAt == b.version {
		return
	}
	b.kit.logAt, b.kit.logSet = b.version, true
	b.kit.log.Rect = logRect(b.n)
	b.kit.log.Clear()
	for _, l := range b.log {
		mark := render.NoMark
		if l.seat >= 0 && int(l.seat) < b.n {
			mark = b.seatColour(l.seat)
		}
		b.kit.log.Add(render.LogLine{Text: l.text, Mark: mark})
	}
}

// updateKit feeds one tick of input to the registry and the log panel and reports the control
// tapped, if any. The hover reason follows the registry.
func (b *Board) updateKit(p *input.Pointer, f input.Frame) (render.Control, bool) {
	b.layoutControls()
	b.kit.log.Update(p, f)
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
		k := id - ctlBuild
		b.toggleMode(modeBuild, b.ui.build[k], ork.Building(k))
	case id == ctlRoute:
		b.toggleMode(modeRoute, b.ui.route, 0)
	case id == ctlExtra:
		b.toggleMode(modeExtra, b.ui.extra, 0)
	case id == ctlFish:
		if b.ui.fish.ok {
			_ = b.apply(ork.Fish{By: b.ui.seat}, nil)
		} else {
			b.say(b.ui.fish.reason, true)
		}
	case id == ctlEnd:
		b.pressEnd()
	case id >= ctlExchange && id < ctlExchange+len(exchanges):
		i := id - ctlExchange
		if ex := exchanges[i]; b.ui.exch[i].ok {
			_ = b.apply(ork.Exchange{By: b.ui.seat, Give: ex.Give, Get: ex.Get}, nil)
		} else {
			b.say(b.ui.exch[i].reason, true)
		}
	}
}
