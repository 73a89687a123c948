package render

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"northtable/input"
	"northtable/rules/hex"
)

// HexMap is a hex board seen through a camera: a hex layout (axial q/r cells, Red Blob Games'
// terms) in world units, the Camera over it with its glide, the player's gestures that move it,
// and the drawing a hex board does on it — sprites in layers over the cells, a glow on a set of
// cells, and the ghost of a piece carried over a cell, marked as fitting or refused. A board
// says which sprites make its cells and what a click means; the map says where things are.
// The zero value is unusable: set Layout, Cam (its Viewport and zoom clamps) and Area.
type HexMap struct {
	Layout hex.Layout // the cells in world units (Layout.Size from centre to corner)
	Cam    Camera     // world units to logical px; Cam.Viewport is where the layout is framed
	Area   Rect       // the screen the map covers, logical px (gestures are read over it)

	// SpriteScale is world units per px of a cell-sized sprite (Layout.Size over the sprites'
	// own hex size): a HexSprite with no Width is drawn at SpriteScale·Zoom.
	SpriteScale float64
	Shadow      *ebiten.Image // a cell-sized shadow under a lifted ghost (may be nil)
	Refused     *ebiten.Image // a cell-sized cross over a ghost that does not fit

	// Framing (Frame): the camera's centre may go Reach world units beyond the layout's cells;
	// a fit shows FitPad world units around them, at most FitMaxZoom (0: the zoom clamps only),
	// gliding there in GlideTicks ticks; Hold, when true, holds the glide (a piece is lifted, so
	// the cell under the player's aim never moves away).
	Reach      float64
	FitPad     Point
	FitMaxZoom float64
	GlideTicks int
	Hold       func() bool
	AutoFit    bool // keep framing the layout until the player pans or zooms

	glide   *CameraGlide // the glide under way, if any
	panning bool         // the press under way began on the map: a drag pans
	canvas  *ebiten.Image
	screen  *ebiten.Image
	scale   float64
}

// Steps of the map's gestures: a wheel notch zooms by WheelZoom, a zoom key by KeyZoom, a pan
// key moves the view KeyPan logical px a tick.
const (
	WheelZoom = 1.15
	KeyZoom   = 1.2
	KeyPan    = 14.0
)

// CellScreen is the centre of cell c on screen, logical px.
func (m *HexMap) CellScreen(c hex.Axial) Point { return m.Cam.ToScreen(m.Layout.Centre(c)) }

// CornerScreen is corner k of cell c on screen (hex.Layout.CornerOffset: 0 at the upper right,
// then clockwise).
func (m *HexMap) CornerScreen(c hex.Axial, k int) Point {
	return m.Cam.ToScreen(m.Layout.CornerPoint(c, k))
}

// EdgeScreen is the middle of edge e on screen.
func (m *HexMap) EdgeScreen(e hex.Edge) Point { return m.Cam.ToScreen(m.Layout.EdgeMidpoint(e)) }

// CellAt is the cell drawn under screen point s.
func (m *HexMap) CellAt(s Point) hex.Axial { return m.Layout.CellAt(m.Cam.ToWorld(s)) }

// Frame sets the layout the map shows by the world rectangle of its cells' centres (lo and hi
// are opposite corners): the camera's centre stays within Reach of it (Camera.Bounds), and
// while AutoFit the camera glides to show it with FitPad around (push takes the glide, e.g. a
// Queue's PushBackground).
func (m *HexMap) Frame(lo, hi Point, push func(Animation)) {
	lo, hi = Point{X: min(lo.X, hi.X), Y: min(lo.Y, hi.Y)}, Point{X: max(lo.X, hi.X), Y: max(lo.Y, hi.Y)}
	m.Cam.Bounds = RectXY(lo.X-m.Reach, lo.Y-m.Reach, hi.X+m.Reach, hi.Y+m.Reach)
	if !m.AutoFit {
		return
	}
	to := m.Cam
	lo, hi = lo.Sub(m.FitPad), hi.Add(m.FitPad)
	to.Fit(RectXY(lo.X, lo.Y, hi.X, hi.Y), 0, m.FitMaxZoom)
	m.GlideTo(to, push)
}

