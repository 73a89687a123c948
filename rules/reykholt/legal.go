package reykholt

import (
	"northtable/rules"
)

// The decision kinds (rules.Prompt.Kind; Reykholt spec §10.2).
const (
	DecidePlace          rules.PromptKind = "Place"          // Place, UseCard, Pass
	DecideAction         rules.PromptKind = "Action"         // Resolve: the next action of an "and"
	DecideBranch         rules.PromptKind = "Branch"         // Branch: one branch of an "OR"
	DecideChooseGoods    rules.PromptKind = "ChooseGoods"    // SelectGoods: goods to take
	DecideGiveGoods      rules.PromptKind = "GiveGoods"      // SelectGoods: goods to give back
	DecideGiveGreenhouse rules.PromptKind = "GiveGreenhouse" // GiveGreenhouse
	DecidePile           rules.PromptKind = "Pile"           // ChoosePile
	DecideSeed           rules.PromptKind = "Seed"           // Seed, Done
	DecideHarvest        rules.PromptKind = "Harvest"        // Harvest, Done
	DecideTakeCard       rules.PromptKind = "TakeCard"       // ChooseCard from the display
	DecideShareCard      rules.PromptKind = "ShareCard"      // ChooseCard of a neighbour
	DecideHarvestPick    rules.PromptKind = "HarvestPick"    // Double, Pick (Harvest Time)
	DecideTourism        rules.PromptKind = "Tourism"        // Advance, Bonus, UseCard, Stop
)

// Decision is the kind of the pending decision; "" when the game is over.
func (g *Game) Decision() rules.PromptKind {
	if g.phase == PhaseOver {
		return ""
	}
	if g.nf > 0 {
		f := g.top()
		n := &nodes[f.node]
		switch n.op {
		case opChoose:
			return DecideChooseGoods
		case opEx:
			if nodes[n.kids[0]].op == opPayGH {
				return DecideGiveGreenhouse
			}
			return DecideGiveGoods
		case opTakeGH:
			return DecidePile
		case opSeed:
			return DecideSeed
		case opHarvest:
			return DecideHarvest
		case opTakeCard:
			return DecideTakeCard
		case opShareCard:
			return DecideShareCard
		case opOr:
			return DecideBranch
		case opAnd:
			return DecideAction
		}
	}
	switch g.phase {
	case PhaseWork:
		return DecidePlace
	case PhaseHarvest:
		return DecideHarvestPick
	}
	return DecideTourism
}

// Check answers what Apply would answer for m and changes nothing: nil, or a
// *rules.IllegalMoveError in plain words. The words are made here, only for a refusal; Allowed
// gives the same answer without them.
func (g *Game) Check(m rules.Move) error {
	if err := g.refusalOf(m); err != nil {
		return err
	}
	return nil
}

// Allowed reports whether Check(m) would be nil (rules.Game). It builds no words and allocates
// nothing, so a search may ask it of any number of candidate moves.
func (g *Game) Allowed(m rules.Move) bool { return g.validate(m, nil) == "" }

// refusalOf is validate's worded answer: the refusal of m, or nil when m is legal.
func (g *Game) refusalOf(m rules.Move) *rules.IllegalMoveError {
	var r refusal
	if g.validate(m, &r) == "" {
		return nil
	}
	return r.Err
}

// Apply carries out a legal move, then everything that follows without a choice (triggers,
// Harvest Time without choices, Homecoming). An illegal move returns *rules.IllegalMoveError
// and changes nothing. Outcome.Final marks an undo boundary (spec §10.3): the move took a card
// from the random pile, or it finished a turn (a placement turn, one player's Harvest Time
// choices, a Tourism turn) or the game.
func (g *Game) Apply(m rules.Move) (rules.Outcome, error) {
	if g.validate(m, nil) != "" {
		return rules.Outcome{}, g.refusalOf(m)
	}
	g.evBuf = g.evBuf[:0]
	g.revealed = false
	turn := g.turnNo
	g.do(m)
	g.run()
	g.ended = g.turnNo != turn || g.phase == PhaseOver
	return rules.Outcome{Final: g.revealed || g.ended, Events: g.evBuf}, nil
}

// Legal lists every legal move for the pending decision, in a stable order (AppendLegal into
// a new slice).
func (g *Game) Legal() []rules.Move { return g.AppendLegal(make([]rules.Move, 0, 32)) }

// AppendLegal appends every legal move of the pending decision to dst, in Legal's order, and
// returns the extended slice (rules.Game). The moves are shared boxes from the package's
// tables and candidates are tested without words, so nothing is allocated when dst has room.
func (g *Game) AppendLegal(dst []rules.Move) []rules.Move {
	g.candidates(func(m rules.Move) {
		if g.validate(m, nil) == "" {
			dst = append(dst, m)
		}
	}, func(m rules.Move) { dst = append(dst, m) })
	return dst
}

