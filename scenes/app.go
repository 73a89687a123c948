// Package scenes is the Northtable App: it implements ebiten.Game, owns the scene manager, and
// provides the screens around the games — menu, new-game setup, privacy curtain and results. It
// registers each game's board scene (games.go) and turns command-line flags into a Config.
//
// The results screen has three views: the score table; the race, every player's standing
// round by round replayed from the game's record (record.Match.Race of a game that reports
// rules.Progress, drawn by render.RaceChart, with the solo goal as a line across); and the
// board as the game ended (the finished table drawn under a strip leading back to the scores).
//
// # Hand-offs
//
// Every hand-off lasts wall-clock time (scene.Context.Now, the App's clock; tests give a
// simulated one), however slow the frames: a screen change cross-fades for 0.3 s
// (scene.FadeTime, scaled by the animation speed), a move's animations last their own time
// (render.Queue), and a press or key during either finishes it and is acted on. The privacy
// curtain is the one deliberate exception, on both sides: it appears at once (a cut, so
// nothing behind it shows), and its button takes no click for its first half second
// (curtainGrace), so the rest of a double-click or a key still held from the last turn cannot
// lift it for the next player; once it is lifted the curtain fades out over the board for
// 0.3 s and the board takes no input until the pointer has been up for 0.3 s (liftGuard), so
// the second click of a double-click on the button cannot land on the next player's secret
// choice. These are short wall-clock graces, not frames: on a renderer drawing five frames a
// second they are two or three frames, where they used to be 30 and 18.
//
// # Words for a finger
//
// A hint never names a key to a touch screen (the last press a finger's, or a coarse pointer
// before any press: input.Pointer.Fingers, which boards read as table.Table.Fingers): the
// curtain's "Esc: game menu" becomes a Game menu button, and the boards say tap and name the
// button that does what Esc would.
//
// # The magnifier
//
// The table is laid out at 1600x900 logical px and fitted to the window; on a phone held
// sideways (844x390 CSS px) that is 0.43 of its size, and the 18 px body text is under 8 CSS
// px: unreadable. So on a screen that draws the table at under 0.75 window points per logical
// px (magnifyBelow; a phone, a small tablet) the App magnifies what it shows (magnify.go,
// table.Magnifier): the table shell, so every game has it (Reavers too) instead of each board
// growing its own zoom, and the screens around the games (menu, setup, curtain, results), whose
// small words are as hard to read there. The table's view is the table's own, kept across the
// curtain; every other screen starts whole (so the curtain's button is always in view):
//
//   - Two fingers are the table's: spreading them zooms the whole table about their midpoint,
//     from the whole table (1x) to table.MaxMagnify (2.5x), and moving them together moves the
//     view, as a map does (input.PinchTracker reads both from the raw fingers); the view never
//     leaves the table, and a pinch that ends under 1.06x returns to the whole table.
//   - One finger works exactly as before: its taps, drags and long presses are mapped through
//     the view, so the boards and the shell see table px and never know about the zoom (also
//     scene.Context.PointScale includes it, so a carried tile still rides 56 points above the
//     fingertip). The finger left on the glass after a pinch is no press until every finger
//     has lifted, so lifting two fingers one after the other taps nothing.
//   - Orkney's board has a zoom of its own (the wheel, + and -, and a pinch on larger
//     screens). On a small screen the pinch is the magnifier's and the board sees none: two
//     zooms on one gesture would fight, and the table's zoom is the one that makes the panels
//     and the log readable too. A finger still drags the sea to pan the board, and the board
//     still frames its layout by itself. On larger screens, and with a mouse anywhere, nothing
//     changes: the magnifier stays at 1x and two fingers zoom Orkney's board as before.
//   - A magnified view uses the whole screen, not only the fitted 16:9 rectangle: on a phone
//     held sideways (about 2.16:1) the bands beside the whole table fill with the table as it
//     zooms. The window onto the table is the screen's size divided by the zoom; it is kept on
//     the table (panned to an edge, that edge of the table meets the screen's), and only along
//     a side where the zoomed table is still smaller than the screen (1x to 1.22x across a
//     phone) is the table centred with bands. While two fingers spread, the zoom stays about
//     the table point that was under them when they went down, also while that clamp holds
//     the view (a pinch near the table's edge brings the edge to the screen's, rather than
//     zooming about whatever the clamp slid under the fingers); moving them starts afresh
//     from the view shown, so dragging past an edge leaves no slack. One mapping serves both ways: a screen point s
//     (the fitted table's logical px, as the input source reports them, so a band is below 0
//     or past 1600) shows the table point (X, Y) + s/zoom (table.Magnifier, whose Screen is
//     the whole screen in those px), the drawing places the table point p at (p - (X, Y))·zoom,
//     and northtable:view announces (zoom, X, Y) for the browser test to map its taps alike.
//   - While magnified, a chip with a magnifier and "1x" returns to the whole table: at the
//     top-left corner of the table as drawn, which once zoomed past the bands is the screen's
//     own corner. The prompt bar's instruction is shown along the foot of the table as drawn
//     (the screen's whole width) while the view leaves the bar out, so the words of what to do
//     next are always on the screen; moving the view down to the table's foot shows the bar
//     itself, with its buttons. The first-time hint sits at the top of the table as drawn.
//   - The first board a small touch screen opens says "Pinch to zoom, two fingers to move"
//     at the top, over the title bar (not over a choice in the middle, such as Orkney's secret
//     task), until the first touch, which still does what it does; once (Settings.ZoomHint;
//     a player who pinched first is not told).
//
// Text stays sharp: the table is drawn at the zoomed scale (render.ScaleOf of a canvas zoom
// times the fitted one, rounded up to a quarter so a few glyph sizes and cached layers serve
// every zoom) and only its visible part is composed, shrunk slightly, never a bitmap of the
// fitted frame enlarged. Ebitengine has no way to draw a scene with an offset into a smaller
// image (scenes draw at logical px × the canvas's scale from its corner), so the canvas is the
// whole table at that scale; its size is bounded by 4000 px a side and twice the screen's own
// pixels (at least 4 M px), past which it is enlarged a little (by 1.6 at 2.5x on a phone of
// device scale 3, as sharp as a phone of device scale 2). While fingers move, the canvas keeps
// the scale it had when they went down (the fitted one from the whole table) and is scaled,
// softly, as a phone's browser does; when they lift it is drawn again at the new zoom.
// The frame cost is measured by BenchmarkMagnifiedFrame (Reykholt on a 2532x1170 screen, a
// phone at device scale 3; magnify_bench_test.go): under Xvfb (llvmpipe, 2 shared cores, load
// 5–6) a frame of the whole table took 72–81 ms of CPU, magnified 1.5x 115–117 ms, 2.2x and
// 2.5x 142–146 ms (each with the 12 MB read-back that makes the frame's commands run): 1.4 to
// 2 times the whole table's, bounded by the canvas's pixels.
package scenes

