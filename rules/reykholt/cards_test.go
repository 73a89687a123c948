package reykholt

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/rules"
)

// One test per service card (Reykholt spec §6.3): its effect happens, and does not where its
// condition is not met.

// fillers are Ongoing cards that change nothing in the card tests when they lie in the display.
var fillers = []string{"E3", "A6", "C7", "B6", "A5"}

// withDisplay is a 4-player game whose display holds the card and fillers up to 5 cards, so
// that a take adds no stack good.
func withDisplay(t *testing.T, code string) *fix {
	cards := []string{code}
	for _, c := range fillers {
		if len(cards) < 5 && c != code {
			cards = append(cards, c)
		}
	}
	return given(t, 4).display(cards...)
}

// takeCardFor places on T1 and takes the card from the display.
func takeCardFor(t *testing.T, g *Game, code string) rules.Outcome {
	t.Helper()
	ok(t, g, place(g, "T1"))
	return ok(t, g, ChooseCard{By: g.ToMove(), Card: card(code)})
}

func TestCardKinds(t *testing.T) {
	kinds := map[CardKind][]string{
		Once:    {"A1", "A2", "A3", "B1", "B2", "C1", "C2", "D4", "E1", "E5"},
		Ongoing: {"A4", "A5", "A6", "A7", "B3", "B4", "B6", "B7", "C3", "C4", "C5", "C7", "D1", "D2", "D3", "D5", "D6", "E3", "E4", "E6", "E7"},
		Any:     {"A8", "B5", "C6", "D7", "E2"},
	}
	n := 0
	for kind, codes := range kinds {
		for _, c := range codes {
			assert.Equal(t, kind, Cards[card(c)].Kind, c)
			n++
		}
	}
	assert.Equal(t, NumCards, n)
}

func TestA1WelcomeBasket(t *testing.T) {
	g := withDisplay(t, "A1").game()
	out := takeCardFor(t, g, "A1")
	assert.True(t, out.Final)
	assert.Equal(t, goods(Tomato, 1, Lettuce, 1, Mushroom, 1), g.Stock(0))
	assert.True(t, g.CardSpent(card("A1")))
	assert.Equal(t, rules.Seat(0), g.CardOwner(card("A1")))
}

func TestA2GardenShed(t *testing.T) {
	g := withDisplay(t, "A2").game()
	top, _ := g.Top(Pile3)
	takeCardFor(t, g, "A2")
	assert.Equal(t, []GreenhouseID{top}, g.Owned(0))

	g = withDisplay(t, "A2").emptyPile(Pile3).game()
	ok(t, g, place(g, "T1"))
	refused(t, g, ChooseCard{By: 0, Card: card("A2")}, RuleCardNotUsable)
}

func TestA3SowingDay(t *testing.T) {
	g := withDisplay(t, "A3").gh(0, "G05").stock(0, goods(Cauliflower, 1)).game()
	ok(t, g, place(g, "T1"))
	out := ok(t, g, ChooseCard{By: 0, Card: card("A3")})
	assert.False(t, out.Final)
	require.Equal(t, DecideSeed, g.Decision())
	assert.Equal(t, "Sowing Day", g.Source())
	ok(t, g, seedMove(0, "G05", Cauliflower))
	assert.Equal(t, goods(Cauliflower, 4), g.Contents(gh("G05")))

	g = withDisplay(t, "A3").stock(0, goods(Cauliflower, 1)).game()
	ok(t, g, place(g, "T1"))
	refused(t, g, ChooseCard{By: 0, Card: card("A3")}, RuleCardNotUsable)
}

func TestA4FriendlyGrocer(t *testing.T) {
	for space, want := range map[string]Goods{
		"M5": goods(Carrot, 1, Tomato, 1),
		"M1": goods(Mushroom, 1, Cauliflower, 1, Tomato, 1),
		"T6": goods(Lettuce, 1, Mushroom, 1), // Town Hall: no tomato
		"P6": goods(Tomato, 1),               // Property: its own tomato only
	} {
		g := given(t, 4).card(0, "A4").game()
		ok(t, g, place(g, space))
		if g.Decision() == DecideBranch {
			ok(t, g, Branch{By: 0, Part: 1})
		}
		assert.Equal(t, want, g.Stock(0), space)
	}
	g := given(t, 4).card(0, "A4").game()
	ok(t, g, place(g, "M6"))
	ok(t, g, Branch{By: 0, Part: 0})
	assert.Equal(t, goods(Mushroom, 1, Tomato, 1), g.Stock(0), "after the OR's branch")
}

func TestA5ExtraPickers(t *testing.T) {
	// Two greenhouses with 2 or more: the owner chooses.
	g := given(t, 2).card(0, "A5").gh(0, "G09", goods(Mushroom, 4)).gh(0, "G13", goods(Tomato, 6)).gh(0, "G01", goods(Lettuce, 1)).game()
	g.startHarvest()
	require.Equal(t, DecideHarvestPick, g.Decision())
	assert.Equal(t, []rules.Move{Double{By: 0, GH: gh("G09")}, Double{By: 0, GH: gh("G13")}}, g.Legal())
	refused(t, g, Double{By: 0, GH: gh("G01")}, RuleGreenhouseEmpty)
	refused(t, g, Double{By: 0, GH: gh("G02")}, RuleNotOwned)
	refused(t, g, Pick{By: 0, GH: gh("G09"), Good: Mushroom}, RuleNotDoable)
	out := ok(t, g, Double{By: 0, GH: gh("G13")})
	assert.True(t, out.Final)
	assert.Equal(t, goods(Tomato, 2, Mushroom, 1, Lettuce, 1), g.Stock(0))
	assert.Equal(t, goods(Tomato, 4), g.Contents(gh("G13")))

	// One eligible greenhouse: no question.
	g = given(t, 2).card(0, "A5").gh(0, "G09", goods(Mushroom, 4)).gh(0, "G01", goods(Lettuce, 1)).game()
	g.startHarvest()
	assert.Equal(t, PhaseTourism, g.Phase())
	assert.Equal(t, goods(Mushroom, 2, Lettuce, 1), g.Stock(0))

	// None: 1 good each.
	g = given(t, 2).card(0, "A5").gh(0, "G01", goods(Lettuce, 1)).game()
	g.startHarvest()
	assert.Equal(t, goods(Lettuce, 1), g.Stock(0))
}

