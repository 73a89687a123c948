package orkney

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"northtable/render"
	"northtable/rules"
	ork "northtable/rules/orkney"
	"northtable/scenes/table"
)

// The hint (table.Hinter): the move the Normal computer would play for the viewer, marked in
// gold where it is made — the cell a tile goes on with the tile shown there turned as it should
// be (and turned so in its slot), the island to build on, the connection of a route, a task
// card — and, when a button opens the way to it, that button too; the prompt bar says the
// whole move in the rules' words (ork.Advice).

// hintPart is where a hint's mark is drawn: on the map (under its camera, every frame), in the
// panels' cached layer, or over both (the revealed tile's slot, the task choice).
type hintPart int8

const (
	hintOnMap hintPart = iota
	hintOnPanel
	hintOver
)

// hintMark is one mark of the hint: the rectangle it rings (logical px), its corner radius and
// where it is drawn.
type hintMark struct {
	r    render.Rect
	rad  float64
	part hintPart
}

// ShowHint marks move m on the board and says it (table.Hinter); nil takes the mark away. A
// tile's hint turns the revealed tile to the hinted rotation, so it is dropped on the marked
// cell as it is shown.
func (b *Board) ShowHint(m rules.Move) (string, bool) {
	b.hint, b.hintGen = nil, b.hintGen+1
	if m == nil || !b.legal(m) {
		return "", false
	}
	words := ork.Advice(m)
	if words == "" {
		return "", false
	}
	b.hint = m
	b.makeWay(m)
	click := b.t.Words("click", "tap")
	switch m := m.(type) {
	case ork.ChooseTask:
		words += ": " + click + " the marked card"
	case ork.PlaceTile:
		b.picker.rot = m.Rot
		words += " on the marked spot, turned as shown"
	case ork.Build:
		words += " on the marked island"
		if !b.modeOn(modeBuild, m.Kind) {
			words += ": press the marked button, then " + click + " the island"
		}
	case ork.PlaceRoute:
		words += " on the marked connection"
		if !b.modeOn(modeRoute, 0) && b.modes.mode != modeCredit {
			words += ": press the marked button, then " + click + " the connection"
		}
		if is := b.modes.routeIslands(m.Conn); len(is) == 2 {
			words += ", then choose “" + creditButtons[islandIndex(is, m.Island)] + "”"
		}
	case ork.ExtraRoute:
		words += " on the marked connection"
		if !b.modeOn(modeExtra, 0) {
			words += ": press the marked button, then " + click + " the connection"
		}
	default: // a trade, fishing, the end of the turn: one button
		words += " with the marked button"
	}
	b.showOnMap(m)
	return words + ".", true
}

// showOnMap frames the whole layout again when the place a hint marks on the map lies outside
// the board's view (the player panned or zoomed away), as the Fit button does.
func (b *Board) showOnMap(m rules.Move) {
	var at pt
	switch m := m.(type) {
	case ork.PlaceTile:
		at = world.Centre(m.Cell)
	case ork.Build:
		at = islandPoint(m.Island)
	case ork.PlaceRoute:
		at = world.Centre(m.Conn)
	case ork.ExtraRoute:
		at = world.Centre(m.Conn)
	default:
		return
	}
	s := b.view.hm.Cam.ToScreen(at)
	if in := viewRect.Inset(hexSize * b.view.hm.Cam.Zoom); !in.Contains(s.X, s.Y) {
		b.view.hm.AutoFit = true
		b.view.fitCamera()
	}
}

// makeWay closes what the player has open that hides the board or does not lead to m: the
// private box (over the board's corner), the end-of-turn warning, the credit choice for another
// route (back to picking a connection, as a tap beside it does).
func (b *Board) makeWay(m rules.Move) {
	md := &b.modes
	md.privateOpen = false
	switch pr, route := m.(ork.PlaceRoute); {
	case md.mode == modeConfirm && m != (ork.EndTurn{By: b.ui.seat}):
		md.mode = modeIdle
	case md.mode == modeCredit && (!route || pr.Conn != md.credit.conn):
		md.mode = modeRoute
	}
}

// legal reports whether m is one of the position's legal moves the board offers.
func (b *Board) legal(m rules.Move) bool {
	for _, k := range targetsOf(m, nil) {
		for _, x := range b.ix.Moves(k) {
			if x == m {
				return true
			}
		}
	}
	return false
}

