package reykholt

import (
	"crypto/sha256"
	"encoding/binary"
	"math/rand/v2"
	"slices"

	"northtable/rules"
)

// View returns what seat s may see (Reykholt spec §1, §5.2): everything is public except the
// order of the random pile below its top, which nobody has seen; a view lists those cards in
// ascending order, and its random generator is a fixed one. Every seat, and a spectator, gets
// the same view.
func (g *Game) View(s rules.Seat) rules.Game { return g.SeatView(s) }

// SeatView is View with the concrete type.
func (g *Game) SeatView(rules.Seat) *Game {
	v := g.Copy()
	pl := &v.piles[PileRandom]
	slices.Sort(pl.ids[:v.randHidden])
	v.rng = *rand.NewPCG(0, pcgStream)
	return v
}

// Determinize returns a full game consistent with what seat has seen (rules.Game): the unseen
// part of the random pile is shuffled from r, and the game's generator reseeded from r. After
// setup the game uses no chance, so that order is the only thing samples differ in.
func (g *Game) Determinize(seat rules.Seat, r *rand.Rand) rules.Game { return g.Sample(seat, r) }

// Sample is Determinize with the concrete type.
func (g *Game) Sample(_ rules.Seat, r *rand.Rand) *Game {
	d := g.Copy()
	ids := d.piles[PileRandom].ids[:d.randHidden]
	r.Shuffle(len(ids), func(i, j int) { ids[i], ids[j] = ids[j], ids[i] })
	d.rng = *rand.NewPCG(r.Uint64(), r.Uint64())
	return d
}

// Hash is the SHA-256 of a canonical encoding of the whole state, random generator included.
func (g *Game) Hash() [32]byte { return sha256.Sum256(g.encode(make([]byte, 0, 1024))) }

func (g *Game) encode(b []byte) []byte {
	i8 := func(v ...int8) {
		for _, x := range v {
			b = append(b, byte(x))
		}
	}
	i16 := func(v int16) { b = binary.LittleEndian.AppendUint16(b, uint16(v)) }
	goods := func(gs Goods) {
		for _, n := range gs {
			i16(n)
		}
	}
	boolean := func(v bool) {
		if v {
			b = append(b, 1)
		} else {
			b = append(b, 0)
		}
	}
	b = append(b, "reykholt/1"...)
	i8(g.n, int8(g.side), int8(g.set), g.rounds, g.round, int8(g.phase), g.start)
	boolean(g.solo)
	for s := range g.pl[:g.n] {
		p := &g.pl[s]
		goods(p.stock)
		i8(p.nOwn)
		for _, h := range p.own[:p.nOwn] {
			i8(int8(h))
		}
		i8(p.flags[0], p.flags[1])
		i16(p.pos)
		b = binary.LittleEndian.AppendUint32(b, uint32(p.arrive))
		boolean(p.bonus)
		boolean(p.d5)
	}
	for i := range g.occ {
		i8(g.occ[i].seat, g.occ[i].colour, g.occ[i].round)
		boolean(g.closed[i])
		boolean(g.blocked[i])
		boolean(g.covered[i])
	}
	for h := range g.ghOwner {
		i8(g.ghOwner[h])
		goods(g.ghGoods[h])
		boolean(g.inGame[h])
		i8(int8(g.hvPick[h]))
	}
	for p := range g.piles {
		i8(g.piles[p].n)
		for _, h := range g.piles[p].ids[:g.piles[p].n] {
			i8(int8(h))
		}
	}
	i8(g.randHidden)
	boolean(g.g17Down)
	for c := range g.cardOwner {
		i8(g.cardOwner[c], g.cardSharer[c], int8(g.anyUsed[c]))
		boolean(g.cardSpent[c])
	}
	i8(g.nDisplay)
	for _, c := range g.display[:g.nDisplay] {
		i8(int8(c))
	}
	i8(g.nStack)
	for _, t := range g.stack[:g.nStack] {
		i8(int8(t))
	}
	b = binary.LittleEndian.AppendUint32(b, uint32(g.arrivals))
	i8(g.wturn, g.hvIdx, int8(g.hvDbl))
	boolean(g.hvDblOK)
	for _, o := range g.order {
		i8(o)
	}
	i8(g.tourIdx, g.nf)
	for _, f := range g.frames[:g.nf] {
		i16(f.node)
		i8(int8(f.done), f.count, f.min, f.nh, int8(f.excl), int8(f.gh), int8(f.card))
		for k := range f.hgh {
			i8(int8(f.hgh[k]), f.hn[k])
		}
	}
	i8(int8(g.ctx), int8(g.ctxSpace), int8(g.ctxCard), g.actor, g.trigNext)
	b = binary.LittleEndian.AppendUint64(b, g.held)
	boolean(g.fired.row)
	i8(g.fired.exchanges, g.fired.discards, int8(g.fired.propTake))
	goods(g.fired.marketGain)
	b = binary.LittleEndian.AppendUint32(b, uint32(g.turnNo))
	rs, _ := g.rng.MarshalBinary()
	return append(b, rs...)
}

