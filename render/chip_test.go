package render

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A chip as wide as it needs holds its label whole and its state word clear of it at every
// device scale, though glyphs drawn at some scales come out wider than measured ("Garden Shed"
// ran into "spent" in a 1280x720 window).
func TestAChipsStateStandsClearOfItsLabel(t *testing.T) {
	fonts, err := NewFonts()
	require.NoError(t, err)
	ui := NewUI(fonts, nil)
	face := fonts.Small
	for _, k := range []float64{0.64, 0.8, 1, 1.25, 1.5, 2} {
		ui.P.SetScale(k)
		c := Chip{Label: "Garden Shed", State: "spent"}
		drawn := func(s string) float64 { return text.Advance(s, face.At(k)) / k }
		room := c.Need(ui) - 12 - drawnWidth(c.State, face, ui.P) - 6 - (drawnWidth(c.Label, face, ui.P) - TextWidth(c.Label, face))
		assert.Equal(t, c.Label, Ellipsize(c.Label, face, room), "at %v the label is whole", k)
		assert.LessOrEqual(t, drawn(c.Label)+6+drawn(c.State)+12, c.Need(ui)+0.01, "at %v the label and state fit apart", k)
	}
}

// A card strip writes its name whole when it fits, on two lines in a tall narrow strip, the
// first word alone in a low one, and the prefix only while there is room for it.
func TestCardStripWritesAsMuchOfTheNameAsFits(t *testing.T) {
	fonts, err := NewFonts()
	require.NoError(t, err)
	bold := fonts.SmallBold
	c := CardStrip{Name: "Freydis Bloodaxe", Prefix: "Leader: "}
	assert.Equal(t, []string{"Leader: Freydis Bloodaxe"}, c.lines(400, 30, bold))
	c.Prefix = ""
	narrow := TextWidth("Bloodaxe", bold) + 4 // narrower than the whole name in any size
	require.Greater(t, TextWidth("Freydis Bloodaxe", bold.Sized(FitMinSize)), narrow)
	assert.Equal(t, []string{"Freydis", "Bloodaxe"}, c.lines(narrow, 40, bold), "two lines in a tall strip")
	assert.Equal(t, []string{"Freydis"}, c.lines(narrow, 12, bold), "the first word in a low one")
	assert.Nil(t, c.lines(8, 30, bold), "not even the first word")
}

// A count row shares its line by need: a two-digit count gets more room than a one-digit one
// and every count fits; cells too small for a count say so.
func TestCountRowGivesATwoDigitCountItsRoom(t *testing.T) {
	fonts, err := NewFonts()
	require.NoError(t, err)
	cells := make([]Rect, 6)
	EvenRow(Rect{X: 0, Y: 0, W: 300, H: 18}, 2, cells)
	row := CountRow{Cells: cells, Sprites: make([]string, 6), Counts: []int{12, 1, 0, 3, 10, 2}, Share: true}
	got := row.Layout(fonts)
	assert.Greater(t, got[0].W, got[1].W, "12 takes more room than 1")
	assert.InDelta(t, cells[5].Right(), got[5].Right()+2, 0.01, "the row keeps its span")
	for i := range got {
		assert.True(t, row.Fits(fonts, i), "count %d fits", i)
		if i > 0 {
			assert.GreaterOrEqual(t, got[i].X, got[i-1].Right(), "cells do not overlap")
		}
	}
	row.Share = false
	row.Cells = []Rect{{W: 20, H: 18}}
	row.Counts = []int{123}
	row.Layout(fonts)
	assert.False(t, row.Fits(fonts, 0), "three digits beside a 15 px icon in 20 px")
}

// EvenRow splits a row into equal cells gap apart that span it exactly.
func TestEvenRowSpansItsRow(t *testing.T) {
	out := make([]Rect, 4)
	EvenRow(Rect{X: 10, Y: 5, W: 215, H: 30}, 5, out)
	for i, r := range out {
		assert.InDelta(t, 50, r.W, 1e-9)
		assert.InDelta(t, 10+float64(i)*55, r.X, 1e-9)
		assert.Equal(t, 5.0, r.Y)
	}
	assert.InDelta(t, 225, out[3].Right(), 1e-9)
}