import (
	"bytes"
	"errors"
	"fmt"
	"image"
	"image/png"
	"math"
	"math/rand/v2"
	"os"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"northtable/input"
	"northtable/render"
	"northtable/rules"
	"northtable/rules/record"
	"northtable/scenes/scene"
	"northtable/scenes/storage"
	"northtable/scenes/table"
)

// App is the whole program as an ebiten.Game. It draws every scene at the device scale: Layout
// returns the window size in device px, the App fits a 16:9 canvas of 1600·k × 900·k device px
// into it (letterboxed) and scenes draw on that canvas in logical px (render.ScaleOf gives k).
type App struct {
	cfg   Config
	games []GameInfo

	fonts  *render.Fonts
	atlas  *render.Atlas
	ui     *render.UI
	mgr    *scene.Manager
	src    input.Source
	ptr    input.Pointer
	ctx    scene.Context
	bg     *backdrop
	covers covers
	rng    *rand.Rand

	canvas     *ebiten.Image
	scale      float64 // device px per logical px of the canvas
	offX, offY float64 // canvas position in the screen, device px
	frames     int     // frames drawn
	done       bool    // the screenshot or frame budget is reached
	err        error   // a failure to report from the next Update
	lastW      float64 // last non-empty layout, device px
	lastH      float64
	awakeUntil time.Time        // frames are drawn until then; later the last frame stays (see wake)
	now        func() time.Time // the App's clock (tests give a simulated one)
	lastScene  scene.Scene      // the scene of the last tick: a new one is drawn at once
	lowPower   bool             // rest in Ebitengine's low-power mode while nothing moves (Run sets it)
	resting    bool             // the low-power mode is on now
	lastFrame  input.Frame      // the previous tick's input, to tell whether anything changed
	wasStill   bool             // the previous tick was still (see wake)
	drawnW     int              // screen size of the last drawn frame, device px
	drawnH     int

	lens lens // the magnifier of a small touch screen (magnify.go)

	lastSeats []scene.Seat // the last game's seats, for Rematch
	lastID    string
	table     *table.Table // the last game's table

	store    storage.Store // where settings are remembered; nil: nowhere
	settings Settings
	notice   string // a message for the menu's footer, e.g. that settings could not be read
	claims   claims // the claim of the game played here (continue.go)
}

