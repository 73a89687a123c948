package reykholt

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/rules"
)

// The acceptance scenarios of Reykholt spec §12, one test each, named after the scenario.

func TestS01SeedAtLeastTwoNeedsTwoSeedings(t *testing.T) {
	g := given(t, 4).gh(0, "G01").stock(0, goods(Tomato, 3)).game()
	refused(t, g, place(g, "F1"), RuleNothingToDo)

	g = given(t, 4).gh(0, "G01").gh(0, "G02").stock(0, goods(Tomato, 3)).game()
	ok(t, g, place(g, "F1"))
	require.Equal(t, DecideSeed, g.Decision())
	refused(t, g, Done{By: 0}, RuleMustContinue)
	ok(t, g, Seed{By: 0, GH: gh("G01"), Good: Tomato, Companion: NoGood})
	refused(t, g, Done{By: 0}, RuleMustContinue)
	ok(t, g, Seed{By: 0, GH: gh("G02"), Good: Tomato, Companion: NoGood})
	onlyLegal(t, g, Done{By: 0})
	out := ok(t, g, Done{By: 0})
	assert.True(t, out.Final, "the placement turn ends")
	assert.Equal(t, goods(Tomato, 3), g.Contents(gh("G01")))
	assert.Equal(t, goods(Tomato, 3), g.Contents(gh("G02")))
	assert.Equal(t, goods(Tomato, 1), g.Stock(0))
	assert.Equal(t, rules.Seat(1), g.ToMove())
}

func TestS03SeedingNeedsAnEmptyGreenhouse(t *testing.T) {
	g := given(t, 4).gh(0, "G13", goods(Tomato, 1)).stock(0, goods(Tomato, 2)).game()
	refused(t, g, place(g, "F6"), RuleNothingToDo)
	refused(t, g, place(g, "F2"), RuleNothingToDo)
}

func TestS05SeededGoodMustBeAllowed(t *testing.T) {
	g := given(t, 4).gh(0, "G13").stock(0, goods(Carrot, 2)).game()
	refused(t, g, place(g, "F2"), RuleNothingToDo)

	g = given(t, 4).gh(0, "G13").stock(0, goods(Carrot, 2, Lettuce, 1)).game()
	ok(t, g, place(g, "F2"))
	refused(t, g, Seed{By: 0, GH: gh("G13"), Good: Carrot, Companion: NoGood}, RuleTypeNotAllowed)
	ok(t, g, Seed{By: 0, GH: gh("G13"), Good: Lettuce, Companion: NoGood})
	assert.Equal(t, goods(Lettuce, 6), g.Contents(gh("G13")))
	assert.Equal(t, goods(Carrot, 2), g.Stock(0))
	onlyLegal(t, g, Done{By: 0})
}

func TestS07HarvestTimeOneGoodFromEachPlantedGreenhouse(t *testing.T) {
	g := given(t, 4).gh(0, "G09", goods(Mushroom, 4)).gh(0, "G01", goods(Tomato, 1)).gh(0, "G05").game()
	g.startHarvest()
	assert.Equal(t, goods(Mushroom, 1, Tomato, 1), g.Stock(0))
	assert.Equal(t, goods(Mushroom, 3), g.Contents(gh("G09")))
	assert.Equal(t, Goods{}, g.Contents(gh("G01")), "G01 is empty, seedable next Work Time")
	assert.Equal(t, Goods{}, g.Contents(gh("G05")))
	assert.Equal(t, PhaseTourism, g.Phase(), "P is asked nothing")
}

