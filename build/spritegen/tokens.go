package main

import (
	"math"

	"northtable/build/spritegen/paint"
)

// emblemCol is the colour of a shape emblem on a piece of player colour c: ink on the light
// colours (yellow, sky blue), white on the others, as render.InkOn decides.
func emblemCol(c paint.Col) paint.Col {
	if 0.2126*c.R+0.7152*c.G+0.0722*c.B > 140.0/255 {
		return ink
	}
	return white
}

// squash flattens a path vertically around c (a shape seen on a disc's tilted top).
func squash(p *paint.Path, c pt, k float64) *paint.Path { return p.Scale(c, 1, k) }

// discK is the resolution of the discs: they are drawn up to 48 logical px wide, so at device
// scale 2 they need 80 px art, twice their 40-unit design.
const discK = 2.0

// discToken draws a thick wooden disc seen from slightly above (top face, darker side band)
// in colour col, centred at (20, 17.5)·discK on a 40·discK square canvas, and returns the layer.
func discToken(col paint.Col) *paint.Canvas {
	const w = 40 * discK
	l := paint.NewCanvas(w, w)
	cx, cy, rx, ry, depth := 20.0*discK, 17.5*discK, 16.0*discK, 13.5*discK, 5.0*discK
	sideCol := paint.Linear(cx-rx, 0, cx+rx, 0, paint.Stop{T: 0, C: col.Lighten(-0.35)}, paint.Stop{T: 0.4, C: col.Lighten(-0.2)}, paint.Stop{T: 1, C: col.Lighten(-0.45)})
	l.Fill(paint.Ellipse(cx, cy+depth, rx, ry), sideCol)
	l.Fill(paint.Rect(cx-rx, cy, 2*rx, depth), sideCol)
	l.Fill(paint.Ellipse(cx, cy, rx, ry), paint.Radial(cx-5*discK, cy-6*discK, rx*1.5, paint.Stop{T: 0, C: col.Lighten(0.25)}, paint.Stop{T: 1, C: col.Lighten(-0.08)}))
	l.FillCol(paint.Stroke(paint.Ellipse(cx, cy, rx-discK, ry-discK), 0.9*discK), white.Alpha(0.25))
	return l
}

// finishPiece gives a piece drawn at resolution k its soft drop shadow and ink outline.
func finishPiece(l *paint.Canvas, k float64) *paint.Canvas {
	c := paint.NewCanvas(l.W, l.H)
	c.Shadow(l, ink.Alpha(0.55), int(2*k), 0, int(2*k))
	c.Draw(l.Dilate(0.8*k).Tint(ink.Alpha(0.6)), 0, 0, 1)
	c.Draw(l, 0, 0, 1)
	return c
}

// worker is a player's worker: a thick disc in the player's colour with the player's marker
// shape on top, so colour is never the only cue.
func worker(pl playerColour) *paint.Canvas {
	l := discToken(pl.Col)
	c := pt{X: 20 * discK, Y: 17.5 * discK}
	em := emblemCol(pl.Col)
	l.FillCol(squash(shapePath(pl.Shape, c, 7.8*discK), c, 0.84), em.Alpha(0.95))
	return finishPiece(l, discK)
}

// blocker is the neutral disc that closes a space (Reykholt solo): grey stone with an embossed
// bar, no player shape.
func blocker() *paint.Canvas {
	const k = discK
	l := discToken(paint.Hex("#8E989E"))
	c := pt{X: 20 * k, Y: 17.5 * k}
	bar := paint.RoundRect(c.X-9*k, c.Y-2.6*k, 18*k, 5.2*k, 2.6*k).Rotate(c, -math.Pi/4)
	l.FillCol(squash(bar, c, 0.84).Translate(0, 0.8*k), white.Alpha(0.35))
	l.FillCol(squash(bar, c, 0.84), paint.Hex("#4C565C"))
	l.FillCol(paint.Stroke(paint.Ellipse(c.X, c.Y, 11.5*k, 9.5*k), 1.4*k), paint.Hex("#4C565C").Alpha(0.7))
	return finishPiece(l, k)
}

// manager is a player's standing marker on the tourism track: a rounded figure with a brimmed
// hat on a small base, the player's shape on its chest.
func manager(pl playerColour) *paint.Canvas {
	const w, h = 36, 52
	l := paint.NewCanvas(w, h)
	col := pl.Col
	l.FillCol(paint.Ellipse(18, 46, 13, 4.5), col.Lighten(-0.45))
	l.FillCol(paint.Ellipse(18, 44.5, 13, 4.5), col.Lighten(-0.2))
	body := paint.NewPath().MoveTo(6, 44).QuadTo(6.5, 30, 10, 25).QuadTo(13, 21.5, 18, 21.5)
	body.QuadTo(23, 21.5, 26, 25).QuadTo(29.5, 30, 30, 44).QuadTo(18, 47, 6, 44).Close()
	l.Fill(body, paint.Linear(6, 0, 30, 0, paint.Stop{T: 0, C: col.Lighten(0.22)}, paint.Stop{T: 0.55, C: col}, paint.Stop{T: 1, C: col.Lighten(-0.28)}))
	l.Fill(paint.Circle(18, 14.5, 7.5), paint.Radial(15.5, 12, 10, paint.Stop{T: 0, C: col.Lighten(0.3)}, paint.Stop{T: 1, C: col.Lighten(-0.15)}))
	// the hat: a brim and a low crown, darker than the body
	hat := col.Lighten(-0.4)
	l.FillCol(paint.Ellipse(18, 10, 11.5, 3), hat)
	l.FillCol(paint.RoundRect(12, 3.5, 12, 7, 3), hat)
	l.FillCol(paint.Rect(12, 7.5, 12, 1.4), accent.Lighten(0.1))
	c := pt{X: 18, Y: 33}
	l.FillCol(shapePath(pl.Shape, c, 6.6), emblemCol(col))
	return finishPiece(l, 1)
}