// UseStore makes the App remember its settings in st and loads them now. A damaged copy is
// replaced by the defaults and reported on the menu; nothing else is lost.
func (a *App) UseStore(st storage.Store) {
	a.store = st
	s, err := loadSettings(st)
	a.settings = s
	a.ctx.AnimSpeed = animationChoices[s.animationIndex()].Speed
	if err != nil {
		a.notice = err.Error()
	}
}

// setAnimations applies the animation speed animationChoices[i] and remembers it.
func (a *App) setAnimations(i int) {
	a.settings.Animations = animationChoices[i].Key
	a.ctx.AnimSpeed = animationChoices[i].Speed
	if err := saveSettings(a.store, a.settings); err != nil {
		a.notice = err.Error()
	}
}

// remember stores the table just set up for game id; a failure is reported on the menu.
func (a *App) remember(id string, n int, names [5]string, colours [5]int) {
	a.settings.Players[id] = n
	a.settings.Names, a.settings.Colours = names, distinctColours(colours)
	if err := saveSettings(a.store, a.settings); err != nil {
		a.notice = err.Error()
	}
}

// NewApp builds the App for cfg with the given games (normally Games()). It loads fonts and the
// atlas, remembers settings and saves games in st (nil: nowhere), and starts at the menu, or
// straight in a new game when cfg.Game is set.
func NewApp(cfg Config, games []GameInfo, st storage.Store) (*App, error) {
	return newApp(cfg, games, st, nil)
}

// newApp is NewApp with fonts already parsed (the loading screen's); nil parses them.
func newApp(cfg Config, games []GameInfo, st storage.Store, fonts *render.Fonts) (*App, error) {
	fonts, atlas, err := loadKit(fonts)
	if err != nil {
		return nil, err
	}
	a := &App{
		cfg:    cfg,
		games:  games,
		fonts:  fonts,
		atlas:  atlas,
		ui:     render.NewUI(fonts, atlas),
		bg:     &backdrop{},
		covers: covers{},
		scale:  1,
		lastW:  render.LogicalW,
		lastH:  render.LogicalH,
		rng:    rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64())),

		settings: defaultSettings(),
		now:      time.Now,
	}
	a.src = input.NewEbitenSource(a.toLogical)
	if cfg.Screenshot != "" {
		a.src = awayPointer{a.src}
	}
	a.ctx = scene.Context{
		Input: &a.ptr, Atlas: atlas, Fonts: fonts, UI: a.ui,
		Instant: cfg.Screenshot != "", AnimSpeed: 1,
		Probe: scene.NewProbe(probeWriter()),
	}
	if st != nil {
		a.UseStore(st)
	}
	a.mgr = scene.NewManager(a.newMenu())
	if cfg.Game != "" {
		info, ok := findGame(games, cfg.Game)
		if !ok || info.New == nil {
			return nil, fmt.Errorf("game %s is not available", cfg.Game)
		}
		n := max(cfg.Players, info.MinPlayers)
		seats := make([]scene.Seat, n)
		for i := range seats {
			seats[i] = scene.Seat{Name: render.DefaultPlayerNames[i%len(render.DefaultPlayerNames)], Colour: i}
		}
		if err := a.startGame(info.ID, seats, a.seedFor(cfg.SeedSet, cfg.Seed), nil, true); err != nil {
			return nil, err
		}
	}
	return a, nil
}

