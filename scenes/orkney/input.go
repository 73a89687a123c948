package orkney

import (
	"strconv"

	"northtable/input"
	"northtable/render"
	"northtable/rules"
	"northtable/rules/hex"
	ork "northtable/rules/orkney"
	"northtable/scenes/scene"
	"northtable/scenes/table"
)

// picker turns the pointer, the keys and the tile carried in hand into targets, and hands the
// shell the moves they name (through modes): hover looks, the ghost's legality, the wheel, pinch
// and pan gestures, the registry's taps; and it words the prompt bar for the mode and the tile
// in hand.
type picker struct {
	*pos
	vw          *view       // the camera and its gestures, the map's cells
	pn          *panels     // the action buttons' registry
	md          *modes      // what a click means now, and playing the move
	an          *motion     // the tile gliding back, what an animation stands in for
	rot         int         // rotation of the revealed tile
	revealed    int         // id of the tile the rotation was chosen for, -1 for none
	drag        *input.Drag // the revealed tile lifted and carried (piece 0)
	ptr         pt          // pointer position, logical px
	hoverReason string
	barFor      barKey // what the prompt bar was last set for

	hoverIsland ork.IslandID // the pickable island under the pointer (build mode)
	hoverConn   ork.ConnID   // the pickable connection under the pointer (route modes)
	hoverOn     bool         // one of the two above is set

	ghostCell hex.Axial // cached legality of the ghost under the pointer: nil error when it fits
	ghostRot  int
	ghostErr  error
	ghostSet  bool
	ghostCam  render.Camera // the camera the ghost was last placed with (drop compares)
}

// control reads one tick of human input (Orkney spec §9, CLARIFICATIONS 7).
func (b *picker) control(f input.Frame, p *input.Pointer) {
	placing := b.placing()
	for _, a := range f.Actions {
		switch a {
		case input.ActRotateCW:
			b.rotate(1)
		case input.ActRotateCCW:
			b.rotate(-1)
		case input.ActEndTurn:
			if b.ui.decision == ork.DecideAction && b.md.mode != modeConfirm {
				b.md.pressEnd()
			}
		case input.ActConfirm:
			if b.md.mode == modeConfirm {
				_ = b.md.apply(ork.EndTurn{By: b.ui.seat}, nil)
			}
		}
	}
	if b.vw.hm.Keys(f) {
		b.probe.Camera(b.vw.hm.Cam.Zoom)
	}
	if b.md.popupOpen() {
		// a popup is modal: its buttons are drawn and hit-tested by one render.Dialog
		if choice, ok := b.md.dialog.Update(p, f); ok {
			b.md.answer(choice)
		}
		return
	}
	ev := b.drag.Update(p, f, b.pickTile)
	b.announceDrag(ev, p)
	switch ev {
	case input.DragDropped:
		b.drop(b.dragAt())
	case input.DragCancelled:
		b.cancelDrag()
	}
	// the wheel turns the tile in hand or over its slot, else zooms the board at the pointer
	turn := b.drag.Active() || (placing && b.overSlot(b.ptr))
	if f.WheelY != 0 && turn {
		b.rotate(wheelTurn(f.WheelY))
	}
	if b.vw.hm.Gestures(f, p, b.onBoard(b.ptr), !turn) {
		b.probe.Camera(b.vw.hm.Cam.Zoom)
	}
	if f.RightPress && placing {
		b.rotate(1)
	} else if f.RightPress {
		b.md.mode = modeIdle
	}
	if !b.choosingTask() {
		if c, ok := b.updateKit(p); ok { // the panels' button registry
			b.press(c)
			b.vw.hm.EndPan()
		}
	}
	if p.Tapped() {
		b.tap(b.ptr)
		b.vw.hm.EndPan()
	}
	b.hover(b.ptr)
}

// rotate turns the revealed tile d sixths clockwise (while one is placed).
func (b *picker) rotate(d int) {
	if b.placing() {
		b.rot, b.ghostSet = hex.Mod6(b.rot+d), false
	}
}

// overSlot reports whether s lies on the revealed tile in the right column.
func (b *picker) overSlot(s pt) bool {
	return s.Dist(slotCentre) < slotSize*0.95
}

// onBoard reports whether s lies on the board where a click reaches it, not on the panels or
// anything drawn over it.
func (b *picker) onBoard(s pt) bool { return boardRect.Contains(s.X, s.Y) && !b.overOverlay(s) }

// overOverlay reports whether s lies on something drawn over the board (track, popups, private
// box, task choice, the shell's toast), so it is not a board click.
func (b *picker) overOverlay(s pt) bool {
	in := func(r render.Rect) bool { return r.Contains(s.X, s.Y) }
	return in(trackRect) || in(fitBtn) || b.overToast(s) || b.choosingTask() ||
		b.md.popupOpen() && in(b.md.dialog.Rect()) || b.md.privateOpen && in(privPanel)
}

