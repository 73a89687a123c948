package scenes

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"northtable/input"
	"northtable/render"
	"northtable/scenes/scene"
	"northtable/scenes/table"
)

// The magnifier of a small touch screen (package doc, "The magnifier"): two fingers zoom and
// move the view of the table (table.Magnifier) or of the screen showing, a chip returns to the
// whole of it, and a first-time hint on the table says so.

// magnifyBelow is the window points per logical px under which the table is magnified on a
// touch screen: there the 18 px body text is drawn under 13.5 points (a phone held sideways,
// 844x390, draws it at 7.8). Larger screens keep two fingers for the board (Orkney's zoom).
const magnifyBelow = 0.75

// renderSteps: the zoomed canvas is drawn at a multiple of the fitted scale rounded up to a
// quarter (so a few sizes of glyphs and cached layers serve every zoom) and shrunk to the zoom
// when composed, never enlarged, so text stays sharp.
const renderSteps = 4

// maxCanvasSide bounds the zoomed canvas, device px: every phone's GPU takes a 4096 px texture.
// Its area is bounded too, by canvasBudget times the screen's own pixels (at least
// minCanvasPixels): the table's drawing cost and its memory (the canvas, the fade's copy, the
// boards' cached layers at the canvas's size) grow with it, and a phone's browser closes a
// page that takes too much. Beyond the bound the canvas is enlarged when composed: on a phone
// at device scale 3 (2532x1170) it is drawn at up to 1.56 times the fitted scale, so at 2.5x
// text is rasterised at 1.9 device px per CSS px and enlarged 1.6 times, about as sharp as on
// a phone of device scale 2; a screen of device scale 1 is drawn sharp to 2.5x.
const (
	maxCanvasSide   = 4000
	canvasBudget    = 2
	minCanvasPixels = 4_000_000
)

// Sizes of the chip and the hint, in window points (CSS px in the browser): a fingertip's target.
const (
	chipW, chipH = 56, 40
	chipMargin   = 8
)

// hintText is the first-time hint's words.
const hintText = "Pinch to zoom, two fingers to move"

// lens is the App's part of the magnifier: the gesture, the zoomed canvas, the chip, the hint.
type lens struct {
	pinch     input.PinchTracker
	base      float64 // window points per logical px of the fitted table (ctx.PointScale at 1x)
	dpr       float64 // device px per window point
	rawDown   bool    // the source's pointer was down last tick (before the chip took it)
	chipDown  bool    // the current press began on the chip
	announced bool    // a magnified view was announced to the browser test
	render    float64 // the zoom the canvas is drawn at (0: not chosen yet)
	canvas    *ebiten.Image
	hint      bool // the hint shows (until the first touch)
	p         *render.Painter
	screen    table.Magnifier // the view of a screen other than the table
	scene     scene.Scene     // the screen it is for
	view      render.Rect     // the whole screen in the fitted table's logical px (Magnifier.Screen)

	// kept between frames, so a still magnified frame allocates nothing of its own
	op              ebiten.DrawImageOptions
	src             subImage
	capFor, capText string  // the caption's words and as they fit its width
	capW            float64 // that width, window points
}

// subImage is a sub-image kept while its image and rectangle stay.
type subImage struct {
	img *ebiten.Image
	r   image.Rectangle
	sub *ebiten.Image
}

// of is img's sub-image r.
func (s *subImage) of(img *ebiten.Image, r image.Rectangle) *ebiten.Image {
	if s.sub == nil || s.img != img || s.r != r {
		s.img, s.r, s.sub = img, r, img.SubImage(r).(*ebiten.Image)
	}
	return s.sub
}

// small reports whether the screen is small enough to magnify the table.
func (l *lens) small() bool { return l.base > 0 && l.base < magnifyBelow }

// magnifier is the view of the current scene on a small screen: the table's own while the
// table is the current scene (kept across the curtain), otherwise the App's for the screen
// showing (the menu, setup, the curtain, the results), which starts whole with each new
// screen. nil on a larger screen: nothing is magnified there.
func (a *App) magnifier() *table.Magnifier {
	cur := a.mgr.Current()
	m := a.viewOf(cur)
	if m != nil {
		m.SetScreen(a.lens.view)
	}
	return m
}

// viewOf is the view of the scene cur, as magnifier says, before its Screen is set.
func (a *App) viewOf(cur scene.Scene) *table.Magnifier {
	if !a.lens.small() {
		if a.table != nil {
			a.table.Magnifier().Fit()
		}
		a.lens.screen.Fit()
		return nil
	}
	if a.table != nil && cur == a.table {
		return a.table.Magnifier()
	}
	if cur != a.lens.scene {
		a.lens.scene = cur
		a.lens.screen.Fit()
	}
	return &a.lens.screen
}