// candidates offers every move of the pending decision's kinds that might be legal; Legal
// keeps those validate accepts, so Legal and Apply agree by construction. Moves already known
// legal (placements that passed canPlace, the very test validate makes) go to legal instead.
func (g *Game) candidates(yield, legal func(rules.Move)) {
	if g.phase == PhaseOver {
		return
	}
	s := g.ToMove()
	si := int8(s)
	p := &g.pl[si]
	switch g.Decision() {
	case DecidePlace:
		anyPlace := false
		for i := range sides[g.side] {
			if g.canPlace(si, SpaceID(i)) {
				anyPlace = true
				legal(placeBox[si][i])
			}
		}
		g.cardCandidates(s, yield)
		if !anyPlace {
			yield(passBox[si])
		}
	case DecideAction, DecideBranch:
		n := &nodes[g.top().node]
		for i := range n.kids {
			if n.op == opAnd {
				yield(resolveBox[si][i])
			} else {
				yield(branchBox[si][i])
			}
		}
	case DecideChooseGoods:
		for _, m := range selectBox[si][nodes[g.top().node].n] {
			yield(m)
		}
	case DecideGiveGoods:
		n := &nodes[g.top().node]
		k := nodes[n.kids[0]].n
	choices:
		for i, gs := range selectGoods[k] {
			for t := range gs {
				if gs[t] > p.stock[t] {
					continue choices
				}
			}
			yield(selectBox[si][k][i])
		}
	case DecideGiveGreenhouse:
		for _, h := range p.own[:p.nOwn] {
			yield(giveBox[si][h])
		}
	case DecidePile:
		for q := Pile(0); q < NumPiles; q++ {
			yield(pileBox[si][q])
		}
	case DecideSeed:
		for _, h := range p.own[:p.nOwn] {
			if g.ghGoods[h].Total() > 0 {
				continue
			}
			for t := Good(0); t < NumGoods; t++ {
				if p.stock[t] == 0 || !Greenhouses[h].Allows(t) {
					continue
				}
				yield(seedBox[si][h][t][0])
				if g.holds(si, cardCompanion) && Greenhouses[h].Parcels >= 5 {
					for c := 1; c <= 3; c++ {
						yield(seedBox[si][h][t][c])
					}
				}
			}
		}
		yield(doneBox[si])
	case DecideHarvest:
		for _, h := range p.own[:p.nOwn] {
			for t := Good(0); t < NumGoods; t++ {
				if g.ghGoods[h][t] > 0 {
					yield(harvestBox[si][h][t])
				}
			}
		}
		yield(doneBox[si])
	case DecideTakeCard:
		for _, c := range g.display[:g.nDisplay] {
			yield(cardBox[si][c])
		}
	case DecideShareCard:
		for c := CardID(0); c < NumCards; c++ {
			if g.canShare(c, si) {
				yield(cardBox[si][c])
			}
		}
	case DecideHarvestPick:
		for _, h := range p.own[:p.nOwn] {
			if !g.hvDblOK {
				yield(doubleBox[si][h])
				continue
			}
			for t := Good(0); t < NumGoods; t++ {
				if g.ghGoods[h][t] > 0 {
					yield(pickBox[si][h][t])
				}
			}
		}
	case DecideTourism:
		good, cost := g.NextCost(s)
		for _, swap := range [2]bool{false, true} {
			if int(p.stock[good])+g.d5Reach(si, good)+int(p.stock[Tomato]/2) < cost {
				break // not even the cheapest payment is affordable
			}
			if swap && (good == Tomato || !g.holds(si, cardChefsSwap)) {
				continue
			}
			yield(advanceBox(si, swap, NoGreenhouse, NoGreenhouse))
			if !g.holds(si, cardFarmToTable) || p.d5 {
				continue
			}
			for i, a := range p.own[:p.nOwn] {
				if g.ghGoods[a][good] == 0 {
					continue
				}
				yield(advanceBox(si, swap, a, NoGreenhouse))
				for _, b := range p.own[i:p.nOwn] {
					lo, hi := min(a, b), max(a, b)
					yield(advanceBox(si, swap, lo, hi))
				}
			}
		}
		if p.bonus {
			yield(stopBox[si])
		} else {
			yield(bonusBox[si])
		}
		g.cardCandidates(s, yield)
	}
}

// d5Reach is how many of a table's goods of type good card D5 could bring from seat s's
// greenhouses now (at most 2).
func (g *Game) d5Reach(s int8, good Good) int {
	if !g.holds(s, cardFarmToTable) || g.pl[s].d5 {
		return 0
	}
	n := 0
	p := &g.pl[s]
	for _, h := range p.own[:p.nOwn] {
		n += int(g.ghGoods[h][good])
	}
	return min(n, 2)
}

func (g *Game) cardCandidates(s rules.Seat, yield func(rules.Move)) {
	for c := CardID(0); c < NumCards; c++ {
		if Cards[c].Kind == Any && g.holds(int8(s), c) && g.anyUsed[c]&(1<<s) == 0 {
			yield(useBox[s][c])
		}
	}
}

// eachGoods calls f with every way of choosing n goods (a multiset over the five types), in a
// stable order.
func eachGoods(n int, f func(Goods)) {
	var gs Goods
	var rec func(t Good, left int)
	rec = func(t Good, left int) {
		if t == NumGoods-1 {
			gs[t] = int16(left)
			f(gs)
			gs[t] = 0
			return
		}
		for k := left; k >= 0; k-- {
			gs[t] = int16(k)
			rec(t+1, left-k)
		}
		gs[t] = 0
	}
	rec(0, n)
}

