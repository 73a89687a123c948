package reavers_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/rules"
	. "northtable/rules/reavers"
)

// The flow tests of spec §12 built through Setup's overrides, as a scenario test builds its
// "given": player areas from EmptyPlayer, displays, draw piles and forced dice.

func play(t *testing.T, g *Game, moves ...rules.Move) {
	t.Helper()
	for _, m := range moves {
		_, err := g.Apply(m)
		require.NoError(t, err, "%v at %s", m, g.Decision())
	}
}

func rule(t *testing.T, err error) string {
	t.Helper()
	var ill *rules.IllegalMoveError
	require.ErrorAs(t, err, &ill)
	return ill.Rule
}

// suggest is the suggested payment of c for the seat to move.
func suggest(t *testing.T, g *Game, c Cost) Payment {
	t.Helper()
	p := g.Player(g.ToMove())
	pay, ok := p.SuggestPayment(c)
	require.True(t, ok, "no payment of %+v", c)
	return pay
}

// resolveAll resolves pending cards, the first offered each time, while NextCard is asked.
func resolveAll(t *testing.T, g *Game) {
	t.Helper()
	for g.Decision() == DecideNextCard {
		play(t, g, g.Legal()[0])
	}
}

func areas(n int, set func(i int, p *Player)) []Player {
	out := make([]Player, n)
	for i := range out {
		out[i] = EmptyPlayer()
		if set != nil {
			set(i, &out[i])
		}
	}
	return out
}

func vsID(id string) VillageID  { v, _ := VillageByID(id); return v }
func ksID(id string) KeepID     { k, _ := KeepByID(id); return k }
func rvID(id string) ReaverID   { r, _ := ReaverByID(id); return r }
func stID(id string) StackID    { s, _ := StackByID(id); return s }
func arID(id string) ArtifactID { a, _ := ArtifactByID(id); return a }

// §12.1: position, not activation order, sets the bonus.
func TestPositionSetsTheBonus(t *testing.T) {
	farm := vsID("VS04")
	farms := []VillageID{farm, farm, farm, farm, farm, farm}
	g, err := New(Setup{Players: 4, Seed: 1, Areas: areas(4, func(i int, p *Player) {
		if i != 1 {
			p.Tokens[Food] = 1
			p.Dice[Blue][Chest] = 2
		}
	}), VillagePairs: [][StackSize]VillageID{{farm, farm}, {farm, farm}, {farm, farm}, {farm, farm}}, VillagePile: farms})
	require.NoError(t, err)
	cost := Locations[RaidVillages].Cost
	play(t, g, SelectLocation{0, RaidVillages}, Activate{0, suggest(t, g, cost)}, Take{0, 0})
	resolveAll(t, g)
	assert.Equal(t, int16(4), g.Player(0).Tokens[Farm], "pair 1 and 2 drawn")
	_, err = g.Apply(Activate{1, Payment{}})
	assert.Equal(t, ErrCannotPay, rule(t, err))
	play(t, g, RestFood{1})
	play(t, g, Activate{2, suggest(t, g, cost)}, Take{2, 1})
	resolveAll(t, g)
	play(t, g, Activate{3, suggest(t, g, cost)}, Take{3, FromDeck})
	resolveAll(t, g)
	assert.Equal(t, int16(2), g.Player(1).Tokens[Food])
	assert.Equal(t, int16(0), g.Player(1).Tokens[Farm])
	assert.Equal(t, int16(2), g.Player(2).Tokens[Farm], "position 3: no bonus")
	assert.Equal(t, int16(2), g.Player(3).Tokens[Farm])
	assert.Equal(t, [StackSize]VillageID{-1, -1}, g.VillagePair(0))
	assert.Equal(t, [StackSize]VillageID{-1, -1}, g.VillagePair(1))
	assert.Equal(t, [StackSize]VillageID{farm, farm}, g.VillagePair(2))
	assert.Equal(t, [StackSize]VillageID{farm, farm}, g.VillagePair(3))
	assert.Equal(t, DecideSelect, g.Decision())
	assert.Equal(t, rules.Seat(1), g.ToMove())
}