// onTable reports whether the table is the current scene on a small screen (its hint and its
// bar's caption are the table's).
func (a *App) onTable() bool {
	return a.lens.small() && a.table != nil && a.mgr.Current() == a.table
}

// magnify takes one tick's frame in the screen's logical px: the finger left after a pinch is
// no press (everywhere); on a magnified table two fingers zoom and move the view (and the board
// sees no pinch: the board's own zoom stays on the wheel and keys), a tap on the chip shows the
// whole table, and the pointer is mapped into the table's px.
func (a *App) magnify(f input.Frame) input.Frame {
	f, st := a.lens.pinch.Update(f)
	m := a.magnifier()
	rawDown := f.Down
	defer func() { a.lens.rawDown = rawDown }()
	if m == nil {
		a.lens.chipDown = false
		a.announceView(nil)
		return f
	}
	if st.Active || st.Ended {
		m.Apply(st)
		f.Pinch = 1
		a.hideHint()
	}
	if f.Down && !a.lens.rawDown {
		a.hideHint()
		a.lens.chipDown = m.Zoomed() && a.onChip(m, f.X, f.Y)
	}
	if a.lens.chipDown {
		if !f.Down {
			a.lens.chipDown = false
			if a.onChip(m, f.X, f.Y) {
				m.Fit()
			}
		}
		f.Down = false
	}
	f.X, f.Y = m.ToTable(f.X, f.Y)
	a.announceView(m)
	return f
}

// announceView tells the browser test the magnifier's view (northtable:view) once it has
// been zoomed, and the whole table again after that, also when the table is left (a curtain).
func (a *App) announceView(m *table.Magnifier) {
	if m != nil && m.Zoomed() {
		a.ctx.Probe.View(m.Scale(), m.X, m.Y)
		a.lens.announced = true
	} else if a.lens.announced {
		a.ctx.Probe.View(1, 0, 0)
	}
}

// toWindow maps a screen point (logical px of the fitted table) to window points from the
// screen's top-left corner.
func (a *App) toWindow(sx, sy float64) (x, y float64) {
	dpr := max(a.lens.dpr, 1)
	return (sx*a.scale + a.offX) / dpr, (sy*a.scale + a.offY) / dpr
}

// tableOnScreen is where the table is drawn through m, window points, within the screen: the
// fitted rectangle at 1x, the whole screen once the magnified table is larger than the screen
// both ways, and between the two the zoomed table centred with bands.
func (a *App) tableOnScreen(m *table.Magnifier) render.Rect {
	x0, y0 := a.toWindow(m.ToScreen(0, 0))
	x1, y1 := a.toWindow(m.ToScreen(render.LogicalW, render.LogicalH))
	if s := a.lens.view; s.W > 0 && s.H > 0 {
		sx0, sy0 := a.toWindow(s.X, s.Y)
		sx1, sy1 := a.toWindow(s.Right(), s.Bottom())
		x0, y0, x1, y1 = max(x0, sx0), max(y0, sy0), min(x1, sx1), min(y1, sy1)
	}
	return render.Rect{X: x0, Y: y0, W: x1 - x0, H: y1 - y0}
}

// chipRect is where the chip is, window points from the screen's top-left corner: at the
// top-left corner of the table as drawn, which on a magnified phone is the screen's own.
func (a *App) chipRect(m *table.Magnifier) render.Rect {
	t := a.tableOnScreen(m)
	return render.Rect{X: t.X + chipMargin, Y: t.Y + chipMargin, W: chipW, H: chipH}
}

// onChip reports whether the screen point (logical px of the fitted table) is on m's chip.
func (a *App) onChip(m *table.Magnifier, x, y float64) bool {
	return a.chipRect(m).Inset(-chipMargin / 2).Contains(a.toWindow(x, y))
}

// ChipCentre is where the whole-table chip is, in the screen's logical px (those the input
// source reports), for tests.
func (a *App) chipCentre() (x, y float64) {
	dpr := max(a.lens.dpr, 1)
	cx, cy := a.chipRect(a.magnifier()).Centre()
	return (cx*dpr - a.offX) / a.scale, (cy*dpr - a.offY) / a.scale
}

