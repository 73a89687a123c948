package render

import (
	"image"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestNineSliceKeepsCornersAndCoversTheRect(t *testing.T) {
	parts := nineSliceParts(48, 48, Rect{X: 10, Y: 20, W: 200, H: 60}, 16, 16)
	require.Len(t, parts, 9)
	assert.Equal(t, image.Rect(0, 0, 16, 16), parts[0].src)
	assert.Equal(t, Rect{X: 10, Y: 20, W: 16, H: 16}, parts[0].dst, "top-left corner unscaled")
	assert.Equal(t, image.Rect(32, 32, 48, 48), parts[8].src)
	assert.Equal(t, Rect{X: 194, Y: 64, W: 16, H: 16}, parts[8].dst, "bottom-right corner unscaled")
	assert.Equal(t, Rect{X: 26, Y: 36, W: 168, H: 28}, parts[4].dst, "centre stretches")
	var area float64
	for _, p := range parts {
		area += p.dst.W * p.dst.H
	}
	assert.InDelta(t, 200*60, area, 1e-9, "the parts tile the rectangle exactly")
}

func TestNineSliceShrinksCornersForSmallRects(t *testing.T) {
	parts := nineSliceParts(48, 48, Rect{X: 0, Y: 0, W: 20, H: 100}, 16, 16)
	var area float64
	for _, p := range parts {
		assert.LessOrEqual(t, p.dst.W, 16.0)
		area += p.dst.W * p.dst.H
	}
	assert.InDelta(t, 20*100, area, 1e-9)
}
