package orkney

import (
	"northtable/rules"
)

// Prompt kinds (rules.Prompt.Kind).
const (
	PromptTask   rules.PromptKind = "ChooseTask"
	PromptPlace  rules.PromptKind = "PlaceTile"
	PromptAction rules.PromptKind = "Action"
)

// ToMove is the seat whose decision is pending; NoSeat when the game is over.
func (g *Game) ToMove() rules.Seat {
	if g.dec == DecideNone {
		return rules.NoSeat
	}
	return g.toMove
}

// Over reports whether the game has ended (Orkney spec §8.1).
func (g *Game) Over() bool { return g.dec == DecideNone }

// Prompt describes the pending decision in our own words.
func (g *Game) Prompt() rules.Prompt {
	switch g.dec {
	case DecideTask:
		return rules.Prompt{Kind: PromptTask, Text: "Pick the task you will keep secret"}
	case DecidePlaceTile:
		if g.placements == 0 {
			return rules.Prompt{Kind: PromptPlace, Text: "Add your first tile to the islands"}
		}
		return rules.Prompt{Kind: PromptPlace, Text: "Add your second tile to the islands"}
	case DecideAction:
		return rules.Prompt{Kind: PromptAction, Text: "Build, lay routes, trade or fish, then end your turn"}
	}
	return rules.Prompt{Text: "The game is over"}
}

// Legal lists every legal move for the pending decision in a stable order: ChooseTask in dealt
// order; PlaceTile by cell (row, then column) then rotation; for Action: Build (islands in
// Islands order, then farm, village, castle), PlaceRoute (credits in the order earned, then the
// island's pieces), ExtraRoute (connections in placement order), Exchange (give wood, stone,
// cloth; get in resource order), Fish, EndTurn. It is AppendLegal into a new slice.
func (g *Game) Legal() []rules.Move {
	if g.dec == DecideNone {
		return nil
	}
	return g.AppendLegal(make([]rules.Move, 0, 32))
}

// AppendLegal appends every legal move of the pending decision to dst, in Legal's order, and
// returns the extended slice (rules.Game). The moves are generated straight from the state, never
// by testing candidates, and handed out as shared boxes (intern.go), so nothing is allocated when
// dst has room.
func (g *Game) AppendLegal(dst []rules.Move) []rules.Move {
	switch g.dec {
	case DecideTask:
		d := g.pl[g.toMove].dealt
		return append(dst, taskBox(g.toMove, d[0]), taskBox(g.toMove, d[1]))
	case DecidePlaceTile:
		return g.legalPlacements(dst)
	case DecideAction:
		return g.legalActions(dst)
	}
	return dst
}

// legalActions appends the legal moves of the Action decision to out.
func (g *Game) legalActions(out []rules.Move) []rules.Move {
	seat := g.active
	p := &g.pl[seat]
	for i := 0; i < int(g.nIsl); i++ {
		is := &g.islands[i]
		if is.dead || !is.complete {
			continue
		}
		var id IslandID
		for k := Farm; k <= Castle; k++ {
			w, s := k.Cost()
			if g.supply[k] == 0 || p.res[Wood] < w || p.res[Stone] < s || int(is.used)+k.Space() > g.capacity(i) {
				continue
			}
			if id == (IslandID{}) {
				id = g.islandID(i)
			}
			out = append(out, buildBox(Build{By: seat, Kind: k, Island: id}))
		}
	}
	if p.routes > 0 {
		for _, c := range g.credits[:g.nCred] {
			if c.n == 0 {
				continue
			}
			is := &g.islands[c.isl]
			id := g.islandID(int(c.isl))
			for _, r := range is.pc[:is.n] {
				if pt := &g.placed[r.t]; pt.route < 0 {
					out = append(out, routeBox(PlaceRoute{By: seat, Conn: pt.cell, Island: id}))
				}
			}
		}
		if p.res[Cloth] >= extraRouteCloth {
			for t := 0; t < int(g.nPlaced); t++ {
				if g.placed[t].route < 0 {
					out = append(out, extraBox(ExtraRoute{By: seat, Conn: g.placed[t].cell}))
				}
			}
		}
	}
	for give := Wood; give <= Cloth; give++ {
		if p.res[give] < rate(give) {
			continue
		}
		for get := Wood; get <= Cloth; get++ {
			if get != give {
				out = append(out, exchangeBox(seat, give, get))
			}
		}
	}
	if g.onBoard > 0 && p.res[Cloth] >= fishCloth {
		out = append(out, Fish{By: seat})
	}
	return append(out, EndTurn{By: seat})
}

