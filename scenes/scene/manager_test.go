package scene_test

import (
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/input"
	"northtable/render"
	"northtable/scenes/scene"
)

// solid is a scene that fills its canvas with one colour and remembers its canvas size.
type solid struct {
	c       color.RGBA
	hidpi   bool
	updates int
	drawnW  int
}

func (s *solid) Update(*scene.Context) error { s.updates++; return nil }
func (s *solid) Draw(screen *ebiten.Image) {
	s.drawnW = screen.Bounds().Dx()
	screen.Fill(s.c)
}
func (s *solid) HiDPI() bool { return s.hidpi }

func at(img *ebiten.Image, x, y int) color.RGBA {
	pix := make([]byte, 4*img.Bounds().Dx()*img.Bounds().Dy())
	img.ReadPixels(pix)
	i := 4 * (y*img.Bounds().Dx() + x)
	return color.RGBA{pix[i], pix[i+1], pix[i+2], pix[i+3]}
}

func TestSwitchCrossFades(t *testing.T) {
	red := &solid{c: color.RGBA{255, 0, 0, 255}}
	blue := &solid{c: color.RGBA{0, 0, 255, 255}}
	m := scene.NewManager(red)
	ctx := &scene.Context{Input: &input.Pointer{}, AnimSpeed: 1}
	require.NoError(t, m.Update(ctx))
	ctx.Switch(blue)
	assert.Same(t, blue, m.Current(), "the new scene takes input at once")
	assert.True(t, m.Fading())

	for range scene.FadeTicks / 2 {
		require.NoError(t, m.Update(ctx))
	}
	dst := ebiten.NewImage(render.LogicalW, render.LogicalH)
	m.Draw(dst)
	mid := at(dst, 10, 10)
	assert.Greater(t, mid.R, uint8(40), "half-way both scenes show")
	assert.Greater(t, mid.B, uint8(40))
	assert.Equal(t, 1, red.updates, "the old scene is frozen")

	for range scene.FadeTicks {
		require.NoError(t, m.Update(ctx))
	}
	assert.False(t, m.Fading())
	dst = ebiten.NewImage(render.LogicalW, render.LogicalH)
	m.Draw(dst)
	assert.Equal(t, blue.c, at(dst, 10, 10))
}

func TestCutAndInstantSkipTheFade(t *testing.T) {
	a, b, c := &solid{}, &solid{}, &solid{}
	m := scene.NewManager(a)
	m.Cut(b)
	assert.False(t, m.Fading())
	ctx := &scene.Context{Input: &input.Pointer{}, Instant: true, AnimSpeed: 1}
	require.NoError(t, m.Update(ctx))
	ctx.Switch(c)
	assert.False(t, m.Fading())
	assert.Same(t, c, m.Current())
	assert.Equal(t, 0, ctx.Ticks(100))
	ctx.Instant = false
	ctx.AnimSpeed = 0.5
	assert.Equal(t, 50, ctx.Ticks(100))
}

func TestHiDPIScenesDrawAtDeviceScale(t *testing.T) {
	sharp := &solid{c: color.RGBA{0, 255, 0, 255}, hidpi: true}
	plain := &solid{c: color.RGBA{0, 255, 0, 255}}
	dst := ebiten.NewImage(2*render.LogicalW, 2*render.LogicalH)

	scene.NewManager(sharp).Draw(dst)
	assert.Equal(t, 2*render.LogicalW, sharp.drawnW)

	scene.NewManager(plain).Draw(dst)
	assert.Equal(t, render.LogicalW, plain.drawnW, "other scenes get the 1600x900 canvas")
	assert.Equal(t, plain.c, at(dst, 3000, 1700), "scaled up to fill the output")
}
