package reavers_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/rules"
	. "northtable/rules/reavers"
)

// The locations played through the engine (spec §4.2, §4.3, §5): costs, position bonuses for
// 2, 3 and 4 players, Rest, Recruit, the Raids, Battle at Sea with every Sea Journey and Sea
// Battle, and Subdue with every Territory stack.

// rich is an area that can pay every location's cost.
func rich() Player {
	return stock(withDice(dieN{Blue, Chest, 2}, dieN{Red, Shield, 2}), Food, 20)
}

// farms and armours are draw piles of n Farms and n Armours: each resolved card shows in a count.
func farms(n int) []VillageID {
	out := make([]VillageID, n)
	for i := range out {
		out[i] = vil("VS04")
	}
	return out
}

func armours(n int) []KeepID {
	out := make([]KeepID, n)
	for i := range out {
		out[i] = kp("KS01")
	}
	return out
}

// resolvePending resolves seat's pending cards in the order offered; Reavers are Specialised
// into the first slot with room.
func resolvePending(tb *table, seat rules.Seat) {
	tb.t.Helper()
	for tb.g.ToMove() == seat {
		switch tb.g.Decision() {
		case DecideNextCard:
			tb.do(tb.g.Legal()[0])
		case DecideReaverUse:
			p := tb.p(seat)
			for sl := range Slot(NumSlots) {
				if p.Slots[sl][SlotCapacity-1] == NoReaver {
					tb.do(SpecialiseSlot{seat, sl})
					break
				}
			}
		default:
			return
		}
	}
}

// TestRaidBonusesByPosition: position 1 draws 2 more, position 2 one more, positions 3 and 4
// none; with 2 players the other player is position 4 (spec §5, §5.4, §5.5).
func TestRaidBonusesByPosition(t *testing.T) {
	for n := 2; n <= 4; n++ {
		for _, loc := range []Location{RaidVillages, RaidKeeps} {
			areas := make([]Player, n)
			for i := range areas {
				areas[i] = rich()
			}
			tb := game(t, Setup{Players: n, Areas: areas, Start: 1, VillagePile: farms(12), KeepPile: armours(12)})
			tb.do(SelectLocation{1, loc})
			for k := 0; k < n; k++ {
				seat := rules.Seat((1 + k) % n)
				tb.at(DecideActivate, seat)
				ps := tb.p(seat)
				pay, ok := ps.SuggestPayment(Locations[loc].Cost)
				require.True(t, ok)
				o := tb.do(Activate{seat, pay})
				assert.False(t, o.Final, "paying reveals nothing")
				assert.Equal(t, int16(20-Locations[loc].Cost.Food), tb.p(seat).Tokens[Food])
				ps = tb.p(seat)
				assert.Equal(t, 2, ps.Dice.Count(), "two of the four dice are paid")
				tb.at(DecideTakeSpoils, seat)
				tb.do(Take{seat, FromDeck})
				bonus := []int{2, 1, 0, 0}[k]
				if n == 2 && k == 1 {
					bonus = 0
				}
				cards, owner := tb.g.Pending()
				assert.Len(t, cards, 2+bonus, "%d players, position %d: the bonus cards join before resolution", n, k+1)
				assert.Equal(t, seat, owner)
				resolvePending(tb, seat)
				got := int(tb.p(seat).Tokens[Farm])
				if loc == RaidKeeps {
					got = int(tb.p(seat).PileKeep[kp("KS01")])
				}
				assert.Equal(t, 2+bonus, got, "%s, %d players, position %d", loc, n, k+1)
			}
			tb.at(DecideSelect, 2%rules.Seat(n))
		}
	}
}

// TestRaidPairsAndDeck: a linked pair gives both its cards and leaves its place empty; Deck
// the top two; an empty pair and an empty deck are ErrEmptySource, a place past the display
// ErrNoSuchOption.
func TestRaidPairsAndDeck(t *testing.T) {
	tb := game(t, Setup{Players: 3, Areas: []Player{rich(), rich(), rich()},
		VillagePairs: [][StackSize]VillageID{{vil("VS04"), vil("VS06")}, {-1, -1}, {vil("VS07"), vil("VS08")}},
		VillagePile:  []VillageID{vil("VS04"), vil("VS04")}})
	tb.do(SelectLocation{0, RaidVillages})
	tb.do(Activate{0, plus(die(Blue, Chest), die(Blue, Chest))})
	tb.refuse(Take{0, 1}, ErrEmptySource)
	tb.refuse(Take{0, 3}, ErrNoSuchOption)
	tb.do(Take{0, 0})
	cards, _ := tb.g.Pending()
	assert.ElementsMatch(t, []Card{villageCard("VS04"), villageCard("VS06"), villageCard("VS04"), villageCard("VS04")}, cards,
		"the pair and 2 bonus cards")
	assert.Equal(t, [StackSize]VillageID{-1, -1}, tb.g.VillagePair(0))
	resolvePending(tb, 0)
	assert.Equal(t, int8(2), tb.p(0).Dice[Red][Hammer], "Bundle of Swords")
	assert.Equal(t, int16(3), tb.p(0).Tokens[Farm])
	// Position 2: the deck is empty (its discard pile holds the resolved cards: a reshuffle).
	tb.do(Activate{1, plus(die(Blue, Chest), die(Blue, Chest))})
	require.Zero(t, tb.g.PileSize(VillageSpoilsDeck))
	require.Equal(t, 4, tb.g.DiscardSize(VillageSpoilsDeck), "the resolved cards went to the discard pile")
	o := tb.do(Take{1, FromDeck})
	assert.True(t, o.Final)
	reshuffled := false
	for _, e := range o.Events {
		reshuffled = reshuffled || e.Kind == EvReshuffle
	}
	assert.True(t, reshuffled, "an empty draw pile is refilled from the discard pile")
	cards, _ = tb.g.Pending()
	assert.Len(t, cards, 3, "2 from the deck and position 2's 1")
	assert.Equal(t, 1, tb.g.PileSize(VillageSpoilsDeck))
}

