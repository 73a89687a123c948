package reavers_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	. "northtable/rules/reavers"
)

// Village Spoils, Keep Spoils and Artifacts played through the engine (spec §2.5, §2.6, §7.1–
// §7.3, §10.3, §10.7).

// raidOne has seat 0 of 2 players raid the single card c at loc (a pair of one card; the deck
// empty so the bonus draws give nothing) with the area a plus the cost; it returns the game
// at the card's first decision.
func raidOne(t *testing.T, loc Location, c Card, a Player, su Setup) *table {
	t.Helper()
	a.Tokens[Food] += int16(Locations[loc].Cost.Food)
	if loc == RaidVillages {
		a.Dice[Blue][Chest] += 2
		su.VillagePairs = [][StackSize]VillageID{{VillageID(c.ID), -1}}
		if su.VillagePile == nil {
			su.VillagePile = []VillageID{}
		}
	} else {
		a.Dice[Red][Shield] += 2
		su.KeepPairs = [][StackSize]KeepID{{KeepID(c.ID), -1}}
		if su.KeepPile == nil {
			su.KeepPile = []KeepID{}
		}
	}
	su.Players = 2
	su.Areas = []Player{a, EmptyPlayer()}
	tb := game(t, su)
	pay := die(Blue, Chest)
	if loc == RaidKeeps {
		pay = die(Red, Shield)
	}
	tb.do(SelectLocation{0, loc}, Activate{0, plus(pay, pay)}, Take{0, 0})
	return tb
}

// TestShipUpgradeCardsPlayed: VS01–VS03 with fewer than 3 tokens (take it into a free space, or 3
// Glory) and with 3 (replace one, used ones included, the new one unused; straight to the
// Glory pile; or 3 Glory) (spec §7.1, §10.7).
func TestShipUpgradeCardsPlayed(t *testing.T) {
	for _, id := range []string{"VS01", "VS02", "VS03"} {
		kind := Upgrade(vil(id) - vil("VS01"))
		t.Run(id, func(t *testing.T) {
			// Fewer than 3: take it.
			a := EmptyPlayer()
			a.Upgrades[0] = UpgradeToken{Present: true, Kind: UpgradeChest, Used: true}
			tb := raidOne(t, RaidVillages, villageCard(id), a, Setup{})
			tb.at(DecideShipUpgrade, 0)
			tb.refuse(ReplaceToken{0, 0}, ErrNoSuchOption)
			tb.refuse(TokenToPile{0}, ErrNoSuchOption)
			tb.do(TakeToken{0})
			assert.Equal(t, UpgradeToken{Present: true, Kind: kind}, tb.p(0).Upgrades[1], "the token in the free space, unused")
			assert.Equal(t, []int8{int8(vil(id))}, tb.g.Discards(VillageSpoilsDeck), "the card to the discard pile")

			// Fewer than 3: the Glory instead.
			tb = raidOne(t, RaidVillages, villageCard(id), a, Setup{})
			tb.do(TakeGlory{0})
			assert.Equal(t, int16(3), tb.p(0).Glory)
			assert.False(t, tb.p(0).Upgrades[1].Present)

			// Three tokens: no space; replace a used one, or to the Glory pile, or Glory.
			full := EmptyPlayer()
			full.Upgrades = [UpgradeSpaces]UpgradeToken{{true, UpgradeShield, false}, {true, UpgradeChest, true}, {true, UpgradeShipOrHammer, false}}
			tb = raidOne(t, RaidVillages, villageCard(id), full, Setup{})
			tb.refuse(TakeToken{0}, ErrNoSpace)
			tb.refuse(ReplaceToken{0, 3}, ErrNoSuchOption)
			tb.do(ReplaceToken{0, 1})
			p := tb.p(0)
			assert.Equal(t, UpgradeToken{Present: true, Kind: kind}, p.Upgrades[1], "the new token arrives unused")
			assert.Equal(t, int8(1), p.PileUpgrades[UpgradeChest], "the replaced token to the Glory pile")

			tb = raidOne(t, RaidVillages, villageCard(id), full, Setup{})
			tb.do(TokenToPile{0})
			assert.Equal(t, full.Upgrades, tb.p(0).Upgrades)
			assert.Equal(t, int8(1), tb.p(0).PileUpgrades[kind])

			tb = raidOne(t, RaidVillages, villageCard(id), full, Setup{})
			tb.do(TakeGlory{0})
			assert.Equal(t, int16(3), tb.p(0).Glory)
			assert.Equal(t, [NumUpgrades]int8{}, tb.p(0).PileUpgrades)
		})
	}
}