// NextCost is the good and amount seat s pays for its manager's next table after its cards
// (spec §3.4, §6.3: A7, D1, D3; never below 1).
func (g *Game) NextCost(s rules.Seat) (good Good, cost int) {
	si := int8(s)
	_, _, good, base := TableAt(int(g.pl[si].pos) + 1)
	red := 0
	if good == Mushroom && g.holds(si, cardMushroomSoup) {
		red++
	}
	if good == Tomato && g.holds(si, cardTomatoFeast) {
		red++
	}
	if base >= 4 && g.holds(si, cardSetMenu) {
		red++
	}
	return good, max(1, base-red)
}

// BonusGoods is what seat s's Bonus would give now: the next table's amount of its type, +1
// with card D6 (spec §3.4, §6.3).
func (g *Game) BonusGoods(s rules.Seat) Goods {
	_, _, good, amount := TableAt(int(g.pl[s].pos) + 1)
	var gs Goods
	gs[good] = int16(amount)
	if g.holds(int8(s), cardPhotoSpot) {
		gs[good]++
	}
	return gs
}

// validate is the rule m breaks now (a Rule… constant), or "" when m is legal. It changes
// nothing. Only when r is not nil does it make the refusal's words, into r; candidates for
// Legal and Allowed pass nil, so testing a move costs no words and no allocation.
func (g *Game) validate(m rules.Move, r *refusal) string {
	if g.phase == PhaseOver {
		return r.Deny(RuleGameOver, func() *rules.IllegalMoveError { return refuse(RuleGameOver, "", "the game is over") })
	}
	if m == nil || m.Seat() != g.ToMove() {
		return r.Deny(RuleNotYourDecision, func() *rules.IllegalMoveError {
			return refuse(RuleNotYourDecision, "", "the decision is seat %d's", g.ToMove())
		})
	}
	s := int8(m.Seat())
	dec := g.Decision()
	wrong := func() *rules.IllegalMoveError {
		return refuse(RuleNotYourDecision, "", "%T does not answer a %s decision", m, dec)
	}
	switch m := m.(type) {
	case Place:
		if dec != DecidePlace {
			return r.Deny(RuleNotYourDecision, wrong)
		}
		return g.placeRule(s, m.Space, r)
	case Pass:
		if dec != DecidePlace {
			return r.Deny(RuleNotYourDecision, wrong)
		}
		for i := range sides[g.side] {
			if g.canPlace(s, SpaceID(i)) {
				return r.Deny(RuleMustPlace, func() *rules.IllegalMoveError {
					return refuse(RuleMustPlace, "", "space %s is open to seat %d", sides[g.side][i].ID, s)
				})
			}
		}
		return ""
	case UseCard:
		if dec != DecidePlace && dec != DecideTourism {
			return r.Deny(RuleNotYourDecision, wrong)
		}
		return g.useCardRule(s, m.Card, r)
	case Resolve:
		if dec != DecideAction {
			return r.Deny(RuleNotYourDecision, wrong)
		}
		f := g.top()
		n := &nodes[f.node]
		if m.Part < 0 || int(m.Part) >= len(n.kids) || f.done&(1<<m.Part) != 0 {
			return r.Deny(RuleNotDoable, func() *rules.IllegalMoveError {
				return refuse(RuleNotDoable, "that part is already done", "part %d is not an unresolved action", m.Part)
			})
		}
		if !g.possible(n.kids[m.Part], s) {
			return r.Deny(RuleNotDoable, func() *rules.IllegalMoveError {
				return refuse(RuleNotDoable, "", "part %d is not possible now", m.Part)
			})
		}
		return ""
	case Branch:
		if dec != DecideBranch {
			return r.Deny(RuleNotYourDecision, wrong)
		}
		n := &nodes[g.top().node]
		if m.Part < 0 || int(m.Part) >= len(n.kids) {
			return r.Deny(RuleNotDoable, func() *rules.IllegalMoveError { return refuse(RuleNotDoable, "", "no branch %d", m.Part) })
		}
		if !g.possible(n.kids[m.Part], s) {
			return r.Deny(RuleNotDoable, func() *rules.IllegalMoveError {
				return refuse(RuleNotDoable, "", "branch %d is not possible now", m.Part)
			})
		}
		return ""
	case SelectGoods:
		switch dec {
		case DecideChooseGoods:
			return g.chooseRule(m.Goods, r)
		case DecideGiveGoods:
			return g.giveGoodsRule(s, m.Goods, r)
		}
		return r.Deny(RuleNotYourDecision, wrong)
	case GiveGreenhouse:
		if dec != DecideGiveGreenhouse {
			return r.Deny(RuleNotYourDecision, wrong)
		}
		if m.GH < 0 || m.GH >= NumGreenhouses || g.ghOwner[m.GH] != s {
			return r.Deny(RuleNotOwned, func() *rules.IllegalMoveError {
				return refuse(RuleNotOwned, "", "greenhouse %d is not seat %d's", m.GH, s)
			})
		}
		if !g.possibleAfterGiving(nodes[g.top().node].kids[1], s, m.GH) {
			return r.Deny(RuleDeadEnd, func() *rules.IllegalMoveError {
				return refuse(RuleDeadEnd, "no greenhouse could be taken after giving that one back", "nothing to take after giving %s", ghCode(m.GH))
			})
		}
		return ""
	case ChoosePile:
		if dec != DecidePile {
			return r.Deny(RuleNotYourDecision, wrong)
		}
		n := &nodes[g.top().node]
		if m.Pile < 0 || m.Pile >= NumPiles || !n.piles.has(m.Pile) {
			return r.Deny(RulePileNotOffered, func() *rules.IllegalMoveError { return refuse(RulePileNotOffered, "", "pile %d is not listed", m.Pile) })
		}
		if g.piles[m.Pile].n == 0 {
			return r.Deny(RulePileEmpty, func() *rules.IllegalMoveError {
				return refuse(RulePileEmpty, "the "+m.Pile.String()+" is empty", "pile %d is empty", m.Pile)
			})
		}
		return ""
	case Seed:
		if dec != DecideSeed {
			return r.Deny(RuleNotYourDecision, wrong)
		}
		return g.seedRule(s, m, r)
	case Harvest:
		if dec != DecideHarvest {
			return r.Deny(RuleNotYourDecision, wrong)
		}
		return g.harvestRule(s, m, r)
	case Done:
		// Done answers only a Seed or Harvest step (spec §10.2); at any other decision there
		// may be no frame to look at, so the kind is checked first.
		if dec != DecideSeed && dec != DecideHarvest {
			return r.Deny(RuleNotYourDecision, wrong)
		}
		f := g.top()
		switch dec {
		case DecideSeed:
			if f.count < f.min {
				return r.Deny(RuleMustContinue, func() *rules.IllegalMoveError {
					return refuse(RuleMustContinue, seedMore(int(f.min-f.count)), "%d of at least %d seedings made", f.count, f.min)
				})
			}
			return ""
		case DecideHarvest:
			if f.count < 1 {
				return r.Deny(RuleMustContinue, func() *rules.IllegalMoveError {
					return refuse(RuleMustContinue, "harvest at least 1 good", "no good harvested yet")
				})
			}
			return ""
		}
		return r.Deny(RuleNotYourDecision, wrong)
	case ChooseCard:
		switch dec {
		case DecideTakeCard:
			in := false
			for _, c := range g.display[:g.nDisplay] {
				in = in || c == m.Card
			}
			if !in {
				return r.Deny(RuleCardNotInDisplay, func() *rules.IllegalMoveError {
					return refuse(RuleCardNotInDisplay, "", "card %d is not in the display", m.Card)
				})
			}
			if !g.cardTakeable(m.Card, s) {
				return r.Deny(RuleCardNotUsable, func() *rules.IllegalMoveError {
					return refuse(RuleCardNotUsable, "", "the effect of %s is not possible now", Cards[m.Card].ID)
				})
			}
			return ""
		case DecideShareCard:
			return g.shareRule(m.Card, s, r)
		}
		return r.Deny(RuleNotYourDecision, wrong)
	case Double:
		if dec != DecideHarvestPick {
			return r.Deny(RuleNotYourDecision, wrong)
		}
		if g.hvDblOK {
			return r.Deny(RuleNotDoable, func() *rules.IllegalMoveError { return refuse(RuleNotDoable, "", "no greenhouse is to be doubled now") })
		}
		if m.GH < 0 || m.GH >= NumGreenhouses || g.ghOwner[m.GH] != s {
			return r.Deny(RuleNotOwned, func() *rules.IllegalMoveError {
				return refuse(RuleNotOwned, "", "greenhouse %d is not seat %d's", m.GH, s)
			})
		}
		if g.ghGoods[m.GH].Total() < 2 {
			return r.Deny(RuleGreenhouseEmpty, func() *rules.IllegalMoveError {
				return refuse(RuleGreenhouseEmpty, "it needs 2 or more goods", "%s holds fewer than 2", ghCode(m.GH))
			})
		}
		return ""
	case Pick:
		if dec != DecideHarvestPick {
			return r.Deny(RuleNotYourDecision, wrong)
		}
		if !g.hvDblOK {
			return r.Deny(RuleNotDoable, func() *rules.IllegalMoveError {
				return refuse(RuleNotDoable, "first choose the greenhouse that gives 2", "the A5 choice is pending")
			})
		}
		if m.GH < 0 || m.GH >= NumGreenhouses || g.ghOwner[m.GH] != s {
			return r.Deny(RuleNotOwned, func() *rules.IllegalMoveError {
				return refuse(RuleNotOwned, "", "greenhouse %d is not seat %d's", m.GH, s)
			})
		}
		if !mixed(g.ghGoods[m.GH]) || g.hvPick[m.GH] != NoGood {
			return r.Deny(RuleNotDoable, func() *rules.IllegalMoveError {
				return refuse(RuleNotDoable, "", "%s gives its only type", ghCode(m.GH))
			})
		}
		if m.Good < 0 || m.Good >= NumGoods || g.ghGoods[m.GH][m.Good] == 0 {
			return r.Deny(RuleGreenhouseEmpty, func() *rules.IllegalMoveError {
				return refuse(RuleGreenhouseEmpty, "", "%s holds no %s", ghCode(m.GH), m.Good)
			})
		}
		return ""
	case Advance:
		if dec != DecideTourism {
			return r.Deny(RuleNotYourDecision, wrong)
		}
		return g.advanceRule(s, m, r)
	case Bonus:
		if dec != DecideTourism {
			return r.Deny(RuleNotYourDecision, wrong)
		}
		if g.pl[s].bonus {
			return r.Deny(RuleBonusUsed, func() *rules.IllegalMoveError { return refuse(RuleBonusUsed, "", "seat %d used the Bonus", s) })
		}
		return ""
	case Stop:
		if dec != DecideTourism {
			return r.Deny(RuleNotYourDecision, wrong)
		}
		if !g.pl[s].bonus {
			return r.Deny(RuleBonusPending, func() *rules.IllegalMoveError {
				return refuse(RuleBonusPending, "", "seat %d has not used the Bonus", s)
			})
		}
		return ""
	}
	return r.Deny(RuleNotYourDecision, wrong)
}

