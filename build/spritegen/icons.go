package main

import (
	"math"

	"northtable/build/spritegen/paint"
)

type pt = paint.Pt

// finish turns an icon layer into a sprite canvas: a soft drop shadow, a subtle ink outline,
// then the art.
func finish(layer *paint.Canvas, outline float64) *paint.Canvas {
	c := paint.NewCanvas(layer.W, layer.H)
	c.Shadow(layer, ink.Alpha(0.45), 2, 0, 2)
	if outline > 0 {
		c.Draw(layer.Dilate(outline).Tint(ink.Alpha(0.75)), 0, 0, 1)
	}
	c.Draw(layer, 0, 0, 1)
	return c
}

// logEnd draws one log end: bark ring, wood face with growth rings, a lit upper left.
func logEnd(c *paint.Canvas, x, y, r float64) {
	bark := paint.Hex("#6B4423")
	c.FillCol(paint.Circle(x, y, r), bark)
	c.Fill(paint.Circle(x, y, r-2.2), paint.Radial(x-r*0.3, y-r*0.35, r*1.2,
		paint.Stop{T: 0, C: paint.Hex("#F0C98A")}, paint.Stop{T: 1, C: paint.Hex("#C98E4E")}))
	ringCol := paint.Hex("#A8703A").Alpha(0.8)
	for _, rr := range []float64{r * 0.62, r * 0.36} {
		c.FillCol(paint.Stroke(paint.Circle(x+0.4, y+0.3, rr), 0.9), ringCol)
	}
	c.FillCol(paint.Circle(x+0.4, y+0.3, 1.1), ringCol)
	// a drying crack
	c.FillCol(paint.Stroke(paint.NewPath().MoveTo(x+0.4, y+0.3).LineTo(x+r*0.55, y-r*0.45), 0.8), ringCol)
}

func woodIcon() *paint.Canvas {
	l := paint.NewCanvas(48, 48)
	logEnd(l, 14.5, 31, 10)
	logEnd(l, 33.5, 31, 10)
	logEnd(l, 24, 14.5, 10)
	return finish(l, 1.2)
}

// rock draws a smooth stone through pts with a lit top facet.
func rock(c *paint.Canvas, base paint.Col, xy ...float64) {
	pts := pts2(xy...)
	var cx, cy float64
	minY, maxY := math.Inf(1), math.Inf(-1)
	for _, p := range pts {
		cx += p.X / float64(len(pts))
		cy += p.Y / float64(len(pts))
		minY, maxY = math.Min(minY, p.Y), math.Max(maxY, p.Y)
	}
	c.Fill(paint.SmoothPoly(pts...), paint.Linear(0, minY, 0, maxY,
		paint.Stop{T: 0, C: base.Lighten(0.25)}, paint.Stop{T: 0.55, C: base}, paint.Stop{T: 1, C: base.Lighten(-0.25)}))
	top := make([]pt, len(pts))
	for i, p := range pts {
		top[i] = pt{X: cx + (p.X-cx)*0.62 - 1, Y: cy + (p.Y-cy)*0.45 - (maxY-minY)*0.2}
	}
	c.FillCol(paint.SmoothPoly(top...), base.Lighten(0.35).Alpha(0.55))
}

func stoneIcon() *paint.Canvas {
	l := paint.NewCanvas(48, 48)
	grey := paint.Hex("#8E989E")
	rock(l, grey.Lighten(-0.05), 4, 40, 6, 28, 16, 22, 27, 25, 29, 40)
	rock(l, grey, 20, 41, 22, 29, 33, 24, 44, 30, 44, 41)
	rock(l, grey.Lighten(0.08), 11, 26, 14, 13, 24, 7, 34, 12, 35, 24, 23, 29)
	return finish(l, 1.2)
}

func clothIcon() *paint.Canvas {
	l := paint.NewCanvas(48, 48)
	cream := paint.Hex("#F3E7C9")
	stripeA := paint.Hex("#B5533C")
	stripeB := paint.Hex("#3F6E8C")
	layer := func(y, h float64, shade float64) {
		body := paint.NewPath().MoveTo(9, y).LineTo(42, y).LineTo(42, y+h).LineTo(9, y+h)
		body.QuadTo(4, y+h, 4, y+h/2).QuadTo(4, y, 9, y).Close()
		c := paint.NewCanvas(48, 48)
		c.Fill(body, paint.Linear(0, y, 0, y+h,
			paint.Stop{T: 0, C: cream.Lighten(0.3)}, paint.Stop{T: 1, C: cream.Lighten(-0.12)}))
		for _, s := range []struct {
			x, w float64
			col  paint.Col
		}{{14, 3, stripeA}, {19, 1.5, stripeB}, {29, 3, stripeA}, {34, 1.5, stripeB}} {
			c.FillCol(paint.Rect(s.x, y, s.w, h), s.col.Alpha(0.9))
		}
		mask := paint.Coverage(48, 48, body)
		c.ClipMask(mask)
		// the rolled fold on the left
		c.FillCol(paint.Stroke(paint.NewPath().MoveTo(9, y+1.5).QuadTo(6, y+h/2, 9, y+h-1.5), 1), ink.Alpha(0.25))
		if shade > 0 {
			c.Fill(body, paint.Solid(ink.Alpha(shade)))
		}
		l.Draw(c, 0, 0, 1)
	}
	layer(31, 11, 0.12)
	layer(20, 11, 0.05)
	layer(9, 11, 0)
	return finish(l, 1.2)
}

