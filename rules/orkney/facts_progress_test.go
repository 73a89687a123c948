package orkney_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/rules/bot"
	"northtable/rules/orkney"
)

func TestProgressNamesTheRound(t *testing.T) {
	g, err := orkney.New(orkney.Setup{Players: 3, Seed: 4})
	require.NoError(t, err)
	assert.Equal(t, "Choosing tasks", g.Progress())
	b := bot.NewRandom(4)
	for g.Decision() == orkney.DecideTask {
		_, err := g.Apply(b.Choose(g))
		require.NoError(t, err)
	}
	assert.Equal(t, "Round 1 of 10", g.Progress())
	require.NoError(t, bot.Playout(g, b, 5000))
	assert.Equal(t, "Finished", g.Progress())
}
