package orkney

import (
	"image/color"
	"time"

	"northtable/render"
	"northtable/rules"
	"northtable/rules/hex"
	ork "northtable/rules/orkney"
	"northtable/scenes/scene"
	"northtable/scenes/table"
)

// pos is what every role reads: the shell, the position shown with its caches (the board's
// geometry, the decision's facts, the index of targets to moves), the drawing kit and the
// clock. No role reaches another through it: each holds the few others it uses.
type pos struct {
	t *table.Table
	g *ork.Game // the viewer's View of the game (table.Table.View), replaced on every Show
	n int

	version int                  // bumped on every Show; caches compare against it
	geo     *boardView           // static geometry of the board, rebuilt when version changes
	ui      *uiState             // the decision, its seat and the position's facts the board reads
	ix      *table.Index[target] // the position's legal moves by target

	// bound on the first Tick from the scene context
	gx    *render.Painter // the kit's painter (render.UI.P)
	kit   *render.UI      // the shared UI kit (fonts, atlas, painter)
	ready bool

	tick       int
	now        time.Time    // this tick's time (scene.Context.Now)
	lastActive time.Time    // when the pointer last moved or pressed, or the position changed
	probe      *scene.Probe // the App's announcer for the browser test (may be nil)

	hint    rules.Move // the move a hint names while it is shown (hint.go), nil for none
	hintGen int        // counts the hints shown and taken away: the panels' layer follows it
	marks   []hintMark // where the hint's marks are drawn this frame (Board.hintMarks)
}

// seatColour is the colour index of seat s into render.PlayerColours.
func (b *pos) seatColour(s rules.Seat) int { return max(b.t.Colour(s), 0) }

// colourOf is seat s's colour (the first for no seat).
func (b *pos) colourOf(s rules.Seat) color.RGBA {
	return render.PlayerColours[b.seatColour(s)%len(render.PlayerColours)]
}

// offTurn reports whether the game goes on but the viewer may not act (a computer moves, or
// the curtain is due): the board shows no private controls. The shell says (table.Turn).
func (b *pos) offTurn() bool { return !b.g.Over() && !b.t.Turn().Mine }

// placing reports whether the seat to move has a revealed tile to place.
func (b *pos) placing() bool {
	_, ok := b.g.Revealed() // only in the PlaceTile decision
	return ok
}

// choosingTask reports whether the task choice is showing.
func (b *pos) choosingTask() bool { return b.ui.decision == ork.DecideTask }

// mover is the seat the action controls act for: the seat to move, or the active seat.
func (b *pos) mover() rules.Seat {
	if b.ui.seat == rules.NoSeat {
		return b.ui.active
	}
	return b.ui.seat
}

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
// seat, the cells a tile fits on (per rotation: as turned, or only turned otherwise), the
// mover's route credits and the fish tokens on the board.
type uiState struct {
	decision ork.Decision
	seat     rules.Seat
	active   rules.Seat

	cellList  []hex.Axial    // cells the revealed tile fits on in some rotation
	fitting   [6][]hex.Axial // per rotation, the cells it fits on turned so (the rules' Check)
	otherwise [6][]hex.Axial // per rotation, the cells it fits on only turned another way
	credits   int
	fishCount int
}

// buildUI reads g's position for the board and indexes its legal moves by target.
func buildUI(g *ork.Game) (*uiState, *table.Index[target]) {
	u := &uiState{decision: g.Decision(), seat: g.ToMove(), active: g.Active(), cellList: g.LegalCells(), fishCount: g.FishOnBoard()}
	for r := range u.fitting { // all six turns: Check, unlike Legal, takes a symmetric tile's 3–5
		for _, c := range u.cellList {
			if g.Check(ork.PlaceTile{By: u.seat, Cell: c, Rot: r}) == nil {
				u.fitting[r] = append(u.fitting[r], c)
			} else {
				u.otherwise[r] = append(u.otherwise[r], c)
			}
		}
	}
	for _, c := range g.Player(u.seat).Credits { // only the seat to act holds credits
		u.credits += c.Count
	}
	return u, table.NewIndex(rules.Game(g), targetsOf)
}

// startRotation is the rotation a newly revealed tile starts in: the lowest one that fits
// somewhere, so the tile as shown can always be dropped on a bright cell.
func (u *uiState) startRotation() int {
	for r, cells := range u.fitting {
		if len(cells) > 0 {
			return r
		}
	}
	return 0
}
