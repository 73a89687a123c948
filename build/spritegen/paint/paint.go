// Package paint is the small 2-D drawing library behind the sprite generator: a floating-point
// premultiplied canvas, paths flattened to polygons and rasterised with golang.org/x/image/vector
// (anti-aliased), stroke and dash outlines built as polygons, gradients, soft shadows (box blur)
// and per-pixel shading for signed-distance art. Everything is deterministic: the same calls give
// the same bytes on every run.
package paint

import (
	"image"
	"image/color"
	"math"
	"strconv"
)

// Col is a colour with straight (non-premultiplied) alpha, each channel in 0..1.
type Col struct{ R, G, B, A float64 }

// Hex parses "#RRGGBB" or "#RRGGBBAA"; it panics on malformed input (colours are literals).
func Hex(s string) Col {
	if len(s) != 7 && len(s) != 9 || s[0] != '#' {
		panic("paint: bad colour " + s)
	}
	v, err := strconv.ParseUint(s[1:], 16, 32)
	if err != nil {
		panic("paint: bad colour " + s)
	}
	if len(s) == 7 {
		v = v<<8 | 0xFF
	}
	return Col{float64(v>>24&0xFF) / 255, float64(v>>16&0xFF) / 255, float64(v>>8&0xFF) / 255, float64(v&0xFF) / 255}
}

// Alpha returns c with its alpha multiplied by a.
func (c Col) Alpha(a float64) Col { c.A *= a; return c }

// Mix blends c towards d by t (0 = c, 1 = d), alpha included.
func (c Col) Mix(d Col, t float64) Col {
	return Col{c.R + (d.R-c.R)*t, c.G + (d.G-c.G)*t, c.B + (d.B-c.B)*t, c.A + (d.A-c.A)*t}
}

// Lighten mixes towards white by t (negative t darkens towards black).
func (c Col) Lighten(t float64) Col {
	if t < 0 {
		return Col{c.R * (1 + t), c.G * (1 + t), c.B * (1 + t), c.A}
	}
	return Col{c.R + (1-c.R)*t, c.G + (1-c.G)*t, c.B + (1-c.B)*t, c.A}
}

// Paint gives the colour at a pixel centre (x, y).
type Paint func(x, y float64) Col

// Solid is a Paint of one colour.
func Solid(c Col) Paint { return func(float64, float64) Col { return c } }

// Stop is a gradient colour stop at position T in 0..1.
type Stop struct {
	T float64
	C Col
}

func stopsAt(stops []Stop, t float64) Col {
	if t <= stops[0].T {
		return stops[0].C
	}
	for i := 1; i < len(stops); i++ {
		if t <= stops[i].T {
			a, b := stops[i-1], stops[i]
			return a.C.Mix(b.C, (t-a.T)/(b.T-a.T))
		}
	}
	return stops[len(stops)-1].C
}

// Linear is a linear gradient from (x0, y0) to (x1, y1).
func Linear(x0, y0, x1, y1 float64, stops ...Stop) Paint {
	dx, dy := x1-x0, y1-y0
	l2 := dx*dx + dy*dy
	return func(x, y float64) Col {
		return stopsAt(stops, ((x-x0)*dx+(y-y0)*dy)/l2)
	}
}

// Radial is a radial gradient centred on (cx, cy) reaching its last stop at radius r.
func Radial(cx, cy, r float64, stops ...Stop) Paint {
	return func(x, y float64) Col {
		return stopsAt(stops, math.Hypot(x-cx, y-cy)/r)
	}
}

// Canvas is a premultiplied floating-point RGBA image.
type Canvas struct {
	W, H int
	Pix  []float32 // premultiplied R, G, B, A per pixel, row-major
}

// NewCanvas returns a transparent w×h canvas.
func NewCanvas(w, h int) *Canvas {
	return &Canvas{W: w, H: h, Pix: make([]float32, w*h*4)}
}

// over composites a premultiplied colour with coverage m onto pixel i.
func (c *Canvas) over(i int, r, g, b, a, m float32) {
	r, g, b, a = r*m, g*m, b*m, a*m
	p := c.Pix[i : i+4 : i+4]
	k := 1 - a
	p[0] = r + p[0]*k
	p[1] = g + p[1]*k
	p[2] = b + p[2]*k
	p[3] = a + p[3]*k
}

// Coverage rasterises the path into a w×h coverage mask (0..1 per pixel).
func Coverage(w, h int, p *Path) []float32 {
	z := newRaster(w, h, p)
	mask := image.NewAlpha(image.Rect(0, 0, w, h))
	z.Draw(mask, mask.Bounds(), image.Opaque, image.Point{})
	out := make([]float32, w*h)
	for i, v := range mask.Pix {
		out[i] = float32(v) / 255
	}
	return out
}

// Fill paints the path with paint p.
func (c *Canvas) Fill(path *Path, p Paint) {
	c.FillMask(Coverage(c.W, c.H, path), p)
}

