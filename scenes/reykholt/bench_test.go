package reykholt

import (
	"image"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/require"

	"northtable/input"
	"northtable/render"
	"northtable/rules/bot"
	"northtable/rules/record"
	rk "northtable/rules/reykholt"
	"northtable/scenes/scene"
	"northtable/scenes/table"
)

// BenchmarkReykholtDraw measures one busy Work-Time frame of a 4-player game in its last
// round (workers on the board, greenhouses and cards in every panel, a long log): the table's
// Update plus Draw, the CPU work of building the frame (CLARIFICATIONS 8).
func BenchmarkReykholtDraw(b *testing.B) {
	const seed = 11
	seats := []scene.Seat{{Name: "Ann", Colour: 0}, {Name: "Bjørn", Colour: 1}, {Name: "Cait", Colour: 2}, {Name: "Dag", Colour: 3}}
	// The moves until the last round's Work Time has workers on the board.
	m, err := record.Start(rk.Definition{}, table.NewSetup(seats, seed, nil))
	require.NoError(b, err)
	auto := bot.NewRandom(seed)
	moves := 0
	for g := m.Game().(*rk.Game); !(g.Round() == g.Rounds() && g.Phase() == rk.PhaseWork && g.WorkersHome(g.ToMove()) == 2); g = m.Game().(*rk.Game) {
		_, err := m.Apply(auto.Choose(g))
		require.NoError(b, err)
		moves++
	}
	fonts, err := render.NewFonts()
	require.NoError(b, err)
	atlas, err := render.NewAtlas()
	require.NoError(b, err)
	cfg := table.Config{Def: rk.Definition{}, Title: "Reykholt", Seats: seats, Screenshot: true}
	m2, err := record.Start(cfg.Def, table.NewSetup(seats, seed, nil))
	require.NoError(b, err)
	tbl, err := table.New(cfg, m2, moves, func(t *table.Table) (table.Board, error) { return NewBoard(t) })
	require.NoError(b, err)
	screen := ebiten.NewImage(render.LogicalW, render.LogicalH)
	ctx := scene.Context{Atlas: atlas, Fonts: fonts, UI: render.NewUI(fonts, atlas), AnimSpeed: 1}
	var ptr input.Pointer
	step := func() {
		f := input.Frame{X: 300, Y: 400, Pinch: 1} // resting over the action spaces
		ptr.Update(f)
		ctx.Frame, ctx.Input = f, &ptr
		ctx.Tick++
		ctx.Now = time.Date(2026, 12, 1, 12, 0, 0, 0, time.UTC).Add(time.Duration(ctx.Tick) * time.Second / 60)
		require.NoError(b, tbl.Update(&ctx))
		tbl.Draw(screen)
	}
	for i := 0; i < 5; i++ {
		step()
	}
	// Inside one outer tick Ebitengine never reaches a frame boundary, so its command queue
	// would grow without end; reading a pixel flushes it, outside the timed part.
	probe := make([]byte, 4)
	flush := func() { screen.SubImage(image.Rect(0, 0, 1, 1)).(*ebiten.Image).ReadPixels(probe) }
	flush()
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		step()
		b.StopTimer()
		flush()
		b.StartTimer()
	}
}
