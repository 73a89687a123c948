package render

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A card drawn first at one device scale and then at another wraps its body again for the
// new scale: lines fitted at 1 run up to 7 % wider at 0.8 (a 1280x720 window), and kept they
// ran into the card's right border ("Take the top greenhouse of the 3-parcel pile.").
func TestACardsBodyIsRewrappedWhenTheDeviceScaleChanges(t *testing.T) {
	fonts, err := NewFonts()
	require.NoError(t, err)
	ui := NewUI(fonts, nil)
	defer ui.P.SetScale(1)
	body := "Take the top greenhouse of the 3-parcel pile."
	land := CardView{Rect: Rect{X: 40, Y: 40, W: 318, H: 75}, Title: "Garden Shed", Badge: "Once", Body: body}
	port := CardView{Rect: Rect{X: 400, Y: 40, W: 150, H: 210}, Title: "Garden Shed", Badge: "Once", Body: body}
	for _, k := range []float64{1, 0.8, 0.64, 1.25, 2, 0.8} {
		canvas := ebiten.NewImage(int(LogicalW*k), int(LogicalH*k))
		ui.P.SetScale(k)
		land.Draw(canvas, ui)
		port.Draw(canvas, ui)
		drawn := func(s string, f *Face) float64 { return text.Advance(s, f.At(k)) / k }
		require.NotEmpty(t, land.fit.lines)
		for _, l := range land.fit.lines {
			assert.LessOrEqual(t, drawn(l, land.fit.used), land.Rect.W-24, "at %v the landscape line %q stays on the card", k, l)
		}
		require.NotEmpty(t, port.wrap.lines)
		for _, l := range port.wrap.lines {
			assert.LessOrEqual(t, drawn(l, fonts.Small), port.Rect.W-8-16, "at %v the portrait line %q stays on the card", k, l)
		}
		canvas.Deallocate()
	}
}