// FillCol paints the path with a solid colour.
func (c *Canvas) FillCol(path *Path, col Col) { c.Fill(path, Solid(col)) }

// FillMask paints p through a coverage mask of the canvas size.
func (c *Canvas) FillMask(mask []float32, p Paint) {
	for y := 0; y < c.H; y++ {
		for x := 0; x < c.W; x++ {
			m := mask[y*c.W+x]
			if m == 0 {
				continue
			}
			col := p(float64(x)+0.5, float64(y)+0.5)
			a := float32(col.A)
			c.over((y*c.W+x)*4, float32(col.R)*a, float32(col.G)*a, float32(col.B)*a, a, m)
		}
	}
}

// Shade composites f evaluated at every pixel centre; f returns the colour and its coverage.
func (c *Canvas) Shade(f func(x, y float64) (Col, float64)) {
	for y := 0; y < c.H; y++ {
		for x := 0; x < c.W; x++ {
			col, m := f(float64(x)+0.5, float64(y)+0.5)
			if m <= 0 || col.A <= 0 {
				continue
			}
			if m > 1 {
				m = 1
			}
			a := float32(col.A)
			c.over((y*c.W+x)*4, float32(col.R)*a, float32(col.G)*a, float32(col.B)*a, a, float32(m))
		}
	}
}

// Draw composites layer src onto c with its top-left at (dx, dy) and opacity op.
func (c *Canvas) Draw(src *Canvas, dx, dy int, op float64) {
	for y := 0; y < src.H; y++ {
		ty := y + dy
		if ty < 0 || ty >= c.H {
			continue
		}
		for x := 0; x < src.W; x++ {
			tx := x + dx
			if tx < 0 || tx >= c.W {
				continue
			}
			s := src.Pix[(y*src.W+x)*4:]
			if s[3] == 0 {
				continue
			}
			c.over((ty*c.W+tx)*4, s[0], s[1], s[2], s[3], float32(op))
		}
	}
}

// ClipMask multiplies every pixel by the mask (keeps the part of the canvas inside it).
func (c *Canvas) ClipMask(mask []float32) {
	for i, m := range mask {
		p := c.Pix[i*4 : i*4+4]
		p[0] *= m
		p[1] *= m
		p[2] *= m
		p[3] *= m
	}
}

// Tint replaces every pixel's colour with col, keeping its alpha (times col.A): a silhouette.
func (c *Canvas) Tint(col Col) *Canvas {
	out := NewCanvas(c.W, c.H)
	for i := 0; i < len(c.Pix); i += 4 {
		a := c.Pix[i+3] * float32(col.A)
		out.Pix[i] = float32(col.R) * a
		out.Pix[i+1] = float32(col.G) * a
		out.Pix[i+2] = float32(col.B) * a
		out.Pix[i+3] = a
	}
	return out
}

// Blur applies three box-blur passes of radius r (an approximation of a Gaussian) in place.
func (c *Canvas) Blur(r int) {
	if r <= 0 {
		return
	}
	tmp := make([]float32, len(c.Pix))
	for pass := 0; pass < 3; pass++ {
		boxBlur(c.Pix, tmp, c.W, c.H, r, true)
		boxBlur(tmp, c.Pix, c.W, c.H, r, false)
	}
}

func boxBlur(src, dst []float32, w, h, r int, horizontal bool) {
	n, m := w, h
	if !horizontal {
		n, m = h, w
	}
	inv := 1 / float32(2*r+1)
	for j := 0; j < m; j++ {
		idx := func(i int) int {
			if horizontal {
				return (j*w + i) * 4
			}
			return (i*w + j) * 4
		}
		var acc [4]float32
		for i := -r; i <= r; i++ {
			if i >= 0 && i < n {
				s := src[idx(i):]
				acc[0] += s[0]
				acc[1] += s[1]
				acc[2] += s[2]
				acc[3] += s[3]
			}
		}
		for i := 0; i < n; i++ {
			d := dst[idx(i):]
			d[0], d[1], d[2], d[3] = acc[0]*inv, acc[1]*inv, acc[2]*inv, acc[3]*inv
			if out := i - r; out >= 0 {
				s := src[idx(out):]
				acc[0] -= s[0]
				acc[1] -= s[1]
				acc[2] -= s[2]
				acc[3] -= s[3]
			}
			if in := i + r + 1; in < n {
				s := src[idx(in):]
				acc[0] += s[0]
				acc[1] += s[1]
				acc[2] += s[2]
				acc[3] += s[3]
			}
		}
	}
}

// Shadow draws a soft shadow of layer's silhouette (colour col, blur radius r, offset dx, dy)
// onto c.
func (c *Canvas) Shadow(layer *Canvas, col Col, r, dx, dy int) {
	s := layer.Tint(col)
	s.Blur(r)
	c.Draw(s, dx, dy, 1)
}

