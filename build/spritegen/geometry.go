package main

import (
	"math"

	"northtable/build/spritegen/paint"
)

// Hex sprite geometry, in pixels at base size (Orkney spec §2): pointy-top, corner k at
// 60°·k − 30° from the centre, y down.
const (
	hexSize = 96.0 // centre-to-corner
	hexW    = 176  // canvas width: ceil(96·√3) plus padding
	hexH    = 200  // canvas height: 2·96 plus padding
	hexCX   = hexW / 2.0
	hexCY   = hexH / 2.0
	landR   = 0.38 * hexSize // land disc radius around a corner (Orkney spec §9)
)

var inradius = hexSize * math.Sqrt(3) / 2

// corner is the offset of corner k from the hex centre.
func corner(k int) paint.Pt {
	a := (60*float64(k) - 30) * math.Pi / 180
	return paint.Pt{X: hexSize * math.Cos(a), Y: hexSize * math.Sin(a)}
}

// hexDist is the signed distance (px) from local point p to the hex outline of circumradius
// size, positive inside.
func hexDist(p paint.Pt, size float64) float64 {
	in := size * math.Sqrt(3) / 2
	m := math.Inf(-1)
	for d := 0; d < 6; d++ {
		a := 60 * float64(d) * math.Pi / 180
		if v := p.X*math.Cos(a) + p.Y*math.Sin(a); v > m {
			m = v
		}
	}
	return in - m
}

// hexPath is the hex outline of circumradius size centred on c.
func hexPath(c paint.Pt, size float64) *paint.Path {
	return paint.Regular(c, size, 6, -30*math.Pi/180)
}

// local converts canvas coordinates of a hex sprite to offsets from the hex centre.
func local(x, y float64) paint.Pt { return paint.Pt{X: x - hexCX, Y: y - hexCY} }

// segDist returns the distance from p to segment ab and the unit vector from the closest
// point towards p.
func segDist(p, a, b paint.Pt) (float64, paint.Pt) {
	ab := b.Sub(a)
	q := a
	if l2 := ab.X*ab.X + ab.Y*ab.Y; l2 > 0 {
		t := paint.Clamp01(((p.X-a.X)*ab.X + (p.Y-a.Y)*ab.Y) / l2)
		q = a.Add(ab.Mul(t))
	}
	d := p.Sub(q)
	l := d.Len()
	if l == 0 {
		return 0, paint.Pt{}
	}
	return l, d.Mul(1 / l)
}

// pieceSDF is the signed distance (positive inside) to a land piece and its outward normal: a
// small piece at corner k (large=false) or a large piece along edge k (large=true).
func pieceSDF(p paint.Pt, k int, large bool) (float64, paint.Pt) {
	a := corner(k)
	b := a
	if large {
		b = corner(k + 1)
	}
	l, n := segDist(p, a, b)
	return landR - l, n
}

// Lattice of cell centres: a1 = (S√3, 0), a2 = (S√3/2, 1.5S). Textures periodic in this
// lattice line up across neighbouring tiles.
var (
	lat1 = paint.Pt{X: hexSize * math.Sqrt(3), Y: 0}
	lat2 = paint.Pt{X: hexSize * math.Sqrt(3) / 2, Y: 1.5 * hexSize}
)

// latticeUV returns p's coordinates in the lattice basis.
func latticeUV(p paint.Pt) (u, v float64) {
	det := lat1.X*lat2.Y - lat1.Y*lat2.X
	u = (p.X*lat2.Y - p.Y*lat2.X) / det
	v = (-p.X*lat1.Y + p.Y*lat1.X) / det
	return u, v
}

// hash2 is a deterministic integer hash to 0..1.
func hash2(i, j, seed int) float64 {
	h := uint32(i)*374761393 + uint32(j)*668265263 + uint32(seed)*2246822519
	h = (h ^ (h >> 13)) * 1274126177
	h ^= h >> 16
	return float64(h&0xFFFFFF) / float64(0x1000000)
}

// latticeNoise is smooth value noise with n cells per lattice period, periodic in the cell
// lattice (so it continues across tiles), in 0..1.
func latticeNoise(p paint.Pt, n, seed int) float64 {
	u, v := latticeUV(p)
	u, v = u*float64(n), v*float64(n)
	iu, iv := math.Floor(u), math.Floor(v)
	fu, fv := u-iu, v-iv
	fu = fu * fu * fu * (fu*(fu*6-15) + 10)
	fv = fv * fv * fv * (fv*(fv*6-15) + 10)
	wrap := func(i float64) int { return ((int(i) % n) + n) % n }
	i0, j0 := wrap(iu), wrap(iv)
	i1, j1 := (i0+1)%n, (j0+1)%n
	a, b := hash2(i0, j0, seed), hash2(i1, j0, seed)
	c, d := hash2(i0, j1, seed), hash2(i1, j1, seed)
	return (a+(b-a)*fu)*(1-fv) + (c+(d-c)*fu)*fv
}

// fbm sums octaves of latticeNoise starting at n cells per period.
func fbm(p paint.Pt, n, octaves, seed int) float64 {
	var sum, amp, norm float64 = 0, 1, 0
	for o := 0; o < octaves; o++ {
		sum += amp * latticeNoise(p, n, seed+o*17)
		norm += amp
		amp *= 0.5
		n *= 2
	}
	return sum / norm
}

// rng is a small deterministic generator (xorshift64*) for placing decorations.
type rng struct{ s uint64 }

func newRNG(seed uint64) *rng { return &rng{s: seed*0x9E3779B97F4A7C15 + 1} }

func (r *rng) float() float64 {
	r.s ^= r.s >> 12
	r.s ^= r.s << 25
	r.s ^= r.s >> 27
	return float64((r.s*2685821657736338717)>>11) / float64(1<<53)
}

func (r *rng) rangeF(a, b float64) float64 { return a + (b-a)*r.float() }
