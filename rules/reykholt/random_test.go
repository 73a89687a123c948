package reykholt

import (
	"fmt"
	"testing"

	"northtable/rules"
)

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
