package main

import (
	"fmt"
	"math"

	"northtable/build/spritegen/paint"
)

// hexSprite wraps a hex-canvas drawing with the shared anchor (the hex centre).
func hexSprite(name string, c *paint.Canvas) sprite {
	return sprite{Name: name, Canvas: c, AX: hexCX, AY: hexCY}
}

// hexCoverage is the anti-aliased coverage of the base hex at local point p, inset by in px.
func hexCoverage(p paint.Pt, in float64) float64 {
	return paint.Clamp01(hexDist(p, hexSize) - in + 0.5)
}

// seaGlyphs are wave marks placed once per lattice period (so they continue across tiles).
type glyph struct {
	P     paint.Pt
	Scale float64
}

func seaGlyphs() []glyph {
	r := newRNG(7)
	var base []glyph
	for try := 0; try < 400 && len(base) < 7; try++ {
		u, v := r.float(), r.float()
		p := lat1.Mul(u).Add(lat2.Mul(v))
		ok := true
		for _, g := range base {
			for i := -1; i <= 1; i++ {
				for j := -1; j <= 1; j++ {
					q := g.P.Add(lat1.Mul(float64(i))).Add(lat2.Mul(float64(j)))
					if q.Sub(p).Len() < 44 {
						ok = false
					}
				}
			}
		}
		if ok {
			base = append(base, glyph{p, r.rangeF(0.8, 1.15)})
		}
	}
	var out []glyph
	for _, g := range base {
		for i := -3; i <= 3; i++ {
			for j := -3; j <= 3; j++ {
				q := g.P.Add(lat1.Mul(float64(i))).Add(lat2.Mul(float64(j)))
				if math.Abs(q.X) < hexW && math.Abs(q.Y) < hexH {
					out = append(out, glyph{q, g.Scale})
				}
			}
		}
	}
	return out
}

// waveMark is a small double-crest wave stroke centred on c (canvas coordinates).
func waveMark(c paint.Pt, s float64) *paint.Path {
	p := paint.NewPath().MoveTo(c.X-9*s, c.Y+1.5*s)
	p.QuadTo(c.X-4.5*s, c.Y-3.5*s, c.X, c.Y+1*s)
	p.QuadTo(c.X+4.5*s, c.Y-3.5*s, c.X+9*s, c.Y+1.5*s)
	return paint.Stroke(p, 1.5)
}

// seaTile draws the sea hex: tinted by lattice-periodic noise, with wave marks, a lighter
// bevel and a thin darker rim so cells read as tiles.
func seaTile() *paint.Canvas {
	c := paint.NewCanvas(hexW, hexH)
	c.Shade(func(x, y float64) (paint.Col, float64) {
		p := local(x, y)
		cov := hexCoverage(p, 0)
		if cov == 0 {
			return paint.Col{}, 0
		}
		n := fbm(p, 3, 3, 11)
		// gentle centre light; noise and light average out to the palette's sea colour
		col := sea.Lighten((n-0.5)*0.12 + 0.04*(0.5-p.Len()/hexSize))
		hd := hexDist(p, hexSize)
		col = col.Mix(deepSea, 0.5*(1-paint.Smooth(0.5, 2.8, hd)))
		col = col.Lighten(0.08 * paint.Smooth(1.8, 2.8, hd) * (1 - paint.Smooth(3, 4.5, hd)))
		return col, cov
	})
	marks := paint.NewCanvas(hexW, hexH)
	for _, g := range seaGlyphs() {
		marks.FillCol(waveMark(paint.Pt{X: g.P.X + hexCX, Y: g.P.Y + hexCY}, g.Scale), foam.Alpha(0.16))
	}
	clip := make([]float32, hexW*hexH)
	for y := 0; y < hexH; y++ {
		for x := 0; x < hexW; x++ {
			clip[y*hexW+x] = float32(hexCoverage(local(float64(x)+0.5, float64(y)+0.5), 4))
		}
	}
	marks.ClipMask(clip)
	c.Draw(marks, 0, 0, 1)
	return c
}

