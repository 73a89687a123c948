package scenes

import (
	"fmt"
	"image/color"
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
//
// The score table has one row per player and a column per category while every header and
// note fits its column (Orkney, Reykholt). A game with more categories than that (Reavers of
// Midgard: a dozen and one per Prophecy held) gets the table turned (tallTable): a column per
// player, a row per category, every note wrapped whole beside its points. Categories every
// player has and nobody scored in fold into one "Nothing scored: …" line, only when the turned
// table would not fit above the buttons otherwise; a category only some players hold (a
// Prophecy card) never folds, since its note says what was missing. The winner line counts in
// the game's unit (rules.Progress StandingUnit: "with 13 Glory").
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

// tallBox is one piece of text of the turned score table: the lines it wraps into, in its
// face, inside its rectangle (logical px). A line never runs past the rectangle: it is
// wrapped, never cut.
type tallBox struct {
	Rect  render.Rect
	Lines []string
	Face  *render.Face
	Text  string // the words before wrapping
}

// tallTable is the score table turned: players are the columns (place, mark and name at the
// top, the total at the foot) and categories the rows (name on the left, in each player's
// cell the points with the note beside them). Categories where nobody scored fold into one
// "Nothing scored: …" line when the table would not fit above the buttons otherwise.
type tallTable struct {
	rect     render.Rect
	colX     []float64 // left edge of each player column, in r.order
	colW     float64
	head     render.Rect // the players' header band
	heads    []tallBox   // per column: the name (and the tie-break under it)
	places   []render.Rect
	rows     []render.Rect // per shown category, full width
	labels   []tallBox     // per shown category: its name
	cells    [][]tallBox   // per shown category, per column: points and note
	shown    []string      // the categories shown as rows
	folded   []string      // the categories folded into the Nothing scored line
	foldLine tallBox
	totalRow render.Rect
	totals   []tallBox // per column: the total and its note
}

// Tall-table measures, logical px.
const (
	tallTop       = 208.0 // the table's top, under the winner lines
	tallBottom    = 804.0 // the lowest the table reaches, above the buttons (900 - 24 - 56 - 16)
	tallLabelW    = 220.0 // the category name column
	tallPtsW      = 40.0  // a cell's points, right aligned
	tallNoteGap   = 10.0  // between the points and their note
	tallMinRowH   = 28.0
	tallTotalSize = 40.0 // the totals' type size: the largest figures of the table
)

// layoutTall lays out the turned table (see tallTable): every category a row if they fit above
// the buttons; else the categories nobody scored in folded into one line; else the rows closer
// together; else each group of categories (rules.Category.Group: Reavers' Prophecies) in one row.
func (r *results) layoutTall(f *render.Fonts) *tallTable {
	scores, cats := r.res.Scores, r.cats
	t := r.fitTall(f, f.Small, scores, cats)
	if t.rect.Bottom() > tallBottom {
		if gs, gc := groupScores(scores, cats); len(gc) < len(cats) {
			scores, cats = gs, gc
			t = r.fitTall(f, f.Small, scores, cats)
		}
	}
	// Last, the cells' notes in smaller type, never below render.FitMinSize.
	for size := f.Small.Size - 1; t.rect.Bottom() > tallBottom && size >= render.FitMinSize; size-- {
		t = r.fitTall(f, f.Small.Sized(size), scores, cats)
	}
	return t
}

// fitTall lays out the turned table of scores with cats as its rows and the cells' notes in
// note, folding and tightening while it does not fit (layoutTall).
func (r *results) fitTall(f *render.Fonts, note *render.Face, scores []rules.Score, cats []string) *tallTable {
	// A category folds when every player has it and nobody scored in it; one only some
	// players hold (a Prophecy card) keeps its row, met or not: it says what was missing.
	zero := func(name string) bool {
		for _, s := range scores {
			if c, ok := category(s, name); !ok || c.Points != 0 {
				return false
			}
		}
		return true
	}
	t := r.buildTall(f, note, scores, cats, nil, false)
	if t.rect.Bottom() > tallBottom {
		var shown, folded []string
		for _, c := range cats {
			if zero(c) {
				folded = append(folded, c)
			} else {
				shown = append(shown, c)
			}
		}
		if len(folded) > 0 {
			t = r.buildTall(f, note, scores, shown, folded, false)
		}
	}
	if t.rect.Bottom() > tallBottom {
		t = r.buildTall(f, note, scores, t.shown, t.folded, true) // rows closer together, still whole
	}
	return t
}

// groupScores merges each group's categories (rules.Category.Group) into one category named
// by the group, at the place of its first: its points are the members' sum and its note one
// line per member, "Conqueror: not met: 2 of 4 Territory tiles" ("+7" after the name when the
// member scored). cats becomes the list of rows with each group once.
func groupScores(scores []rules.Score, cats []string) ([]rules.Score, []string) {
	groupOf := map[string]string{}
	for _, s := range scores {
		for _, c := range s.Breakdown {
			if c.Group != "" {
				groupOf[c.Name] = c.Group
			}
		}
	}
	if len(groupOf) == 0 {
		return scores, cats
	}
	var rows []string
	for _, c := range cats {
		name := c
		if g, ok := groupOf[c]; ok {
			name = g
		}
		if !slices.Contains(rows, name) {
			rows = append(rows, name)
		}
	}
	out := make([]rules.Score, len(scores))
	for i, s := range scores {
		out[i] = s
		out[i].Breakdown = nil
		at := map[string]int{}
		for _, c := range s.Breakdown {
			if c.Group == "" {
				out[i].Breakdown = append(out[i].Breakdown, c)
				continue
			}
			item := c.Name
			if _, after, ok := strings.Cut(c.Name, ": "); ok {
				item = after
			}
			if c.Points != 0 {
				item += fmt.Sprintf(" %+d", c.Points)
			}
			if c.Note != "" {
				item += ": " + c.Note
			}
			k, ok := at[c.Group]
			if !ok {
				at[c.Group] = len(out[i].Breakdown)
				out[i].Breakdown = append(out[i].Breakdown, rules.Category{Name: c.Group, Points: c.Points, Note: item})
				continue
			}
			g := &out[i].Breakdown[k]
			g.Points += c.Points
			g.Note += "\n" + item
		}
	}
	return out, rows
}

// buildTall lays out the turned table of scores (r.res.Scores, or their groupScores) with the
// shown categories as rows, the cells' notes in note, and the folded ones named in one line;
// tight sets the rows closer together.
func (r *results) buildTall(f *render.Fonts, note *render.Face, scores []rules.Score, shown, folded []string, tight bool) *tallTable {
	minH, pad := tallMinRowH, 8.0
	if tight {
		minH, pad = 24, 4
	}
	n := max(len(r.order), 1)
	t := &tallTable{shown: shown, folded: folded}
	t.rect = render.Rect{X: 144, Y: tallTop, W: 1312}
	x0 := t.rect.X + 16
	t.colW = (t.rect.W - 32 - tallLabelW) / float64(n)
	for k := range r.order {
		t.colX = append(t.colX, x0+tallLabelW+float64(k)*t.colW)
	}
	wrap := func(s string, face *render.Face, x, y, w float64) tallBox {
		lines := render.Wrap(s, face, w)
		return tallBox{Rect: render.Rect{X: x, Y: y, W: w, H: float64(len(lines)) * face.LineHeight()}, Lines: lines, Face: face, Text: s}
	}

	// The header: the place, the mark and the name on one line, a tie-break under them.
	y := t.rect.Y + 10
	headH := 0.0
	for k, idx := range r.order {
		t.places = append(t.places, render.Rect{X: t.colX[k] + 10, Y: y, W: 48, H: 48})
		nameX := t.colX[k] + 10 + 48 + 42 // after the place and the player mark
		b := wrap(r.seatName(r.res.Scores[idx].Seat), f.HeadingBold, nameX, y+24-f.HeadingBold.LineHeight()/2, t.colX[k]+t.colW-8-nameX)
		bottom := max(b.Rect.Bottom(), y+48)
		if note := r.PlaceNote(idx); note != "" {
			nb := wrap(note, f.Small, t.colX[k]+8, bottom+2, t.colW-16)
			t.heads = append(t.heads, b, nb)
			bottom = nb.Rect.Bottom()
		} else {
			t.heads = append(t.heads, b)
		}
		headH = max(headH, bottom-y)
	}
	t.head = render.Rect{X: t.rect.X + 8, Y: t.rect.Y + 4, W: t.rect.W - 16, H: headH + 12}
	y = t.head.Bottom() + 4

	for _, name := range shown {
		label := wrap(name, f.BodyBold, x0, 0, tallLabelW-16)
		h := max(minH, label.Rect.H+pad)
		var cells []tallBox
		for k, idx := range r.order {
			c, ok := category(scores[idx], name)
			cx := t.colX[k] + 8
			if !ok {
				cells = append(cells, tallBox{Rect: render.Rect{X: cx, W: tallPtsW, H: f.Body.LineHeight()}, Lines: []string{"–"}, Face: f.Body, Text: "–"})
				continue
			}
			pts := fmt.Sprint(c.Points)
			cells = append(cells, tallBox{Rect: render.Rect{X: cx, W: tallPtsW, H: f.BodyBold.LineHeight()}, Lines: []string{pts}, Face: f.BodyBold, Text: pts})
			if c.Note != "" {
				nb := wrap(c.Note, note, cx+tallPtsW+tallNoteGap, 0, t.colW-16-tallPtsW-tallNoteGap)
				cells = append(cells, nb)
				h = max(h, nb.Rect.H+pad)
			}
		}
		row := render.Rect{X: t.rect.X + 8, Y: y, W: t.rect.W - 16, H: h}
		// centre every piece of the row vertically
		label.Rect.Y = y + (h-label.Rect.H)/2
		for i := range cells {
			cells[i].Rect.Y = y + (h-cells[i].Rect.H)/2
		}
		t.rows, t.labels, t.cells = append(t.rows, row), append(t.labels, label), append(t.cells, cells)
		y += h
	}
	if len(folded) > 0 {
		t.foldLine = wrap("Nothing scored: "+rules.List(folded), f.Small, x0, y+8, t.rect.W-32)
		y = t.foldLine.Rect.Bottom() + 4
	}
	totF := f.TitleBold.Sized(tallTotalSize)
	t.totalRow = render.Rect{X: t.rect.X + 8, Y: y + 6, W: t.rect.W - 16, H: totF.LineHeight() + 4}
	for k, idx := range r.order {
		tot := fmt.Sprint(r.res.Scores[idx].Total)
		b := wrap(tot, totF, t.colX[k]+8, t.totalRow.Y+2, t.colW-16)
		t.totals = append(t.totals, b)
		if note := r.TotalNote(idx); note != "" {
			nb := wrap(note, f.Small, t.colX[k]+8, b.Rect.Bottom(), t.colW-16)
			t.totals = append(t.totals, nb)
			t.totalRow.H = max(t.totalRow.H, nb.Rect.Bottom()+2-t.totalRow.Y)
		}
	}
	t.rect.H = t.totalRow.Bottom() + 8 - t.rect.Y
	return t
}

// Boxes are every piece of text of the turned table with its rectangle, for the layout's
// tests; nil when the table has its categories as columns.
func (r *results) boxes() []tallBox {
	t := r.tall
	if t == nil {
		return nil
	}
	out := append([]tallBox(nil), t.heads...)
	out = append(out, t.labels...)
	for _, c := range t.cells {
		out = append(out, c...)
	}
	if len(t.folded) > 0 {
		out = append(out, t.foldLine)
	}
	return append(out, t.totals...)
}

// drawTall draws the turned table (tallTable).
func (r *results) drawTall(screen *ebiten.Image, ui *render.UI) {
	t, f := r.tall, ui.Fonts
	ui.Card(screen, t.rect, render.Paper)
	for i, row := range t.rows {
		if i%2 == 1 {
			ui.RoundRect(screen, row, 6, render.Mix(render.Paper, render.PaperShade, 0.5))
		}
	}
	// The winner's column is marked from the header to the total.
	for k, idx := range r.order {
		sc := r.res.Scores[idx]
		if sc.Rank == 1 && slices.Contains(r.res.Winners, sc.Seat) {
			col := render.Rect{X: t.colX[k] + 2, Y: t.head.Y, W: t.colW - 4, H: t.totalRow.Bottom() - t.head.Y}
			ui.RoundRect(screen, col, 8, render.WithAlpha(render.Mix(render.Paper, render.Sand, 0.9), 0.55))
			ui.RoundRing(screen, col, 8, 2, render.Mix(render.Sand, render.PlayerColours[3], 0.5))
		}
	}
	ui.RoundRect(screen, render.Rect{X: t.rect.X + 16, Y: t.head.Bottom(), W: t.rect.W - 32, H: 1}, 0.5, render.WithAlpha(render.InkSoft, 0.4))
	ui.RoundRect(screen, render.Rect{X: t.rect.X + 16, Y: t.totalRow.Y - 3, W: t.rect.W - 32, H: 2}, 0.5, render.WithAlpha(render.Ink, 0.5))

	render.DrawTextIn(screen, "PLAYER", f.SmallBold, render.Rect{X: t.rect.X + 24, Y: t.places[0].Y, W: 200, H: 48}, render.InkSoft, render.AlignLeft)
	hi := 0
	for k, idx := range r.order {
		sc := r.res.Scores[idx]
		winner := sc.Rank == 1 && slices.Contains(r.res.Winners, sc.Seat)
		p := t.places[k]
		r.drawRank(screen, ui, sc.Rank, winner, p.X+p.W/2, p.Y+p.H/2)
		name := t.heads[hi]
		hi++
		if int(sc.Seat) >= 0 && int(sc.Seat) < len(r.seats) && r.seats[sc.Seat].Colour >= 0 {
			ui.DrawPlayerMark(screen, r.seats[sc.Seat].Colour, name.Rect.X-24, p.Y+p.H/2, 16)
		}
		drawBox(screen, name, render.Ink, render.AlignLeft)
		if r.PlaceNote(idx) != "" {
			drawBox(screen, t.heads[hi], render.InkSoft, render.AlignLeft)
			hi++
		}
	}
	for i := range t.rows {
		drawBox(screen, t.labels[i], render.Ink, render.AlignLeft)
		for _, c := range t.cells[i] {
			clr, align := render.InkSoft, render.AlignLeft
			if c.Face == f.BodyBold || c.Face == f.Body { // the points, not a note
				clr, align = render.Ink, render.AlignRight
				if c.Text == "0" || c.Text == "–" {
					clr = render.InkSoft
				}
			}
			drawBox(screen, c, clr, align)
		}
	}
	if len(t.folded) > 0 {
		drawBox(screen, t.foldLine, render.InkSoft, render.AlignLeft)
	}
	total := "Total"
	if r.res.TotalLabel != "" {
		total = r.res.TotalLabel
	}
	render.DrawTextIn(screen, total, f.HeadingBold, render.Rect{X: t.rect.X + 24, Y: t.totalRow.Y, W: tallLabelW, H: t.totalRow.H}, render.Ink, render.AlignLeft)
	for _, b := range t.totals {
		clr := render.Ink
		if b.Face == f.Small {
			clr = render.InkSoft
		}
		drawBox(screen, b, clr, render.AlignCenter)
	}
}

// drawBox draws a tallBox's lines from its top, aligned in its rectangle.
func drawBox(dst *ebiten.Image, b tallBox, clr color.Color, align render.Align) {
	x := b.Rect.X
	switch align {
	case render.AlignCenter:
		x += b.Rect.W / 2
	case render.AlignRight:
		x = b.Rect.Right()
	}
	for i, l := range b.Lines {
		render.DrawText(dst, l, b.Face, x, b.Rect.Y+float64(i)*b.Face.LineHeight(), clr, align)
	}
}
