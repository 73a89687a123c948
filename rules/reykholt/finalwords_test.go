package reykholt

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/rules/bot"
	"northtable/rules/record"
)

// TestFinalWordsThroughUndo: a greyed Undo names what made the last move final, in the rules'
// words: a take from the random pile, or the end of the turn (a solo game's seat moves on).
func TestFinalWordsThroughUndo(t *testing.T) {
	m, err := record.Start(Definition{}, record.Setup{Seed: 5, Seats: []record.Seat{{Name: "Ann", Kind: record.Human}}})
	require.NoError(t, err)
	b := bot.NewRandom(5)
	seen := map[string]bool{}
	for i := 0; i < 400 && !m.Game().Over() && len(seen) < 2; i++ {
		g := m.Game().(*Game)
		mv := b.Choose(g)
		for _, l := range g.Legal() {
			if cp, ok := l.(ChoosePile); ok && cp.Pile == PileRandom && !seen["random"] {
				mv = l // the random pile, once
			}
		}
		out, err := m.Apply(mv)
		require.NoError(t, err)
		ok, why := m.CanUndo()
		words := m.Game().(*Game).FinalWords()
		if !out.Final {
			assert.Empty(t, words, "move %d (%v) is not final", i, mv)
			continue
		}
		require.NotEmpty(t, words, "move %d (%v) is final", i, mv)
		if m.Game().Over() {
			continue
		}
		assert.False(t, ok)
		assert.Equal(t, record.ReasonStays+words, why)
		if cp, isPile := mv.(ChoosePile); isPile && cp.Pile == PileRandom {
			assert.Equal(t, "the random pile's greenhouse was drawn", words)
			seen["random"] = true
		} else if words == "your turn ended" {
			seen["turn"] = true
		}
	}
	assert.True(t, seen["random"], "a take from the random pile was tried")
	assert.True(t, seen["turn"], "a turn ended")
}
