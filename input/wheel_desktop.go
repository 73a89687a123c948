//go:build !js

package input

import "github.com/hajimehoshi/ebiten/v2"

// startWheel has nothing to set up on the desktop.
func startWheel() {}

// readWheelY returns this tick's wheel in notches (+ = up/away), clamped. GLFW already reports
// about 1 a notch (trackpads: fractions) and sums a tick's events.
func readWheelY() float64 {
	_, y := ebiten.Wheel()
	return ClampWheel(WheelNotchesOf(y, WheelNotches))
}
