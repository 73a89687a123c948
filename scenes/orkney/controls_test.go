package orkney_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/input"
	"northtable/render"
	ork "northtable/rules/orkney"
	"northtable/scenes/orkney"
	"northtable/scenes/orkney/orkneytest"
)

func TestRotateByKeysWheelAndRightClick(t *testing.T) {
	h := startPlacing(t, 21)
	r0 := h.w.TileTurn()
	h.step(input.Frame{X: 800, Y: 450, Actions: []input.Action{input.ActRotateCW}})
	assert.Equal(t, (r0+1)%6, h.w.TileTurn(), "R turns clockwise")
	h.step(input.Frame{X: 800, Y: 450, Actions: []input.Action{input.ActRotateCCW}})
	assert.Equal(t, r0, h.w.TileTurn(), "Shift+R turns back")
	h.step(input.Frame{X: 800, Y: 450, RightPress: true})
	assert.Equal(t, (r0+1)%6, h.w.TileTurn(), "right-click turns clockwise")
	h.clickButton(h.w.Button(orkney.RotateLeft))
	assert.Equal(t, r0, h.w.TileTurn(), "the touch button turns anticlockwise")
	h.clickButton(h.w.Button(orkney.RotateRight))
	assert.Equal(t, (r0+1)%6, h.w.TileTurn(), "and the other one clockwise")
	h.step(input.Frame{X: 800, Y: 450, Actions: []input.Action{input.ActRotateCCW}})

	// mid-drag the wheel turns the tile (down = clockwise) instead of zooming
	zoom := h.w.Zoom()
	from, ok := h.w.RevealedTile()
	require.True(t, ok)
	h.step(input.Frame{X: from.X, Y: from.Y})
	h.step(input.Frame{X: from.X, Y: from.Y, Down: true})
	h.step(input.Frame{X: 800, Y: 450, Down: true})
	_, held := h.w.TileInHand()
	require.True(t, held)
	h.step(input.Frame{X: 800, Y: 450, Down: true, WheelY: -1})
	assert.Equal(t, (r0+1)%6, h.w.TileTurn())
	assert.Equal(t, zoom, h.w.Zoom())
}

func TestCameraPansAndZooms(t *testing.T) {
	h := startPlacing(t, 22)
	// the wheel over the sea zooms around the pointer: the world point under it stays put, so
	// every other point moves away from it by the zoom's factor
	p := render.Point{X: 500, Y: 300}
	o0 := origin(h)
	h.step(input.Frame{X: p.X, Y: p.Y, WheelY: 2})
	o1 := origin(h)
	require.Greater(t, o1[2], o0[2])
	k := o1[2] / o0[2]
	assert.InDelta(t, p.X+(o0[0]-p.X)*k, o1[0], 1e-6)
	assert.InDelta(t, p.Y+(o0[1]-p.Y)*k, o1[1], 1e-6)
	// dragging the sea pans
	from, to := render.Point{X: 400, Y: 700}, render.Point{X: 500, Y: 650}
	h.step(input.Frame{X: from.X, Y: from.Y})
	h.step(input.Frame{X: from.X, Y: from.Y, Down: true})
	for i := 1; i <= 10; i++ {
		q := lerp(from, to, float64(i)/10)
		h.step(input.Frame{X: q.X, Y: q.Y, Down: true})
	}
	h.step(input.Frame{X: to.X, Y: to.Y})
	o2 := origin(h)
	assert.InDelta(t, 100-(input.DragThreshold+1)*0.9, o2[0]-o1[0], 12, "the board follows the pointer")
	// keys
	h.step(input.Frame{X: 10, Y: 10, Actions: []input.Action{input.ActZoomOut}})
	o3 := origin(h)
	assert.Less(t, o3[2], o2[2])
	h.step(input.Frame{X: 10, Y: 10, Actions: []input.Action{input.ActPanRight}})
	assert.Less(t, origin(h)[0], o3[0], "the view moves right: the board moves left")
	assert.Equal(t, ork.DecidePlaceTile, h.real().Decision(), "camera input changes nothing in the game")
}

func TestDisabledControlsNameTheRule(t *testing.T) {
	h := startPlacing(t, 23)
	// before both tiles are down, every action control is refused by T1
	fish, ok := h.w.Button(orkney.FishButton)
	require.True(t, ok)
	assert.False(t, fish.Enabled)
	assert.Contains(t, fish.Reason, "Not now —", "the rule is named in words")
	c := centre(fish.Rect)
	h.step(input.Frame{X: c.X, Y: c.Y})
	assert.Equal(t, fish.Reason, h.w.DisabledReason(), "the pointer over it shows why")
	assert.NotContains(t, h.w.DisabledReason(), "T1", "never by its code")
	h.click(c)
	assert.Contains(t, h.toast(), "Not now —")
}

// TestCreditChoice finds a connection between two islands that both hold the seat's route
// credits and spends the second one through the popup.
func TestCreditChoice(t *testing.T) {
	seed, n, m := creditChoiceAt(t, 2)
	h := newHarness(t, game{Players: seats(2), Seed: seed, Autoplay: n})
	require.True(t, h.idle())
	want := h.real().Copy()
	_, err := want.Apply(m)
	require.NoError(t, err)
	gs, err := orkneytest.Gestures(h.b, m)
	require.NoError(t, err)
	require.Len(t, gs, 3, "route button, connection, popup")
	h.feed(gs[0])
	h.feed(gs[1])
	assert.Equal(t, "Which credit do you spend?", h.w.Dialog().Title)
	_, ok := h.w.Dialog().ButtonFor("Island A")
	assert.True(t, ok)
	h.feed(gs[2])
	assert.Empty(t, h.w.Dialog().Title, "the answer closes the popup")
	assert.Equal(t, want.Hash(), h.real().Hash())
}
