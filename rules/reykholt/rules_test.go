package reykholt

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/rules"
)

// Tests for every named rule of the Reykholt spec, beyond the acceptance scenarios.

var noGH = [2]GreenhouseID{NoGreenhouse, NoGreenhouse}

func advance(s rules.Seat) Advance { return Advance{By: s, FromGH: noGH} }

func seedMove(s rules.Seat, code string, good Good) Seed {
	return Seed{By: s, GH: gh(code), Good: good, Companion: NoGood}
}

// freeSpaces takes every worker off the board and resets the round's flags, as a new round
// would.
func freeSpaces(g *Game) {
	for k := range g.occ {
		g.occ[k] = worker{seat: -1}
	}
	for s := range g.pl {
		g.pl[s].flags = [2]int8{}
	}
}

// ---- §3.1 Work Time ----

func TestSpaceClosed(t *testing.T) {
	cases := []struct {
		players int
		space   SpaceID
		say     string
	}{
		{3, 0, "covered"}, {3, 1, "covered"}, {3, 2, "covered"}, {3, 3, "covered"},
		{1, 0, "blocked"}, {1, 4, "blocked"},
		{4, -1, ""}, {4, 24, ""}, {2, 16, ""}, {1, 23, ""}, {4, 100, ""},
	}
	for _, c := range cases {
		t.Run(fmt.Sprintf("%dp-%d", c.players, c.space), func(t *testing.T) {
			g := given(t, c.players).gh(0, "G01").stock(0, goods(Tomato, 5)).game()
			ill := refused(t, g, Place{By: 0, Space: c.space}, RuleSpaceClosed)
			assert.Contains(t, ill.Words, c.say)
		})
	}
	// Closed spaces are exactly those of §2: row 1 with 3 players, p1 and p2 solo.
	for players, want := range map[int][]string{1: {"p1", "p2"}, 3: {"P1", "F1", "M1", "T1"}, 2: nil, 4: nil} {
		g := given(t, players).game()
		var closed []string
		for i, sp := range g.Side().Spaces() {
			covered, blocked := g.SpaceState(SpaceID(i))
			if g.closed[i] {
				closed = append(closed, sp.ID)
				assert.True(t, covered != blocked, "%s is covered or blocked", sp.ID)
			}
		}
		assert.Equal(t, want, closed, "%d players", players)
	}
}

func TestSpaceOccupied(t *testing.T) {
	for _, occupant := range []rules.Seat{0, 1} {
		g := given(t, 4).worker(occupant, "M2").worker(occupant, "P2").flags(0, 1, 0).game()
		refused(t, g, place(g, "M2"), RuleSpaceOccupied)
		// (b) is checked before (c): an occupied flag space beyond the limit reads "taken".
		refused(t, g, place(g, "P2"), RuleSpaceOccupied)
	}
}

func TestFlagLimit(t *testing.T) {
	cases := []struct {
		name      string
		property  int
		townHall  int
		cards     []string
		space     string
		wantError bool
	}{
		{"property used", 1, 0, nil, "P3", true},
		{"property with A6", 1, 0, []string{"A6"}, "P3", false},
		{"property twice with A6", 2, 0, []string{"A6"}, "P4", true},
		{"town hall used", 0, 1, nil, "T2", true},
		{"town hall with E3", 0, 1, []string{"E3"}, "T2", false},
		{"town hall twice with E3", 0, 2, []string{"E3"}, "T2", true},
		{"E3 does not lift the property limit", 1, 0, []string{"E3"}, "P3", true},
		{"A6 does not lift the town hall limit", 0, 1, []string{"A6"}, "T1", true},
		{"columns counted separately: property", 0, 1, nil, "P2", false},
		{"columns counted separately: town hall", 1, 0, nil, "T1", false},
		{"property space without a flag", 1, 0, nil, "P5", false},
		{"town hall space without a flag", 0, 1, nil, "T6", false},
		{"field has no flags", 1, 1, nil, "F6", false},
		{"market has no flags", 1, 1, nil, "M1", false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g := given(t, 4).gh(0, "G01").stock(0, goods(Tomato, 1)).flags(0, c.property, c.townHall).card(0, c.cards...).game()
			if c.wantError {
				ill := refused(t, g, place(g, c.space), RuleFlagLimit)
				assert.Contains(t, ill.Words, sides[g.side][spaceOf(g, c.space)].Column.String())
				return
			}
			ok(t, g, place(g, c.space))
		})
	}

	// Placing on a flag space counts; the limit reads 2 with the card, also when shared.
	g := given(t, 4).card(1, "A6").game()
	ok(t, g, place(g, "P2"))
	used, limit := g.FlagsUsed(0, Property)
	assert.Equal(t, [2]int{1, 1}, [2]int{used, limit})
	used, limit = g.FlagsUsed(0, Field)
	assert.Equal(t, [2]int{0, 0}, [2]int{used, limit}, "Field has no flags")
	g.pl[0].flags = [2]int8{}
	g.cardSharer[card("A6")] = 0
	_, limit = g.FlagsUsed(0, Property)
	assert.Equal(t, 2, limit, "a shared A6 works for its sharer")
	_, limit = g.FlagsUsed(0, TownHall)
	assert.Equal(t, 1, limit)
}

func TestNothingToDo(t *testing.T) {
	base := func(t *testing.T) *fix {
		return given(t, 4).display().emptyPile(Pile3).emptyPile(Pile4).emptyPile(Pile5).emptyPile(Pile6).emptyPile(PileRandom)
	}
	for _, space := range []string{"P1", "P2", "P3", "P4", "P5", "F1", "F2", "F3", "F4", "F5", "F6", "T1", "T2", "T3", "T4", "T5"} {
		t.Run(space, func(t *testing.T) {
			g := base(t).game()
			refused(t, g, place(g, space), RuleNothingToDo)
		})
	}
	for _, space := range []string{"P6", "M1", "M2", "M3", "M4", "M5", "M6", "T6"} {
		g := base(t).game()
		assert.NoError(t, g.Check(place(g, space)), "%s always gives goods", space)
	}
	// Each becomes possible with what it needs.
	for _, c := range []struct {
		space string
		need  func(f *fix)
	}{
		{"F3", func(f *fix) { f.gh(0, "G01", goods(Tomato, 1)) }},
		{"F5", func(f *fix) { f.gh(0, "G01", goods(Tomato, 1)) }},
		{"F4", func(f *fix) { f.gh(0, "G01", goods(Tomato, 1)) }},
		{"F6", func(f *fix) { f.gh(0, "G01").stock(0, goods(Carrot, 1)) }},
		{"T5", func(f *fix) { f.stock(0, goods(Carrot, 1)) }},
		{"T4", func(f *fix) { f.gh(0, "G01") }},
		{"T1", func(f *fix) { f.display("A4") }},
		{"T3", func(f *fix) { f.card(1, "A4") }},
		{"P1", func(f *fix) { f.g.push(PileRandom, gh("G18")); f.g.inGame[gh("G18")] = true }},
	} {
		f := base(t)
		c.need(f)
		g := f.game()
		assert.NoError(t, g.Check(place(g, c.space)), c.space)
	}
}

