package paint

import (
	"math"

	"golang.org/x/image/vector"
)

// Pt is a point in canvas pixels (y down).
type Pt struct{ X, Y float64 }

// Add returns p+q.
func (p Pt) Add(q Pt) Pt { return Pt{p.X + q.X, p.Y + q.Y} }

// Sub returns p−q.
func (p Pt) Sub(q Pt) Pt { return Pt{p.X - q.X, p.Y - q.Y} }

// Mul returns p scaled by k.
func (p Pt) Mul(k float64) Pt { return Pt{p.X * k, p.Y * k} }

// Len is the length of p as a vector.
func (p Pt) Len() float64 { return math.Hypot(p.X, p.Y) }

// Lerp interpolates from p to q by t.
func (p Pt) Lerp(q Pt, t float64) Pt { return Pt{p.X + (q.X-p.X)*t, p.Y + (q.Y-p.Y)*t} }

// Polar is the point at distance r and angle a (radians, clockwise from +x since y is down)
// from c.
func Polar(c Pt, r, a float64) Pt { return Pt{c.X + r*math.Cos(a), c.Y + r*math.Sin(a)} }

// Path is a set of polylines (curves are flattened when added). Sub-paths are closed when
// filled; winding matters: overlapping sub-paths of the same orientation unite, opposite ones
// cut holes.
type Path struct {
	Subs   [][]Pt
	Closed []bool
}

// NewPath returns an empty path.
func NewPath() *Path { return &Path{} }

// MoveTo starts a new sub-path.
func (p *Path) MoveTo(x, y float64) *Path {
	p.Subs = append(p.Subs, []Pt{{x, y}})
	p.Closed = append(p.Closed, false)
	return p
}

func (p *Path) pen() Pt {
	s := p.Subs[len(p.Subs)-1]
	return s[len(s)-1]
}

func (p *Path) add(q Pt) {
	i := len(p.Subs) - 1
	p.Subs[i] = append(p.Subs[i], q)
}

// LineTo adds a straight segment.
func (p *Path) LineTo(x, y float64) *Path { p.add(Pt{x, y}); return p }

// QuadTo adds a quadratic Bézier segment.
func (p *Path) QuadTo(cx, cy, x, y float64) *Path {
	a, b, c := p.pen(), Pt{cx, cy}, Pt{x, y}
	n := segments(a.Sub(b).Len() + b.Sub(c).Len())
	for i := 1; i <= n; i++ {
		t := float64(i) / float64(n)
		u := 1 - t
		p.add(Pt{u*u*a.X + 2*u*t*b.X + t*t*c.X, u*u*a.Y + 2*u*t*b.Y + t*t*c.Y})
	}
	return p
}

// CubeTo adds a cubic Bézier segment.
func (p *Path) CubeTo(c1x, c1y, c2x, c2y, x, y float64) *Path {
	a, b, c, d := p.pen(), Pt{c1x, c1y}, Pt{c2x, c2y}, Pt{x, y}
	n := segments(a.Sub(b).Len() + b.Sub(c).Len() + c.Sub(d).Len())
	for i := 1; i <= n; i++ {
		t := float64(i) / float64(n)
		u := 1 - t
		p.add(Pt{
			u*u*u*a.X + 3*u*u*t*b.X + 3*u*t*t*c.X + t*t*t*d.X,
			u*u*u*a.Y + 3*u*u*t*b.Y + 3*u*t*t*c.Y + t*t*t*d.Y,
		})
	}
	return p
}

// ArcTo adds a circular arc around centre c from the pen's angle a0 to a1 (radians; a1 > a0
// runs clockwise on screen), starting with a line to the arc's first point.
func (p *Path) ArcTo(c Pt, r, a0, a1 float64) *Path {
	n := segments(math.Abs(a1-a0) * r)
	for i := 0; i <= n; i++ {
		q := Polar(c, r, a0+(a1-a0)*float64(i)/float64(n))
		p.add(q)
	}
	return p
}

// Close closes the current sub-path.
func (p *Path) Close() *Path { p.Closed[len(p.Closed)-1] = true; return p }

