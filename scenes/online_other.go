//go:build !js

package scenes

// pageServer is "" on the desktop: it has no page; -server or DefaultServer names the server.
func pageServer() string { return "" }

// showTableAddress does nothing on the desktop: it has no address bar.
func showTableAddress(string) {}

// copyText reports false on the desktop: Ebitengine has no clipboard, so the lobby offers no
// Copy link there.
func copyText(string) bool { return false }
