package main

import (
	"math"

	"northtable/build/spritegen/paint"
)

// The five Reykholt goods (VISUAL.md "Pieces need silhouettes"): each reads by its outline
// alone, so colour is never the only cue. 48×48 like the res/* icons.

// tomatoIcon is a round red fruit with a green star-shaped calyx and a lit shoulder.
func tomatoIcon() *paint.Canvas {
	l := paint.NewCanvas(48, 48)
	red := paint.Hex("#C2301F")
	body := paint.SmoothPoly(pts2(24, 9, 37, 13, 43, 26, 37, 40, 24, 44, 11, 40, 5, 26, 11, 13)...)
	l.Fill(body, paint.Radial(18, 20, 28, paint.Stop{T: 0, C: red.Lighten(0.3)}, paint.Stop{T: 0.6, C: red},
		paint.Stop{T: 1, C: red.Lighten(-0.35)}))
	// the soft lobes of a beefsteak tomato
	for _, x := range []float64{17, 31} {
		l.FillCol(paint.Stroke(paint.NewPath().MoveTo(x, 14).QuadTo(x+(24-x)*0.4, 27, x, 41), 1), red.Lighten(-0.3).Alpha(0.45))
	}
	l.FillCol(paint.Ellipse(15.5, 19, 4, 2.6).Rotate(pt{X: 15.5, Y: 19}, -0.6), white.Alpha(0.45))
	green := paint.Hex("#3F7F3A")
	l.FillCol(paint.Star(pt{X: 24, Y: 11.5}, 9, 3, 5, -math.Pi/2), green)
	l.FillCol(paint.Stroke(paint.NewPath().MoveTo(24, 11).QuadTo(25, 6, 28, 4), 2), green.Lighten(-0.15))
	return finish(l, 1.2)
}

// lettuceIcon is an upright head of pale leaves, taller than it is wide, with ruffled tips and
// light veins: lighter than the tomato and taller than the round fruit, so the two differ by
// lightness and outline whatever hue a player sees them in.
func lettuceIcon() *paint.Canvas {
	l := paint.NewCanvas(48, 48)
	dark, mid, light := paint.Hex("#4A8A32"), paint.Hex("#74AE45"), paint.Hex("#A9D474")
	leaf := func(cx, cy, rx, ry, rot float64, col paint.Col) {
		p := paint.Ellipse(cx, cy, rx, ry).Rotate(pt{X: cx, Y: cy}, rot)
		l.Fill(p, paint.Radial(cx, cy-ry*0.4, math.Max(rx, ry)*1.2, paint.Stop{T: 0, C: col.Lighten(0.2)}, paint.Stop{T: 1, C: col.Lighten(-0.1)}))
	}
	leaf(16, 25, 7.5, 16, -0.32, dark)
	leaf(32, 25, 7.5, 16, 0.32, dark)
	leaf(19, 23, 7, 15, -0.16, mid)
	leaf(29, 23, 7, 15, 0.16, mid)
	leaf(24, 22, 6.5, 16, 0, light)
	// ruffled tips along the top of the outer leaves
	for i := 0; i < 6; i++ {
		a := math.Pi*1.12 + float64(i)*math.Pi*0.76/5
		l.FillCol(paint.Circle(24+13*math.Cos(a), 24+17*math.Sin(a), 2.6), mid.Lighten(0.1))
	}
	vein := light.Lighten(0.5).Alpha(0.85)
	l.FillCol(paint.Stroke(paint.NewPath().MoveTo(24, 41).LineTo(24, 9), 1.2), vein)
	l.FillCol(paint.Stroke(paint.NewPath().MoveTo(22, 39).QuadTo(16, 30, 14, 17), 1), vein)
	l.FillCol(paint.Stroke(paint.NewPath().MoveTo(26, 39).QuadTo(32, 30, 34, 17), 1), vein)
	return finish(l, 1.2)
}

