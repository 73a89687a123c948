package tabletest

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/require"

	"northtable/input"
	"northtable/render"
	"northtable/rules/record"
	"northtable/scenes/scene"
	"northtable/scenes/table"
)

// BenchDraw measures one frame of a board: the table's Update plus Draw with the pointer
// resting at at (logical px), the CPU work of building the frame (CLARIFICATIONS 8). The table
// is cfg's game, seeded with seed and played to its first moves moves (table.New's autoplay)
// with a board made by newBoard; five frames are drawn before the timing starts. b reports
// allocations per frame.
func BenchDraw(b *testing.B, cfg table.Config, seed uint64, moves int, newBoard func(*table.Table) (table.Board, error), at input.Frame) {
	b.Helper()
	fonts, err := render.NewFonts()
	require.NoError(b, err)
	atlas, err := render.NewAtlas()
	require.NoError(b, err)
	m, err := record.Start(cfg.Def, table.NewSetup(cfg.Seats, seed, nil))
	require.NoError(b, err)
	tbl, err := table.New(cfg, m, moves, newBoard)
	require.NoError(b, err)
	screen := ebiten.NewImage(render.LogicalW, render.LogicalH)
	ctx := scene.Context{Atlas: atlas, Fonts: fonts, UI: render.NewUI(fonts, atlas), AnimSpeed: 1}
	var ptr input.Pointer
	step := func() {
		_, err := Tick(&ctx, &ptr, tbl, at)
		require.NoError(b, err)
		tbl.Draw(screen)
	}
	for range 5 {
		step()
	}
	// Inside one outer tick Ebitengine never reaches a frame boundary, so its command queue
	// would grow without end; reading a pixel flushes it, outside the timed part.
	probe := make([]byte, 4)
	flush := func() { screen.SubImage(image.Rect(0, 0, 1, 1)).(*ebiten.Image).ReadPixels(probe) }
	flush()
	b.ReportAllocs()
	b.ResetTimer()
	for range b.N {
		step()
		b.StopTimer()
		flush()
		b.StartTimer()
	}
}
