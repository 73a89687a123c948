package orkney

import (
	"math"

	"northtable/rules/hex"
	ork "northtable/rules/orkney"
)

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