// overToast reports whether s lies on the shell's toast showing now (a click there is not a
// board click).
func (b *picker) overToast(s pt) bool {
	r, ok := b.t.ToastRect()
	return ok && r.Contains(s.X, s.Y)
}

// drop handles the revealed tile released at s, where the player saw it: a legal cell applies
// PlaceTile and snaps; anywhere else on the board, open sea included, it glides back with the
// rules' words for why it does not fit there (Orkney spec §9); let go off the board (over the
// panels) it just goes back. The camera holds still while a tile is lifted (render.HexMap.Hold), so the
// cell under s is the cell the ghost showed; should the camera have moved since the ghost was
// last shown, the drop is refused gently (the tile glides back, saying so) rather than landing
// anywhere but where it was aimed.
func (b *picker) drop(s pt) {
	tile, ok := b.g.Revealed()
	if !ok {
		return
	}
	switch {
	case !b.onBoard(s):
	case b.ghostCam != b.vw.hm.Cam:
		b.md.say(boardMoved, false)
	default:
		m := ork.PlaceTile{By: b.ui.seat, Cell: b.vw.hm.CellAt(s), Rot: b.rot}
		err := b.g.Check(m)
		if err == nil {
			_ = b.md.apply(m, &s)
			return
		}
		b.md.say(rules.Explain(err), true)
	}
	b.an.glideBack(tile, b.rot, s)
}

// boardMoved says why a tile let go while the board moved under it went back to its slot.
const boardMoved = "The board moved as you let go of the tile, so it went back: drop it again"

// aimRefusal is the rules' words for why the tile in hand, turned as it is, does not fit the
// cell of the board it is carried over; "" when it fits or is over no cell of the board.
func (b *picker) aimRefusal() string {
	if !b.drag.Active() || !b.ghostSet || b.ghostErr == nil || !b.onBoard(b.dragAt()) {
		return ""
	}
	return rules.Explain(b.ghostErr)
}

// tap handles a click or finger tap at s.
func (b *picker) tap(s pt) {
	if b.choosingTask() {
		for i, t := range b.g.Player(b.ui.seat).Dealt {
			if taskCard(i).Contains(s.X, s.Y) && t != 0 {
				_ = b.md.apply(ork.ChooseTask{By: b.ui.seat, Task: t}, nil)
				return
			}
		}
		return
	}
	if b.placing() && b.overSlot(s) {
		b.rotate(1)
		return
	}
	if b.onBoard(s) {
		b.tapBoard(s)
	}
}

// tapBoard handles a click on the board in the current mode.
func (b *picker) tapBoard(s pt) {
	w := b.vw.hm.Cam.ToWorld(s)
	cell := world.CellAt(w)
	switch b.md.mode {
	case modeBuild:
		if id, ok := b.pickIsland(w, true); ok {
			_ = b.md.apply(ork.Build{By: b.ui.seat, Kind: b.md.buildKind, Island: id}, nil)
			return
		}
		why := ""
		if id, ok := b.pickIsland(w, false); ok {
			why = b.ix.WhyNot(tIsland(b.md.buildKind, id), ork.Build{By: b.ui.seat, Kind: b.md.buildKind, Island: id})
		}
		b.md.hint(why, b.click()+" a glowing island to build a "+b.md.buildKind.String())
	case modeRoute:
		isl := b.md.routeIslands(cell)
		switch len(isl) {
		case 1:
			_ = b.md.apply(ork.PlaceRoute{By: b.ui.seat, Conn: cell, Island: isl[0]}, nil)
		case 2:
			two := [2]ork.IslandID{isl[0], isl[1]}
			b.md.credit = creditChoice{conn: cell, islands: two, box: b.vw.creditBox(two)}
			b.md.openDialog(modeCredit)
		default:
			why := ""
			if _, ok := b.geo.tileAt(cell); ok {
				why = b.g.WhyNoRoute(b.ui.seat, cell)
			}
			b.md.hint(why, b.click()+" a glowing connection to lay a route")
		}
	case modeExtra:
		if m := b.ix.Move(tExtraConn(cell)); m != nil {
			_ = b.md.apply(m, nil)
			return
		}
		b.md.hint(b.ix.WhyNot(tExtraConn(cell), ork.ExtraRoute{By: b.ui.seat, Conn: cell}), b.click()+" a glowing connection to lay a route")
	}
}

