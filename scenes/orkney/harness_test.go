package orkney_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/input"
	"northtable/render"
	"northtable/render/ebitentest"
	"northtable/rules"
	"northtable/rules/bot"
	"northtable/rules/hex"
	ork "northtable/rules/orkney"
	"northtable/rules/record"
	"northtable/scenes/orkney"
	"northtable/scenes/orkney/orkneytest"
	"northtable/scenes/scene"
	"northtable/scenes/table"
	"northtable/scenes/table/tabletest"
)

// game is a new test game: its seats, seed, the moves the random bot makes first (table.New's
// autoplay), screenshot mode (no curtain, no animations), what leaving does, and whether a
// raised curtain waits to be checked and lifted by the harness (else it is lifted at once).
type game struct {
	Players      []scene.Seat
	Seed         uint64
	Autoplay     int
	Screenshot   bool
	OnMenu       func()
	CheckCurtain bool
	Moves        []rules.Move // played on the new game before the autoplay, as a loaded save
}

// seats are n human seats with the usual test names and colours.
func seats(n int) []scene.Seat {
	names := []string{"Ann", "Bjørn", "Cait", "Dag", "Eilidh"}
	out := make([]scene.Seat, n)
	for i := range out {
		out[i] = scene.Seat{Name: names[i], Colour: i}
	}
	return out
}

// kit is the fonts, sprites and images every harness shares (render/ebitentest), with the
// buffer the small canvas is read into.
var kit struct {
	*ebitentest.Kit
	pix []byte
}

// harness drives the Orkney board inside the real table shell through their exported surface
// only, the way the App does (scenes/tables.go openTable): one Update of the table per tick with
// the tick's input frame fed through an input.Pointer, a simulated clock, the table drawn as a
// scene, the curtain lifted through ShowCurtain's callback and the end received by OnGameOver.
type harness struct {
	t        testing.TB
	tbl      *table.Table
	b        *orkney.Board
	w        orkney.Where // the board's probe surface
	ctx      scene.Context
	ptr      input.Pointer
	last     input.Frame
	check    bool     // a raised curtain waits for liftCurtain
	lift     func()   // lifts the raised curtain (ShowCurtain's then)
	curtains []string // the seats the curtain was raised for, in order
	final    *table.Final
	ticks    int
	draws    int // canvas draws since the last flush
	// drawEvery: draw the canvas every n-th tick (0: only when the board settles)
	drawEvery int
	// drawIdle: draw when the board settles only every n-th time (0 or 1: every time); the
	// software renderer takes some 25 ms a frame, so a whole game draws a sample of positions
	drawIdle int
	idles    int
}

func newHarness(t testing.TB, g game) *harness {
	t.Helper()
	if kit.Kit == nil {
		kit.Kit = ebitentest.SharedKit(t)
		kit.pix = make([]byte, 4*ebitentest.CanvasW*ebitentest.CanvasH)
	}
	h := &harness{t: t, check: g.CheckCurtain}
	onMenu := g.OnMenu
	if onMenu == nil {
		onMenu = func() { t.Error("the game never leaves for the menu") }
	}
	cfg := table.Config{
		Def: ork.Definition{}, Title: "Orkney", Private: true, Rules: orkney.RulesSummary,
		Seats: g.Players, Screenshot: g.Screenshot, OnMenu: onMenu,
		ShowCurtain: func(name string, then func()) {
			require.Nil(t, h.lift, "one curtain at a time")
			h.curtains = append(h.curtains, name)
			if h.check {
				h.lift = then
				return
			}
			then()
		},
		OnGameOver: func(f table.Final) {
			require.Nil(t, h.final, "the game ends once")
			h.final = &f
		},
	}
	m, err := record.Start(cfg.Def, table.NewSetup(g.Players, g.Seed, nil))
	require.NoError(t, err)
	for _, mv := range g.Moves {
		_, err := m.Apply(mv)
		require.NoError(t, err)
	}
	h.tbl, h.b, h.ctx = tabletest.Open(t, cfg, m, g.Autoplay, orkney.NewBoard, kit.Kit)
	h.w = h.b.Where()
	h.last = tabletest.Rest
	return h
}

// step runs one tick with frame f, as App.Update does.
func (h *harness) step(f input.Frame) {
	h.t.Helper()
	f, err := tabletest.Tick(&h.ctx, &h.ptr, h.tbl, f)
	require.NoError(h.t, err)
	h.last = f
	h.ticks++
	if h.drawEvery > 0 && h.ticks%h.drawEvery == 0 {
		h.draw()
	}
}

// draw draws the table on the small canvas. The tests run inside one tick of the game loop,
// whose end would have the GPU work done; without a flush now and then the queue of draws
// grows without end and the next read of pixels pays for all of it.
func (h *harness) draw() {
	h.tbl.Draw(kit.Canvas)
	if h.draws++; h.draws >= 32 {
		kit.Canvas.ReadPixels(kit.pix)
		h.draws = 0
	}
}

