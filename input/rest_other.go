//go:build !js

package input

import (
	"time"

	"github.com/hajimehoshi/ebiten/v2"
)

// restMode keeps GLFW's sticky buttons on (Rest).
const restMode = ebiten.FPSModeVsyncOn

// pace spaces a resting loop's device reads restPoll apart (Rest).
func pace() { resting.wait(time.Now, time.Sleep) }
