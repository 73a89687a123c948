package main

import (
	"fmt"
	"math"

	"northtable/build/spritegen/paint"
)

// Reavers cards are designed 112×156 units (portrait 5:7, like the service cards), the card
// itself 2 units inside on every side, and drawn at cardK px per unit, then moved 1 px in on a
// canvas 2 px larger (170×236 px), so the card lies exactly 4 px inside the sprite, as the
// render package's backMargin says of every card back. cardK is less than the service card's
// backK: a front is only the frame and its art (the scene draws the name, the dice and the
// words on it, crisp, at runtime), and at 1.5 px per unit the twenty-one cards cost the atlas
// PNG about half the bytes.
const (
	cardW, cardH = 112, 156
	cardK        = 1.5
)

// padCard moves a card drawn at cardK 1 px in on a canvas 2 px larger (see cardW).
func padCard(c *paint.Canvas) *paint.Canvas {
	out := paint.NewCanvas(c.W+2, c.H+2)
	out.Draw(c, 1, 1, 1)
	return out
}

// cardCanvas returns a card-sized canvas with the card's shadow drawn, and the card's outline
// (px).
func cardCanvas() (*paint.Canvas, *paint.Path) {
	const k = cardK
	c := paint.NewCanvas(int(cardW*k), int(cardH*k))
	shape := paint.RoundRect(2*k, 2*k, (cardW-4)*k, (cardH-4)*k, 8*k)
	sh := paint.NewCanvas(c.W, c.H)
	sh.FillCol(shape, ink)
	c.Shadow(sh, ink.Alpha(0.4), 2, 0, 2)
	return c, shape
}

// rr is a rounded rectangle given in card units.
func rr(x, y, w, h, r float64) *paint.Path {
	const k = cardK
	return paint.RoundRect(x*k, y*k, w*k, h*k, r*k)
}

// vgrad is a vertical gradient between card-unit heights y0 and y1.
func vgrad(y0, y1 float64, top, bottom paint.Col) paint.Paint {
	return paint.Linear(0, y0*cardK, 0, y1*cardK, paint.Stop{T: 0, C: top}, paint.Stop{T: 1, C: bottom})
}

// parchment is the light band a name or title is written on.
func parchment(c *paint.Canvas, x, y, w, h float64, edge paint.Col) {
	c.FillCol(rr(x, y+0.8, w, h, 3), ink.Alpha(0.35))
	c.Fill(rr(x, y, w, h, 3), vgrad(y, y+h, paper.Lighten(0.4), sand.Lighten(0.15)))
	c.FillCol(paint.Stroke(rr(x+0.5, y+0.5, w-1, h-1, 2.6), 0.7*cardK), edge.Alpha(0.8))
}

// medallion is a round badge: a dark disc with a metal ring and a glyph in the metal's colour.
func medallion(c *paint.Canvas, x, y, r float64, base, metal paint.Col, g func() shape) {
	const k = cardK
	c.FillCol(paint.Circle(x*k, (y+0.7)*k, r*k), ink.Alpha(0.4))
	c.Fill(paint.Circle(x*k, y*k, r*k), paint.Radial((x-r*0.3)*k, (y-r*0.4)*k, r*1.6*k,
		paint.Stop{T: 0, C: base.Lighten(0.2)}, paint.Stop{T: 1, C: base.Lighten(-0.35)}))
	c.FillCol(paint.Stroke(paint.Circle(x*k, y*k, (r-0.8)*k), 1*k), metal)
	g().engrave(c, pt{X: x * k, Y: y * k}, r*0.068*k, metal.Lighten(0.2))
}

// clan is one Reaver clan's look: its colour, sprite name and icon (Reavers spec §6.2).
type clan struct {
	Name string
	Col  paint.Col
	Icon func() shape
}

// clans are in the rules' order (ClanID): magenta keep clan, purple village clan, teal sea
// clan.
var clans = [3]clan{
	{"magenta", clanMagenta, glyphKeep},
	{"purple", clanPurple, glyphVillage},
	{"teal", clanTeal, glyphWave},
}

