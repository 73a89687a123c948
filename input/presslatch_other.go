//go:build !js

package input

// pagePresses is nil on the desktop: GLFW's sticky mouse buttons keep a press that came and
// went between two ticks (pressLatch).
func pagePresses() *pressLatch { return nil }
