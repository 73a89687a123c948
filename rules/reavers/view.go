package reavers

import (
	"crypto/sha256"
	"encoding/binary"
	"math/rand/v2"
	"slices"

	"northtable/rules"
)

// View returns what seat s may see (spec §10.6): another seat's Prophecy hand becomes a count
// (Player.Hidden); the Prophecies the seat has not seen (all but its hand, the face-up display
// and its own Runic Carvings draw) fill, in ascending order, the Prophecy draw pile, the
// face-down Prophecy discard pile and another seat's Runic Carvings draw, so those places
// depend only on what the seat knows and a view still plays on; every other draw pile is
// listed in ascending order (its cards are known, its order is not); the random source is a
// fixed one and forced results are dropped. Everything else is public. A seat out of range
// sees what a spectator sees: every hand hidden. Once the game is over every hand is shown, as
// the final scoring reveals all Prophecies (spec §10.6).
func (g *Game) View(s rules.Seat) rules.Game { return g.SeatView(s) }

// SeatView is View with the concrete type.
func (g *Game) SeatView(seat rules.Seat) *Game {
	v := g.Copy()
	st := &v.s
	for i := range st.N {
		if rules.Seat(i) == seat {
			continue
		}
		p := &st.Players[i]
		if st.Phase != phaseOver {
			p.Hidden += int8(popcount(uint64(p.Hand)))
			p.Hand = 0
		}
		st.Known[i] = 0
	}
	if seat < 0 || int(seat) >= int(st.N) {
		st.Known = [MaxPlayers]uint32{}
	}
	u, n := v.unseen(seat)
	v.dealHidden(seat, u[:n])
	for d := range Deck(NumDecks) {
		if d != ProphecyDeck {
			dp := &st.Draw[d]
			slices.Sort(dp.c[:dp.n])
		}
	}
	st.Rand = newRNG(0)
	st.ForcedDice, st.NForcedDice = [maxForced]Face{}, 0
	st.ForcedCombat, st.NForcedComb = [maxForced]CombatFace{}, 0
	return v
}

// unseen lists, ascending, the Prophecies seat has not seen: all but its hand, the face-up
// display, its own Runic Carvings draw and those it knows lie in the discard pile.
func (g *Game) unseen(seat rules.Seat) (u [NumProphecies]int8, n int) {
	st := &g.s
	var seen uint32
	if seat >= 0 && int(seat) < int(st.N) {
		seen = st.Players[seat].Hand
	}
	if st.Phase == phaseOver {
		for i := range st.N {
			seen |= st.Players[i].Hand
		}
	}
	for _, p := range st.Visions {
		if p >= 0 {
			seen |= 1 << p
		}
	}
	for k := range st.NF {
		if f := &st.Frames[k]; f.Kind == fKeepProphecy && rules.Seat(f.Seat) == seat {
			seen |= 1<<f.A | 1<<f.B
		}
	}
	seen |= g.known(seat)
	for id := range int8(NumProphecies) {
		if seen&(1<<id) == 0 {
			u[n] = id
			n++
		}
	}
	return u, n
}

// known is what seat knows lies in the Prophecy discard pile (nothing for a spectator).
func (g *Game) known(seat rules.Seat) uint32 {
	if seat < 0 || int(seat) >= int(g.s.N) {
		return 0
	}
	return g.s.Known[seat]
}

// dealHidden puts the cards of u, in order, into the hidden places other than the hands: the
// Prophecy draw pile, its discard pile (first the cards seat knows are there, ascending) and
// the other seats' Runic Carvings draws; what is left over belongs to the hidden hands. It
// returns the rest.
func (g *Game) dealHidden(seat rules.Seat, u []int8) []int8 {
	st := &g.s
	known := g.known(seat)
	next := func() int8 {
		if len(u) == 0 {
			panic("reavers: fewer unseen Prophecies than hidden places")
		}
		id := u[0]
		u = u[1:]
		return id
	}
	pd := &st.Draw[ProphecyDeck]
	for i := range pd.n {
		pd.c[i] = next()
	}
	pdis := &st.Discard[ProphecyDeck]
	i := int8(0)
	for id := range int8(NumProphecies) {
		if known&(1<<id) != 0 {
			pdis.c[i] = id
			i++
		}
	}
	for ; i < pdis.n; i++ {
		pdis.c[i] = next()
	}
	for k := range st.NF {
		if f := &st.Frames[k]; f.Kind == fKeepProphecy && rules.Seat(f.Seat) != seat {
			f.A, f.B = next(), next()
		}
	}
	return u
}

// Determinize returns a full game consistent with what seat has seen (rules.Game): the
// Prophecies seat knows lie in the discard pile stay there; the Prophecies seat has not seen
// are dealt at random to the other seats' hands (as many as each
// holds), their Runic Carvings draws, the Prophecy draw pile and its face-down discard pile;
// every other draw pile is shuffled; the random source is reseeded from r.
func (g *Game) Determinize(seat rules.Seat, r *rand.Rand) rules.Game { return g.Sample(seat, r) }