func TestPassOnlyWhenNoSpaceIsLegal(t *testing.T) {
	g := given(t, 2).game()
	refused(t, g, Pass{By: 0}, RuleMustPlace)

	f := given(t, 2)
	for _, sp := range sides[SideSmall] {
		f.worker(1, sp.ID)
	}
	g = f.game()
	onlyLegal(t, g, Pass{By: 0})
	home := g.WorkersHome(0)
	out := ok(t, g, Pass{By: 0})
	assert.True(t, out.Final, "a pass ends the placement turn")
	assert.True(t, hasEvent(out, EvPass))
	assert.Equal(t, rules.Seat(1), g.ToMove())
	assert.Equal(t, home-1, g.WorkersHome(0), "that worker stays home this round")

	// Nothing legal for want of flags and things to do: only Pass, and an Any card.
	f = given(t, 4).flags(0, 1, 1).display()
	for _, code := range []string{"P5", "P6", "F1", "F2", "F3", "F4", "F5", "F6", "M1", "M2", "M3", "M4", "M5", "M6", "T4", "T5", "T6"} {
		f.worker(1, code)
	}
	f.card(0, "A8").stock(0, goods(Tomato, 1))
	g = f.game()
	assert.Equal(t, []rules.Move{UseCard{By: 0, Card: card("A8")}, Pass{By: 0}}, g.Legal())
}

func TestPlacementTurnsRotateFromTheStartPlayer(t *testing.T) {
	g := givenSetup(t, Setup{Players: 3, Seed: 1, Start: 2}).game()
	var seats []rules.Seat
	for g.Phase() == PhaseWork {
		seats = append(seats, g.ToMove())
		ok(t, g, place(g, legalSpace(g)))
		calm(t, g, 20, func() bool { return g.Decision() == DecidePlace || g.Phase() != PhaseWork })
	}
	assert.Equal(t, []rules.Seat{2, 0, 1, 2, 0, 1, 2, 0, 1}, seats, "three placement turns each, from the start player clockwise")
}

// legalSpace is the id of a Market space open now (the Market spaces always give goods).
func legalSpace(g *Game) string {
	for _, m := range legalOf[Place](g) {
		if sp := sides[g.side][m.Space]; sp.Column == Market {
			return sp.ID
		}
	}
	return sides[g.side][legalOf[Place](g)[0].Space].ID
}

// ---- §3.2 Resolving a space ----

func TestAndAnyOrderEveryPossibleActionDone(t *testing.T) {
	build := func() *Game {
		return given(t, 4).gh(0, "G05", goods(Tomato, 1)).gh(0, "G01").stock(0, goods(Lettuce, 1)).game()
	}
	// Seed first, then the harvest follows by itself.
	g := build()
	ok(t, g, place(g, "F4"))
	assert.Equal(t, []rules.Move{Resolve{By: 0, Part: 0}, Resolve{By: 0, Part: 1}}, g.Legal())
	ok(t, g, Resolve{By: 0, Part: 0})
	out := ok(t, g, seedMove(0, "G01", Lettuce))
	assert.False(t, out.Final)
	require.Equal(t, DecideHarvest, g.Decision(), "the harvest is still to do")
	refused(t, g, Done{By: 0}, RuleMustContinue)
	out = ok(t, g, Harvest{By: 0, GH: gh("G01"), Good: Lettuce})
	assert.True(t, out.Final)
	assert.Equal(t, goods(Lettuce, 2), g.Contents(gh("G01")))
	assert.Equal(t, goods(Lettuce, 1), g.Stock(0))

	// Harvest first, then the seeding.
	g = build()
	ok(t, g, place(g, "F4"))
	ok(t, g, Resolve{By: 0, Part: 1})
	ok(t, g, Harvest{By: 0, GH: gh("G05"), Good: Tomato})
	require.Equal(t, DecideSeed, g.Decision())
	refused(t, g, Resolve{By: 0, Part: 0}, RuleNotYourDecision)
	ok(t, g, seedMove(0, "G05", Tomato))
	assert.Equal(t, goods(Lettuce, 1), g.Stock(0))
	assert.Equal(t, rules.Seat(1), g.ToMove())

	// The space is finished when no remaining action is possible.
	g = given(t, 4).gh(0, "G05", goods(Tomato, 2)).game()
	ok(t, g, place(g, "F4"))
	onlyLegal(t, g, Resolve{By: 0, Part: 1})
	out = ok(t, g, Resolve{By: 0, Part: 1})
	out = ok(t, g, Harvest{By: 0, GH: gh("G05"), Good: Tomato})
	assert.True(t, out.Final, "nothing left to seed into: the space is finished")
	refused(t, given(t, 4).game(), Resolve{By: 0, Part: 0}, RuleNotYourDecision)

	// Part indexes out of range or done are refused.
	g = build()
	ok(t, g, place(g, "F4"))
	refused(t, g, Resolve{By: 0, Part: 2}, RuleNotDoable)
	refused(t, g, Resolve{By: 0, Part: -1}, RuleNotDoable)
}

func TestOrExactlyOneBranch(t *testing.T) {
	g := given(t, 4).gh(0, "G01").game()
	ok(t, g, place(g, "P6"))
	assert.Equal(t, []rules.Move{Branch{By: 0, Part: 0}, Branch{By: 0, Part: 1}}, g.Legal())
	refused(t, g, Branch{By: 0, Part: 2}, RuleNotDoable)
	refused(t, g, Branch{By: 0, Part: -1}, RuleNotDoable)
	ok(t, g, Branch{By: 0, Part: 1})
	assert.Equal(t, goods(Tomato, 1), g.Stock(0))
	assert.Equal(t, []GreenhouseID{gh("G01")}, g.Owned(0), "the exchange did not happen")
}

func TestExchangePaysThenReceives(t *testing.T) {
	g := given(t, 4).stock(0, goods(Tomato, 1)).game()
	ok(t, g, place(g, "T5"))
	require.Equal(t, DecideGiveGoods, g.Decision())
	onlyLegal(t, g, SelectGoods{By: 0, Goods: goods(Tomato, 1)})
	refused(t, g, SelectGoods{By: 0, Goods: goods(Lettuce, 1)}, RuleNotInStock)
	refused(t, g, SelectGoods{By: 0, Goods: goods(Tomato, 2)}, RuleNotInStock)
	refused(t, g, SelectGoods{By: 0, Goods: Goods{}}, RuleGoodsRule)
	refused(t, g, SelectGoods{By: 0, Goods: goods(Tomato, -1)}, RuleGoodsRule)
	out := ok(t, g, SelectGoods{By: 0, Goods: goods(Tomato, 1)})
	assert.False(t, out.Final)
	assert.Equal(t, Goods{}, g.Stock(0), "paid in full first")
	require.Equal(t, DecideChooseGoods, g.Decision())
	refused(t, g, SelectGoods{By: 0, Goods: goods(Tomato, 1)}, RuleGoodsRule)
	refused(t, g, SelectGoods{By: 0, Goods: goods(Lettuce, 2)}, RuleGoodsRule)
	refused(t, g, SelectGoods{By: 0, Goods: goods(Lettuce, 1, Carrot, -1)}, RuleGoodsRule)
	assert.Len(t, g.Legal(), 4, "any of the four other types")
	out = ok(t, g, SelectGoods{By: 0, Goods: goods(Carrot, 1)})
	assert.True(t, out.Final)
	assert.Equal(t, goods(Carrot, 1), g.Stock(0))

	// Possible only if the left side can be paid.
	g = given(t, 4).game()
	refused(t, g, place(g, "T5"), RuleNothingToDo)
}