func TestA6LandRegistry(t *testing.T) {
	g := given(t, 2).card(0, "A6").game()
	ok(t, g, place(g, "p1"))
	ok(t, g, ChoosePile{By: 0, Pile: Pile3})
	(&fix{t: t, g: g}).turn(0)
	ok(t, g, place(g, "p2"))
	ok(t, g, ChoosePile{By: 0, Pile: Pile5})
	used, limit := g.FlagsUsed(0, Property)
	assert.Equal(t, [2]int{2, 2}, [2]int{used, limit})
	g = given(t, 4).card(0, "A6").flags(0, 2, 0).game()
	refused(t, g, place(g, "P2"), RuleFlagLimit)
}

func TestA7MushroomSoup(t *testing.T) {
	for _, c := range []struct {
		pos, cost int
	}{{2, 1}, {7, 1}, {12, 2}, {17, 3}, {22, 4}, {27, 5}, {32, 6}, {3, 1}, {0, 1}} {
		g := given(t, 2).card(0, "A7").pos(0, c.pos).game()
		good, cost := g.NextCost(0)
		_, _, want, _ := TableAt(c.pos + 1)
		assert.Equal(t, want, good)
		assert.Equal(t, c.cost, cost, "from %d", c.pos)
	}
	g := given(t, 2).card(0, "A7").pos(0, 7).stock(0, goods(Mushroom, 1)).tourism(0).game()
	ok(t, g, advance(0))
	pos, _ := g.Position(0)
	assert.Equal(t, 8, pos)
	assert.Equal(t, Goods{}, g.Stock(0), "table 8 cost 1 mushroom")
}

func TestA8SwapBox(t *testing.T) {
	g := given(t, 4).card(0, "A8").stock(0, goods(Carrot, 1)).game()
	ok(t, g, UseCard{By: 0, Card: card("A8")})
	require.Equal(t, DecideGiveGoods, g.Decision())
	assert.Equal(t, "Swap Box", g.Source())
	ok(t, g, SelectGoods{By: 0, Goods: goods(Carrot, 1)})
	refused(t, g, SelectGoods{By: 0, Goods: goods(Carrot, 1)}, RuleGoodsRule)
	ok(t, g, SelectGoods{By: 0, Goods: goods(Tomato, 1)})
	assert.Equal(t, goods(Tomato, 1), g.Stock(0))
	refused(t, g, UseCard{By: 0, Card: card("A8")}, RuleCardUsedThisRound)

	// In a Tourism turn, before stopping, also after the Bonus.
	g = given(t, 4).card(0, "A8").tourism(0).game()
	ok(t, g, Bonus{By: 0})
	ok(t, g, UseCard{By: 0, Card: card("A8")})
	ok(t, g, SelectGoods{By: 0, Goods: goods(Tomato, 1)})
	ok(t, g, SelectGoods{By: 0, Goods: goods(Lettuce, 1)})
	assert.Equal(t, DecideTourism, g.Decision())
	assert.Equal(t, goods(Lettuce, 1), g.Stock(0))
	refused(t, g, UseCard{By: 0, Card: card("A8")}, RuleCardUsedThisRound)
	assert.Equal(t, []rules.Move{advance(0), Stop{By: 0}}, g.Legal(), "the lettuce pays for table 2")

	// Shared: owner and sharer each use it once a round.
	g = given(t, 4).card(1, "A8").stock(0, goods(Carrot, 1)).stock(1, goods(Carrot, 1)).game()
	g.cardSharer[card("A8")] = 0
	ok(t, g, UseCard{By: 0, Card: card("A8")})
	ok(t, g, SelectGoods{By: 0, Goods: goods(Carrot, 1)})
	ok(t, g, SelectGoods{By: 0, Goods: goods(Lettuce, 1)})
	ok(t, g, place(g, "M5"))
	require.Equal(t, rules.Seat(1), g.ToMove())
	assert.True(t, g.CardUsedThisRound(card("A8"), 0))
	assert.False(t, g.CardUsedThisRound(card("A8"), 1))
	ok(t, g, UseCard{By: 1, Card: card("A8")})
}

func TestB1WholesaleCrate(t *testing.T) {
	g := withDisplay(t, "B1").game()
	takeCardFor(t, g, "B1")
	assert.Equal(t, goods(Tomato, 2, Lettuce, 2), g.Stock(0))
}

func TestB2RareStall(t *testing.T) {
	g := withDisplay(t, "B2").game()
	takeCardFor(t, g, "B2")
	assert.Equal(t, goods(Cauliflower, 1, Carrot, 1), g.Stock(0))
}

func TestB3BothPlease(t *testing.T) {
	g := given(t, 4).card(0, "B3").game()
	out := ok(t, g, place(g, "M6"))
	assert.True(t, out.Final, "no branch to choose")
	assert.Equal(t, goods(Mushroom, 1, Cauliflower, 1), g.Stock(0))

	g = given(t, 2).card(0, "B3").game()
	ok(t, g, place(g, "m3"))
	assert.Equal(t, goods(Cauliflower, 1, Carrot, 1), g.Stock(0))

	// Only on Market spaces: P6 stays an OR.
	g = given(t, 4).card(0, "B3").gh(0, "G01").game()
	ok(t, g, place(g, "P6"))
	assert.Equal(t, DecideBranch, g.Decision())
	// Without the card M6 is an OR.
	g = given(t, 4).game()
	ok(t, g, place(g, "M6"))
	assert.Equal(t, DecideBranch, g.Decision())
}

