package reykholt

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"northtable/rules"
	"northtable/rules/rulestest"
)

// conformance is Reykholt described to the rules conformance suite (rules/rulestest): its
// invariants and conservation of goods, candidate moves, plain-words test, what its samples
// keep, the positions random play rarely reaches, and its golden games.
var conformance = rulestest.Suite{
	Def: Definition{},
	// The suite's games also draw the start player from the seed (a normal game seats seat 0
	// first).
	New: func(seats int, seed uint64, opts rules.Options) (rules.Game, error) {
		if err := rules.CheckOptions(Options, opts); err != nil {
			return nil, err
		}
		s := Setup{Players: seats, Seed: seed, Start: -1}
		if v := opts.Get(Options[0]); v == "random" {
			s.RandomSet = true
		} else {
			s.Set = v[0]
		}
		return New(s)
	},
	Invariant: func(g rules.Game) error { return invariantError(g.(*Game)) },
	Follow:    follow,
	// At one checked position in eighty the candidates also sweep every field of every kind
	// for both seats (every greenhouse, not only the owned ones), so Allowed and Check are
	// seen to agree over the whole range without every position paying for it.
	Candidates: func(g rules.Game, r *rand.Rand) []rules.Move {
		out := candidates(g.(*Game))
		if r.IntN(80) == 0 {
			out = append(out, sweep(g.(*Game))...)
		}
		return out
	},
	Words: func(words string) error {
		if !plainWords(words) {
			return errors.New("a code or Go name")
		}
		return nil
	},
	Sample:    sampleError,
	Positions: positions(),
	Golden: []rulestest.Golden{
		{Name: "4 players, set C", Bot: 1, New: func() (rules.Game, error) {
			return New(Setup{Players: 4, Seed: 12345, Set: 'C', Start: 2})
		},
			Start: "0d9f9189f1f8dfdd28552614791308d9086568cbf259aac83801a21ba89a7a0d",
			End:   "ccf79fcb03688fa7779aa6c04a5a5d2486d1b5d714d62a46f50303c5f41725f3"},
		{Name: "solo, set E", Bot: 1, New: func() (rules.Game, error) { return New(Setup{Players: 1, Seed: 777, Set: 'E'}) },
			Start: "1687e623ef00744bc74204a5a5035e4480f3748fe7c9a42843bf06f29c3339c0",
			End:   "ccd964cfeb123fe2b01a5b9878288b52fdb0c0b0e0bde0a09ae2c54d6ac6fe72"},
	},
	// Random play reaches every kind but Pass (legal only when no space is); a built position
	// has it.
	Kinds: []string{KindPlace, KindUseCard, KindResolve, KindBranch, KindSelectGoods, KindGiveGreenhouse,
		KindChoosePile, KindSeed, KindHarvest, KindDone, KindChooseCard, KindPick, KindDouble, KindAdvance, KindBonus, KindStop},
	Coded: []string{KindPlace, KindPass, KindUseCard, KindResolve, KindBranch, KindSelectGoods, KindGiveGreenhouse,
		KindChoosePile, KindSeed, KindHarvest, KindDone, KindChooseCard, KindPick, KindDouble, KindAdvance, KindBonus, KindStop},
	// The candidates are refused under every rule family: the decision, the end, spaces, cards,
	// goods, greenhouses, the stock, payments and the display.
	Refusals: []string{RuleNotYourDecision, RuleGameOver, RuleSpaceClosed, RuleSpaceOccupied, RuleNothingToDo,
		RuleNotYourCard, RuleGoodsRule, RuleNotOwned, RuleNotInStock, RuleGreenhouseEmpty, RuleCannotPay,
		RuleCardNotInDisplay},
	MaxMoves: 20000,
	// About 2,000 random games per player count and set (1,650 for each of the six choices),
	// every one checked after each move, and as many positions checked as 2 walks per player
	// count and set every fifth move (2 per choice every sixth);
	// 200 under -short and in WebAssembly, where the golden hashes already show the browser
	// computes the same games.
	Counts: rulestest.Counts{RandomGames: 1650, Walks: 2, AgreeEvery: 6, SampleEvery: 8, PlayoutEvery: 5},
	Short:  rulestest.Counts{RandomGames: 170, Walks: 1, AgreeEvery: 25, SampleEvery: 20, PlayoutEvery: 10},
}

