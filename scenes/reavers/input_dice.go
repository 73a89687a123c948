package reavers

import (
	"northtable/input"
	"northtable/render"
	"northtable/rules"
	rv "northtable/rules/reavers"
	"northtable/scenes/table"
)

// Paying die by die on the viewer's tray and discarding at Capacity (doc.go; Reavers spec §11
// "Decisions", §2.2): the dice of the suggested payment (Game.Suggested) stand picked, a tap
// adds or takes out a die, and the panel's pay answer pays exactly the dice picked
// (rv.MatchPick) or is greyed with the rules' refusal (Game.PickRefusal).

// payEdit is the payment being picked on the viewer's tray.
type payEdit struct {
	opt     int     // the panel option whose payment the tray holds, -1 for none
	pick    rv.Pool // the board dice picked, by colour and face
	discard bool    // the decision is a discard at Capacity: a tap on a die discards it
	gen     int     // bumped on every change the board's layer shows
}

// paysDice reports whether m answers with dice the tray can hold (the rules' PaysWithDice: a
// payment of a cost with dice, a commitment, a loss).
func (p *pos) paysDice(m rules.Move) bool {
	pay, ok := m.(rv.Payer)
	return ok && p.g.PaysWithDice(pay)
}

// editDice sets the tray up for the position's decision: the first payment of dice held on the
// viewer's tray, its suggested dice picked, else at Capacity a tap there discards.
func (pk *picker) editDice() {
	e := &pk.edit
	e.gen++
	e.opt, e.pick, e.discard = -1, rv.Pool{}, false
	for s := 0; s < pk.n; s++ {
		pk.st.trays[s].Selectable = false
		pk.st.trays[s].ClearPicks()
	}
	if pk.mine() && !pk.g.Over() && pk.seat() == pk.t.Viewer() {
		for i, o := range pk.panel.opts {
			if pk.paysDice(o.alts[0]) {
				e.opt, e.pick = i, o.sugg.(rv.Payer).Paid().Board
				break
			}
		}
		// at Capacity the index's targets are the tray's dice to discard (targetOf)
		e.discard = e.opt < 0 && pk.g.Decision() == rv.DecideCapacity && pk.ix.Len() > 0
		pk.applyPicks()
	}
	pk.panel.relabel()
}

// opened follows a group the decision panel's list opened (option i's other payments): the
// tray holds the payment looked at (a second Peace, say), its suggested dice picked, and the
// one it held goes back to its suggestion.
func (pk *picker) opened(a table.Answer) {
	i, e, opts := a.Action-1, &pk.edit, pk.panel.opts
	if i == e.opt || i < 0 || i >= len(opts) || !pk.paysDice(opts[i].alts[0]) {
		return
	}
	if e.opt >= 0 && e.opt < len(opts) {
		opts[e.opt].Move, opts[e.opt].Label = opts[e.opt].sugg, pk.g.Label(opts[e.opt].sugg)
	}
	e.opt, e.pick, e.gen = i, opts[i].sugg.(rv.Payer).Paid().Board, e.gen+1
	pk.applyPicks()
	pk.panel.relabel()
}

// applyPicks makes the viewer's tray take the pick and shows the dice picked (again after it
// was filled anew).
func (pk *picker) applyPicks() {
	e := &pk.edit
	s := pk.seat()
	if e.opt < 0 && !e.discard || e.opt >= len(pk.panel.opts) || s < 0 || int(s) >= pk.n {
		return
	}
	t := &pk.st.trays[s]
	t.Selectable = true
	t.ClearPicks()
	if e.discard {
		t.Title = rv.CrewDiceLabel + " · " + pk.t.Words("click", "tap") + " a die to discard it"
		return
	}
	t.Title = rv.CrewDiceLabel + " · " + pk.t.Words("click", "tap") + " to " + rv.PickAim(pk.panel.opts[e.opt].alts[0].(rv.Payer))
	left := e.pick
	for i, k := range pk.st.kinds[s] {
		if left[k.Colour][k.Face] > 0 {
			left[k.Colour][k.Face]--
			t.SetPicked(i, true)
		}
	}
}

// editInput reads a tap on the viewer's tray: a die into or out of the payment, or at Capacity
// (spec §2.2) the die discarded, as its "Discard …" answer in the panel's list would; true when
// the tray took the pointer.
func (pk *picker) editInput(p *input.Pointer) bool {
	e, s := &pk.edit, pk.seat()
	if e.opt < 0 && !e.discard {
		return false
	}
	t, kinds := &pk.st.trays[s], pk.st.kinds[s]
	i, ok := t.Update(p)
	switch {
	case !ok:
		return false
	case e.discard:
		t.ClearPicks()
		if i >= 0 && i < len(kinds) {
			pk.ix.Take(pk.t, tTrayDie(kinds[i].Colour, kinds[i].Face), rv.DiscardDie{By: s, Colour: kinds[i].Colour, Face: kinds[i].Face})
		}
	case i < len(kinds):
		e.pick = rv.Pool{}
		for _, j := range t.Picked() {
			if j < len(kinds) {
				e.pick[kinds[j].Colour][kinds[j].Face]++
			}
		}
		e.gen++
		pk.panel.relabel()
	}
	return true
}

// relabel words the tray's payment answer after a pick and gives the list the answers anew:
// the legal payment spending exactly the board dice picked, its stored dice and tokens the
// suggested payment's when it can (rv.MatchPick), else a disabled answer saying why in the
// rules' words.
func (pn *panel) relabel() {
	e := pn.edit
	for i := range pn.opts {
		o := &pn.opts[i]
		o.Why, o.Tip = "", ""
		if i != e.opt {
			continue
		}
		sugg := o.sugg.(rv.Payer)
		m, ok := rv.MatchPick(o.alts, e.pick, sugg.Paid())
		if !ok {
			o.Move, o.Why, o.Label = nil, pn.g.PickRefusal(o.alts, e.pick), pn.g.PickWaitLabel(sugg)
			continue
		}
		o.Move, o.Label = m, pn.g.Label(m)
		if pn.ui != nil && render.TextWidth(o.Label, pn.ui.Fonts.BodyBold) > pn.list.LabelWidth() {
			// too long for the button: the dice are on the tray, the whole words in its tooltip
			o.Label, o.Tip = pn.g.PickedLabel(m.(rv.Payer), e.pick.Count()), o.Label
		}
	}
	pn.publish()
}
