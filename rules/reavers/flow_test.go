package reavers_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/rules"
	. "northtable/rules/reavers"
)

// The round flow, capacity, combat commitments and re-rolls, cleanup, the refusals and their
// precedence, Final marks and views, played through the engine (spec §2.2, §4, §8, §10.4–§10.7).

// combatRoll is the last Combat roll's detail in o's events.
func combatRoll(t *testing.T, o rules.Outcome) CombatDetail {
	t.Helper()
	for i := len(o.Events) - 1; i >= 0; i-- {
		if d, ok := o.Events[i].Detail.(CombatDetail); ok && o.Events[i].Kind == EvCombatRoll {
			return d
		}
	}
	t.Fatalf("no Combat roll")
	return CombatDetail{}
}

// TestCommitEachSourceKind: a Hammer die is 1 Combat die, a Double Hammer 2, a wild die 1, a
// Ship-or-Hammer token 1 (flipped), a stored Hammer 1; committed dice are gone; anything else
// is ErrBadPayment, nothing ErrNoCombatDice (spec §8 step 2).
func TestCommitEachSourceKind(t *testing.T) {
	a := withDice(dieN{Red, Hammer, 1}, dieN{Yellow, DoubleHammer, 1}, dieN{Blue, Clan, 1}, dieN{Red, Shield, 1})
	a.Leader = rv("T01") // blue wave faces are wild
	a.Upgrades[0] = UpgradeToken{Present: true, Kind: UpgradeShipOrHammer}
	a = withArtifacts(a, []string{"A08"}, 0) // Odin's Drinking Horn holds a blue Hammer
	a.Tokens[Favour] = 1
	var token, stored Payment
	token.Tokens[UpgradeShipOrHammer] = 1
	stored.Stored = 1
	cases := []struct {
		name   string
		commit Payment
		dice   int8
	}{
		{"Hammer", die(Red, Hammer), 1},
		{"Double Hammer", die(Yellow, DoubleHammer), 2},
		{"wild die", die(Blue, Clan), 1},
		{"Ship-or-Hammer token", token, 1},
		{"stored Hammer", stored, 1},
		{"all", plus(die(Red, Hammer), die(Yellow, DoubleHammer), die(Blue, Clan), token, stored), 6},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			forced := make([]CombatFace, 6)
			for i := range forced {
				forced[i] = Blank
			}
			tb := game(t, Setup{Players: 2, Areas: []Player{a, EmptyPlayer()}, Combat: forced})
			tb.do(SelectLocation{0, SubdueTerritories}, Activate{0, Payment{}}, Force{0, stk("FOOD3")})
			tb.at(DecideCommit, 0)
			tb.refuse(Commit{0, Payment{}}, ErrNoCombatDice)
			tb.refuse(Commit{0, die(Red, Shield)}, ErrBadPayment)
			tb.refuse(Commit{0, plus(die(Red, Hammer), die(Red, Hammer))}, ErrBadPayment)
			before := tb.p(0)
			o := tb.do(Commit{0, c.commit})
			assert.True(t, o.Final)
			d := combatRoll(t, o)
			assert.Equal(t, c.dice, d.Dice[Blank], "Combat dice rolled")
			assert.Equal(t, int8(3), d.Defence)
			p := tb.p(0)
			for col := range p.Dice {
				for f := range p.Dice[col] {
					assert.Equal(t, before.Dice[col][f]-c.commit.Board[col][f], p.Dice[col][f], "committed dice are gone")
				}
			}
			assert.Equal(t, c.commit.Tokens[UpgradeShipOrHammer] == 1, p.Upgrades[0].Used, "a committed token is flipped")
			_, _, st := p.StoredDie(0)
			assert.Equal(t, c.commit.Stored == 0, st)
		})
	}
}

