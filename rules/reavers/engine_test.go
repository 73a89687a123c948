package reavers_test

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/rules"
	. "northtable/rules/reavers"
)

func prID(id string) ProphecyID { p, _ := ProphecyByID(id); return p }
func btID(id string) BattleID   { b, _ := BattleByID(id); return b }
func jnID(id string) JourneyID  { j, _ := JourneyByID(id); return j }

// Horn of Plenty (A01): after Trade, two more rewards, the marker staying, a Prophecy only from
// the deck (spec §7.2).
func TestHornOfPlenty(t *testing.T) {
	g, err := New(Setup{Players: 3, Seed: 21, ProphecyDisplay: []ProphecyID{prID("PR01"), prID("PR02"), prID("PR03")},
		ProphecyPile: []ProphecyID{prID("PR10"), prID("PR11")},
		Areas: areas(3, func(i int, p *Player) {
			if i == 0 {
				p.Artifacts[0] = arID("A01")
			}
		})})
	require.NoError(t, err)
	play(t, g, SelectLocation{0, TradeWithVillages}, Activate{0, Payment{}})
	assert.Equal(t, rules.Seat(1), g.StartPlayer(), "the holder hands the marker on")
	play(t, g, TakeReward{0, ProphecyReward, 1}, TakeReward{0, Provisions, 0}, TakeReward{0, Offering, 0})
	require.Equal(t, DecideWindow, g.Decision())
	play(t, g, UseArtifact{By: 0, Artifact: arID("A01")})
	require.Equal(t, DecideTradeReward, g.Decision())
	assert.Equal(t, ErrNoSuchOption, rule(t, g.Check(TakeReward{0, ProphecyReward, 0})), "never the display")
	play(t, g, TakeReward{0, ProphecyReward, FromDeck}, TakeReward{0, Provisions, 0})
	p := g.Player(0)
	assert.Equal(t, uint32(1<<prID("PR02")|1<<prID("PR10")), p.Hand)
	assert.Equal(t, int16(4), p.Tokens[Food])
	assert.Equal(t, rules.Seat(1), g.StartPlayer())
	assert.NotZero(t, p.PileArtifacts&(1<<arID("A01")))
	assert.Equal(t, DecideActivate, g.Decision(), "the window closed with no other Artifact")
	assert.Equal(t, rules.Seat(1), g.ToMove())
}

// Prophecies drawn from the deck are private; a view turns other hands into counts; a sample
// keeps the seat's own hand and every hand's size (spec §10.6).
func TestProphecyPrivacy(t *testing.T) {
	g, err := New(Setup{Players: 2, Seed: 22, Areas: areas(2, nil), ProphecyPile: []ProphecyID{prID("PR07"), prID("PR08")},
		ProphecyDisplay: []ProphecyID{}})
	require.NoError(t, err)
	play(t, g, SelectLocation{0, TradeWithVillages}, Activate{0, Payment{}})
	out, err := g.Apply(TakeReward{0, ProphecyReward, FromDeck})
	require.NoError(t, err)
	assert.True(t, out.Final, "a draw is final")
	var private, public int
	for _, e := range out.Events {
		if e.Kind == EvProphecy {
			assert.True(t, e.Private)
			assert.True(t, e.VisibleTo(0))
			assert.False(t, e.VisibleTo(1))
			private++
		}
		if e.Kind == EvProphecyDrawn {
			assert.False(t, e.Private)
			public++
		}
	}
	assert.Equal(t, 1, private)
	assert.Equal(t, 1, public)
	other := g.SeatView(1)
	assert.Zero(t, other.Player(0).Hand)
	assert.Equal(t, 1, other.HandSize(0))
	own := g.SeatView(0)
	assert.Equal(t, uint32(1<<prID("PR07")), own.Player(0).Hand)
	r := rand.New(rand.NewPCG(1, 2))
	for range 20 {
		s := g.Sample(1, r)
		assert.Equal(t, 1, s.HandSize(0))
		assert.Equal(t, g.SeatView(1).Hash(), s.SeatView(1).Hash())
		s0 := g.Sample(0, r)
		assert.Equal(t, uint32(1<<prID("PR07")), s0.Player(0).Hand)
	}
}

