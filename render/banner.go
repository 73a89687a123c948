package render

import "github.com/hajimehoshi/ebiten/v2"

// BannerTicks is how long a Banner shows, ticks at normal speed.
const BannerTicks = 54

// Banner announces a phase or the end of a round across the board for a moment ("Harvest
// Time", "Round 3"): a dark rounded plate with a heading and a line under it, fading in and
// out. It is a blocking animation of a Queue, so input waits for it.
type Banner struct {
	UI        *UI
	Rect      Rect // the plate, logical px
	Text, Sub string
	t         int
}

// Update advances the banner one tick and reports whether it is over (Animation).
func (a *Banner) Update() bool {
	a.t++
	return a.t >= BannerTicks
}

// Draw draws the plate and its words at the fade of the moment (Animation).
func (a *Banner) Draw(dst *ebiten.Image) {
	fade := float32(1)
	if a.t < 8 {
		fade = float32(a.t) / 8
	}
	if left := BannerTicks - a.t; left < 10 {
		fade = float32(left) / 10
	}
	fonts, r := a.UI.Fonts, a.Rect
	c := Ink
	c.A = uint8(230 * fade)
	a.UI.RoundRect(dst, r, 16, c)
	ink := Sand
	ink.A = uint8(255 * fade)
	cx, _ := r.Centre()
	a.UI.P.TextMid(dst, a.Text, fonts.HeadingBold, cx, r.Y+44, ink, AlignCenter)
	sub := Foam
	sub.A = uint8(255 * fade)
	a.UI.P.TextMid(dst, a.Sub, fonts.Body, cx, r.Y+86, sub, AlignCenter)
}

// Finish ends the banner at once (Finisher).
func (a *Banner) Finish() { a.t = BannerTicks }
