package main

import (
	"math"

	"northtable/build/spritegen/paint"
)

// UI parts are 9-slice sprites with a 16 px border on every side (assets API §2).
const uiSize = 48

func uiPanel() *paint.Canvas {
	c := paint.NewCanvas(uiSize, uiSize)
	c.Fill(paint.RoundRect(0, 0, uiSize, uiSize, 8), paint.Linear(0, 0, 0, uiSize,
		paint.Stop{T: 0, C: paper.Lighten(0.35)}, paint.Stop{T: 0.35, C: paper}, paint.Stop{T: 1, C: paper}))
	c.FillCol(paint.Stroke(paint.RoundRect(0.5, 0.5, uiSize-1, uiSize-1, 7.5), 1), ink.Alpha(0.16))
	return c
}

// uiShadow is a soft shadow meant to be drawn 8 px larger than the panel on every side and
// 2 px lower (see render.DrawShadow).
func uiShadow() *paint.Canvas {
	c := paint.NewCanvas(uiSize, uiSize)
	s := paint.NewCanvas(uiSize, uiSize)
	s.FillCol(paint.RoundRect(8, 8, uiSize-16, uiSize-16, 8), ink.Alpha(0.42))
	s.Blur(2)
	c.Draw(s, 0, 0, 1)
	return c
}

// button draws a button face: state 0 normal, 1 hover, 2 down, 3 disabled.
func button(state int) *paint.Canvas {
	c := paint.NewCanvas(uiSize, uiSize)
	face := paper.Lighten(0.3)
	lip := paint.Hex("#CFC4B2")
	border := ink.Alpha(0.28)
	top, lipH := 0.0, 3.0
	switch state {
	case 1:
		face = white
		border = paint.Hex("#2E6F95").Alpha(0.85)
	case 2:
		face = paper.Lighten(-0.05)
		top, lipH = 2, 1
		border = paint.Hex("#2E6F95").Alpha(0.85)
	case 3:
		face = paint.Hex("#E6E1D8")
		lip = paint.Hex("#D6D0C6")
		border = ink.Alpha(0.12)
		lipH = 1.5
	}
	c.FillCol(paint.RoundRect(0, top, uiSize, uiSize-top, 8), lip)
	c.Fill(paint.RoundRect(0, top, uiSize, uiSize-top-lipH, 8), paint.Linear(0, top, 0, uiSize-lipH,
		paint.Stop{T: 0, C: face.Lighten(0.25)}, paint.Stop{T: 0.5, C: face}, paint.Stop{T: 1, C: face.Lighten(-0.04)}))
	c.FillCol(paint.Stroke(paint.RoundRect(0.6, top+0.6, uiSize-1.2, uiSize-top-1.2, 7.4), 1.2), border)
	if state == 1 {
		c.FillCol(paint.Stroke(paint.RoundRect(2, top+2, uiSize-4, uiSize-top-lipH-3, 6), 1.2), shallow.Alpha(0.5))
	}
	return c
}

// bgSea is the 256×256 tileable deep-sea texture for the app background.
func bgSea() *paint.Canvas {
	const n = 256
	c := paint.NewCanvas(n, n)
	c.Shade(func(x, y float64) (paint.Col, float64) {
		v := 0.6*tileNoise(x, y, 4, 1) + 0.3*tileNoise(x, y, 8, 2) + 0.1*tileNoise(x, y, 16, 3)
		return deepSea.Lighten((v - 0.5) * 0.14), 1
	})
	r := newRNG(21)
	marks := paint.NewCanvas(n, n)
	for i := 0; i < 14; i++ {
		x, y, s := r.rangeF(0, n), r.rangeF(0, n), r.rangeF(0.8, 1.3)
		for dx := -n; dx <= n; dx += n {
			for dy := -n; dy <= n; dy += n {
				marks.FillCol(waveMark(pt{X: x + float64(dx), Y: y + float64(dy)}, s), foam.Alpha(0.07))
			}
		}
	}
	c.Draw(marks, 0, 0, 1)
	return c
}

// tileNoise is value noise with cells per 256 px, wrapping every 256 px.
func tileNoise(x, y float64, cells, seed int) float64 {
	u, v := x/256*float64(cells), y/256*float64(cells)
	iu, iv := math.Floor(u), math.Floor(v)
	fu, fv := u-iu, v-iv
	fu = fu * fu * (3 - 2*fu)
	fv = fv * fv * (3 - 2*fv)
	w := func(i float64) int { return ((int(i) % cells) + cells) % cells }
	i0, j0 := w(iu), w(iv)
	i1, j1 := (i0+1)%cells, (j0+1)%cells
	a, b := hash2(i0, j0, seed), hash2(i1, j0, seed)
	cc, d := hash2(i0, j1, seed), hash2(i1, j1, seed)
	return (a+(b-a)*fu)*(1-fv) + (cc+(d-cc)*fu)*fv
}

func uiSprites() []sprite {
	return []sprite{
		centred("ui/panel", uiPanel()),
		centred("ui/shadow", uiShadow()),
		centred("ui/button", button(0)),
		centred("ui/button-hover", button(1)),
		centred("ui/button-down", button(2)),
		centred("ui/button-disabled", button(3)),
		centred("bg/sea", bgSea()),
	}
}
