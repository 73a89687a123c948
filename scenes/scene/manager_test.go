package scene_test

import (
	"image/color"
	"testing"
	"time"

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

// presser is a scene that counts the presses it receives.
type presser struct {
	solid
	presses int
}

func (p *presser) Update(ctx *scene.Context) error {
	if ctx.Input.Pressed() {
		p.presses++
	}
	return p.solid.Update(ctx)
}

// A cross-fade lasts FadeTime of wall-clock time (scaled by the animation speed) however many
// ticks the frames allow, and a press or a key during it ends it and reaches the new scene.
func TestFadeKeepsWallClockTimeAndEndsOnInput(t *testing.T) {
	ms := func(n int) time.Duration { return time.Duration(n) * time.Millisecond }
	cases := []struct {
		name   string
		speed  float64
		gaps   []time.Duration // wall-clock time between the ticks after the switch
		input  []input.Frame   // the frame of each tick (default: the pointer resting)
		doneAt int             // the tick (1-based) the fade has ended after
	}{
		{name: "60 ticks a second", speed: 1, gaps: repeat(scene.FadeTime/scene.FadeTicks+1, 20), doneAt: scene.FadeTicks},
		{name: "two ticks 200 ms apart end a 300 ms fade", speed: 1, gaps: []time.Duration{ms(200), ms(200)}, doneAt: 2},
		{name: "one tick of 200 ms does not", speed: 1, gaps: []time.Duration{ms(200), ms(50)}, doneAt: 0},
		{name: "fast: 150 ms", speed: 0.5, gaps: []time.Duration{ms(100), ms(100)}, doneAt: 2},
		{name: "fast: not before", speed: 0.5, gaps: []time.Duration{ms(100), ms(20)}, doneAt: 0},
		{name: "a press ends it at once", speed: 1, gaps: []time.Duration{ms(20), ms(20), ms(20)},
			input: []input.Frame{{X: 5, Y: 5}, {X: 5, Y: 5, Down: true}, {X: 5, Y: 5}}, doneAt: 2},
		{name: "so does a key", speed: 1, gaps: []time.Duration{ms(20)},
			input: []input.Frame{{Actions: []input.Action{input.ActConfirm}}}, doneAt: 1},
		{name: "a pointer moving does not", speed: 1, gaps: []time.Duration{ms(20), ms(20)},
			input: []input.Frame{{X: 5, Y: 5}, {X: 50, Y: 50}}, doneAt: 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			old, next := &solid{}, &presser{}
			m := scene.NewManager(old)
			p := &input.Pointer{}
			now := time.Date(2026, 12, 1, 12, 0, 0, 0, time.UTC)
			ctx := &scene.Context{Input: p, AnimSpeed: c.speed, Now: now}
			require.NoError(t, m.Update(ctx))
			ctx.Switch(next)
			got := 0
			for i, gap := range c.gaps {
				f := input.Frame{}
				if i < len(c.input) {
					f = c.input[i]
				}
				p.Update(f)
				ctx.Frame = f
				ctx.Now = ctx.Now.Add(gap)
				require.NoError(t, m.Update(ctx))
				if !m.Fading() && got == 0 {
					got = i + 1
				}
			}
			assert.Equal(t, c.doneAt, got, "the tick the fade ended on")
			assert.Equal(t, 1, old.updates, "the old scene is frozen")
			assert.Equal(t, len(c.gaps), next.updates, "the new scene runs from the switch on")
			for _, f := range c.input {
				if f.Down {
					assert.Equal(t, 1, next.presses, "the press reaches the new scene")
				}
			}
		})
	}
}

func repeat(d time.Duration, n int) []time.Duration {
	out := make([]time.Duration, n)
	for i := range out {
		out[i] = d
	}
	return out
}
