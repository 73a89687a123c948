package scenes

import (
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/input"
	"northtable/render"
	"northtable/render/ebitentest"
	"northtable/rules"
	"northtable/scenes/scene"
	"northtable/scenes/storage"
	"northtable/scenes/table"
)

// boardColour fills the fake board so tests can tell whether it shows through.
var boardColour = color.RGBA{0xFF, 0x00, 0xFF, 0xFF}

// fakeBoard stands in for a game's board scene inside the real table shell.
type fakeBoard struct {
	t     *table.Table
	jumps int // Show calls without a move: the start, and each new viewer after a curtain
	draws int // Draw calls
}

func (b *fakeBoard) Show(_ rules.Game, ch table.Change) {
	if ch.Kind == table.Jumped {
		b.jumps++
	}
}
func (b *fakeBoard) Tick(*scene.Context)       {}
func (b *fakeBoard) Busy() bool                { return false }
func (b *fakeBoard) Skip()                     {}
func (b *fakeBoard) Input(*scene.Context)      {}
func (b *fakeBoard) Back() bool                { return false }
func (b *fakeBoard) Draw(screen *ebiten.Image) { b.draws++; screen.Fill(boardColour) }
func (b *fakeBoard) Still() bool               { return true }
func (b *fakeBoard) Release()                  {}
func (b *fakeBoard) lifted() int               { return b.jumps - 1 }
func (b *fakeBoard) seats() []scene.Seat       { return b.t.Seats() }
func (b *fakeBoard) seed() uint64              { return b.t.Match().Setup().Seed }

// fakeGames is Games() with Orkney playable through a fake board in the real table shell;
// boards collects the boards. private says whether hot-seat changes raise the curtain.
func fakeGames(boards *[]*fakeBoard, private bool) []GameInfo {
	games := Games()
	games[0].Private = private
	games[0].New = func(t *table.Table) (table.Board, error) {
		b := &fakeBoard{t: t}
		*boards = append(*boards, b)
		return b, nil
	}
	return games
}

type harness struct {
	t      *testing.T
	app    *App
	script *input.Script
	screen *ebiten.Image
	// canvas is a small 16:9 screen (ebitentest.CanvasW x CanvasH) that run draws on: the
	// scenes lay themselves out in logical px whatever the screen, and the script's frames are
	// logical px, so the input finds the very places a full screen shows at a small part of the
	// software renderer's cost. pixels draws the frame on the full-size screen.
	canvas *ebiten.Image
}

func newHarness(t *testing.T, cfg Config, games []GameInfo) *harness {
	t.Helper()
	return newHarnessOn(t, cfg, games, nil, time.Date(2026, 12, 1, 12, 0, 0, 0, time.UTC))
}

// newHarnessOn is a harness over store st (nil: none) whose simulated clock starts at start:
// every tick is a 60th of a second, however fast the test runs.
func newHarnessOn(t *testing.T, cfg Config, games []GameInfo, st storage.Store, start time.Time) *harness {
	t.Helper()
	if cfg.WindowW == 0 {
		cfg.WindowW, cfg.WindowH = DefaultWindowW, DefaultWindowH
	}
	app, err := NewApp(cfg, games, st)
	require.NoError(t, err)
	h := &harness{t: t, app: app, script: input.NewScript(), screen: ebiten.NewImage(render.LogicalW, render.LogicalH),
		canvas: ebitentest.SharedKit(t).Canvas}
	app.SetSource(h.script)
	app.now = func() time.Time { return start.Add(time.Duration(app.ctx.Tick) * time.Second / 60) }
	return h
}

// run plays every queued frame plus extra idle ticks and draws the last frame on the small
// canvas. (Scenes update without being drawn; drawing every tick only slows the software
// renderer down.)
func (h *harness) run(extra int) {
	h.t.Helper()
	h.script.Wait(extra)
	for h.script.Pending() > 0 {
		require.NoError(h.t, h.app.Update())
	}
	h.app.Draw(h.canvas)
}

