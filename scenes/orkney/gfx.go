package orkney

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"northtable/render"
)

// gfx holds the reusable drawing state of the scene: draw options, the triangle batch for lines
// and a white source image. Nothing in it is allocated per frame once warmed up. Every method
// takes logical px and multiplies by s, the device scale of the canvas (render.ScaleOf), so the
// scene draws crisply at any window size (scene.HiDPI).
type gfx struct {
	s     float64 // device px per logical px
	op    ebiten.DrawImageOptions
	top   ebiten.DrawTrianglesOptions
	tx    text.DrawOptions
	white *ebiten.Image // 3x3 white, the source of every drawn line and filled rectangle
	dot   *ebiten.Image // its centre pixel, the source of triangles
	// slices caches the nine sub-images of each 9-slice sprite
	slices map[*ebiten.Image]*[9]*ebiten.Image
	// anchors maps a sprite to the point drawn at the target position (default: its middle)
	anchors map[*ebiten.Image]pt
	verts   []ebiten.Vertex
	idx     []uint16
}

func newGfx() *gfx {
	w := ebiten.NewImage(3, 3)
	w.Fill(color.White)
	return &gfx{s: 1, white: w, dot: w.SubImage(image.Rect(1, 1, 2, 2)).(*ebiten.Image),
		slices: map[*ebiten.Image]*[9]*ebiten.Image{}, verts: make([]ebiten.Vertex, 0, 4096), idx: make([]uint16, 0, 6144)}
}

// sprite draws img centred at c scaled by sc, tinted by clr (nil = as is) at alpha a.
func (g *gfx) sprite(dst, img *ebiten.Image, c pt, sc float64, a float32) {
	g.spriteTint(dst, img, c, sc, 1, 1, 1, a)
}

// spriteTint draws img centred at c scaled by sc with a colour scale (r, g, b multiply; a alpha).
func (g *gfx) spriteTint(dst, img *ebiten.Image, c pt, sc float64, r, gr, b, a float32) {
	if img == nil || a <= 0 {
		return
	}
	ax, ay := g.anchor(img)
	g.op.GeoM.Reset()
	g.op.GeoM.Translate(-ax, -ay)
	g.op.GeoM.Scale(sc*g.s, sc*g.s)
	g.op.GeoM.Translate(c.X*g.s, c.Y*g.s)
	g.op.ColorScale.Reset()
	g.op.ColorScale.Scale(r*a, gr*a, b*a, a)
	g.op.Filter = ebiten.FilterLinear
	dst.DrawImage(img, &g.op)
}

// anchor is img's anchor in sprite px.
func (g *gfx) anchor(img *ebiten.Image) (float64, float64) {
	if a, ok := g.anchors[img]; ok {
		return a.X, a.Y
	}
	b := img.Bounds()
	return float64(b.Dx()) / 2, float64(b.Dy()) / 2
}