// rest runs one tick with the pointer resting where it was.
func (h *harness) rest() { h.step(input.Frame{X: h.last.X, Y: h.last.Y}) }

// idle runs resting ticks until the board takes input (true) or the game ended (false), then
// draws once. A raised curtain is checked and lifted on the way. The tick that finds the board
// ready runs its input, so the board has seen the position it takes input in (the viewer's
// controls, the task cards) before the test looks.
func (h *harness) idle() bool {
	h.t.Helper()
	ticked := false
	for i := 0; i < 3000; i++ {
		if h.lift != nil {
			h.liftCurtain()
			continue
		}
		if h.tbl.Ready() && ticked {
			if h.idles++; h.drawIdle <= 1 || h.idles%h.drawIdle == 0 {
				h.draw()
			}
			return true
		}
		if h.tbl.Ready() {
			ticked = true
			h.rest()
			continue
		}
		if h.final != nil || (h.tbl.Match().Game().Over() && !h.tbl.Busy()) {
			h.rest()
			h.draw()
			return false
		}
		h.rest()
	}
	require.FailNow(h.t, "the board never took input again")
	return false
}

// liftCurtain checks the raised curtain, then lifts it the way the App's curtain does.
func (h *harness) liftCurtain() {
	h.t.Helper()
	g := h.tbl.Match().Game()
	name := h.curtains[len(h.curtains)-1]
	require.Equal(h.t, h.tbl.Name(g.ToMove()), name, "the curtain names the seat to move")
	require.NotEqual(h.t, g.ToMove(), h.tbl.Viewer(), "the new seat's view is not shown before the curtain is lifted")
	n := h.tbl.Moves()
	for range 3 {
		h.rest()
		require.False(h.t, h.tbl.Ready(), "no input behind the curtain")
	}
	require.Equal(h.t, n, h.tbl.Moves(), "nothing is played behind the curtain")
	lift := h.lift
	h.lift = nil
	lift()
	assert.Equal(h.t, g.ToMove(), h.tbl.Viewer(), "the viewer changes once the curtain is lifted")
}

// perform plays m through the board's own controls: the steps orkneytest.Gestures gives, each
// fed once the board takes input, then one tick for the move's animations to start.
func (h *harness) perform(m rules.Move) {
	h.t.Helper()
	require.True(h.t, h.idle(), "the board never took input before %v", m)
	gs, err := orkneytest.Gestures(h.b, m)
	require.NoError(h.t, err, "gestures for %v", m)
	require.NotEmpty(h.t, gs)
	for i, g := range gs {
		if i > 0 {
			require.True(h.t, h.idle(), "the board takes the rest of %v", m)
		}
		h.feed(g)
	}
	h.rest()
}

// feed runs the frames of step s, one a tick.
func (h *harness) feed(s orkneytest.Step) { h.frames(h.read(s)...) }

// read is the frames of step s as the board shows things now.
func (h *harness) read(s orkneytest.Step) []input.Frame {
	h.t.Helper()
	fs, err := s()
	require.NoError(h.t, err)
	return fs
}

// frames runs fs, one a tick.
func (h *harness) frames(fs ...input.Frame) {
	for _, f := range fs {
		h.step(f)
	}
}

// click hovers, presses and releases at p.
func (h *harness) click(p render.Point) {
	h.t.Helper()
	h.step(input.Frame{X: p.X, Y: p.Y})
	h.step(input.Frame{X: p.X, Y: p.Y, Down: true})
	h.step(input.Frame{X: p.X, Y: p.Y})
}

// clickButton clicks the middle of a control the board shows.
func (h *harness) clickButton(c render.Control, ok bool) {
	h.t.Helper()
	require.True(h.t, ok, "the control is shown")
	h.click(centre(c.Rect))
}

// key presses the key of action a for one tick, the pointer held as it was.
func (h *harness) key(a input.Action) {
	h.t.Helper()
	h.step(input.Frame{X: h.last.X, Y: h.last.Y, Down: h.last.Down, Touch: h.last.Touch, Actions: []input.Action{a}})
}

// carry presses on the revealed tile and moves the pointer to "to" in ten steps, still down.
func (h *harness) carry(to render.Point, touch bool) {
	h.t.Helper()
	from, ok := h.w.RevealedTile()
	require.True(h.t, ok, "the revealed tile can be lifted")
	h.step(input.Frame{X: from.X, Y: from.Y, Down: touch, Touch: touch})
	h.step(input.Frame{X: from.X, Y: from.Y, Down: true, Touch: touch})
	for i := 1; i <= 10; i++ {
		p := lerp(from, to, float64(i)/10)
		h.step(input.Frame{X: p.X, Y: p.Y, Down: true, Touch: touch})
	}
}

// pixels draws the table on the full-size screen and reads it back.
func (h *harness) pixels() []byte {
	h.tbl.Draw(kit.Screen)
	buf := make([]byte, 4*render.LogicalW*render.LogicalH)
	kit.Screen.ReadPixels(buf)
	return buf
}

// toast is the message the shell's toast shows now ("" for none).
func (h *harness) toast() string {
	text, _ := h.tbl.Toast()
	return text
}