// pickIsland returns the island nearest the world point w, within half a hex: among those that
// take build mode's building when lit, else among all (to name the rule refusing one).
func (b *picker) pickIsland(w pt, lit bool) (ork.IslandID, bool) {
	best, bestD := ork.IslandID{}, hexSize*0.55
	found := false
	for _, il := range b.geo.islands {
		if lit && !b.ix.Has(tIsland(b.md.buildKind, il.isl.ID)) {
			continue
		}
		if d := w.Dist(il.at); d < bestD {
			best, bestD, found = il.isl.ID, d, true
		}
	}
	return best, found
}

// hover finds the reason of a disabled control under the pointer, and the ghost's legality.
func (b *picker) hover(s pt) {
	// the hover reason of a disabled control comes from the control registry (updateKit)
	b.hoverOn = false
	if b.onBoard(s) {
		w := b.vw.hm.Cam.ToWorld(s)
		switch b.md.mode {
		case modeBuild:
			b.hoverIsland, b.hoverOn = b.pickIsland(w, true)
		case modeRoute, modeExtra:
			b.hoverConn = world.CellAt(w)
			b.hoverOn = b.ix.Has(b.md.connAt(b.hoverConn))
		}
	}
	if !b.drag.Active() {
		return
	}
	b.ghostCam = b.vw.hm.Cam // the camera the ghost is shown with; drop checks it
	if a := b.dragAt(); boardRect.Contains(a.X, a.Y) {
		cell := b.vw.hm.CellAt(a)
		if !b.ghostSet || cell != b.ghostCell || b.rot != b.ghostRot {
			b.ghostCell, b.ghostRot, b.ghostSet = cell, b.rot, true
			b.ghostErr = b.g.Check(ork.PlaceTile{By: b.ui.seat, Cell: cell, Rot: b.rot})
		}
	}
}

// cancelDrag puts the tile in hand back: it glides to the panel from where it was shown and
// nothing is placed.
func (b *picker) cancelDrag() {
	b.drag.Cancel()
	b.vw.hm.EndPan()
	if tile, ok := b.g.Revealed(); ok {
		b.an.glideBack(tile, b.rot, b.dragAt())
	}
}

// dragAt is where the tile in hand is shown and drops, logical px: the pointer, or above the
// fingertip on touch (input.Drag.At).
func (b *picker) dragAt() pt {
	x, y := b.drag.At()
	return pt{X: x, Y: y}
}

// pickTile names the revealed tile (piece 0) when a press at (x, y) lands on it in its slot.
func (b *picker) pickTile(x, y float64) (int, bool) {
	return 0, b.placing() && b.overSlot(pt{X: x, Y: y}) && !b.an.hidden(spot{part: partSlot})
}

// press carries out the tapped control (Orkney spec §9 Actions); a disabled one says why.
func (b *picker) press(c render.Control) {
	if !c.Enabled {
		if c.Reason != "" {
			b.md.say(c.Reason, true)
		}
		return
	}
	switch id := c.ID; {
	case id == ctlFit:
		b.vw.hm.AutoFit = true
		b.vw.fitCamera()
	case id == ctlPrivate:
		b.md.privateOpen = !b.md.privateOpen
	case id == ctlRotCCW && b.placing():
		b.rotate(-1)
	case id == ctlRotCW && b.placing():
		b.rotate(1)
	case id >= ctlBuild && id < ctlBuild+3:
		b.md.toggleMode(modeBuild, ork.Building(id-ctlBuild))
	case id == ctlRoute:
		b.md.toggleMode(modeRoute, 0)
	case id == ctlExtra:
		b.md.toggleMode(modeExtra, 0)
	case id == ctlFish:
		b.md.playAt(fishBtnT)
	case id == ctlEnd:
		b.md.pressEnd()
	case id >= ctlExchange && id < ctlExchange+len(exchanges):
		b.md.playAt(tTradeBtn(id - ctlExchange))
	}
}

// announceDrag says where the tile in hand is carried and where the pointer holding it is, on
// each tick of a drag, and where it was let go (build/e2e/README.md): on a touch screen the
// tile rides drag.Lift above the fingertip and drops there, not under the finger.
func (b *picker) announceDrag(ev input.DragEvent, p *input.Pointer) {
	if b.probe == nil {
		return
	}
	a := b.dragAt()
	switch ev {
	case input.DragStarted, input.DragMoved:
		b.probe.Drag(a.X, a.Y, p.X, p.Y)
	case input.DragDropped:
		b.probe.Drop(a.X, a.Y, p.X, p.Y)
	case input.DragCancelled:
		b.probe.DragCancelled()
	}
}

