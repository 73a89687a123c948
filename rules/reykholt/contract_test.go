package reykholt

import (
	"fmt"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/rules"
)

// Reykholt's side of the rules contract that only Reykholt knows: which moves Outcome.Final
// marks as undo boundaries (spec §10.3), the data tables, Definition and the setup options. The
// contract itself is checked by the conformance suite (conformance_test.go).

// finalCase is one move and whether it is an undo boundary.
type finalCase struct {
	name  string
	build func(t *testing.T) *Game
	steps func(g *Game) []rules.Move // the moves before the one checked, each required legal
	move  func(g *Game) rules.Move
	final bool
}

func TestOutcomeFinalAtUndoBoundaries(t *testing.T) {
	noMoves := func(*Game) []rules.Move { return nil }
	cases := []finalCase{
		{"a placement that finishes the space ends the turn", func(t *testing.T) *Game { return given(t, 4).game() },
			noMoves, func(g *Game) rules.Move { return place(g, "M1") }, true},
		{"a placement with a sub-choice pending", func(t *testing.T) *Game {
			return given(t, 4).gh(0, "G01").gh(0, "G02").stock(0, goods(Tomato, 2)).game()
		}, noMoves, func(g *Game) rules.Move { return place(g, "F2") }, false},
		{"a seeding with more allowed", func(t *testing.T) *Game {
			return given(t, 4).gh(0, "G01").gh(0, "G02").stock(0, goods(Tomato, 2)).game()
		}, func(g *Game) []rules.Move { return []rules.Move{place(g, "F2")} },
			func(g *Game) rules.Move { return seedMove(0, "G01", Tomato) }, false},
		{"Done ends the placement turn", func(t *testing.T) *Game {
			return given(t, 4).gh(0, "G01").gh(0, "G02").stock(0, goods(Tomato, 2)).game()
		}, func(g *Game) []rules.Move { return []rules.Move{place(g, "F2"), seedMove(0, "G01", Tomato)} },
			func(g *Game) rules.Move { return Done{By: 0} }, true},
		{"a greenhouse given back", func(t *testing.T) *Game { return given(t, 4).gh(0, "G01").game() },
			func(g *Game) []rules.Move { return []rules.Move{place(g, "T4")} },
			func(g *Game) rules.Move { return GiveGreenhouse{By: 0, GH: gh("G01")} }, false},
		{"a take from the random pile on a space", func(t *testing.T) *Game { return given(t, 4).game() },
			noMoves, func(g *Game) rules.Move { return place(g, "P1") }, true},
		{"a take from the random pile inside a turn (Any card before placing)", func(t *testing.T) *Game {
			return given(t, 4).card(0, "E2").gh(0, "G01").game()
		}, func(g *Game) []rules.Move {
			return []rules.Move{UseCard{By: 0, Card: card("E2")}, GiveGreenhouse{By: 0, GH: gh("G01")}}
		}, func(g *Game) rules.Move { return ChoosePile{By: 0, Pile: PileRandom} }, true},
		{"a take from a fixed pile inside a turn", func(t *testing.T) *Game {
			return given(t, 4).card(0, "E2").gh(0, "G01").game()
		}, func(g *Game) []rules.Move {
			return []rules.Move{UseCard{By: 0, Card: card("E2")}, GiveGreenhouse{By: 0, GH: gh("G01")}}
		}, func(g *Game) rules.Move { return ChoosePile{By: 0, Pile: Pile3} }, false},
		{"a take from the random pile in a Tourism turn", func(t *testing.T) *Game {
			return given(t, 4).card(0, "E2").gh(0, "G01").tourism(0).game()
		}, func(g *Game) []rules.Move {
			return []rules.Move{UseCard{By: 0, Card: card("E2")}, GiveGreenhouse{By: 0, GH: gh("G01")}}
		}, func(g *Game) rules.Move { return ChoosePile{By: 0, Pile: PileRandom} }, true},
		{"an Any card before placing", func(t *testing.T) *Game { return given(t, 4).card(0, "A8").stock(0, goods(Tomato, 1)).game() },
			noMoves, func(g *Game) rules.Move { return UseCard{By: 0, Card: card("A8")} }, false},
		{"the end of an Any card before placing", func(t *testing.T) *Game {
			return given(t, 4).card(0, "A8").stock(0, goods(Tomato, 1)).game()
		}, func(g *Game) []rules.Move {
			return []rules.Move{UseCard{By: 0, Card: card("A8")}, SelectGoods{By: 0, Goods: goods(Tomato, 1)}}
		}, func(g *Game) rules.Move { return SelectGoods{By: 0, Goods: goods(Carrot, 1)} }, false},
		{"a pass", func(t *testing.T) *Game {
			f := given(t, 2)
			for _, sp := range sides[SideSmall] {
				f.worker(1, sp.ID)
			}
			return f.game()
		}, noMoves, func(g *Game) rules.Move { return Pass{By: 0} }, true},
		{"the last placement ends Work Time", func(t *testing.T) *Game {
			g := given(t, 2).game()
			g.wturn = 5
			return g
		}, noMoves, func(g *Game) rules.Move { return place(g, "m1") }, true},
		{"a first harvest pick of two", func(t *testing.T) *Game {
			g := given(t, 4).gh(0, "G09", goods(Tomato, 4, Carrot, 1)).gh(0, "G13", goods(Tomato, 5, Carrot, 1)).game()
			g.startHarvest()
			return g
		}, noMoves, func(g *Game) rules.Move { return Pick{By: 0, GH: gh("G09"), Good: Carrot} }, false},
		{"the last harvest pick of a player", func(t *testing.T) *Game {
			g := given(t, 4).gh(0, "G09", goods(Tomato, 4, Carrot, 1)).gh(0, "G13", goods(Tomato, 5, Carrot, 1)).game()
			g.startHarvest()
			return g
		}, func(g *Game) []rules.Move { return []rules.Move{Pick{By: 0, GH: gh("G09"), Good: Carrot}} },
			func(g *Game) rules.Move { return Pick{By: 0, GH: gh("G13"), Good: Tomato} }, true},
		{"an A5 choice ends the player's Harvest Time", func(t *testing.T) *Game {
			g := given(t, 4).card(0, "A5").gh(0, "G09", goods(Tomato, 4)).gh(0, "G13", goods(Tomato, 6)).game()
			g.startHarvest()
			return g
		}, noMoves, func(g *Game) rules.Move { return Double{By: 0, GH: gh("G13")} }, true},
		{"a paid advance", func(t *testing.T) *Game { return given(t, 4).stock(0, goods(Tomato, 1)).tourism(0).game() },
			noMoves, func(g *Game) rules.Move { return advance(0) }, false},
		{"the Bonus", func(t *testing.T) *Game { return given(t, 4).tourism(0).game() },
			noMoves, func(g *Game) rules.Move { return Bonus{By: 0} }, false},
		{"an Any card in a Tourism turn", func(t *testing.T) *Game {
			return given(t, 4).card(0, "D7").stock(0, goods(Carrot, 1)).tourism(0).game()
		}, noMoves, func(g *Game) rules.Move { return UseCard{By: 0, Card: card("D7")} }, false},
		{"Stop ends the Tourism turn", func(t *testing.T) *Game { return given(t, 4).tourism(0).game() },
			func(g *Game) []rules.Move { return []rules.Move{Bonus{By: 0}} },
			func(g *Game) rules.Move { return Stop{By: 0} }, true},
		{"the last move of the game", func(t *testing.T) *Game {
			g := given(t, 2).tourism(0).game()
			g.round = 7
			g.tourIdx = 1
			return g
		}, func(g *Game) []rules.Move { return []rules.Move{Bonus{By: 1}} },
			func(g *Game) rules.Move { return Stop{By: 1} }, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g := c.build(t)
			for _, m := range c.steps(g) {
				out := ok(t, g, m)
				require.False(t, out.Final, "%v before the checked move is not final", m)
			}
			out := ok(t, g, c.move(g))
			assert.Equal(t, c.final, out.Final)
		})
	}
}