func seedMore(k int) string {
	if k == 1 {
		return "seed 1 more time"
	}
	return "seed " + itoa(k) + " more times"
}

// canPlace reports whether seat s may place on sp (spec §3.1 a–d); placeRule says why not.
func (g *Game) canPlace(s int8, sp SpaceID) bool {
	if sp < 0 || int(sp) >= len(sides[g.side]) || g.closed[sp] || g.occ[sp].seat >= 0 {
		return false
	}
	space := &sides[g.side][sp]
	if space.Flag && int(g.pl[s].flags[flagIndex(space.Column)]) >= g.flagLimit(s, space.Column) {
		return false
	}
	return g.possible(space.effect, s)
}

// placeRule is the rule seat s breaks by placing on sp (spec §3.1 a–d), or "" (words into r
// as validate).
func (g *Game) placeRule(s int8, sp SpaceID, r *refusal) string {
	if g.canPlace(s, sp) {
		return ""
	}
	if sp < 0 || int(sp) >= len(sides[g.side]) || g.closed[sp] {
		say := ""
		switch {
		case sp >= 0 && int(sp) < len(g.covered) && g.covered[sp]:
			say = "this row is covered in a game of 3"
		case sp >= 0 && int(sp) < len(g.blocked) && g.blocked[sp]:
			say = "this space is blocked in the solo game"
		}
		return r.Deny(RuleSpaceClosed, func() *rules.IllegalMoveError { return refuse(RuleSpaceClosed, say, "space %d is not open", sp) })
	}
	if g.occ[sp].seat >= 0 {
		return r.Deny(RuleSpaceOccupied, func() *rules.IllegalMoveError {
			return refuse(RuleSpaceOccupied, "", "space %s holds a worker", sides[g.side][sp].ID)
		})
	}
	space := &sides[g.side][sp]
	if space.Flag {
		k := flagIndex(space.Column)
		if lim := g.flagLimit(s, space.Column); int(g.pl[s].flags[k]) >= lim {
			say := "you have used a flag space of the " + space.Column.String() + " column this round"
			if lim == 2 {
				say = "you have used 2 flag spaces of the " + space.Column.String() + " column this round"
			}
			return r.Deny(RuleFlagLimit, func() *rules.IllegalMoveError {
				return refuse(RuleFlagLimit, say, "seat %d used %d of %d flags in column %d", s, g.pl[s].flags[k], lim, space.Column)
			})
		}
	}
	if !g.possible(space.effect, s) {
		return r.Deny(RuleNothingToDo, func() *rules.IllegalMoveError {
			return refuse(RuleNothingToDo, g.whyNothing(space.effect, s), "space %s cannot be resolved", space.ID)
		})
	}
	return ""
}

