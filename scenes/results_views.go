package scenes

import (
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"northtable/input"
	"northtable/render"
	"northtable/rules"
	"northtable/scenes/scene"
	"northtable/scenes/table"
)

// What the results screen shows: the score table, the race round by round, or the final
// position of the board.
const (
	showScores = iota
	showRace
	showBoard
)

// resultViews are the results screen's other two views (Orkney spec §9 Final screen, and what
// a board-gamer looks at after a game): the race chart replayed from the game's record
// (record.Match.Race, drawn by render.RaceChart) and the board as the game ended, with a strip
// over its top bar leading back to the scores.
type resultViews struct {
	show   int
	tbl    *table.Table      // the finished game's table, drawn as it ended; nil: no board to see
	race   *render.RaceChart // nil when the game reports no race
	raceB  *render.Button    // "The race" / "Scores"
	boardB *render.Button    // "See the board"
	backB  *render.Button    // over the board: back to the scores
}

// withTable gives the results screen the finished game's table: its board to look at and its
// record to replay into the race chart. It keeps the screen as it is when the table is nil or
// its record does not replay.
func (r *results) withTable(t *table.Table) *results {
	if t == nil {
		return r
	}
	r.tbl = t
	if p, ok := t.View().(rules.Progress); ok {
		r.unit = p.StandingUnit()
	}
	r.boardB.Enabled, r.boardB.Reason = true, ""
	if t.Online() {
		// An online game: another game is a new table, opened from Play online.
		r.rematch.Label, r.rematch.Tip = "New table", "Open another online table, or join one"
	}
	race, ok, err := t.Race()
	if err != nil || !ok {
		return r
	}
	labels := []string{"Start"}
	for k := 1; k <= race.Played; k++ {
		labels = append(labels, strconv.Itoa(k))
	}
	if race.Over && finalScoresMore(race.Standing) {
		labels = append(labels, "Final")
	} else if race.Over {
		for s := range race.Standing { // the last round's standing is the final one
			race.Standing[s] = race.Standing[s][:len(race.Standing[s])-1]
		}
	}
	c := &render.RaceChart{Rect: r.chartRect(), Unit: race.Unit, Labels: labels, Across: "round", Goal: race.Goal}
	if race.Goal > 0 {
		c.GoalAt = "Goal: " + race.Unit + " " + strconv.Itoa(race.Goal)
	}
	for s, st := range race.Standing {
		col := s
		if s < len(r.seats) && r.seats[s].Colour >= 0 {
			col = r.seats[s].Colour
		}
		c.Lines = append(c.Lines, render.RaceLine{Name: r.seatName(rules.Seat(s)), Colour: col, Values: st})
	}
	r.race = c
	r.raceB.Enabled, r.raceB.Reason = true, ""
	return r
}

// finalScoresMore reports whether the end of the game moved anyone on from the last round
// (Orkney's final scoring does; Reykholt's race is the score), so the chart shows a Final
// column only when it says something.
func finalScoresMore(standing [][]int) bool {
	for _, st := range standing {
		if n := len(st); n >= 2 && st[n-1] != st[n-2] {
			return true
		}
	}
	return false
}

// layoutViews makes the view buttons: they sit between Back to menu and Rematch, disabled
// until withTable gives them something to show.
func (r *results) layoutViews(by float64) {
	const w, gap = 240.0, 24.0
	x := 800 - (4*w+3*gap)/2
	r.menu.Rect = render.Rect{X: x, Y: by, W: w, H: 56}
	r.raceB = render.NewButton(render.Rect{X: x + w + gap, Y: by, W: w, H: 56}, "The race")
	r.boardB = render.NewButton(render.Rect{X: x + 2*(w+gap), Y: by, W: w, H: 56}, "See the board")
	r.rematch.Rect = render.Rect{X: x + 3*(w+gap), Y: by, W: w, H: 56}
	r.raceB.Enabled, r.raceB.Reason = false, "This game's record shows no race"
	r.boardB.Enabled, r.boardB.Reason = false, "The board of this game is not at hand"
	r.backB = render.NewButton(render.Rect{X: 1600 - 16 - 260, Y: 4, W: 260, H: 48}, "Back to the scores")
	r.backB.Style = render.StyleAccent
}

// chartRect is where the race chart is drawn: the score table's place, at least 420 px tall.
func (r *results) chartRect() render.Rect {
	t := r.table()
	t.H = max(t.H, 420)
	return t
}

// Showing names the view on screen: "scores", "race" or "board".
func (r *results) Showing() string {
	return [...]string{"scores", "race", "board"}[r.show]
}

// updateViews handles the view buttons and reports whether the tick's input was theirs (over
// the board nothing else is live; Esc goes back to the scores).
func (r *results) updateViews(ctx *scene.Context) bool {
	p := ctx.Input
	if r.show == showBoard {
		probeButton(ctx.Probe, "scores", r.backB)
		ctx.Probe.Ready("results-board")
		if r.backB.Update(p) || ctx.Frame.Has(input.ActBack) {
			r.show = showScores
		}
		return true
	}
	probeButton(ctx.Probe, "race", r.raceB)
	probeButton(ctx.Probe, "board", r.boardB)
	if r.raceB.Update(p) {
		r.show = showRace + showScores - r.show // a toggle between the two
		r.raceB.Label = map[bool]string{true: "Scores", false: "The race"}[r.show == showRace]
		return true
	}
	if r.boardB.Update(p) {
		r.show = showBoard
		return true
	}
	if r.show == showRace && ctx.Frame.Has(input.ActBack) {
		r.show = showScores
		r.raceB.Label = "The race"
		return true
	}
	return false
}

// drawBoardView draws the finished board with a strip over its top bar.
func (r *results) drawBoardView(screen *ebiten.Image) {
	ui := r.app.ui
	r.tbl.Draw(screen)
	ui.P.SetScale(render.ScaleOf(screen))
	ui.P.FillRect(screen, render.Rect{W: 1600, H: 56}, render.DeepSea)
	ui.P.TextMid(screen, r.game.Title+" · the board as the game ended · "+r.Headline(), ui.Fonts.BodyBold, 24, 28, render.Foam, render.AlignLeft)
	r.backB.Draw(screen, ui)
}