// pixels draws the current frame on the full-size screen and reads it once (reading pixel by
// pixel is slow). The screen is then replaced by a new image: drawing on an image whose pixels
// were read back is slow under the software renderer.
func (h *harness) pixels() *image.RGBA {
	h.app.Draw(h.screen)
	b := h.screen.Bounds()
	img := image.NewRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
	h.screen.ReadPixels(img.Pix)
	h.screen.Deallocate()
	h.screen = ebiten.NewImage(b.Dx(), b.Dy())
	return img
}

func (h *harness) click(r render.Rect) {
	x, y := r.Centre()
	h.script.Click(x, y)
	h.run(0)
}

func TestMenuSetupStartsGameInTurnOrder(t *testing.T) {
	var boards []*fakeBoard
	h := newHarness(t, Config{}, fakeGames(&boards, false))
	m, ok := h.app.Scene().(*menu)
	require.True(t, ok, "the App opens on the menu")
	require.True(t, m.cards[0].btn.Enabled)
	assert.True(t, m.cards[1].btn.Enabled, "Reykholt is playable")
	assert.True(t, m.cards[2].btn.Enabled, "Reavers of Midgard is playable")

	h.click(m.cards[0].btn.Bounds())
	h.run(scene.FadeTicks + 2)
	s, ok := h.app.Scene().(*setup)
	require.True(t, ok, "Orkney's card opens setup")
	assert.Equal(t, 3, s.n())

	// Four players; the first renamed Ragna; Bjørn starts; seed 42.
	plus := render.Rect{X: s.count.Rect.Right() - 44, Y: s.count.Rect.Y, W: 44, H: 44}
	h.click(plus)
	require.Equal(t, 4, s.n())
	h.click(s.names[0].Rect)
	require.True(t, s.names[0].Focused)
	h.script.Type("Ragna").Key(input.ActConfirm)
	h.run(0)
	assert.Equal(t, "Ragna", s.names[0].Text)
	assert.False(t, s.names[0].Focused)
	h.click(s.starts[2]) // option 0 is "draw at random", then seats in setup order
	assert.Equal(t, 1, s.starter)
	h.click(s.seed.Rect)
	h.script.Type("42").Key(input.ActConfirm)
	h.run(0)

	require.True(t, s.start.Enabled, s.start.Reason)
	h.click(s.start.Bounds())
	require.Len(t, boards, 1)
	h.run(scene.FadeTicks + 2)
	assert.Same(t, boards[0].t, h.app.Scene())

	assert.Equal(t, uint64(42), boards[0].seed())
	names := []string{}
	colours := map[int]bool{}
	players := boards[0].seats()
	for _, p := range players {
		names = append(names, p.Name)
		colours[p.Colour] = true
		assert.False(t, p.Bot)
	}
	assert.Equal(t, []string{"Bjørn", "Cait", "Dag", "Ragna"}, names, "seat 0 is the chosen start player")
	assert.Len(t, colours, 4, "no two players share a colour")
	assert.Equal(t, 1, players[0].Colour, "Bjørn keeps the second colour")
	assert.False(t, boards[0].t.Instant())
}

func TestSetupRefusesDuplicateNamesAndColours(t *testing.T) {
	var boards []*fakeBoard
	h := newHarness(t, Config{}, fakeGames(&boards, false))
	s := h.app.newSetup(h.app.games[0])
	h.app.mgr.Cut(s)

	// Seat 1 tries the colour of seat 0: it is taken and stays unchosen.
	h.click(s.colours[1].SwatchRect(0))
	assert.Equal(t, 1, s.colours[1].Selected)
	assert.Equal(t, "Ann", s.colours[1].TakenBy[0])

	h.click(s.names[1].Rect)
	h.script.Type("ann").Key(input.ActConfirm)
	h.run(0)
	assert.False(t, s.start.Enabled)
	assert.Contains(t, s.start.Reason, "both called")
	h.click(s.start.Bounds())
	assert.Empty(t, boards, "a disabled Start starts nothing")

	// Hovering the disabled Start shows the reason.
	x, y := s.start.Bounds().Centre()
	h.script.Move(x, y)
	h.run(render.TooltipDelay + 1)
	require.NoError(t, h.app.Update())
	h.app.mgr.Draw(h.screen)
	assert.Contains(t, h.app.ui.OverlayText(), "both called")
	h.app.ui.ClearOverlay()

	// Random start is drawn from the seed: the same seed gives the same order.
	s.names[1].Text = ""
	s.seed.Text = "9"
	s.refresh()
	a, seedA := s.Seats()
	b, seedB := s.Seats()
	assert.Equal(t, uint64(9), seedA)
	assert.Equal(t, seedA, seedB)
	assert.Equal(t, a, b)
}