// checkT1 is T1 pending decision (Orkney spec §5.2): the move is of the pending kind and from
// ToMove. It answers the rule broken or "", with the refusal into r as check.
func (g *Game) checkT1(m rules.Move, r *refusal) string {
	if m == nil {
		return r.deny(RuleT1, func() *rules.IllegalMoveError {
			return refuse(RuleT1, "no move was given", "no move given")
		})
	}
	if g.dec == DecideNone {
		return r.deny(RuleT1, func() *rules.IllegalMoveError {
			return refuse(RuleT1, "the game is over", "the game is over")
		})
	}
	ok := false
	switch m.(type) {
	case ChooseTask:
		ok = g.dec == DecideTask
	case PlaceTile:
		ok = g.dec == DecidePlaceTile
	case Build, PlaceRoute, ExtraRoute, Exchange, Fish, EndTurn:
		ok = g.dec == DecideAction
	}
	if !ok {
		return r.deny(RuleT1, func() *rules.IllegalMoveError {
			say := g.dec.Describe() + "; this is not the time to " + moveVerb(m)
			return refuse(RuleT1, say, "%s", say)
		})
	}
	if m.Seat() != g.toMove {
		return r.deny(RuleT1, func() *rules.IllegalMoveError {
			return refuse(RuleT1, "another player is deciding now", "it is %s's decision, not %s's", seatName(int(g.toMove)), seatName(int(m.Seat())))
		})
	}
	return ""
}

// Check says what Apply would say about m without changing anything (nil = legal). When
// several rules fail the first in spec order is reported (Orkney spec §5.2). A refusal is a
// *rules.IllegalMoveError whose Rule is one of the Rule constants and whose Words are in plain
// words (RuleWords). The words are made here, only for a refusal; Allowed answers the same
// without them.
func (g *Game) Check(m rules.Move) error {
	if ill := g.refusalOf(m); ill != nil {
		return ill
	}
	return nil
}

// Allowed reports whether Check(m) would be nil (rules.Game). It builds no words and allocates
// nothing, so a search may ask it of any number of candidate moves.
func (g *Game) Allowed(m rules.Move) bool { return g.check(m, nil) == "" }

// refusalOf is check's worded answer: the refusal of m with its Words, or nil when m is legal.
func (g *Game) refusalOf(m rules.Move) *rules.IllegalMoveError {
	var r refusal
	if g.check(m, &r) == "" {
		return nil
	}
	if r.err.Words == "" {
		r.err.Words = RuleWords(r.err.Rule)
	}
	return r.err
}

// check is the first rule m breaks in spec order (one of the Rule constants), or "" when m is
// legal. It changes nothing. Only when r is not nil are the refusal's detail and words made,
// into r; Allowed passes nil, so testing a candidate costs no words and no allocation.
func (g *Game) check(m rules.Move, r *refusal) string {
	if rule := g.checkT1(m, r); rule != "" {
		return rule
	}
	switch m := m.(type) {
	case ChooseTask:
		return g.checkTask(m, r)
	case PlaceTile:
		tile := tileByID(int(g.revealed))
		return g.checkPlacement(tile, m.Cell, m.Rot, normRot(tile, m.Rot), r)
	case Build:
		return g.checkBuild(m, r)
	case PlaceRoute:
		return g.checkRoute(m, r)
	case ExtraRoute:
		return g.checkExtraRoute(m, r)
	case Exchange:
		return g.checkExchange(m, r)
	case Fish:
		return g.checkFish(m, r)
	}
	return ""
}

// Apply applies a legal move and returns its events; an illegal move returns
// *rules.IllegalMoveError (as Check) and changes nothing. Outcome.Final follows the undo policy
// of the package doc (Orkney spec §5.2): ChooseTask, EndTurn, Fish and a PlaceTile that
// revealed the next tile are final; builds, routes, exchanges and the placement of the turn's
// last tile are not. Outcome.Events live in a buffer the game reuses: they stay valid until the
// next Apply on this game.
func (g *Game) Apply(m rules.Move) (rules.Outcome, error) {
	if g.check(m, nil) != "" {
		return rules.Outcome{}, g.Check(m)
	}
	ev := g.evBuf[:0]
	var out rules.Outcome
	g.finalWhy = ""
	switch mv := m.(type) {
	case ChooseTask:
		g.chooseTask(mv, &ev)
		out.Final, g.finalWhy = true, whyTaskKept
	case PlaceTile:
		if out.Final = g.place(mv, m, &ev); out.Final {
			g.finalWhy = whyTileShown
		}
	case Build:
		g.build(mv, m, &ev)
	case PlaceRoute:
		g.placeRoute(mv, &ev)
	case ExtraRoute:
		g.extraRoute(mv, &ev)
	case Exchange:
		g.exchange(mv, m, &ev)
	case Fish:
		g.fish(mv, &ev)
		out.Final, g.finalWhy = true, whyFishSeen
	case EndTurn:
		g.endTurn(&ev)
		out.Final, g.finalWhy = true, whyTurnEnded
	}
	if g.Over() {
		g.finalWhy = whyGameEnded
	}
	g.evBuf = ev
	out.Events = ev
	return out, nil
}

// Clone returns a deep copy; the state has no pointers, so this is one copy (the event buffer
// is not shared).
func (g *Game) Clone() rules.Game { return g.Copy() }

// Copy is Clone with the concrete type.
func (g *Game) Copy() *Game {
	c := *g
	c.evBuf = nil
	return &c
}