// TestActivateCostsAndRest: each cost paid in full or refused (ErrCannotPay, only Rest moves
// legal), a wrong payment ErrBadPayment, Rest for 2 Food or one die on a chosen face, and a
// Rest earns no bonus (spec §4.2 step 3, §4.3, §5).
func TestActivateCostsAndRest(t *testing.T) {
	cases := []struct {
		loc  Location
		poor Player  // cannot pay
		bad  Payment // a payable cost's wrong payment
	}{
		{BattleAtSea, stock(EmptyPlayer(), Food, 3), die(Blue, Chest)},
		{RaidVillages, stock(withDice(dieN{Blue, Chest, 2}), Food, 0), plus(die(Red, Shield), die(Red, Shield))},
		{RaidVillages, stock(withDice(dieN{Blue, Chest, 1}, dieN{Red, Shield, 3}), Food, 5), plus(die(Red, Shield), die(Red, Shield))},
		{RaidKeeps, stock(withDice(dieN{Red, Shield, 2}), Food, 1), plus(die(Blue, Chest), die(Blue, Chest))},
		{RaidKeeps, stock(withDice(dieN{Red, Shield, 1}, dieN{Blue, Chest, 3}), Food, 5), plus(die(Blue, Chest), die(Blue, Chest))},
	}
	for _, c := range cases {
		t.Run(c.loc.String(), func(t *testing.T) {
			tb := game(t, Setup{Players: 2, Areas: []Player{rich(), c.poor}, Start: 0})
			tb.do(SelectLocation{0, c.loc})
			tb.refuse(Activate{0, c.bad}, ErrBadPayment)
			tb.refuse(RestDie{0, Yellow, Shield}, ErrBadFace)
			tb.refuse(RestDie{0, AnyColour, Shield}, ErrBadFace)
			tb.do(RestDie{0, Blue, Shield})
			assert.Equal(t, int8(1), tb.p(0).Dice[Blue][Shield], "a Rest die on the chosen face")
			assert.Equal(t, int16(20), tb.p(0).Tokens[Food])
			assert.Zero(t, tb.p(0).Glory, "a Rest earns no bonus")
			tb.at(DecideActivate, 1)
			tb.refuse(Activate{1, Payment{}}, ErrCannotPay)
			for _, m := range tb.g.Legal() {
				switch m.(type) {
				case RestFood, RestDie, StoreDie, UseArtifact:
				default:
					t.Errorf("unable to pay, %v is legal", m)
				}
			}
			food := tb.p(1).Tokens[Food]
			tb.do(RestFood{1})
			assert.Equal(t, food+2, tb.p(1).Tokens[Food])
		})
	}
}

// TestRecruit: a stack's two cards or the deck's top two, position 1's +2 Favour as soon as it
// activates (no other position's), empty stacks and an empty deck refused (spec §5.1).
func TestRecruit(t *testing.T) {
	m01, p01, t01, t02 := rv("M01"), rv("P01"), rv("T01"), rv("T02")
	tb := game(t, Setup{Players: 4, Start: 0,
		Stacks:     [][StackSize]ReaverID{{m01, p01}, {NoReaver, NoReaver}, {t01, NoReaver}, {NoReaver, NoReaver}},
		ReaverPile: []ReaverID{t02, m01}})
	tb.do(SelectLocation{0, RecruitReavers})
	o := tb.do(Activate{0, Payment{}})
	assert.False(t, o.Final)
	assert.Equal(t, int16(2), tb.p(0).Tokens[Favour], "position 1's Favour as soon as it activates")
	tb.refuse(Take{0, 1}, ErrEmptySource)
	tb.refuse(Take{0, 4}, ErrNoSuchOption)
	tb.do(Take{0, 0})
	cards, _ := tb.g.Pending()
	assert.ElementsMatch(t, []Card{reaverCard("M01"), reaverCard("P01")}, cards)
	assert.Equal(t, [StackSize]ReaverID{NoReaver, NoReaver}, tb.g.Stack(0))
	tb.at(DecideNextCard, 0)
	resolvePending(tb, 0)
	// Position 2 takes the deck's top two; position 3 the one-card stack; position 4 nothing left.
	tb.do(Activate{1, Payment{}})
	assert.Zero(t, tb.p(1).Tokens[Favour], "no Favour for position 2")
	tb.do(Take{1, FromDeck})
	resolvePending(tb, 1)
	assert.ElementsMatch(t, []ReaverID{t02, m01}, append(slotCards(tb.p(1), SeaSlot), slotCards(tb.p(1), VillagesSlot)...))
	tb.do(Activate{2, Payment{}}, Take{2, 2})
	resolvePending(tb, 2)
	assert.Equal(t, []ReaverID{t01}, slotCards(tb.p(2), SeaSlot))
	// Position 4: nothing left to take, so the activation ends with nothing.
	tb.do(Activate{3, Payment{}})
	tb.at(DecideSelect, 1)
	assert.Zero(t, tb.p(3).Tokens[Favour])
}