func TestB4BakersDozen(t *testing.T) {
	for _, c := range []struct {
		players int
		space   string
		want    Goods
	}{
		{4, "M2", goods(Tomato, 3)},
		{4, "M3", goods(Lettuce, 3)},
		{2, "m1", goods(Tomato, 3)},
		{4, "M4", goods(Tomato, 1, Lettuce, 1)},
		{4, "M1", goods(Mushroom, 1, Cauliflower, 1)},
		{4, "M5", goods(Carrot, 1)},
		{4, "T6", goods(Lettuce, 1, Mushroom, 1)},
	} {
		g := given(t, c.players).card(0, "B4").game()
		ok(t, g, place(g, c.space))
		assert.Equal(t, c.want, g.Stock(0), c.space)
	}
	// With B3, M6 gives one of each: nothing more. With A4, M2's tomato from A4 does not count.
	g := given(t, 4).card(0, "B4", "B3").game()
	ok(t, g, place(g, "M6"))
	assert.Equal(t, goods(Mushroom, 1, Cauliflower, 1), g.Stock(0))
	g = given(t, 4).card(0, "B4", "A4").game()
	out := ok(t, g, place(g, "M4"))
	assert.Equal(t, goods(Tomato, 2, Lettuce, 1), g.Stock(0), "the space gave 1 tomato and 1 lettuce")
	g = given(t, 4).card(0, "B4", "A4").game()
	out = ok(t, g, place(g, "M2"))
	assert.Equal(t, goods(Tomato, 4), g.Stock(0))
	var cards []CardID
	for _, e := range out.Events {
		if d, ok := e.Detail.(GainDetail); ok && e.Kind == EvGain {
			cards = append(cards, d.Card)
		}
	}
	assert.Equal(t, []CardID{NoCard, card("A4"), card("B4")}, cards, "triggers follow the space in card-id order")
}

func TestB5TradersScales(t *testing.T) {
	g := given(t, 4).card(0, "B5").stock(0, goods(Tomato, 1)).game()
	refused(t, g, UseCard{By: 0, Card: card("B5")}, RuleNotDoable)
	g.pl[0].stock = goods(Tomato, 1, Lettuce, 1)
	ok(t, g, UseCard{By: 0, Card: card("B5")})
	refused(t, g, SelectGoods{By: 0, Goods: goods(Tomato, 1)}, RuleGoodsRule)
	ok(t, g, SelectGoods{By: 0, Goods: goods(Tomato, 1, Lettuce, 1)})
	assert.Equal(t, []rules.Move{SelectGoods{By: 0, Goods: goods(Cauliflower, 1)}, SelectGoods{By: 0, Goods: goods(Carrot, 1)}}, g.Legal())
	refused(t, g, SelectGoods{By: 0, Goods: goods(Tomato, 1)}, RuleGoodsRule)
	ok(t, g, SelectGoods{By: 0, Goods: goods(Carrot, 1)})
	assert.Equal(t, goods(Carrot, 1), g.Stock(0))
}

func TestB6WeeklyDelivery(t *testing.T) {
	g := given(t, 2).card(0, "B6").gh(0, "G01", goods(Tomato, 2)).game()
	g.startHarvest()
	assert.Equal(t, goods(Tomato, 1, Lettuce, 1), g.Stock(0))
	assert.Equal(t, Goods{}, g.Stock(1), "only for its holder")
	g = given(t, 2).card(0, "B6").game()
	g.startHarvest()
	assert.Equal(t, goods(Lettuce, 1), g.Stock(0), "also with nothing to harvest")
}

func TestB7FairTrade(t *testing.T) {
	// T5: an exchange on a space.
	g := given(t, 4).card(0, "B7").stock(0, goods(Carrot, 1)).game()
	ok(t, g, place(g, "T5"))
	ok(t, g, SelectGoods{By: 0, Goods: goods(Carrot, 1)})
	ok(t, g, SelectGoods{By: 0, Goods: goods(Lettuce, 1)})
	assert.Equal(t, goods(Lettuce, 1, Tomato, 1), g.Stock(0))

	// P6: the exchange branch fires it, the tomato branch does not.
	g = given(t, 4).card(0, "B7").gh(0, "G01").game()
	ok(t, g, place(g, "P6"))
	ok(t, g, Branch{By: 0, Part: 0})
	ok(t, g, GiveGreenhouse{By: 0, GH: gh("G01")})
	assert.Equal(t, goods(Tomato, 1), g.Stock(0))
	g = given(t, 4).card(0, "B7").gh(0, "G01").game()
	ok(t, g, place(g, "P6"))
	ok(t, g, Branch{By: 0, Part: 1})
	assert.Equal(t, goods(Tomato, 1), g.Stock(0), "only P6's own tomato")

	// An exchange on a card (A8).
	g = given(t, 4).card(0, "B7", "A8").stock(0, goods(Carrot, 1)).game()
	ok(t, g, UseCard{By: 0, Card: card("A8")})
	ok(t, g, SelectGoods{By: 0, Goods: goods(Carrot, 1)})
	ok(t, g, SelectGoods{By: 0, Goods: goods(Lettuce, 1)})
	assert.Equal(t, goods(Lettuce, 1, Tomato, 1), g.Stock(0))

	// No exchange, no tomato.
	g = given(t, 4).card(0, "B7").game()
	ok(t, g, place(g, "M5"))
	assert.Equal(t, goods(Carrot, 1), g.Stock(0))
}