// reaverFrame is the face of a Reaver card of clan cl and tier 1–3, without its words: the
// clan's colour all round with a gold trim; top left the Gain box, top right
// the Rally box (dark wells the scene draws dice into, 44×17 units at (7, 7) and (61, 7)); the
// name band (parchment, 100×18 at (6, 26)); the clan's art
// panel with its icon (96×52 at (8, 48)); the tier as 1–3 gold diamonds on a plate across the
// foot of the art (centred at (56, 101)); and the parchment for the ability (100×47 at
// (6, 104)), its top 3 units under the plate.
func reaverFrame(cl clan, tier int) *paint.Canvas {
	const k = cardK
	c, outline := cardCanvas()
	// one trim for every tier, so the three tiers of a clan differ only in their plate (and
	// the atlas PNG stores the other two almost for free)
	metal := gold
	c.Fill(outline, vgrad(2, 154, cl.Col.Lighten(0.08), cl.Col.Lighten(-0.42)))
	c.FillCol(paint.Stroke(rr(4.6, 4.6, 102.8, 146.8, 6.2), 1.1*k), metal.Alpha(0.9))
	// the two dice wells
	for _, x := range []float64{7, 61} {
		c.FillCol(rr(x, 7, 44, 17, 4), ink.Alpha(0.55))
		c.FillCol(paint.Stroke(rr(x, 7, 44, 17, 4), 0.8*k), metal.Alpha(0.85))
	}
	parchment(c, 6, 26, 100, 18, metal)
	// the art panel: the clan's sky over dark hills, its icon large in a ring
	panel := rr(8, 48, 96, 52, 4)
	art := paint.NewCanvas(c.W, c.H)
	art.Fill(panel, vgrad(48, 100, cl.Col.Lighten(0.45), cl.Col.Lighten(-0.05)))
	hills := paint.NewPath().MoveTo(8*k, 86*k).QuadTo(30*k, 76*k, 52*k, 84*k).QuadTo(78*k, 92*k, 104*k, 80*k).LineTo(104*k, 100*k).LineTo(8*k, 100*k).Close()
	art.FillCol(hills, cl.Col.Lighten(-0.5).Alpha(0.8))
	sea := paint.NewPath().MoveTo(8*k, 92*k).QuadTo(40*k, 88*k, 70*k, 93*k).QuadTo(90*k, 96*k, 104*k, 91*k).LineTo(104*k, 100*k).LineTo(8*k, 100*k).Close()
	art.FillCol(sea, cl.Col.Lighten(-0.65).Alpha(0.8))
	// far off on the skyline, the clan's home: a keep on the hill, a village's roofs, a
	// longship under sail
	far := cl.Col.Lighten(-0.5).Alpha(0.55)
	switch cl.Name {
	case "magenta":
		glyphKeep().draw(art, pt{X: 88 * k, Y: 79 * k}, 0.5*k, far)
	case "purple":
		glyphVillage().draw(art, pt{X: 22 * k, Y: 82 * k}, 0.42*k, far)
		glyphVillage().draw(art, pt{X: 30 * k, Y: 81 * k}, 0.52*k, far)
	default:
		glyphShip().draw(art, pt{X: 88 * k, Y: 84 * k}, 0.5*k, far)
	}
	art.FillCol(paint.Circle(56*k, 73*k, 18*k), cl.Col.Lighten(-0.45).Alpha(0.55))
	art.FillCol(paint.Stroke(paint.Circle(56*k, 73*k, 18*k), 1.2*k), metal.Alpha(0.9))
	cl.Icon().engrave(art, pt{X: 56 * k, Y: 73 * k}, 1.28*k, paper.Lighten(0.3))
	art.ClipMask(paint.Coverage(c.W, c.H, panel))
	c.Draw(art, 0, 0, 1)
	c.FillCol(paint.Stroke(rr(8, 48, 96, 52, 4), 0.9*k), metal.Alpha(0.9))
	// the ability's parchment
	c.FillCol(rr(6, 104.8, 100, 47, 4), ink.Alpha(0.35))
	c.FillCol(rr(6, 104, 100, 47, 4), paper.Lighten(0.3))
	c.FillCol(paint.Stroke(rr(6.5, 104.5, 99, 46, 3.6), 0.7*k), metal.Alpha(0.8))
	// the tier: 1–3 gold diamonds on a dark plate across the foot of the art
	pw := 8 + 11*float64(tier)
	plate := rr(56-pw/2, 95, pw, 12, 3)
	c.FillCol(plate.Translate(0, 0.8*k), ink.Alpha(0.45))
	c.Fill(plate, vgrad(95, 107, woodDark.Lighten(0.25), woodDark.Lighten(-0.2)))
	c.FillCol(paint.Stroke(plate, 0.8*k), metal)
	for i := 0; i < tier; i++ {
		x := 56 + (float64(i)-float64(tier-1)/2)*11
		p := paint.Regular(pt{X: x * k, Y: 101 * k}, 4.4*k, 4, -math.Pi/2)
		c.Fill(p, paint.Linear(0, 96.6*k, 0, 105.4*k, paint.Stop{T: 0, C: metal.Lighten(0.4)}, paint.Stop{T: 1, C: metal.Lighten(-0.2)}))
	}
	return padCard(c)
}

