package orkney_test

import (
	"northtable/scenes/orkney"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/input"
	"northtable/render"
	"northtable/rules/hex"
	ork "northtable/rules/orkney"
)

// aimAt is a legal placement of the revealed tile as it is turned now whose cell lies well
// inside the visible board, with its centre on screen; fits says whether a screen point is
// usable (e.g. the finger below it is on the board too).
func aimAt(t *testing.T, h *harness, fits func(s render.Point) bool) (ork.PlaceTile, render.Point) {
	t.Helper()
	inner := h.w.BoardView().Inset(40)
	for _, m := range h.view().Legal() {
		pm, ok := m.(ork.PlaceTile)
		if !ok || pm.Rot != h.w.TileTurn() {
			continue
		}
		s, ok := h.w.CellPoint(pm.Cell)
		if ok && inner.Contains(s.X, s.Y) && fits(s) {
			return pm, s
		}
	}
	t.Fatal("no legal cell on screen for the tile as it is turned")
	return ork.PlaceTile{}, render.Point{}
}

// underFinger is an aim whose finger, lift px below the tile, is on the board over another cell.
func underFinger(h *harness, lift float64) func(s render.Point) bool {
	return func(s render.Point) bool {
		f := render.Point{X: s.X, Y: s.Y + lift}
		_, on := h.w.CellPoint(h.w.CellAt(f))
		return h.w.BoardView().Contains(f.X, f.Y) && on && h.w.CellAt(f) != h.w.CellAt(s)
	}
}

// On a touch screen the tile rides above the fingertip, so the finger does not hide it; it
// drops where it is shown (its ghost's cell), not on the cell under the finger.
func TestTouchDragDropsWhereTheLiftedTileShows(t *testing.T) {
	h := startPlacing(t, 11)
	for i := 0; i < 4; i++ { // small hexes: the finger's cell is not the tile's
		h.key(input.ActZoomOut)
	}
	lift := float64(input.DefaultLift) // no screen size told: the default lift
	m, at := aimAt(t, h, underFinger(h, lift))
	finger := render.Point{X: at.X, Y: at.Y + lift}

	h.carry(finger, true)
	shown, held := h.w.TileInHand()
	require.True(t, held)
	assert.InDelta(t, at.X, shown.X, 1e-9, "the tile is shown above the finger")
	assert.InDelta(t, at.Y, shown.Y, 1e-9)
	cell, fits, ok := h.w.Ghost()
	require.True(t, ok, "the ghost shows on a cell")
	assert.Equal(t, m.Cell, cell, "the ghost follows the lifted tile, not the finger")
	assert.True(t, fits, "the cell glows as legal")

	h.step(input.Frame{X: finger.X, Y: finger.Y, Touch: true})
	placed := h.real().Placed()
	require.NotEmpty(t, placed)
	assert.Equal(t, m.Cell, placed[len(placed)-1].Cell, "the tile lands where it was shown")
	assert.Equal(t, 1, h.real().PlacementsThisTurn())
}

// A mouse drag carries the tile at the pointer itself (no lift).
func TestMouseDragCarriesTheTileAtThePointer(t *testing.T) {
	h := startPlacing(t, 11)
	m, at := aimAt(t, h, func(render.Point) bool { return true })
	h.carry(at, false)
	shown, held := h.w.TileInHand()
	require.True(t, held)
	assert.Equal(t, at, shown)
	h.step(input.Frame{X: at.X, Y: at.Y})
	placed := h.real().Placed()
	assert.Equal(t, m.Cell, placed[len(placed)-1].Cell)
}

// origin is where the board draws cell (0,0) now, with the zoom: the camera as a player sees it.
func origin(h *harness) [3]float64 {
	p, _ := h.w.CellPoint(hex.Axial{})
	return [3]float64{p.X, p.Y, h.w.Zoom()}
}

// settleCamera rests until the camera stops moving; false if it never did.
func settleCamera(h *harness) bool {
	for i := 0; i < 200; i++ {
		before := origin(h)
		h.rest()
		if origin(h) == before {
			return true
		}
	}
	return false
}

// panAway zooms out and pans the camera off the layout with the keys.
func panAway(h *harness) {
	h.key(input.ActZoomOut)
	for i := 0; i < 12; i++ {
		h.key(input.ActPanLeft)
	}
}

