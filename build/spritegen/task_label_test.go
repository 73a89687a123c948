package main

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"

	"northtable/build/spritegen/paint"
)

// The corner of a task's face says which task it is in words, in ink that reads as text on the
// paper (WCAG contrast of at least 4.5:1 between the label's darkest pixel and the face around
// it), not as a faint grey number.
func TestTaskCornerLabelIsReadable(t *testing.T) {
	fonts, err := paint.ParseFonts(gobold.TTF, goregular.TTF)
	require.NoError(t, err)
	a := &art{fonts: fonts, farm: farmSprite(), village: villageSprite(), castle: castleSprite(), fish: fishIcon()}
	for _, n := range []int{1, 8, 9, 11} {
		assert.Equal(t, "Task", taskLabel(n)[:4])
		c := taskCard(a, n)
		dark, light := 1.0, 0.0
		for y := 4; y < 18; y++ {
			for x := 8; x < 50; x++ {
				p := c.Pix[(y*c.W+x)*4:]
				l := 0.2126*srgbToLinear(float64(p[0])) + 0.7152*srgbToLinear(float64(p[1])) + 0.0722*srgbToLinear(float64(p[2]))
				dark, light = min(dark, l), max(light, l)
			}
		}
		assert.GreaterOrEqual(t, (light+0.05)/(dark+0.05), 4.5, "task %d's corner label", n)
	}
}