// deck is one Reavers deck's look: its colours (the back's centre and rim, which also frames
// its fronts), its emblem and its sprite name.
type deck struct {
	Name         string
	Centre, Rim  paint.Col
	Emblem       func() shape
	Metal        paint.Col
	HasFrontCard bool // false for the Reaver deck, whose fronts are the clan frames
}

// decks are in the rules' order (Deck): Reaver, Village Spoils, Keep Spoils, Sea Journey, Sea
// Battle, Prophecy.
var decks = [6]deck{
	{"reaver", paint.Hex("#4A4F66"), paint.Hex("#1C1F2C"), glyphHelm, silver, false},
	{"village-spoils", paint.Hex("#A0703A"), paint.Hex("#4A2E14"), glyphVillage, gold, true},
	{"keep-spoils", paint.Hex("#8E2C3C"), paint.Hex("#3A0F18"), glyphKeep, gold, true},
	{"sea-journey", paint.Hex("#3C86AE"), paint.Hex("#12304A"), glyphStar, foam, true},
	{"sea-battle", paint.Hex("#2E6A6A"), paint.Hex("#0E2A2C"), glyphShip, sand, true},
	{"prophecy", paint.Hex("#5B4A94"), paint.Hex("#1E1838"), glyphEye, gold, true},
}

// deckBack is the back of a deck's cards: its colours, lit from the top, a double sand frame
// and its emblem in a metal ring. Like cardBack but lit by a vertical gradient, which the atlas
// PNG stores in a fraction of the bytes of a radial one.
func deckBack(d deck) *paint.Canvas {
	const k = cardK
	c, outline := cardCanvas()
	c.Fill(outline, vgrad(2, 154, d.Centre.Lighten(0.08), d.Rim))
	c.FillCol(paint.Stroke(rr(7, 7, cardW-14, cardH-14, 4), 1.2*k), sand.Alpha(0.65))
	c.FillCol(paint.Stroke(rr(10, 10, cardW-20, cardH-20, 3), 0.8*k), sand.Alpha(0.3))
	ctr := pt{X: cardW / 2 * k, Y: cardH / 2 * k}
	r := cardW * 0.3 * k
	c.FillCol(paint.Circle(ctr.X, ctr.Y, r*1.05), d.Rim.Alpha(0.55))
	c.FillCol(paint.Stroke(paint.Circle(ctr.X, ctr.Y, r*1.05), 1.4*k), d.Metal.Alpha(0.85))
	c.FillCol(paint.Stroke(paint.Circle(ctr.X, ctr.Y, r*1.2), 0.7*k), d.Metal.Alpha(0.45))
	d.Emblem().engrave(c, ctr, r*0.068, d.Metal.Lighten(0.15))
	return padCard(c)
}

