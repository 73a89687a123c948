package scenes

import (
	"fmt"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"northtable/render"
	"northtable/scenes/scene"
)

// drawColumns draws the score table with a row per player and a column per category (the
// categories fit as columns: columnsFit), and the game's detail line under it.
func (r *results) drawColumns(screen *ebiten.Image, ui *render.UI) {
	f := ui.Fonts
	table, rowH := r.table(), r.rowH()
	ui.Card(screen, table, render.Paper)

	// Columns: rank, player, one per category, total.
	rankW, playerW, totalW := 88.0, 320.0, 160.0
	catW := (table.W - 32 - rankW - playerW - totalW) / float64(max(len(r.cats), 1))
	x0 := table.X + 16
	hdr := table.Y + 24
	render.DrawText(screen, "PLACE", f.SmallBold, x0+rankW/2, hdr, render.InkSoft, render.AlignCenter)
	render.DrawText(screen, "PLAYER", f.SmallBold, x0+rankW, hdr, render.InkSoft, render.AlignLeft)
	for i, c := range r.cats {
		cx := x0 + rankW + playerW + (float64(i)+0.5)*catW
		render.DrawText(screen, strings.ToUpper(c), f.SmallBold, cx, hdr, render.InkSoft, render.AlignCenter)
	}
	total := "TOTAL"
	if r.res.TotalLabel != "" {
		total = strings.ToUpper(r.res.TotalLabel)
	}
	render.DrawText(screen, total, f.SmallBold, table.Right()-16-totalW/2, hdr, render.InkSoft, render.AlignCenter)

	for k, idx := range r.order {
		sc := r.res.Scores[idx]
		y := table.Y + 64 + float64(k)*rowH
		row := render.Rect{X: table.X + 8, Y: y, W: table.W - 16, H: rowH - 8}
		winner := sc.Rank == 1 && slices.Contains(r.res.Winners, sc.Seat)
		if winner {
			ui.RoundRect(screen, row, 8, render.Mix(render.Paper, render.Sand, 0.7))
			ui.RoundRing(screen, row, 8, 2, render.Mix(render.Sand, render.PlayerColours[3], 0.5))
		} else if k%2 == 1 {
			ui.RoundRect(screen, row, 8, render.Mix(render.Paper, render.PaperShade, 0.5))
		}
		cy := row.Y + row.H/2
		r.drawRank(screen, ui, sc.Rank, winner, x0+rankW/2, cy)

		seat := scene.Seat{Name: r.seatName(sc.Seat), Colour: -1}
		if int(sc.Seat) >= 0 && int(sc.Seat) < len(r.seats) {
			seat = r.seats[sc.Seat]
		}
		px := x0 + rankW
		if seat.Colour >= 0 {
			ui.DrawPlayerMark(screen, seat.Colour, px+18, cy, 18)
			px += 48
		}
		nameBox := render.Rect{X: px, Y: row.Y, W: playerW, H: row.H}
		if note := r.PlaceNote(idx); note != "" {
			// The value that decided a tied place stands under the name, beside the place.
			nameBox.H = row.H * 0.62
			render.DrawText(screen, render.Ellipsize(note, f.Small, playerW-(px-x0-rankW)-8), f.Small,
				px, row.Y+row.H*0.58, render.InkSoft, render.AlignLeft)
		}
		render.DrawTextIn(screen, render.Ellipsize(seat.Name, f.HeadingBold, playerW-64), f.HeadingBold,
			nameBox, render.Ink, render.AlignLeft)

		for i, name := range r.cats {
			cx := x0 + rankW + playerW + (float64(i)+0.5)*catW
			c, ok := category(sc, name)
			if !ok {
				render.DrawTextIn(screen, "–", f.Heading, render.Rect{X: cx - catW/2, Y: row.Y, W: catW, H: row.H}, render.InkSoft, render.AlignCenter)
				continue
			}
			pts := fmt.Sprint(c.Points)
			if c.Points == 0 && c.Note != "" {
				// nothing scored: the words say what stands there ("table 21 within 5
				// rounds", "Villages: not fulfilled"), not a bare 0
				lines := render.Wrap(c.Note, f.Body, catW-16)
				if len(lines) > 2 {
					lines = append(lines[:1], render.Ellipsize(strings.Join(lines[1:], " "), f.Body, catW-16))
				}
				lh := f.Body.LineHeight()
				for j, l := range lines {
					render.DrawText(screen, l, f.Body, cx, cy-float64(len(lines))*lh/2+float64(j)*lh, render.Ink, render.AlignCenter)
				}
				continue
			}
			if c.Note == "" {
				render.DrawTextIn(screen, pts, f.Heading, render.Rect{X: cx - catW/2, Y: row.Y, W: catW, H: row.H}, render.Ink, render.AlignCenter)
				continue
			}
			render.DrawText(screen, pts, f.Heading, cx, cy-30, render.Ink, render.AlignCenter)
			note := render.Ellipsize(c.Note, f.Small, catW-16)
			render.DrawText(screen, note, f.Small, cx, cy+6, render.InkSoft, render.AlignCenter)
		}
		tot := render.Rect{X: table.Right() - 16 - totalW, Y: row.Y, W: totalW, H: row.H}
		if c, ok := category(sc, r.res.TotalLabel); ok && r.res.TotalLabel != "" && c.Note != "" {
			tot.H = row.H * 0.7
			render.DrawText(screen, render.Ellipsize(c.Note, f.Small, totalW+40), f.Small, tot.X+totalW/2, row.Y+row.H*0.66, render.InkSoft, render.AlignCenter)
		}
		render.DrawTextIn(screen, fmt.Sprint(sc.Total), f.TitleBold, tot, render.Ink, render.AlignCenter)
	}

	if s, ok := r.detail.(fmt.Stringer); ok {
		render.DrawWrapped(screen, s.String(), f.Small, 800, table.Bottom()+12, 1200, render.WithAlpha(render.Foam, 0.7), render.AlignCenter)
	}
}

// columnsFit reports whether the categories read as columns of the score table (one row per
// player) at a readable size: every header fits its column, every note fits as the column
// draws it. A game with many categories (Reavers of Midgard: a dozen and one per Prophecy)
// does not fit, and the screen turns the table (layoutTall).
func (r *results) columnsFit() bool {
	if len(r.cats) == 0 {
		return true
	}
	f := r.app.ui.Fonts
	catW := (1312 - 32 - 88.0 - 320 - 160) / float64(len(r.cats))
	for _, c := range r.cats {
		if render.TextWidth(strings.ToUpper(c), f.SmallBold) > catW-8 {
			return false
		}
	}
	for _, s := range r.res.Scores {
		for _, c := range s.Breakdown {
			if c.Name == r.res.TotalLabel || c.Note == "" {
				continue
			}
			if c.Points == 0 {
				if len(render.Wrap(c.Note, f.Body, catW-16)) > 2 {
					return false
				}
			} else if render.TextWidth(c.Note, f.Small) > catW-16 {
				return false
			}
		}
	}
	return true
}
