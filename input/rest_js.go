//go:build js

package input

import "github.com/hajimehoshi/ebiten/v2"

// restMode is the browser's low-power mode: frames only for the page's events (Rest).
const restMode = ebiten.FPSModeVsyncOffMinimum

// pace does nothing in the browser: a resting loop runs only for the page's events (Rest).
func pace() {}
