package scenes

import (
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/render"
	"northtable/rules"
	"northtable/scenes/scene"
)

// tiedResult is a finished three-player game where Ann and Bjørn are level on points and the
// tie chain's resources decided between them.
func tiedResult() (rules.Result, []scene.Seat) {
	cats := func(b, r, fish, fp, task int, tname string) []rules.Category {
		return []rules.Category{{Name: "Buildings", Points: b}, {Name: "Trade routes", Points: r},
			{Name: "Fish", Points: fish, Note: plural(fp, "fish point", "fish points") + " ÷ 3"},
			{Name: "Task", Points: task, Note: tname}}
	}
	res := rules.Result{
		Scores: []rules.Score{
			{Seat: 0, Total: 31, Breakdown: cats(12, 11, 8, 25, 0, "Most fish"), Rank: 1, Tiebreak: "9 resources left"},
			{Seat: 1, Total: 31, Breakdown: cats(14, 11, 0, 1, 6, "Largest network"), Rank: 2, Tiebreak: "1 resource left"},
			{Seat: 2, Total: 1, Breakdown: cats(1, 0, 0, 0, 0, "Small islands"), Rank: 3},
		},
		Winners: []rules.Seat{0},
		TieRule: "the most resources left",
	}
	seats := []scene.Seat{{Name: "Ann", Colour: 0}, {Name: "Bjørn", Colour: 1}, {Name: "Cait", Colour: 2}}
	return res, seats
}

// Places decided by the tie chain show the value that decided them, beside the place; the fish
// column carries the rules' note; counts read in the singular when they are one.
func TestResultsShowWhatDecidedTiedPlaces(t *testing.T) {
	var boards []*fakeBoard
	h := newHarness(t, Config{}, fakeGames(&boards, false))
	h.app.SetInstant(true)
	res, seats := tiedResult()
	r := h.app.newResults(h.app.games[0], res, seats, nil)
	assert.Equal(t, "Tie-break: 9 resources left", r.PlaceNote(0))
	assert.Equal(t, "Tie-break: 1 resource left", r.PlaceNote(1))
	assert.Empty(t, r.PlaceNote(2), "a place no tie decided has no note")
	assert.Equal(t, "Tied on 31 points — decided by the most resources left", r.Subline())
	assert.Equal(t, "with 1 point", (&results{res: rules.Result{Scores: []rules.Score{{Total: 1}}}}).Subline())
	assert.Equal(t, "1 fish point", plural(1, "fish point", "fish points"))
	assert.Equal(t, "0 fish points", plural(0, "fish point", "fish points"))

	h.app.mgr.Cut(r)
	h.run(1)
	pix := h.pixels()
	if dir := os.Getenv("NORTHTABLE_SHOTS"); dir != "" {
		save(t, filepath.Join(dir, "results-tied.png"), pix)
	}
}

// reaversResult is a finished four-player game with as many categories as Reavers of Midgard
// scores (spec §11): the track's Glory, Terror, the three building majorities, Artifacts, the
// four Keep Spoils kinds, Tapestries and three Prophecies — 14 in all, too many for columns.
// Bjørn and Ann are level on Glory; Favour left decided.
func reaversResult() (rules.Result, []scene.Seat) {
	type c = rules.Category
	none := func(name string) c { return c{Name: name, Note: "none"} }
	res := rules.Result{
		Scores: []rules.Score{
			{Seat: 0, Total: 41, Rank: 2, Tiebreak: "2 Favour left", Breakdown: []c{
				{Name: "Glory track", Points: 17}, {Name: "Terror", Points: -3, Note: "2 Terror tokens"},
				{Name: "Farms", Points: 6, Note: "3 Farm tokens at 2 each"}, none("Walls"), none("Towers"),
				{Name: "Artifacts", Points: 6, Note: "Odin's Spear, Freyja's Necklace"},
				{Name: "Armour", Points: 5, Note: "3 Armour: 2 sets of 3"}, none("Treasure"), none("Art"), none("Finnish Linen"),
				{Name: "Tapestries", Points: 4, Note: "A, C: 2 and 2"},
				{Name: "Prophecy: Troll-Bane", Points: 6, Note: "met: 1 Sea Troll won"}}},
			{Seat: 1, Total: 41, Rank: 1, Tiebreak: "5 Favour left", Breakdown: []c{
				{Name: "Glory track", Points: 21}, {Name: "Terror", Note: "no Terror tokens"},
				none("Farms"), {Name: "Walls", Points: 9, Note: "4 Wall tokens at 2 each, majority +1"}, none("Towers"),
				{Name: "Artifacts", Points: 3, Note: "Thor's Hammer"}, none("Armour"),
				{Name: "Treasure", Points: 4, Note: "2 Treasure"}, none("Art"), none("Finnish Linen"), none("Tapestries"),
				{Name: "Prophecy: Honest Raider", Points: 4, Note: "met: no Terror token taken"},
				{Name: "Prophecy: Sea King", Note: "not met: 2 of 3 Sea Battles won"}}},
			{Seat: 2, Total: 27, Rank: 3, Breakdown: []c{
				{Name: "Glory track", Points: 14}, {Name: "Terror", Points: -6, Note: "4 Terror tokens"},
				none("Farms"), none("Walls"), {Name: "Towers", Points: 8, Note: "2 Tower tokens at 3 each, shared majority +2"},
				none("Artifacts"), none("Armour"), none("Treasure"), {Name: "Art", Points: 7, Note: "4 Art: a set of 4"},
				{Name: "Finnish Linen", Points: 4, Note: "2 Finnish Linen"}, none("Tapestries"),
				{Name: "Prophecy: Troll-Bane", Note: "not met: no Sea Troll won"}}},
			{Seat: 3, Total: 19, Rank: 4, Breakdown: []c{
				{Name: "Glory track", Points: 12}, {Name: "Terror", Points: -1, Note: "1 Terror token"},
				{Name: "Farms", Points: 2, Note: "1 Farm token at 2"}, none("Walls"), none("Towers"),
				none("Artifacts"), {Name: "Armour", Points: 1, Note: "1 Armour"}, none("Treasure"), none("Art"), none("Finnish Linen"),
				{Name: "Tapestries", Points: 5, Note: "B: 5"}}},
		},
		Winners: []rules.Seat{1},
		TieRule: "the most Favour left",
	}
	seats := []scene.Seat{{Name: "Ann", Colour: 0}, {Name: "Bjørn", Colour: 1}, {Name: "Cait", Colour: 2}, {Name: "Dagny", Colour: 3}}
	return res, seats
}