// §12.2: abilities come before payment.
func TestAbilitiesBeforePayment(t *testing.T) {
	for _, use := range []bool{true, false} {
		g, err := New(Setup{Players: 3, Seed: 2, Areas: areas(3, func(i int, p *Player) {
			if i == 1 {
				p.Tokens[Food], p.Tokens[Favour] = 2, 1
				p.Slots[SeaSlot][0] = rvID("P01")
			}
		})})
		require.NoError(t, err)
		play(t, g, SelectLocation{0, BattleAtSea})
		require.Equal(t, DecideSpecialised, g.Decision())
		require.Equal(t, rules.Seat(1), g.ToMove())
		if use {
			play(t, g, UseAbility{1, 0})
			assert.Equal(t, int16(4), g.Player(1).Tokens[Food])
			assert.Equal(t, int16(2), g.Player(1).Tokens[Favour])
		} else {
			play(t, g, Skip{1})
		}
		require.Equal(t, DecideActivate, g.Decision())
		play(t, g, RestFood{0})
		err = g.Check(Activate{1, Payment{}})
		if use {
			assert.NoError(t, err)
		} else {
			assert.Equal(t, ErrCannotPay, rule(t, err))
			for _, m := range g.Legal() {
				switch m.(type) {
				case RestFood, RestDie:
				default:
					t.Errorf("%v offered to a player who cannot pay", m)
				}
			}
		}
	}
}

// restRound finishes the round's selections with every player resting for Food, choosing the
// first available location not in avoid.
func restSelection(t *testing.T, g *Game, loc Location) {
	t.Helper()
	play(t, g, SelectLocation{g.ToMove(), loc})
	for g.Decision() == DecideSpecialised {
		play(t, g, Skip{g.ToMove()})
	}
	for g.Decision() == DecideActivate {
		play(t, g, RestFood{g.ToMove()})
	}
}

// §12.3: the Honour Ship travels.
func TestHonourShipTravels(t *testing.T) {
	g, err := New(Setup{Players: 3, Seed: 3, Areas: areas(3, nil)})
	require.NoError(t, err)
	want := []rules.Seat{0, 1, 2, 0}
	for k, loc := range []Location{RecruitReavers, BattleAtSea, RaidVillages, RaidKeeps} {
		assert.Equal(t, want[k], g.Selector(k))
		assert.Equal(t, want[k], g.ToMove(), "selection %d", k+1)
		restSelection(t, g, loc)
	}
	assert.Equal(t, 2, g.Round())
	assert.Equal(t, rules.Seat(1), g.HonourShip())
	for k, w := range []rules.Seat{0, 1, 2, 1} {
		assert.Equal(t, w, g.Selector(k))
	}
	g3, err := New(Setup{Players: 3, Seed: 3, Areas: areas(3, nil), Round: 3})
	require.NoError(t, err)
	assert.Equal(t, rules.Seat(2), g3.HonourShip())
}

