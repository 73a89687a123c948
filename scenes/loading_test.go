package scenes

import (
	"image/color"
	"syscall"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/render"
)

// The window shows a loading screen from its first frame, and the App (at its menu) once it
// is built.
func TestLoadingScreenFirstThenTheMenu(t *testing.T) {
	l := newLoading(Config{WindowW: DefaultWindowW, WindowH: DefaultWindowH}, nil, "")
	w, h := l.Layout(1280, 720)
	assert.Equal(t, [2]int{render.LogicalW, render.LogicalH}, [2]int{w, h}, "the loading screen is drawn in logical px")
	screen := ebiten.NewImage(render.LogicalW, render.LogicalH)
	l.Draw(screen)
	assert.Equal(t, color.RGBA(render.DeepSea), screen.At(40, 40), "the deep sea, not a black window")
	bar := false
	for x := 560; x < 1040; x += 4 {
		if c := screen.At(x, 450).(color.RGBA); c != color.RGBA(render.DeepSea) {
			bar = true
		}
	}
	assert.True(t, bar, "the loading bar is drawn")
	assert.Nil(t, l.app)

	l.build() // what Update starts in the background once the first frame is drawn
	require.NoError(t, l.Update())
	require.NotNil(t, l.app, "the App takes over once built")
	_, ok := l.app.Scene().(*menu)
	assert.True(t, ok, "at the menu")
	lw, lh := l.Layout(1280, 720)
	aw, ah := l.app.Layout(1280, 720)
	assert.Equal(t, [2]int{aw, ah}, [2]int{lw, lh}, "the App's layout from then on")
}

// cpuNow is the process's CPU time so far (user and system), for benchmarks that report CPU
// per operation: the machine is shared, so wall-clock ns/op says little about the work.
func cpuNow(b *testing.B) time.Duration {
	var ru syscall.Rusage
	require.NoError(b, syscall.Getrusage(syscall.RUSAGE_SELF, &ru))
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// benchCPU runs f b.N times and reports its CPU time per run (cpu-ms/op) beside ns/op.
func benchCPU(b *testing.B, f func()) {
	b.ReportAllocs()
	c0 := cpuNow(b)
	b.ResetTimer()
	for b.Loop() {
		f()
	}
	b.StopTimer()
	b.ReportMetric(float64(cpuNow(b)-c0)/float64(time.Millisecond)/float64(b.N), "cpu-ms/op")
}

// The start-up's parts, in the order the window meets them (README, Performance):
//
//	xvfb-run -a -s "-screen 0 1600x900x24" go test -run '^$' -bench 'Startup' -benchtime 20x ./scenes/
func BenchmarkStartupFonts(b *testing.B) {
	benchCPU(b, func() {
		_, err := render.NewFonts()
		require.NoError(b, err)
	})
}

func BenchmarkStartupAtlas(b *testing.B) {
	benchCPU(b, func() {
		_, err := render.NewAtlas()
		require.NoError(b, err)
	})
}

// BenchmarkStartupApp is the App's build at its menu, without saves (what the loading screen
// waits for).
func BenchmarkStartupApp(b *testing.B) {
	cfg := Config{WindowW: DefaultWindowW, WindowH: DefaultWindowH}
	benchCPU(b, func() {
		_, err := NewApp(cfg, Games(), nil)
		require.NoError(b, err)
	})
}

// BenchmarkStartupMenuFrame is the App's build and its menu's first frame (Update and Draw).
func BenchmarkStartupMenuFrame(b *testing.B) {
	cfg := Config{WindowW: DefaultWindowW, WindowH: DefaultWindowH}
	screen := ebiten.NewImage(render.LogicalW, render.LogicalH)
	benchCPU(b, func() {
		app, err := NewApp(cfg, Games(), nil)
		require.NoError(b, err)
		require.NoError(b, app.Update())
		app.Draw(screen)
		_ = screen.At(0, 0) // the frame's commands run
	})
}