func TestC1SeedDrill(t *testing.T) {
	g := withDisplay(t, "C1").gh(0, "G01").gh(0, "G02").stock(0, goods(Tomato, 2)).game()
	ok(t, g, place(g, "T1"))
	ok(t, g, ChooseCard{By: 0, Card: card("C1")})
	ok(t, g, seedMove(0, "G01", Tomato))
	out := ok(t, g, seedMove(0, "G02", Tomato))
	assert.True(t, out.Final, "two seedings end it")
	assert.Equal(t, goods(Tomato, 3), g.Contents(gh("G02")))

	g = withDisplay(t, "C1").gh(0, "G01").gh(0, "G02").stock(0, goods(Tomato, 2)).game()
	takeCardFor(t, g, "C1")
	ok(t, g, seedMove(0, "G01", Tomato))
	ok(t, g, Done{By: 0})
	assert.Equal(t, goods(Tomato, 1), g.Stock(0))

	g = withDisplay(t, "C1").stock(0, goods(Tomato, 2)).game()
	ok(t, g, place(g, "T1"))
	refused(t, g, ChooseCard{By: 0, Card: card("C1")}, RuleCardNotUsable)
}

func TestC2EarlyCrop(t *testing.T) {
	g := withDisplay(t, "C2").gh(0, "G01", goods(Tomato, 2)).gh(0, "G05", goods(Lettuce, 2)).gh(0, "G09", goods(Mushroom, 2)).game()
	takeCardFor(t, g, "C2")
	ok(t, g, Harvest{By: 0, GH: gh("G01"), Good: Tomato})
	refused(t, g, Harvest{By: 0, GH: gh("G01"), Good: Tomato}, RuleAlreadyHarvested)
	ok(t, g, Harvest{By: 0, GH: gh("G05"), Good: Lettuce})
	out := ok(t, g, Harvest{By: 0, GH: gh("G09"), Good: Mushroom})
	assert.True(t, out.Final)
	assert.Equal(t, goods(Tomato, 1, Lettuce, 1, Mushroom, 1), g.Stock(0))

	g = withDisplay(t, "C2").gh(0, "G01").game()
	ok(t, g, place(g, "T1"))
	refused(t, g, ChooseCard{By: 0, Card: card("C2")}, RuleCardNotUsable)
}

func TestC3CompanionPlanting(t *testing.T) {
	g := given(t, 4).card(0, "C3").gh(0, "G09").gh(0, "G01").gh(0, "G13").stock(0, goods(Tomato, 3, Mushroom, 1)).game()
	ok(t, g, place(g, "F1"))
	var companions []Seed
	for _, m := range legalOf[Seed](g) {
		if m.Companion != NoGood {
			companions = append(companions, m)
		}
	}
	for _, m := range companions {
		assert.GreaterOrEqual(t, Greenhouses[m.GH].Parcels, 5, "companions only on 5+ parcels: %v", m)
		assert.NotEqual(t, m.Good, m.Companion)
	}
	assert.Contains(t, companions, Seed{By: 0, GH: gh("G13"), Good: Tomato, Companion: Carrot}, "the companion need not be allowed")
	refused(t, g, Seed{By: 0, GH: gh("G01"), Good: Tomato, Companion: Carrot}, RuleCompanion)
	refused(t, g, Seed{By: 0, GH: gh("G09"), Good: Tomato, Companion: Lettuce}, RuleCompanion)
	refused(t, g, Seed{By: 0, GH: gh("G09"), Good: Mushroom, Companion: Mushroom}, RuleCompanion)
	refused(t, g, Seed{By: 0, GH: gh("G09"), Good: Carrot, Companion: Mushroom}, RuleNotInStock)
	ok(t, g, Seed{By: 0, GH: gh("G09"), Good: Tomato, Companion: Carrot})
	assert.Equal(t, goods(Tomato, 4, Carrot, 1), g.Contents(gh("G09")))
	ok(t, g, Seed{By: 0, GH: gh("G13"), Good: Tomato, Companion: Cauliflower})
	assert.Equal(t, goods(Tomato, 5, Cauliflower, 1), g.Contents(gh("G13")))
	ok(t, g, Done{By: 0})

	// The mixed greenhouse: a harvest picks the type, in Work Time and in Harvest Time.
	f := &fix{t: t, g: g}
	f.turn(0)
	ok(t, g, place(g, "F5"))
	ok(t, g, Harvest{By: 0, GH: gh("G09"), Good: Carrot})
	ok(t, g, Harvest{By: 0, GH: gh("G09"), Good: Tomato})
	assert.Equal(t, goods(Tomato, 3), g.Contents(gh("G09")), "no longer mixed")
	g.startHarvest()
	require.Equal(t, DecideHarvestPick, g.Decision(), "G13 is mixed")
	assert.Equal(t, []rules.Move{Pick{By: 0, GH: gh("G13"), Good: Tomato}, Pick{By: 0, GH: gh("G13"), Good: Cauliflower}}, g.Legal())

	// Without the card there is no companion.
	g = given(t, 4).gh(0, "G09").stock(0, goods(Tomato, 1)).game()
	ok(t, g, place(g, "F6"))
	refused(t, g, Seed{By: 0, GH: gh("G09"), Good: Tomato, Companion: Carrot}, RuleCompanion)
}

func TestC3MixedGreenhouseInHarvestTime(t *testing.T) {
	g := given(t, 4).card(0, "C3").gh(0, "G09", goods(Tomato, 4, Carrot, 1)).game()
	g.startHarvest()
	assert.ElementsMatch(t, []rules.Move{Pick{By: 0, GH: gh("G09"), Good: Tomato}, Pick{By: 0, GH: gh("G09"), Good: Carrot}}, g.Legal())
	ok(t, g, Pick{By: 0, GH: gh("G09"), Good: Carrot})
	assert.Equal(t, goods(Carrot, 1), g.Stock(0))
	assert.Equal(t, goods(Tomato, 4), g.Contents(gh("G09")))
}