// §12.4: Subdue attempts, rewards tile by tile, and the cleanup's Territory Glory.
func TestSubdueAttempts(t *testing.T) {
	g, err := New(Setup{Players: 4, Seed: 4, Round: 2, Combat: []CombatFace{SingleAxe},
		Areas: areas(4, func(i int, p *Player) {
			if i == 0 {
				p.Tokens[Favour] = 1
				p.Dice[Red][Hammer] = 1
			}
		})})
	require.NoError(t, err)
	var hammer Payment
	hammer.Board[Red][Hammer] = 1
	play(t, g, SelectLocation{0, SubdueTerritories}, Activate{0, Payment{}})
	assert.Equal(t, 3, g.Info().Left, "3 attempts in position 1")
	play(t, g, Force{0, stID("FOOD2")})
	assert.Equal(t, 2, g.Info().Defence)
	play(t, g, Commit{0, hammer})
	assert.Equal(t, DecisionInfo{Kind: DecideAfterRoll, Seat: 0, Loc: SubdueTerritories, Card: NoCard, Defence: 2,
		Dice: [NumCombatFaces]int8{SingleAxe: 1}, Successes: 1, Artifact: NoArtifact, Prophecies: [2]ProphecyID{-1, -1}}, g.Info())
	require.Equal(t, DecideAfterRoll, g.Decision(), "1 Favour buys a re-roll")
	play(t, g, Accept{0})
	assert.Equal(t, 4, g.Tiles(stID("FOOD2")))
	assert.Equal(t, 0, g.BoardDice(0))
	play(t, g, Peace{0, stID("FOOD1"), Payment{}})
	assert.Equal(t, int16(3), g.Player(0).Tokens[Food])
	assert.Equal(t, int16(1), g.Player(0).Glory)
	play(t, g, Peace{0, stID("DICE1"), Payment{}}, PlaceDie{0, Blue, Shield})
	p := g.Player(0)
	assert.Equal(t, int16(0), p.Tokens[Food])
	assert.Equal(t, int16(0), p.Tokens[Favour])
	assert.Equal(t, int8(1), p.Dice[Blue][Shield])
	assert.Equal(t, int16(2), p.Glory)
	assert.Equal(t, int8(1), p.PileTerritories[stID("FOOD1")])
	assert.Equal(t, int8(1), p.PileTerritories[stID("DICE1")])
	assert.Equal(t, DecideActivate, g.Decision(), "no fourth attempt")
	assert.Equal(t, rules.Seat(1), g.ToMove())
	for g.Decision() == DecideActivate {
		play(t, g, RestFood{g.ToMove()})
	}
	for _, loc := range []Location{RecruitReavers, BattleAtSea, RaidVillages} {
		restSelection(t, g, loc)
	}
	assert.Equal(t, 3, g.Round())
	assert.Equal(t, int16(4), g.Player(0).Glory, "round 2's cleanup: 1 Glory per tile")
}

// §12.5: full slots.
func TestFullSlots(t *testing.T) {
	t07 := rvID("T07")
	g, err := New(Setup{Players: 2, Seed: 5, Start: 1, Stacks: [][StackSize]ReaverID{{t07, NoReaver}},
		Areas: areas(2, func(i int, p *Player) {
			if i == 1 {
				for sl := range p.Slots {
					for k := range p.Slots[sl] {
						p.Slots[sl][k] = ReaverID(3*sl + k)
					}
				}
			}
		})})
	require.NoError(t, err)
	play(t, g, SelectLocation{1, RecruitReavers}, Activate{1, Payment{}}, Take{1, 0})
	require.Equal(t, DecideReaverUse, g.Decision())
	assert.Equal(t, int8(2), g.Player(1).Dice[Blue][Clan]+g.Player(1).Dice[Blue][Chest]+g.Player(1).Dice[Blue][Hammer]+g.Player(1).Dice[Blue][Shield])
	assert.ElementsMatch(t, []rules.Move{Rally{1}, Promote{1}}, g.Legal())
	before := g.Hash()
	_, err = g.Apply(SpecialiseSlot{1, SeaSlot})
	assert.Equal(t, ErrSlotFull, rule(t, err))
	assert.Equal(t, before, g.Hash())
}

// §12.6: too many dice.
func TestTooManyDice(t *testing.T) {
	m07 := rvID("M07")
	g, err := New(Setup{Players: 2, Seed: 6, Start: 1, Stacks: [][StackSize]ReaverID{{m07, NoReaver}},
		Dice: []Face{Shield, Hammer}, Areas: areas(2, func(i int, p *Player) {
			if i == 1 {
				p.Dice[Yellow][Ship] = 10
			}
		})})
	require.NoError(t, err)
	play(t, g, SelectLocation{1, RecruitReavers}, Activate{1, Payment{}}, Take{1, 0})
	require.Equal(t, DecideCapacity, g.Decision())
	assert.Equal(t, 12, g.BoardDice(1))
	_, err = g.Apply(Rally{1})
	assert.Equal(t, ErrWrongDecision, rule(t, err))
	play(t, g, DiscardDie{1, Red, Shield}, DiscardDie{1, Yellow, Ship})
	require.Equal(t, DecideReaverUse, g.Decision())
	play(t, g, Rally{1}, PlaceDie{1, Red, Hammer}, PlaceDie{1, Blue, Chest})
	require.Equal(t, DecideCapacity, g.Decision())
	assert.Equal(t, 12, g.BoardDice(1))
}

