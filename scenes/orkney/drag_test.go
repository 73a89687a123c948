package orkney

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/input"
	ork "northtable/rules/orkney"
)

// aimAt is a legal placement of the revealed tile as it is turned now whose cell lies well
// inside the visible board, with its centre on screen; fits says whether a screen point is
// usable (e.g. the finger below it is on the board too).
func aimAt(t *testing.T, h *harness, fits func(s pt) bool) (ork.PlaceTile, pt) {
	t.Helper()
	for _, m := range h.b.g.Legal() {
		pm, ok := m.(ork.PlaceTile)
		if !ok || pm.Rot != h.b.rot {
			continue
		}
		s := h.b.cam.toScreen(world.Centre(pm.Cell))
		if inRect(viewRect.Inset(40), s.X, s.Y) && !h.b.overOverlay(s) && fits(s) {
			return pm, s
		}
	}
	t.Fatal("no legal cell on screen for the tile as it is turned")
	return ork.PlaceTile{}, pt{}
}

// carry presses on the revealed tile and moves the pointer to "to" in steps, still down.
func (h *harness) carry(to pt, touch bool) {
	h.t.Helper()
	h.step(input.Frame{X: slotCentre.X, Y: slotCentre.Y, Down: touch, Touch: touch})
	h.step(input.Frame{X: slotCentre.X, Y: slotCentre.Y, Down: true, Touch: touch})
	for i := 1; i <= 10; i++ {
		p := lerp(slotCentre, to, float64(i)/10)
		h.step(input.Frame{X: p.X, Y: p.Y, Down: true, Touch: touch})
	}
}

// On a touch screen the tile rides above the fingertip, so the finger does not hide it; it
// drops where it is shown (its ghost's cell), not on the cell under the finger.
func TestTouchDragDropsWhereTheLiftedTileShows(t *testing.T) {
	h := startPlacing(t, 11)
	for i := 0; i < 4; i++ { // small hexes: the finger's cell is not the tile's
		h.key(input.ActZoomOut)
	}
	lift := h.b.drag.Lift
	require.Positive(t, lift)
	m, at := aimAt(t, h, func(s pt) bool {
		f := pt{X: s.X, Y: s.Y + lift}
		return inRect(viewRect, f.X, f.Y) && world.CellAt(h.b.cam.toWorld(f)) != world.CellAt(h.b.cam.toWorld(s))
	})
	finger := pt{X: at.X, Y: at.Y + lift}

	h.carry(finger, true)
	require.True(t, h.b.drag.Active())
	assert.InDelta(t, at.X, h.b.dragAt().X, 1e-9, "the tile is shown above the finger")
	assert.InDelta(t, at.Y, h.b.dragAt().Y, 1e-9)
	require.True(t, h.b.ghostSet)
	assert.Equal(t, m.Cell, h.b.ghostCell, "the ghost follows the lifted tile, not the finger")
	assert.True(t, h.b.ghostOK, "the cell glows as legal")

	h.step(input.Frame{X: finger.X, Y: finger.Y, Touch: true})
	placed := h.real().Placed()
	require.NotEmpty(t, placed)
	assert.Equal(t, m.Cell, placed[len(placed)-1].Cell, "the tile lands where it was shown")
	assert.Equal(t, 1, h.real().PlacementsThisTurn())
}

// A mouse drag carries the tile at the pointer itself (no lift).
func TestMouseDragCarriesTheTileAtThePointer(t *testing.T) {
	h := startPlacing(t, 11)
	m, at := aimAt(t, h, func(pt) bool { return true })
	h.carry(at, false)
	require.True(t, h.b.drag.Active())
	assert.Equal(t, at, h.b.dragAt())
	h.step(input.Frame{X: at.X, Y: at.Y})
	placed := h.real().Placed()
	assert.Equal(t, m.Cell, placed[len(placed)-1].Cell)
}

