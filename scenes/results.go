package scenes

import (
	"fmt"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"northtable/input"
	"northtable/render"
	"northtable/rules"
	"northtable/scenes/scene"
)

// results is the final screen (Orkney spec §9, Final screen): per seat every scoring category
// with its note, the total and the rank; the winner or shared winners and the tie-chain step
// that decided; Back to menu and Rematch.
//
// The score table has one row per player and a column per category while every header and
// note fits its column (Orkney, Reykholt). A game with more categories than that (Reavers of
// Midgard: a dozen and one per Prophecy held) gets the table turned (tallTable): a column per
// player, a row per category, every note wrapped whole beside its points. Categories every
// player has and nobody scored in fold into one "Nothing scored: …" line under the totals, only
// when the turned table would not fit above the buttons otherwise; a category only some players
// hold (a Prophecy card) never folds, since its note says what was missing. The winner line
// counts in the game's unit (rules.Progress StandingUnit: "with 13 Glory").
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
	unit    string     // what the game's standing counts (rules.Progress StandingUnit): "Glory"; "" for points
	tall    *tallTable // the players-as-columns layout when the categories do not fit as columns; nil otherwise
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
	if !r.columnsFit() {
		r.tall = r.layoutTall(a.ui.Fonts)
	}
	if r.tall != nil {
		// the turned table may fill the screen: the buttons follow it, closer if they must
		b := r.table().Bottom()
		r.layoutViews(max(min(b+40, 900-24-56), b+24))
	} else {
		r.layoutViews(max(r.table().Bottom(), r.chartRect().Bottom()) + 40)
	}
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
	if r.tall != nil {
		return r.tall.rect
	}
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
	one, many := "point", "points"
	if r.unit != "" && r.unit != "points" {
		one, many = r.unit, r.unit // a mass word ("13 Glory", "1 Glory")
	}
	if len(r.res.Winners) > 1 {
		if r.res.TieRule != "" {
			return "Level on " + plural(top, one, many) + " — the tie-breaks could not part them"
		}
		return "Level on " + plural(top, one, many)
	}
	if r.res.TieRule != "" {
		return fmt.Sprintf("Tied on %s — decided by %s", plural(top, one, many), r.res.TieRule)
	}
	return "with " + plural(top, one, many)
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
		if r.tbl != nil && r.tbl.Online() {
			ctx.Switch(r.app.newOnlineHome()) // online, another game is a new table
			return nil
		}
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
	if r.tall != nil {
		r.drawTall(screen, ui)
	} else {
		r.drawColumns(screen, ui)
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