func TestS09DisplayBonusGoods(t *testing.T) {
	g := givenSetup(t, Setup{Players: 4, Seed: 1, Display: []CardID{card("A4"), card("A5"), card("A6"), card("A7"), card("A8")}}).game()
	require.Equal(t, []Good{Mushroom, Lettuce, Tomato}, g.GoodsStack(), "mushroom, lettuce, tomato on top")
	want := []Goods{{}, {}, goods(Tomato, 1), goods(Lettuce, 1), goods(Mushroom, 1)}
	seats := []rules.Seat{0, 1, 2, 3, 1}
	spaces := []string{"T1", "T2", "T1", "T2", "T1"}
	for i := range want {
		if i == 2 || i == 4 {
			// A following round: the workers are home and the flags unused.
			g.occ = [24]worker{}
			for k := range g.occ {
				g.occ[k].seat = -1
			}
			for s := range g.pl {
				g.pl[s].flags = [2]int8{}
			}
		}
		f := &fix{t: t, g: g}
		f.turn(seats[i])
		s := seats[i]
		before := g.Stock(s)
		ok(t, g, place(g, spaces[i]))
		ok(t, g, legalOf[ChooseCard](g)[0])
		got := g.Stock(s)
		for k := range got {
			got[k] -= before[k]
		}
		assert.Equal(t, want[i], got, "take %d", i+1)
	}
	assert.Empty(t, g.Display())
	assert.Empty(t, g.GoodsStack())
	g.occ = [24]worker{}
	for k := range g.occ {
		g.occ[k].seat = -1
	}
	g.pl[2].flags = [2]int8{}
	(&fix{t: t, g: g}).turn(2)
	refused(t, g, place(g, "T1"), RuleNothingToDo)
	refused(t, g, place(g, "T2"), RuleNothingToDo)
}

func TestS11SharingAnOngoingCard(t *testing.T) {
	f := given(t, 4).card(1, "A4", "A8").card(3, "A6").card(0, "A7")
	g := f.game()
	ok(t, g, place(g, "T3"))
	require.Equal(t, DecideShareCard, g.Decision())
	out := ok(t, g, ChooseCard{By: 0, Card: card("A4")})
	assert.True(t, out.Final)
	assert.Equal(t, rules.Seat(1), g.CardOwner(card("A4")))
	assert.Equal(t, rules.Seat(0), g.CardSharer(card("A4")))
	assert.True(t, g.Holds(0, card("A4")) && g.Holds(1, card("A4")))

	// Either holder takes 1 tomato after a Market space; the others do not.
	for _, c := range []struct {
		seat  rules.Seat
		space string
		want  Goods
	}{
		{1, "M5", goods(Carrot, 1, Tomato, 1)},
		{2, "M4", goods(Tomato, 1, Lettuce, 1)},
		{3, "M1", goods(Mushroom, 1, Cauliflower, 1)},
		{0, "M2", goods(Tomato, 3)},
	} {
		require.Equal(t, c.seat, g.ToMove())
		out := ok(t, g, place(g, c.space))
		assert.Equal(t, c.want, gained(out, c.seat), "seat %d on %s", c.seat, c.space)
		if c.seat == 0 || c.seat == 1 {
			last := out.Events[len(out.Events)-1]
			assert.Equal(t, GainDetail{Goods: goods(Tomato, 1), Card: card("A4")}, last.Detail, "the tomato comes after the space")
		}
	}

	// A later round: P3 shares, but A4 is already shared.
	clear := func() {
		for k := range g.occ {
			g.occ[k] = worker{seat: -1}
		}
		for s := range g.pl {
			g.pl[s].flags = [2]int8{}
		}
	}
	clear()
	f.turn(2)
	ok(t, g, place(g, "T3"))
	refused(t, g, ChooseCard{By: 2, Card: card("A4")}, RuleAlreadyShared)
	ok(t, g, ChooseCard{By: 2, Card: card("A6")})

	// Another round: P4 may place on T3 only thanks to P1's A7; P2's A8 is not a neighbour's.
	clear()
	f.turn(3)
	without := g.Copy()
	without.cardOwner[card("A7")] = -1
	refused(t, without, place(without, "T3"), RuleNothingToDo)
	ok(t, g, place(g, "T3"))
	refused(t, g, ChooseCard{By: 3, Card: card("A8")}, RuleNotNeighbour)
	onlyLegal(t, g, ChooseCard{By: 3, Card: card("A7")})
}