// TestPlainVillageSpoils: Farm, the three Bundles (dice on fixed faces, capacity after), each
// to the discard pile (spec §7.1).
func TestPlainVillageSpoils(t *testing.T) {
	cases := []struct {
		id    string
		check func(t *testing.T, p Player)
	}{
		{"VS04", func(t *testing.T, p Player) {
			assert.Equal(t, int16(1), p.Tokens[Farm])
			assert.Equal(t, int16(1), p.Tokens[Food])
		}},
		{"VS06", func(t *testing.T, p Player) { assert.Equal(t, int8(2), p.Dice[Red][Hammer]) }},
		{"VS07", func(t *testing.T, p Player) { assert.Equal(t, int8(2), p.Dice[Blue][Hammer]) }},
		{"VS08", func(t *testing.T, p Player) { assert.Equal(t, int8(1), p.Dice[Yellow][DoubleHammer]) }},
	}
	for _, c := range cases {
		t.Run(c.id, func(t *testing.T) {
			tb := raidOne(t, RaidVillages, villageCard(c.id), EmptyPlayer(), Setup{})
			tb.at(DecideActivate, 1)
			c.check(t, tb.p(0))
			assert.Equal(t, []int8{int8(vil(c.id))}, tb.g.Discards(VillageSpoilsDeck))
		})
	}
	// A Bundle over the limit: Capacity first, then the activation goes on.
	tb := raidOne(t, RaidVillages, villageCard("VS06"), withDice(dieN{Yellow, Ship, 9}), Setup{})
	tb.at(DecideCapacity, 0)
	tb.refuse(DiscardDie{0, Blue, Chest}, ErrNoSuchOption)
	tb.refuse(Pass{0}, ErrWrongDecision)
	tb.do(DiscardDie{0, Red, Hammer})
	tb.at(DecideActivate, 1)
	p := tb.p(0)
	assert.Equal(t, DiceCapacity, p.Dice.Count())
}

// TestRunicCarvingsKeepOne: two Prophecies drawn (privately), one kept, the other to the face-down
// Prophecy discard pile; with one left in the deck it is kept without a choice (spec §7.1).
func TestRunicCarvingsKeepOne(t *testing.T) {
	pr3, pr9 := prophecy("PR03"), prophecy("PR09")
	tb := raidOne(t, RaidVillages, villageCard("VS09"), EmptyPlayer(), Setup{ProphecyPile: []ProphecyID{pr3, pr9}})
	tb.at(DecideKeepProphecy, 0)
	tb.refuse(KeepProphecy{0, prophecy("PR01")}, ErrNoSuchOption)
	o := tb.do(KeepProphecy{0, pr9})
	for _, e := range o.Events {
		if e.Kind == EvKeepProphecy {
			assert.True(t, e.Private)
		}
	}
	p := tb.p(0)
	assert.True(t, hasProphecy(p, pr9))
	assert.False(t, hasProphecy(p, pr3))
	assert.Equal(t, 1, tb.g.DiscardSize(ProphecyDeck))
	// The face-down discard pile: another seat's view does not depend on which card lies there.
	other := raidOne(t, RaidVillages, villageCard("VS09"), EmptyPlayer(), Setup{ProphecyPile: []ProphecyID{prophecy("PR05"), pr9}})
	other.do(KeepProphecy{0, pr9})
	require.NotEqual(t, tb.g.Hash(), other.g.Hash())
	assert.Equal(t, tb.g.SeatView(1).Hash(), other.g.SeatView(1).Hash(), "the Prophecy discard pile is face down")
	assert.Equal(t, []int8{int8(pr3)}, tb.g.SeatView(0).Discards(ProphecyDeck), "the seat that put it there knows it")
	assert.Equal(t, []int8{int8(vil("VS09"))}, tb.g.Discards(VillageSpoilsDeck))

	tb = raidOne(t, RaidVillages, villageCard("VS09"), EmptyPlayer(), Setup{ProphecyPile: []ProphecyID{pr3}})
	tb.at(DecideActivate, 1)
	assert.True(t, hasProphecy(tb.p(0), pr3))
}

