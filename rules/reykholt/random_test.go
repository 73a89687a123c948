package reykholt

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/stretchr/testify/require"

	"northtable/rules"
)

// randomMove picks a move kind uniformly, then a move of that kind (CLARIFICATIONS 13).
func randomMove(r *rand.Rand, legal []rules.Move) rules.Move {
	var kinds []reflect.Type
	seen := map[reflect.Type]bool{}
	for _, m := range legal {
		t := reflect.TypeOf(m)
		if !seen[t] {
			seen[t] = true
			kinds = append(kinds, t)
		}
	}
	k := kinds[r.IntN(len(kinds))]
	var of []rules.Move
	for _, m := range legal {
		if reflect.TypeOf(m) == k {
			of = append(of, m)
		}
	}
	return of[r.IntN(len(of))]
}

// supplyOut is every good outside the unlimited supply: stocks and greenhouses.
func goodsOut(g *Game) int {
	t := 0
	for s := range g.pl[:g.n] {
		t += g.pl[s].stock.Total()
	}
	for h := range g.ghGoods {
		t += g.ghGoods[h].Total()
	}
	return t
}

// crossings is the net number of goods the events moved out of the supply.
func crossings(evs []rules.Event) int {
	n := 0
	for _, e := range evs {
		switch d := e.Detail.(type) {
		case GainDetail:
			if e.Kind == EvGain {
				n += d.Goods.Total()
			} else {
				n -= d.Goods.Total()
			}
		case SeedDetail:
			n += Greenhouses[d.GH].Parcels - 1
		case GreenhouseDetail:
			n -= d.Returned.Total()
		case MoveDetail:
			n -= d.Paid.Total() + int(d.FromGH)
		}
	}
	return n
}

// checkInvariants asserts what must hold between any two moves.
func checkInvariants(t *testing.T, g *Game) {
	t.Helper()
	for s := range g.pl[:g.n] {
		for k, n := range g.pl[s].stock {
			require.GreaterOrEqual(t, n, int16(0), "seat %d stock of %s", s, Good(k))
		}
		for _, h := range g.pl[s].own[:g.pl[s].nOwn] {
			require.Equal(t, int8(s), g.ghOwner[h])
		}
	}
	count := 0
	for p := range g.piles {
		count += int(g.piles[p].n)
		for _, h := range g.piles[p].ids[:g.piles[p].n] {
			require.Equal(t, int8(-1), g.ghOwner[h])
			require.Equal(t, Pile(p), Greenhouses[h].Pile)
		}
	}
	for h := range g.ghOwner {
		if g.ghOwner[h] >= 0 {
			count++
			require.LessOrEqual(t, g.ghGoods[h].Total(), Greenhouses[h].Parcels)
		} else {
			require.Zero(t, g.ghGoods[h].Total())
		}
	}
	in := 0
	for h := range g.inGame {
		if g.inGame[h] {
			in++
		}
	}
	require.Equal(t, in, count, "every greenhouse in a pile or owned")
	for i := range g.occ {
		if g.occ[i].seat >= 0 {
			require.False(t, g.closed[i], "worker on a closed space")
		}
	}
}

func playRandom(t *testing.T, s Setup, r *rand.Rand) *Game {
	t.Helper()
	g, err := New(s)
	require.NoError(t, err)
	lastPos := make([]int16, g.n)
	round := g.round
	for steps := 0; !g.Over(); steps++ {
		require.Less(t, steps, 20000, "game does not end")
		legal := g.Legal()
		require.NotEmpty(t, legal, "no legal move at %s", g.Prompt().Kind)
		m := randomMove(r, legal)
		before := goodsOut(g)
		out, err := g.Apply(m)
		require.NoError(t, err, "legal move %v refused", m)
		require.Equal(t, before+crossings(out.Events), goodsOut(g), "goods conserved over %v", m)
		checkInvariants(t, g)
		if g.round != round {
			for s := range lastPos {
				require.Greater(t, g.pl[s].pos, lastPos[s], "seat %d did not advance in round %d", s, round)
				lastPos[s] = g.pl[s].pos
			}
			round = g.round
		}
	}
	require.Equal(t, g.rounds, g.round)
	return g
}

func TestRandomGames(t *testing.T) {
	games := 200
	if testing.Short() {
		games = 20
	}
	for players := 1; players <= 4; players++ {
		for _, set := range Sets {
			t.Run(fmt.Sprintf("%dp-%c", players, set), func(t *testing.T) {
				r := rand.New(rand.NewPCG(uint64(players), uint64(set)))
				for i := 0; i < games; i++ {
					playRandom(t, Setup{Players: players, Seed: uint64(i), Set: set, Start: -1}, r)
				}
			})
		}
	}
}
