package main

import (
	"math"

	"northtable/build/spritegen/paint"
)

const coverW, coverH = 360, 240

// coverFrame finishes a cover: rounded corners, the game's name lettered bottom left with a
// soft shadow on a dark band, a hairline frame.
func coverFrame(a *art, scene *paint.Canvas, name, tagline string) *paint.Canvas {
	shape := paint.RoundRect(0, 0, coverW, coverH, 10)
	band := paint.NewCanvas(coverW, coverH)
	band.Fill(paint.Rect(0, 150, coverW, 90), paint.Linear(0, 150, 0, 240,
		paint.Stop{T: 0, C: deepSea.Alpha(0)}, paint.Stop{T: 0.6, C: deepSea.Alpha(0.75)}, paint.Stop{T: 1, C: deepSea.Alpha(0.9)}))
	scene.Draw(band, 0, 0, 1)
	title := paint.Face(a.fonts.Bold, 40)
	sub := paint.Face(a.fonts.Regular, 15)
	txt := paint.NewCanvas(coverW, coverH)
	txt.Text(title, name, 20, 208, 0, paint.Solid(paper))
	scene.Shadow(txt, ink.Alpha(0.8), 2, 0, 2)
	scene.Draw(txt, 0, 0, 1)
	scene.Text(sub, tagline, 22, 228, 0, paint.Solid(sand.Alpha(0.9)))
	scene.ClipMask(paint.Coverage(coverW, coverH, shape))
	scene.FillCol(paint.Stroke(paint.RoundRect(0.5, 0.5, coverW-1, coverH-1, 9.5), 1), paper.Alpha(0.35))
	return scene
}

// blobIsland shades an island made of discs (union) with beach, moss and a lit rim.
func blobIsland(c *paint.Canvas, discs [][3]float64) {
	sdf := func(x, y float64) float64 {
		best := math.Inf(-1)
		for _, d := range discs {
			if v := d[2] - math.Hypot(x-d[0], y-d[1]); v > best {
				best = v
			}
		}
		return best
	}
	c.Shade(func(x, y float64) (paint.Col, float64) {
		d := sdf(x, y)
		if d < -12 {
			return paint.Col{}, 0
		}
		col := shallow.Alpha(0.45 * paint.Smooth(-12, 0, d))
		col = col.Mix(foam.Alpha(0.6), paint.Smooth(-4, -1, d)*(1-paint.Smooth(-1, 0, d)))
		col = col.Mix(sand, paint.Clamp01(d+0.5))
		g := moss.Lighten((tileNoise(x*3, y*3, 16, 4) - 0.5) * 0.25)
		g = g.Mix(mossDark, 0.6*(1-paint.Smooth(4, 12, d)))
		g = g.Lighten(0.1 * paint.Smooth(8, 30, d))
		col = col.Mix(g, paint.Clamp01(d-4.5+0.5))
		return col, 1
	})
}

func seaBackdrop(c *paint.Canvas, top, bottom paint.Col, seed uint64) {
	c.Fill(paint.Rect(0, 0, coverW, coverH), paint.Linear(0, 0, 0, coverH, paint.Stop{T: 0, C: top}, paint.Stop{T: 1, C: bottom}))
	r := newRNG(seed)
	for i := 0; i < 26; i++ {
		c.FillCol(waveMark(pt{X: r.rangeF(0, coverW), Y: r.rangeF(0, coverH)}, r.rangeF(0.9, 1.5)), foam.Alpha(0.14))
	}
}

// smallShip is a longship seen from the side, for covers.
func smallShip(c *paint.Canvas, x, y, s float64, sail paint.Col, stripes bool) {
	l := paint.NewCanvas(c.W, c.H)
	wood := paint.Hex("#6B4423")
	l.FillCol(paint.Rect(x-s*0.02, y-s*0.95, s*0.05, s*0.95), paint.Hex("#4A3426"))
	sp := paint.NewPath().MoveTo(x-s*0.42, y-s*0.88).QuadTo(x, y-s*0.96, x+s*0.42, y-s*0.88).
		LineTo(x+s*0.38, y-s*0.2).QuadTo(x, y-s*0.12, x-s*0.38, y-s*0.2).Close()
	l.FillCol(sp, sail)
	if stripes {
		st := paint.NewCanvas(c.W, c.H)
		for i := -3; i <= 3; i += 2 {
			st.FillCol(paint.Rect(x+float64(i)*s*0.1, y-s, s*0.1, s), paper.Alpha(0.85))
		}
		st.ClipMask(paint.Coverage(c.W, c.H, sp))
		l.Draw(st, 0, 0, 1)
	}
	hull := paint.NewPath().MoveTo(x-s*0.75, y-s*0.16).QuadTo(x-s*0.5, y+s*0.12, x, y+s*0.12).
		QuadTo(x+s*0.5, y+s*0.12, x+s*0.75, y-s*0.16).Close()
	l.Fill(hull, paint.Linear(0, y-s*0.16, 0, y+s*0.12, paint.Stop{T: 0, C: wood.Lighten(0.2)}, paint.Stop{T: 1, C: wood.Lighten(-0.3)}))
	prow := paint.NewPath().MoveTo(x+s*0.66, y-s*0.1).QuadTo(x+s*0.86, y-s*0.3, x+s*0.8, y-s*0.5).
		QuadTo(x+s*0.9, y-s*0.52, x+s*0.92, y-s*0.42).QuadTo(x+s*0.9, y-s*0.2, x+s*0.7, y-s*0.02).Close()
	l.FillCol(prow, wood)
	l.FillCol(prow.Scale(pt{X: x, Y: y}, -1, 1), wood)
	for i := -3; i <= 3; i++ {
		sx := x + float64(i)*s*0.16
		l.FillCol(paint.Circle(sx, y-s*0.13, s*0.055), paper)
		l.FillCol(paint.Circle(sx, y-s*0.13, s*0.03), accent)
	}
	c.Shadow(l, ink.Alpha(0.45), 2, 1, 2)
	c.Draw(l, 0, 0, 1)
}