// TestPillages: Village Wall (Defence 1: a Wall), Keep Wall (Defence 2: Favour and a Wall) and
// Tower (its 2 red dice rolled before the pillage, usable in it; Defence 3: 3 Glory and a
// Tower), each skipped, won and lost; the card to the discard pile whatever happens (spec
// §7.1, §7.3).
func TestPillages(t *testing.T) {
	type want struct{ favour, wall, tower, glory int }
	cases := []struct {
		name    string
		loc     Location
		c       Card
		hammers int // blue Hammers in the area
		dice    []Face
		commit  Payment
		win     []CombatFace
		gain    want // what the card gives before the pillage
		spoils  want // what a successful pillage adds
	}{
		{"Village Wall", RaidVillages, villageCard("VS05"), 1, nil, die(Blue, Hammer), []CombatFace{SingleAxe},
			want{favour: 1}, want{wall: 1}},
		{"Keep Wall", RaidKeeps, keepCard("KS08"), 1, nil, die(Blue, Hammer), []CombatFace{DoubleAxe},
			want{favour: 2}, want{favour: 1, wall: 1}},
		{"Tower", RaidKeeps, keepCard("KS09"), 0, []Face{Hammer, Hammer}, plus(die(Red, Hammer), die(Red, Hammer)),
			[]CombatFace{DoubleAxe, SingleAxe}, want{}, want{glory: 3, tower: 1}},
	}
	for _, c := range cases {
		for _, how := range []string{"skip", "win", "lose"} {
			t.Run(c.name+"/"+how, func(t *testing.T) {
				a := withDice(dieN{Blue, Hammer, c.hammers})
				comb := c.win
				if how == "lose" {
					comb = []CombatFace{Blank, Blank}
				}
				tb := raidOne(t, c.loc, c.c, a, Setup{Dice: c.dice, Combat: comb})
				tb.at(DecidePillage, 0)
				p := tb.p(0)
				assert.Equal(t, int16(c.gain.favour), p.Tokens[Favour], "gained before the pillage")
				if c.dice != nil {
					assert.Equal(t, int8(2), p.Dice[Red][Hammer], "the Tower's dice are rolled before the pillage")
				}
				discard := []int8{c.c.ID}
				switch how {
				case "skip":
					tb.do(Skip{0})
				case "win":
					tb.do(PillageCard{0})
					tb.at(DecideCommit, 0)
					tb.do(Commit{0, c.commit})
				case "lose":
					tb.do(PillageCard{0}, Commit{0, c.commit})
					if tb.g.Decision() == DecideAfterRoll {
						tb.do(Accept{0})
					}
				}
				tb.at(DecideActivate, 1)
				p = tb.p(0)
				w := c.gain
				if how == "win" {
					w.favour += c.spoils.favour
					w.wall += c.spoils.wall
					w.tower += c.spoils.tower
					w.glory += c.spoils.glory
				}
				assert.Equal(t, int16(w.favour), p.Tokens[Favour], "Favour")
				assert.Equal(t, int16(w.wall), p.Tokens[Wall], "Wall")
				assert.Equal(t, int16(w.tower), p.Tokens[Tower], "Tower")
				assert.Equal(t, int16(w.glory), p.Glory, "Glory")
				assert.Equal(t, discard, tb.g.Discards(c.c.Deck), "to the discard pile whatever the pillage does")
				assert.Equal(t, [NumKeepKinds]int8{}, p.PileKeep, "a Wall or Tower is not kept")
			})
		}
	}
	// No Hammer source: the pillage is refused and Skip is the answer.
	tb := raidOne(t, RaidVillages, villageCard("VS05"), EmptyPlayer(), Setup{})
	tb.refuse(PillageCard{0}, ErrNoCombatDice)
	tb.do(Skip{0})
}

// TestKeptKeepSpoils: KS01–KS07 go to the Glory pile; Finnish Linen also gives 1 Terror (spec
// §7.3).
func TestKeptKeepSpoils(t *testing.T) {
	for _, id := range []string{"KS01", "KS02", "KS03", "KS04", "KS05", "KS06", "KS07"} {
		t.Run(id, func(t *testing.T) {
			tb := raidOne(t, RaidKeeps, keepCard(id), EmptyPlayer(), Setup{})
			tb.at(DecideActivate, 1)
			p := tb.p(0)
			var want [NumKeepKinds]int8
			want[kp(id)] = 1
			assert.Equal(t, want, p.PileKeep)
			assert.Zero(t, tb.g.DiscardSize(KeepSpoilsDeck))
			terror := int16(0)
			if id == "KS04" {
				terror = 1
			}
			assert.Equal(t, terror, p.Tokens[Terror])
		})
	}
}

// TestArtifactStorage: each Artifact holds exactly its colour and face (a wild die is no stand-
// in), one die; a stored die does not count toward the limit and comes back when the Artifact
// leaves play (spec §2.6, §10.4).
func TestArtifactStorage(t *testing.T) {
	for a := range ArtifactID(NumArtifacts) {
		card := Artifacts[a]
		t.Run(card.ID, func(t *testing.T) {
			p := EmptyPlayer()
			p.Artifacts[1] = a
			p.Dice[card.HoldsColour][card.HoldsFace] = 2
			// A wild die of the Artifact's colour (its Leader's icon) and a die of another colour
			// showing the same face, where one exists.
			p.Leader = map[Colour]ReaverID{Yellow: rv("P01"), Blue: rv("T01"), Red: rv("M01")}[card.HoldsColour]
			wrongFace := Clan
			if card.HoldsFace == Clan {
				wrongFace = DieSides[card.HoldsColour][2]
				p.Leader = NoReaver
			}
			p.Dice[card.HoldsColour][wrongFace]++
			other := (card.HoldsColour + 1) % NumColours
			otherFace := card.HoldsFace
			if !HasFace(other, otherFace) {
				other = (card.HoldsColour + 2) % NumColours
			}
			if HasFace(other, otherFace) {
				p.Dice[other][otherFace]++
			}
			tb := game(t, Setup{Players: 2, Areas: []Player{p, EmptyPlayer()}})
			tb.refuse(StoreDie{0, card.HoldsColour, wrongFace, 1}, ErrArtifactMismatch)
			if HasFace(other, otherFace) {
				tb.refuse(StoreDie{0, other, otherFace, 1}, ErrArtifactMismatch)
			}
			tb.refuse(StoreDie{0, card.HoldsColour, card.HoldsFace, 0}, ErrNoSuchOption)
			tb.refuse(StoreDie{1, card.HoldsColour, card.HoldsFace, 1}, ErrNotYourDecision)
			require.True(t, tb.legal(StoreDie{0, card.HoldsColour, card.HoldsFace, 1}), "storing is a free move")
			o := tb.do(StoreDie{0, card.HoldsColour, card.HoldsFace, 1})
			assert.False(t, o.Final)
			tb.at(DecideSelect, 0)
			got := tb.p(0)
			c, f, ok := got.StoredDie(1)
			assert.True(t, ok)
			assert.Equal(t, [2]int{int(card.HoldsColour), int(card.HoldsFace)}, [2]int{int(c), int(f)})
			assert.Equal(t, int8(1), got.Dice[card.HoldsColour][card.HoldsFace], "the stored die left the board")
			tb.refuse(StoreDie{0, card.HoldsColour, card.HoldsFace, 1}, ErrArtifactOccupied)
		})
	}
}

