package reavers_test

import (
	"image"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/require"

	"northtable/input"
	"northtable/render"
	"northtable/render/ebitentest"
	"northtable/rules"
	rv "northtable/rules/reavers"
	"northtable/rules/record"
	"northtable/scenes/reavers"
	"northtable/scenes/scene"
	"northtable/scenes/table"
	"northtable/scenes/table/tabletest"
)

// run drives the Reavers board inside the real table shell through their exported surface, as
// the App does: one Update of the table per tick with the tick's input frame, the table drawn
// on a small canvas (the board lays itself out in logical px whatever the canvas), the curtain
// lifted at once (every seat is a human at this screen) and the game's end received.
type run struct {
	t       *testing.T
	tbl     *table.Table
	b       *reavers.Board
	ctx     scene.Context
	ptr     input.Pointer
	canvas  *ebiten.Image
	screen  *ebiten.Image
	last    input.Frame
	final   *table.Final
	curtain int // curtains raised
	pix     []byte
	// hurry makes settle skip the animations under way, as a player pressing Space does:
	// whole games test the turn flow (the animations have tests of their own, roll_test.go),
	// and ticking every roll through would take minutes.
	hurry bool
}

func newRun(t *testing.T, players int, seed uint64, autoplay int) *run {
	t.Helper()
	kit := ebitentest.SharedKit(t)
	r := &run{t: t, canvas: kit.Canvas, screen: kit.Screen, pix: make([]byte, 4*ebitentest.CanvasW*ebitentest.CanvasH)}
	names := []string{"Ann", "Bjørn", "Cait", "Dag"}
	seats := make([]scene.Seat, players)
	for i := range seats {
		seats[i] = scene.Seat{Name: names[i], Colour: i}
	}
	cfg := table.Config{
		Def: rv.Definition{}, Title: "Reavers of Midgard", Rules: reavers.RulesSummary, Seats: seats, Private: true,
		ShowCurtain: func(_ string, then func()) { r.curtain++; then() },
		OnGameOver: func(f table.Final) {
			require.Nil(t, r.final, "the game ends once")
			r.final = &f
		},
	}
	m, err := record.Start(cfg.Def, table.NewSetup(cfg.Seats, seed, nil))
	require.NoError(t, err)
	r.tbl, r.b, r.ctx = tabletest.Open(t, cfg, m, autoplay, reavers.NewBoard, kit)
	r.last = tabletest.Rest
	r.step(r.last, true)
	return r
}

func (r *run) step(f input.Frame, draw bool) {
	r.t.Helper()
	f, err := tabletest.Tick(&r.ctx, &r.ptr, r.tbl, f)
	require.NoError(r.t, err)
	if draw {
		r.tbl.Draw(r.canvas)
	}
	r.last = f
}

func (r *run) rest(draw bool) { r.step(input.Frame{X: r.last.X, Y: r.last.Y}, draw) }

// settle runs resting ticks until the board takes input (true) or the game was handed on. A
// finished turn that waits for its player's End turn is ended with the prompt bar's button, as
// the player would.
func (r *run) settle() bool {
	r.t.Helper()
	for i := 0; i < 3000; i++ {
		if r.hurry && r.tbl.Busy() {
			r.tbl.Skip()
		}
		if r.tbl.Holding() && !r.tbl.Busy() {
			r.endTurn()
			continue
		}
		if r.tbl.Ready() || r.final != nil {
			r.canvas.ReadPixels(r.pix)
			r.rest(true)
			return r.final == nil
		}
		r.rest(false)
	}
	require.FailNow(r.t, "the board never took input again")
	return false
}

// endTurn clicks the prompt bar's End turn of a finished turn that waits for it.
func (r *run) endTurn() {
	r.t.Helper()
	r.rest(true) // the bar is laid out as drawn
	for _, c := range r.tbl.BarButtons() {
		if c.Label == table.EndTurnLabel {
			r.click(centre(c.Rect))
			require.False(r.t, r.tbl.Holding(), "End turn passed the turn on")
			return
		}
	}
	require.FailNow(r.t, "a finished turn waits but the bar offers no End turn")
}

func (r *run) real() *rv.Game { return r.tbl.Match().Game().(*rv.Game) }

func centre(rc render.Rect) render.Point {
	x, y := rc.Centre()
	return render.Point{X: x, Y: y}
}

func (r *run) click(p render.Point) {
	r.t.Helper()
	r.step(input.Frame{X: p.X, Y: p.Y}, false)
	r.step(input.Frame{X: p.X, Y: p.Y, Down: true}, false)
	r.step(input.Frame{X: p.X, Y: p.Y}, false)
}