func TestC4SecondPass(t *testing.T) {
	g := given(t, 4).card(0, "C4").gh(0, "G01", goods(Tomato, 2)).gh(0, "G05").stock(0, goods(Lettuce, 1)).game()
	ok(t, g, place(g, "F6"))
	out := ok(t, g, seedMove(0, "G05", Lettuce))
	assert.False(t, out.Final, "the harvest follows")
	require.Equal(t, DecideHarvest, g.Decision())
	assert.Equal(t, "Second Pass", g.Source())
	refused(t, g, Done{By: 0}, RuleMustContinue)
	out = ok(t, g, Harvest{By: 0, GH: gh("G05"), Good: Lettuce})
	assert.True(t, out.Final)
	assert.Equal(t, goods(Lettuce, 1), g.Stock(0))

	// Not after other columns, and not when nothing is left to harvest.
	g = given(t, 4).card(0, "C4").gh(0, "G01", goods(Tomato, 2)).game()
	out = ok(t, g, place(g, "M5"))
	assert.True(t, out.Final)
	g = given(t, 4).card(0, "C4").gh(0, "G01", goods(Tomato, 1)).game()
	ok(t, g, place(g, "F3"))
	ok(t, g, Harvest{By: 0, GH: gh("G01"), Good: Tomato})
	out = ok(t, g, Done{By: 0})
	assert.True(t, out.Final, "nothing grown: no second pass")
	// F3 with goods left: the second pass may take from the same greenhouse.
	g = given(t, 4).card(0, "C4").gh(0, "G01", goods(Tomato, 3)).game()
	ok(t, g, place(g, "F3"))
	ok(t, g, Harvest{By: 0, GH: gh("G01"), Good: Tomato})
	ok(t, g, Done{By: 0})
	ok(t, g, Harvest{By: 0, GH: gh("G01"), Good: Tomato})
	assert.Equal(t, goods(Tomato, 2), g.Stock(0))
}

func TestC5FertileCorners(t *testing.T) {
	g := given(t, 2).card(0, "C5").
		gh(0, "G01", goods(Tomato, 3)).gh(0, "G18", goods(Lettuce, 2)).gh(0, "G02", goods(Carrot, 1)).gh(0, "G05", goods(Mushroom, 4)).game()
	g.startHarvest()
	assert.Equal(t, goods(Tomato, 2, Lettuce, 2, Carrot, 1, Mushroom, 1), g.Stock(0))
	assert.Equal(t, Goods{}, g.Contents(gh("G18")))
	g = given(t, 2).gh(0, "G01", goods(Tomato, 3)).game()
	g.startHarvest()
	assert.Equal(t, goods(Tomato, 1), g.Stock(0), "without the card")
}

func TestC6KitchenGarden(t *testing.T) {
	g := given(t, 4).card(0, "C6").gh(0, "G01").game()
	refused(t, g, UseCard{By: 0, Card: card("C6")}, RuleNotDoable)
	g.ghGoods[gh("G01")] = goods(Tomato, 3)
	ok(t, g, UseCard{By: 0, Card: card("C6")})
	out := ok(t, g, Harvest{By: 0, GH: gh("G01"), Good: Tomato})
	assert.False(t, out.Final)
	assert.Equal(t, DecidePlace, g.Decision())
	assert.Equal(t, goods(Tomato, 1), g.Stock(0))
}

func TestC7SmallPlots(t *testing.T) {
	for _, players := range []int{2, 4} {
		code := map[int]string{2: "f1", 4: "F1"}[players]
		g := given(t, players).gh(0, "G01").stock(0, goods(Tomato, 1)).game()
		refused(t, g, place(g, code), RuleNothingToDo)
		g = given(t, players).card(0, "C7").gh(0, "G01").stock(0, goods(Tomato, 1)).game()
		ok(t, g, place(g, code))
		_, least, most, _ := g.SeedProgress()
		assert.Equal(t, [2]int{1, -1}, [2]int{least, most})
		refused(t, g, Done{By: 0}, RuleMustContinue)
		ok(t, g, seedMove(0, "G01", Tomato))
		onlyLegal(t, g, Done{By: 0})
	}
	// Other seedings are unchanged.
	g := given(t, 4).card(0, "C7").gh(0, "G01").stock(0, goods(Tomato, 1)).game()
	ok(t, g, place(g, "F2"))
	_, least, most, _ := g.SeedProgress()
	assert.Equal(t, [2]int{1, 2}, [2]int{least, most})
}

func TestD1TomatoFeast(t *testing.T) {
	for _, c := range []struct{ pos, cost int }{{0, 1}, {5, 1}, {10, 2}, {15, 3}, {20, 4}, {25, 5}, {30, 6}, {6, 2}} {
		g := given(t, 2).card(0, "D1").pos(0, c.pos).game()
		_, cost := g.NextCost(0)
		assert.Equal(t, c.cost, cost, "from %d", c.pos)
	}
	g := given(t, 2).card(0, "D1").pos(0, 5).stock(0, goods(Tomato, 1)).tourism(0).game()
	ok(t, g, advance(0))
	assert.Equal(t, Goods{}, g.Stock(0))
}

func TestD2ChefsSwap(t *testing.T) {
	g := given(t, 2).card(0, "D2").pos(0, 6).stock(0, goods(Tomato, 2, Lettuce, 1)).tourism(0).game()
	refused(t, g, advance(0), RuleCannotPay)
	swap := Advance{By: 0, Swap: true, FromGH: noGH}
	assert.Equal(t, []Advance{swap}, legalOf[Advance](g))
	ok(t, g, swap)
	assert.Equal(t, Goods{}, g.Stock(0), "table 7 (2 lettuce) paid with 2 tomatoes and 1 lettuce")

	// Only at a table that does not demand tomatoes, only with the card, only with 2 tomatoes.
	g = given(t, 2).card(0, "D2").pos(0, 5).stock(0, goods(Tomato, 4)).tourism(0).game()
	refused(t, g, Advance{By: 0, Swap: true, FromGH: noGH}, RuleCannotPay)
	g = given(t, 2).pos(0, 6).stock(0, goods(Tomato, 2, Lettuce, 1)).tourism(0).game()
	refused(t, g, Advance{By: 0, Swap: true, FromGH: noGH}, RuleCannotPay)
	g = given(t, 2).card(0, "D2").pos(0, 6).stock(0, goods(Tomato, 1, Lettuce, 1)).tourism(0).game()
	refused(t, g, Advance{By: 0, Swap: true, FromGH: noGH}, RuleCannotPay)
	// A one-good table: 2 tomatoes for it.
	g = given(t, 2).card(0, "D2").pos(0, 1).stock(0, goods(Tomato, 2)).tourism(0).game()
	ok(t, g, Advance{By: 0, Swap: true, FromGH: noGH})
	assert.Equal(t, Goods{}, g.Stock(0))
}

