package render

import (
	"bytes"
	"fmt"
	"image"
	"image/draw"
	"image/png"
	"sort"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"

	"northtable/assets"
)

// ShadowMargin is how far, in logical px, the ui/shadow 9-slice reaches beyond the rectangle it
// shades (DrawShadow grows the rectangle by this on every side and moves it 2 px down).
const ShadowMargin = 8

// Atlas holds the game's sprites by name (API.md §2): one GPU image decoded once from the
// embedded atlas, and a sub-image plus anchor per sprite. Create it once at start-up.
type Atlas struct {
	image   *ebiten.Image
	sprites map[string]atlasSprite
}

type atlasSprite struct {
	img    *ebiten.Image
	ax, ay float64
}

// NewAtlas decodes the embedded sprite atlas into one image and slices it by its index. It
// fails only if the embedded files are damaged.
func NewAtlas() (*Atlas, error) {
	index, err := assets.AtlasSprites()
	if err != nil {
		return nil, err
	}
	src, err := png.Decode(bytes.NewReader(assets.AtlasPNG()))
	if err != nil {
		return nil, fmt.Errorf("decode sprite atlas: %w", err)
	}
	whole := ebiten.NewImageFromImage(premultiply(src))
	a := &Atlas{image: whole, sprites: make(map[string]atlasSprite, len(index))}
	for name, s := range index {
		if !s.Rect.In(src.Bounds()) {
			return nil, fmt.Errorf("sprite %q at %v lies outside the %v atlas", name, s.Rect, src.Bounds())
		}
		a.sprites[name] = atlasSprite{img: whole.SubImage(s.Rect).(*ebiten.Image), ax: s.AnchorX, ay: s.AnchorY}
	}
	return a, nil
}

// premultiply converts a decoded image to premultiplied RGBA, byte for byte as Ebitengine's
// NewImageFromImage would (draw.Draw with draw.Src onto an image.RGBA, whose non-premultiplied
// case is image/draw's drawNRGBASrc), only faster, as the atlas is converted on every start
// (it cost a fifth of a second on the page's first run): transparent pixels, most of the atlas,
// are left zero, opaque ones copied, and the rest look their products up in premulTable instead
// of dividing.
func premultiply(src image.Image) *image.RGBA {
	b := src.Bounds()
	dst := image.NewRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
	n, ok := src.(*image.NRGBA)
	if !ok {
		draw.Draw(dst, dst.Rect, src, b.Min, draw.Src)
		return dst
	}
	table := premulTable()
	w := 4 * b.Dx()
	for y := 0; y < b.Dy(); y++ {
		so := n.PixOffset(b.Min.X, b.Min.Y+y)
		s := n.Pix[so : so+w : so+w]
		d := dst.Pix[y*dst.Stride : y*dst.Stride+w : y*dst.Stride+w]
		for i := 0; i < w; i += 4 {
			p := s[i : i+4 : i+4]
			switch a := p[3]; a {
			case 0: // premultiplied to zero, as dst already is
			case 0xff:
				copy(d[i:i+4:i+4], p)
			default:
				row := &table[a]
				q := d[i : i+4 : i+4]
				q[0], q[1], q[2], q[3] = row[p[0]], row[p[1]], row[p[2]], a
			}
		}
	}
	return dst
}

// premulTable returns, for alpha a and a non-premultiplied channel c, the premultiplied channel
// as drawNRGBASrc computes it: (c · a·0x101 / 0xff) >> 8. Made on first use (64 KiB).
var premulTable = sync.OnceValue(func() *[256][256]uint8 {
	var t [256][256]uint8
	for a := range 256 {
		sa := uint32(a) * 0x101
		for c := range 256 {
			t[a][c] = uint8(uint32(c) * sa / 0xff >> 8)
		}
	}
	return &t
})

// Has reports whether the atlas holds a sprite of that name.
func (a *Atlas) Has(name string) bool {
	_, ok := a.sprites[name]
	return ok
}

func (a *Atlas) get(name string) atlasSprite {
	s, ok := a.sprites[name]
	if !ok {
		panic("render: no sprite " + name)
	}
	return s
}

// Sprite returns the named sprite as a sub-image of the atlas; it panics naming an unknown
// sprite (asking for one is a programming error).
func (a *Atlas) Sprite(name string) *ebiten.Image { return a.get(name).img }

// Anchor returns the named sprite's anchor in sprite px from its top-left: the hex centre for
// hex/*, land/* and coast/* sprites, the middle for the others. It panics on an unknown name.
func (a *Atlas) Anchor(name string) (x, y float64) {
	s := a.get(name)
	return s.ax, s.ay
}

// Names lists the atlas's sprite names in sorted order.
func (a *Atlas) Names() []string {
	out := make([]string, 0, len(a.sprites))
	for n := range a.sprites {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// DrawAt draws the named sprite with its anchor at (x, y) in dst's px, scaled by scale (for hex
// sprites: the wanted hex size / assets.HexSize), tinted by cs when not nil. Linear filtering
// keeps scaled art smooth.
func (a *Atlas) DrawAt(dst *ebiten.Image, name string, x, y, scale float64, cs *ebiten.ColorScale) {
	s := a.get(name)
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Translate(-s.ax, -s.ay)
	op.GeoM.Scale(scale, scale)
	op.GeoM.Translate(x, y)
	if cs != nil {
		op.ColorScale = *cs
	}
	dst.DrawImage(s.img, op)
}

// DrawShadow draws the ui/shadow 9-slice under rectangle r (logical px): grown by ShadowMargin
// on every side and 2 px lower, so a panel drawn at r gets a soft shadow.
func (a *Atlas) DrawShadow(dst *ebiten.Image, r Rect) {
	g := Rect{X: r.X - ShadowMargin, Y: r.Y - ShadowMargin + 2, W: r.W + 2*ShadowMargin, H: r.H + 2*ShadowMargin}
	DrawNineSlice(dst, a.Sprite("ui/shadow"), g, assets.NineSliceBorder, nil)
}
