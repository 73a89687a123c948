package render_test

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"

	"northtable/render"
)

// A deck chip draws its back with the count beside it and its label under it, an empty pile
// as the back's outline; in a strip its words stand beside the back, and words too long for
// the strip give way to the short words, or are reported cut.
func TestDeckChipDrawsTheBackCountAndLabel(t *testing.T) {
	ui := newUI(t)
	canvas := ebiten.NewImage(render.LogicalW, render.LogicalH)
	assert.True(t, render.DeckChip{Back: render.CardBackSprites[0], Count: 12, Label: "deck"}.Draw(canvas, ui, render.Rect{X: 100, Y: 100, W: 47, H: 50}))
	assert.NotZero(t, pixel(canvas, 111, 115).A, "the back")
	assert.NotNil(t, ui.Sprite(render.CardBackSprites[0]), "the atlas has the back")
	assert.True(t, render.DeckChip{Back: render.CardBackSprites[0], Label: "discard"}.Draw(canvas, ui, render.Rect{X: 200, Y: 100, W: 47, H: 50}))
	assert.Zero(t, pixel(canvas, 211, 115).A, "an empty pile: its outline only")
	strip := render.Rect{X: 300, Y: 100, W: 120, H: 26}
	assert.True(t, render.DeckChip{Back: render.CardBackSprites[3], Label: "Journeys 12"}.Draw(canvas, ui, strip))
	assert.False(t, render.DeckChip{Back: render.CardBackSprites[3], Label: strings.Repeat("Journeys 12 · discard 3 ", 3)}.Draw(canvas, ui, strip))
	assert.True(t, render.DeckChip{Back: render.CardBackSprites[3], Label: strings.Repeat("Journeys 12 · discard 3 ", 3), Short: "12 · discard 3"}.Draw(canvas, ui, strip),
		"the short words stand in for words too long, whole")
}