// TestRerollAndAccept: a re-roll costs 1 Favour and rolls the named dice again; a win comes at
// once when the successes reach the Defence; Accept is a defeat; with no Favour and no combat
// Artifact a losing roll is a defeat without a decision (spec §8 steps 3–4).
func TestRerollAndAccept(t *testing.T) {
	a := stock(withDice(dieN{Red, Hammer, 2}), Favour, 2)
	// Defence 3: [single, blank] = 1; re-roll the blank [blank] = 1; re-roll both [double, single] = 3.
	tb := game(t, Setup{Players: 2, Areas: []Player{a, EmptyPlayer()},
		Combat: []CombatFace{SingleAxe, Blank, Blank, DoubleAxe, SingleAxe}})
	tb.do(SelectLocation{0, SubdueTerritories}, Activate{0, Payment{}}, Force{0, stk("FOOD3")})
	tb.do(Commit{0, plus(die(Red, Hammer), die(Red, Hammer))})
	tb.at(DecideAfterRoll, 0)
	tb.refuse(Reroll{0, [3]int8{0, 0, 2}}, ErrNoSuchOption)
	tb.refuse(Reroll{0, [3]int8{0, 0, -1}}, ErrNoSuchOption)
	o := tb.do(Reroll{0, [3]int8{0, 0, 1}})
	assert.True(t, o.Final)
	assert.Equal(t, [3]int8{0, 1, 1}, combatRoll(t, o).Dice)
	assert.Equal(t, int16(1), tb.p(0).Tokens[Favour])
	tb.at(DecideAfterRoll, 0)
	o = tb.do(Reroll{0, [3]int8{0, 1, 1}})
	assert.Equal(t, int8(3), combatRoll(t, o).Successes)
	assert.Zero(t, tb.p(0).Tokens[Favour])
	tb.at(DecideSubdue, 0) // won at once
	assert.Equal(t, int8(1), tb.p(0).PileTerritories[stk("FOOD3")])

	// Accept: a defeat, the attempt used, the Favour kept.
	tb = game(t, Setup{Players: 2, Areas: []Player{a, EmptyPlayer()}, Combat: []CombatFace{Blank, Blank}})
	tb.do(SelectLocation{0, SubdueTerritories}, Activate{0, Payment{}}, Force{0, stk("FOOD1")})
	tb.do(Commit{0, plus(die(Red, Hammer), die(Red, Hammer))}, Accept{0})
	tb.at(DecideSubdue, 0)
	assert.Equal(t, int16(2), tb.p(0).Tokens[Favour])
	assert.Contains(t, tb.g.Prompt().Text, "2 attempts left")

	// No Favour, no Artifact: the losing roll is a defeat at once.
	tb = game(t, Setup{Players: 2, Areas: []Player{stock(a, Favour, 0), EmptyPlayer()}, Combat: []CombatFace{Blank}})
	tb.do(SelectLocation{0, SubdueTerritories}, Activate{0, Payment{}}, Force{0, stk("FOOD1")})
	tb.do(Commit{0, die(Red, Hammer)})
	tb.at(DecideSubdue, 0)
	assert.Zero(t, tb.p(0).PileTerritories[stk("FOOD1")])
}

// TestCapacityAfterEachEffect: more than 10 board dice after one effect opens Capacity before
// anything else, repeated until 10; the Gain dice of a card are one effect, the Rally dice
// another (spec §2.2, §12.6).
func TestCapacityAfterEachEffect(t *testing.T) {
	a := withDice(dieN{Yellow, Ship, 9})
	p12 := rv("P12") // tier 3: Gain Y Y Y
	tb := game(t, Setup{Players: 2, Areas: []Player{a, EmptyPlayer()}, Stacks: [][StackSize]ReaverID{{p12, NoReaver}},
		Dice: []Face{Chest, Chest, Chest}})
	tb.do(SelectLocation{0, RecruitReavers}, Activate{0, Payment{}}, Take{0, 0})
	tb.at(DecideCapacity, 0) // 12 dice
	for _, m := range []rules.Move{Rally{0}, Promote{0}, SpecialiseSlot{0, SeaSlot}, RestFood{0}, PlaceDie{0, Yellow, Ship}} {
		tb.refuse(m, ErrWrongDecision)
	}
	tb.refuse(DiscardDie{0, Yellow, Hammer}, ErrBadFace)
	tb.refuse(DiscardDie{0, Blue, Chest}, ErrNoSuchOption)
	for _, m := range tb.g.Legal() {
		_, ok := m.(DiscardDie)
		assert.True(t, ok, "only capacity moves while over 10: %v", m)
	}
	tb.do(DiscardDie{0, Yellow, Chest})
	tb.at(DecideCapacity, 0) // 11
	tb.do(DiscardDie{0, Yellow, Ship})
	tb.at(DecideReaverUse, 0)
	p := tb.p(0)
	assert.Equal(t, 10, p.Dice.Count())
	// The Rally's two dice: no Capacity between them, then 12 again.
	tb.do(Rally{0}, PlaceDie{0, Red, Hammer})
	tb.at(DecidePlaceDie, 0)
	tb.do(PlaceDie{0, Blue, Shield})
	tb.at(DecideCapacity, 0)
	tb.do(DiscardDie{0, Red, Hammer}, DiscardDie{0, Blue, Shield})
	tb.at(DecideActivate, 1)

	// A Trade die over the limit.
	tb = game(t, Setup{Players: 2, Areas: []Player{withDice(dieN{Red, Shield, 10}), EmptyPlayer()}, TradeDice: tradeDice})
	tb.do(SelectLocation{0, TradeWithVillages}, Activate{0, Payment{}}, TakeReward{0, VillageDieReward, 0})
	tb.at(DecideCapacity, 0)
	tb.refuse(TakeReward{0, Provisions, 0}, ErrWrongDecision)
	tb.do(DiscardDie{0, Yellow, Ship}) // the new die itself may go
	tb.at(DecideTradeReward, 0)
}