// Runic Carvings: two Prophecies drawn, one kept, the other to the face-down discard pile.
func TestRunicCarvings(t *testing.T) {
	g, err := New(Setup{Players: 2, Seed: 23, VillagePairs: [][StackSize]VillageID{{vsID("VS09"), -1}},
		ProphecyPile: []ProphecyID{prID("PR04"), prID("PR05")}, VillagePile: []VillageID{}, ProphecyDisplay: []ProphecyID{},
		Areas: areas(2, func(i int, p *Player) {
			if i == 0 {
				p.Tokens[Food] = 1
				p.Dice[Blue][Chest] = 2
			}
		})})
	require.NoError(t, err)
	play(t, g, SelectLocation{0, RaidVillages}, Activate{0, suggest(t, g, Locations[RaidVillages].Cost)}, Take{0, 0})
	require.Equal(t, DecideKeepProphecy, g.Decision())
	assert.ElementsMatch(t, []rules.Move{KeepProphecy{0, prID("PR04")}, KeepProphecy{0, prID("PR05")}}, g.Legal())
	assert.Equal(t, ErrNoSuchOption, rule(t, g.Check(KeepProphecy{0, prID("PR06")})))
	play(t, g, KeepProphecy{0, prID("PR05")})
	assert.Equal(t, uint32(1<<prID("PR05")), g.Player(0).Hand)
	assert.Equal(t, 1, g.DiscardSize(ProphecyDeck))
	assert.Equal(t, []int8{int8(prID("PR04"))}, g.Discards(ProphecyDeck))
	assert.Equal(t, []int8{int8(prID("PR04"))}, g.SeatView(0).Discards(ProphecyDeck), "seat 0 knows what it put there")
	assert.Equal(t, []int8{int8(prID("PR01"))}, g.SeatView(1).Discards(ProphecyDeck),
		"the Prophecy discard pile is face down: another view holds the lowest unseen card there")
	r := rand.New(rand.NewPCG(3, 4))
	for range 10 {
		assert.Equal(t, []int8{int8(prID("PR04"))}, g.Sample(0, r).Discards(ProphecyDeck), "a sample keeps it there")
	}
}

// Battle at Sea: the position-1 Glory on paying, a Combination win to the Glory pile with its
// reward; Raiders' Taunt raises the Defence of a fight only.
func TestBattleAtSea(t *testing.T) {
	g, err := New(Setup{Players: 2, Seed: 24, JourneyPile: []JourneyID{jnID("J11")}, SeaBattles: []BattleID{btID("SB01")},
		Areas: areas(2, func(i int, p *Player) {
			if i == 0 {
				p.Tokens[Food] = 4
				p.Dice[Yellow][Ship] = 2
				p.Dice[Red][Shield] = 1
			}
		})})
	require.NoError(t, err)
	out, err := g.Apply(SelectLocation{0, BattleAtSea})
	require.NoError(t, err)
	assert.False(t, out.Final, "seat 0 answers ActivateOrRest next; nothing was revealed")
	out, err = g.Apply(Activate{0, Payment{}})
	require.NoError(t, err)
	assert.True(t, out.Final, "the Sea Journey is revealed")
	assert.Equal(t, int16(2), g.Player(0).Glory)
	assert.Equal(t, int16(1), g.Player(0).Tokens[Favour], "Favourable Winds")
	play(t, g, Take{0, 0})
	require.Equal(t, DecideBattleMethod, g.Decision())
	comb := Cost{Dice: Battles[btID("SB01")].Combination}
	play(t, g, Combination{0, suggest(t, g, comb)})
	p := g.Player(0)
	assert.Equal(t, int16(6), p.Glory)
	assert.Equal(t, int16(2), p.Tokens[Favour])
	assert.Equal(t, int8(1), p.PileBattles[btID("SB01")])
	assert.Equal(t, BattleID(-1), g.SeaBattle(0))

	g, err = New(Setup{Players: 2, Seed: 25, JourneyPile: []JourneyID{jnID("J10")}, SeaBattles: []BattleID{btID("SB01")},
		Areas: areas(2, func(i int, p *Player) {
			if i == 0 {
				p.Tokens[Food] = 4
				p.Dice[Blue][Hammer] = 1
				p.Tokens[Favour] = 0
			}
		})})
	require.NoError(t, err)
	play(t, g, SelectLocation{0, BattleAtSea}, Activate{0, Payment{}})
	require.Equal(t, DecideBattleTarget, g.Decision(), "2 Food cannot be paid: Raiders' Taunt is suffered")
	play(t, g, Take{0, 0}, Fight{0})
	require.Equal(t, DecideCommit, g.Decision())
	assert.Contains(t, g.Prompt().Text, "Defence 3")
}

