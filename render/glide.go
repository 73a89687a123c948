package render

import (
	"image/color"
	"math"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
)

// CameraGlide eases a camera to a new framing (its centre and zoom) over a tween, as a
// background animation of a Queue (Animation, Finisher). Hold, when set and true, pauses it: a
// board holds its camera still while a piece is lifted, so the place under the player's aim
// never moves away. Stop ends it where it is (the player's own pan or zoom).
type CameraGlide struct {
	Cam      *Camera // the camera moved
	From, To Camera  // the framings it eases between (From is the camera when it starts)
	Tween    Tween
	Hold     func() bool // may be nil
	stopped  bool
}

// NewCameraGlide eases cam to to over ticks ticks (60 a second at normal speed); hold may be nil.
func NewCameraGlide(cam *Camera, to Camera, ticks int, hold func() bool) *CameraGlide {
	return &CameraGlide{Cam: cam, From: *cam, To: to, Tween: Tween{Ticks: ticks}, Hold: hold}
}

// Update moves the camera one tick along the glide and reports whether it has ended.
func (g *CameraGlide) Update() bool {
	if g.stopped {
		return true
	}
	if g.Hold != nil && g.Hold() {
		return false
	}
	done := g.Tween.Update()
	p := g.Tween.Progress()
	g.Cam.X = g.From.X + (g.To.X-g.From.X)*p
	g.Cam.Y = g.From.Y + (g.To.Y-g.From.Y)*p
	g.Cam.Zoom = g.From.Zoom + (g.To.Zoom-g.From.Zoom)*p
	g.stopped = done
	return done
}

// Draw draws nothing: the glide only moves the camera the board draws with.
func (g *CameraGlide) Draw(*ebiten.Image) {}

// Finish puts the camera at the glide's end (a skip, a new viewer, animations off).
func (g *CameraGlide) Finish() {
	if !g.stopped {
		*g.Cam = g.To
		g.stopped = true
	}
}

// Stop ends the glide where the camera is now.
func (g *CameraGlide) Stop() { g.stopped = true }

// Pulse is a slow 0..1 oscillation for highlights at tick, swinging by amp around 0.5 (amp 0
// is a steady 0.5, so a board at rest draws the same picture every frame).
func Pulse(tick int, amp float64) float32 {
	return float32(0.5 + 0.5*amp*math.Sin(float64(tick)*0.09))
}

// RestingAmp is how strongly highlights pulse after idle (the time since the pointer last moved
// or the position changed): 1 for pulseFor, then fading to 0 over fade. Wall-clock time, so a
// slow renderer (fewer ticks a second) comes to rest as soon.
func RestingAmp(idle, pulseFor, fade time.Duration) float64 {
	return max(0, min(1, 1-float64(idle-pulseFor)/float64(fade)))
}

// Curve queues the quadratic curve a–c–b (control point c), mapped to the screen by at, as a
// solid line of width w px in n pieces; each piece overlaps the next a little so the joints
// show no gaps. Flush draws it.
func (p *Painter) Curve(a, c, b Point, at func(Point) Point, n int, w float64, clr color.RGBA, alpha float32) {
	prev := at(QuadPoint(a, c, b, 0))
	for i := 1; i <= n; i++ {
		q := at(QuadPoint(a, c, b, float64(i)/float64(n)))
		dx, dy := q.X-prev.X, q.Y-prev.Y
		ex, ey := 0.0, 0.0
		if l := math.Hypot(dx, dy); l > 0 {
			ex, ey = dx*(w*0.25/l), dy*(w*0.25/l)
		}
		p.Line(Point{X: prev.X - ex, Y: prev.Y - ey}, Point{X: q.X + ex, Y: q.Y + ey}, w, clr, alpha)
		prev = q
	}
}

// Segment is a straight piece of a line from A to B (a dash of a dashed curve).
type Segment struct{ A, B Point }

// AppendDashes appends the dashes of the quadratic curve a–c–b (control point c) to out: the
// curve cut into n pieces of equal t, every other one a dash from the first (n odd: the last
// one too).
func AppendDashes(out []Segment, a, c, b Point, n int) []Segment {
	prev := QuadPoint(a, c, b, 0)
	for i := 1; i <= n; i++ {
		p := QuadPoint(a, c, b, float64(i)/float64(n))
		if i%2 == 1 {
			out = append(out, Segment{prev, p})
		}
		prev = p
	}
	return out
}

// QuadPoint is the quadratic curve a–c–b (control point c) at t in [0, 1].
func QuadPoint(a, c, b Point, t float64) Point {
	u := 1 - t
	return Point{X: u*u*a.X + 2*u*t*c.X + t*t*b.X, Y: u*u*a.Y + 2*u*t*c.Y + t*t*b.Y}
}

// TurnArrow draws a circular arrow of radius 11 px at c turning clockwise (dir 1) or
// anticlockwise (-1), the icon of a rotate button, in clr.
func (p *Painter) TurnArrow(dst *ebiten.Image, c Point, dir float64, clr color.RGBA) {
	const rad = 11.0
	start, end := -math.Pi*0.15, math.Pi*1.35
	on := func(a float64) Point { return Point{X: c.X + dir*rad*math.Cos(a), Y: c.Y + rad*math.Sin(a)} }
	prev := on(start)
	for i := 1; i <= 14; i++ {
		q := on(start + (end-start)*float64(i)/14)
		p.Line(prev, q, 3, clr, 1)
		prev = q
	}
	// the head at the end of the arc, pointing along the turn
	tip := on(end)
	tx, ty := -dir*math.Sin(end), math.Cos(end) // direction of travel along the arc
	nx, ny := dir*math.Cos(end), math.Sin(end)
	p1 := Point{X: tip.X + 7*tx, Y: tip.Y + 7*ty}
	p2 := Point{X: tip.X + 6*nx, Y: tip.Y + 6*ny}
	p3 := Point{X: tip.X - 6*nx, Y: tip.Y - 6*ny}
	p.Quad(p1, p2, p3, p3, clr, 1)
	p.Flush(dst)
}

// TileOver covers r with img repeated, the pattern's origin at the screen point o (so it moves
// with a camera), clipped to r's rows and columns of whole repeats.
func (p *Painter) TileOver(dst, img *ebiten.Image, r Rect, o Point) {
	w, h := float64(img.Bounds().Dx()), float64(img.Bounds().Dy())
	ox, oy := math.Mod(o.X-r.X, w), math.Mod(o.Y-r.Y, h)
	if ox > 0 {
		ox -= w
	}
	if oy > 0 {
		oy -= h
	}
	for y := r.Y + oy; y < r.Bottom(); y += h {
		for x := r.X + ox; x < r.Right(); x += w {
			p.Tile(dst, img, x, y, 1)
		}
	}
}