// TestSelectionOrderSixRounds: six rounds of four selections each, in the order of spec §4.1
// (2 players: S, other, S, other; 3: S, S+1, S+2 and the Honour Ship's holder, the Honour Ship
// moving one seat in every cleanup; 4: S..S+3), each location at most once a round, then the
// final scoring.
func TestSelectionOrderSixRounds(t *testing.T) {
	locs := []Location{RecruitReavers, TradeWithVillages, RaidKeeps, RaidVillages}
	for n := 2; n <= 4; n++ {
		for start := 0; start < n; start++ {
			tb := game(t, Setup{Players: n, Start: start})
			S := rules.Seat(start)
			N := rules.Seat(n)
			for round := 1; round <= Rounds; round++ {
				require.Equal(t, round, tb.g.Round())
				var want []rules.Seat
				switch n {
				case 2:
					want = []rules.Seat{S, (S + 1) % N, S, (S + 1) % N}
				case 3:
					h := (S + rules.Seat(round-1)) % N
					assert.Equal(t, h, tb.g.HonourShip(), "round %d", round)
					want = []rules.Seat{S, (S + 1) % N, (S + 2) % N, h}
				case 4:
					want = []rules.Seat{S, (S + 1) % N, (S + 2) % N, (S + 3) % N}
					assert.Equal(t, rules.NoSeat, tb.g.HonourShip())
				}
				for sel := 0; sel < SelectionsPerRound; sel++ {
					tb.at(DecideSelect, want[sel])
					for _, l := range locs[:sel] {
						tb.refuse(SelectLocation{want[sel], l}, ErrLocationTaken)
					}
					tb.refuse(SelectLocation{want[sel], Location(NumLocations)}, ErrNoSuchOption)
					restOut(tb, want[sel], locs[sel])
				}
			}
			require.True(t, tb.g.Over(), "%d players: over after round 6", n)
			assert.Equal(t, Rounds, tb.g.Round())
		}
	}
}

