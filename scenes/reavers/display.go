package reavers

import (
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"northtable/render"
	rv "northtable/rules/reavers"
)

// drawDisplay draws location l's display in r: the cards, dice and stacks it offers.
func (b *Board) drawDisplay(dst *ebiten.Image, l rv.Location, r render.Rect) {
	g, ui := b.g, b.ui
	n := g.DisplaySize(l)
	gap := 6.0
	switch l {
	case rv.RecruitReavers:
		h := min(80, (r.H-gap*float64(n-1))/float64(max(1, n)))
		for i := 0; i < n; i++ {
			st := g.Stack(i)
			y := r.Y + float64(i)*(h+gap)
			ch := (h - 2) / 2
			for k, id := range st {
				cr := render.Rect{X: r.X, Y: y + float64(k)*(ch+2), W: r.W, H: ch}
				if id < 0 {
					continue
				}
				rvr := rv.Reavers[id]
				b.miniCard(dst, cr, clanTints[rvr.Clan], rvr.Name, rvr.Clan.String()+" · tier "+strconv.Itoa(int(rvr.Tier)))
			}
		}
	case rv.RaidVillages, rv.RaidKeeps:
		h := min(100, (r.H-gap*float64(n-1))/float64(max(1, n)))
		tint := render.Mix(locTints[l], render.Paper, 0.55)
		for i := 0; i < n; i++ {
			y := r.Y + float64(i)*(h+gap)
			ch := (h - 2) / 2
			var names [2]string
			var texts [2]string
			if l == rv.RaidKeeps {
				pr := g.KeepPair(i)
				for k, id := range pr {
					if id >= 0 {
						names[k], texts[k] = rv.KeepSpoilsKinds[id].Name, keepWords(&rv.KeepSpoilsKinds[id])
					}
				}
			} else {
				pr := g.VillagePair(i)
				for k, id := range pr {
					if id >= 0 {
						names[k], texts[k] = villageCardName(&rv.VillageSpoilsKinds[id]), villageWords(&rv.VillageSpoilsKinds[id])
					}
				}
			}
			for k := range names {
				if names[k] != "" {
					b.miniCard(dst, render.Rect{X: r.X, Y: y + float64(k)*(ch+2), W: r.W, H: ch}, tint, names[k], texts[k])
				}
			}
		}
	case rv.BattleAtSea:
		h := min(90, (r.H-gap*float64(n-1))/float64(max(1, n)))
		for i := 0; i < n; i++ {
			id := g.SeaBattle(i)
			if id < 0 {
				continue
			}
			bt := rv.Battles[id]
			cr := render.Rect{X: r.X, Y: r.Y + float64(i)*(h+gap), W: r.W, H: h}
			ui.RoundRect(dst, cr, 5, render.Mix(render.Sea, render.Paper, 0.6))
			b.text(dst, bt.Name, ui.Fonts.SmallBold, cr.X+6, cr.Y+3, cr.W-10, render.Ink)
			b.text(dst, "Defence "+strconv.Itoa(int(bt.Defence))+" · or pay", ui.Fonts.Small, cr.X+6, cr.Y+20, cr.W-10, render.Ink)
			b.text(dst, needsWords(bt.Combination), ui.Fonts.Small, cr.X+6, cr.Y+36, cr.W-10, render.Ink)
			b.wrapped(dst, "Win: "+strings.TrimSuffix(bt.Text, "."), cr.X+6, cr.Y+52, cr.W-10, cr.Bottom()-(cr.Y+52), render.InkSoft)
		}
	case rv.TradeWithVillages:
		d := g.TradeDice()
		const ds = 34.0
		k := 0
		for _, td := range d {
			if !td.Present {
				continue
			}
			x := r.X + float64(k%3)*(ds+8) + 4
			y := r.Y + float64(k/3)*(ds+6)
			b.sprite(dst, render.CrewDieSprites[td.Colour][td.Face], render.Rect{X: x, Y: y, W: ds, H: ds}, 1)
			k++
		}
		y := r.Y + 2*(ds+6) + 6
		b.text(dst, "Prophecies", ui.Fonts.SmallBold, r.X, y, r.W, render.Paper)
		y += 20
		ph := min(54, (r.Bottom()-y)/float64(max(1, n))-4) // name and two lines where there is room
		for i := 0; i < n; i++ {
			id := g.ProphecyOnDisplay(i)
			if id < 0 {
				continue
			}
			pr := rv.Prophecies[id]
			b.miniCard(dst, render.Rect{X: r.X, Y: y, W: r.W, H: ph}, render.Mix(render.Sand, render.Paper, 0.3), pr.Name+" · "+strconv.Itoa(int(pr.Glory))+" Glory", pr.Text)
			y += ph + 4
		}
	case rv.SubdueTerritories:
		h := (r.H - 3*float64(rv.NumStacks-1)) / float64(rv.NumStacks)
		for t := rv.StackID(0); t < rv.NumStacks; t++ {
			tr := rv.Territories[t]
			cr := render.Rect{X: r.X, Y: r.Y + float64(t)*(h+3), W: r.W, H: h}
			left := g.Tiles(t)
			a := float32(1)
			if left == 0 {
				a = 0.4
			}
			ui.RoundRect(dst, cr, 4, render.WithAlpha(render.Mix(render.Moss, render.Paper, 0.5), float64(a)))
			b.sprite(dst, render.TerritorySprites[tr.Type][tr.Level-1], render.Rect{X: cr.X + 2, Y: cr.Y + 2, W: h - 4, H: h - 4}, a)
			x := cr.X + h + 2
			b.text(dst, tr.Name+" ×"+strconv.Itoa(left)+" · Def "+strconv.Itoa(tr.Defence()), ui.Fonts.SmallBold, x, cr.Y+1, cr.Right()-x-2, render.Ink)
			if h >= 30 {
				b.text(dst, "Peace "+costWords(tr.Peace)+" → "+tr.Text, ui.Fonts.Small, x, cr.Y+16, cr.Right()-x-2, render.Ink)
			}
		}
	}
}
