package reykholt

import (
	"northtable/rules"
)

// The effect interpreter (Reykholt spec §3.2, §4.3, §6): an effect in progress is a stack of
// frames, one per primitive being resolved. run advances it until a decision is pending or
// the effect, its triggers and the turn are finished.

// ---- possibility (spec §3.1d, §3.2 "no dead ends") ----

// possible reports whether node ni can be carried out by seat s now, with at least one of its
// actions done.
func (g *Game) possible(ni int16, s int8) bool {
	n := &nodes[ni]
	switch n.op {
	case opTake, opTakeAhead, opChoose:
		return true
	case opTakeGH:
		return g.pileAvail(n.piles, NoGreenhouse)
	case opSeed:
		return g.maxSeedings(s, NoGreenhouse, g.pl[s].stock) >= int(g.seedMin(n, s))
	case opHarvest:
		return g.anyGrown(s)
	case opEx:
		give, get := &nodes[n.kids[0]], n.kids[1]
		if give.op == opPayGoods {
			return g.pl[s].stock.Total() >= int(give.n) && g.possible(get, s)
		}
		p := &g.pl[s]
		for _, h := range p.own[:p.nOwn] {
			if g.possibleAfterGiving(get, s, h) {
				return true
			}
		}
		return false
	case opTakeCard:
		for _, c := range g.display[:g.nDisplay] {
			if g.cardTakeable(c, s) {
				return true
			}
		}
		return false
	case opShareCard:
		for c := CardID(0); c < NumCards; c++ {
			if g.canShare(c, s) {
				return true
			}
		}
		return false
	case opAnd, opOr:
		for _, k := range n.kids {
			if g.possible(k, s) {
				return true
			}
		}
		return false
	}
	return false
}

// possibleAfterGiving is possible(get) once greenhouse h is back on its home pile. Only a
// greenhouse take depends on it; the edition's exchanges receive nothing else after a
// greenhouse.
func (g *Game) possibleAfterGiving(get int16, s int8, h GreenhouseID) bool {
	if n := &nodes[get]; n.op == opTakeGH {
		return g.pileAvail(n.piles, h)
	}
	return g.possible(get, s)
}

// pileAvail reports whether a listed pile is not empty, counting greenhouse back (when not
// NoGreenhouse) as already on its home pile.
func (g *Game) pileAvail(ps pileSet, back GreenhouseID) bool {
	for p := Pile(0); p < NumPiles; p++ {
		if ps.has(p) && (g.piles[p].n > 0 || (back != NoGreenhouse && Greenhouses[back].Pile == p)) {
			return true
		}
	}
	return false
}

func (g *Game) seedMin(n *node, s int8) int8 {
	if n.max < 0 && n.min == 2 && g.holds(s, cardSmallPlots) {
		return 1 // C7: "seed at least 2 times" is "at least 1" (spec §6.3)
	}
	return n.min
}

// anyGrown reports whether seat s owns a greenhouse holding a good.
func (g *Game) anyGrown(s int8) bool {
	p := &g.pl[s]
	for _, h := range p.own[:p.nOwn] {
		if g.ghGoods[h].Total() > 0 {
			return true
		}
	}
	return false
}

// maxSeedings is the largest number of seedings seat s could make one after another with the
// given stock, skipping greenhouse skip: a matching of distinct empty greenhouses with
// distinct stock goods they allow (spec §4.3 "One seeding"), found by augmenting paths over the
// five goods, each with its stock as capacity.
func (g *Game) maxSeedings(s int8, skip GreenhouseID, stock Goods) int {
	p := &g.pl[s]
	var gh [NumGreenhouses]GreenhouseID
	m := 0
	for _, h := range p.own[:p.nOwn] {
		if h != skip && g.ghGoods[h].Total() == 0 {
			gh[m] = h
			m++
		}
	}
	sm := seedMatch{gh: &gh, m: m, stock: &stock}
	for i := range sm.assign[:m] {
		sm.assign[i] = NoGood
	}
	count := 0
	for i := 0; i < m; i++ {
		var seen goodSet
		if sm.try(i, &seen) {
			count++
		}
	}
	return count
}

