package render_test

import (
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/input"
	"northtable/render"
	"northtable/render/ebitentest"
)

// newUI is a new UI over the package's shared fonts and atlas (made once: decoding the atlas
// and uploading its textures for every test was most of a small test's time).
func newUI(t *testing.T) *render.UI {
	t.Helper()
	k := ebitentest.SharedKit(t)
	return render.NewUI(k.Fonts, k.Atlas)
}

// pixel reads one pixel of img (inside the game loop).
func pixel(img *ebiten.Image, x, y int) color.RGBA {
	return img.At(x, y).(color.RGBA)
}

func TestDisabledButtonShowsReasonOnHover(t *testing.T) {
	ui := newUI(t)
	b := &render.Button{Rect: render.Rect{X: 100, Y: 400, W: 240, H: 48}, Label: "Fish",
		Enabled: false, Reason: "F2 cloth for fishing: you need 2 cloth"}
	var p input.Pointer
	s := input.NewScript().Move(220, 424).Wait(render.TooltipDelay - 2)
	for s.Pending() > 0 {
		p.Update(s.Next())
		b.Update(&p)
	}
	assert.True(t, b.Hovered())
	assert.False(t, b.TooltipShown(), "no tooltip before the delay")
	p.Update(s.Next())
	b.Update(&p)
	p.Update(s.Next())
	b.Update(&p)
	require.True(t, b.TooltipShown())

	canvas := ebiten.NewImage(render.LogicalW, render.LogicalH)
	canvas.Fill(render.DeepSea)
	b.Draw(canvas, ui)
	assert.Equal(t, b.Reason, ui.OverlayText())
	tip := render.Tooltip{Text: b.Reason, X: 220, Y: 400}.Rect(ui.Fonts)
	assert.Less(t, tip.Bottom(), 400.0, "the tooltip sits above the button")
	ui.DrawOverlay(canvas)
	assert.Empty(t, ui.OverlayText(), "drawing clears the overlay")
	// The tooltip is ink-coloured where there was deep sea before.
	x, y := int(tip.X+4), int(tip.Y+tip.H/2)
	assert.Equal(t, render.Ink, pixel(canvas, x, y))

	// A disabled button never reports a click.
	s = input.NewScript().Click(220, 424)
	clicked := false
	for s.Pending() > 0 {
		p.Update(s.Next())
		clicked = b.Update(&p) || clicked
	}
	assert.False(t, clicked)
}

func TestEnabledButtonClicksAndConsumes(t *testing.T) {
	b := render.NewButton(render.Rect{X: 0, Y: 0, W: 100, H: 20}, "Go")
	assert.Equal(t, float64(render.MinButtonHeight), b.Bounds().H, "buttons are at least 44 px tall")
	var p input.Pointer
	s := input.NewScript().Click(50, 30) // inside the raised 44 px height, outside the 20 px Rect
	clicks := 0
	for s.Pending() > 0 {
		p.Update(s.Next())
		if b.Update(&p) {
			clicks++
			assert.False(t, p.Tapped(), "a click consumes the tap")
		}
	}
	assert.Equal(t, 1, clicks)

	// Press outside, release inside: not a click.
	s = input.NewScript().Drag(300, 10, 50, 10, 1)
	for s.Pending() > 0 {
		p.Update(s.Next())
		assert.False(t, b.Update(&p))
	}
}

func TestButtonDrawsAtDeviceScale(t *testing.T) {
	ui := newUI(t)
	b := render.NewButton(render.Rect{X: 100, Y: 100, W: 200, H: 50}, "")
	b.Style = render.StyleAccent
	for _, s := range []float64{1, 2} {
		canvas := ebiten.NewImage(int(render.LogicalW*s), int(render.LogicalH*s))
		assert.Equal(t, s, render.ScaleOf(canvas))
		b.Draw(canvas, ui)
		// The button's middle is accent at logical (200, 125) whatever the scale.
		assert.Equal(t, render.Accent, pixel(canvas, int(200*s), int(125*s)))
		assert.Equal(t, uint8(0), pixel(canvas, int(90*s), int(125*s)).A, "nothing left of the button")
	}
	odd := ebiten.NewImage(300, 300)
	assert.Equal(t, 1.0, render.ScaleOf(odd), "non-canvas images draw at scale 1")
}