func TestS13SharingASpentOnceCard(t *testing.T) {
	f := given(t, 3).card(1, "A1")
	g := f.game()
	require.True(t, g.CardSpent(card("A1")))
	ok(t, g, place(g, "T3"))
	out := ok(t, g, ChooseCard{By: 0, Card: card("A1")})
	assert.Equal(t, goods(Tomato, 1, Lettuce, 1, Mushroom, 1), g.Stock(0))
	assert.Equal(t, Goods{}, g.Stock(1), "the owner gets nothing")
	assert.Equal(t, goods(Tomato, 1, Lettuce, 1, Mushroom, 1), gained(out, 0))
	assert.Equal(t, rules.Seat(0), g.CardSharer(card("A1")))

	// Later P3 tries to share it too (T3 is open to P3 through another card of P1).
	f.card(0, "A7")
	for k := range g.occ {
		g.occ[k] = worker{seat: -1}
	}
	f.turn(2)
	stocks := [3]Goods{g.Stock(0), g.Stock(1), g.Stock(2)}
	ok(t, g, place(g, "T3"))
	refused(t, g, ChooseCard{By: 2, Card: card("A1")}, RuleAlreadyShared)
	assert.Equal(t, stocks, [3]Goods{g.Stock(0), g.Stock(1), g.Stock(2)}, "A1 gives nothing more")
}

func TestS15OrIsExclusiveAndInAnyOrder(t *testing.T) {
	build := func() *Game { return given(t, 4).gh(0, "G05", goods(Tomato, 1)).stock(0, goods(Lettuce, 1)).game() }

	// A: M6 is an OR.
	for branch, want := range []Goods{goods(Lettuce, 1, Mushroom, 1), goods(Lettuce, 1, Cauliflower, 1)} {
		g := build()
		ok(t, g, place(g, "M6"))
		require.Equal(t, DecideBranch, g.Decision(), "P must pick one branch")
		assert.Equal(t, []rules.Move{Branch{By: 0, Part: 0}, Branch{By: 0, Part: 1}}, g.Legal())
		out := ok(t, g, Branch{By: 0, Part: int8(branch)})
		assert.True(t, out.Final)
		assert.Equal(t, want, g.Stock(0), "exactly one of the goods, never both")
	}

	// B: F4 is an AND, in any order, every possible action done.
	g := build()
	ok(t, g, place(g, "F4"))
	require.Equal(t, DecideAction, g.Decision())
	refused(t, g, Resolve{By: 0, Part: 0}, RuleNotDoable)
	onlyLegal(t, g, Resolve{By: 0, Part: 1})
	out := ok(t, g, Resolve{By: 0, Part: 1})
	assert.False(t, out.Final)
	ok(t, g, Harvest{By: 0, GH: gh("G05"), Good: Tomato})
	require.Equal(t, DecideSeed, g.Decision(), "the seeding is now possible and therefore mandatory")
	refused(t, g, Done{By: 0}, RuleMustContinue)
	out = ok(t, g, Seed{By: 0, GH: gh("G05"), Good: Lettuce, Companion: NoGood})
	assert.True(t, out.Final)
	assert.Equal(t, goods(Tomato, 1), g.Stock(0))
	assert.Equal(t, goods(Lettuce, 4), g.Contents(gh("G05")))
	assert.Equal(t, rules.Seat(1), g.ToMove())
}

func TestS17APlacementNeedsSomethingToDo(t *testing.T) {
	g := given(t, 4).emptyPile(Pile3).game()
	refused(t, g, place(g, "P2"), RuleNothingToDo)
	ok(t, g, place(g, "P6"))
	refused(t, g, Branch{By: 0, Part: 0}, RuleNotDoable)
	ok(t, g, Branch{By: 0, Part: 1})
	assert.Equal(t, goods(Tomato, 1), g.Stock(0))
}