// mushroomIcon is a brown domed cap with pale spots over a cream stem.
func mushroomIcon() *paint.Canvas {
	l := paint.NewCanvas(48, 48)
	cream := paint.Hex("#F1E6CF")
	stem := paint.NewPath().MoveTo(18, 27).QuadTo(17, 38, 15, 42).QuadTo(24, 45, 33, 42).QuadTo(31, 38, 30, 27).Close()
	l.Fill(stem, paint.Linear(15, 0, 33, 0, paint.Stop{T: 0, C: cream.Lighten(-0.12)}, paint.Stop{T: 0.4, C: cream}, paint.Stop{T: 1, C: cream.Lighten(-0.2)}))
	tan := paint.Hex("#7E4F2C")
	capPath := paint.NewPath().MoveTo(4, 28).CubeTo(4, 8, 44, 8, 44, 28).QuadTo(24, 33, 4, 28).Close()
	l.Fill(capPath, paint.Radial(18, 13, 30, paint.Stop{T: 0, C: tan.Lighten(0.3)}, paint.Stop{T: 0.7, C: tan}, paint.Stop{T: 1, C: tan.Lighten(-0.3)}))
	// the gills' shadow under the rim
	l.FillCol(paint.Stroke(paint.NewPath().MoveTo(6, 28.5).QuadTo(24, 33.5, 42, 28.5), 1.6), paint.Hex("#7A5A3A").Alpha(0.6))
	for _, s := range [][3]float64{{16, 17, 2.6}, {27, 14, 2.1}, {34, 21, 2.4}, {22, 23, 1.6}, {10, 23, 1.5}} {
		l.FillCol(paint.Circle(s[0], s[1], s[2]), cream.Alpha(0.85))
	}
	return finish(l, 1.2)
}

// cauliflowerIcon is a head of white florets held in green leaves.
func cauliflowerIcon() *paint.Canvas {
	l := paint.NewCanvas(48, 48)
	green := paint.Hex("#4F8A3C")
	for _, lf := range [][4]float64{{11, 34, 8, -1.0}, {37, 34, 8, 1.0}, {24, 40, 9, 0}} {
		p := paint.Ellipse(lf[0], lf[1], lf[2]*0.7, lf[2]).Rotate(pt{X: lf[0], Y: lf[1]}, lf[3])
		l.Fill(p, paint.Linear(0, lf[1]-lf[2], 0, lf[1]+lf[2], paint.Stop{T: 0, C: green.Lighten(0.2)}, paint.Stop{T: 1, C: green.Lighten(-0.25)}))
		l.FillCol(paint.Stroke(paint.NewPath().MoveTo(lf[0], lf[1]+lf[2]*0.8).LineTo(lf[0]+math.Sin(lf[3])*lf[2]*0.7, lf[1]-lf[2]*0.5), 0.9), green.Lighten(0.4).Alpha(0.7))
	}
	curd := paint.Hex("#F6F1E2")
	florets := [][3]float64{{24, 12, 7}, {15, 16, 6.5}, {33, 16, 6.5}, {9, 25, 6}, {39, 25, 6}, {18, 25, 7}, {30, 25, 7}, {24, 32, 7}}
	for _, f := range florets {
		l.FillCol(paint.Circle(f[0], f[1]+0.8, f[2]), paint.Hex("#C9BFA4"))
	}
	for _, f := range florets {
		l.Fill(paint.Circle(f[0], f[1], f[2]-0.8), paint.Radial(f[0]-f[2]*0.3, f[1]-f[2]*0.35, f[2]*1.3,
			paint.Stop{T: 0, C: white}, paint.Stop{T: 1, C: curd.Lighten(-0.03)}))
	}
	return finish(l, 1.2)
}

// carrotIcon is a tapered orange root with ridges and a green leafy top, lying on a diagonal.
func carrotIcon() *paint.Canvas {
	l := paint.NewCanvas(48, 48)
	top := paint.Hex("#3F8A3A")
	for _, f := range [][4]float64{{31, 13, 40, 3}, {33, 15, 45, 9}, {30, 12, 32, 2}} {
		l.FillCol(paint.Stroke(paint.NewPath().MoveTo(f[0], f[1]).QuadTo((f[0]+f[2])/2+2, (f[1]+f[3])/2-2, f[2], f[3]), 3), top)
	}
	orange := paint.Hex("#E8822A")
	root := paint.NewPath().MoveTo(26, 10).QuadTo(34, 9, 37, 16).QuadTo(30, 32, 9, 43).QuadTo(15, 24, 26, 10).Close()
	l.Fill(root, paint.Linear(22, 12, 32, 22, paint.Stop{T: 0, C: orange.Lighten(0.25)}, paint.Stop{T: 1, C: orange.Lighten(-0.2)}))
	ridge := paint.Hex("#B75A16").Alpha(0.75)
	for _, r := range [][4]float64{{22, 19, 28, 22}, {18, 26, 24, 28}, {14, 33, 19, 34}, {26, 14, 32, 17}} {
		l.FillCol(paint.Stroke(paint.NewPath().MoveTo(r[0], r[1]).LineTo(r[2], r[3]), 1.1), ridge)
	}
	l.FillCol(paint.Stroke(paint.NewPath().MoveTo(27, 13).QuadTo(20, 20, 16, 30), 1.4), white.Alpha(0.35))
	return finish(l, 1.2)
}

