package render

import "math"

// Camera maps world coordinates (e.g. hex layout px) to logical screen px inside a viewport:
// screen = viewport centre + (world - (X, Y))·Zoom. The zero value is unusable; use NewCamera.
type Camera struct {
	X, Y     float64 // the world point shown at the viewport centre
	Zoom     float64 // logical px per world px
	MinZoom  float64 // clamps for Zoom
	MaxZoom  float64
	Viewport Rect // where the world is drawn, logical px
	// Bounds limits the centre (X, Y) to a world rectangle; a zero W or H means no limit.
	Bounds Rect
}

// NewCamera returns a camera looking at (0, 0) at zoom 1 inside viewport, zoom clamped to
// [0.35, 2.5].
func NewCamera(viewport Rect) *Camera {
	return &Camera{Zoom: 1, MinZoom: 0.35, MaxZoom: 2.5, Viewport: viewport}
}

// Centre is the middle of the viewport, logical px: where the world point (X, Y) is shown.
func (c *Camera) Centre() Point {
	x, y := c.Viewport.Centre()
	return Point{X: x, Y: y}
}

// ToScreen converts a world point to logical screen px.
func (c *Camera) ToScreen(w Point) Point {
	return c.Centre().Add(Point{X: w.X - c.X, Y: w.Y - c.Y}.Scale(c.Zoom))
}

// ToWorld converts logical screen px to a world point.
func (c *Camera) ToWorld(s Point) Point {
	m := c.Centre()
	return Point{X: c.X + (s.X-m.X)/c.Zoom, Y: c.Y + (s.Y-m.Y)/c.Zoom}
}

// PanBy moves the view by (dx, dy) logical screen px (a drag to the right moves the world
// right, i.e. the centre left), then clamps.
func (c *Camera) PanBy(dx, dy float64) {
	c.X -= dx / c.Zoom
	c.Y -= dy / c.Zoom
	c.clamp()
}

// ZoomAt multiplies the zoom by factor, keeping the world point under screen point s fixed,
// then clamps.
func (c *Camera) ZoomAt(s Point, factor float64) {
	w := c.ToWorld(s)
	c.Zoom = math.Max(c.MinZoom, math.Min(c.MaxZoom, c.Zoom*factor))
	m := c.Centre()
	c.X, c.Y = w.X-(s.X-m.X)/c.Zoom, w.Y-(s.Y-m.Y)/c.Zoom
	c.clamp()
}

// LookAt centres the view on a world point, then clamps.
func (c *Camera) LookAt(wx, wy float64) {
	c.X, c.Y = wx, wy
	c.clamp()
}

// Fit centres the world rectangle w in the viewport and zooms so it fits with margin logical px
// around it, within the zoom clamps and at most maxZoom (0: no further limit).
func (c *Camera) Fit(w Rect, margin, maxZoom float64) {
	if w.W <= 0 || w.H <= 0 {
		c.LookAt(w.X, w.Y)
		return
	}
	z := math.Min((c.Viewport.W-2*margin)/w.W, (c.Viewport.H-2*margin)/w.H)
	if maxZoom > 0 {
		z = math.Min(z, maxZoom)
	}
	c.Zoom = math.Max(c.MinZoom, math.Min(c.MaxZoom, z))
	c.LookAt(w.X+w.W/2, w.Y+w.H/2)
}

func (c *Camera) clamp() {
	if c.Bounds.W > 0 && c.Bounds.H > 0 {
		c.X = math.Max(c.Bounds.X, math.Min(c.Bounds.Right(), c.X))
		c.Y = math.Max(c.Bounds.Y, math.Min(c.Bounds.Bottom(), c.Y))
	}
}
