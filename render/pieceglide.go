package render

import "github.com/hajimehoshi/ebiten/v2"

// Glide is a piece carried from one place to another in a low hop (a worker to its action
// space, a marker along a track, a die to its slot): a blocking animation of a Queue, so the
// next decision waits until the piece has landed. Done runs once, when it lands or is finished
// early; a board uses it to start drawing the piece at its new place. A piece that is not an
// atlas sprite (a board's own tile, fading as it goes) is drawn by Paint instead.
type Glide struct {
	UI       *UI
	Sprite   string  // the atlas sprite carried; nothing is drawn when the atlas lacks it
	From, To Point   // centres, logical px
	Size     float64 // the sprite's drawn width, logical px
	Hop      float64 // the hop's height half-way, logical px
	Tween    Tween   // 0 to 1 over the glide's ticks
	Done     func()
	// Paint, when set, draws the piece in place of Sprite: at is its centre now (logical px),
	// v the glide's eased progress 0..1. UI, Sprite and Size are then unused.
	Paint func(dst *ebiten.Image, at Point, v float64)
	// Target, when set, is where the piece goes, asked on every frame in place of To: a place
	// on a board whose camera may move while the piece is in flight.
	Target func() Point
}

// Update advances the glide one tick and reports whether it has landed (Animation).
func (a *Glide) Update() bool {
	end := a.Tween.Update()
	if end {
		a.land()
	}
	return end
}

// Draw draws the piece where the glide has carried it (Animation).
func (a *Glide) Draw(dst *ebiten.Image) {
	v := a.Tween.Progress()
	hop, to := 4*v*(1-v)*a.Hop, a.To
	if a.Target != nil {
		to = a.Target()
	}
	c := Point{X: a.From.X + (to.X-a.From.X)*v, Y: a.From.Y + (to.Y-a.From.Y)*v - hop}
	if a.Paint != nil {
		a.Paint(dst, c, v)
		return
	}
	if img := a.UI.Sprite(a.Sprite); img != nil {
		a.UI.P.Sprite(dst, img, c, a.Size/float64(img.Bounds().Dx()), 1)
	}
}

// Finish lands the piece at once (Finisher).
func (a *Glide) Finish() {
	a.Tween.Finish()
	a.land()
}

func (a *Glide) land() {
	if a.Done != nil {
		a.Done()
		a.Done = nil
	}
}
