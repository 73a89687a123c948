package render

import "github.com/hajimehoshi/ebiten/v2"

// Layer is an offscreen image the size of the canvas, redrawn only when its key changes: panels
// that change after a move, not every frame. K is any comparable value that names everything the
// layer shows (a state version, a mode, the controls' Look, the device scale).
type Layer[K comparable] struct {
	img *ebiten.Image
	key K
	ok  bool
	op  ebiten.DrawImageOptions
}

// Begin sizes the layer to dst and reports whether it must be redrawn for key: when stale it
// returns the cleared canvas to draw on (device px as dst; draw in logical px as usual).
func (l *Layer[K]) Begin(dst *ebiten.Image, key K) (canvas *ebiten.Image, stale bool) {
	b := dst.Bounds()
	if l.img == nil || l.img.Bounds().Dx() != b.Dx() || l.img.Bounds().Dy() != b.Dy() {
		if l.img != nil {
			l.img.Deallocate()
		}
		l.img = ebiten.NewImage(b.Dx(), b.Dy())
		l.ok = false
	}
	if l.ok && key == l.key {
		return l.img, false
	}
	l.img.Clear()
	l.key, l.ok = key, true
	return l.img, true
}

// Draw copies the layer onto dst at dst's origin.
func (l *Layer[K]) Draw(dst *ebiten.Image) {
	if l.img == nil {
		return
	}
	b := dst.Bounds()
	l.op.GeoM.Reset()
	l.op.GeoM.Translate(float64(b.Min.X), float64(b.Min.Y))
	l.op.Filter = ebiten.FilterNearest
	dst.DrawImage(l.img, &l.op)
}

// Invalidate forces a redraw at the next Begin.
func (l *Layer[K]) Invalidate() { l.ok = false }
