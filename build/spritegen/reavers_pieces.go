package main

import (
	"fmt"
	"math"

	"northtable/build/spritegen/paint"
)

// Tokens, Ship Upgrades, markers and the round marker are designed on a 32-unit square and
// drawn at tokK px per unit (64×64 px), crisp at 32 logical px on a device scale of 2.
const tokK = 2.0

const tokCanvas = int(32 * tokK)

// tu scales token units to px.
func tu(v float64) float64 { return v * tokK }

// tokPath maps a path drawn in token units to px.
func tokPath(p *paint.Path) *paint.Path { return p.Scale(pt{}, tokK, tokK) }

// The six tokens (Reavers spec §2), each with its own outline so that shape, not colour, tells
// them apart: Food a haunch of meat on the bone (a diagonal), Favour an arm ring, Terror
// a spiked burst round a skull, Farm a house-shaped tile, Wall a wide crenellated segment,
// Tower a tall narrow tower.

func foodToken() *paint.Canvas {
	l := paint.NewCanvas(tokCanvas, tokCanvas)
	boneCol := paint.Hex("#F1E6CF")
	l.FillCol(tokPath(paint.Stroke(paint.NewPath().MoveTo(17, 17).LineTo(25, 25), 4)), boneCol.Lighten(-0.08))
	l.FillCol(tokPath(paint.Circle(27.4, 24.2, 2.6)), boneCol)
	l.FillCol(tokPath(paint.Circle(24.2, 27.4, 2.6)), boneCol)
	meatCol := paint.Hex("#A8512E")
	meat := tokPath(paint.Ellipse(13, 13, 10.4, 8.2).Rotate(pt{X: 13, Y: 13}, math.Pi/4))
	l.Fill(meat, paint.Radial(tu(9), tu(8), tu(15), paint.Stop{T: 0, C: meatCol.Lighten(0.3)}, paint.Stop{T: 0.7, C: meatCol}, paint.Stop{T: 1, C: meatCol.Lighten(-0.35)}))
	l.FillCol(tokPath(paint.Stroke(paint.NewPath().MoveTo(7, 12).QuadTo(9, 7.6, 13.6, 6.6), 1.4)), white.Alpha(0.4))
	l.FillCol(tokPath(paint.Stroke(paint.NewPath().MoveTo(12, 19.6).QuadTo(17, 18.6, 19.4, 13.6), 1.1)), meatCol.Lighten(-0.4).Alpha(0.6))
	return finishPiece(l, tokK)
}

// favourToken is an arm ring, the gift a jarl gave for favour: a thick silver ring, twisted,
// open in the middle (its outline a ring, unlike every solid token).
func favourToken() *paint.Canvas {
	l := paint.NewCanvas(tokCanvas, tokCanvas)
	c := pt{X: tu(16), Y: tu(16)}
	base := paint.Hex("#A9C9DE")
	ring := paint.NewPath()
	ring.Append(paint.Circle(c.X, c.Y, tu(13.2)))
	ring.Append(paint.Circle(c.X, c.Y, tu(7)).Reverse())
	l.Fill(ring, paint.Radial(tu(11), tu(10), tu(20), paint.Stop{T: 0, C: base.Lighten(0.5)}, paint.Stop{T: 0.6, C: base}, paint.Stop{T: 1, C: base.Lighten(-0.4)}))
	twist := paint.Hex("#4C7A96").Alpha(0.75)
	for i := 0; i < 14; i++ {
		a := float64(i) * 2 * math.Pi / 14
		p, q := paint.Polar(c, tu(7.6), a), paint.Polar(c, tu(12.6), a+0.32)
		l.FillCol(paint.Stroke(paint.NewPath().MoveTo(p.X, p.Y).LineTo(q.X, q.Y), tu(0.8)), twist)
	}
	st := paint.Polar(c, tu(11.6), math.Pi*1.05)
	l.FillCol(paint.Stroke(paint.NewPath().MoveTo(st.X, st.Y).ArcTo(c, tu(11.6), math.Pi*1.05, math.Pi*1.45), tu(1.1)), white.Alpha(0.7))
	return finishPiece(l, tokK)
}

