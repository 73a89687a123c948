package orkney

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/input"
	ork "northtable/rules/orkney"
)

// A press while a move's animations run finishes them at once, so the player's reach for the
// board is not lost; the press is then read as input in the same tick.
func TestPressFinishesRunningAnimations(t *testing.T) {
	h := startPlacing(t, 11)
	m := h.b.g.Legal()[0].(ork.PlaceTile)
	h.perform(m) // the snap and any gains are now playing
	require.False(t, h.b.anims.Idle(), "placing a tile plays an animation")
	h.step(input.Frame{X: 800, Y: 450, Down: true})
	assert.True(t, h.b.anims.Idle(), "the press skipped the animations")
	assert.Empty(t, h.b.anims.Background())
}

// The privacy curtain starts the next player's screen clean: no gains of the last turn float on.
func TestCurtainClearsTheLastTurnsGains(t *testing.T) {
	h := startPlacing(t, 11)
	// end the turn: the next player's curtain comes first
	for !h.b.g.Over() && h.b.g.ToMove() == h.tbl.Viewer() {
		m := h.b.g.Legal()[0]
		if h.b.g.Decision() == ork.DecideAction {
			m = ork.EndTurn{By: h.b.g.ToMove()}
		}
		require.NoError(t, h.tbl.Play(m))
	}
	for i := 0; i < 200 && len(h.curtains) < 2; i++ {
		h.step(h.last) // the end of the turn plays, then the next player's curtain comes
		if i == 0 {
			h.b.anims.PushBackground(&floater{b: h.b, text: "+2 wood", res: ork.Wood})
		}
	}
	require.Len(t, h.curtains, 2)
	assert.Empty(t, h.b.anims.Background())
	assert.True(t, h.b.anims.Idle())
}