// seedMatch is maxSeedings' matching of greenhouses gh[:m] to stock goods: assign[i] is the
// good of greenhouse i or NoGood, used how many of each good are assigned. A type with a
// method rather than a recursive closure, so the search stays on the stack.
type seedMatch struct {
	gh     *[NumGreenhouses]GreenhouseID
	m      int
	stock  *Goods
	assign [NumGreenhouses]Good
	used   Goods
}

// try looks for an augmenting path from greenhouse i, not revisiting the goods in seen.
func (sm *seedMatch) try(i int, seen *goodSet) bool {
	allowed := Greenhouses[sm.gh[i]].Allowed
	for t := Good(0); t < NumGoods; t++ {
		if !allowed.has(t) || seen.has(t) || sm.stock[t] == 0 {
			continue
		}
		*seen |= 1 << t
		if sm.used[t] < sm.stock[t] {
			sm.used[t]++
			sm.assign[i] = t
			return true
		}
		for j := 0; j < sm.m; j++ {
			if j != i && sm.assign[j] == t && sm.try(j, seen) {
				sm.assign[i] = t // j moved to another good; t passes from j to i
				return true
			}
		}
	}
	return false
}

// cardTakeable reports whether seat s may take display card c (spec §6.2 step 3): a Once
// card only if its effect is possible after the stack good the take adds.
func (g *Game) cardTakeable(c CardID, s int8) bool {
	if Cards[c].Kind != Once {
		return true
	}
	p := &g.pl[s]
	saved := p.stock
	if good := g.NextStackGood(); good != NoGood {
		p.stock[good]++
	}
	ok := g.possible(Cards[c].effect, s)
	p.stock = saved
	return ok
}

// canShare reports whether seat s may share card c (spec §6.4); shareRule says why not.
func (g *Game) canShare(c CardID, s int8) bool {
	if g.n < 3 || c < 0 || c >= NumCards {
		return false
	}
	o := g.cardOwner[c]
	if o < 0 || o == s || (o != (s+1)%g.n && o != (s-1+g.n)%g.n) || g.cardSharer[c] >= 0 {
		return false
	}
	return Cards[c].Kind != Once || g.possible(Cards[c].effect, s)
}

// shareError is the worded refusal of seat s sharing card c (spec §6.4), or nil.
func (g *Game) shareError(c CardID, s int8) *rules.IllegalMoveError {
	var r refusal
	if g.shareRule(c, s, &r) == "" {
		return nil
	}
	return r.Err
}

// shareRule is the rule seat s breaks by sharing card c (spec §6.4, checked in the spec's
// order), or "" (words into r as validate).
func (g *Game) shareRule(c CardID, s int8, r *refusal) string {
	if g.n < 3 {
		return r.Deny(RuleNoSharing, func() *rules.IllegalMoveError { return refuse(RuleNoSharing, "", "sharing needs 3 or 4 players") })
	}
	if c < 0 || c >= NumCards {
		return r.Deny(RuleNotNeighbour, func() *rules.IllegalMoveError { return refuse(RuleNotNeighbour, "", "card %d does not exist", c) })
	}
	o := g.cardOwner[c]
	left, right := (s+1)%g.n, (s-1+g.n)%g.n
	if o < 0 || o == s || (o != left && o != right) {
		return r.Deny(RuleNotNeighbour, func() *rules.IllegalMoveError {
			return refuse(RuleNotNeighbour, "", "%s is owned by seat %d, not a neighbour of seat %d", Cards[c].ID, o, s)
		})
	}
	if g.cardSharer[c] >= 0 {
		return r.Deny(RuleAlreadyShared, func() *rules.IllegalMoveError {
			return refuse(RuleAlreadyShared, "", "%s is already shared", Cards[c].ID)
		})
	}
	if Cards[c].Kind == Once && !g.possible(Cards[c].effect, s) {
		return r.Deny(RuleCardNotUsable, func() *rules.IllegalMoveError {
			return refuse(RuleCardNotUsable, "", "the effect of %s is not possible now", Cards[c].ID)
		})
	}
	return ""
}

// ---- running effects ----

func (g *Game) top() *frame { return &g.frames[g.nf-1] }