// toastWarns reports whether the toast showing now is a warning.
func (h *harness) toastWarns() bool {
	_, warn := h.tbl.Toast()
	return warn
}

// real is the live game the table plays (not the viewer's View the board draws from).
func (h *harness) real() *ork.Game { return h.tbl.Match().Game().(*ork.Game) }

// view is the viewer's View of the game, as the board draws it.
func (h *harness) view() *ork.Game { return h.tbl.View().(*ork.Game) }

func (h *harness) hash() [32]byte { return h.tbl.Match().Game().Hash() }

func centre(r render.Rect) render.Point {
	x, y := r.Centre()
	return render.Point{X: x, Y: y}
}

func lerp(a, b render.Point, t float64) render.Point {
	return render.Point{X: a.X + (b.X-a.X)*t, Y: a.Y + (b.Y-a.Y)*t}
}

// startPlacing is a 2-player harness at seat 0's first placement (tasks chosen by autoplay).
func startPlacing(t *testing.T, seed uint64) *harness {
	t.Helper()
	h := newHarness(t, game{Players: seats(2), Seed: seed, Autoplay: 2})
	require.True(t, h.idle())
	require.Equal(t, ork.DecidePlaceTile, h.real().Decision())
	return h
}

// startBuilding is a 3-player harness where the seat to move may build.
func startBuilding(t *testing.T) *harness {
	t.Helper()
	n := movesUntil(t, 3, 9, 30, hasMove[ork.Build])
	h := newHarness(t, game{Players: seats(3), Seed: 9, Autoplay: n})
	require.True(t, h.idle())
	return h
}

// movesUntil is the first move count, from n on, after which the random autoplay of this game
// satisfies ok.
func movesUntil(t testing.TB, players int, seed uint64, n int, ok func(g *ork.Game) bool) int {
	t.Helper()
	g, err := ork.New(ork.Setup{Players: players, Seed: seed})
	require.NoError(t, err)
	r := bot.NewRandom(seed)
	for i := 0; ; i++ {
		if i >= n && ok(g) {
			return i
		}
		require.False(t, g.Over(), "never reached the wanted state")
		_, err := g.Apply(r.Choose(g))
		require.NoError(t, err)
	}
}

func hasMove[M any](g *ork.Game) bool {
	for _, m := range g.Legal() {
		if _, ok := m.(M); ok {
			return true
		}
	}
	return false
}

func placing(g *ork.Game) bool { return g.Decision() == ork.DecidePlaceTile }

// firstMove is the first legal move of type M.
func firstMove[M rules.Move](t testing.TB, g *ork.Game) M {
	t.Helper()
	for _, m := range g.Legal() {
		if x, ok := m.(M); ok {
			return x
		}
	}
	var zero M
	require.FailNow(t, "no legal move of the wanted kind", "%T", zero)
	return zero
}

// twoCredits returns a PlaceRoute spending the second of two credits a connection could use.
func twoCredits(g *ork.Game) (ork.PlaceRoute, bool) {
	seen := map[ork.ConnID]int{}
	for _, m := range g.Legal() {
		if pr, ok := m.(ork.PlaceRoute); ok {
			seen[pr.Conn]++
			if seen[pr.Conn] == 2 {
				return pr, true
			}
		}
	}
	return ork.PlaceRoute{}, false
}

// creditChoiceAt is a game (seed and autoplayed moves) of this many players at a connection
// between two islands that both hold the seat's route credits, with the route that spends the
// second one.
func creditChoiceAt(t *testing.T, players int) (seed uint64, moves int, m ork.PlaceRoute) {
	t.Helper()
	for seed := uint64(1); seed < 400; seed++ {
		g, err := ork.New(ork.Setup{Players: players, Seed: seed})
		require.NoError(t, err)
		r := bot.NewRandom(seed)
		for n := 0; !g.Over(); n++ {
			if m, ok := twoCredits(g); ok {
				return seed, n, m
			}
			_, err := g.Apply(r.Choose(g))
			require.NoError(t, err)
		}
	}
	require.FailNow(t, "no game offered a connection between two credited islands")
	return 0, 0, ork.PlaceRoute{}
}

// openSea is a point on the board over a cell that neither holds a tile nor touches one: far
// from every island.
func openSea(t *testing.T, h *harness) render.Point {
	t.Helper()
	taken := map[hex.Axial]bool{}
	for _, p := range h.real().Placed() {
		taken[p.Cell] = true
	}
	v := h.w.BoardView()
	for y := v.Y + 20; y < v.Bottom()-20; y += 17 {
		for x := v.X + 20; x < v.Right()-20; x += 17 {
			c := h.w.CellAt(render.Point{X: x, Y: y})
			near := taken[c]
			for d := 0; d < 6; d++ {
				near = near || taken[c.Neighbour(d)]
			}
			if s, ok := h.w.CellPoint(c); ok && !near {
				return s
			}
		}
	}
	t.Fatal("no open sea on screen")
	return render.Point{}
}