// A result with too many categories for columns turns the table: players across, categories
// down; no header or cell overlaps another, and every word is drawn whole, wrapped inside its
// box and never cut, on the table and above the buttons.
func TestResultsWithManyCategoriesTurnTheTable(t *testing.T) {
	var boards []*fakeBoard
	h := newHarness(t, Config{}, fakeGames(&boards, false))
	h.app.SetInstant(true)
	res, seats := reaversResult()
	r := h.app.newResults(h.app.games[0], res, seats, nil)
	require.Len(t, r.Columns(), 14)
	require.NotNil(t, r.tall, "14 categories do not fit as columns")
	r.unit = "Glory"
	assert.Equal(t, "Tied on 41 Glory — decided by the most Favour left", r.Subline())

	checkTallLayout(t, r)
	// Every category with points is a row of its own; the ones nobody scored are named in one line.
	for _, name := range r.Columns() {
		assert.True(t, slices.Contains(r.tall.shown, name) || slices.Contains(r.tall.folded, name), name)
	}
	assert.Contains(t, r.tall.shown, "Prophecy: Sea King", "a Prophecy not met keeps its row: it says what was missing")
	assert.Len(t, r.tall.heads, 4+2, "four names and the two tie-breaks")

	// Orkney's few categories stay columns.
	ork, oseats := tiedResult()
	assert.Nil(t, h.app.newResults(h.app.games[0], ork, oseats, nil).tall)

	h.app.mgr.Cut(r)
	h.run(1)
	if dir := os.Getenv("NORTHTABLE_SHOTS"); dir != "" {
		save(t, filepath.Join(dir, "results-many.png"), h.pixels())
	}
}

// checkTallLayout asserts the turned table's layout: no text box overlaps another, every word
// is drawn whole inside its box and nothing is cut, all on the table, the table above the
// buttons and the buttons on screen.
func checkTallLayout(t *testing.T, r *results) {
	t.Helper()
	boxes := r.boxes()
	require.NotEmpty(t, boxes)
	table := r.table()
	for i, b := range boxes {
		assert.Equal(t, strings.Fields(b.Text), strings.Fields(strings.Join(b.Lines, " ")), "%q is drawn whole", b.Text)
		assert.InDelta(t, float64(len(b.Lines))*b.Face.LineHeight(), b.Rect.H, 0.01, "%q: its box holds its lines", b.Text)
		for _, l := range b.Lines {
			assert.NotContains(t, l, "…", "%q is not cut", b.Text)
			assert.LessOrEqual(t, render.TextWidth(l, b.Face), b.Rect.W+1, "%q fits its box's width", l)
		}
		assert.True(t, b.Rect.X >= table.X && b.Rect.Right() <= table.Right() && b.Rect.Y >= table.Y && b.Rect.Bottom() <= table.Bottom(),
			"%q lies on the table", b.Text)
		for j := i + 1; j < len(boxes); j++ {
			assert.False(t, overlaps(b.Rect, boxes[j].Rect), "%q and %q overlap", b.Text, boxes[j].Text)
		}
	}
	for _, b := range []*render.Button{r.menu, r.raceB, r.boardB, r.rematch} {
		assert.LessOrEqual(t, table.Bottom(), b.Rect.Y, "the table stays above the buttons")
		assert.LessOrEqual(t, b.Rect.Bottom(), float64(render.LogicalH), "%s is on screen", b.Label)
	}
}

