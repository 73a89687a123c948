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
// cloth; get in resource order), Fish, EndTurn.
func (g *Game) Legal() []rules.Move {
	switch g.dec {
	case DecideTask:
		d := g.pl[g.toMove].dealt
		return []rules.Move{taskBox(g.toMove, d[0]), taskBox(g.toMove, d[1])}
	case DecidePlaceTile:
		return g.legalPlacements(make([]rules.Move, 0, 64))
	case DecideAction:
		return g.legalActions()
	}
	return nil
}

func (g *Game) legalActions() []rules.Move {
	seat := g.active
	p := &g.pl[seat]
	out := make([]rules.Move, 0, 32)
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
			out = append(out, Build{By: seat, Kind: k, Island: id})
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
					out = append(out, PlaceRoute{By: seat, Conn: pt.cell, Island: id})
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
// ToMove.
func (g *Game) checkT1(m rules.Move) error {
	if m == nil {
		return refuse(RuleT1, "no move was given", "no move given")
	}
	if g.dec == DecideNone {
		return refuse(RuleT1, "the game is over", "the game is over")
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
		say := g.dec.Describe() + "; this is not the time to " + moveVerb(m)
		return refuse(RuleT1, say, "%s", say)
	}
	if m.Seat() != g.toMove {
		return refuse(RuleT1, "another player is deciding now", "it is %s's decision, not %s's", seatName(int(g.toMove)), seatName(int(m.Seat())))
	}
	return nil
}

// Check says what Apply would say about m without changing anything (nil = legal). When
// several rules fail the first in spec order is reported (Orkney spec §5.2). A refusal is a
// *rules.IllegalMoveError whose Rule is one of the Rule constants and whose Words are in plain
// words (RuleWords).
func (g *Game) Check(m rules.Move) error {
	err := g.check(m)
	if err != nil {
		if ill, ok := err.(*rules.IllegalMoveError); ok && ill.Words == "" {
			ill.Words = RuleWords(ill.Rule)
		}
	}
	return err
}

func (g *Game) check(m rules.Move) error {
	if err := g.checkT1(m); err != nil {
		return err
	}
	switch m := m.(type) {
	case ChooseTask:
		return g.checkTask(m)
	case PlaceTile:
		tile := tileByID(int(g.revealed))
		return g.checkPlacement(tile, m.Cell, m.Rot, normRot(tile, m.Rot))
	case Build:
		return g.checkBuild(m)
	case PlaceRoute:
		return g.checkRoute(m)
	case ExtraRoute:
		return g.checkExtraRoute(m)
	case Exchange:
		return g.checkExchange(m)
	case Fish:
		return g.checkFish(m)
	}
	return nil
}

// Apply applies a legal move and returns its events; an illegal move returns
// *rules.IllegalMoveError (as Check) and changes nothing. Outcome.Final follows the undo policy
// of the package doc (Orkney spec §5.2): ChooseTask, EndTurn, Fish and a PlaceTile that
// revealed the next tile are final; builds, routes, exchanges and the placement of the turn's
// last tile are not. Outcome.Events live in a buffer the game reuses: they stay valid until the
// next Apply on this game.
func (g *Game) Apply(m rules.Move) (rules.Outcome, error) {
	if err := g.Check(m); err != nil {
		return rules.Outcome{}, err
	}
	ev := g.evBuf[:0]
	var out rules.Outcome
	switch mv := m.(type) {
	case ChooseTask:
		g.chooseTask(mv, &ev)
		out.Final = true
	case PlaceTile:
		out.Final = g.place(mv, m, &ev)
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
		out.Final = true
	case EndTurn:
		g.endTurn(&ev)
		out.Final = true
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
