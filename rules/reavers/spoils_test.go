package reavers_test

import (
	"fmt"
	"regexp"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	. "northtable/rules/reavers"
)

// TestArtifacts checks spec §2.6 and §7.2: twelve cards A01–A12, each holding a face its colour
// has, a window that names a location exactly when it is an "after" power, and 1–3 Glory.
func TestArtifacts(t *testing.T) {
	require.Len(t, Artifacts, 12)
	glory := 0
	for i, a := range Artifacts {
		assert.Equal(t, fmt.Sprintf("A%02d", i+1), a.ID)
		assert.NotEmpty(t, a.Name, a.ID)
		assert.NotEmpty(t, a.Text, a.ID)
		assert.True(t, HasFace(a.HoldsColour, a.HoldsFace), "%s holds a %v %v", a.ID, a.HoldsColour, a.HoldsFace)
		assert.True(t, a.Accepts(a.HoldsColour, a.HoldsFace), a.ID)
		assert.True(t, a.Glory >= 1 && a.Glory <= 3, a.ID)
		glory += int(a.Glory)
		if a.Usable == AfterLocation {
			assert.True(t, a.After >= 0 && a.After < NumLocations, a.ID)
		} else {
			assert.Equal(t, NoLocation, a.After, a.ID)
		}
		checkOption(t, a.ID, a.Power)
		got, ok := ArtifactByID(a.ID)
		assert.True(t, ok)
		assert.Equal(t, ArtifactID(i), got)
	}
	assert.Equal(t, 22, glory, "the Glory column of §7.2 adds up to 22")
	// One "after" Artifact for each of the six locations.
	after := map[Location]int{}
	for _, a := range Artifacts {
		if a.Usable == AfterLocation {
			after[a.After]++
		}
	}
	assert.Len(t, after, NumLocations)
	_, ok := ArtifactByID("A13")
	assert.False(t, ok)
}

// TestArtifactSamples checks a sample of §7.2's rows.
func TestArtifactSamples(t *testing.T) {
	for _, tc := range []struct {
		id, name string
		colour   Colour
		face     Face
		usable   Usable
		after    Location
		power    Option
		glory    int8
	}{
		{"A01", "Horn of Plenty", Yellow, Chest, AfterLocation, TradeWithVillages, Option{{Kind: TradeRewards, N: 2}}, 2},
		{"A04", "Serpent Ring", Red, Ship, AfterLocation, RecruitReavers, Option{{Kind: Draw, Deck: ReaverDeck, N: 1}}, 2},
		{"A05", "Dragon Prow", Yellow, Ship, AfterLocation, BattleAtSea, Option{{Kind: GainGlory, N: 3}}, 1},
		{"A06", "Seer's Bones", Blue, Shield, AfterLocation, SubdueTerritories, Option{{Kind: SubdueAttempts, N: 1}}, 2},
		{"A07", "Thor's Amulet", Yellow, DoubleHammer, InOwnCombat, NoLocation, Option{{Kind: ExtraSuccess, N: 1}}, 3},
		{"A08", "Odin's Drinking Horn", Blue, Hammer, InOwnCombat, NoLocation, Option{{Kind: FreeReroll, N: 1}}, 2},
		{"A09", "Helm of Awe", Red, Clan, AnyTime, NoLocation, Option{{Kind: DiscardTokens, Token: Terror, N: 2}}, 2},
		{"A11", "Frigg's Spindle", Blue, Clan, AnyTime, NoLocation, Option{{Kind: GainTokens, Token: Favour, N: 2}}, 1},
		{"A12", "Valkyrie Feather", Red, Hammer, AnyTime, NoLocation, Option{{Kind: ChooseDice, Colour: AnyColour, N: 1}}, 2},
	} {
		id, ok := ArtifactByID(tc.id)
		require.True(t, ok, tc.id)
		a := Artifacts[id]
		assert.Equal(t, tc.name, a.Name, tc.id)
		assert.Equal(t, tc.colour, a.HoldsColour, tc.id)
		assert.Equal(t, tc.face, a.HoldsFace, tc.id)
		assert.Equal(t, tc.usable, a.Usable, tc.id)
		assert.Equal(t, tc.after, a.After, tc.id)
		assert.Equal(t, tc.power, a.Power, tc.id)
		assert.Equal(t, tc.glory, a.Glory, tc.id)
	}
	// Storage is exact: no other colour, no other face (spec §2.6).
	a05, _ := ArtifactByID("A05")
	assert.False(t, Artifacts[a05].Accepts(Red, Ship))
	assert.False(t, Artifacts[a05].Accepts(Yellow, Clan))
}