func TestNoDeadEndGreenhouseExchange(t *testing.T) {
	// Random pile empty, only a fixed greenhouse to give: the exchange branch is not possible.
	g := given(t, 4).emptyPile(PileRandom).gh(0, "G01").game()
	ok(t, g, place(g, "P6"))
	refused(t, g, Branch{By: 0, Part: 0}, RuleNotDoable)
	onlyLegal(t, g, Branch{By: 0, Part: 1})

	// With a random card too: giving it back and taking it again is the only way.
	g = given(t, 4).emptyPile(PileRandom).gh(0, "G01", goods(Tomato, 3)).gh(0, "G18", goods(Lettuce, 2)).game()
	ok(t, g, place(g, "P6"))
	ok(t, g, Branch{By: 0, Part: 0})
	require.Equal(t, DecideGiveGreenhouse, g.Decision())
	refused(t, g, GiveGreenhouse{By: 0, GH: gh("G01")}, RuleDeadEnd)
	refused(t, g, GiveGreenhouse{By: 0, GH: gh("G02")}, RuleNotOwned)
	refused(t, g, GiveGreenhouse{By: 0, GH: -1}, RuleNotOwned)
	onlyLegal(t, g, GiveGreenhouse{By: 0, GH: gh("G18")})
	out := ok(t, g, GiveGreenhouse{By: 0, GH: gh("G18")})
	assert.True(t, out.Final, "a take from the random pile is final")
	assert.ElementsMatch(t, []GreenhouseID{gh("G01"), gh("G18")}, g.Owned(0), "taken straight back")
	assert.Equal(t, Goods{}, g.Contents(gh("G18")), "empty again; its goods went to the supply")
	assert.Equal(t, Goods{}, g.Stock(0))
	assert.Zero(t, g.PileSize(PileRandom))

	// With cards in the random pile, a fixed greenhouse may go.
	g = given(t, 4).gh(0, "G01").game()
	top, _ := g.Top(PileRandom)
	ok(t, g, place(g, "P6"))
	ok(t, g, Branch{By: 0, Part: 0})
	ok(t, g, GiveGreenhouse{By: 0, GH: gh("G01")})
	assert.Equal(t, []GreenhouseID{top}, g.Owned(0))
	h, _ := g.Top(Pile3)
	assert.Equal(t, gh("G01"), h, "G01 lies on top of its home pile")
}

func TestNoDeadEndSeedAtLeastTwo(t *testing.T) {
	// Greedy would seed the tomato into G01, leaving a carrot G13 does not allow.
	for _, order := range [][]string{{"G13", "G01"}, {"G01", "G13"}} {
		g := given(t, 4).gh(0, order[0]).gh(0, order[1]).stock(0, goods(Tomato, 1, Carrot, 1)).game()
		ok(t, g, place(g, "F1"))
		ill := refused(t, g, seedMove(0, "G01", Tomato), RuleDeadEnd)
		assert.Contains(t, ill.Words, "could not")
		assert.ElementsMatch(t, []rules.Move{seedMove(0, "G01", Carrot), seedMove(0, "G13", Tomato)}, legalOf[Seed](g))
		ok(t, g, seedMove(0, "G13", Tomato))
		onlyLegal(t, g, seedMove(0, "G01", Carrot))
		ok(t, g, seedMove(0, "G01", Carrot))
		ok(t, g, Done{By: 0})
		assert.Equal(t, goods(Carrot, 3), g.Contents(gh("G01")))
		assert.Equal(t, goods(Tomato, 6), g.Contents(gh("G13")))
	}
	// Two stock goods of one type for two greenhouses: the matching counts goods, not types.
	g := given(t, 4).gh(0, "G13").gh(0, "G05").stock(0, goods(Lettuce, 2)).game()
	assert.NoError(t, g.Check(place(g, "F1")))
	g = given(t, 4).gh(0, "G13").gh(0, "G05").stock(0, goods(Lettuce, 1, Carrot, 1)).game()
	refused(t, g, place(g, "F1"), RuleNothingToDo)

	// "At least 2" has no upper limit: a third seeding is allowed, Done after the second.
	g = given(t, 4).gh(0, "G01").gh(0, "G02").gh(0, "G05").stock(0, goods(Tomato, 3)).game()
	ok(t, g, place(g, "F1"))
	ok(t, g, seedMove(0, "G01", Tomato))
	ok(t, g, seedMove(0, "G02", Tomato))
	assert.Contains(t, g.Legal(), rules.Move(Done{By: 0}))
	ok(t, g, seedMove(0, "G05", Tomato))
	onlyLegal(t, g, Done{By: 0})
}

// ---- §3.3 Harvest Time ----

func TestHarvestTimeMixedGreenhousesAsk(t *testing.T) {
	g := given(t, 3).
		gh(0, "G09", goods(Tomato, 4, Carrot, 1)).gh(0, "G01", goods(Lettuce, 2)).
		gh(1, "G13", goods(Tomato, 5, Mushroom, 1)).gh(1, "G21", goods(Lettuce, 5, Cauliflower, 1)).
		gh(2, "G05", goods(Mushroom, 1)).game()
	g.startHarvest()
	require.Equal(t, PhaseHarvest, g.Phase())
	require.Equal(t, DecideHarvestPick, g.Decision())
	require.Equal(t, rules.Seat(0), g.ToMove(), "from the start player")
	assert.Equal(t, []rules.Move{Pick{By: 0, GH: gh("G09"), Good: Tomato}, Pick{By: 0, GH: gh("G09"), Good: Carrot}}, g.Legal())
	refused(t, g, Pick{By: 0, GH: gh("G01"), Good: Lettuce}, RuleNotDoable)
	refused(t, g, Pick{By: 0, GH: gh("G09"), Good: Lettuce}, RuleGreenhouseEmpty)
	refused(t, g, Pick{By: 0, GH: gh("G13"), Good: Tomato}, RuleNotOwned)
	refused(t, g, Pick{By: 1, GH: gh("G13"), Good: Tomato}, RuleNotYourDecision)
	refused(t, g, Double{By: 0, GH: gh("G09")}, RuleNotDoable)
	out := ok(t, g, Pick{By: 0, GH: gh("G09"), Good: Carrot})
	assert.True(t, out.Final, "the end of one player's picks is final")
	assert.Equal(t, goods(Carrot, 1, Lettuce, 1), g.Stock(0))
	assert.Equal(t, goods(Tomato, 4), g.Contents(gh("G09")))

	// Seat 1 has two mixed greenhouses: the first pick is not final.
	require.Equal(t, rules.Seat(1), g.ToMove())
	out = ok(t, g, Pick{By: 1, GH: gh("G21"), Good: Lettuce})
	assert.False(t, out.Final)
	refused(t, g, Pick{By: 1, GH: gh("G21"), Good: Lettuce}, RuleNotDoable)
	out = ok(t, g, Pick{By: 1, GH: gh("G13"), Good: Mushroom})
	assert.True(t, out.Final)
	assert.Equal(t, goods(Lettuce, 1, Mushroom, 1), g.Stock(1))
	// Seat 2 is asked nothing; Tourism Time begins.
	assert.Equal(t, goods(Mushroom, 1), g.Stock(2))
	assert.Equal(t, PhaseTourism, g.Phase())
}

func TestHarvestTimeSkipsSeatsWithoutChoices(t *testing.T) {
	g := givenSetup(t, Setup{Players: 3, Seed: 1, Start: 1}).
		gh(0, "G09", goods(Tomato, 4, Carrot, 1)).gh(1, "G01", goods(Lettuce, 2)).game()
	g.startHarvest()
	require.Equal(t, rules.Seat(0), g.ToMove(), "seat 1 (start) had nothing to choose, seat 2 nothing at all")
	assert.Equal(t, goods(Lettuce, 1), g.Stock(1), "seat 1 harvested already")
}