// The camera glides on its own when it frames the layout again (after a move, or the fit
// button). A tile lifted during the glide holds the camera still, so the cell under the pointer
// at the release — the glowing cell the player aimed at — is the cell the tile lands on; the
// glide then goes on.
func TestDropWhileTheCameraGlidesLandsUnderThePointer(t *testing.T) {
	h := startPlacing(t, 11)
	h.key(input.ActZoomOut)
	for i := 0; i < 12; i++ {
		h.key(input.ActPanLeft)
	}
	require.False(t, h.b.cameraMoving())
	h.click(rectCentre(fitBtn)) // frame the layout again: the camera glides there
	require.True(t, h.b.cameraMoving(), "the fit eases the camera (VISUAL.md Motion)")
	end := h.b.camMove.to

	h.step(input.Frame{X: slotCentre.X, Y: slotCentre.Y})
	h.step(input.Frame{X: slotCentre.X, Y: slotCentre.Y, Down: true})
	h.step(input.Frame{X: slotCentre.X - 40, Y: slotCentre.Y, Down: true})
	require.True(t, h.b.drag.Active())
	require.True(t, h.b.cameraMoving(), "the tile is lifted while the camera still moves")
	require.NotEqual(t, end, h.b.cam)
	held := h.b.cam
	m, at := aimAt(t, h, func(s pt) bool {
		// aim at a cell the finished glide would move away from the pointer
		w := end.toWorld(s)
		return world.CellAt(w) != world.CellAt(h.b.cam.toWorld(s))
	})
	from := h.last
	for i := 1; i <= 8; i++ {
		p := lerp(pt{X: from.X, Y: from.Y}, at, float64(i)/8)
		h.step(input.Frame{X: p.X, Y: p.Y, Down: true})
		assert.Equal(t, held, h.b.cam, "the camera holds still under the lifted tile")
	}
	assert.Equal(t, m.Cell, h.b.ghostCell, "the glowing ghost is on the aimed cell")

	h.step(input.Frame{X: at.X, Y: at.Y})
	placed := h.real().Placed()
	require.NotEmpty(t, placed)
	assert.Equal(t, m.Cell, placed[len(placed)-1].Cell, "the tile lands on the cell under the pointer")
	assert.Equal(t, world.CellAt(held.toWorld(at)), placed[len(placed)-1].Cell)
	for i := 0; i < 200 && h.b.cameraMoving(); i++ {
		h.step(h.last)
	}
	assert.False(t, h.b.cameraMoving(), "after the drop the camera settles")
}

// Should the camera move between the last frame shown and the release (a pan key pressed as the
// finger lifts), the drop is refused gently: the tile glides back and nothing is said.
func TestDropAfterTheCameraMovedGlidesBack(t *testing.T) {
	h := startPlacing(t, 11)
	hash := h.real().Hash()
	_, at := aimAt(t, h, func(pt) bool { return true })
	h.carry(at, false)
	require.True(t, h.b.drag.Active())
	h.step(input.Frame{X: at.X, Y: at.Y, Actions: []input.Action{input.ActPanLeft}})
	assert.Equal(t, hash, h.real().Hash(), "nothing was placed")
	require.NotEmpty(t, h.b.anims.Pending())
	assert.IsType(t, &glide{}, h.b.anims.Pending()[0], "the tile glides back")
	assert.Empty(t, h.toast())
}

// On a small screen (a phone shows the table at about 0.4 points a logical px) the tile rides
// higher above the finger in logical px, so it clears the fingertip by the same distance.
func TestLiftFollowsTheScreenSize(t *testing.T) {
	h := startPlacing(t, 11)
	h.ctx.PointScale = 1
	h.step(h.last)
	assert.Equal(t, max(float64(input.DefaultLift), liftPoints), h.b.drag.Lift, "a full-size window")
	h.ctx.PointScale = 0.4
	h.step(h.last)
	assert.InDelta(t, liftPoints/0.4, h.b.drag.Lift, 1e-9, "a phone: the same points are more logical px")
}