// §12.7: a fifth Artifact.
func TestFifthArtifact(t *testing.T) {
	a07 := vsID("A07")
	g, err := New(Setup{Players: 2, Seed: 7, Start: 1, VillagePairs: [][StackSize]VillageID{{a07, -1}},
		VillagePile: []VillageID{vsID("VS04"), vsID("VS04")},
		Areas: areas(2, func(i int, p *Player) {
			if i == 1 {
				for k, id := range []string{"A02", "A03", "A05", "A10"} {
					p.Artifacts[k] = arID(id)
				}
				p.Stored = 1 << 2
				p.Tokens[Food] = 1
				p.Dice[Blue][Chest] = 2
				p.Dice[Red][Shield] = 10
			}
		})})
	require.NoError(t, err)
	play(t, g, SelectLocation{1, RaidVillages}, Activate{1, suggest(t, g, Locations[RaidVillages].Cost)}, Take{1, 0})
	play(t, g, Resolve{1, Card{VillageSpoilsDeck, int8(a07)}})
	require.Equal(t, DecidePlaceArtifact, g.Decision())
	var offered []rules.Move
	for _, m := range g.Legal() {
		switch m.(type) {
		case ReplaceArtifact, ArtifactToPile:
			offered = append(offered, m)
		}
	}
	assert.ElementsMatch(t, []rules.Move{ReplaceArtifact{1, arID("A02")}, ReplaceArtifact{1, arID("A03")},
		ReplaceArtifact{1, arID("A05")}, ReplaceArtifact{1, arID("A10")}, ArtifactToPile{1}}, offered)
	play(t, g, ReplaceArtifact{1, arID("A05")})
	p := g.Player(1)
	assert.Equal(t, arID("A07"), p.Artifacts[2])
	assert.Zero(t, p.Stored&(1<<2), "A07 arrives empty")
	assert.NotZero(t, p.PileArtifacts&(1<<arID("A05")))
	assert.Equal(t, int8(1), p.Dice[Yellow][Ship])
	assert.Equal(t, DecideCapacity, g.Decision())
}

// §12.8: pillaging a Keep Wall.
func TestKeepWallPillage(t *testing.T) {
	for _, roll := range []CombatFace{DoubleAxe, SingleAxe} {
		armour := ksID("KS01")
		g, err := New(Setup{Players: 2, Seed: 8, Start: 1, Combat: []CombatFace{roll},
			KeepPairs: [][StackSize]KeepID{{ksID("KS08"), -1}}, KeepPile: []KeepID{armour, armour},
			Areas: areas(2, func(i int, p *Player) {
				if i == 1 {
					p.Tokens[Food] = 2
					p.Dice[Red][Shield] = 2
					p.Dice[Blue][Hammer] = 1
				}
			})})
		require.NoError(t, err)
		var hammer Payment
		hammer.Board[Blue][Hammer] = 1
		play(t, g, SelectLocation{1, RaidKeeps}, Activate{1, suggest(t, g, Locations[RaidKeeps].Cost)}, Take{1, 0},
			Resolve{1, Card{KeepSpoilsDeck, int8(ksID("KS08"))}})
		require.Equal(t, DecidePillage, g.Decision())
		assert.Equal(t, 2, g.Info().Defence)
		assert.Equal(t, Card{KeepSpoilsDeck, int8(ksID("KS08"))}, g.Info().Card)
		play(t, g, PillageCard{1})
		assert.Equal(t, int16(2), g.Player(1).Tokens[Favour], "2 Favour before the roll")
		play(t, g, Commit{1, hammer})
		if roll == DoubleAxe {
			assert.Equal(t, int16(3), g.Player(1).Tokens[Favour])
			assert.Equal(t, int16(1), g.Player(1).Tokens[Wall])
		} else {
			require.Equal(t, DecideAfterRoll, g.Decision())
			play(t, g, Accept{1})
			assert.Equal(t, int16(2), g.Player(1).Tokens[Favour])
			assert.Equal(t, int16(0), g.Player(1).Tokens[Wall])
		}
		assert.Equal(t, []int8{int8(ksID("KS08"))}, g.Discards(KeepSpoilsDeck))
	}
}

