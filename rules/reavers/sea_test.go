package reavers_test

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	. "northtable/rules/reavers"
)

// TestJourneys checks spec §7.4: 16 cards of J01–J14; J01–J10 offer a payment, J11–J14 do not.
func TestJourneys(t *testing.T) {
	require.Len(t, Journeys, 14)
	total := 0
	for i, j := range Journeys {
		assert.Equal(t, fmt.Sprintf("J%02d", i+1), j.ID)
		assert.NotEmpty(t, j.Name, j.ID)
		assert.NotEmpty(t, j.Text, j.ID)
		assert.True(t, j.Copies == 1 || j.Copies == 2, j.ID)
		total += j.Copies
		assert.Equal(t, i < 10, j.HasPayment(), j.ID)
		assert.True(t, int(j.Pay.Food)+int(j.Pay.Favour)+j.Pay.Dice.Total() <= 3, j.ID)
		checkOption(t, j.ID, j.Suffer)
		got, ok := JourneyByID(j.ID)
		assert.True(t, ok)
		assert.Equal(t, JourneyID(i), got)
	}
	assert.Equal(t, 16, total)
	assert.Equal(t, NumJourneys, total)
	cards := JourneyCards()
	require.Len(t, cards, 16)
	assert.Equal(t, []JourneyID{0, 0, 1}, cards[:3], "J01 twice, then J02")
	_, ok := JourneyByID("J15")
	assert.False(t, ok)
}

// TestJourneySamples checks every row of §7.4.
func TestJourneySamples(t *testing.T) {
	lose := func(n int8) Option { return Option{{Kind: LoseDice, N: n}} }
	terror := Option{{Kind: GainTokens, Token: Terror, N: 1}}
	for _, tc := range []struct {
		id, name string
		copies   int
		pay      Cost
		suffer   Option
	}{
		{"J01", "Squall", 2, Cost{Food: 2}, lose(1)},
		{"J02", "Fog Bank", 1, Cost{Favour: 1}, Option{{Kind: LoseGlory, N: 2}}},
		{"J03", "Becalmed", 1, Cost{Food: 2}, lose(2)},
		{"J04", "Rough Seas", 2, Cost{Dice: Needs{NeedShip: 1}}, terror},
		{"J05", "Rocky Shoals", 1, Cost{Dice: Needs{NeedShip: 1}}, lose(2)},
		{"J06", "Mutinous Mutters", 1, Cost{Food: 3}, terror},
		{"J07", "Leviathan's Wake", 1, Cost{Dice: Needs{NeedShield: 1}}, Option{{Kind: LoseGlory, N: 3}}},
		{"J08", "Ghost Lights", 1, Cost{Dice: Needs{NeedAny: 1}}, terror},
		{"J09", "Frozen Spray", 1, Cost{Favour: 1}, Option{{Kind: LoseHammerDie, N: 1}}},
		{"J10", "Raiders' Taunt", 1, Cost{Food: 2}, Option{{Kind: RaiseDefence, N: 1}}},
		{"J11", "Favourable Winds", 1, Cost{}, Option{{Kind: GainTokens, Token: Favour, N: 1}}},
		{"J12", "Drifting Wreckage", 1, Cost{}, Option{{Kind: Draw, Deck: VillageSpoilsDeck, N: 1}}},
		{"J13", "Fishing Grounds", 1, Cost{}, Option{{Kind: GainTokens, Token: Food, N: 3}}},
		{"J14", "Whale Road", 1, Cost{}, Option{{Kind: ChooseDice, Colour: AnyColour, N: 1}}},
	} {
		id, ok := JourneyByID(tc.id)
		require.True(t, ok, tc.id)
		j := Journeys[id]
		assert.Equal(t, tc.name, j.Name, tc.id)
		assert.Equal(t, tc.copies, j.Copies, tc.id)
		assert.Equal(t, tc.pay, j.Pay, tc.id)
		assert.Equal(t, tc.suffer, j.Suffer, tc.id)
	}
}

