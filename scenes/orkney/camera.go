package orkney

import (
	"math"

	"northtable/render"
)

// Zoom limits: a hex is drawn between 19 and 125 logical px from centre to corner.
const (
	minZoom = 0.2
	maxZoom = 1.3
)

// camera is render.Camera with the scene's point type: world units are the hex layout's px
// at size hexSize; screen units are logical px.
type camera struct{ render.Camera }

// newCamera looks at the world origin at zoom inside viewport.
func newCamera(viewport render.Rect, zoom float64) camera {
	c := render.NewCamera(viewport)
	c.Zoom, c.MinZoom, c.MaxZoom = zoom, minZoom, maxZoom
	return camera{*c}
}

// toScreen converts a world point to screen px.
func (c *camera) toScreen(w pt) pt {
	x, y := c.WorldToScreen(w.X, w.Y)
	return pt{X: x, Y: y}
}

// toWorld converts a screen point to world units.
func (c *camera) toWorld(s pt) pt {
	x, y := c.ScreenToWorld(s.X, s.Y)
	return pt{X: x, Y: y}
}

// fit centres the world rectangle [min, max] in the viewport at the largest zoom (up to limit)
// that shows it whole.
func (c *camera) fit(min, max pt, limit float64) {
	c.Fit(render.Rect{X: min.X, Y: min.Y, W: max.X - min.X, H: max.Y - min.Y}, 0)
	c.Zoom = math.Min(c.Zoom, limit)
}

// centre is the middle of the viewport in screen px.
func (c *camera) centre() pt {
	x, y := c.Viewport.Centre()
	return pt{X: x, Y: y}
}
