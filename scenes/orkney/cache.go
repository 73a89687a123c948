package orkney

import (
	"math"

	"northtable/rules"
	"northtable/rules/hex"
	ork "northtable/rules/orkney"
)

// tileView is the static geometry of one placed tile, in world units.
type tileView struct {
	cell      hex.Axial
	c         pt // centre
	tile      ork.Tile
	rot       int
	ps        [2]pieceShape
	done      [2]bool // the piece's island is complete
	built     [2]bool // the piece's island carries buildings (its icon gives way to them)
	token     bool    // a fish token lies on it
	route     rules.Seat
	ca, cb    pt // connection ends (absolute)
	cc        pt // connection control point (the tile centre)
	fishAt    pt
	routeMark pt // middle of the connection
}

// islandView is an island with the point its buildings stand on.
type islandView struct {
	isl  ork.Island
	at   pt
	axis pt
}

// seg is one dash of a connection line, in world units.
type seg struct{ a, b pt }

// boardView caches everything about the board that changes only when a move is applied.
type boardView struct {
	tiles     []tileView
	byCell    map[hex.Axial]int
	islands   []islandView
	islandIdx map[ork.IslandID]int
	min, max  pt
	dashes    []seg
}

// buildView computes the board geometry of g.
func buildView(g *ork.Game) *boardView {
	placed := g.Placed()
	isl := g.Islands()
	v := &boardView{
		tiles:     make([]tileView, 0, len(placed)),
		byCell:    make(map[hex.Axial]int, len(placed)),
		islands:   make([]islandView, 0, len(isl)),
		islandIdx: make(map[ork.IslandID]int, len(isl)),
		min:       pt{X: math.Inf(1), Y: math.Inf(1)},
		max:       pt{X: math.Inf(-1), Y: math.Inf(-1)},
	}
	for _, il := range isl {
		v.islandIdx[il.ID] = len(v.islands)
		v.islands = append(v.islands, islandView{isl: il, at: islandPoint(il.ID), axis: islandAxis(il.ID)})
	}
	for _, p := range placed {
		c := world.Centre(p.Cell)
		tv := tileView{cell: p.Cell, c: c, tile: p.Tile, rot: p.Rot, ps: rotatedPieces(p.Tile, p.Rot), token: p.FishToken, route: p.Route}
		for i := range tv.ps {
			if id, ok := g.IslandOfPiece(p.Cell, i); ok {
				if k, ok := v.islandIdx[id]; ok {
					il := &v.islands[k].isl
					tv.done[i] = il.Complete
					tv.built[i] = il.Used > 0
				}
			}
		}
		a, cc, bb := connPath(tv.ps)
		tv.ca, tv.cc, tv.cb = add(c, a), add(c, cc), add(c, bb)
		tv.routeMark = quad(tv.ca, tv.cc, tv.cb, 0.5)
		tv.fishAt = add(c, fishOff(tv.ps))
		if tv.route == rules.NoSeat {
			v.dashes = appendDashes(v.dashes, tv.ca, tv.cc, tv.cb)
		}
		v.byCell[p.Cell] = len(v.tiles)
		v.tiles = append(v.tiles, tv)
		v.min.X, v.min.Y = math.Min(v.min.X, c.X), math.Min(v.min.Y, c.Y)
		v.max.X, v.max.Y = math.Max(v.max.X, c.X), math.Max(v.max.Y, c.Y)
	}
	return v
}

// appendDashes adds the dashes of the curve a–c–b: 7 dashes with gaps between.
func appendDashes(out []seg, a, c, b pt) []seg {
	const n = 13
	prev := quad(a, c, b, 0)
	for i := 1; i <= n; i++ {
		p := quad(a, c, b, float64(i)/n)
		if i%2 == 1 {
			out = append(out, seg{prev, p})
		}
		prev = p
	}
	return out
}

// island returns the view of island id.
func (v *boardView) island(id ork.IslandID) (islandView, bool) {
	k, ok := v.islandIdx[id]
	if !ok {
		return islandView{}, false
	}
	return v.islands[k], true
}

// tileAt returns the view of the tile on cell c.
func (v *boardView) tileAt(c hex.Axial) (*tileView, bool) {
	k, ok := v.byCell[c]
	if !ok {
		return nil, false
	}
	return &v.tiles[k], true
}

// exchanges are the six trades of Orkney spec §7.3 with their rates, in button order, as the
// rules list them.
var exchanges = ork.Trades()

// control is the state of one action control: enabled, or the rule that keeps it disabled.
type control struct {
	ok     bool
	reason string
}