// TestConformance runs the rules conformance suite for Reykholt.
func TestConformance(t *testing.T) { rulestest.Run(t, conformance) }

// FuzzReykholtMoves runs the suite's fuzz body over move sequences.
func FuzzReykholtMoves(f *testing.F) {
	rulestest.AddSeeds(f)
	f.Fuzz(func(t *testing.T, data []byte) { rulestest.Fuzz(t, conformance, data) })
}

// follow checks, move by move, what Reykholt keeps through a game: goods are conserved (the
// goods outside the supply change only as the events say), every player advances on the
// track each round, nothing is private, and the game ends after its last round.
func follow(rg rules.Game) func(rules.Move, rules.Outcome) error {
	g := rg.(*Game)
	out := goodsOut(g)
	lastPos := make([]int16, g.n)
	round := g.round
	return func(m rules.Move, o rules.Outcome) error {
		got := goodsOut(g)
		if want := out + crossings(o.Events); got != want {
			return fmt.Errorf("goods not conserved over %v: %d outside the supply, events say %d", m, got, want)
		}
		out = got
		for _, e := range o.Events {
			if e.Private {
				return fmt.Errorf("event %q is private; nothing is in Reykholt", e.Kind)
			}
		}
		if g.round != round {
			for s := range lastPos {
				if g.pl[s].pos <= lastPos[s] {
					return fmt.Errorf("seat %d did not advance in round %d", s, round)
				}
				lastPos[s] = g.pl[s].pos
			}
			round = g.round
		}
		if g.Over() && g.round != g.rounds {
			return fmt.Errorf("over in round %d of %d", g.round, g.rounds)
		}
		return nil
	}
}

// sampleError is what is wrong with a sample beyond the contract: the seen part of the random
// pile stays, its unseen part holds the same cards, and every seat sees what a spectator sees
// (nothing is private); and of the game, that its prompt names the pending decision (none once
// the game is over).
func sampleError(rg, rs rules.Game, seat rules.Seat) error {
	g, s := rg.(*Game), rs.(*Game)
	if p := g.Prompt(); p.Kind != g.Decision() || g.Over() && p != (rules.Prompt{}) {
		return fmt.Errorf("prompt %+v at decision %q", p, g.Decision())
	}
	if g.randHidden != s.randHidden {
		return fmt.Errorf("%d unseen cards, %d in the game", s.randHidden, g.randHidden)
	}
	hidden := int(g.randHidden)
	gp, sp := g.PileCards(PileRandom), s.PileCards(PileRandom)
	if !slices.Equal(gp[hidden:], sp[hidden:]) {
		return fmt.Errorf("the seen part of the random pile is %v, %v in the game", sp[hidden:], gp[hidden:])
	}
	gu, su := slices.Clone(gp[:hidden]), slices.Clone(sp[:hidden])
	slices.Sort(gu)
	slices.Sort(su)
	if !slices.Equal(gu, su) {
		return fmt.Errorf("the unseen part of the random pile holds %v, %v in the game", su, gu)
	}
	if g.View(seat).Hash() != g.View(rules.NoSeat).Hash() {
		return fmt.Errorf("seat %d sees more than a spectator", seat)
	}
	return nil
}