func TestD3SetMenu(t *testing.T) {
	for _, c := range []struct {
		cards []string
		pos   int
		cost  int
	}{
		{[]string{"D3"}, 15, 3},        // table 16: 4 tomatoes
		{[]string{"D3"}, 14, 3},        // table 15: 3 carrots, below 4
		{[]string{"D3", "D1"}, 15, 2},  // the clarification: D3 tests the cost before any reduction
		{[]string{"D3", "A7"}, 17, 2},  // table 18: 4 mushrooms
		{[]string{"D3", "A7"}, 12, 2},  // table 13: 3 mushrooms, only A7
		{[]string{"D3"}, 31, 6},        // table 2 of lap 1: 7 lettuce
		{[]string{"D3", "D1"}, 30, 5},  // table 1 of lap 1: 7 tomatoes
		{[]string{"D3", "D1"}, 0, 1},   // never below 1
		{[]string{"D3", "A7"}, 2, 1},   // never below 1
		{[]string{"D3", "D1"}, 90, 17}, // table 1 of lap 3: 19 tomatoes
	} {
		g := given(t, 2).card(0, c.cards...).pos(0, c.pos).game()
		_, cost := g.NextCost(0)
		assert.Equal(t, c.cost, cost, "%v from %d", c.cards, c.pos)
	}
}

func TestD4CoachParty(t *testing.T) {
	for pos, want := range map[int]Goods{0: goods(Tomato, 2), 6: goods(Lettuce, 2), 29: goods(Carrot, 2), 30: goods(Tomato, 2), 42: goods(Mushroom, 2)} {
		g := withDisplay(t, "D4").pos(0, pos).game()
		takeCardFor(t, g, "D4")
		assert.Equal(t, want, g.Stock(0), "the table just ahead of %d", pos)
	}
}

func TestD5FarmToTable(t *testing.T) {
	g := given(t, 2).card(0, "D5").pos(0, 5).gh(0, "G01", goods(Tomato, 3)).gh(0, "G05", goods(Lettuce, 2)).gh(1, "G02", goods(Tomato, 3)).stock(0, goods(Lettuce, 2)).tourism(0).game()
	refused(t, g, advance(0), RuleCannotPay)
	two := Advance{By: 0, FromGH: [2]GreenhouseID{gh("G01"), gh("G01")}}
	assert.Equal(t, []Advance{two}, legalOf[Advance](g), "table 6 (2 tomatoes): both from G01")
	refused(t, g, Advance{By: 0, FromGH: [2]GreenhouseID{gh("G01"), NoGreenhouse}}, RuleCannotPay)
	refused(t, g, Advance{By: 0, FromGH: [2]GreenhouseID{NoGreenhouse, gh("G01")}}, RuleCannotPay)
	refused(t, g, Advance{By: 0, FromGH: [2]GreenhouseID{gh("G05"), gh("G05")}}, RuleCannotPay)
	refused(t, g, Advance{By: 0, FromGH: [2]GreenhouseID{gh("G02"), gh("G02")}}, RuleNotOwned)
	refused(t, g, Advance{By: 0, FromGH: [2]GreenhouseID{gh("G05"), gh("G01")}}, RuleCannotPay)
	ok(t, g, two)
	assert.Equal(t, goods(Tomato, 1), g.Contents(gh("G01")))
	assert.Equal(t, goods(Lettuce, 2), g.Stock(0), "nothing from stock")
	// Once a round.
	refused(t, g, Advance{By: 0, FromGH: [2]GreenhouseID{gh("G05"), NoGreenhouse}}, RuleCardUsedThisRound)
	ok(t, g, advance(0))
	ok(t, g, Bonus{By: 0})
	ok(t, g, Stop{By: 0})

	// Without the card, goods come from stock only; never more than the table costs.
	g = given(t, 2).pos(0, 5).gh(0, "G01", goods(Tomato, 3)).tourism(0).game()
	refused(t, g, Advance{By: 0, FromGH: [2]GreenhouseID{gh("G01"), NoGreenhouse}}, RuleCannotPay)
	g = given(t, 2).card(0, "D5").pos(0, 1).gh(0, "G05", goods(Lettuce, 2)).tourism(0).game()
	refused(t, g, Advance{By: 0, FromGH: [2]GreenhouseID{gh("G05"), gh("G05")}}, RuleCannotPay)
	ok(t, g, Advance{By: 0, FromGH: [2]GreenhouseID{gh("G05"), NoGreenhouse}})
}

