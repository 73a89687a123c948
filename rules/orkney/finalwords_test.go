package orkney_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/rules/bot"
	"northtable/rules/orkney"
	"northtable/rules/record"
)

// TestFinalWordsThroughUndo: a greyed Undo names what made the seat's last move final, in the
// rules' words (Orkney spec §5.2): the second tile shown, the fish seen; a move that is not
// final says nothing.
func TestFinalWordsThroughUndo(t *testing.T) {
	humans := []record.Seat{{Name: "Ann", Kind: record.Human}, {Name: "Bjørn", Kind: record.Human, Colour: 1}}
	m, err := record.Start(orkney.Definition{}, record.Setup{Seed: 9, Seats: humans})
	require.NoError(t, err)
	b := bot.NewRandom(9)
	seen := map[string]bool{}
	for i := 0; !m.Game().Over(); i++ {
		g := m.Game().(*orkney.Game)
		mv := b.Choose(g)
		for _, l := range g.Legal() {
			if _, ok := l.(orkney.Fish); ok && !seen["fish"] {
				mv = l // go fishing once it can be done
			}
		}
		out, err := m.Apply(mv)
		require.NoError(t, err)
		words := m.Game().(*orkney.Game).FinalWords()
		if !out.Final {
			assert.Empty(t, words, "move %d (%v) is not final", i, mv)
			continue
		}
		switch mv.(type) {
		case orkney.PlaceTile:
			assert.Equal(t, "the second tile was shown", words)
		case orkney.Fish:
			assert.Equal(t, "you have seen the fish you caught", words)
		case orkney.EndTurn:
			if !m.Game().Over() {
				assert.Equal(t, "your turn ended", words)
			}
		}
		if ok, why := m.CanUndo(); !m.Game().Over() && m.Game().ToMove() == mv.Seat() {
			assert.False(t, ok)
			assert.Equal(t, record.ReasonStays+words, why, "move %d (%v)", i, mv)
			switch mv.(type) {
			case orkney.PlaceTile:
				seen["tile"] = true
			case orkney.Fish:
				seen["fish"] = true
			}
		}
	}
	assert.Equal(t, "the game ended", m.Game().(*orkney.Game).FinalWords())
	assert.True(t, seen["tile"], "an Undo after the first tile was asked")
	assert.True(t, seen["fish"], "an Undo after fishing was asked")
}
