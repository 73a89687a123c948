package orkney

import (
	"northtable/rules"
	"northtable/rules/hex"
)

func landWord(b bool) string {
	if b {
		return "land"
	}
	return "sea"
}

// checkPlacement reports the first of P0–P4 (Orkney spec §5.3) that placing tile at cell
// fails, or ""; rawRot is the rotation as asked, rot the one used (A[x,x] maps ρ+3 to ρ). The
// refusal with its detail goes into r as check.
func (g *Game) checkPlacement(tile Tile, cell hex.Axial, rawRot, rot int, r *refusal) string {
	if rawRot < 0 || rawRot > 5 {
		return r.deny(RuleP0, func() *rules.IllegalMoveError {
			return rules.Illegal(RuleP0, "rotation %d is not 0..5", rawRot)
		})
	}
	s := g.find(cell)
	if s != nil && s.tile != noTile {
		return r.deny(RuleP0, func() *rules.IllegalMoveError {
			return rules.Illegal(RuleP0, "%v already holds a tile", cell)
		})
	}
	if s == nil || s.knownE == 0 {
		return r.deny(RuleP1, func() *rules.IllegalMoveError {
			return rules.Illegal(RuleP1, "%v shares no edge with a placed tile", cell)
		})
	}
	land, mid := tile.landMask(rot), tile.midMask(rot)
	for d := 0; d < 6; d++ {
		t := g.tileAt(cell.Neighbour(d))
		if t < 0 {
			continue
		}
		mine, theirs := mid&bit(d) != 0, g.placed[t].mid&bit(d+3) != 0
		if mine != theirs {
			return r.deny(RuleP2, func() *rules.IllegalMoveError {
				return rules.Illegal(RuleP2, "the middle of edge %d of %v is %s but %v shows %s there",
					d, cell, landWord(mine), g.placed[t].cell, landWord(theirs))
			})
		}
	}
	for d := 0; d < 6; d++ {
		t := g.tileAt(cell.Neighbour(d))
		if t < 0 {
			continue
		}
		n := &g.placed[t]
		for _, pair := range [2][2]int{{d, d + 4}, {d + 1, d + 3}} {
			mine, theirs := land&bit(pair[0]) != 0, n.land&bit(pair[1]) != 0
			if mine != theirs {
				return r.deny(RuleP3, func() *rules.IllegalMoveError {
					return rules.Illegal(RuleP3, "corner %d of %v is %s but vertex %v is %s",
						hex.Mod6(pair[0]), cell, landWord(mine), cell.Corner(pair[0]), landWord(theirs))
				})
			}
		}
	}
	own := mid | rotl(mid, 1)
	for k := 0; k < 6; k++ {
		if own&s.side&bit(k) != 0 {
			return r.deny(RuleP4, func() *rules.IllegalMoveError {
				return rules.Illegal(RuleP4, "vertex %v would have two land edges", cell.Corner(k))
			})
		}
	}
	return ""
}

// rotMasks holds a tile's land and mid masks for each rotation, the corners its own land
// edges touch (own), and how many rotations count.
type rotMasks struct {
	land, mid, own [6]uint8
	rots           int
}

func masksOf(t Tile) rotMasks {
	var m rotMasks
	m.rots = 6
	if t.symmetric() {
		m.rots = 3
	}
	for r := 0; r < 6; r++ {
		m.land[r], m.mid[r] = t.landMask(r), t.midMask(r)
		m.own[r] = m.mid[r] | rotl(m.mid[r], 1)
	}
	return m
}

// anyFit reports whether tile id fits anywhere (else D1 applies).
func (g *Game) anyFit(id int) bool {
	m := &tileMasks[id]
	for _, k := range g.front[:g.nFront] {
		s := g.find(keyCell(k))
		for r := 0; r < m.rots; r++ {
			if fits(s, m, r) {
				return true
			}
		}
	}
	return false
}

// LegalCells lists the cells where the revealed tile fits in at least one rotation, ordered
// by row then column. Empty outside the PlaceTile decision.
func (g *Game) LegalCells() []hex.Axial {
	t, ok := g.Revealed()
	if !ok {
		return nil
	}
	m := &tileMasks[t.ID]
	var out []hex.Axial
	for _, k := range g.front[:g.nFront] {
		s := g.find(keyCell(k))
		for r := 0; r < m.rots; r++ {
			if fits(s, m, r) {
				out = append(out, keyCell(k))
				break
			}
		}
	}
	return out
}

// FitsAt lists the legal rotations of the revealed tile at c (0..2 only for A[x,x]).
func (g *Game) FitsAt(c hex.Axial) []int {
	t, ok := g.Revealed()
	if !ok {
		return nil
	}
	s := g.find(c)
	if s == nil || s.tile != noTile {
		return nil
	}
	m := &tileMasks[t.ID]
	var out []int
	for r := 0; r < m.rots; r++ {
		if fits(s, m, r) {
			out = append(out, r)
		}
	}
	return out
}

