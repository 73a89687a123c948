package render_test

import (
	"image"
	"runtime"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/input"
	"northtable/render"
	"northtable/render/ebitentest"
)

// busyFrame is a combat in progress beside the fighter's dice: a full tray with picks, a refused
// die and wild dice, and a combat panel with two dice picked for a re-roll and two powers.
type busyFrame struct {
	tray   *render.DiceTray
	combat *render.CombatPanel
	ptr    input.Pointer
}

func newBusyFrame() *busyFrame {
	f := &busyFrame{tray: busyTray(), combat: sampleCombat()}
	f.tray.Selectable = true
	f.tray.Dice[6].Dimmed, f.tray.Dice[6].Reason = true, "A Shield cannot pay for this"
	f.tray.Dice[3].Legal, f.tray.Dice[4].Legal = true, true
	f.tray.SetPicked(3, true)
	f.tray.SetPicked(8, true)
	f.combat.Rect = render.Rect{X: 540, Y: 120, W: 560, H: 380}
	f.combat.SetPicked(1, true)
	f.combat.SetPicked(2, true)
	return f
}

// frame is one tick and frame of the pair: the pointer resting on a combat die, both widgets'
// Update, then Draw.
func (f *busyFrame) frame(dst *ebiten.Image, ui *render.UI) {
	f.ptr.Update(input.Frame{X: 700, Y: 330, Pinch: 1})
	f.tray.Update(&f.ptr)
	f.combat.Update(&f.ptr)
	f.tray.Draw(dst, ui)
	f.combat.Draw(dst, ui)
	ui.ClearOverlay()
}

// BenchmarkDiceTrayCombatDraw measures one busy frame of a DiceTray and a CombatPanel (Update
// and Draw: the CPU work of building the frame; the GPU's is the renderer's).
func BenchmarkDiceTrayCombatDraw(b *testing.B) {
	k := ebitentest.SharedKit(b)
	ui := render.NewUI(k.Fonts, k.Atlas)
	f := newBusyFrame()
	screen := k.Screen
	for range 5 {
		f.frame(screen, ui)
	}
	// Inside one outer tick Ebitengine never reaches a frame boundary, so its command queue
	// would grow without end; reading a pixel flushes it, outside the timed part.
	probe := make([]byte, 4)
	flush := func() { screen.SubImage(image.Rect(0, 0, 1, 1)).(*ebiten.Image).ReadPixels(probe) }
	flush()
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		f.frame(screen, ui)
		b.StopTimer()
		flush()
		b.StartTimer()
	}
}

// ownAllocations runs f n times with every allocation sampled and returns the functions of
// this package (not Ebitengine's, whose command queue and text shaping allocate in a test tick
// where commands do not merge) that allocated during those runs, with their counts.
func ownAllocations(n int, f func()) map[string]int64 {
	old := runtime.MemProfileRate
	runtime.MemProfileRate = 1
	defer func() { runtime.MemProfileRate = old }()
	snapshot := func() map[[32]uintptr]int64 {
		runtime.GC()
		runtime.GC()
		var recs []runtime.MemProfileRecord
		k, _ := runtime.MemProfile(nil, true)
		for {
			recs = make([]runtime.MemProfileRecord, k+50)
			var ok bool
			if k, ok = runtime.MemProfile(recs, true); ok {
				recs = recs[:k]
				break
			}
		}
		out := make(map[[32]uintptr]int64, len(recs))
		for _, r := range recs {
			out[r.Stack0] += r.AllocObjects
		}
		return out
	}
	before := snapshot()
	for range n {
		f()
	}
	after := snapshot()
	own := map[string]int64{}
	for stack, count := range after {
		if count <= before[stack] {
			continue
		}
		frames := runtime.CallersFrames(stack[:])
		for {
			fr, more := frames.Next()
			if !strings.HasPrefix(fr.Function, "runtime.") {
				if strings.HasPrefix(fr.Function, "northtable/render.") {
					own[fr.Function] += count - before[stack]
				}
				break
			}
			if !more {
				break
			}
		}
	}
	return own
}

// The dice widgets' frames (Update and Draw) allocate nothing of their own once warm, a DiceRoll
// in the air included: every allocation of a frame is Ebitengine's (its command queue and text
// shaping in a test tick, where commands do not merge).
func TestDiceWidgetsDrawWithoutAllocating(t *testing.T) {
	ui := newUI(t)
	canvas := ebitentest.SharedKit(t).Screen
	f := newBusyFrame()
	roll := sampleRoll(ui)
	for range 10 {
		roll.Update()
	}
	hand := &render.Hand{Rect: render.Rect{X: 1000, Y: 640, W: 560, H: 220}, Cards: prophecies(), Fan: true, Label: "Your Prophecies"}
	board := sixLocations()
	var p input.Pointer
	p.Update(input.Frame{X: 1100, Y: 700, Pinch: 1})
	probe := make([]byte, 4)
	flush := func() { canvas.SubImage(image.Rect(0, 0, 1, 1)).(*ebiten.Image).ReadPixels(probe) }
	for _, c := range []struct {
		name string
		draw func()
	}{
		{"tray and combat", func() { f.frame(canvas, ui) }},
		{"roll", func() { roll.Draw(canvas) }},
		{"hand", func() { hand.Update(&p); hand.Draw(canvas, ui); ui.ClearOverlay() }},
		{"locations", func() { board.Update(&p); board.Draw(canvas, ui); ui.ClearOverlay() }},
	} {
		for range render.TooltipDelay + 10 { // warm: the hand's card is read enlarged by now
			c.draw()
		}
		if c.name == "hand" {
			_, zoomed := hand.Zoomed()
			require.True(t, zoomed, "the hand's card is read enlarged")
		}
		flush()
		own := ownAllocations(20, c.draw)
		flush()
		assert.Empty(t, own, "%s: this package's allocations over 20 frames", c.name)
	}
	require.NotNil(t, canvas)
}
