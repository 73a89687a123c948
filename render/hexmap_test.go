package render_test

import (
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/input"
	"northtable/render"
	"northtable/rules/hex"
)

// sampleMap is a map of hexes of size 40 over a 400x300 area, the camera at zoom 1 on cell
// (0,0), its centre kept within 80 world units of the cells (0,0)–(3,0).
func sampleMap() *render.HexMap {
	m := &render.HexMap{
		Layout: hex.Layout{Size: 40}, Area: render.Rect{W: 400, H: 300}, SpriteScale: 40.0 / 10,
		Cam:   render.Camera{Zoom: 1, MinZoom: 0.25, MaxZoom: 4, Viewport: render.Rect{W: 400, H: 300}},
		Reach: 80, FitPad: render.Point{X: 40, Y: 40}, GlideTicks: 6,
	}
	m.Frame(m.Layout.Centre(hex.Axial{}), m.Layout.Centre(hex.Axial{Q: 3}), nil)
	return m
}

// solid is a w x w sprite of one colour.
func solid(w int, c color.RGBA) *ebiten.Image {
	img := ebiten.NewImage(w, w)
	img.Fill(c)
	return img
}

// oneCell is a layer of one sprite on one cell (a 20 px sprite is a cell of size 10: SpriteScale
// draws it corner to corner across the cell).
type oneCell struct {
	img  *ebiten.Image
	cell hex.Axial
	m    *render.HexMap
}

func (o oneCell) LayerLen(int) int { return 1 }
func (o oneCell) LayerSprite(int, int) (render.HexSprite, bool) {
	return render.HexSprite{Img: o.img, At: o.m.Layout.Centre(o.cell), Alpha: 1}, true
}

// drag presses at from, moves to to in steps and lets go, feeding each tick to the map's
// gestures with on (the press lands on the map).
func drag(m *render.HexMap, from, to render.Point, on bool) {
	var p input.Pointer
	step := func(f input.Frame) {
		p.Update(f)
		m.Gestures(f, &p, on, true)
	}
	step(input.Frame{X: from.X, Y: from.Y, Down: true})
	for i := 1; i <= 4; i++ {
		at := from.Lerp(to, float64(i)/4)
		step(input.Frame{X: at.X, Y: at.Y, Down: true})
	}
	step(input.Frame{X: to.X, Y: to.Y})
}

func TestHexMapDrawsACellWhereAClickFindsIt(t *testing.T) {
	m := sampleMap()
	p := render.NewPainter()
	dst := ebiten.NewImage(400, 300)
	white := color.RGBA{0xff, 0xff, 0xff, 0xff}
	cell := hex.Axial{Q: 0, R: 1}
	for _, z := range []float64{0.5, 1, 2} {
		m.Cam.Zoom = z
		dst.Clear()
		m.DrawLayers(p, dst, oneCell{solid(20, white), cell, m}, 0, 1)
		c := m.CellScreen(cell)
		// the cell-sized sprite spans Layout.Size·Zoom either side
		assert.Equal(t, white, pixel(dst, int(c.X), int(c.Y)), "zoom %v: the sprite is on the cell", z)
		assert.True(t, near(white, pixel(dst, int(c.X+40*z-4), int(c.Y)), 8), "zoom %v: it is the cell's size", z)
		assert.Equal(t, color.RGBA{}, pixel(dst, int(c.X+40*z+4), int(c.Y)), "zoom %v: and no bigger", z)
		assert.Equal(t, cell, m.CellAt(c), "zoom %v: a click where the cell is drawn lands on it", z)
		k2 := m.CornerScreen(cell, 2)
		assert.InDelta(t, 40*z, k2.Dist(c), 1e-9, "a corner is Size·Zoom from the centre")
		e := m.EdgeScreen(cell.EdgeOf(0))
		assert.InDelta(t, 40*z*0.8660254, e.Dist(c), 1e-6, "an edge's middle is the inner radius away")
		// just inside the corner the click is still on the cell, beyond it on a neighbour
		assert.Equal(t, cell, m.CellAt(c.Lerp(k2, 0.95)))
		assert.NotEqual(t, cell, m.CellAt(c.Lerp(k2, 1.1)))
	}
}