// The final window: a non-combat ANY Artifact used after round 6, its stored die opening
// Capacity before scoring (spec §9, §10.7).
func TestFinalWindow(t *testing.T) {
	g, err := New(Setup{Players: 2, Seed: 26, Round: 6, Areas: areas(2, func(i int, p *Player) {
		if i == 0 {
			p.Hand = 1 << prID("PR15")
		}
		if i == 1 {
			p.Artifacts[0] = arID("A10")
			p.Stored = 1
			p.Dice[Red][Shield] = 10
		}
	})})
	require.NoError(t, err)
	for _, loc := range []Location{RecruitReavers, BattleAtSea, RaidVillages, RaidKeeps} {
		play(t, g, SelectLocation{g.ToMove(), loc})
		for g.Decision() == DecideActivate {
			play(t, g, RestFood{g.ToMove()})
		}
	}
	require.Equal(t, DecideFinalWindow, g.Decision())
	require.Equal(t, rules.Seat(1), g.ToMove())
	assert.Zero(t, g.SeatView(1).Player(0).Hand, "hidden until the scoring")
	play(t, g, UseArtifact{By: 1, Artifact: arID("A10")})
	require.Equal(t, DecideCapacity, g.Decision())
	assert.False(t, g.Over())
	play(t, g, DiscardDie{1, Red, Shield})
	assert.True(t, g.Over(), "no Artifact left: the window closes and scoring follows")
	_, err = g.Apply(Pass{1})
	assert.Equal(t, ErrGameOver, rule(t, err))
	res := g.Result()
	assert.Len(t, res.Scores, 2)
	assert.Equal(t, uint32(1<<prID("PR15")), g.SeatView(1).Player(0).Hand, "the final scoring reveals every Prophecy")
	assert.Equal(t, res, g.SeatView(1).Result())
}

