package reykholt

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestDeterminizeShufflesTheUnseenRandomPile(t *testing.T) {
	orders := func(g *Game, seeds int) map[string]bool {
		seen := map[string]bool{}
		for k := 0; k < seeds; k++ {
			s := g.Determinize(0, rand.New(rand.NewPCG(uint64(k), 3))).(*Game)
			seen[fmt.Sprint(s.PileCards(PileRandom))] = true
		}
		return seen
	}
	// At the start, all cards under G17 are unseen.
	g, err := New(Setup{Players: 4, Seed: 1})
	require.NoError(t, err)
	require.Equal(t, 6, int(g.randHidden))
	a := g.Determinize(0, rand.New(rand.NewPCG(1, 1))).(*Game)
	b := g.Determinize(0, rand.New(rand.NewPCG(2, 2))).(*Game)
	assert.NotEqual(t, a.PileCards(PileRandom), b.PileCards(PileRandom), "different seeds, different hidden orders")
	assert.Equal(t, a.View(0).Hash(), b.View(0).Hash())
	assert.Greater(t, len(orders(g, 10)), 5)

	// Two unseen cards: both orders come up.
	g = given(t, 2).game()
	g.takeGreenhouse(1, PileRandom, NoCard) // G17
	g.takeGreenhouse(1, PileRandom, NoCard) // the card seen when G17 went
	require.Equal(t, 2, int(g.randHidden))
	require.Equal(t, 3, g.PileSize(PileRandom))
	assert.Len(t, orders(g, 16), 2)

	// One or no unseen card: nothing to shuffle.
	g.takeGreenhouse(1, PileRandom, NoCard)
	require.Equal(t, 1, int(g.randHidden))
	assert.Len(t, orders(g, 8), 1)
	assert.True(t, orders(g, 4)[fmt.Sprint(g.PileCards(PileRandom))], "the game's own order")
}

func TestViewListsTheUnseenCardsInAFixedOrder(t *testing.T) {
	a, err := New(Setup{Players: 3, Seed: 1})
	require.NoError(t, err)
	b, err := New(Setup{Players: 3, Seed: 2})
	require.NoError(t, err)
	require.NotEqual(t, a.PileCards(PileRandom), b.PileCards(PileRandom))
	va, vb := a.SeatView(0), b.SeatView(2)
	assert.Equal(t, va.PileCards(PileRandom), vb.PileCards(PileRandom), "a view cannot tell the orders apart")
	assert.True(t, slices.IsSorted(va.PileCards(PileRandom)[:va.randHidden]))
	assert.Equal(t, a.Legal(), va.Legal())
}