// TestRecruitEmptySources: an empty stack and a deck with no draw or discard pile are
// ErrEmptySource while something else can be taken.
func TestRecruitEmptySources(t *testing.T) {
	tb := game(t, Setup{Players: 2, Stacks: [][StackSize]ReaverID{{NoReaver, NoReaver}, {rv("M01"), NoReaver}},
		ReaverPile: []ReaverID{}})
	tb.do(SelectLocation{0, RecruitReavers}, Activate{0, Payment{}})
	tb.at(DecideTakeReavers, 0)
	tb.refuse(Take{0, FromDeck}, ErrEmptySource)
	tb.refuse(Take{0, 0}, ErrEmptySource)
	assert.False(t, tb.legal(Take{0, FromDeck}))
	assert.True(t, tb.legal(Take{0, 1}))
}

// TestBattleAtSeaGloryByPosition: position 1 gains 2 Glory as soon as it pays, win or lose;
// others none (spec §5.3).
func TestBattleAtSeaGloryByPosition(t *testing.T) {
	for n := 2; n <= 4; n++ {
		areas := make([]Player, n)
		for i := range areas {
			areas[i] = stock(EmptyPlayer(), Food, 4)
		}
		j := make([]JourneyID, n)
		for i := range j {
			j[i] = jy("J13")
		}
		tb := game(t, Setup{Players: n, Areas: areas, JourneyPile: j, SeaBattles: []BattleID{sb("SB01")}})
		tb.do(SelectLocation{0, BattleAtSea})
		for k := 0; k < n; k++ {
			seat := rules.Seat(k)
			o := tb.do(Activate{seat, Payment{}})
			assert.True(t, o.Final, "the activation reveals the Sea Journey")
			if k == 0 {
				assert.Equal(t, int16(2), tb.p(seat).Glory)
			} else {
				assert.Zero(t, tb.p(seat).Glory)
			}
			assert.Equal(t, int16(3), tb.p(seat).Tokens[Food], "4 Food paid, 3 from Fishing Grounds")
			tb.at(DecideBattleTarget, seat)
			tb.do(Take{seat, 0})
			tb.at(DecideBattleMethod, seat)
			tb.refuse(Fight{seat}, ErrNoCombatDice)
			tb.refuse(Combination{seat, Payment{}}, ErrCannotPay)
			tb.do(Retreat{seat})
			assert.Equal(t, sb("SB01"), tb.g.SeaBattle(0), "a display card stays after a Retreat")
			assert.Equal(t, [NumBattleKinds]int8{}, tb.p(seat).PileBattles)
		}
	}
}

// seaArea can pay every Sea Journey, and has dice of three kinds so a loss is a choice.
func seaArea() Player {
	p := withDice(dieN{Yellow, Ship, 1}, dieN{Red, Shield, 1}, dieN{Blue, Hammer, 1}, dieN{Yellow, DoubleHammer, 1})
	return stock(p, Food, 7, Favour, 1)
}

// TestEverySeaJourney: each journey paid and suffered (spec §7.4).
func TestEverySeaJourney(t *testing.T) {
	type res struct {
		food, favour, glory, terror int
		lost                        Payment // dice gone (a loss names the dice chosen)
		village, placeDie           bool
	}
	cases := []struct {
		id     string
		pay    Payment // the dice of the payment (its Food and Favour are the card's)
		paid   res
		suffer res
		loss   Payment // the loss chosen when the choice is asked
	}{
		{"J01", Payment{}, res{food: -2}, res{lost: die(Red, Shield)}, die(Red, Shield)},
		{"J02", Payment{}, res{favour: -1}, res{glory: -2}, Payment{}},
		{"J03", Payment{}, res{food: -2}, res{lost: plus(die(Red, Shield), die(Blue, Hammer))}, plus(die(Red, Shield), die(Blue, Hammer))},
		{"J04", die(Yellow, Ship), res{lost: die(Yellow, Ship)}, res{terror: 1}, Payment{}},
		{"J05", die(Yellow, Ship), res{lost: die(Yellow, Ship)}, res{lost: plus(die(Yellow, Ship), die(Yellow, DoubleHammer))}, plus(die(Yellow, Ship), die(Yellow, DoubleHammer))},
		{"J06", Payment{}, res{food: -3}, res{terror: 1}, Payment{}},
		{"J07", die(Red, Shield), res{lost: die(Red, Shield)}, res{glory: -3}, Payment{}},
		{"J08", die(Blue, Hammer), res{lost: die(Blue, Hammer)}, res{terror: 1}, Payment{}},
		{"J09", Payment{}, res{favour: -1}, res{lost: die(Yellow, DoubleHammer)}, die(Yellow, DoubleHammer)},
		{"J10", Payment{}, res{food: -2}, res{}, Payment{}},
	}
	for _, c := range cases {
		for _, suffer := range []bool{false, true} {
			name := c.id + "/pay"
			if suffer {
				name = c.id + "/suffer"
			}
			t.Run(name, func(t *testing.T) {
				a := seaArea()
				a.Glory = 5
				tb := game(t, Setup{Players: 2, Areas: []Player{a, EmptyPlayer()}, JourneyPile: []JourneyID{jy(c.id)},
					SeaBattles: []BattleID{sb("SB01")}})
				tb.do(SelectLocation{0, BattleAtSea}, Activate{0, Payment{}})
				tb.at(DecideJourney, 0)
				assert.Equal(t, 1, tb.g.DiscardSize(SeaJourneyDeck), "the journey card goes to the discard pile")
				before := tb.p(0)
				w := c.paid
				if suffer {
					w = c.suffer
					tb.do(Suffer{0})
					if tb.g.Decision() == DecideLoss {
						tb.refuse(ChooseLoss{0, Payment{}}, ErrBadPayment)
						tb.do(ChooseLoss{0, c.loss})
					}
				} else {
					tb.refuse(PayJourney{0, die(Blue, Chest)}, ErrBadPayment)
					tb.do(PayJourney{0, c.pay})
				}
				tb.at(DecideBattleTarget, 0)
				p := tb.p(0)
				assert.Equal(t, before.Tokens[Food]+int16(w.food), p.Tokens[Food], "Food")
				assert.Equal(t, before.Tokens[Favour]+int16(w.favour), p.Tokens[Favour], "Favour")
				assert.Equal(t, before.Glory+int16(w.glory), p.Glory, "Glory")
				assert.Equal(t, before.Tokens[Terror]+int16(w.terror), p.Tokens[Terror], "Terror")
				want := before.Dice
				for col := range want {
					for f := range want[col] {
						want[col][f] -= w.lost.Board[col][f]
					}
				}
				assert.Equal(t, want, p.Dice, "dice")
			})
		}
	}
}

