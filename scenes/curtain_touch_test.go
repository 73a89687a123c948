package scenes

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/input"
)

// On a touch screen the curtain names no key: "Esc: game menu" gives way to a Game menu button
// a finger can tap, which opens the same menu. With a mouse the hint names Esc.
func TestCurtainOffersTheGameMenuToAFinger(t *testing.T) {
	h, bp := newTapHarness(t)
	c, ok := h.app.Scene().(*curtain)
	require.True(t, ok)
	h.run(curtainGrace + 1)
	assert.Equal(t, "Esc: game menu", c.MenuHint())
	assert.Nil(t, c.GameMenuButton(), "no extra button for a mouse")

	tap := func(x, y float64) {
		h.script.Frames(input.Frame{X: x, Y: y, Touch: true, Down: true}, input.Frame{X: x, Y: y, Touch: true, Down: true},
			input.Frame{X: x, Y: y, Touch: true})
		h.run(0)
	}
	tap(100, 100)
	assert.Empty(t, c.MenuHint(), "no key named to a finger")
	b := c.GameMenuButton()
	require.NotNil(t, b)
	assert.Equal(t, "Game menu", b.Label)
	shoot(t, h, "curtain-touch.png")
	x, y := b.Bounds().Centre()
	tap(x, y)
	require.NotNil(t, c.menu, "the tap opens the game menu")
	assert.Same(t, c, h.app.Scene(), "the curtain stays up")
	assert.Zero(t, (*bp).lifted(), "nobody saw the board")
}