// TestStoredDieNotCounted: 10 board dice and a stored one need no discard; storing answers
// Capacity; a stored die named in a discard is ErrNoSuchOption; while Capacity is pending an
// ANY Artifact is ErrWrongDecision (spec §2.2, §2.6, §10.3, §10.7).
func TestStoredDieNotCounted(t *testing.T) {
	a := withArtifacts(withDice(dieN{Red, Shield, 9}, dieN{Red, Hammer, 1}), []string{"A12", "A10"})
	a.Stored = 1 // A12 holds its red Hammer
	a.Dice[Red][Hammer] = 0
	a.Dice[Yellow][Clan] = 1
	tb := game(t, Setup{Players: 2, Areas: []Player{a, EmptyPlayer()}})
	tb.at(DecideSelect, 0)
	p := tb.p(0)
	require.Equal(t, 10, p.Dice.Count())
	assert.Equal(t, 11, p.CrewDice(), "the stored die is a crew die")
	// A Rest die makes 11 on the board: Capacity.
	tb.do(SelectLocation{0, RecruitReavers}, RestDie{0, Yellow, Clan})
	tb.at(DecideCapacity, 0)
	tb.refuse(UseArtifact{0, art("A10"), [3]int8{}}, ErrWrongDecision)
	tb.refuse(DiscardDie{0, Red, Hammer}, ErrNoSuchOption)
	tb.refuse(RestFood{0}, ErrWrongDecision)
	tb.refuse(StoreDie{0, Red, Hammer, 0}, ErrArtifactOccupied)
	tb.do(StoreDie{0, Yellow, Clan, 1})
	tb.at(DecideActivate, 1)
	p = tb.p(0)
	assert.Equal(t, 10, p.Dice.Count())
}

