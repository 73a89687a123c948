package scenes

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/input"
	"northtable/render"
	"northtable/scenes/scene"
	"northtable/scenes/table"
)

// tapBoard is a board in the real table shell (which raises the curtain before the first
// decision) that counts the input it receives.
type tapBoard struct {
	fakeBoard
	presses int
	taps    int
	keys    int
}

func (b *tapBoard) Input(ctx *scene.Context) {
	if ctx.Input.Pressed() {
		b.presses++
	}
	if ctx.Input.Tapped() {
		b.taps++
	}
	b.keys += len(ctx.Frame.Actions)
}

func newTapHarness(t *testing.T) (*harness, **tapBoard) {
	t.Helper()
	var board *tapBoard
	games := Games()
	games[0].New = func(tb *table.Table) (table.Board, error) {
		board = &tapBoard{fakeBoard: fakeBoard{t: tb}}
		return board, nil
	}
	h := newHarness(t, Config{Game: "orkney", Players: 2}, games)
	h.run(1)
	return h, &board
}

// A quick double-click on the curtain's button lifts it once; the second click, and an Enter
// pressed with it, reach nothing behind. Input flows again once the pointer has rested.
func TestCurtainSwallowsTheRestOfADoubleClick(t *testing.T) {
	h, bp := newTapHarness(t)
	c, ok := h.app.Scene().(*curtain)
	require.True(t, ok)
	h.run(curtainGrace + 1)
	x, y := c.ready.Bounds().Centre()
	h.script.Click(x, y).Wait(3).Click(x, y).Key(input.ActConfirm).Wait(2).Click(x, y)
	h.run(0)
	b := *bp
	assert.Equal(t, 1, b.lifted(), "lifted once")
	assert.Zero(t, b.presses, "no press reached the board")
	assert.Zero(t, b.taps, "no click reached the board")
	assert.Zero(t, b.keys, "no key reached the board")
	_, guarding := h.app.Scene().(*curtainLift)
	assert.True(t, guarding, "still guarding right after the clicks")

	// The board fades in behind the guard: by the end it shows through.
	h.run(liftGuard - 1)
	assert.Equal(t, boardColour, h.pixels().RGBAAt(800, 80))
	h.run(1)
	require.Same(t, b.t, h.app.Scene(), "control is back with the board")
	h.script.Click(x, y)
	h.run(0)
	assert.Equal(t, 1, b.taps, "a deliberate click after the guard reaches the board")
}

// A press held down from the lifting click keeps the guard up until it is released.
func TestCurtainGuardWaitsForRelease(t *testing.T) {
	h, bp := newTapHarness(t)
	c := h.app.Scene().(*curtain)
	h.run(curtainGrace + 1)
	x, y := c.ready.Bounds().Centre()
	h.script.Click(x, y).Move(x, y)
	for range 3 * liftGuard {
		h.script.Frames(input.Frame{X: x + 200, Y: y, Down: true})
	}
	h.script.Frames(input.Frame{X: x + 200, Y: y})
	h.run(0)
	_, guarding := h.app.Scene().(*curtainLift)
	assert.True(t, guarding, "the drag that began in the guard is swallowed to its end")
	h.run(liftGuard)
	assert.Same(t, (*bp).t, h.app.Scene())
	assert.Zero(t, (*bp).presses)
}

// The curtain says "tap" to a finger and "click" to a mouse.
func TestCurtainSaysTapOnTouchScreens(t *testing.T) {
	h, _ := newTapHarness(t)
	c := h.app.Scene().(*curtain)
	assert.Equal(t, "— click when ready", c.Prompt())
	h.script.Frames(input.Frame{X: 100, Y: 100, Touch: true, Down: true}, input.Frame{X: 100, Y: 100, Touch: true})
	h.run(0)
	assert.Equal(t, "— tap when ready", c.Prompt())
	assert.Same(t, c, h.app.Scene(), "a tap anywhere else does not lift it")
	h.script.Click(render.LogicalW/2, 20)
	h.run(0)
	assert.Equal(t, "— click when ready", c.Prompt())
}

