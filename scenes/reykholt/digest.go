package reykholt

import (
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
		add("Done", rk.Done{By: d.seat})
	case rk.DecideTourism:
		good, cost := g.NextCost(d.seat)
		if len(advances) == 0 {
			add("Advance: "+rk.GoodsWords(costGoods(good, cost)), rk.Advance{By: d.seat, FromGH: [2]rk.GreenhouseID{rk.NoGreenhouse, rk.NoGreenhouse}})
		}
		seen := map[string]bool{}
		for _, m := range advances {
			l := advanceLabel(m.(rk.Advance), good, cost)
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
func advanceLabel(m rk.Advance, good rk.Good, cost int) string {
	k := 0
	for _, h := range m.FromGH {
		if h != rk.NoGreenhouse {
			k++
		}
	}
	stock := cost - k
	var gs rk.Goods
	if m.Swap {
		stock--
		gs[rk.Tomato] += 2
	}
	gs[good] += int16(stock)
	l := "Advance: " + rk.GoodsWords(gs)
	if k > 0 {
		l += " + " + rk.GoodsWords(costGoods(good, k)) + " from greenhouses"
	}
	return l
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
