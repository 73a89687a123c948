package input

// TextEntry is the platform's text-input session for the focused text field: characters composed
// by an input method ("ë" from e + ¨), dictation and on-screen keyboards, which do not arrive as
// single key presses. In the browser it is Ebitengine's exp/textinput, whose hidden <textarea>
// takes the focus on the next tap or click, so a phone opens its on-screen keyboard and an input
// method can compose; everywhere else Frame.Chars already carries composed characters (GLFW
// delivers them) and TextEntry stays inactive. The zero value is ready to use.
type TextEntry struct {
	platformEntry
}

// Update runs the session for one tick. focused says whether the field has the focus; (x, y) is
// where an input method may show its candidates, in Ebitengine screen coordinates. It returns the
// text committed this tick, the composition still in progress (to draw, not yet part of the
// text), and whether the session is active: then commit replaces Frame.Chars for this tick (the
// same characters would otherwise arrive twice).
func (e *TextEntry) Update(focused bool, x, y int) (commit []rune, composing string, active bool) {
	return e.update(focused, x, y)
}
