package reavers_test

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	. "northtable/rules/reavers"
)

// TestProphecies checks spec §7.6: 18 cards PR01–PR18, one each, worth 4–7 Glory.
func TestProphecies(t *testing.T) {
	require.Len(t, Prophecies, 18)
	names := map[string]bool{}
	for i, p := range Prophecies {
		assert.Equal(t, fmt.Sprintf("PR%02d", i+1), p.ID)
		assert.NotEmpty(t, p.Name, p.ID)
		assert.False(t, names[p.Name], p.Name)
		names[p.Name] = true
		assert.NotEmpty(t, p.Text, p.ID)
		assert.True(t, p.Glory >= 4 && p.Glory <= 7, p.ID)
		c := p.Condition
		assert.True(t, c.Measure >= 0 && c.Measure < NumMeasures, p.ID)
		assert.True(t, c.N >= 0 && c.N <= 9, p.ID)
		assert.Equal(t, c.Measure == WonBattles, c.Battles != 0, "%s names battles exactly when it counts them", p.ID)
		got, ok := ProphecyByID(p.ID)
		assert.True(t, ok)
		assert.Equal(t, ProphecyID(i), got)
	}
	_, ok := ProphecyByID("PR19")
	assert.False(t, ok)
}

// TestProphecySamples checks every row of §7.6.
func TestProphecySamples(t *testing.T) {
	all := uint16(1<<NumBattleKinds - 1)
	battle := func(ids ...string) uint16 {
		var s uint16
		for _, code := range ids {
			id, ok := BattleByID(code)
			require.True(t, ok, code)
			s |= 1 << id
		}
		return s
	}
	for _, tc := range []struct {
		id, name string
		cond     Condition
		glory    int8
	}{
		{"PR01", "Lord of the Whale Road", Condition{Measure: WonBattles, N: 3, Battles: all}, 6},
		{"PR02", "Troll-Bane", Condition{Measure: WonBattles, N: 1, Battles: battle("SB05")}, 4},
		{"PR03", "Serpent-Slayer", Condition{Measure: WonBattles, N: 1, Battles: battle("SB07", "SB08")}, 5},
		{"PR04", "Conqueror", Condition{Measure: TerritoryTiles, N: 4}, 6},
		{"PR05", "Land-Taker", Condition{Measure: TerritoryTypes, N: 3}, 5},
		{"PR06", "Fields of Plenty", Condition{Measure: TokensHeld, Token: Farm, N: 3}, 5},
		{"PR07", "Stonemason", Condition{Measure: TokensHeld, Token: Wall, N: 3}, 6},
		{"PR08", "Watchtowers", Condition{Measure: TokensHeld, Token: Tower, N: 2}, 6},
		{"PR09", "Gold-Hoard", Condition{Measure: KeepCards, Set: Treasure, N: 3}, 5},
		{"PR10", "Patron of Art", Condition{Measure: KeepCards, Set: Art, N: 2}, 5},
		{"PR11", "Relic-Keeper", Condition{Measure: ArtifactCards, N: 4}, 6},
		{"PR12", "Shipwright", Condition{Measure: UpgradeTokens, N: 3}, 5},
		{"PR13", "Favoured of the Gods", Condition{Measure: TokensHeld, Token: Favour, N: 5}, 5},
		{"PR14", "Dread Name", Condition{Measure: TokensHeld, Token: Terror, N: 4}, 7},
		{"PR15", "Honest Raider", Condition{Measure: TokensHeld, Token: Terror, N: 0, AtMost: true}, 5},
		{"PR16", "Full Benches", Condition{Measure: CrewDice, N: 9}, 5},
		{"PR17", "Master of Many", Condition{Measure: SpecialisedCards, N: 6}, 6},
		{"PR18", "Weaver's Eye", Condition{Measure: TapestrySets, N: 1}, 5},
	} {
		id, ok := ProphecyByID(tc.id)
		require.True(t, ok, tc.id)
		p := Prophecies[id]
		assert.Equal(t, tc.name, p.Name, tc.id)
		assert.Equal(t, tc.cond, p.Condition, tc.id)
		assert.Equal(t, tc.glory, p.Glory, tc.id)
	}
}

func TestConditionHolds(t *testing.T) {
	pr04, _ := ProphecyByID("PR04")
	assert.False(t, Prophecies[pr04].Condition.Holds(3))
	assert.True(t, Prophecies[pr04].Condition.Holds(4))
	assert.True(t, Prophecies[pr04].Condition.Holds(7))
	pr15, _ := ProphecyByID("PR15")
	assert.True(t, Prophecies[pr15].Condition.Holds(0))
	assert.False(t, Prophecies[pr15].Condition.Holds(1))
}