// Append adds q's sub-paths to p.
func (p *Path) Append(q *Path) *Path {
	for i, s := range q.Subs {
		p.Subs = append(p.Subs, append([]Pt(nil), s...))
		p.Closed = append(p.Closed, q.Closed[i])
	}
	return p
}

func segments(length float64) int {
	n := int(math.Ceil(length / 2))
	if n < 4 {
		n = 4
	}
	if n > 256 {
		n = 256
	}
	return n
}

// Map returns a copy of p with f applied to every point.
func (p *Path) Map(f func(Pt) Pt) *Path {
	q := &Path{Closed: append([]bool(nil), p.Closed...)}
	for _, s := range p.Subs {
		t := make([]Pt, len(s))
		for i, v := range s {
			t[i] = f(v)
		}
		q.Subs = append(q.Subs, t)
	}
	return q
}

// Translate returns p moved by (dx, dy).
func (p *Path) Translate(dx, dy float64) *Path {
	return p.Map(func(v Pt) Pt { return Pt{v.X + dx, v.Y + dy} })
}

// Rotate returns p rotated by a radians around c.
func (p *Path) Rotate(c Pt, a float64) *Path {
	s, co := math.Sin(a), math.Cos(a)
	return p.Map(func(v Pt) Pt {
		d := v.Sub(c)
		return Pt{c.X + d.X*co - d.Y*s, c.Y + d.X*s + d.Y*co}
	})
}

// Scale returns p scaled by (sx, sy) around c.
func (p *Path) Scale(c Pt, sx, sy float64) *Path {
	return p.Map(func(v Pt) Pt { return Pt{c.X + (v.X-c.X)*sx, c.Y + (v.Y-c.Y)*sy} })
}

// Reverse returns p with every sub-path reversed (flips its winding, e.g. to cut a hole).
func (p *Path) Reverse() *Path {
	q := &Path{Closed: append([]bool(nil), p.Closed...)}
	for _, s := range p.Subs {
		t := make([]Pt, len(s))
		for i, v := range s {
			t[len(s)-1-i] = v
		}
		q.Subs = append(q.Subs, t)
	}
	return q
}

func newRaster(w, h int, p *Path) *vector.Rasterizer {
	z := vector.NewRasterizer(w, h)
	for _, s := range p.Subs {
		if len(s) < 2 {
			continue
		}
		z.MoveTo(float32(s[0].X), float32(s[0].Y))
		for _, v := range s[1:] {
			z.LineTo(float32(v.X), float32(v.Y))
		}
		z.ClosePath()
	}
	return z
}

// Poly is a closed polygon through pts.
func Poly(pts ...Pt) *Path {
	p := NewPath().MoveTo(pts[0].X, pts[0].Y)
	for _, v := range pts[1:] {
		p.LineTo(v.X, v.Y)
	}
	return p.Close()
}

// Circle is a clockwise circle.
func Circle(cx, cy, r float64) *Path { return Ellipse(cx, cy, r, r) }

// Ellipse is a clockwise axis-aligned ellipse.
func Ellipse(cx, cy, rx, ry float64) *Path {
	n := segments(2 * math.Pi * math.Max(rx, ry))
	if n < 24 {
		n = 24
	}
	p := NewPath()
	for i := 0; i < n; i++ {
		a := 2 * math.Pi * float64(i) / float64(n)
		x, y := cx+rx*math.Cos(a), cy+ry*math.Sin(a)
		if i == 0 {
			p.MoveTo(x, y)
		} else {
			p.LineTo(x, y)
		}
	}
	return p.Close()
}

// RoundRect is a clockwise rectangle with corner radius r.
func RoundRect(x, y, w, h, r float64) *Path {
	r = math.Min(r, math.Min(w, h)/2)
	p := NewPath().MoveTo(x+r, y)
	p.ArcTo(Pt{x + w - r, y + r}, r, -math.Pi/2, 0)
	p.ArcTo(Pt{x + w - r, y + h - r}, r, 0, math.Pi/2)
	p.ArcTo(Pt{x + r, y + h - r}, r, math.Pi/2, math.Pi)
	p.ArcTo(Pt{x + r, y + r}, r, math.Pi, 1.5*math.Pi)
	return p.Close()
}

