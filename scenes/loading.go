package scenes

import (
	"fmt"
	"io"
	"sync"
	"sync/atomic"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"northtable/render"
	"northtable/scenes/storage"
)

// loading is what the window shows while the App is being built: the sprites are painted and
// the saves read in the background (about a second on a slow machine, more under load), and
// meanwhile the window draws a loading screen at once instead of staying black. It is the
// game Ebitengine runs; once the App is ready it hands every call on to it.
//
// The build starts once the first loading frame is on screen, so it never holds that frame
// back: in the browser goroutines share one thread, and on the desktop the App's first images
// would be uploaded in that frame. (Building while the window opens was tried: on the shared
// 2-core machine the build's CPU then delayed the first frame by 0.5–1 s, and its image uploads
// joined that frame; decoding only the atlas PNG early delayed it by 0.1–0.6 s.)
type loading struct {
	cfg    Config
	store  storage.Store
	notice string
	fonts  *render.Fonts // for the loading screen only; nil draws it without words
	start  time.Time

	once  sync.Once
	mu    sync.Mutex
	built *App
	err   error
	ready bool

	app    *App
	frames int       // loading frames drawn
	probe  io.Writer // the console protocol's writer (probeWriter); nil: silent
	shown  bool      // the first loading frame is on screen (and announced)
	// menuShown: the App's first frame is on screen (and announced)
	menuShown bool
	// quit is set when the system asks the program to stop (quitOnSignal): the next Update
	// ends the game loop, and Run releases the claim on the way out.
	quit atomic.Bool
}

// newLoading prepares the loading screen for cfg; Update starts building the App once the
// first loading frame is on screen.
func newLoading(cfg Config, st storage.Store, notice string) *loading {
	fonts, _ := render.NewFonts() // a few ms, shared with the App; without them the screen still shows its bar
	return &loading{cfg: cfg, store: st, notice: notice, fonts: fonts, start: time.Now(), probe: probeWriter()}
}

// startBuild starts building the App in its own goroutine, once (Ebitengine's image functions
// may be called from any goroutine).
func (l *loading) startBuild() { l.once.Do(func() { go l.build() }) }

// build makes the App, with the loading screen's fonts.
func (l *loading) build() {
	app, err := newApp(l.cfg, Games(), l.store, l.fonts)
	if err == nil {
		if l.notice != "" {
			app.notice = l.notice
		}
		app.lowPower = l.cfg.Screenshot == "" && l.cfg.Frames == 0
		if l.store != nil {
			app.keepClaims()
		}
	}
	l.mu.Lock()
	l.built, l.err, l.ready = app, err, true
	l.mu.Unlock()
}

// release gives up this place's claim of the game it plays, if the App was built (the window
// closes).
func (l *loading) release() {
	l.mu.Lock()
	app := l.built
	l.mu.Unlock()
	if app != nil && l.store != nil {
		app.releaseClaim()
	}
}

// Update hands on to the App once it is built.
func (l *loading) Update() error {
	if l.quit.Load() {
		return ebiten.Termination
	}
	if l.app != nil {
		if !l.menuShown && l.app.frames > 0 {
			l.menuShown = true
			l.announce("menu")
		}
		return l.app.Update()
	}
	l.mu.Lock()
	app, err, ready := l.built, l.err, l.ready
	l.mu.Unlock()
	if l.frames > 0 && !l.shown {
		l.shown = true
		l.announce("loading")
	}
	if ready && err != nil {
		return err
	}
	if ready {
		l.app = app
		l.announce(fmt.Sprintf("built %d", l.frames))
		return l.app.Update()
	}
	if l.frames > 0 {
		// The first loading frame is drawn: build now. (In the browser goroutines share one
		// thread, so building earlier would hold the first frame back.)
		l.startBuild()
	}
	return nil
}

// announce prints "northtable:startup <stage>" for build/measure/startup, which times the
// start-up stages from the outside: "loading" when the first loading frame has been shown (the
// first tick after it was drawn), "built N" when the App takes over after N loading frames
// were drawn, "menu" when the App's first
// frame has been shown (whichever screen it starts at; the probe's "northtable:ready menu" comes
// on the App's first tick, before that frame is drawn).
func (l *loading) announce(stage string) {
	if l.probe != nil {
		fmt.Fprintln(l.probe, "northtable:startup", stage)
	}
}

// Draw draws the App, or the loading screen until it is ready.
func (l *loading) Draw(screen *ebiten.Image) {
	if l.app != nil {
		l.app.Draw(screen)
		return
	}
	l.frames++
	drawLoading(screen, l.fonts, time.Since(l.start))
}

// Layout is the App's once it is ready; the loading screen is drawn in logical px.
func (l *loading) Layout(outsideW, outsideH int) (int, int) {
	if l.app != nil {
		return l.app.Layout(outsideW, outsideH)
	}
	return render.LogicalW, render.LogicalH
}

// LayoutF is Layout at sub-pixel precision (ebiten.LayoutFer).
func (l *loading) LayoutF(outsideW, outsideH float64) (float64, float64) {
	if l.app != nil {
		return l.app.LayoutF(outsideW, outsideH)
	}
	return render.LogicalW, render.LogicalH
}

// drawLoading draws the loading screen on a logical-size screen: the name on the deep sea and
// a bar whose light sweeps across it (its position from elapsed, so it moves at the same speed
// however slowly frames come).
func drawLoading(screen *ebiten.Image, fonts *render.Fonts, elapsed time.Duration) {
	screen.Fill(render.DeepSea)
	cx, cy := float64(render.LogicalW)/2, float64(render.LogicalH)/2
	if fonts != nil {
		render.DrawText(screen, "Northtable", fonts.TitleBold, cx, cy-110, render.Paper, render.AlignCenter)
		render.DrawText(screen, "Setting the table…", fonts.Body, cx, cy+34, render.Foam, render.AlignCenter)
	}
	bar := render.Rect{X: cx - 240, Y: cy - 6, W: 480, H: 12}
	render.FillRect(screen, bar, render.WithAlpha(render.Paper, 0.15))
	const sweep = 1200 * time.Millisecond
	k := float64(elapsed%sweep) / float64(sweep)
	w := bar.W * 0.3
	x0 := max(bar.X, bar.X-w+k*(bar.W+w))
	x1 := min(bar.Right(), bar.X+k*(bar.W+w))
	if x1 > x0 {
		render.FillRect(screen, render.Rect{X: x0, Y: bar.Y, W: x1 - x0, H: bar.H}, render.Shallow)
	}
}
