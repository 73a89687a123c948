package scenes

import (
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/input"
	"northtable/scenes/table"
)

// restingHarness is a two-seat game on a still fake board whose App has rested (nothing moved
// for longer than awakeFor), with a clock the test moves by hand: tick plays one frame gap later.
func restingHarness(t *testing.T) (h *harness, tick func(gap time.Duration, f input.Frame)) {
	t.Helper()
	var boards []*fakeBoard
	h = newHarness(t, Config{Game: "orkney", Players: 2}, fakeGames(&boards, false))
	now := h.app.ctx.Now
	h.app.now = func() time.Time { return now }
	tick = func(gap time.Duration, f input.Frame) {
		now = now.Add(gap)
		h.script.Frames(f)
		require.NoError(t, h.app.Update())
		h.app.Draw(h.canvas)
	}
	for range 3 * int(awakeFor/(time.Second/60)) {
		tick(time.Second/60, input.Frame{X: 10, Y: 10})
	}
	require.True(t, h.app.asleep(), "the idle board rests")
	return h, tick
}

// A finger held still over a resting board becomes a long press: the App keeps its ticks
// coming while one is due (nothing else moves to wake it), and the pointer fires on its
// LongPressTicks-th tick.
func TestALongPressFiresWhileTheBoardRests(t *testing.T) {
	h, tick := restingHarness(t)
	held := input.Frame{X: 10, Y: 10, Down: true, Touch: true, Touches: 1}
	tick(time.Second/60, held)
	require.True(t, h.app.ptr.Pressed())
	fired := -1
	for i := 1; i <= input.LongPressTicks+5 && fired < 0; i++ {
		tick(time.Second/60, held)
		require.False(t, h.app.asleep(), "awake while the long press is due (tick %d)", i)
		if h.app.ptr.LongPress() {
			fired = i
		}
	}
	assert.Equal(t, input.LongPressTicks, fired, "half a second of ticks")
}

// A click after the board has rested 3 s is taken, in the frames a source gives for a press
// and release that arrived together (the press for one tick, the release the next, as
// EbitenSource and its latches report them): here the shell's Menu button opens the menu.
func TestAQuickClickAfterARestIsTaken(t *testing.T) {
	h, tick := restingHarness(t)
	tick(3*time.Second, input.Frame{X: 10, Y: 10})
	require.True(t, h.app.asleep())
	x, y := table.MenuButton.Centre()
	tick(3*time.Second, input.Frame{X: x, Y: y, Down: true})
	tick(time.Second/60, input.Frame{X: x, Y: y})
	tb, ok := h.app.Scene().(*table.Table)
	require.True(t, ok)
	assert.True(t, tb.MenuOpen(), "the click opened the menu")
}

// A resting App runs its loop as input.Rest says, where no frame drops a quick press: one tick
// every frame; it runs at 60 ticks a second again at the first input.
func TestTheRestingAppGivesEveryFrameATick(t *testing.T) {
	t.Cleanup(func() { input.Rest(false) })
	var boards []*fakeBoard
	h := newHarness(t, Config{Game: "orkney", Players: 2}, fakeGames(&boards, false))
	h.app.lowPower = true
	now := h.app.ctx.Now
	h.app.now = func() time.Time { return now }
	tick := func(f input.Frame) {
		now = now.Add(time.Second / 60)
		h.script.Frames(f)
		require.NoError(t, h.app.Update())
	}
	for range 3 * int(awakeFor/(time.Second/60)) {
		tick(input.Frame{X: 10, Y: 10})
	}
	require.True(t, h.app.resting)
	assert.Equal(t, ebiten.SyncWithFPS, ebiten.TPS())
	tick(input.Frame{X: 30, Y: 10})
	assert.False(t, h.app.resting)
	assert.Equal(t, ebiten.DefaultTPS, ebiten.TPS())
}
