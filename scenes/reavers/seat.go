package reavers

import (
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"northtable/render"
	"northtable/rules"
	rv "northtable/rules/reavers"
)

// drawSeat draws seat s's player board in r: name and Glory, stocks, dice, Leader and slots,
// Artifacts and Ship Upgrades (large for the seat deciding, compact for the others).
func (b *Board) drawSeat(dst *ebiten.Image, s rules.Seat, r render.Rect, large bool) {
	ui, g := b.ui, b.g
	pl := g.Player(s)
	col := b.t.Colour(s)
	ui.SoftShadow(dst, r, 10, 3, 0.35)
	ui.RoundRect(dst, r, 10, render.Paper)
	pc := render.PlayerColours[col%render.NumPlayerColours]
	ui.P.FillRect(dst, render.Rect{X: r.X, Y: r.Y + 10, W: 5, H: r.H - 20}, pc)
	if g.ToMove() == s {
		ui.RoundRing(dst, r, 10, 3, render.Shallow)
	}
	// header
	ui.DrawPlayerMark(dst, col, r.X+20, r.Y+20, 10)
	nameW := r.W - 150
	b.text(dst, b.t.Name(s), ui.Fonts.BodyBold, r.X+36, r.Y+9, nameW, render.Ink)
	ui.P.TextMid(dst, strconv.Itoa(int(pl.Glory))+" Glory", ui.Fonts.BodyBold, r.Right()-(map[bool]float64{true: 60, false: 12})[large], r.Y+20, render.Ink, render.AlignRight)
	tags := ""
	if g.StartPlayer() == s {
		tags = "Start player"
	}
	if g.HonourShip() == s {
		if tags != "" {
			tags += " · "
		}
		tags += "Honour Ship"
	}
	hand := g.HandSize(s)
	line := strconv.Itoa(hand) + " Prophecies"
	if hand == 1 {
		line = "1 Prophecy"
	}
	if pl.Hand != 0 && s == b.t.Viewer() && large { // the viewer's own hand: its names (others see a count)
		var names []string
		for id := rv.ProphecyID(0); id < rv.NumProphecies; id++ {
			if pl.Hand&(1<<uint(id)) != 0 {
				names = append(names, rv.Prophecies[id].Name)
			}
		}
		line = "Prophecies: " + rules.List(names)
	}
	if tags != "" {
		line = tags + " · " + line
	}
	b.text(dst, line, ui.Fonts.Small, r.X+14, r.Y+34, r.W-24, render.InkSoft)
	if home, ok := b.pawnHome(); ok && large && !b.drag.Active() {
		ui.CircleRing(dst, home.X, home.Y, 24, 2, render.Shallow)
		ui.DrawPawn(dst, render.Pawn{Mark: col, Sprite: render.PawnSprites[col%render.NumPlayerColours]}, home, 40, 1)
	}
	// stocks
	y := r.Y + 54
	x := r.X + 14
	tw := 62.0
	if !large {
		tw = (r.W - 24) / 6
	}
	ts, tf := 22.0, ui.Fonts.BodyBold
	if tw < 44 {
		ts, tf = 15, ui.Fonts.SmallBold
	}
	for t := rv.Token(0); t < rv.NumTokens; t++ {
		b.sprite(dst, render.TokenSprites[t], render.Rect{X: x, Y: y + (22-ts)/2, W: ts, H: ts}, 1)
		ui.P.TextMid(dst, strconv.Itoa(int(pl.Tokens[t])), tf, x+ts+2, y+11, render.Ink, render.AlignLeft)
		x += tw
	}
	// dice
	tray := &b.trays[s]
	th := 92.0
	if !large {
		th = 104
	}
	tray.Rect = render.Rect{X: r.X + 10, Y: y + 28, W: r.W - 20, H: th}
	if !large {
		tray.DieSize = 22
	} else {
		tray.DieSize = 0
	}
	tray.Draw(dst, ui)
	y = tray.Rect.Bottom() + 6
	// Leader and Specialise slots
	if large {
		w := (r.W - 20 - 4*6) / 5
		boxes := []struct {
			label string
			cards []rv.ReaverID
		}{{"Leader", []rv.ReaverID{pl.Leader}}}
		for sl := rv.Slot(0); sl < rv.NumSlots; sl++ {
			var cs []rv.ReaverID
			for _, id := range pl.Slots[sl] {
				if id >= 0 {
					cs = append(cs, id)
				}
			}
			boxes = append(boxes, struct {
				label string
				cards []rv.ReaverID
			}{sl.String(), cs})
		}
		for i, bx := range boxes {
			br := render.Rect{X: r.X + 10 + float64(i)*(w+6), Y: y, W: w, H: 62}
			ui.RoundRect(dst, br, 6, render.PaperShade)
			b.text(dst, bx.label, ui.Fonts.SmallBold, br.X+5, br.Y+2, br.W-8, render.InkSoft)
			cy := br.Y + 20
			ch := (br.H - 22) / 3
			for _, id := range bx.cards {
				if id < 0 {
					continue
				}
				rr := rv.Reavers[id]
				cr := render.Rect{X: br.X + 3, Y: cy, W: br.W - 6, H: ch - 1}
				ui.RoundRect(dst, cr, 3, clanTints[rr.Clan])
				b.text(dst, rr.Name, ui.Fonts.Small, cr.X+3, cr.Y-1, cr.W-5, render.InkOn(clanTints[rr.Clan]))
				cy += ch
			}
		}
		y += 68
	} else {
		leader := "no Leader yet"
		if pl.Leader >= 0 {
			leader = "Leader: " + rv.Reavers[pl.Leader].Name
		}
		b.text(dst, leader, ui.Fonts.SmallBold, r.X+14, y, r.W-24, render.Ink)
		y += 18
		sl := ""
		for k := rv.Slot(0); k < rv.NumSlots; k++ {
			c := 0
			for _, id := range pl.Slots[k] {
				if id >= 0 {
					c++
				}
			}
			if k > 0 {
				sl += " · "
			}
			sl += k.String() + " " + strconv.Itoa(c)
		}
		b.text(dst, sl, ui.Fonts.Small, r.X+14, y, r.W-24, render.Ink)
		y += 20
	}
	// Artifacts and Ship Upgrades
	aw := (r.W - 20 - 3*40 - 3*4 - 10) / 4
	if !large {
		aw = (r.W - 20 - 3*4 - 3*30 - 6) / 4
	}
	for i := 0; i < rv.ArtifactSpaces; i++ {
		ar := render.Rect{X: r.X + 10 + float64(i)*(aw+4), Y: y, W: aw, H: 36}
		ui.RoundRect(dst, ar, 5, render.WithAlpha(render.Sand, 0.7))
		a := pl.Artifacts[i]
		if a < 0 && !large {
			continue
		}
		if a < 0 {
			b.text(dst, "Artifact", ui.Fonts.Small, ar.X+5, ar.Y+9, ar.W-8, render.WithAlpha(render.InkSoft, 0.6))
			continue
		}
		art := rv.Artifacts[a]
		b.text(dst, art.Name, ui.Fonts.Small, ar.X+4, ar.Y+1, ar.W-6, render.Ink)
		if pl.Stored&(1<<i) != 0 {
			b.sprite(dst, render.CrewDieSprites[art.HoldsColour][art.HoldsFace], render.Rect{X: ar.X + 3, Y: ar.Y + 17, W: 17, H: 17}, 1)
			b.text(dst, "stored", ui.Fonts.Small, ar.X+22, ar.Y+18, ar.W-24, render.InkSoft)
		} else {
			b.sprite(dst, render.CrewDieSprites[art.HoldsColour][art.HoldsFace], render.Rect{X: ar.X + 3, Y: ar.Y + 17, W: 17, H: 17}, 0.3)
		}
	}
	ux := r.X + 10 + 4*(aw+4) + 6
	us := 44.0
	if !large {
		us = 30
	}
	for i, u := range pl.Upgrades {
		ur := render.Rect{X: ux + float64(i)*us, Y: y + (36-(us-8))/2, W: us - 8, H: us - 8}
		if !u.Present {
			ui.RoundRing(dst, ur, 6, 1, render.WithAlpha(render.InkSoft, 0.4))
			continue
		}
		name := render.UpgradeSprites[u.Kind]
		if u.Used {
			name = render.UsedUpgradeSprites[u.Kind]
		}
		b.sprite(dst, name, ur, 1)
	}
}

