package render

import (
	"bytes"
	"fmt"
	"image/png"
	"sort"

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
	whole := ebiten.NewImageFromImage(src)
	a := &Atlas{image: whole, sprites: make(map[string]atlasSprite, len(index))}
	for name, s := range index {
		if !s.Rect.In(src.Bounds()) {
			return nil, fmt.Errorf("sprite %q at %v lies outside the %v atlas", name, s.Rect, src.Bounds())
		}
		a.sprites[name] = atlasSprite{img: whole.SubImage(s.Rect).(*ebiten.Image), ax: s.AnchorX, ay: s.AnchorY}
	}
	return a, nil
}

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
