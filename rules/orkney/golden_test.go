package orkney_test

import (
	"encoding/hex"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/rules/bot"
	"northtable/rules/orkney"
)

// TestGoldenHash pins the state after a fixed game, so native and WebAssembly builds (and
// future versions) are seen to compute the very same game.
func TestGoldenHash(t *testing.T) {
	t.Parallel()
	g := newGame(t, orkney.Setup{Players: 3, Seed: 12345})
	start := g.Hash()
	require.NoError(t, bot.Playout(g, bot.NewRandom(1), moveBound))
	end := g.Hash()
	assert.Equal(t, "2a60ec5104bc6d10cf1ba36fe5fef0544068017eff645f483274f04020b317fd", hex.EncodeToString(start[:]))
	assert.Equal(t, "8091991c2663e3822b354f53b334faf0853794a538e1ef445257bdfeeebccafe", hex.EncodeToString(end[:]))
}
