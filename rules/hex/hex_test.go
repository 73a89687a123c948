package hex_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/rules/hex"
)

func TestCornerVerticesAgreeWithTouches(t *testing.T) {
	// Every corner of every cell near the origin names a vertex whose Touches list that corner.
	for q := -3; q <= 3; q++ {
		for r := -3; r <= 3; r++ {
			a := hex.Axial{Q: q, R: r}
			for k := 0; k < 6; k++ {
				v := a.Corner(k)
				assert.Contains(t, v.Touches(), hex.CellCorner{Cell: a, Corner: k}, "cell %v corner %d -> %v", a, k, v)
			}
		}
	}
}

func TestSharedCornersAcrossEdge(t *testing.T) {
	// Orkney spec §2.5: across edge d, corner d of P is corner d+4 of N_d(P), corner d+1 is d+3.
	p := hex.Axial{Q: 2, R: -1}
	for d := 0; d < 6; d++ {
		n := p.Neighbour(d)
		assert.Equal(t, p.Corner(d), n.Corner(d+4))
		assert.Equal(t, p.Corner(d+1), n.Corner(d+3))
		assert.Equal(t, p.EdgeOf(d), n.EdgeOf(d+3))
	}
}

func TestEdgesAtVertex(t *testing.T) {
	for _, v := range []hex.Vertex{{Q: 0, R: 0}, {Q: 1, R: -2, South: true}} {
		for _, e := range v.Edges() {
			assert.Contains(t, e.Ends(), v, "edge %v should end at %v", e, v)
		}
	}
}

func TestPixelRoundTrip(t *testing.T) {
	l := hex.Layout{Size: 40, Origin: hex.Point{X: 800, Y: 450}}
	for q := -5; q <= 5; q++ {
		for r := -5; r <= 5; r++ {
			a := hex.Axial{Q: q, R: r}
			c := l.Centre(a)
			require.Equal(t, a, l.CellAt(c))
			// A point just inside each corner still picks the cell.
			for k := 0; k < 6; k++ {
				o := l.CornerOffset(k)
				require.Equal(t, a, l.CellAt(hex.Point{X: c.X + 0.9*o.X, Y: c.Y + 0.9*o.Y}))
			}
		}
	}
	assert.InDelta(t, l.VertexPoint(hex.Axial{}.Corner(2)).Y, l.CornerPoint(hex.Axial{}, 2).Y, 1e-9)
	assert.Equal(t, 2, hex.Distance(hex.Axial{}, hex.Axial{Q: 1, R: 1}))
}

func TestPointArithmetic(t *testing.T) {
	p, q := hex.Point{X: 1, Y: 2}, hex.Point{X: 4, Y: 6}
	assert.Equal(t, hex.Point{X: 5, Y: 8}, p.Add(q))
	assert.Equal(t, hex.Point{X: 3, Y: 4}, q.Sub(p))
	assert.Equal(t, hex.Point{X: 2, Y: 4}, p.Scale(2))
	assert.Equal(t, hex.Point{X: 2.5, Y: 4}, p.Lerp(q, 0.5))
	assert.Equal(t, p, p.Lerp(q, 0))
	assert.Equal(t, q, p.Lerp(q, 1))
	assert.InDelta(t, 5, p.Dist(q), 1e-12)
}