// whyNothing says in words why node ni cannot be carried out now.
func (g *Game) whyNothing(ni int16, s int8) string {
	n := &nodes[ni]
	switch n.op {
	case opTakeGH:
		return "that pile is empty"
	case opSeed:
		if n.min >= 2 && g.seedMin(n, s) >= 2 {
			return "you need 2 empty greenhouses and goods they allow"
		}
		return "you need an empty greenhouse and a good it allows"
	case opHarvest:
		return "none of your greenhouses holds anything"
	case opTakeCard:
		return "no service card can be taken"
	case opShareCard:
		return "your neighbours have no card you could share"
	case opEx:
		if nodes[n.kids[0]].op == opPayGH {
			return "you have no greenhouse to give back"
		}
		return "you have no goods to give"
	case opOr, opAnd:
		return "none of its actions is possible now"
	}
	return ""
}

func (g *Game) useCardRule(s int8, c CardID, r *refusal) string {
	if c < 0 || c >= NumCards || !g.holds(s, c) {
		return r.Deny(RuleNotYourCard, func() *rules.IllegalMoveError {
			return refuse(RuleNotYourCard, "", "seat %d does not hold card %d", s, c)
		})
	}
	if Cards[c].Kind != Any {
		return r.Deny(RuleNotDoable, func() *rules.IllegalMoveError {
			return refuse(RuleNotDoable, "only any-time cards are started by hand", "%s is not an Any card", Cards[c].ID)
		})
	}
	if g.anyUsed[c]&(1<<s) != 0 {
		return r.Deny(RuleCardUsedThisRound, func() *rules.IllegalMoveError {
			return refuse(RuleCardUsedThisRound, "", "seat %d used %s this round", s, Cards[c].ID)
		})
	}
	if !g.possible(Cards[c].effect, s) {
		return r.Deny(RuleNotDoable, func() *rules.IllegalMoveError {
			return refuse(RuleNotDoable, "its effect is not possible now", "%s cannot be carried out", Cards[c].ID)
		})
	}
	return ""
}

