package scenes

import (
	"fmt"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"northtable/input"
	"northtable/render"
	"northtable/rules"
	"northtable/scenes/scene"
)

// results is the final screen (Orkney spec §9, Final screen): per seat every scoring category
// with its note, the total and the rank; the winner or shared winners and the tie-chain step
// that decided; Back to menu and Rematch.
type results struct {
	app     *App
	game    GameInfo
	res     rules.Result
	seats   []scene.Seat
	detail  any
	order   []int    // score indexes, best rank first
	cats    []string // category names in display order
	menu    *render.Button
	rematch *render.Button
	errMsg  string
	resultViews
}

func (a *App) newResults(g GameInfo, res rules.Result, seats []scene.Seat, detail any) *results {
	r := &results{app: a, game: g, res: res, seats: seats, detail: detail}
	for i := range res.Scores {
		r.order = append(r.order, i)
	}
	slices.SortStableFunc(r.order, func(x, y int) int {
		sx, sy := res.Scores[x], res.Scores[y]
		if sx.Rank != sy.Rank {
			return sx.Rank - sy.Rank
		}
		return int(sx.Seat - sy.Seat)
	})
	for _, s := range res.Scores {
		for _, c := range s.Breakdown {
			if c.Name == res.TotalLabel {
				continue // the total's own note (a lap, a solo goal's margin), not a column
			}
			if !slices.Contains(r.cats, c.Name) {
				r.cats = append(r.cats, c.Name)
			}
		}
	}
	r.menu = render.NewButton(render.Rect{}, "Back to menu")
	r.rematch = render.NewButton(render.Rect{}, "Rematch")
	r.rematch.Style = render.StyleAccent
	r.rematch.Tip = "Same players and colours, new tiles"
	r.layoutViews(max(r.table().Bottom(), r.chartRect().Bottom()) + 40)
	return r
}

func (r *results) rowH() float64 {
	if len(r.order) > 4 {
		return 84
	}
	return 96
}

// table is the score table's rectangle, logical px.
func (r *results) table() render.Rect {
	return render.Rect{X: 144, Y: 232, W: 1312, H: 64 + float64(len(r.order))*r.rowH() + 16}
}

// Still reports that the results screen draws the same picture until input arrives
// (scene.Still).
func (r *results) Still() bool { return true }

// HiDPI reports that the results screen draws at the device scale.
func (r *results) HiDPI() bool { return true }

// Headline is the winner line, e.g. "Ann wins" or "Ann and Cait share the win".
func (r *results) Headline() string {
	names := make([]string, 0, len(r.res.Winners))
	for _, w := range r.res.Winners {
		names = append(names, r.seatName(w))
	}
	switch len(names) {
	case 0:
		return "Game over"
	case 1:
		return names[0] + " wins!"
	}
	return rules.List(names) + " share the win"
}

// Subline says how the win was decided.
func (r *results) Subline() string {
	if r.res.Summary != "" {
		return r.res.Summary
	}
	top := 0
	for _, s := range r.res.Scores {
		top = max(top, s.Total)
	}
	if len(r.res.Winners) > 1 {
		if r.res.TieRule != "" {
			return "Level on " + plural(top, "point", "points") + " — the tie-breaks could not part them"
		}
		return "Level on " + plural(top, "point", "points")
	}
	if r.res.TieRule != "" {
		return fmt.Sprintf("Tied on %s — decided by %s", plural(top, "point", "points"), r.res.TieRule)
	}
	return "with " + plural(top, "point", "points")
}

// plural writes n with the singular or plural word: "1 point", "2 points", "0 points".
func plural(n int, one, many string) string {
	if n == 1 || n == -1 {
		return fmt.Sprintf("%d %s", n, one)
	}
	return fmt.Sprintf("%d %s", n, many)
}

// Columns are the score table's category columns, left to right (the total's own note, the
// category named as the total column, is not one).
func (r *results) Columns() []string { return r.cats }

// TotalNote is the words under seat index i's total ("6 tables short", "table 2 of lap 1"),
// "" for none.
func (r *results) TotalNote(i int) string {
	if i < 0 || i >= len(r.res.Scores) || r.res.TotalLabel == "" {
		return ""
	}
	c, _ := category(r.res.Scores[i], r.res.TotalLabel)
	return c.Note
}