// Sample is Determinize with the concrete type.
func (g *Game) Sample(seat rules.Seat, r *rand.Rand) *Game {
	d := g.SeatView(seat)
	st := &d.s
	u, n := d.unseen(seat)
	all := u[:n]
	r.Shuffle(len(all), func(i, j int) { all[i], all[j] = all[j], all[i] })
	rest := d.dealHidden(seat, all)
	for i := range st.N {
		p := &st.Players[i]
		for ; p.Hidden > 0; p.Hidden-- {
			if len(rest) == 0 {
				panic("reavers: Determinize: fewer unseen Prophecies than hidden cards")
			}
			p.Hand |= 1 << rest[0]
			rest = rest[1:]
		}
	}
	for dk := range Deck(NumDecks) {
		if dk == ProphecyDeck {
			continue
		}
		c := st.Draw[dk].c[:st.Draw[dk].n]
		r.Shuffle(len(c), func(i, j int) { c[i], c[j] = c[j], c[i] })
	}
	st.Rand = *rand.NewPCG(r.Uint64(), r.Uint64())
	return d
}

// Hash is the SHA-256 of a canonical encoding of the whole state, random source included:
// the state's fixed-size fields in order, little-endian.
func (g *Game) Hash() [32]byte {
	b, err := binary.Append(make([]byte, 0, 4096), binary.LittleEndian, &g.s)
	if err != nil {
		panic("reavers: encoding the state: " + err.Error())
	}
	return sha256.Sum256(append([]byte("reavers/1"), b...))
}

// Result is the final scoring (spec §9) once the game is over, and the standing by the same
// count before.
func (g *Game) Result() rules.Result {
	return FinalScores(g.s.Players[:g.s.N])
}

// Standing is seat s's Glory on the track (rules.Progress).
func (g *Game) Standing(s rules.Seat) int {
	if s < 0 || int(s) >= int(g.s.N) {
		return 0
	}
	return int(g.s.Players[s].Glory)
}

// Final is seat s's final score (rules.Progress): the end scores sets, tokens and Prophecies.
func (g *Game) Final(s rules.Seat) int {
	if s < 0 || int(s) >= int(g.s.N) {
		return 0
	}
	return g.Result().Scores[s].Total
}

// StandingUnit is "Glory" (rules.Progress).
func (g *Game) StandingUnit() string { return "Glory" }

// Opening is what the setup did before the first move (rules.Opener): the Trade dice rolled,
// the first starting Reavers drawn.
func (g *Game) Opening() []rules.Event { return g.opening }

var (
	_ rules.Game     = (*Game)(nil)
	_ rules.Progress = (*Game)(nil)
	_ rules.Opener   = (*Game)(nil)
)

// deckCount is the number of cards of deck d anywhere in the game: draw and discard piles,
// displays, pending cards, frames, the Sea Battle being faced and the players' areas and Glory
// piles (the conservation of cards, spec §2.7).
func (g *Game) deckCount(d Deck) int {
	s := &g.s
	n := int(s.Draw[d].n) + int(s.Discard[d].n)
	for _, c := range s.Pend[:s.NPend] {
		if c.Deck == d {
			n++
		}
	}
	for _, f := range s.Frames[:s.NF] {
		switch {
		case f.Kind == fReaver && d == ReaverDeck:
			n++
		case f.Kind == fPlaceArtifact && d == VillageSpoilsDeck:
			n++
		case f.Kind == fKeepProphecy && d == ProphecyDeck:
			n += 2
		}
	}
	for i := range maxDisplay {
		for k := range StackSize {
			switch d {
			case ReaverDeck:
				if s.Stacks[i][k] >= 0 {
					n++
				}
			case VillageSpoilsDeck:
				if s.VPairs[i][k] >= 0 {
					n++
				}
			case KeepSpoilsDeck:
				if s.KPairs[i][k] >= 0 {
					n++
				}
			}
		}
		if d == SeaBattleDeck && s.Battles[i] >= 0 {
			n++
		}
	}
	if d == ProphecyDeck {
		for _, p := range s.Visions {
			if p >= 0 {
				n++
			}
		}
	}
	if d == SeaBattleDeck && s.Battle >= 0 && s.BattleAt == FromDeck {
		n++
	}
	for i := range s.N {
		p := &s.Players[i]
		switch d {
		case ReaverDeck:
			if p.Leader >= 0 {
				n++
			}
			for _, sl := range p.Slots {
				for _, r := range sl {
					if r >= 0 {
						n++
					}
				}
			}
			n += popcount(p.PileReavers)
		case VillageSpoilsDeck:
			for _, a := range p.Artifacts {
				if a >= 0 {
					n++
				}
			}
			n += popcount(uint64(p.PileArtifacts))
		case KeepSpoilsDeck:
			for _, k := range p.PileKeep {
				n += int(k)
			}
		case SeaBattleDeck:
			for _, k := range p.PileBattles {
				n += int(k)
			}
		case ProphecyDeck:
			n += popcount(uint64(p.Hand)) + int(p.Hidden)
		}
	}
	return n
}
