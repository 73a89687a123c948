package render

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestCameraGlideEasesHoldsAndStops(t *testing.T) {
	cam := NewCamera(Rect{W: 800, H: 600})
	to := *cam
	to.X, to.Y, to.Zoom = 100, -50, 1.5
	held := false
	g := NewCameraGlide(cam, to, 4, func() bool { return held })

	require.False(t, g.Update())
	assert.Greater(t, cam.X, 0.0)
	assert.Less(t, cam.X, 100.0)
	held = true
	x := cam.X
	require.False(t, g.Update(), "a held glide does not end")
	assert.Equal(t, x, cam.X, "a held glide does not move the camera")
	held = false
	for !g.Update() {
	}
	assert.Equal(t, 100.0, cam.X)
	assert.Equal(t, -50.0, cam.Y)
	assert.Equal(t, 1.5, cam.Zoom)

	cam.X = 0
	g = NewCameraGlide(cam, to, 10, nil)
	g.Update()
	g.Stop()
	x = cam.X
	assert.True(t, g.Update(), "a stopped glide has ended")
	assert.Equal(t, x, cam.X, "a stopped glide leaves the camera where it is")
	g.Finish()
	assert.Equal(t, x, cam.X, "finishing a stopped glide does not jump")

	g = NewCameraGlide(cam, to, 10, nil)
	g.Finish()
	assert.Equal(t, to, *cam, "finishing puts the camera at the end")
}

func TestPulseAndRestingAmp(t *testing.T) {
	for tick := 0; tick < 100; tick += 7 {
		assert.Equal(t, float32(0.5), Pulse(tick, 0), "at rest the pulse is steady")
		p := Pulse(tick, 1)
		assert.GreaterOrEqual(t, p, float32(0))
		assert.LessOrEqual(t, p, float32(1))
	}
	assert.NotEqual(t, Pulse(10, 1), Pulse(20, 1))
	s := time.Second
	assert.Equal(t, 1.0, RestingAmp(0, 3*s, s))
	assert.Equal(t, 1.0, RestingAmp(3*s, 3*s, s))
	assert.InDelta(t, 0.5, RestingAmp(3*s+s/2, 3*s, s), 1e-9)
	assert.Equal(t, 0.0, RestingAmp(10*s, 3*s, s))
}

func TestQuadPointEnds(t *testing.T) {
	a, c, b := Point{X: 0, Y: 0}, Point{X: 5, Y: 10}, Point{X: 10, Y: 0}
	assert.Equal(t, a, QuadPoint(a, c, b, 0))
	assert.Equal(t, b, QuadPoint(a, c, b, 1))
	assert.Equal(t, Point{X: 5, Y: 5}, QuadPoint(a, c, b, 0.5))
}