// drawGlory draws the Glory standings: each seat's mark on a track, with the number.
func (b *Board) drawGlory(dst *ebiten.Image) {
	ui := b.ui
	r := gloryRect
	ui.RoundRect(dst, r, 10, render.Paper)
	ui.P.Text(dst, "Glory", ui.Fonts.BodyBold, r.X+14, r.Y+6, render.Ink, render.AlignLeft)
	top := 30
	for s := 0; s < b.n; s++ {
		top = max(top, int(b.g.Player(rules.Seat(s)).Glory)+5)
	}
	top = (top + 9) / 10 * 10
	line := render.Rect{X: r.X + 24, Y: r.Y + 52, W: r.W - 48, H: 4}
	ui.P.FillRect(dst, line, render.PaperShade)
	for v := 0; v <= top; v += 10 {
		x := line.X + line.W*float64(v)/float64(top)
		ui.P.FillRect(dst, render.Rect{X: x - 1, Y: line.Y - 6, W: 2, H: 16}, render.InkSoft)
		ui.P.Text(dst, strconv.Itoa(v), ui.Fonts.Small, x, line.Y+12, render.InkSoft, render.AlignCenter)
	}
	for s := 0; s < b.n; s++ {
		gl := int(b.g.Player(rules.Seat(s)).Glory)
		x := line.X + line.W*float64(gl)/float64(top)
		ui.DrawPlayerMark(dst, b.t.Colour(rules.Seat(s)), x, line.Y+2-float64(s)*4, 9)
	}
	x := r.X + 90
	for s := 0; s < b.n; s++ {
		ui.DrawPlayerMark(dst, b.t.Colour(rules.Seat(s)), x, r.Y+17, 7)
		w := b.t.Name(rules.Seat(s)) + " " + strconv.Itoa(int(b.g.Player(rules.Seat(s)).Glory))
		b.text(dst, w, ui.Fonts.Small, x+11, r.Y+8, 96, render.Ink)
		x += 108
	}
	ui.P.Flush(dst)
}
