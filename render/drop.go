package render

import "github.com/hajimehoshi/ebiten/v2"

// Drop is a token laid onto its place (a fish token on a tile, a die into its slot): it falls
// the last 30 px, shrinking from 1.6 times its size and fading in, as a blocking animation of
// a Queue. At and Size are asked on every frame, so the token keeps to a board under a moving
// camera; At's false (the place has gone) draws nothing.
type Drop struct {
	Tween
	UI     *UI
	Sprite string
	At     func() (Point, bool) // the token's centre at rest, logical px
	Size   func() float64       // its width at rest, logical px
}

// Draw draws the token where it has fallen to.
func (d *Drop) Draw(dst *ebiten.Image) {
	c, ok := d.At()
	img := d.UI.Sprite(d.Sprite)
	if !ok || img == nil {
		return
	}
	v := d.Progress()
	c.Y -= (1 - v) * 30
	d.UI.P.Sprite(dst, img, c, d.Size()/float64(img.Bounds().Dx())*(1.6-0.6*v), float32(v))
}

// Ripple is a ring spreading from a place and fading (a building set down): its radius grows
// from 0.2 to 0.7 of Size, in Foam, 3 px wide. At and Size are asked on every frame.
type Ripple struct {
	Tween
	UI   *UI
	At   func() Point
	Size func() float64 // the place's size, logical px (a hex's, centre to corner)
}

// Draw draws the ring as it is now.
func (r *Ripple) Draw(dst *ebiten.Image) {
	v := r.Progress()
	r.UI.P.Ring(r.At(), r.Size()*(0.2+0.5*v), 3, Foam, float32(1-v))
	r.UI.P.Flush(dst)
}
