//go:build !js

package input

// pagePresses is nil on the desktop: GLFW's sticky mouse buttons keep a press that came and
// went between two ticks (pressLatch).
func pagePresses() *pressLatch { return nil }

// pageTaps is nil on the desktop: the touch latch is for the browser's touch events (tapLatch).
func pageTaps() *tapLatch { return nil }

// pageTick does nothing on the desktop (the browser test's tick count, presslatch_js.go).
func pageTick() {}