func TestHarvestTimeCannotBeDeclinedAndWorkHarvestsDoNotCount(t *testing.T) {
	g := given(t, 2).gh(0, "G13", goods(Tomato, 6)).stock(0, goods(Tomato, 1)).game()
	g.wturn = 4 // seat 0's last placement turn, then seat 1's
	ok(t, g, place(g, "f3"))
	ok(t, g, Harvest{By: 0, GH: gh("G13"), Good: Tomato})
	ok(t, g, Done{By: 0})
	ok(t, g, place(g, "m4"))
	require.Equal(t, PhaseTourism, g.Phase(), "Harvest Time ran without a question")
	assert.Equal(t, goods(Tomato, 4), g.Contents(gh("G13")), "one in Work Time, one in Harvest Time")
	assert.Equal(t, goods(Tomato, 3), g.Stock(0))
}

// ---- §3.4 Tourism Time ----

func TestTourismPaidAdvancesAndBonusAnywhere(t *testing.T) {
	g := given(t, 2).stock(0, goods(Tomato, 1, Lettuce, 1, Mushroom, 1, Cauliflower, 1, Carrot, 1)).tourism(0).game()
	for want := 1; want <= 3; want++ {
		out := ok(t, g, advance(0))
		assert.False(t, out.Final, "advances inside the turn are not final")
		pos, _ := g.Position(0)
		assert.Equal(t, want, pos)
	}
	// Bonus between paid advances: table 4 gives a cauliflower.
	ok(t, g, Bonus{By: 0})
	assert.Equal(t, goods(Cauliflower, 2, Carrot, 1), g.Stock(0))
	ok(t, g, advance(0))
	pos, _ := g.Position(0)
	assert.Equal(t, 5, pos)
	assert.Equal(t, goods(Cauliflower, 2), g.Stock(0))
	refused(t, g, advance(0), RuleCannotPay)
	out := ok(t, g, Stop{By: 0})
	assert.True(t, out.Final)
	assert.Equal(t, rules.Seat(1), g.ToMove())
}

func TestBonusGoodsPayLaterAdvances(t *testing.T) {
	g := given(t, 2).stock(0, goods(Tomato, 1, Lettuce, 1, Mushroom, 1, Cauliflower, 1, Carrot, 1)).tourism(0).game()
	ok(t, g, Bonus{By: 0})
	assert.Equal(t, int16(2), g.Stock(0)[Tomato])
	for i := 0; i < 5; i++ {
		ok(t, g, advance(0))
	}
	pos, _ := g.Position(0)
	assert.Equal(t, 6, pos, "table 6 (2 tomatoes) paid with the Bonus's tomato")
	assert.Equal(t, Goods{}, g.Stock(0))
	onlyLegal(t, g, Stop{By: 0})
}

func TestBonusWithLapsIgnoresReductions(t *testing.T) {
	g := given(t, 2).pos(0, 45).card(0, "D3", "D1").tourism(0).game()
	_, _, good, amount := TableAt(46)
	require.Equal(t, Tomato, good)
	require.Equal(t, 4+6, amount)
	assert.Equal(t, goods(Tomato, 10), g.BonusGoods(0))
	ok(t, g, Bonus{By: 0})
	assert.Equal(t, goods(Tomato, 10), g.Stock(0), "the table's amount with its lap, not lowered by cards")
}

func TestTourismOrderIsFixedWhenThePhaseBegins(t *testing.T) {
	g := given(t, 3).pos(0, 5).pos(1, 3).pos(2, 4).stock(2, goods(Tomato, 9, Lettuce, 9, Mushroom, 9, Cauliflower, 9, Carrot, 9)).game()
	g.startTourism()
	require.Equal(t, []rules.Seat{0, 2, 1}, g.TourismOrder())
	ok(t, g, Bonus{By: 0})
	ok(t, g, Stop{By: 0})
	require.Equal(t, rules.Seat(2), g.ToMove())
	for i := 0; i < 4; i++ {
		ok(t, g, advance(2))
	}
	ok(t, g, Bonus{By: 2})
	assert.Equal(t, rules.Seat(2), g.ToMove(), "a turn is played to its end")
	ok(t, g, Stop{By: 2})
	assert.Equal(t, []rules.Seat{0, 2, 1}, g.TourismOrder(), "overtaking does not change this round's order")
	assert.Equal(t, rules.Seat(1), g.ToMove())
	assert.Nil(t, given(t, 3).game().TourismOrder(), "no order outside Tourism Time")
}

func TestArrivalStacking(t *testing.T) {
	g := given(t, 4).pos(1, 3).pos(2, 3).pos(3, 2).tourism(3).stock(3, goods(Mushroom, 1)).game()
	require.Equal(t, []rules.Seat{2, 1}, tableOrder(g, 3))
	ok(t, g, advance(3))
	assert.Equal(t, []rules.Seat{3, 2, 1}, tableOrder(g, 3), "a paid advance arrives in front")
	ok(t, g, Bonus{By: 3})
	ok(t, g, Stop{By: 3})

	// Setup: the start player arrives first, so the right neighbour is frontmost.
	g = givenSetup(t, Setup{Players: 4, Seed: 1, Start: 2}).game()
	assert.Equal(t, []rules.Seat{1, 0, 3, 2}, tableOrder(g, 0))
}

// ---- §3.5 Homecoming and §8 the end ----

func TestHomecomingStartPlayerWrapsAndTheGameEndsAfterRoundSeven(t *testing.T) {
	g := givenSetup(t, Setup{Players: 4, Seed: 3, Start: 3}).card(0, "D5").game()
	g.pl[0].d5 = true
	g.anyUsed[card("A8")] = 1
	calm(t, g, 400, func() bool { return g.Round() == 2 })
	assert.Equal(t, rules.Seat(0), g.StartPlayer(), "the role passes left from the last seat to the first")
	assert.False(t, g.pl[0].d5, "Farm to Table is reset")
	assert.Zero(t, g.anyUsed[card("A8")])

	calm(t, g, 5000, func() bool { return g.Round() == 7 && g.Phase() == PhaseTourism })
	require.Equal(t, 1, g.RoundsLeft())
	calm(t, g, 100, func() bool { return false })
	require.True(t, g.Over())
	assert.Equal(t, 7, g.Round())
	assert.Equal(t, 0, g.RoundsLeft())
	assert.Equal(t, rules.NoSeat, g.ToMove())
	assert.Empty(t, g.Legal())
	assert.Equal(t, rules.PromptKind(""), g.Prompt().Kind)
	ill := refused(t, g, Stop{By: 0}, RuleGameOver)
	assert.Contains(t, ill.Words, "ended")
	refused(t, g, Place{By: 0, Space: 0}, RuleGameOver)
}

// ---- §4.3 Primitives ----

func TestTakeGoods(t *testing.T) {
	for space, want := range map[string]Goods{
		"M1": goods(Mushroom, 1, Cauliflower, 1), "M2": goods(Tomato, 2), "M3": goods(Lettuce, 2),
		"M4": goods(Tomato, 1, Lettuce, 1), "M5": goods(Carrot, 1), "T6": goods(Lettuce, 1, Mushroom, 1),
	} {
		g := given(t, 4).game()
		out := ok(t, g, place(g, space))
		assert.True(t, out.Final)
		assert.Equal(t, want, g.Stock(0), space)
	}
	for space, want := range map[string]Goods{
		"m1": goods(Tomato, 2), "m2": goods(Lettuce, 1, Mushroom, 1), "m4": goods(Tomato, 1, Lettuce, 1), "t4": goods(Mushroom, 1),
	} {
		g := given(t, 2).game()
		ok(t, g, place(g, space))
		assert.Equal(t, want, g.Stock(0), space)
	}
	g := given(t, 2).game()
	ok(t, g, place(g, "m3"))
	ok(t, g, Branch{By: 0, Part: 1})
	assert.Equal(t, goods(Carrot, 1), g.Stock(0))
}

