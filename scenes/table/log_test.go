package table_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/rules/bot"
	"northtable/rules/record"
	rk "northtable/rules/reykholt"
	"northtable/scenes/table"
)

// The log opens with what the setup did (rules.Opener): a solo Reykholt game tells round 1's
// free greenhouse and tomato before the first move, the lines stay through an undo, and a
// loaded game rebuilds them.
func TestLogOpensWithWhatTheSetupDid(t *testing.T) {
	ss := seats(1)
	m, err := record.Start(rk.Definition{}, table.NewSetup(ss, 4, nil))
	require.NoError(t, err)
	b := &fakeBoard{}
	cfg := table.Config{Def: rk.Definition{}, Title: "Reykholt", Seats: ss,
		ShowCurtain: func(_ string, then func()) { then() }, OnGameOver: func(table.Final) {}, OnMenu: func() {}}
	newBoard := func(tb *table.Table) (table.Board, error) { b.t = tb; return b, nil }
	tbl, err := table.New(cfg, m, 0, newBoard)
	require.NoError(t, err)
	opening := tbl.Log()
	require.Len(t, opening, 3)
	assert.Equal(t, "Round 1: Work Time — Ann places first", opening[0].Text)
	assert.Contains(t, opening[1].Text, "greenhouse")
	assert.Equal(t, "Ann takes 1 tomato", opening[2].Text)

	// an undo truncates the log to the moves left: the setup's lines (move -1) stay
	var l table.Log
	g := tbl.Match().Game()
	l.Add(-1, g, g.(*rk.Game).Opening(), []string{"Ann"})
	mv := bot.NewRandom(1).Choose(g)
	out, err := g.Clone().Apply(mv)
	require.NoError(t, err)
	l.Add(0, g, out.Events, []string{"Ann"})
	require.Greater(t, len(l.Visible(0)), 3)
	l.Truncate(0)
	assert.Len(t, l.Visible(0), 3, "an undo keeps the setup's lines")

	data, err := tbl.Match().Marshal(time.Time{})
	require.NoError(t, err)
	loaded, err := record.Load(rk.Definition{}, data)
	require.NoError(t, err)
	again, err := table.New(cfg, loaded, 0, newBoard)
	require.NoError(t, err)
	assert.Equal(t, opening[:3], again.Log()[:3], "a loaded game opens its log the same way")
}
