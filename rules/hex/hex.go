// Package hex is pointy-top hexagon geometry in axial coordinates, after Red Blob Games'
// "Hexagonal Grids": cells (q, r) with cube s = -q-r, neighbours, corners, edges, grid vertices
// and hex<->pixel conversion.
//
// Directions and corners are numbered clockwise (Orkney spec §2.2, §2.3): direction 0 is East,
// corner k lies at 60°·k − 30° from the centre with y growing downward, and edge d runs from
// corner d to corner d+1 and faces neighbour d. Rotation by ρ maps corner k to k+ρ.
package hex

import (
	"fmt"
	"math"
)

// Axial is a cell in axial coordinates; r grows downward on screen.
type Axial struct{ Q, R int }

// S is the cube coordinate s = -q-r.
func (a Axial) S() int { return -a.Q - a.R }

// Add returns a+b.
func (a Axial) Add(b Axial) Axial { return Axial{a.Q + b.Q, a.R + b.R} }

// String formats the cell as "(q,r)".
func (a Axial) String() string { return fmt.Sprintf("(%d,%d)", a.Q, a.R) }

// Directions are the six neighbour offsets, clockwise from East: E, SE, SW, W, NW, NE
// (Orkney spec §2.2).
var Directions = [6]Axial{{1, 0}, {0, 1}, {-1, 1}, {-1, 0}, {0, -1}, {1, -1}}

// DirectionNames are the compass names of Directions.
var DirectionNames = [6]string{"E", "SE", "SW", "W", "NW", "NE"}

// Mod6 reduces any integer to 0..5.
func Mod6(i int) int { return ((i % 6) + 6) % 6 }

// Neighbour is the cell across edge d (d taken mod 6).
func (a Axial) Neighbour(d int) Axial { return a.Add(Directions[Mod6(d)]) }

// Neighbours returns the six neighbours in direction order.
func (a Axial) Neighbours() [6]Axial {
	var n [6]Axial
	for d := range n {
		n[d] = a.Neighbour(d)
	}
	return n
}

// Distance is the hex distance between two cells.
func Distance(a, b Axial) int {
	dq, dr, ds := a.Q-b.Q, a.R-b.R, a.S()-b.S()
	return (abs(dq) + abs(dr) + abs(ds)) / 2
}

func abs(i int) int {
	if i < 0 {
		return -i
	}
	return i
}

// Vertex is a grid vertex: the top (North) or bottom (South) corner of cell (Q, R). Every vertex
// has exactly one such id (Orkney spec §2.3).
type Vertex struct {
	Q, R  int
	South bool
}

// String formats the vertex as "(q,r,N)" or "(q,r,S)".
func (v Vertex) String() string {
	side := "N"
	if v.South {
		side = "S"
	}
	return fmt.Sprintf("(%d,%d,%s)", v.Q, v.R, side)
}

// Corner is the vertex at corner k (mod 6) of cell a.
func (a Axial) Corner(k int) Vertex {
	q, r := a.Q, a.R
	switch Mod6(k) {
	case 0:
		return Vertex{q + 1, r - 1, true}
	case 1:
		return Vertex{q, r + 1, false}
	case 2:
		return Vertex{q, r, true}
	case 3:
		return Vertex{q - 1, r + 1, false}
	case 4:
		return Vertex{q, r - 1, true}
	default:
		return Vertex{q, r, false}
	}
}

// CellCorner is a cell together with one of its corner numbers.
type CellCorner struct {
	Cell   Axial
	Corner int
}

// Touches returns the three (cell, corner) pairs that meet at v.
func (v Vertex) Touches() [3]CellCorner {
	q, r := v.Q, v.R
	if v.South {
		return [3]CellCorner{{Axial{q, r}, 2}, {Axial{q - 1, r + 1}, 0}, {Axial{q, r + 1}, 4}}
	}
	return [3]CellCorner{{Axial{q, r}, 5}, {Axial{q, r - 1}, 1}, {Axial{q + 1, r - 1}, 3}}
}

// Edges returns the three grid edges that end at v.
func (v Vertex) Edges() [3]Edge {
	q, r := v.Q, v.R
	if v.South {
		return [3]Edge{{q, r, 1}, {q, r, 2}, {q - 1, r + 1, 0}}
	}
	return [3]Edge{{q, r - 1, 0}, {q, r - 1, 1}, {q + 1, r - 1, 2}}
}

// Edge is a grid edge in canonical form: edge D ∈ {0, 1, 2} of cell (Q, R) (Orkney spec §2.4).
type Edge struct{ Q, R, D int }

