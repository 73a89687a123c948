package reykholt

import (
	"strings"

	"northtable/rules"
)

// The words of the board's buttons for moves (spec §11), given by the rules so the scene
// words none of them.

// GoodsOf is n goods of one type.
func GoodsOf(good Good, n int) Goods {
	var gs Goods
	gs[good] = int16(n)
	return gs
}

// AdvanceLabel is the button label for one way of paying for the next table: what comes from stock and from
// greenhouses. Offered on greenhouse h (NoGreenhouse: on the bar), it says what comes from h and
// names the seat's other greenhouse by its place in the panel ("Advance: 1 mushroom + 1
// mushroom from this greenhouse + 1 from your 3rd greenhouse").
func (g *Game) AdvanceLabel(m Advance, h GreenhouseID) string {
	good, _ := g.NextCost(m.By)
	gs, k := g.Payment(m)
	var parts []string
	if gs.Total() > 0 {
		parts = append(parts, GoodsWords(gs))
	}
	if h == NoGreenhouse {
		if k > 0 {
			parts = append(parts, GoodsWords(GoodsOf(good, k))+" from greenhouses")
		}
		return "Advance: " + strings.Join(parts, " + ")
	}
	here, other := 0, NoGreenhouse
	for _, x := range m.FromGH {
		if x == h {
			here++
		} else if x != NoGreenhouse {
			other = x
		}
	}
	parts = append(parts, GoodsWords(GoodsOf(good, here))+" from this greenhouse")
	for j, o := range g.Owned(m.By) {
		if o == other {
			parts = append(parts, "1 from your "+rules.Ordinal(j+1)+" greenhouse")
		}
	}
	return "Advance: " + strings.Join(parts, " + ")
}

// ChoiceLabel is the button label for one move of greenhouse h's sub-choice.
func (g *Game) ChoiceLabel(m rules.Move, h GreenhouseID) string {
	switch m := m.(type) {
	case Advance:
		return g.AdvanceLabel(m, h)
	case Seed:
		l := "Seed " + m.Good.Plural()
		if m.Companion != NoGood {
			l += " with a " + m.Companion.String() + " on the last parcel"
		}
		return l
	case Harvest:
		return "Harvest a " + m.Good.String()
	case Pick:
		return "Take a " + m.Good.String()
	case GiveGreenhouse:
		return "Give it back"
	case Double:
		return "Take 2 from it"
	}
	return m.String()
}

// FlagSpacesWords says how many flag spaces of the Property and the Town Hall columns seat s
// may still use this round (spec §3.1c), as a player reads it on their panel: "flags left:
// Property 1, Town Hall 0" (short enough to stand after the table and the Bonus).
func (g *Game) FlagSpacesWords(s rules.Seat) string {
	pu, pl := g.FlagsUsed(s, Property)
	tu, tl := g.FlagsUsed(s, TownHall)
	return "flags left: " + Property.String() + " " + itoa(pl-pu) + ", " + TownHall.String() + " " + itoa(tl-tu)
}

// SpaceWords names action space sp as the log and the hint say it: its column and what it
// does, "Market: take 2 tomatoes" (Reykholt spec §Action spaces).
func (g *Game) SpaceWords(sp SpaceID) string {
	d := sides[g.side][sp]
	return d.Column.String() + ": " + rules.LowerFirst(d.Text)
}