// showHint starts the first-time hint on a small touch screen's first board and remembers it.
// A player who has pinched already knows: the hint is remembered as shown without showing.
func (a *App) showHint() {
	if a.settings.ZoomHint || !a.ptr.Fingers() || !a.onTable() || a.cfg.Screenshot != "" {
		return
	}
	a.settings.ZoomHint = true
	a.lens.hint = a.lens.pinch.Gestures() == 0
	if err := saveSettings(a.store, a.settings); err != nil {
		a.notice = err.Error()
	}
}

// hintShown reports whether the hint is on screen: from the board's first tick until the
// first touch (a press or two fingers), over the table only.
func (a *App) hintShown() bool { return a.lens.hint && a.onTable() }

func (a *App) hideHint() { a.lens.hint = false }

// renderZoom is the zoom the canvas is drawn at for zoom z: z rounded up to a quarter, within
// the canvas bounds for a fitted canvas cw x ch device px on a screen of screenPx device px.
func renderZoom(z float64, cw, ch, screenPx int) float64 {
	r := math.Ceil(z*renderSteps-1e-9) / renderSteps
	r = math.Min(r, maxCanvasSide/float64(max(cw, ch)))
	budget := max(canvasBudget*float64(screenPx), minCanvasPixels)
	r = math.Min(r, math.Sqrt(budget/float64(cw*ch)))
	return math.Max(r, 1)
}

// drawMagnified draws the current scene on the zoomed canvas and the visible part of it over
// the whole screen (the fitted rectangle is cw x ch device px at (offX, offY)). While two fingers
// move, the canvas keeps the scale it had when they went down (the fitted one for a pinch
// from the whole table: glyphs and layers of one size, not a new size every tick, and frames
// no dearer than the fit's) and is scaled, softly, as a phone's browser does; once they lift
// it is drawn again, sharp, at the new zoom.
func (a *App) drawMagnified(screen *ebiten.Image, m *table.Magnifier, cw, ch int) *ebiten.Image {
	z := m.Scale()
	switch {
	case !a.lens.pinch.Active():
		a.lens.render = renderZoom(z, cw, ch, screen.Bounds().Dx()*screen.Bounds().Dy())
	case a.lens.render == 0:
		a.lens.render = 1 // a pinch from the whole table: its frames cost what the fit's do
	}
	r := a.lens.render
	zw, zh := int(math.Round(float64(cw)*r)), int(math.Round(float64(ch)*r))
	if c := a.lens.canvas; c == nil || c.Bounds().Dx() != zw || c.Bounds().Dy() != zh {
		if c != nil {
			c.Deallocate()
		}
		a.lens.canvas = ebiten.NewImage(zw, zh)
	}
	c := a.lens.canvas
	c.Fill(render.DeepSea)
	a.mgr.Draw(c)
	a.ui.DrawOverlay(c)

	// The table's part of the view (all of it where the view is inside the table, which it
	// is once the zoomed table is larger than the screen) at the canvas's scale, drawn where
	// m maps it: the table point x at offX + (x - m.X)·zoom·scale device px, as the pointer is
	// mapped back (toLogical, then m.ToTable).
	k := float64(zw) / render.LogicalW // canvas px per logical px
	v := m.Visible()
	x0, y0 := math.Max(v.X, 0)*k, math.Max(v.Y, 0)*k
	x1, y1 := math.Min(v.Right(), render.LogicalW)*k, math.Min(v.Bottom(), render.LogicalH)*k
	ix, iy := math.Floor(x0), math.Floor(y0)
	src := a.lens.src.of(c, image.Rect(int(ix), int(iy), min(zw, int(math.Ceil(x1))+1), min(zh, int(math.Ceil(y1))+1)))
	f := m.Scale() * a.scale / k // device px of the screen per canvas px
	tx, ty := a.offX+(ix-m.X*k)*f, a.offY+(iy-m.Y*k)*f
	op := &a.lens.op
	op.GeoM.Reset()
	op.Filter = ebiten.FilterNearest
	if math.Abs(f-1) < 1e-6 {
		op.GeoM.Translate(math.Round(tx), math.Round(ty)) // the same size: whole pixels, as sharp as the fit
	} else {
		op.GeoM.Scale(f, f)
		op.GeoM.Translate(tx, ty)
		op.Filter = ebiten.FilterLinear
	}
	if cw != screen.Bounds().Dx() || ch != screen.Bounds().Dy() {
		screen.Fill(letterbox) // the bands while the zoomed table is smaller than the screen
	}
	screen.DrawImage(src, op)
	return c
}

