package orkney

import (
	"math"

	"northtable/input"
	"northtable/render"
	"northtable/rules"
	"northtable/rules/hex"
	ork "northtable/rules/orkney"
	"northtable/scenes/scene"
	"northtable/scenes/table"
)

// liftPoints is how far above a fingertip a dragged tile rides, in window points (CSS px).
const liftPoints = 56

// Tick follows the pointer for hover looks by one tick (table.Board; the shell has advanced the
// animations); it never plays moves.
func (b *Board) Tick(ctx *scene.Context) {
	b.bind(ctx)
	b.tick++
	b.now = ctx.Now
	if ctx.PointScale > 0 {
		// A finger hides about 40 points of screen: lift the tile at least that far above it,
		// however small the table is shown (a phone shows it at about 0.4 points a logical px).
		b.in.drag.Lift = max(input.DefaultLift, liftPoints/ctx.PointScale)
	}
	b.probe = ctx.Probe
	if p := ctx.Input; p != nil {
		if p.X != b.in.ptr.X || p.Y != b.in.ptr.Y || p.Down {
			b.lastActive = b.now
		}
		b.in.ptr = pt{X: p.X, Y: p.Y}
		if p.Pressed() {
			b.in.touch = p.Touch()
		}
	}
	b.in.hoverReason = ""
	if !b.t.Turn().Mine {
		b.in.drag.Cancel()
	}
}

// Input reads one tick of the viewer's input and turns it into moves (table.Board, Orkney spec
// §9).
func (b *Board) Input(ctx *scene.Context) {
	b.announceReady(b.probe)
	if ctx.Input != nil {
		b.control(ctx.Frame, ctx.Input)
	}
}

// bind takes the atlas and fonts from the context the first time.
func (b *Board) bind(ctx *scene.Context) {
	if b.ready || ctx == nil || ctx.Atlas == nil {
		return
	}
	b.sp = loadSprites(ctx.Atlas)
	b.fonts = facesOf(ctx.Fonts)
	b.bindKit(ctx)
	b.ready = true
}

// Back handles Esc (table.Board): it closes the innermost open thing — the tile in hand glides
// back, a board mode or its popup ends, the private box shuts — and reports whether there was
// one; with nothing open the shell opens its menu.
func (b *Board) Back() bool {
	switch {
	case b.in.drag.Active():
		b.cancelDrag()
	case b.md.mode != modeIdle:
		b.md.mode = modeIdle
	case b.md.privateOpen:
		b.md.privateOpen = false
	default:
		return false
	}
	return true
}

// cancelDrag puts the tile in hand back: it glides to the panel from where it was shown and
// nothing is placed.
func (b *Board) cancelDrag() {
	b.in.drag.Cancel()
	b.in.pressOnBoard = false
	if tile, ok := b.g.Revealed(); ok {
		b.glideBack(tile, b.dragAt())
	}
}

// dragAt is where the tile in hand is shown and drops, logical px: the pointer, or above the
// fingertip on touch (input.Drag.At).
func (b *Board) dragAt() pt {
	x, y := b.in.drag.At()
	return pt{X: x, Y: y}
}

// pickTile names the revealed tile (piece 0) when a press at (x, y) lands on it in its slot.
func (b *Board) pickTile(x, y float64) (int, bool) {
	return 0, b.placing() && b.overSlot(pt{X: x, Y: y}) && !b.hidden(spot{part: partSlot})
}

// placing reports whether the seat to move has a revealed tile to place.
func (b *Board) placing() bool {
	if b.ui.decision != ork.DecidePlaceTile {
		return false
	}
	_, ok := b.g.Revealed()
	return ok
}

// choosingTask reports whether the task choice is showing.
func (b *Board) choosingTask() bool { return b.ui.decision == ork.DecideTask }