// Refusals name their rule (spec §10.4) and change nothing.
func TestRefusals(t *testing.T) {
	g, err := New(Setup{Players: 2, Seed: 27, Areas: areas(2, func(i int, p *Player) {
		if i == 0 {
			p.Artifacts[0] = arID("A05")
			p.Artifacts[1] = arID("A03")
			p.Stored = 1 << 1
			p.Dice[Yellow][Ship] = 1
			p.Dice[Red][Shield] = 1
			for k := range p.Upgrades {
				p.Upgrades[k] = UpgradeToken{Present: true}
			}
		}
	})})
	require.NoError(t, err)
	before := g.Hash()
	cases := []struct {
		m    rules.Move
		want string
	}{
		{SelectLocation{1, RaidKeeps}, ErrNotYourDecision},
		{Rally{0}, ErrWrongDecision},
		{UseArtifact{By: 0, Artifact: arID("A05")}, ErrArtifactTiming},
		{UseArtifact{By: 0, Artifact: arID("A07")}, ErrNoSuchOption},
		{StoreDie{0, Red, Shield, 0}, ErrArtifactMismatch},
		{StoreDie{0, Red, Shield, 1}, ErrArtifactOccupied},
		{StoreDie{0, Yellow, Ship, 2}, ErrNoSuchOption},
		{SelectLocation{0, Location(9)}, ErrNoSuchOption},
	}
	for _, c := range cases {
		assert.Equal(t, c.want, rule(t, g.Check(c.m)), "%v", c.m)
		assert.False(t, g.Allowed(c.m))
		_, err := g.Apply(c.m)
		assert.Equal(t, c.want, rule(t, err))
		assert.Equal(t, before, g.Hash())
	}
	assert.NoError(t, g.Check(StoreDie{0, Yellow, Ship, 0}))
	play(t, g, SelectLocation{0, RaidKeeps})
	assert.Equal(t, ErrBadFace, rule(t, g.Check(RestDie{0, Yellow, Shield})))
	err = g.Check(RestDie{0, Yellow, Shield})
	assert.Equal(t, "No such face — that die has no such face", rules.Explain(err))
	assert.Equal(t, ErrCannotPay, rule(t, g.Check(Activate{0, Payment{}})))
	play(t, g, RestFood{0})
	require.Equal(t, DecideWindow, g.Decision(), "Raven Banner's window follows a Rest too")
	play(t, g, Pass{0}, RestFood{1})
	require.Equal(t, DecideSelect, g.Decision())
	assert.Equal(t, ErrLocationTaken, rule(t, g.Check(SelectLocation{1, RaidKeeps})))
}

// The Specialise step fires the cards in the slot when the location was selected: a card
// Specialised there during the step does not fire now (spec §4.2 step 2).
func TestSpecialiseSnapshot(t *testing.T) {
	g, err := New(Setup{Players: 2, Seed: 28, ReaverPile: []ReaverID{rvID("P01")}, Dice: []Face{Ship},
		Stacks: [][StackSize]ReaverID{},
		Areas: areas(2, func(i int, p *Player) {
			if i == 0 {
				p.Slots[VillagesSlot][0] = rvID("M12")
			}
		})})
	require.NoError(t, err)
	play(t, g, SelectLocation{0, RaidVillages})
	require.Equal(t, DecideSpecialised, g.Decision())
	play(t, g, UseAbility{0, 0})
	assert.Equal(t, int16(2), g.Player(0).Glory)
	require.Equal(t, DecideReaverUse, g.Decision(), "the drawn Reaver is resolved at once")
	play(t, g, SpecialiseSlot{0, VillagesSlot})
	assert.Equal(t, rvID("P01"), g.Player(0).Slots[VillagesSlot][1])
	assert.Equal(t, DecideActivate, g.Decision(), "P01 does not fire in this step")
}

// Bad setups are refused.
func TestBadSetups(t *testing.T) {
	for name, s := range map[string]Setup{
		"1 player":     {Players: 1},
		"5 players":    {Players: 5},
		"start":        {Players: 3, Start: 3},
		"round":        {Players: 3, Round: 7},
		"areas":        {Players: 3, Areas: areas(2, nil)},
		"leader":       {Players: 2, Areas: areas(2, func(i int, p *Player) { p.Leader = 45 })},
		"dice":         {Players: 2, Areas: areas(2, func(i int, p *Player) { p.Dice[Yellow][Shield] = 1 })},
		"reaver pile":  {Players: 2, ReaverPile: []ReaverID{45}},
		"stacks":       {Players: 2, Stacks: make([][StackSize]ReaverID, 4)},
		"trade die":    {Players: 2, TradeDice: []TradeDie{{Present: true, Colour: Red, Face: Chest}}},
		"tiles":        {Players: 2, Tiles: []int8{1, 2}},
		"tile count":   {Players: 2, Tiles: []int8{5, 4, 4, 4, 4, 4, 4, 4, 4}},
		"forced face":  {Players: 2, Dice: []Face{9}},
		"forced axe":   {Players: 2, Combat: []CombatFace{3}},
		"sea battle":   {Players: 2, SeaBattles: []BattleID{8}},
		"prophecy":     {Players: 2, ProphecyDisplay: []ProphecyID{18}},
		"keep pair":    {Players: 2, KeepPairs: [][StackSize]KeepID{{9, 0}}},
		"village pair": {Players: 2, VillagePairs: [][StackSize]VillageID{{21, 0}}},
	} {
		_, err := New(s)
		assert.Error(t, err, name)
	}
	g, err := New(Setup{Players: 3, Seed: 1, Start: -1})
	require.NoError(t, err)
	assert.Equal(t, g.StartPlayer(), g.ToMove(), "S1 draws the first starting Reavers")
}

