package scenes

import (
	"image"
	"image/color"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/input"
	"northtable/render"
	rk "northtable/rules/reykholt"
	orkscene "northtable/scenes/orkney"
	rkscene "northtable/scenes/reykholt"
	"northtable/scenes/scene"
	"northtable/scenes/storage"
	"northtable/scenes/table"
)

// phone is an App on a phone held sideways (844x390 window points, here at device scale 1):
// the table is drawn at 0.43 of its size, letterboxed left and right.
type phone struct {
	*harness
	screen *ebiten.Image
}

func newPhone(t *testing.T, cfg Config, games []GameInfo, st storage.Store) *phone {
	t.Helper()
	h := newHarnessOn(t, cfg, games, st, time.Date(2026, 12, 1, 12, 0, 0, 0, time.UTC))
	h.app.LayoutF(844, 390)
	p := &phone{harness: h, screen: ebiten.NewImage(844, 390)}
	p.step(1)
	return p
}

// step plays the queued frames and extra idle ticks, then draws a frame on the phone's screen.
func (p *phone) step(extra int) {
	p.t.Helper()
	p.script.Wait(extra)
	for p.script.Pending() > 0 {
		require.NoError(p.t, p.app.Update())
	}
	p.app.Draw(p.screen)
}

// read draws the frame and reads the phone's screen back.
func (p *phone) read() *image.RGBA {
	p.app.Draw(p.screen)
	img := image.NewRGBA(image.Rect(0, 0, 844, 390))
	p.screen.ReadPixels(img.Pix)
	p.screen.Deallocate()
	p.screen = ebiten.NewImage(844, 390)
	return img
}

// shoot saves the phone's screen as name under NORTHTABLE_SHOTS, when set.
func (p *phone) shoot(name string) {
	if dir := os.Getenv("NORTHTABLE_SHOTS"); dir != "" {
		save(p.t, filepath.Join(dir, name), p.read())
	}
}

// spread queues a pinch around the screen point (x, y), logical px of the fitted table: two
// fingers from d0 to d1 apart, side by side.
func (p *phone) spread(x, y, d0, d1 float64) {
	p.script.Pinch(input.Spot{X: x - d0/2, Y: y}, input.Spot{X: x + d0/2, Y: y},
		input.Spot{X: x - d1/2, Y: y}, input.Spot{X: x + d1/2, Y: y}, 4)
	p.step(1)
}

// pan queues a two-finger drag by (dx, dy) screen logical px, fingers 200 px apart about (x, y).
func (p *phone) pan(x, y, dx, dy float64) {
	p.script.Pinch(input.Spot{X: x - 100, Y: y}, input.Spot{X: x + 100, Y: y},
		input.Spot{X: x - 100 + dx, Y: y + dy}, input.Spot{X: x + 100 + dx, Y: y + dy}, 6)
	p.step(1)
}

// A finger's tap on a magnified table reaches the control drawn under it: the shell's Menu
// button, seen at 2.5x where the whole table shows part of the board, drawn in what was the
// band right of the fitted table (the magnified view fills the whole screen). The chip returns
// to the whole table and its tap reaches nothing else.
func TestTapOnAMagnifiedTableReachesTheControlUnderIt(t *testing.T) {
	var board *tapBoard
	games := fakeGames(new([]*fakeBoard), false)
	games[0].New = func(tb *table.Table) (table.Board, error) {
		board = &tapBoard{fakeBoard: fakeBoard{t: tb}}
		return board, nil
	}
	p := newPhone(t, Config{Game: "orkney", Players: 2}, games, nil)
	tb := p.app.lastTable()
	require.Same(t, tb, p.app.Scene(), "no curtain: the table takes input")
	m := tb.Magnifier()
	require.False(t, m.Zoomed())

	// The screen in the fitted table's logical px: 844x390 points draw the table 693 px wide
	// (scale 0.433125) with 75 px of band on the left, 76 on the right.
	right := (844 - p.app.offX) / p.app.scale
	require.InDelta(t, 1775.5, right, 0.5)
	assert.InDelta(t, -p.app.offX/p.app.scale, m.Screen.X, 1e-9, "the magnifier knows the whole screen")
	assert.InDelta(t, 844/p.app.scale, m.Screen.W, 1e-9)
	assert.InDelta(t, 390/p.app.scale, m.Screen.H, 1e-9)

	// Two fingers spread 2.5 times around the top-right corner: the table's right edge comes
	// to the screen's right edge, the view kept on the table.
	p.spread(1590, 10, 100, 250)
	require.True(t, m.Zoomed())
	assert.InDelta(t, table.MaxMagnify, m.Zoom, 1e-9)
	ex, _ := m.ToScreen(1600, 0)
	assert.InDelta(t, right, ex, 1e-9, "the table's right edge at the screen's")
	assert.InDelta(t, 10-10/2.5, m.Y, 1e-9, "down the screen the table point under the fingers stayed under them")
	assert.Zero(t, board.presses, "the pinch is no press on the board")

	img := p.read()
	for _, x := range []int{1, 40, 803, 842} {
		assert.Equal(t, boardColour, img.RGBAAt(x, 200), "the board is drawn at x %d, in the old bands", x)
	}

	x, y := table.MenuButton.Centre()
	sx, sy := m.ToScreen(x, y)
	assert.Greater(t, sx, 1600.0, "the Menu button is drawn in what was the band right of the table")
	require.True(t, sx < right && sy > 0 && sy < 900, "the Menu button is on the screen")
	p.script.Tap(sx, sy)
	p.step(1)
	assert.True(t, tb.MenuOpen(), "the tap at the Menu button's magnified place opens the menu")
	assert.Zero(t, board.taps, "the board saw no tap")
	p.shoot("magnified-menu.png")

	p.script.Key(input.ActBack)
	p.step(1)
	require.False(t, tb.MenuOpen())

	// The chip, at the screen's top-left corner, shows the whole table again.
	cx, cy := p.app.chipCentre()
	wx, wy := p.app.toWindow(cx, cy)
	assert.InDelta(t, chipMargin+chipW/2, wx, 1e-9, "the chip is at the screen's corner, over the table")
	assert.InDelta(t, chipMargin+chipH/2, wy, 1e-9)
	img = p.read()
	dx, dy := int(cx*p.app.scale+p.app.offX), int(cy*p.app.scale+p.app.offY)
	assert.Equal(t, render.Paper, img.RGBAAt(dx, dy+12), "the chip is drawn there")
	presses := board.presses
	p.script.Tap(cx, cy)
	p.step(1)
	assert.False(t, m.Zoomed(), "the chip shows the whole table")
	assert.Equal(t, presses, board.presses, "the chip's tap reached nothing else")
	assert.Equal(t, letterbox, rgbaAt(p.read(), dx, dy+12), "no chip at the whole table")

	// The same screen point on the whole table is the board, not the Menu button.
	p.script.Tap(sx, sy)
	p.step(1)
	assert.False(t, tb.MenuOpen())
	assert.Equal(t, 1, board.taps, "at 1x the point is the board's")
}

