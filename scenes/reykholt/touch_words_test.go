package reykholt_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/input"
	"northtable/render"
)

// tap is a finger's tap at p.
func tap(r *run, p render.Point) {
	r.t.Helper()
	r.step(input.Frame{X: p.X, Y: p.Y, Touch: true}, false)
	r.step(input.Frame{X: p.X, Y: p.Y, Touch: true, Down: true}, false)
	r.step(input.Frame{X: p.X, Y: p.Y, Touch: true}, false)
}

// A greenhouse's choice opened by a finger names no Esc: the prompt bar has a Back button,
// which closes the choice as Esc does.
func TestGreenhouseChoiceGoesBackByAFingersButton(t *testing.T) {
	g, gh := seedChoiceGame(t)
	r := newRun(t, g)
	require.True(t, r.settle())
	rc, ok := r.b.Where().GreenhouseRect(gh)
	require.True(t, ok)
	hash := r.real().Hash()
	tap(r, centre(rc))
	r.redraw()
	require.Equal(t, hash, r.real().Hash(), "the greenhouse asks first")
	prompt := r.b.Where().PromptText()
	assert.Contains(t, prompt, "choose what to do with this greenhouse")
	assert.NotContains(t, prompt, "Esc", "no key named to a finger")
	assert.Contains(t, prompt, "tap Back to go back")
	r.shot("touch-greenhouse-choice")
	tap(r, centre(mustButton(t, r, "Back").Rect))
	r.redraw()
	_, open := r.button("Back", false)
	assert.False(t, open, "Back closes the choice; the bar shows %q", r.labels())
	assert.NotContains(t, r.b.Where().PromptText(), "this greenhouse")
	assert.Equal(t, hash, r.real().Hash(), "and plays nothing")
	assert.False(t, r.tbl.MenuOpen())
}

// mustButton is the prompt bar's button labelled label.
func mustButton(t *testing.T, r *run, label string) render.Control {
	t.Helper()
	c, ok := r.button(label, false)
	require.True(t, ok, "the prompt bar offers %q; it shows %q", label, r.labels())
	return c
}