// tableOrder lists the seats on position pos, front first.
func tableOrder(g *Game, pos int) []rules.Seat {
	var out []rules.Seat
	for s := range g.pl[:g.n] {
		if int(g.pl[s].pos) == pos {
			out = append(out, rules.Seat(s))
		}
	}
	slices.SortFunc(out, func(a, b rules.Seat) int { return int(g.pl[b].arrive - g.pl[a].arrive) })
	return out
}

func TestS19TourismOrderAndStacking(t *testing.T) {
	const A, B, C, D = 0, 1, 2, 3
	g := given(t, 4).pos(A, 7).pos(B, 9).pos(C, 9).pos(D, 3).game()
	g.startTourism()
	assert.Equal(t, []rules.Seat{C, B, A, D}, g.TourismOrder())
	assert.Equal(t, rules.Seat(C), g.ToMove())

	// A newcomer on table 9 stands in front of both.
	g = given(t, 4).pos(B, 9).pos(C, 9).pos(A, 8).tourism(A).game()
	require.Equal(t, []rules.Seat{C, B}, tableOrder(g, 9))
	ok(t, g, Bonus{By: A})
	assert.Equal(t, []rules.Seat{A, C, B}, tableOrder(g, 9))
}

func TestS21BonusCannotBeSkippedAndGivesTheTablesGoods(t *testing.T) {
	g := given(t, 4).pos(0, 5).tourism(0).game()
	_, _, good, amount := TableAt(6)
	require.Equal(t, Tomato, good)
	require.Equal(t, 2, amount)
	refused(t, g, Advance{By: 0, FromGH: [2]GreenhouseID{NoGreenhouse, NoGreenhouse}}, RuleCannotPay)
	refused(t, g, Stop{By: 0}, RuleBonusPending)
	out := ok(t, g, Bonus{By: 0})
	assert.False(t, out.Final)
	pos, _ := g.Position(0)
	assert.Equal(t, 6, pos)
	assert.Equal(t, goods(Tomato, 2), g.Stock(0))
	refused(t, g, Bonus{By: 0}, RuleBonusUsed)
	refused(t, g, Advance{By: 0, FromGH: [2]GreenhouseID{NoGreenhouse, NoGreenhouse}}, RuleCannotPay)
	onlyLegal(t, g, Stop{By: 0})
}

func TestS23WrapAroundCost(t *testing.T) {
	g := given(t, 4).pos(0, 30).stock(0, goods(Tomato, 7)).tourism(0).game()
	noGH := [2]GreenhouseID{NoGreenhouse, NoGreenhouse}
	ok(t, g, Advance{By: 0, FromGH: noGH})
	pos, _ := g.Position(0)
	assert.Equal(t, 31, pos)
	table, lap, _, _ := TableAt(pos)
	assert.Equal(t, [2]int{1, 1}, [2]int{table, lap}, "table 1 of lap 1; the start table is passed")
	assert.Equal(t, Goods{}, g.Stock(0))
	ok(t, g, Bonus{By: 0})
	pos, _ = g.Position(0)
	assert.Equal(t, 32, pos)
	table, lap, good, amount := TableAt(pos)
	assert.Equal(t, []int{2, 1, int(Lettuce), 7}, []int{table, lap, int(good), amount})
	assert.Equal(t, goods(Lettuce, 7), g.Stock(0))
	assert.Equal(t, "table 2 of lap 1", TableWords(pos))
	out := ok(t, g, Stop{By: 0})
	assert.True(t, out.Final)
}

