package reavers

import (
	"math/bits"
	"math/rand/v2"
)

// rngState is the game's one random source (spec §10.1), a PCG whose state is part of the
// game's state and Hash. It is used directly, never through rand.Rand, so rolling a die
// allocates nothing.
type rngState = rand.PCG

func newRNG(seed uint64) rngState { return *rand.NewPCG(seed, pcgStream) }

// intN is a uniform int in [0, n) from the game's source (Lemire's multiply-and-reject, so
// unbiased and the same on every platform).
func (g *Game) intN(n int) int {
	bound := uint64(n)
	for {
		x := g.s.Rand.Uint64()
		hi, lo := bits.Mul64(x, bound)
		if lo < bound {
			thresh := -bound % bound
			if lo < thresh {
				continue
			}
		}
		return int(hi)
	}
}

// shuffle permutes v uniformly (Fisher–Yates) from the game's source.
func (g *Game) shuffle(v []int8) {
	for i := len(v) - 1; i > 0; i-- {
		j := g.intN(i + 1)
		v[i], v[j] = v[j], v[i]
	}
}

// rollFace is the face a crew die of colour c lands on: the next forced result when a test
// gave one, else a side of DieSides from the random source. The move rolling it is final.
func (g *Game) rollFace(c Colour) Face {
	g.revealed = true
	s := &g.s
	if s.NForcedDice > 0 {
		s.NForcedDice--
		f := s.ForcedDice[s.NForcedDice]
		s.ForcedDice[s.NForcedDice] = 0
		if !HasFace(c, f) {
			panic("reavers: a forced die result " + f.String() + " on a " + c.String() + " die, which has no such face")
		}
		return f
	}
	return DieSides[c][g.intN(6)]
}

// rollCombat is the face a Combat die lands on (forced first, as rollFace).
func (g *Game) rollCombat() CombatFace {
	g.revealed = true
	s := &g.s
	if s.NForcedComb > 0 {
		s.NForcedComb--
		f := s.ForcedCombat[s.NForcedComb]
		s.ForcedCombat[s.NForcedComb] = 0
		return f
	}
	return CombatSides[g.intN(6)]
}