// control reads one tick of human input (Orkney spec §9, CLARIFICATIONS 7).
func (b *Board) control(f input.Frame, p *input.Pointer) {
	placing := b.placing()
	for _, a := range f.Actions {
		switch a {
		case input.ActRotateCW:
			if placing {
				b.rotate(1)
			}
		case input.ActRotateCCW:
			if placing {
				b.rotate(-1)
			}
		case input.ActZoomIn:
			b.zoomAt(b.vw.cam.centre(), 1.2)
		case input.ActZoomOut:
			b.zoomAt(b.vw.cam.centre(), 1/1.2)
		case input.ActPanLeft:
			b.pan(14, 0)
		case input.ActPanRight:
			b.pan(-14, 0)
		case input.ActPanUp:
			b.pan(0, 14)
		case input.ActPanDown:
			b.pan(0, -14)
		case input.ActEndTurn:
			if b.ui.decision == ork.DecideAction && b.md.mode != modeConfirm {
				b.pressEnd()
			}
		case input.ActConfirm:
			if b.md.mode == modeConfirm {
				_ = b.apply(ork.EndTurn{By: b.ui.seat}, nil)
			}
		}
	}
	if b.popupOpen() {
		// a popup is modal: its buttons are drawn and hit-tested by one render.Dialog
		if choice, ok := b.md.dialog.Update(p, f); ok {
			b.answer(choice)
		}
		return
	}
	ev := b.in.drag.Update(p, f, b.pickTile)
	b.announceDrag(ev, p)
	switch ev {
	case input.DragDropped:
		b.drop(b.dragAt())
	case input.DragCancelled:
		b.cancelDrag()
	}
	if f.WheelY != 0 {
		switch {
		case b.in.drag.Active():
			b.rotate(wheelTurn(f.WheelY))
		case placing && b.overSlot(b.in.ptr):
			b.rotate(wheelTurn(f.WheelY))
		case inRect(boardRect, b.in.ptr.X, b.in.ptr.Y) && !b.overOverlay(b.in.ptr):
			b.zoomAt(b.in.ptr, math.Pow(1.15, f.WheelY))
		}
	}
	if f.Pinch != 0 && f.Pinch != 1 && inRect(boardRect, b.in.ptr.X, b.in.ptr.Y) {
		b.zoomAt(b.in.ptr, f.Pinch)
	}
	if f.RightPress {
		if placing {
			b.rotate(1)
		} else if b.md.mode != modeIdle {
			b.md.mode = modeIdle
		}
	}
	if p.Pressed() {
		b.in.pressOnBoard = inRect(boardRect, b.in.ptr.X, b.in.ptr.Y) && !b.overOverlay(b.in.ptr)
	}
	if p.Dragging() && b.in.pressOnBoard {
		dx, dy := p.DragDelta()
		b.pan(dx, dy)
	}
	if !p.Down {
		b.in.pressOnBoard = false
	}
	if !b.choosingTask() {
		if c, ok := b.updateKit(p); ok { // the control registry (chrome.go)
			b.press(c)
			b.in.pressOnBoard = false
		}
	}
	if p.Tapped() {
		b.tap(b.in.ptr)
		b.in.pressOnBoard = false
	}
	b.hover(b.in.ptr)
}

// answer carries out the popup's choice: an island's credit, or ending the turn after the
// warning; -1 (a tap outside the credit choice) goes back to picking a connection.
func (b *Board) answer(choice int) {
	switch b.md.mode {
	case modeCredit:
		if choice < 0 {
			b.md.mode = modeRoute
			return
		}
		_ = b.apply(ork.PlaceRoute{By: b.ui.seat, Conn: b.md.credit.conn, Island: b.md.credit.islands[choice]}, nil)
	case modeConfirm:
		if choice == 1 {
			_ = b.apply(ork.EndTurn{By: b.ui.seat}, nil)
			return
		}
		b.md.mode = modeIdle
	}
}

// wheelTurn maps a wheel delta to a rotation step: down (negative) turns clockwise.
func wheelTurn(dy float64) int {
	if dy < 0 {
		return 1
	}
	return -1
}

func (b *Board) rotate(d int) {
	b.in.rot = hex.Mod6(b.in.rot + d)
	b.in.ghostSet = false
}

func (b *Board) pan(dx, dy float64) {
	b.stopCamera()
	b.vw.cam.panBy(dx, dy)
	b.vw.autoFit = false
	b.clampCamera()
}

// clampCamera keeps the layout in reach: the view's centre stays within a few hexes of it.
func (b *Board) clampCamera() {
	v := b.geo
	if v == nil || len(v.tiles) == 0 {
		return
	}
	const m = hexSize * 4
	b.vw.cam.X = math.Max(v.min.X-m, math.Min(v.max.X+m, b.vw.cam.X))
	b.vw.cam.Y = math.Max(v.min.Y-m, math.Min(v.max.Y+m, b.vw.cam.Y))
}

func (b *Board) zoomAt(s pt, f float64) {
	b.stopCamera()
	b.vw.cam.zoomAt(s, f)
	b.vw.autoFit = false
	b.clampCamera()
	b.probe.Camera(b.vw.cam.Zoom)
}

// overSlot reports whether s lies on the revealed tile in the right column.
func (b *Board) overSlot(s pt) bool {
	return dist(s, slotCentre) < slotSize*0.95
}

