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
	require.False(t, h.b.anims.idle(), "placing a tile plays an animation")
	h.step(input.Frame{X: 800, Y: 450, Down: true})
	assert.True(t, h.b.anims.idle(), "the press skipped the animations")
	assert.Empty(t, h.b.floaters)
}

// The privacy curtain starts the next player's screen clean: no gains of the last turn float on.
func TestCurtainClearsTheLastTurnsGains(t *testing.T) {
	h := startPlacing(t, 11)
	h.b.floaters = append(h.b.floaters, floater{text: "+2 wood", res: ork.Wood})
	h.b.raiseCurtain()
	assert.Empty(t, h.b.floaters)
	assert.True(t, h.b.anims.idle())
}
