// Package tabletest runs a table (northtable/scenes/table) tick by tick the way the App does,
// for the boards' tests: one input frame a tick through an input.Pointer and a simulated clock,
// so a board's test harness holds only what is its own.
package tabletest

import (
	"time"

	"northtable/input"
	"northtable/scenes/scene"
)

// Epoch is the simulated clock's time at tick 0.
var Epoch = time.Date(2026, 12, 1, 12, 0, 0, 0, time.UTC)

// Tick runs one tick of s with input frame f, as App.Update does: f goes through ptr, ctx
// takes the frame, the pointer, the next tick number and the clock at 60 ticks a second from
// Epoch, then s.Update runs. A zero Pinch reads as 1 (no pinch). It returns the frame as fed
// (the harness's last frame) and Update's error.
func Tick(ctx *scene.Context, ptr *input.Pointer, s scene.Scene, f input.Frame) (input.Frame, error) {
	if f.Pinch == 0 {
		f.Pinch = 1
	}
	ptr.Update(f)
	ctx.Frame = f
	ctx.Input = ptr
	ctx.Tick++
	ctx.Now = Epoch.Add(time.Duration(ctx.Tick) * time.Second / 60)
	return f, s.Update(ctx)
}