func terrorToken() *paint.Canvas {
	l := paint.NewCanvas(tokCanvas, tokCanvas)
	c := pt{X: tu(16), Y: tu(16)}
	red := paint.Hex("#7A1E22")
	l.Fill(paint.Star(c, tu(15.6), tu(8.6), 8, -math.Pi/2), paint.Radial(tu(13), tu(12), tu(17), paint.Stop{T: 0, C: red.Lighten(0.2)}, paint.Stop{T: 1, C: red.Lighten(-0.45)}))
	glyphSkull().engrave(l, pt{X: c.X, Y: c.Y + tu(0.4)}, tu(0.7), bone)
	return finishPiece(l, tokK)
}

func farmToken() *paint.Canvas {
	l := paint.NewCanvas(tokCanvas, tokCanvas)
	wheat := paint.Hex("#D9A441")
	house := tokPath(roundPoly(pts2(5.4, 13.4, 16, 2.6, 26.6, 13.4, 26.6, 29.4, 5.4, 29.4), 1.6))
	l.Fill(house, paint.Linear(0, tu(3), 0, tu(29), paint.Stop{T: 0, C: wheat.Lighten(0.25)}, paint.Stop{T: 1, C: wheat.Lighten(-0.2)}))
	l.FillCol(tokPath(paint.Stroke(roundPoly(pts2(7.4, 14.2, 16, 5.2, 24.6, 14.2, 24.6, 27.4, 7.4, 27.4), 1.2), 0.8)), white.Alpha(0.4))
	// a sheaf of grain: stalks bound at the waist, ears fanning out
	sheaf := paint.Hex("#6B4423")
	for _, a := range []float64{-0.5, -0.25, 0, 0.25, 0.5} {
		top := pt{X: 16 + 8*math.Sin(a), Y: 20.5 - 8*math.Cos(a)}
		l.FillCol(tokPath(paint.Stroke(paint.NewPath().MoveTo(16-3*math.Sin(a), 26).LineTo(top.X, top.Y), 1.1)), sheaf)
		l.FillCol(tokPath(paint.Ellipse(top.X, top.Y, 1.5, 2.8).Rotate(top, a)), sheaf)
	}
	l.FillCol(tokPath(paint.RoundRect(13, 21.4, 6, 2, 0.8)), paint.Hex("#C8553D"))
	return finishPiece(l, tokK)
}

// stoneFill paints a stone body with a light left face and coursed joints.
func stoneFill(l *paint.Canvas, body *paint.Path, x0, x1, y0, y1 float64, col paint.Col) {
	l.Fill(tokPath(body), paint.Linear(tu(x0), 0, tu(x1), 0, paint.Stop{T: 0, C: col.Lighten(0.2)}, paint.Stop{T: 0.6, C: col}, paint.Stop{T: 1, C: col.Lighten(-0.25)}))
	joints := paint.NewCanvas(l.W, l.H)
	dark := col.Lighten(-0.45).Alpha(0.55)
	for i, y := 0, y0+3.6; y < y1-0.5; i, y = i+1, y+3.6 {
		joints.FillCol(tokPath(paint.Rect(x0, y, x1-x0, 0.7)), dark)
		off := float64(i%2) * 2.6
		for x := x0 + 2 + off; x < x1-1; x += 5.2 {
			joints.FillCol(tokPath(paint.Rect(x, y-3.6, 0.7, 3.6)), dark)
		}
	}
	joints.ClipMask(paint.Coverage(l.W, l.H, tokPath(body)))
	l.Draw(joints, 0, 0, 1)
}

func wallToken() *paint.Canvas {
	l := paint.NewCanvas(tokCanvas, tokCanvas)
	body := paint.NewPath()
	body.Append(paint.Rect(1, 13, 30, 11.4))
	for i := 0; i < 5; i++ {
		body.Append(paint.Rect(1+float64(i)*6.6, 9, 3.6, 4.4))
	}
	stoneFill(l, body, 1, 31, 13, 24.4, paint.Hex("#7F8A91"))
	return finishPiece(l, tokK)
}

