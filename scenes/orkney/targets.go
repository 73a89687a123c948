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

	cellList  []hex.Axial       // cells the revealed tile fits on in some rotation
	firstCell map[int]hex.Axial // per rotation, the first legal cell in Legal() order
	credits   int
	fishCount int
}

// buildUI reads g's position for the board and indexes its legal moves by target.
func buildUI(g *ork.Game) (*uiState, *table.Index[target]) {
	u := &uiState{decision: g.Decision(), seat: g.ToMove(), active: g.Active(), firstCell: map[int]hex.Axial{}}
	seat := u.seat
	if seat == rules.NoSeat {
		seat = u.active
	}
	if u.decision == ork.DecidePlaceTile {
		u.cellList = g.LegalCells()
	}
	ix := table.NewIndex(rules.Game(g), targetsOf)
	if u.decision == ork.DecidePlaceTile {
		for _, c := range ix.Targets() {
			for _, m := range ix.Moves(c) {
				if pt, ok := m.(ork.PlaceTile); ok {
					if _, seen := u.firstCell[pt.Rot]; !seen {
						u.firstCell[pt.Rot] = pt.Cell
					}
				}
			}
		}
	}
	if seat >= 0 && int(seat) < g.Players() {
		for _, c := range g.Player(seat).Credits {
			u.credits += c.Count
		}
	}
	u.fishCount = g.FishOnBoard()
	return u, ix
}

// control is the state of one action control: enabled, or the rules' words for why not.
type control struct {
	ok     bool
	reason string
}

// allows is the control of a button target: enabled when it takes a move, else the rules'
// words for the move pick names (asked once per position).
func (b *Board) allows(k target, pick func() rules.Move) control {
	if b.ix.Has(k) {
		return control{ok: true}
	}
	return control{reason: b.ix.WhyNot(k, pick())}
}

// controlOf is the state of an action button for the seat to move, from the index.
func (b *Board) controlOf(k target) control {
	g, seat := b.g, b.mover()
	switch k.kind {
	case onBuildBtn:
		return b.allows(k, func() rules.Move { return b.buildCandidate(ork.Building(k.k)) })
	case onRouteBtn:
		return b.allows(k, func() rules.Move {
			m := ork.PlaceRoute{By: seat}
			if cr := creditsOf(g, seat); len(cr) > 0 {
				m.Island = cr[0].Island
			}
			if c, ok := firstFree(g.Connections()); ok {
				m.Conn = c
			}
			return m
		})
	case onExtraBtn:
		return b.allows(k, func() rules.Move {
			m := ork.ExtraRoute{By: seat}
			conns := g.Connections()
			if c, ok := firstFree(conns); ok {
				m.Conn = c
			} else if len(conns) > 0 {
				m.Conn = conns[0].ID
			}
			return m
		})
	case onTradeBtn:
		ex := exchanges[k.k]
		return b.allows(k, func() rules.Move { return ork.Exchange{By: seat, Give: ex.Give, Get: ex.Get} })
	case onFishBtn:
		return b.allows(k, func() rules.Move { return ork.Fish{By: seat} })
	case onEndBtn:
		return b.allows(k, func() rules.Move { return ork.EndTurn{By: seat} })
	}
	return control{}
}

// buildCandidate is the build the rules are asked about when no island takes kind: on a
// complete island whose refusal is not about its space if there is one (so a seat-wide rule —
// supply, cost, decision — is named), else on the first complete island (Orkney spec §5.3).
func (b *Board) buildCandidate(kind ork.Building) rules.Move {
	seat := b.mover()
	first := ork.Build{By: seat, Kind: kind}
	found := false
	for _, il := range b.g.Islands() {
		if !il.Complete {
			continue
		}
		m := ork.Build{By: seat, Kind: kind, Island: il.ID}
		if !found {
			first, found = m, true
		}
		if ill, ok := b.g.Check(m).(*rules.IllegalMoveError); ok && ill.Rule != ork.RuleB2 {
			return m
		}
	}
	return first
}

// mover is the seat the action controls act for: the seat to move, or the active seat.
func (b *Board) mover() rules.Seat {
	if b.ui.seat == rules.NoSeat {
		return b.ui.active
	}
	return b.ui.seat
}

func creditsOf(g *ork.Game, seat rules.Seat) []ork.Credit {
	if seat < 0 || int(seat) >= g.Players() {
		return nil
	}
	return g.Player(seat).Credits
}

func firstFree(conns []ork.Connection) (ork.ConnID, bool) {
	for _, c := range conns {
		if c.Route == rules.NoSeat {
			return c.ID, true
		}
	}
	return ork.ConnID{}, false
}

// anyRoute reports whether the mover may lay a route with a credit now.
func (b *Board) anyRoute() bool { return b.ix.Has(routeBtnT) }

// routeIslands are the credited islands a route on connection c may spend from.
func (b *Board) routeIslands(c ork.ConnID) []ork.IslandID {
	ms := b.ix.Moves(tConn(c))
	out := make([]ork.IslandID, 0, len(ms))
	for _, m := range ms {
		out = append(out, m.(ork.PlaceRoute).Island)
	}
	return out
}