func (g *Game) chooseRule(gs Goods, r *refusal) string {
	f := g.top()
	n := &nodes[f.node]
	for _, k := range gs {
		if k < 0 {
			return r.Deny(RuleGoodsRule, func() *rules.IllegalMoveError { return refuse(RuleGoodsRule, "", "negative amount") })
		}
	}
	if gs.Total() != int(n.n) {
		return r.Deny(RuleGoodsRule, func() *rules.IllegalMoveError {
			return refuse(RuleGoodsRule, "take exactly "+countGoods(int(n.n)), "%d goods chosen, %d wanted", gs.Total(), n.n)
		})
	}
	for t := Good(0); t < NumGoods; t++ {
		if gs[t] == 0 {
			continue
		}
		switch n.rule {
		case chooseOther:
			if t == f.excl {
				return r.Deny(RuleGoodsRule, func() *rules.IllegalMoveError {
					return refuse(RuleGoodsRule, "take a different type from the one you gave back", "same type %s", t)
				})
			}
		case chooseDifferent:
			if gs[t] > 1 {
				return r.Deny(RuleGoodsRule, func() *rules.IllegalMoveError {
					return refuse(RuleGoodsRule, "take goods of different types", "%d of %s", gs[t], t)
				})
			}
		case chooseOneOf:
			if !n.set.has(t) {
				return r.Deny(RuleGoodsRule, func() *rules.IllegalMoveError { return refuse(RuleGoodsRule, "", "%s is not offered", t) })
			}
		case chooseAllowed:
			if f.gh == NoGreenhouse || !Greenhouses[f.gh].Allows(t) {
				return r.Deny(RuleGoodsRule, func() *rules.IllegalMoveError {
					return refuse(RuleGoodsRule, "take a good the new greenhouse allows", "%s not allowed by %s", t, ghCode(f.gh))
				})
			}
		}
	}
	return ""
}

func countGoods(n int) string {
	if n == 1 {
		return "1 good"
	}
	return itoa(n) + " goods"
}

func (g *Game) giveGoodsRule(s int8, gs Goods, r *refusal) string {
	n := &nodes[nodes[g.top().node].kids[0]]
	for t, k := range gs {
		if k < 0 {
			return r.Deny(RuleGoodsRule, func() *rules.IllegalMoveError { return refuse(RuleGoodsRule, "", "negative amount") })
		}
		if k > g.pl[s].stock[t] {
			return r.Deny(RuleNotInStock, func() *rules.IllegalMoveError {
				return refuse(RuleNotInStock, "you have "+countOf(int(g.pl[s].stock[t]), Good(t)), "%d %s wanted", k, Good(t))
			})
		}
	}
	if gs.Total() != int(n.n) {
		return r.Deny(RuleGoodsRule, func() *rules.IllegalMoveError {
			return refuse(RuleGoodsRule, "give back exactly "+countGoods(int(n.n)), "%d goods given, %d wanted", gs.Total(), n.n)
		})
	}
	return ""
}

func (g *Game) seedRule(s int8, m Seed, r *refusal) string {
	f := g.top()
	n := &nodes[f.node]
	h := m.GH
	if h < 0 || h >= NumGreenhouses || g.ghOwner[h] != s {
		return r.Deny(RuleNotOwned, func() *rules.IllegalMoveError {
			return refuse(RuleNotOwned, "", "greenhouse %d is not seat %d's", h, s)
		})
	}
	if g.ghGoods[h].Total() > 0 {
		return r.Deny(RuleGreenhouseNotEmpty, func() *rules.IllegalMoveError { return refuse(RuleGreenhouseNotEmpty, "", "%s holds goods", ghCode(h)) })
	}
	if m.Good < 0 || m.Good >= NumGoods {
		return r.Deny(RuleNotInStock, func() *rules.IllegalMoveError {
			return refuse(RuleNotInStock, "choose one of the five vegetables to seed", "good %d", m.Good)
		})
	}
	if g.pl[s].stock[m.Good] == 0 {
		return r.Deny(RuleNotInStock, func() *rules.IllegalMoveError {
			return refuse(RuleNotInStock, "you have no "+m.Good.Plural()+" to seed", "no %s in stock", m.Good)
		})
	}
	if !Greenhouses[h].Allows(m.Good) {
		return r.Deny(RuleTypeNotAllowed, func() *rules.IllegalMoveError {
			return refuse(RuleTypeNotAllowed, "this greenhouse does not allow "+m.Good.Plural(), "%s does not allow %s", ghCode(h), m.Good)
		})
	}
	if n.max >= 0 && f.count >= n.max {
		return r.Deny(RuleLimitReached, func() *rules.IllegalMoveError { return refuse(RuleLimitReached, "", "%d seedings made", f.count) })
	}
	if m.Companion != NoGood {
		if !g.holds(s, cardCompanion) || Greenhouses[h].Parcels < 5 || m.Companion < Mushroom || m.Companion > Carrot || m.Companion == m.Good {
			return r.Deny(RuleCompanion, func() *rules.IllegalMoveError {
				return refuse(RuleCompanion, "", "companion %d on %s", m.Companion, ghCode(h))
			})
		}
	}
	if left := int(f.min) - int(f.count) - 1; left > 0 {
		stock := g.pl[s].stock
		stock[m.Good]--
		if g.maxSeedings(s, h, stock) < left {
			return r.Deny(RuleDeadEnd, func() *rules.IllegalMoveError {
				return refuse(RuleDeadEnd, "after this seeding you could not make the seedings still required", "%d more seedings impossible", left)
			})
		}
	}
	return ""
}

