package main

import (
	"math"

	"northtable/build/spritegen/paint"
)

// Oblique projection for the little buildings: the front faces the viewer, depth recedes up
// and to the right.
const (
	depthX = 0.62
	depthY = -0.42
)

// house draws a gabled house whose front-left ground corner is (x, y): front gable of width w
// and wall height h, depth d, roof rise rh.
func house(c *paint.Canvas, x, y, w, h, d, rh float64, wall, roof paint.Col) {
	dx, dy := d*depthX, d*depthY
	front := paint.Poly(pt{X: x, Y: y}, pt{X: x + w, Y: y}, pt{X: x + w, Y: y - h}, pt{X: x + w/2, Y: y - h - rh}, pt{X: x, Y: y - h})
	side := paint.Poly(pt{X: x + w, Y: y}, pt{X: x + w + dx, Y: y + dy}, pt{X: x + w + dx, Y: y + dy - h}, pt{X: x + w, Y: y - h})
	roofSide := paint.Poly(pt{X: x + w/2, Y: y - h - rh}, pt{X: x + w + 1.2, Y: y - h + 0.8}, pt{X: x + w + dx + 1.2, Y: y + dy - h + 0.8}, pt{X: x + w/2 + dx, Y: y + dy - h - rh})
	c.FillCol(side, wall.Lighten(-0.28))
	c.FillCol(front, wall)
	c.Fill(roofSide, paint.Linear(x+w/2, y-h-rh, x+w, y-h, paint.Stop{T: 0, C: roof.Lighten(0.12)}, paint.Stop{T: 1, C: roof.Lighten(-0.1)}))
	// eaves line on the gable
	c.FillCol(paint.Stroke(paint.NewPath().MoveTo(x-0.8, y-h+0.6).LineTo(x+w/2, y-h-rh).LineTo(x+w+1.2, y-h+0.8), 1.6), roof.Lighten(-0.2))
}

func windowAt(c *paint.Canvas, x, y, w, h float64) {
	c.FillCol(paint.Rect(x, y, w, h), paint.Hex("#2B3A44"))
	c.FillCol(paint.Rect(x+0.6, y+0.6, w-1.2, h/2-0.6), paint.Hex("#F6D77A").Alpha(0.9))
}

// groundShadow is the soft oval a building casts on the land.
func groundShadow(c *paint.Canvas, cx, cy, rx, ry float64) {
	s := paint.NewCanvas(c.W, c.H)
	s.FillCol(paint.Ellipse(cx, cy, rx, ry), ink.Alpha(0.45))
	s.Blur(2)
	c.Draw(s, 0, 0, 1)
}

func farmSprite() *paint.Canvas {
	l := paint.NewCanvas(56, 56)
	red := paint.Hex("#A8473A")
	house(l, 10, 44, 24, 15, 16, 10, red, paint.Hex("#5A5F66"))
	// white trim door with the cross brace
	l.FillCol(paint.Rect(17, 34, 10, 10), paint.Hex("#6E2F26"))
	brace := paint.NewPath().MoveTo(17, 34).LineTo(27, 44).MoveTo(27, 34).LineTo(17, 44)
	l.FillCol(paint.Stroke(brace, 1.1), paint.Hex("#F4EFE6"))
	l.FillCol(paint.Stroke(paint.NewPath().MoveTo(17, 34).LineTo(27, 34).LineTo(27, 44).LineTo(17, 44).Close(), 1.1), paint.Hex("#F4EFE6"))
	l.FillCol(paint.Circle(22, 25, 2.2), paint.Hex("#F4EFE6"))
	// hay bale beside it
	l.Fill(paint.Ellipse(43, 43, 5.5, 4.5), paint.Linear(0, 39, 0, 47, paint.Stop{T: 0, C: paint.Hex("#F0D27A")}, paint.Stop{T: 1, C: paint.Hex("#C79B3C")}))
	l.FillCol(paint.Stroke(paint.Ellipse(43, 43, 3, 2.3), 0.8), paint.Hex("#A57E2C").Alpha(0.8))
	c := paint.NewCanvas(56, 56)
	groundShadow(c, 29, 44, 22, 6)
	c.Draw(finish(l, 1), 0, 0, 1)
	return c
}

