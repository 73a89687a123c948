package reykholt_test

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/rules"
	"northtable/rules/bot"
	"northtable/rules/reykholt"
)

// The search contract (rules.Game.AppendLegal, Allowed): the legal moves listed into a buffer
// are Legal's, and Allowed is Check without words, on legal and refused moves alike.

// searchCandidates is every legal move of g and many refused ones of every kind, from the
// seat to move and from the next seat: every space, card, part, pile and greenhouse (and one
// past each end), seedings and harvests of every good, goods choices of up to 3 goods,
// payments from every pair of greenhouses, and no move at all.
func searchCandidates(g *reykholt.Game) []rules.Move {
	out := g.Legal()
	s := g.ToMove()
	if s == rules.NoSeat {
		s = 0
	}
	for _, by := range []rules.Seat{s, (s + 1) % rules.Seat(g.Seats())} {
		out = append(out, nil, reykholt.Pass{By: by}, reykholt.Done{By: by}, reykholt.Bonus{By: by}, reykholt.Stop{By: by})
		for i := -1; i <= len(g.Side().Spaces()); i++ {
			out = append(out, reykholt.Place{By: by, Space: reykholt.SpaceID(i)})
		}
		for c := reykholt.CardID(-1); c <= reykholt.NumCards; c++ {
			out = append(out, reykholt.UseCard{By: by, Card: c}, reykholt.ChooseCard{By: by, Card: c})
		}
		for p := int8(-1); p <= 4; p++ {
			out = append(out, reykholt.Resolve{By: by, Part: p}, reykholt.Branch{By: by, Part: p},
				reykholt.ChoosePile{By: by, Pile: reykholt.Pile(p)})
		}
		for h := reykholt.NoGreenhouse; h <= reykholt.NumGreenhouses; h++ {
			out = append(out, reykholt.GiveGreenhouse{By: by, GH: h}, reykholt.Double{By: by, GH: h})
			for t := reykholt.Good(-1); t <= reykholt.NumGoods; t++ {
				out = append(out, reykholt.Harvest{By: by, GH: h, Good: t}, reykholt.Pick{By: by, GH: h, Good: t},
					reykholt.Seed{By: by, GH: h, Good: t, Companion: reykholt.NoGood},
					reykholt.Seed{By: by, GH: h, Good: t, Companion: reykholt.Carrot})
			}
			for h2 := reykholt.NoGreenhouse; h2 < reykholt.NumGreenhouses; h2 += 4 {
				for _, swap := range []bool{false, true} {
					out = append(out, reykholt.Advance{By: by, Swap: swap, FromGH: [2]reykholt.GreenhouseID{h, h2}})
				}
			}
		}
		var gs reykholt.Goods
		var goods func(t, left int)
		goods = func(t, left int) {
			if t == int(reykholt.NumGoods) {
				out = append(out, reykholt.SelectGoods{By: by, Goods: gs})
				return
			}
			for k := -1; k <= left; k++ {
				gs[t] = int16(k)
				goods(t+1, left-max(k, 0))
			}
			gs[t] = 0
		}
		goods(0, 3)
	}
	return out
}

// searchGames plays random games (1 to 4 players, different card sets) and calls visit at
// every position, the final one included.
func searchGames(t *testing.T, visit func(g *reykholt.Game, step int)) {
	for seed := uint64(1); seed <= 4; seed++ {
		g, err := reykholt.New(reykholt.Setup{Players: int(seed), Seed: seed, Set: reykholt.Sets[seed%5]})
		require.NoError(t, err)
		b := bot.NewRandom(seed)
		for step := 0; ; step++ {
			visit(g, step)
			if g.Over() {
				break
			}
			_, err := g.Apply(b.Choose(g))
			require.NoError(t, err)
		}
	}
}

