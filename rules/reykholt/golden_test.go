package reykholt_test

import (
	"encoding/hex"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/rules/bot"
	"northtable/rules/reykholt"
)

// TestGoldenHash pins the state after fixed games (4 players with set C, and a solo game with
// set E), so native and WebAssembly builds (and future versions) are seen to compute the very
// same games.
func TestGoldenHash(t *testing.T) {
	for _, c := range []struct {
		setup      reykholt.Setup
		start, end string
	}{
		{reykholt.Setup{Players: 4, Seed: 12345, Set: 'C', Start: 2},
			"0d9f9189f1f8dfdd28552614791308d9086568cbf259aac83801a21ba89a7a0d",
			"ccf79fcb03688fa7779aa6c04a5a5d2486d1b5d714d62a46f50303c5f41725f3"},
		{reykholt.Setup{Players: 1, Seed: 777, Set: 'E'},
			"1687e623ef00744bc74204a5a5035e4480f3748fe7c9a42843bf06f29c3339c0",
			"ccd964cfeb123fe2b01a5b9878288b52fdb0c0b0e0bde0a09ae2c54d6ac6fe72"},
	} {
		g, err := reykholt.New(c.setup)
		require.NoError(t, err)
		start := g.Hash()
		require.NoError(t, bot.Playout(g, bot.NewRandom(1), 20000))
		require.True(t, g.Over())
		end := g.Hash()
		assert.Equal(t, c.start, hex.EncodeToString(start[:]), "%d players: start", c.setup.Players)
		assert.Equal(t, c.end, hex.EncodeToString(end[:]), "%d players: end", c.setup.Players)
	}
}
