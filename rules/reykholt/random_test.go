package reykholt

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"runtime"
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

// invariantError is the first thing wrong with g between two moves, or nil: stocks are never
// negative, every greenhouse of the game lies in one pile (its home pile) or is owned, owned
// greenhouses hold at most their parcels, and no worker stands on a closed space. It uses no
// testify so that playouts stay fast.
func invariantError(g *Game) error {
	for s := range g.pl[:g.n] {
		for k, n := range g.pl[s].stock {
			if n < 0 {
				return fmt.Errorf("seat %d stock of %s is %d", s, Good(k), n)
			}
		}
		for _, h := range g.pl[s].own[:g.pl[s].nOwn] {
			if g.ghOwner[h] != int8(s) {
				return fmt.Errorf("seat %d lists %s owned by %d", s, ghCode(h), g.ghOwner[h])
			}
		}
	}
	count := 0
	for p := range g.piles {
		count += int(g.piles[p].n)
		for _, h := range g.piles[p].ids[:g.piles[p].n] {
			if g.ghOwner[h] != -1 || Greenhouses[h].Pile != Pile(p) {
				return fmt.Errorf("%s in pile %d is owned or away from home", ghCode(h), p)
			}
		}
	}
	for h := range g.ghOwner {
		if g.ghOwner[h] >= 0 {
			count++
			if g.ghGoods[h].Total() > Greenhouses[h].Parcels {
				return fmt.Errorf("%s holds %v", ghCode(GreenhouseID(h)), g.ghGoods[h])
			}
		} else if g.ghGoods[h].Total() != 0 {
			return fmt.Errorf("unowned %s holds %v", ghCode(GreenhouseID(h)), g.ghGoods[h])
		}
	}
	in := 0
	for h := range g.inGame {
		if g.inGame[h] {
			in++
		}
	}
	if in != count {
		return fmt.Errorf("%d greenhouses in the game, %d in piles or owned", in, count)
	}
	if g.randHidden < 0 || g.randHidden > g.piles[PileRandom].n {
		return fmt.Errorf("%d hidden cards in a random pile of %d", g.randHidden, g.piles[PileRandom].n)
	}
	for i := range g.occ {
		if g.occ[i].seat >= 0 && g.closed[i] {
			return fmt.Errorf("worker on closed space %d", i)
		}
	}
	return nil
}

// checkInvariants fails the test when invariantError finds something.
func checkInvariants(t testing.TB, g *Game) {
	t.Helper()
	if err := invariantError(g); err != nil {
		t.Fatal(err)
	}
}

func playRandom(t *testing.T, s Setup, r *rand.Rand) *Game {
	t.Helper()
	g, err := New(s)
	require.NoError(t, err)
	lastPos := make([]int16, g.n)
	round := g.round
	for steps := 0; !g.Over(); steps++ {
		if steps >= 20000 {
			t.Fatal("game does not end")
		}
		legal := g.Legal()
		if len(legal) == 0 {
			t.Fatalf("no legal move at %s", g.Prompt().Kind)
		}
		m := randomMove(r, legal)
		before := goodsOut(g)
		out, err := g.Apply(m)
		if err != nil {
			t.Fatalf("legal move %v refused: %v", m, err)
		}
		if got, want := goodsOut(g), before+crossings(out.Events); got != want {
			t.Fatalf("goods not conserved over %v: %d outside the supply, events say %d", m, got, want)
		}
		checkInvariants(t, g)
		if g.round != round {
			for s := range lastPos {
				if g.pl[s].pos <= lastPos[s] {
					t.Fatalf("seat %d did not advance in round %d", s, round)
				}
				lastPos[s] = g.pl[s].pos
			}
			round = g.round
		}
	}
	require.Equal(t, g.rounds, g.round)
	return g
}

// TestRandomGames plays 2,000 random complete games per player count and service set with the
// invariants checked after every move (200 under -short and as WebAssembly, where the golden
// hashes already show the browser computes the same games).
func TestRandomGames(t *testing.T) {
	games := 2000
	if testing.Short() || runtime.GOARCH == "wasm" {
		games = 200
	}
	for players := 1; players <= 4; players++ {
		for _, set := range Sets {
			t.Run(fmt.Sprintf("%dp-%c", players, set), func(t *testing.T) {
				t.Parallel()
				r := rand.New(rand.NewPCG(uint64(players), uint64(set)))
				for i := 0; i < games; i++ {
					playRandom(t, Setup{Players: players, Seed: uint64(i), Set: set, Start: -1}, r)
				}
			})
		}
	}
}