// The camera glides on its own when it frames the layout again (after a move, or the fit
// button). A tile lifted during the glide holds the camera still, so the cell under the pointer
// at the release — the bright cell the player aimed at — is the cell the tile lands on; the
// glide then goes on.
func TestDropWhileTheCameraGlidesLandsUnderThePointer(t *testing.T) {
	// Where the fit's glide ends: the same game, the same keys, the glide let run out.
	twin := startPlacing(t, 11)
	panAway(twin)
	fit, ok := twin.w.Button(orkney.FitButton)
	twin.clickButton(fit, ok)
	require.True(t, settleCamera(twin))
	end := origin(twin)

	h := startPlacing(t, 11)
	panAway(h)
	require.True(t, settleCamera(h), "keys move the camera at once")
	fit, ok = h.w.Button(orkney.FitButton)
	h.clickButton(fit, ok) // frame the layout again: the camera glides there
	before := origin(h)
	h.rest()
	require.NotEqual(t, before, origin(h), "the fit eases the camera (VISUAL.md Motion)")

	from, ok := h.w.RevealedTile()
	require.True(t, ok)
	h.step(input.Frame{X: from.X, Y: from.Y})
	h.step(input.Frame{X: from.X, Y: from.Y, Down: true})
	h.step(input.Frame{X: from.X - 40, Y: from.Y, Down: true})
	_, held := h.w.TileInHand()
	require.True(t, held)
	require.NotEqual(t, end, origin(h), "the tile is lifted while the camera is still on its way")
	hold := origin(h)
	m, at := aimAt(t, h, func(s render.Point) bool {
		// aim at a cell the finished glide would move away from the pointer
		return twin.w.CellAt(s) != h.w.CellAt(s)
	})
	last := render.Point{X: h.last.X, Y: h.last.Y}
	for i := 1; i <= 8; i++ {
		p := lerp(last, at, float64(i)/8)
		h.step(input.Frame{X: p.X, Y: p.Y, Down: true})
		assert.Equal(t, hold, origin(h), "the camera holds still under the lifted tile")
	}
	cell, _, ok := h.w.Ghost()
	require.True(t, ok)
	assert.Equal(t, m.Cell, cell, "the glowing ghost is on the aimed cell")
	under := h.w.CellAt(at)

	h.step(input.Frame{X: at.X, Y: at.Y})
	placed := h.real().Placed()
	require.NotEmpty(t, placed)
	assert.Equal(t, m.Cell, placed[len(placed)-1].Cell, "the tile lands on the cell under the pointer")
	assert.Equal(t, under, placed[len(placed)-1].Cell)
	assert.True(t, settleCamera(h), "after the drop the camera settles")
}

// Should the camera move between the last frame shown and the release (a pan key pressed as the
// finger lifts), the drop is refused gently: the tile glides back, and the board says why.
func TestDropAfterTheCameraMovedGlidesBack(t *testing.T) {
	h := startPlacing(t, 11)
	hash := h.hash()
	_, at := aimAt(t, h, func(render.Point) bool { return true })
	h.carry(at, false)
	_, held := h.w.TileInHand()
	require.True(t, held)
	h.step(input.Frame{X: at.X, Y: at.Y, Actions: []input.Action{input.ActPanLeft}})
	assert.Equal(t, hash, h.hash(), "nothing was placed")
	assert.Contains(t, h.toast(), "The board moved as you let go", "the tile does not go back silently")
	assert.False(t, h.toastWarns(), "no rule was broken")
	assertGlidesBack(t, h)
}

// assertGlidesBack checks that the tile in hand is let go and glides back to its slot: the slot
// is empty while it flies, then it lies there again.
func assertGlidesBack(t *testing.T, h *harness) {
	t.Helper()
	_, held := h.w.TileInHand()
	assert.False(t, held, "the tile is let go")
	assert.True(t, h.tbl.Busy(), "the tile glides back")
	_, inSlot := h.w.RevealedTile()
	assert.False(t, inSlot, "the slot is empty while the tile flies back")
	for i := 0; i < 60 && h.tbl.Busy(); i++ {
		h.rest()
	}
	_, inSlot = h.w.RevealedTile()
	assert.True(t, inSlot, "the tile is back in its slot")
}

// liftPoints is how far above a fingertip a dragged tile rides, in window points (CSS px), as
// the board promises (a finger hides about 40).
const liftPoints = 56

// On a small screen (a phone shows the table at about 0.4 points a logical px) the tile rides
// higher above the finger in logical px, so it clears the fingertip by the same distance.
func TestLiftFollowsTheScreenSize(t *testing.T) {
	h := startPlacing(t, 11)
	measure := func(scale float64) float64 {
		h.ctx.PointScale = scale
		require.True(t, h.idle())
		finger := render.Point{X: 700, Y: 650}
		h.carry(finger, true)
		shown, held := h.w.TileInHand()
		require.True(t, held)
		h.key(input.ActBack) // put it back
		return finger.Y - shown.Y
	}
	assert.InDelta(t, max(float64(input.DefaultLift), liftPoints), measure(1), 1e-9, "a full-size window")
	assert.InDelta(t, liftPoints/0.4, measure(0.4), 1e-9, "a phone: the same points are more logical px")
}