// GlideTo eases the camera to to, replacing a glide under way; push takes the glide.
func (m *HexMap) GlideTo(to Camera, push func(Animation)) {
	m.StopGlide()
	if to.X == m.Cam.X && to.Y == m.Cam.Y && to.Zoom == m.Cam.Zoom {
		return
	}
	m.glide = NewCameraGlide(&m.Cam, to, m.GlideTicks, m.Hold)
	push(m.glide)
}

// StopGlide ends the camera's glide where it is.
func (m *HexMap) StopGlide() {
	if m.glide != nil {
		m.glide.Stop()
		m.glide = nil
	}
}

// Pan moves the view by (dx, dy) logical px, clamped so the layout stays in reach; the player
// has taken the camera, so it no longer frames the layout by itself.
func (m *HexMap) Pan(dx, dy float64) {
	m.StopGlide()
	m.Cam.PanBy(dx, dy)
	m.AutoFit = false
}

// ZoomAt zooms by factor keeping the world point under screen point s under it (within the
// zoom clamps and Bounds); like Pan it ends the auto-fit.
func (m *HexMap) ZoomAt(s Point, f float64) {
	m.StopGlide()
	m.Cam.ZoomAt(s, f)
	m.AutoFit = false
}

// Keys applies one tick's zoom and pan keys (zoom about the viewport's centre) and reports
// whether the zoom changed.
func (m *HexMap) Keys(f input.Frame) (zoomed bool) {
	for _, a := range f.Actions {
		switch a {
		case input.ActZoomIn:
			m.ZoomAt(m.Cam.Centre(), KeyZoom)
			zoomed = true
		case input.ActZoomOut:
			m.ZoomAt(m.Cam.Centre(), 1/KeyZoom)
			zoomed = true
		case input.ActPanLeft:
			m.Pan(KeyPan, 0)
		case input.ActPanRight:
			m.Pan(-KeyPan, 0)
		case input.ActPanUp:
			m.Pan(0, KeyPan)
		case input.ActPanDown:
			m.Pan(0, -KeyPan)
		}
	}
	return zoomed
}

// Gestures applies one tick's pointer gestures and reports whether the zoom changed: the wheel
// zooms at the pointer when on (the pointer is on the map where a click reaches it) and wheel
// (the board does not take the wheel for itself); a pinch over Area zooms at the pointer; a
// drag that began on the map pans it.
func (m *HexMap) Gestures(f input.Frame, p *input.Pointer, on, wheel bool) (zoomed bool) {
	at := Point{X: p.X, Y: p.Y}
	if f.WheelY != 0 && on && wheel {
		m.ZoomAt(at, math.Pow(WheelZoom, f.WheelY))
		zoomed = true
	}
	if f.Pinch != 0 && f.Pinch != 1 && m.Area.Contains(at.X, at.Y) {
		m.ZoomAt(at, f.Pinch)
		zoomed = true
	}
	if p.Pressed() {
		m.panning = on
	}
	if p.Dragging() && m.panning {
		m.Pan(p.DragDelta())
	}
	if !p.Down {
		m.panning = false
	}
	return zoomed
}

// EndPan makes the press under way no pan (it was taken by a control or a tap).
func (m *HexMap) EndPan() { m.panning = false }

// Canvas is screen's sub-image of Area (kept while the screen and its device scale stay), with
// the painter set to the screen's device scale.
func (m *HexMap) Canvas(p *Painter, screen *ebiten.Image) *ebiten.Image {
	if s := ScaleOf(screen); m.canvas == nil || m.screen != screen || m.scale != s {
		m.screen, m.scale = screen, s
		a := m.Area
		r := image.Rect(int(a.X*s), int(a.Y*s), int(a.Right()*s), int(a.Bottom()*s))
		m.canvas = screen.SubImage(r).(*ebiten.Image)
	}
	p.SetScale(m.scale)
	return m.canvas
}

// DrawBackdrop covers Area with img repeated, moving with the camera (the world origin is a
// corner of the pattern), or with fill when img is nil.
func (m *HexMap) DrawBackdrop(p *Painter, dst, img *ebiten.Image, fill color.RGBA) {
	if img == nil {
		p.FillRect(dst, m.Area, fill)
		return
	}
	p.TileOver(dst, img, m.Area, m.Cam.ToScreen(Point{}))
}