func TestDataTotals(t *testing.T) {
	assert.Len(t, sides[SideLarge], 24)
	assert.Len(t, sides[SideSmall], 16)
	assert.Equal(t, 6, SideLarge.Rows())
	assert.Equal(t, 4, SideSmall.Rows())
	flags := map[Side][]string{SideLarge: {"P1", "T1", "P2", "T2", "P3", "T3", "P4"}, SideSmall: {"p1", "t1", "p2", "t2"}}
	for side, want := range flags {
		var got []string
		for i, sp := range side.Spaces() {
			assert.Equal(t, i/4+1, sp.Row, sp.ID)
			assert.Equal(t, Column(i%4), sp.Column, sp.ID)
			assert.Equal(t, "PFMT"[i%4], sp.ID[0]&^0x20, sp.ID)
			assert.Equal(t, fmt.Sprint(sp.Row), sp.ID[1:], sp.ID)
			assert.NotEmpty(t, sp.Text)
			if sp.Flag {
				got = append(got, sp.ID)
			}
		}
		assert.ElementsMatch(t, want, got, "flags of side %d", side)
	}

	require.Len(t, Greenhouses, 23)
	perPile := map[Pile]int{}
	for i, h := range Greenhouses {
		assert.Equal(t, fmt.Sprintf("G%02d", i+1), h.ID)
		perPile[h.Pile]++
		if h.Pile != PileRandom {
			assert.Equal(t, int(h.Pile)+3, h.Parcels, h.ID)
		}
	}
	assert.Equal(t, map[Pile]int{Pile3: 4, Pile4: 4, Pile5: 4, Pile6: 4, PileRandom: 7}, perPile)
	for code, want := range map[string][]Good{
		"G01": {Tomato, Lettuce, Mushroom, Cauliflower, Carrot}, "G05": {Tomato, Lettuce, Mushroom, Cauliflower},
		"G09": {Tomato, Lettuce, Mushroom}, "G13": {Tomato, Lettuce}, "G17": {Tomato, Lettuce, Mushroom, Cauliflower, Carrot},
		"G18": {Tomato, Lettuce, Mushroom, Cauliflower}, "G19": {Lettuce, Mushroom, Cauliflower, Carrot},
		"G20": {Tomato, Lettuce, Cauliflower}, "G21": {Tomato, Lettuce, Mushroom},
		"G22": {Tomato, Lettuce, Mushroom, Cauliflower, Carrot}, "G23": {Tomato, Lettuce, Mushroom, Cauliflower, Carrot},
	} {
		assert.Equal(t, want, Greenhouses[gh(code)].AllowedGoods(), code)
	}
	for code, parcels := range map[string]int{"G17": 4, "G18": 3, "G19": 4, "G20": 5, "G21": 6, "G22": 5, "G23": 6} {
		assert.Equal(t, parcels, Greenhouses[gh(code)].Parcels, code)
	}
	for code, minPlayers := range map[string]int{"G01": 1, "G02": 1, "G03": 3, "G04": 4, "G16": 4, "G17": 1, "G21": 1, "G22": 3, "G23": 4} {
		assert.Equal(t, minPlayers, Greenhouses[gh(code)].MinPlayers, code)
	}

	require.Len(t, Cards, 36)
	sizes := map[byte]int{}
	for _, set := range Sets {
		for i, c := range SetCards(set) {
			assert.Equal(t, fmt.Sprintf("%c%d", set, i+1), Cards[c].ID)
			assert.NotEmpty(t, Cards[c].Name)
			assert.NotEmpty(t, Cards[c].Text)
			assert.Equal(t, Cards[c].Kind == Ongoing, Cards[c].effect < 0, Cards[c].ID)
			sizes[set]++
		}
		assert.NotEmpty(t, SetNames[set])
	}
	assert.Equal(t, map[byte]int{'A': 8, 'B': 7, 'C': 7, 'D': 7, 'E': 7}, sizes)
	assert.Nil(t, SetCards('F'))

	assert.Equal(t, 30, TrackTables)
	amounts := map[int]int{}
	for pos := 1; pos <= TrackTables; pos++ {
		table, lap, _, amount := TableAt(pos)
		assert.Equal(t, [2]int{pos, 0}, [2]int{table, lap})
		amounts[amount]++
	}
	assert.Equal(t, map[int]int{1: 5, 2: 5, 3: 5, 4: 5, 5: 5, 6: 5}, amounts)
}

