package reykholt_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/render"
	"northtable/render/ebitentest"
	rk "northtable/rules/reykholt"
)

// TestDisplayCardsReadWhole: every service card of every set, drawn at the size the display
// gives its cards in the fullest display (4 players, 5 cards), shows its whole text: nothing
// is left to the tooltip.
func TestDisplayCardsReadWhole(t *testing.T) {
	r := newRun(t, game{Players: 4, Seed: 3, Set: "C"})
	r.shot("display-4p")
	shown := r.real().Display()
	require.Len(t, shown, 5)
	rc, ok := r.b.DisplayCardRect(shown[0])
	require.True(t, ok)
	kit := ebitentest.SharedKit(t)
	ui := render.NewUI(kit.Fonts, kit.Atlas)
	for _, card := range rk.Cards {
		cv := render.CardView{Rect: rc, Title: card.Name, Badge: card.Kind.String(), Body: card.Text}
		cv.Draw(kit.Screen, ui)
		assert.False(t, cv.Cut(), "%s %q is cut short on a %.0fx%.0f card", card.ID, card.Name, rc.W, rc.H)
	}
	for i, c := range shown[1:] {
		next, _ := r.b.DisplayCardRect(c)
		prev, _ := r.b.DisplayCardRect(shown[i])
		assert.False(t, overlaps(next, prev), "cards %d and %d overlap", i, i+1)
	}
}

// overlaps reports whether rectangles a and b share any area.
func overlaps(a, b render.Rect) bool {
	return a.X < b.Right() && b.X < a.Right() && a.Y < b.Bottom() && b.Y < a.Bottom()
}