func TestTakeGreenhouse(t *testing.T) {
	// One listed pile: automatic, the top card, empty.
	for space, p := range map[string]Pile{"P2": Pile3, "P3": Pile4, "P4": Pile5, "P5": Pile6} {
		g := given(t, 4).game()
		top, _ := g.Top(p)
		size := g.PileSize(p)
		out := ok(t, g, place(g, space))
		assert.True(t, out.Final)
		assert.Equal(t, []GreenhouseID{top}, g.Owned(0), space)
		assert.Equal(t, rules.Seat(0), g.Owner(top))
		assert.Equal(t, Goods{}, g.Contents(top))
		assert.Equal(t, size-1, g.PileSize(p))
	}
	// Two listed piles: a decision, also when one is empty.
	g := given(t, 2).emptyPile(Pile3).game()
	ok(t, g, place(g, "p1"))
	require.Equal(t, DecidePile, g.Decision())
	refused(t, g, ChoosePile{By: 0, Pile: Pile5}, RulePileNotOffered)
	refused(t, g, ChoosePile{By: 0, Pile: -1}, RulePileNotOffered)
	refused(t, g, ChoosePile{By: 0, Pile: NumPiles}, RulePileNotOffered)
	ill := refused(t, g, ChoosePile{By: 0, Pile: Pile3}, RulePileEmpty)
	assert.Contains(t, ill.Words, "3-parcel pile")
	onlyLegal(t, g, ChoosePile{By: 0, Pile: Pile4})
	ok(t, g, ChoosePile{By: 0, Pile: Pile4})
	assert.Equal(t, []GreenhouseID{gh("G06")}, g.Owned(0))

	// The random pile: G17 face down first, then the face-up card beneath.
	g = given(t, 4).game()
	below := g.PileCards(PileRandom)
	out := ok(t, g, place(g, "P1"))
	assert.True(t, out.Final)
	assert.Contains(t, out.Events, rules.Event{Kind: EvTakeGreenhouse, Seat: 0,
		Detail: GreenhouseDetail{GH: gh("G17"), Pile: PileRandom, FaceDown: true, Card: NoCard}})
	top, down := g.Top(PileRandom)
	assert.Equal(t, below[len(below)-2], top)
	assert.False(t, down)
	assert.Equal(t, len(below)-2, int(g.randHidden), "the new top is seen, the rest is not")
}

func TestSeeding(t *testing.T) {
	g := given(t, 4).gh(0, "G13").stock(0, goods(Tomato, 1)).game()
	ok(t, g, place(g, "F6"))
	out := ok(t, g, seedMove(0, "G13", Tomato))
	assert.True(t, out.Final, "Seed 1 time ends at its maximum")
	assert.Equal(t, goods(Tomato, 6), g.Contents(gh("G13")), "1 from stock, 5 from the supply")
	assert.Equal(t, Goods{}, g.Stock(0))

	g = given(t, 4).gh(0, "G13").gh(0, "G01", goods(Lettuce, 1)).gh(1, "G02").stock(0, goods(Tomato, 2, Carrot, 1)).game()
	ok(t, g, place(g, "F2"))
	refused(t, g, seedMove(0, "G02", Tomato), RuleNotOwned)
	refused(t, g, seedMove(0, "G05", Tomato), RuleNotOwned)
	refused(t, g, Seed{By: 0, GH: -1, Good: Tomato, Companion: NoGood}, RuleNotOwned)
	refused(t, g, seedMove(0, "G01", Tomato), RuleGreenhouseNotEmpty)
	ill := refused(t, g, seedMove(0, "G13", Lettuce), RuleNotInStock)
	assert.Contains(t, ill.Words, "lettuce")
	refused(t, g, seedMove(0, "G13", -1), RuleNotInStock)
	refused(t, g, seedMove(0, "G13", Carrot), RuleTypeNotAllowed)
	refused(t, g, Seed{By: 0, GH: gh("G13"), Good: Tomato, Companion: Carrot}, RuleCompanion)
	refused(t, g, Harvest{By: 0, GH: gh("G01"), Good: Lettuce}, RuleNotYourDecision)
	ok(t, g, seedMove(0, "G13", Tomato))
	assert.False(t, g.Over())
	assert.Equal(t, DecideSeed, g.Decision(), "F2 allows a second seeding")
	ok(t, g, Done{By: 0})
	assert.Equal(t, rules.Seat(1), g.ToMove())
}

func TestHarvestActions(t *testing.T) {
	build := func() *Game {
		return given(t, 4).gh(0, "G01", goods(Tomato, 2)).gh(0, "G05", goods(Lettuce, 1)).gh(0, "G09").gh(1, "G02", goods(Tomato, 3)).game()
	}
	// F3: up to 2 different greenhouses, 1 good from each.
	g := build()
	ok(t, g, place(g, "F3"))
	refused(t, g, Done{By: 0}, RuleMustContinue)
	refused(t, g, Harvest{By: 0, GH: gh("G09"), Good: Tomato}, RuleGreenhouseEmpty)
	refused(t, g, Harvest{By: 0, GH: gh("G05"), Good: Mushroom}, RuleGreenhouseEmpty)
	refused(t, g, Harvest{By: 0, GH: gh("G02"), Good: Tomato}, RuleNotOwned)
	refused(t, g, Harvest{By: 0, GH: gh("G01"), Good: -1}, RuleGreenhouseEmpty)
	ok(t, g, Harvest{By: 0, GH: gh("G01"), Good: Tomato})
	refused(t, g, Harvest{By: 0, GH: gh("G01"), Good: Tomato}, RuleAlreadyHarvested)
	out := ok(t, g, Harvest{By: 0, GH: gh("G05"), Good: Lettuce})
	assert.True(t, out.Final, "the maximum ends the step")
	assert.Equal(t, goods(Tomato, 1, Lettuce, 1), g.Stock(0))

	// Counts are maximums: Done after the first.
	g = build()
	ok(t, g, place(g, "F3"))
	ok(t, g, Harvest{By: 0, GH: gh("G05"), Good: Lettuce})
	out = ok(t, g, Done{By: 0})
	assert.True(t, out.Final)

	// F5: 1 or 2 goods from a single greenhouse.
	g = build()
	ok(t, g, place(g, "F5"))
	ok(t, g, Harvest{By: 0, GH: gh("G01"), Good: Tomato})
	refused(t, g, Harvest{By: 0, GH: gh("G05"), Good: Lettuce}, RuleLimitReached)
	ok(t, g, Harvest{By: 0, GH: gh("G01"), Good: Tomato})
	assert.Equal(t, goods(Tomato, 2), g.Stock(0))
	assert.Equal(t, Goods{}, g.Contents(gh("G01")))
	assert.Equal(t, rules.Seat(1), g.ToMove())

	// F5 on a greenhouse with one good: Done is then the only way on.
	g = build()
	ok(t, g, place(g, "F5"))
	ok(t, g, Harvest{By: 0, GH: gh("G05"), Good: Lettuce})
	refused(t, g, Harvest{By: 0, GH: gh("G05"), Good: Lettuce}, RuleGreenhouseEmpty)
	onlyLegal(t, g, Done{By: 0})
}

