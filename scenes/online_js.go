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

// showTableAddress makes the page's address the table's join link (?join=CODE) without loading
// it again, so a reload or the address kept as a bookmark goes back to this screen's seat; ""
// makes it the menu's again (the table left or its game over).
func showTableAddress(code string) {
	h, loc := js.Global().Get("history"), js.Global().Get("location")
	if h.IsUndefined() || h.IsNull() || loc.IsUndefined() {
		return
	}
	addr := loc.Get("pathname").String()
	if code != "" {
		addr += "?join=" + code
	}
	h.Call("replaceState", nil, "", addr)
}

// copyText puts s on the clipboard (the page's navigator.clipboard); it reports whether the
// page has one (a page served over plain http to another machine may not).
func copyText(s string) bool {
	clip := js.Global().Get("navigator").Get("clipboard")
	if clip.IsUndefined() || clip.IsNull() {
		return false
	}
	clip.Call("writeText", s)
	return true
}