// pushNode starts node ni for the actor. An OR on a Market space with card B3 becomes all of
// its branches (spec §6.3).
func (g *Game) pushNode(ni int16, card CardID) {
	n := &nodes[ni]
	if n.op == opOr && card == NoCard && g.ctx == ctxSpace && g.spaceCol() == Market && g.holds(g.actor, cardBothOptions) && g.nf == 0 {
		for i := len(n.kids) - 1; i >= 0; i-- {
			g.pushNode(n.kids[i], card)
		}
		return
	}
	f := frame{node: ni, excl: NoGood, gh: NoGreenhouse, card: card, hgh: [3]GreenhouseID{NoGreenhouse, NoGreenhouse, NoGreenhouse}}
	if n.op == opSeed {
		f.min = g.seedMin(n, g.actor)
	}
	if g.nf == int8(len(g.frames)) {
		panic("reykholt: effect stack overflow")
	}
	g.frames[g.nf] = f
	g.nf++
}

func (g *Game) pop() { g.nf-- }

func (g *Game) spaceCol() Column {
	if g.ctxSpace == NoSpace {
		return -1
	}
	return sides[g.side][g.ctxSpace].Column
}

// step advances the top frame; it reports whether a decision is pending there.
func (g *Game) step() bool {
	f := g.top()
	n := &nodes[f.node]
	s := g.actor
	switch n.op {
	case opTake:
		g.pop()
		g.gain(s, n.goods, f.card, true)
	case opTakeAhead:
		g.pop()
		var gs Goods
		_, _, good, _ := TableAt(int(g.pl[s].pos) + 1)
		gs[good] = int16(n.n)
		g.gain(s, gs, f.card, true)
	case opChoose:
		return true
	case opTakeGH:
		k := 0
		for p := Pile(0); p < NumPiles; p++ {
			if n.piles.has(p) {
				k++
			}
		}
		if k >= 2 {
			return true
		}
		card := f.card
		g.pop()
		for p := Pile(0); p < NumPiles; p++ {
			if n.piles.has(p) && g.piles[p].n > 0 {
				g.takeGreenhouse(s, p, card)
			}
		}
	case opSeed:
		if n.max >= 0 && f.count >= n.max {
			g.pop()
			return false
		}
		return true
	case opHarvest:
		if f.count >= n.min*n.max {
			g.pop()
			return false
		}
		return true
	case opEx:
		switch f.done {
		case 0:
			return true
		case 1:
			f.done = 2
			excl, card := f.excl, f.card
			g.pushNode(n.kids[1], card)
			g.top().excl = excl
		default:
			g.pop()
			g.fired.exchanges++
		}
	case opTakeCard, opShareCard, opOr:
		return true
	case opAnd:
		left, possibleLeft, last := 0, 0, -1
		for i, k := range n.kids {
			if f.done&(1<<i) == 0 {
				left++
				if g.possible(k, s) {
					possibleLeft++
					last = i
				}
			}
		}
		switch {
		case possibleLeft == 0:
			g.pop()
		case left == 1:
			f.done |= 1 << last
			g.pushNode(n.kids[last], f.card)
		default:
			return true
		}
	default:
		panic("reykholt: frame of a node that is never pushed")
	}
	return false
}

// run advances the game until a decision is pending.
func (g *Game) run() {
	for {
		if g.nf > 0 {
			if g.step() {
				return
			}
			continue
		}
		if g.ctx == ctxNone {
			return
		}
		if g.nextTrigger() {
			continue
		}
		ctx := g.ctx
		g.ctx, g.ctxSpace, g.ctxCard, g.trigNext = ctxNone, NoSpace, NoCard, -1
		if ctx == ctxSpace {
			g.endPlacementTurn()
		}
		return
	}
}

// begin starts an effect of the actor: a space's or an Any card's (spec §3.2, §6.1).
func (g *Game) begin(s int8, ctx ctxKind, sp SpaceID, card CardID, root int16) {
	g.actor, g.ctx, g.ctxSpace, g.ctxCard = s, ctx, sp, card
	g.held = 0
	for c := CardID(0); c < NumCards; c++ {
		if g.holds(s, c) {
			g.held |= 1 << c
		}
	}
	g.fired = fired{propTake: NoGreenhouse}
	g.trigNext = -1
	g.pushNode(root, card)
}

