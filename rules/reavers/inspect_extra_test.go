package reavers_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/rules"
	. "northtable/rules/reavers"
)

// The Honour Ship's location is known from its selection to the end of that selection, and
// only there: the holder's own pawn stands on the other location it took (spec §4.1, §4.4).
func TestHonourLocation(t *testing.T) {
	areas := []Player{rich(), rich(), rich()}
	tb := game(t, Setup{Players: 3, Areas: areas, Round: 2, VillagePile: farms(12)}) // the Honour Ship with seat 1
	require.Equal(t, rules.Seat(1), tb.g.HonourShip())
	assert.Equal(t, NoLocation, tb.g.HonourLocation(), "no selection yet")
	restOut(tb, 0, RecruitReavers)
	restOut(tb, 1, TradeWithVillages)
	restOut(tb, 2, SubdueTerritories)
	tb.at(DecideSelect, 1)
	assert.Equal(t, NoLocation, tb.g.HonourLocation(), "the Honour Ship waits to be placed")
	h := tb.g.Hash()
	tb.do(SelectLocation{1, RaidVillages})
	assert.Equal(t, RaidVillages, tb.g.HonourLocation())
	assert.Equal(t, rules.Seat(1), tb.g.SelectedBy(TradeWithVillages), "the holder's pawn is on its own selection")
	c := tb.g.Copy()
	_ = c.HonourLocation()
	assert.Equal(t, tb.g.Hash(), c.Hash(), "asking changes nothing")
	assert.NotEqual(t, h, tb.g.Hash())
	for _, seat := range []rules.Seat{1, 2, 0} {
		tb.do(Activate{seat, plus(die(Blue, Chest), die(Blue, Chest))}, Take{seat, FromDeck})
		resolvePending(tb, seat)
	}
	require.Equal(t, 3, tb.g.Round())
	assert.Equal(t, NoLocation, tb.g.HonourLocation(), "the cleanup took the Honour Ship back")
}

// With 2 or 4 players there is no Honour Ship, whatever is selected.
func TestHonourLocationOtherCounts(t *testing.T) {
	for _, n := range []int{2, 4} {
		tb := game(t, Setup{Players: n})
		for range 3 {
			g := tb.g
			if g.Decision() != DecideSelect {
				break
			}
			for l := Location(0); l < NumLocations; l++ {
				if g.SelectedBy(l) == rules.NoSeat {
					tb.do(SelectLocation{g.ToMove(), l})
					break
				}
			}
			assert.Equal(t, NoLocation, tb.g.HonourLocation(), "%d players", n)
		}
	}
}

// DeckSize is the draw and discard piles' counts, as PileSize and DiscardSize.
func TestDeckSize(t *testing.T) {
	tb := game(t, Setup{Players: 2, VillagePile: farms(12)})
	for d := Deck(0); d < NumDecks; d++ {
		draw, dis := tb.g.DeckSize(d)
		assert.Equal(t, tb.g.PileSize(d), draw, "%v", d)
		assert.Equal(t, tb.g.DiscardSize(d), dis, "%v", d)
	}
	draw, _ := tb.g.DeckSize(VillageSpoilsDeck)
	assert.Equal(t, 12, draw, "the given Village pile")
	draw, dis := tb.g.DeckSize(NumDecks)
	assert.Zero(t, draw+dis)
}