// TestCleanup: Territory Glory in rounds 1–5 only, used tokens face up, the Trade dice removed
// and rolled again, face-up cards to their discard piles and the displays refilled (an empty
// draw pile reshuffled from its discard pile, two empty piles giving nothing) (spec §2.7, §4.5).
func TestCleanup(t *testing.T) {
	a := EmptyPlayer()
	a.PileTerritories[stk("FOOD1")] = 1
	a.PileTerritories[stk("DICE2")] = 1
	a.Upgrades[0] = UpgradeToken{Present: true, Kind: UpgradeShield, Used: true}
	m01, p01, t01 := rv("M01"), rv("P01"), rv("T01")
	newFaces := []Face{Ship, Chest, Clan, Hammer, Shield, Clan}
	tb := game(t, Setup{Players: 2, Areas: []Player{a, EmptyPlayer()},
		Stacks: [][StackSize]ReaverID{{m01, p01}}, ReaverPile: []ReaverID{t01},
		SeaBattles: []BattleID{sb("SB05")}, BattlePile: []BattleID{},
		VillagePile: []VillageID{}, KeepPile: []KeepID{},
		ProphecyDisplay: []ProphecyID{prophecy("PR01")}, ProphecyPile: []ProphecyID{prophecy("PR02")},
		TradeDice: tradeDice[:3], Dice: newFaces})
	tb.do(SelectLocation{0, TradeWithVillages}, RestFood{0}, RestFood{1})
	restOut(tb, 1, SubdueTerritories)
	restOut(tb, 0, RaidKeeps)
	tb.do(SelectLocation{1, RaidVillages}, RestFood{1})
	o := tb.do(RestFood{0})
	assert.True(t, o.Final, "a cleanup is final")
	require.Equal(t, 2, tb.g.Round())
	p := tb.p(0)
	assert.Equal(t, int16(2), p.Glory, "1 Glory for each Territory tile")
	assert.False(t, p.Upgrades[0].Used, "used tokens flip back")
	td := tb.g.TradeDice()
	k := 0
	for c := range Colour(NumColours) {
		for range 2 {
			assert.Equal(t, TradeDie{true, c, newFaces[k]}, td[k], "Trade die %d rolled again", k)
			k++
		}
	}
	// Recruit: the cleared stack (M01, P01) went to the discard pile; T01 drawn first, then the
	// discard pile reshuffled for the rest; then both piles are empty: nothing more.
	var shown []ReaverID
	for i := range tb.g.DisplaySize(RecruitReavers) {
		for _, r := range tb.g.Stack(i) {
			if r != NoReaver {
				shown = append(shown, r)
			}
		}
	}
	assert.Equal(t, t01, tb.g.Stack(0)[0])
	assert.ElementsMatch(t, []ReaverID{t01, m01, p01}, shown)
	assert.Zero(t, tb.g.PileSize(ReaverDeck)+tb.g.DiscardSize(ReaverDeck))
	assert.Equal(t, sb("SB05"), tb.g.SeaBattle(0), "the Sea Battle cleared and reshuffled back")
	assert.Equal(t, BattleID(-1), tb.g.SeaBattle(1))
	assert.Equal(t, prophecy("PR02"), tb.g.ProphecyOnDisplay(0))
	assert.Equal(t, prophecy("PR01"), tb.g.ProphecyOnDisplay(1))
	assert.Equal(t, [StackSize]VillageID{-1, -1}, tb.g.VillagePair(0), "two empty piles give nothing")
	reshuffles := 0
	for _, e := range o.Events {
		if e.Kind == EvReshuffle {
			reshuffles++
		}
	}
	assert.Equal(t, 3, reshuffles, "Reavers, Sea Battles, Prophecies")

	// Rounds 5 and 6: the cleanup of round 5 pays, round 6 ends in final scoring instead.
	tb = game(t, Setup{Players: 2, Areas: []Player{a, EmptyPlayer()}, Round: 5})
	for r := 0; r < 2; r++ {
		for sel, l := range []Location{TradeWithVillages, SubdueTerritories, RaidKeeps, RaidVillages} {
			restOut(tb, tb.g.Selector(sel), l)
		}
		if r == 0 {
			assert.Equal(t, int16(2), tb.p(0).Glory, "round 5's cleanup pays")
		}
	}
	require.True(t, tb.g.Over())
	assert.Equal(t, int16(2), tb.p(0).Glory, "round 6 has no cleanup")
	assert.Equal(t, 2, tb.g.Result().Scores[0].Breakdown[0].Points, "the Glory track line")
}

