package main

import (
	"math"

	"northtable/build/spritegen/paint"
)

// Reavers of Midgard's palette. The crew-die colours are golden yellow, sea blue and brick red,
// apart in lightness (yellow light, blue and red mid) and in hue under every simulated
// colour-vision deficiency; the Combat die is near black. The clans spread lightness too:
// purple dark, magenta mid, teal light (CIEDE2000 ≥ 20 between any two under protanopia,
// deuteranopia and tritanopia), and each clan card carries its clan icon, so colour is never
// the only cue.
var (
	dieYellow = paint.Hex("#EFC940")
	dieBlue   = paint.Hex("#2B6CB0")
	dieRed    = paint.Hex("#B83A2E")
	dieBlack  = paint.Hex("#2A2F36")
	bone      = paint.Hex("#EFE3C8") // glyphs on the dark dice
	gold      = paint.Hex("#E3B341")
	bronze    = paint.Hex("#C07F45")
	silver    = paint.Hex("#C9D1D6")
	wood      = paint.Hex("#8C5A33")
	woodDark  = paint.Hex("#4A3426")

	clanMagenta = paint.Hex("#C8436E") // keep clan
	clanPurple  = paint.Hex("#432E8E") // village clan
	clanTeal    = paint.Hex("#52B5AC") // sea clan
)

// tierMetal is the trim of a tier-1, -2 or -3 card or a level I–III Territory tile: bronze,
// silver, gold.
var tierMetal = [3]paint.Col{bronze, silver, gold}

// shape is a one-colour glyph in unit coordinates (a box from −10 to 10 on each axis, y down):
// filled parts, then parts cut out of them. Each part is rasterised alone, so the windings of
// different parts never interact.
type shape struct {
	fill, cut []*paint.Path
}

// add returns s with t's parts added.
func (s shape) add(t shape) shape {
	return shape{append(append([]*paint.Path(nil), s.fill...), t.fill...), append(append([]*paint.Path(nil), s.cut...), t.cut...)}
}

// xf moves every part of s by f (applied to unit coordinates).
func (s shape) xf(f func(pt) pt) shape {
	var out shape
	for _, p := range s.fill {
		out.fill = append(out.fill, p.Map(f))
	}
	for _, p := range s.cut {
		out.cut = append(out.cut, p.Map(f))
	}
	return out
}

// turn rotates s by a radians about the unit origin, scales it by k and moves it by (dx, dy).
func (s shape) turn(a, k, dx, dy float64) shape {
	sn, cs := math.Sin(a), math.Cos(a)
	return s.xf(func(v pt) pt { return pt{X: (v.X*cs-v.Y*sn)*k + dx, Y: (v.X*sn+v.Y*cs)*k + dy} })
}

// mirror flips s left to right.
func (s shape) mirror() shape { return s.xf(func(v pt) pt { return pt{X: -v.X, Y: v.Y} }) }

// layer draws s in colour col, centred on c with u canvas px per unit, on a new w×h layer.
func (s shape) layer(w, h int, c pt, u float64, col paint.Col) *paint.Canvas {
	l := paint.NewCanvas(w, h)
	to := func(v pt) pt { return pt{X: c.X + v.X*u, Y: c.Y + v.Y*u} }
	for _, p := range s.fill {
		l.FillCol(p.Map(to), col)
	}
	for _, p := range s.cut {
		erase(l, p.Map(to))
	}
	return l
}

// draw draws s onto dst (see layer).
func (s shape) draw(dst *paint.Canvas, c pt, u float64, col paint.Col) {
	dst.Draw(s.layer(dst.W, dst.H, c, u, col), 0, 0, 1)
}

// engrave draws s as if cut into the surface: a soft dark lip below it, then the glyph.
func (s shape) engrave(dst *paint.Canvas, c pt, u float64, col paint.Col) {
	l := s.layer(dst.W, dst.H, c, u, col)
	dst.Shadow(l, ink.Alpha(0.45), int(math.Max(1, u*0.5)), 0, int(math.Max(1, math.Round(u*0.6))))
	dst.Draw(l, 0, 0, 1)
}

