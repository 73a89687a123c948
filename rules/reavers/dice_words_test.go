package reavers_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	. "northtable/rules/reavers"
)

// Every cost and payment counts its dice as dice ("2 Shield dice", "1 Ship die"), the way the
// payments and the missing dice are said, wherever a cost is worded: a location's, a Sea
// Battle's combination, a Territory's Peace, a Sea Journey's.
func TestCostsAreCountedInDice(t *testing.T) {
	fav1 := StackID(-1)
	for i := range Territories {
		if Territories[i].ID == "FAV1" {
			fav1 = StackID(i)
		}
	}
	tests := []struct{ name, got, want string }{
		{"Raid Keeps' cost", Locations[RaidKeeps].Cost.Words(), "2 Food and 2 Shield dice"},
		{"one die of a face", Cost{Dice: Needs{NeedShip: 1}}.Words(), "1 Ship die"},
		{"any face", Cost{Dice: Needs{NeedAny: 1}}.Words(), "1 die of any face"},
		{"a Sea Battle's combination", CardWords(Card{Deck: SeaBattleDeck, ID: int8(btID("SB01"))}),
			"Coastal Raiders (Sea Battle): Defence 2, or pay 2 Ship dice and 1 Shield die. Win: 4 Glory and 1 Favour."},
		{"a Territory's Peace", TerritoryWords(fav1, 2),
			"Favour I Territory, 2 of 4 tiles left. By Force: Defence 1. In Peace: pay 2 dice of any face. Reward: 1 Favour and 2 Glory."},
		{"a Sea Journey", Journeys[3].Text, "Pay 1 Ship die, or gain 1 Terror."},
		{"a Sea Journey of any die", Journeys[7].Text, "Pay 1 die of any face, or gain 1 Terror."},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, tt.got, tt.name)
	}
}

// The cost a seat cannot pay is said in dice, as what it lacks is.
func TestCannotPayRaidKeepsSaysDice(t *testing.T) {
	tb := game(t, Setup{Players: 2, Areas: []Player{stock(withDice(dieN{Red, Shield, 1}), Food, 2), EmptyPlayer()}})
	assert.Equal(t, "You cannot pay Raid Keeps (2 Food and 2 Shield dice): you need 1 more Shield die",
		tb.g.CannotPayWords(0, RaidKeeps))
}

// Every die face is a proper name, capitalised wherever a die is said: the clan icons as the
// other faces, and the Combat die's axes (never called Hammers: those are crew dice's faces).
func TestFacesAreCapitalisedEverywhere(t *testing.T) {
	tests := []struct{ got, want string }{
		{DieWords(Yellow, Clan), "a yellow Village"},
		{DieWords(Red, Clan), "a red Keep"},
		{DieWords(Blue, Clan), "a blue Wave"},
		{DieWords(Red, Shield), "a red Shield"},
		{DieWords(Yellow, DoubleHammer), "a yellow Double Hammer"},
		{CombatWords([NumCombatFaces]int8{DoubleAxe: 2, Blank: 1}), "2 Double Axes and 1 Blank"},
		{CombatWords([NumCombatFaces]int8{SingleAxe: 1}), "1 Single Axe"},
		{TradeDieWords(TradeDie{Present: true, Colour: Blue, Face: Clan}),
			"A Village die: a blue die showing Wave. Trade with Villages gives one as a reward."},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, tt.got)
	}
}

// A new die's colour and face is asked once: by the prompt, with no caption over its dice
// repeating it; a Rest's die and a discard keep theirs.
func TestNewDieIsAskedOnce(t *testing.T) {
	tests := []struct {
		m    PlaceDie
		want string
	}{
		{PlaceDie{By: 0, Colour: Red, Face: Ship}, ""},
	}
	for _, tt := range tests {
		w, ok := ListLabel(tt.m)
		assert.True(t, ok, "a new die is chosen as dice")
		assert.Equal(t, tt.want, w)
	}
	w, ok := ListLabel(RestDie{By: 0, Colour: Red, Face: Ship})
	assert.True(t, ok)
	assert.Equal(t, "Rest: take one die of your choice…", w)
}

// A roll's dice are named die by die, yellow first, in the order of the faces.
func TestPoolWordsNameEachDie(t *testing.T) {
	var p Pool
	p[Blue][Hammer] = 2
	p[Yellow][Ship] = 1
	assert.Equal(t, "a yellow Ship, a blue Hammer and a blue Hammer", p.Words())
	p = Pool{}
	p[Red][Clan] = 1
	assert.Equal(t, "a red Keep", p.Words())
}
