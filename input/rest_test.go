package input

import (
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A resting loop gives every frame one tick, so no frame reads a quick press and drops it;
// running, it is back to 60 ticks a second and frames that follow the display.
func TestRestGivesEveryFrameATick(t *testing.T) {
	t.Cleanup(func() { Rest(false) })
	Rest(true)
	assert.Equal(t, ebiten.SyncWithFPS, ebiten.TPS())
	assert.Equal(t, restMode, ebiten.FPSMode())
	Rest(false)
	assert.Equal(t, ebiten.DefaultTPS, ebiten.TPS())
	assert.Equal(t, ebiten.FPSModeVsyncOn, ebiten.FPSMode())
}

// On the desktop a resting loop keeps GLFW's sticky buttons: it never rests in the low-power
// mode, which turns them off and loses a press and release that arrive together.
func TestTheDesktopRestsWithStickyButtons(t *testing.T) {
	assert.NotEqual(t, ebiten.FPSModeVsyncOffMinimum, restMode)
}

// While the loop rests, the device reads are spaced restPoll apart (a sleep before a read that
// comes early); while it runs, nothing waits.
func TestARestingLoopReadsTheDevicesTenTimesASecond(t *testing.T) {
	now := time.Date(2026, 12, 4, 18, 0, 0, 0, time.UTC)
	var slept []time.Duration
	clock := func() time.Time { return now }
	sleep := func(d time.Duration) { slept = append(slept, d); now = now.Add(d) }
	var p pacer
	p.wait(clock, sleep)
	assert.Empty(t, slept, "running: no wait")

	p.on = true
	p.wait(clock, sleep)
	require.Empty(t, slept, "the first read of a rest comes at once")
	now = now.Add(time.Second / 60)
	p.wait(clock, sleep)
	assert.Equal(t, []time.Duration{restPoll - time.Second/60}, slept, "the next one a tenth of a second later")
	now = now.Add(300 * time.Millisecond)
	p.wait(clock, sleep)
	assert.Len(t, slept, 1, "a read already late waits no more")

	p.on = false
	now = now.Add(time.Millisecond)
	p.wait(clock, sleep)
	assert.Len(t, slept, 1, "awake again: no wait")
}