// Prompt is the pending decision in plain words, naming the space or card it belongs to
// (spec §11).
func (g *Game) Prompt() rules.Prompt {
	kind := g.Decision()
	return rules.Prompt{Kind: kind, Text: g.promptText(kind)}
}

// Source is the words for what the pending sub-choice belongs to: the space's effect or the
// card's name (e.g. "Seed 1 or 2 times" or "Swap Box"); "" at a phase decision.
func (g *Game) Source() string {
	if g.nf > 0 {
		if c := g.top().card; c != NoCard {
			return Cards[c].Name
		}
	}
	if g.ctxSpace != NoSpace {
		return sides[g.side][g.ctxSpace].Text
	}
	if g.ctxCard != NoCard {
		return Cards[g.ctxCard].Name
	}
	return ""
}

func (g *Game) promptText(kind rules.PromptKind) string {
	src := g.Source()
	with := func(s string) string {
		if src == "" {
			return s
		}
		return src + ": " + s
	}
	switch kind {
	case DecidePlace:
		if g.solo {
			return "Place a worker on an action space"
		}
		return "Place a worker on an action space (" + itoa(g.WorkersHome(g.ToMove())) + " left)"
	case DecideAction:
		return with("choose which action to carry out first")
	case DecideBranch:
		return with("choose one")
	case DecideChooseGoods:
		n := &nodes[g.top().node]
		return with("choose " + countGoods(int(n.n)) + " to take")
	case DecideGiveGoods:
		n := &nodes[nodes[g.top().node].kids[0]]
		return with("choose " + countGoods(int(n.n)) + " to give back")
	case DecideGiveGreenhouse:
		return with("choose one of your greenhouses to give back")
	case DecidePile:
		return with("choose a pile")
	case DecideSeed:
		f := g.top()
		if !g.moreThanDone() {
			return with("nothing more can be seeded — finish with Done")
		}
		s := with("choose an empty greenhouse and a good")
		switch left := f.min - f.count; {
		case f.count == 0 && left > 0:
			s += " (at least " + itoa(int(f.min)) + ")"
		case left > 0:
			s += " (" + seedMore(int(left)) + ")"
		}
		return s
	case DecideHarvest:
		f := g.top()
		switch {
		case f.count == 0:
			return with("choose a greenhouse and a good to harvest")
		case !g.moreThanDone():
			return with("nothing more can be harvested — finish with Done")
		}
		return with("harvest another good, or finish with Done")
	case DecideTakeCard:
		return with("choose a card from the display")
	case DecideShareCard:
		return with("choose a card of your left or right neighbour")
	case DecideHarvestPick:
		if !g.hvDblOK {
			return "Harvest Time: choose the greenhouse that gives you 2 goods"
		}
		return "Harvest Time: choose the vegetable each mixed greenhouse gives"
	case DecideTourism:
		if !g.pl[g.ToMove()].bonus {
			return "Tourism Time: advance or use your Bonus"
		}
		return "Tourism Time: advance or stop"
	}
	return ""
}

// moreThanDone reports whether the pending Seed or Harvest step offers a move other than Done.
func (g *Game) moreThanDone() bool {
	more := false
	g.candidates(func(m rules.Move) {
		if _, done := m.(Done); !done && !more && g.validate(m, nil) == "" {
			more = true
		}
	}, func(rules.Move) { more = true })
	return more
}

// Progress says how far the game is, for the menu's Continue card, e.g. "Round 3 of 7,
// Tourism Time" (table.Progresser).
func (g *Game) Progress() string {
	if g.phase == PhaseOver {
		return "Game over"
	}
	return "Round " + itoa(int(g.round)) + " of " + itoa(int(g.rounds)) + ", " + g.phase.String()
}

