//go:build js

package scenes

import "syscall/js"

// pageServer is the server the page came from (its origin, "http://host:8080"): it hosts the
// tables too.
func pageServer() string {
	loc := js.Global().Get("location")
	if loc.IsUndefined() || loc.IsNull() {
		return ""
	}
	return loc.Get("origin").String()
}