func (g *Game) harvestRule(s int8, m Harvest, r *refusal) string {
	f := g.top()
	n := &nodes[f.node]
	h := m.GH
	if h < 0 || h >= NumGreenhouses || g.ghOwner[h] != s {
		return r.Deny(RuleNotOwned, func() *rules.IllegalMoveError {
			return refuse(RuleNotOwned, "", "greenhouse %d is not seat %d's", h, s)
		})
	}
	if g.ghGoods[h].Total() == 0 {
		return r.Deny(RuleGreenhouseEmpty, func() *rules.IllegalMoveError {
			return refuse(RuleGreenhouseEmpty, "that greenhouse is empty", "%s is empty", ghCode(h))
		})
	}
	if m.Good < 0 || m.Good >= NumGoods || g.ghGoods[h][m.Good] == 0 {
		return r.Deny(RuleGreenhouseEmpty, func() *rules.IllegalMoveError {
			return refuse(RuleGreenhouseEmpty, "that greenhouse holds no "+m.Good.Plural(), "%s holds no %s", ghCode(h), m.Good)
		})
	}
	for i := int8(0); i < f.nh; i++ {
		if f.hgh[i] == h {
			if f.hn[i] >= n.max {
				return r.Deny(RuleAlreadyHarvested, func() *rules.IllegalMoveError {
					return refuse(RuleAlreadyHarvested, "", "%s already gave %d", ghCode(h), f.hn[i])
				})
			}
			return ""
		}
	}
	if f.nh >= n.min {
		return r.Deny(RuleLimitReached, func() *rules.IllegalMoveError { return refuse(RuleLimitReached, "", "%d greenhouses used", f.nh) })
	}
	return ""
}

func (g *Game) advanceRule(s int8, m Advance, r *refusal) string {
	p := &g.pl[s]
	good, cost := g.NextCost(rules.Seat(s))
	k := 0
	a, b := m.FromGH[0], m.FromGH[1]
	switch {
	case a == NoGreenhouse && b == NoGreenhouse:
	case a != NoGreenhouse && b == NoGreenhouse:
		k = 1
	case a != NoGreenhouse && b != NoGreenhouse && a <= b:
		k = 2
	default:
		return r.Deny(RuleCannotPay, func() *rules.IllegalMoveError {
			return refuse(RuleCannotPay, "", "greenhouses %v not in canonical order", m.FromGH)
		})
	}
	if k > 0 {
		if !g.holds(s, cardFarmToTable) {
			return r.Deny(RuleCannotPay, func() *rules.IllegalMoveError {
				return refuse(RuleCannotPay, "goods come from your greenhouses only with Farm to Table", "seat %d lacks D5", s)
			})
		}
		if p.d5 {
			return r.Deny(RuleCardUsedThisRound, func() *rules.IllegalMoveError {
				return refuse(RuleCardUsedThisRound, "Farm to Table works once a round", "D5 used")
			})
		}
		for i, h := range m.FromGH[:k] {
			if h < 0 || h >= NumGreenhouses || g.ghOwner[h] != s {
				return r.Deny(RuleNotOwned, func() *rules.IllegalMoveError {
					return refuse(RuleNotOwned, "", "greenhouse %d is not seat %d's", h, s)
				})
			}
			need := int16(1)
			if i == 1 && a == b {
				need = 2
			}
			if g.ghGoods[h][good] < need {
				return r.Deny(RuleCannotPay, func() *rules.IllegalMoveError {
					return refuse(RuleCannotPay, "that greenhouse holds too few "+good.Plural(), "%s holds %d %s", ghCode(h), g.ghGoods[h][good], good)
				})
			}
		}
	}
	sw := 0
	if m.Swap {
		if !g.holds(s, cardChefsSwap) || good == Tomato {
			return r.Deny(RuleCannotPay, func() *rules.IllegalMoveError {
				return refuse(RuleCannotPay, "2 tomatoes stand in for 1 good only with Chef's Swap, at a table that does not want tomatoes", "swap refused")
			})
		}
		sw = 1
	}
	if k+sw > cost {
		return r.Deny(RuleCannotPay, func() *rules.IllegalMoveError {
			return refuse(RuleCannotPay, "that pays more than the table costs", "%d replaced of %d", k+sw, cost)
		})
	}
	need := int16(cost - k - sw)
	if p.stock[good] < need || (sw == 1 && p.stock[Tomato] < 2) {
		return r.Deny(RuleCannotPay, func() *rules.IllegalMoveError {
			return refuse(RuleCannotPay, "the next table wants "+countOf(cost, good), "stock %v, cost %d %s", p.stock, cost, good)
		})
	}
	return ""
}

