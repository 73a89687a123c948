package reykholt

import (
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"northtable/render"
	"northtable/rules"
	rk "northtable/rules/reykholt"
	"northtable/scenes/table"
)

// The hint (table.Hinter): the move the Normal computer would play for the viewer, marked in
// gold on the board where it is made — the action space for a worker, the greenhouse, pile or
// service card, the goods of a selection — with the whole move said in the prompt bar in the
// rules' words (the greenhouses' ChoiceLabel, the cards' names, GoodsWords). A move made by a
// prompt-bar button (a part of an action, Done, the Bonus, Stop) is left to the shell, which
// marks that button.

// ShowHint marks move m on the board and says it (table.Hinter); nil takes the mark away.
func (b *Board) ShowHint(m rules.Move) (string, bool) {
	b.hint, b.hintGen = nil, b.hintGen+1
	if m == nil {
		return "", false
	}
	b.makeWay(m)
	for _, c := range b.picker.buttons {
		if c.Move == m {
			return "", false // a prompt-bar button plays it as it is: the shell marks that
		}
	}
	if !b.offers(m) {
		return "", false
	}
	click := b.t.Words("click", "tap")
	var words string
	switch m := m.(type) {
	case rk.Place:
		words = "place a worker on the marked action space (" + b.g.SpaceWords(m.Space) + ")"
	case rk.UseCard:
		words = "use your service card “" + rk.Cards[m.Card].Name + "”: " + click + " it, marked in your panel"
	case rk.ChooseCard:
		verb := "take"
		if b.g.Decision() == rk.DecideShareCard {
			verb = "share"
		}
		words = verb + " the marked service card “" + rk.Cards[m.Card].Name + "”"
	case rk.ChoosePile:
		words = "take a greenhouse from the marked pile"
	case rk.SelectGoods:
		verb := "take "
		if b.g.Decision() == rk.DecideGiveGoods {
			verb = "give back "
		}
		words = verb + rk.GoodsWords(m.Goods) + ": " + click + " the marked goods"
	default:
		h, ok := hintedGreenhouse(m)
		if !ok || h == b.picker.pendGH { // its choices are the prompt bar's buttons: the shell's
			return "", false
		}
		label := b.g.ChoiceLabel(m, h)
		if len(b.ix.Moves(tGreenhouse(h))) == 1 && b.g.Decision() != rk.DecideTourism {
			words = click + " the marked greenhouse to " + rules.LowerFirst(label)
		} else {
			words = click + " the marked greenhouse, then choose “" + label + "”"
		}
	}
	b.hint = m
	return words + ".", true
}

// makeWay closes what the player has open that does not lead to m — a greenhouse's choices, a
// goods selection m does not go on with — so the prompt bar shows the way to m again.
func (b *Board) makeWay(m rules.Move) {
	in := &b.picker
	if h := in.pendGH; h != rk.NoGreenhouse && !slices.Contains(b.ix.Moves(tGreenhouse(h)), m) {
		in.pendGH = rk.NoGreenhouse
	}
	if sg, ok := m.(rk.SelectGoods); !ok || !within(in.sel, sg.Goods) {
		in.sel = rk.Goods{}
	}
	if b.ui != nil {
		in.setBar() // the shell reads the bar's buttons for a move it marks there
	}
}

// within reports whether the selection sel is part of goods.
func within(sel, goods rk.Goods) bool {
	for t, n := range sel {
		if n > goods[t] {
			return false
		}
	}
	return true
}

// offers reports whether the board takes m somewhere of its own: one of the targets of the
// position's index (not a prompt-bar button) holds it.
func (b *Board) offers(m rules.Move) bool {
	for _, k := range targetsOf(m, nil) {
		if k.kind == onButton {
			continue
		}
		for _, x := range b.ix.Moves(k) {
			if x == m {
				return true
			}
		}
	}
	return false
}

// hintedGreenhouse is the greenhouse a move is made on (a payment's first greenhouse).
func hintedGreenhouse(m rules.Move) (rk.GreenhouseID, bool) {
	switch m := m.(type) {
	case rk.Seed:
		return m.GH, true
	case rk.Harvest:
		return m.GH, true
	case rk.GiveGreenhouse:
		return m.GH, true
	case rk.Double:
		return m.GH, true
	case rk.Pick:
		return m.GH, true
	case rk.Advance:
		return m.FromGH[0], m.FromGH[0] != rk.NoGreenhouse
	}
	return rk.NoGreenhouse, false
}

// hintMarks lists the rectangles the hint's marks ring, as the view laid them out: the action
// space, the greenhouse, the pile, the card (in the display or a panel), the goods still to
// choose; none while no hint is shown or the viewer may not act.
func (v *view) hintMarks(into []render.Rect) []render.Rect {
	if v.hint == nil || !v.mine() {
		return into
	}
	switch m := v.hint.(type) {
	case rk.Place:
		into = append(into, v.grid.SpaceRect(int(m.Space)))
	case rk.UseCard:
		into = v.chipMark(into, m.Card)
	case rk.ChooseCard:
		if v.g.Decision() == rk.DecideTakeCard {
			into = append(into, v.display[m.Card].Rect)
		} else {
			into = v.chipMark(into, m.Card)
		}
	case rk.ChoosePile:
		into = append(into, v.piles[m.Pile].Rect)
	case rk.SelectGoods:
		for t, n := range m.Goods {
			if n > v.in.sel[t] && v.in.want > 0 {
				into = append(into, v.in.chooser.CounterRect(t))
			}
		}
	default:
		if h, ok := hintedGreenhouse(m); ok && v.in.pendGH != h {
			into = append(into, v.ghCards[h].Rect)
		}
	}
	return into
}

// chipMark adds the chip of service card c in the panel that shows it.
func (v *view) chipMark(into []render.Rect, c rk.CardID) []render.Rect {
	for s := 0; s < v.n; s++ {
		for j, x := range v.shown.held[s] {
			if x == c && j < len(v.shown.chips[s]) {
				return append(into, v.shown.chips[s][j])
			}
		}
	}
	return into
}

// drawHint rings the hint's marks in gold over the widgets' own glow.
func (v *view) drawHint(dst *ebiten.Image) {
	v.marks = v.hintMarks(v.marks[:0])
	for _, r := range v.marks {
		v.ui.HintMark(dst, r, 8)
	}
}

var _ table.Hinter = (*Board)(nil)