// TestSeaJourneysWithoutPayment: J11–J14 simply apply; an unpayable journey is suffered
// without a choice (spec §5.3 step 1).
func TestSeaJourneysWithoutPayment(t *testing.T) {
	cases := []struct {
		id    string
		check func(t *testing.T, tb *table)
	}{
		{"J11", func(t *testing.T, tb *table) { assert.Equal(t, int16(1), tb.p(0).Tokens[Favour]) }},
		{"J12", func(t *testing.T, tb *table) {
			assert.Equal(t, int16(1), tb.p(0).Tokens[Farm], "a Village Spoils drawn")
		}},
		{"J13", func(t *testing.T, tb *table) { assert.Equal(t, int16(3), tb.p(0).Tokens[Food]) }},
		{"J14", func(t *testing.T, tb *table) {
			tb.at(DecidePlaceDie, 0)
			tb.do(PlaceDie{0, Red, Ship})
			assert.Equal(t, int8(1), tb.p(0).Dice[Red][Ship])
		}},
		// Unpayable (4 Food paid, nothing left): suffered at once.
		{"J01", func(t *testing.T, tb *table) { p := tb.p(0); assert.Zero(t, p.Dice.Count()) }},
		{"J06", func(t *testing.T, tb *table) { assert.Equal(t, int16(1), tb.p(0).Tokens[Terror]) }},
		{"J07", func(t *testing.T, tb *table) { assert.Zero(t, tb.p(0).Glory, "Glory lost stops at 0") }},
		{"J02", func(t *testing.T, tb *table) { assert.Zero(t, tb.p(0).Glory, "Glory lost stops at 0") }},
	}
	for _, c := range cases {
		t.Run(c.id, func(t *testing.T) {
			a := stock(EmptyPlayer(), Food, 4)
			tb := game(t, Setup{Players: 2, Areas: []Player{a, EmptyPlayer()}, JourneyPile: []JourneyID{jy(c.id)},
				VillagePile: []VillageID{vil("VS04")}, SeaBattles: []BattleID{sb("SB01")}})
			tb.do(SelectLocation{0, BattleAtSea}, Activate{0, Payment{}})
			// Position 1's 2 Glory came first; take it back out of the count.
			if c.id == "J07" || c.id == "J02" {
				assert.NotEqual(t, DecideJourney, tb.g.Decision())
			}
			if c.id != "J07" && c.id != "J02" {
				require.Equal(t, int16(2), tb.p(0).Glory)
			}
			c.check(t, tb)
			tb.at(DecideBattleTarget, 0)
		})
	}
}

// TestFrozenSprayTakesARealHammer: J09 suffered takes a die showing Hammer or Double Hammer,
// never a wild die; with none, nothing (spec §7.4).
func TestFrozenSprayTakesARealHammer(t *testing.T) {
	a := stock(withDice(dieN{Red, Clan, 2}), Food, 4)
	a.Leader = rv("M01") // red keep faces are wild
	tb := game(t, Setup{Players: 2, Areas: []Player{a, EmptyPlayer()}, JourneyPile: []JourneyID{jy("J09")},
		SeaBattles: []BattleID{sb("SB01")}})
	tb.do(SelectLocation{0, BattleAtSea}, Activate{0, Payment{}})
	tb.at(DecideBattleTarget, 0) // no Favour: suffered at once
	assert.Equal(t, int8(2), tb.p(0).Dice[Red][Clan], "the wild dice are not Hammers")

	a.Dice[Blue][Hammer] = 1
	tb = game(t, Setup{Players: 2, Areas: []Player{a, EmptyPlayer()}, JourneyPile: []JourneyID{jy("J09")},
		SeaBattles: []BattleID{sb("SB01")}})
	tb.do(SelectLocation{0, BattleAtSea}, Activate{0, Payment{}})
	tb.at(DecideBattleTarget, 0)
	assert.Zero(t, tb.p(0).Dice[Blue][Hammer], "the one real Hammer is lost")
	assert.Equal(t, int8(2), tb.p(0).Dice[Red][Clan])
}

