package render

import "github.com/hajimehoshi/ebiten/v2"

// BannerTicks is how long a Banner shows, ticks at normal speed.
const BannerTicks = 54

// BannerRevealTicks is how long the areas a Banner reveals take to show through, ticks at
// normal speed.
const BannerRevealTicks = 24

// Banner announces a phase or the end of a round across the board for a moment ("Harvest
// Time", "Round 3"): a dark rounded plate with a heading and a line under it, fading in and
// out. It is a blocking animation of a Queue, so input waits for it.
type Banner struct {
	UI        *UI
	Rect      Rect // the plate, logical px
	Text, Sub string
	// Reveal are areas whose new contents fade in under the banner (a display refilled):
	// veiled in Paper at first, the veil thinning to nothing over BannerRevealTicks.
	Reveal []Rect
	t      int
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
	if v := 1 - float64(a.t)/BannerRevealTicks; v > 0 && len(a.Reveal) > 0 {
		a.UI.P.SetScale(ScaleOf(dst))
		for _, r := range a.Reveal {
			a.UI.P.FillRect(dst, r, WithAlpha(Paper, v))
		}
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

// Over reports whether the banner has ended, played out or finished.
func (a *Banner) Over() bool { return a.t >= BannerTicks }
