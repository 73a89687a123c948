package orkney

import (
	"math"

	"northtable/render"
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

// seg is one dash of a connection line, in the units of its curve (world units in the cache).
type seg = render.Segment

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
		tv.ca, tv.cc, tv.cb = c.Add(a), c.Add(cc), c.Add(bb)
		tv.routeMark = render.QuadPoint(tv.ca, tv.cc, tv.cb, 0.5)
		tv.fishAt = c.Add(fishOff(tv.ps))
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

// appendDashes adds the dashes of a connection's curve a–c–b: 7 dashes with gaps between.
func appendDashes(out []seg, a, c, b pt) []seg { return render.AppendDashes(out, a, c, b, 13) }

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

// offLayout reports whether cell is empty and touches no placed tile.
func (v *boardView) offLayout(c hex.Axial) bool {
	if _, ok := v.tileAt(c); ok {
		return false
	}
	for d := 0; d < 6; d++ {
		if _, ok := v.tileAt(c.Neighbour(d)); ok {
			return false
		}
	}
	return true
}