// TestArtifactWindows: A01–A06 work in the window right after their owner activated or Rested
// at their location, and nowhere else (ErrArtifactTiming); the power's Artifact goes to the
// Glory pile, its stored die to the board (spec §2.6, §7.2).
func TestArtifactWindows(t *testing.T) {
	cases := []struct {
		id    string
		loc   Location
		use   func(t *testing.T, tb *table) // after UseArtifact: the power's decisions and checks
		setup Setup
	}{
		{"A01", TradeWithVillages, func(t *testing.T, tb *table) {
			start := tb.g.StartPlayer()
			tb.at(DecideTradeReward, 0)
			tb.refuse(TakeReward{0, ProphecyReward, 0}, ErrNoSuchOption)
			tb.do(TakeReward{0, ProphecyReward, FromDeck}, TakeReward{0, VillageDieReward, 0})
			assert.True(t, hasProphecy(tb.p(0), prophecy("PR04")), "a Prophecy from the deck")
			assert.Equal(t, int8(1), tb.p(0).Dice[Yellow][Ship])
			assert.Equal(t, start, tb.g.StartPlayer(), "the marker does not move")
		}, Setup{ProphecyDisplay: []ProphecyID{prophecy("PR01")}, ProphecyPile: []ProphecyID{prophecy("PR04")}, TradeDice: tradeDice}},
		{"A02", RaidVillages, func(t *testing.T, tb *table) {
			assert.Equal(t, int16(1), tb.p(0).Tokens[Farm], "a Village Spoils drawn")
		}, Setup{VillagePile: farms(1)}},
		{"A03", RaidKeeps, func(t *testing.T, tb *table) {
			assert.Equal(t, int8(1), tb.p(0).PileKeep[kp("KS01")], "a Keep Spoils drawn")
		}, Setup{KeepPile: armours(1)}},
		{"A04", RecruitReavers, func(t *testing.T, tb *table) {
			tb.at(DecideReaverUse, 0)
			tb.do(SpecialiseSlot{0, SeaSlot})
			assert.Equal(t, []ReaverID{rv("T05")}, slotCards(tb.p(0), SeaSlot), "a Reaver drawn")
		}, Setup{ReaverPile: []ReaverID{rv("T05")}, Stacks: [][StackSize]ReaverID{{rv("M01"), NoReaver}}}},
		{"A05", BattleAtSea, func(t *testing.T, tb *table) {
			assert.Equal(t, int16(3), tb.p(0).Glory)
		}, Setup{}},
		{"A06", SubdueTerritories, func(t *testing.T, tb *table) {
			tb.at(DecideSubdue, 0)
			tb.do(Peace{0, stk("FOOD1"), Payment{}})
			assert.Equal(t, int8(1), tb.p(0).PileTerritories[stk("FOOD1")])
			assert.NotEqual(t, DecideSubdue, tb.g.Decision(), "one attempt only")
		}, Setup{}},
	}
	for _, c := range cases {
		card := Artifacts[art(c.id)]
		// The window follows an activation or a Rest; at another location there is none.
		for _, how := range []string{"rest", "activate", "elsewhere"} {
			t.Run(c.id+"/"+how, func(t *testing.T) {
				a := stock(withArtifacts(withDice(dieN{card.HoldsColour, card.HoldsFace, 1}), []string{c.id}, 0), Favour, 1)
				a.Dice[card.HoldsColour][card.HoldsFace] = 0
				su := c.setup
				su.Players = 2
				su.Areas = []Player{a, EmptyPlayer()}
				su.Start = 1
				tb := game(t, su)
				loc := c.loc
				if how == "elsewhere" {
					loc = (c.loc + 1) % NumLocations
					if Artifacts[art(c.id)].After == loc {
						loc = (loc + 1) % NumLocations
					}
				}
				tb.do(SelectLocation{1, loc})
				for tb.g.ToMove() == 1 {
					if tb.g.Decision() == DecideSpecialised {
						tb.do(Skip{1})
						continue
					}
					tb.do(RestFood{1})
				}
				tb.at(DecideActivate, 0)
				tb.refuse(UseArtifact{0, art(c.id), [3]int8{}}, ErrArtifactTiming)
				if how == "activate" && loc == TradeWithVillages || how == "activate" && loc == RecruitReavers ||
					how == "activate" && loc == SubdueTerritories {
					tb.do(Activate{0, Payment{}})
					for tb.g.Decision() == DecideTradeReward {
						tb.do(TakeReward{0, Offering, 0})
					}
					for tb.g.Decision() == DecideSubdue {
						tb.do(Stop{0})
					}
					if tb.g.Decision() == DecideTakeReavers {
						tb.do(Take{0, 0}, SpecialiseSlot{0, KeepsSlot})
						assert.Equal(t, []ReaverID{rv("M01")}, slotCards(tb.p(0), KeepsSlot))
					}
				} else {
					tb.do(RestFood{0})
				}
				if how == "elsewhere" {
					assert.NotEqual(t, DecideWindow, tb.g.Decision(), "no window after another location")
					return
				}
				tb.at(DecideWindow, 0)
				assert.True(t, tb.legal(UseArtifact{0, art(c.id), [3]int8{}}))
				tb.refuse(UseArtifact{0, art("A09"), [3]int8{}}, ErrNoSuchOption)
				tb.do(UseArtifact{0, art(c.id), [3]int8{}})
				// The stored die came back to the board, the card to the Glory pile.
				p := tb.p(0)
				assert.Equal(t, int8(1), p.Dice[card.HoldsColour][card.HoldsFace], "the stored die to the board")
				assert.True(t, hasPiledArtifact(p, art(c.id)))
				assert.False(t, inPlay(p, art(c.id)))
				c.use(t, tb)
			})
		}
	}
}

// TestAnyArtifactsAsFreeMoves: A09–A12 at any decision of their owner (here while selecting
// and while another seat's selection asks them to respond), never at another seat's decision
// (spec §2.6, §7.2, §10.3).
func TestAnyArtifactsAsFreeMoves(t *testing.T) {
	cases := []struct {
		id    string
		check func(t *testing.T, tb *table, before Player)
	}{
		{"A09", func(t *testing.T, tb *table, before Player) {
			assert.Equal(t, before.Tokens[Terror]-2, tb.p(0).Tokens[Terror])
		}},
		{"A10", func(t *testing.T, tb *table, before Player) {
			assert.Equal(t, before.Tokens[Food]+3, tb.p(0).Tokens[Food])
		}},
		{"A11", func(t *testing.T, tb *table, before Player) {
			assert.Equal(t, before.Tokens[Favour]+2, tb.p(0).Tokens[Favour])
		}},
		{"A12", func(t *testing.T, tb *table, before Player) {
			tb.at(DecidePlaceDie, 0)
			tb.do(PlaceDie{0, Blue, Shield})
			assert.Equal(t, int8(1), tb.p(0).Dice[Blue][Shield])
		}},
	}
	for _, c := range cases {
		for _, when := range []string{"selecting", "responding"} {
			t.Run(c.id+"/"+when, func(t *testing.T) {
				a := stock(withArtifacts(EmptyPlayer(), []string{c.id}), Terror, 3)
				start := 0
				if when == "responding" {
					start = 1
				}
				tb := game(t, Setup{Players: 2, Areas: []Player{a, EmptyPlayer()}, Start: start})
				if when == "responding" {
					tb.refuse(UseArtifact{0, art(c.id), [3]int8{}}, ErrNotYourDecision)
					tb.do(SelectLocation{1, TradeWithVillages}, RestFood{1})
					tb.at(DecideActivate, 0)
				}
				before := tb.p(0)
				kind := tb.g.Decision()
				tb.refuse(UseArtifact{0, art(c.id), [3]int8{0, 1, 0}}, ErrNoSuchOption)
				require.True(t, tb.legal(UseArtifact{0, art(c.id), [3]int8{}}))
				tb.do(UseArtifact{0, art(c.id), [3]int8{}})
				c.check(t, tb, before)
				assert.True(t, hasPiledArtifact(tb.p(0), art(c.id)))
				tb.at(kind, 0) // the decision it was made at is still pending
			})
		}
	}
	// Helm of Awe with fewer than 2 Terror discards what there is.
	a := stock(withArtifacts(EmptyPlayer(), []string{"A09"}), Terror, 1)
	tb := game(t, Setup{Players: 2, Areas: []Player{a, EmptyPlayer()}})
	tb.do(UseArtifact{0, art("A09"), [3]int8{}})
	assert.Zero(t, tb.p(0).Tokens[Terror])
}