func TestHexMapZoomAtKeepsThePointUnderThePointer(t *testing.T) {
	m := sampleMap()
	at := render.Point{X: 290, Y: 120}
	before := m.Cam.ToWorld(at)
	var p input.Pointer
	f := input.Frame{X: at.X, Y: at.Y, WheelY: 2}
	p.Update(f)
	require.True(t, m.Gestures(f, &p, true, true))
	assert.InDelta(t, 1.15*1.15, m.Cam.Zoom, 1e-9, "two notches zoom in")
	after := m.Cam.ToWorld(at)
	assert.InDelta(t, before.X, after.X, 1e-9, "the world point stays under the pointer")
	assert.InDelta(t, before.Y, after.Y, 1e-9)

	f = input.Frame{X: at.X, Y: at.Y, WheelY: 1}
	p.Update(f)
	assert.False(t, m.Gestures(f, &p, true, false), "the board took the wheel: no zoom")
	assert.False(t, m.Gestures(f, &p, false, true), "off the map (under a panel): no zoom")

	f = input.Frame{X: at.X, Y: at.Y, Pinch: 0.5}
	p.Update(f)
	z := m.Cam.Zoom
	require.True(t, m.Gestures(f, &p, true, true))
	assert.InDelta(t, z*0.5, m.Cam.Zoom, 1e-9, "a pinch zooms by its factor")
	assert.InDelta(t, before.X, m.Cam.ToWorld(at).X, 1e-9, "at the pinch")

	m.Keys(input.Frame{Actions: []input.Action{input.ActZoomIn}})
	assert.InDelta(t, z*0.5*render.KeyZoom, m.Cam.Zoom, 1e-9, "the zoom key zooms about the centre")
	m.Cam.Zoom = 3.9
	m.ZoomAt(at, 2)
	assert.Equal(t, 4.0, m.Cam.Zoom, "zoom stays within its clamps")
}

func TestHexMapPanKeepsTheLayoutInReach(t *testing.T) {
	m := sampleMap()
	m.AutoFit = true
	start := render.Point{X: 200, Y: 150}
	w := m.Cam.ToWorld(start)
	drag(m, start, render.Point{X: 260, Y: 170}, true)
	got := m.Cam.ToScreen(w)
	assert.InDelta(t, 260, got.X, 1e-9, "the world point pressed follows the pointer")
	assert.InDelta(t, 170, got.Y, 1e-9)
	assert.False(t, m.AutoFit, "a pan takes the camera from the auto-fit")

	x, y := m.Cam.X, m.Cam.Y
	drag(m, start, render.Point{X: 20, Y: 20}, false)
	assert.Equal(t, [2]float64{x, y}, [2]float64{m.Cam.X, m.Cam.Y}, "a drag begun off the map does not pan")

	for i := 0; i < 40; i++ { // pan far away, by drags and by keys
		drag(m, start, render.Point{X: 390, Y: 290}, true)
		m.Keys(input.Frame{Actions: []input.Action{input.ActPanLeft, input.ActPanUp}})
	}
	// the view's centre is no more than Reach from the layout: a cell is still in reach
	lo := m.Layout.Centre(hex.Axial{})
	c := m.Cam.ToWorld(m.Cam.Centre())
	assert.InDelta(t, lo.X-80, c.X, 1e-9, "clamped at the layout's reach")
	assert.InDelta(t, lo.Y-80, c.Y, 1e-9)
	s := m.CellScreen(hex.Axial{})
	assert.True(t, m.Cam.Viewport.Contains(s.X, s.Y), "the layout's corner cell is still on screen: %v", s)
}

func TestHexMapFrameGlidesToShowTheLayout(t *testing.T) {
	m := sampleMap()
	m.AutoFit = true
	m.Cam.Zoom, m.Cam.X, m.Cam.Y = 3, 0, 0
	held := true
	m.Hold = func() bool { return held }
	var glides []render.Animation
	lo, hi := m.Layout.Centre(hex.Axial{Q: -2, R: 1}), m.Layout.Centre(hex.Axial{Q: 4, R: -2})
	m.Frame(lo, hi, func(a render.Animation) { glides = append(glides, a) })
	require.Len(t, glides, 1, "a fit glides")
	g := glides[0].(*render.CameraGlide)
	require.False(t, g.Update())
	assert.Equal(t, 3.0, m.Cam.Zoom, "held while a piece is lifted")
	held = false
	for !g.Update() {
	}
	for _, c := range []hex.Axial{{Q: -2, R: 1}, {Q: 4, R: -2}} {
		s := m.CellScreen(c)
		assert.True(t, m.Cam.Viewport.Contains(s.X, s.Y), "cell %v is shown after the fit", c)
	}

	m.Frame(lo, hi, func(a render.Animation) { glides = append(glides, a) })
	assert.Len(t, glides, 1, "already framed: no glide")
	m.Pan(10, 0)
	m.Frame(lo, hi, func(a render.Animation) { glides = append(glides, a) })
	assert.Len(t, glides, 1, "the player panned: no auto-fit")
}

