package render

import (
	"bytes"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/assets"
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

// The atlas's premultiplied pixels are byte for byte what Ebitengine's own conversion makes
// (draw.Draw onto image.RGBA): for every alpha and channel value, off the image's origin too,
// and for the embedded atlas itself.
func TestPremultiplyMatchesDraw(t *testing.T) {
	all := image.NewNRGBA(image.Rect(3, 5, 3+256, 5+256))
	for a := range 256 {
		for c := range 256 {
			all.SetNRGBA(3+c, 5+a, color.NRGBA{R: uint8(c), G: uint8(255 - c), B: uint8(c ^ 0x5a), A: uint8(a)})
		}
	}
	atlas, err := png.Decode(bytes.NewReader(assets.AtlasPNG()))
	require.NoError(t, err)
	sub := atlas.(*image.NRGBA).SubImage(image.Rect(100, 40, 900, 700))
	for name, src := range map[string]image.Image{"every value": all, "the atlas": atlas, "part of the atlas": sub} {
		b := src.Bounds()
		want := image.NewRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
		draw.Draw(want, want.Rect, src, b.Min, draw.Src)
		got := premultiply(src)
		require.Equal(t, want.Rect, got.Rect, name)
		assert.True(t, bytes.Equal(want.Pix, got.Pix), "%s: the same bytes as draw.Draw", name)
	}
	gray := image.NewGray(image.Rect(0, 0, 4, 4))
	gray.Pix[5] = 0x80
	assert.Equal(t, color.RGBA{0x80, 0x80, 0x80, 0xff}, premultiply(gray).RGBAAt(1, 1), "other kinds go through draw.Draw")
}

// The atlas conversion's CPU per run (the start-up's share of it, build/measure/README.md).
func BenchmarkPremultiplyAtlas(b *testing.B) {
	atlas, err := png.Decode(bytes.NewReader(assets.AtlasPNG()))
	require.NoError(b, err)
	b.Run("draw.Draw", func(b *testing.B) {
		for b.Loop() {
			r := atlas.Bounds()
			dst := image.NewRGBA(image.Rect(0, 0, r.Dx(), r.Dy()))
			draw.Draw(dst, dst.Rect, atlas, r.Min, draw.Src)
		}
	})
	b.Run("premultiply", func(b *testing.B) {
		for b.Loop() {
			premultiply(atlas)
		}
	})
}
