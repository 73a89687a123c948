package orkney_test

import (
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/input"
	"northtable/render/golden"
	ork "northtable/rules/orkney"
	orkney "northtable/scenes/orkney"
)

// tap is a finger's tap at p: down, then up.
func tap(h *harness, x, y float64) {
	h.step(input.Frame{X: x, Y: y, Touch: true})
	h.step(input.Frame{X: x, Y: y, Touch: true, Down: true})
	h.step(input.Frame{X: x, Y: y, Touch: true})
}

// A finger is told what it can do: tap, and cancel a mode with its own button tapped again,
// never Esc or a right-click it has not got; the button does cancel it.
func TestBuildModeWordsForAFinger(t *testing.T) {
	h := startBuilding(t)
	farm, ok := h.w.Button(orkney.BuildButton(ork.Farm))
	require.True(t, ok)
	require.True(t, farm.Enabled, "a farm can be built: %s", farm.Reason)
	c := centre(farm.Rect)
	tap(h, c.X, c.Y)
	prompt := h.w.PromptText()
	assert.Equal(t, "Tap a glowing island to build a farm · tap the farm button again to cancel", prompt)
	assert.NotContains(t, prompt, "Esc")
	assert.NotContains(t, prompt, "right-click")
	h.rest()
	if *shotsDir != "" {
		require.NoError(t, golden.WritePNG(filepath.Join(*shotsDir, "touch-build-mode.png"), h.screen()))
	}
	tap(h, c.X, c.Y)
	assert.NotContains(t, h.w.PromptText(), "glowing island", "the second tap on the button leaves build mode")
}
