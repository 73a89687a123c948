package render_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/input"
	"northtable/render"
)

// The popover opens beside its anchor, at its left where there is room, else at its right,
// as wide as its longest label up to ChoiceMaxW (a longer one shortened, whole on hover), and
// stays within Within.
func TestChoicePopoverOpensBesideItsAnchor(t *testing.T) {
	ui := newUI(t)
	var p render.ChoicePopover
	assert.Zero(t, p.Rect(), "closed")
	anchor := render.Rect{X: 900, Y: 400, W: 150, H: 40}
	p.Open(anchor, []string{"By Force", "In Peace"}, ui.Fonts)
	r := p.Rect()
	assert.Equal(t, render.ChoiceMinW, r.W, "short labels: the least width")
	assert.Less(t, r.Right(), anchor.X, "at its left")
	bs := p.Buttons()
	require.Len(t, bs, 2)
	for _, b := range bs {
		assert.True(t, b.Rect.In(r))
	}
	long := strings.Repeat("Subdue Dice III in Peace, paying a yellow Chest ", 3)
	p.Within = render.Rect{Y: 70, W: render.LogicalW, H: 100}
	p.Open(render.Rect{X: 20, Y: 120, W: 150, H: 40}, []string{"By Force", long}, ui.Fonts)
	r = p.Rect()
	assert.Equal(t, render.ChoiceMaxW, r.W)
	assert.Greater(t, r.X, 20.0+150, "no room at its left: at its right")
	assert.GreaterOrEqual(t, r.Y, 70.0)
	b := p.Buttons()[1]
	assert.Contains(t, b.Label, "…")
	assert.Equal(t, long, b.Tip, "the whole label on hover")
}

// A tap on a button reports its label's index and closes the card; a press beside it closes it
// and reports nothing.
func TestChoicePopoverTapsAndCloses(t *testing.T) {
	ui := newUI(t)
	var p render.ChoicePopover
	p.Open(render.Rect{X: 900, Y: 400, W: 150, H: 40}, []string{"By Force", "In Peace"}, ui.Fonts)
	x, y := p.Buttons()[1].Rect.Centre()
	got, ok := tap(x, y, p.Update)
	require.True(t, ok)
	assert.Equal(t, 1, got)
	assert.Zero(t, p.Rect(), "closed after the answer")
	p.Open(render.Rect{X: 900, Y: 400, W: 150, H: 40}, []string{"By Force", "In Peace"}, ui.Fonts)
	_, ok = tap(100, 100, p.Update)
	assert.False(t, ok)
	assert.False(t, p.Close(), "a press beside it closed it")
	var ptr input.Pointer
	_, ok = p.Update(&ptr)
	assert.False(t, ok, "a closed card takes nothing")
}