func TestD2AndD5PaymentOptions(t *testing.T) {
	g := given(t, 2).card(0, "D2", "D5").pos(0, 6).gh(0, "G05", goods(Lettuce, 2)).stock(0, goods(Tomato, 2, Lettuce, 2)).tourism(0).game()
	g5 := gh("G05")
	assert.ElementsMatch(t, []Advance{
		{By: 0, FromGH: noGH},
		{By: 0, FromGH: [2]GreenhouseID{g5, NoGreenhouse}},
		{By: 0, FromGH: [2]GreenhouseID{g5, g5}},
		{By: 0, Swap: true, FromGH: noGH},
		{By: 0, Swap: true, FromGH: [2]GreenhouseID{g5, NoGreenhouse}},
	}, legalOf[Advance](g), "table 7 (2 lettuce)")
	refused(t, g, Advance{By: 0, Swap: true, FromGH: [2]GreenhouseID{g5, g5}}, RuleCannotPay)
	ok(t, g, Advance{By: 0, Swap: true, FromGH: [2]GreenhouseID{g5, NoGreenhouse}})
	assert.Equal(t, goods(Lettuce, 2), g.Stock(0))
	assert.Equal(t, goods(Lettuce, 1), g.Contents(g5))
	// With D1 and D3 the reduced cost is what D2 and D5 pay: table 16 costs 2.
	g = given(t, 2).card(0, "D1", "D3", "D5").pos(0, 15).gh(0, "G01", goods(Tomato, 3)).tourism(0).game()
	ok(t, g, Advance{By: 0, FromGH: [2]GreenhouseID{gh("G01"), gh("G01")}})
	pos, _ := g.Position(0)
	assert.Equal(t, 16, pos)
}

func TestD6PhotoSpot(t *testing.T) {
	g := given(t, 2).card(0, "D6").pos(0, 5).tourism(0).game()
	assert.Equal(t, goods(Tomato, 3), g.BonusGoods(0))
	out := ok(t, g, Bonus{By: 0})
	assert.Equal(t, goods(Tomato, 3), g.Stock(0))
	last := out.Events[len(out.Events)-1]
	assert.Equal(t, GainDetail{Goods: goods(Tomato, 1), Card: card("D6")}, last.Detail)
	// A paid advance gives nothing.
	g = given(t, 2).card(0, "D6").pos(0, 5).stock(0, goods(Tomato, 2)).tourism(0).game()
	ok(t, g, advance(0))
	assert.Equal(t, Goods{}, g.Stock(0))
}

func TestD7TravelAgent(t *testing.T) {
	g := given(t, 2).card(0, "D7").pos(0, 2).stock(0, goods(Tomato, 1)).tourism(0).game()
	ok(t, g, UseCard{By: 0, Card: card("D7")})
	out := ok(t, g, SelectGoods{By: 0, Goods: goods(Tomato, 1)})
	assert.False(t, out.Final)
	assert.Equal(t, goods(Mushroom, 1), g.Stock(0), "table 3 just ahead wants mushrooms")
	ok(t, g, advance(0))
	// In Work Time too; nothing to give, not possible.
	g = given(t, 2).card(0, "D7").pos(0, 30).stock(0, goods(Carrot, 1)).game()
	ok(t, g, UseCard{By: 0, Card: card("D7")})
	ok(t, g, SelectGoods{By: 0, Goods: goods(Carrot, 1)})
	assert.Equal(t, goods(Tomato, 1), g.Stock(0), "past table 30 the next is table 1 of lap 1")
	g = given(t, 2).card(0, "D7").game()
	refused(t, g, UseCard{By: 0, Card: card("D7")}, RuleNotDoable)
}

func TestE1BuildingPermit(t *testing.T) {
	g := withDisplay(t, "E1").card(0, "E7").game()
	ok(t, g, place(g, "T1"))
	ok(t, g, ChooseCard{By: 0, Card: card("E1")})
	require.Equal(t, DecidePile, g.Decision())
	assert.Len(t, g.Legal(), 5)
	top, _ := g.Top(Pile6)
	out := ok(t, g, ChoosePile{By: 0, Pile: Pile6})
	assert.True(t, out.Final)
	assert.Equal(t, []GreenhouseID{top}, g.Owned(0))
	assert.Equal(t, Goods{}, g.Stock(0), "E7 answers Property spaces only")
}

func TestE2RenovationGrant(t *testing.T) {
	g := given(t, 4).card(0, "E2").game()
	refused(t, g, UseCard{By: 0, Card: card("E2")}, RuleNotDoable)
	g = given(t, 4).card(0, "E2", "E6", "B7").gh(0, "G05", goods(Lettuce, 4)).game()
	ok(t, g, UseCard{By: 0, Card: card("E2")})
	ok(t, g, GiveGreenhouse{By: 0, GH: gh("G05")})
	out := ok(t, g, ChoosePile{By: 0, Pile: PileRandom})
	assert.True(t, out.Final, "a take from the random pile is final")
	assert.Equal(t, DecidePlace, g.Decision(), "the placement is still to come")
	assert.Equal(t, goods(Tomato, 2, Lettuce, 1), g.Stock(0), "E6's tomato and lettuce, B7's tomato")
	assert.Len(t, g.Owned(0), 1)
	assert.NotEqual(t, gh("G05"), g.Owned(0)[0])
}

func TestE3CouncilSeat(t *testing.T) {
	g := given(t, 4).card(0, "E3").flags(0, 0, 1).game()
	used, limit := g.FlagsUsed(0, TownHall)
	assert.Equal(t, [2]int{1, 2}, [2]int{used, limit})
	ok(t, g, place(g, "T2"))
	ok(t, g, legalOf[ChooseCard](g)[0])
	freeSpaces(g)
	g.pl[0].flags = [2]int8{0, 2}
	(&fix{t: t, g: g}).turn(0)
	refused(t, g, place(g, "T1"), RuleFlagLimit)
}

