package orkney

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
)

// chromeKey is everything the panels around the board depend on. The panels (top bar, seat
// panels, supply, log, score track, action buttons, prompt) are drawn into one cached layer and
// redrawn only when this key changes, so an idle frame costs a handful of draw calls instead of
// a hundred lines of text.
type chromeKey struct {
	version     int
	mode        mode
	buildKind   int
	hot         int // the control under the pointer, -1 for none
	dragging    bool
	hidden      bool
	privateOpen bool
	bot         bool
	scale       float64
}

// hotControl is the index of the control under the pointer in controlRects, or -1.
func (b *Board) hotControl() int {
	for i, r := range b.controlRects() {
		if inRect(r, b.ptr.X, b.ptr.Y) {
			return i
		}
	}
	return -1
}

// controlRects lists every button whose look follows the pointer.
func (b *Board) controlRects() []image.Rectangle {
	if b.rects == nil {
		b.rects = []image.Rectangle{menuBtn, routeBtn, extraBtn, fishBtn, endBtn, privBtn.Inset(10), rotCCWBtn, rotCWBtn, fitBtn}
		for k := 0; k < 3; k++ {
			b.rects = append(b.rects, buildBtn(k))
		}
		for i := range exchanges {
			b.rects = append(b.rects, exchangeBtn(i))
		}
	}
	return b.rects
}

// drawChrome draws the cached panel layer, redrawing it first when something it shows changed.
func (b *Board) drawChrome(screen *ebiten.Image) {
	seat := b.g.ToMove()
	key := chromeKey{
		version: b.version, mode: b.mode, buildKind: int(b.buildKind), hot: b.hotControl(),
		dragging: b.dragging, hidden: b.waiting || b.needCurtain, privateOpen: b.privateOpen,
		bot: seat >= 0 && int(seat) < b.n && b.bots[seat] != nil, scale: b.gx.s,
	}
	sb := screen.Bounds()
	if b.layer == nil || b.layer.Bounds().Dx() != sb.Dx() || b.layer.Bounds().Dy() != sb.Dy() {
		if b.layer != nil {
			b.layer.Deallocate()
		}
		b.layer = ebiten.NewImage(sb.Dx(), sb.Dy())
		b.layerOK = false
	}
	if !b.layerOK || key != b.layerKey {
		b.layer.Clear()
		b.drawTrack(b.layer)
		b.drawTopBar(b.layer)
		b.drawLeft(b.layer)
		b.drawRight(b.layer)
		b.drawBottom(b.layer)
		b.drawFitButton(b.layer)
		b.layerKey, b.layerOK = key, true
	}
	b.gx.op.GeoM.Reset()
	b.gx.op.GeoM.Translate(float64(sb.Min.X), float64(sb.Min.Y))
	b.gx.op.ColorScale.Reset()
	b.gx.op.Filter = ebiten.FilterNearest
	screen.DrawImage(b.layer, &b.gx.op)
}
