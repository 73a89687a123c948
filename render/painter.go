package render

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"northtable/assets"
	"northtable/rules/hex"
)

// Point is a point in logical px (or in a scene's world units, before its camera maps it).
type Point = hex.Point

// maxBatchVerts bounds the triangle batch: Ebitengine indexes vertices with uint16.
const maxBatchVerts = 65000

// Painter draws sprites, nine-slices, rectangles, text and a batch of triangles (lines, quads,
// discs, rings) in logical px at the device scale set by SetScale. It reuses its draw options,
// sub-images and vertex slices, so once warm it allocates nothing per frame. Triangles are
// queued and drawn by Flush in one call; everything else draws at once. Create one per scene
// (or use UI.P) with NewPainter; the zero value is not usable.
type Painter struct {
	s       float64 // device px per logical px
	op      ebiten.DrawImageOptions
	top     ebiten.DrawTrianglesOptions
	tx      text.DrawOptions
	white   *ebiten.Image // 3x3 white: the source of filled rectangles
	dot     *ebiten.Image // its centre pixel: the source of triangles
	nine    nineCache
	anchors map[*ebiten.Image]Point
	verts   []ebiten.Vertex
	idx     []uint16
}

// NewPainter returns a painter at device scale 1.
func NewPainter() *Painter {
	w := ebiten.NewImage(3, 3)
	w.Fill(color.White)
	return &Painter{s: 1, white: w, dot: w.SubImage(image.Rect(1, 1, 2, 2)).(*ebiten.Image),
		nine: nineCache{}, anchors: map[*ebiten.Image]Point{},
		verts: make([]ebiten.Vertex, 0, 4096), idx: make([]uint16, 0, 6144)}
}

// SetScale sets the device scale (device px per logical px) of the canvas drawn next, normally
// ScaleOf(screen); sub-images of the screen keep the screen's scale.
func (p *Painter) SetScale(s float64) {
	if s <= 0 {
		s = 1
	}
	p.s = s
	if s >= minMeasureScale {
		measureAt = s
	}
}

// minMeasureScale is the smallest device scale text is measured at: below it a canvas is a
// thumbnail (a test's tenth-size canvas), whose glyphs round to whole px and measure nothing
// a reader sees.
const minMeasureScale = 0.5

// measureAt is the device scale text was last set to be drawn at (Painter.SetScale). Text is
// measured there as well as at the logical size, the wider counting: glyph advances round
// differently at other sizes (at 0.8, a 1280x720 window, a line comes out up to 7 % wider than
// at the logical size), and a line measured at the logical size alone would run past its room.
var measureAt = 1.0

// advance is the width of one line s in face, logical px: the wider of the logical size and
// the device scale drawn at.
func advance(s string, face *Face) float64 {
	w := text.Advance(s, face.Logical())
	if k := measureAt; k != 1 {
		w = max(w, text.Advance(s, face.At(k))/k)
	}
	return w
}

// Scale is the device scale set by SetScale.
func (p *Painter) Scale() float64 { return p.s }

// SetAnchor makes (x, y), in sprite px from img's top-left, the point of img that Sprite puts
// at its target position (atlas hex sprites anchor at the hex centre; see Atlas.Anchor).
func (p *Painter) SetAnchor(img *ebiten.Image, x, y float64) { p.anchors[img] = Point{X: x, Y: y} }

// anchor is img's anchor in sprite px.
func (p *Painter) anchor(img *ebiten.Image) (float64, float64) {
	if a, ok := p.anchors[img]; ok {
		return a.X, a.Y
	}
	b := img.Bounds()
	return float64(b.Dx()) / 2, float64(b.Dy()) / 2
}

// Sprite draws img with its anchor at c (logical px), one sprite px = sc logical px, at opacity
// a (0..1). A nil image or a of 0 draws nothing.
func (p *Painter) Sprite(dst, img *ebiten.Image, c Point, sc float64, a float32) {
	p.SpriteTint(dst, img, c, sc, 1, 1, 1, a)
}

