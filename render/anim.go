package render

import "github.com/hajimehoshi/ebiten/v2"

// Animation is one visible consequence played by a Queue: a small value that knows its own
// progress and how to draw itself (2048's tiles, not a kind enum). Update advances it by one tick
// at normal speed and reports whether it has ended; Draw draws its current frame.
type Animation interface {
	Update() (done bool)
	Draw(dst *ebiten.Image)
}

// Finisher is an Animation with an end state to reach when it is skipped (a tween setting its
// field to the end value, a gain that must still be shown).
type Finisher interface {
	Finish()
}

// Tween is a float going from From to To over Ticks ticks (at normal speed) along Ease
// (nil = EaseOutCubic). Embed it in an animation, or use it alone.
type Tween struct {
	From, To float64
	Ticks    int                     // duration at normal speed, ticks; 0 ends at once
	Ease     func(t float64) float64 // maps linear progress 0..1 to eased progress
	T        int                     // ticks played so far
}

// NewTween returns an ease-out tween from from to to over ticks ticks.
func NewTween(from, to float64, ticks int) Tween { return Tween{From: from, To: to, Ticks: ticks} }

// Update advances the tween one tick and reports whether it has ended.
func (t *Tween) Update() bool {
	if t.T < t.Ticks {
		t.T++
	}
	return t.Done()
}

// Done reports whether the tween has reached its end.
func (t *Tween) Done() bool { return t.T >= t.Ticks }

// Finish jumps to the end.
func (t *Tween) Finish() { t.T = t.Ticks }

// Linear is the uneased progress 0..1.
func (t *Tween) Linear() float64 {
	if t.Ticks <= 0 {
		return 1
	}
	return min(1, float64(t.T)/float64(t.Ticks))
}

// Progress is the eased progress 0..1.
func (t *Tween) Progress() float64 {
	e := t.Ease
	if e == nil {
		e = EaseOutCubic
	}
	return e(t.Linear())
}

// Value is the current value between From and To.
func (t *Tween) Value() float64 { return t.From + (t.To-t.From)*t.Progress() }

// FieldTween is an Animation that moves *Target along its Tween (a camera's zoom, a panel's
// offset); it draws nothing itself.
type FieldTween struct {
	Tween
	Target *float64
}

// Update advances the tween and writes its value to the target.
func (f *FieldTween) Update() bool {
	done := f.Tween.Update()
	*f.Target = f.Value()
	return done
}

// Draw draws nothing: the target's owner draws with the new value.
func (f *FieldTween) Draw(*ebiten.Image) {}

// Finish sets the target to the end value.
func (f *FieldTween) Finish() {
	f.Tween.Finish()
	*f.Target = f.To
}

// AnimSpeed is the animation-speed setting.
type AnimSpeed int

// The speeds: normal, twice as fast, off (every animation ends as it is queued).
const (
	SpeedNormal AnimSpeed = iota
	SpeedFast
	SpeedOff
)

// Factor is the setting as a duration factor (1, 0.5, 0), as scene.Context.AnimSpeed holds it.
func (s AnimSpeed) Factor() float64 {
	switch s {
	case SpeedFast:
		return 0.5
	case SpeedOff:
		return 0
	}
	return 1
}

// String names the setting as the settings toggle shows it.
func (s AnimSpeed) String() string {
	switch s {
	case SpeedFast:
		return "Fast"
	case SpeedOff:
		return "Off"
	}
	return "Normal"
}

// SpeedOf maps a duration factor back to a setting: 0 or less is Off, below 1 Fast, else Normal.
func SpeedOf(factor float64) AnimSpeed {
	switch {
	case factor <= 0:
		return SpeedOff
	case factor < 1:
		return SpeedFast
	}
	return SpeedNormal
}

// Queue plays blocking animations one after another (input waits while any is queued) and
// background ones (floating gains) alongside, never blocking. Animations are written at normal
// speed: the queue steps them Speed's way (Fast: two steps a tick; Off: finished when pushed).
// The zero value is an idle queue at normal speed.
type Queue struct {
	Speed AnimSpeed

	seq, bg []Animation
	acc     float64 // fractional steps carried between ticks
}

// Push queues a blocking animation after those already queued.
func (q *Queue) Push(a Animation) {
	if q.Speed == SpeedOff {
		finish(a)
		return
	}
	q.seq = append(q.seq, a)
}

// PushBackground starts a non-blocking animation now.
func (q *Queue) PushBackground(a Animation) {
	if q.Speed == SpeedOff {
		finish(a)
		return
	}
	q.bg = append(q.bg, a)
}

// Idle reports whether no blocking animation is queued (the scene may read input).
func (q *Queue) Idle() bool { return len(q.seq) == 0 }

// Len is the number of queued blocking animations.
func (q *Queue) Len() int { return len(q.seq) }

// Pending lists the queued blocking animations, the running one first (read-only): a scene asks
// them, by type or interface, whether they hide something drawn in place.
func (q *Queue) Pending() []Animation { return q.seq }

// Background lists the running background animations (read-only).
func (q *Queue) Background() []Animation { return q.bg }

// Update advances the running blocking animation and every background one by one tick at the
// queue's speed.
func (q *Queue) Update() {
	f := q.Speed.Factor()
	if f <= 0 {
		q.Skip()
		return
	}
	q.acc += 1 / f
	for q.acc >= 1 {
		q.acc--
		q.step()
	}
}

// step advances everything by one tick at normal speed.
func (q *Queue) step() {
	if len(q.seq) > 0 && q.seq[0].Update() {
		q.seq[0] = nil
		q.seq = append(q.seq[:0], q.seq[1:]...)
	}
	k := 0
	for _, a := range q.bg {
		if !a.Update() {
			q.bg[k] = a
			k++
		}
	}
	clear(q.bg[k:])
	q.bg = q.bg[:k]
}

// Draw draws the running blocking animation and the background ones.
func (q *Queue) Draw(dst *ebiten.Image) {
	if len(q.seq) > 0 {
		q.seq[0].Draw(dst)
	}
	for _, a := range q.bg {
		a.Draw(dst)
	}
}

// Skip ends every animation at once (Space; a new turn), finishing those with an end state.
func (q *Queue) Skip() {
	for _, a := range q.seq {
		finish(a)
	}
	for _, a := range q.bg {
		finish(a)
	}
	clear(q.seq)
	clear(q.bg)
	q.seq, q.bg, q.acc = q.seq[:0], q.bg[:0], 0
}

func finish(a Animation) {
	if f, ok := a.(Finisher); ok {
		f.Finish()
	}
}
