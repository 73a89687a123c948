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

// TestProbeDragLines checks the drag lines: the first tick of a drag and each move print where
// the piece is carried and where the pointer is, a tick without movement prints nothing, the
// drop prints once, and the next drag prints its first line even at the same place.
func TestProbeDragLines(t *testing.T) {
	var out bytes.Buffer
	p := scene.NewProbe(&out)
	p.Drag(1450, 146, 1450, 206)
	p.Drag(1450.2, 146.2, 1450.2, 206.2) // the same in whole px
	p.Drag(900.6, 339.5, 900.6, 399.5)
	p.Drop(900.6, 339.5, 900.6, 399.5)
	p.Drag(900.6, 339.5, 900.6, 399.5) // a new drag
	p.DragCancelled()
	assert.Equal(t, "northtable:drag 1450 146 1450 206\n"+
		"northtable:drag 901 340 901 400\n"+
		"northtable:drop 901 340 901 400\n"+
		"northtable:drag 901 340 901 400\n"+
		"northtable:drop cancelled\n", out.String())

	var nilProbe *scene.Probe
	assert.NotPanics(t, func() {
		nilProbe.Drag(1, 2, 3, 4)
		nilProbe.Drop(1, 2, 3, 4)
		nilProbe.DragCancelled()
		scene.NewProbe(nil).Drag(1, 2, 3, 4)
		scene.NewProbe(nil).Drop(1, 2, 3, 4)
	})
}