func TestTextMeasureAndWrap(t *testing.T) {
	ui := newUI(t)
	w1, h1 := render.MeasureText("Orkney", ui.Fonts.Body)
	w2, _ := render.MeasureText("Orkney", ui.Fonts.Title)
	assert.Greater(t, w1, 30.0)
	assert.Greater(t, w2, 2.5*w1, "56 px text is about three times as wide as 18 px")
	assert.InDelta(t, ui.Fonts.Body.LineHeight(), h1, 0.01)

	lines := render.Wrap("Lay island tiles, build farms and castles, link them with trade routes.", ui.Fonts.Body, 200)
	require.Greater(t, len(lines), 2)
	for _, l := range lines {
		w, _ := render.MeasureText(l, ui.Fonts.Body)
		assert.LessOrEqual(t, w, 200.0, l)
	}
	short := render.Ellipsize("Eilidh the Navigator of the Northern Isles", ui.Fonts.Body, 120)
	w, _ := render.MeasureText(short, ui.Fonts.Body)
	assert.LessOrEqual(t, w, 120.0)
	assert.Contains(t, short, "…")
}

func TestTextIsDrawn(t *testing.T) {
	ui := newUI(t)
	canvas := ebiten.NewImage(render.LogicalW, render.LogicalH)
	render.DrawText(canvas, "Northtable", ui.Fonts.TitleBold, 800, 100, render.Ink, render.AlignCenter)
	w, h := render.MeasureText("Northtable", ui.Fonts.TitleBold)
	inked := 0
	for y := 100; y < 100+int(h); y += 2 {
		for x := int(800 - w/2); x < int(800+w/2); x += 2 {
			if pixel(canvas, x, y).A > 128 {
				inked++
			}
		}
	}
	assert.Greater(t, inked, 200, "centred title glyphs cover part of their box")
	assert.Equal(t, uint8(0), pixel(canvas, int(800-w/2)-6, 120).A, "nothing left of the centred text")
}

func TestCameraRoundTripAndZoomAroundPoint(t *testing.T) {
	c := render.NewCamera(render.Rect{X: 320, Y: 56, W: 980, H: 804})
	c.LookAt(100, 50)
	assert.Equal(t, c.Centre(), c.ToScreen(render.Point{X: 100, Y: 50}))

	at := render.Point{X: 400, Y: 300}
	w := c.ToWorld(at)
	c.ZoomAt(at, 1.5)
	assert.InDelta(t, 1.5, c.Zoom, 1e-9)
	w2 := c.ToWorld(at)
	assert.InDelta(t, w.X, w2.X, 1e-9, "the point under the pointer stays put")
	assert.InDelta(t, w.Y, w2.Y, 1e-9)
	s := c.ToScreen(w2)
	assert.InDelta(t, at.X, s.X, 1e-9, "screen and world convert back and forth")
	assert.InDelta(t, at.Y, s.Y, 1e-9)

	c.ZoomAt(at, 100)
	assert.Equal(t, c.MaxZoom, c.Zoom)
	c.ZoomAt(at, 0.0001)
	assert.Equal(t, c.MinZoom, c.Zoom)

	c.Fit(render.Rect{X: 0, Y: 0, W: 98, H: 80}, 0, 0.85)
	assert.Equal(t, 0.85, c.Zoom, "a fit zooms no further than asked")
	assert.Equal(t, render.Point{X: 49, Y: 40}, render.Point{X: c.X, Y: c.Y})

	c.Zoom = 2
	before := c.X
	c.PanBy(40, 0)
	assert.InDelta(t, before-20, c.X, 1e-9, "dragging right by 40 px at zoom 2 moves 20 world px")

	c.Bounds = render.Rect{X: -100, Y: -100, W: 200, H: 200}
	c.PanBy(-10000, 10000)
	assert.Equal(t, 100.0, c.X)
	assert.Equal(t, -100.0, c.Y)
}