// overOverlay reports whether s lies on something drawn over the board (track, popups, private
// box, task choice, the shell's toast), so it is not a board click.
func (b *Board) overOverlay(s pt) bool {
	if inRect(trackRect, s.X, s.Y) || inRect(fitBtn, s.X, s.Y) || b.overToast(s) {
		return true
	}
	if b.popupOpen() && inRect(b.md.dialog.Rect(), s.X, s.Y) {
		return true
	}
	if b.md.privateOpen && inRect(privPanel, s.X, s.Y) {
		return true
	}
	return b.choosingTask()
}

// overToast reports whether s lies on the shell's toast showing now (a click there is not a
// board click).
func (b *Board) overToast(s pt) bool {
	text, _ := b.t.Toast()
	if text == "" {
		return false
	}
	return inRect(b.toastBox(text), s.X, s.Y)
}

// toastBox is where the shell draws a toast of text (render.Toast.Layout in table.ToastArea).
func (b *Board) toastBox(text string) render.Rect {
	if b.in.toastHit.text != text {
		t := render.Toast{Text: text}
		r, _ := t.Layout(b.kit.Fonts, table.ToastArea)
		b.in.toastHit = toastHit{text: text, box: r}
	}
	return b.in.toastHit.box
}

// drop handles the revealed tile released at s, where the player saw it: a legal cell applies
// PlaceTile and snaps; an illegal one glides back with the rule's name; off the layout it just
// returns (Orkney spec §9). The camera holds still while a tile is lifted (camGlide), so the cell
// under s is the cell the ghost showed; should the camera have moved since the ghost was last
// shown, the drop is refused gently (the tile glides back) rather than landing anywhere but
// where it was aimed.
func (b *Board) drop(s pt) {
	tile, ok := b.g.Revealed()
	if !ok {
		return
	}
	back := func() { b.glideBack(tile, s) }
	if !inRect(boardRect, s.X, s.Y) || b.overOverlay(s) || b.in.ghostCam != b.vw.cam {
		back()
		return
	}
	cell := world.CellAt(b.vw.cam.toWorld(s))
	m := ork.PlaceTile{By: b.ui.seat, Cell: cell, Rot: b.in.rot}
	err := b.g.Check(m)
	if err == nil {
		_ = b.apply(m, &s)
		return
	}
	back()
	if !b.offLayout(cell) {
		b.say(rules.Explain(err), true)
	}
}

// offLayout reports whether cell is empty and touches no placed tile.
func (b *Board) offLayout(c hex.Axial) bool {
	if _, ok := b.geo.tileAt(c); ok {
		return false
	}
	for d := 0; d < 6; d++ {
		if _, ok := b.geo.tileAt(c.Neighbour(d)); ok {
			return false
		}
	}
	return true
}

// tap handles a click or finger tap at s.
func (b *Board) tap(s pt) {
	x, y := s.X, s.Y
	if b.choosingTask() {
		dealt := b.g.Player(b.ui.seat).Dealt
		for i := 0; i < 2; i++ {
			if inRect(taskCard(i), x, y) && dealt[i] != 0 {
				_ = b.apply(ork.ChooseTask{By: b.ui.seat, Task: dealt[i]}, nil)
				return
			}
		}
		return
	}
	if b.md.privateOpen && inRect(privPanel, x, y) {
		return
	}
	if b.placing() && b.overSlot(s) {
		b.rotate(1)
		return
	}
	if inRect(boardRect, x, y) && !b.overOverlay(s) {
		b.tapBoard(s)
	}
}

// toggleMode enters m (or leaves it when it is already on); a disabled control says why.
func (b *Board) toggleMode(m mode, c control, kind ork.Building) {
	if !c.ok {
		b.say(c.reason, true)
		return
	}
	if b.md.mode == m && (m != modeBuild || b.md.buildKind == kind) {
		b.md.mode = modeIdle
		return
	}
	b.md.mode = m
	b.md.buildKind = kind
}

// pressEnd ends the turn, first warning when route credits would lapse (Orkney spec §9 Actions).
func (b *Board) pressEnd() {
	if c := b.controlOf(endBtnT); !c.ok {
		b.say(c.reason, true)
		return
	}
	if b.ui.credits > 0 && b.anyRoute() {
		b.openDialog(modeConfirm)
		return
	}
	_ = b.apply(ork.EndTurn{By: b.ui.seat}, nil)
}

