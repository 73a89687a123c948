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

// WorldToScreen converts a world point to logical screen px.
func (c *Camera) WorldToScreen(wx, wy float64) (sx, sy float64) {
	cx, cy := c.Viewport.Centre()
	return cx + (wx-c.X)*c.Zoom, cy + (wy-c.Y)*c.Zoom
}

// ScreenToWorld converts logical screen px to a world point.
func (c *Camera) ScreenToWorld(sx, sy float64) (wx, wy float64) {
	cx, cy := c.Viewport.Centre()
	return c.X + (sx-cx)/c.Zoom, c.Y + (sy-cy)/c.Zoom
}

// PanBy moves the view by (dx, dy) logical screen px (a drag to the right moves the world
// right, i.e. the centre left), then clamps.
func (c *Camera) PanBy(dx, dy float64) {
	c.X -= dx / c.Zoom
	c.Y -= dy / c.Zoom
	c.clamp()
}

// ZoomAt multiplies the zoom by factor, keeping the world point under screen point (sx, sy)
// fixed, then clamps.
func (c *Camera) ZoomAt(sx, sy, factor float64) {
	wx, wy := c.ScreenToWorld(sx, sy)
	c.Zoom = math.Max(c.MinZoom, math.Min(c.MaxZoom, c.Zoom*factor))
	cx, cy := c.Viewport.Centre()
	c.X = wx - (sx-cx)/c.Zoom
	c.Y = wy - (sy-cy)/c.Zoom
	c.clamp()
}

// LookAt centres the view on a world point, then clamps.
func (c *Camera) LookAt(wx, wy float64) {
	c.X, c.Y = wx, wy
	c.clamp()
}

// Fit centres the world rectangle w in the viewport and zooms so it fits with margin logical px
// around it, within the zoom clamps.
func (c *Camera) Fit(w Rect, margin float64) {
	if w.W <= 0 || w.H <= 0 {
		c.LookAt(w.X, w.Y)
		return
	}
	z := math.Min((c.Viewport.W-2*margin)/w.W, (c.Viewport.H-2*margin)/w.H)
	c.Zoom = math.Max(c.MinZoom, math.Min(c.MaxZoom, z))
	c.LookAt(w.X+w.W/2, w.Y+w.H/2)
}

func (c *Camera) clamp() {
	if c.Bounds.W > 0 && c.Bounds.H > 0 {
		c.X = math.Max(c.Bounds.X, math.Min(c.Bounds.Right(), c.X))
		c.Y = math.Max(c.Bounds.Y, math.Min(c.Bounds.Bottom(), c.Y))
	}
}
