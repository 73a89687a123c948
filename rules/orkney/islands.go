package orkney

import "northtable/rules/hex"

// Islands (Orkney spec §6.1) are kept incrementally: each placed piece records its island, an
// island lists its pieces (at most 4, which P4 guarantees), and a large piece that joins two
// one-vertex islands merges them. Complete islands never change again.

// pieceAt returns which piece of placed tile t covers corner k, or -1 for sea.
func (p *placedTile) pieceAt(k int) int {
	b := bit(k)
	switch {
	case p.pcm[0]&b != 0:
		return 0
	case p.pcm[1]&b != 0:
		return 1
	}
	return -1
}

// islandAtCorner returns the island that the other two cells at corner k of cell already hold
// land for, or -1.
func (g *Game) islandAtCorner(cell hex.Axial, k int) int {
	if t := g.tileAt(cell.Neighbour(k - 1)); t >= 0 {
		p := &g.placed[t]
		if i := p.pieceAt(k + 2); i >= 0 {
			return int(p.isl[i])
		}
	}
	if t := g.tileAt(cell.Neighbour(k)); t >= 0 {
		p := &g.placed[t]
		if i := p.pieceAt(k + 4); i >= 0 {
			return int(p.isl[i])
		}
	}
	return -1
}

// islandAtVertex returns the island with land at v, or -1.
func (g *Game) islandAtVertex(v hex.Vertex) int {
	for _, cc := range v.Touches() {
		if t := g.tileAt(cc.Cell); t >= 0 {
			p := &g.placed[t]
			if i := p.pieceAt(cc.Corner); i >= 0 {
				return int(p.isl[i])
			}
		}
	}
	return -1
}

func (g *Game) newIsland() int {
	if int(g.nIsl) >= maxIslands {
		panic("orkney: island table overflow")
	}
	i := int(g.nIsl)
	g.nIsl++
	g.islands[i] = island{}
	return i
}

func (g *Game) addPiece(i int, ref pieceRef) {
	is := &g.islands[i]
	if is.n >= 4 {
		panic("orkney: island with more than four pieces")
	}
	is.pc[is.n] = ref
	is.n++
	g.placed[ref.t].isl[ref.p] = int16(i)
	if popcount6(g.placed[ref.t].pcm[ref.p]) == 2 {
		is.large = true
	}
}

// merge moves every piece of island b into a; b dies.
func (g *Game) merge(a, b int) {
	src := g.islands[b]
	for _, r := range src.pc[:src.n] {
		g.addPiece(a, r)
	}
	g.islands[b].dead = true
	g.islands[b].n = 0
}

// attach puts both pieces of placed tile t on their islands and marks islands it completes.
// It returns the islands it completed (count in n).
func (g *Game) attach(t int) (done [2]int, n int) {
	p := &g.placed[t]
	for i := 0; i < 2; i++ {
		m := p.pcm[i]
		target := -1
		if popcount6(m) == 2 {
			d := edgeOfLarge(m)
			a, b := g.islandAtCorner(p.cell, d), g.islandAtCorner(p.cell, d+1)
			switch {
			case a >= 0 && b >= 0 && a != b:
				if b < a {
					a, b = b, a
				}
				g.merge(a, b)
				target = a
			case a >= 0:
				target = a
			case b >= 0:
				target = b
			}
		} else {
			target = g.islandAtCorner(p.cell, lowestCorner(m))
		}
		if target < 0 {
			target = g.newIsland()
		}
		g.addPiece(target, pieceRef{int8(t), int8(i)})
	}
	for i := 0; i < 2; i++ {
		is := int(p.isl[i])
		if !g.islands[is].complete && g.isComplete(is) {
			g.islands[is].complete = true
			done[n] = is
			n++
		}
	}
	return done, n
}

// islandEdge returns the land edge of a large island.
func (g *Game) islandEdge(i int) hex.Edge {
	is := &g.islands[i]
	for _, r := range is.pc[:is.n] {
		p := &g.placed[r.t]
		if popcount6(p.pcm[r.p]) == 2 {
			return p.cell.EdgeOf(edgeOfLarge(p.pcm[r.p]))
		}
	}
	panic("orkney: large island without a large piece")
}

// islandVertex returns the vertex of a small (one-vertex) island.
func (g *Game) islandVertex(i int) hex.Vertex {
	r := g.islands[i].pc[0]
	p := &g.placed[r.t]
	return p.cell.Corner(lowestCorner(p.pcm[r.p]))
}

// islandID names island i (Orkney spec §6.1).
func (g *Game) islandID(i int) IslandID {
	if g.islands[i].large {
		return IslandID{Large: true, Edge: g.islandEdge(i)}
	}
	return IslandID{Vertex: g.islandVertex(i)}
}

// isComplete reports whether every cell around island i holds a tile.
func (g *Game) isComplete(i int) bool {
	if g.islands[i].large {
		for _, v := range g.islandEdge(i).Ends() {
			for _, cc := range v.Touches() {
				if g.tileAt(cc.Cell) < 0 {
					return false
				}
			}
		}
		return true
	}
	for _, cc := range g.islandVertex(i).Touches() {
		if g.tileAt(cc.Cell) < 0 {
			return false
		}
	}
	return true
}

// capacity is the island's tile count when complete: 3 small, 4 large (Orkney spec §7.1).
func (g *Game) capacity(i int) int {
	if g.islands[i].large {
		return 4
	}
	return 3
}

// findIsland returns the live island named id, or -1.
func (g *Game) findIsland(id IslandID) int {
	var i int
	if id.Large {
		if id.Edge.D < 0 || id.Edge.D > 2 {
			return -1
		}
		i = g.islandAtVertex(id.Edge.Ends()[0])
	} else {
		i = g.islandAtVertex(id.Vertex)
	}
	if i < 0 || g.islandID(i) != id {
		return -1
	}
	return i
}

// putBuilding stands a building on island i and takes it from the supply.
func (g *Game) putBuilding(i int, k Building) {
	is := &g.islands[i]
	is.bld[k]++
	is.used += int8(k.Space())
	g.supply[k]--
}

// touches reports whether placed tile t has a piece on island i.
func (g *Game) touches(t, i int) bool {
	p := &g.placed[t]
	return int(p.isl[0]) == i || int(p.isl[1]) == i
}
