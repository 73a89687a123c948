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
