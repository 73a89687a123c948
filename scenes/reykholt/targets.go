package reykholt

import (
	"strings"

	"northtable/render"
	"northtable/rules"
	rk "northtable/rules/reykholt"
	"northtable/scenes/table"
)

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
func (b *Board) reindex() {
	b.ix = table.NewIndex(rules.Game(b.g), targetsOf)
	b.want = 0
	if !b.g.Over() {
		b.want = b.g.GoodsToSelect()
	}
	b.buttons = b.buttonsFor()
}

// seat is the seat whose decision is pending (NoSeat when the game is over).
func (b *Board) seat() rules.Seat { return b.ix.Seat() }

// mine reports whether the viewer may act now (the shell's turn).
func (b *Board) mine() bool { return b.t.Turn().Mine }

// anyPlace reports whether some action space takes the mover's worker.
func (b *Board) anyPlace() bool {
	for _, k := range b.ix.Targets() {
		if k.kind == onSpace {
			return true
		}
	}
	return false
}

// placeWhy is why action space i takes no worker now, in the rules' words (asked on hover or a
// drop, kept for the position).
func (b *Board) placeWhy(i int) string {
	return b.ix.WhyNot(tSpace(i), rk.Place{By: b.seat(), Space: rk.SpaceID(i)})
}

// buttonsFor lists the prompt bar's buttons of the pending decision: the labels are the board's,
// whether each can be pressed and why not come from the index.
func (b *Board) buttonsFor() []table.Choice {
	g, s := b.g, b.seat()
	if g.Over() {
		return nil
	}
	var out []table.Choice
	add := func(label string, m rules.Move) {
		k := tButton(m)
		ix := b.ix
		out = append(out, table.Choice{Label: label, Move: m, Enabled: ix.Has(k), Why: func() string { return ix.WhyNot(k, m) }})
	}
	switch g.Decision() {
	case rk.DecidePlace:
		if !b.anyPlace() {
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
		if b.ix.Has(tButton(rk.Done{By: s})) { // Done shows only when stopping is legal (spec §11)
			add("Done", rk.Done{By: s})
		}
	case rk.DecideTourism:
		good, cost := g.NextCost(s)
		var advances []rk.Advance
		for _, k := range b.ix.Targets() {
			if a, ok := k.move.(rk.Advance); ok && k.kind == onButton {
				advances = append(advances, a)
			}
		}
		if len(advances) == 0 {
			add("Advance: "+rk.GoodsWords(costGoods(good, cost)), rk.Advance{By: s, FromGH: [2]rk.GreenhouseID{rk.NoGreenhouse, rk.NoGreenhouse}})
		}
		seen := map[string]bool{}
		for _, a := range advances {
			l := advanceLabel(g, a, good)
			if !seen[l] { // D5's greenhouses: the first that fits is taken
				seen[l] = true
				add(l, a)
			}
		}
		add("Bonus: take "+rk.GoodsWords(g.BonusGoods(s)), rk.Bonus{By: s})
		add("Stop", rk.Stop{By: s})
	}
	return out
}

// ghChoices are the prompt bar's buttons of greenhouse h's sub-choice: each of its moves with
// its words.
func (b *Board) ghChoices(h rk.GreenhouseID) []table.Choice {
	moves := b.ix.Moves(tGreenhouse(h))
	out := make([]table.Choice, 0, len(moves))
	for _, m := range moves {
		l := ghChoiceLabel(m)
		if a, ok := m.(rk.Advance); ok {
			l = ghAdvanceLabel(b.g, a, h)
		}
		out = append(out, table.Choice{Label: l, Move: m, Enabled: true})
	}
	return out
}

func costGoods(good rk.Good, n int) rk.Goods {
	var gs rk.Goods
	gs[good] = int16(n)
	return gs
}

// advanceLabel words one way of paying for the next table.
func advanceLabel(g *rk.Game, m rk.Advance, good rk.Good) string {
	gs, k := g.Payment(m)
	var parts []string
	if gs.Total() > 0 {
		parts = append(parts, rk.GoodsWords(gs))
	}
	if k > 0 {
		parts = append(parts, rk.GoodsWords(costGoods(good, k))+" from greenhouses")
	}
	return "Advance: " + strings.Join(parts, " + ")
}

// ghAdvanceLabel words a payment with goods from greenhouses as greenhouse h's choice: what
// comes from stock, from h, and from the seat's other greenhouse, named by its place in the
// panel ("Advance: 1 mushroom + 1 mushroom from this greenhouse + 1 from your 3rd greenhouse").
func ghAdvanceLabel(g *rk.Game, m rk.Advance, h rk.GreenhouseID) string {
	good, _ := g.NextCost(m.By)
	here, other := 0, rk.NoGreenhouse
	for _, x := range m.FromGH {
		switch {
		case x == rk.NoGreenhouse:
		case x == h:
			here++
		default:
			other = x
		}
	}
	gs, _ := g.Payment(m)
	var parts []string
	if gs.Total() > 0 {
		parts = append(parts, rk.GoodsWords(gs))
	}
	parts = append(parts, rk.GoodsWords(costGoods(good, here))+" from this greenhouse")
	if other != rk.NoGreenhouse {
		for j, o := range g.Owned(m.By) {
			if o == other {
				parts = append(parts, "1 from your "+render.Ordinal(j+1)+" greenhouse")
			}
		}
	}
	return "Advance: " + strings.Join(parts, " + ")
}

// ghChoiceLabel words one move of a greenhouse's sub-choice.
func ghChoiceLabel(m rules.Move) string {
	switch m := m.(type) {
	case rk.Seed:
		l := "Seed " + m.Good.Plural()
		if m.Companion != rk.NoGood {
			l += " with a " + m.Companion.String() + " on the last parcel"
		}
		return l
	case rk.Harvest:
		return "Harvest a " + m.Good.String()
	case rk.Pick:
		return "Take a " + m.Good.String()
	case rk.GiveGreenhouse:
		return "Give it back"
	case rk.Double:
		return "Take 2 from it"
	}
	return m.String()
}

// selectable reports whether adding one good of type t to the selection sel keeps it on the way
// to a legal selection.
func (b *Board) selectable(sel rk.Goods, t rk.Good) bool {
	sel[t]++
	for _, m := range b.ix.Moves(goodsTarget) {
		gs := m.(rk.SelectGoods).Goods
		ok := true
		for k := range gs {
			if sel[k] > gs[k] {
				ok = false
			}
		}
		if ok {
			return true
		}
	}
	return false
}