// modeOn reports whether the board's mode is md already (for a build, of kind k).
func (b *Board) modeOn(md mode, k ork.Building) bool {
	return b.modes.mode == md && (md != modeBuild || b.modes.buildKind == k)
}

// islandIndex is the place of id among is (0 when it is not there).
func islandIndex(is []ork.IslandID, id ork.IslandID) int {
	for i, x := range is {
		if x == id {
			return i
		}
	}
	return 0
}

// hintMarks lists where the hint's marks go now, as laid out this frame: the map's ring around
// a cell, an island or a connection (sized with the camera), the button that leads there, the
// revealed tile's slot or the task card. None while no hint is shown or the viewer may not act.
func (b *Board) hintMarks(into []hintMark) []hintMark {
	m := b.hint
	if m == nil || b.offTurn() {
		return into
	}
	cam := &b.view.hm.Cam
	z := cam.Zoom
	ring := func(c pt, rad float64) {
		rad = max(8, math.Round(rad/4)*4) // a few sizes only: the kit caches each ring it draws
		into = append(into, hintMark{r: render.Rect{X: c.X - rad, Y: c.Y - rad, W: 2 * rad, H: 2 * rad}, rad: rad, part: hintOnMap})
	}
	button := func(id int) {
		if c, ok := b.panels.controls.Get(id); ok {
			into = append(into, hintMark{r: c.Rect, rad: 8, part: hintOnPanel})
		}
	}
	conn := func(c ork.ConnID) {
		if t, ok := b.geo.tileAt(c); ok {
			mid := t.ca.Scale(0.25).Add(t.cc.Scale(0.5)).Add(t.cb.Scale(0.25))
			ring(cam.ToScreen(mid), hexSize*0.42*z)
		}
	}
	switch m := m.(type) {
	case ork.ChooseTask:
		for i, t := range b.g.Player(m.By).Dealt {
			if t == m.Task {
				into = append(into, hintMark{r: taskCard(i), rad: 12, part: hintOver})
			}
		}
	case ork.PlaceTile:
		ring(b.view.hm.CellScreen(m.Cell), hexSize*z+2)
		if !b.picker.drag.Active() { // the slot's panel, framed: its words stay clear of the ring
			into = append(into, hintMark{r: slotRect.Inset(4), rad: 10, part: hintOver})
		}
	case ork.Build:
		r := 0.36
		if m.Island.Large {
			r = 0.5
		}
		ring(cam.ToScreen(islandPoint(m.Island)), hexSize*r*z+10)
		if !b.modeOn(modeBuild, m.Kind) {
			button(ctlBuild + int(m.Kind))
		}
	case ork.PlaceRoute:
		conn(m.Conn)
		if !b.modeOn(modeRoute, 0) && b.modes.mode != modeCredit {
			button(ctlRoute)
		}
	case ork.ExtraRoute:
		conn(m.Conn)
		if !b.modeOn(modeExtra, 0) {
			button(ctlExtra)
		}
	case ork.Exchange:
		for i, ex := range exchanges {
			if ex.Give == m.Give && ex.Get == m.Get {
				button(ctlExchange + i)
			}
		}
	case ork.Fish:
		button(ctlFish)
	case ork.EndTurn:
		button(ctlEnd)
	}
	return into
}

// drawHint draws the hint's marks of part onto dst.
func (b *pos) drawHint(dst *ebiten.Image, part hintPart) {
	for i, mk := range b.marks {
		if i == 0 {
			b.gx.Flush(dst) // the rings lie over what the painter has batched
		}
		if mk.part == part {
			b.kit.HintMark(dst, mk.r, mk.rad)
		}
	}
}

// drawHintTile shows the hinted tile faintly on its cell, turned as it should be, under the
// cell's ring; not while the tile is in hand, whose own ghost shows where it goes.
func (b *view) drawHintTile(dst *ebiten.Image) {
	pl, ok := b.hint.(ork.PlaceTile)
	t, shown := b.g.Revealed()
	if !ok || !shown || b.in.drag.Active() || b.offTurn() {
		return
	}
	b.drawTile(dst, t, pl.Rot, b.hm.CellScreen(pl.Cell), hexSize*b.hm.Cam.Zoom, 0.75)
}

var _ table.Hinter = (*Board)(nil)