// loadKit loads the fonts and the sprite atlas of a new App. It is a variable so that the
// package's tests, which make an App for every test, can load them once for all (decoding the
// atlas and uploading its textures is most of NewApp's cost under a software renderer). Fonts
// already parsed (the loading screen's) are kept; nil parses them.
var loadKit = func(fonts *render.Fonts) (*render.Fonts, *render.Atlas, error) {
	if fonts == nil {
		var err error
		if fonts, err = render.NewFonts(); err != nil {
			return nil, nil, err
		}
	}
	atlas, err := render.NewAtlas()
	if err != nil {
		return nil, nil, fmt.Errorf("load sprites: %w", err)
	}
	return fonts, atlas, nil
}

// SetSource replaces the input source (tests use an input.Script).
func (a *App) SetSource(src input.Source) { a.src = src }

// awayPointer is the input of a -screenshot run: while no button or finger is down, the
// pointer stands far outside the canvas, so the picture shows the table as the game left it
// rather than the hover look and tooltip of wherever the window system put the pointer (Xvfb
// puts it in the middle of the screen).
type awayPointer struct{ input.Source }

// Next is the source's next frame with a resting pointer moved away.
func (s awayPointer) Next() input.Frame {
	f := s.Source.Next()
	if !f.Down && f.Touches == 0 {
		f.X, f.Y = -1e4, -1e4
	}
	return f
}

// SetInstant turns animations and fades off (true) or on.
func (a *App) SetInstant(on bool) { a.ctx.Instant = on }

// Scene is the current scene.
func (a *App) Scene() scene.Scene { return a.mgr.Current() }

// UI is the App's widget kit.
func (a *App) UI() *render.UI { return a.ui }

// Games is the list of games the App offers.
func (a *App) Games() []GameInfo { return a.games }

func (a *App) seedFor(set bool, seed uint64) uint64 {
	if set {
		return seed
	}
	return a.rng.Uint64()
}

// toLogical maps Ebitengine screen coordinates (device px of the layout) to logical px.
func (a *App) toLogical(x, y int) (float64, float64) {
	return (float64(x) - a.offX) / a.scale, (float64(y) - a.offY) / a.scale
}

// Update advances one tick: reads input, updates the current scene.
func (a *App) Update() error {
	if a.err != nil {
		return a.err
	}
	if a.done {
		return ebiten.Termination
	}
	f := a.magnify(a.src.Next())
	a.ctx.Tick++
	a.ctx.Now = a.now()
	f.At = a.ctx.Now // the pointer times a long press by the clock, not by ticks
	a.ptr.Update(f)
	if m := a.magnifier(); m != nil {
		a.ctx.PointScale = a.lens.base * m.Scale() // window points per logical px, zoom included
	} else if a.lens.base > 0 {
		a.ctx.PointScale = a.lens.base
	}
	a.ctx.Frame = f
	a.ctx.Probe.SetQuiet(a.mgr.Fading())
	a.watchClaim()
	err := a.mgr.Update(&a.ctx)
	a.showHint()
	a.wake(f)
	a.lastFrame = f
	return err
}

// awakeFor is how long the App keeps drawing after the last input or movement: long enough for
// hover looks, tooltips (render.TooltipDelay) and short fades that follow a pointer that has
// come to rest.
const awakeFor = 1500 * time.Millisecond

