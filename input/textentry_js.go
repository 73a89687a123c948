//go:build js

package input

import (
	"syscall/js"

	"github.com/hajimehoshi/ebiten/v2/exp/textinput"
)

// platformEntry wraps Ebitengine's text-input field. Its hidden <textarea> is focused from the
// page's next mouseup, touchend or keyup after a session starts (a browser opens its on-screen
// keyboard only for a focus made during a user gesture), so a text field starts the session on
// the press that focuses it and the release of that same tap opens the keyboard.
type platformEntry struct {
	field textinput.Field
	taken int    // bytes of the field's text already handed to the caller
	last  string // the composition shown last tick
}

func (e *platformEntry) update(focused bool, x, y int) ([]rune, string, bool) {
	if !focused {
		if e.field.IsFocused() {
			e.field.Blur()
			e.field.SetTextAndSelection("", 0, 0)
			e.taken = 0
		}
		return nil, "", false
	}
	if !e.field.IsFocused() {
		e.field.Focus()
	}
	if _, err := e.field.HandleInput(x, y); err != nil {
		return nil, "", false
	}
	// The field's own text only grows (Backspace reaches the text field as a key); what is new
	// since the last tick was committed now. Whatever TextForRendering shows beyond the text is
	// the composition in progress.
	text := e.field.Text()
	commit := []rune(text[min(e.taken, len(text)):])
	e.taken = len(text)
	shown := e.field.TextForRendering()
	composing := ""
	if len(shown) > len(text) {
		start, end := e.field.Selection()
		composing = shown[start : len(shown)-(len(text)-end)]
	}
	// On-screen keyboards keep a word "composing" until it ends; when the page moves the
	// focus away (a tap elsewhere) the session ends without committing it. What the player saw
	// is kept.
	if composing == "" && len(commit) == 0 && e.last != "" && !textareaFocused() {
		commit = []rune(e.last)
	}
	e.last = composing
	return commit, composing, true
}

// textareaFocused reports whether Ebitengine's hidden text-input element has the focus.
func textareaFocused() bool {
	a := js.Global().Get("document").Get("activeElement")
	return a.Truthy() && a.Get("id").String() == "ebitengine-textinput"
}