// TestRaidersTauntRaisesCombatOnly: J10 suffered raises the Sea Battle's Defence by 1 for
// Combat, not for a Combination (spec §7.4).
func TestRaidersTauntRaisesCombatOnly(t *testing.T) {
	start := func(j string) *table {
		a := stock(withDice(dieN{Blue, Hammer, 1}, dieN{Yellow, Ship, 2}, dieN{Red, Shield, 1}), Food, 4)
		return game(t, Setup{Players: 2, Areas: []Player{a, EmptyPlayer()}, JourneyPile: []JourneyID{jy(j)},
			SeaBattles: []BattleID{sb("SB01")}, Combat: []CombatFace{DoubleAxe}})
	}
	// Raiders' Taunt unpaid (no Food left): 2 successes do not reach Defence 3.
	tb := start("J10")
	tb.do(SelectLocation{0, BattleAtSea}, Activate{0, Payment{}}, Take{0, 0}, Fight{0})
	assert.Contains(t, tb.g.Prompt().Text, "Defence 3")
	tb.do(Commit{0, die(Blue, Hammer)})
	assert.Equal(t, DecideActivate, tb.g.Decision(), "lost: no Favour, no Artifact")
	assert.Equal(t, int16(2), tb.p(0).Glory, "only position 1's Glory")
	assert.Equal(t, sb("SB01"), tb.g.SeaBattle(0), "a display card stays on a loss")
	// Without it, the same roll wins at once.
	tb = start("J13")
	tb.do(SelectLocation{0, BattleAtSea}, Activate{0, Payment{}}, Take{0, 0}, Fight{0}, Commit{0, die(Blue, Hammer)})
	assert.Equal(t, int16(2+4), tb.p(0).Glory)
	// With it, a Combination still wins.
	tb = start("J10")
	tb.do(SelectLocation{0, BattleAtSea}, Activate{0, Payment{}}, Take{0, 0})
	tb.do(Combination{0, plus(die(Yellow, Ship), die(Yellow, Ship), die(Red, Shield))})
	assert.Equal(t, int16(2+4), tb.p(0).Glory)
	assert.Equal(t, int8(1), tb.p(0).PileBattles[sb("SB01")])
}

// TestEverySeaBattle: each Sea Battle won by its Combination and by Combat (its reward, the
// card to the Glory pile), lost by Combat (a display card stays, a deck card to the discard
// pile) and by Retreat (spec §5.3, §7.5, §8).
func TestEverySeaBattle(t *testing.T) {
	rewards := map[string]struct {
		glory, favour, food int
		keep, village, pr   bool
	}{
		"SB01": {glory: 4, favour: 1}, "SB02": {glory: 4, food: 2}, "SB03": {glory: 6, keep: true},
		"SB04": {glory: 6, village: true}, "SB05": {glory: 9}, "SB06": {glory: 8, pr: true},
		"SB07": {glory: 12}, "SB08": {glory: 15, favour: 1},
	}
	// needDice turns a combination into dice: Ship yellow, Chest blue, Shield red, Hammer blue.
	needDice := func(n Needs) Payment {
		var p Payment
		p.Board[Yellow][Ship] = n[NeedShip]
		p.Board[Blue][Chest] = n[NeedChest]
		p.Board[Red][Shield] = n[NeedShield]
		p.Board[Blue][Hammer] = n[NeedHammer]
		return p
	}
	for b := range BattleID(NumBattleKinds) {
		card := Battles[b]
		w := rewards[card.ID]
		for _, method := range []string{"combination", "combat won", "combat lost", "deck lost", "retreat"} {
			t.Run(card.ID+"/"+method, func(t *testing.T) {
				a := EmptyPlayer()
				a.Tokens[Food] = 4
				comb := needDice(card.Combination)
				a.Dice = comb.Board
				hammers := (int(card.Defence) + 1) / 2
				a.Dice[Red][Hammer] = int8(hammers)
				su := Setup{Players: 2, Areas: []Player{a, EmptyPlayer()}, JourneyPile: []JourneyID{jy("J11")},
					KeepPile: armours(1), VillagePile: farms(1), ProphecyPile: []ProphecyID{prophecy("PR07")},
					SeaBattles: []BattleID{b, sb("SB01")}, BattlePile: []BattleID{b}}
				faces := make([]CombatFace, hammers)
				for i := range faces {
					faces[i] = DoubleAxe
					if method == "combat lost" || method == "deck lost" {
						faces[i] = Blank
					}
				}
				su.Combat = faces
				tb := game(t, su)
				tb.do(SelectLocation{0, BattleAtSea}, Activate{0, Payment{}})
				from := int8(0)
				if method == "deck lost" {
					from = FromDeck
				}
				o := tb.do(Take{0, from})
				assert.Equal(t, from == FromDeck, o.Final, "revealing the deck's card is final")
				tb.at(DecideBattleMethod, 0)
				before := tb.p(0) // Favour 1 from J11, Glory 2 from position 1
				commit := Payment{}
				commit.Board[Red][Hammer] = int8(hammers)
				switch method {
				case "combination":
					tb.do(Combination{0, comb})
				case "combat won":
					tb.do(Fight{0})
					tb.at(DecideCommit, 0)
					tb.do(Commit{0, commit})
				case "combat lost", "deck lost":
					tb.do(Fight{0}, Commit{0, commit})
					tb.at(DecideAfterRoll, 0) // 1 Favour left: a re-roll is offered
					tb.do(Accept{0})
				case "retreat":
					tb.do(Retreat{0})
				}
				p := tb.p(0)
				won := method == "combination" || method == "combat won"
				if method == "combination" {
					assert.Equal(t, int8(hammers), p.Dice[Red][Hammer], "a Combination keeps the Hammers")
				}
				if !won {
					assert.Equal(t, before.Glory, p.Glory)
					assert.Zero(t, p.PileBattles[b])
					if method == "deck lost" {
						assert.Equal(t, []int8{int8(b)}, tb.g.Discards(SeaBattleDeck), "a deck card goes to the discard pile")
					} else {
						assert.Equal(t, b, tb.g.SeaBattle(0), "a display card stays")
					}
					return
				}
				assert.Equal(t, int8(1), p.PileBattles[b], "the card goes to the Glory pile")
				assert.Equal(t, BattleID(-1), tb.g.SeaBattle(0), "its display place is empty")
				assert.Equal(t, sb("SB01"), tb.g.SeaBattle(1))
				assert.Equal(t, before.Glory+int16(w.glory), p.Glory, "Glory")
				assert.Equal(t, before.Tokens[Favour]+int16(w.favour), p.Tokens[Favour], "Favour")
				assert.Equal(t, before.Tokens[Food]+int16(w.food)+b2i(w.village), p.Tokens[Food], "Food")
				assert.Equal(t, b2i8(w.keep), p.PileKeep[kp("KS01")], "Keep Spoils drawn")
				assert.Equal(t, b2i(w.village), p.Tokens[Farm], "Village Spoils drawn")
				assert.Equal(t, w.pr, hasProphecy(p, prophecy("PR07")), "Prophecy drawn")
			})
		}
	}
}

