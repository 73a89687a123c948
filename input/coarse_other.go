//go:build !js

package input

// CoarsePointer reports whether the device's main pointer is a finger; on the desktop it is a
// mouse (false). See coarse_js.go.
func CoarsePointer() bool { return false }