// legalPlacements appends every legal PlaceTile to out, by cell (row, column) then rotation.
func (g *Game) legalPlacements(out []rules.Move) []rules.Move {
	m := &tileMasks[g.revealed]
	for _, k := range g.front[:g.nFront] {
		s := g.find(keyCell(k))
		for r := 0; r < m.rots; r++ {
			if fits(s, m, r) {
				out = append(out, placeBox(PlaceTile{By: g.active, Cell: keyCell(k), Rot: r}))
			}
		}
	}
	return out
}

// normRot maps ρ+3 to ρ for A[x,x] (Orkney spec §3.2).
func normRot(t Tile, rot int) int {
	if t.symmetric() && rot >= 3 && rot <= 5 {
		return rot - 3
	}
	return rot
}

// place applies a legal PlaceTile (Orkney spec §6.2) and reveals what comes next; it reports
// whether a tile was revealed to the mover (the move is then final).
func (g *Game) place(m PlaceTile, mv rules.Move, ev *[]rules.Event) bool {
	tile := tileByID(int(g.revealed))
	rot := normRot(tile, m.Rot)
	t, done, nDone := g.addTile(tile.ID, m.Cell, rot)
	seat := g.active
	if ev != nil {
		var d any = mv
		if rot != m.Rot {
			d = placeBox(PlaceTile{By: seat, Cell: m.Cell, Rot: rot})
		}
		emit(ev, EvPlace, seat, d)
	}
	p := &g.placed[t]
	if tile.Fish && g.poolPos < g.poolLen {
		p.token = g.pool[g.poolPos]
		g.poolPos++
		g.onBoard++
		emit(ev, EvFishLaid, seat, cellBox(m.Cell))
	}
	pl := &g.pl[seat]
	for i := 0; i < 2; i++ {
		res := p.res[i]
		if res == Blank {
			continue
		}
		is := &g.islands[p.isl[i]]
		for _, r := range is.pc[:is.n] {
			if (r != pieceRef{int8(t), int8(i)}) && g.placed[r.t].res[r.p] == res {
				pl.res[res] += 2
				if ev != nil {
					emit(ev, EvGain, seat, Gain{Res: res, N: 2, Island: g.islandID(int(p.isl[i]))})
				}
				break
			}
		}
	}
	for _, is := range done[:nDone] {
		pl.res[Cloth]++
		if ev != nil {
			id := g.islandID(is)
			emit(ev, EvComplete, seat, id)
			emit(ev, EvGain, seat, Gain{Res: Cloth, N: 1, Island: id})
		}
	}
	g.placements++
	g.revealed = -1
	return g.revealNext(ev)
}

// revealNext reveals the active seat's next tile, discarding dead ones (D1), or opens the
// Action decision after two placements or when the stack is empty. It reports whether any tile
// was revealed (a dead one included).
func (g *Game) revealNext(ev *[]rules.Event) (revealed bool) {
	a := int(g.active)
	for {
		if g.placements >= TilesPerTurn || g.stackLen(a) == 0 {
			g.dec, g.toMove, g.revealed = DecideAction, g.active, -1
			return revealed
		}
		id := g.deck[g.lo[a]]
		g.lo[a]++
		g.revealed = id
		revealed = true
		emit(ev, EvReveal, g.active, tileBox(int(id)))
		if g.anyFit(int(id)) {
			g.dec, g.toMove = DecidePlaceTile, g.active
			return true
		}
		g.discard[g.nDiscard] = id
		g.nDiscard++
		g.placements++
		g.revealed = -1
		emit(ev, EvDiscard, g.active, tileBox(int(id)))
	}
}

// beginTurn starts the active seat's turn (Orkney spec §5.1 step 1).
func (g *Game) beginTurn(ev *[]rules.Event) {
	g.placements = 0
	g.nCred = 0
	emit(ev, EvTurn, g.active, nil)
	g.revealNext(ev)
}

// emit appends a public event when events are being collected.
func emit(ev *[]rules.Event, kind string, seat rules.Seat, detail any) {
	if ev != nil {
		*ev = append(*ev, rules.Event{Kind: kind, Seat: seat, Detail: detail})
	}
}

// emitPrivate appends an event only seat may see (rules.Event.Private).
func emitPrivate(ev *[]rules.Event, kind string, seat rules.Seat, detail any) {
	if ev != nil {
		*ev = append(*ev, rules.Event{Kind: kind, Seat: seat, Private: true, Detail: detail})
	}
}
