package render

import "math"

// EaseOutCubic maps t in [0, 1] to 1-(1-t)³: fast start, gentle stop (VISUAL.md §Motion).
func EaseOutCubic(t float64) float64 {
	t = math.Max(0, math.Min(1, t))
	u := 1 - t
	return 1 - u*u*u
}

// EaseInOutCubic maps t in [0, 1] to a smooth start and stop.
func EaseInOutCubic(t float64) float64 {
	t = math.Max(0, math.Min(1, t))
	if t < 0.5 {
		return 4 * t * t * t
	}
	u := -2*t + 2
	return 1 - u*u*u/2
}

// Speed scales a duration in ticks at normal speed by the animation-speed setting speed
// (1 normal, 0.5 twice as fast, 0 instant). A result of 0 means "no animation".
func Speed(ticks int, speed float64) int {
	if speed <= 0 || ticks <= 0 {
		return 0
	}
	return max(1, int(float64(ticks)*speed+0.5))
}

// Tween moves a value from From to To over Duration ticks with an easing (EaseOutCubic when
// Ease is nil). A Duration of 0 is instant: Value is To from the start. Advance it once per
// tick with Step.
type Tween struct {
	From, To float64
	Duration int // ticks; 0 = instant
	Elapsed  int // ticks stepped so far
	Ease     func(float64) float64
}

// NewTween returns a tween from a to b lasting ticks (at normal speed) scaled by speed.
func NewTween(a, b float64, ticks int, speed float64) Tween {
	return Tween{From: a, To: b, Duration: Speed(ticks, speed)}
}

// Step advances the tween by one tick.
func (t *Tween) Step() {
	if t.Elapsed < t.Duration {
		t.Elapsed++
	}
}

// Skip jumps to the end.
func (t *Tween) Skip() { t.Elapsed = t.Duration }

// Done reports whether the tween has reached To.
func (t *Tween) Done() bool { return t.Elapsed >= t.Duration }

// Progress is the eased progress in [0, 1].
func (t *Tween) Progress() float64 {
	if t.Duration <= 0 {
		return 1
	}
	ease := t.Ease
	if ease == nil {
		ease = EaseOutCubic
	}
	return ease(float64(t.Elapsed) / float64(t.Duration))
}

// Value is the current value.
func (t *Tween) Value() float64 { return t.From + (t.To-t.From)*t.Progress() }

// Lerp is a + (b-a)·t.
func Lerp(a, b, t float64) float64 { return a + (b-a)*t }