func TestDefinition(t *testing.T) {
	var d Definition
	assert.Equal(t, "reykholt", d.GameID())
	lo, hi := d.SeatRange()
	assert.Equal(t, [2]int{1, 4}, [2]int{lo, hi})
	require.Len(t, d.Options(), 1)
	o := d.Options()[0]
	assert.Equal(t, OptionServices, o.Key)
	assert.Equal(t, "A", o.Default)
	var values []string
	for _, c := range o.Choices {
		values = append(values, c.Value)
	}
	assert.Equal(t, []string{"A", "B", "C", "D", "E", "random"}, values)

	for seats := 1; seats <= 4; seats++ {
		rg, err := d.NewGame(seats, 5, nil)
		require.NoError(t, err)
		g := rg.(*Game)
		assert.Equal(t, seats, g.Seats())
		assert.Equal(t, byte('A'), g.Set(), "set A by default")
		assert.Equal(t, rules.Seat(0), g.StartPlayer(), "seat 0 starts a normal game")
		for _, set := range "ABCDE" {
			rg, err := d.NewGame(seats, 5, rules.Options{OptionServices: string(set)})
			require.NoError(t, err)
			g := rg.(*Game)
			assert.Equal(t, byte(set), g.Set())
			for _, c := range g.Display() {
				assert.Equal(t, byte(set), Cards[c].Set)
			}
		}
	}
	drawn := map[byte]bool{}
	for seed := uint64(0); seed < 30; seed++ {
		rg, err := d.NewGame(3, seed, rules.Options{OptionServices: "random"})
		require.NoError(t, err)
		drawn[rg.(*Game).Set()] = true
	}
	assert.Greater(t, len(drawn), 2, "the random set is drawn from the seed")
	for _, c := range []struct {
		seats int
		opts  rules.Options
	}{
		{0, nil}, {5, nil}, {2, rules.Options{OptionServices: "F"}}, {2, rules.Options{"start": "1"}},
	} {
		_, err := d.NewGame(c.seats, 1, c.opts)
		assert.Error(t, err, "%d seats, %v", c.seats, c.opts)
	}
}

