package orkney

import (
	"math/rand/v2"

	"northtable/rules"
)

// Determinize returns a full game (not a view) consistent with everything seat has seen
// (rules.Game; Orkney spec §4.3), for information-set search:
//   - the unseen tiles (every stack's remaining tiles and the tiles removed at setup) are
//     shuffled among their places, so stacks keep their sizes;
//   - the unseen fish values (the pool, the tokens lying face down on the board, and other
//     seats' tokens until the game is over) are shuffled among their places;
//   - the tasks seat cannot see (other seats' dealt pairs, and their chosen tasks until the
//     end) are dealt afresh from the tasks seat has not seen, each seat that has chosen keeping
//     one of its new pair (at the end, its revealed task and an unseen partner);
//   - the game's PCG generator is reseeded from r.
//
// Everything public, and seat's own dealt tasks, chosen task and fish values, stay. So
// View(seat) of the sample equals View(seat) of g (same Hash). A seat out of range is a
// spectator, who knows no seat's private values. Determinizing a view samples what the view
// hides; a view of another seat is treated as a spectator's.
func (g *Game) Determinize(seat rules.Seat, r *rand.Rand) rules.Game { return g.Sample(seat, r) }

// Sample is Determinize with the concrete type (Orkney spec §4.3).
func (g *Game) Sample(seat rules.Seat, r *rand.Rand) *Game {
	d := *g
	d.evBuf = nil
	if seat < 0 || int(seat) >= g.n || (g.view && g.viewer != seat) {
		seat = rules.NoSeat
	}
	d.view, d.viewer = false, rules.NoSeat
	d.rng = *rand.NewPCG(r.Uint64(), r.Uint64())
	over := g.dec == DecideNone

	// Tiles: the removed ones and every stack are one pool of unseen places.
	var places [NumIslandTiles]*int8
	np := 0
	for i := 0; i < int(d.nRemoved); i++ {
		places[np] = &d.deck[i]
		np++
	}
	for st := 0; st < d.n; st++ {
		for i := d.lo[st]; i < d.hi[st]; i++ {
			places[np] = &d.deck[i]
			np++
		}
	}
	shuffleAt(r, places[:np])

	// Fish values: pool, board, and other seats' tokens until the end.
	var fish [maxFish]*int8
	nf := 0
	for i := d.poolPos; i < d.poolLen; i++ {
		fish[nf] = &d.pool[i]
		nf++
	}
	for t := 0; t < int(d.nPlaced); t++ {
		if d.placed[t].token != 0 {
			fish[nf] = &d.placed[t].token
			nf++
		}
	}
	if !over {
		for st := 0; st < d.n; st++ {
			if rules.Seat(st) == seat {
				continue
			}
			p := &d.pl[st]
			for i := 0; i < int(p.nFish); i++ {
				fish[nf] = &p.fish[i]
				nf++
			}
		}
	}
	shuffleAt(r, fish[:nf])

	// Tasks: what seat has seen is its own pair and, at the end, everyone's chosen task.
	var known [NumTasks + 1]bool
	for st := 0; st < d.n; st++ {
		p := &d.pl[st]
		if rules.Seat(st) == seat {
			known[p.dealt[0]], known[p.dealt[1]] = true, true
		} else if over {
			known[p.task] = true
		}
	}
	known[0] = true
	var free [NumTasks]Task
	nFree := 0
	for t := Task(1); t <= NumTasks; t++ {
		if !known[t] {
			free[nFree] = t
			nFree++
		}
	}
	r.Shuffle(nFree, func(i, j int) { free[i], free[j] = free[j], free[i] })
	next := func() Task {
		if nFree == 0 {
			return 0
		}
		nFree--
		return free[nFree]
	}
	for st := 0; st < d.n; st++ {
		if rules.Seat(st) == seat {
			continue
		}
		p := &d.pl[st]
		if over && p.task != 0 {
			p.dealt = [2]Task{p.task, next()}
			if r.IntN(2) == 1 {
				p.dealt[0], p.dealt[1] = p.dealt[1], p.dealt[0]
			}
			continue
		}
		chosen := p.task != 0
		p.dealt = [2]Task{next(), next()}
		p.task = 0
		if chosen {
			p.task = p.dealt[r.IntN(2)]
		}
	}
	return &d
}

// shuffleAt shuffles the values behind the pointers.
func shuffleAt(r *rand.Rand, ps []*int8) {
	r.Shuffle(len(ps), func(i, j int) { *ps[i], *ps[j] = *ps[j], *ps[i] })
}