// RGBA converts the canvas to an 8-bit premultiplied image (rounded to nearest).
func (c *Canvas) RGBA() *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, c.W, c.H))
	for i, v := range c.Pix {
		img.Pix[i] = to8(v)
	}
	// Premultiplied invariant: no channel above alpha after rounding.
	for i := 0; i < len(img.Pix); i += 4 {
		a := img.Pix[i+3]
		for k := 0; k < 3; k++ {
			if img.Pix[i+k] > a {
				img.Pix[i+k] = a
			}
		}
	}
	return img
}

func to8(v float32) uint8 {
	if v <= 0 {
		return 0
	}
	if v >= 1 {
		return 255
	}
	return uint8(v*255 + 0.5)
}

// NRGBA converts a Col to color.NRGBA.
func (c Col) NRGBA() color.NRGBA {
	return color.NRGBA{to8(float32(c.R)), to8(float32(c.G)), to8(float32(c.B)), to8(float32(c.A))}
}

// Smooth is the smoothstep of x between edges e0 and e1.
func Smooth(e0, e1, x float64) float64 {
	t := (x - e0) / (e1 - e0)
	if t < 0 {
		t = 0
	} else if t > 1 {
		t = 1
	}
	return t * t * (3 - 2*t)
}

// Clamp01 limits x to 0..1.
func Clamp01(x float64) float64 {
	if x < 0 {
		return 0
	}
	if x > 1 {
		return 1
	}
	return x
}

// Dilate returns a copy grown by r pixels (a soft max filter), e.g. to build outlines.
func (c *Canvas) Dilate(r float64) *Canvas {
	out := NewCanvas(c.W, c.H)
	ri := int(math.Ceil(r + 1))
	type off struct {
		dx, dy int
		w      float32
	}
	var offs []off
	for dy := -ri; dy <= ri; dy++ {
		for dx := -ri; dx <= ri; dx++ {
			d := math.Hypot(float64(dx), float64(dy))
			if w := Clamp01(r + 1 - d); w > 0 {
				offs = append(offs, off{dx, dy, float32(w)})
			}
		}
	}
	for y := 0; y < c.H; y++ {
		for x := 0; x < c.W; x++ {
			var best float32
			bi := -1
			for _, o := range offs {
				sx, sy := x+o.dx, y+o.dy
				if sx < 0 || sy < 0 || sx >= c.W || sy >= c.H {
					continue
				}
				i := (sy*c.W + sx) * 4
				if a := c.Pix[i+3] * o.w; a > best {
					best, bi = a, i
				}
			}
			if bi >= 0 && c.Pix[bi+3] > 0 {
				k := best / c.Pix[bi+3]
				j := (y*c.W + x) * 4
				out.Pix[j], out.Pix[j+1], out.Pix[j+2], out.Pix[j+3] = c.Pix[bi]*k, c.Pix[bi+1]*k, c.Pix[bi+2]*k, best
			}
		}
	}
	return out
}

// SmoothPoly is a closed curve through the midpoints of pts, using each point as a quadratic
// control point (a rounded polygon).
func SmoothPoly(pts ...Pt) *Path {
	n := len(pts)
	mid := func(i int) Pt { return pts[i%n].Lerp(pts[(i+1)%n], 0.5) }
	m0 := mid(n - 1)
	p := NewPath().MoveTo(m0.X, m0.Y)
	for i := 0; i < n; i++ {
		m := mid(i)
		p.QuadTo(pts[i].X, pts[i].Y, m.X, m.Y)
	}
	return p.Close()
}

// Resize resamples the canvas to w×h (area average for shrinking, bilinear otherwise).
func (c *Canvas) Resize(w, h int) *Canvas {
	out := NewCanvas(w, h)
	sx, sy := float64(c.W)/float64(w), float64(c.H)/float64(h)
	for y := 0; y < h; y++ {
		y0, y1 := float64(y)*sy, float64(y+1)*sy
		for x := 0; x < w; x++ {
			x0, x1 := float64(x)*sx, float64(x+1)*sx
			var acc [4]float64
			var area float64
			for j := int(y0); j < c.H && float64(j) < y1; j++ {
				wy := math.Min(y1, float64(j+1)) - math.Max(y0, float64(j))
				for i := int(x0); i < c.W && float64(i) < x1; i++ {
					wx := math.Min(x1, float64(i+1)) - math.Max(x0, float64(i))
					k := wx * wy
					p := c.Pix[(j*c.W+i)*4:]
					acc[0] += float64(p[0]) * k
					acc[1] += float64(p[1]) * k
					acc[2] += float64(p[2]) * k
					acc[3] += float64(p[3]) * k
					area += k
				}
			}
			if area > 0 {
				o := out.Pix[(y*w+x)*4:]
				for k := 0; k < 4; k++ {
					o[k] = float32(acc[k] / area)
				}
			}
		}
	}
	return out
}