// erase clears the canvas inside p (a cut-out).
func erase(c *paint.Canvas, p *paint.Path) {
	m := paint.Coverage(c.W, c.H, p)
	for i := range m {
		m[i] = 1 - m[i]
	}
	c.ClipMask(m)
}

func line(w float64, xy ...float64) *paint.Path {
	p := paint.NewPath().MoveTo(xy[0], xy[1])
	for i := 2; i+1 < len(xy); i += 2 {
		p.LineTo(xy[i], xy[i+1])
	}
	return paint.Stroke(p, w)
}

// The glyphs of the dice faces, Ship Upgrades and location plaques. Each reads by its outline
// alone at 14 px (a die drawn 24 logical px wide): the Ship a low hull with a dragon prow under
// a square sail, the Chest a box under a domed lid, the Shield a pointed heater shield with a
// cross, the Hammer an
// upright T, the Double Hammer two Hammers crossed into an X, the village a gabled house, the
// wave a curling crest, the keep a crenellated tower.

func glyphShip() shape {
	hull := paint.NewPath().MoveTo(-9.4, -1.6).QuadTo(-8.6, 3.6, -4.6, 5.2).QuadTo(0, 6.6, 4.6, 5.2).QuadTo(8.6, 3.6, 9.4, -1).
		QuadTo(8.2, 1.4, 6, 1.8).LineTo(-6, 1.8).QuadTo(-8.2, 1.4, -9.4, -1.6).Close()
	prow := paint.Stroke(paint.NewPath().MoveTo(8.6, 0.6).QuadTo(10.4, -3.4, 8.8, -7.4), 2.1)
	head := paint.NewPath().MoveTo(7.6, -7.6).QuadTo(8.4, -10.2, 10.6, -9).LineTo(10.8, -7.4).QuadTo(9.6, -7.2, 9.6, -6.2).Close()
	stern := paint.Stroke(paint.NewPath().MoveTo(-8.8, 0).QuadTo(-10.2, -2.6, -8.6, -4.8).QuadTo(-7.4, -5.8, -7, -4.4), 1.8)
	sail := paint.NewPath().MoveTo(-5.6, -8.4).LineTo(4.4, -8.4).QuadTo(7.8, -5.2, 4.6, -1.2).LineTo(-5.6, -1.2).
		QuadTo(-4.4, -4.8, -5.6, -8.4).Close()
	return shape{fill: []*paint.Path{hull, prow, head, stern, sail, paint.RoundRect(-6.6, -9.8, 12, 1.6, 0.8), paint.RoundRect(-1.4, -10.6, 1.8, 12.4, 0.6)}}
}

func glyphChest() shape {
	body := paint.RoundRect(-9, -1, 18, 9, 1.4)
	lid := paint.NewPath().MoveTo(-9, -2.2).LineTo(-9, -4.4).QuadTo(-9, -9.4, 0, -9.4).QuadTo(9, -9.4, 9, -4.4).LineTo(9, -2.2).Close()
	return shape{fill: []*paint.Path{body, lid}, cut: []*paint.Path{
		paint.Circle(0, 2.6, 1.6), paint.Rect(-0.7, 2.6, 1.4, 3.2),
		paint.Rect(-6.2, -9.5, 1.3, 18), paint.Rect(4.9, -9.5, 1.3, 18),
	}}
}

func glyphShield() shape {
	outline := func(k float64) *paint.Path {
		return paint.NewPath().MoveTo(-8.8*k, -9.4*k).LineTo(8.8*k, -9.4*k).LineTo(8.8*k, -1.8*k).QuadTo(8.4*k, 6.2*k, 0, 10*k).
			QuadTo(-8.4*k, 6.2*k, -8.8*k, -1.8*k).Close()
	}
	return shape{fill: []*paint.Path{outline(1)}, cut: []*paint.Path{
		paint.Stroke(outline(0.7).Translate(0, -0.5), 1.4), paint.Rect(-0.7, -6.4, 1.4, 12.2), paint.Rect(-6.2, -3.6, 12.4, 1.4),
	}}
}