// nextTrigger fires the next ongoing card that answers the finished effect (spec §6.1: after
// the space, exchange or card is finished, in card-id order). It reports whether it pushed a
// decision; automatic gains are applied at once.
func (g *Game) nextTrigger() bool {
	if g.trigNext < 0 {
		g.trigNext = 0
	}
	s := g.actor
	col := g.spaceCol()
	onSpace := g.ctx == ctxSpace
	for ; g.trigNext < NumCards; g.trigNext++ {
		c := CardID(g.trigNext)
		if g.held&(1<<c) == 0 {
			continue
		}
		var gs Goods
		switch c {
		case cardMarketTomato:
			if onSpace && col == Market {
				gs[Tomato] = 1
			}
		case cardBakersDozen:
			if onSpace && col == Market {
				for t, k := range g.fired.marketGain {
					if k >= 2 {
						gs[t]++
					}
				}
			}
		case cardFairTrade:
			gs[Tomato] = int16(g.fired.exchanges)
		case cardSecondPass:
			if onSpace && col == Field && g.anyGrown(s) {
				g.trigNext++
				g.pushNode(nodeSecondPass, c)
				return true
			}
		case cardStreetParty:
			if onSpace && g.fired.row {
				gs[Mushroom] = 1
			}
		case cardScrapDealer:
			gs[Tomato], gs[Lettuce] = int16(g.fired.discards), int16(g.fired.discards)
		case cardLandSurvey:
			if h := g.fired.propTake; h != NoGreenhouse {
				g.trigNext++
				g.pushNode(nodeLandSurvey, c)
				g.top().gh = h
				return true
			}
		}
		if gs.Total() > 0 {
			g.gain(s, gs, c, false)
		}
	}
	return false
}

// ---- primitive effects ----

// gain moves goods from the supply to seat s's stock. fromSpace marks goods given by the
// effect itself (for card B4), not by a trigger.
func (g *Game) gain(s int8, gs Goods, card CardID, fromSpace bool) {
	if gs.Total() == 0 {
		return
	}
	for t := range gs {
		g.pl[s].stock[t] += gs[t]
	}
	if fromSpace && card == NoCard && g.ctx == ctxSpace {
		for t := range gs {
			g.fired.marketGain[t] += gs[t]
		}
	}
	g.emit(EvGain, rules.Seat(s), gainBox(GainDetail{Goods: gs, Card: card}))
}

func (g *Game) pay(s int8, gs Goods) {
	for t := range gs {
		g.pl[s].stock[t] -= gs[t]
	}
	g.emit(EvPay, rules.Seat(s), gainBox(GainDetail{Goods: gs, Card: NoCard}))
}

// takeGreenhouse gives seat s the top card of pile p (spec §5.2). A take from the random pile
// reveals a card nobody has seen there (spec §10.3: an undo barrier).
func (g *Game) takeGreenhouse(s int8, p Pile, card CardID) {
	pl := &g.piles[p]
	h := pl.top()
	pl.n--
	faceDown := false
	if p == PileRandom {
		g.revealed = true
		if h == g17 && g.g17Down {
			faceDown, g.g17Down = true, false
		}
		if g.randHidden > pl.n-1 {
			g.randHidden = max(pl.n-1, 0) // the new top lies face up now
		}
	}
	g.ghOwner[h] = s
	g.ghGoods[h] = Goods{}
	pp := &g.pl[s]
	pp.own[pp.nOwn] = h
	pp.nOwn++
	if g.ctx == ctxSpace && card == NoCard && g.spaceCol() == Property {
		g.fired.propTake = h
	}
	g.emit(EvTakeGreenhouse, rules.Seat(s), ghBox(GreenhouseDetail{GH: h, Pile: p, FaceDown: faceDown, Card: card}))
}

// giveGreenhouse puts seat s's greenhouse h face up on its home pile, its goods back to the
// supply (spec §4.3 "Discarding").
func (g *Game) giveGreenhouse(s int8, h GreenhouseID) {
	pp := &g.pl[s]
	k := 0
	for _, x := range pp.own[:pp.nOwn] {
		if x != h {
			pp.own[k] = x
			k++
		}
	}
	pp.nOwn = int8(k)
	g.ghOwner[h] = -1
	back := g.ghGoods[h]
	g.ghGoods[h] = Goods{}
	home := Greenhouses[h].Pile
	g.push(home, h)
	g.fired.discards++
	g.emit(EvGiveGreenhouse, rules.Seat(s), ghBox(GreenhouseDetail{GH: h, Pile: home, Card: NoCard, Returned: back}))
}