// deckFront is the frame of a face-up card of the deck: the deck's colour round the edge,
// the title's parchment (100×15 units at (6, 6)), the deck's medallion under it and the
// parchment for the card's words (100×104 at (6, 46)) with the emblem faint in its lower half.
func deckFront(d deck) *paint.Canvas {
	const k = cardK
	c, outline := cardCanvas()
	c.Fill(outline, vgrad(2, 154, d.Centre, d.Rim))
	c.FillCol(paint.Stroke(rr(4.6, 4.6, 102.8, 146.8, 6.2), 1*k), d.Metal.Alpha(0.75))
	parchment(c, 6, 6, 100, 15, d.Metal)
	c.FillCol(rr(6, 46.8, 100, 104, 4), ink.Alpha(0.35))
	c.FillCol(rr(6, 46, 100, 104, 4), paper.Lighten(0.3))
	c.FillCol(paint.Stroke(rr(6.5, 46.5, 99, 103, 3.6), 0.7*k), d.Metal.Alpha(0.7))
	// the deck's emblem, faint, low on the parchment, under the words the scene writes
	d.Emblem().draw(c, pt{X: 56 * k, Y: 112 * k}, 2.6*k, d.Centre.Alpha(0.09))
	medallion(c, 56, 33, 11, d.Centre, d.Metal, d.Emblem)
	return padCard(c)
}

// artifactFrame is the face of an Artifact card (Village Spoils A01–A12): a gold-trimmed
// amber frame with the title's parchment (100×15 at (6, 6)), a socket for the die it holds
// (a 30-unit well centred at (56, 44)), the parchment for its power (100×62 at (6, 64)) and a
// seal for its Glory (radius 9 at (93, 141)).
func artifactFrame() *paint.Canvas {
	const k = cardK
	d := decks[1]
	c, outline := cardCanvas()
	c.Fill(outline, vgrad(2, 154, d.Centre.Lighten(0.05), d.Rim))
	c.FillCol(paint.Stroke(rr(4.6, 4.6, 102.8, 146.8, 6.2), 1.3*k), gold)
	c.FillCol(paint.Stroke(rr(6.6, 6.6, 98.8, 142.8, 5), 0.6*k), gold.Alpha(0.5))
	parchment(c, 6, 6, 100, 15, gold)
	// the socket: a dark well in a gold ring with four rivets
	c.FillCol(paint.Circle(56*k, 44*k, 19*k), d.Rim.Lighten(-0.2).Alpha(0.6))
	c.FillCol(paint.Stroke(paint.Circle(56*k, 44*k, 19*k), 1.2*k), gold.Alpha(0.85))
	c.FillCol(rr(40, 28, 32, 32, 7), ink.Alpha(0.7))
	c.FillCol(paint.Stroke(rr(40, 28, 32, 32, 7), 1*k), gold)
	for a := 0; a < 4; a++ {
		p := paint.Polar(pt{X: 56 * k, Y: 44 * k}, 19*k, math.Pi/4+float64(a)*math.Pi/2)
		c.FillCol(paint.Circle(p.X, p.Y, 1.6*k), gold.Lighten(0.2))
	}
	c.FillCol(rr(6, 64.8, 100, 62, 4), ink.Alpha(0.35))
	c.FillCol(rr(6, 64, 100, 62, 4), paper.Lighten(0.3))
	c.FillCol(paint.Stroke(rr(6.5, 64.5, 99, 61, 3.6), 0.7*k), gold.Alpha(0.7))
	// the Glory seal
	c.FillCol(paint.Circle(93*k, 141.7*k, 9*k), ink.Alpha(0.4))
	c.Fill(paint.Circle(93*k, 141*k, 9*k), paint.Radial(90*k, 138*k, 12*k, paint.Stop{T: 0, C: gold.Lighten(0.3)}, paint.Stop{T: 1, C: gold.Lighten(-0.3)}))
	c.FillCol(paint.Stroke(paint.Circle(93*k, 141*k, 7.4*k), 0.7*k), woodDark.Alpha(0.6))
	return padCard(c)
}

func reaversCardSprites() []sprite {
	var out []sprite
	for _, cl := range clans {
		for t := 1; t <= 3; t++ {
			out = append(out, centred(fmt.Sprintf("card/reaver-%s-%d", cl.Name, t), reaverFrame(cl, t)))
		}
	}
	for _, d := range decks {
		out = append(out, centred("card/"+d.Name+"-back", deckBack(d)))
		if d.HasFrontCard {
			out = append(out, centred("card/"+d.Name+"-front", deckFront(d)))
		}
	}
	return append(out, centred("card/artifact", artifactFrame()))
}