// TestEveryTerritoryStack: each stack subdued by Force and by Peace, its reward at once and
// the tile in the Territories row; a failed Force is an attempt used up and the tile stays
// (spec §5.6, §7.7).
func TestEveryTerritoryStack(t *testing.T) {
	for st := range StackID(NumStacks) {
		ter := Territories[st]
		for _, method := range []string{"force", "peace", "force lost"} {
			t.Run(ter.ID+"/"+method, func(t *testing.T) {
				a := stock(withDice(dieN{Red, Hammer, 2}, dieN{Blue, Chest, 4}), Food, 7, Favour, 3)
				combat := []CombatFace{DoubleAxe, SingleAxe}
				if method == "force lost" {
					combat = []CombatFace{Blank, Blank}
				}
				tb := game(t, Setup{Players: 2, Areas: []Player{a, EmptyPlayer()}, Combat: combat})
				tb.do(SelectLocation{0, SubdueTerritories}, Activate{0, Payment{}})
				tb.at(DecideSubdue, 0)
				before := tb.p(0)
				switch method {
				case "peace":
					pay, ok := before.SuggestPayment(ter.Peace)
					require.True(t, ok)
					tb.do(Peace{0, st, pay})
				default:
					tb.do(Force{0, st})
					assert.Contains(t, tb.g.Prompt().Text, "Defence "+string(rune('0'+ter.Defence())))
					o := tb.do(Commit{0, plus(die(Red, Hammer), die(Red, Hammer))})
					assert.True(t, o.Final, "a Combat roll is final")
					if method == "force lost" {
						tb.at(DecideAfterRoll, 0)
						tb.do(Accept{0})
						tb.at(DecideSubdue, 0)
						assert.Contains(t, tb.g.Prompt().Text, "2 attempts left", "a failed attempt is used up")
						assert.Equal(t, TilesPerStack, tb.g.Tiles(st), "the tile stays")
						assert.Zero(t, tb.p(0).PileTerritories[st])
						assert.Zero(t, tb.p(0).Dice[Red][Hammer], "committed dice are gone")
						return
					}
				}
				dice := 0
				for tb.g.Decision() == DecidePlaceDie {
					tb.do(PlaceDie{0, Yellow, Chest})
					dice++
				}
				p := tb.p(0)
				assert.Equal(t, TilesPerStack-1, tb.g.Tiles(st))
				assert.Equal(t, int8(1), p.PileTerritories[st], "the tile in the Territories row")
				var gFood, gFavour, gGlory, gDice int
				for _, e := range ter.Reward {
					switch {
					case e.Kind == GainTokens && e.Token == Food:
						gFood += int(e.N)
					case e.Kind == GainTokens && e.Token == Favour:
						gFavour += int(e.N)
					case e.Kind == GainGlory:
						gGlory += int(e.N)
					case e.Kind == ChooseDice:
						gDice += int(e.N)
					}
				}
				// The spec's rewards (§7.7): Food n → 2n+1 Food + n Glory; Favour n → n Favour +
				// n+1 Glory; Dice n → n dice + n Glory.
				lvl := int(ter.Level)
				switch ter.Type {
				case FoodTerritory:
					assert.Equal(t, [3]int{2*lvl + 1, 0, lvl}, [3]int{gFood, gFavour, gGlory})
				case FavourTerritory:
					assert.Equal(t, [3]int{0, lvl, lvl + 1}, [3]int{gFood, gFavour, gGlory})
				case DiceTerritory:
					assert.Equal(t, [3]int{0, 0, lvl}, [3]int{gFood, gFavour, gGlory})
					assert.Equal(t, lvl, gDice)
				}
				paidFood, paidFavour := 0, 0
				if method == "peace" {
					paidFood, paidFavour = int(ter.Peace.Food), int(ter.Peace.Favour)
				}
				assert.Equal(t, before.Tokens[Food]+int16(gFood-paidFood), p.Tokens[Food], "Food")
				assert.Equal(t, before.Tokens[Favour]+int16(gFavour-paidFavour), p.Tokens[Favour], "Favour")
				assert.Equal(t, before.Glory+int16(gGlory), p.Glory, "Glory")
				assert.Equal(t, gDice, dice, "dice placed")
				tb.at(DecideSubdue, 0)
			})
		}
	}
}