// backK is the resolution of the card backs: drawn about 140–170 logical px wide, they need
// twice their design size to stay crisp at device scale 2.
const backK = 2

// cardBack draws a card back designed w×h at backK times that size: a rich radial face, a sand
// inner frame and an emblem.
func cardBack(w, h int, centre, rim paint.Col, emblem func(c *paint.Canvas, ctr pt, r float64)) *paint.Canvas {
	w, h = w*backK, h*backK
	const k = backK
	// the card fills the canvas but for a margin of 2k px on every side (render.backMargin),
	// room for its shadow; corners as the widgets' 8 px
	c := paint.NewCanvas(w, h)
	shape := paint.RoundRect(2*k, 2*k, float64(w)-4*k, float64(h)-4*k, 8*k)
	sh := paint.NewCanvas(w, h)
	sh.FillCol(shape, ink)
	c.Shadow(sh, ink.Alpha(0.4), k, 0, k)
	c.Fill(shape, paint.Radial(float64(w)/2, float64(h)/2, math.Hypot(float64(w), float64(h))/2,
		paint.Stop{T: 0, C: centre}, paint.Stop{T: 1, C: rim}))
	c.FillCol(paint.Stroke(paint.RoundRect(7*k, 7*k, float64(w)-14*k, float64(h)-14*k, 4*k), 1.2*k), sand.Alpha(0.65))
	c.FillCol(paint.Stroke(paint.RoundRect(10*k, 10*k, float64(w)-20*k, float64(h)-20*k, 3*k), 0.8*k), sand.Alpha(0.3))
	emblem(c, pt{X: float64(w) / 2, Y: float64(h) / 2}, math.Min(float64(w), float64(h))*0.3)
	return c
}

// serviceBack is the back of a service card: deep teal with three steam plumes rising from a
// hot spring, the emblem of Reykholt's geothermal greenhouses.
func serviceBack() *paint.Canvas {
	return cardBack(112, 156, paint.Hex("#2F6F73"), paint.Hex("#17383F"), func(c *paint.Canvas, ctr pt, r float64) {
		c.FillCol(paint.Stroke(paint.Circle(ctr.X, ctr.Y, r), 1.4*backK), sand.Alpha(0.7))
		c.FillCol(paint.Ellipse(ctr.X, ctr.Y+r*0.55, r*0.62, r*0.16), foam.Alpha(0.8))
		for i := -1; i <= 1; i++ {
			x := ctr.X + float64(i)*r*0.36
			p := paint.NewPath().MoveTo(x, ctr.Y+r*0.45).QuadTo(x-r*0.22, ctr.Y+r*0.1, x, ctr.Y-r*0.2).QuadTo(x+r*0.22, ctr.Y-r*0.5, x, ctr.Y-r*0.75)
			c.FillCol(paint.Stroke(p, r*0.13), sand.Alpha(0.9))
		}
	})
}

// greenhouseBack is the back of a greenhouse card (the random pile's hidden top): moss green
// with a greenhouse emblem.
func greenhouseBack() *paint.Canvas {
	return cardBack(156, 112, paint.Hex("#6E9A50"), paint.Hex("#2F5A2A"), func(c *paint.Canvas, ctr pt, r float64) {
		c.FillCol(paint.Circle(ctr.X, ctr.Y, r*1.15), paint.Hex("#23451F").Alpha(0.45))
		c.FillCol(paint.Stroke(paint.Circle(ctr.X, ctr.Y, r*1.15), 1.4*backK), sand.Alpha(0.7))
		gh := greenhouseGlyph(r * 1.7 / 48)
		c.Draw(gh, int(math.Round(ctr.X-float64(gh.W)/2)), int(math.Round(ctr.Y-float64(gh.H)/2)), 1)
	})
}

// coverTile is the covering tile laid over unused action spaces: a 9-slice of stained board
// with a bevelled edge and nail heads in the corners.
func coverTile() *paint.Canvas {
	c := paint.NewCanvas(uiSize, uiSize)
	wood := paint.Hex("#9C7A52")
	c.Fill(paint.RoundRect(0, 0, uiSize, uiSize, 8), paint.Linear(0, 0, 0, uiSize,
		paint.Stop{T: 0, C: wood.Lighten(0.12)}, paint.Stop{T: 1, C: wood.Lighten(-0.12)}))
	c.FillCol(paint.Stroke(paint.RoundRect(1, 1, uiSize-2, uiSize-2, 7), 2), wood.Lighten(0.3).Alpha(0.6))
	c.FillCol(paint.Stroke(paint.RoundRect(0.5, 0.5, uiSize-1, uiSize-1, 7.5), 1), ink.Alpha(0.5))
	for _, p := range [][2]float64{{8, 8}, {40, 8}, {8, 40}, {40, 40}} {
		c.FillCol(paint.Circle(p[0], p[1]+0.6, 2), ink.Alpha(0.4))
		c.FillCol(paint.Circle(p[0], p[1], 1.8), paint.Hex("#C9C2B4"))
	}
	return c
}

func tokenSprites() []sprite {
	out := []sprite{
		centred("worker/neutral", blocker()),
		centred("card/service-back", serviceBack()),
		centred("card/greenhouse-back", greenhouseBack()),
		centred("ui/cover", coverTile()),
	}
	for _, pl := range players {
		out = append(out, centred("worker/"+pl.Name, worker(pl)), centred("manager/"+pl.Name, manager(pl)))
	}
	return out
}
