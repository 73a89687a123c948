package orkney_test

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"northtable/rules"
	"northtable/rules/hex"
	"northtable/rules/orkney"
	"northtable/rules/rulestest"
)

// conformance is Orkney described to the rules conformance suite (rules/rulestest): what only
// Orkney knows, its invariants (the standing checked at the end of every turn), undo policy,
// candidate moves, plain-words test, what its samples keep, and its golden game.
var conformance = rulestest.Suite{
	Def:       orkney.Definition{},
	Invariant: func(g rules.Game) error { return invariantError(g.(*orkney.Game)) },
	Follow: func(g rules.Game) func(rules.Move, rules.Outcome) error {
		og := g.(*orkney.Game)
		return func(m rules.Move, out rules.Outcome) error {
			if err := outcomeError(og, m, out); err != nil {
				return err
			}
			if _, end := m.(orkney.EndTurn); end {
				return resultError(og)
			}
			return nil
		}
	},
	// At one checked position in 300 the candidates also sweep the board: every cell within
	// two steps of the layout in every rotation, every building and route on every island,
	// every exchange, so Allowed and Check are seen to agree over the whole range without
	// every position paying for it.
	Candidates: func(g rules.Game, r *rand.Rand) []rules.Move {
		out := candidates(g.(*orkney.Game), r)
		if r.IntN(300) == 0 {
			out = append(out, sweep(g.(*orkney.Game))...)
		}
		return out
	},
	Canonical: func(g rules.Game, m rules.Move) rules.Move { return canonical(g.(*orkney.Game), m) },
	Words: func(words string) error {
		if codeOrCoordinate.MatchString(words) {
			return errors.New("a code, coordinate or Go name")
		}
		return nil
	},
	Sample: func(g, sample rules.Game, seat rules.Seat) error {
		og, s := g.(*orkney.Game), sample.(*orkney.Game)
		if isView, _ := s.IsView(); isView {
			return errors.New("a sample is a view, not a full game")
		}
		// Only the task choice hides the pending decision's moves (the dealt pair); every
		// other decision's moves are known to every seat.
		if og.Decision() != orkney.DecideTask && !slices.Equal(og.Legal(), s.Legal()) {
			return fmt.Errorf("%v lists other moves in a sample", og.Decision())
		}
		return nil
	},
	Positions: []rulestest.Position{
		{Name: "rich action", Build: func(t testing.TB) (rules.Game, []rules.Move) {
			g := richAction(t)
			return g, []rules.Move{firstOf[orkney.Exchange](t, g), orkney.Fish{By: 0}}
		}, Staged: true},
		{Name: "route credit", Build: func(t testing.TB) (rules.Game, []rules.Move) {
			g := richAction(t)
			apply(t, g, firstOf[orkney.Build](t, g))
			return g, []rules.Move{firstOf[orkney.PlaceRoute](t, g), orkney.EndTurn{By: 0}}
		}, Staged: true},
		{Name: "dead second tile", Build: func(t testing.TB) (rules.Game, []rules.Move) {
			g, m := deadSecond(t)
			return g, []rules.Move{m}
		}, Staged: true},
	},
	Golden: []rulestest.Golden{{Name: "3 players", Seats: 3, Seed: 12345, Bot: 1,
		Start: "2a60ec5104bc6d10cf1ba36fe5fef0544068017eff645f483274f04020b317fd",
		End:   "8091991c2663e3822b354f53b334faf0853794a538e1ef445257bdfeeebccafe"}},
	Kinds: []string{orkney.KindChooseTask, orkney.KindPlaceTile, orkney.KindBuild, orkney.KindPlaceRoute,
		orkney.KindExtraRoute, orkney.KindExchange, orkney.KindFish, orkney.KindEndTurn},
	Coded: []string{orkney.KindChooseTask, orkney.KindPlaceTile, orkney.KindBuild, orkney.KindPlaceRoute,
		orkney.KindExtraRoute, orkney.KindExchange, orkney.KindFish, orkney.KindEndTurn},
	// The candidates are refused under every rule family: the turn, the task, each placement
	// rule, building, routes and exchanges.
	Refusals: []string{orkney.RuleT1, orkney.RuleK1, orkney.RuleP0, orkney.RuleP1, orkney.RuleP2,
		orkney.RuleP3, orkney.RuleB1, orkney.RuleR1, orkney.RuleR3, orkney.RuleX1, orkney.RuleX2},
	MaxMoves: moveBound,
	Counts:   orkneyCounts,
	// Half as many under -short and in WebAssembly, where the golden hash already shows the
	// browser computes the same games.
	Short: rulestest.Counts{RandomGames: 1000, CheckedGames: 50, Walks: 6, AgreeEvery: 1,
		SampleEvery: 10, PlayoutEvery: 4, InvariantMoves: 8},
}

