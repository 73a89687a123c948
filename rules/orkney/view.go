package orkney

import (
	"crypto/sha256"
	"encoding/binary"
	"math/rand/v2"
	"slices"

	"northtable/rules"
)

// View returns what seat s may see (Orkney spec §4.3) as a full game that still answers every
// query and accepts moves. Hidden values are replaced by placeholders that depend only on what
// s knows: the unseen tiles (stacks and removed tiles) and the unseen fish values and tasks are
// redistributed over their hidden places in ascending order, and the random generator is
// replaced by a fixed one. Player then reports hidden values as zero/nil. The revealed tile,
// the layout, resources and counts stay visible. A seat out of range gets a spectator's view.
func (g *Game) View(s rules.Seat) rules.Game { return g.SeatView(s) }

// SeatView is View with the concrete type.
func (g *Game) SeatView(s rules.Seat) *Game {
	v := *g
	v.evBuf = nil
	if s < 0 || int(s) >= g.n {
		s = rules.NoSeat
	}
	if g.view && g.viewer != s {
		s = rules.NoSeat // a view of a view never sees more than either
	}
	v.view, v.viewer = true, s
	v.rng = *rand.NewPCG(0, pcgStream)
	over := g.dec == DecideNone

	// Tiles: removed ones and every stack's remaining tiles.
	var ids []int8
	ids = append(ids, v.deck[:v.nRemoved]...)
	for st := 0; st < v.n; st++ {
		ids = append(ids, v.deck[v.lo[st]:v.hi[st]]...)
	}
	slices.Sort(ids)
	k := copy(v.deck[:v.nRemoved], ids)
	for st := 0; st < v.n; st++ {
		k += copy(v.deck[v.lo[st]:v.hi[st]], ids[k:])
	}

	// Fish values: pool, board, and other seats' tokens until the end.
	var vals []int8
	vals = append(vals, v.pool[v.poolPos:v.poolLen]...)
	for t := 0; t < int(v.nPlaced); t++ {
		if v.placed[t].token != 0 {
			vals = append(vals, v.placed[t].token)
		}
	}
	hideSeat := func(st int) bool { return rules.Seat(st) != s }
	for st := 0; st < v.n; st++ {
		if hideSeat(st) && !over {
			vals = append(vals, v.pl[st].fish[:v.pl[st].nFish]...)
		}
	}
	slices.Sort(vals)
	// The drawn part of the pool still holds the values drawn (a face-down token's among
	// them): a view keeps none of them, so its Hash depends only on what s knows.
	clear(v.pool[:v.poolPos])
	k = copy(v.pool[v.poolPos:v.poolLen], vals)
	for t := 0; t < int(v.nPlaced); t++ {
		if v.placed[t].token != 0 {
			v.placed[t].token = vals[k]
			k++
		}
	}
	for st := 0; st < v.n; st++ {
		if hideSeat(st) && !over {
			p := &v.pl[st]
			k += copy(p.fish[:p.nFish], vals[k:])
		}
	}

	// Tasks: others' dealt pairs always, their choice until the end.
	var known [NumTasks + 1]bool
	for st := 0; st < v.n; st++ {
		if !hideSeat(st) {
			known[v.pl[st].dealt[0]], known[v.pl[st].dealt[1]] = true, true
		} else if over {
			known[v.pl[st].task] = true
		}
	}
	var free []Task
	for t := Task(1); t <= NumTasks; t++ {
		if !known[t] {
			free = append(free, t)
		}
	}
	next := func() Task {
		if len(free) == 0 {
			return 0
		}
		t := free[0]
		free = free[1:]
		return t
	}
	for st := 0; st < v.n; st++ {
		if !hideSeat(st) {
			continue
		}
		p := &v.pl[st]
		if over && p.task != 0 {
			p.dealt = [2]Task{p.task, next()}
			continue
		}
		chosen := p.task != 0
		p.dealt = [2]Task{next(), next()}
		p.task = 0
		if chosen {
			p.task = p.dealt[0]
		}
	}
	return &v
}

// IsView reports whether g is a redacted view, and whose.
func (g *Game) IsView() (bool, rules.Seat) { return g.view, g.viewer }

// Hash is the SHA-256 of a canonical binary encoding of the whole state, the random
// generator's state included.
func (g *Game) Hash() [32]byte { return sha256.Sum256(g.encode(make([]byte, 0, 2048))) }

func (g *Game) encode(b []byte) []byte {
	vi := func(x int) { b = binary.AppendVarint(b, int64(x)) }
	bs := func(xs []int8) {
		vi(len(xs))
		for _, x := range xs {
			vi(int(x))
		}
	}
	b = append(b, "orkney/1"...)
	rng, err := g.rng.MarshalBinary()
	if err != nil {
		panic("orkney: PCG state: " + err.Error())
	}
	b = append(b, rng...)
	vi(g.n)
	vi(int(g.dec))
	vi(int(g.active))
	vi(int(g.toMove))
	vi(int(g.placements))
	vi(int(g.revealed))
	bs(g.deck[:g.nDeck])
	vi(int(g.nRemoved))
	for s := 0; s < g.n; s++ {
		vi(int(g.lo[s]))
		vi(int(g.hi[s]))
	}
	bs(g.discard[:g.nDiscard])
	vi(int(g.nPlaced))
	for _, p := range g.placed[:g.nPlaced] {
		vi(p.cell.Q)
		vi(p.cell.R)
		vi(int(p.id))
		vi(int(p.rot))
		vi(int(p.token))
		vi(int(p.route))
	}
	vi(int(g.nIsl))
	for _, is := range g.islands[:g.nIsl] {
		flags := 0
		if is.dead {
			flags |= 1
		}
		if is.complete {
			flags |= 2
		}
		vi(flags)
		for _, n := range is.bld {
			vi(int(n))
		}
	}
	for _, p := range g.pl[:g.n] {
		for _, r := range p.res {
			vi(r)
		}
		vi(p.vp)
		vi(p.routes)
		bs(p.fish[:p.nFish])
		vi(int(p.dealt[0]))
		vi(int(p.dealt[1]))
		vi(int(p.task))
	}
	for _, n := range g.supply {
		vi(n)
	}
	bs(g.pool[:g.poolLen])
	vi(int(g.poolPos))
	vi(int(g.onBoard))
	vi(int(g.nCred))
	for _, c := range g.credits[:g.nCred] {
		vi(int(c.isl))
		vi(int(c.n))
	}
	if g.view {
		vi(1)
		vi(int(g.viewer))
	} else {
		vi(0)
	}
	return b
}