// greenhouseGlyph is a small glasshouse, designed on 48 px and drawn k times that size: a pale
// glass body under a ridge roof, white glazing bars and a seedling inside.
func greenhouseGlyph(k float64) *paint.Canvas {
	n := int(48 * k)
	l := paint.NewCanvas(n, n)
	z := func(p *paint.Path) *paint.Path { return p.Scale(pt{}, k, k) }
	body := paint.Poly(pt{X: 7, Y: 41}, pt{X: 7, Y: 22}, pt{X: 24, Y: 8}, pt{X: 41, Y: 22}, pt{X: 41, Y: 41})
	l.Fill(z(body), paint.Linear(10*k, 8*k, 38*k, 41*k, paint.Stop{T: 0, C: foam.Lighten(0.3)}, paint.Stop{T: 1, C: shallow.Lighten(0.1)}))
	l.FillCol(z(paint.Rect(7, 36, 34, 5)), paint.Hex("#6B4423"))
	l.FillCol(z(paint.Stroke(paint.NewPath().MoveTo(24, 36).LineTo(24, 28), 1.6)), mossDark)
	l.FillCol(z(paint.Ellipse(20.5, 28, 3.5, 2).Rotate(pt{X: 20.5, Y: 28}, 0.5)), moss)
	l.FillCol(z(paint.Ellipse(27.5, 27, 3.5, 2).Rotate(pt{X: 27.5, Y: 27}, -0.5)), moss)
	bars := paint.NewPath().MoveTo(7, 41).LineTo(7, 22).LineTo(24, 8).LineTo(41, 22).LineTo(41, 41).Close()
	bars.MoveTo(7, 22).LineTo(41, 22).MoveTo(15.5, 36).LineTo(15.5, 15).MoveTo(32.5, 36).LineTo(32.5, 15)
	l.FillCol(z(paint.Stroke(bars, 2)), paint.Hex("#F8FAF8"))
	l.FillCol(z(paint.Poly(pt{X: 10, Y: 20}, pt{X: 22, Y: 10.5}, pt{X: 14, Y: 20})), white.Alpha(0.6))
	return finish(l, 1.2*k)
}

// flagIcon is the flag mark of limited action spaces: an accent pennant on a dark pole.
func flagIcon() *paint.Canvas {
	l := paint.NewCanvas(28, 32)
	l.FillCol(paint.RoundRect(6, 3, 2.4, 26, 1.2), paint.Hex("#4A3426"))
	l.FillCol(paint.Circle(7.2, 3.4, 2), paint.Hex("#D9A032"))
	pen := paint.NewPath().MoveTo(8.4, 5).QuadTo(15, 3.5, 23, 8.5).QuadTo(15, 12, 8.4, 15.5).Close()
	l.Fill(pen, paint.Linear(8, 0, 23, 0, paint.Stop{T: 0, C: accent.Lighten(0.15)}, paint.Stop{T: 1, C: accent.Lighten(-0.15)}))
	return finish(l, 1)
}

func goodsSprites() []sprite {
	return []sprite{
		centred("good/tomato", tomatoIcon()),
		centred("good/lettuce", lettuceIcon()),
		centred("good/mushroom", mushroomIcon()),
		centred("good/cauliflower", cauliflowerIcon()),
		centred("good/carrot", carrotIcon()),
		centred("icon/greenhouse", greenhouseGlyph(1)),
		centred("icon/flag", flagIcon()),
	}
}
