package reavers_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	. "northtable/rules/reavers"
)

// TestComponentTotals checks the component list of Reavers spec §2 in one place.
func TestComponentTotals(t *testing.T) {
	copies := func(n int, c func(int) int) int {
		s := 0
		for i := range n {
			s += c(i)
		}
		return s
	}
	assert.Equal(t, 45, len(Reavers))
	assert.Equal(t, 40, copies(NumVillageKinds, func(i int) int { return VillageSpoilsKinds[i].Copies }))
	assert.Equal(t, 40, copies(NumKeepKinds, func(i int) int { return KeepSpoilsKinds[i].Copies }))
	assert.Equal(t, 16, copies(NumJourneyKinds, func(i int) int { return Journeys[i].Copies }))
	assert.Equal(t, 24, copies(NumBattleKinds, func(i int) int { return Battles[i].Copies }))
	assert.Equal(t, 18, len(Prophecies))
	assert.Equal(t, 36, len(Territories)*TilesPerStack)
	assert.Equal(t, 12, len(Artifacts))
}

// TestIDsUnique checks that no spec ID names two different things across all tables; the only
// shared IDs are the Artifacts, which are Village Spoils cards too (spec §7.1).
func TestIDsUnique(t *testing.T) {
	owner := map[string]string{}
	add := func(table, id string) {
		assert.NotEmpty(t, id, table)
		if prev, ok := owner[id]; ok {
			t.Errorf("ID %s is in %s and %s", id, prev, table)
		}
		owner[id] = table
	}
	for _, c := range Reavers {
		add("Reavers", c.ID)
	}
	for _, a := range Artifacts {
		add("Artifacts", a.ID)
	}
	for i, k := range VillageSpoilsKinds {
		if i < NumArtifacts {
			assert.Equal(t, "Artifacts", owner[k.ID], "%s is an Artifact", k.ID)
			continue
		}
		add("Village Spoils", k.ID)
	}
	for _, k := range KeepSpoilsKinds {
		add("Keep Spoils", k.ID)
	}
	for _, j := range Journeys {
		add("Sea Journey", j.ID)
	}
	for _, bt := range Battles {
		add("Sea Battle", bt.ID)
	}
	for _, p := range Prophecies {
		add("Prophecy", p.ID)
	}
	for _, tr := range Territories {
		add("Territory", tr.ID)
	}
	assert.Len(t, owner, 45+12+9+9+14+8+18+9)
}

// TestDataOfTheScenarios checks the data the spec's §12 scenarios lean on.
func TestDataOfTheScenarios(t *testing.T) {
	// §12.2: P01 offers "2 Food + 1 Favour"; Battle at Sea costs 4 Food.
	p01, _ := ReaverByID("P01")
	assert.Equal(t, Option{{Kind: GainTokens, Token: Food, N: 2}, {Kind: GainTokens, Token: Favour, N: 1}},
		Reavers[p01].Ability()[0])
	assert.Equal(t, Cost{Food: 4}, Locations[BattleAtSea].Cost)
	// §12.5 and §12.6: T07 gains 2 blue; M07 gains R R and Rallies R + any.
	t07, _ := ReaverByID("T07")
	assert.Equal(t, []Colour{Blue, Blue}, Reavers[t07].Gain)
	m07, _ := ReaverByID("M07")
	assert.Equal(t, []Colour{Red, Red}, Reavers[m07].Gain)
	assert.Equal(t, []Colour{Red, AnyColour}, Reavers[m07].Rally)
	// §12.7: A05 holds a yellow Ship and scores 1; A07 scores 3.
	a05, _ := ArtifactByID("A05")
	a07, _ := ArtifactByID("A07")
	assert.True(t, Artifacts[a05].Accepts(Yellow, Ship))
	assert.Equal(t, int8(1), Artifacts[a05].Glory)
	assert.Equal(t, int8(3), Artifacts[a07].Glory)
	// §12.4: Food II has Defence 2; Food I costs 1 Favour for 3 Food + 1 Glory; Dice I costs 3
	// Food for a die + 1 Glory.
	food2, _ := StackByID("FOOD2")
	assert.Equal(t, 2, Territories[food2].Defence())
	food1, _ := StackByID("FOOD1")
	assert.Equal(t, Cost{Favour: 1}, Territories[food1].Peace)
	dice1, _ := StackByID("DICE1")
	assert.Equal(t, Cost{Food: 3}, Territories[dice1].Peace)
	assert.Equal(t, Option{{Kind: ChooseDice, Colour: AnyColour, N: 1}, {Kind: GainGlory, N: 1}}, Territories[dice1].Reward)
	// §12.8: a Keep Wall gives 2 Favour, then a Defence-2 pillage for 1 Favour and a Wall.
	ks08, _ := KeepByID("KS08")
	assert.Equal(t, int8(2), KeepSpoilsKinds[ks08].Pillage.Defence)
	// §12.9: Finnish Linen is kept and gives 1 Terror.
	ks04, _ := KeepByID("KS04")
	assert.True(t, KeepSpoilsKinds[ks04].Kept)
	assert.Equal(t, Option{{Kind: GainTokens, Token: Terror, N: 1}}, KeepSpoilsKinds[ks04].Effects)
	// §12.12: 4 players start with 4, 5, 6, 7 Food and 1 Favour.
	assert.Equal(t, []int8{4, 5, 6, 7}, Setups[4].Food)
}