func glyphHammer() shape {
	return shape{fill: []*paint.Path{
		paint.RoundRect(-8.6, -9.8, 17.2, 6.6, 1.3), paint.RoundRect(-1.8, -4, 3.6, 12.4, 1), paint.Circle(0, 8.6, 2.2),
	}}
}

func glyphDoubleHammer() shape {
	h := shape{fill: []*paint.Path{
		paint.RoundRect(-6.8, -9.8, 13.6, 6, 1.2), paint.RoundRect(-1.8, -4.2, 3.6, 12.6, 1), paint.Circle(0, 8.6, 2.2),
	}}
	h = h.turn(0, 1, 0, -3) // pivot where the handles cross
	return h.turn(0.78, 0.8, 0, 1.6).add(h.turn(-0.78, 0.8, 0, 1.6))
}

func glyphVillage() shape {
	roof := paint.Poly(pt{X: -10, Y: -0.4}, pt{X: 0, Y: -9.8}, pt{X: 10, Y: -0.4})
	body := paint.Rect(-7.2, -1.6, 14.4, 10.4)
	return shape{fill: []*paint.Path{roof, body}, cut: []*paint.Path{
		paint.Rect(-10, -1.1, 20, 1), paint.NewPath().MoveTo(-2.2, 8.9).LineTo(-2.2, 4.6).ArcTo(pt{X: 0, Y: 4.6}, 2.2, math.Pi, 2*math.Pi).LineTo(2.2, 8.9).Close(),
	}}
}

func glyphWave() shape {
	crest := paint.NewPath().MoveTo(-9.8, 5.4).QuadTo(-9.8, -4.4, -1, -7.8).QuadTo(6, -10.4, 9.8, -4.6).
		QuadTo(5.6, -7, 2.8, -4.8).QuadTo(-0.4, -2, 2.2, 1).QuadTo(4.4, 2.8, 7.4, 1.6).QuadTo(4.6, 5.4, -2.6, 5.4).Close()
	swell := paint.NewPath().MoveTo(-9.6, 8.6).QuadTo(-7.2, 6.6, -4.8, 8.6).QuadTo(-2.4, 10.6, 0, 8.6).QuadTo(2.4, 6.6, 4.8, 8.6).QuadTo(7.2, 10.6, 9.6, 8.6)
	return shape{fill: []*paint.Path{crest, paint.Stroke(swell, 1.9)}}
}

func glyphKeep() shape {
	fill := []*paint.Path{paint.Rect(-6.6, -4.4, 13.2, 13.4), paint.Rect(-7.6, -5, 15.2, 1.8)}
	for _, x := range []float64{-7.6, -1.9, 3.8} {
		fill = append(fill, paint.Rect(x, -9.6, 3.8, 5))
	}
	gate := paint.NewPath().MoveTo(-2.4, 9.2).LineTo(-2.4, 4.8).ArcTo(pt{X: 0, Y: 4.8}, 2.4, math.Pi, 2*math.Pi).LineTo(2.4, 9.2).Close()
	return shape{fill: fill, cut: []*paint.Path{gate, paint.RoundRect(-0.8, -2.4, 1.6, 3.8, 0.8)}}
}

// glyphAxe is a bearded axe, tilted, its blade to the right.
func glyphAxe() shape {
	handle := paint.RoundRect(-1.2, -9.8, 2.4, 20, 1.2)
	blade := paint.NewPath().MoveTo(0.6, -8.6).QuadTo(4.4, -8.8, 7, -11).QuadTo(13.4, -3.4, 8.2, 4.6).QuadTo(3.4, -3.6, 0.6, -3.8).Close()
	poll := paint.RoundRect(-3.6, -8.6, 3, 3.6, 0.8)
	return shape{fill: []*paint.Path{handle, blade, poll}}.turn(0.3, 0.95, -1.8, 0.6)
}