func towerToken() *paint.Canvas {
	l := paint.NewCanvas(tokCanvas, tokCanvas)
	body := paint.NewPath()
	body.Append(paint.Rect(10, 8.4, 12, 21.4))
	body.Append(paint.Rect(8.6, 7, 14.8, 2.4))
	for i := 0; i < 3; i++ {
		body.Append(paint.Rect(8.6+float64(i)*5.4, 2.4, 4, 5))
	}
	stoneFill(l, body, 8.6, 23.4, 8.4, 29.8, paint.Hex("#9C8872"))
	l.FillCol(tokPath(paint.RoundRect(15, 12, 2, 5, 1)), ink)
	gate := paint.NewPath().MoveTo(13.4, 29.8).LineTo(13.4, 25.6).ArcTo(pt{X: 16, Y: 25.6}, 2.6, math.Pi, 2*math.Pi).LineTo(18.6, 29.8).Close()
	l.FillCol(tokPath(gate), woodDark)
	return finishPiece(l, tokK)
}

// upgradeGlyph is the glyph a Ship Upgrade shows: Shield, Chest, or a Ship and a Hammer split
// by a slash (the owner picks which it counts as).
func upgradeGlyph(kind int) shape {
	switch kind {
	case 0:
		return glyphShield()
	case 1:
		return glyphChest()
	}
	slash := shape{fill: []*paint.Path{line(1.1, 7.4, -9.4, -7.4, 9.4)}}
	return glyphShip().turn(0, 0.6, -4.4, -4.6).add(glyphHammer().turn(0, 0.56, 5, 4.8)).add(slash)
}

// upgradeToken is a Ship Upgrade token (Reavers spec §2.5): a square wooden plank carrying the
// face's glyph in sand; used (face down until cleanup) it is the plank's grey underside with
// the glyph only ghosted, so which token it was still shows.
func upgradeToken(kind int, used bool) *paint.Canvas {
	l := paint.NewCanvas(tokCanvas, tokCanvas)
	body := tokPath(paint.RoundRect(2.5, 2.5, 27, 27, 5))
	col, g := wood, sand
	if used {
		col, g = paint.Hex("#46423E"), paint.Hex("#D6D0C6").Alpha(0.35)
	}
	l.Fill(body, paint.Linear(0, tu(2.5), 0, tu(29.5), paint.Stop{T: 0, C: col.Lighten(0.18)}, paint.Stop{T: 1, C: col.Lighten(-0.25)}))
	grain := paint.NewCanvas(l.W, l.H)
	for i, y := range []float64{7, 11.5, 19, 24.5} {
		grain.FillCol(tokPath(paint.Stroke(paint.NewPath().MoveTo(3, y).QuadTo(16, y+float64(i%2*2)-1, 29, y+0.6), 0.6)), col.Lighten(-0.35).Alpha(0.5))
	}
	grain.ClipMask(paint.Coverage(l.W, l.H, body))
	l.Draw(grain, 0, 0, 1)
	l.FillCol(tokPath(paint.Stroke(paint.RoundRect(4.4, 4.4, 23.2, 23.2, 3.6), 0.7)), col.Lighten(0.35).Alpha(0.6))
	c := pt{X: tu(16), Y: tu(16)}
	if used {
		upgradeGlyph(kind).draw(l, c, tu(0.95), g)
		l.FillCol(tokPath(paint.Stroke(paint.Dash(paint.RoundRect(5.6, 5.6, 20.8, 20.8, 3), 2.4, 1.6, 0), 0.9)), paint.Hex("#D6D0C6").Alpha(0.55))
	} else {
		upgradeGlyph(kind).engrave(l, c, tu(0.95), g)
	}
	return finishPiece(l, tokK)
}

// Territory tiles are designed on a 68-unit square at terrK px per unit (102×102 px): a rounded
// 64-unit tile with a dark wooden edge, a landscape of its type, the reward's icon in a ring
// of its level's metal (bronze, silver, gold) in the middle and the level's bars (I, II, III)
// on a plate at the top.
const (
	terrUnits = 68
	terrK     = 1.5
)