// §12.9: Finnish Linen adds Terror.
func TestFinnishLinen(t *testing.T) {
	linen := ksID("KS04")
	g, err := New(Setup{Players: 2, Seed: 9, Start: 1, KeepPairs: [][StackSize]KeepID{{linen, -1}},
		KeepPile: []KeepID{}, Areas: areas(2, func(i int, p *Player) {
			if i == 1 {
				p.Tokens[Food] = 2
				p.Dice[Red][Shield] = 2
			}
		})})
	require.NoError(t, err)
	play(t, g, SelectLocation{1, RaidKeeps}, Activate{1, suggest(t, g, Locations[RaidKeeps].Cost)}, Take{1, 0})
	assert.Equal(t, int16(1), g.Player(1).Tokens[Terror])
	assert.Equal(t, int8(1), g.Player(1).PileKeep[linen])
}

// §12.11: Trade moves the Start Player marker; the round keeps its order.
func TestTradeMovesTheMarker(t *testing.T) {
	g, err := New(Setup{Players: 4, Seed: 11, Round: 3, Areas: areas(4, nil)})
	require.NoError(t, err)
	play(t, g, SelectLocation{0, TradeWithVillages}, Activate{0, Payment{}})
	assert.Equal(t, rules.Seat(1), g.StartPlayer())
	for range 3 {
		require.Equal(t, DecideTradeReward, g.Decision())
		play(t, g, TakeReward{0, Provisions, 0})
	}
	assert.Equal(t, int16(6), g.Player(0).Tokens[Food])
	for g.Decision() == DecideActivate {
		play(t, g, RestFood{g.ToMove()})
	}
	for k, loc := range []Location{RecruitReavers, BattleAtSea, RaidVillages} {
		assert.Equal(t, rules.Seat(k+1), g.ToMove(), "round 3 keeps its order")
		restSelection(t, g, loc)
	}
	assert.Equal(t, 4, g.Round())
	for k, w := range []rules.Seat{1, 2, 3, 0} {
		assert.Equal(t, w, g.Selector(k))
	}
	// C activating Trade while A holds the marker takes it; A Resting leaves it.
	g, err = New(Setup{Players: 4, Seed: 11, Round: 3, Areas: areas(4, nil)})
	require.NoError(t, err)
	play(t, g, SelectLocation{0, RecruitReavers})
	for g.Decision() == DecideActivate {
		play(t, g, RestFood{g.ToMove()})
	}
	play(t, g, SelectLocation{1, TradeWithVillages}, RestFood{1}, Activate{2, Payment{}})
	assert.Equal(t, rules.Seat(0), g.StartPlayer(), "position 2 takes no marker")
}

// §12.12: starting resources, then the starting Reavers from S1.
func TestStartingResources(t *testing.T) {
	g, err := New(Setup{Players: 4, Seed: 12, Start: 2})
	require.NoError(t, err)
	assert.True(t, g.InSetup())
	for k, food := range []int16{4, 5, 6, 7} {
		p := g.Player(rules.Seat((2 + k) % 4))
		assert.Equal(t, food, p.Tokens[Food])
		assert.Equal(t, int16(1), p.Tokens[Favour])
		assert.Equal(t, int16(0), p.Glory)
	}
	assert.Equal(t, rules.Seat(2), g.ToMove(), "S1 resolves first")
	assert.Equal(t, 0, g.BoardDice(3))
}
