package reykholt

import (
	"northtable/render"
	"northtable/rules"
	rk "northtable/rules/reykholt"
	"northtable/scenes/table"
)

// pos is what every role reads: the shell, the viewer's view of the position with its index of
// targets to moves, and the drawing kit.
type pos struct {
	t       *table.Table
	g       *rk.Game // the viewer's View of the game, replaced on every Show
	n       int
	ix      *table.Index[target] // the position's legal moves by target
	version int                  // counts Shows: the cached layer and bar follow it
	ui      *render.UI

	hint    rules.Move    // the move a hint names while it is shown (hint.go), nil for none
	hintGen int           // counts the hints shown and taken away: the cached layer follows it
	marks   []render.Rect // what the hint's marks ring, as last drawn
}

// seat is the seat whose decision is pending (NoSeat when the game is over).
func (p *pos) seat() rules.Seat { return p.ix.Seat() }

// mine reports whether the viewer may act now (the shell's turn).
func (p *pos) mine() bool { return p.t.Turn().Mine }

// workerColour is the player colour of seat's workers of worker colour wc: in the solo game
// the second colour (spec §9) is the next colour of the palette, with its own marker shape.
func (p *pos) workerColour(s rules.Seat, wc int) int {
	c := p.t.Colour(s)
	if wc == 1 {
		c = (c + 1) % render.NumPlayerColours
	}
	return c
}

// targetKind names what a player points at to make a Reykholt move.
type targetKind int8

const (
	onSpace      targetKind = iota + 1 // an action space (Place)
	onGreenhouse                       // a greenhouse (Seed, Harvest, Pick, Double, GiveGreenhouse, a Farm to Table payment)
	onPile                             // a greenhouse pile (ChoosePile)
	onCard                             // a service card (ChooseCard, UseCard)
	onGoods                            // the goods chooser (SelectGoods)
	onButton                           // a prompt-bar button: the move itself
)

// target is one key of the board's table.Index: a kind and the thing's number, or for a
// prompt-bar button its move.
type target struct {
	kind targetKind
	id   int
	move rules.Move
}

func tSpace(i int) target                  { return target{kind: onSpace, id: i} }
func tGreenhouse(h rk.GreenhouseID) target { return target{kind: onGreenhouse, id: int(h)} }
func tPile(p rk.Pile) target               { return target{kind: onPile, id: int(p)} }
func tCard(c rk.CardID) target             { return target{kind: onCard, id: int(c)} }
func tButton(m rules.Move) target          { return target{kind: onButton, move: m} }

var goodsTarget = target{kind: onGoods}

// targetsOf names the targets of a legal move (table.NewIndex): a Farm to Table payment with
// goods from greenhouses is a button and is also offered on each greenhouse it takes from, so
// every choice of greenhouses can be made.
func targetsOf(m rules.Move, into []target) []target {
	switch m := m.(type) {
	case rk.Place:
		return append(into, tSpace(int(m.Space)))
	case rk.Seed:
		return append(into, tGreenhouse(m.GH))
	case rk.Harvest:
		return append(into, tGreenhouse(m.GH))
	case rk.GiveGreenhouse:
		return append(into, tGreenhouse(m.GH))
	case rk.Double:
		return append(into, tGreenhouse(m.GH))
	case rk.Pick:
		return append(into, tGreenhouse(m.GH))
	case rk.ChoosePile:
		return append(into, tPile(m.Pile))
	case rk.ChooseCard:
		return append(into, tCard(m.Card))
	case rk.UseCard:
		return append(into, tCard(m.Card))
	case rk.SelectGoods:
		return append(into, goodsTarget)
	case rk.Advance:
		into = append(into, tButton(m))
		for j, h := range m.FromGH {
			if h != rk.NoGreenhouse && (j == 0 || h != m.FromGH[0]) {
				into = append(into, tGreenhouse(h))
			}
		}
		return into
	}
	return append(into, tButton(m))
}

// reindex builds the position's index of targets to moves and the prompt bar's buttons.
func (in *picker) reindex() {
	in.ix = table.NewIndex(rules.Game(in.g), targetsOf)
	in.want = 0
	if !in.g.Over() {
		in.want = in.g.GoodsToSelect()
	}
	in.buttons = in.buttonsFor()
}

// anyPlace reports whether some action space takes the mover's worker.
func (p *pos) anyPlace() bool {
	for _, k := range p.ix.Targets() {
		if k.kind == onSpace {
			return true
		}
	}
	return false
}