// announceReady names the screen taking input and its click targets: "orkney-task" with task-0
// and task-1 during the task choice, else "orkney" with tile, legal-cell, end-turn and the
// camera's zoom.
func (b *picker) announceReady(p *scene.Probe) {
	if p == nil {
		return
	}
	if b.choosingTask() {
		c0, c1 := rectCentre(taskCard(0)), rectCentre(taskCard(1))
		p.Hit("task-0", c0.X, c0.Y)
		p.Hit("task-1", c1.X, c1.Y)
		p.Ready("orkney-task")
		return
	}
	if b.placing() {
		p.Hit("tile", slotCentre.X, slotCentre.Y)
		if cells := b.ui.fitting[b.rot]; len(cells) > 0 {
			s := b.vw.hm.CellScreen(cells[0])
			p.Hit("legal-cell", s.X, s.Y)
		}
	}
	e := rectCentre(endBtn)
	p.Hit("end-turn", e.X, e.Y)
	p.Camera(b.vw.hm.Cam.Zoom)
	p.Ready("orkney")
}

// liftPoints is how far above a fingertip a dragged tile rides, in window points (CSS px).
const liftPoints = 56

// wheelTurn maps a wheel delta to a rotation step: down (negative) turns clockwise.
func wheelTurn(dy float64) int {
	if dy < 0 {
		return 1
	}
	return -1
}

// updateKit feeds one tick of input to the panels' button registry and reports the control
// tapped, if any. The hover reason follows the registry.
func (b *picker) updateKit(p *input.Pointer) (render.Control, bool) {
	b.pn.layoutControls()
	c, ok := b.pn.controls.Update(p)
	b.hoverReason = ""
	if h, on := b.pn.controls.Hovered(); on && !h.Enabled {
		b.hoverReason = h.Reason
	}
	return c, ok
}

// refine is the board's wording of the instruction for its modes and gestures; "" leaves the
// rules' own prompt.
func (b *picker) refine() string {
	seat := b.ui.seat
	// a finger has no Esc nor right button: it cancels with the mode's own button, tapped again
	cancel := func(keys, button string) string { return b.t.Words(keys+" cancels", "tap "+button+" again to cancel") }
	switch b.md.mode {
	case modeBuild:
		return b.click() + " a glowing island to build a " + b.md.buildKind.String() + " · " + cancel("Esc or right-click", "the "+b.md.buildKind.String()+" button")
	case modeRoute:
		return b.click() + " a glowing connection to lay a route · " + cancel("Esc", "Lay route")
	case modeExtra:
		return b.click() + " a glowing connection to buy a route for " + strconv.Itoa(ork.ExtraRouteCloth) + " cloth · " + cancel("Esc", "Extra route")
	case modeCredit:
		return "This connection touches two islands with credits: choose which credit to spend"
	case modeConfirm:
		return "Unused route credits lapse at the end of your turn"
	}
	switch b.ui.decision {
	case ork.DecideTask:
		return b.t.Name(seat) + ": choose the task you will keep secret"
	case ork.DecidePlaceTile:
		rotate := b.t.Words("wheel, R or right-click rotates", "the arrows beside the tile rotate it")
		if why := b.aimRefusal(); why != "" { // said over the cell, not only once it is dropped
			if b.ix.Has(tCell(b.ghostCell)) { // a dim cell: the tile fits there turned otherwise
				why += " · " + rotate
			}
			return why
		}
		if b.drag.Active() {
			return "Drop on a bright cell · " + rotate
		}
		return "Drag your tile onto a bright cell · " + rotate
	}
	if b.md.anyRoute() {
		return "Lay your route (" + ork.Count(b.ui.credits, "credit") + "), build, trade, fish or end the turn"
	}
	if b.ui.decision == ork.DecideAction {
		return "Build, trade, fish, buy a route or end the turn" // names every button of the column
	}
	return ""
}

// click is the verb for choosing a place on the board: "Tap" to a finger, else "Click".
func (b *picker) click() string { return b.t.Words("Click", "Tap") }

// prompt is the bottom line's instruction: the shell's (whose turn, the rules' prompt), refined
// for the board's modes.
func (b *picker) prompt() string { return b.t.Instruction(b.refine()) }

// setBar hands the shell the bottom line when what it says changed: the instruction for the
// board's mode and the keys (or touch gestures) at its right end.
func (b *picker) setBar() {
	k := barKey{version: b.version, mode: b.md.mode, buildKind: b.md.buildKind, dragging: b.drag.Active(), touch: b.t.Fingers(), turn: b.t.Turn(), aim: b.aimRefusal()}
	if k == b.barFor {
		return
	}
	b.barFor = k
	keys := b.t.Words("Space skips · arrows pan · wheel or +/− zoom", "drag the sea to pan · pinch to zoom")
	b.t.SetBar(table.Bar{Rect: bottomLine, Text: b.prompt(), Hint: keys})
}

// barKey is what the prompt bar's content depends on.
type barKey struct {
	version   int
	mode      mode
	buildKind ork.Building
	dragging  bool
	touch     bool
	turn      table.Turn
	aim       string // why the tile in hand does not fit where it is carried
}