func coverOrkney(a *art) *paint.Canvas {
	c := paint.NewCanvas(coverW, coverH)
	seaBackdrop(c, paint.Hex("#3C82A8"), sea.Lighten(-0.2), 31)
	blobIsland(c, [][3]float64{{70, 70, 34}, {110, 58, 26}, {96, 92, 22}})
	blobIsland(c, [][3]float64{{250, 60, 24}, {290, 78, 30}, {318, 112, 18}})
	blobIsland(c, [][3]float64{{190, 140, 20}, {222, 150, 16}})
	c.Draw(a.castle, 72, 36, 1)
	c.Draw(a.farm, 268, 44, 1)
	c.Draw(a.village, 180, 112, 1)
	dash := paint.Stroke(paint.Dash(paint.NewPath().MoveTo(120, 90).QuadTo(170, 120, 190, 132), 6, 4, 0), 2.2)
	c.FillCol(dash, paper.Alpha(0.85))
	dash = paint.Stroke(paint.Dash(paint.NewPath().MoveTo(222, 136).QuadTo(250, 110, 268, 96), 6, 4, 0), 2.2)
	c.FillCol(dash, players[0].Col)
	smallShip(c, 180, 64, 34, players[5].Col, false)
	return coverFrame(a, c, "Orkney", "islands, trade routes and fish")
}

func coverReykholt(a *art) *paint.Canvas {
	c := paint.NewCanvas(coverW, coverH)
	c.Fill(paint.Rect(0, 0, coverW, coverH), paint.Linear(0, 0, 0, 170,
		paint.Stop{T: 0, C: paint.Hex("#24405E")}, paint.Stop{T: 0.7, C: paint.Hex("#6E8FA8")}, paint.Stop{T: 1, C: paint.Hex("#E7C9A0")}))
	// aurora ribbon
	au := paint.NewPath().MoveTo(0, 60).QuadTo(120, 20, 200, 48).QuadTo(280, 76, 360, 30)
	aur := paint.NewCanvas(coverW, coverH)
	aur.FillCol(paint.Stroke(au, 14), paint.Hex("#7FE0B5").Alpha(0.35))
	aur.Blur(5)
	c.Draw(aur, 0, 0, 1)
	// hills
	c.FillCol(paint.NewPath().MoveTo(0, 150).QuadTo(90, 110, 180, 140).QuadTo(270, 120, 360, 135).LineTo(360, 240).LineTo(0, 240).Close(), paint.Hex("#5E7F52"))
	c.FillCol(paint.NewPath().MoveTo(0, 175).QuadTo(120, 150, 230, 170).QuadTo(300, 180, 360, 165).LineTo(360, 240).LineTo(0, 240).Close(), moss)
	// geyser plume
	pl := paint.NewCanvas(coverW, coverH)
	for i, d := range [][3]float64{{92, 150, 10}, {90, 128, 13}, {94, 104, 15}, {88, 80, 17}, {98, 62, 15}, {84, 60, 12}} {
		pl.FillCol(paint.Circle(d[0], d[1], d[2]), white.Alpha(0.75+0.04*float64(i%2)))
	}
	pl.Blur(2)
	c.Draw(pl, 0, 0, 1)
	c.FillCol(paint.Ellipse(92, 160, 22, 5), paint.Hex("#8FC7D8"))
	// greenhouse: glass body, frame, ridge
	gx, gy := 190.0, 168.0
	body := paint.NewPath().MoveTo(gx, gy).LineTo(gx, gy-40).LineTo(gx+55, gy-72).LineTo(gx+110, gy-40).LineTo(gx+110, gy).Close()
	c.Fill(body, paint.Linear(gx, gy-72, gx+110, gy, paint.Stop{T: 0, C: paint.Hex("#D8F0F5").Alpha(0.85)}, paint.Stop{T: 1, C: paint.Hex("#8CC4D2").Alpha(0.8)}))
	plants := paint.NewCanvas(coverW, coverH)
	for i := 0; i < 6; i++ {
		x := gx + 12 + float64(i)*17
		plants.FillCol(paint.Circle(x, gy-10, 7), moss.Lighten(-0.1))
		if i%2 == 0 {
			plants.FillCol(paint.Circle(x+2, gy-14, 2.6), paint.Hex("#D8452F"))
		}
	}
	c.Draw(plants, 0, 0, 0.9)
	frame := paint.NewPath().MoveTo(gx, gy).LineTo(gx, gy-40).LineTo(gx+55, gy-72).LineTo(gx+110, gy-40).LineTo(gx+110, gy).Close()
	for i := 1; i < 5; i++ {
		x := gx + float64(i)*22
		frame.MoveTo(x, gy).LineTo(x, gy-40-math.Min(x-gx, gx+110-x)*32/55)
	}
	frame.MoveTo(gx, gy-40).LineTo(gx+110, gy-40)
	c.FillCol(paint.Stroke(frame, 2.2), paper)
	return coverFrame(a, c, "Reykholt", "greenhouses under the northern sky")
}