// wake decides whether the next frames must be drawn: after any input, while a transition runs,
// and while the scene is not still (scene.Still). Otherwise the last frame stays on screen.
func (a *App) wake(f input.Frame) {
	cur := a.mgr.Current()
	still := !a.mgr.Fading() && cur == a.lastScene
	a.lastScene = cur
	if s, ok := cur.(scene.Still); !ok || !s.Still() {
		still = false
	}
	l := a.lastFrame
	quiet := f.X == l.X && f.Y == l.Y && f.Down == l.Down && !f.RightPress && f.WheelY == 0 &&
		!f.Pinching() && f.Touches < 2 && l.Touches < 2 && len(f.Actions) == 0 && len(f.Chars) == 0
	// The first still tick re-arms the wait too: it must be drawn (a fade's last frame, the new
	// screen's first, whose ready line waits for it) even when one frame takes longer than
	// awakeFor, as under a software renderer, where the App would otherwise rest before drawing
	// the end of the change.
	// A press held still may yet become a long press: its time comes with no input to wake
	// the App, so the ticks go on until it has fired (input.Pointer.LongPressDue).
	if !still || !quiet || !a.wasStill || a.ptr.LongPressDue() {
		a.awakeUntil = a.ctx.Now.Add(awakeFor)
	}
	a.wasStill = still
	a.rest(a.asleep())
}

// asleep reports whether nothing has moved nor been touched for awakeFor: the last frame is
// still right.
func (a *App) asleep() bool { return a.ctx.Now.After(a.awakeUntil) }

// rest switches Ebitengine's frame loop: while the App rests it draws nothing new (Draw keeps
// the last frame, SetScreenClearedEveryFrame(false)) and the loop runs as input.Rest says, the
// way that costs least without losing a click; while anything moves, frames follow the display.
func (a *App) rest(idle bool) {
	if !a.lowPower || idle == a.resting {
		return
	}
	a.resting = idle
	input.Rest(idle)
}

// Draw draws the current scene on the fitted canvas and the canvas on the screen. In
// screenshot mode it saves frame cfg.Frames as a PNG and then ends the game loop.
func (a *App) Draw(screen *ebiten.Image) {
	sw, sh := screen.Bounds().Dx(), screen.Bounds().Dy()
	if a.asleep() && a.frames > 0 && sw == a.drawnW && sh == a.drawnH && a.cfg.Frames == 0 {
		// Nothing moved and nobody touched anything: the last frame is still right (the
		// screen is not cleared between frames, see Run).
		return
	}
	a.drawnW, a.drawnH = sw, sh
	k := math.Min(float64(sw)/render.LogicalW, float64(sh)/render.LogicalH)
	if k <= 0 {
		return
	}
	cw := int(math.Round(render.LogicalW * k))
	ch := int(math.Round(render.LogicalH * k))
	a.scale = float64(cw) / render.LogicalW
	a.offX, a.offY = math.Floor(float64(sw-cw)/2), math.Floor(float64(sh-ch)/2)
	// The whole screen in the fitted table's logical px: a magnified view fills it.
	a.lens.view = render.Rect{X: -a.offX / a.scale, Y: -a.offY / a.scale,
		W: float64(sw) / a.scale, H: float64(sh) / a.scale}

	m := a.magnifier()
	if m != nil && m.Zoomed() {
		// A magnified table is drawn at the zoomed scale and its visible part composed
		// (magnify.go); the whole-table chip goes over it.
		shot := a.drawMagnified(screen, m, cw, ch)
		a.drawLens(screen, m)
		a.drawn(screen, shot)
		return
	}
	if a.lens.canvas != nil {
		a.freeMagnified()
	}
	// When the window is exactly 16:9 the scenes draw straight onto the screen; otherwise onto
	// a fitted canvas that is then letterboxed. Every full-screen pass counts on software
	// renderers (Mesa llvmpipe, SwiftShader), so the copy is skipped whenever it can be.
	target := screen
	if cw != sw || ch != sh {
		if a.canvas == nil || a.canvas.Bounds().Dx() != cw || a.canvas.Bounds().Dy() != ch {
			if a.canvas != nil {
				a.canvas.Deallocate()
			}
			a.canvas = ebiten.NewImage(cw, ch)
		}
		target = a.canvas
	}
	target.Fill(render.DeepSea)
	a.mgr.Draw(target)
	a.ui.DrawOverlay(target)
	if target != screen {
		screen.Fill(letterbox)
		op := &ebiten.DrawImageOptions{}
		op.GeoM.Translate(a.offX, a.offY)
		screen.DrawImage(a.canvas, op)
	}
	a.drawLens(screen, m) // the first-time hint of a small touch screen
	a.drawn(screen, target)
}

