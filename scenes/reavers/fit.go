package reavers

import (
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"northtable/render"
	rv "northtable/rules/reavers"
)

// Fitting the location board's words to their columns (1600x900: six columns of 166 logical
// px). The widths below are those render.LocationBoard draws its lines in: the title band's
// words in the tile less 20 px; the cost words after the "Cost" label and its icons, inside
// the body (the tile less 12 px each side); a bonus line after its place pill and 6 px.
const (
	titleBandH   = 34.0 // render.LocationBoard's title band, logical px
	bodyInset    = 12.0 // its body's left and right margin, logical px
	costIconW    = 26.0 // a cost sprite's advance, logical px
	costTokenGap = 4.0  // after a cost token's words, logical px
)

// fitLocations fits the location words to their columns before the board is drawn: the cost
// lines (fitCost) and the titles. It returns the face the titles are drawn in: BodyBold when
// every title fits its band (the widget draws them), else the largest smaller size in which
// all fit, the widget's titles then cleared for drawTitles to draw. All six share one size, so
// the row reads even.
func (b *Board) fitLocations() *render.Face {
	ui := b.ui
	face := ui.Fonts.BodyBold
	for i := range b.locs.Locations {
		b.fitCost(i, rv.Locations[i].Cost)
		w := b.locs.LocationRect(i).W - 20
		if f := render.FitLine(rv.Locations[i].Name, ui.Fonts.BodyBold, w); f.Size < face.Size {
			face = f
		}
	}
	if face == ui.Fonts.BodyBold {
		return face
	}
	for i := range b.locs.Locations {
		b.locs.Locations[i].Title = ""
	}
	return face
}

// drawTitles draws the location titles in face on their bands when fitLocations cleared them, in
// the ink the widget uses (faded on a taken location's muted band).
func (b *Board) drawTitles(dst *ebiten.Image, face *render.Face) {
	if face == b.ui.Fonts.BodyBold {
		return
	}
	for i := range b.locs.Locations {
		l := &b.locs.Locations[i]
		r := b.locs.LocationRect(i)
		ink := render.InkOn(l.Tint)
		if l.Dimmed {
			ink = render.WithAlpha(render.InkOn(render.Mix(l.Tint, render.PaperShade, 0.65)), render.DimAlpha)
		}
		b.ui.P.TextMid(dst, rv.Locations[i].Name, face, r.X+r.W/2, r.Y+titleBandH/2+1, ink, render.AlignCenter)
	}
}

// fitCost sets location loc's cost line from c: its words when they fit after the "Cost"
// label ("Free", "4 Food"), else each part as a count and an icon (1 Food token, 2 Chest
// dice), which fits where "1 Food and 2 Chest" cannot; the tooltip keeps the words.
func (b *Board) fitCost(i int, c rv.Cost) {
	loc := &b.locs.Locations[i]
	if c.IsFree() {
		return
	}
	if tw, _ := render.MeasureText(loc.Cost, b.ui.Fonts.BodyBold); loc.Cost == "" || tw <= b.costWidth(i, nil) {
		return
	}
	var icons []string
	add := func(n int8, sprite string) {
		if n > 0 && sprite != "" {
			icons = append(icons, strconv.Itoa(int(n)), sprite)
		}
	}
	add(c.Food, render.TokenSprites[rv.Food])
	add(c.Favour, render.TokenSprites[rv.Favour])
	for k, n := range c.Dice {
		add(n, needSprite(rv.Need(k)))
	}
	if c.Dice[rv.NeedAny] > 0 {
		return // no one icon says "any die": keep the words
	}
	loc.Cost, loc.CostIcons = "", icons
}

// needSprite is a crew die showing need's face, of the colour with most such sides.
func needSprite(n rv.Need) string {
	f := [...]rv.Face{rv.NeedShip: rv.Ship, rv.NeedChest: rv.Chest, rv.NeedShield: rv.Shield, rv.NeedHammer: rv.Hammer, rv.NeedAny: -1}[n]
	if f < 0 {
		return ""
	}
	best, bc := "", 0
	for c := rv.Colour(0); c < rv.NumColours; c++ {
		if k := rv.FaceCount(c, f); k > bc {
			best, bc = render.CrewDieSprites[c][f], k
		}
	}
	return best
}

// costWidth is the room location i's cost words have after the "Cost" label and icons,
// logical px.
func (b *Board) costWidth(i int, icons []string) float64 {
	ui := b.ui
	r := b.locs.LocationRect(i)
	w := r.W - 2*bodyInset - render.TextWidth("Cost", ui.Fonts.SmallBold) - 8
	for _, ic := range icons {
		if ui.Sprite(ic) != nil {
			w -= costIconW
			continue
		}
		w -= render.TextWidth(ic, ui.Fonts.BodyBold) + costTokenGap
	}
	return w
}

// bonusWidth is the room a bonus line for place has after its pill in location i, logical px.
func (b *Board) bonusWidth(i int, place string) float64 {
	ui := b.ui
	r := b.locs.LocationRect(i)
	pill := max(render.TextWidth(place, ui.Fonts.SmallBold)+10, ui.Fonts.SmallBold.Size+6)
	return r.W - 2*bodyInset - pill - 6
}

// locationCuts lists the location words the board would cut as laid out now: a title wider
// than its band in the size drawn, a cost or bonus line wider than its room. Empty is the
// board's promise (checked by a test at 1600x900 for 2 to 4 players).
func (b *Board) locationCuts() []string {
	ui := b.ui
	var out []string
	face := b.fitLocations()
	for i := range b.locs.Locations {
		l := &b.locs.Locations[i]
		name := rv.Locations[i].Name
		if tw, _ := render.MeasureText(name, face); tw > b.locs.LocationRect(i).W-20 {
			out = append(out, "title "+name)
		}
		if l.Cost != "" {
			if tw, _ := render.MeasureText(l.Cost, ui.Fonts.BodyBold); tw > b.costWidth(i, l.CostIcons) {
				out = append(out, name+" cost "+l.Cost)
			}
		}
		for _, bn := range l.Bonuses {
			if tw, _ := render.MeasureText(bn.Text, ui.Fonts.Small); tw > b.bonusWidth(i, bn.Place) {
				out = append(out, name+" bonus "+bn.Text)
			}
		}
	}
	return out
}
