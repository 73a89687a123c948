package render

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// FillRect fills r (logical px) with clr (not anti-aliased: cheap, for axis-aligned areas).
func FillRect(dst *ebiten.Image, r Rect, clr color.Color) {
	s := float32(ScaleOf(dst))
	vector.DrawFilledRect(dst, float32(r.X)*s, float32(r.Y)*s, float32(r.W)*s, float32(r.H)*s, clr, false)
}

// Line, FillCircle and Ring draw anti-aliased vector shapes. Anti-aliasing renders through an
// offscreen pass, so use them to build images once; per frame prefer UI.Disc, UI.CircleRing and
// sprites.

// Line draws a straight line of the given width between two points, logical px.
func Line(dst *ebiten.Image, x0, y0, x1, y1, width float64, clr color.Color) {
	s := ScaleOf(dst)
	vector.StrokeLine(dst, float32(x0*s), float32(y0*s), float32(x1*s), float32(y1*s), float32(width*s), clr, true)
}

// FillCircle fills a circle centred at (cx, cy) with radius r, logical px.
func FillCircle(dst *ebiten.Image, cx, cy, r float64, clr color.Color) {
	s := ScaleOf(dst)
	vector.DrawFilledCircle(dst, float32(cx*s), float32(cy*s), float32(r*s), clr, true)
}

// Ring strokes a circle centred at (cx, cy) with radius r and stroke width w, logical px.
func Ring(dst *ebiten.Image, cx, cy, r, w float64, clr color.Color) {
	s := ScaleOf(dst)
	vector.StrokeCircle(dst, float32(cx*s), float32(cy*s), float32(r*s), float32(w*s), clr, true)
}

// DrawSprite draws img centred at (cx, cy) logical px, scaled so that one sprite px is zoom
// logical px, with optional tint cs (nil = none).
func DrawSprite(dst, img *ebiten.Image, cx, cy, zoom float64, cs *ebiten.ColorScale) {
	s := ScaleOf(dst)
	b := img.Bounds()
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Translate(-float64(b.Dx())/2, -float64(b.Dy())/2)
	op.GeoM.Scale(zoom*s, zoom*s)
	op.GeoM.Translate(cx*s, cy*s)
	if cs != nil {
		op.ColorScale = *cs
	}
	dst.DrawImage(img, op)
}

// DrawSpriteIn draws img scaled to fit inside r (logical px), keeping its aspect, centred.
func DrawSpriteIn(dst, img *ebiten.Image, r Rect, cs *ebiten.ColorScale) {
	b := img.Bounds()
	z := math.Min(r.W/float64(b.Dx()), r.H/float64(b.Dy()))
	cx, cy := r.Centre()
	DrawSprite(dst, img, cx, cy, z, cs)
}

// DrawSpriteCover draws img scaled to cover r (logical px) completely, centred and cropped.
func DrawSpriteCover(dst, img *ebiten.Image, r Rect, cs *ebiten.ColorScale) {
	b := img.Bounds()
	z := math.Max(r.W/float64(b.Dx()), r.H/float64(b.Dy()))
	cw, ch := r.W/z, r.H/z
	x0 := b.Min.X + int((float64(b.Dx())-cw)/2)
	y0 := b.Min.Y + int((float64(b.Dy())-ch)/2)
	sub := img.SubImage(image.Rect(x0, y0, x0+int(cw), y0+int(ch))).(*ebiten.Image)
	cx, cy := r.Centre()
	DrawSprite(dst, sub, cx, cy, z, cs)
}

// ShapePath appends the outline of a marker shape centred at (cx, cy) with outer radius r
// (device px) to p.
func ShapePath(p *vector.Path, shape Shape, cx, cy, r float32) {
	poly := func(n int, rot float64, radii ...float32) {
		for i := range n {
			rr := radii[i%len(radii)]
			a := rot + 2*math.Pi*float64(i)/float64(n)
			x := cx + rr*float32(math.Cos(a))
			y := cy + rr*float32(math.Sin(a))
			if i == 0 {
				p.MoveTo(x, y)
			} else {
				p.LineTo(x, y)
			}
		}
		p.Close()
	}
	switch shape {
	case ShapeCircle:
		p.Arc(cx, cy, r*0.9, 0, 2*math.Pi, vector.Clockwise)
		p.Close()
	case ShapeTriangle:
		// Lower the centre a little so the triangle looks balanced.
		cy += r * 0.12
		poly(3, -math.Pi/2, r*1.05)
	case ShapeSquare:
		poly(4, math.Pi/4, r*1.1)
	case ShapeDiamond:
		poly(4, -math.Pi/2, r*1.05)
	case ShapeStar:
		poly(10, -math.Pi/2, r*1.08, r*0.5)
	case ShapeHexagon:
		poly(6, 0, r)
	}
}

