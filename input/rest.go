package input

import (
	"time"

	"github.com/hajimehoshi/ebiten/v2"
)

// Rest switches Ebitengine's frame loop between running (idle false: frames follow the display,
// 60 ticks a second) and resting (idle true: nothing moves and the App draws nothing new), in
// the way that costs least without losing a click.
//
//   - A resting loop gives every frame exactly one tick (ebiten.SyncWithFPS). Ebitengine reads
//     the devices once a frame; a frame without a tick (its clock counts 0 ticks when a frame
//     comes early) would read a quick press and drop it before any Update saw it.
//   - On the desktop the frame mode stays FPSModeVsyncOn and the resting loop reads the devices
//     ten times a second (restPoll, paced by EbitenSource.Next). The low-power mode
//     (FPSModeVsyncOffMinimum) would cost nothing, but it turns GLFW's sticky mouse buttons and
//     keys off (Ebitengine 2.8, setFPSMode), so a press and its release that come together (a
//     touchpad's tap, a remote desktop's click) leave the button up when the frame reads it,
//     and the click is lost. With sticky buttons a press waits in GLFW until a frame reads it,
//     however slowly the loop runs; a frame that draws nothing costs little (after four such
//     frames Ebitengine stops presenting them).
//   - In the browser the low-power mode keeps every click and costs nothing: the page's own
//     events schedule the frames (wake_js.go) and a press or a tap that came and went between
//     two frames is kept (presslatch.go).
func Rest(idle bool) {
	resting.on = idle
	if idle {
		ebiten.SetTPS(ebiten.SyncWithFPS)
		ebiten.SetFPSMode(restMode)
		return
	}
	ebiten.SetTPS(ebiten.DefaultTPS)
	ebiten.SetFPSMode(ebiten.FPSModeVsyncOn)
}

// restPoll is how often a resting desktop loop reads the devices: the longest a click, a key or
// a movement that ends the rest waits to be seen (then frames follow the display again).
const restPoll = 100 * time.Millisecond

// resting is the loop's rest as Rest set it, and when the devices were last read during it.
var resting pacer

// pacer spaces the device reads of a resting loop restPoll apart.
type pacer struct {
	on   bool
	last time.Time
}

// wait sleeps out what is left of restPoll since the last read while the loop rests, then
// notes this read; now and sleep are the clock (time.Now, time.Sleep; tests give their own).
func (p *pacer) wait(now func() time.Time, sleep func(time.Duration)) {
	if !p.on {
		return
	}
	if d := restPoll - now().Sub(p.last); d > 0 && d <= restPoll {
		sleep(d)
	}
	p.last = now()
}
