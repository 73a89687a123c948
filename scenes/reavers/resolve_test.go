package reavers_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/input"
	"northtable/render"
	rv "northtable/rules/reavers"
	"northtable/scenes/table"
)

// The answers that choose which card to resolve next (the starting Reavers) show the card on
// their buttons: its clan, tier and uses, which the board does not show elsewhere yet; a card
// cut short there is whole on hover.
func TestResolveAnswersShowTheCard(t *testing.T) {
	r := openAt(t, 3, func(g *rv.Game) bool {
		for _, m := range g.Legal() {
			if res, ok := m.(rv.Resolve); ok && res.Card.Deck == rv.ReaverDeck {
				return true
			}
		}
		return false
	})
	var ans table.AnswerButton
	var card rv.Reaver
	for _, a := range r.b.Where().Answers().Buttons {
		if res, ok := a.Move().(rv.Resolve); ok && res.Card.Deck == rv.ReaverDeck {
			ans, card = a, rv.Reavers[res.Card.ID]
			break
		}
	}
	require.NotZero(t, ans.Rect.W, "a Resolve answer is on the panel")
	assert.Contains(t, strings.Join(ans.Lines, " "), card.Name)
	assert.Contains(t, strings.Join(ans.Lines, " "), "tier")
	assert.Contains(t, strings.Join(ans.Lines, " "), "Rally:")
	x, y := ans.Rect.Centre()
	for range render.TooltipDelay + 4 {
		r.step(input.Frame{X: x, Y: y}, true)
	}
	if tip := r.b.Where().Answers().Tip; tip != "" {
		assert.Contains(t, tip, "Leader:", "a card cut short is whole on hover")
	}
}

// Keeping one of two Prophecies shows each card's condition and Glory on its answer: no
// Prophecy is kept blind.
func TestKeptProphecyShowsTheCard(t *testing.T) {
	r := openAt(t, 3, func(g *rv.Game) bool { return hasMove[rv.KeepProphecy](g) })
	r.rest(true)
	seen := 0
	for _, a := range r.b.Where().Answers().Buttons {
		k, ok := a.Move().(rv.KeepProphecy)
		if !ok {
			continue
		}
		seen++
		p := rv.Prophecies[k.Prophecy]
		assert.Contains(t, a.Label, p.Name)
		assert.Contains(t, strings.Join(a.Lines, " "), p.Text, "the condition")
		assert.Contains(t, strings.Join(a.Lines, " "), "Glory", "the Glory it is worth")
	}
	assert.Equal(t, 2, seen, "both Prophecies are offered")
}