// do carries out a validated move.
func (g *Game) do(m rules.Move) {
	switch m := m.(type) {
	case Place:
		s := int8(m.By)
		space := &sides[g.side][m.Space]
		row := false
		for i, o := range sides[g.side] {
			if o.Row == space.Row && g.occ[i].seat == s {
				row = true
			}
		}
		g.occ[m.Space] = worker{seat: s, colour: int8(g.WorkingColour()), round: g.round}
		if k := flagIndex(space.Column); space.Flag && k >= 0 {
			g.pl[s].flags[k]++
		}
		g.emit(EvPlace, m.By, PlaceDetail{Space: m.Space})
		g.begin(s, ctxSpace, m.Space, NoCard, space.effect)
		g.fired.row = row
	case Pass:
		g.emit(EvPass, m.By, nil)
		g.endPlacementTurn()
	case UseCard:
		s := int8(m.By)
		g.anyUsed[m.Card] |= 1 << s
		g.emit(EvUseCard, m.By, cardDetailBox(CardDetail{Card: m.Card, Other: rules.NoSeat}))
		ctx := ctxAnyWork
		if g.phase == PhaseTourism {
			ctx = ctxAnyTour
		}
		g.begin(s, ctx, NoSpace, m.Card, Cards[m.Card].effect)
	case Resolve:
		f := g.top()
		f.done |= 1 << m.Part
		g.pushNode(nodes[f.node].kids[m.Part], f.card)
	case Branch:
		f := g.top()
		kid, card := nodes[f.node].kids[m.Part], f.card
		g.pop()
		g.pushNode(kid, card)
	case SelectGoods:
		f := g.top()
		if nodes[f.node].op == opChoose {
			card := f.card
			g.pop()
			g.gain(int8(m.By), m.Goods, card, true)
			return
		}
		g.pay(int8(m.By), m.Goods)
		f.done = 1
		if m.Goods.Total() == 1 {
			for t := range m.Goods {
				if m.Goods[t] == 1 {
					f.excl = Good(t)
				}
			}
		}
	case GiveGreenhouse:
		g.giveGreenhouse(int8(m.By), m.GH)
		g.top().done = 1
	case ChoosePile:
		card := g.top().card
		g.pop()
		g.takeGreenhouse(int8(m.By), m.Pile, card)
	case Seed:
		g.seed(int8(m.By), m.GH, m.Good, m.Companion)
		g.top().count++
	case Harvest:
		f := g.top()
		found := false
		for i := int8(0); i < f.nh; i++ {
			if f.hgh[i] == m.GH {
				f.hn[i]++
				found = true
			}
		}
		if !found {
			f.hgh[f.nh], f.hn[f.nh] = m.GH, 1
			f.nh++
		}
		f.count++
		g.harvestOne(int8(m.By), m.GH, m.Good, 1)
	case Done:
		g.pop()
	case ChooseCard:
		op := nodes[g.top().node].op
		g.pop()
		if op == opTakeCard {
			g.takeCard(int8(m.By), m.Card)
		} else {
			g.shareCard(int8(m.By), m.Card)
		}
	case Double:
		g.hvDbl, g.hvDblOK = m.GH, true
		g.advanceHarvest()
	case Pick:
		g.hvPick[m.GH] = m.Good
		g.advanceHarvest()
	case Advance:
		g.advance(int8(m.By), m)
	case Bonus:
		s := int8(m.By)
		gs := g.BonusGoods(m.By)
		from := g.pl[s].pos
		g.enter(s)
		g.pl[s].bonus = true
		g.emit(EvBonus, m.By, moveBox(MoveDetail{From: from, To: g.pl[s].pos}))
		var table Goods
		_, _, good, amount := TableAt(int(g.pl[s].pos))
		table[good] = int16(amount)
		g.gain(s, table, NoCard, false)
		if extra := gs[good] - table[good]; extra > 0 {
			var e Goods
			e[good] = extra
			g.gain(s, e, cardPhotoSpot, false)
		}
	case Stop:
		g.emit(EvStop, m.By, nil)
		g.endTourismTurn()
	}
}

// Payment is what the Advance m pays for its seat's next table (spec §3.4, §6.3): the goods
// from stock (a Swap pays 2 tomatoes in place of 1 demanded good) and how many demanded goods
// come from greenhouses (FromGH). It does not check that m is legal.
func (g *Game) Payment(m Advance) (stock Goods, fromGH int) {
	good, cost := g.NextCost(m.By)
	for _, h := range m.FromGH {
		if h != NoGreenhouse {
			fromGH++
		}
	}
	need := cost - fromGH
	if m.Swap {
		need--
		stock[Tomato] += 2
	}
	stock[good] += int16(need)
	return stock, fromGH
}

func (g *Game) advance(s int8, m Advance) {
	p := &g.pl[s]
	good, _ := g.NextCost(rules.Seat(s))
	paid, k := g.Payment(m)
	for _, h := range m.FromGH {
		if h != NoGreenhouse {
			g.ghGoods[h][good]--
		}
	}
	if k > 0 {
		p.d5 = true
	}
	for t := range paid {
		p.stock[t] -= paid[t]
	}
	from := p.pos
	g.enter(s)
	g.emit(EvAdvance, rules.Seat(s), moveBox(MoveDetail{From: from, To: p.pos, Paid: paid, FromGH: int8(k)}))
}