func TestAppendLegalAgreesWithLegal(t *testing.T) {
	t.Parallel()
	prefix := rules.Move(reykholt.Stop{By: 3})
	buf := make([]rules.Move, 0, 4)
	searchGames(t, func(g *reykholt.Game, step int) {
		legal := g.Legal()
		if g.Over() {
			require.Empty(t, legal)
		} else {
			require.NotEmpty(t, legal)
		}
		fresh := g.AppendLegal(nil)
		require.True(t, slices.Equal(legal, fresh), "step %d: Legal %v, AppendLegal %v", step, legal, fresh)
		got := g.AppendLegal([]rules.Move{prefix})
		require.Equal(t, prefix, got[0], "AppendLegal keeps what dst held")
		require.True(t, slices.Equal(legal, got[1:]), "step %d: Legal %v, AppendLegal %v", step, legal, got[1:])
		buf = g.AppendLegal(buf[:0])
		require.True(t, slices.Equal(legal, buf), "step %d: Legal %v, into a reused buffer %v", step, legal, buf)
	})
}

func TestAllowedAgreesWithCheck(t *testing.T) {
	t.Parallel()
	refusedBy := map[string]int{}
	searchGames(t, func(g *reykholt.Game, step int) {
		for _, m := range g.Legal() {
			require.True(t, g.Allowed(m), "legal %v", m)
		}
		if step%8 != 0 && !g.Over() {
			return
		}
		before := g.Hash()
		for _, m := range searchCandidates(g) {
			err := g.Check(m)
			require.Equal(t, err == nil, g.Allowed(m), "%v: Check says %v", m, err)
			if err != nil {
				var ill *rules.IllegalMoveError
				require.ErrorAs(t, err, &ill)
				require.NotEmpty(t, ill.Words, "%v", m)
				refusedBy[ill.Rule]++
			}
		}
		require.Equal(t, before, g.Hash(), "Allowed and Check change nothing")
	})
	// The candidates reach refusals of every kind of decision, so the agreement is tested on
	// the cheap path of each rule family, not only on the pending-decision check.
	for _, rule := range []string{reykholt.RuleNotYourDecision, reykholt.RuleGameOver, reykholt.RuleSpaceClosed,
		reykholt.RuleSpaceOccupied, reykholt.RuleNothingToDo, reykholt.RuleNotYourCard, reykholt.RuleGoodsRule,
		reykholt.RuleNotOwned, reykholt.RuleNotInStock, reykholt.RuleGreenhouseEmpty, reykholt.RuleCannotPay,
		reykholt.RuleCardNotInDisplay} {
		assert.Positive(t, refusedBy[rule], "no candidate was refused under %s", rule)
	}
}

// TestSearchCallsDoNotAllocate lists the legal moves into a buffer with room, and asks Allowed
// of legal and refused moves, at a decision of each kind the random games reach: nothing is
// allocated. (Not parallel: AllocsPerRun counts every allocation of the process.)
func TestSearchCallsDoNotAllocate(t *testing.T) {
	var positions []*reykholt.Game
	seen := map[rules.PromptKind]bool{}
	searchGames(t, func(g *reykholt.Game, _ int) {
		if k := g.Decision(); !seen[k] && k != "" {
			seen[k] = true
			positions = append(positions, g.Copy())
		}
	})
	require.GreaterOrEqual(t, len(positions), 8, "decision kinds reached: %v", seen)
	for _, g := range positions {
		buf := make([]rules.Move, 0, 512)
		buf = g.AppendLegal(buf[:0])
		require.NotEmpty(t, buf)
		assert.Zero(t, testing.AllocsPerRun(20, func() { buf = g.AppendLegal(buf[:0]) }), "AppendLegal at %v", g.Decision())
		cands := searchCandidates(g)
		allowed := 0
		assert.Zero(t, testing.AllocsPerRun(5, func() {
			allowed = 0
			for _, m := range cands {
				if g.Allowed(m) {
					allowed++
				}
			}
		}), "Allowed at %v", g.Decision())
		assert.Less(t, allowed, len(cands), "some candidates are refused")
		assert.GreaterOrEqual(t, allowed, len(buf), "every legal move is allowed")
	}
}