// offer is how a widget at target k looks while its kind of target is wanted: lit when it takes
// a move, else dimmed, with the rules' words for probe (the move a click would make) once the
// pointer rests on it.
func (p *pos) offer(wanted bool, k target, hovered bool, probe rules.Move) (lit, dim bool, why string) {
	lit = wanted && p.ix.Has(k)
	if dim = wanted && !lit; dim && hovered {
		why = p.ix.WhyNot(k, probe)
	}
	return lit, dim, why
}

// buttonsFor lists the prompt bar's buttons of the pending decision: the labels are the board's,
// whether each can be pressed and why not come from the index.
func (in *picker) buttonsFor() []table.Choice {
	g, s := in.g, in.seat()
	if g.Over() {
		return nil
	}
	var out []table.Choice
	add := func(label string, m rules.Move) {
		k, ix := tButton(m), in.ix
		out = append(out, table.Choice{Label: label, Move: m, Enabled: ix.Has(k), Why: func() string { return ix.WhyNot(k, m) }})
	}
	switch g.Decision() {
	case rk.DecidePlace:
		if !in.anyPlace() {
			add("Stay at home", rk.Pass{By: s})
		}
	case rk.DecideAction:
		for i, p := range g.Parts() {
			if !g.PartDone(i) {
				add(p, rk.Resolve{By: s, Part: int8(i)})
			}
		}
	case rk.DecideBranch:
		for i, p := range g.Parts() {
			add(p, rk.Branch{By: s, Part: int8(i)})
		}
	case rk.DecideSeed, rk.DecideHarvest:
		if in.ix.Has(tButton(rk.Done{By: s})) { // Done shows only when stopping is legal (spec §11)
			add("Done", rk.Done{By: s})
		}
	case rk.DecideTourism:
		good, cost := g.NextCost(s)
		offered, seen := false, map[string]bool{}
		for _, k := range in.ix.Targets() {
			if a, ok := k.move.(rk.Advance); ok && k.kind == onButton {
				offered = true
				if l := g.AdvanceLabel(a, rk.NoGreenhouse); !seen[l] { // D5's greenhouses: the first that fits is taken
					seen[l] = true
					add(l, a)
				}
			}
		}
		if !offered {
			add("Advance: "+rk.GoodsWords(rk.GoodsOf(good, cost)), rk.Advance{By: s, FromGH: [2]rk.GreenhouseID{rk.NoGreenhouse, rk.NoGreenhouse}})
		}
		add("Bonus: take "+rk.GoodsWords(g.BonusGoods(s)), rk.Bonus{By: s})
		add("Stop", rk.Stop{By: s})
	}
	return out
}

// ghChoices are the prompt bar's buttons of greenhouse h's sub-choice: each of its moves with
// its words.
func (in *picker) ghChoices(h rk.GreenhouseID) []table.Choice {
	moves := in.ix.Moves(tGreenhouse(h))
	out := make([]table.Choice, 0, len(moves))
	for _, m := range moves {
		out = append(out, table.Choice{Label: in.g.ChoiceLabel(m, h), Move: m, Enabled: true})
	}
	return out
}

// ghProbe is the move a click on seat s's greenhouse h would make (with its first good) while
// the mover is to choose a greenhouse, or nil when none is wanted from s: the candidate whose
// refusal says why h is dimmed.
func (p *pos) ghProbe(s rules.Seat, h rk.GreenhouseID) rules.Move {
	if !p.mine() || s != p.seat() {
		return nil
	}
	good, gs := rk.NoGood, p.g.Contents(h)
	for t := rk.Good(rk.NumGoods - 1); t >= 0; t-- {
		if gs[t] > 0 {
			good = t
		}
	}
	if al := rk.Greenhouses[h].AllowedGoods(); good == rk.NoGood && len(al) > 0 {
		good = al[0]
	}
	switch p.g.Decision() {
	case rk.DecideSeed:
		return rk.Seed{By: s, GH: h, Good: good, Companion: rk.NoGood}
	case rk.DecideHarvest:
		return rk.Harvest{By: s, GH: h, Good: good}
	case rk.DecideGiveGreenhouse:
		return rk.GiveGreenhouse{By: s, GH: h}
	case rk.DecideHarvestPick:
		return rk.Pick{By: s, GH: h, Good: good}
	}
	return nil
}

// selectable reports whether adding one good of type t to the selection sel keeps it on the way
// to a legal selection.
func (in *picker) selectable(sel rk.Goods, t rk.Good) bool {
	sel[t]++
next:
	for _, m := range in.ix.Moves(goodsTarget) {
		for k, n := range m.(rk.SelectGoods).Goods {
			if sel[k] > n {
				continue next
			}
		}
		return true
	}
	return false
}