func rgbaAt(img *image.RGBA, x, y int) color.RGBA { return img.RGBAAt(x, y) }

// A magnified frame shows the table's content enlarged: the part of the screen that showed
// the whole table's top-left quarter now shows its top-left corner at 2x, drawn sharp (the
// board scene was drawn at the zoomed scale, not a bitmap scaled up).
func TestMagnifiedFrameIsDrawnAtTheZoomedScale(t *testing.T) {
	var boards []*fakeBoard
	p := newPhone(t, Config{Game: "orkney", Players: 2}, fakeGames(&boards, false), nil)
	m := p.app.lastTable().Magnifier()
	m.ZoomAt(0, 0, 2)
	p.step(1)
	require.NotNil(t, p.app.lens.canvas)
	cw := p.app.lens.canvas.Bounds().Dx()
	assert.Equal(t, 2*int(p.app.scale*render.LogicalW+0.5), cw, "the canvas is twice the fitted size")
	assert.InDelta(t, 2, renderZoom(1.9, 693, 390, 844*390), 1e-9, "1.9x is drawn at 2x and shrunk")
	assert.InDelta(t, 2.5, renderZoom(2.5, 693, 390, 844*390), 1e-9, "device scale 1: sharp to the end")
	phone := renderZoom(2.5, 2080, 1170, 2532*1170)
	assert.InDelta(t, 1.560, phone, 0.001, "a phone at device scale 3: twice the screen's pixels")
	assert.Less(t, 2080*phone, float64(maxCanvasSide))
	assert.InDelta(t, 4000.0/3000, renderZoom(2.5, 3000, 1688, 1e9), 1e-9, "never over 4000 px")

	m.Fit()
	p.step(1)
	assert.Nil(t, p.app.lens.canvas, "the whole table frees the zoomed canvas")
}

// On a small touch screen the first board says how to zoom, once: the next board, also after
// the App starts again over the same settings, says nothing. A mouse is told nothing.
func TestZoomHintOnceOnASmallTouchScreen(t *testing.T) {
	st := storage.NewMemory()
	games := fakeGames(new([]*fakeBoard), false)
	p := newPhone(t, Config{Game: "orkney", Players: 2}, games, st)
	assert.False(t, p.app.hintShown(), "a mouse is told nothing")

	p.script.Tap(800, 450)
	p.step(1)
	require.True(t, p.app.hintShown(), "a finger is")
	p.shoot("zoom-hint.png")
	p.step(600)
	assert.True(t, p.app.hintShown(), "it stays while nothing touches the screen")
	p.script.Tap(800, 450)
	p.step(1)
	assert.False(t, p.app.hintShown(), "the first touch takes it away")

	again := newPhone(t, Config{Game: "orkney", Players: 2}, games, st)
	again.script.Tap(800, 450)
	again.step(1)
	assert.False(t, again.app.hintShown(), "shown once, remembered in the settings")

	// A player who pinched before the hint came is not told, and that is remembered too.
	st = storage.NewMemory()
	p = newPhone(t, Config{Game: "orkney", Players: 2}, games, st)
	p.spread(800, 450, 100, 200)
	p.script.Tap(800, 450)
	p.step(1)
	assert.False(t, p.app.hintShown())
	s, err := loadSettings(st)
	require.NoError(t, err)
	assert.True(t, s.ZoomHint)
}