func TestCurtainHidesBoardUntilClicked(t *testing.T) {
	var boards []*fakeBoard
	h := newHarness(t, Config{Game: "orkney", Players: 2}, fakeGames(&boards, true))
	require.Len(t, boards, 1)
	assert.Equal(t, []string{"Ann", "Bjørn"}, []string{boards[0].seats()[0].Name, boards[0].seats()[1].Name})
	h.run(1)
	c, ok := h.app.Scene().(*curtain)
	require.True(t, ok, "the board asked for the curtain")
	assert.Equal(t, "Ann", c.Name())

	// Nothing of the board is drawn behind the curtain.
	pix := h.pixels()
	board := 0
	for y := 0; y < render.LogicalH; y++ {
		for x := 0; x < render.LogicalW; x++ {
			if pix.RGBAAt(x, y) == boardColour {
				board++
			}
		}
	}
	assert.Zero(t, board, "board pixels behind the curtain")
	// An early click on the button (the one that ended the last turn) does not lift it, nor
	// does a press that began during the grace period and ends after it.
	h.click(c.ready.Bounds())
	assert.Zero(t, boards[0].lifted())
	x, y := c.ready.Bounds().Centre()
	h.script.Frames(input.Frame{X: x, Y: y, Down: true})
	h.run(curtainGrace)
	h.script.Frames(input.Frame{X: x, Y: y})
	h.run(0)
	assert.Zero(t, boards[0].lifted())
	// A burst of clicks anywhere else never lifts it.
	for i := 0; i < 6; i++ {
		h.click(render.Rect{X: 1450, Y: 743, W: 1, H: 1})
	}
	assert.Zero(t, boards[0].lifted())
	// A deliberate click on its button does.
	h.click(c.ready.Bounds())
	assert.Equal(t, 1, boards[0].lifted())
	h.run(scene.FadeTicks + 2)
	assert.Same(t, boards[0].t, h.app.Scene())
	assert.Equal(t, boardColour, h.pixels().RGBAAt(800, 450))
}

func TestScreenshotModeSkipsCurtainAndSavesPNG(t *testing.T) {
	var boards []*fakeBoard
	file := filepath.Join(t.TempDir(), "shot.png")
	h := newHarness(t, Config{Game: "orkney", Players: 3, Screenshot: file, Frames: 3, Seed: 5, SeedSet: true},
		fakeGames(&boards, true))
	require.Len(t, boards, 1)
	assert.True(t, boards[0].t.Instant())
	assert.Equal(t, uint64(5), boards[0].seed())
	for range 3 {
		require.NoError(t, h.app.Update())
		h.app.Draw(h.screen)
	}
	assert.Same(t, boards[0].t, h.app.Scene(), "no curtain in screenshot mode")
	assert.ErrorIs(t, h.app.Update(), ebiten.Termination)

	f, err := os.Open(file)
	require.NoError(t, err)
	defer f.Close()
	img, err := png.Decode(f)
	require.NoError(t, err)
	assert.Equal(t, render.LogicalW, img.Bounds().Dx())
	assert.Equal(t, render.LogicalH, img.Bounds().Dy())
	r, g, b, _ := img.At(800, 450).RGBA()
	assert.Equal(t, [3]uint32{0xFFFF, 0, 0xFFFF}, [3]uint32{r, g, b}, "the saved frame shows the board")
}

