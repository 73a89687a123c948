package reavers_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	. "northtable/rules/reavers"
)

// TestLocations checks every row of Reavers spec §5's table.
func TestLocations(t *testing.T) {
	none := [4]Effect{}
	for _, tc := range []struct {
		loc   Location
		name  string
		slot  Slot
		cost  Cost
		times [4]int8
		bonus [4]Effect
	}{
		{RecruitReavers, "Recruit Reavers", NoSlot, Cost{}, [4]int8{},
			[4]Effect{{Kind: GainTokens, Token: Favour, N: 2}}},
		{TradeWithVillages, "Trade with Villages", NoSlot, Cost{}, [4]int8{3, 2, 1, 1}, none},
		{BattleAtSea, "Battle at Sea", SeaSlot, Cost{Food: 4}, [4]int8{},
			[4]Effect{{Kind: GainGlory, N: 2}}},
		{RaidVillages, "Raid Villages", VillagesSlot, Cost{Food: 1, Dice: Needs{NeedChest: 2}}, [4]int8{},
			[4]Effect{{Kind: Draw, Deck: VillageSpoilsDeck, N: 2}, {Kind: Draw, Deck: VillageSpoilsDeck, N: 1}}},
		{RaidKeeps, "Raid Keeps", KeepsSlot, Cost{Food: 2, Dice: Needs{NeedShield: 2}}, [4]int8{},
			[4]Effect{{Kind: Draw, Deck: KeepSpoilsDeck, N: 2}, {Kind: Draw, Deck: KeepSpoilsDeck, N: 1}}},
		{SubdueTerritories, "Subdue Territories", TerritoriesSlot, Cost{}, [4]int8{3, 2, 1, 1}, none},
	} {
		l := Locations[tc.loc]
		assert.Equal(t, tc.name, l.Name)
		assert.Equal(t, tc.name, tc.loc.String())
		assert.Equal(t, tc.slot, l.Slot, tc.name)
		assert.Equal(t, tc.cost, l.Cost, tc.name)
		assert.Equal(t, tc.times, l.Times, tc.name)
		assert.Equal(t, tc.bonus, l.Bonus, tc.name)
		assert.NotEmpty(t, l.Text, tc.name)
		if tc.slot != NoSlot {
			assert.Equal(t, tc.loc, tc.slot.Location(), "slot %v fires at %s", tc.slot, tc.name)
		}
	}
	assert.Equal(t, NoLocation, NoSlot.Location())
	assert.Equal(t, []string{"Sea", "Villages", "Keeps", "Territories"},
		[]string{SeaSlot.String(), VillagesSlot.String(), KeepsSlot.String(), TerritoriesSlot.String()})
}

// TestFillOrder checks spec §3 step 5: Recruit, Raid Villages, Raid Keeps, Battle at Sea, Trade.
func TestFillOrder(t *testing.T) {
	assert.Equal(t, [5]Location{RecruitReavers, RaidVillages, RaidKeeps, BattleAtSea, TradeWithVillages}, FillOrder)
}

// TestSetups checks Reavers spec §3's table and §4.1's selection order for 2, 3 and 4 players.
func TestSetups(t *testing.T) {
	for _, tc := range []struct {
		n                                  int
		twoSide, honour                    bool
		pawns                              int
		food                               []int8
		stacks, pairs, battles, prophecies int
		selectors                          [4]int8
	}{
		{2, true, false, 2, []int8{4, 5}, 3, 3, 3, 2, [4]int8{0, 1, 0, 1}},
		{3, false, true, 1, []int8{4, 5, 6}, 3, 3, 3, 3, [4]int8{0, 1, 2, HonourSelector}},
		{4, false, false, 1, []int8{4, 5, 6, 7}, 4, 4, 4, 3, [4]int8{0, 1, 2, 3}},
	} {
		s := Setups[tc.n]
		assert.Equal(t, tc.n, s.Players)
		assert.Equal(t, tc.twoSide, s.TwoPlayerSide, "%d players", tc.n)
		assert.Equal(t, tc.honour, s.HonourShip, "%d players", tc.n)
		assert.Equal(t, tc.pawns, s.Pawns, "%d players", tc.n)
		assert.Equal(t, tc.food, s.Food, "%d players", tc.n)
		assert.Len(t, s.Food, tc.n)
		assert.Equal(t, int8(1), s.Favour)
		assert.Equal(t, tc.stacks, s.Stacks, "%d players", tc.n)
		assert.Equal(t, tc.pairs, s.Pairs, "%d players", tc.n)
		assert.Equal(t, tc.battles, s.Battles, "%d players", tc.n)
		assert.Equal(t, tc.prophecies, s.Prophecies, "%d players", tc.n)
		assert.Equal(t, tc.selectors, s.Selectors, "%d players", tc.n)
		// Every player selects as many times as they have pawns (the Honour Ship aside).
		per := map[int8]int{}
		for _, sel := range s.Selectors {
			per[sel]++
		}
		for seat := 0; seat < tc.n; seat++ {
			assert.Equal(t, tc.pawns, per[int8(seat)], "%d players, seat offset %d", tc.n, seat)
		}
		assert.Equal(t, SelectionsPerRound, len(s.Selectors))
	}
	assert.Zero(t, Setups[1].Players, "no 1-player setup")
}

// TestPosition checks spec §1: positions follow seating from the active player, and with 2
// players the other player is position 4.
func TestPosition(t *testing.T) {
	for _, tc := range []struct{ players, seat, active, want int }{
		{4, 0, 0, 1}, {4, 1, 0, 2}, {4, 2, 0, 3}, {4, 3, 0, 4},
		{4, 0, 2, 3}, {4, 1, 2, 4}, {4, 3, 2, 2},
		{3, 0, 1, 3}, {3, 2, 1, 2}, {3, 1, 1, 1},
		{2, 0, 0, 1}, {2, 1, 0, 4}, {2, 0, 1, 4},
	} {
		assert.Equal(t, tc.want, Position(tc.players, tc.seat, tc.active), "%+v", tc)
	}
}

func TestTradeMenuAndRest(t *testing.T) {
	require.Len(t, TradeRewardsMenu, NumTradeRewards)
	assert.Equal(t, "Village die", TradeRewardsMenu[VillageDieReward].Name)
	assert.Equal(t, Option{{Kind: GainTokens, Token: Food, N: 2}}, TradeRewardsMenu[Provisions].Gain)
	assert.Equal(t, Option{{Kind: GainTokens, Token: Favour, N: 1}}, TradeRewardsMenu[Offering].Gain)
	assert.Equal(t, "Prophecy", TradeRewardsMenu[ProphecyReward].Name)
	assert.Empty(t, TradeRewardsMenu[VillageDieReward].Gain)
	assert.Equal(t, [NumColours]int{2, 2, 2}, TradeDice)
	assert.Equal(t, [2]Option{
		{{Kind: GainTokens, Token: Food, N: 2}},
		{{Kind: ChooseDice, Colour: AnyColour, N: 1}},
	}, RestOptions)
	for _, o := range RestOptions {
		checkOption(t, "rest", o)
	}
}

// TestLimits checks the fixed numbers of spec §2, §4 and §8.
func TestLimits(t *testing.T) {
	assert.Equal(t, 6, Rounds)
	assert.Equal(t, 10, DiceCapacity)
	assert.Equal(t, 3, SlotCapacity)
	assert.Equal(t, 4, ArtifactSpaces)
	assert.Equal(t, 3, UpgradeSpaces)
	assert.Equal(t, 1, RerollFavour)
	assert.Equal(t, 5, TerritoryRounds)
	assert.Equal(t, 0, GloryFloor)
}