// territory is one Territory type's look, in the rules' order (Food, Favour, Dice).
type territory struct {
	Name        string
	Sky, Ground paint.Col
}

var territories = [3]territory{
	{"food", paint.Hex("#CFE0B4"), paint.Hex("#7BA05B")},
	{"favour", paint.Hex("#9A8CC8"), paint.Hex("#4A3F78")},
	{"dice", paint.Hex("#A9BCCB"), paint.Hex("#5C6B74")},
}

func territoryTile(t int, level int, icons [3]*paint.Canvas) *paint.Canvas {
	const k = terrK
	n := int(terrUnits * k)
	c := paint.NewCanvas(n, n)
	tr := territories[t]
	metal := tierMetal[level-1]
	tile := paint.RoundRect(2*k, 1.6*k, 64*k, 64*k, 6*k)
	sh := paint.NewCanvas(n, n)
	sh.FillCol(tile, ink)
	c.Shadow(sh, ink.Alpha(0.5), 1, 0, 2)
	land := paint.NewCanvas(n, n)
	land.Fill(paint.Rect(0, 0, float64(n), float64(n)), paint.Linear(0, 0, 0, 66*k, paint.Stop{T: 0, C: tr.Sky.Lighten(0.3)}, paint.Stop{T: 0.55, C: tr.Sky}, paint.Stop{T: 1, C: tr.Sky.Lighten(-0.1)}))
	switch t {
	case 0: // fields: furrowed strips of wheat and green under a low hill
		land.FillCol(paint.NewPath().MoveTo(0, 40*k).QuadTo(20*k, 32*k, 40*k, 37*k).QuadTo(56*k, 41*k, 68*k, 35*k).LineTo(68*k, 68*k).LineTo(0, 68*k).Close(), tr.Ground)
		for i := 0; i < 5; i++ {
			y := 44*k + float64(i)*5*k
			col := paint.Hex("#E3C46A")
			if i%2 == 1 {
				col = tr.Ground.Lighten(0.12)
			}
			land.FillCol(paint.Poly(pt{X: 0, Y: y}, pt{X: 68 * k, Y: y - 4*k}, pt{X: 68 * k, Y: y - 1.4*k}, pt{X: 0, Y: y + 2.6*k}), col)
		}
	case 1: // a holy hill at dusk: dark slopes, a standing stone, a few stars
		for _, s := range [][3]float64{{12, 12, 0.9}, {54, 10, 1.1}, {46, 20, 0.7}, {18, 26, 0.7}, {60, 28, 0.8}} {
			land.FillCol(paint.Circle(s[0]*k, s[1]*k, s[2]*k), white.Alpha(0.85))
		}
		land.FillCol(paint.NewPath().MoveTo(0, 44*k).QuadTo(24*k, 30*k, 44*k, 40*k).QuadTo(58*k, 46*k, 68*k, 42*k).LineTo(68*k, 68*k).LineTo(0, 68*k).Close(), tr.Ground)
		land.FillCol(paint.NewPath().MoveTo(0, 56*k).QuadTo(30*k, 48*k, 68*k, 56*k).LineTo(68*k, 68*k).LineTo(0, 68*k).Close(), tr.Ground.Lighten(-0.3))
	default: // rocky uplands with a longhouse's roof where crews gather
		land.FillCol(paint.Poly(pt{X: 0, Y: 46 * k}, pt{X: 14 * k, Y: 30 * k}, pt{X: 24 * k, Y: 40 * k}, pt{X: 38 * k, Y: 26 * k}, pt{X: 54 * k, Y: 42 * k}, pt{X: 62 * k, Y: 34 * k}, pt{X: 68 * k, Y: 40 * k}, pt{X: 68 * k, Y: 68 * k}, pt{X: 0, Y: 68 * k}), tr.Ground)
		land.FillCol(paint.Poly(pt{X: 14 * k, Y: 30 * k}, pt{X: 17 * k, Y: 33.5 * k}, pt{X: 11 * k, Y: 33.5 * k}), white.Alpha(0.8))
		land.FillCol(paint.Poly(pt{X: 38 * k, Y: 26 * k}, pt{X: 42 * k, Y: 30 * k}, pt{X: 34 * k, Y: 30 * k}), white.Alpha(0.8))
		land.FillCol(paint.NewPath().MoveTo(0, 58*k).QuadTo(30*k, 52*k, 68*k, 58*k).LineTo(68*k, 68*k).LineTo(0, 68*k).Close(), tr.Ground.Lighten(-0.25))
	}
	land.ClipMask(paint.Coverage(n, n, tile))
	c.Draw(land, 0, 0, 1)
	// the reward in a ring
	ctr := pt{X: 34 * k, Y: 39 * k}
	c.FillCol(paint.Circle(ctr.X, ctr.Y+0.8*k, 18*k), ink.Alpha(0.35))
	c.Fill(paint.Circle(ctr.X, ctr.Y, 18*k), paint.Radial(ctr.X-4*k, ctr.Y-5*k, 24*k, paint.Stop{T: 0, C: paper.Lighten(0.4)}, paint.Stop{T: 1, C: sand}))
	c.FillCol(paint.Stroke(paint.Circle(ctr.X, ctr.Y, 18*k), 1.8*k), metal)
	ic := icons[t]
	c.Draw(ic, int(math.Round(ctr.X-float64(ic.W)/2)), int(math.Round(ctr.Y-float64(ic.H)/2)), 1)
	// the level plate: I, II or III as upright bars
	pw := 6 + 4.2*float64(level)
	plate := paint.RoundRect((34-pw/2)*k, 4.6*k, pw*k, 11*k, 2.4*k)
	c.FillCol(plate.Translate(0, 0.7*k), ink.Alpha(0.45))
	c.Fill(plate, paint.Linear(0, 4.6*k, 0, 15.6*k, paint.Stop{T: 0, C: woodDark.Lighten(0.25)}, paint.Stop{T: 1, C: woodDark.Lighten(-0.2)}))
	c.FillCol(paint.Stroke(plate, 0.7*k), metal)
	for i := 0; i < level; i++ {
		x := 34 + (float64(i)-float64(level-1)/2)*4.2
		c.Fill(paint.RoundRect((x-1.1)*k, 6.8*k, 2.2*k, 6.6*k, 0.5*k), paint.Linear(0, 6.8*k, 0, 13.4*k, paint.Stop{T: 0, C: metal.Lighten(0.35)}, paint.Stop{T: 1, C: metal.Lighten(-0.15)}))
	}
	// a dark wooden edge, the same for every level so that the three levels of a type differ
	// only in their plate and ring (the atlas PNG then stores them almost for free)
	c.FillCol(paint.Stroke(paint.RoundRect(2.8*k, 2.4*k, 62.4*k, 62.4*k, 5.4*k), 1.6*k), woodDark.Lighten(0.15))
	c.FillCol(paint.Stroke(paint.RoundRect(2.2*k, 1.8*k, 63.6*k, 63.6*k, 5.9*k), 0.5*k), ink.Alpha(0.6))
	return c
}