// SpriteTint is Sprite with a colour scale: r, g, b multiply the sprite's colours (0..1), a is
// the opacity.
func (p *Painter) SpriteTint(dst, img *ebiten.Image, c Point, sc float64, r, g, b, a float32) {
	if img == nil || a <= 0 {
		return
	}
	ax, ay := p.anchor(img)
	p.op.GeoM.Reset()
	p.op.GeoM.Translate(-ax, -ay)
	p.op.GeoM.Scale(sc*p.s, sc*p.s)
	p.op.GeoM.Translate(c.X*p.s, c.Y*p.s)
	p.op.ColorScale.Reset()
	p.op.ColorScale.Scale(r*a, g*a, b*a, a)
	p.op.Filter = ebiten.FilterLinear
	dst.DrawImage(img, &p.op)
}

// Tile draws img with its top-left at (x, y), one image px = zoom logical px, unfiltered (for
// textures tiled edge to edge).
func (p *Painter) Tile(dst, img *ebiten.Image, x, y, zoom float64) {
	if img == nil {
		return
	}
	p.op.GeoM.Reset()
	p.op.GeoM.Scale(zoom*p.s, zoom*p.s)
	p.op.GeoM.Translate(x*p.s, y*p.s)
	p.op.ColorScale.Reset()
	p.op.Filter = ebiten.FilterNearest
	dst.DrawImage(img, &p.op)
}

// Nine draws the nine-slice sprite img (ui/* sprites: an assets.NineSliceBorder px border) over
// r at opacity a. The border keeps its size in device px; corners shrink for small rectangles.
func (p *Painter) Nine(dst, img *ebiten.Image, r Rect, a float32) {
	if img == nil || a <= 0 {
		return
	}
	// Whole device px keep the slices' seams invisible.
	x0, y0 := math.Floor(r.X*p.s), math.Floor(r.Y*p.s)
	x1, y1 := math.Floor(r.Right()*p.s), math.Floor(r.Bottom()*p.s)
	p.op.ColorScale.Reset()
	p.op.ColorScale.ScaleAlpha(a)
	p.op.Filter = ebiten.FilterNearest
	drawNine(dst, p.nine.parts(img, assets.NineSliceBorder), assets.NineSliceBorder,
		Rect{X: x0, Y: y0, W: x1 - x0, H: y1 - y0}, assets.NineSliceBorder, &p.op)
}

// FillRect fills r with clr (not anti-aliased).
func (p *Painter) FillRect(dst *ebiten.Image, r Rect, clr color.RGBA) {
	p.op.GeoM.Reset()
	p.op.GeoM.Scale(r.W*p.s/3, r.H*p.s/3)
	p.op.GeoM.Translate(r.X*p.s, r.Y*p.s)
	p.op.ColorScale = scaleOf(clr)
	p.op.Filter = ebiten.FilterNearest
	dst.DrawImage(p.white, &p.op)
}

// Frame draws the outline of r, w logical px wide, inside r.
func (p *Painter) Frame(dst *ebiten.Image, r Rect, w float64, clr color.RGBA) {
	p.FillRect(dst, Rect{X: r.X, Y: r.Y, W: r.W, H: w}, clr)
	p.FillRect(dst, Rect{X: r.X, Y: r.Bottom() - w, W: r.W, H: w}, clr)
	p.FillRect(dst, Rect{X: r.X, Y: r.Y, W: w, H: r.H}, clr)
	p.FillRect(dst, Rect{X: r.Right() - w, Y: r.Y, W: w, H: r.H}, clr)
}

// Line queues the segment a–b, w logical px wide, in colour c at opacity alpha (drawn by Flush).
func (p *Painter) Line(a, b Point, w float64, c color.RGBA, alpha float32) {
	dx, dy := b.X-a.X, b.Y-a.Y
	l := math.Hypot(dx, dy)
	if l == 0 {
		return
	}
	nx, ny := -dy/l*w/2, dx/l*w/2
	p.Quad(Point{X: a.X + nx, Y: a.Y + ny}, Point{X: b.X + nx, Y: b.Y + ny},
		Point{X: b.X - nx, Y: b.Y - ny}, Point{X: a.X - nx, Y: a.Y - ny}, c, alpha)
}

// vertex is one batch vertex at logical point q in colour c at opacity alpha.
func (p *Painter) vertex(q Point, c color.RGBA, alpha float32) ebiten.Vertex {
	return ebiten.Vertex{DstX: float32(q.X * p.s), DstY: float32(q.Y * p.s), SrcX: 1.5, SrcY: 1.5,
		ColorR: float32(c.R) / 255 * alpha, ColorG: float32(c.G) / 255 * alpha,
		ColorB: float32(c.B) / 255 * alpha, ColorA: alpha}
}

