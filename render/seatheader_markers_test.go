package render_test

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/render"
)

// The markers a seat holds (the Start Player horn, the Honour Ship) stand apart from each
// other, from the name and from the score and its unit at every seat-board width, and each is
// drawn inside its own box (an anchored pawn does not rise out of it).
func TestSeatHeaderMarkersNeverTouchEachOtherTheNameOrTheScore(t *testing.T) {
	ui := newUI(t)
	for _, w := range []float64{186.7, 220, 260, 300, 380, 480, 620} { // 186.7: a compact board of 4 players
		for _, score := range []string{"0", "12", "104"} {
			panel := render.Rect{X: 10, Y: 600, W: w, H: 240}
			h := render.SeatHeader{Rect: panel, Colour: 0, Name: "Ann Stormrider", Score: score, Unit: "Glory",
				Stripe: true, Top: 20, BodyScore: true, ScoreRight: panel.Right() - 12 - max(0, w-300)/4,
				Markers: []string{render.SpriteHonourShip, render.SpriteStartPlayer}}
			l := h.Layout(ui.Fonts)
			require.Len(t, l.Markers, 2)
			scoreAndUnit := render.Rect{X: l.ScoreRect.X, Y: l.ScoreRect.Y, W: h.ScoreRight - l.ScoreRect.X, H: 20}
			ship, horn := l.Markers[0], l.Markers[1]
			assert.LessOrEqual(t, ship.Right()+render.MarkerMinGap, scoreAndUnit.X, "w %v score %s: the ship is clear of the score", w, score)
			assert.LessOrEqual(t, horn.Right()+render.MarkerMinGap, ship.X, "w %v: the horn is clear of the ship", w)
			assert.GreaterOrEqual(t, ship.W, render.MarkerMinSize)
			assert.LessOrEqual(t, l.NameRect.Right(), horn.X, "w %v: the name %q ends before the markers", w, l.Name)
			assert.GreaterOrEqual(t, ship.Y, panel.Y, "the markers stay inside the panel")
		}
	}

	canvas := ebiten.NewImage(render.LogicalW, render.LogicalH)
	canvas.Fill(render.DeepSea)
	panel := render.Rect{X: 10, Y: 600, W: 420, H: 240}
	h := render.SeatHeader{Rect: panel, Name: "Ann", Score: "0", Unit: "Glory", Stripe: true, Top: 20, BodyScore: true,
		Markers: []string{render.SpriteHonourShip, render.SpriteStartPlayer}}
	h.Draw(canvas, ui)
	l := h.Layout(ui.Fonts)
	bare := pixel(canvas, int(panel.X+panel.W/2), int(panel.Bottom()-20))
	for _, x := range []float64{l.Markers[1].Right() + 2, l.Markers[0].Right() + 2} {
		for y := l.Markers[0].Y - 4; y < l.Markers[0].Bottom()+4; y++ {
			assert.True(t, near(pixel(canvas, int(x), int(y)), bare, 6), "nothing is drawn in the gap at (%v, %v)", x, y)
		}
	}
}