// Rect is a clockwise rectangle.
func Rect(x, y, w, h float64) *Path {
	return Poly(Pt{x, y}, Pt{x + w, y}, Pt{x + w, y + h}, Pt{x, y + h})
}

// Regular is a clockwise regular n-gon of circumradius r with its first vertex at angle a0.
func Regular(c Pt, r float64, n int, a0 float64) *Path {
	pts := make([]Pt, n)
	for i := range pts {
		pts[i] = Polar(c, r, a0+2*math.Pi*float64(i)/float64(n))
	}
	return Poly(pts...)
}

// Star is a clockwise n-pointed star with outer radius ro and inner radius ri, first point at
// angle a0.
func Star(c Pt, ro, ri float64, n int, a0 float64) *Path {
	pts := make([]Pt, 2*n)
	for i := range pts {
		r := ro
		if i%2 == 1 {
			r = ri
		}
		pts[i] = Polar(c, r, a0+math.Pi*float64(i)/float64(n))
	}
	return Poly(pts...)
}

func signedArea(s []Pt) float64 {
	var a float64
	for i := range s {
		j := (i + 1) % len(s)
		a += s[i].X*s[j].Y - s[j].X*s[i].Y
	}
	return a / 2
}

func positive(s []Pt) []Pt {
	if signedArea(s) >= 0 {
		return s
	}
	t := make([]Pt, len(s))
	for i, v := range s {
		t[len(s)-1-i] = v
	}
	return t
}

// Stroke returns the outline of p's polylines drawn with the given width, as polygons of one
// winding (round joins and caps), ready to Fill.
func Stroke(p *Path, width float64) *Path {
	hw := width / 2
	out := NewPath()
	for si, s := range p.Subs {
		pts := s
		if p.Closed[si] && len(s) > 1 {
			pts = append(append([]Pt(nil), s...), s[0])
		}
		for i := 0; i+1 < len(pts); i++ {
			a, b := pts[i], pts[i+1]
			d := b.Sub(a)
			l := d.Len()
			if l == 0 {
				continue
			}
			n := Pt{-d.Y / l * hw, d.X / l * hw}
			quad := positive([]Pt{a.Add(n), b.Add(n), b.Sub(n), a.Sub(n)})
			out.Subs = append(out.Subs, quad)
			out.Closed = append(out.Closed, true)
		}
		for _, v := range pts {
			out.Subs = append(out.Subs, positive(Circle(v.X, v.Y, hw).Subs[0]))
			out.Closed = append(out.Closed, true)
		}
	}
	return out
}

// Dash splits p's polylines into dashes of length on separated by gaps of length off, starting
// phase pixels into the pattern.
func Dash(p *Path, on, off, phase float64) *Path {
	out := NewPath()
	period := on + off
	for si, s := range p.Subs {
		pts := s
		if p.Closed[si] && len(s) > 1 {
			pts = append(append([]Pt(nil), s...), s[0])
		}
		pos := math.Mod(phase, period)
		drawing := pos < on
		if drawing {
			out.MoveTo(pts[0].X, pts[0].Y)
		}
		for i := 0; i+1 < len(pts); i++ {
			a, b := pts[i], pts[i+1]
			l := b.Sub(a).Len()
			t := 0.0
			for t < l {
				var next float64
				if drawing {
					next = on - pos
				} else {
					next = period - pos
				}
				if t+next > l {
					pos += l - t
					t = l
					if drawing {
						out.LineTo(b.X, b.Y)
					}
					break
				}
				t += next
				q := a.Lerp(b, t/l)
				if drawing {
					out.LineTo(q.X, q.Y)
					pos = on
					drawing = false
				} else {
					out.MoveTo(q.X, q.Y)
					pos = 0
					drawing = true
				}
			}
		}
	}
	return out
}
