package orkney

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/input"
	"northtable/rules"
	"northtable/rules/bot"
	ork "northtable/rules/orkney"
)

func TestRotateByKeysWheelAndRightClick(t *testing.T) {
	h := startPlacing(t, 21)
	r0 := h.b.rot
	h.step(input.Frame{X: 800, Y: 450, Actions: []input.Action{input.ActRotateCW}})
	assert.Equal(t, (r0+1)%6, h.b.rot, "R turns clockwise")
	h.step(input.Frame{X: 800, Y: 450, Actions: []input.Action{input.ActRotateCCW}})
	assert.Equal(t, r0, h.b.rot, "Shift+R turns back")
	h.step(input.Frame{X: 800, Y: 450, RightPress: true})
	assert.Equal(t, (r0+1)%6, h.b.rot, "right-click turns clockwise")
	for _, f := range click(rectCentre(rotCCWBtn)) {
		h.step(f)
	}
	assert.Equal(t, r0, h.b.rot, "the touch button turns anticlockwise")

	// mid-drag the wheel turns the tile (down = clockwise) instead of zooming
	zoom := h.b.cam.Zoom
	h.step(input.Frame{X: slotCentre.X, Y: slotCentre.Y})
	h.step(input.Frame{X: slotCentre.X, Y: slotCentre.Y, Down: true})
	h.step(input.Frame{X: 800, Y: 450, Down: true})
	require.True(t, h.b.drag.Active())
	h.step(input.Frame{X: 800, Y: 450, Down: true, WheelY: -1})
	assert.Equal(t, (r0+1)%6, h.b.rot)
	assert.Equal(t, zoom, h.b.cam.Zoom)
}

func TestCameraPansAndZooms(t *testing.T) {
	h := startPlacing(t, 22)
	cam := h.b.cam
	// the wheel over the sea zooms around the pointer: the world point under it stays put
	p := pt{X: 500, Y: 300}
	w := h.b.cam.toWorld(p)
	h.step(input.Frame{X: p.X, Y: p.Y, WheelY: 2})
	assert.Greater(t, h.b.cam.Zoom, cam.Zoom)
	assert.InDelta(t, w.X, h.b.cam.toWorld(p).X, 1e-6)
	assert.InDelta(t, w.Y, h.b.cam.toWorld(p).Y, 1e-6)
	// dragging the sea pans
	before := h.b.cam.toScreen(pt{})
	for _, f := range drag(pt{X: 400, Y: 700}, pt{X: 500, Y: 650}, 10) {
		h.step(f)
	}
	after := h.b.cam.toScreen(pt{})
	assert.InDelta(t, 100-(input.DragThreshold+1)*0.9, after.X-before.X, 12, "the board follows the pointer")
	// keys
	z := h.b.cam.Zoom
	h.step(input.Frame{X: 10, Y: 10, Actions: []input.Action{input.ActZoomOut}})
	assert.Less(t, h.b.cam.Zoom, z)
	x := h.b.cam.X
	h.step(input.Frame{X: 10, Y: 10, Actions: []input.Action{input.ActPanRight}})
	assert.Greater(t, h.b.cam.X, x)
	assert.Equal(t, ork.DecidePlaceTile, h.b.g.Decision(), "camera input changes nothing in the game")
}

func TestDisabledControlsNameTheRule(t *testing.T) {
	h := startPlacing(t, 23)
	// before both tiles are down, every action control is refused by T1
	c := rectCentre(fishBtn)
	h.step(input.Frame{X: c.X, Y: c.Y})
	assert.Contains(t, h.b.hoverReason, "Pending decision —", "the rule is named in words")
	assert.NotContains(t, h.b.hoverReason, "T1", "never by its code")
	for _, f := range click(c) {
		h.step(f)
	}
	assert.Contains(t, h.toast(), "Pending decision —")
}

// TestCreditChoice finds a connection between two islands that both hold the seat's route
// credits and spends the second one through the popup.
func TestCreditChoice(t *testing.T) {
	for seed := uint64(1); seed < 400; seed++ {
		g, err := ork.New(ork.Setup{Players: 2, Seed: seed})
		require.NoError(t, err)
		r := bot.NewRandom(seed)
		for n := 0; !g.Over(); n++ {
			if m, ok := twoCredits(g); ok {
				h := newHarness(t, gameCfg{Players: seats(2), Seed: seed, Autoplay: n})
				want := h.real().Copy()
				_, err := want.Apply(m)
				require.NoError(t, err)
				gs, err := h.b.Gestures(m)
				require.NoError(t, err)
				require.Len(t, gs, 3, "route button, connection, popup")
				h.perform(m)
				assert.Equal(t, want.Hash(), h.real().Hash())
				return
			}
			_, err := g.Apply(r.Choose(g))
			require.NoError(t, err)
		}
	}
	t.Fatal("no game offered a connection between two credited islands")
}

// twoCredits returns a PlaceRoute spending the second of two credits a connection could use.
func twoCredits(g *ork.Game) (ork.PlaceRoute, bool) {
	seen := map[ork.ConnID]int{}
	for _, m := range g.Legal() {
		if pr, ok := m.(ork.PlaceRoute); ok {
			seen[pr.Conn]++
			if seen[pr.Conn] == 2 {
				return pr, true
			}
		}
	}
	return ork.PlaceRoute{}, false
}

func TestComputerSeatsPlayOnTheirOwn(t *testing.T) {
	players := seats(2)
	players[0].Bot, players[1].Bot = true, true
	h := newHarness(t, gameCfg{Players: players, Seed: 4})
	h.ctx.Instant = true
	h.drawEvery = 200
	for i := 0; i < 20000 && h.result == nil; i++ {
		h.step(input.Frame{X: 800, Y: 450})
	}
	require.NotNil(t, h.result, "the computer seats finished the game")
	assert.True(t, h.b.g.Over())
	assert.Empty(t, h.curtains, "no curtain for computer seats")
	assert.Equal(t, rules.Seat(-1), h.b.g.ToMove())
}
