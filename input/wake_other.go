//go:build !js

package input

// startWake does nothing on the desktop: Ebitengine's low-power mode wakes on window events by
// itself (GLFW's event wait).
func startWake() {}
