package table_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/input"
	"northtable/render"
	"northtable/scenes/table"
)

// After Close on the rules page opened from the game menu, the player is back at the game: the
// first click on the board is the board's, not taken by the menu shown again (which a click
// outside its box only closes).
func TestTheFirstClickAfterTheRulesPageCloseReachesTheBoard(t *testing.T) {
	r := firstTurn(t, 3)
	r.step(input.Frame{X: 800, Y: 450, Actions: []input.Action{input.ActBack}})
	require.True(t, r.tbl.MenuOpen())
	x, y := r.tbl.MenuChoice(table.MenuRules).Centre()
	click(r, x, y)
	require.True(t, r.tbl.MenuOpen(), "the rules page is open")
	click(r, render.PageBox.Right()-168+72, render.PageBox.Bottom()-68+24) // its Close button
	assert.False(t, r.tbl.MenuOpen(), "Close returns to the game")
	before := r.b.presses
	click(r, 400, 450)
	assert.Equal(t, before+1, r.b.presses, "the first click after Close reaches the board")
}
