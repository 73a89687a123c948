package scene_test

import (
	"bytes"
	"testing"

	"github.com/stretchr/testify/assert"

	"northtable/scenes/scene"
)

// TestProbeCameraPrintsChangesOnly checks that the camera line appears for the first zoom and
// for each change visible at two decimals, and not for repeats or while quiet.
func TestProbeCameraPrintsChangesOnly(t *testing.T) {
	var out bytes.Buffer
	p := scene.NewProbe(&out)
	p.Camera(0.85)
	p.Camera(0.85)
	p.Camera(0.8512) // same at two decimals
	p.Camera(1.3)
	p.SetQuiet(true)
	p.Camera(0.5)
	p.SetQuiet(false)
	p.Camera(1.3)
	p.Camera(0.5)
	assert.Equal(t, "northtable:camera 0.85\nnorthtable:camera 1.30\nnorthtable:camera 0.50\n", out.String())
}

// TestProbeCameraSilentWithoutWriter checks that a nil Probe and one without a writer print
// nothing and do not panic.
func TestProbeCameraSilentWithoutWriter(t *testing.T) {
	var nilProbe *scene.Probe
	assert.NotPanics(t, func() { nilProbe.Camera(1) })
	assert.NotPanics(t, func() { scene.NewProbe(nil).Camera(1) })
}