// combatWithPowers is a 2-player game whose first seat has 1 Favour, 2 red Hammer dice and
// Thor's Amulet and Odin's Drinking Horn, the Combat dice set to roll 2 blanks then 2 single
// axes; hammers is those 2 Hammer dice as a commitment.
func combatWithPowers(t *testing.T) (g *Game, hammers Payment) {
	t.Helper()
	g, err := New(Setup{Players: 2, Seed: 29, Combat: []CombatFace{Blank, Blank, SingleAxe, SingleAxe},
		Areas: areas(2, func(i int, p *Player) {
			if i == 0 {
				p.Tokens[Favour] = 1
				p.Dice[Red][Hammer] = 2
				p.Artifacts[0], p.Artifacts[1] = arID("A07"), arID("A08")
			}
		})})
	require.NoError(t, err)
	hammers.Board[Red][Hammer] = 2
	return g, hammers
}

// A combat with a paid re-roll, Odin's Drinking Horn naming its die and Thor's Amulet's extra
// success; the won tile goes to the Territories row with its reward (spec §8, §7.2, §5.6).
func TestCombatPowers(t *testing.T) {
	g, hammers := combatWithPowers(t)
	food3 := stID("FOOD3")
	play(t, g, SelectLocation{0, SubdueTerritories}, Activate{0, Payment{}})
	assert.Equal(t, ErrArtifactTiming, rule(t, g.Check(UseArtifact{By: 0, Artifact: arID("A07")})), "only after a roll")
	play(t, g, Force{0, food3})
	assert.Equal(t, ErrArtifactTiming, rule(t, g.Check(UseArtifact{By: 0, Artifact: arID("A07")})), "not before the roll")
	play(t, g, Commit{0, hammers})
	require.Equal(t, DecideAfterRoll, g.Decision())
	assert.Equal(t, ErrEmptyReroll, rule(t, g.Check(Reroll{0, [3]int8{}})))
	assert.Equal(t, ErrNoSuchOption, rule(t, g.Check(Reroll{0, [3]int8{1, 0, 0}})), "no double axe to roll again")
	play(t, g, Reroll{0, [3]int8{Blank: 1}})
	assert.Equal(t, int16(0), g.Player(0).Tokens[Favour])
	assert.Equal(t, ErrNoFavour, rule(t, g.Check(Reroll{0, [3]int8{Blank: 1}})))
	assert.Equal(t, ErrEmptyReroll, rule(t, g.Check(UseArtifact{By: 0, Artifact: arID("A08")})))
	play(t, g, UseArtifact{By: 0, Artifact: arID("A08"), Dice: [3]int8{Blank: 1}})
	assert.Equal(t, 2, g.Info().Successes)
	play(t, g, UseArtifact{By: 0, Artifact: arID("A07")})
	p := g.Player(0)
	assert.Equal(t, int8(1), p.PileTerritories[food3], "3 successes beat Defence 3")
	assert.Equal(t, int16(7), p.Tokens[Food])
	assert.Equal(t, int16(3), p.Glory)
	assert.Equal(t, 3, g.Tiles(food3))
	assert.Equal(t, uint16(1<<arID("A07")|1<<arID("A08")), p.PileArtifacts)
}