// positions are where random play rarely goes: every decision kind with its cards.
func positions() []rulestest.Position {
	steps := []struct {
		name  string
		build func(t testing.TB) *Game
		moves func(g *Game) []rules.Move
	}{
		{"companion seeding", func(t testing.TB) *Game {
			return given(t, 4).card(0, "C3").gh(0, "G09").gh(0, "G13").gh(0, "G01").stock(0, goods(Tomato, 2, Carrot, 1)).game()
		}, func(g *Game) []rules.Move { return []rules.Move{place(g, "F1")} }},
		{"farm to table and chef's swap", func(t testing.TB) *Game {
			return given(t, 4).card(0, "D2", "D5", "D7").pos(0, 6).gh(0, "G05", goods(Lettuce, 2)).gh(0, "G13", goods(Lettuce, 1, Carrot, 1)).
				stock(0, goods(Tomato, 3, Lettuce, 1)).tourism(0).game()
		}, nil},
		{"harvest picks and doubles", func(t testing.TB) *Game {
			g := given(t, 4).card(0, "A5").gh(0, "G09", goods(Mushroom, 4)).gh(0, "G13", goods(Tomato, 6)).
				gh(1, "G21", goods(Lettuce, 5, Carrot, 1)).game()
			g.startHarvest()
			return g
		}, nil},
		{"share", func(t testing.TB) *Game {
			return given(t, 4).card(1, "A4", "A2").card(3, "A1").card(2, "A5").game()
		}, func(g *Game) []rules.Move { return []rules.Move{place(g, "T3")} }},
		{"take card", func(t testing.TB) *Game { return given(t, 4).display("A1", "A3", "A8").game() },
			func(g *Game) []rules.Move { return []rules.Move{place(g, "T1")} }},
		{"and", func(t testing.TB) *Game {
			return given(t, 4).gh(0, "G05", goods(Tomato, 1)).gh(0, "G01").stock(0, goods(Lettuce, 1)).game()
		}, func(g *Game) []rules.Move { return []rules.Move{place(g, "F4")} }},
		{"exchange of a greenhouse", func(t testing.TB) *Game {
			return given(t, 4).card(0, "E2", "E7").gh(0, "G05", goods(Tomato, 1)).gh(0, "G18").game()
		}, func(g *Game) []rules.Move { return []rules.Move{UseCard{By: 0, Card: card("E2")}} }},
		{"swap", func(t testing.TB) *Game {
			return given(t, 4).card(0, "A8", "B5").stock(0, goods(Tomato, 2, Carrot, 1)).game()
		},
			func(g *Game) []rules.Move {
				return []rules.Move{UseCard{By: 0, Card: card("A8")}, SelectGoods{By: 0, Goods: goods(Tomato, 1)}}
			}},
		{"pile", func(t testing.TB) *Game { return given(t, 2).emptyPile(Pile3).game() },
			func(g *Game) []rules.Move { return []rules.Move{place(g, "p1")} }},
		{"harvest", func(t testing.TB) *Game {
			return given(t, 4).gh(0, "G05", goods(Tomato, 3)).gh(0, "G21", goods(Lettuce, 5, Carrot, 1)).game()
		}, func(g *Game) []rules.Move {
			return []rules.Move{place(g, "F5"), Harvest{By: 0, GH: gh("G21"), Good: Carrot}}
		}},
		{"pass", func(t testing.TB) *Game {
			f := given(t, 2).card(0, "C6")
			for _, sp := range sides[SideSmall] {
				f.worker(1, sp.ID)
			}
			return f.game()
		}, nil},
		{"harvest picks from mixed greenhouses", func(t testing.TB) *Game {
			g := given(t, 4).gh(0, "G09", goods(Tomato, 4, Carrot, 1)).gh(0, "G13", goods(Tomato, 5, Carrot, 1)).game()
			g.startHarvest()
			return g
		}, func(g *Game) []rules.Move { return []rules.Move{Pick{By: 0, GH: gh("G09"), Good: Carrot}} }},
		{"a clone with goods in a greenhouse", func(t testing.TB) *Game { return given(t, 4).gh(0, "G01", goods(Tomato, 2)).game() }, nil},
	}
	var out []rulestest.Position
	for _, c := range steps {
		out = append(out, rulestest.Position{Name: c.name, Build: func(t testing.TB) (rules.Game, []rules.Move) {
			g := c.build(t)
			if c.moves == nil {
				return g, nil
			}
			return g, c.moves(g)
		}})
	}
	return out
}