func villageSprite() *paint.Canvas {
	l := paint.NewCanvas(56, 56)
	roof := paint.Hex("#8C3B2E")
	house(l, 22, 38, 18, 13, 12, 9, paint.Hex("#E4CFA0"), roof)
	windowAt(l, 26, 27, 4, 4)
	windowAt(l, 33, 27, 4, 4)
	house(l, 7, 47, 18, 12, 12, 9, paint.Hex("#F1E3C0"), paint.Hex("#A4493A"))
	l.FillCol(paint.Rect(13.5, 39, 5, 8), paint.Hex("#6B4423"))
	windowAt(l, 9.5, 39.5, 3, 3)
	windowAt(l, 20, 39.5, 3, 3)
	// chimney smoke curl
	l.FillCol(paint.Rect(34, 13, 3, 6), paint.Hex("#6C6F74"))
	c := paint.NewCanvas(56, 56)
	groundShadow(c, 29, 45, 23, 6)
	c.Draw(finish(l, 1), 0, 0, 1)
	return c
}

// crenels draws a battlement row on top of a wall segment from x0 to x1 at height y.
func crenels(c *paint.Canvas, x0, x1, y, size float64, col paint.Col) {
	n := int(math.Round((x1 - x0) / (size * 2)))
	if n < 1 {
		n = 1
	}
	step := (x1 - x0) / (float64(n)*2 - 1)
	for i := 0; i < n; i++ {
		c.FillCol(paint.Rect(x0+float64(i)*2*step, y-size, step, size+0.5), col)
	}
}

func castleSprite() *paint.Canvas {
	l := paint.NewCanvas(56, 56)
	stone := paint.Hex("#A9B0B4")
	dark := stone.Lighten(-0.3)
	// side walls
	l.FillCol(paint.Rect(6, 30, 44, 17), stone.Lighten(-0.08))
	crenels(l, 6, 50, 30, 4, stone.Lighten(-0.08))
	l.FillCol(paint.Rect(6, 30, 44, 1.4), dark.Alpha(0.6))
	// keep with a shaded right face
	l.Fill(paint.Rect(17, 14, 22, 33), paint.Linear(17, 0, 39, 0,
		paint.Stop{T: 0, C: stone.Lighten(0.18)}, paint.Stop{T: 0.6, C: stone}, paint.Stop{T: 1, C: stone.Lighten(-0.22)}))
	crenels(l, 16, 40, 14, 5, stone.Lighten(0.1))
	l.FillCol(paint.Rect(16, 13, 24, 2.2), dark.Alpha(0.55))
	// masonry hints
	for i, y := range []float64{22, 30, 38} {
		off := float64(i%2) * 5
		l.FillCol(paint.Rect(17, y, 22, 0.9), dark.Alpha(0.35))
		l.FillCol(paint.Rect(23+off, y-8, 0.9, 8), dark.Alpha(0.3))
	}
	// gate and window
	gate := paint.NewPath().MoveTo(23.5, 47).LineTo(23.5, 39).ArcTo(pt{X: 28, Y: 39}, 4.5, math.Pi, 2*math.Pi).LineTo(32.5, 47).Close()
	l.FillCol(gate, paint.Hex("#4A3426"))
	l.FillCol(paint.RoundRect(26.5, 21, 3, 6, 1.5), paint.Hex("#2B3A44"))
	// pennant
	l.FillCol(paint.Rect(27.4, 1.5, 1.2, 8), paint.Hex("#4A3426"))
	l.FillCol(paint.Poly(pt{X: 28.6, Y: 2}, pt{X: 37, Y: 4.2}, pt{X: 28.6, Y: 6.4}), accent)
	c := paint.NewCanvas(56, 56)
	groundShadow(c, 28, 46, 24, 6)
	c.Draw(finish(l, 1), 0, 0, 1)
	return c
}

// shapePath is a player's marker shape centred on c with overall radius r.
func shapePath(shape string, c pt, r float64) *paint.Path {
	switch shape {
	case "circle":
		return paint.Circle(c.X, c.Y, r)
	case "triangle":
		return roundPoly(paint.Regular(pt{X: c.X, Y: c.Y + r*0.18}, r*1.12, 3, -math.Pi/2).Subs[0], r*0.18)
	case "square":
		return paint.RoundRect(c.X-r*0.85, c.Y-r*0.85, r*1.7, r*1.7, r*0.2)
	case "diamond":
		return roundPoly(paint.Regular(c, r*1.05, 4, -math.Pi/2).Subs[0], r*0.14)
	case "star":
		return paint.Star(c, r*1.08, r*0.5, 5, -math.Pi/2)
	default: // hexagon
		return paint.Regular(c, r, 6, -math.Pi/2)
	}
}

// roundPoly rounds a convex polygon's corners by radius-ish amount k.
func roundPoly(pts []pt, k float64) *paint.Path {
	n := len(pts)
	p := paint.NewPath()
	for i := 0; i < n; i++ {
		prev, cur, next := pts[(i+n-1)%n], pts[i], pts[(i+1)%n]
		a := cur.Add(prev.Sub(cur).Mul(k / prev.Sub(cur).Len()))
		b := cur.Add(next.Sub(cur).Mul(k / next.Sub(cur).Len()))
		if i == 0 {
			p.MoveTo(a.X, a.Y)
		} else {
			p.LineTo(a.X, a.Y)
		}
		p.QuadTo(cur.X, cur.Y, b.X, b.Y)
	}
	return p.Close()
}