// glyphDoubleAxe is two axes crossed, blades outward: two successes.
func glyphDoubleAxe() shape {
	a := shape{fill: glyphAxe().turn(0, 1, 1.8, -0.6).turn(-0.3, 1/0.95, 0, 0).fill}
	return a.turn(0.55, 0.86, 1.2, 0.4).add(a.turn(0.55, 0.86, 1.2, 0.4).mirror())
}

// glyphHelm is a nose-guarded helmet (Recruit Reavers, the Reaver deck).
func glyphHelm() shape {
	dome := paint.NewPath().MoveTo(-8.4, 2.4).QuadTo(-8.6, -9.6, 0, -9.6).QuadTo(8.6, -9.6, 8.4, 2.4).Close()
	band := paint.RoundRect(-9.2, 0.6, 18.4, 3.2, 0.8)
	nose := paint.Poly(pt{X: -1.4, Y: 2}, pt{X: 1.4, Y: 2}, pt{X: 1, Y: 9.6}, pt{X: -1, Y: 9.6})
	cheekL := paint.Poly(pt{X: -8.4, Y: 3}, pt{X: -4.4, Y: 3}, pt{X: -5.2, Y: 9}, pt{X: -8, Y: 7.4})
	return shape{fill: []*paint.Path{dome, band, nose, cheekL, cheekL.Scale(pt{}, -1, 1)}, cut: []*paint.Path{line(1.1, 0, -8.8, 0, -0.2)}}
}

// glyphScales is a balance (Trade with Villages).
func glyphScales() shape {
	pan := func(x float64) []*paint.Path {
		bowl := paint.NewPath().MoveTo(x-4.4, 2.4).QuadTo(x, 7.8, x+4.4, 2.4).Close()
		return []*paint.Path{bowl, line(0.9, x-4, 2.6, x, -5.8, x+4, 2.6)}
	}
	fill := []*paint.Path{paint.RoundRect(-1, -8.2, 2, 16, 0.8), paint.RoundRect(-5.4, 7.4, 10.8, 2.2, 1), line(1.8, -6.6, -6, 6.6, -6), paint.Circle(0, -8.6, 1.6)}
	fill = append(fill, pan(-6.2)...)
	fill = append(fill, pan(6.2)...)
	return shape{fill: fill}
}

// glyphSword is an upright sword.
func glyphSword() shape {
	return shape{fill: []*paint.Path{
		paint.Poly(pt{X: -1.3, Y: 3.4}, pt{X: -1.3, Y: -7.8}, pt{X: 0, Y: -10}, pt{X: 1.3, Y: -7.8}, pt{X: 1.3, Y: 3.4}),
		paint.RoundRect(-4.8, 3.2, 9.6, 1.9, 0.9), paint.RoundRect(-0.9, 4.6, 1.8, 4, 0.5), paint.Circle(0, 9, 1.5),
	}}
}

// glyphFlame is a tongue of fire.
func glyphFlame() shape {
	f := paint.NewPath().MoveTo(0, 10).QuadTo(-7.8, 8.6, -6.4, 1).QuadTo(-5.4, -3.6, -1.8, -5).QuadTo(-3, -1.4, -0.4, 0.6).
		QuadTo(-0.6, -6.6, 3.6, -10).QuadTo(2.8, -4.6, 5.6, -1.4).QuadTo(8.2, 2, 6.4, 6.2).QuadTo(4.6, 9.6, 0, 10).Close()
	return shape{fill: []*paint.Path{f}, cut: []*paint.Path{paint.NewPath().MoveTo(0, 9).QuadTo(-3.4, 8, -2.4, 4).QuadTo(-1.4, 2, 0.6, 1.2).QuadTo(0, 4, 2.6, 5.4).QuadTo(3.2, 8.4, 0, 9).Close()}}
}

