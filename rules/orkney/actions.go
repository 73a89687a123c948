package orkney

import (
	"strconv"

	"northtable/rules"
)

// Rate is what an exchange takes of r for one resource of another kind (Orkney spec §7.3):
// 2 cloth, 3 wood or 3 stone; 0 for blank, which cannot be given.
func Rate(r Resource) int { return rate(r) }

// rate is Rate.
func rate(r Resource) int {
	switch r {
	case Cloth:
		return 2
	case Wood, Stone:
		return 3
	}
	return 0
}

// ExtraRouteCloth is the cloth an extra trade route costs (Orkney spec §7.2, R5).
const ExtraRouteCloth = 2

// FishCloth is the cloth fishing costs (Orkney spec §7.4, F2).
const FishCloth = 2

const extraRouteCloth, fishCloth = ExtraRouteCloth, FishCloth

// checkTask is K1 task choice: the rule m breaks or "", words into r as check.
func (g *Game) checkTask(m ChooseTask, r *refusal) string {
	d := g.pl[m.By].dealt
	if m.Task == 0 || (m.Task != d[0] && m.Task != d[1]) {
		return r.deny(RuleK1, func() *rules.IllegalMoveError {
			return rules.Illegal(RuleK1, "task %d is not one of the two dealt to %s", m.Task, seatName(int(m.By)))
		})
	}
	return ""
}

func (g *Game) chooseTask(m ChooseTask, ev *[]rules.Event) {
	g.pl[m.By].task = m.Task
	emit(ev, EvTask, m.By, nil)
	emitPrivate(ev, EvTaskKept, m.By, m.Task)
	if int(m.By)+1 < g.n {
		g.toMove = m.By + 1
		return
	}
	g.active = 0
	g.beginTurn(ev)
}

// creditIndex returns the credit entry for island i, or -1.
func (g *Game) creditIndex(i int) int {
	for k := 0; k < int(g.nCred); k++ {
		if int(g.credits[k].isl) == i {
			return k
		}
	}
	return -1
}

// checkBuild is B1–B4: the rule m breaks or "", words into r as check.
func (g *Game) checkBuild(m Build, r *refusal) string {
	i := g.findIsland(m.Island)
	if i < 0 {
		return r.deny(RuleB1, func() *rules.IllegalMoveError {
			return refuse(RuleB1, "there is no island there", "no island %v", m.Island)
		})
	}
	is := &g.islands[i]
	if !is.complete {
		return r.deny(RuleB1, func() *rules.IllegalMoveError {
			return refuse(RuleB1, "this island is not finished yet", "island %v is not complete", m.Island)
		})
	}
	if m.Kind > Castle {
		return r.deny(RuleB3, func() *rules.IllegalMoveError {
			return refuse(RuleB3, "there is no such building", "there is no building of kind %d", m.Kind)
		})
	}
	if int(is.used)+m.Kind.Space() > g.capacity(i) {
		return r.deny(RuleB2, func() *rules.IllegalMoveError {
			free := g.capacity(i) - int(is.used)
			return refuse(RuleB2, "a "+m.Kind.String()+" takes "+Count(m.Kind.Space(), "space")+" and this island has "+strconv.Itoa(free)+" free",
				"%d of %d spaces are used and a %v needs %d", is.used, g.capacity(i), m.Kind, m.Kind.Space())
		})
	}
	if g.supply[m.Kind] == 0 {
		return r.deny(RuleB3, func() *rules.IllegalMoveError {
			return refuse(RuleB3, "no "+m.Kind.String()+" is left", "no %v is left", m.Kind)
		})
	}
	w, s := m.Kind.Cost()
	p := &g.pl[m.By]
	if p.res[Wood] < w || p.res[Stone] < s {
		return r.deny(RuleB4, func() *rules.IllegalMoveError {
			say := "a " + m.Kind.String() + " costs " + strconv.Itoa(w) + " wood and " + strconv.Itoa(s) + " stone; you hold " +
				strconv.Itoa(p.res[Wood]) + " wood and " + strconv.Itoa(p.res[Stone]) + " stone"
			return refuse(RuleB4, say, "%s", say)
		})
	}
	return ""
}

func (g *Game) build(m Build, mv rules.Move, ev *[]rules.Event) {
	i := g.findIsland(m.Island)
	w, s := m.Kind.Cost()
	p := &g.pl[m.By]
	p.res[Wood] -= w
	p.res[Stone] -= s
	p.vp += m.Kind.VP()
	g.putBuilding(i, m.Kind)
	if k := g.creditIndex(i); k >= 0 {
		g.credits[k].n++
	} else {
		if int(g.nCred) >= maxCredits {
			panic("orkney: credit table overflow")
		}
		g.credits[g.nCred] = credit{isl: int16(i), n: 1}
		g.nCred++
	}
	emit(ev, EvBuild, m.By, mv)
}

// checkConn is R1 and R2 for seat: the tile at conn and "", or -1 and the rule broken (words into r as
// check).
func (g *Game) checkConn(seat rules.Seat, conn ConnID, r *refusal) (int, string) {
	t := g.tileAt(conn)
	if t < 0 {
		return -1, r.deny(RuleR1, func() *rules.IllegalMoveError {
			return refuse(RuleR1, "there is no connection there", "no connection at %v", conn)
		})
	}
	if owner := g.placed[t].route; owner >= 0 {
		return -1, r.deny(RuleR1, func() *rules.IllegalMoveError {
			return refuse(RuleR1, "this connection already carries a trade route", "the connection at %v already carries %s's route", conn, seatName(int(owner)))
		})
	}
	if g.pl[seat].routes == 0 {
		return -1, r.deny(RuleR2, func() *rules.IllegalMoveError {
			return rules.Illegal(RuleR2, "%s has no routes left", seatName(int(seat)))
		})
	}
	return t, ""
}