// HexSprite is one sprite of a map's layer: drawn with its anchor at the world point At (a
// cell's centre or a point on it), moved Shift logical px on screen (a drop shadow), at opacity
// Alpha. Width is the world units its width spans, but never under MinPx logical px on screen
// (an icon stays readable zoomed out); a zero Width is a cell-sized sprite (SpriteScale).
type HexSprite struct {
	Img   *ebiten.Image
	At    Point
	Shift Point
	Width float64
	MinPx float64
	Alpha float32
}

// HexLayers is what a board draws on its map, layer by layer: layer l has LayerLen(l) places,
// and LayerSprite(l, k) is what place k shows (false: nothing).
type HexLayers interface {
	LayerLen(l int) int
	LayerSprite(l, k int) (HexSprite, bool)
}

// DrawLayers draws layers from to to-1 of src, one pass per layer: a layer draws one kind of
// sprite at one size, so a pass samples one mipmap level and batches into one draw call.
func (m *HexMap) DrawLayers(p *Painter, dst *ebiten.Image, src HexLayers, from, to int) {
	z := m.Cam.Zoom
	for l := from; l < to; l++ {
		for k, n := 0, src.LayerLen(l); k < n; k++ {
			s, ok := src.LayerSprite(l, k)
			if !ok || s.Img == nil {
				continue
			}
			sc := m.SpriteScale * z
			if s.Width > 0 {
				sc = math.Max(z*s.Width, s.MinPx) / float64(s.Img.Bounds().Dx())
			}
			p.Sprite(dst, s.Img, m.Cam.ToScreen(s.At).Add(s.Shift), sc, s.Alpha)
		}
	}
}

// DrawGlow lights cells with the cell-sized sprite img at opacity alpha (a board pulses it),
// except the cell skip when skipping (where a ghost shows instead).
func (m *HexMap) DrawGlow(p *Painter, dst, img *ebiten.Image, cells []hex.Axial, alpha float32, skip hex.Axial, skipping bool) {
	sc := m.Cam.Zoom * m.Layout.Size / m.Layout.Size * m.SpriteScale
	for _, c := range cells {
		if skipping && c == skip {
			continue
		}
		p.Sprite(dst, img, m.CellScreen(c), sc, alpha)
	}
}

// HexPiece is a piece a board carries over its map: DrawPiece draws it centred at screen point
// c, px logical px from centre to corner, at opacity alpha.
type HexPiece interface {
	DrawPiece(dst *ebiten.Image, c Point, px float64, alpha float32)
}

// DrawGhost shows piece on cell as it would lie there: on an empty cell lifted above the
// Shadow; marked as fitting by a bright outline pulsing with pulse (0..1), or refused by the
// Refused cross (the piece dimmed under it).
func (m *HexMap) DrawGhost(p *Painter, dst *ebiten.Image, cell hex.Axial, piece HexPiece, empty, fits bool, pulse float32) {
	z := m.Cam.Zoom
	c := m.CellScreen(cell)
	sc := m.SpriteScale * z
	a := float32(1)
	if !fits {
		a = 0.7
	}
	if empty {
		lift := Point{Y: -4}
		p.Sprite(dst, m.Shadow, c.Add(Point{Y: 6}), sc, 0.9)
		piece.DrawPiece(dst, c.Add(lift), m.Layout.Size*z, a)
		c = c.Add(lift)
	}
	if !fits {
		p.Sprite(dst, m.Refused, c, sc, 1)
		return
	}
	for k := 0; k < 6; k++ {
		p0, p1 := c.Add(m.Layout.CornerOffset(k).Scale(z)), c.Add(m.Layout.CornerOffset(k+1).Scale(z))
		p.Line(p0, p1, math.Max(2.5, 5*z), Foam, 0.75+0.25*pulse)
	}
	p.Flush(dst)
}

// Line queues a line between world points a and b, w logical px wide (Flush draws it).
func (m *HexMap) Line(p *Painter, a, b Point, w float64, clr color.RGBA, alpha float32) {
	p.Line(m.Cam.ToScreen(a), m.Cam.ToScreen(b), w, clr, alpha)
}

// Curve queues the quadratic curve a–c–b in world points (control point c, a connection across
// a cell), w logical px wide (Flush draws it).
func (m *HexMap) Curve(p *Painter, a, c, b Point, w float64, clr color.RGBA, alpha float32) {
	p.Curve(a, c, b, m.Cam.ToScreen, 10, w, clr, alpha)
}