// drawn counts a drawn frame and, in screenshot mode, saves frame cfg.Frames (the canvas
// drawn, or the screen when it shows a magnified table) and then ends the game loop.
func (a *App) drawn(screen, canvas *ebiten.Image) {
	a.frames++
	if a.cfg.Frames > 0 && a.frames >= a.cfg.Frames && !a.done {
		a.done = true
		if a.cfg.Screenshot != "" {
			shot := canvas
			if canvas == a.lens.canvas {
				shot = screen
			}
			if err := savePNG(a.cfg.Screenshot, shot); err != nil {
				a.err = err
			}
		}
	}
}

// letterbox is the colour around the canvas when the window is not 16:9.
var letterbox = render.Mix(render.DeepSea, render.Ink, 0.6)

// Layout returns the window size in device px, so the canvas matches the screen's pixels.
func (a *App) Layout(outsideW, outsideH int) (int, int) {
	w, h := a.LayoutF(float64(outsideW), float64(outsideH))
	return int(w), int(h)
}

// LayoutF is Layout at sub-pixel precision. A minimised window (zero size) keeps the last size.
func (a *App) LayoutF(outsideW, outsideH float64) (float64, float64) {
	if outsideW < 1 || outsideH < 1 {
		return a.lastW, a.lastH
	}
	s := 1.0
	if m := ebiten.Monitor(); m != nil {
		s = m.DeviceScaleFactor()
	}
	a.lastW, a.lastH = math.Ceil(outsideW*s), math.Ceil(outsideH*s)
	a.ctx.PointScale = math.Min(outsideW/render.LogicalW, outsideH/render.LogicalH)
	a.lens.base, a.lens.dpr = a.ctx.PointScale, s
	return a.lastW, a.lastH
}

// savePNG writes the image's pixels to a PNG file.
func savePNG(path string, img *ebiten.Image) error {
	b := img.Bounds()
	rgba := image.NewRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
	img.ReadPixels(rgba.Pix)
	var buf bytes.Buffer
	if err := png.Encode(&buf, rgba); err != nil {
		return fmt.Errorf("encode screenshot: %w", err)
	}
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		return fmt.Errorf("save screenshot: %w", err)
	}
	return nil
}

// StartGame starts a new game of kind id for seats (in turn order, seat 0 starts) and switches
// to its table. An unfinished saved game of the same kind is replaced (the menu asks first).
func (a *App) StartGame(id string, seats []scene.Seat, seed uint64) error {
	return a.startGame(id, seats, seed, nil, false)
}

// startGame is StartGame with the game's setup options (nil: their defaults); cut switches
// without a fade.
func (a *App) startGame(id string, seats []scene.Seat, seed uint64, opts rules.Options, cut bool) error {
	info, ok := findGame(a.games, id)
	if !ok || info.New == nil {
		return fmt.Errorf("game %s is not available", id)
	}
	if len(seats) < info.MinPlayers || len(seats) > info.MaxPlayers {
		return fmt.Errorf("%s takes %d to %d players, not %d", info.Title, info.MinPlayers, info.MaxPlayers, len(seats))
	}
	m, err := record.Start(info.Def, table.NewSetup(seats, seed, opts))
	if err != nil {
		return fmt.Errorf("start %s: %w", info.Title, err)
	}
	// -autoplay applies to the game the flags start, never to later games or rematches.
	autoplay := 0
	if cut {
		autoplay = a.cfg.Autoplay
		// The flags skip the menu, so nobody was asked about an unfinished game of this kind:
		// it is kept aside, never replaced.
		if a.store != nil {
			if _, err := a.store.Load(table.SaveKey(id)); !errors.Is(err, storage.ErrNotFound) {
				if _, err := storage.KeepAside(a.store, table.SaveKey(id), "replaced", a.now()); err == nil {
					a.notice = "Your unfinished " + info.Title + " game was kept aside when a new one started: see Kept games."
				}
			}
		}
	}
	return a.openTable(info, m, seats, autoplay, cut)
}