func TestDiscardedGreenhouseGoesOnTopOfItsHomePile(t *testing.T) {
	g := given(t, 4).gh(0, "G09", goods(Mushroom, 5)).stock(0, goods(Tomato, 1)).game()
	ok(t, g, place(g, "T4"))
	out := ok(t, g, GiveGreenhouse{By: 0, GH: gh("G09")})
	assert.False(t, out.Final)
	top, down := g.Top(Pile5)
	assert.Equal(t, gh("G09"), top)
	assert.False(t, down)
	assert.Equal(t, goods(Tomato, 1), g.Stock(0), "its goods go to the supply, never to the stock")
	assert.Equal(t, rules.NoSeat, g.Owner(gh("G09")))
	require.Equal(t, DecidePile, g.Decision())
	assert.Len(t, g.Legal(), 5, "any pile")
	ok(t, g, ChoosePile{By: 0, Pile: Pile5})
	assert.Equal(t, []GreenhouseID{gh("G09")}, g.Owned(0), "taken straight back, empty")
	assert.Equal(t, Goods{}, g.Contents(gh("G09")))
}

// ---- §5.2 Pile rules ----

func TestDiscardedRandomCardLiesFaceUpOnTopOfG17(t *testing.T) {
	g := given(t, 4).gh(0, "G18").game()
	require.True(t, g.g17Down)
	hidden := g.randHidden
	ok(t, g, place(g, "T4"))
	ok(t, g, GiveGreenhouse{By: 0, GH: gh("G18")})
	top, down := g.Top(PileRandom)
	assert.Equal(t, gh("G18"), top)
	assert.False(t, down, "face up")
	cards := g.PileCards(PileRandom)
	assert.Equal(t, gh("G17"), cards[len(cards)-2])
	assert.True(t, g.g17Down, "G17 still lies face down beneath")
	assert.Equal(t, hidden, g.randHidden)
	out := ok(t, g, ChoosePile{By: 0, Pile: PileRandom})
	assert.True(t, out.Final, "a take from the random pile is an undo barrier")
	assert.Equal(t, []GreenhouseID{gh("G18")}, g.Owned(0))
	top, down = g.Top(PileRandom)
	assert.Equal(t, gh("G17"), top)
	assert.True(t, down)
}

// ---- §6.2 Taking a card ----

func TestGoodsStackWithTheLastThreeCards(t *testing.T) {
	for _, players := range []int{2, 4} {
		f := given(t, players).display("A4", "A5", "A6", "A7", "A8")
		g := f.game()
		var got []Good
		for i := 0; i < 5; i++ {
			freeSpaces(g) // a following round
			f.turn(0)
			want := g.NextStackGood()
			before := g.Stock(0)
			ok(t, g, Place{By: 0, Space: 3}) // T1 or t1
			ok(t, g, legalOf[ChooseCard](g)[0])
			after := g.Stock(0)
			gain := NoGood
			for k := range after {
				if after[k] > before[k] {
					gain = Good(k)
				}
			}
			assert.Equal(t, want, gain, "take %d", i+1)
			got = append(got, gain)
		}
		assert.Equal(t, []Good{NoGood, NoGood, Tomato, Lettuce, Mushroom}, got, "%d players", players)
		assert.Empty(t, g.Display(), "the display is never refilled")
	}
	// Solo: every take gives the top good.
	g := given(t, 1).display("A4", "A5", "A6").game()
	for i, want := range []Good{Tomato, Lettuce, Mushroom} {
		require.Equal(t, want, g.NextStackGood())
		g.takeCard(0, g.display[0])
		assert.Equal(t, int16(1), g.Stock(0)[want], "take %d", i+1)
	}
	assert.Equal(t, NoGood, g.NextStackGood())
}

func TestOnceCardTakeableOnlyIfPossibleAfterTheStackGood(t *testing.T) {
	// A3 (seed 1 time) with an empty greenhouse and no goods: only the stack's tomato makes it
	// possible.
	g := given(t, 4).gh(0, "G01").display("A3", "A4", "A5").game()
	ok(t, g, place(g, "T1"))
	ok(t, g, ChooseCard{By: 0, Card: card("A3")})
	ok(t, g, seedMove(0, "G01", Tomato))
	assert.Equal(t, goods(Tomato, 3), g.Contents(gh("G01")))
	assert.True(t, g.CardSpent(card("A3")))

	g = given(t, 4).gh(0, "G01").display("A3", "A4", "A5", "A6").game()
	ok(t, g, place(g, "T1"))
	refused(t, g, ChooseCard{By: 0, Card: card("A3")}, RuleCardNotUsable)
	refused(t, g, ChooseCard{By: 0, Card: card("A1")}, RuleCardNotInDisplay)
	refused(t, g, ChooseCard{By: 0, Card: -1}, RuleCardNotInDisplay)

	// Only unusable Once cards in the display: TakeCard is not possible.
	g = given(t, 4).display("A3", "A2").emptyPile(Pile3).game()
	refused(t, g, place(g, "T1"), RuleNothingToDo)
}

// ---- §6.4 Sharing ----

func TestSharingChecksInOrder(t *testing.T) {
	f := given(t, 4).emptyPile(Pile3).
		card(2, "A5").card(1, "A6", "A2", "A3").card(0, "A7").card(3, "A4").display("A1")
	g := f.game()
	g.cardSharer[card("A5")] = 3 // opposite and shared: not a neighbour's first
	g.cardSharer[card("A6")] = 2 // a neighbour's, shared
	g.cardSharer[card("A3")] = 2 // shared and unusable: shared first
	ok(t, g, place(g, "T3"))
	require.Equal(t, DecideShareCard, g.Decision())
	for _, c := range []struct {
		card CardID
		rule string
	}{
		{card("A5"), RuleNotNeighbour},
		{card("A7"), RuleNotNeighbour}, // never by its own owner
		{card("A1"), RuleNotNeighbour}, // nobody's (in the display)
		{card("A8"), RuleNotNeighbour}, // nobody's
		{-1, RuleNotNeighbour},
		{NumCards, RuleNotNeighbour},
		{card("A6"), RuleAlreadyShared},
		{card("A3"), RuleAlreadyShared},
		{card("A2"), RuleCardNotUsable}, // Once, the 3-parcel pile is empty
	} {
		refused(t, g, ChooseCard{By: 0, Card: c.card}, c.rule)
	}
	onlyLegal(t, g, ChooseCard{By: 0, Card: card("A4")})
	ok(t, g, ChooseCard{By: 0, Card: card("A4")})
	assert.True(t, g.Holds(0, card("A4")))

	// With 1–2 players there is no sharing: no space offers it, and any attempt is refused.
	for _, players := range []int{1, 2} {
		g := given(t, players).card(rules.Seat(1%players), "A4").game()
		ill := g.shareError(card("A4"), 0)
		require.NotNil(t, ill)
		assert.Equal(t, RuleNoSharing, ill.Rule)
		requirePlainWords(t, RuleNoSharing, ill.Words)
		for _, sp := range g.Side().Spaces() {
			assert.NotEqual(t, opShareCard, nodes[sp.effect].op, sp.ID)
		}
	}
}

// ---- §7 Tourism track ----

