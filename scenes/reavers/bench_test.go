package reavers

import (
	"image"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/require"

	"northtable/input"
	"northtable/render"
	"northtable/rules/bot"
	rv "northtable/rules/reavers"
	"northtable/rules/record"
	"northtable/scenes/scene"
	"northtable/scenes/table"
)

// BenchmarkReaversDraw measures one busy frame of a 4-player game in its fourth round (cards in
// every slot, dice on every board, a long log, the decision panel full): the table's Update
// plus Draw, the CPU work of building the frame (CLARIFICATIONS 8).
func BenchmarkReaversDraw(b *testing.B) {
	const seed = 11
	seats := []scene.Seat{{Name: "Ann", Colour: 0}, {Name: "Bjørn", Colour: 1}, {Name: "Cait", Colour: 2}, {Name: "Dag", Colour: 3}}
	m, err := record.Start(rv.Definition{}, table.NewSetup(seats, seed, nil))
	require.NoError(b, err)
	auto := bot.NewRandom(seed)
	moves := 0
	for g := m.Game().(*rv.Game); g.Round() < 4 || g.Decision() != rv.DecideActivate; g = m.Game().(*rv.Game) {
		_, err := m.Apply(auto.Choose(g))
		require.NoError(b, err)
		moves++
	}
	fonts, err := render.NewFonts()
	require.NoError(b, err)
	atlas, err := render.NewAtlas()
	require.NoError(b, err)
	cfg := table.Config{Def: rv.Definition{}, Title: "Reavers of Midgard", Seats: seats, Screenshot: true}
	m2, err := record.Start(cfg.Def, table.NewSetup(seats, seed, nil))
	require.NoError(b, err)
	tbl, err := table.New(cfg, m2, moves, func(t *table.Table) (table.Board, error) { return NewBoard(t) })
	require.NoError(b, err)
	screen := ebiten.NewImage(render.LogicalW, render.LogicalH)
	ctx := scene.Context{Atlas: atlas, Fonts: fonts, UI: render.NewUI(fonts, atlas), AnimSpeed: 1}
	var ptr input.Pointer
	step := func() {
		f := input.Frame{X: 300, Y: 300, Pinch: 1} // resting over a location
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
