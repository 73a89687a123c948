package orkney_test

import (
	"bytes"
	"northtable/scenes/orkney"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/input"
	"northtable/render"
	"northtable/scenes/scene"
)

// TestProbeAnnouncesTargets checks the lines the browser test relies on (build/e2e/README.md):
// the task choice's cards, then the board's tile, a legal cell and End turn, and a state line
// after every move.
func TestProbeAnnouncesTargets(t *testing.T) {
	var out bytes.Buffer
	h := newHarness(t, game{Players: seats(2), Seed: 31})
	h.ctx.Probe = scene.NewProbe(&out)
	require.True(t, h.idle())
	h.rest()
	card, ok := h.w.TaskCard(0)
	require.True(t, ok)
	assert.Contains(t, out.String(), "northtable:hit task-0 "+coord(centre(card)))
	assert.Contains(t, out.String(), "northtable:ready orkney-task")

	for i := 0; i < 2; i++ {
		h.perform(h.view().Legal()[0])
	}
	require.True(t, h.idle())
	h.rest()
	log := out.String()
	tile, ok := h.w.RevealedTile()
	require.True(t, ok)
	assert.Contains(t, log, "northtable:hit tile "+coord(tile))
	assert.Contains(t, log, "northtable:hit tile 1450 206", "the place the browser test was written for")
	assert.Contains(t, log, "northtable:hit legal-cell ")
	end, ok := h.w.Button(orkney.EndTurnButton)
	require.True(t, ok)
	assert.Contains(t, log, "northtable:hit end-turn "+coord(centre(end.Rect)))
	assert.Contains(t, log, "northtable:ready orkney\n")
	assert.Contains(t, log, `northtable:state {"game":"orkney","moves":2,"toMove":0,"over":false,"hash":"`)

	// the announced legal cell takes the tile as it lies in the panel
	var cell render.Point
	for _, l := range strings.Split(log, "\n") {
		if strings.HasPrefix(l, "northtable:hit legal-cell ") {
			f := strings.Fields(l)
			cell = render.Point{X: atof(t, f[2]), Y: atof(t, f[3])}
		}
	}
	before := len(h.real().Placed())
	h.carry(cell, false)
	h.step(input.Frame{X: cell.X, Y: cell.Y})
	assert.Len(t, h.real().Placed(), before+1)
	assert.Contains(t, out.String(), `"moves":3`)
}

// coord is a point as the probe writes it: whole logical px.
func coord(p render.Point) string {
	return strconv.Itoa(int(p.X+0.5)) + " " + strconv.Itoa(int(p.Y+0.5))
}

func atof(t *testing.T, s string) float64 {
	var v float64
	for _, c := range s {
		require.True(t, c >= '0' && c <= '9', "integer coordinate %q", s)
		v = v*10 + float64(c-'0')
	}
	return v
}

// TestProbeAnnouncesTheLiftedTile checks the drag lines the browser test measures the lift
// with (build/e2e/README.md): while a finger carries the tile, each line has the tile the lift
// above the finger, and the drop line gives the point the tile was placed under, not the finger.
func TestProbeAnnouncesTheLiftedTile(t *testing.T) {
	h := startPlacing(t, 11)
	for i := 0; i < 4; i++ { // small hexes: the finger's cell is not the tile's
		h.key(input.ActZoomOut)
	}
	var out bytes.Buffer
	h.ctx.Probe = scene.NewProbe(&out)
	h.ctx.PointScale = 0.5 // a phone-sized table: 56 points are 112 logical px
	h.rest()
	const lift = 112
	m, at := aimAt(t, h, underFinger(h, lift))
	finger := render.Point{X: at.X, Y: at.Y + lift}
	h.carry(finger, true)
	h.step(input.Frame{X: finger.X, Y: finger.Y, Touch: true})

	var drags, drops [][4]float64
	for _, l := range strings.Split(out.String(), "\n") {
		f := strings.Fields(l)
		if len(f) == 5 && (f[0] == "northtable:drag" || f[0] == "northtable:drop") {
			v := [4]float64{atof(t, f[1]), atof(t, f[2]), atof(t, f[3]), atof(t, f[4])}
			if f[0] == "northtable:drag" {
				drags = append(drags, v)
			} else {
				drops = append(drops, v)
			}
		}
	}
	require.NotEmpty(t, drags)
	for _, d := range drags {
		assert.InDelta(t, d[2], d[0], 1, "the tile is straight above the finger: %v", d)
		assert.InDelta(t, lift, d[3]-d[1], 1, "the tile rides the lift above the finger: %v", d)
	}
	require.Len(t, drops, 1)
	assert.InDelta(t, at.X, drops[0][0], 0.5)
	assert.InDelta(t, at.Y, drops[0][1], 0.5)
	assert.InDelta(t, finger.Y, drops[0][3], 0.5)
	assert.Less(t, strings.Index(out.String(), "northtable:drop "), strings.LastIndex(out.String(), "northtable:state "),
		"the drop is announced before the move's state")
	placed := h.real().Placed()
	assert.Equal(t, m.Cell, placed[len(placed)-1].Cell, "the tile lands under the announced drop point")
}
