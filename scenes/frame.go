package scenes

import (
	"bytes"
	"fmt"
	"image"
	"image/png"
	"math"
	"os"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"northtable/input"
	"northtable/render"
	"northtable/scenes/scene"
)

// toLogical maps Ebitengine screen coordinates (device px of the layout) to logical px.
func (a *App) toLogical(x, y int) (float64, float64) {
	return (float64(x) - a.offX) / a.scale, (float64(y) - a.offY) / a.scale
}

// Update advances one tick: reads input, updates the current scene.
func (a *App) Update() error {
	if a.err != nil {
		return a.err
	}
	if a.done {
		return ebiten.Termination
	}
	f := a.magnify(a.src.Next())
	a.ctx.Tick++
	a.ctx.Now = a.now()
	f.At = a.ctx.Now // the pointer times a long press by the clock, not by ticks
	a.ptr.Update(f)
	if m := a.magnifier(); m != nil {
		a.ctx.PointScale = a.lens.base * m.Scale() // window points per logical px, zoom included
	} else if a.lens.base > 0 {
		a.ctx.PointScale = a.lens.base
	}
	a.ctx.Frame = f
	a.ctx.Probe.SetQuiet(a.mgr.Fading())
	a.watchClaim()
	err := a.mgr.Update(&a.ctx)
	a.showHint()
	a.wake(f)
	a.lastFrame = f
	return err
}

// awakeFor is how long the App keeps drawing after the last input or movement: long enough for
// hover looks, tooltips (render.TooltipDelay) and short fades that follow a pointer that has
// come to rest.
const awakeFor = 1500 * time.Millisecond

// wake decides whether the next frames must be drawn: after any input, while a transition runs,
// and while the scene is not still (scene.Still). Otherwise the last frame stays on screen.
func (a *App) wake(f input.Frame) {
	cur := a.mgr.Current()
	still := !a.mgr.Fading() && cur == a.lastScene
	a.lastScene = cur
	if s, ok := cur.(scene.Still); !ok || !s.Still() {
		still = false
	}
	l := a.lastFrame
	quiet := f.X == l.X && f.Y == l.Y && f.Down == l.Down && !f.RightPress && f.WheelY == 0 &&
		!f.Pinching() && f.Touches < 2 && l.Touches < 2 && len(f.Actions) == 0 && len(f.Chars) == 0
	// The first still tick re-arms the wait too: it must be drawn (a fade's last frame, the new
	// screen's first, whose ready line waits for it) even when one frame takes longer than
	// awakeFor, as under a software renderer, where the App would otherwise rest before drawing
	// the end of the change.
	// A press held still may yet become a long press: its time comes with no input to wake
	// the App, so the ticks go on until it has fired (input.Pointer.LongPressDue).
	if !still || !quiet || !a.wasStill || a.ptr.LongPressDue() {
		a.awakeUntil = a.ctx.Now.Add(awakeFor)
	}
	a.wasStill = still
	a.rest(a.asleep())
}

// asleep reports whether nothing has moved nor been touched for awakeFor: the last frame is
// still right.
func (a *App) asleep() bool { return a.ctx.Now.After(a.awakeUntil) }

// rest switches Ebitengine's frame loop: while the App rests it draws nothing new (Draw keeps
// the last frame, SetScreenClearedEveryFrame(false)) and the loop runs as input.Rest says, the
// way that costs least without losing a click; while anything moves, frames follow the display.
func (a *App) rest(idle bool) {
	if !a.lowPower || idle == a.resting {
		return
	}
	a.resting = idle
	input.Rest(idle)
}