// glyphBanner is a flag planted on a hill (Subdue Territories).
func glyphBanner() shape {
	hill := paint.NewPath().MoveTo(-10, 9.4).QuadTo(-7, 0.6, -2.6, 0.2).QuadTo(1.4, 0, 3.2, 3).QuadTo(5, 0.8, 7, 2.6).QuadTo(9, 4.8, 10, 9.4).Close()
	pole := paint.RoundRect(-3.4, -10, 1.6, 10.8, 0.6)
	flag := paint.NewPath().MoveTo(-1.8, -9.6).QuadTo(2.4, -10.8, 7.4, -8.6).QuadTo(5.2, -7, 7.4, -4.8).QuadTo(2.4, -6.8, -1.8, -4.8).Close()
	return shape{fill: []*paint.Path{hill, pole, flag}}
}

// glyphEye is an open eye under rays (the Prophecy deck).
func glyphEye() shape {
	eye := paint.NewPath().MoveTo(-9.8, 1).QuadTo(0, -8.8, 9.8, 1).QuadTo(0, 10.8, -9.8, 1).Close()
	fill := []*paint.Path{eye}
	for i := -2; i <= 2; i++ {
		a := -math.Pi/2 + float64(i)*0.42
		fill = append(fill, line(1.3, 7.4*math.Cos(a), 1+7.4*math.Sin(a), 9.6*math.Cos(a), 1+9.6*math.Sin(a)))
	}
	return shape{fill: fill, cut: []*paint.Path{
		paint.Stroke(paint.NewPath().MoveTo(-7.6, 1).QuadTo(0, -6.4, 7.6, 1).QuadTo(0, 8.4, -7.6, 1).Close(), 1.2),
		paint.Stroke(paint.Circle(0, 1, 3.6), 1.2),
	}}
}

// glyphStar is the eight-rayed star of a sailing course (the Sea Journey deck).
func glyphStar() shape {
	return shape{fill: []*paint.Path{paint.Star(pt{}, 10, 3, 4, -math.Pi/2), paint.Star(pt{}, 6.4, 2.4, 4, -math.Pi/4)},
		cut: []*paint.Path{paint.Circle(0, 0, 1.5)}}
}

// glyphWildRune is the six-spoked rune of the wild mark: a die that stands for any face.
func glyphWildRune() shape {
	var fill []*paint.Path
	for i := 0; i < 3; i++ {
		a := float64(i) * math.Pi / 3
		fill = append(fill, line(3.2, -9*math.Sin(a), -9*math.Cos(a), 9*math.Sin(a), 9*math.Cos(a)))
	}
	return shape{fill: fill}
}

// glyphSkull is a skull (Terror).
func glyphSkull() shape {
	return shape{fill: []*paint.Path{paint.Circle(0, -1.6, 8), paint.RoundRect(-4.6, 2.6, 9.2, 6.6, 1.8)}, cut: []*paint.Path{
		paint.Ellipse(-3.3, -1, 2.3, 2.6), paint.Ellipse(3.3, -1, 2.3, 2.6),
		paint.Poly(pt{X: 0, Y: 2.2}, pt{X: 1.3, Y: 4.6}, pt{X: -1.3, Y: 4.6}),
		paint.Rect(-2.2, 6.6, 0.9, 2.8), paint.Rect(1.3, 6.6, 0.9, 2.8), paint.Rect(-0.45, 6.8, 0.9, 2.6),
	}}
}

// glyphFavour is the four-pointed star of the gods' favour inside a ring.
func glyphFavour() shape {
	return shape{fill: []*paint.Path{paint.Stroke(paint.Circle(0, 0, 8.6), 1.6), paint.Star(pt{}, 9.8, 2.4, 4, -math.Pi/2)}}
}

// clanGlyphs are the clan icons by crew-die colour (yellow village, blue wave, red keep).
var clanGlyphs = [3]func() shape{glyphVillage, glyphWave, glyphKeep}