// seed makes one seeding (spec §4.3 "One seeding").
func (g *Game) seed(s int8, h GreenhouseID, good, companion Good) {
	g.pl[s].stock[good]--
	var gs Goods
	gs[good] = int16(Greenhouses[h].Parcels)
	if companion != NoGood {
		gs[good]--
		gs[companion]++
	}
	g.ghGoods[h] = gs
	g.emit(EvSeed, rules.Seat(s), seedDetailBox(SeedDetail{GH: h, Good: good, Companion: companion}))
}

// harvestOne moves one good from greenhouse h to its owner's stock (spec §4.3 "One harvest").
func (g *Game) harvestOne(s int8, h GreenhouseID, good Good, n int16) {
	g.ghGoods[h][good] -= n
	g.pl[s].stock[good] += n
	g.emit(EvHarvest, rules.Seat(s), harvestDetailBox(HarvestDetail{GH: h, Good: good, N: int8(n)}))
}

// takeCard gives seat s display card c (spec §6.2), with the stack good, and starts a Once
// effect.
func (g *Game) takeCard(s int8, c CardID) {
	good := g.NextStackGood()
	k := 0
	for _, x := range g.display[:g.nDisplay] {
		if x != c {
			g.display[k] = x
			k++
		}
	}
	g.nDisplay = int8(k)
	g.cardOwner[c] = s
	g.emit(EvTakeCard, rules.Seat(s), cardDetailBox(CardDetail{Card: c, Other: rules.NoSeat}))
	if good != NoGood {
		g.nStack--
		var gs Goods
		gs[good] = 1
		g.gain(s, gs, NoCard, false)
	}
	if Cards[c].Kind == Once {
		g.cardSpent[c] = true
		g.pushNode(Cards[c].effect, c)
	}
}

// shareCard shares neighbour's card c with seat s (spec §6.4); a Once card's effect is
// carried out for s now.
func (g *Game) shareCard(s int8, c CardID) {
	g.cardSharer[c] = s
	g.emit(EvShareCard, rules.Seat(s), cardDetailBox(CardDetail{Card: c, Other: rules.Seat(g.cardOwner[c])}))
	if Cards[c].Kind == Once {
		g.pushNode(Cards[c].effect, c)
	}
}

// ---- phases (spec §3) ----

func (g *Game) startWork() {
	g.phase, g.wturn = PhaseWork, 0
	g.emit(EvPhase, rules.NoSeat, phaseBox(PhaseDetail{Phase: PhaseWork, Round: g.round, Start: rules.Seat(g.start)}))
	if g.solo {
		// Solo round start (spec §9): the random pile's top card and 1 tomato, no worker.
		if g.piles[PileRandom].n > 0 {
			g.takeGreenhouse(0, PileRandom, NoCard)
		}
		g.gain(0, Goods{Tomato: 1}, NoCard, false)
	}
}

func (g *Game) endPlacementTurn() {
	g.turnNo++
	g.wturn++
	per := int8(WorkersPerPlayer)
	if g.wturn < per*g.n {
		return
	}
	g.startHarvest()
}

func (g *Game) startHarvest() {
	g.phase, g.hvIdx = PhaseHarvest, 0
	g.emit(EvPhase, rules.NoSeat, phaseBox(PhaseDetail{Phase: PhaseHarvest, Round: g.round, Start: rules.Seat(g.start)}))
	g.resetHarvestChoices()
	g.advanceHarvest()
}

func (g *Game) resetHarvestChoices() {
	g.hvDbl, g.hvDblOK = NoGreenhouse, false
	for i := range g.hvPick {
		g.hvPick[i] = NoGood
	}
}

func mixed(gs Goods) bool {
	k := 0
	for _, n := range gs {
		if n > 0 {
			k++
		}
	}
	return k > 1
}

// harvestChoice reports whether the current Harvest Time seat has a choice to make: A5's
// greenhouse (2 or more eligible) or a mixed greenhouse's good (spec §3.3).
func (g *Game) harvestChoice() bool {
	s := (g.start + g.hvIdx) % g.n
	p := &g.pl[s]
	if !g.hvDblOK {
		if g.holds(s, cardDoubleHarvest) {
			k, last := 0, NoGreenhouse
			for _, h := range p.own[:p.nOwn] {
				if g.ghGoods[h].Total() >= 2 {
					k++
					last = h
				}
			}
			if k >= 2 {
				return true
			}
			g.hvDbl = last
		}
		g.hvDblOK = true
	}
	for _, h := range p.own[:p.nOwn] {
		if mixed(g.ghGoods[h]) && g.hvPick[h] == NoGood {
			return true
		}
	}
	return false
}

