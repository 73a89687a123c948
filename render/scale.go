package render

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// The logical canvas size, px (VISUAL.md).
const (
	LogicalW = 1600
	LogicalH = 900
)

// ScaleOf is the device scale of a canvas: a scene's screen is LogicalW·s × LogicalH·s device px
// and every logical coordinate is multiplied by s. A canvas that is not 16:9 (any offscreen of
// another shape) has scale 1.
func ScaleOf(dst *ebiten.Image) float64 {
	b := dst.Bounds()
	w, h := float64(b.Dx()), float64(b.Dy())
	if w <= 0 || h <= 0 {
		return 1
	}
	s := w / LogicalW
	if math.Abs(h-LogicalH*s) > 1.5 {
		return 1
	}
	return s
}

// Rect is an axis-aligned rectangle in logical px.
type Rect struct {
	X, Y, W, H float64
}

// Contains reports whether (x, y) lies inside the rectangle.
func (r Rect) Contains(x, y float64) bool {
	return x >= r.X && x < r.X+r.W && y >= r.Y && y < r.Y+r.H
}

// Inset shrinks the rectangle by d on every side (negative d grows it).
func (r Rect) Inset(d float64) Rect {
	return Rect{r.X + d, r.Y + d, r.W - 2*d, r.H - 2*d}
}

// Centre is the rectangle's midpoint.
func (r Rect) Centre() (x, y float64) { return r.X + r.W/2, r.Y + r.H/2 }

// Right is X+W.
func (r Rect) Right() float64 { return r.X + r.W }

// Bottom is Y+H.
func (r Rect) Bottom() float64 { return r.Y + r.H }

// Offset moves the rectangle by (dx, dy).
func (r Rect) Offset(dx, dy float64) Rect { return Rect{r.X + dx, r.Y + dy, r.W, r.H} }

// In reports whether r lies wholly inside o.
func (r Rect) In(o Rect) bool {
	return r.X >= o.X && r.Y >= o.Y && r.Right() <= o.Right() && r.Bottom() <= o.Bottom()
}

// Union is the smallest rectangle holding both r and o.
func (r Rect) Union(o Rect) Rect {
	x0, y0 := min(r.X, o.X), min(r.Y, o.Y)
	x1, y1 := max(r.Right(), o.Right()), max(r.Bottom(), o.Bottom())
	return Rect{X: x0, Y: y0, W: x1 - x0, H: y1 - y0}
}

// RectXY is the rectangle from corner (x0, y0) to corner (x1, y1), logical px.
func RectXY(x0, y0, x1, y1 float64) Rect { return Rect{X: x0, Y: y0, W: x1 - x0, H: y1 - y0} }

// Image is the rectangle in whole px (edges truncated), for loops over pixels and sub-images.
func (r Rect) Image() image.Rectangle {
	return image.Rect(int(r.X), int(r.Y), int(r.Right()), int(r.Bottom()))
}