// TestRefusalPrecedence: ErrGameOver, then ErrNotYourDecision, then ErrWrongDecision, before
// any specific rule (spec §10.7); each refusal leaves the game as it was.
func TestRefusalPrecedence(t *testing.T) {
	tb := game(t, Setup{Players: 3, Areas: []Player{stock(EmptyPlayer(), Favour, 0), EmptyPlayer(), EmptyPlayer()}})
	tb.at(DecideSelect, 0)
	// Another seat's move, even one answering nothing: ErrNotYourDecision.
	tb.refuse(SelectLocation{1, RecruitReavers}, ErrNotYourDecision)
	tb.refuse(Reroll{1, [3]int8{}}, ErrNotYourDecision)
	tb.refuse(UseArtifact{1, art("A01"), [3]int8{}}, ErrNotYourDecision)
	// The seat's own move of another decision: ErrWrongDecision, not its own rule.
	tb.refuse(Reroll{0, [3]int8{}}, ErrWrongDecision)
	tb.refuse(Activate{0, die(Red, Shield)}, ErrWrongDecision)
	tb.refuse(SpecialiseSlot{0, SeaSlot}, ErrWrongDecision)
	tb.refuse(TakeToken{0}, ErrWrongDecision)
	// An Artifact not in play: ErrNoSuchOption (a free move is checked as one).
	tb.refuse(UseArtifact{0, art("A10"), [3]int8{}}, ErrNoSuchOption)
	tb.refuse(StoreDie{0, Red, Hammer, 0}, ErrNoSuchOption)
	// Over: ErrGameOver for every seat and move.
	over := game(t, Setup{Players: 2, Round: 6})
	for sel, l := range []Location{TradeWithVillages, SubdueTerritories, RaidKeeps, RaidVillages} {
		restOut(over, over.g.Selector(sel), l)
	}
	require.True(t, over.g.Over())
	for _, m := range []rules.Move{SelectLocation{0, RecruitReavers}, SelectLocation{1, BattleAtSea}, Pass{0}, Reroll{1, [3]int8{}}} {
		over.refuse(m, ErrGameOver)
	}
	assert.Empty(t, over.g.Legal())
	assert.Equal(t, rules.NoSeat, over.g.ToMove())
}

// TestFinalMarks: rolls, draws, the Battle at Sea activation and a move handing the decision
// to another seat are Final; a plain payment choice or a Rally placement before any reveal is
// not (spec §10.5).
func TestFinalMarks(t *testing.T) {
	// A plain choice: Raid Villages paid, the pair still to take.
	tb := game(t, Setup{Players: 2, Areas: []Player{rich(), EmptyPlayer()},
		VillagePairs: [][StackSize]VillageID{{vil("VS04"), -1}}, VillagePile: []VillageID{}})
	assert.False(t, tb.do(SelectLocation{0, RaidVillages}).Final, "a selection that leaves the selector to answer")
	assert.False(t, tb.do(Activate{0, plus(die(Blue, Chest), die(Blue, Chest))}).Final, "a payment choice")
	assert.True(t, tb.do(Take{0, 0}).Final, "the activation ends: the next decision is seat 1's")
	// A selection whose response starts with another seat: seat 1 selects with seat 1 first.
	tb.do(RestFood{1})
	assert.False(t, tb.do(SelectLocation{1, SubdueTerritories}).Final)
	// A draw: Recruit from the deck.
	tb = game(t, Setup{Players: 2, ReaverPile: []ReaverID{rv("P01"), rv("P02")}, Dice: []Face{Ship, Ship}})
	tb.do(SelectLocation{0, RecruitReavers}, Activate{0, Payment{}})
	assert.True(t, tb.do(Take{0, FromDeck}).Final, "a draw")
	// Resolving one of two pending cards rolls its Gain die.
	assert.True(t, tb.do(Resolve{0, reaverCard("P01")}).Final, "a Gain roll")
	assert.False(t, tb.do(Rally{0}).Final)
	assert.False(t, tb.do(PlaceDie{0, Yellow, Ship}).Final, "a Rally placement")
	assert.True(t, tb.do(PlaceDie{0, Yellow, Ship}).Final, "the last pending card resolves by itself, rolling its Gain die")
	tb.at(DecideReaverUse, 0)
}