// A lost Sea Battle: a display card stays, a deck card goes to the discard pile (spec §5.3).
func TestSeaBattleLost(t *testing.T) {
	for _, from := range []int8{0, FromDeck} {
		g, err := New(Setup{Players: 2, Seed: 30, JourneyPile: []JourneyID{jnID("J13")}, SeaBattles: []BattleID{btID("SB05")},
			BattlePile: []BattleID{btID("SB07")}, Areas: areas(2, func(i int, p *Player) {
				if i == 0 {
					p.Tokens[Food] = 4
				}
			})})
		require.NoError(t, err)
		play(t, g, SelectLocation{0, BattleAtSea}, Activate{0, Payment{}}, Take{0, from})
		assert.Equal(t, ErrNoCombatDice, rule(t, g.Check(Fight{0})))
		play(t, g, Retreat{0})
		assert.Equal(t, btID("SB05"), g.SeaBattle(0))
		if from == FromDeck {
			assert.Equal(t, []int8{int8(btID("SB07"))}, g.Discards(SeaBattleDeck))
		} else {
			assert.Empty(t, g.Discards(SeaBattleDeck))
		}
		assert.Equal(t, int16(3), g.Player(0).Tokens[Food], "Fishing Grounds")
	}
}

// Ship Upgrade cards: a token into a free space, and with 3 tokens a replacement (a used one
// too, the new token arriving unused), the Glory pile or 3 Glory (spec §7.1, §10.7).
func TestShipUpgradeCards(t *testing.T) {
	for _, full := range []bool{false, true} {
		g, err := New(Setup{Players: 2, Seed: 31, VillagePairs: [][StackSize]VillageID{{vsID("VS03"), -1}},
			VillagePile: []VillageID{}, Areas: areas(2, func(i int, p *Player) {
				if i == 0 {
					p.Tokens[Food] = 1
					p.Dice[Blue][Chest] = 2
					if full {
						for k := range p.Upgrades {
							p.Upgrades[k] = UpgradeToken{Present: true, Kind: UpgradeShield, Used: true}
						}
					}
				}
			})})
		require.NoError(t, err)
		play(t, g, SelectLocation{0, RaidVillages}, Activate{0, suggest(t, g, Locations[RaidVillages].Cost)}, Take{0, 0})
		require.Equal(t, DecideShipUpgrade, g.Decision())
		if !full {
			assert.ElementsMatch(t, []rules.Move{TakeToken{0}, TakeGlory{0}}, g.Legal())
			play(t, g, TakeToken{0})
			assert.Equal(t, UpgradeToken{Present: true, Kind: UpgradeShipOrHammer}, g.Player(0).Upgrades[0])
			continue
		}
		assert.Equal(t, ErrNoSpace, rule(t, g.Check(TakeToken{0})))
		assert.ElementsMatch(t, []rules.Move{ReplaceToken{0, 0}, ReplaceToken{0, 1}, ReplaceToken{0, 2}, TokenToPile{0}, TakeGlory{0}}, g.Legal())
		play(t, g, ReplaceToken{0, 1})
		p := g.Player(0)
		assert.Equal(t, UpgradeToken{Present: true, Kind: UpgradeShipOrHammer}, p.Upgrades[1])
		assert.Equal(t, int8(1), p.PileUpgrades[UpgradeShield])
	}
}

