package reavers_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/input"
	"northtable/render"
	rv "northtable/rules/reavers"
)

// The answers that choose which card to resolve next (the starting Reavers) give the whole
// card on hover: its clan, tier and uses, which the board does not show elsewhere yet.
func TestResolveAnswersShowTheCard(t *testing.T) {
	r := openAt(t, 3, func(g *rv.Game) bool {
		for _, m := range g.Legal() {
			if res, ok := m.(rv.Resolve); ok && res.Card.Deck == rv.ReaverDeck {
				return true
			}
		}
		return false
	})
	var at render.Rect
	var card rv.Reaver
	for _, a := range r.b.Answers() {
		if res, ok := a.Move.(rv.Resolve); ok && res.Card.Deck == rv.ReaverDeck {
			at, card = a.Rect, rv.Reavers[res.Card.ID]
			break
		}
	}
	require.NotZero(t, at.W, "a Resolve answer is on the panel")
	x, y := at.Centre()
	for range render.TooltipDelay + 4 {
		r.step(input.Frame{X: x, Y: y}, true)
	}
	tip := r.b.PanelTip()
	assert.Contains(t, tip, card.Name)
	assert.Contains(t, tip, "tier")
	assert.Contains(t, tip, "Rally:")
}