// Resume continues a saved game (the menu's Continue), curtain first.
func (a *App) Resume(id string, saved *table.Saved) error {
	info, ok := findGame(a.games, id)
	if !ok || info.New == nil {
		return fmt.Errorf("game %s is not available", id)
	}
	return a.openTable(info, saved.Match, saved.Seats, 0, false)
}

// openTable builds the table shell and board for the match and switches to it.
func (a *App) openTable(info GameInfo, m *record.Match, seats []scene.Seat, autoplay int, cut bool) error {
	cfg := table.Config{
		Def: info.Def, Title: info.Title, Private: info.Private, Rules: info.Rules,
		Seats:       append([]scene.Seat(nil), seats...),
		Screenshot:  a.cfg.Screenshot != "",
		Store:       a.gameStore(info.ID), // every autosave checked against this place's claim
		ShowCurtain: a.showCurtain,
		OnGameOver: func(f table.Final) {
			a.mgr.Switch(a.newResults(info, f.Result, f.Seats, f.Detail).withTable(a.table))
		},
		OnMenu: func() { a.releaseClaim(); a.mgr.Switch(a.newMenu()) },
	}
	t, err := table.New(cfg, m, autoplay, info.New)
	if err != nil {
		return fmt.Errorf("start %s: %w", info.Title, err)
	}
	if a.table != nil {
		a.table.Release() // the last game's board images, freed now rather than by the collector
	}
	a.lastSeats, a.lastID, a.table = cfg.Seats, info.ID, t
	if cut {
		a.mgr.Cut(t)
	} else {
		a.mgr.Switch(t)
	}
	return nil
}

// lastTable is the table of the game started or resumed last (nil before the first).
func (a *App) lastTable() *table.Table { return a.table }

// showCurtain covers the screen at once with the privacy curtain; when it is lifted, then runs
// and the scene that was showing comes back. In screenshot mode then runs immediately.
func (a *App) showCurtain(name string, then func()) {
	if a.cfg.Screenshot != "" {
		if then != nil {
			then()
		}
		return
	}
	back := a.mgr.Current()
	c := newCurtain(a, name, a.seatColour(name), func() {
		a.mgr.Switch(back)
		if then != nil {
			then()
		}
	})
	a.mgr.Cut(c)
}

// seatColour finds the colour of the named seat in the running game, -1 when unknown.
func (a *App) seatColour(name string) int {
	if a.lastSeats != nil {
		for _, s := range a.lastSeats {
			if s.Name == name {
				return s.Colour
			}
		}
	}
	return -1
}

// rematch starts the last game again with the same seats and a new seed.
func (a *App) rematch() error {
	if a.lastSeats == nil {
		return errors.New("no game to replay")
	}
	return a.StartGame(a.lastID, a.lastSeats, a.seedFor(false, 0))
}

// Run opens the window and runs the App until the window closes, the frame budget is spent or
// the screenshot is saved.
func Run(cfg Config) error {
	var st storage.Store
	notice := ""
	if cfg.Screenshot == "" {
		var err error
		if st, err = storage.Open(); err != nil {
			notice = "Settings and games will not be remembered: " + err.Error()
		}
	}
	// The window draws a loading screen at once while the App is built (loading.go).
	game := newLoading(cfg, st, notice)
	defer game.release() // the window closes: the game is no longer played here
	stop := quitOnSignal(game)
	defer stop()
	ebiten.SetWindowTitle("Northtable")
	ebiten.SetWindowSize(cfg.WindowW, cfg.WindowH)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	ebiten.SetWindowSizeLimits(minWindowW, minWindowH, -1, -1)
	ebiten.SetRunnableOnUnfocused(true)
	ebiten.SetScreenClearedEveryFrame(false) // an idle frame keeps the last picture (App.Draw)
	if cfg.Screenshot != "" {
		ebiten.SetVsyncEnabled(false)
	}
	if err := ebiten.RunGame(game); err != nil && !errors.Is(err, ebiten.Termination) {
		return err
	}
	return nil
}
