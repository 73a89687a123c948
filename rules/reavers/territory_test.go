package reavers_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	. "northtable/rules/reavers"
)

// TestTerritoryTotals checks spec §7.7: nine stacks, one per type and level, of 4 tiles each
// (36), Defence equal to the level, and a Peace cost never in the resource the tile rewards.
func TestTerritoryTotals(t *testing.T) {
	require.Len(t, Territories, 9)
	assert.Equal(t, 36, NumTerritories)
	assert.Equal(t, 4, TilesPerStack)
	seen := map[[2]int]bool{}
	prefix := [NumTerritoryTypes]string{"FOOD", "FAV", "DICE"}
	for i, tr := range Territories {
		require.True(t, tr.Type >= 0 && tr.Type < NumTerritoryTypes, tr.ID)
		require.True(t, tr.Level >= 1 && tr.Level <= MaxLevel, tr.ID)
		key := [2]int{int(tr.Type), int(tr.Level)}
		assert.False(t, seen[key], "%s: one stack per type and level", tr.ID)
		seen[key] = true
		assert.Equal(t, StackID(int(tr.Type)*MaxLevel+int(tr.Level)-1), StackID(i), tr.ID)
		assert.Equal(t, prefix[tr.Type]+string(rune('0'+tr.Level)), tr.ID)
		assert.Equal(t, int(tr.Level), tr.Defence(), tr.ID)
		assert.False(t, tr.Peace.IsFree(), tr.ID)
		checkOption(t, tr.ID, tr.Reward)
		// Every reward is a gain and then Glory.
		require.Len(t, tr.Reward, 2, tr.ID)
		assert.Equal(t, GainGlory, tr.Reward[1].Kind, tr.ID)
		// Food tiles cost Favour, Favour tiles cost dice, Dice tiles cost Food (§7.7).
		p := tr.Peace
		switch tr.Type {
		case FoodTerritory:
			assert.True(t, p.Favour > 0 && p.Food == 0 && p.Dice.Total() == 0, tr.ID)
			assert.Equal(t, Effect{Kind: GainTokens, Token: Food, N: tr.Reward[0].N}, tr.Reward[0], tr.ID)
		case FavourTerritory:
			assert.True(t, p.Favour == 0 && p.Food == 0 && p.Dice[NeedAny] > 0 && p.Dice.Total() == int(p.Dice[NeedAny]), tr.ID)
			assert.Equal(t, Effect{Kind: GainTokens, Token: Favour, N: tr.Reward[0].N}, tr.Reward[0], tr.ID)
		case DiceTerritory:
			assert.True(t, p.Favour == 0 && p.Food > 0 && p.Dice.Total() == 0, tr.ID)
			assert.Equal(t, ChooseDice, tr.Reward[0].Kind, tr.ID)
		}
		if i%MaxLevel > 0 {
			prev := Territories[i-1]
			assert.Greater(t, tr.Reward[1].N, prev.Reward[1].N, "%s: a higher level gives more Glory", tr.ID)
		}
		got, ok := StackByID(tr.ID)
		assert.True(t, ok)
		assert.Equal(t, StackID(i), got)
	}
	_, ok := StackByID("FOOD4")
	assert.False(t, ok)
}

// TestTerritorySamples checks §7.7's rows in full, Glory included.
func TestTerritorySamples(t *testing.T) {
	for _, tc := range []struct {
		id, name string
		peace    Cost
		reward   Option
	}{
		{"FOOD1", "Food I", Cost{Favour: 1}, Option{{Kind: GainTokens, Token: Food, N: 3}, {Kind: GainGlory, N: 1}}},
		{"FOOD2", "Food II", Cost{Favour: 2}, Option{{Kind: GainTokens, Token: Food, N: 5}, {Kind: GainGlory, N: 2}}},
		{"FOOD3", "Food III", Cost{Favour: 3}, Option{{Kind: GainTokens, Token: Food, N: 7}, {Kind: GainGlory, N: 3}}},
		{"FAV1", "Favour I", Cost{Dice: Needs{NeedAny: 2}}, Option{{Kind: GainTokens, Token: Favour, N: 1}, {Kind: GainGlory, N: 2}}},
		{"FAV2", "Favour II", Cost{Dice: Needs{NeedAny: 3}}, Option{{Kind: GainTokens, Token: Favour, N: 2}, {Kind: GainGlory, N: 3}}},
		{"FAV3", "Favour III", Cost{Dice: Needs{NeedAny: 4}}, Option{{Kind: GainTokens, Token: Favour, N: 3}, {Kind: GainGlory, N: 4}}},
		{"DICE1", "Dice I", Cost{Food: 3}, Option{{Kind: ChooseDice, Colour: AnyColour, N: 1}, {Kind: GainGlory, N: 1}}},
		{"DICE2", "Dice II", Cost{Food: 5}, Option{{Kind: ChooseDice, Colour: AnyColour, N: 2}, {Kind: GainGlory, N: 2}}},
		{"DICE3", "Dice III", Cost{Food: 7}, Option{{Kind: ChooseDice, Colour: AnyColour, N: 3}, {Kind: GainGlory, N: 3}}},
	} {
		id, ok := StackByID(tc.id)
		require.True(t, ok, tc.id)
		tr := Territories[id]
		assert.Equal(t, tc.name, tr.Name, tc.id)
		assert.Equal(t, tc.peace, tr.Peace, tc.id)
		assert.Equal(t, tc.reward, tr.Reward, tc.id)
		assert.NotEmpty(t, tr.Text, tc.id)
	}
}