// PlaceNote is what decided seat index i's place among players level on points, in plain
// words from the rules ("Tie-break: 9 resources left"); "" when no tie had to be broken.
func (r *results) PlaceNote(i int) string {
	if i < 0 || i >= len(r.res.Scores) || r.res.Scores[i].Tiebreak == "" {
		return ""
	}
	return "Tie-break: " + r.res.Scores[i].Tiebreak
}

func (r *results) seatName(s rules.Seat) string {
	if int(s) >= 0 && int(s) < len(r.seats) {
		return r.seats[s].Name
	}
	return fmt.Sprintf("Player %d", int(s)+1)
}

// Update handles the buttons: the views (the race, the board), Back to menu and Rematch; Esc
// goes back from a view to the scores and from the scores to the menu, Enter rematches.
func (r *results) Update(ctx *scene.Context) error {
	if r.updateViews(ctx) {
		return nil
	}
	probeButton(ctx.Probe, "menu", r.menu)
	probeButton(ctx.Probe, "rematch", r.rematch)
	ctx.Probe.Ready("results")
	p := ctx.Input
	if r.menu.Update(p) || ctx.Frame.Has(input.ActBack) {
		ctx.Switch(r.app.newMenu())
		return nil
	}
	if r.rematch.Update(p) || ctx.Frame.Has(input.ActConfirm) {
		if err := r.app.rematch(); err != nil {
			r.errMsg = err.Error()
		}
	}
	return nil
}

// Draw draws the score table, the race chart or the board as the game ended.
func (r *results) Draw(screen *ebiten.Image) {
	if r.show == showBoard && r.tbl != nil {
		r.drawBoardView(screen)
		return
	}
	ui := r.app.ui
	f := ui.Fonts
	r.app.bg.Draw(screen, ui)

	render.DrawText(screen, r.game.Title+" · Final scores", f.Heading, 800, 40, render.WithAlpha(render.Foam, 0.75), render.AlignCenter)
	render.DrawText(screen, r.Headline(), f.TitleBold, 800, 88, render.Foam, render.AlignCenter)
	render.DrawText(screen, r.Subline(), f.Heading, 800, 164, render.Sand, render.AlignCenter)
	if r.show == showRace && r.race != nil {
		r.race.Draw(screen, ui)
		r.drawButtons(screen, ui)
		return
	}

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
	r.drawButtons(screen, ui)
}

// drawButtons draws the row of buttons under the table or chart, and a rematch's error.
func (r *results) drawButtons(screen *ebiten.Image, ui *render.UI) {
	if r.errMsg != "" {
		render.DrawText(screen, r.errMsg, ui.Fonts.Body, 800, r.menu.Rect.Bottom()+16, render.Accent, render.AlignCenter)
	}
	r.menu.Draw(screen, ui)
	r.raceB.Draw(screen, ui)
	r.boardB.Draw(screen, ui)
	r.rematch.Draw(screen, ui)
}

func (r *results) drawRank(dst *ebiten.Image, ui *render.UI, rank int, winner bool, cx, cy float64) {
	f := ui.Fonts
	label := rules.Ordinal(rank)
	if len(r.res.Winners) == 0 {
		label = "—" // nobody won (a solo goal missed): no places to give
	}
	if winner {
		ui.Disc(dst, cx, cy, 24, render.Mix(render.Sand, render.PlayerColours[3], 0.55))
		ui.CircleRing(dst, cx, cy, 24, 2, render.Mix(render.Ink, render.PlayerColours[3], 0.4))
		render.DrawTextIn(dst, label, f.BodyBold, render.Rect{X: cx - 24, Y: cy - 24, W: 48, H: 48}, render.Ink, render.AlignCenter)
		return
	}
	render.DrawTextIn(dst, label, f.Body, render.Rect{X: cx - 24, Y: cy - 24, W: 48, H: 48}, render.InkSoft, render.AlignCenter)
}

func category(s rules.Score, name string) (rules.Category, bool) {
	for _, c := range s.Breakdown {
		if c.Name == name {
			return c, true
		}
	}
	return rules.Category{}, false
}
