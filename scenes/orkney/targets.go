package orkney

import (
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"northtable/render"
	"northtable/rules"
	"northtable/rules/hex"
	ork "northtable/rules/orkney"
	"northtable/scenes/table"
)

// exchanges are the six trades of Orkney spec §7.3 with their rates, in button order, as the
// rules list them.
var exchanges = ork.Trades()

// targetKind names what a player points at to make an Orkney move.
type targetKind int8

const (
	onCell      targetKind = iota + 1 // a cell of the layout (PlaceTile, any rotation)
	onIsland                          // an island for a building kind (Build)
	onConn                            // a connection in route mode (PlaceRoute)
	onExtraConn                       // a connection in extra-route mode (ExtraRoute)
	onTask                            // a dealt task card (ChooseTask)
	onBuildBtn                        // build button of a kind: every Build of that kind
	onRouteBtn                        // Lay route: every PlaceRoute
	onExtraBtn                        // Extra route: every ExtraRoute
	onTradeBtn                        // trade button i (Exchange)
	onFishBtn                         // Go fishing (Fish)
	onEndBtn                          // End turn (EndTurn)
)

// target is one key of the board's table.Index: a kind with its cell, island or number.
type target struct {
	kind   targetKind
	cell   hex.Axial
	island ork.IslandID
	k      int
}

func tCell(c hex.Axial) target        { return target{kind: onCell, cell: c} }
func tConn(c ork.ConnID) target       { return target{kind: onConn, cell: c} }
func tExtraConn(c ork.ConnID) target  { return target{kind: onExtraConn, cell: c} }
func tBuildBtn(k ork.Building) target { return target{kind: onBuildBtn, k: int(k)} }
func tTradeBtn(i int) target          { return target{kind: onTradeBtn, k: i} }
func tIsland(k ork.Building, id ork.IslandID) target {
	return target{kind: onIsland, island: id, k: int(k)}
}

var (
	routeBtnT = target{kind: onRouteBtn}
	extraBtnT = target{kind: onExtraBtn}
	fishBtnT  = target{kind: onFishBtn}
	endBtnT   = target{kind: onEndBtn}
)

// targetsOf names the targets of a legal move (table.NewIndex): the thing clicked on the board
// and the button that leads to it.
func targetsOf(m rules.Move, into []target) []target {
	switch m := m.(type) {
	case ork.PlaceTile:
		return append(into, tCell(m.Cell))
	case ork.Build:
		return append(into, tIsland(m.Kind, m.Island), tBuildBtn(m.Kind))
	case ork.PlaceRoute:
		return append(into, tConn(m.Conn), routeBtnT)
	case ork.ExtraRoute:
		return append(into, tExtraConn(m.Conn), extraBtnT)
	case ork.ChooseTask:
		return append(into, target{kind: onTask, k: int(m.Task)})
	case ork.Exchange:
		for i, ex := range exchanges {
			if ex.Give == m.Give && ex.Get == m.Get {
				into = append(into, tTradeBtn(i))
			}
		}
		return into
	case ork.Fish:
		return append(into, fishBtnT)
	case ork.EndTurn:
		return append(into, endBtnT)
	}
	return into
}

// uiState is what the board reads of the position besides the index: the decision and its
// seat, the cells a tile fits on, the first legal cell per rotation (the tile starts turned to
// fit somewhere), the mover's route credits and the fish tokens on the board.
type uiState struct {
	decision ork.Decision
	seat     rules.Seat
	active   rules.Seat

	cellList  []hex.Axial  // cells the revealed tile fits on in some rotation
	firstCell [6]hex.Axial // per rotation, the first legal cell in Legal() order, where fits
	fits      [6]bool
	credits   int
	fishCount int
}

// buildUI reads g's position for the board and indexes its legal moves by target.
func buildUI(g *ork.Game) (*uiState, *table.Index[target]) {
	u := &uiState{decision: g.Decision(), seat: g.ToMove(), active: g.Active(), cellList: g.LegalCells(), fishCount: g.FishOnBoard()}
	ix := table.NewIndex(rules.Game(g), targetsOf)
	for _, k := range ix.Targets() { // in Legal's order: by cell, then rotation
		for _, m := range ix.Moves(k) {
			if p, ok := m.(ork.PlaceTile); ok && !u.fits[p.Rot] {
				u.firstCell[p.Rot], u.fits[p.Rot] = p.Cell, true
			}
		}
	}
	for _, c := range g.Player(u.seat).Credits { // only the seat to act holds credits
		u.credits += c.Count
	}
	return u, ix
}

// startRotation is the rotation a newly revealed tile starts in: the lowest one that fits
// somewhere, so the tile as shown can always be dropped on a glowing cell.
func (u *uiState) startRotation() int {
	for r, ok := range u.fits {
		if ok {
			return r
		}
	}
	return 0
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
