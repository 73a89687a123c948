package orkney

import (
	"math"

	"northtable/render"
	"northtable/rules"
	"northtable/rules/hex"
	ork "northtable/rules/orkney"
)

// Screen layout in logical px (VISUAL.md "Layout at 1600x900"): top bar 56, left column 320,
// right column 300, bottom line 40; the board fills the middle.
var (
	screenRect = rxy(0, 0, 1600, 900)
	topBar     = rxy(0, 0, 1600, 56)
	leftCol    = rxy(0, 56, 320, 860)
	rightCol   = rxy(1300, 56, 1600, 860)
	bottomLine = rxy(0, 860, 1600, 900)
	boardRect  = rxy(320, 56, 1300, 860)

	// trackRect is the score track 0–29 laid over the top of the board.
	trackRect = rxy(332, 64, 1288, 116)
	// viewRect is the part of the board the camera fits the layout into (below the track).
	viewRect = rxy(332, 124, 1288, 800)

	// fitBtn, in the board's lower right corner, frames the whole layout again
	fitBtn = rxy(1236, 748, 1284, 796)

	// right column
	headRect  = rxy(1308, 64, 1592, 112)
	slotRect  = rxy(1308, 120, 1592, 302)
	rotCCWBtn = rxy(1316, 250, 1362, 294)
	rotCWBtn  = rxy(1538, 250, 1584, 294)
	actRect   = rxy(1308, 310, 1592, 776)
	endBtn    = rxy(1316, 718, 1584, 768)
	privBtn   = rxy(1308, 784, 1592, 852)
	privPanel = rxy(992, 548, 1292, 852)
)

// rxy is the layout rectangle from corner (x0, y0) to corner (x1, y1), logical px.
func rxy(x0, y0, x1, y1 float64) render.Rect { return render.RectXY(x0, y0, x1, y1) }

// slotCentre is where the revealed tile lies in the right column, and slotSize its hex size.
var slotCentre = pt{X: 1450, Y: 206}

const slotSize = 66.0

// buildBtn is the rectangle of the build button for kind k (0 farm, 1 village, 2 castle).
func buildBtn(k int) render.Rect {
	x := 1316 + float64(k)*92
	return rxy(x, 334, x+84, 394)
}

// Single-row action buttons of the right column.
var (
	routeBtn = rxy(1316, 400, 1584, 444)
	extraBtn = rxy(1316, 450, 1584, 494)
	fishBtn  = rxy(1316, 666, 1584, 710)
)

// exchangeBtn is the rectangle of the i-th trade of §7.3 (two columns, three rows).
func exchangeBtn(i int) render.Rect {
	x := 1316 + float64(i%2)*138
	y := 518 + float64(i/2)*48
	return rxy(x, y, x+130, y+44)
}

// popupAt is the box of a popup (render.Dialog) with its top at y, centred over the board.
func popupAt(y float64) render.Rect { return rxy(560, y, 1060, y+render.DialogH) }

// taskCard is the clickable area of dealt task i during the task choice.
func taskCard(i int) render.Rect {
	x := 400 + float64(i)*420
	return rxy(x, 300, x+400, 680) // room under four lines of text for the "Keep this task" cue
}

// seatRect is the panel of seat i among n in the left column.
func seatRect(i, n int) render.Rect {
	h := 108.0
	if n <= 3 {
		h = 124
	}
	y := 64 + float64(i)*(h+8)
	return rxy(8, y, 312, y+h)
}

// supplyRect and logRect sit under the seat panels.
func supplyRect(n int) render.Rect {
	last := seatRect(n-1, n)
	return rxy(8, last.Bottom()+8, 312, last.Bottom()+8+76)
}

func logRect(n int) render.Rect {
	s := supplyRect(n)
	return rxy(8, s.Bottom()+8, 312, 852)
}

func rectCentre(r render.Rect) pt {
	x, y := r.Centre()
	return pt{X: x, Y: y}
}

// shipW is a longship's width on the score track, logical px.
const shipW = 30.0

// hexSize is the world size of a hex (centre to corner), equal to the sprites' base size.
const hexSize = 96.0

// discR is the radius of a land disc around its corner (Orkney spec §9 Drawing: 0.38·size).
const discR = 0.38 * hexSize

