// Package tabletest runs a table (northtable/scenes/table) tick by tick the way the App does,
// for the boards' tests: one input frame a tick through an input.Pointer and a simulated clock,
// so a board's test harness holds only what is its own.
package tabletest

import (
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"northtable/input"
	"northtable/render"
	"northtable/render/ebitentest"
	"northtable/rules/record"
	"northtable/scenes/scene"
	"northtable/scenes/table"
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

// Open is table.New over match m for a board of type B, made by newBoard: the table, its board
// and a context for Tick over the shared test kit, at normal animation speed; computer seats
// play at random (RandomComputers) unless cfg.Controllers names others. It fails t when
// the table or the board cannot be made (table.New returns newBoard's error). When t ends the
// table's and the context's UI's offscreen images are freed (Table.Release, render.UI.Release):
// left to the garbage collector they pile up over a package's tests, and every draw call walks
// all live images, so each test would run slower than the one before.
func Open[B table.Board](t testing.TB, cfg table.Config, m *record.Match, autoplay int, newBoard func(*table.Table) (B, error), kit *ebitentest.Kit) (*table.Table, B, scene.Context) {
	t.Helper()
	if cfg.Controllers == nil {
		cfg.Controllers = RandomComputers(cfg.Seats)
	}
	var b B
	tbl, err := table.New(cfg, m, autoplay, func(tb *table.Table) (table.Board, error) {
		var err error
		b, err = newBoard(tb)
		return b, err
	})
	require.NoError(t, err)
	ui := render.NewUI(kit.Fonts, kit.Atlas)
	t.Cleanup(func() {
		tbl.Release()
		ui.Release()
	})
	return tbl, b, scene.Context{Atlas: kit.Atlas, Fonts: kit.Fonts, UI: ui, AnimSpeed: 1}
}

// RandomComputers gives every computer seat of seats the uniform random player
// (table.NewRandomController), seeded by the seat: it decides at once, so a board's flow tests
// run at the speed of ticks. Open uses it unless the Config names its own controllers; the
// search itself is played through the shell by the tests that give real ones.
func RandomComputers(seats []scene.Seat) []table.Controller {
	out := make([]table.Controller, len(seats))
	for i, s := range seats {
		if s.Bot {
			out[i] = table.NewRandomController(uint64(i) + 1)
		}
	}
	return out
}

// Rest is the pointer resting in the middle of the 1600x900 logical screen, no pinch: a
// harness's first frame.
var Rest = input.Frame{X: 800, Y: 450, Pinch: 1}