// overlayTile is a flat hex overlay: fill colour plus an inner border band of width bw.
func overlayTile(fill paint.Col, edge paint.Col, bw float64, dashed bool) *paint.Canvas {
	c := paint.NewCanvas(hexW, hexH)
	c.Shade(func(x, y float64) (paint.Col, float64) {
		p := local(x, y)
		cov := hexCoverage(p, 1)
		if cov == 0 {
			return paint.Col{}, 0
		}
		hd := hexDist(p, hexSize) - 1
		glow := 1 - paint.Smooth(0, 18, hd)
		col := fill
		col.A = fill.A + (edge.A*0.5-fill.A)*glow*0.6
		if !dashed {
			col = col.Mix(edge, paint.Clamp01(bw-hd+0.5))
		}
		return col, cov
	})
	if dashed {
		outline := hexPath(paint.Pt{X: hexCX, Y: hexCY}, hexSize-1-bw/2)
		c.FillCol(paint.Stroke(paint.Dash(outline, 12, 7, 6), bw), edge)
	}
	return c
}

// hexShadow is a soft shadow to draw under a placed tile (same anchor as the tiles).
func hexShadow() *paint.Canvas {
	c := paint.NewCanvas(hexW, hexH)
	c.FillCol(hexPath(paint.Pt{X: hexCX, Y: hexCY + 2}, hexSize-3), ink.Alpha(0.45))
	c.Blur(2)
	return c
}

// landTile draws a land piece (small at corner k, or large along edge k) on the hex canvas:
// a shallow-water halo, sand beach, a shaded moss rim and a lit moss top, all defined by the
// distance to the piece's outline so the slices of neighbouring tiles join seamlessly.
func landTile(k int, large bool) *paint.Canvas {
	c := paint.NewCanvas(hexW, hexH)
	toLight := paint.Pt{X: -0.6, Y: -0.8}
	c.Shade(func(x, y float64) (paint.Col, float64) {
		p := local(x, y)
		cov := hexCoverage(p, 0)
		if cov == 0 {
			return paint.Col{}, 0
		}
		d, n := pieceSDF(p, k, large)
		if d < -14 {
			return paint.Col{}, 0
		}
		lit := n.X*toLight.X + n.Y*toLight.Y // +1 where the shore faces the light
		// water just off the shore
		water := shallow.Alpha(0.42 * paint.Smooth(-14, 0, d))
		water = water.Mix(foam.Alpha(0.55), paint.Smooth(-4.5, -1.2, d)*(1-paint.Smooth(-1.2, 0, d))*0.9)
		// beach
		s := sand.Lighten(0.10 * lit)
		s = s.Mix(paint.Hex("#C9B27E"), 0.55*(1-paint.Smooth(0, 1.8, d)))
		// grass
		tex := fbm(p, 14, 3, 3)
		patch := paint.Smooth(0.58, 0.68, fbm(p, 6, 2, 5))
		g := moss.Lighten((tex - 0.5) * 0.22)
		g = g.Mix(mossDark.Lighten(0.08), 0.45*patch)
		rim := 1 - paint.Smooth(5.5, 15, d)
		g = g.Mix(mossDark, 0.85*rim*(0.55-0.45*lit))
		g = g.Lighten(0.18 * rim * math.Max(0, lit))
		g = g.Lighten(0.06 * paint.Smooth(10, 30, d))
		col := water
		col = col.Mix(s, paint.Clamp01(d+0.5))
		col = col.Mix(g, paint.Clamp01(d-5.5+0.5))
		// the tile joint stays faintly visible through the land
		hd := hexDist(p, hexSize)
		if d > 0 {
			col = col.Lighten(-0.22 * (1 - paint.Smooth(0.3, 2.4, hd)))
		}
		return col, cov
	})
	return c
}