func TestTrackCostAtEveryPosition(t *testing.T) {
	g := given(t, 2).game()
	for pos := 1; pos <= 95; pos++ {
		table, lap, good, amount := TableAt(pos)
		wantTable := (pos-1)%30 + 1
		wantLap := (pos - 1) / 30
		assert.Equal(t, wantTable, table, "pos %d", pos)
		assert.Equal(t, wantLap, lap, "pos %d", pos)
		assert.Equal(t, Good((wantTable-1)%5), good, "pos %d", pos)
		wantCost := (wantTable+4)/5 + 6*wantLap // ⌈t/5⌉ + 6L
		assert.Equal(t, wantCost, amount, "pos %d", pos)
		g.pl[0].pos = int16(pos - 1)
		cg, cost := g.NextCost(0)
		assert.Equal(t, [2]int{int(good), amount}, [2]int{int(cg), cost}, "next cost from %d", pos-1)
		want := Goods{}
		want[good] = int16(amount)
		assert.Equal(t, want, g.BonusGoods(0))
	}
	table, lap, good, amount := TableAt(0)
	assert.Equal(t, []int{0, 0, int(NoGood), 0}, []int{table, lap, int(good), amount}, "the start table")
	for _, c := range []struct {
		pos    int
		good   Good
		amount int
	}{{1, Tomato, 1}, {5, Carrot, 1}, {6, Tomato, 2}, {21, Tomato, 5}, {30, Carrot, 6}, {31, Tomato, 7}, {60, Carrot, 12}, {61, Tomato, 13}, {95, Carrot, 19}} {
		_, _, good, amount := TableAt(c.pos)
		assert.Equal(t, c.good, good, "pos %d", c.pos)
		assert.Equal(t, c.amount, amount, "pos %d", c.pos)
	}
	assert.Equal(t, "the start table", TableWords(0))
	assert.Equal(t, "table 30", TableWords(30))
	assert.Equal(t, "table 1 of lap 2", TableWords(61))
}

// ---- §8 Ranking ----

func TestRanking(t *testing.T) {
	g := given(t, 4).pos(0, 10).pos(2, 12).pos(1, 12).pos(3, 3).game()
	res := g.Result()
	ranks := []int{res.Scores[0].Rank, res.Scores[1].Rank, res.Scores[2].Rank, res.Scores[3].Rank}
	assert.Equal(t, []int{3, 1, 2, 4}, ranks, "the later arrival on a shared table ranks higher")
	assert.Equal(t, []rules.Seat{1}, res.Winners)
	assert.Equal(t, "arrived later", res.Scores[1].Tiebreak)
	assert.Equal(t, "arrived earlier", res.Scores[2].Tiebreak)
	assert.Empty(t, res.Scores[0].Tiebreak)
	assert.NotEmpty(t, res.TieRule)
	for s, pos := range []int{10, 12, 12, 3} {
		assert.Equal(t, pos, res.Scores[s].Total)
		assert.Equal(t, rules.Seat(s), res.Scores[s].Seat)
		sum := 0
		for _, c := range res.Scores[s].Breakdown {
			sum += c.Points
		}
		assert.Equal(t, pos, sum)
	}

	// Laps count; a tie below the top leaves the top unique.
	g = given(t, 3).pos(0, 31).pos(1, 30).pos(2, 30).game()
	res = g.Result()
	assert.Equal(t, []rules.Seat{0}, res.Winners)
	assert.Equal(t, []int{1, 2, 3}, []int{res.Scores[0].Rank, res.Scores[2].Rank, res.Scores[1].Rank})
	assert.Empty(t, res.TieRule)
	assert.Equal(t, "arrived later", res.Scores[2].Tiebreak)
}

// ---- §9 Solo ----

func TestSoloSetup(t *testing.T) {
	g, err := New(Setup{Players: 1, Seed: 4})
	require.NoError(t, err)
	assert.Equal(t, 5, g.Rounds())
	assert.Equal(t, SideSmall, g.Side())
	assert.Len(t, g.Display(), 3)
	for p, want := range [][]string{{"G01"}, {"G05", "G06"}, {"G09", "G10"}, {"G13"}} {
		var ids []GreenhouseID
		for _, c := range want {
			ids = append(ids, gh(c))
		}
		assert.Equal(t, ids, g.PileCards(Pile(p)))
	}
	for _, code := range []string{"p1", "p2"} {
		_, blocked := g.SpaceState(spaceOf(g, code))
		assert.True(t, blocked, code)
	}
	// Round start: G17 and 1 tomato, no worker used.
	assert.Equal(t, []GreenhouseID{gh("G17")}, g.Owned(0))
	assert.Equal(t, goods(Tomato, 1), g.Stock(0))
	assert.Equal(t, 4, g.PileSize(PileRandom))
	assert.Equal(t, 3, g.WorkersHome(0))
	assert.ElementsMatch(t, []GreenhouseID{gh("G18"), gh("G19"), gh("G20"), gh("G21")}, g.PileCards(PileRandom))
}

// The setup's own events open the log (rules.Opener): round 1 begins, and the solo player's
// free greenhouse and tomato are told, not only those of later rounds.
func TestOpeningTellsWhatTheSetupDid(t *testing.T) {
	names := []string{"Ann", "Bjørn"}
	g, err := New(Setup{Players: 1, Seed: 4})
	require.NoError(t, err)
	var lines []string
	for _, e := range g.Opening() {
		lines = append(lines, g.Describe(e, names))
	}
	require.Len(t, lines, 3)
	assert.Equal(t, "Round 1: Work Time — Ann places first", lines[0])
	assert.Contains(t, lines[1], "Ann takes")
	assert.Contains(t, lines[1], "greenhouse")
	assert.Equal(t, "Ann takes 1 tomato", lines[2])
	assert.Equal(t, g.Opening(), g.Copy().Opening(), "a copy tells the same opening")
	assert.Equal(t, g.Opening(), g.View(0).(*Game).Opening(), "so does a view")

	g, err = New(Setup{Players: 2, Seed: 4, Start: 1})
	require.NoError(t, err)
	require.Len(t, g.Opening(), 1)
	assert.Equal(t, "Round 1: Work Time — Bjørn places first", g.Describe(g.Opening()[0], names))
}

// The solo Homecoming says which workers go home and which stay to block (spec §9).
func TestSoloHomecomingSaysWhichWorkersGoHome(t *testing.T) {
	for _, c := range []struct {
		solo  bool
		round int
		want  string
	}{
		{false, 3, "Homecoming: the workers go home and round 3 ends"},
		{true, 1, "Homecoming: round 1 ends; its workers stay on their spaces and block them for round 2"},
		{true, 3, "Homecoming: round 2's workers go home; round 3's stay on their spaces and block them for round 4"},
		{true, 5, "Homecoming: the workers go home and round 5 ends"},
	} {
		n := 2
		if c.solo {
			n = 1
		}
		g := given(t, n).game()
		g.round = int8(c.round)
		e := rules.Event{Kind: EvHomecoming, Detail: PhaseDetail{Phase: PhaseOver, Round: int8(c.round)}}
		assert.Equal(t, c.want, g.Describe(e, []string{"Ann", "Bjørn"}))
	}
}

func TestSoloRoundStartWithAnEmptyRandomPile(t *testing.T) {
	g := given(t, 1).emptyPile(PileRandom).game()
	g.startWork()
	assert.Empty(t, g.Owned(0))
	assert.Equal(t, goods(Tomato, 1), g.Stock(0), "the tomato still comes")
}

func TestSoloFlagsCountThisRoundOnly(t *testing.T) {
	g := given(t, 1).worker(0, "t1", 1).display("A4", "A5").game()
	g.round = 2
	used, limit := g.FlagsUsed(0, TownHall)
	assert.Equal(t, [2]int{0, 1}, [2]int{used, limit}, "the worker from round 1 does not count")
	ok(t, g, place(g, "t2"))
	ok(t, g, ChooseCard{By: 0, Card: card("A4")})
	used, _ = g.FlagsUsed(0, TownHall)
	assert.Equal(t, 1, used)
	freeSpaces(g)
	g.pl[0].flags = [2]int8{0, 1}
	refused(t, g, place(g, "t1"), RuleFlagLimit)
}