// TestSubdueAttemptsAndRefusals: N attempts by position (3, 2, 1, 1; 2 players: the other 1),
// Stop losing the rest, an empty stack ErrEmptySource, Force without a Hammer ErrNoCombatDice,
// an unpayable Peace ErrCannotPay (spec §5.6).
func TestSubdueAttemptsAndRefusals(t *testing.T) {
	for n := 2; n <= 4; n++ {
		areas := make([]Player, n)
		for i := range areas {
			areas[i] = stock(EmptyPlayer(), Favour, 9)
		}
		tiles := []int8{4, 4, 4, 4, 4, 4, 4, 4, 4}
		tiles[stk("FOOD2")] = 0
		tb := game(t, Setup{Players: n, Areas: areas, Tiles: tiles})
		tb.do(SelectLocation{0, SubdueTerritories})
		for k := 0; k < n; k++ {
			seat := rules.Seat(k)
			tb.do(Activate{seat, Payment{}})
			want := []int{3, 2, 1, 1}[k]
			if n == 2 && k == 1 {
				want = 1
			}
			tb.refuse(Force{seat, stk("FOOD1")}, ErrNoCombatDice)
			tb.refuse(Peace{seat, stk("FOOD2"), Payment{}}, ErrEmptySource)
			tb.refuse(Force{seat, stk("FOOD2")}, ErrEmptySource)
			tb.refuse(Peace{seat, stk("DICE1"), Payment{}}, ErrCannotPay)
			tb.refuse(Peace{seat, StackID(NumStacks), Payment{}}, ErrNoSuchOption)
			if k == n-1 {
				tb.do(Stop{seat})
				assert.Zero(t, tb.p(seat).Glory, "Stop: the remaining attempts are lost")
				continue
			}
			st := []string{"FOOD1", "FOOD3", "FOOD3"}[k]
			lvl := int16(Territories[stk(st)].Level)
			for i := 0; i < want; i++ {
				tb.at(DecideSubdue, seat)
				tb.do(Peace{seat, stk(st), Payment{}})
			}
			assert.Equal(t, int16(want)*lvl, tb.p(seat).Glory, "%d players, position %d: %d attempts", n, k+1, want)
			assert.Equal(t, int16(want)*(2*lvl+1), tb.p(seat).Tokens[Food])
			assert.Equal(t, 9-int16(want)*lvl, tb.p(seat).Tokens[Favour])
		}
		tb.at(DecideSelect, 1)
	}
}

// TestJourneyWaitsForFreeMoves: an unpayable Sea Journey is asked, not suffered, while its
// seat could first make it payable by a free move (Freyr's Runestone's Food) (spec §10.7).
func TestJourneyWaitsForFreeMoves(t *testing.T) {
	a := withArtifacts(stock(EmptyPlayer(), Food, 4), []string{"A10"})
	tb := game(t, Setup{Players: 2, Areas: []Player{a, EmptyPlayer()}, JourneyPile: []JourneyID{jy("J06")},
		SeaBattles: []BattleID{sb("SB01")}})
	tb.do(SelectLocation{0, BattleAtSea}, Activate{0, Payment{}})
	tb.at(DecideJourney, 0)
	tb.refuse(PayJourney{0, Payment{}}, ErrCannotPay)
	tb.do(UseArtifact{0, art("A10"), [3]int8{}})
	tb.at(DecideJourney, 0)
	tb.do(PayJourney{0, Payment{}})
	assert.Zero(t, tb.p(0).Tokens[Food])
	assert.Zero(t, tb.p(0).Tokens[Terror])
	tb.at(DecideBattleTarget, 0)
}

// TestBattleFromTheDeck: the deck's top card is faced; with an empty draw pile the discard
// pile is reshuffled; with both empty the deck is not offered (spec §2.7, §5.3).
func TestBattleFromTheDeck(t *testing.T) {
	a := stock(withDice(dieN{Yellow, Ship, 2}, dieN{Red, Shield, 1}), Food, 4)
	tb := game(t, Setup{Players: 2, Areas: []Player{a, stock(EmptyPlayer(), Food, 4)},
		JourneyPile: []JourneyID{jy("J13"), jy("J13")}, BattlePile: []BattleID{sb("SB01")}})
	tb.do(SelectLocation{0, BattleAtSea}, Activate{0, Payment{}})
	tb.refuse(Take{0, 0}, ErrEmptySource)
	tb.do(Take{0, FromDeck})
	b, from, ok := tb.g.FightingBattle()
	require.True(t, ok)
	assert.Equal(t, sb("SB01"), b)
	assert.Equal(t, FromDeck, from)
	tb.do(Retreat{0})
	assert.Equal(t, []int8{int8(sb("SB01"))}, tb.g.Discards(SeaBattleDeck), "a deck card lost goes to the discard pile")
	// Seat 1: the draw pile is empty, the discard pile is reshuffled into it.
	tb.do(Activate{1, Payment{}})
	o := tb.do(Take{1, FromDeck})
	reshuffled := false
	for _, e := range o.Events {
		reshuffled = reshuffled || e.Kind == EvReshuffle
	}
	assert.True(t, reshuffled)
	b, _, _ = tb.g.FightingBattle()
	assert.Equal(t, sb("SB01"), b)
	tb.do(Retreat{1})
	tb.at(DecideSelect, 1)

	// Both piles empty and no display: nothing to face, the activation ends.
	tb = game(t, Setup{Players: 2, Areas: []Player{stock(EmptyPlayer(), Food, 4), EmptyPlayer()},
		JourneyPile: []JourneyID{jy("J13")}, BattlePile: []BattleID{}})
	tb.do(SelectLocation{0, BattleAtSea}, Activate{0, Payment{}})
	tb.at(DecideActivate, 1)
	assert.Equal(t, int16(3), tb.p(0).Tokens[Food])
}

// TestLossesOfWhatThereIs: a loss of more dice than owned takes what there is, without a
// decision; a die stored on an Artifact is a crew die and may be lost; tokens never (spec
// §2.3, §2.5, §10.7).
func TestLossesOfWhatThereIs(t *testing.T) {
	a := withArtifacts(stock(withDice(dieN{Blue, Chest, 1}), Food, 4), []string{"A03"}, 0) // a stored red Shield
	a.Upgrades[0] = UpgradeToken{Present: true, Kind: UpgradeShield}
	tb := game(t, Setup{Players: 2, Areas: []Player{a, EmptyPlayer()}, JourneyPile: []JourneyID{jy("J05")}, // no Ship: suffer
		SeaBattles: []BattleID{sb("SB01")}})
	tb.do(SelectLocation{0, BattleAtSea}, Activate{0, Payment{}})
	tb.at(DecideBattleTarget, 0) // lose 2 of 2: no choice
	p := tb.p(0)
	assert.Zero(t, p.CrewDice(), "the board die and the stored die are lost")
	assert.True(t, inPlay(p, art("A03")), "the Artifact stays, empty")
	assert.True(t, p.Upgrades[0].Present && !p.Upgrades[0].Used, "tokens are never lost")
}