// checkRoute is R1–R4 (Orkney spec §7.2): the rule m breaks or "", words into r as check.
func (g *Game) checkRoute(m PlaceRoute, r *refusal) string {
	t, rule := g.checkConn(m.By, m.Conn, r)
	if rule != "" {
		return rule
	}
	i := g.findIsland(m.Island)
	k := -1
	if i >= 0 {
		k = g.creditIndex(i)
	}
	if k < 0 || g.credits[k].n == 0 {
		return r.deny(RuleR3, func() *rules.IllegalMoveError {
			return refuse(RuleR3, "", "no unused route credit for %v", m.Island)
		})
	}
	if !g.touches(t, i) {
		return r.deny(RuleR4, func() *rules.IllegalMoveError {
			return rules.Illegal(RuleR4, "the connection at %v does not reach %v", m.Conn, m.Island)
		})
	}
	return ""
}

func (g *Game) layRoute(seat rules.Seat, conn ConnID, ev *[]rules.Event, kind string) {
	t := g.tileAt(conn)
	g.placed[t].route = int8(seat)
	g.pl[seat].routes--
	emit(ev, kind, seat, cellBox(conn))
}

func (g *Game) placeRoute(m PlaceRoute, ev *[]rules.Event) {
	g.credits[g.creditIndex(g.findIsland(m.Island))].n--
	g.layRoute(m.By, m.Conn, ev, EvRoute)
}

// checkExtraRoute is R1, R2 and R5 (Orkney spec §7.2): the rule m breaks or "", words into r
// as check.
func (g *Game) checkExtraRoute(m ExtraRoute, r *refusal) string {
	if _, rule := g.checkConn(m.By, m.Conn, r); rule != "" {
		return rule
	}
	if c := g.pl[m.By].res[Cloth]; c < extraRouteCloth {
		return r.deny(RuleR5, func() *rules.IllegalMoveError {
			say := "an extra route costs " + strconv.Itoa(extraRouteCloth) + " cloth; you hold " + strconv.Itoa(c)
			return refuse(RuleR5, say, "%s", say)
		})
	}
	return ""
}

func (g *Game) extraRoute(m ExtraRoute, ev *[]rules.Event) {
	g.pl[m.By].res[Cloth] -= extraRouteCloth
	g.layRoute(m.By, m.Conn, ev, EvExtraRoute)
}

// checkExchange is X1 and X2 (Orkney spec §7.3): the rule m breaks or "", words into r as
// check.
func (g *Game) checkExchange(m Exchange, r *refusal) string {
	if m.Give == m.Get || rate(m.Give) == 0 || rate(m.Get) == 0 {
		return r.deny(RuleX1, func() *rules.IllegalMoveError {
			return rules.Illegal(RuleX1, "no rate turns %v into %v", m.Give, m.Get)
		})
	}
	if have := g.pl[m.By].res[m.Give]; have < rate(m.Give) {
		return r.deny(RuleX2, func() *rules.IllegalMoveError {
			say := "trading " + m.Give.String() + " takes " + strconv.Itoa(rate(m.Give)) + " " + m.Give.String() + "; you hold " + strconv.Itoa(have)
			return refuse(RuleX2, say, "it takes %d %v; you hold %d", rate(m.Give), m.Give, have)
		})
	}
	return ""
}

func (g *Game) exchange(m Exchange, mv rules.Move, ev *[]rules.Event) {
	p := &g.pl[m.By]
	p.res[m.Give] -= rate(m.Give)
	p.res[m.Get]++
	emit(ev, EvExchange, m.By, mv)
}

// checkFish is F1 and F2 (Orkney spec §7.4): the rule m breaks or "", words into r as check.
func (g *Game) checkFish(m Fish, r *refusal) string {
	if g.onBoard == 0 {
		return r.deny(RuleF1, func() *rules.IllegalMoveError {
			return rules.Illegal(RuleF1, "no fish token lies on the board")
		})
	}
	if c := g.pl[m.By].res[Cloth]; c < fishCloth {
		return r.deny(RuleF2, func() *rules.IllegalMoveError {
			say := "fishing costs " + strconv.Itoa(fishCloth) + " cloth; you hold " + strconv.Itoa(c)
			return refuse(RuleF2, say, "%s", say)
		})
	}
	return ""
}

func (g *Game) fish(m Fish, ev *[]rules.Event) {
	p := &g.pl[m.By]
	p.res[Cloth] -= fishCloth
	var c FishCatch
	for t := 0; t < int(g.nPlaced); t++ {
		if v := g.placed[t].token; v != 0 {
			p.fish[p.nFish] = v
			p.nFish++
			g.placed[t].token = 0
			c.Values[c.N] = v
			c.N++
		}
	}
	g.onBoard = 0
	emit(ev, EvFish, m.By, int(c.N))
	if ev != nil {
		emitPrivate(ev, EvFishValues, m.By, c)
	}
}

// endTurn is Orkney spec §5.1 step 4; it reports whether the game ended.
func (g *Game) endTurn(ev *[]rules.Event) {
	g.nCred = 0
	empty := true
	for s := 0; s < g.n; s++ {
		if g.stackLen(s) > 0 {
			empty = false
		}
	}
	if empty {
		g.dec, g.toMove = DecideNone, rules.NoSeat
		emit(ev, EvGameOver, rules.NoSeat, nil)
		return
	}
	g.active = (g.active + 1) % rules.Seat(g.n)
	g.beginTurn(ev)
}
