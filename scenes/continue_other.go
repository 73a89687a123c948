//go:build !js

package scenes

// placeWord is what a place playing a game is called here: the desktop plays in windows.
const placeWord = "window"

// onLeave does nothing on the desktop: Run releases the claim when the window closes.
func onLeave(func()) {}