// When even the turned table would run into the buttons, the categories nobody scored in fold
// into one line naming them; the rest keep their rows.
func TestResultsFoldWhatNobodyScored(t *testing.T) {
	var boards []*fakeBoard
	h := newHarness(t, Config{}, fakeGames(&boards, false))
	res, seats := reaversResult()
	var empty []string
	for k := 1; k <= 8; k++ {
		name := "Saga " + strconv.Itoa(k)
		empty = append(empty, name)
		for i := range res.Scores {
			res.Scores[i].Breakdown = append(res.Scores[i].Breakdown, rules.Category{Name: name, Note: "none"})
		}
	}
	r := h.app.newResults(h.app.games[0], res, seats, nil)
	require.NotNil(t, r.tall)
	checkTallLayout(t, r)
	assert.Equal(t, empty, r.tall.folded)
	assert.Equal(t, "Nothing scored: Saga 1, Saga 2, Saga 3, Saga 4, Saga 5, Saga 6, Saga 7 and Saga 8", r.tall.foldLine.Text)
	assert.Contains(t, r.tall.shown, "Prophecy: Sea King", "held by one player: not folded")
	assert.Contains(t, r.tall.shown, "Glory track")
	// The line is about the table: it stands under the totals, outside the winner's column.
	assert.Greater(t, r.tall.foldLine.Rect.Y, r.tall.totalRow.Bottom())
	cols := r.winnerColumns()
	require.NotEmpty(t, cols)
	for _, col := range cols {
		assert.False(t, overlaps(r.tall.foldLine.Rect, col), "the Nothing scored line stays out of the winner's column")
	}
	h.app.mgr.Cut(r)
	h.run(1)
	if dir := os.Getenv("NORTHTABLE_SHOTS"); dir != "" {
		save(t, filepath.Join(dir, "results-folded.png"), h.pixels())
	}
}

// The golden picture of a Reavers-like result (reaversResult) with the game's unit: the table
// turned, the winner's column marked, every note whole.
func TestGoldenReaversResults(t *testing.T) {
	var boards []*fakeBoard
	h := newHarness(t, Config{}, fakeGames(&boards, false))
	h.app.SetInstant(true)
	res, seats := reaversResult()
	r := h.app.newResults(GameInfo{ID: "reavers", Title: "Reavers of Midgard"}, res, seats, nil)
	r.unit = "Glory" // what withTable reads from a finished Reavers game (rules.Progress)
	h.app.mgr.Cut(r)
	checkGolden(t, "reavers-results", settle(h))
}

// A four-player Reavers-like result whose players hold many Prophecies (each its own row)
// runs past the buttons even folded and tight: each player's Prophecies (one Group) then
// share one row, each named with its points and note, and the table fits above the buttons.
func TestResultsGroupWhatTheTableCannotHoldInRows(t *testing.T) {
	var boards []*fakeBoard
	h := newHarness(t, Config{}, fakeGames(&boards, false))
	h.app.SetInstant(true)
	res, seats := reaversResult()
	var held []string
	for i := range res.Scores {
		bd := res.Scores[i].Breakdown[:0:0]
		for _, c := range res.Scores[i].Breakdown {
			if !strings.HasPrefix(c.Name, "Prophecy: ") {
				bd = append(bd, c)
			}
		}
		for k := range 5 {
			name := "Prophecy: Lord of the " + strconv.Itoa(i*5+k+1) + "th Whale Road"
			held = append(held, name)
			c := rules.Category{Name: name, Group: "Prophecies", Note: "not met: 2 of 6 Reavers in the Specialise slots"}
			if k == 0 {
				c.Points, c.Note = 5, "met: 3 of 3 Sea Battles won"
			}
			bd = append(bd, c)
		}
		res.Scores[i].Breakdown = bd
	}
	r := h.app.newResults(h.app.games[0], res, seats, nil)
	require.NotNil(t, r.tall)
	checkTallLayout(t, r)
	assert.Contains(t, r.tall.shown, "Prophecies", "the Prophecies share one row")
	for _, name := range held {
		assert.NotContains(t, r.tall.shown, name)
	}
	// Each player's cell names every Prophecy they hold, the met one with its points.
	var cells []string
	for _, row := range r.tall.cells {
		for _, c := range row {
			cells = append(cells, c.Text)
		}
	}
	all := strings.Join(cells, "\n")
	for _, name := range held {
		assert.Contains(t, all, strings.TrimPrefix(name, "Prophecy: "))
	}
	assert.Contains(t, all, "Lord of the 1th Whale Road +5: met: 3 of 3 Sea Battles won")
	h.app.mgr.Cut(r)
	h.run(1)
	if dir := os.Getenv("NORTHTABLE_SHOTS"); dir != "" {
		save(t, filepath.Join(dir, "results-grouped.png"), h.pixels())
	}
}