// Reykholt on a phone: magnified 2.2 times around the first legal space, near the table's left
// edge, the view fills the screen and is kept on the table (its left edge at the screen's),
// and a finger's tap on the space's left end, drawn in what was the band left of the fitted
// table, places the worker there (a real move of the real board).
func TestTapPlacesAWorkerOnAMagnifiedReykholtBoard(t *testing.T) {
	p := newPhone(t, Config{Game: "reykholt", Players: 2, Seed: 5, SeedSet: true}, Games(), nil)
	tb := p.app.lastTable()
	require.Same(t, tb, p.app.Scene())
	p.step(30)
	b, ok := tb.Board().(*rkscene.Board)
	require.True(t, ok)
	var space rk.SpaceID = rk.NoSpace
	for _, mv := range tb.Match().Game().Legal() {
		if pl, ok := mv.(rk.Place); ok {
			space = pl.Space
			break
		}
	}
	require.NotEqual(t, rk.NoSpace, space, "a worker can be placed")
	x, y := b.Where().SpaceRect(space).Centre()
	p.shoot("reykholt-phone-fit.png")

	p.spread(x, y, 80, 176)
	m := tb.Magnifier()
	require.InDelta(t, 2.2, m.Zoom, 1e-9)
	sx, sy := m.ToScreen(x, y)
	assert.InDelta(t, x, sx, 2.5, "the space stayed under the fingers, as near as the table's edge lets it")
	assert.InDelta(t, y, sy, 1e-6)
	assert.InDelta(t, 0, m.Visible().X, 1e-9, "the table's left edge at the screen's")
	p.step(30)
	p.shoot("reykholt-phone-zoomed.png")

	text, r, ok := p.app.caption(m)
	require.True(t, ok, "the bar is out of the view: its words are at the screen's foot")
	assert.Equal(t, tb.BarText(), text)
	assert.InDelta(t, 390, r.Bottom(), 0.5, "at the foot of the screen")

	r0 := b.Where().SpaceRect(space)
	lx, ly := m.ToScreen(r0.X+3, y) // the space's left end
	wx, _ := p.app.toWindow(lx, ly)
	require.True(t, wx > 0 && wx < p.app.offX, "drawn in the old band: %.1f points from the screen's left", wx)
	moves := tb.Moves()
	p.script.Tap(lx, ly)
	p.step(30)
	require.Equal(t, moves+1, tb.Moves(), "the tap placed a worker")
	p.shoot("reykholt-phone-placed.png")

	// Moved down to the table's foot, the bar itself shows, and the caption goes.
	m.Y = 900
	m.ZoomAt(0, 0, m.Zoom) // kept on the table: its foot at the screen's
	_, _, ok = p.app.caption(m)
	assert.False(t, ok)
}

// Orkney on a phone: two fingers magnify the whole table and leave the board's own camera as
// it was (the board zooms with the wheel and keys; on a small touch screen a pinch is the
// table's), and the hexes are drawn with the panels, magnified together.
func TestPinchOnAPhoneMagnifiesOrkneyNotItsCamera(t *testing.T) {
	p := newPhone(t, Config{Game: "orkney", Players: 3, Seed: 7, SeedSet: true, Autoplay: 30,
		Screenshot: filepath.Join(t.TempDir(), "unused.png")}, Games(), nil)
	tb := p.app.lastTable()
	require.Same(t, tb, p.app.Scene())
	b, ok := tb.Board().(*orkscene.Board)
	require.True(t, ok)
	p.step(10)
	zoom := b.Where().Zoom()
	v := b.Where().BoardView()
	cx, cy := v.Centre()
	p.spread(cx, cy, 100, 220)
	p.step(10)
	assert.InDelta(t, 2.2, tb.Magnifier().Zoom, 1e-9, "the table is magnified")
	assert.Equal(t, zoom, b.Where().Zoom(), "the board's camera did not zoom as well")
	p.shoot("orkney-phone-zoomed.png")
}

// The screens around the games are magnified alike (the setup screen's small words), and each
// new screen starts whole: the curtain is never shown magnified with its button out of view.
func TestEveryScreenIsMagnifiedAndStartsWhole(t *testing.T) {
	var boards []*fakeBoard
	p := newPhone(t, Config{}, fakeGames(&boards, true), nil)
	_, onMenu := p.app.Scene().(*menu)
	require.True(t, onMenu)
	p.spread(800, 450, 100, 200)
	m := p.app.magnifier()
	require.NotNil(t, m)
	assert.InDelta(t, 2, m.Zoom, 1e-9, "the menu is magnified")
	assert.False(t, p.app.onTable())

	require.NoError(t, p.app.StartGame("orkney", []scene.Seat{{Name: "Ann"}, {Name: "Bjørn", Colour: 1}}, 1))
	p.step(30)
	_, curtained := p.app.Scene().(*curtain)
	require.True(t, curtained, "the curtain before the first decision")
	assert.False(t, p.app.magnifier().Zoomed(), "the curtain starts whole")
}