// nine draws a 9-slice sprite (16 px border, VISUAL.md / API §2) stretched over r.
func (g *gfx) nine(dst, img *ebiten.Image, r image.Rectangle, a float32) {
	if img == nil {
		return
	}
	const bd = 16
	r = image.Rect(int(float64(r.Min.X)*g.s), int(float64(r.Min.Y)*g.s), int(float64(r.Max.X)*g.s), int(float64(r.Max.Y)*g.s))
	b := img.Bounds()
	sw, sh := b.Dx(), b.Dy()
	if sw <= 2*bd || sh <= 2*bd || r.Dx() < 2*bd || r.Dy() < 2*bd {
		g.op.GeoM.Reset()
		g.op.GeoM.Scale(float64(r.Dx())/float64(sw), float64(r.Dy())/float64(sh))
		g.op.GeoM.Translate(float64(r.Min.X), float64(r.Min.Y))
		g.op.ColorScale.Reset()
		g.op.ColorScale.ScaleAlpha(a)
		g.op.Filter = ebiten.FilterLinear
		dst.DrawImage(img, &g.op)
		return
	}
	xs := [4]int{0, bd, sw - bd, sw}
	ys := [4]int{0, bd, sh - bd, sh}
	parts, ok := g.slices[img]
	if !ok {
		parts = &[9]*ebiten.Image{}
		for j := 0; j < 3; j++ {
			for i := 0; i < 3; i++ {
				src := image.Rect(b.Min.X+xs[i], b.Min.Y+ys[j], b.Min.X+xs[i+1], b.Min.Y+ys[j+1])
				parts[j*3+i] = img.SubImage(src).(*ebiten.Image)
			}
		}
		g.slices[img] = parts
	}
	dx := [4]int{r.Min.X, r.Min.X + bd, r.Max.X - bd, r.Max.X}
	dy := [4]int{r.Min.Y, r.Min.Y + bd, r.Max.Y - bd, r.Max.Y}
	for j := 0; j < 3; j++ {
		for i := 0; i < 3; i++ {
			sub := parts[j*3+i]
			g.op.GeoM.Reset()
			g.op.GeoM.Scale(float64(dx[i+1]-dx[i])/float64(xs[i+1]-xs[i]), float64(dy[j+1]-dy[j])/float64(ys[j+1]-ys[j]))
			g.op.GeoM.Translate(float64(dx[i]), float64(dy[j]))
			g.op.ColorScale.Reset()
			g.op.ColorScale.ScaleAlpha(a)
			g.op.Filter = ebiten.FilterNearest
			dst.DrawImage(sub, &g.op)
		}
	}
}

// rect fills r with clr.
func (g *gfx) rect(dst *ebiten.Image, r image.Rectangle, clr color.Color) {
	g.rectF(dst, float64(r.Min.X), float64(r.Min.Y), float64(r.Dx()), float64(r.Dy()), clr)
}

// rectF fills the rectangle (x, y, w, h) with clr.
func (g *gfx) rectF(dst *ebiten.Image, x, y, w, h float64, clr color.Color) {
	g.op.GeoM.Reset()
	g.op.GeoM.Scale(w*g.s/3, h*g.s/3)
	g.op.GeoM.Translate(x*g.s, y*g.s)
	g.op.ColorScale.Reset()
	g.op.ColorScale.ScaleWithColor(clr)
	g.op.Filter = ebiten.FilterNearest
	dst.DrawImage(g.white, &g.op)
}

// line queues a segment a–b of width w (px) in colour c (premultiplied by alpha a).
func (g *gfx) line(a, b pt, w float64, c color.RGBA, alpha float32) {
	dx, dy := b.X-a.X, b.Y-a.Y
	l := math.Hypot(dx, dy)
	if l == 0 {
		return
	}
	nx, ny := -dy/l*w/2, dx/l*w/2
	g.quad(pt{X: a.X + nx, Y: a.Y + ny}, pt{X: b.X + nx, Y: b.Y + ny}, pt{X: b.X - nx, Y: b.Y - ny}, pt{X: a.X - nx, Y: a.Y - ny}, c, alpha)
}

// quad queues the quadrilateral p0 p1 p2 p3 in colour c.
func (g *gfx) quad(p0, p1, p2, p3 pt, c color.RGBA, alpha float32) {
	if len(g.verts)+4 > 65000 {
		return
	}
	r, gr, b := float32(c.R)/255*alpha, float32(c.G)/255*alpha, float32(c.B)/255*alpha
	base := uint16(len(g.verts))
	for _, p := range [4]pt{p0, p1, p2, p3} {
		g.verts = append(g.verts, ebiten.Vertex{DstX: float32(p.X * g.s), DstY: float32(p.Y * g.s), SrcX: 1.5, SrcY: 1.5, ColorR: r, ColorG: gr, ColorB: b, ColorA: alpha})
	}
	g.idx = append(g.idx, base, base+1, base+2, base, base+2, base+3)
}