// fishPath is a fish facing right within a box centred on (cx, cy) of half-length s.
func fishPath(cx, cy, s float64) *paint.Path {
	p := paint.NewPath().MoveTo(cx+s, cy)
	p.CubeTo(cx+s*0.6, cy-s*0.62, cx-s*0.25, cy-s*0.62, cx-s*0.55, cy-s*0.05)
	p.LineTo(cx-s*0.95, cy-s*0.42)
	p.QuadTo(cx-s*0.85, cy, cx-s*0.95, cy+s*0.42)
	p.LineTo(cx-s*0.55, cy+s*0.05)
	p.CubeTo(cx-s*0.25, cy+s*0.62, cx+s*0.6, cy+s*0.62, cx+s, cy)
	return p.Close()
}

func fishArt(l *paint.Canvas, cx, cy, s float64) {
	body := fishPath(cx, cy, s)
	l.Fill(body, paint.Linear(0, cy-s*0.5, 0, cy+s*0.5,
		paint.Stop{T: 0, C: paint.Hex("#3E6E8A")}, paint.Stop{T: 0.45, C: paint.Hex("#7FB0C8")},
		paint.Stop{T: 1, C: paint.Hex("#DCEEF4")}))
	// fins, gill, eye
	fin := paint.NewPath().MoveTo(cx-s*0.05, cy-s*0.4).QuadTo(cx+s*0.05, cy-s*0.72, cx+s*0.32, cy-s*0.46).Close()
	l.FillCol(fin, paint.Hex("#3E6E8A"))
	l.FillCol(paint.Stroke(paint.NewPath().MoveTo(cx+s*0.42, cy-s*0.28).QuadTo(cx+s*0.32, cy, cx+s*0.42, cy+s*0.26), 1.1), ink.Alpha(0.45))
	l.FillCol(paint.Circle(cx+s*0.66, cy-s*0.1, s*0.09+0.6), ink)
	l.FillCol(paint.Circle(cx+s*0.64, cy-s*0.13, 0.6), white.Alpha(0.9))
}

func fishIcon() *paint.Canvas {
	l := paint.NewCanvas(48, 48)
	fishArt(l, 24, 25, 20)
	return finish(l, 1.2)
}

func blankIcon() *paint.Canvas {
	l := paint.NewCanvas(48, 48)
	l.FillCol(paint.Stroke(paint.Circle(24, 24, 9), 3), sand.Lighten(0.2))
	c := paint.NewCanvas(48, 48)
	c.Shadow(l, ink.Alpha(0.3), 1, 0, 1)
	c.Draw(l, 0, 0, 1)
	return c
}

// fishToken is the face-down fish token: a round card token with a fish emblem.
func fishToken() *paint.Canvas {
	l := paint.NewCanvas(44, 44)
	l.FillCol(paint.Circle(22, 23, 18), paint.Hex("#16303F"))
	l.Fill(paint.Circle(22, 21.5, 18), paint.Radial(16, 14, 26,
		paint.Stop{T: 0, C: paint.Hex("#3C84AA")}, paint.Stop{T: 1, C: paint.Hex("#1F4F6D")}))
	l.FillCol(paint.Stroke(paint.Circle(22, 21.5, 15), 1.2), foam.Alpha(0.55))
	em := paint.NewCanvas(44, 44)
	em.FillCol(fishPath(22, 21.5, 10), foam.Alpha(0.9))
	em.FillCol(paint.Circle(27.6, 20.4, 1.2), paint.Hex("#1F4F6D"))
	l.Draw(em, 0, 0, 1)
	c := paint.NewCanvas(44, 44)
	c.Shadow(l, ink.Alpha(0.5), 2, 0, 2)
	c.Draw(l, 0, 0, 1)
	return c
}

// fishEmpty marks where a token was: a dashed foam ring.
func fishEmpty() *paint.Canvas {
	c := paint.NewCanvas(44, 44)
	c.FillCol(paint.Circle(22, 22, 17), deepSea.Alpha(0.25))
	c.FillCol(paint.Stroke(paint.Dash(paint.Circle(22, 22, 17), 5, 3.9, 0), 2), foam.Alpha(0.75))
	return c
}

// fishPrinted is the fish printed on a fish tile's sea: a pale silhouette with ripples.
func fishPrinted() *paint.Canvas {
	c := paint.NewCanvas(64, 40)
	f := paint.NewCanvas(64, 40)
	f.FillCol(fishPath(34, 20, 17), foam.Alpha(0.38))
	f.FillCol(paint.Circle(45, 18, 1.6), paint.Hex("#2E6F95").Alpha(0.9))
	c.Draw(f, 0, 0, 1)
	for i, y := range []float64{13, 27} {
		w := paint.NewPath().MoveTo(3, y).QuadTo(7, y-3, 11, y).QuadTo(15, y+3, 19-float64(i)*3, y)
		c.FillCol(paint.Stroke(w, 1.3), foam.Alpha(0.3))
	}
	return c
}

func resourceSprites() []sprite {
	return []sprite{
		centred("res/wood", woodIcon()),
		centred("res/stone", stoneIcon()),
		centred("res/cloth", clothIcon()),
		centred("res/fish", fishIcon()),
		centred("res/blank", blankIcon()),
		centred("fish/token", fishToken()),
		centred("fish/empty", fishEmpty()),
		centred("fish/printed", fishPrinted()),
	}
}

// pts2 pairs up coordinates into points.
func pts2(xy ...float64) []pt {
	out := make([]pt, len(xy)/2)
	for i := range out {
		out[i] = pt{X: xy[2*i], Y: xy[2*i+1]}
	}
	return out
}