// TestCombatArtifacts: Thor's Amulet (+1 success for the rest of the combat) and Odin's
// Drinking Horn (a free re-roll of named dice) only in their owner's own combat after a roll
// (spec §7.2, §8, §10.7).
func TestCombatArtifacts(t *testing.T) {
	build := func(combat []CombatFace, favour int) *table {
		a := stock(withArtifacts(withDice(dieN{Red, Hammer, 2}), []string{"A07", "A08"}), Favour, favour)
		return game(t, Setup{Players: 2, Areas: []Player{a, EmptyPlayer()}, Combat: combat})
	}
	tb := build([]CombatFace{SingleAxe, Blank, DoubleAxe}, 0)
	tb.refuse(UseArtifact{0, art("A07"), [3]int8{}}, ErrArtifactTiming)
	tb.refuse(UseArtifact{0, art("A08"), [3]int8{0, 0, 1}}, ErrArtifactTiming)
	tb.do(SelectLocation{0, SubdueTerritories}, Activate{0, Payment{}}, Force{0, stk("FOOD3")})
	tb.at(DecideCommit, 0)
	tb.refuse(UseArtifact{0, art("A07"), [3]int8{}}, ErrArtifactTiming)
	tb.do(Commit{0, plus(die(Red, Hammer), die(Red, Hammer))})
	tb.at(DecideAfterRoll, 0) // 1 success of 3, no Favour: the Artifacts keep it open
	tb.refuse(Reroll{0, [3]int8{0, 0, 1}}, ErrNoFavour)
	tb.refuse(Reroll{0, [3]int8{}}, ErrEmptyReroll)
	tb.refuse(UseArtifact{0, art("A08"), [3]int8{}}, ErrEmptyReroll)
	tb.refuse(UseArtifact{0, art("A08"), [3]int8{2, 0, 0}}, ErrNoSuchOption)
	tb.refuse(UseArtifact{0, art("A07"), [3]int8{0, 0, 1}}, ErrNoSuchOption)
	o := tb.do(UseArtifact{0, art("A08"), [3]int8{0, 0, 1}}) // the blank re-rolled: a double axe
	assert.True(t, o.Final, "a re-roll is final")
	assert.Zero(t, tb.p(0).Tokens[Favour])
	assert.True(t, hasPiledArtifact(tb.p(0), art("A08")))
	// 1 + 2 = 3 successes: won at once, the tile subdued, the Amulet still in play.
	tb.at(DecideSubdue, 0)
	assert.Equal(t, int8(1), tb.p(0).PileTerritories[stk("FOOD3")])
	assert.True(t, inPlay(tb.p(0), art("A07")))
	tb.refuse(UseArtifact{0, art("A07"), [3]int8{}}, ErrArtifactTiming)
}

// TestThorsAmulet: +1 success wins at once when it reaches the Defence, and lasts through a
// later re-roll.
func TestThorsAmulet(t *testing.T) {
	a := stock(withArtifacts(withDice(dieN{Red, Hammer, 2}), []string{"A07"}), Favour, 1)
	tb := game(t, Setup{Players: 2, Areas: []Player{a, EmptyPlayer()}, Combat: []CombatFace{SingleAxe, Blank, SingleAxe}})
	tb.do(SelectLocation{0, SubdueTerritories}, Activate{0, Payment{}}, Force{0, stk("FOOD3")})
	tb.do(Commit{0, plus(die(Red, Hammer), die(Red, Hammer))})
	tb.at(DecideAfterRoll, 0)
	tb.do(UseArtifact{0, art("A07"), [3]int8{}}) // 1 + 1 = 2 of 3
	tb.at(DecideAfterRoll, 0)
	tb.do(Reroll{0, [3]int8{0, 0, 1}}) // the blank: a single axe, 2 + 1 = 3
	tb.at(DecideSubdue, 0)
	assert.Equal(t, int8(1), tb.p(0).PileTerritories[stk("FOOD3")])
	assert.Zero(t, tb.p(0).Tokens[Favour], "the re-roll cost its Favour")
}

