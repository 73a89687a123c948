package reykholt

import "strconv"

// Queries for the board scene: the pending sub-choice's parts, and effects as glyphs, so the
// scene draws the rules' own data and never restates it.

// Parts are the words of the pending "and" or "OR" decision's parts, in Part order (Resolve
// and Branch index them); nil at other decisions.
func (g *Game) Parts() []string {
	if g.nf == 0 {
		return nil
	}
	n := &nodes[g.top().node]
	if n.op != opAnd && n.op != opOr {
		return nil
	}
	out := make([]string, len(n.kids))
	for i, k := range n.kids {
		out[i] = nodes[k].text
	}
	return out
}

// PartDone reports whether part i of the pending "and" is already carried out.
func (g *Game) PartDone(i int) bool {
	return g.nf > 0 && nodes[g.top().node].op == opAnd && g.top().done&(1<<i) != 0
}

// SeedProgress is the pending Seed step's seedings made, its minimum for this player and its
// maximum (-1: no limit); ok is false at other decisions.
func (g *Game) SeedProgress() (made, least, most int, ok bool) {
	if g.nf == 0 || nodes[g.top().node].op != opSeed {
		return 0, 0, 0, false
	}
	f := g.top()
	return int(f.count), int(f.min), int(nodes[f.node].max), true
}

// GoodsToSelect is how many goods the pending choose- or give-goods decision wants (0 at
// other decisions).
func (g *Game) GoodsToSelect() int {
	if g.nf == 0 {
		return 0
	}
	n := &nodes[g.top().node]
	switch n.op {
	case opChoose:
		return int(n.n)
	case opEx:
		if k := &nodes[n.kids[0]]; k.op == opPayGoods {
			return int(k.n)
		}
	}
	return 0
}

// GlyphKind is what one glyph of an effect shows.
type GlyphKind int8

// The glyphs an effect is drawn with.
const (
	GlyphGood       GlyphKind = iota // a good (Good)
	GlyphAnyGood                     // a good of the player's choice
	GlyphGreenhouse                  // a greenhouse card (Text: the piles, e.g. "3", "5|6", "any")
	GlyphSeed                        // a seeding (Text: how many, e.g. "2+", "1–2")
	GlyphHarvest                     // a harvest (Text: how many)
	GlyphCard                        // a service card
	GlyphShare                       // a shared service card
	GlyphText                        // a word or sign: "or", "+", "→"
)

// Glyph is one picture of an effect, left to right.
type Glyph struct {
	Kind GlyphKind
	Good Good
	Text string
}

// Glyphs draws the space's effect as pictures, left to right (spec §11: icons plus short text).
func (s Space) Glyphs() []Glyph { return glyphs(nil, s.effect) }

// Glyphs draws the card's Once or Any effect as pictures; nil for an Ongoing card.
func (c Card) Glyphs() []Glyph {
	if c.effect < 0 {
		return nil
	}
	return glyphs(nil, c.effect)
}

func glyphs(out []Glyph, ni int16) []Glyph {
	n := &nodes[ni]
	switch n.op {
	case opTake:
		for t := Good(0); t < NumGoods; t++ {
			for k := int16(0); k < n.goods[t]; k++ {
				out = append(out, Glyph{Kind: GlyphGood, Good: t})
			}
		}
	case opTakeAhead, opChoose:
		for k := int8(0); k < n.n; k++ {
			out = append(out, Glyph{Kind: GlyphAnyGood})
		}
	case opTakeGH:
		out = append(out, Glyph{Kind: GlyphGreenhouse, Text: pileGlyph(n.piles)})
	case opSeed:
		t := strconv.Itoa(int(n.min))
		switch {
		case n.max < 0:
			t += "+"
		case n.max != n.min:
			t += "–" + strconv.Itoa(int(n.max))
		}
		out = append(out, Glyph{Kind: GlyphSeed, Text: t})
	case opHarvest:
		t := strconv.Itoa(int(n.min) * int(n.max))
		if n.min*n.max > 1 {
			t = "1–" + t
		}
		out = append(out, Glyph{Kind: GlyphHarvest, Text: t})
	case opPayGoods:
		for k := int8(0); k < n.n; k++ {
			out = append(out, Glyph{Kind: GlyphAnyGood})
		}
	case opPayGH:
		out = append(out, Glyph{Kind: GlyphGreenhouse})
	case opEx:
		out = glyphs(out, n.kids[0])
		out = append(out, Glyph{Kind: GlyphText, Text: "→"})
		out = glyphs(out, n.kids[1])
	case opTakeCard:
		out = append(out, Glyph{Kind: GlyphCard})
	case opShareCard:
		out = append(out, Glyph{Kind: GlyphShare})
	case opAnd, opOr:
		sep := "+"
		if n.op == opOr {
			sep = "or"
		}
		for i, k := range n.kids {
			if i > 0 {
				out = append(out, Glyph{Kind: GlyphText, Text: sep})
			}
			out = glyphs(out, k)
		}
	}
	return out
}

func pileGlyph(s pileSet) string {
	if s == allPiles {
		return "any"
	}
	out := ""
	for p := Pile(0); p < NumPiles; p++ {
		if !s.has(p) {
			continue
		}
		if out != "" {
			out += "|"
		}
		if p == PileRandom {
			out += "?"
		} else {
			out += strconv.Itoa(int(p) + 3)
		}
	}
	return out
}

// GoodsRoom is, for the pending goods decision (take or give back, SelectGoods) with sel
// chosen so far, how many more of each good some legal selection still allows: what the goods
// chooser shows beside each good (0: that good cannot be added).
func (g *Game) GoodsRoom(sel Goods) Goods {
	var room Goods
next:
	for _, m := range g.Legal() {
		sg, ok := m.(SelectGoods)
		if !ok {
			continue
		}
		for t, n := range sg.Goods {
			if sel[t] > n {
				continue next
			}
		}
		for t, n := range sg.Goods {
			room[t] = max(room[t], n-sel[t])
		}
	}
	return room
}

// GoodsRefusal is the rules' words for why good t cannot join the goods chosen so far (sel)
// for the pending goods decision, "" when it can (GoodsRoom): the giver has none of it left,
// it does not go with the goods already chosen, or the action does not offer it.
func (g *Game) GoodsRefusal(sel Goods, t Good) string {
	if t < 0 || t >= NumGoods || g.GoodsRoom(sel)[t] > 0 {
		return ""
	}
	s := g.ToMove()
	if g.Decision() == DecideGiveGoods && s >= 0 && g.pl[s].stock[t] <= sel[t] {
		return refuse(RuleNotInStock, "you have no "+t.Plural()+" left to give", "").Words
	}
	if sel.Total() > 0 && g.GoodsRoom(Goods{})[t] > 0 {
		return refuse(RuleGoodsRule, t.Plural()+" do not go with the goods chosen so far", "").Words
	}
	if g.Decision() == DecideGiveGoods {
		return refuse(RuleGoodsRule, "this action does not take "+t.Plural(), "").Words
	}
	return refuse(RuleGoodsRule, "this action does not offer "+t.Plural(), "").Words
}