// coastTile draws the coastline of a piece: a crisp ink line (dotted=false) or a ring of dots
// placed at absolute angles and arc positions, so the slices of neighbouring tiles line up.
func coastTile(k int, large, dotted bool) *paint.Canvas {
	c := paint.NewCanvas(hexW, hexH)
	if !dotted {
		c.Shade(func(x, y float64) (paint.Col, float64) {
			p := local(x, y)
			cov := hexCoverage(p, 0)
			if cov == 0 {
				return paint.Col{}, 0
			}
			d, _ := pieceSDF(p, k, large)
			line := paint.Clamp01(1.0 - math.Abs(d-0.2) + 0.5)
			halo := paint.Clamp01(1.4-math.Abs(d+2.2)+0.5) * 0.55
			col := foam.Alpha(halo).Mix(ink.Alpha(0.85), line)
			return col, cov
		})
		return c
	}
	dots := coastDots(k, large)
	c.Shade(func(x, y float64) (paint.Col, float64) {
		p := local(x, y)
		cov := hexCoverage(p, 0)
		if cov == 0 {
			return paint.Col{}, 0
		}
		best := math.Inf(1)
		for _, q := range dots {
			if l := p.Sub(q).Len(); l < best {
				best = l
			}
		}
		dot := paint.Clamp01(1.7 - best + 0.5)
		ring := paint.Clamp01(2.7 - best + 0.5)
		col := ink.Alpha(0.35*ring).Mix(foam, dot)
		return col, cov
	})
	return c
}

// coastDots lists the dot centres (local coordinates) on a piece's outline.
func coastDots(k int, large bool) []paint.Pt {
	const step = 15 * math.Pi / 180
	var out []paint.Pt
	a := corner(k)
	if !large {
		for i := 0; i < 24; i++ {
			out = append(out, paint.Polar(a, landR, step*(float64(i)+0.5)))
		}
		return out
	}
	b := corner(k + 1)
	ax := b.Sub(a).Mul(1 / hexSize)
	axisAngle := math.Atan2(ax.Y, ax.X)
	// end arcs: the outward half-circles, dots at absolute angles offset by half a step
	for _, end := range []struct {
		c   paint.Pt
		out float64
	}{{a, axisAngle + math.Pi}, {b, axisAngle}} {
		for i := 0; i < 24; i++ {
			ang := step * (float64(i) + 0.5)
			diff := math.Remainder(ang-end.out, 2*math.Pi)
			if math.Abs(diff) < math.Pi/2 {
				out = append(out, paint.Polar(end.c, landR, ang))
			}
		}
	}
	// straight sides: 10 dots, half an arc step in from each tangent point
	nrm := paint.Pt{X: -ax.Y, Y: ax.X}
	edge := landR * step / 2
	for _, side := range []float64{-1, 1} {
		for i := 0; i < 10; i++ {
			t := edge + (hexSize-2*edge)*float64(i)/9
			out = append(out, a.Add(ax.Mul(t)).Add(nrm.Mul(side*landR)))
		}
	}
	return out
}

// hexSprites returns the tile, land and coast sprites.
func hexSprites() []sprite {
	out := []sprite{
		hexSprite("hex/sea", seaTile()),
		hexSprite("hex/glow", overlayTile(shallow.Alpha(0.30), shallow.Lighten(0.35).Alpha(0.95), 4, false)),
		hexSprite("hex/bad", overlayTile(accent.Alpha(0.16), accent, 4, false)),
		hexSprite("hex/ghost", overlayTile(white.Alpha(0.10), white.Alpha(0.95), 3, true)),
		hexSprite("hex/shadow", hexShadow()),
	}
	for k := 0; k < 6; k++ {
		out = append(out,
			hexSprite(fmt.Sprintf("land/small/%d", k), landTile(k, false)),
			hexSprite(fmt.Sprintf("land/large/%d", k), landTile(k, true)),
			hexSprite(fmt.Sprintf("coast/small/%d", k), coastTile(k, false, false)),
			hexSprite(fmt.Sprintf("coast/large/%d", k), coastTile(k, true, false)),
			hexSprite(fmt.Sprintf("coast/small-dotted/%d", k), coastTile(k, false, true)),
			hexSprite(fmt.Sprintf("coast/large-dotted/%d", k), coastTile(k, true, true)),
		)
	}
	return out
}
