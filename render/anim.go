package render

import (
	"time"

	"github.com/hajimehoshi/ebiten/v2"
)

// TickTime is one tick at 60 ticks a second: the unit animations are written in (a Tween of
// 18 ticks lasts 0.3 s). Animations are played by elapsed wall-clock time, not by ticks run
// (Clock, Queue.Advance): a slow renderer runs fewer ticks a second (Ebitengine runs one
// update per frame below 12 frames a second) and must not stretch them.
const TickTime = time.Second / 60

// MaxElapsed caps the time one tick may account for (Clock.Elapsed): a frame slower than this
// (a tab brought back from the background, a machine waking up) moves animations on by
// MaxElapsed only, so a long stall cannot count as a guard's quiet time, and a queue's catch-up
// stays a few dozen steps.
const MaxElapsed = 500 * time.Millisecond

// Clock turns the wall-clock time of each tick (scene.Context.Now) into the time elapsed since
// the tick before. The zero value is ready: its first tick (unless Start gave the time it
// counts from), and every tick of a context without
// a clock (a zero now, as in tests that give none), counts as one TickTime, so code driven
// without a clock plays by ticks exactly as before.
type Clock struct {
	last time.Time
}

// Start makes now the time Elapsed counts from (the tick something began on), instead of
// counting the first Elapsed as one TickTime.
func (c *Clock) Start(now time.Time) { c.last = now }

// Elapsed returns the time since the last call (now is this tick's time), between 0 and
// MaxElapsed; TickTime on the first call and whenever now is zero. A clock going backwards
// (a changed system time) counts as no time.
func (c *Clock) Elapsed(now time.Time) time.Duration {
	if now.IsZero() {
		return TickTime
	}
	last := c.last
	c.last = now
	if last.IsZero() {
		return TickTime
	}
	return min(max(now.Sub(last), 0), MaxElapsed)
}

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
// background ones (floating gains) alongside, never blocking. Animations are written in ticks
// at normal speed; the queue steps them by wall-clock time (Advance: one step per TickTime
// elapsed), at Speed (Fast: two steps per TickTime; Off: finished when pushed), so an
// animation of 20 ticks lasts a third of a second however many frames that takes.
// The zero value is an idle queue at normal speed.
type Queue struct {
	Speed AnimSpeed

	seq, bg []Animation
	acc     float64 // fractional steps carried between ticks
	steps   int     // steps taken by the last Advance
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

// Background lists the running background animations (read-only).
func (q *Queue) Background() []Animation { return q.bg }

// Update advances the queue by one tick (TickTime) at its speed: Advance for code without a
// clock.
func (q *Queue) Update() { q.Advance(TickTime) }

// maxSteps bounds the steps one Advance takes: MaxElapsed at twice the speed, plus one.
const maxSteps = int(2*MaxElapsed/TickTime) + 1

// Advance moves the running blocking animation and every background one on by elapsed
// wall-clock time (normally Clock.Elapsed of this tick) at the queue's speed: as many
// normal-speed steps as TickTimes have passed (twice as many at Fast), the fraction carried to
// the next tick. A blocking animation that ends part-way lets the next one take the remaining
// steps, so a chain of short animations also keeps to its wall-clock length. Steps reports
// how many were taken.
func (q *Queue) Advance(elapsed time.Duration) {
	q.steps = 0
	f := q.Speed.Factor()
	if f <= 0 {
		q.Skip()
		return
	}
	q.acc += float64(elapsed) / float64(TickTime) / f
	n := int(q.acc)
	q.acc -= float64(n)
	q.steps = min(n, maxSteps)
	for i := 0; i < q.steps && (len(q.seq) > 0 || len(q.bg) > 0); i++ {
		q.step()
	}
}

// Steps is how many normal-speed steps of time the last Advance (or Update) covered, whether
// or not anything was queued (0 when Off): what a piece that ages beside the queue
// (Flashes.Follow) ages by, so it keeps the queue's clock and speed.
func (q *Queue) Steps() int { return q.steps }

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