func (r *run) drag(from, to render.Point) {
	r.t.Helper()
	r.step(input.Frame{X: from.X, Y: from.Y}, false)
	r.step(input.Frame{X: from.X, Y: from.Y, Down: true}, false)
	const steps = 8
	for i := 1; i <= steps; i++ {
		v := float64(i) / steps
		r.step(input.Frame{X: from.X + (to.X-from.X)*v, Y: from.Y + (to.Y-from.Y)*v, Down: true}, false)
	}
	r.step(input.Frame{X: to.X, Y: to.Y}, false)
}

// answer plays m through the decision panel: its button, or the list of its other payments that
// holds it, paging on when it lies further down. The game must then be the game m leads to.
func (r *run) answer(m rules.Move) {
	r.t.Helper()
	want := r.real().Copy()
	_, err := want.Apply(m)
	require.NoError(r.t, err)
	before := r.tbl.Moves()
	for range 40 {
		r.rest(true) // lay the panel out as drawn
		var next, other *table.AnswerButton
		as := r.b.Where().Answers().Buttons
		for i := range as {
			a := &as[i]
			if a.Move() == m {
				r.click(centre(a.Rect))
				require.Equal(r.t, before+1, r.tbl.Moves(), "the button %q plays %v", a.Label, m)
				require.Equal(r.t, want.Hash(), r.real().Hash(), "the button %q plays %v", a.Label, m)
				return
			}
			for _, o := range a.MoreMoves() {
				if o == m {
					other = a
				}
			}
			if a.Enabled && len(a.Label) > 4 && a.Label[:4] == "Next" {
				next = a
			}
		}
		switch {
		case other != nil:
			r.turnPage(other.Rect)
		case next != nil:
			r.turnPage(next.Rect)
		default:
			require.FailNow(r.t, "no button plays the move", "%v; the panel shows %v", m, as)
		}
	}
	require.FailNow(r.t, "the move's button was never found", "%v", m)
}

// turnPage clicks the panel button at rc that opens a page of answers, then waits as a player
// reading it would (a press sooner is taken for a double-click's second: table.DoubleClickGap).
func (r *run) turnPage(rc render.Rect) {
	r.t.Helper()
	r.click(centre(rc))
	for range int(table.DoubleClickGap*60/time.Second) + 1 {
		r.rest(false)
	}
}

// untilSelect answers the decisions with the first legal move until a location is selected.
func (r *run) untilSelect() {
	r.t.Helper()
	for range 200 {
		require.True(r.t, r.settle())
		if r.real().Decision() == rv.DecideSelect {
			return
		}
		r.answer(firstOffered(r.real()))
	}
	require.FailNow(r.t, "no selection came")
}

var _ = rand.New

// shot draws the table on the full-size screen and reads it back.
func (r *run) shot() *image.RGBA {
	r.tbl.Draw(r.screen)
	b := r.screen.Bounds()
	img := image.NewRGBA(b)
	r.screen.ReadPixels(img.Pix)
	return img
}

// panelMove is the move of the decision panel's first enabled button whose move passes want
// (for a group of payments, the suggested one the button pays), or the first of an "Other
// payment…" or die list that holds one; ok is false when no button offers such a move.
func (r *run) panelMove(want func(rules.Move) bool) (rules.Move, bool) {
	r.t.Helper()
	r.rest(true) // lay the panel out as drawn
	for _, a := range r.b.Where().Answers().Buttons {
		if a.Enabled && a.Move() != nil && want(a.Move()) {
			return a.Move(), true
		}
	}
	for _, a := range r.b.Where().Answers().Buttons {
		for _, m := range a.MoreMoves() {
			if a.Enabled && want(m) {
				return m, true
			}
		}
	}
	return nil, false
}

// openAt opens a run of players at the first position, over the seeds find tries, that passes
// want, and lets it settle until the board takes input there.
func openAt(t *testing.T, players int, want func(*rv.Game) bool) *run {
	t.Helper()
	seed, n := find(t, players, want)
	r := newRun(t, players, seed, n)
	require.True(t, r.settle())
	return r
}

// eventMove is the first move of the pending decision whose events hold one of that kind.
func eventMove(g *rv.Game, kind string) (rules.Move, bool) {
	for _, m := range g.Legal() {
		c := g.Copy()
		out, err := c.Apply(m)
		if err != nil {
			continue
		}
		for _, e := range out.Events {
			if e.Kind == kind {
				return m, true
			}
		}
	}
	return nil, false
}

// firstOffered is the first legal move the board offers as an answer of its own (a re-roll
// that cannot help is legal but not offered: rv.Game.Worthwhile).
func firstOffered(g *rv.Game) rules.Move {
	for _, m := range g.Legal() {
		if g.Worthwhile(m) {
			return m
		}
	}
	return g.Legal()[0]
}
