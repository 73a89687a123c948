package reykholt

import (
	"strings"

	"northtable/render"
	"northtable/rules"
	rk "northtable/rules/reykholt"
)

// button is one choice of the prompt bar: a move, or a disabled choice with the reason.
type button struct {
	label   string
	move    rules.Move
	enabled bool
	reason  string
}

// digest is what the pending decision lets the viewer do, sorted by what it is clicked on; it
// is rebuilt from Legal whenever the position changes, so the board offers exactly the moves
// the rules accept.
type digest struct {
	seat     rules.Seat
	dec      rules.PromptKind
	mine     bool // a human seat at this screen is to move
	place    [24]rules.Move
	placeWhy [24]string
	anyPlace bool
	gh       map[rk.GreenhouseID][]rules.Move
	ghLabels map[rk.GreenhouseID][]string // the words of gh's moves, for the prompt bar
	pile     [rk.NumPiles]rules.Move
	card     map[rk.CardID]rules.Move
	goods    []rk.Goods // the legal selections of a choose- or give-goods decision
	want     int        // how many goods a selection has
	buttons  []button
}

func (b *Board) rebuildDigest() {
	g := b.g
	d := digest{seat: g.ToMove(), dec: g.Decision(), gh: map[rk.GreenhouseID][]rules.Move{}, card: map[rk.CardID]rules.Move{}}
	d.mine = !g.Over() && d.seat == b.t.Viewer() && b.t.Human(d.seat)
	if g.Over() {
		b.dig = d
		return
	}
	legal := g.Legal()
	var advances []rules.Move
	for _, m := range legal {
		switch m := m.(type) {
		case rk.Place:
			d.place[m.Space] = m
			d.anyPlace = true
		case rk.Seed:
			d.gh[m.GH] = append(d.gh[m.GH], m)
		case rk.Harvest:
			d.gh[m.GH] = append(d.gh[m.GH], m)
		case rk.GiveGreenhouse:
			d.gh[m.GH] = append(d.gh[m.GH], m)
		case rk.Double:
			d.gh[m.GH] = append(d.gh[m.GH], m)
		case rk.Pick:
			d.gh[m.GH] = append(d.gh[m.GH], m)
		case rk.ChoosePile:
			d.pile[m.Pile] = m
		case rk.ChooseCard:
			d.card[m.Card] = m
		case rk.UseCard:
			d.card[m.Card] = m
		case rk.SelectGoods:
			d.goods = append(d.goods, m.Goods)
		case rk.Advance:
			advances = append(advances, m)
		}
	}
	if d.dec == rk.DecideTourism {
		// Farm to Table (D5): a payment with goods from greenhouses is also offered on each
		// greenhouse it takes from, so every choice of greenhouses can be made.
		for _, m := range advances {
			a := m.(rk.Advance)
			for j, h := range a.FromGH {
				if h != rk.NoGreenhouse && (j == 0 || h != a.FromGH[0]) {
					d.gh[h] = append(d.gh[h], m)
				}
			}
		}
	}
	d.ghLabels = map[rk.GreenhouseID][]string{}
	for h, ms := range d.gh {
		for _, m := range ms {
			l := ghChoiceLabel(m)
			if a, ok := m.(rk.Advance); ok {
				l = ghAdvanceLabel(g, a, h)
			}
			d.ghLabels[h] = append(d.ghLabels[h], l)
		}
	}
	d.want = g.GoodsToSelect()
	if d.dec == rk.DecidePlace {
		for i := range g.Side().Spaces() {
			if d.place[i] == nil {
				d.placeWhy[i] = rules.Explain(g.Check(rk.Place{By: d.seat, Space: rk.SpaceID(i)}))
			}
		}
	}
	add := func(label string, m rules.Move) {
		err := g.Check(m)
		d.buttons = append(d.buttons, button{label: label, move: m, enabled: err == nil, reason: rules.Explain(err)})
	}
	switch d.dec {
	case rk.DecidePlace:
		if !d.anyPlace {
			add("Stay at home", rk.Pass{By: d.seat})
		}
	case rk.DecideAction:
		for i, p := range g.Parts() {
			if !g.PartDone(i) {
				add(p, rk.Resolve{By: d.seat, Part: int8(i)})
			}
		}
	case rk.DecideBranch:
		for i, p := range g.Parts() {
			add(p, rk.Branch{By: d.seat, Part: int8(i)})
		}
	case rk.DecideSeed, rk.DecideHarvest:
		if g.Check(rk.Done{By: d.seat}) == nil { // Done shows only when stopping is legal (spec §11)
			add("Done", rk.Done{By: d.seat})
		}
	case rk.DecideTourism:
		good, cost := g.NextCost(d.seat)
		if len(advances) == 0 {
			add("Advance: "+rk.GoodsWords(costGoods(good, cost)), rk.Advance{By: d.seat, FromGH: [2]rk.GreenhouseID{rk.NoGreenhouse, rk.NoGreenhouse}})
		}
		seen := map[string]bool{}
		for _, m := range advances {
			l := advanceLabel(g, m.(rk.Advance), good)
			if !seen[l] { // D5's greenhouses: the first that fits is taken
				seen[l] = true
				add(l, m)
			}
		}
		add("Bonus: take "+rk.GoodsWords(g.BonusGoods(d.seat)), rk.Bonus{By: d.seat})
		add("Stop", rk.Stop{By: d.seat})
	}
	b.dig = d
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
func (d *digest) selectable(sel rk.Goods, t rk.Good) bool {
	sel[t]++
	for _, gs := range d.goods {
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
