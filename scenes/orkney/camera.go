package orkney

import (
	"image"
	"math"
)

// Zoom limits: a hex is drawn between 19 and 125 logical px from centre to corner.
const (
	minZoom = 0.2
	maxZoom = 1.3
)

// camera maps world units to screen (logical px) inside a viewport: the world point (X, Y) is
// drawn at the viewport's centre, scaled by Zoom.
type camera struct {
	X, Y, Zoom float64
	View       image.Rectangle
}

func (c *camera) centre() pt {
	return pt{X: float64(c.View.Min.X+c.View.Max.X) / 2, Y: float64(c.View.Min.Y+c.View.Max.Y) / 2}
}

// toScreen converts a world point to screen px.
func (c *camera) toScreen(w pt) pt {
	o := c.centre()
	return pt{X: o.X + (w.X-c.X)*c.Zoom, Y: o.Y + (w.Y-c.Y)*c.Zoom}
}

// toWorld converts a screen point to world units.
func (c *camera) toWorld(s pt) pt {
	o := c.centre()
	return pt{X: c.X + (s.X-o.X)/c.Zoom, Y: c.Y + (s.Y-o.Y)/c.Zoom}
}

// panBy moves the view by a screen-space drag (dx, dy): the board follows the pointer.
func (c *camera) panBy(dx, dy float64) {
	c.X -= dx / c.Zoom
	c.Y -= dy / c.Zoom
}

// zoomAt scales by factor keeping the world point under screen point s in place.
func (c *camera) zoomAt(s pt, factor float64) {
	before := c.toWorld(s)
	c.Zoom = math.Max(minZoom, math.Min(maxZoom, c.Zoom*factor))
	after := c.toWorld(s)
	c.X += before.X - after.X
	c.Y += before.Y - after.Y
}

// fit centres the world rectangle [min, max] in the viewport at the largest zoom (up to limit)
// that shows it whole.
func (c *camera) fit(min, max pt, limit float64) {
	w, h := max.X-min.X, max.Y-min.Y
	vw, vh := float64(c.View.Dx()), float64(c.View.Dy())
	z := limit
	if w > 0 {
		z = math.Min(z, vw/w)
	}
	if h > 0 {
		z = math.Min(z, vh/h)
	}
	c.Zoom = math.Max(minZoom, math.Min(maxZoom, z))
	c.X, c.Y = (min.X+max.X)/2, (min.Y+max.Y)/2
}