// TestBattles checks spec §7.5: 24 cards of SB01–SB08, Defence 2–6, combinations of faces
// with Ships, rewards of Glory first.
func TestBattles(t *testing.T) {
	require.Len(t, Battles, 8)
	total := 0
	for i, bt := range Battles {
		assert.Equal(t, fmt.Sprintf("SB%02d", i+1), bt.ID)
		assert.NotEmpty(t, bt.Name, bt.ID)
		assert.NotEmpty(t, bt.Text, bt.ID)
		assert.True(t, bt.Copies >= 2 && bt.Copies <= 4, bt.ID)
		total += bt.Copies
		assert.True(t, bt.Defence >= 2 && bt.Defence <= 6, bt.ID)
		assert.Positive(t, bt.Combination[NeedShip], bt.ID)
		assert.Zero(t, bt.Combination[NeedAny], "%s: a combination names faces", bt.ID)
		checkOption(t, bt.ID, bt.Reward)
		require.NotEmpty(t, bt.Reward)
		assert.Equal(t, GainGlory, bt.Reward[0].Kind, bt.ID)
		got, ok := BattleByID(bt.ID)
		assert.True(t, ok)
		assert.Equal(t, BattleID(i), got)
	}
	assert.Equal(t, 24, total)
	assert.Equal(t, NumBattles, total)
	assert.Len(t, BattleCards(), 24)
	_, ok := BattleByID("SB09")
	assert.False(t, ok)
}

// TestBattleSamples checks every row of §7.5.
func TestBattleSamples(t *testing.T) {
	gl := func(n int8) Effect { return Effect{Kind: GainGlory, N: n} }
	for _, tc := range []struct {
		id, name string
		copies   int
		defence  int8
		combo    Needs
		reward   Option
	}{
		{"SB01", "Coastal Raiders", 3, 2, Needs{NeedShip: 2, NeedShield: 1}, Option{gl(4), {Kind: GainTokens, Token: Favour, N: 1}}},
		{"SB02", "Pirate Knarr", 3, 2, Needs{NeedShip: 2, NeedChest: 1}, Option{gl(4), {Kind: GainTokens, Token: Food, N: 2}}},
		{"SB03", "Draugr Longship", 3, 3, Needs{NeedShip: 2, NeedShield: 2}, Option{gl(6), {Kind: Draw, Deck: KeepSpoilsDeck, N: 1}}},
		{"SB04", "Rival Jarl", 3, 3, Needs{NeedShip: 2, NeedHammer: 2}, Option{gl(6), {Kind: Draw, Deck: VillageSpoilsDeck, N: 1}}},
		{"SB05", "Sea Troll", 4, 4, Needs{NeedShip: 3, NeedShield: 2}, Option{gl(9)}},
		{"SB06", "Frost Giant's Raft", 2, 4, Needs{NeedShip: 3, NeedChest: 2}, Option{gl(8), {Kind: Draw, Deck: ProphecyDeck, N: 1}}},
		{"SB07", "Kraken", 4, 5, Needs{NeedShip: 3, NeedShield: 3}, Option{gl(12)}},
		{"SB08", "Spawn of Jormungandr", 2, 6, Needs{NeedShip: 4, NeedShield: 3}, Option{gl(15), {Kind: GainTokens, Token: Favour, N: 1}}},
	} {
		id, ok := BattleByID(tc.id)
		require.True(t, ok, tc.id)
		bt := Battles[id]
		assert.Equal(t, tc.name, bt.Name, tc.id)
		assert.Equal(t, tc.copies, bt.Copies, tc.id)
		assert.Equal(t, tc.defence, bt.Defence, tc.id)
		assert.Equal(t, tc.combo, bt.Combination, tc.id)
		assert.Equal(t, tc.reward, bt.Reward, tc.id)
	}
}