// TestVillageSpoils checks spec §7.1: 40 cards, the twelve Artifacts once each and VS01–VS09
// with their copies.
func TestVillageSpoils(t *testing.T) {
	total, ids := 0, map[string]bool{}
	form := regexp.MustCompile(`^(A(0[1-9]|1[0-2])|VS0[1-9])$`)
	for i, k := range VillageSpoilsKinds {
		assert.Regexp(t, form, k.ID)
		assert.False(t, ids[k.ID], "ID %s used twice", k.ID)
		ids[k.ID] = true
		assert.True(t, k.Copies >= 1 && k.Copies <= 6, k.ID)
		total += k.Copies
		assert.NotEmpty(t, k.Name, k.ID)
		assert.NotEmpty(t, k.Text, k.ID)
		checkOption(t, k.ID, k.Effects)
		if i < NumArtifacts {
			assert.Equal(t, ArtifactID(i), k.Artifact, k.ID)
			assert.Equal(t, Artifacts[i].ID, k.ID)
			assert.Equal(t, Artifacts[i].Name, k.Name)
			assert.Equal(t, 1, k.Copies, "%s: one of each Artifact", k.ID)
			assert.Equal(t, Option{{Kind: PlaceArtifact, N: 1}}, k.Effects, k.ID)
		} else {
			assert.Equal(t, NoArtifact, k.Artifact, k.ID)
			assert.Equal(t, fmt.Sprintf("VS%02d", i-NumArtifacts+1), k.ID)
		}
		if k.Pillage.Defence > 0 {
			checkOption(t, k.ID+" pillage", k.Pillage.Reward)
		} else {
			assert.Empty(t, k.Pillage.Reward, k.ID)
		}
		got, ok := VillageByID(k.ID)
		assert.True(t, ok)
		assert.Equal(t, VillageID(i), got)
	}
	assert.Equal(t, NumVillageSpoils, total)
	assert.Equal(t, 40, total)
	assert.Equal(t, 21, NumVillageKinds)

	cards := VillageSpoilsCards()
	require.Len(t, cards, 40)
	count := map[VillageID]int{}
	for _, c := range cards {
		count[c]++
	}
	for i, k := range VillageSpoilsKinds {
		assert.Equal(t, k.Copies, count[VillageID(i)], k.ID)
	}
	_, ok := VillageByID("VS10")
	assert.False(t, ok)
}

// TestVillageSamples checks VS01–VS09 against §7.1's rows.
func TestVillageSamples(t *testing.T) {
	for _, tc := range []struct {
		id, name string
		copies   int
		effects  Option
		pillage  Pillage
	}{
		{"VS01", "Ship Upgrade: Shield", 3, Option{{Kind: ShipUpgradeCard, Upgrade: UpgradeShield, N: 3}}, Pillage{}},
		{"VS02", "Ship Upgrade: Chest", 3, Option{{Kind: ShipUpgradeCard, Upgrade: UpgradeChest, N: 3}}, Pillage{}},
		{"VS03", "Ship Upgrade: Ship-or-Hammer", 3, Option{{Kind: ShipUpgradeCard, Upgrade: UpgradeShipOrHammer, N: 3}}, Pillage{}},
		{"VS04", "Farm", 6, Option{{Kind: GainTokens, Token: Farm, N: 1}, {Kind: GainTokens, Token: Food, N: 1}}, Pillage{}},
		{"VS05", "Village Wall", 5, Option{{Kind: GainTokens, Token: Favour, N: 1}},
			Pillage{1, Option{{Kind: GainTokens, Token: Wall, N: 1}}}},
		{"VS06", "Bundle of Swords", 2, Option{{Kind: FixedDice, Colour: Red, Face: Hammer, N: 2}}, Pillage{}},
		{"VS07", "Bundle of Bows and Arrows", 2, Option{{Kind: FixedDice, Colour: Blue, Face: Hammer, N: 2}}, Pillage{}},
		{"VS08", "Bundle of Axes and Spears", 2, Option{{Kind: FixedDice, Colour: Yellow, Face: DoubleHammer, N: 1}}, Pillage{}},
		{"VS09", "Runic Carvings", 2, Option{{Kind: ProphecyKeep, N: 2}}, Pillage{}},
	} {
		id, ok := VillageByID(tc.id)
		require.True(t, ok, tc.id)
		k := VillageSpoilsKinds[id]
		assert.Equal(t, tc.name, k.Name, tc.id)
		assert.Equal(t, tc.copies, k.Copies, tc.id)
		assert.Equal(t, tc.effects, k.Effects, tc.id)
		assert.Equal(t, tc.pillage, k.Pillage, tc.id)
	}
}