// TestViewHidesHandsAndPileOrders: View(seat) shows another seat's Prophecy hand only as a
// count and no draw pile's order; its own hand and everything public stay (spec §10.6).
func TestViewHidesHandsAndPileOrders(t *testing.T) {
	a := EmptyPlayer()
	a.Hand = 1<<prophecy("PR01") | 1<<prophecy("PR07")
	a.Tokens[Food] = 5
	build := func(reavers []ReaverID, journeys []JourneyID) *table {
		return game(t, Setup{Players: 3, Areas: []Player{a, EmptyPlayer(), EmptyPlayer()},
			ReaverPile: reavers, JourneyPile: journeys, ProphecyPile: []ProphecyID{prophecy("PR03"), prophecy("PR04")}})
	}
	tb := build([]ReaverID{rv("M01"), rv("P01"), rv("T01")}, []JourneyID{jy("J01"), jy("J13")})
	for _, seat := range []rules.Seat{1, 2, rules.NoSeat} {
		v := tb.g.SeatView(seat)
		p := v.Player(0)
		assert.Zero(t, p.Hand, "seat %d sees no card of another hand", seat)
		assert.Equal(t, 2, v.HandSize(0), "only the count")
		assert.Equal(t, int16(5), p.Tokens[Food], "the rest of the area is public")
		assert.Equal(t, tb.g.PileSize(ReaverDeck), v.PileSize(ReaverDeck), "pile sizes are public")
	}
	own := tb.g.SeatView(0)
	assert.Equal(t, a.Hand, own.Player(0).Hand, "the owner sees their hand")
	// Two games that differ only in draw pile orders look the same to every seat.
	other := build([]ReaverID{rv("T01"), rv("M01"), rv("P01")}, []JourneyID{jy("J13"), jy("J01")})
	require.NotEqual(t, tb.g.Hash(), other.g.Hash())
	for seat := range rules.Seat(3) {
		assert.Equal(t, tb.g.SeatView(seat).Hash(), other.g.SeatView(seat).Hash(), "seat %d", seat)
	}
	// Nor does which unseen Prophecy lies in another seat's hand.
	b := a
	b.Hand = 1<<prophecy("PR01") | 1<<prophecy("PR08")
	third := game(t, Setup{Players: 3, Areas: []Player{b, EmptyPlayer(), EmptyPlayer()},
		ReaverPile: []ReaverID{rv("M01"), rv("P01"), rv("T01")}, JourneyPile: []JourneyID{jy("J01"), jy("J13")},
		ProphecyPile: []ProphecyID{prophecy("PR03"), prophecy("PR04")}})
	assert.NotEqual(t, tb.g.SeatView(0).Hash(), third.g.SeatView(0).Hash(), "the owner's own view differs")
	// Seat 1 has seen neither PR07 nor PR08: its views agree.
	assert.Equal(t, tb.g.SeatView(1).Hash(), third.g.SeatView(1).Hash())
}

// TestProphecyDrawPrivacy: a Prophecy drawn from the deck is named only in its owner's
// private event (everyone sees that one was drawn); one taken from the display is public
// (spec §10.6).
func TestProphecyDrawPrivacy(t *testing.T) {
	tb := game(t, Setup{Players: 2, ProphecyDisplay: []ProphecyID{prophecy("PR02")}, ProphecyPile: []ProphecyID{prophecy("PR09")}})
	tb.do(SelectLocation{0, TradeWithVillages}, Activate{0, Payment{}})
	o := tb.do(TakeReward{0, ProphecyReward, FromDeck})
	kinds := map[string]bool{}
	for _, e := range o.Events {
		kinds[e.Kind] = e.Private
		if e.Private {
			assert.Equal(t, rules.Seat(0), e.Seat)
		}
	}
	assert.True(t, kinds[EvProphecy], "the card's name is private")
	priv, ok := kinds[EvProphecyDrawn]
	assert.True(t, ok && !priv, "that a Prophecy was drawn is public")
	o = tb.do(TakeReward{0, ProphecyReward, 0})
	found := false
	for _, e := range o.Events {
		assert.False(t, e.Private)
		found = found || e.Kind == EvProphecyTaken
	}
	assert.True(t, found)
}

// TestAfterRollWaitsForFreeMoves: with no Favour, a losing roll is still asked while an ANY
// Artifact could pay for a re-roll (Frigg's Spindle); its Favour then buys one (spec §10.2
// AfterRoll, §10.7).
func TestAfterRollWaitsForFreeMoves(t *testing.T) {
	a := withArtifacts(withDice(dieN{Red, Hammer, 1}), []string{"A11"})
	tb := game(t, Setup{Players: 2, Areas: []Player{a, EmptyPlayer()}, Combat: []CombatFace{Blank, SingleAxe}})
	tb.do(SelectLocation{0, SubdueTerritories}, Activate{0, Payment{}}, Force{0, stk("FOOD1")}, Commit{0, die(Red, Hammer)})
	tb.at(DecideAfterRoll, 0)
	tb.refuse(Reroll{0, [3]int8{0, 0, 1}}, ErrNoFavour)
	tb.do(UseArtifact{0, art("A11"), [3]int8{}})
	tb.at(DecideAfterRoll, 0)
	tb.do(Reroll{0, [3]int8{0, 0, 1}})
	assert.Equal(t, int16(1), tb.p(0).Tokens[Favour], "2 from the Spindle, 1 spent")
	assert.Equal(t, int8(1), tb.p(0).PileTerritories[stk("FOOD1")])
}