// candidates is a broad set of moves of every kind, legal or not, for the pending decision:
// every field over its range and a little beyond, for the seat to move and its neighbour.
func candidates(g *Game) []rules.Move {
	s := g.ToMove()
	if s < 0 {
		s = 0
	}
	other := rules.Seat((int(s) + 1) % g.Seats())
	var out []rules.Move
	ghs := []GreenhouseID{-1, 0, NumGreenhouses - 1, NumGreenhouses}
	for _, h := range g.Owned(s) {
		ghs = append(ghs, h)
	}
	goodsRange := []Good{-1, Tomato, Lettuce, Mushroom, Cauliflower, Carrot, NumGoods}
	for sp := SpaceID(-1); sp <= 24; sp++ {
		out = append(out, Place{By: s, Space: sp})
	}
	out = append(out, Place{By: other, Space: 5}, Pass{By: s}, Pass{By: other}, Done{By: s}, Done{By: other},
		Bonus{By: s}, Bonus{By: other}, Stop{By: s}, Stop{By: other}, foreign{})
	for c := CardID(-1); c <= NumCards; c++ {
		out = append(out, UseCard{By: s, Card: c}, ChooseCard{By: s, Card: c})
	}
	for part := int8(-1); part <= 3; part++ {
		out = append(out, Resolve{By: s, Part: part}, Branch{By: s, Part: part})
	}
	for n := 0; n <= 3; n++ {
		eachGoods(n, func(gs Goods) { out = append(out, SelectGoods{By: s, Goods: gs}) })
	}
	out = append(out, SelectGoods{By: s, Goods: goods(Tomato, 2, Lettuce, -1)}, SelectGoods{By: other, Goods: goods(Tomato, 1)})
	for p := Pile(-1); p <= NumPiles; p++ {
		out = append(out, ChoosePile{By: s, Pile: p})
	}
	for _, h := range ghs {
		out = append(out, GiveGreenhouse{By: s, GH: h}, Double{By: s, GH: h})
		for _, t := range goodsRange {
			out = append(out, Harvest{By: s, GH: h, Good: t}, Pick{By: s, GH: h, Good: t})
			for _, c := range goodsRange {
				if c == -1 {
					c = NoGood
				}
				out = append(out, Seed{By: s, GH: h, Good: t, Companion: c})
			}
		}
		for _, h2 := range ghs {
			for _, swap := range []bool{false, true} {
				out = append(out, Advance{By: s, Swap: swap, FromGH: [2]GreenhouseID{h, h2}})
			}
		}
	}
	return out
}

// sweep is many moves of every kind, mostly refused, from the seat to move and from the next
// seat: every space, card, part, pile and greenhouse (and one past each end), seedings and
// harvests of every good, goods choices of up to 3 goods, payments from every pair of
// greenhouses, and no move at all.
func sweep(g *Game) []rules.Move {
	var out []rules.Move
	s := g.ToMove()
	if s == rules.NoSeat {
		s = 0
	}
	for _, by := range []rules.Seat{s, (s + 1) % rules.Seat(g.Seats())} {
		out = append(out, nil, Pass{By: by}, Done{By: by}, Bonus{By: by}, Stop{By: by})
		for i := -1; i <= len(g.Side().Spaces()); i++ {
			out = append(out, Place{By: by, Space: SpaceID(i)})
		}
		for c := CardID(-1); c <= NumCards; c++ {
			out = append(out, UseCard{By: by, Card: c}, ChooseCard{By: by, Card: c})
		}
		for p := int8(-1); p <= 4; p++ {
			out = append(out, Resolve{By: by, Part: p}, Branch{By: by, Part: p},
				ChoosePile{By: by, Pile: Pile(p)})
		}
		for h := NoGreenhouse; h <= NumGreenhouses; h++ {
			out = append(out, GiveGreenhouse{By: by, GH: h}, Double{By: by, GH: h})
			for t := Good(-1); t <= NumGoods; t++ {
				out = append(out, Harvest{By: by, GH: h, Good: t}, Pick{By: by, GH: h, Good: t},
					Seed{By: by, GH: h, Good: t, Companion: NoGood},
					Seed{By: by, GH: h, Good: t, Companion: Carrot})
			}
			for h2 := NoGreenhouse; h2 < NumGreenhouses; h2 += 4 {
				for _, swap := range []bool{false, true} {
					out = append(out, Advance{By: by, Swap: swap, FromGH: [2]GreenhouseID{h, h2}})
				}
			}
		}
		var gs Goods
		var choose func(t, left int)
		choose = func(t, left int) {
			if t == int(NumGoods) {
				out = append(out, SelectGoods{By: by, Goods: gs})
				return
			}
			for k := -1; k <= left; k++ {
				gs[t] = int16(k)
				choose(t+1, left-max(k, 0))
			}
			gs[t] = 0
		}
		choose(0, 3)
	}
	return out
}
