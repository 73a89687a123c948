package render_test

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"

	"northtable/render"
)

// The pen lists the words it cut short between Begin and End, and only those: a line that fits
// in a smaller size is whole; a card or an icon line too long for its room is cut.
func TestPenNotesWhatItCuts(t *testing.T) {
	ui := newUI(t)
	canvas := ebiten.NewImage(render.LogicalW, render.LogicalH)
	var p render.Pen
	assert.Nil(t, p.Cuts())
	long := strings.Repeat("pillage Def 2 ", 12)
	p.Begin()
	p.Text(canvas, ui, "Journeys 12", ui.Fonts.SmallBold, 10, 10, 200, render.Ink)
	p.Text(canvas, ui, long, ui.Fonts.SmallBold, 10, 30, 200, render.Ink)
	p.Icons(canvas, ui, []string{"1", render.TokenSprites[0], long}, ui.Fonts.Small, 10, 50, 200, render.Ink)
	p.Fitted(canvas, ui, "Win: 4 Glory", ui.Fonts.Small, render.Rect{X: 10, Y: 70, W: 200, H: 30}, render.Ink)
	cv := render.CardView{Strip: true, Title: "Seer's Bones", Body: long}
	p.Card(canvas, ui, &cv, render.Rect{X: 10, Y: 100, W: 150, H: 40})
	p.End()
	p.Text(canvas, ui, long, ui.Fonts.SmallBold, 10, 150, 100, render.Ink)
	assert.Equal(t, []string{long, "1 " + render.TokenSprites[0] + " " + long, "Seer's Bones " + long}, p.Cuts())
	p.Begin()
	assert.Empty(t, p.Cuts(), "a new drawing forgets the last one's cuts")
	assert.True(t, render.FitsLine("Journeys 12", ui.Fonts.SmallBold, 200))
	assert.False(t, render.FitsLine(long, ui.Fonts.SmallBold, 200))
}

// An empty place's dashed outline marks its edges and leaves its inside and the gaps between
// dashes clear; a card's name band fills the strip it is stretched over.
func TestDashedOutlineAndCardBand(t *testing.T) {
	ui := newUI(t)
	canvas := ebiten.NewImage(render.LogicalW, render.LogicalH)
	render.DashedOutline(canvas, render.Rect{X: 100, Y: 100, W: 100, H: 50})
	assert.NotZero(t, pixel(canvas, 102, 100).A, "a dash on the top edge")
	assert.Zero(t, pixel(canvas, 108, 100).A, "a gap between dashes")
	assert.Zero(t, pixel(canvas, 150, 125).A, "the inside clear")
	ui.CardBand(canvas, render.ReaverCardSprites[0][0], render.Rect{X: 300, Y: 100, W: 120, H: 20})
	assert.Equal(t, uint8(0xFF), pixel(canvas, 360, 110).A, "the band fills its strip")
	assert.Zero(t, pixel(canvas, 360, 125).A, "and no more")
}
