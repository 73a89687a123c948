package reavers

import (
	"github.com/hajimehoshi/ebiten/v2"

	"northtable/render"
	"northtable/rules"
	rv "northtable/rules/reavers"
	"northtable/scenes/table"
)

// The hint (table.Hinter): the move the Normal computer would play for the viewer, marked in
// gold on the board where it is made — the location the Longship goes to, the stack, pair,
// card, die, Territory or deck chosen on the displays, the die discarded from the tray — and
// said whole in the prompt bar in the rules' words (SendWords, Label). The decision panel's
// answer for the move is marked by the shell's answer list; a move answered only there (an
// activation, a payment, a fight's choice) is the shell's to word, but for a die among the
// panel's dice, whose button shows no words: the board says the die's.

// hintNouns name a display's spot by its kind, as the hint points at it.
var hintNouns = map[spotKind]string{spotStack: "stack", spotVillage: "pair", spotKeep: "pair",
	spotBattle: "card", spotDie: "die", spotProphecy: "card", spotTerritory: "stack", spotDeck: rv.DeckLabel}

// ShowHint marks move m on the board and says it (table.Hinter); nil takes the mark away.
func (b *Board) ShowHint(m rules.Move) (string, bool) {
	b.hint, b.hintGen = nil, b.hintGen+1
	if m == nil || !b.mine() {
		return "", false
	}
	// what lies over the board and does not lead to m closes: the Glory pile's listing, the
	// chooser open on another spot
	b.view.pile.closePile()
	if pk := &b.picker; pk.chooser.picked >= 0 && !offered(pk.chooser.picks, m) {
		pk.chooser.closePicker()
	}
	click := b.t.Words("click", "tap")
	if _, discard := m.(rv.DiscardDie); !discard && b.picker.panel.dieAnswer(m) { // a die among the panel's dice, which the answer list marks
		b.hint = m
		return click + " the marked die, “" + b.g.Label(m) + "”.", true
	}
	k, ok := targetOf(b.g, m)
	if !ok || !offered(b.ix.Moves(k), m) {
		return "", false
	}
	var words string
	switch m := m.(type) {
	case rv.SelectLocation:
		honour := b.g.HonourShip() >= 0 && b.g.Selection() == rv.SelectionsPerRound-1
		words = rv.SendWords(honour, m.Loc) + ", the marked location"
	case rv.DiscardDie:
		words = click + " the marked die on your tray to " + rules.LowerFirst(b.g.Label(m))
	default:
		i := b.view.disp.spotOf(m)
		if i < 0 {
			return "", false
		}
		as := b.picker.chooser.answers(i)
		label := b.g.Label(m)
		switch {
		case len(as) == 1 && as[0] == m:
			words = click + " the marked " + hintNouns[k.kind] + " to choose “" + label + "”"
		case len(as) > 1 && offered(as, m):
			words = click + " the marked " + hintNouns[k.kind] + ", then choose “" + label + "”"
		default:
			return "", false // a way to pay a tap does not offer: the panel's answer, the shell's
		}
	}
	b.hint = m
	return words + ".", true
}

// dieAnswer reports whether the panel offers m as one of a choice's dice (Rest's die, a new
// die's face), a button showing the die alone.
func (pn *panel) dieAnswer(m rules.Move) bool {
	for _, o := range pn.opts {
		if o.sugg == nil && offered(o.alts, m) {
			return true
		}
	}
	return false
}

// offered reports whether ms holds m.
func offered(ms []rules.Move, m rules.Move) bool {
	for _, x := range ms {
		if x == m {
			return true
		}
	}
	return false
}

// hintMarks lists the rectangles the hint's marks ring, as laid out now: the location, the
// display's spot, the tray's dice of the discarded kind; none while no hint is shown.
func (vw *view) hintMarks(into []render.Rect) []render.Rect {
	if vw.hint == nil || !vw.mine() {
		return into
	}
	switch m := vw.hint.(type) {
	case rv.SelectLocation:
		return append(into, vw.locs.LocationRect(int(m.Loc)))
	case rv.DiscardDie:
		s := vw.seat()
		for i, d := range vw.st.kinds[s] {
			if d.Colour == m.Colour && d.Face == m.Face {
				if r, ok := vw.st.trays[s].DieRect(i); ok {
					return append(into, r) // the first die of its kind: any of them will do
				}
			}
		}
		return into
	}
	if i := vw.disp.spotOf(vw.hint); i >= 0 {
		into = append(into, vw.disp.spots[i].rect)
	}
	return into
}

// drawHint rings the hint's marks in gold over the targets' own glow.
func (vw *view) drawHint(dst *ebiten.Image) {
	vw.marks = vw.hintMarks(vw.marks[:0])
	for _, r := range vw.marks {
		vw.ui.HintMark(dst, r, 8)
	}
}

var _ table.Hinter = (*Board)(nil)