func TestSetupOptions(t *testing.T) {
	// The start player: a seat, or drawn; a seat beyond the count is refused.
	for players := 2; players <= 4; players++ {
		for start := 0; start < players; start++ {
			g, err := New(Setup{Players: players, Seed: 1, Start: start})
			require.NoError(t, err)
			assert.Equal(t, rules.Seat(start), g.StartPlayer())
			assert.Equal(t, rules.Seat(start), g.ToMove())
		}
		_, err := New(Setup{Players: players, Seed: 1, Start: players})
		assert.Error(t, err, "start %d of %d", players+1, players)
		starts := map[rules.Seat]bool{}
		for seed := uint64(0); seed < 30; seed++ {
			g, err := New(Setup{Players: players, Seed: seed, Start: -1})
			require.NoError(t, err)
			starts[g.StartPlayer()] = true
		}
		assert.Len(t, starts, players, "every seat can be drawn")
	}
	g, err := New(Setup{Players: 1, Seed: 1, Start: -1})
	require.NoError(t, err)
	assert.Equal(t, rules.Seat(0), g.StartPlayer())

	for _, s := range []Setup{
		{Players: 0}, {Players: 5}, {Players: 2, Set: 'F'},
		{Players: 2, RandomPile: []GreenhouseID{gh("G18")}},
		{Players: 2, RandomPile: []GreenhouseID{gh("G18"), gh("G19"), gh("G20"), gh("G22")}},
		{Players: 2, Display: []CardID{card("B1")}},
		{Players: 1, Display: []CardID{card("A1"), card("A2"), card("A3"), card("A4")}},
	} {
		_, err := New(s)
		assert.Error(t, err, "%+v", s)
	}
	pile := []GreenhouseID{gh("G21"), gh("G19"), gh("G18"), gh("G20")}
	g, err = New(Setup{Players: 2, RandomPile: pile, Display: []CardID{card("A3"), card("A1")}})
	require.NoError(t, err)
	assert.Equal(t, append(slices.Clone(pile), gh("G17")), g.PileCards(PileRandom))
	assert.Equal(t, []CardID{card("A3"), card("A1")}, g.Display())
}