// advanceHarvest harvests seat after seat until one has a choice (spec §3.3).
func (g *Game) advanceHarvest() {
	for g.hvIdx < g.n {
		if g.harvestChoice() {
			return
		}
		s := (g.start + g.hvIdx) % g.n
		g.harvestSeat(s)
		g.turnNo++
		g.hvIdx++
		g.resetHarvestChoices()
	}
	g.startTourism()
}

// harvestSeat gives seat s one good from each planted greenhouse, two from A5's and C5's,
// and B6's lettuce (spec §3.3, §6.3).
func (g *Game) harvestSeat(s int8) {
	p := &g.pl[s]
	c5 := g.holds(s, cardFertileCorners)
	for _, h := range p.own[:p.nOwn] {
		gs := g.ghGoods[h]
		if gs.Total() == 0 {
			continue
		}
		n := int16(1)
		if h == g.hvDbl || (c5 && Greenhouses[h].Parcels == 3 && gs.Total() >= 2) {
			n = 2
		}
		good := g.hvPick[h]
		if good == NoGood {
			for t := Good(0); t < NumGoods; t++ {
				if gs[t] > 0 {
					good = t
					break
				}
			}
		}
		// A greenhouse gives n goods of its type; a mixed one (never doubled in this
		// edition's sets) gives the picked good.
		n = min(n, gs[good])
		g.harvestOne(s, h, good, n)
	}
	if g.holds(s, cardWeeklyLettuce) {
		g.gain(s, Goods{Lettuce: 1}, cardWeeklyLettuce, false)
	}
}

func (g *Game) startTourism() {
	g.phase, g.tourIdx = PhaseTourism, 0
	for i := range g.order[:g.n] {
		g.order[i] = int8(i)
	}
	// Front to back: higher pos first, on one table the later arrival first (spec §3.4).
	o := g.order[:g.n]
	for i := 1; i < len(o); i++ {
		for j := i; j > 0 && g.ahead(o[j], o[j-1]); j-- {
			o[j], o[j-1] = o[j-1], o[j]
		}
	}
	g.emit(EvPhase, rules.NoSeat, phaseBox(PhaseDetail{Phase: PhaseTourism, Round: g.round, Start: rules.Seat(g.start)}))
}

// ahead reports whether seat a's manager stands in front of seat b's (spec §3.4, §8).
func (g *Game) ahead(a, b int8) bool {
	pa, pb := &g.pl[a], &g.pl[b]
	if pa.pos != pb.pos {
		return pa.pos > pb.pos
	}
	return pa.arrive > pb.arrive
}

// enter moves seat s's manager one table on (spec §7 arrival order).
func (g *Game) enter(s int8) {
	g.pl[s].pos++
	g.arrivals++
	g.pl[s].arrive = g.arrivals
}

func (g *Game) endTourismTurn() {
	g.turnNo++
	g.tourIdx++
	if g.tourIdx < g.n {
		return
	}
	g.homecoming()
}

// homecoming returns the workers, discards the round tile, passes the start player and resets
// the round's limits (spec §3.5, solo §9); after the last round the game ends (spec §8).
func (g *Game) homecoming() {
	for i := range g.occ {
		w := &g.occ[i]
		if w.seat < 0 {
			continue
		}
		if !g.solo || (g.round > 1 && w.round == g.round-1) {
			*w = worker{seat: -1}
		}
	}
	g.emit(EvHomecoming, rules.NoSeat, phaseBox(PhaseDetail{Phase: PhaseOver, Round: g.round, Start: rules.Seat(g.start)}))
	if g.round == g.rounds {
		g.phase = PhaseOver
		g.emit(EvGameOver, rules.NoSeat, nil)
		return
	}
	g.round++
	if !g.solo {
		g.start = (g.start + 1) % g.n
		g.emit(EvStartPlayer, rules.Seat(g.start), nil)
	}
	for s := range g.pl[:g.n] {
		p := &g.pl[s]
		p.flags, p.bonus, p.d5 = [2]int8{}, false, false
	}
	g.anyUsed = [NumCards]uint8{}
	g.startWork()
}
