package orkney

import (
	"bytes"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/scenes/scene"
)

// TestProbeAnnouncesTargets checks the lines the browser test relies on (build/e2e/README.md):
// the task choice's cards, then the board's tile, a legal cell and End turn, and a state line
// after every move.
func TestProbeAnnouncesTargets(t *testing.T) {
	var out bytes.Buffer
	h := newHarness(t, gameCfg{Players: seats(2), Seed: 31})
	h.ctx.Probe = scene.NewProbe(&out)
	require.True(t, h.idle())
	h.step(h.last)
	assert.Contains(t, out.String(), "northtable:hit task-0 ")
	assert.Contains(t, out.String(), "northtable:ready orkney-task")

	for i := 0; i < 2; i++ {
		h.perform(h.b.g.Legal()[0])
	}
	require.True(t, h.idle())
	h.step(h.last)
	log := out.String()
	assert.Contains(t, log, "northtable:hit tile 1450 206")
	assert.Contains(t, log, "northtable:hit legal-cell ")
	assert.Contains(t, log, "northtable:hit end-turn ")
	assert.Contains(t, log, "northtable:ready orkney\n")
	assert.Contains(t, log, `northtable:state {"game":"orkney","moves":2,"toMove":0,"over":false,"hash":"`)

	// the announced legal cell takes the tile as it lies in the panel
	var cx, cy float64
	for _, l := range strings.Split(log, "\n") {
		if strings.HasPrefix(l, "northtable:hit legal-cell ") {
			f := strings.Fields(l)
			cx, cy = atof(t, f[2]), atof(t, f[3])
		}
	}
	before := len(h.b.g.Placed())
	for _, f := range drag(slotCentre, pt{X: cx, Y: cy}, 0) {
		h.step(f)
	}
	assert.Len(t, h.b.g.Placed(), before+1)
	assert.Contains(t, out.String(), `"moves":3`)
}

func atof(t *testing.T, s string) float64 {
	var v float64
	for _, c := range s {
		require.True(t, c >= '0' && c <= '9', "integer coordinate %q", s)
		v = v*10 + float64(c-'0')
	}
	return v
}