func sampleResult() (rules.Result, []scene.Seat) {
	cats := func(b, r, f, t int, task string) []rules.Category {
		return []rules.Category{
			{Name: "Buildings", Points: b},
			{Name: "Trade routes", Points: r},
			{Name: "Fish", Points: f, Note: "7 fish points"},
			{Name: "Task", Points: t, Note: task},
		}
	}
	res := rules.Result{
		Scores: []rules.Score{
			{Seat: 0, Total: 31, Rank: 2, Breakdown: cats(14, 9, 2, 6, "Most fish")},
			{Seat: 1, Total: 25, Rank: 3, Breakdown: cats(12, 10, 3, 0, "Castles")},
			{Seat: 2, Total: 31, Rank: 1, Breakdown: cats(13, 12, 0, 6, "Largest network")},
		},
		Winners: []rules.Seat{2},
		TieRule: "most resources left",
	}
	seats := []scene.Seat{{Name: "Ann", Colour: 0}, {Name: "Bjørn", Colour: 1}, {Name: "Cait", Colour: 2}}
	return res, seats
}

func TestResultsShowWinnerAndTable(t *testing.T) {
	var boards []*fakeBoard
	h := newHarness(t, Config{Game: "orkney", Players: 3}, fakeGames(&boards, false))
	res, seats := sampleResult()
	info, _ := findGame(h.app.games, "orkney")
	h.app.mgr.Switch(h.app.newResults(info, res, seats, nil))
	h.run(scene.FadeTicks + 2)
	r, ok := h.app.Scene().(*results)
	require.True(t, ok, "game over shows the results")
	assert.Equal(t, "Cait wins!", r.Headline())
	assert.Equal(t, "Tied on 31 points — decided by most resources left", r.Subline())
	assert.Equal(t, []int{2, 0, 1}, r.order, "rows by rank")
	assert.Equal(t, []string{"Buildings", "Trade routes", "Fish", "Task"}, r.cats)

	// Non-blank: many colours, and the winner's highlighted row sits first in the table.
	pix := h.pixels()
	seen := map[color.RGBA]bool{}
	for y := 0; y < render.LogicalH; y += 3 {
		for x := 0; x < render.LogicalW; x += 3 {
			seen[pix.RGBAAt(x, y)] = true
		}
	}
	assert.Greater(t, len(seen), 50)
	row := pix.RGBAAt(160, 232+64+40)
	assert.Equal(t, render.Mix(render.Paper, render.Sand, 0.7), row, "the winner's row is highlighted")

	res.Winners, res.TieRule = []rules.Seat{0, 2}, ""
	res.Scores[0].Rank = 1
	shared := h.app.newResults(h.app.games[0], res, seats, nil)
	assert.Equal(t, "Ann and Cait share the win", shared.Headline())
	assert.Equal(t, "Level on 31 points", shared.Subline())

	// Rematch: same seats, a new board.
	h.click(r.rematch.Bounds())
	require.Len(t, boards, 2)
	assert.Equal(t, boards[0].seats(), boards[1].seats())
	h.run(scene.FadeTicks + 2)
	assert.Same(t, boards[1].t, h.app.Scene())
	h.click(table.MenuButton)
	require.True(t, boards[1].t.MenuOpen())
	h.click(boards[1].t.MenuChoice(table.MenuLeave)) // Leave
	h.run(scene.FadeTicks + 2)
	_, ok = h.app.Scene().(*menu)
	assert.True(t, ok)
}

func TestDrawFitsCanvasToWindow(t *testing.T) {
	h := newHarness(t, Config{}, Games())
	wide := ebiten.NewImage(2000, 900)
	h.app.Draw(wide)
	assert.InDelta(t, 1.0, h.app.scale, 1e-9)
	assert.Equal(t, 200.0, h.app.offX, "letterboxed left and right")
	x, y := h.app.toLogical(200+800, 450)
	assert.Equal(t, [2]float64{800, 450}, [2]float64{x, y})

	big := ebiten.NewImage(3200, 1800)
	h.app.Draw(big)
	assert.InDelta(t, 2.0, h.app.scale, 1e-9)
	x, y = h.app.toLogical(1600, 900)
	assert.Equal(t, [2]float64{800, 450}, [2]float64{x, y})

	w, hh := h.app.LayoutF(0, 0)
	assert.Positive(t, w, "a minimised window keeps a size")
	assert.Positive(t, hh)
}

