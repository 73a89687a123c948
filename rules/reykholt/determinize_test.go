package reykholt

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/rules"
	"northtable/rules/bot"
)

// checkSample requires what Determinize promises for seat at g's position.
func checkSample(t *testing.T, g *Game, seat rules.Seat, r *rand.Rand, playOut bool) {
	t.Helper()
	d := g.Determinize(seat, r)
	s, ok := d.(*Game)
	require.True(t, ok)
	require.Equal(t, g.View(seat).Hash(), s.View(seat).Hash(), "seat %d sees the same in the sample", seat)
	require.NotEqual(t, g.Hash(), s.Hash(), "chance is reseeded")
	require.Equal(t, g.Legal(), s.Legal(), "the pending decision is known to all")
	hidden := int(g.randHidden)
	require.Equal(t, g.randHidden, s.randHidden)
	gp, sp := g.PileCards(PileRandom), s.PileCards(PileRandom)
	require.Equal(t, gp[hidden:], sp[hidden:], "the seen part of the random pile stays")
	require.ElementsMatch(t, gp[:hidden], sp[:hidden], "the unseen part holds the same cards")
	// Determinizing the seat's own view samples the same information set.
	vs := g.SeatView(seat).Determinize(seat, r)
	require.Equal(t, g.View(seat).Hash(), vs.View(seat).Hash())
	if playOut {
		require.NoError(t, bot.Playout(s, bot.NewRandom(r.Uint64()), 20000))
		require.True(t, s.Over(), "a sample plays on like a real game")
	}
}

func TestDeterminize(t *testing.T) {
	games, every := 3, 4
	if testing.Short() {
		games, every = 1, 20
	}
	for players := 1; players <= 4; players++ {
		t.Run(fmt.Sprintf("%dp", players), func(t *testing.T) {
			for game := 0; game < games; game++ {
				seed := uint64(700*players + game)
				g, err := New(Setup{Players: players, Seed: seed, Set: Sets[game%5], Start: -1})
				require.NoError(t, err)
				b := bot.NewRandom(seed)
				r := rand.New(rand.NewPCG(seed, 11))
				for i := 0; ; i++ {
					if i%every == 0 || g.Over() {
						for seat := rules.NoSeat; int(seat) <= players; seat++ { // a spectator, every seat, one beyond
							checkSample(t, g, seat, r, i%(10*every) == 0)
						}
						// Nothing is private: every seat's view is the same.
						require.Equal(t, g.View(rules.NoSeat).Hash(), g.View(0).Hash())
					}
					if g.Over() {
						break
					}
					_, err := g.Apply(b.Choose(g))
					require.NoError(t, err)
				}
			}
		})
	}
}

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
