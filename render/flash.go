package render

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

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

// FloatTicks is how long a Floater rises when its Ticks is 0, ticks at normal speed.
const FloatTicks = 66

// Floater is a short note ("+2 wood", "+3 VP", "island complete") rising from the place it
// happened on a paper pill, with an optional icon before the text, fading out over its last
// 30 %. It plays in a Queue's background (PushBackground), never blocking input; At is asked
// on every frame, so the note keeps to its place while a camera glides. Stagger queues several
// one after another.
type Floater struct {
	UI    *UI
	Text  string
	Icon  string       // a sprite name drawn before the text; "" for none
	At    func() Point // where it rises from, logical px on the screen
	Ticks int          // how long it rises, ticks at normal speed; 0 is FloatTicks

	t int // ticks played
}

// Update advances the note one tick and reports whether it has gone.
func (f *Floater) Update() bool {
	f.t++
	return f.t >= f.ticks()
}

func (f *Floater) ticks() int {
	if f.Ticks > 0 {
		return f.Ticks
	}
	return FloatTicks
}

// layout is the note's pill now (logical px, whole px as drawn), where its text starts, its
// middle line and its opacity: it rises 18 px above At at once and 36 more easing out.
func (f *Floater) layout() (pill Rect, x, y float64, a float32) {
	t := float64(f.t) / float64(f.ticks())
	c := f.At()
	c.Y -= 18 + 36*(1-math.Pow(1-t, 3))
	a = 1
	if t > 0.7 {
		a = float32((1 - t) / 0.3)
	}
	w := TextWidth(f.Text, f.UI.Fonts.BodyBold)
	x, icon := c.X-w/2, 0.0
	if f.Icon != "" {
		x, icon = x+12, 24
	}
	pill = RectXY(math.Trunc(x-10-icon), math.Trunc(c.Y-15), math.Trunc(x+w+10), math.Trunc(c.Y+15))
	return pill, x, c.Y, a
}

// Rect is the note's pill as it is drawn now, logical px.
func (f *Floater) Rect() Rect {
	r, _, _, _ := f.layout()
	return r
}

// Draw draws the note: the panel's paper, the icon, the text in the body bold face.
func (f *Floater) Draw(dst *ebiten.Image) {
	ui, p := f.UI, f.UI.P
	pill, x, cy, a := f.layout()
	p.SetScale(ScaleOf(dst))
	if panel := ui.Sprite("ui/panel"); panel != nil {
		p.Nine(dst, panel, pill, 0.92*a)
	} else {
		ui.RoundRect(dst, pill, 8, WithAlpha(Paper, 0.92*float64(a)))
	}
	if f.Icon != "" {
		ui.icon(dst, f.Icon, x-14, cy, 22, a)
	}
	p.TextMid(dst, f.Text, ui.Fonts.BodyBold, x, cy, fade(Ink, a), AlignLeft)
}

// Floating lists the text of every Floater rising in q's background now, oldest first: what
// a player reads over the board.
func Floating(q *Queue) []string {
	var out []string
	for _, a := range q.Background() {
		if f, ok := a.(*Floater); ok {
			out = append(out, f.Text)
		}
	}
	return out
}

// Stagger holds a Queue for its Tween's Ticks after starting Note in the queue's background
// on its first tick, so notes queued together appear one after another (a move's gains). A
// skipped Stagger starts nothing.
type Stagger struct {
	Tween
	Note    Animation
	Queue   *Queue
	started bool
}

// Update starts the note on the first tick, then waits out the tween.
func (s *Stagger) Update() bool {
	if !s.started {
		s.started = true
		s.Queue.PushBackground(s.Note)
	}
	return s.Tween.Update()
}

// Draw draws nothing: the note draws itself in the background.
func (s *Stagger) Draw(*ebiten.Image) {}