// String formats the edge as "(q,r,d)".
func (e Edge) String() string { return fmt.Sprintf("(%d,%d,%d)", e.Q, e.R, e.D) }

// EdgeOf is the canonical id of edge d (mod 6) of cell a.
func (a Axial) EdgeOf(d int) Edge {
	d = Mod6(d)
	if d < 3 {
		return Edge{a.Q, a.R, d}
	}
	n := a.Neighbour(d)
	return Edge{n.Q, n.R, d - 3}
}

// Cells returns the two cells that share the edge.
func (e Edge) Cells() [2]Axial {
	a := Axial{e.Q, e.R}
	return [2]Axial{a, a.Neighbour(e.D)}
}

// Ends returns the edge's two vertices: corners D and D+1 of cell (Q, R).
func (e Edge) Ends() [2]Vertex {
	a := Axial{e.Q, e.R}
	return [2]Vertex{a.Corner(e.D), a.Corner(e.D + 1)}
}

// Point is a position in pixels (or logical pixels) with y growing downward. Its arithmetic
// follows Red Blob Games' point helpers (add, subtract, scale, lerp) so screen and world maths
// read as vector maths.
type Point struct{ X, Y float64 }

// Add is p+q.
func (p Point) Add(q Point) Point { return Point{p.X + q.X, p.Y + q.Y} }

// Sub is p−q.
func (p Point) Sub(q Point) Point { return Point{p.X - q.X, p.Y - q.Y} }

// Scale is p·f.
func (p Point) Scale(f float64) Point { return Point{p.X * f, p.Y * f} }

// Lerp is the point a fraction t of the way from p to q (t 0 is p, 1 is q).
func (p Point) Lerp(q Point, t float64) Point {
	return Point{p.X + (q.X-p.X)*t, p.Y + (q.Y-p.Y)*t}
}

// Dist is the straight-line distance from p to q.
func (p Point) Dist(q Point) float64 { return math.Hypot(p.X-q.X, p.Y-q.Y) }

// Layout converts between cells and pixels for pointy-top hexes of the given Size
// (centre-to-corner distance, pixels) with cell (0,0) centred at Origin.
type Layout struct {
	Size   float64
	Origin Point
}

// Centre is the pixel centre of cell a (Orkney spec §2.1).
func (l Layout) Centre(a Axial) Point {
	return Point{
		X: l.Origin.X + l.Size*math.Sqrt(3)*(float64(a.Q)+float64(a.R)/2),
		Y: l.Origin.Y + l.Size*1.5*float64(a.R),
	}
}

// CornerOffset is the offset in pixels from a cell's centre to its corner k.
func (l Layout) CornerOffset(k int) Point {
	angle := math.Pi / 180 * (60*float64(Mod6(k)) - 30)
	return Point{l.Size * math.Cos(angle), l.Size * math.Sin(angle)}
}

// CornerPoint is the pixel position of corner k of cell a.
func (l Layout) CornerPoint(a Axial, k int) Point {
	c, o := l.Centre(a), l.CornerOffset(k)
	return Point{c.X + o.X, c.Y + o.Y}
}

// VertexPoint is the pixel position of grid vertex v.
func (l Layout) VertexPoint(v Vertex) Point {
	c := l.Centre(Axial{v.Q, v.R})
	if v.South {
		return Point{c.X, c.Y + l.Size}
	}
	return Point{c.X, c.Y - l.Size}
}

// EdgeMidpoint is the pixel position of the middle of edge e.
func (l Layout) EdgeMidpoint(e Edge) Point {
	ends := e.Ends()
	a, b := l.VertexPoint(ends[0]), l.VertexPoint(ends[1])
	return Point{(a.X + b.X) / 2, (a.Y + b.Y) / 2}
}

// CellAt is the cell containing pixel p, using Red Blob's axial rounding (Orkney spec §2.1).
func (l Layout) CellAt(p Point) Axial {
	x, y := p.X-l.Origin.X, p.Y-l.Origin.Y
	qf := (math.Sqrt(3)/3*x - y/3) / l.Size
	rf := (2.0 / 3 * y) / l.Size
	return Round(qf, rf)
}

// Round rounds fractional axial coordinates to the nearest cell.
func Round(qf, rf float64) Axial {
	sf := -qf - rf
	q, r, s := math.Round(qf), math.Round(rf), math.Round(sf)
	dq, dr, ds := math.Abs(q-qf), math.Abs(r-rf), math.Abs(s-sf)
	switch {
	case dq > dr && dq > ds:
		q = -r - s
	case dr > ds:
		r = -q - s
	}
	return Axial{int(q), int(r)}
}