func TestS25GreenhouseCardsKeptPerPlayerCount(t *testing.T) {
	ids := func(codes ...string) []GreenhouseID {
		var out []GreenhouseID
		for _, c := range codes {
			out = append(out, gh(c))
		}
		return out
	}
	g, err := New(Setup{Players: 2, Seed: 1})
	require.NoError(t, err)
	for _, c := range []string{"G03", "G04", "G07", "G08", "G11", "G12", "G15", "G16", "G22", "G23"} {
		assert.False(t, g.InGame(gh(c)), "%s is out of the game", c)
	}
	for p, want := range [][]GreenhouseID{ids("G01", "G02"), ids("G05", "G06"), ids("G09", "G10"), ids("G13", "G14")} {
		assert.Equal(t, want, g.PileCards(Pile(p)))
		_, down := g.Top(Pile(p))
		assert.False(t, down, "fixed piles lie face up")
	}
	require.Equal(t, 5, g.PileSize(PileRandom))
	top, down := g.Top(PileRandom)
	assert.Equal(t, gh("G17"), top)
	assert.True(t, down, "G17 lies face down")
	below := g.PileCards(PileRandom)[:4]
	assert.ElementsMatch(t, ids("G18", "G19", "G20", "G21"), below)

	// The order beneath G17 is the seed's.
	orders := map[[4]GreenhouseID]bool{}
	for seed := uint64(0); seed < 20; seed++ {
		a, _ := New(Setup{Players: 2, Seed: seed})
		b, _ := New(Setup{Players: 2, Seed: seed})
		assert.Equal(t, a.PileCards(PileRandom), b.PileCards(PileRandom), "same seed, same order")
		orders[[4]GreenhouseID(a.PileCards(PileRandom)[:4])] = true
	}
	assert.Greater(t, len(orders), 1, "different seeds give different orders")

	for players, want := range map[int]int{3: 3, 4: 4} {
		g, err := New(Setup{Players: players, Seed: 1})
		require.NoError(t, err)
		for p := Pile3; p <= Pile6; p++ {
			assert.Equal(t, want, g.PileSize(p), "%d players, %s", players, p)
		}
		assert.Equal(t, want+3, g.PileSize(PileRandom), "%d players, random pile", players)
	}
}

func TestS27SoloBlockedSpacesAndAlternatingColours(t *testing.T) {
	g, err := New(Setup{Players: 1, Seed: 1, Display: []CardID{card("A5"), card("A6"), card("A7")}})
	require.NoError(t, err)
	require.Equal(t, []GreenhouseID{gh("G17")}, g.Owned(0), "round 1's card is G17")
	require.Equal(t, goods(Tomato, 1), g.Stock(0))

	// Round 1: colour-1 workers on m1, f2 and t1.
	ok(t, g, place(g, "m1"))
	ok(t, g, place(g, "f2"))
	ok(t, g, Seed{By: 0, GH: gh("G17"), Good: Tomato, Companion: NoGood})
	ok(t, g, Done{By: 0})
	ok(t, g, place(g, "t1"))
	ok(t, g, ChooseCard{By: 0, Card: card("A7")})
	require.Equal(t, PhaseTourism, g.Phase())
	ok(t, g, Bonus{By: 0})
	stock := g.Stock(0)
	ok(t, g, Stop{By: 0})

	// Round 2 begins with the top random card and 1 tomato, before any placement.
	require.Equal(t, 2, g.Round())
	require.Equal(t, DecidePlace, g.Decision())
	require.Len(t, g.Owned(0), 2)
	assert.Equal(t, stock[Tomato]+1, g.Stock(0)[Tomato])
	for _, code := range []string{"m1", "f2", "t1"} {
		s, colour := g.Occupant(spaceOf(g, code))
		assert.Equal(t, [2]int{0, 0}, [2]int{int(s), colour}, "%s keeps its colour-1 worker", code)
	}
	refused(t, g, place(g, "t1"), RuleSpaceOccupied)
	refused(t, g, place(g, "p1"), RuleSpaceClosed)
	refused(t, g, place(g, "p2"), RuleSpaceClosed)
	assert.Equal(t, 1, g.WorkingColour())
	ok(t, g, place(g, "t2"))
	ok(t, g, ChooseCard{By: 0, Card: card("A6")})
	_, colour := g.Occupant(spaceOf(g, "t2"))
	assert.Equal(t, 1, colour, "colour-2 worker")
	ok(t, g, place(g, "m2"))
	ok(t, g, place(g, "m4"))
	require.Equal(t, PhaseTourism, g.Phase())
	ok(t, g, Bonus{By: 0})
	ok(t, g, Stop{By: 0})

	// Round 2's Homecoming: colour 1 home, colour 2 stays.
	require.Equal(t, 3, g.Round())
	for _, code := range []string{"m1", "f2", "t1"} {
		s, _ := g.Occupant(spaceOf(g, code))
		assert.Equal(t, rules.NoSeat, s, "%s is free again", code)
	}
	for _, code := range []string{"t2", "m2", "m4"} {
		s, colour := g.Occupant(spaceOf(g, code))
		assert.Equal(t, [2]int{0, 1}, [2]int{int(s), colour}, "%s keeps its colour-2 worker", code)
	}
	assert.Equal(t, 0, g.WorkingColour())

	// The game ends at round 5's Homecoming; the player wins with pos ≥ 21.
	calm(t, g, 500, func() bool { return g.Round() == 5 && g.Phase() == PhaseTourism })
	require.Equal(t, 5, g.Rounds())
	for _, c := range []struct {
		pos   int
		won   bool
		total int
	}{{20, true, 0}, {24, true, 4}, {15, false, -5}} {
		h := g.Copy()
		h.pl[0].pos = int16(c.pos)
		ok(t, h, Bonus{By: 0})
		out := ok(t, h, Stop{By: 0})
		require.True(t, h.Over())
		assert.True(t, out.Final)
		assert.True(t, hasEvent(out, EvGameOver))
		res := h.Result()
		assert.Equal(t, c.total, res.Scores[0].Total, "from %d", c.pos)
		if c.won {
			assert.Equal(t, []rules.Seat{0}, res.Winners)
		} else {
			assert.Empty(t, res.Winners)
		}
	}
}