// TestJourneyPaidWithTokensAndWildDice: a Sea Journey's payment is a payment of spec §2.3, so
// a Ship Upgrade token (flipped) or a wild die may meet its requirement (doc.go's reading).
func TestJourneyPaidWithTokensAndWildDice(t *testing.T) {
	var token Payment
	token.Tokens[UpgradeShipOrHammer] = 1
	cases := []struct {
		journey string
		area    Player
		pay     Payment
	}{
		{"J04", func() Player {
			p := EmptyPlayer()
			p.Upgrades[0] = UpgradeToken{Present: true, Kind: UpgradeShipOrHammer}
			return p
		}(), token},
		{"J07", func() Player { p := withDice(dieN{Red, Clan, 1}); p.Leader = rv("M02"); return p }(), die(Red, Clan)},
	}
	for _, c := range cases {
		t.Run(c.journey, func(t *testing.T) {
			a := c.area
			a.Tokens[Food] = 4
			tb := game(t, Setup{Players: 2, Areas: []Player{a, EmptyPlayer()}, JourneyPile: []JourneyID{jy(c.journey)},
				SeaBattles: []BattleID{sb("SB01")}})
			tb.do(SelectLocation{0, BattleAtSea}, Activate{0, Payment{}})
			tb.at(DecideJourney, 0)
			tb.do(PayJourney{0, c.pay})
			p := tb.p(0)
			assert.Zero(t, p.Tokens[Terror])
			assert.Equal(t, int16(2), p.Glory, "only position 1's Glory; nothing lost")
			assert.Zero(t, p.Dice.Count())
			if c.pay.Tokens[UpgradeShipOrHammer] > 0 {
				assert.True(t, p.Upgrades[0].Used, "the token is flipped")
			}
		})
	}
}

// TestHonourShipSelectorIsActive: with 3 players the Honour Ship's holder making the fourth
// selection is the active player, positions counted from them (spec §4.1).
func TestHonourShipSelectorIsActive(t *testing.T) {
	areas := []Player{rich(), rich(), rich()}
	tb := game(t, Setup{Players: 3, Areas: areas, Round: 2, VillagePile: farms(12)}) // the Honour Ship with seat 1
	require.Equal(t, rules.Seat(1), tb.g.HonourShip())
	restOut(tb, 0, RecruitReavers)
	restOut(tb, 1, TradeWithVillages)
	restOut(tb, 2, SubdueTerritories)
	tb.at(DecideSelect, 1)
	tb.do(SelectLocation{1, RaidVillages})
	for k, seat := range []rules.Seat{1, 2, 0} {
		tb.at(DecideActivate, seat)
		tb.do(Activate{seat, plus(die(Blue, Chest), die(Blue, Chest))}, Take{seat, FromDeck})
		cards, _ := tb.g.Pending()
		assert.Len(t, cards, 2+[]int{2, 1, 0}[k], "position %d", k+1)
		resolvePending(tb, seat)
	}
	require.Equal(t, 3, tb.g.Round())
}

// TestRaidersTauntOnlyTheSeaBattle: J10's +1 is for the Sea Battle alone: a Keep Wall drawn as
// the battle's reward is pillaged against its own Defence 2, and the next activator's battle
// is not raised (spec §7.4).
func TestRaidersTauntOnlyTheSeaBattle(t *testing.T) {
	a := stock(withDice(dieN{Yellow, Ship, 2}, dieN{Red, Shield, 2}, dieN{Blue, Hammer, 1}), Food, 4)
	b := stock(withDice(dieN{Blue, Hammer, 1}), Food, 4)
	tb := game(t, Setup{Players: 2, Areas: []Player{a, b}, JourneyPile: []JourneyID{jy("J10"), jy("J13")},
		SeaBattles: []BattleID{sb("SB03"), sb("SB01")}, KeepPile: []KeepID{kp("KS08")},
		Combat: []CombatFace{SingleAxe, DoubleAxe}})
	tb.do(SelectLocation{0, BattleAtSea}, Activate{0, Payment{}})
	tb.at(DecideBattleTarget, 0) // J10 unpayable: suffered
	tb.do(Take{0, 0}, Combination{0, plus(die(Yellow, Ship), die(Yellow, Ship), die(Red, Shield), die(Red, Shield))})
	tb.at(DecidePillage, 0) // the reward's Keep Wall
	tb.do(PillageCard{0})
	tb.at(DecideCommit, 0)
	assert.Contains(t, tb.g.Prompt().Text, "Defence 2")
	tb.do(Commit{0, die(Blue, Hammer)}) // 1 success of 2: Favour from the Keep Wall offers a re-roll
	tb.at(DecideAfterRoll, 0)
	tb.do(Accept{0})
	// Seat 1: Fishing Grounds, then SB01 at Defence 2: a double axe wins.
	tb.do(Activate{1, Payment{}}, Take{1, 1}, Fight{1})
	assert.Contains(t, tb.g.Prompt().Text, "Defence 2")
	tb.do(Commit{1, die(Blue, Hammer)})
	assert.Equal(t, int8(1), tb.p(1).PileBattles[sb("SB01")])
}