func TestAutoplayOnlyForTheGameTheFlagsStart(t *testing.T) {
	var boards []*fakeBoard
	h := newHarness(t, Config{Game: "orkney", Players: 2, Autoplay: 40}, fakeGames(&boards, false))
	require.Len(t, boards, 1)
	assert.Equal(t, 40, boards[0].t.Moves())
	require.NoError(t, h.app.rematch())
	require.Len(t, boards, 2)
	assert.Zero(t, boards[1].t.Moves(), "a rematch is played by people")
	require.NoError(t, h.app.StartGame("orkney", boards[0].seats(), 1))
	assert.Zero(t, boards[2].t.Moves(), "a game from setup is played by people")
}

func TestCurtainKeepsLongNamesInsideTheCard(t *testing.T) {
	var boards []*fakeBoard
	h := newHarness(t, Config{}, fakeGames(&boards, false))
	c := newCurtain(h.app, "MaximilianusbjWW", 4, func() {})
	w, _ := render.MeasureText(c.ready.Label, h.app.ui.Fonts.BodyBold)
	assert.Less(t, w, c.ready.Bounds().W-16, "the button label fits: %q", c.ready.Label)
}

// An idle board costs next to nothing: once nothing moves and nobody touches anything, the App
// keeps the last frame instead of drawing it again; any input wakes it.
func TestIdleBoardIsNotRedrawn(t *testing.T) {
	var boards []*fakeBoard
	h := newHarness(t, Config{Game: "orkney", Players: 2}, fakeGames(&boards, false))
	tick := func(f input.Frame) {
		h.script.Frames(f)
		require.NoError(t, h.app.Update())
		h.app.Draw(h.canvas)
	}
	for range 3 * int(awakeFor/(time.Second/60)) {
		tick(input.Frame{X: 10, Y: 10})
	}
	drawn := boards[0].draws
	for range 300 {
		tick(input.Frame{X: 10, Y: 10})
	}
	assert.Equal(t, drawn, boards[0].draws, "an idle board is not drawn again")
	tick(input.Frame{X: 20, Y: 10})
	assert.Equal(t, drawn+1, boards[0].draws, "a pointer movement wakes it at once")
}

// stillScene is a scene with nothing moving that counts its draws.
type stillScene struct{ draws int }

func (s *stillScene) Update(*scene.Context) error { return nil }
func (s *stillScene) Draw(*ebiten.Image)          { s.draws++ }
func (s *stillScene) Still() bool                 { return true }

// When one frame takes longer than awakeFor (a software renderer), the tick where a change
// ends (here a cross-fade) is still drawn before the App rests: the new screen is shown, not
// left under the last frame of the fade.
func TestTheEndOfAChangeIsDrawnHoweverSlowTheFrames(t *testing.T) {
	var boards []*fakeBoard
	h := newHarness(t, Config{Game: "orkney", Players: 2}, fakeGames(&boards, false))
	now := h.app.ctx.Now
	h.app.now = func() time.Time { return now }
	tick := func(gap time.Duration) {
		now = now.Add(gap)
		h.script.Frames(input.Frame{X: 10, Y: 10})
		require.NoError(t, h.app.Update())
		h.app.Draw(h.screen)
	}
	tick(time.Second / 60)
	next := &stillScene{}
	h.app.mgr.Switch(next)
	tick(200 * time.Millisecond)
	require.True(t, h.app.mgr.Fading(), "0.2 s into a 0.3 s fade")
	require.Equal(t, 1, next.draws)
	tick(2 * time.Second)
	require.False(t, h.app.mgr.Fading())
	assert.Equal(t, 2, next.draws, "the fade's end is drawn although the frame took 2 s")
	tick(2 * time.Second)
	tick(2 * time.Second)
	assert.Equal(t, 2, next.draws, "then the App rests")
}