func TestE4StreetParty(t *testing.T) {
	g := given(t, 4).card(0, "E4").worker(0, "P2").game()
	ok(t, g, place(g, "M2"))
	assert.Equal(t, goods(Tomato, 2, Mushroom, 1), g.Stock(0))
	g = given(t, 4).card(0, "E4").worker(1, "P2").worker(0, "P4").game()
	ok(t, g, place(g, "M2"))
	assert.Equal(t, goods(Tomato, 2), g.Stock(0), "another player's worker in the row does not count")
	// Solo: either colour, a worker of the round before included.
	g = given(t, 1).card(0, "E4").worker(0, "m2", 1).display("A5", "A6").game()
	g.round = 2
	ok(t, g, place(g, "t2"))
	ok(t, g, ChooseCard{By: 0, Card: card("A5")})
	assert.Equal(t, goods(Tomato, 1, Mushroom, 1), g.Stock(0), "the stack's tomato and the party's mushroom")
	// The new worker itself does not count; a row without another worker gives nothing.
	g = given(t, 4).card(0, "E4").worker(0, "P3").game()
	ok(t, g, place(g, "M2"))
	assert.Equal(t, goods(Tomato, 2), g.Stock(0))
}

func TestE5CivicGrant(t *testing.T) {
	g := withDisplay(t, "E5").game()
	takeCardFor(t, g, "E5")
	require.Equal(t, DecideChooseGoods, g.Decision())
	refused(t, g, SelectGoods{By: 0, Goods: goods(Tomato, 2, Lettuce, 1)}, RuleGoodsRule)
	refused(t, g, SelectGoods{By: 0, Goods: goods(Tomato, 1, Lettuce, 1)}, RuleGoodsRule)
	assert.Len(t, g.Legal(), 10, "3 of the 5 types")
	out := ok(t, g, SelectGoods{By: 0, Goods: goods(Tomato, 1, Mushroom, 1, Carrot, 1)})
	assert.True(t, out.Final)
	assert.Equal(t, goods(Tomato, 1, Mushroom, 1, Carrot, 1), g.Stock(0))
}

func TestE6ScrapDealer(t *testing.T) {
	g := given(t, 4).card(0, "E6").gh(0, "G01", goods(Tomato, 3)).game()
	ok(t, g, place(g, "T4"))
	ok(t, g, GiveGreenhouse{By: 0, GH: gh("G01")})
	assert.Equal(t, Goods{}, g.Stock(0), "afterwards, when the space is finished")
	out := ok(t, g, ChoosePile{By: 0, Pile: Pile4})
	assert.Equal(t, goods(Tomato, 1, Lettuce, 1), g.Stock(0))
	last := out.Events[len(out.Events)-1]
	assert.Equal(t, GainDetail{Goods: goods(Tomato, 1, Lettuce, 1), Card: card("E6")}, last.Detail)
	// No greenhouse given back, nothing.
	g = given(t, 4).card(0, "E6").game()
	ok(t, g, place(g, "P2"))
	assert.Equal(t, Goods{}, g.Stock(0))
}

func TestE7LandSurvey(t *testing.T) {
	// Through a Property space: a good the new greenhouse allows.
	g := given(t, 4).card(0, "E7").game()
	top, _ := g.Top(Pile4)
	out := ok(t, g, place(g, "P3"))
	assert.False(t, out.Final)
	require.Equal(t, DecideChooseGoods, g.Decision())
	assert.Equal(t, "Land Survey", g.Source())
	ill := refused(t, g, SelectGoods{By: 0, Goods: goods(Carrot, 1)}, RuleGoodsRule)
	assert.Contains(t, ill.Words, "allows")
	assert.Len(t, g.Legal(), len(Greenhouses[top].AllowedGoods()))
	out = ok(t, g, SelectGoods{By: 0, Goods: goods(Cauliflower, 1)})
	assert.True(t, out.Final)
	assert.Equal(t, goods(Cauliflower, 1), g.Stock(0))

	// P6's exchange is on a Property space too.
	g = given(t, 4).card(0, "E7").gh(0, "G01").game()
	ok(t, g, place(g, "P6"))
	ok(t, g, Branch{By: 0, Part: 0})
	ok(t, g, GiveGreenhouse{By: 0, GH: gh("G01")})
	assert.Equal(t, DecideChooseGoods, g.Decision())
	// Small side: p4's exchange.
	g = given(t, 2).card(0, "E7").gh(0, "G01").game()
	ok(t, g, place(g, "p4"))
	ok(t, g, GiveGreenhouse{By: 0, GH: gh("G01")})
	ok(t, g, ChoosePile{By: 0, Pile: Pile3})
	assert.Equal(t, DecideChooseGoods, g.Decision())

	// Not through a Town Hall space, a card, or the tomato branch.
	g = given(t, 4).card(0, "E7").gh(0, "G01").game()
	ok(t, g, place(g, "T4"))
	ok(t, g, GiveGreenhouse{By: 0, GH: gh("G01")})
	out = ok(t, g, ChoosePile{By: 0, Pile: Pile5})
	assert.True(t, out.Final)
	assert.Equal(t, Goods{}, g.Stock(0))
	g = withDisplay(t, "A2").card(0, "E7").game()
	out = takeCardFor(t, g, "A2")
	assert.True(t, out.Final)
	assert.Equal(t, Goods{}, g.Stock(0))
	g = given(t, 4).card(0, "E7", "E2").gh(0, "G01").game()
	ok(t, g, UseCard{By: 0, Card: card("E2")})
	ok(t, g, GiveGreenhouse{By: 0, GH: gh("G01")})
	ok(t, g, ChoosePile{By: 0, Pile: Pile3})
	assert.Equal(t, DecidePlace, g.Decision())
	assert.Equal(t, Goods{}, g.Stock(0))
}

func TestSharedOngoingCardWorksForBoth(t *testing.T) {
	g := given(t, 4).card(1, "D1").pos(0, 5).pos(1, 5).pos(2, 5).game()
	ok(t, g, place(g, "T3"))
	ok(t, g, ChooseCard{By: 0, Card: card("D1")})
	for _, s := range []rules.Seat{0, 1} {
		_, cost := g.NextCost(s)
		assert.Equal(t, 1, cost, "seat %d: table 6 costs 1 tomato", s)
	}
	_, cost := g.NextCost(2)
	assert.Equal(t, 2, cost)
}
