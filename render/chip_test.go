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