// TestFifthArtifactChoices: with 4 in play a new Artifact replaces one (to the Glory pile, its stored
// die to the board, Capacity if over 10) or goes straight to the Glory pile (spec §2.6).
func TestFifthArtifactChoices(t *testing.T) {
	four := []string{"A02", "A03", "A05", "A10"}
	base := withArtifacts(withDice(dieN{Red, Ship, 10}), four, 2)
	tb := raidOne(t, RaidVillages, villageCard("A07"), base, Setup{})
	// The raid paid 2 Chests of 12; the area is at 10 board dice.
	tb.at(DecidePlaceArtifact, 0)
	tb.refuse(ReplaceArtifact{0, art("A09")}, ErrNoSuchOption)
	for _, id := range four {
		assert.True(t, tb.legal(ReplaceArtifact{0, art(id)}))
	}
	tb.do(ReplaceArtifact{0, art("A05")})
	tb.at(DecideCapacity, 0) // A05's yellow Ship back on the board: 11
	p := tb.p(0)
	assert.Equal(t, art("A07"), p.Artifacts[2], "the newcomer takes the space")
	assert.True(t, hasPiledArtifact(p, art("A05")))
	assert.Equal(t, int8(1), p.Dice[Yellow][Ship])
	tb.do(DiscardDie{0, Red, Ship})
	tb.at(DecideWindow, 0) // Golden Torc, after Raid Villages
	tb.do(Pass{0})
	tb.at(DecideActivate, 1)

	tb = raidOne(t, RaidVillages, villageCard("A07"), base, Setup{})
	tb.do(ArtifactToPile{0})
	p = tb.p(0)
	assert.True(t, hasPiledArtifact(p, art("A07")))
	for i, id := range four {
		assert.Equal(t, art(id), p.Artifacts[i])
	}
	tb.at(DecideWindow, 0)
}

// TestArtifactPlaced: an Artifact card gained with room goes into the first free space, empty;
// it is not in the Village Spoils discard pile.
func TestArtifactPlaced(t *testing.T) {
	for a := range ArtifactID(NumArtifacts) {
		tb := raidOne(t, RaidVillages, Card{VillageSpoilsDeck, int8(vil(Artifacts[a].ID))},
			withArtifacts(EmptyPlayer(), []string{Artifacts[(a+1)%NumArtifacts].ID}), Setup{})
		p := tb.p(0)
		assert.Equal(t, a, p.Artifacts[1], Artifacts[a].ID)
		_, _, stored := p.StoredDie(1)
		assert.False(t, stored)
		assert.Zero(t, tb.g.DiscardSize(VillageSpoilsDeck))
	}
}

// TestFinalWindowSeatOrder: at the end of round 6 each player with a non-combat ANY Artifact gets a
// window, in seat order from the start player, open until Pass; A07/A08 give none; every
// Artifact owned scores its Glory (spec §2.6, §9, §10.7).
func TestFinalWindowSeatOrder(t *testing.T) {
	areas := []Player{
		withArtifacts(EmptyPlayer(), []string{"A07", "A08"}),
		withArtifacts(EmptyPlayer(), []string{"A10", "A11", "A06"}),
		withArtifacts(EmptyPlayer(), []string{"A09"}),
	}
	areas[0].PileArtifacts = 1<<art("A05") | 1<<art("A06")
	tb := game(t, Setup{Players: 3, Areas: areas, Round: 6, Start: 2})
	for sel := 0; sel < 4; sel++ {
		restOut(tb, tb.g.ToMove(), []Location{RecruitReavers, TradeWithVillages, RaidKeeps, RaidVillages}[sel])
	}
	tb.at(DecideFinalWindow, 2) // the start player first
	tb.refuse(UseArtifact{1, art("A10"), [3]int8{}}, ErrNotYourDecision)
	tb.do(Pass{2})
	tb.at(DecideFinalWindow, 1) // seat 0 holds only combat Artifacts: no window
	tb.refuse(UseArtifact{1, art("A06"), [3]int8{}}, ErrArtifactTiming)
	tb.do(UseArtifact{1, art("A10"), [3]int8{}})
	tb.at(DecideFinalWindow, 1) // open while A11 qualifies
	o := tb.do(Pass{1})
	assert.True(t, o.Final)
	require.True(t, tb.g.Over())
	tb.refuse(Pass{1}, ErrGameOver)
	tb.refuse(SelectLocation{0, RecruitReavers}, ErrGameOver)
	res := tb.g.Result()
	glory := func(seat int) int {
		for _, c := range res.Scores[seat].Breakdown {
			if c.Name == "Artifacts" {
				return c.Points
			}
		}
		t.Fatalf("no Artifacts line")
		return 0
	}
	assert.Equal(t, 3+2+1+2, glory(0), "A07, A08 in play; A05, A06 in the Glory pile")
	assert.Equal(t, 1+1+2, glory(1), "A10 used, A11 and A06 kept")
	assert.Equal(t, 2, glory(2))
	assert.Equal(t, int16(3+2*4), tb.p(1).Tokens[Food], "A10's Food and the Rests")
}

