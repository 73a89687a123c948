package render

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// UI is the shared drawing kit for widgets: fonts, the sprite atlas and the generated shapes
// (rounded rectangles, rings, soft shadows) that widgets are drawn from. Shapes are made once
// per device scale and kept. It also holds the overlay (a tooltip) that must be drawn above
// everything else in the frame; see DrawOverlay.
type UI struct {
	Fonts *Fonts
	Atlas *Atlas
	P     *Painter // the kit's painter; widgets draw through it at the canvas's device scale

	skins   map[skinKey]*ebiten.Image
	sprites map[string]*ebiten.Image // looked-up atlas sprites; nil entries are missing ones
	shapes  map[shapeKey]*ebiten.Image
	overlay overlay
	held    bool   // tooltips held back (HoldTips)
	clear   []Rect // what tooltips keep clear of (KeepClear)
	near    []Rect // the overlay's Near, kept here so a request each frame allocates nothing
	scratch vector.Path
	verts   []ebiten.Vertex
	idx     []uint16
	white   *ebiten.Image
	nine    nineCache
	op      ebiten.DrawImageOptions
	faces   faceCache // Button faces drawn every frame (DrawFace)
	dice    dieCache  // dice drawn every frame (drawDie, dicetray.go)
}

type skinKind int

const (
	skinFill skinKind = iota
	skinRing
	skinShadow
)

type skinKey struct {
	kind   skinKind
	scale  float64
	radius float64
	width  float64
}

// NewUI returns a kit drawing with the given fonts and atlas (atlas may be nil).
func NewUI(fonts *Fonts, atlas *Atlas) *UI {
	white := ebiten.NewImage(3, 3)
	white.Fill(color.White)
	return &UI{Fonts: fonts, Atlas: atlas, skins: map[skinKey]*ebiten.Image{}, sprites: map[string]*ebiten.Image{},
		shapes: map[shapeKey]*ebiten.Image{}, white: white, P: NewPainter(), nine: nineCache{}}
}

// Sprite returns the atlas sprite of that name, or nil when the atlas is missing or lacks it
// (optional art: callers draw a stand-in). Each name is looked up once.
func (ui *UI) Sprite(name string) *ebiten.Image {
	if img, ok := ui.sprites[name]; ok {
		return img
	}
	img := lookup(ui.Atlas, name)
	ui.sprites[name] = img
	return img
}

// lookup asks the atlas for a sprite, turning its panic on an unknown name into nil.
func lookup(a *Atlas, name string) (img *ebiten.Image) {
	if a == nil {
		return nil
	}
	defer func() {
		if recover() != nil {
			img = nil
		}
	}()
	return a.Sprite(name)
}

// skin returns the white nine-patch source image for a rounded shape and its border width in
// device px.
func (ui *UI) skin(k skinKey) (*ebiten.Image, int) {
	pad := 0.0
	if k.kind == skinShadow {
		pad = 6 * k.scale
	}
	border := int(math.Ceil(k.radius*k.scale+pad)) + 1
	if img, ok := ui.skins[k]; ok {
		return img, border
	}
	size := 2*border + 2
	img := ebiten.NewImage(size, size)
	r := float32(k.radius * k.scale)
	switch k.kind {
	case skinFill:
		ui.fillRoundPath(img, 0, 0, float32(size), float32(size), r, color.White)
	case skinRing:
		ui.fillRoundPath(img, 0, 0, float32(size), float32(size), r, color.White)
		w := float32(k.width * k.scale)
		inner := ebiten.NewImage(size, size)
		ui.fillRoundPath(inner, w, w, float32(size)-2*w, float32(size)-2*w, max(r-w, 0), color.White)
		dop := &ebiten.DrawImageOptions{Blend: ebiten.BlendDestinationOut}
		img.DrawImage(inner, dop)
		inner.Deallocate()
	case skinShadow:
		// Concentric layers whose opacity adds up smoothly from the rim inwards.
		p := float32(pad)
		const steps = 8
		for i := range steps {
			d := p * float32(i) / steps
			a := 0.16
			ui.fillRoundPath(img, d, d, float32(size)-2*d, float32(size)-2*d, r+p-d,
				color.RGBA{0x0B, 0x1A, 0x26, uint8(255 * a)})
		}
	}
	ui.skins[k] = img
	return img, border
}

