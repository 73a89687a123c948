package reavers

import (
	"testing"

	"github.com/stretchr/testify/require"

	"northtable/input"
	"northtable/rules/bot"
	rv "northtable/rules/reavers"
	"northtable/rules/record"
	"northtable/scenes/scene"
	"northtable/scenes/table"
	"northtable/scenes/table/tabletest"
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
	cfg := table.Config{Def: rv.Definition{}, Title: "Reavers of Midgard", Seats: seats, Screenshot: true}
	tabletest.BenchDraw(b, cfg, seed, moves, func(t *table.Table) (table.Board, error) { return NewBoard(t) }, input.Frame{X: 300, Y: 300, Pinch: 1}) // resting over a location
}
