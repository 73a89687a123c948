package render

import "github.com/hajimehoshi/ebiten/v2"

// FlashTicks is how long a flashed place glows, ticks of TickTime at normal speed (0.83 s).
const FlashTicks = 50

// Flashes are the places the last move changed, each glowing for a moment with an optional
// short note ("+2 tomatoes") rising from under it in a dark pill. They run beside the
// animation queue, never blocking input; the zero value is empty.
type Flashes struct {
	list []flash
}

type flash struct {
	r    Rect
	text string
	t    int
}

// Add makes r glow with note ("" for none), logical px.
func (f *Flashes) Add(r Rect, note string) {
	f.list = append(f.list, flash{r: r, text: note, t: FlashTicks})
}

// Len is how many places glow now.
func (f *Flashes) Len() int { return len(f.list) }

// Follow ages the glows by the time q's last Advance covered (Queue.Steps: normal-speed ticks
// of wall-clock time at q's speed, so twice as fast at SpeedFast); with animations off
// (q.Speed SpeedOff) they are gone at once.
func (f *Flashes) Follow(q *Queue) {
	k := 0
	for _, x := range f.list {
		x.t -= q.Steps()
		if x.t > 0 && q.Speed != SpeedOff {
			f.list[k] = x
			k++
		}
	}
	f.list = f.list[:k]
}

// Draw draws every glow, its note in the font face.
func (f *Flashes) Draw(dst *ebiten.Image, ui *UI, face *Face) {
	for _, x := range f.list {
		a := float32(x.t) / FlashTicks
		ui.RoundRing(dst, x.r.Inset(-3), 8, 3, Foam)
		if x.text != "" {
			w := TextWidth(x.text, face) + 16
			y := x.r.Bottom() + 4 - float64(FlashTicks-x.t)/5
			pill := Rect{X: x.r.Right() - w, Y: y, W: w, H: 22}
			ui.RoundRect(dst, pill, 11, WithAlpha(Ink, 0.9*float64(a)))
			ui.P.TextMid(dst, x.text, face, pill.X+8, pill.Y+11, WithAlpha(Foam, float64(a)), AlignLeft)
		}
	}
}
