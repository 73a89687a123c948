package input

import "math"

// WheelUnit says what a raw wheel delta counts, as the platform reports it.
type WheelUnit int

// The units of raw wheel deltas. The values of WheelPixels, WheelLines and WheelPages are the
// DOM's WheelEvent.deltaMode (DOM_DELTA_PIXEL, DOM_DELTA_LINE, DOM_DELTA_PAGE).
const (
	WheelPixels  WheelUnit = 0  // browsers, usually: about 100 px a notch, trackpads a few px a step
	WheelLines   WheelUnit = 1  // browsers that scroll by lines (Firefox with a mouse): 3 a notch
	WheelPages   WheelUnit = 2  // browsers set to scroll a page a notch
	WheelNotches WheelUnit = -1 // desktop (GLFW): 1 a notch, trackpads fractions of it
)

// How many raw units make one notch of a mouse wheel.
const (
	PixelsPerNotch = 100.0 // Chromium, Firefox and Safari on pixel mode at 100 % page zoom
	LinesPerNotch  = 3.0   // the common system setting, and what Firefox reports
)

// MaxWheelPerTick bounds the wheel delivered in one tick, in notches: a fast spin, a flung
// trackpad or a page-mode event never moves the zoom by more than this many steps at once.
const MaxWheelPerTick = 3.0

// WheelNotchesOf converts one raw wheel delta in unit to notches (1.0 = one notch of a mouse
// wheel), keeping its sign: a trackpad's small pixel steps become proportional fractions of a
// notch. A page counts as one notch. Unknown units count as pixels; NaN and infinities are 0.
func WheelNotchesOf(delta float64, unit WheelUnit) float64 {
	if math.IsNaN(delta) || math.IsInf(delta, 0) {
		return 0
	}
	switch unit {
	case WheelNotches, WheelPages:
		return delta
	case WheelLines:
		return delta / LinesPerNotch
	default:
		return delta / PixelsPerNotch
	}
}

// ClampWheel limits one tick's wheel, in notches, to ±MaxWheelPerTick (NaN becomes 0).
func ClampWheel(notches float64) float64 {
	if math.IsNaN(notches) {
		return 0
	}
	return math.Max(-MaxWheelPerTick, math.Min(MaxWheelPerTick, notches))
}