// diceCluster is the Dice tiles' reward icon: a yellow, a blue and a red die, any colour.
func diceCluster() *paint.Canvas {
	s := 28.0 * terrK
	c := paint.NewCanvas(int(s), int(s))
	for i, d := range []paint.Col{dieRed, dieBlue, dieYellow} {
		die := finishPiece(dieBody(d), dieK).Resize(int(s*0.5), int(s*0.5))
		pos := [][2]float64{{0.06, 0.06}, {0.44, 0.14}, {0.24, 0.44}}[i]
		c.Draw(die, int(pos[0]*s), int(pos[1]*s), 1)
	}
	return c
}

// pawn is a player's Longship pawn (Reavers spec §2), a chunky wooden longship painted in the
// player's colour, seen from the side: a curled prow and stern and a square sail carrying the
// player's marker shape. The Honour Ship (honour true) is a dark wooden hull under a gold sail
// with a dark ring and star: it is no player's colour. Designed 48×40 units, drawn at 1.6 px
// per unit (76×64 px).
func pawn(pl playerColour, honour bool) *paint.Canvas {
	const k = 1.6
	w, h := 76, 64
	l := paint.NewCanvas(w, h)
	z := func(p *paint.Path) *paint.Path { return p.Scale(pt{}, k, k) }
	hullCol, sailCol := pl.Col.Lighten(-0.15), pl.Col
	if honour {
		hullCol, sailCol = wood.Lighten(-0.1), gold
	}
	// mast and sail
	l.FillCol(z(paint.RoundRect(22.8, 1.2, 2.4, 26, 1)), woodDark)
	sail := z(paint.NewPath().MoveTo(12.6, 5).QuadTo(24, 3, 35.4, 5).QuadTo(37.6, 13.4, 34.6, 21.6).QuadTo(24, 23.2, 13.4, 21.6).QuadTo(10.4, 13.4, 12.6, 5).Close())
	l.Fill(sail, paint.Linear(11*k, 0, 37*k, 0, paint.Stop{T: 0, C: sailCol.Lighten(0.25)}, paint.Stop{T: 1, C: sailCol.Lighten(-0.12)}))
	l.FillCol(z(paint.Stroke(paint.NewPath().MoveTo(11, 4.6).QuadTo(24, 2.2, 37, 4.6), 1.8)), woodDark)
	ctr := pt{X: 24 * k, Y: 13.4 * k}
	if honour {
		l.FillCol(paint.Stroke(paint.Circle(ctr.X, ctr.Y, 6.2*k), 1.5*k), woodDark.Alpha(0.85))
		l.FillCol(paint.Star(ctr, 4.6*k, 2*k, 5, -math.Pi/2), woodDark.Alpha(0.85))
	} else {
		em := emblemCol(pl.Col)
		l.FillCol(shapePath(pl.Shape, ctr, 7*k), em)
		l.FillCol(shapePath(pl.Shape, ctr, 4.8*k), sailCol.Lighten(-0.1))
	}
	// a long low hull whose prow (right) rises to a dragon's head and stern (left) to a curl
	hull := z(paint.NewPath().MoveTo(3, 22.6).QuadTo(6.4, 35.4, 24, 35.6).QuadTo(41.6, 35.4, 45, 22.6).QuadTo(37, 27, 24, 27).QuadTo(11, 27, 3, 22.6).Close())
	l.Fill(hull, paint.Linear(0, 23*k, 0, 35.6*k, paint.Stop{T: 0, C: hullCol.Lighten(0.22)}, paint.Stop{T: 1, C: hullCol.Lighten(-0.3)}))
	stem := hullCol.Lighten(-0.05)
	l.FillCol(z(paint.Stroke(paint.NewPath().MoveTo(41.6, 27).QuadTo(45.6, 22, 45.4, 15).QuadTo(45.2, 11.6, 44.2, 9.6), 3)), stem)
	head := paint.NewPath().MoveTo(42.4, 10.6).QuadTo(42.6, 6.8, 45.2, 6.4).QuadTo(47.2, 6.4, 47.8, 8.6).LineTo(45.8, 9.6).QuadTo(45.6, 11.4, 46, 12).Close()
	l.FillCol(z(head), stem)
	l.FillCol(z(paint.Stroke(paint.NewPath().MoveTo(6.4, 27).QuadTo(2.4, 22, 2.6, 16.4).QuadTo(2.8, 13, 1.4, 12), 2.8)), stem)
	for i := 0; i < 5; i++ {
		x := 12.2 + float64(i)*5.9
		col := paper
		if i%2 == 1 {
			col = sailCol.Lighten(-0.35)
			if honour {
				col = accent
			}
		}
		l.FillCol(z(paint.Circle(x, 29.6, 3)), col)
		l.FillCol(z(paint.Circle(x, 29.6, 0.9)), ink.Alpha(0.8))
	}
	return finishPiece(l, k)
}

