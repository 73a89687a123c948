package reykholt

import (
	"testing"

	"github.com/stretchr/testify/require"

	"northtable/input"
	"northtable/rules/bot"
	"northtable/rules/record"
	rk "northtable/rules/reykholt"
	"northtable/scenes/scene"
	"northtable/scenes/table"
	"northtable/scenes/table/tabletest"
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
	cfg := table.Config{Def: rk.Definition{}, Title: "Reykholt", Seats: seats, Screenshot: true}
	tabletest.BenchDraw(b, cfg, seed, moves, func(t *table.Table) (table.Board, error) { return NewBoard(t) }, input.Frame{X: 300, Y: 400, Pinch: 1}) // resting over the action spaces
}