// freeMagnified lets the zoomed canvas go once the table shows whole again.
func (a *App) freeMagnified() {
	if a.lens.canvas != nil {
		a.lens.canvas.Deallocate()
		a.lens.canvas = nil
	}
	a.lens.render = 0
}

// drawLens draws the chip while the table is magnified and the hint while it shows, over the
// screen at the window's own scale (they do not zoom with the table).
func (a *App) drawLens(screen *ebiten.Image, m *table.Magnifier) {
	if m == nil || (!m.Zoomed() && !a.hintShown()) {
		return
	}
	if a.lens.p == nil {
		a.lens.p = render.NewPainter()
	}
	p := a.lens.p
	p.SetScale(max(a.lens.dpr, 1))
	if m.Zoomed() {
		r := a.chipRect(m)
		fill := render.Paper
		if a.lens.chipDown {
			fill = render.PaperShade
		}
		pill(p, r.Inset(-1.5), render.Ink)
		pill(p, r, fill)
		// A magnifying glass, then "1x": back to the whole table.
		g := render.Point{X: r.X + 16, Y: r.Y + r.H/2 - 2}
		p.Ring(g, 7.5, 2, render.Ink, 1)
		p.Line(render.Point{X: g.X - 3.5, Y: g.Y}, render.Point{X: g.X + 3.5, Y: g.Y}, 2, render.Ink, 1)
		p.Line(render.Point{X: g.X + 5.8, Y: g.Y + 5.8}, render.Point{X: g.X + 11, Y: g.Y + 11}, 3.2, render.Ink, 1)
		p.Flush(screen)
		p.TextMid(screen, "1x", a.fonts.BodyBold, r.X+r.W-16, r.Y+r.H/2, render.Ink, render.AlignCenter)
	}
	if text, r, ok := a.caption(m); ok {
		p.FillRect(screen, r, render.Ink)
		face := a.fonts.Body
		if text != a.lens.capFor || r.W != a.lens.capW {
			a.lens.capFor, a.lens.capW, a.lens.capText = text, r.W, render.Ellipsize(text, face, r.W-24)
		}
		p.TextMid(screen, a.lens.capText, face, r.X+12, r.Y+r.H/2, render.Foam, render.AlignLeft)
	}
	if a.hintShown() {
		// At the top, over the title bar: what lies under it is read later, while a choice in
		// the middle of the screen (Orkney's secret task) is not covered.
		dpr := max(a.lens.dpr, 1)
		sw := float64(screen.Bounds().Dx()) / dpr
		face := a.fonts.BodyBold
		w := render.TextWidth(hintText, face) + 36
		r := render.Rect{X: (sw - w) / 2, Y: a.tableOnScreen(m).Y + 6, W: w, H: 36}
		pill(p, r.Inset(-1.5), render.Paper)
		pill(p, r, render.Ink)
		p.Flush(screen)
		p.TextMid(screen, hintText, face, sw/2, r.Y+r.H/2, render.Paper, render.AlignCenter)
	}
}

// captionH is the height of the instruction's caption, window points.
const captionH = 30

// caption is the prompt bar's instruction and where to show it, window points: along the foot
// of the table as drawn (on a magnified phone, the screen's whole foot) while the magnified
// view leaves the bar out, so what to do next is always in words on the screen (the bar's
// buttons are reached by moving the view down, where the bar itself shows and the caption
// goes).
func (a *App) caption(m *table.Magnifier) (string, render.Rect, bool) {
	if !m.Zoomed() || !a.onTable() {
		return "", render.Rect{}, false
	}
	bar, text := a.table.BarRect(), a.table.BarText()
	if text == "" || bar.H <= 0 || m.Visible().Bottom() >= bar.Bottom()-0.5 {
		return "", render.Rect{}, false
	}
	t := a.tableOnScreen(m)
	return text, render.Rect{X: t.X, Y: t.Bottom() - captionH, W: t.W, H: captionH}, true
}

// pill queues a rectangle with round ends (radius half its height) in colour c.
func pill(p *render.Painter, r render.Rect, c color.RGBA) {
	h := r.H / 2
	p.Quad(render.Point{X: r.X + h, Y: r.Y}, render.Point{X: r.Right() - h, Y: r.Y},
		render.Point{X: r.Right() - h, Y: r.Bottom()}, render.Point{X: r.X + h, Y: r.Bottom()}, c, 1)
	p.Disc(render.Point{X: r.X + h, Y: r.Y + h}, h, c, 1)
	p.Disc(render.Point{X: r.Right() - h, Y: r.Y + h}, h, c, 1)
}