// startMarker is the Start Player marker: a war horn banded in gold.
func startMarker() *paint.Canvas {
	l := paint.NewCanvas(tokCanvas, tokCanvas)
	ivory := paint.Hex("#EFE3C8")
	// a tapering horn along a curve, from the mouthpiece (lower left) to the bell (upper right)
	a, b, cc := pt{X: 5, Y: 25}, pt{X: 20, Y: 29}, pt{X: 26, Y: 8}
	at := func(t float64) pt {
		u := 1 - t
		return pt{X: u*u*a.X + 2*u*t*b.X + t*t*cc.X, Y: u*u*a.Y + 2*u*t*b.Y + t*t*cc.Y}
	}
	horn := paint.NewCanvas(l.W, l.H)
	for i := 0; i <= 60; i++ {
		t := float64(i) / 60
		p := at(t)
		horn.FillCol(tokPath(paint.Circle(p.X, p.Y, 1.3+5.2*t*t)), ivory.Lighten(-0.25*(1-t)))
	}
	l.Draw(horn, 0, 0, 1)
	for _, t := range []float64{0.3, 0.62, 0.9} {
		p, q := at(t), at(t+0.02)
		d := q.Sub(p)
		n := pt{X: -d.Y, Y: d.X}.Mul(1 / d.Len())
		r := 1.3 + 5.2*t*t + 0.5
		l.FillCol(tokPath(line(1.6, p.X-n.X*r, p.Y-n.Y*r, p.X+n.X*r, p.Y+n.Y*r)), gold)
	}
	bell := at(1)
	l.FillCol(tokPath(paint.Ellipse(bell.X, bell.Y, 5.6, 3.4).Rotate(bell, -0.35)), paint.Hex("#6B4423"))
	l.FillCol(tokPath(paint.Stroke(paint.Ellipse(bell.X, bell.Y, 5.6, 3.4).Rotate(bell, -0.35), 1.2)), gold)
	l.FillCol(tokPath(paint.Circle(a.X, a.Y, 1.9)), gold)
	l.FillCol(tokPath(paint.Stroke(paint.NewPath().MoveTo(8, 22).QuadTo(9, 10, 21, 10.6), 0.9)), woodDark.Alpha(0.8))
	return finishPiece(l, tokK)
}