// TestEveryArtifactsGlory: every Artifact owned, in play or in the Glory pile, scores its
// printed Glory (spec §2.6, §7.2): 2, 2, 2, 2, 1, 2, 3, 2, 2, 1, 1, 2.
func TestEveryArtifactsGlory(t *testing.T) {
	printed := map[string]int{"A01": 2, "A02": 2, "A03": 2, "A04": 2, "A05": 1, "A06": 2, "A07": 3, "A08": 2,
		"A09": 2, "A10": 1, "A11": 1, "A12": 2}
	for id, glory := range printed {
		for _, inPile := range []bool{false, true} {
			a := EmptyPlayer()
			if inPile {
				a.PileArtifacts = 1 << art(id)
			} else {
				a.Artifacts[0] = art(id)
			}
			tb := game(t, Setup{Players: 2, Areas: []Player{a, EmptyPlayer()}, Round: 6})
			for sel, l := range []Location{RecruitReavers, TradeWithVillages, RaidKeeps, RaidVillages} {
				restOut(tb, tb.g.Selector(sel), l)
			}
			if tb.g.Decision() == DecideFinalWindow {
				tb.do(Pass{0})
			}
			require.True(t, tb.g.Over(), id)
			points := -1
			for _, c := range tb.g.Result().Scores[0].Breakdown {
				if c.Name == "Artifacts" {
					points = c.Points
				}
			}
			assert.Equal(t, glory, points, "%s (in the Glory pile: %v)", id, inPile)
		}
	}
}

// TestAnyArtifactReleasesItsDie: using an ANY Artifact holding a die at 10 board dice brings
// the die back and opens Capacity before the power's own decision (spec §2.6, §2.2).
func TestAnyArtifactReleasesItsDie(t *testing.T) {
	a := withArtifacts(withDice(dieN{Blue, Chest, 10}), []string{"A12"}, 0)
	tb := game(t, Setup{Players: 2, Areas: []Player{a, EmptyPlayer()}})
	tb.do(UseArtifact{0, art("A12"), [3]int8{}})
	tb.at(DecideCapacity, 0)
	assert.Equal(t, int8(1), tb.p(0).Dice[Red][Hammer], "the stored red Hammer on the board")
	tb.do(DiscardDie{0, Red, Hammer})
	tb.at(DecidePlaceDie, 0)
	tb.do(PlaceDie{0, Red, Hammer})
	tb.at(DecideCapacity, 0)
	tb.do(DiscardDie{0, Blue, Chest})
	tb.at(DecideSelect, 0)
}

// TestRunicCarvingsHiddenFromOthers: while a seat chooses which of its two Runic Carvings
// cards to keep, another seat's view does not show them.
func TestRunicCarvingsHiddenFromOthers(t *testing.T) {
	at := func(pile []ProphecyID) *table {
		tb := raidOne(t, RaidVillages, villageCard("VS09"), EmptyPlayer(), Setup{ProphecyPile: pile})
		tb.at(DecideKeepProphecy, 0)
		return tb
	}
	x := at([]ProphecyID{prophecy("PR03"), prophecy("PR09")})
	y := at([]ProphecyID{prophecy("PR11"), prophecy("PR14")})
	assert.Equal(t, x.g.SeatView(1).Hash(), y.g.SeatView(1).Hash())
	assert.NotEqual(t, x.g.SeatView(0).Hash(), y.g.SeatView(0).Hash(), "the owner sees its two cards")
}

// TestClanIconArtifactsTakeWildIcons: A09–A11 hold a clan icon, which fits them whether or not
// the Leader makes it wild (spec §2.4: clan icons "fit Artifacts that hold that icon").
func TestClanIconArtifactsTakeWildIcons(t *testing.T) {
	for _, c := range []struct{ artifact, leader string }{{"A09", "M01"}, {"A10", "P01"}, {"A11", "T01"}} {
		card := Artifacts[art(c.artifact)]
		a := withArtifacts(withDice(dieN{card.HoldsColour, Clan, 1}), []string{c.artifact})
		a.Leader = rv(c.leader)
		tb := game(t, Setup{Players: 2, Areas: []Player{a, EmptyPlayer()}})
		tb.do(StoreDie{0, card.HoldsColour, Clan, 0})
		p := tb.p(0)
		_, _, ok := p.StoredDie(0)
		assert.True(t, ok, c.artifact)
	}
}

// TestTowerCapacityBeforePillage: a Tower's two dice over the limit are discarded or stored
// before the pillage is offered (spec §2.2, §7.3).
func TestTowerCapacityBeforePillage(t *testing.T) {
	tb := raidOne(t, RaidKeeps, keepCard("KS09"), withDice(dieN{Blue, Chest, 9}), Setup{Dice: []Face{Hammer, Clan}})
	tb.at(DecideCapacity, 0)
	tb.refuse(PillageCard{0}, ErrWrongDecision)
	tb.do(DiscardDie{0, Blue, Chest})
	tb.at(DecidePillage, 0)
	assert.Equal(t, int8(1), tb.p(0).Dice[Red][Hammer])
}
