package scenes

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"northtable/input"
	"northtable/render"
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
	lowPower   bool             // rest while nothing moves (input.Rest; Run sets it)
	resting    bool             // the App rests now
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
func (a *App) remember(id string, n int, names [5]string, colours, kinds [5]int) {
	a.settings.Players[id] = n
	a.settings.Names, a.settings.Colours, a.settings.Kinds = names, distinctColours(colours), kinds
	if err := saveSettings(a.store, a.settings); err != nil {
		a.notice = err.Error()
	}
}

// NewApp builds the App for cfg with the given games (normally Games()). It loads fonts and the
// atlas, remembers settings and saves games in st (nil: nowhere), and starts at the menu, or
// straight in the game cfg.Game names (startFromFlags: its saved game when it is the same one).
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
		if err := a.startFromFlags(info, a.flagSeats(info)); err != nil {
			return nil, err
		}
	}
	if cfg.Join != "" {
		_, kept := a.keptTicket(cfg.Join)
		if name := a.settings.Names[0]; kept || name != "" {
			// Back to the seats, or in under the name this screen's player gave last.
			if err := a.joinOnline(cfg.Join, name, true); err != nil {
				return nil, err
			}
		} else {
			// A first visit: the Join form with the code, asking for a name.
			a.mgr.Cut(a.newJoinForm(cfg.Join))
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