// roundMarker is the Round marker: a standing rune stone with a sun wheel painted red.
func roundMarker() *paint.Canvas {
	l := paint.NewCanvas(tokCanvas, tokCanvas)
	stone := paint.Hex("#9AA4AA")
	body := tokPath(paint.NewPath().MoveTo(7, 29.6).LineTo(7.6, 12).QuadTo(8, 2.4, 16, 2.4).QuadTo(24, 2.4, 24.4, 12).LineTo(25, 29.6).Close())
	l.Fill(body, paint.Linear(tu(7), 0, tu(25), 0, paint.Stop{T: 0, C: stone.Lighten(0.25)}, paint.Stop{T: 0.6, C: stone}, paint.Stop{T: 1, C: stone.Lighten(-0.3)}))
	c := pt{X: 16, Y: 14}
	rune := accent.Lighten(-0.05)
	l.FillCol(tokPath(paint.Stroke(paint.Circle(c.X, c.Y, 5.4), 1.6)), rune)
	l.FillCol(tokPath(line(1.4, c.X, c.Y-5.4, c.X, c.Y+5.4)), rune)
	l.FillCol(tokPath(line(1.4, c.X-5.4, c.Y, c.X+5.4, c.Y)), rune)
	l.FillCol(tokPath(line(1.2, 11, 24, 21, 24)), rune.Alpha(0.8))
	l.FillCol(tokPath(line(1.2, 12.6, 27, 19.4, 27)), rune.Alpha(0.8))
	return finishPiece(l, tokK)
}

// location is one Action Location's plaque, in the rules' order (Location).
type location struct {
	Name     string
	Glyph    func() shape
	Extra    func() shape // a second glyph in ExtraCol, or nil
	ExtraCol paint.Col
}