// world is the layout of the board in world units, cell (0,0) at the origin.
var world = hex.Layout{Size: hexSize}

// pt is a point in world or screen units.
type pt = hex.Point

// cornerOff is the offset of corner k from a cell centre, in world units.
func cornerOff(k int) pt { return world.CornerOffset(k) }

// edgeOff is the offset of the middle of edge d from a cell centre, in world units.
func edgeOff(d int) pt { return cornerOff(d).Add(cornerOff(d + 1)).Scale(0.5) }

// pieceShape is one rotated land piece of a tile: a small piece at corner At or a large one
// along edge At (corners At and At+1).
type pieceShape struct {
	Large bool
	At    int
	Res   ork.Resource
}

// rotatedPieces returns the tile's two pieces after rotating by rot (Orkney spec §2.6).
func rotatedPieces(t ork.Tile, rot int) [2]pieceShape {
	var out [2]pieceShape
	for i, p := range t.Pieces {
		out[i] = pieceShape{Large: p.Large, At: hex.Mod6(p.At + rot), Res: p.Res}
	}
	return out
}

// iconOff is where a piece's resource icon sits, relative to the cell centre.
func (p pieceShape) iconOff() pt {
	if p.Large {
		return edgeOff(p.At).Scale(0.74)
	}
	return cornerOff(p.At).Scale(0.76)
}

// anchorOff is where the tile's connection leaves the piece: just inside its rim.
func (p pieceShape) anchorOff() pt {
	if p.Large {
		m := edgeOff(p.At)
		l := math.Hypot(m.X, m.Y)
		return m.Scale((l - discR*0.9) / l)
	}
	c := cornerOff(p.At)
	return c.Scale((hexSize - discR*0.9) / hexSize)
}

// angles of the piece's land, in degrees, for finding the open sea area.
func (p pieceShape) angles() []float64 {
	if p.Large {
		return []float64{float64(60*p.At - 30), float64(60 * p.At), float64(60*p.At + 30)}
	}
	return []float64{float64(60*p.At - 30)}
}

// connPath returns the connection's curve control points, relative to the cell centre: a
// quadratic curve from piece 1 past the tile centre to piece 2 (Orkney spec §9 Drawing).
func connPath(ps [2]pieceShape) (a, c, b pt) {
	return ps[0].anchorOff(), pt{}, ps[1].anchorOff()
}

// fishOff is where a fish tile's printed fish sits: in the tile's larger sea area, the direction
// (one of the 12 corner and edge directions) farthest from any land.
func fishOff(ps [2]pieceShape) pt {
	best, bestScore := 0.0, -1.0
	for i := 0; i < 12; i++ {
		a := float64(30*i - 30)
		score := 360.0
		for _, p := range ps {
			for _, la := range p.angles() {
				d := math.Mod(math.Abs(a-la), 360)
				if d > 180 {
					d = 360 - d
				}
				score = math.Min(score, d)
			}
		}
		// the connection's bend lies between the pieces; prefer the side away from it
		a1, _, b1 := connPath(ps)
		mid := a1.Add(b1).Scale(0.5)
		dir := pt{X: math.Cos(a * math.Pi / 180), Y: math.Sin(a * math.Pi / 180)}
		score -= 0.01 * (mid.X*dir.X + mid.Y*dir.Y)
		if score > bestScore {
			best, bestScore = a, score
		}
	}
	r := 0.44 * hexSize
	return pt{X: r * math.Cos(best*math.Pi/180), Y: r * math.Sin(best*math.Pi/180)}
}

// islandPoint is where an island's buildings stand and where it is picked: its vertex (small) or
// the middle of its land edge (large) (Orkney spec §9 Drawing).
func islandPoint(id ork.IslandID) pt {
	if id.Large {
		return world.EdgeMidpoint(id.Edge)
	}
	return world.VertexPoint(id.Vertex)
}

// islandAxis is the unit direction along a large island's edge (zero for small islands).
func islandAxis(id ork.IslandID) pt {
	if !id.Large {
		return pt{}
	}
	ends := id.Edge.Ends()
	a, b := world.VertexPoint(ends[0]), world.VertexPoint(ends[1])
	return b.Sub(a).Scale(1 / a.Dist(b))
}

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
