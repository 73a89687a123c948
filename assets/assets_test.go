package assets_test

import (
	"bytes"
	"image/png"
	"sort"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/assets"
)

func TestIndexParsesAndMatchesImage(t *testing.T) {
	sprites, err := assets.AtlasSprites()
	require.NoError(t, err)
	cfg, err := png.DecodeConfig(bytes.NewReader(assets.AtlasPNG()))
	require.NoError(t, err)
	w, h, err := assets.AtlasSize()
	require.NoError(t, err)
	assert.Equal(t, cfg.Width, w)
	assert.Equal(t, cfg.Height, h)
	assert.LessOrEqual(t, w, 4096)
	for name, s := range sprites {
		assert.True(t, s.Rect.Min.X >= 0 && s.Rect.Min.Y >= 0 && s.Rect.Max.X <= cfg.Width && s.Rect.Max.Y <= cfg.Height,
			"%s at %v lies outside the %dx%d atlas", name, s.Rect, cfg.Width, cfg.Height)
		assert.True(t, s.AnchorX >= 0 && s.AnchorX <= float64(s.Rect.Dx()) && s.AnchorY >= 0 && s.AnchorY <= float64(s.Rect.Dy()),
			"%s anchor (%v,%v) outside the sprite", name, s.AnchorX, s.AnchorY)
	}
}

func TestEveryPromisedNameExists(t *testing.T) {
	index, err := assets.AtlasIndex()
	require.NoError(t, err)
	names := assets.Names()
	assert.Len(t, names, 86)
	for _, n := range names {
		assert.Contains(t, index, n)
	}
}

func TestRectanglesDoNotOverlap(t *testing.T) {
	index, err := assets.AtlasIndex()
	require.NoError(t, err)
	names := make([]string, 0, len(index))
	for n := range index {
		names = append(names, n)
	}
	sort.Strings(names)
	for i, a := range names {
		for _, b := range names[i+1:] {
			assert.False(t, index[a].Overlaps(index[b]), "%s %v overlaps %s %v", a, index[a], b, index[b])
		}
	}
}

func TestHexSpritesShareOneCanvas(t *testing.T) {
	sprites, err := assets.AtlasSprites()
	require.NoError(t, err)
	sea := sprites["hex/sea"]
	assert.GreaterOrEqual(t, sea.Rect.Dx(), 167, "at least ceil(96·√3) wide")
	assert.GreaterOrEqual(t, sea.Rect.Dy(), 2*assets.HexSize)
	for _, n := range assets.Names() {
		if n[:4] == "hex/" || n[:5] == "land/" || n[:6] == "coast/" {
			s := sprites[n]
			assert.Equal(t, sea.Rect.Size(), s.Rect.Size(), n)
			assert.Equal(t, sea.AnchorX, s.AnchorX, n)
			assert.Equal(t, sea.AnchorY, s.AnchorY, n)
		}
	}
}

func TestNineSliceSpritesFitTheirBorder(t *testing.T) {
	index, err := assets.AtlasIndex()
	require.NoError(t, err)
	for _, n := range []string{"ui/panel", "ui/button", "ui/button-hover", "ui/button-down", "ui/button-disabled", "ui/shadow"} {
		r := index[n]
		assert.Greater(t, r.Dx(), 2*assets.NineSliceBorder, n)
		assert.Greater(t, r.Dy(), 2*assets.NineSliceBorder, n)
	}
}