// locations' glyphs: Recruit a helmet, Trade scales, Battle at Sea crossed swords over a
// wave, Raid Villages a house with fire, Raid Keeps a keep with an axe, Subdue a banner on a
// hill.
var locations = [6]location{
	{"recruit", glyphHelm, nil, paint.Col{}},
	{"trade", glyphScales, nil, paint.Col{}},
	{"battle-at-sea", func() shape {
		s := glyphSword().turn(0, 0.86, 0, 0)
		return s.turn(0.7, 1, 0, -1.2).add(s.turn(-0.7, 1, 0, -1.2))
	}, func() shape { return glyphWave().turn(0, 0.5, 0, 6.4) }, sea},
	{"raid-villages", func() shape { return glyphVillage().turn(0, 0.82, -1.4, 1.8) }, func() shape { return glyphFlame().turn(0, 0.5, 5.6, -5.2) }, accent},
	{"raid-keeps", func() shape { return glyphKeep().turn(0, 0.82, -1.8, 1.6) }, func() shape { return glyphAxe().turn(0.2, 0.62, 5.2, -1.2) }, accent},
	{"subdue", glyphBanner, nil, paint.Col{}},
}

// locationPlaque is an Action Location's emblem: a wooden disc in an iron rim with rivets, a
// parchment face and the location's glyph in ink (a second one in the accent colour for fire
// and steel, sea blue for the wave).
// Designed 48 units square at 2 px per unit (96×96 px).
func locationPlaque(loc location) *paint.Canvas {
	const k = 2.0
	n := int(48 * k)
	l := paint.NewCanvas(n, n)
	c := pt{X: 24 * k, Y: 24 * k}
	l.Fill(paint.Circle(c.X, c.Y, 22*k), paint.Linear(0, 2*k, 0, 46*k, paint.Stop{T: 0, C: wood.Lighten(0.2)}, paint.Stop{T: 1, C: wood.Lighten(-0.3)}))
	iron := paint.Hex("#5A6068")
	l.FillCol(paint.Stroke(paint.Circle(c.X, c.Y, 20.6*k), 2*k), iron)
	for i := 0; i < 8; i++ {
		p := paint.Polar(c, 20.6*k, float64(i)*math.Pi/4+math.Pi/8)
		l.FillCol(paint.Circle(p.X, p.Y, 1.1*k), iron.Lighten(0.45))
	}
	l.Fill(paint.Circle(c.X, c.Y, 17.2*k), paint.Radial(c.X-5*k, c.Y-6*k, 24*k, paint.Stop{T: 0, C: paper.Lighten(0.4)}, paint.Stop{T: 1, C: sand.Lighten(-0.05)}))
	l.FillCol(paint.Stroke(paint.Circle(c.X, c.Y, 17.2*k), 0.8*k), woodDark.Alpha(0.6))
	loc.Glyph().draw(l, c, 1.32*k, ink)
	if loc.Extra != nil {
		e := loc.Extra().layer(n, n, c, 1.32*k, loc.ExtraCol)
		l.Draw(e.Dilate(0.9*k).Tint(paper.Lighten(0.4)), 0, 0, 1)
		l.Draw(e, 0, 0, 1)
	}
	return finishPiece(l, k)
}

func reaversPieceSprites() []sprite {
	food, favour := foodToken(), favourToken()
	out := []sprite{
		centred("token/food", food),
		centred("token/favour", favour),
		centred("token/terror", terrorToken()),
		centred("token/farm", farmToken()),
		centred("token/wall", wallToken()),
		centred("token/tower", towerToken()),
	}
	for i, name := range []string{"shield", "chest", "ship-or-hammer"} {
		out = append(out, centred("upgrade/"+name, upgradeToken(i, false)), centred("upgrade/"+name+"-used", upgradeToken(i, true)))
	}
	isz := int(26 * terrK)
	icons := [3]*paint.Canvas{food.Resize(isz, isz), favour.Resize(isz, isz), diceCluster()}
	for t, tr := range territories {
		for lv := 1; lv <= 3; lv++ {
			out = append(out, centred(fmt.Sprintf("territory/%s-%d", tr.Name, lv), territoryTile(t, lv, icons)))
		}
	}
	for _, pl := range players {
		out = append(out, centred("pawn/"+pl.Name, pawn(pl, false)))
	}
	out = append(out, centred("pawn/honour", pawn(playerColour{}, true)),
		centred("marker/start", startMarker()), centred("marker/round", roundMarker()))
	for _, loc := range locations {
		out = append(out, centred("location/"+loc.Name, locationPlaque(loc)))
	}
	return out
}