// uiState digests the legal moves for the controls, recomputed once per applied move.
type uiState struct {
	decision ork.Decision
	seat     rules.Seat
	active   rules.Seat

	cells     map[hex.Axial]bool // legal cells for the revealed tile
	cellList  []hex.Axial
	firstCell map[int]hex.Axial // per rotation, the first legal cell in Legal() order

	builds    [3]map[ork.IslandID]bool
	build     [3]control
	routes    map[ork.ConnID][]ork.IslandID
	anyRoute  bool
	route     control
	extras    map[ork.ConnID]bool
	extra     control
	exch      [6]control
	fish      control
	fishCount int
	end       control
	credits   int
	tasks     []ork.Task
}

// buildUI digests g's legal moves for the seat to move.
func buildUI(g *ork.Game) *uiState {
	u := &uiState{
		decision:  g.Decision(),
		seat:      g.ToMove(),
		active:    g.Active(),
		cells:     map[hex.Axial]bool{},
		routes:    map[ork.ConnID][]ork.IslandID{},
		extras:    map[ork.ConnID]bool{},
		firstCell: map[int]hex.Axial{},
	}
	for k := range u.builds {
		u.builds[k] = map[ork.IslandID]bool{}
	}
	seat := u.seat
	if seat == rules.NoSeat {
		seat = u.active
	}
	if u.decision == ork.DecidePlaceTile {
		u.cellList = g.LegalCells()
		for _, c := range u.cellList {
			u.cells[c] = true
		}
	}
	for _, m := range g.Legal() {
		switch m := m.(type) {
		case ork.PlaceTile:
			if _, ok := u.firstCell[m.Rot]; !ok {
				u.firstCell[m.Rot] = m.Cell
			}
		case ork.Build:
			u.builds[m.Kind][m.Island] = true
		case ork.PlaceRoute:
			u.routes[m.Conn] = append(u.routes[m.Conn], m.Island)
			u.anyRoute = true
		case ork.ExtraRoute:
			u.extras[m.Conn] = true
		case ork.ChooseTask:
			u.tasks = append(u.tasks, m.Task)
		}
	}
	if seat >= 0 && int(seat) < g.Players() {
		for _, c := range g.Player(seat).Credits {
			u.credits += c.Count
		}
	}
	islands := g.Islands()
	conns := g.Connections()
	for k := 0; k < 3; k++ {
		kind := ork.Building(k)
		if len(u.builds[k]) > 0 {
			u.build[k] = control{ok: true}
			continue
		}
		u.build[k] = control{reason: buildReason(g, seat, kind, islands)}
	}
	u.route = control{ok: u.anyRoute}
	if !u.anyRoute {
		m := ork.PlaceRoute{By: seat}
		if cr := creditsOf(g, seat); len(cr) > 0 {
			m.Island = cr[0].Island
		}
		if c, ok := firstFree(conns); ok {
			m.Conn = c
		}
		u.route.reason = reasonOf(g.Check(m), ork.RuleR3+" — build to earn a route")
	}
	u.extra = control{ok: len(u.extras) > 0}
	if !u.extra.ok {
		m := ork.ExtraRoute{By: seat}
		if c, ok := firstFree(conns); ok {
			m.Conn = c
		} else if len(conns) > 0 {
			m.Conn = conns[0].ID
		}
		u.extra.reason = reasonOf(g.Check(m), ork.RuleR1+" — every connection carries a route")
	}
	for i, ex := range exchanges {
		err := g.Check(ork.Exchange{By: seat, Give: ex.Give, Get: ex.Get})
		u.exch[i] = control{ok: err == nil, reason: reasonOf(err, "")}
	}
	err := g.Check(ork.Fish{By: seat})
	u.fish = control{ok: err == nil, reason: reasonOf(err, "")}
	u.fishCount = g.FishOnBoard()
	err = g.Check(ork.EndTurn{By: seat})
	u.end = control{ok: err == nil, reason: reasonOf(err, "")}
	return u
}

// buildReason names the rule that keeps every island from taking kind (Orkney spec §5.3 B1–B4):
// a seat-wide rule (supply, cost, decision) if one fails, else the space rule.
func buildReason(g *ork.Game, seat rules.Seat, kind ork.Building, islands []ork.Island) string {
	var space error
	for _, il := range islands {
		if !il.Complete {
			continue
		}
		err := g.Check(ork.Build{By: seat, Kind: kind, Island: il.ID})
		if err == nil {
			continue
		}
		if ruleOf(err) == ork.RuleB2 {
			if space == nil {
				space = err
			}
			continue
		}
		return ruleText(err)
	}
	if space != nil {
		return ruleText(space)
	}
	return reasonOf(g.Check(ork.Build{By: seat, Kind: kind}), ork.RuleB1+" — no island is complete yet")
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

// reasonOf is the hover reason for a refused move, or fallback when the check passed anyway.
func reasonOf(err error, fallback string) string {
	if err == nil {
		return fallback
	}
	return ruleText(err)
}

// ruleOf is the rule name of an *rules.IllegalMoveError, or "".
func ruleOf(err error) string {
	if ill, ok := err.(*rules.IllegalMoveError); ok {
		return ill.Rule
	}
	return ""
}
