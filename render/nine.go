package render

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
)

// nineKey names the nine-slice cut of one source image with one border.
type nineKey struct {
	img    *ebiten.Image
	border int
}

// nineCache keeps the nine sub-images of each cut, so drawing a nine-slice allocates nothing.
type nineCache map[nineKey]*[9]*ebiten.Image

// parts returns the nine sub-images of img cut border px from each edge (row by row).
func (c nineCache) parts(img *ebiten.Image, border int) *[9]*ebiten.Image {
	k := nineKey{img, border}
	if p, ok := c[k]; ok {
		return p
	}
	p := cutNine(img, border)
	c[k] = p
	return p
}

// cutNine cuts img into its nine parts; a border wider than half the image is narrowed.
func cutNine(img *ebiten.Image, border int) *[9]*ebiten.Image {
	b := img.Bounds()
	d := min(border, b.Dx()/2, b.Dy()/2)
	xs := [4]int{0, d, b.Dx() - d, b.Dx()}
	ys := [4]int{0, d, b.Dy() - d, b.Dy()}
	var p [9]*ebiten.Image
	for j := 0; j < 3; j++ {
		for i := 0; i < 3; i++ {
			r := image.Rect(b.Min.X+xs[i], b.Min.Y+ys[j], b.Min.X+xs[i+1], b.Min.Y+ys[j+1])
			p[j*3+i] = img.SubImage(r).(*ebiten.Image)
		}
	}
	return &p
}

// slicePart is one of the nine pieces: a source rectangle (relative to the sprite) and where it
// lands.
type slicePart struct {
	src image.Rectangle
	dst Rect
}

// nineSliceParts maps the nine parts of a w×h source cut border px from its edges onto r, whose
// border is dstBorder wide. Corners keep their size (shrunk evenly when r is smaller than two
// borders); edges stretch along one axis, the centre along both. Empty parts are left out.
func nineSliceParts(w, h int, r Rect, border int, dstBorder float64) []slicePart {
	var out []slicePart
	forNine(w, h, r, border, dstBorder, func(_ int, src image.Rectangle, d Rect) {
		out = append(out, slicePart{src, d})
	})
	return out
}

// forNine calls f for each non-empty part k (0..8, row by row) with its source rectangle
// (relative to the source's top-left) and destination.
func forNine(w, h int, r Rect, border int, dstBorder float64, f func(k int, src image.Rectangle, d Rect)) {
	// One border for both axes keeps rounded corners round when a rectangle is thin.
	b := min(border, w/2, h/2)
	db := min(dstBorder, r.W/2, r.H/2)
	sx := [4]int{0, b, w - b, w}
	sy := [4]int{0, b, h - b, h}
	dx := [4]float64{r.X, r.X + db, r.Right() - db, r.Right()}
	dy := [4]float64{r.Y, r.Y + db, r.Bottom() - db, r.Bottom()}
	for j := 0; j < 3; j++ {
		for i := 0; i < 3; i++ {
			src := image.Rect(sx[i], sy[j], sx[i+1], sy[j+1])
			d := Rect{X: dx[i], Y: dy[j], W: dx[i+1] - dx[i], H: dy[j+1] - dy[j]}
			if src.Empty() || d.W <= 0 || d.H <= 0 {
				continue
			}
			f(j*3+i, src, d)
		}
	}
}

// drawNine draws the nine parts of a source (cut border px) over the device-px rectangle r with
// a dstBorder device px border, using op's colour scale and filter (its GeoM is overwritten).
// It is the package's one nine-slice: DrawNineSlice, Painter.Nine and the UI's rounded shapes
// all draw through it.
func drawNine(dst *ebiten.Image, parts *[9]*ebiten.Image, border int, r Rect, dstBorder float64, op *ebiten.DrawImageOptions) {
	w := parts[0].Bounds().Dx() + parts[1].Bounds().Dx() + parts[2].Bounds().Dx()
	h := parts[0].Bounds().Dy() + parts[3].Bounds().Dy() + parts[6].Bounds().Dy()
	forNine(w, h, r, border, dstBorder, func(k int, src image.Rectangle, d Rect) {
		op.GeoM.Reset()
		op.GeoM.Scale(d.W/float64(src.Dx()), d.H/float64(src.Dy()))
		op.GeoM.Translate(d.X, d.Y)
		dst.DrawImage(parts[k], op)
	})
}

// DrawNineSlice draws sprite stretched over r (dst px, not scaled) keeping its border px wide
// corners unscaled (ui/* sprites use assets.NineSliceBorder), tinted by cs when not nil. It cuts
// the sprite on every call; per-frame drawing should use Painter.Nine, which keeps the cut.
func DrawNineSlice(dst, sprite *ebiten.Image, r Rect, border int, cs *ebiten.ColorScale) {
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	if cs != nil {
		op.ColorScale = *cs
	}
	drawNine(dst, cutNine(sprite, border), border, r, float64(border), op)
}
