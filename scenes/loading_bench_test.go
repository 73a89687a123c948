//go:build unix

package scenes

import (
	"syscall"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/require"

	"northtable/render"
)

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

// The start-up's parts, in the order the window meets them (build/measure/README.md, The page
// and the start):
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