// TestKeepSpoils checks spec §7.3: 40 cards of KS01–KS09.
func TestKeepSpoils(t *testing.T) {
	require.Len(t, KeepSpoilsKinds, 9)
	total := 0
	for i, k := range KeepSpoilsKinds {
		assert.Equal(t, fmt.Sprintf("KS%02d", i+1), k.ID)
		assert.NotEmpty(t, k.Name, k.ID)
		assert.NotEmpty(t, k.Text, k.ID)
		total += k.Copies
		for _, e := range k.Effects {
			checkOption(t, k.ID, Option{e})
		}
		// Set cards are kept; the two pillage cards go to the discard pile (§7.3).
		assert.Equal(t, k.Set != NoSet, k.Kept, k.ID)
		assert.Equal(t, k.Set == NoSet, k.Pillage.Defence > 0, k.ID)
		got, ok := KeepByID(k.ID)
		assert.True(t, ok)
		assert.Equal(t, KeepID(i), got)
	}
	assert.Equal(t, 40, total)
	assert.Equal(t, NumKeepSpoils, total)
	cards := KeepSpoilsCards()
	require.Len(t, cards, 40)
	count := map[KeepID]int{}
	for _, c := range cards {
		count[c]++
	}
	for i, k := range KeepSpoilsKinds {
		assert.Equal(t, k.Copies, count[KeepID(i)], k.ID)
	}
	_, ok := KeepByID("KS10")
	assert.False(t, ok)
}

// TestKeepSamples checks every row of §7.3.
func TestKeepSamples(t *testing.T) {
	for _, tc := range []struct {
		id, name string
		copies   int
		set      SetKind
		effects  Option
		pillage  Pillage
	}{
		{"KS01", "Armour", 8, Armour, nil, Pillage{}},
		{"KS02", "Treasure", 6, Treasure, nil, Pillage{}},
		{"KS03", "Art", 5, Art, nil, Pillage{}},
		{"KS04", "Finnish Linen", 6, FinnishLinen, Option{{Kind: GainTokens, Token: Terror, N: 1}}, Pillage{}},
		{"KS05", "Tapestry A", 2, TapestryA, nil, Pillage{}},
		{"KS06", "Tapestry B", 2, TapestryB, nil, Pillage{}},
		{"KS07", "Tapestry C", 2, TapestryC, nil, Pillage{}},
		{"KS08", "Keep Wall", 5, NoSet, Option{{Kind: GainTokens, Token: Favour, N: 2}},
			Pillage{2, Option{{Kind: GainTokens, Token: Favour, N: 1}, {Kind: GainTokens, Token: Wall, N: 1}}}},
		{"KS09", "Tower", 4, NoSet, Option{{Kind: RollDice, Colour: Red, N: 2}},
			Pillage{3, Option{{Kind: GainGlory, N: 3}, {Kind: GainTokens, Token: Tower, N: 1}}}},
	} {
		id, ok := KeepByID(tc.id)
		require.True(t, ok, tc.id)
		k := KeepSpoilsKinds[id]
		assert.Equal(t, tc.name, k.Name, tc.id)
		assert.Equal(t, tc.copies, k.Copies, tc.id)
		assert.Equal(t, tc.set, k.Set, tc.id)
		assert.Equal(t, tc.effects, k.Effects, tc.id)
		assert.Equal(t, tc.pillage, k.Pillage, tc.id)
	}
}
