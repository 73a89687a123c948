package reavers_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/rules"
	. "northtable/rules/reavers"
)

// A re-roll keeps the Combat dice it does not name; a move that rolls nothing again, or a
// result the re-roll could not give, keeps none.
func TestKeptDiceAreTheDiceNotRolledAgain(t *testing.T) {
	g, hammers := combatWithPowers(t)
	play(t, g, SelectLocation{0, SubdueTerritories}, Activate{0, Payment{}}, Force{0, stID("FOOD3")}, Commit{0, hammers})
	require.Equal(t, [3]int8{Blank: 2}, g.Info().Dice)

	one := [3]int8{Blank: 1}
	assert.Equal(t, one, g.KeptDice(Reroll{0, one}, [3]int8{SingleAxe: 1, Blank: 1}))
	assert.Equal(t, one, g.KeptDice(UseArtifact{By: 0, Artifact: arID("A08"), Dice: one}, [3]int8{SingleAxe: 1, Blank: 1}), "Odin's Drinking Horn")
	assert.Zero(t, g.KeptDice(UseArtifact{By: 0, Artifact: arID("A07")}, [3]int8{Blank: 2}), "Thor's Amulet rolls nothing")
	assert.Zero(t, g.KeptDice(Reroll{0, one}, [3]int8{DoubleAxe: 2}), "not a result of that re-roll")
}

// A combat's roll is lost when the combat ends in defeat before another roll.
func TestLostAfterARoll(t *testing.T) {
	lost := rules.Event{Kind: EvCombatEnd, Detail: WinDetail{Won: false}}
	won := rules.Event{Kind: EvCombatEnd, Detail: WinDetail{Won: true}}
	again := rules.Event{Kind: EvCombatRoll, Detail: CombatDetail{}}
	assert.True(t, LostAfter([]rules.Event{lost}))
	assert.False(t, LostAfter([]rules.Event{won}))
	assert.False(t, LostAfter([]rules.Event{again, lost}), "rolled again first")
	assert.False(t, LostAfter(nil))
}