// DrawShape draws a player marker: the shape filled with fill, on a rim of colour rim
// (rim width 2 logical px), centred at (cx, cy) with outer radius r, logical px. Each distinct
// marker is drawn once into an image and reused.
func (ui *UI) DrawShape(dst *ebiten.Image, shape Shape, cx, cy, r float64, fill, rim color.Color) {
	s := ScaleOf(dst)
	k := shapeKey{shape: shape, scale: s, r: r, fill: rgba(fill), rim: rgba(rim)}
	img, ok := ui.shapes[k]
	if !ok {
		pad := 4 * s
		size := int(math.Ceil(2*(r*1.1*s+pad))) + 2
		img = ebiten.NewImage(size, size)
		c := float32(size) / 2
		var p vector.Path
		ShapePath(&p, shape, c, c, float32(r*s))
		ui.verts, ui.idx = p.AppendVerticesAndIndicesForStroke(ui.verts[:0], ui.idx[:0],
			&vector.StrokeOptions{Width: float32(4 * s), LineJoin: vector.LineJoinRound})
		ui.tint(rim)
		img.DrawTriangles(ui.verts, ui.idx, ui.white, &ebiten.DrawTrianglesOptions{AntiAlias: true})
		ui.fillPath(img, &p, fill)
		ui.shapes[k] = img
	}
	b := img.Bounds()
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(math.Round(cx*s-float64(b.Dx())/2), math.Round(cy*s-float64(b.Dy())/2))
	dst.DrawImage(img, op)
}

type shapeKey struct {
	shape     Shape
	scale, r  float64
	fill, rim color.RGBA
}

func rgba(c color.Color) color.RGBA {
	r, g, b, a := c.RGBA()
	return color.RGBA{uint8(r >> 8), uint8(g >> 8), uint8(b >> 8), uint8(a >> 8)}
}

// Disc fills a circle centred at (cx, cy) with radius r, logical px, from a cached shape.
func (ui *UI) Disc(dst *ebiten.Image, cx, cy, r float64, clr color.Color) {
	ui.RoundRect(dst, Rect{cx - r, cy - r, 2 * r, 2 * r}, r, clr)
}

// CircleRing strokes a circle of outer radius r and width w centred at (cx, cy), logical px,
// from a cached shape.
func (ui *UI) CircleRing(dst *ebiten.Image, cx, cy, r, w float64, clr color.Color) {
	ui.RoundRing(dst, Rect{cx - r, cy - r, 2 * r, 2 * r}, r, w, clr)
}

// DrawPlayerMark draws the marker of player colour index c (its colour and shape) at (cx, cy)
// with outer radius r, logical px: the `mark/<colour>` sprite when the atlas has it, otherwise a
// drawn shape with a white rim.
func (ui *UI) DrawPlayerMark(dst *ebiten.Image, c int, cx, cy, r float64) {
	c = ((c % NumPlayerColours) + NumPlayerColours) % NumPlayerColours
	if img := ui.Sprite("mark/" + PlayerColourNames[c]); img != nil {
		b := img.Bounds()
		DrawSprite(dst, img, cx, cy, 2*r/float64(max(b.Dx(), b.Dy())), nil)
		return
	}
	ui.DrawShape(dst, PlayerShapes[c], cx, cy, r*0.8, PlayerColours[c], color.White)
}

// tint gives every vertex in ui.verts the solid colour clr (sampling the white source pixel).
func (ui *UI) tint(clr color.Color) {
	cr, cg, cb, ca := clr.RGBA()
	for i := range ui.verts {
		v := &ui.verts[i]
		v.SrcX, v.SrcY = 1, 1
		v.ColorR = float32(cr) / 0xffff
		v.ColorG = float32(cg) / 0xffff
		v.ColorB = float32(cb) / 0xffff
		v.ColorA = float32(ca) / 0xffff
	}
}