func TestEasingAndSpeed(t *testing.T) {
	assert.Equal(t, 1.0, render.EaseOutCubic(1))
	assert.Equal(t, 0.0, render.EaseOutCubic(0))
	assert.Greater(t, render.EaseOutCubic(0.5), 0.5, "ease-out is past half way at half time")
	assert.InDelta(t, 0.5, render.EaseInOutCubic(0.5), 1e-9)
	assert.Equal(t, 5, render.Speed(10, 0.5))
	assert.Equal(t, 1, render.Speed(1, 0.1), "a running animation lasts at least a tick")
	assert.Equal(t, 0, render.Speed(10, 0), "speed 0 is instant")
}

func TestStepperClampsAndTogglesSkipDisabled(t *testing.T) {
	st := &render.Stepper{Rect: render.Rect{X: 0, Y: 0, W: 232, H: 44}, Value: 5, Min: 2, Max: 5}
	var p input.Pointer
	s := input.NewScript().Click(232-22, 22).Click(22, 22).Click(22, 22).Click(22, 22).Click(22, 22)
	for s.Pending() > 0 {
		p.Update(s.Next())
		st.Update(&p)
	}
	assert.Equal(t, 2, st.Value, "+ at the maximum does nothing; − stops at the minimum")

	tg := &render.Toggle{Rect: render.Rect{X: 0, Y: 100, W: 200, H: 44}, Options: []string{"Human", "Computer"},
		Disabled: []bool{false, true}}
	s = input.NewScript().Click(150, 120)
	for s.Pending() > 0 {
		p.Update(s.Next())
		assert.False(t, tg.Update(&p))
	}
	assert.Equal(t, 0, tg.Selected)
}

func TestSwatchesRefuseTakenColours(t *testing.T) {
	sw := &render.Swatches{X: 0, Y: 0, Size: 44, Gap: 8, Selected: 0}
	sw.TakenBy[1] = "Bjørn"
	var p input.Pointer
	s := input.NewScript().Click(52+22, 22).Click(2*52+22, 22)
	changes := 0
	for s.Pending() > 0 {
		p.Update(s.Next())
		if sw.Update(&p) {
			changes++
		}
	}
	assert.Equal(t, 1, changes)
	assert.Equal(t, 2, sw.Selected)
}

func TestTextFieldTyping(t *testing.T) {
	tf := &render.TextField{Rect: render.Rect{X: 0, Y: 0, W: 200, H: 48}, MaxLen: 5}
	var p input.Pointer
	s := input.NewScript().Click(100, 24).Type("Bjørnar").Key(input.ActBackspace)
	for s.Pending() > 0 {
		f := s.Next()
		p.Update(f)
		tf.Update(&p, f)
	}
	assert.Equal(t, "Bjør", tf.Text, "max 5 characters, then one deleted")
	assert.True(t, tf.Focused)
	s.Click(500, 500)
	for s.Pending() > 0 {
		f := s.Next()
		p.Update(f)
		tf.Update(&p, f)
	}
	assert.False(t, tf.Focused, "a click elsewhere ends editing")
}

func TestPlayerColoursHaveDistinctShapes(t *testing.T) {
	seen := map[render.Shape]bool{}
	for i := range render.NumPlayerColours {
		seen[render.PlayerShapes[i]] = true
	}
	assert.Len(t, seen, render.NumPlayerColours)
	assert.Equal(t, color.RGBA{0xA0, 0x2C, 0x2C, 0xFF}, render.PlayerColours[0])
	assert.Equal(t, "blue", render.PlayerColourNames[5])
	assert.Equal(t, render.ShapeHexagon, render.PlayerShapes[5])
	assert.Equal(t, render.Ink, render.InkOn(render.PlayerColours[1]), "ink on yellow")
	assert.Equal(t, render.Paper, render.InkOn(render.PlayerColours[4]), "paper on purple")
	assert.Equal(t, render.Ink, render.InkOn(render.PlayerColours[5]), "ink on sky blue")
}
