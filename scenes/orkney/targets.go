package orkney

import (
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