// Result ranks the players by track position, on one table the later arrival first (spec §8);
// solo: won with pos − 21, or missed by 21 − pos (spec §9). Score.Total is pos (solo: pos − 21,
// negative when the goal was missed; the breakdown is the goal, the table reached and the
// result in words); Tiebreak says "arrived later" when a shared table decided.
func (g *Game) Result() rules.Result {
	var r rules.Result
	if g.solo {
		p := &g.pl[0]
		sc := rules.Score{Seat: 0, Total: int(p.pos) - SoloGoal, Rank: 1}
		// Goal: table 21 · Reached: table 15 · Result: 6 short (the category named as the
		// total column is the total's own note on the results screen)
		result := "goal met exactly"
		switch d := int(p.pos) - SoloGoal; {
		case d > 0:
			result = "won by " + plural(d, "table")
		case d < 0:
			result = plural(-d, "table") + " short"
		}
		// the goal and the table reached are words (0 points each), so the breakdown still
		// adds up to the total
		sc.Breakdown = []rules.Category{
			{Name: "Goal", Note: "table " + itoa(SoloGoal) + " within " + itoa(int(g.rounds)) + " rounds"},
			{Name: "Reached", Note: TableWords(int(p.pos))},
			{Name: soloTotal, Points: sc.Total, Note: result},
		}
		if p.pos >= SoloGoal {
			r.Winners = []rules.Seat{0}
			n, good := g.SoloTiebreak()
			sc.Tiebreak = countOf(n, good) + " toward the next table"
		}
		r.Scores = []rules.Score{sc}
		r.TotalLabel = soloTotal
		if p.pos >= SoloGoal {
			r.Summary = "Goal reached: " + TableWords(int(p.pos)) + ", " + plural(int(p.pos)-SoloGoal, "table") + " past table " + itoa(SoloGoal)
		} else {
			r.Summary = "Goal missed: " + TableWords(int(p.pos)) + ", " + plural(SoloGoal-int(p.pos), "table") + " short of table " + itoa(SoloGoal)
		}
		return r
	}
	order := make([]int8, g.n)
	for i := range order {
		order[i] = int8(i)
	}
	slices.SortStableFunc(order, func(a, b int8) int {
		if g.ahead(a, b) {
			return -1
		}
		if g.ahead(b, a) {
			return 1
		}
		return 0
	})
	r.Scores = make([]rules.Score, g.n)
	for rank, s := range order {
		p := &g.pl[s]
		sc := rules.Score{Seat: rules.Seat(s), Total: int(p.pos), Rank: rank + 1,
			Breakdown: []rules.Category{{Name: tablesTotal, Points: int(p.pos), Note: lapNote(int(p.pos))}}}
		if rank > 0 && g.pl[order[rank-1]].pos == p.pos || rank+1 < len(order) && g.pl[order[rank+1]].pos == p.pos {
			if rank+1 < len(order) && g.pl[order[rank+1]].pos == p.pos {
				sc.Tiebreak = "arrived later"
			} else {
				sc.Tiebreak = "arrived earlier"
			}
			r.TieRule = "on a shared table the later arrival ranks higher"
		}
		r.Scores[s] = sc
	}
	r.Winners = []rules.Seat{rules.Seat(order[0])}
	r.TotalLabel = tablesTotal
	r.Summary = "on " + TableWords(int(g.pl[order[0]].pos)) + " of the tourism track"
	if len(order) > 1 && g.pl[order[1]].pos == g.pl[order[0]].pos {
		r.Summary += ", in front: arrived later"
	}
	if g.pl[order[0]].pos != g.pl[order[min(1, len(order)-1)]].pos || len(order) == 1 {
		r.TieRule = ""
	}
	return r
}

// The total columns' headings; a category of the same name is the total's own note (the lap
// of a table, how far the solo goal was missed or beaten), not a column of its own.
const (
	tablesTotal = "Tables"
	soloTotal   = "Result"
)

// lapNote is where a position past the first lap is on the printed track ("table 2 of lap
// 1"); "" on the first lap, where the position is the table.
func lapNote(pos int) string {
	if _, lap, _, _ := TableAt(pos); lap > 0 {
		return TableWords(pos)
	}
	return ""
}

// plural is "1 table" or "3 tables".
func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return itoa(n) + " " + noun + "s"
}

// SoloTiebreak is the solo game's second figure (spec §9): the stock goods of the next
// table's type, up to that table's cost (before cards).
func (g *Game) SoloTiebreak() (n int, good Good) {
	_, _, good, cost := TableAt(int(g.pl[0].pos) + 1)
	return min(int(g.pl[0].stock[good]), cost), good
}