func TestSoloHomecomingReturnsOnlyThePreviousRoundsWorkers(t *testing.T) {
	g := given(t, 1).worker(0, "m2", 2).worker(0, "m4", 3).game()
	g.round = 3
	g.homecoming()
	s, _ := g.Occupant(spaceOf(g, "m2"))
	assert.Equal(t, rules.NoSeat, s, "round 2's workers go home at round 3's Homecoming")
	s, _ = g.Occupant(spaceOf(g, "m4"))
	assert.Equal(t, rules.Seat(0), s, "round 3's workers stay")
	assert.Equal(t, rules.Seat(0), g.StartPlayer())

	g = given(t, 1).worker(0, "m1", 1).game()
	g.homecoming()
	s, _ = g.Occupant(spaceOf(g, "m1"))
	assert.Equal(t, rules.Seat(0), s, "round 1: nobody returns")
}

func TestSoloResult(t *testing.T) {
	for _, c := range []struct {
		pos      int
		stock    Goods
		won      bool
		total    int
		tiebreak string
	}{
		{21, goods(Lettuce, 7), true, 0, "5 lettuce toward the next table"},
		{23, goods(Cauliflower, 2), true, 2, "2 cauliflowers toward the next table"},
		{30, goods(Tomato, 1), true, 9, "1 tomato toward the next table"},
		{20, goods(Tomato, 9), false, -1, ""},
		{3, Goods{}, false, -18, ""},
	} {
		g := given(t, 1).pos(0, c.pos).stock(0, c.stock).game()
		g.phase = PhaseOver
		res := g.Result()
		sc := res.Scores[0]
		assert.Equal(t, c.total, sc.Total, "pos %d", c.pos)
		assert.Equal(t, c.tiebreak, sc.Tiebreak, "pos %d", c.pos)
		if c.won {
			assert.Equal(t, []rules.Seat{0}, res.Winners)
			assert.Equal(t, 1, sc.Rank)
		} else {
			assert.Empty(t, res.Winners)
			assert.Equal(t, SoloGoal-c.pos, -sc.Total, "the shortfall")
		}
		require.Len(t, sc.Breakdown, 3, "the goal, the table reached, the result")
		assert.Equal(t, fmt.Sprintf("table %d within 5 rounds", SoloGoal), sc.Breakdown[0].Note)
		assert.Equal(t, TableWords(c.pos), sc.Breakdown[1].Note)
		assert.Equal(t, sc.Total, sc.Breakdown[2].Points, "the result is the total")
		assert.Equal(t, c.pos-SoloGoal, sc.Total, "reached less the goal")
		assert.Equal(t, res.TotalLabel, sc.Breakdown[2].Name, "the result is the total's note")
		if c.won && c.total > 0 {
			assert.Equal(t, "won by "+plural(c.total, "table"), sc.Breakdown[2].Note)
		} else if !c.won {
			assert.Equal(t, plural(-c.total, "table")+" short", sc.Breakdown[2].Note)
		}
		if c.won {
			assert.Contains(t, res.Summary, "Goal reached")
		} else {
			assert.Contains(t, res.Summary, fmt.Sprintf("Goal missed: %s, %d table", TableWords(c.pos), SoloGoal-c.pos))
		}
	}
}

// ---- §10.2 Decisions and errors ----

// foreign is a move of no Reykholt kind.
type foreign struct{}

func (foreign) Seat() rules.Seat { return 0 }
func (foreign) String() string   { return "foreign" }

func TestNotYourDecision(t *testing.T) {
	g := given(t, 4).gh(0, "G01", goods(Tomato, 1)).stock(0, goods(Tomato, 1)).game()
	wrongKind := []rules.Move{
		Resolve{By: 0}, Branch{By: 0}, SelectGoods{By: 0, Goods: goods(Tomato, 1)}, GiveGreenhouse{By: 0, GH: gh("G01")},
		ChoosePile{By: 0, Pile: Pile3}, seedMove(0, "G01", Tomato), Harvest{By: 0, GH: gh("G01"), Good: Tomato},
		Done{By: 0}, ChooseCard{By: 0, Card: card("A1")}, Pick{By: 0, GH: gh("G01"), Good: Tomato},
		Double{By: 0, GH: gh("G01")}, advance(0), Bonus{By: 0}, Stop{By: 0}, foreign{}, nil,
	}
	for _, m := range wrongKind {
		refused(t, g, m, RuleNotYourDecision)
	}
	for _, m := range []rules.Move{Place{By: 1, Space: 6}, Pass{By: 2}, UseCard{By: 3, Card: 0}, Place{By: -1}, Place{By: 4}} {
		refused(t, g, m, RuleNotYourDecision)
	}
	ok(t, g, place(g, "F5"))
	for _, m := range []rules.Move{Place{By: 0, Space: 6}, Pass{By: 0}, UseCard{By: 0, Card: 0}, seedMove(0, "G01", Tomato), Harvest{By: 1, GH: gh("G01"), Good: Tomato}, Bonus{By: 0}} {
		refused(t, g, m, RuleNotYourDecision)
	}
	g = given(t, 4).tourism(2).game()
	for _, m := range []rules.Move{Place{By: 2, Space: 6}, Pass{By: 2}, Done{By: 2}, Bonus{By: 0}, Stop{By: 1}} {
		refused(t, g, m, RuleNotYourDecision)
	}
}

func TestUseCardRefusals(t *testing.T) {
	g := given(t, 4).card(0, "A8", "A7", "A1").card(1, "B5").game()
	refused(t, g, UseCard{By: 0, Card: card("B5")}, RuleNotYourCard)
	refused(t, g, UseCard{By: 0, Card: -1}, RuleNotYourCard)
	refused(t, g, UseCard{By: 0, Card: NumCards}, RuleNotYourCard)
	refused(t, g, UseCard{By: 0, Card: card("A7")}, RuleNotDoable)
	refused(t, g, UseCard{By: 0, Card: card("A1")}, RuleNotDoable)
	refused(t, g, UseCard{By: 0, Card: card("A8")}, RuleNotDoable) // nothing to give back
	g.pl[0].stock = goods(Tomato, 2)
	ok(t, g, UseCard{By: 0, Card: card("A8")})
	ok(t, g, SelectGoods{By: 0, Goods: goods(Tomato, 1)})
	out := ok(t, g, SelectGoods{By: 0, Goods: goods(Lettuce, 1)})
	assert.False(t, out.Final, "an Any card before placing is part of the turn")
	assert.Equal(t, DecidePlace, g.Decision())
	assert.Equal(t, rules.Seat(0), g.ToMove())
	refused(t, g, UseCard{By: 0, Card: card("A8")}, RuleCardUsedThisRound)
}

// ---- §2 Setup ----

func TestSetupStartsEmpty(t *testing.T) {
	for players := 1; players <= 4; players++ {
		g, err := New(Setup{Players: players, Seed: 8})
		require.NoError(t, err)
		assert.Len(t, g.Display(), map[int]int{1: 3, 2: 5, 3: 5, 4: 5}[players])
		assert.Equal(t, []Good{Mushroom, Lettuce, Tomato}, g.GoodsStack())
		assert.Equal(t, map[int]int{1: 5, 2: 7, 3: 7, 4: 7}[players], g.RoundsLeft())
		assert.Equal(t, PhaseWork, g.Phase())
		assert.Equal(t, 1, g.Round())
		for s := rules.Seat(0); int(s) < players; s++ {
			assert.Empty(t, g.CardsOf(s))
			pos, _ := g.Position(s)
			assert.Zero(t, pos, "every manager on the start table")
			if players > 1 {
				assert.Equal(t, Goods{}, g.Stock(s))
				assert.Empty(t, g.Owned(s))
			}
			assert.Equal(t, WorkersPerPlayer, g.WorkersHome(s))
		}
	}
}