// orkneyCounts: 2,000 random games per player count (100 checked after every move), 12 walked
// with the contract checked at every position, views and samples at every tenth (as many as
// six games sampled every fifth move), samples played out every 40 moves; the
// invariant after eight of each position's legal moves (placements can number a hundred).
var orkneyCounts = rulestest.Counts{RandomGames: 2000, CheckedGames: 100, Walks: 12, AgreeEvery: 1,
	SampleEvery: 10, PlayoutEvery: 4, InvariantMoves: 8}

// TestConformance runs the rules conformance suite for Orkney.
func TestConformance(t *testing.T) { rulestest.Run(t, conformance) }

// FuzzOrkneyMoves runs the suite's fuzz body over move sequences.
func FuzzOrkneyMoves(f *testing.F) {
	rulestest.AddSeeds(f)
	f.Fuzz(func(t *testing.T, data []byte) { rulestest.Fuzz(t, conformance, data) })
}

// sweep is many moves, mostly refused: each move kind from the seat to move and from the next
// seat, tiles at every cell within two steps of the layout in every rotation
// (out-of-range ones included), buildings of every kind on every island and nowhere, routes
// on every tile for every island, every exchange, fishing, ending the turn, every task, and no
// move at all.
func sweep(g *orkney.Game) []rules.Move {
	var out []rules.Move
	s := g.ToMove()
	if s == rules.NoSeat {
		s = 0
	}
	for _, by := range []rules.Seat{s, (s + 1) % rules.Seat(g.Seats())} {
		out = append(out, nil, orkney.Fish{By: by}, orkney.EndTurn{By: by})
		for t := 0; t <= orkney.NumTasks+1; t++ {
			out = append(out, orkney.ChooseTask{By: by, Task: orkney.Task(t)})
		}
		cells := map[hex.Axial]bool{}
		conns := []hex.Axial{{Q: 40, R: 40}}
		for _, p := range g.Placed() {
			conns = append(conns, p.Cell)
			cells[p.Cell] = true
			for d := range 6 {
				cells[p.Cell.Neighbour(d)] = true
				cells[p.Cell.Neighbour(d).Neighbour(d)] = true // out of contact: P1
			}
		}
		for c := range cells {
			for rot := -1; rot <= 6; rot++ {
				out = append(out, orkney.PlaceTile{By: by, Cell: c, Rot: rot})
			}
		}
		islands := []orkney.IslandID{{}}
		for _, is := range g.Islands() {
			islands = append(islands, is.ID)
		}
		for _, id := range islands {
			for k := orkney.Farm; k <= orkney.Castle+1; k++ {
				out = append(out, orkney.Build{By: by, Kind: k, Island: id})
			}
			for _, c := range conns {
				out = append(out, orkney.PlaceRoute{By: by, Conn: c, Island: id})
			}
		}
		for _, c := range conns {
			out = append(out, orkney.ExtraRoute{By: by, Conn: c})
		}
		for give := orkney.Blank; give <= orkney.Cloth; give++ {
			for get := orkney.Blank; get <= orkney.Cloth; get++ {
				out = append(out, orkney.Exchange{By: by, Give: give, Get: get})
			}
		}
	}
	return out
}
