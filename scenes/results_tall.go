package scenes

import (
	"fmt"
	"image/color"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"northtable/render"
	"northtable/rules"
)

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
// "Nothing scored: …" line under the totals when the table would not fit above the buttons
// otherwise.
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
	bottom := t.totalRow.Bottom()
	if len(folded) > 0 {
		// A note under the totals, outside every player's column (the winner's is marked
		// down to the total): it is about the table, not about one player.
		t.foldLine = wrap("Nothing scored: "+rules.List(folded), f.Small, x0, bottom+8, t.rect.W-32)
		bottom = t.foldLine.Rect.Bottom()
	}
	t.rect.H = bottom + 8 - t.rect.Y
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

// winnerColumns are the marked columns of the turned table's winners, from the header to the
// total, logical px; nil when the table has its categories as columns.
func (r *results) winnerColumns() []render.Rect {
	t := r.tall
	if t == nil {
		return nil
	}
	var cols []render.Rect
	for k, idx := range r.order {
		sc := r.res.Scores[idx]
		if sc.Rank == 1 && slices.Contains(r.res.Winners, sc.Seat) {
			cols = append(cols, render.Rect{X: t.colX[k] + 2, Y: t.head.Y, W: t.colW - 4, H: t.totalRow.Bottom() - t.head.Y})
		}
	}
	return cols
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
	for _, col := range r.winnerColumns() {
		ui.RoundRect(screen, col, 8, render.WithAlpha(render.Mix(render.Paper, render.Sand, 0.9), 0.55))
		ui.RoundRing(screen, col, 8, 2, render.Mix(render.Sand, render.PlayerColours[3], 0.5))
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