// disc queues a filled circle (n segments) at c with radius rad.
func (g *gfx) disc(c pt, rad float64, clr color.RGBA, alpha float32) {
	const n = 20
	if len(g.verts)+n+1 > 65000 {
		return
	}
	r, gr, b := float32(clr.R)/255*alpha, float32(clr.G)/255*alpha, float32(clr.B)/255*alpha
	base := uint16(len(g.verts))
	g.verts = append(g.verts, ebiten.Vertex{DstX: float32(c.X * g.s), DstY: float32(c.Y * g.s), SrcX: 1.5, SrcY: 1.5, ColorR: r, ColorG: gr, ColorB: b, ColorA: alpha})
	for i := 0; i < n; i++ {
		a := float64(i) * 2 * math.Pi / n
		g.verts = append(g.verts, ebiten.Vertex{DstX: float32((c.X + rad*math.Cos(a)) * g.s), DstY: float32((c.Y + rad*math.Sin(a)) * g.s), SrcX: 1.5, SrcY: 1.5, ColorR: r, ColorG: gr, ColorB: b, ColorA: alpha})
	}
	for i := 0; i < n; i++ {
		g.idx = append(g.idx, base, base+1+uint16(i), base+1+uint16((i+1)%n))
	}
}

// ring queues a circle outline at c (radius rad, stroke w).
func (g *gfx) ring(c pt, rad, w float64, clr color.RGBA, alpha float32) {
	const n = 28
	prev := pt{X: c.X + rad, Y: c.Y}
	for i := 1; i <= n; i++ {
		a := float64(i) * 2 * math.Pi / n
		p := pt{X: c.X + rad*math.Cos(a), Y: c.Y + rad*math.Sin(a)}
		g.line(prev, p, w, clr, alpha)
		prev = p
	}
}

// flush draws every queued triangle onto dst in one call and empties the batch.
func (g *gfx) flush(dst *ebiten.Image) {
	if len(g.idx) == 0 {
		return
	}
	g.top.AntiAlias = false
	dst.DrawTriangles(g.verts, g.idx, g.dot, &g.top)
	g.verts = g.verts[:0]
	g.idx = g.idx[:0]
}

// Text alignment for drawText.
const (
	alignLeft = iota
	alignCentre
	alignRight
)

// drawText draws s with its top at y; x is its left edge, centre or right edge per align.
func (g *gfx) drawText(dst *ebiten.Image, s string, face *render.Face, x, y float64, clr color.Color, align int) {
	if face == nil || s == "" {
		return
	}
	g.tx.GeoM.Reset()
	g.tx.GeoM.Translate(x*g.s, y*g.s)
	g.tx.ColorScale.Reset()
	g.tx.ColorScale.ScaleWithColor(clr)
	switch align {
	case alignCentre:
		g.tx.PrimaryAlign = text.AlignCenter
	case alignRight:
		g.tx.PrimaryAlign = text.AlignEnd
	default:
		g.tx.PrimaryAlign = text.AlignStart
	}
	g.tx.SecondaryAlign = text.AlignStart
	text.Draw(dst, s, face.At(g.s), &g.tx)
}

// textMid draws s vertically centred on y.
func (g *gfx) textMid(dst *ebiten.Image, s string, face *render.Face, x, y float64, clr color.Color, align int) {
	if face == nil {
		return
	}
	m := face.Logical().Metrics()
	g.drawText(dst, s, face, x, y-(m.HAscent+m.HDescent)/2, clr, align)
}

// measure is the advance width of s in face, logical px.
func measure(s string, face *render.Face) float64 {
	if face == nil {
		return 0
	}
	return text.Advance(s, face.Logical())
}

// wrap splits s into lines no wider than w logical px.
func wrap(s string, face *render.Face, w float64) []string {
	if face == nil {
		return []string{s}
	}
	return render.Wrap(s, face, w)
}
