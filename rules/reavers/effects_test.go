package reavers_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	. "northtable/rules/reavers"
)

// checkOption asserts every effect of an option is in range for its kind: a known kind, an
// amount from 1 to 15 (the largest amount any table prints), and the parameters it uses valid.
func checkOption(t *testing.T, where string, o Option) {
	t.Helper()
	assert.NotEmpty(t, o, "%s: an option does something", where)
	for _, e := range o {
		assert.True(t, e.Kind >= 0 && e.Kind < NumEffectKinds, "%s: kind %v", where, e.Kind)
		assert.True(t, e.N >= 1 && e.N <= 15, "%s: %v amount %d", where, e.Kind, e.N)
		switch e.Kind {
		case GainTokens, DiscardTokens:
			assert.True(t, e.Token >= 0 && e.Token < NumTokens, "%s: token %v", where, e.Token)
		case RollDice:
			assert.True(t, e.Colour >= 0 && e.Colour < NumColours, "%s: rolled dice have a colour", where)
		case ChooseDice:
			assert.True(t, e.Colour == AnyColour || (e.Colour >= 0 && e.Colour < NumColours), "%s", where)
		case FixedDice:
			assert.True(t, HasFace(e.Colour, e.Face), "%s: %v has no %v", where, e.Colour, e.Face)
		case Draw:
			assert.True(t, e.Deck >= 0 && e.Deck < NumDecks, "%s: deck %v", where, e.Deck)
		case ShipUpgradeCard:
			assert.True(t, e.Upgrade >= 0 && e.Upgrade < NumUpgrades, "%s: upgrade %v", where, e.Upgrade)
		}
	}
}

func TestEffectKindNames(t *testing.T) {
	seen := map[string]bool{}
	for k := EffectKind(0); k < NumEffectKinds; k++ {
		name := k.String()
		assert.NotEqual(t, "?", name, "kind %d has a name", k)
		assert.False(t, seen[name], "name %s used twice", name)
		seen[name] = true
	}
	assert.Equal(t, "?", NumEffectKinds.String())
}

func TestCostAndNeeds(t *testing.T) {
	assert.True(t, Cost{}.IsFree())
	c := Cost{Food: 1, Dice: Needs{NeedChest: 2}}
	assert.False(t, c.IsFree())
	assert.Equal(t, 2, c.Dice.Total())
	assert.Equal(t, 7, Needs{NeedShip: 4, NeedShield: 3}.Total())
	assert.Equal(t, "any die", NeedAny.String())
}

func TestNames(t *testing.T) {
	assert.Equal(t, "Village Spoils", VillageSpoilsDeck.String())
	assert.Equal(t, "Ship-or-Hammer", UpgradeShipOrHammer.String())
	assert.Equal(t, "Tower", Tower.String())
	// Decks are in the setup shuffle order (spec §3 step 3).
	assert.Equal(t, []Deck{ReaverDeck, VillageSpoilsDeck, KeepSpoilsDeck, SeaJourneyDeck, SeaBattleDeck, ProphecyDeck},
		[]Deck{0, 1, 2, 3, 4, 5})
}
