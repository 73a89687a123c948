package games_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/rules/games"
)

func TestEveryGameIsFoundByItsID(t *testing.T) {
	all := games.All()
	require.Len(t, all, 3)
	for _, d := range all {
		got, ok := games.ByID(d.GameID())
		require.True(t, ok, d.GameID())
		assert.Equal(t, d, got)
	}
	_, ok := games.ByID("chess")
	assert.False(t, ok)
}
