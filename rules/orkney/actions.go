package orkney

import (
	"strconv"

	"northtable/rules"
)

// rate is what Exchange takes for one resource (Orkney spec §7.3); 0 = cannot be given.
func rate(r Resource) int {
	switch r {
	case Cloth:
		return 2
	case Wood, Stone:
		return 3
	}
	return 0
}

const extraRouteCloth, fishCloth = 2, 2

func (g *Game) checkTask(m ChooseTask) error {
	d := g.pl[m.By].dealt
	if m.Task == 0 || (m.Task != d[0] && m.Task != d[1]) {
		return rules.Illegal(RuleK1, "task %d is not one of the two dealt to %s", m.Task, seatName(int(m.By)))
	}
	return nil
}

func (g *Game) chooseTask(m ChooseTask, ev *[]rules.Event) bool {
	g.pl[m.By].task = m.Task
	emit(ev, rules.Event{Kind: EvTask, Seat: m.By, Text: seatName(int(m.By)) + " keeps a task"})
	if int(m.By)+1 < g.n {
		g.toMove = m.By + 1
		return false
	}
	g.active = 0
	g.beginTurn(ev)
	return true
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

func (g *Game) checkBuild(m Build) error {
	i := g.findIsland(m.Island)
	if i < 0 {
		return rules.Illegal(RuleB1, "no island %v", m.Island)
	}
	is := &g.islands[i]
	if !is.complete {
		return rules.Illegal(RuleB1, "island %v is not complete", m.Island)
	}
	if m.Kind > Castle {
		return rules.Illegal(RuleB3, "there is no building of kind %d", m.Kind)
	}
	if int(is.used)+m.Kind.Space() > g.capacity(i) {
		return rules.Illegal(RuleB2, "%d of %d spaces are used and a %v needs %d",
			is.used, g.capacity(i), m.Kind, m.Kind.Space())
	}
	if g.supply[m.Kind] == 0 {
		return rules.Illegal(RuleB3, "no %v is left", m.Kind)
	}
	w, s := m.Kind.Cost()
	p := &g.pl[m.By]
	if p.res[Wood] < w || p.res[Stone] < s {
		return rules.Illegal(RuleB4, "a %v costs %d wood and %d stone; you hold %d wood and %d stone",
			m.Kind, w, s, p.res[Wood], p.res[Stone])
	}
	return nil
}

func (g *Game) build(m Build, ev *[]rules.Event) {
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
	emit(ev, rules.Event{Kind: EvBuild, Seat: m.By,
		Text: seatName(int(m.By)) + " builds a " + m.Kind.String() + " (+" + strconv.Itoa(m.Kind.VP()) + " VP)", Detail: m})
}

// checkConn is R1 and R2.
func (g *Game) checkConn(m rules.Move, conn ConnID) (int, error) {
	t := g.tileAt(conn)
	if t < 0 {
		return -1, rules.Illegal(RuleR1, "no connection at %v", conn)
	}
	if r := g.placed[t].route; r >= 0 {
		return -1, rules.Illegal(RuleR1, "the connection at %v already carries %s's route", conn, seatName(int(r)))
	}
	if g.pl[m.Seat()].routes == 0 {
		return -1, rules.Illegal(RuleR2, "%s has no routes left", seatName(int(m.Seat())))
	}
	return t, nil
}

func (g *Game) checkRoute(m PlaceRoute) error {
	t, err := g.checkConn(m, m.Conn)
	if err != nil {
		return err
	}
	i := g.findIsland(m.Island)
	k := -1
	if i >= 0 {
		k = g.creditIndex(i)
	}
	if k < 0 || g.credits[k].n == 0 {
		return rules.Illegal(RuleR3, "no unused route credit for %v", m.Island)
	}
	if !g.touches(t, i) {
		return rules.Illegal(RuleR4, "the connection at %v does not reach %v", m.Conn, m.Island)
	}
	return nil
}

func (g *Game) layRoute(seat rules.Seat, conn ConnID, ev *[]rules.Event, how string) {
	t := g.tileAt(conn)
	g.placed[t].route = int8(seat)
	g.pl[seat].routes--
	emit(ev, rules.Event{Kind: EvRoute, Seat: seat, Text: seatName(int(seat)) + how, Detail: conn})
}

func (g *Game) placeRoute(m PlaceRoute, ev *[]rules.Event) {
	g.credits[g.creditIndex(g.findIsland(m.Island))].n--
	g.layRoute(m.By, m.Conn, ev, " lays a trade route")
}

func (g *Game) checkExtraRoute(m ExtraRoute) error {
	if _, err := g.checkConn(m, m.Conn); err != nil {
		return err
	}
	if c := g.pl[m.By].res[Cloth]; c < extraRouteCloth {
		return rules.Illegal(RuleR5, "an extra route costs %d cloth; you hold %d", extraRouteCloth, c)
	}
	return nil
}

func (g *Game) extraRoute(m ExtraRoute, ev *[]rules.Event) {
	g.pl[m.By].res[Cloth] -= extraRouteCloth
	g.layRoute(m.By, m.Conn, ev, " buys an extra trade route")
}

func (g *Game) checkExchange(m Exchange) error {
	if m.Give == m.Get || rate(m.Give) == 0 || rate(m.Get) == 0 {
		return rules.Illegal(RuleX1, "no rate turns %v into %v", m.Give, m.Get)
	}
	if have := g.pl[m.By].res[m.Give]; have < rate(m.Give) {
		return rules.Illegal(RuleX2, "it takes %d %v; you hold %d", rate(m.Give), m.Give, have)
	}
	return nil
}

func (g *Game) exchange(m Exchange, ev *[]rules.Event) {
	p := &g.pl[m.By]
	p.res[m.Give] -= rate(m.Give)
	p.res[m.Get]++
	emit(ev, rules.Event{Kind: EvExchange, Seat: m.By,
		Text: seatName(int(m.By)) + " trades " + strconv.Itoa(rate(m.Give)) + " " + m.Give.String() + " for 1 " + m.Get.String(), Detail: m})
}

func (g *Game) checkFish(m Fish) error {
	if g.onBoard == 0 {
		return rules.Illegal(RuleF1, "no fish token lies on the board")
	}
	if c := g.pl[m.By].res[Cloth]; c < fishCloth {
		return rules.Illegal(RuleF2, "fishing costs %d cloth; you hold %d", fishCloth, c)
	}
	return nil
}

func (g *Game) fish(m Fish, ev *[]rules.Event) {
	p := &g.pl[m.By]
	p.res[Cloth] -= fishCloth
	n := 0
	for t := 0; t < int(g.nPlaced); t++ {
		if v := g.placed[t].token; v != 0 {
			p.fish[p.nFish] = v
			p.nFish++
			g.placed[t].token = 0
			n++
		}
	}
	g.onBoard = 0
	emit(ev, rules.Event{Kind: EvFish, Seat: m.By, Text: seatName(int(m.By)) + " fishes " + plural(n, "token"), Detail: n})
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
		emit(ev, rules.Event{Kind: EvGameOver, Seat: rules.NoSeat, Text: "The last tile is down: the game is over"})
		return
	}
	g.active = (g.active + 1) % rules.Seat(g.n)
	g.beginTurn(ev)
}

// plural is "1 token" or "n tokens".
func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return strconv.Itoa(n) + " " + noun + "s"
}
