package orkney_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/input"
	ork "northtable/rules/orkney"
	"northtable/scenes/orkney"
	"northtable/scenes/table"
)

func TestMenuAsksBeforeLeaving(t *testing.T) {
	menus := 0
	h := newHarness(t, game{Players: seats(2), Seed: 41, Autoplay: 2, OnMenu: func() { menus++ }})
	require.True(t, h.idle())
	hash := h.hash()
	menu := centre(table.MenuButton)

	h.click(menu)
	assert.True(t, h.tbl.MenuOpen(), "Menu opens the in-game menu")
	assert.Zero(t, menus, "Menu alone does not leave")
	h.click(centre(h.tbl.MenuChoice(table.MenuContinue)))
	assert.False(t, h.tbl.MenuOpen(), "Continue closes the menu")
	assert.Zero(t, menus)

	h.click(menu)
	require.True(t, h.tbl.MenuOpen())
	h.key(input.ActBack)
	assert.False(t, h.tbl.MenuOpen(), "Esc closes the menu")
	assert.Zero(t, menus)

	h.key(input.ActBack)
	assert.True(t, h.tbl.MenuOpen(), "Esc with nothing open opens the menu too")
	h.click(centre(h.tbl.MenuChoice(table.MenuLeave)))
	assert.Equal(t, 1, menus, "Leave returns to the menu")
	assert.Equal(t, hash, h.hash(), "the menu never touched the game")
}

func TestEscCancelsTheTileInHand(t *testing.T) {
	h := startPlacing(t, 42)
	hash, placed := h.hash(), len(h.real().Placed())
	from, ok := h.w.RevealedTile()
	require.True(t, ok)
	h.step(input.Frame{X: from.X, Y: from.Y})
	h.step(input.Frame{X: from.X, Y: from.Y, Down: true})
	h.step(input.Frame{X: 800, Y: 450, Down: true})
	_, held := h.w.TileInHand()
	require.True(t, held)

	h.key(input.ActBack)
	assert.False(t, h.tbl.MenuOpen(), "Esc drops the tile in hand and does not ask to leave")
	_, held = h.w.TileInHand()
	assert.False(t, held, "Esc drops the tile in hand")
	assert.True(t, h.tbl.Busy(), "the tile glides back to the panel")
	_, inSlot := h.w.RevealedTile()
	assert.False(t, inSlot, "the slot is empty while it glides back")
	for i := 0; i < 60; i++ {
		h.step(input.Frame{X: 700 + float64(i), Y: 450, Down: true})
	}
	h.step(input.Frame{X: 760, Y: 450})
	require.True(t, h.idle())
	_, held = h.w.TileInHand()
	assert.False(t, held, "moving on does not pick the tile up again")
	_, inSlot = h.w.RevealedTile()
	assert.True(t, inSlot, "the tile lies in its slot again")
	assert.Equal(t, hash, h.hash(), "nothing was placed")
	assert.Len(t, h.real().Placed(), placed)
}

const buildPrompt = "Click a glowing island to build a "

func TestEscCancelsModesBeforeLeaving(t *testing.T) {
	h := startBuilding(t)
	h.clickButton(h.w.Button(orkney.BuildButton(ork.Farm)))
	h.rest()
	require.True(t, strings.HasPrefix(h.w.PromptText(), buildPrompt+"farm"), h.w.PromptText())
	farm, _ := h.w.Button(orkney.BuildButton(ork.Farm))
	assert.True(t, farm.Active, "the farm button shows pressed in build mode")
	h.key(input.ActBack)
	assert.False(t, strings.HasPrefix(h.w.PromptText(), buildPrompt), "Esc leaves build mode")
	assert.False(t, h.tbl.MenuOpen())

	h.clickButton(h.w.Button(orkney.TaskFishButton))
	_, _, _, open := h.w.PrivateBox()
	require.True(t, open)
	h.key(input.ActBack)
	_, _, _, open = h.w.PrivateBox()
	assert.False(t, open, "Esc shuts the private box")
	assert.False(t, h.tbl.MenuOpen())

	h.key(input.ActBack)
	assert.True(t, h.tbl.MenuOpen(), "with nothing open Esc asks to leave")
}
