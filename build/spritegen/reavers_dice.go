package main

import (
	"northtable/build/spritegen/paint"
)

// Dice are designed on a 40-unit square and drawn at dieK px per unit (64×64 px): drawn up to
// 32 logical px wide they stay crisp at device scale 2. The die's body fills 34 units of it
// (units 3..37 across, 2.5..38.5 down, its lower lip included), the rest is room for the shadow
// and the wild ring.
const dieK = 1.6

// dieCanvas is the dice canvas size in px.
const dieCanvas = int(40 * dieK)

// dieFaceCentre is the middle of the die's top face, in px.
var dieFaceCentre = pt{X: 20 * dieK, Y: 19 * dieK}

// dieGlyphUnit is px per glyph unit on a die face: a glyph's ±10 box spans 23 of the die's 34
// units.
const dieGlyphUnit = 1.15 * dieK

// crewDie describes one crew-die colour: its sprite name, body colour, glyph ink and faces in
// the rules' Face order (clan icon, Ship, Chest, Shield, Hammer, Double Hammer), nil where the
// colour has no such face (Reavers spec §2.1).
type crewDie struct {
	Name  string
	Body  paint.Col
	Ink   paint.Col
	Faces [6]func() shape
}

// faceNames are the sprite names of the faces, in the rules' Face order (the clan face is
// named by the colour's icon).
var faceNames = [6]string{"", "ship", "chest", "shield", "hammer", "double-hammer"}

var crewDice = [3]crewDie{
	{"yellow", dieYellow, ink, [6]func() shape{glyphVillage, glyphShip, glyphChest, nil, nil, glyphDoubleHammer}},
	{"blue", dieBlue, paper, [6]func() shape{glyphWave, nil, glyphChest, glyphShield, glyphHammer, nil}},
	{"red", dieRed, paper, [6]func() shape{glyphKeep, glyphShip, nil, glyphShield, glyphHammer, nil}},
}

// clanIconNames are the clan faces' names by colour.
var clanIconNames = [3]string{"village", "wave", "keep"}

// dieBody draws a die of colour col: a rounded cube seen from straight above with its lower
// side showing, a lit face plate and a highlight along the top edge.
func dieBody(col paint.Col) *paint.Canvas {
	const k = dieK
	l := paint.NewCanvas(dieCanvas, dieCanvas)
	l.Fill(paint.RoundRect(3*k, 5*k, 34*k, 33.5*k, 7*k), paint.Linear(0, 20*k, 0, 38.5*k,
		paint.Stop{T: 0, C: col.Lighten(-0.3)}, paint.Stop{T: 1, C: col.Lighten(-0.5)}))
	l.Fill(paint.RoundRect(3*k, 2.5*k, 34*k, 33*k, 7*k), paint.Linear(0, 2.5*k, 0, 35.5*k,
		paint.Stop{T: 0, C: col.Lighten(0.2)}, paint.Stop{T: 1, C: col.Lighten(-0.1)}))
	l.Fill(paint.RoundRect(5.5*k, 5*k, 29*k, 28*k, 5*k), paint.Linear(0, 5*k, 0, 33*k,
		paint.Stop{T: 0, C: col.Lighten(0.1)}, paint.Stop{T: 1, C: col}))
	l.FillCol(paint.Stroke(paint.NewPath().MoveTo(9*k, 3.6*k).LineTo(31*k, 3.6*k), 0.9*k), white.Alpha(0.35))
	if 0.2126*col.R+0.7152*col.G+0.0722*col.B < 0.25 {
		// a dark die gets a faint light rim, so it still reads on the dark sea
		l.FillCol(paint.Stroke(paint.RoundRect(3.6*k, 3.1*k, 32.8*k, 31.8*k, 6.4*k), 0.7*k), white.Alpha(0.22))
	}
	return l
}

// dieSprite is a die of colour col showing glyph g (nil: a blank face) in glyph ink gi.
func dieSprite(col, gi paint.Col, g func() shape) *paint.Canvas {
	l := dieBody(col)
	if g != nil {
		g().engrave(l, dieFaceCentre, dieGlyphUnit, gi)
	}
	return finishPiece(l, dieK)
}

// wildMark is the overlay that marks a wild die (Reavers spec §2.4), drawn over a die sprite
// at the same anchor: a gold ring just outside the die's edge and a gold rune badge on its top
// right corner, leaving the face's glyph clear.
func wildMark() *paint.Canvas {
	const k = dieK
	l := paint.NewCanvas(dieCanvas, dieCanvas)
	ring := paint.Stroke(paint.RoundRect(1.7*k, 1.2*k, 36.6*k, 37.6*k, 8.2*k), 1.5*k)
	l.FillCol(ring, gold)
	badge := pt{X: 35 * k, Y: 5.2 * k}
	l.FillCol(paint.Circle(badge.X, badge.Y, 5.2*k), gold.Lighten(-0.45))
	l.Fill(paint.Circle(badge.X, badge.Y, 4.5*k), paint.Radial(badge.X-1.5*k, badge.Y-1.5*k, 5.6*k,
		paint.Stop{T: 0, C: gold.Lighten(0.35)}, paint.Stop{T: 1, C: gold.Lighten(-0.1)}))
	glyphWildRune().draw(l, badge, 0.36*k, ink)
	c := paint.NewCanvas(dieCanvas, dieCanvas)
	c.Draw(l.Dilate(0.6*k).Tint(ink.Alpha(0.7)), 0, 0, 1)
	c.Draw(l, 0, 0, 1)
	return c
}

// reaversDiceSprites are every crew-die face each colour has, a blank body per colour for the
// tumbling roll, the faces of no colour (costs), the Combat die's faces and the wild mark.
func reaversDiceSprites() []sprite {
	var out []sprite
	for _, d := range crewDice {
		for f, g := range d.Faces {
			if g == nil {
				continue
			}
			name := faceNames[f]
			if f == 0 {
				name = clanIconNames[indexOfDie(d.Name)]
			}
			out = append(out, centred("die/"+d.Name+"/"+name, dieSprite(d.Body, d.Ink, g)))
		}
		out = append(out, centred("die/"+d.Name+"/body", dieSprite(d.Body, d.Ink, nil)))
	}
	// a face of no colour (a cost that any die showing it pays): the glyph in ink on a bone
	// body, so a cost never suggests that the colour matters
	for f, g := range [6]func() shape{nil, glyphShip, glyphChest, glyphShield, glyphHammer, glyphDoubleHammer} {
		if g != nil {
			out = append(out, centred("die/any/"+faceNames[f], dieSprite(bone, ink, g)))
		}
	}
	out = append(out,
		centred("die/combat/double-axe", dieSprite(dieBlack, bone, glyphDoubleAxe)),
		centred("die/combat/single-axe", dieSprite(dieBlack, bone, glyphAxe)),
		centred("die/combat/blank", dieSprite(dieBlack, bone, nil)),
		centred("die/wild", wildMark()),
	)
	return out
}

func indexOfDie(name string) int {
	for i, d := range crewDice {
		if d.Name == name {
			return i
		}
	}
	panic("spritegen: no die " + name)
}