// Storing a die is a free move at any of the seat's decisions and an answer to Capacity; a
// stored die does not count toward the limit (spec §2.6, §10.3).
func TestStoreDie(t *testing.T) {
	g, err := New(Setup{Players: 2, Seed: 32, Areas: areas(2, func(i int, p *Player) {
		if i == 0 {
			p.Artifacts[2] = arID("A12")
			p.Dice[Red][Hammer] = 10
		}
	})})
	require.NoError(t, err)
	assert.Contains(t, g.Legal(), rules.Move(StoreDie{0, Red, Hammer, 2}))
	out, err := g.Apply(StoreDie{0, Red, Hammer, 2})
	require.NoError(t, err)
	assert.False(t, out.Final)
	assert.Equal(t, DecideSelect, g.Decision())
	assert.Equal(t, 9, g.BoardDice(0))
	assert.Equal(t, ErrArtifactOccupied, rule(t, g.Check(StoreDie{0, Red, Hammer, 2})))
	play(t, g, SelectLocation{0, TradeWithVillages}, Activate{0, Payment{}}, TakeReward{0, VillageDieReward, 0},
		TakeReward{0, VillageDieReward, 1})
	require.Equal(t, DecideCapacity, g.Decision())
	assert.Equal(t, ErrWrongDecision, rule(t, g.Check(UseArtifact{By: 0, Artifact: arID("A12")})), "only capacity moves")
	assert.Equal(t, ErrNoSuchOption, rule(t, g.Check(DiscardDie{0, Blue, Shield})))
	play(t, g, DiscardDie{0, Red, Hammer})
	assert.Equal(t, DecideTradeReward, g.Decision())
	// Using Valkyrie Feather brings its stored die back: Capacity again, then the power's die.
	play(t, g, UseArtifact{By: 0, Artifact: arID("A12")})
	require.Equal(t, DecideCapacity, g.Decision())
	play(t, g, DiscardDie{0, Red, Hammer})
	require.Equal(t, DecidePlaceDie, g.Decision())
	assert.Equal(t, AnyColour, g.Info().Colour)
}

// A Tower: its 2 red dice are rolled first, so Hammers among them may pillage it; a won pillage
// gives 3 Glory and a Tower token, and the card goes to the discard pile (spec §7.3).
func TestTowerPillage(t *testing.T) {
	tower := ksID("KS09")
	g, err := New(Setup{Players: 2, Seed: 33, KeepPairs: [][StackSize]KeepID{{tower, -1}}, KeepPile: []KeepID{},
		Dice: []Face{Hammer, Hammer}, Combat: []CombatFace{DoubleAxe, SingleAxe},
		Areas: areas(2, func(i int, p *Player) {
			if i == 0 {
				p.Tokens[Food] = 2
				p.Dice[Red][Shield] = 2
			}
		})})
	require.NoError(t, err)
	play(t, g, SelectLocation{0, RaidKeeps}, Activate{0, suggest(t, g, Locations[RaidKeeps].Cost)}, Take{0, 0})
	require.Equal(t, DecidePillage, g.Decision())
	assert.Equal(t, int8(2), g.Player(0).Dice[Red][Hammer])
	assert.Equal(t, 3, g.Info().Defence)
	var hammers Payment
	hammers.Board[Red][Hammer] = 2
	play(t, g, PillageCard{0}, Commit{0, hammers})
	p := g.Player(0)
	assert.Equal(t, int16(3), p.Glory)
	assert.Equal(t, int16(1), p.Tokens[Tower])
	assert.Equal(t, []int8{int8(tower)}, g.Discards(KeepSpoilsDeck))
	assert.Equal(t, DecideActivate, g.Decision())
}

// Two players: two pawns each, selecting S, other, S, other; the other player is position 4
// (spec §1, §4.1, §5's example).
func TestTwoPlayerPawns(t *testing.T) {
	g, err := New(Setup{Players: 2, Seed: 34, Start: 1, Areas: areas(2, nil)})
	require.NoError(t, err)
	for k, w := range []rules.Seat{1, 0, 1, 0} {
		assert.Equal(t, w, g.Selector(k))
	}
	play(t, g, SelectLocation{1, TradeWithVillages}, Activate{1, Payment{}})
	assert.Equal(t, 3, g.Info().Left)
	play(t, g, TakeReward{1, Provisions, 0}, TakeReward{1, Provisions, 0}, TakeReward{1, Provisions, 0}, Activate{0, Payment{}})
	assert.Equal(t, 1, g.Info().Left, "the other player takes 1 reward")
	play(t, g, TakeReward{0, Offering, 0})
	assert.Equal(t, rules.Seat(0), g.ToMove(), "the other player's first pawn")
	assert.Equal(t, rules.Seat(0), g.StartPlayer(), "the holder handed the marker on")
	restSelection(t, g, RaidVillages)
	assert.Equal(t, rules.Seat(1), g.ToMove(), "the start player's second pawn: this round's order stays")
}