// die draws a tilted die with a glyph.
func die(c *paint.Canvas, x, y, s, rot float64, face paint.Col, glyph func(*paint.Canvas, pt, float64)) {
	l := paint.NewCanvas(c.W, c.H)
	l.FillCol(paint.RoundRect(x-s/2, y-s/2+3, s, s, s*0.2).Rotate(pt{X: x, Y: y}, rot), face.Lighten(-0.3))
	l.Fill(paint.RoundRect(x-s/2, y-s/2, s, s, s*0.2).Rotate(pt{X: x, Y: y}, rot), paint.Linear(0, y-s/2, 0, y+s/2,
		paint.Stop{T: 0, C: face.Lighten(0.2)}, paint.Stop{T: 1, C: face}))
	g := paint.NewCanvas(c.W, c.H)
	glyph(g, pt{X: x, Y: y}, s)
	l.Draw(g, 0, 0, 1)
	c.Shadow(l, ink.Alpha(0.5), 2, 2, 3)
	c.Draw(l, 0, 0, 1)
}

func coverReavers(a *art) *paint.Canvas {
	c := paint.NewCanvas(coverW, coverH)
	c.Fill(paint.Rect(0, 0, coverW, coverH), paint.Linear(0, 0, 0, coverH,
		paint.Stop{T: 0, C: paint.Hex("#3A4A5C")}, paint.Stop{T: 0.45, C: paint.Hex("#5C6F80")}, paint.Stop{T: 0.46, C: paint.Hex("#28506C")}, paint.Stop{T: 1, C: deepSea}))
	r := newRNG(41)
	for i := 0; i < 22; i++ {
		c.FillCol(waveMark(pt{X: r.rangeF(0, coverW), Y: r.rangeF(118, coverH)}, r.rangeF(1, 1.6)), foam.Alpha(0.18))
	}
	smallShip(c, 130, 130, 100, accent, true)
	die(c, 262, 88, 46, 0.25, paint.Hex("#F0E442"), func(g *paint.Canvas, p pt, s float64) {
		// an axe head glyph
		g.FillCol(paint.Rect(p.X-1.6, p.Y-s*0.3, 3.2, s*0.6).Rotate(p, 0.25), ink)
		g.FillCol(paint.NewPath().MoveTo(p.X+1, p.Y-s*0.28).QuadTo(p.X+s*0.32, p.Y-s*0.2, p.X+s*0.22, p.Y+s*0.05).LineTo(p.X+1, p.Y-s*0.06).Close().Rotate(p, 0.25), ink)
	})
	die(c, 312, 132, 40, -0.3, paint.Hex("#1F2A33"), func(g *paint.Canvas, p pt, s float64) {
		g.FillCol(paint.Star(p, s*0.3, s*0.12, 4, -0.3), paper)
	})
	die(c, 250, 150, 42, -0.1, paint.Hex("#0072B2"), func(g *paint.Canvas, p pt, s float64) {
		g.FillCol(paint.Stroke(paint.Circle(p.X, p.Y, s*0.22), 3), paper)
		g.FillCol(paint.Circle(p.X, p.Y, s*0.07), paper)
	})
	return coverFrame(a, c, "Reavers", "of Midgard: raids, dice and glory")
}

// logo is the Northtable wordmark with a compass star, light on dark.
func logo(a *art) *paint.Canvas {
	c := paint.NewCanvas(360, 96)
	l := paint.NewCanvas(360, 96)
	compass(l, pt{X: 44, Y: 48}, 34, sand)
	l.Text(paint.Face(a.fonts.Bold, 46), "Northtable", 90, 64, 0, paint.Solid(paper))
	c.Shadow(l, ink.Alpha(0.8), 3, 0, 3)
	c.Draw(l, 0, 0, 1)
	return c
}

func coverSprites(a *art) []sprite {
	return []sprite{
		centred("cover/orkney", coverOrkney(a)),
		centred("cover/reykholt", coverReykholt(a)),
		centred("cover/reavers", coverReavers(a)),
		centred("ui/logo", logo(a)),
	}
}