// tapBoard handles a click on the board in the current mode.
func (b *Board) tapBoard(s pt) {
	w := b.vw.cam.toWorld(s)
	cell := world.CellAt(w)
	switch b.md.mode {
	case modeBuild:
		if id, ok := b.pickIsland(w, b.buildable); ok {
			_ = b.apply(ork.Build{By: b.ui.seat, Kind: b.md.buildKind, Island: id}, nil)
			return
		}
		if id, ok := b.pickIsland(w, b.anyIsland); ok {
			if why := b.ix.WhyNot(tIsland(b.md.buildKind, id), ork.Build{By: b.ui.seat, Kind: b.md.buildKind, Island: id}); why != "" {
				b.say(why, true)
				return
			}
		}
		b.say("Click a glowing island to build a "+b.md.buildKind.String(), false)
	case modeRoute:
		isl := b.routeIslands(cell)
		switch len(isl) {
		case 1:
			_ = b.apply(ork.PlaceRoute{By: b.ui.seat, Conn: cell, Island: isl[0]}, nil)
		case 2:
			b.md.credit = creditChoice{conn: cell, islands: [2]ork.IslandID{isl[0], isl[1]}}
			b.openDialog(modeCredit)
		default:
			if _, ok := b.geo.tileAt(cell); ok {
				m := ork.PlaceRoute{By: b.ui.seat, Conn: cell}
				if cr := creditsOf(b.g, b.ui.seat); len(cr) > 0 {
					m.Island = cr[0].Island
				}
				if why := b.ix.WhyNot(tConn(cell), m); why != "" {
					b.say(why, true)
				} else {
					b.say("Click a glowing connection to lay a route", false)
				}
			} else {
				b.say("Click a glowing connection to lay a route", false)
			}
		}
	case modeExtra:
		if m := b.ix.Move(tExtraConn(cell)); m != nil {
			_ = b.apply(m, nil)
			return
		}
		if why := b.ix.WhyNot(tExtraConn(cell), ork.ExtraRoute{By: b.ui.seat, Conn: cell}); why != "" {
			b.say(why, true)
		} else {
			b.say("Click a glowing connection to lay a route", false)
		}
	}
}

// buildable reports whether island id takes the building kind of build mode now.
func (b *Board) buildable(id ork.IslandID) bool { return b.ix.Has(tIsland(b.md.buildKind, id)) }

// anyIsland accepts every island, for naming the rule that refuses a build on one.
func (b *Board) anyIsland(ork.IslandID) bool { return true }

// pickIsland returns the island nearest the world point w, within half a hex, among those cand
// accepts.
func (b *Board) pickIsland(w pt, cand func(ork.IslandID) bool) (ork.IslandID, bool) {
	best, bestD := ork.IslandID{}, hexSize*0.55
	found := false
	for _, il := range b.geo.islands {
		if !cand(il.isl.ID) {
			continue
		}
		if d := dist(w, il.at); d < bestD {
			best, bestD, found = il.isl.ID, d, true
		}
	}
	return best, found
}

// hover finds the reason of a disabled control under the pointer, and the ghost's legality.
func (b *Board) hover(s pt) {
	x, y := s.X, s.Y
	// the hover reason of a disabled control comes from the control registry (updateKit)
	b.in.hoverOn = false
	if inRect(boardRect, x, y) && !b.overOverlay(s) {
		w := b.vw.cam.toWorld(s)
		switch b.md.mode {
		case modeBuild:
			b.in.hoverIsland, b.in.hoverOn = b.pickIsland(w, b.buildable)
		case modeRoute:
			b.in.hoverConn = world.CellAt(w)
			b.in.hoverOn = b.ix.Has(tConn(b.in.hoverConn))
		case modeExtra:
			b.in.hoverConn = world.CellAt(w)
			b.in.hoverOn = b.ix.Has(tExtraConn(b.in.hoverConn))
		}
	}
	if !b.in.drag.Active() {
		return
	}
	b.in.ghostCam = b.vw.cam // the camera the ghost is shown with; drop checks it
	if a := b.dragAt(); inRect(boardRect, a.X, a.Y) {
		cell := world.CellAt(b.vw.cam.toWorld(a))
		if !b.in.ghostSet || cell != b.in.ghostCell || b.in.rot != b.in.ghostRot {
			b.in.ghostCell, b.in.ghostRot, b.in.ghostSet = cell, b.in.rot, true
			b.in.ghostErr = b.g.Check(ork.PlaceTile{By: b.ui.seat, Cell: cell, Rot: b.in.rot})
			b.in.ghostOK = b.in.ghostErr == nil
		}
	}
}