func TestS29StartPlayerRoleMovesLeft(t *testing.T) {
	g := given(t, 3).card(0, "A8").stock(0, goods(Tomato, 1)).game()
	require.Equal(t, rules.Seat(0), g.StartPlayer())
	ok(t, g, UseCard{By: 0, Card: card("A8")})
	ok(t, g, SelectGoods{By: 0, Goods: goods(Tomato, 1)})
	ok(t, g, SelectGoods{By: 0, Goods: goods(Lettuce, 1)})
	calm(t, g, 300, func() bool { return g.Phase() == PhaseTourism && g.tourIdx == g.n-1 && g.pl[g.ToMove()].bonus })
	used, _ := g.FlagsUsed(0, Property)
	require.Equal(t, 1, used, "a flag space was used")
	require.True(t, g.CardUsedThisRound(card("A8"), 0))
	for s := rules.Seat(0); s < 3; s++ {
		require.True(t, g.BonusUsed(s))
	}
	require.Equal(t, 7, g.RoundsLeft())
	out := ok(t, g, Stop{By: g.ToMove()})
	assert.True(t, out.Final)
	assert.True(t, hasEvent(out, EvHomecoming))

	for i := range sides[g.side] {
		s, _ := g.Occupant(SpaceID(i))
		assert.Equal(t, rules.NoSeat, s, "every worker is home")
	}
	assert.Equal(t, rules.Seat(1), g.StartPlayer())
	assert.Equal(t, rules.Seat(1), g.ToMove())
	assert.Equal(t, 2, g.Round())
	assert.Equal(t, 6, g.RoundsLeft(), "rounds 2–7 remain")
	for s := rules.Seat(0); s < 3; s++ {
		for _, c := range []Column{Property, TownHall} {
			used, _ := g.FlagsUsed(s, c)
			assert.Zero(t, used)
		}
		assert.False(t, g.BonusUsed(s))
	}
	assert.False(t, g.CardUsedThisRound(card("A8"), 0))
}