// Esc on the curtain opens the game menu: Continue keeps the curtain up, the rules summary
// opens over it, Leave goes to the main menu with the game kept.
func TestCurtainEscOffersTheGameMenu(t *testing.T) {
	h, bp := newTapHarness(t)
	c, ok := h.app.Scene().(*curtain)
	require.True(t, ok)
	h.run(curtainGrace + 1)
	h.script.Key(input.ActBack)
	h.run(0)
	require.NotNil(t, c.menu, "Esc opens the menu")
	h.click(c.menu.ButtonRect(curtainContinue))
	assert.Nil(t, c.menu)
	assert.Same(t, c, h.app.Scene(), "Continue keeps the curtain up")
	assert.Zero(t, (*bp).lifted())

	h.script.Key(input.ActBack)
	h.run(0)
	h.click(c.menu.ButtonRect(curtainRules))
	require.NotNil(t, c.page, "the rules summary opens")
	assert.NotEmpty(t, c.page.Paragraphs)
	h.script.Key(input.ActBack)
	h.run(0)
	assert.Nil(t, c.page, "Esc closes the page")

	h.script.Key(input.ActBack)
	h.run(0)
	h.click(c.menu.ButtonRect(curtainLeave))
	h.run(scene.FadeTicks + 2)
	_, ok = h.app.Scene().(*menu)
	assert.True(t, ok, "Leave goes to the main menu")
	assert.Zero(t, (*bp).lifted(), "nobody saw the board")
}

// The curtain's grace and the guard after its lift are wall-clock times, not ticks: on a slow
// renderer (a few ticks, 10-300 ms apart) a click 0.2 s after the curtain
// appeared is still swallowed, the button takes clicks half a second after it appeared, and
// the board takes input 0.3 s after the pointer came up from the lifting click.
func TestCurtainGraceAndGuardKeepWallClockTime(t *testing.T) {
	ms := func(n int) time.Duration { return time.Duration(n) * time.Millisecond }
	h, bp := newTapHarness(t)
	c, ok := h.app.Scene().(*curtain)
	require.True(t, ok)
	now := h.app.ctx.Now
	h.app.now = func() time.Time { return now }
	x, y := c.ready.Bounds().Centre()
	tick := func(gap time.Duration, f input.Frame) {
		now = now.Add(gap)
		h.script.Frames(f)
		h.run(0)
	}

	tick(ms(200), input.Frame{X: x, Y: y, Down: true})
	tick(ms(10), input.Frame{X: x, Y: y})
	assert.Same(t, c, h.app.Scene(), "a click 0.2 s after the curtain appeared does not lift it")
	assert.False(t, c.ready.Enabled)

	tick(ms(200), input.Frame{X: x, Y: y})
	assert.False(t, c.ready.Enabled, "0.4 s: still in the grace")
	tick(ms(100), input.Frame{X: x, Y: y})
	require.True(t, c.ready.Enabled, "half a second after it appeared the button takes clicks")
	tick(ms(10), input.Frame{X: x, Y: y, Down: true})
	tick(ms(10), input.Frame{X: x, Y: y})
	require.Equal(t, 1, (*bp).lifted(), "the click lifts it")
	_, guarding := h.app.Scene().(*curtainLift)
	require.True(t, guarding)

	tick(ms(200), input.Frame{X: x, Y: y})
	_, guarding = h.app.Scene().(*curtainLift)
	assert.True(t, guarding, "0.2 s after the lift a click would still be swallowed")
	tick(ms(200), input.Frame{X: x, Y: y})
	require.Same(t, (*bp).t, h.app.Scene(), "0.3 s after the pointer came up the board takes input")
	tick(ms(10), input.Frame{X: x, Y: y, Down: true})
	tick(ms(10), input.Frame{X: x, Y: y})
	assert.Equal(t, 1, (*bp).presses, "the next click reaches the board")
	assert.Equal(t, 1, (*bp).taps)
}
