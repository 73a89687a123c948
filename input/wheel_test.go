package input_test

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"

	"northtable/input"
)

func TestWheelNotchIsOneOnEveryPlatform(t *testing.T) {
	// One notch down as each platform reports it (DOM deltaY is + down; GLFW's yoff is - down).
	assert.InDelta(t, 1.0, input.WheelNotchesOf(100, input.WheelPixels), 1e-9, "Chromium/Firefox pixel mode")
	assert.InDelta(t, 1.0, input.WheelNotchesOf(3, input.WheelLines), 1e-9, "Firefox line mode")
	assert.InDelta(t, 1.0, input.WheelNotchesOf(1, input.WheelPages), 1e-9, "page mode")
	assert.InDelta(t, -1.0, input.WheelNotchesOf(-1, input.WheelNotches), 1e-9, "desktop GLFW")
	assert.InDelta(t, -1.0, input.WheelNotchesOf(-100, input.WheelPixels), 1e-9, "sign kept")
	assert.InDelta(t, 1.0, input.WheelNotchesOf(100, input.WheelUnit(7)), 1e-9, "unknown unit: pixels")
}

func TestWheelTrackpadStepsStayProportional(t *testing.T) {
	// A trackpad sends many small pixel steps: 25 steps of 4 px zoom as far as one notch.
	sum := 0.0
	for range 25 {
		sum += input.WheelNotchesOf(4, input.WheelPixels)
	}
	assert.InDelta(t, 1.0, sum, 1e-9)
	assert.InDelta(t, 0.04, input.WheelNotchesOf(4, input.WheelPixels), 1e-12)
	assert.InDelta(t, 0.25, input.WheelNotchesOf(0.25, input.WheelNotches), 1e-12, "macOS trackpad on GLFW")
	// The zoom a board derives from it: one notch is one 1.15x step, a trackpad step a fraction.
	assert.InDelta(t, 1.15, math.Pow(1.15, input.WheelNotchesOf(100, input.WheelPixels)), 1e-9)
}

func TestWheelClamp(t *testing.T) {
	assert.Equal(t, 0.5, input.ClampWheel(0.5))
	assert.Equal(t, -2.0, input.ClampWheel(-2))
	assert.Equal(t, input.MaxWheelPerTick, input.ClampWheel(40), "a flung wheel")
	assert.Equal(t, -input.MaxWheelPerTick, input.ClampWheel(math.Inf(-1)))
	assert.Equal(t, 0.0, input.ClampWheel(math.NaN()))
	assert.Equal(t, 0.0, input.WheelNotchesOf(math.NaN(), input.WheelPixels))
	assert.Equal(t, 0.0, input.WheelNotchesOf(math.Inf(1), input.WheelLines))
	// Before the fix the board used the raw browser value as the power: 1.15^-100 is beyond
	// every zoom limit. Normalised and clamped, no single tick exceeds MaxWheelPerTick steps.
	assert.LessOrEqual(t, math.Pow(1.15, input.ClampWheel(input.WheelNotchesOf(1000, input.WheelPixels))), math.Pow(1.15, input.MaxWheelPerTick))
}
