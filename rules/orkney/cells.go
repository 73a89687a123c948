package orkney

import "northtable/rules/hex"

// The layout is unbounded in the spec but 63 tiles grown by contact never reach past ±64 from
// the origin, so cells are keyed by 8-bit offsets inside a fixed open-addressing table. The
// table lives inside Game by value, so Clone is one copy and lookups never allocate.

const (
	cellLimit  = 120 // |q|, |r| of any cell the table may hold
	tableBits  = 9
	tableSize  = 1 << tableBits
	maxFront   = 256
	noTile     = -1
	emptyKey   = 0
	maxIslands = 128
)

// slot is one cell the engine knows: placed (tile >= 0) or frontier (empty, next to a placed
// tile). For frontier cells the masks record what placed neighbours impose (Orkney spec §5.3):
// corners in known must have land as in land (P3), edges in knownE must have a land middle as in
// midE (P2), and a corner in side already has a land edge between two neighbours (P4's m).
type slot struct {
	key    uint16
	tile   int8
	known  uint8
	land   uint8
	knownE uint8
	midE   uint8
	side   uint8
}

// cellKey packs a cell, row-major so that sorting keys sorts by (r, q). ok is false outside
// the table's range.
func cellKey(c hex.Axial) (uint16, bool) {
	if c.Q < -cellLimit || c.Q > cellLimit || c.R < -cellLimit || c.R > cellLimit {
		return 0, false
	}
	return uint16(c.R+128)<<8 | uint16(c.Q+128), true
}

func keyCell(k uint16) hex.Axial { return hex.Axial{Q: int(k&0xff) - 128, R: int(k>>8) - 128} }

func slotIndex(k uint16) int { return int((uint32(k) * 2654435761) >> (32 - tableBits)) }

// find returns the slot of c, or nil when the cell is neither placed nor on the frontier.
func (g *Game) find(c hex.Axial) *slot {
	k, ok := cellKey(c)
	if !ok {
		return nil
	}
	for i := slotIndex(k); ; i = (i + 1) & (tableSize - 1) {
		s := &g.cells[i]
		if s.key == k {
			return s
		}
		if s.key == emptyKey {
			return nil
		}
	}
}

// ensure returns the slot of c, creating an empty frontier slot when missing (created reports it).
func (g *Game) ensure(c hex.Axial) (s *slot, created bool) {
	k, ok := cellKey(c)
	if !ok {
		panic("orkney: layout grew past the cell table")
	}
	for i := slotIndex(k); ; i = (i + 1) & (tableSize - 1) {
		s := &g.cells[i]
		if s.key == k {
			return s, false
		}
		if s.key == emptyKey {
			*s = slot{key: k, tile: noTile}
			return s, true
		}
	}
}

// tileAt returns the placed index at c, or -1.
func (g *Game) tileAt(c hex.Axial) int {
	if s := g.find(c); s != nil {
		return int(s.tile)
	}
	return noTile
}

// frontierInsert adds k to the sorted frontier.
func (g *Game) frontierInsert(k uint16) {
	n := int(g.nFront)
	if n >= maxFront {
		panic("orkney: frontier overflow")
	}
	i := n
	for i > 0 && g.front[i-1] > k {
		g.front[i] = g.front[i-1]
		i--
	}
	g.front[i] = k
	g.nFront++
}

// frontierRemove drops k from the frontier if present.
func (g *Game) frontierRemove(k uint16) {
	n := int(g.nFront)
	for i := 0; i < n; i++ {
		if g.front[i] == k {
			copy(g.front[i:n-1], g.front[i+1:n])
			g.nFront--
			return
		}
	}
}

// occupy records tile t (already in g.placed) at its cell and updates the frontier.
func (g *Game) occupy(t int) {
	p := &g.placed[t]
	s, _ := g.ensure(p.cell)
	s.tile = int8(t)
	g.frontierRemove(s.key)
	land, mid := p.land, p.mid
	for d := 0; d < 6; d++ {
		n := p.cell.Neighbour(d)
		ns, created := g.ensure(n)
		if ns.tile != noTile {
			continue
		}
		if created {
			g.frontierInsert(ns.key)
		}
		// From n, this tile is neighbour d+3; n's corners d+3, d+4 are our corners d+1, d.
		e := d + 3
		ns.knownE |= bit(e)
		if mid&bit(d) != 0 {
			ns.midE |= bit(e)
		}
		ns.known |= bit(e) | bit(e+1)
		if land&bit(d+1) != 0 {
			ns.land |= bit(e)
		}
		if land&bit(d) != 0 {
			ns.land |= bit(e + 1)
		}
		if mid&bit(d+1) != 0 {
			ns.side |= bit(e)
		}
		if mid&bit(d-1) != 0 {
			ns.side |= bit(e + 1)
		}
	}
}

// fits is the fast P2–P4 test of rotation r of masks m against a frontier slot. P0 and P1 hold
// for every frontier slot.
func fits(s *slot, m *rotMasks, r int) bool {
	land, mid := m.land[r], m.mid[r]
	return (land^s.land)&s.known == 0 && (mid^s.midE)&s.knownE == 0 && m.own[r]&s.side == 0
}