// pieceCalls records where a ghost piece is drawn.
type pieceCalls struct{ at []render.Point }

func (p *pieceCalls) DrawPiece(_ *ebiten.Image, c render.Point, _ float64, _ float32) {
	p.at = append(p.at, c)
}

func TestHexMapGhostShowsFitOrRefused(t *testing.T) {
	m := sampleMap()
	red := color.RGBA{0xff, 0, 0, 0xff}
	m.Refused = solid(10, red) // half a cell across
	p := render.NewPainter()
	dst := ebiten.NewImage(400, 300)
	cell := hex.Axial{Q: 1}
	c := m.CellScreen(cell)
	edge := m.CornerScreen(cell, 0).Lerp(m.CornerScreen(cell, 1), 0.5)

	var piece pieceCalls
	m.DrawGhost(p, dst, cell, &piece, true, true, 1)
	require.Len(t, piece.at, 1, "the piece is drawn on an empty cell")
	assert.InDelta(t, c.X, piece.at[0].X, 1e-9)
	assert.Less(t, piece.at[0].Y, c.Y, "lifted above the cell")
	lifted := edge.Add(render.Point{Y: -4})
	assert.True(t, near(pixel(dst, int(lifted.X), int(lifted.Y)), render.Foam, 12), "fits: a bright outline on the cell's edge")
	assert.Equal(t, color.RGBA{}, pixel(dst, int(c.X), int(c.Y)), "no cross")

	dst.Clear()
	piece.at = nil
	m.DrawGhost(p, dst, cell, &piece, false, false, 1)
	assert.Empty(t, piece.at, "a taken cell shows only the mark")
	assert.Equal(t, red, pixel(dst, int(c.X), int(c.Y)), "refused: the cross on the cell")
	assert.Equal(t, color.RGBA{}, pixel(dst, int(edge.X), int(edge.Y)), "no outline")
}

func TestHexMapGlowSkipsTheGhostsCellAndDrawsWithoutAllocating(t *testing.T) {
	m := sampleMap()
	p := render.NewPainter()
	dst := ebiten.NewImage(400, 300)
	white := color.RGBA{0xff, 0xff, 0xff, 0xff}
	glow := solid(20, white)
	cells := []hex.Axial{{Q: 0}, {Q: 1}}
	m.DrawGlow(p, dst, glow, cells, 1, hex.Axial{Q: 1}, true)
	a, b := m.CellScreen(cells[0]), m.CellScreen(cells[1])
	assert.Equal(t, white, pixel(dst, int(a.X), int(a.Y)))
	assert.Equal(t, color.RGBA{}, pixel(dst, int(b.X), int(b.Y)), "the ghost's cell is not lit")

	layer := &oneCell{glow, cells[1], m}
	allocs := testing.AllocsPerRun(20, func() {
		m.DrawLayers(p, dst, layer, 0, 1)
		m.DrawGlow(p, dst, glow, cells, 1, hex.Axial{}, false)
	})
	assert.Zero(t, allocs, "drawing a frame allocates nothing")
}

func TestAppendDashesCutsTheCurveIntoDashesAndGaps(t *testing.T) {
	a, c, b := render.Point{}, render.Point{X: 50, Y: 50}, render.Point{X: 100}
	ds := render.AppendDashes(nil, a, c, b, 13)
	require.Len(t, ds, 7, "13 pieces: 7 dashes, 6 gaps")
	assert.Equal(t, a, ds[0].A, "the first dash starts at the curve's start")
	assert.InDelta(t, b.X, ds[6].B.X, 1e-9, "the last one ends at its end")
	assert.InDelta(t, b.Y, ds[6].B.Y, 1e-9)
	for i := 1; i < len(ds); i++ {
		assert.Greater(t, ds[i].A.Dist(ds[i-1].B), 1.0, "a gap between dash %d and %d", i-1, i)
	}
}