// fillRoundPath fills a rounded rectangle in device px on dst.
func (ui *UI) fillRoundPath(dst *ebiten.Image, x, y, w, h, r float32, clr color.Color) {
	r = min(r, w/2, h/2)
	p := &ui.scratch
	*p = vector.Path{}
	p.MoveTo(x+r, y)
	p.LineTo(x+w-r, y)
	p.ArcTo(x+w, y, x+w, y+r, r)
	p.LineTo(x+w, y+h-r)
	p.ArcTo(x+w, y+h, x+w-r, y+h, r)
	p.LineTo(x+r, y+h)
	p.ArcTo(x, y+h, x, y+h-r, r)
	p.LineTo(x, y+r)
	p.ArcTo(x, y, x+r, y, r)
	p.Close()
	ui.fillPath(dst, p, clr)
}

// fillPath fills a path (device px) with a solid colour, anti-aliased.
func (ui *UI) fillPath(dst *ebiten.Image, p *vector.Path, clr color.Color) {
	ui.verts, ui.idx = p.AppendVerticesAndIndicesForFilling(ui.verts[:0], ui.idx[:0])
	ui.tint(clr)
	op := &ebiten.DrawTrianglesOptions{AntiAlias: true, FillRule: ebiten.FillRuleNonZero}
	dst.DrawTriangles(ui.verts, ui.idx, ui.white, op)
}

// nineDevice draws a generated white skin (border b device px) over the device-px rectangle r
// with ui.op's colour scale.
func (ui *UI) nineDevice(dst, img *ebiten.Image, b int, r Rect) {
	ui.op.Filter = ebiten.FilterLinear
	drawNine(dst, ui.nine.parts(img, b), b, r, float64(b), &ui.op)
}

// RoundRect fills the rectangle r (logical px) with rounded corners of radius (logical px).
func (ui *UI) RoundRect(dst *ebiten.Image, r Rect, radius float64, clr color.Color) {
	ui.fillRound(dst, r, radius, rgba(clr))
}

// RoundRing strokes the outline of r (logical px) inside its edge, width logical px.
func (ui *UI) RoundRing(dst *ebiten.Image, r Rect, radius, width float64, clr color.Color) {
	ui.ringRound(dst, r, radius, width, rgba(clr))
}

// fillRound is RoundRect for a colour value: widgets drawn every frame call it, since handing a
// color.RGBA to a color.Color parameter allocates.
func (ui *UI) fillRound(dst *ebiten.Image, r Rect, radius float64, c color.RGBA) {
	s := ScaleOf(dst)
	img, b := ui.skin(skinKey{kind: skinFill, scale: s, radius: radius})
	ui.op.ColorScale = scaleOf(c)
	ui.nineDevice(dst, img, b, Rect{X: r.X * s, Y: r.Y * s, W: r.W * s, H: r.H * s})
}

// ringRound is RoundRing for a colour value (see fillRound).
func (ui *UI) ringRound(dst *ebiten.Image, r Rect, radius, width float64, c color.RGBA) {
	s := ScaleOf(dst)
	img, b := ui.skin(skinKey{kind: skinRing, scale: s, radius: radius, width: width})
	ui.op.ColorScale = scaleOf(c)
	ui.nineDevice(dst, img, b, Rect{X: r.X * s, Y: r.Y * s, W: r.W * s, H: r.H * s})
}

// SoftShadow draws a soft shadow under the rounded rectangle r, offset by dy logical px, with
// the given opacity (0..1). The shadow is inset so that it shows mostly below the shape.
func (ui *UI) SoftShadow(dst *ebiten.Image, r Rect, radius, dy, opacity float64) {
	s := ScaleOf(dst)
	img, b := ui.skin(skinKey{kind: skinShadow, scale: s, radius: radius})
	pad := 6 * s
	in := 2 * s
	ui.op.ColorScale.Reset()
	ui.op.ColorScale.ScaleAlpha(float32(opacity))
	ui.nineDevice(dst, img, b, Rect{X: r.X*s - pad + in, Y: (r.Y+dy)*s - pad + in, W: r.W*s + 2*(pad-in), H: r.H*s + 2*(pad-in)})
}

// Card draws a paper card: soft shadow, rounded paper fill (radius 8) and a faint rim.
func (ui *UI) Card(dst *ebiten.Image, r Rect, fill color.Color) {
	ui.SoftShadow(dst, r, 8, 2, 0.45)
	ui.RoundRect(dst, r, 8, fill)
	ui.RoundRing(dst, r, 8, 1, WithAlpha(Ink, 0.12))
}