// Draw draws the current scene on the fitted canvas and the canvas on the screen. In
// screenshot mode it saves frame cfg.Frames as a PNG and then ends the game loop.
func (a *App) Draw(screen *ebiten.Image) {
	sw, sh := screen.Bounds().Dx(), screen.Bounds().Dy()
	if a.asleep() && a.frames > 0 && sw == a.drawnW && sh == a.drawnH && a.cfg.Frames == 0 {
		// Nothing moved and nobody touched anything: the last frame is still right (the
		// screen is not cleared between frames, see Run).
		return
	}
	a.drawnW, a.drawnH = sw, sh
	k := math.Min(float64(sw)/render.LogicalW, float64(sh)/render.LogicalH)
	if k <= 0 {
		return
	}
	cw := int(math.Round(render.LogicalW * k))
	ch := int(math.Round(render.LogicalH * k))
	a.scale = float64(cw) / render.LogicalW
	a.offX, a.offY = math.Floor(float64(sw-cw)/2), math.Floor(float64(sh-ch)/2)
	// The whole screen in the fitted table's logical px: a magnified view fills it.
	a.lens.view = render.Rect{X: -a.offX / a.scale, Y: -a.offY / a.scale,
		W: float64(sw) / a.scale, H: float64(sh) / a.scale}

	m := a.magnifier()
	if m != nil && m.Zoomed() {
		// A magnified table is drawn at the zoomed scale and its visible part composed
		// (magnify.go); the whole-table chip goes over it.
		shot := a.drawMagnified(screen, m, cw, ch)
		a.drawLens(screen, m)
		a.drawn(screen, shot)
		return
	}
	if a.lens.canvas != nil {
		a.freeMagnified()
	}
	// When the window is exactly 16:9 the scenes draw straight onto the screen; otherwise onto
	// a fitted canvas that is then letterboxed. Every full-screen pass counts on software
	// renderers (Mesa llvmpipe, SwiftShader), so the copy is skipped whenever it can be.
	target := screen
	if cw != sw || ch != sh {
		if a.canvas == nil || a.canvas.Bounds().Dx() != cw || a.canvas.Bounds().Dy() != ch {
			if a.canvas != nil {
				a.canvas.Deallocate()
			}
			a.canvas = ebiten.NewImage(cw, ch)
		}
		target = a.canvas
	}
	target.Fill(render.DeepSea)
	a.mgr.Draw(target)
	a.ui.DrawOverlay(target)
	if target != screen {
		screen.Fill(letterbox)
		op := &ebiten.DrawImageOptions{}
		op.GeoM.Translate(a.offX, a.offY)
		screen.DrawImage(a.canvas, op)
	}
	a.drawLens(screen, m) // the first-time hint of a small touch screen
	a.drawn(screen, target)
}

// drawn counts a drawn frame and, in screenshot mode, saves frame cfg.Frames (the canvas
// drawn, or the screen when it shows a magnified table) and then ends the game loop.
func (a *App) drawn(screen, canvas *ebiten.Image) {
	a.frames++
	if a.cfg.Frames > 0 && a.frames >= a.cfg.Frames && !a.done {
		a.done = true
		if a.cfg.Screenshot != "" {
			shot := canvas
			if canvas == a.lens.canvas {
				shot = screen
			}
			if err := savePNG(a.cfg.Screenshot, shot); err != nil {
				a.err = err
			}
		}
	}
}

// letterbox is the colour around the canvas when the window is not 16:9.
var letterbox = render.Mix(render.DeepSea, render.Ink, 0.6)

// Layout returns the window size in device px, so the canvas matches the screen's pixels.
func (a *App) Layout(outsideW, outsideH int) (int, int) {
	w, h := a.LayoutF(float64(outsideW), float64(outsideH))
	return int(w), int(h)
}

// LayoutF is Layout at sub-pixel precision. A minimised window (zero size) keeps the last size.
func (a *App) LayoutF(outsideW, outsideH float64) (float64, float64) {
	if outsideW < 1 || outsideH < 1 {
		return a.lastW, a.lastH
	}
	s := 1.0
	if m := ebiten.Monitor(); m != nil {
		s = m.DeviceScaleFactor()
	}
	a.lastW, a.lastH = math.Ceil(outsideW*s), math.Ceil(outsideH*s)
	a.ctx.PointScale = math.Min(outsideW/render.LogicalW, outsideH/render.LogicalH)
	a.lens.base, a.lens.dpr = a.ctx.PointScale, s
	return a.lastW, a.lastH
}

// savePNG writes the image's pixels to a PNG file.
func savePNG(path string, img *ebiten.Image) error {
	b := img.Bounds()
	rgba := image.NewRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
	img.ReadPixels(rgba.Pix)
	var buf bytes.Buffer
	if err := png.Encode(&buf, rgba); err != nil {
		return fmt.Errorf("encode screenshot: %w", err)
	}
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		return fmt.Errorf("save screenshot: %w", err)
	}
	return nil
}