// marker is a player's token: the colour in its shape with a white rim.
func marker(pl playerColour) *paint.Canvas {
	const s = 32
	l := paint.NewCanvas(s, s)
	ctr := pt{X: s / 2, Y: s/2 - 0.5}
	l.FillCol(shapePath(pl.Shape, ctr, 13), white)
	l.Fill(shapePath(pl.Shape, ctr, 10.2), paint.Linear(0, 5, 0, 27,
		paint.Stop{T: 0, C: pl.Col.Lighten(0.22)}, paint.Stop{T: 1, C: pl.Col.Lighten(-0.12)}))
	c := paint.NewCanvas(s, s)
	c.Shadow(l, ink.Alpha(0.55), 1, 0, 1)
	c.Draw(l.Dilate(0.7).Tint(ink.Alpha(0.5)), 0, 0, 1)
	c.Draw(l, 0, 0, 1)
	return c
}

// ship is a player's longship score marker: dark hull with a carved prow, a square sail in the
// player's colour carrying the player's shape.
func ship(pl playerColour) *paint.Canvas {
	const w, h = 48, 40
	l := paint.NewCanvas(w, h)
	hull := paint.NewPath().MoveTo(5, 27)
	hull.QuadTo(10, 36, 24, 36).QuadTo(37, 36, 42, 27).LineTo(5, 27).Close()
	// prow and stern curls
	prow := paint.NewPath().MoveTo(39, 29).QuadTo(44, 24, 43, 17).QuadTo(46, 17, 46.5, 20).QuadTo(45.5, 22, 44.5, 21.5).QuadTo(45.5, 27, 41.5, 30.5).Close()
	stern := paint.NewPath().MoveTo(8, 29).QuadTo(3, 25, 3.5, 19).QuadTo(1.5, 20, 1.5, 22).QuadTo(2, 28, 6, 31).Close()
	// mast and sail
	l.FillCol(paint.Rect(23.2, 3, 1.8, 25), paint.Hex("#4A3426"))
	sail := paint.NewPath().MoveTo(11, 6).QuadTo(24, 3.5, 37, 6).LineTo(35.5, 23).QuadTo(24, 25.5, 12.5, 23).Close()
	l.Fill(sail, paint.Linear(11, 0, 37, 0, paint.Stop{T: 0, C: pl.Col.Lighten(0.15)}, paint.Stop{T: 1, C: pl.Col.Lighten(-0.12)}))
	l.FillCol(paint.Stroke(paint.NewPath().MoveTo(10, 5.6).QuadTo(24, 3, 38, 5.6), 1.6), paint.Hex("#4A3426"))
	l.FillCol(shapePath(pl.Shape, pt{X: 24, Y: 14.5}, 6.8), white)
	l.FillCol(shapePath(pl.Shape, pt{X: 24, Y: 14.5}, 4.6), pl.Col.Lighten(-0.1))
	wood := paint.Hex("#7A4B2A")
	l.Fill(hull, paint.Linear(0, 27, 0, 36, paint.Stop{T: 0, C: wood.Lighten(0.15)}, paint.Stop{T: 1, C: wood.Lighten(-0.3)}))
	l.FillCol(prow, wood.Lighten(-0.1))
	l.FillCol(stern, wood.Lighten(-0.1))
	l.FillCol(paint.Stroke(paint.NewPath().MoveTo(8, 31).QuadTo(24, 34, 39.5, 31), 0.9), wood.Lighten(0.3))
	// shields along the rail
	for i := 0; i < 4; i++ {
		x := 14 + float64(i)*6.5
		l.FillCol(paint.Circle(x, 28.6, 2.4), paper)
		l.FillCol(paint.Circle(x, 28.6, 1.3), pl.Col)
	}
	c := paint.NewCanvas(w, h)
	c.Shadow(l, ink.Alpha(0.5), 1, 0, 1)
	c.Draw(l.Dilate(0.8).Tint(ink.Alpha(0.6)), 0, 0, 1)
	c.Draw(l, 0, 0, 1)
	return c
}

func pieceSprites(a *art) []sprite {
	out := []sprite{
		centred("bld/farm", a.farm),
		centred("bld/village", a.village),
		centred("bld/castle", a.castle),
	}
	for _, pl := range players {
		out = append(out, centred("mark/"+pl.Name, marker(pl)), centred("ship/"+pl.Name, ship(pl)))
	}
	return out
}
