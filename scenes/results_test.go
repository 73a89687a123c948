package scenes

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"

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