// Quad queues the quadrilateral p0 p1 p2 p3 (in order around it; p2 = p3 makes a triangle).
func (p *Painter) Quad(p0, p1, p2, p3 Point, c color.RGBA, alpha float32) {
	if len(p.verts)+4 > maxBatchVerts {
		return
	}
	base := uint16(len(p.verts))
	p.verts = append(p.verts, p.vertex(p0, c, alpha), p.vertex(p1, c, alpha), p.vertex(p2, c, alpha), p.vertex(p3, c, alpha))
	p.idx = append(p.idx, base, base+1, base+2, base, base+2, base+3)
}

// Disc queues a filled circle of radius r centred at c.
func (p *Painter) Disc(c Point, r float64, clr color.RGBA, alpha float32) {
	const n = 20
	if len(p.verts)+n+1 > maxBatchVerts {
		return
	}
	base := uint16(len(p.verts))
	p.verts = append(p.verts, p.vertex(c, clr, alpha))
	for i := 0; i < n; i++ {
		a := float64(i) * 2 * math.Pi / n
		p.verts = append(p.verts, p.vertex(Point{X: c.X + r*math.Cos(a), Y: c.Y + r*math.Sin(a)}, clr, alpha))
	}
	for i := 0; i < n; i++ {
		p.idx = append(p.idx, base, base+1+uint16(i), base+1+uint16((i+1)%n))
	}
}

// Ring queues a circle outline of radius r centred at c, w logical px wide.
func (p *Painter) Ring(c Point, r, w float64, clr color.RGBA, alpha float32) {
	const n = 28
	prev := Point{X: c.X + r, Y: c.Y}
	for i := 1; i <= n; i++ {
		a := float64(i) * 2 * math.Pi / n
		q := Point{X: c.X + r*math.Cos(a), Y: c.Y + r*math.Sin(a)}
		p.Line(prev, q, w, clr, alpha)
		prev = q
	}
}

// Flush draws every queued triangle onto dst in one call and empties the batch.
func (p *Painter) Flush(dst *ebiten.Image) {
	if len(p.idx) == 0 {
		return
	}
	p.top.AntiAlias = false
	dst.DrawTriangles(p.verts, p.idx, p.dot, &p.top)
	p.verts = p.verts[:0]
	p.idx = p.idx[:0]
}

// Text draws one line of s with its top at y; x is its left edge, centre or right edge as align
// says. A nil face or empty s draws nothing.
func (p *Painter) Text(dst *ebiten.Image, s string, face *Face, x, y float64, clr color.RGBA, align Align) {
	if face == nil || s == "" {
		return
	}
	p.tx.GeoM.Reset()
	p.tx.GeoM.Translate(x*p.s, y*p.s)
	p.tx.ColorScale = scaleOf(clr)
	p.tx.PrimaryAlign = align.text()
	p.tx.SecondaryAlign = text.AlignStart
	p.tx.LineSpacing = face.LineHeight() * p.s
	text.Draw(dst, s, face.At(p.s), &p.tx)
}

// TextMid is Text with the line's glyphs centred vertically on y.
func (p *Painter) TextMid(dst *ebiten.Image, s string, face *Face, x, y float64, clr color.RGBA, align Align) {
	if face == nil {
		return
	}
	m := face.Logical().Metrics()
	p.Text(dst, s, face, x, y-(m.HAscent+m.HDescent)/2, clr, align)
}

// TextWidth is the advance width of one line s in face, logical px (0 for a nil face), as
// drawn at the logical size or the device scale, whichever is wider.
func TextWidth(s string, face *Face) float64 {
	if face == nil {
		return 0
	}
	return advance(s, face)
}

// scaleOf is the colour scale that paints white as c (premultiplied), without boxing c.
func scaleOf(c color.RGBA) ebiten.ColorScale {
	var cs ebiten.ColorScale
	cs.Scale(float32(c.R)/255, float32(c.G)/255, float32(c.B)/255, float32(c.A)/255)
	return cs
}
