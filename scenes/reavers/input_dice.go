package reavers

import (
	"northtable/input"
	"northtable/render"
	"northtable/rules"
	rv "northtable/rules/reavers"
	"northtable/scenes/table"
)

// Paying die by die and Resting on a chosen die (Reavers spec §11 "Decisions": activate with a
// suggested, editable payment, or Rest for 2 Food or a die of one's choice).
//
// While the viewer answers a decision with a payment (Activate, PayJourney, Combination,
// Peace: a cost with dice; a Commit of Hammer sources, a ChooseLoss, whose first listed move
// stands for the suggestion), the board dice of the suggested payment (Player.SuggestPayment)
// stand picked on the viewer's tray, and a tap on a die adds it to the payment or takes it
// out. The decision panel's pay button then reads and pays exactly the dice picked, when some
// legal payment spends exactly those board dice (the rest of the cost, if any, from the
// suggested payment's stored dice and Ship Upgrade tokens, else the first such payment); else it
// is disabled and says why in words ("That is 1 die short of the cost: 2 Chest"), and a press
// plays nothing. Dice stored on Artifacts and the tokens are chosen from "Other payment…",
// which lists every payment as before.
//
// At Capacity (over 10 dice, spec §2.2) a tap on a die of the viewer's tray discards that die,
// as its "Discard …" answer in the panel's list does; storing on an Artifact stays the list's.
//
// A Rest on a die, a new die's face and a discard are offered by the panel as the dice
// themselves (input_panel.go), one tap each.

// payEdit is the payment being picked on the viewer's tray.
type payEdit struct {
	opt     int     // the panel option whose payment the tray holds, -1 for none
	pick    rv.Pool // the board dice picked, by colour and face
	touched bool    // the player changed the suggested payment
	discard bool    // the decision is a discard at Capacity: a tap on a die discards it
	gen     int     // bumped on every change the board's layer shows
}

// paysDice reports whether option o is an answer of dice the tray can hold (the rules'
// PaysWithDice: a payment of a cost with dice, a commitment, a loss).
func (p *pos) paysDice(o *option) bool {
	if o.main == nil || len(o.alts) == 0 {
		return false
	}
	m, ok := o.alts[0].(rv.Payer)
	return ok && p.g.PaysWithDice(m)
}

// editDice sets the tray up for the position's decision: the suggested payment picked on the
// viewer's tray.
func (pk *picker) editDice() {
	e := &pk.edit
	pk.panel.edit = e
	e.gen++
	e.opt, e.touched, e.pick, e.discard = -1, false, rv.Pool{}, false
	for s := 0; s < pk.n; s++ {
		pk.st.trays[s].Selectable = false
		pk.st.trays[s].ClearPicks()
	}
	if !pk.mine() || pk.g.Over() || pk.seat() != pk.t.Viewer() {
		pk.panel.relabel()
		pk.panel.publish()
		return
	}
	for i := range pk.panel.opts {
		o := &pk.panel.opts[i]
		if pk.paysDice(o) {
			e.opt = i
			if pay, ok := o.main.(rv.Payer); ok {
				e.pick = pay.Paid().Board
			}
			break
		}
	}
	if e.opt < 0 && pk.g.Decision() == rv.DecideCapacity {
		for _, m := range pk.g.Legal() {
			if _, ok := m.(rv.DiscardDie); ok {
				e.discard = true
				break
			}
		}
	}
	if e.opt >= 0 || e.discard {
		pk.st.trays[pk.seat()].Selectable = true
		pk.applyPicks()
	}
	pk.panel.relabel()
	pk.panel.publish()
}

// retarget makes option i's payment the one the tray holds (its list of other payments was
// opened: a second Peace, say), its suggested dice picked.
func (pk *picker) retarget(i int) {
	e := &pk.edit
	if i == e.opt || i < 0 || i >= len(pk.panel.opts) {
		return
	}
	o := &pk.panel.opts[i]
	sugg := o.sugg
	if sugg == nil {
		sugg = o.main
	}
	if !pk.paysDice(&option{main: sugg, alts: o.alts}) {
		return
	}
	if e.opt >= 0 && e.opt < len(pk.panel.opts) {
		prev := &pk.panel.opts[e.opt]
		prev.main, prev.label = prev.sugg, pk.g.Label(prev.sugg) // back to its suggestion
	}
	e.opt, e.touched = i, false
	if pay, ok := sugg.(rv.Payer); ok {
		e.pick = pay.Paid().Board
	}
	e.gen++
	pk.st.trays[pk.seat()].Selectable = true
	pk.applyPicks()
	pk.panel.relabel()
	pk.panel.publish()
}

// opened follows a group the decision panel's list has opened: the tray holds the payment
// looked at.
func (pk *picker) opened(a table.Answer) {
	if i := a.Action - 1; i >= 0 && i < len(pk.panel.opts) {
		pk.retarget(i)
	}
}

// applyPicks shows the picked dice on the viewer's tray (after it was filled again).
func (pk *picker) applyPicks() {
	e := &pk.edit
	s := pk.seat()
	if (e.opt < 0 && !e.discard) || s < 0 || int(s) >= pk.n {
		return
	}
	t := &pk.st.trays[s]
	if e.discard {
		t.Title = "Crew dice · " + pk.t.Words("click", "tap") + " a die to discard it"
		t.ClearPicks()
		return
	}
	t.Title = "Crew dice · " + pk.t.Words("click", "tap") + " to change the payment"
	if o := &pk.panel.opts; e.opt < len(*o) {
		if m, ok := (*o)[e.opt].alts[0].(rv.Payer); ok {
			t.Title = "Crew dice · " + pk.t.Words("click", "tap") + " to " + rv.PickAim(m)
		}
	}
	t.ClearPicks()
	left := e.pick
	for i, k := range pk.st.kinds[s] {
		if left[k.c][k.f] > 0 {
			left[k.c][k.f]--
			t.SetPicked(i, true)
		}
	}
}

// editInput reads a tap on the viewer's tray (a die into or out of the payment); true when it
// took the pointer.
func (pk *picker) editInput(p *input.Pointer) bool {
	e := &pk.edit
	if e.discard {
		return pk.discardInput(p)
	}
	if e.opt >= 0 {
		s := pk.seat()
		t := &pk.st.trays[s]
		if i, ok := t.Update(p); ok {
			if i < len(pk.st.kinds[s]) {
				e.pick = rv.Pool{}
				for _, j := range t.Picked() {
					if j < len(pk.st.kinds[s]) {
						k := pk.st.kinds[s][j]
						e.pick[k.c][k.f]++
					}
				}
				e.touched = true
				e.gen++
				pk.panel.relabel()
				pk.panel.publish()
			}
			return true
		}
	}
	return false
}

// discardInput reads a tap on the viewer's tray at Capacity (spec §2.2: over 10 dice, discard
// or store): the die tapped is discarded, as its "Discard …" answer in the panel's list would;
// true when the tray took the pointer.
func (pk *picker) discardInput(p *input.Pointer) bool {
	s := pk.seat()
	t := &pk.st.trays[s]
	i, ok := t.Update(p)
	if !ok {
		return false
	}
	t.ClearPicks()
	if i < 0 || i >= len(pk.st.kinds[s]) {
		return true
	}
	k := pk.st.kinds[s][i]
	pk.take(tTrayDie(k.c, k.f), rv.DiscardDie{By: s, Colour: k.c, Face: k.f})
	return true
}

// trayPayment is the move of option o paying the dice picked on the tray: the legal payment
// spending exactly those board dice, its stored dice and tokens those of the suggested payment
// when it can (rv.MatchPick). When none does, why not in the rules' words.
func (pn *panel) trayPayment(o *option) (rules.Move, string) {
	var sugg rv.Payment
	if p, ok := o.sugg.(rv.Payer); ok {
		sugg = p.Paid()
	}
	if m, ok := rv.MatchPick(o.alts, pn.edit.pick, sugg); ok {
		return m, ""
	}
	return nil, pn.g.PickRefusal(o.alts, pn.edit.pick)
}

// relabel words the tray's payment answer after a pick: the payment picked when it pays, else
// a disabled answer saying why.
func (pn *panel) relabel() {
	e := pn.edit
	for i := range pn.opts {
		o := &pn.opts[i]
		if o.sugg == nil {
			o.sugg = o.main
		}
		o.tray, o.refuse, o.tip = false, "", ""
		if e == nil || i != e.opt {
			continue
		}
		o.tray = true
		m, why := pn.trayPayment(o)
		if m == nil {
			o.main, o.refuse, o.label = nil, why, pn.g.PickWaitLabel(o.sugg.(rv.Payer))
			continue
		}
		o.main = m
		o.label, o.tip = pn.g.Label(m), ""
		if pn.ui != nil && render.TextWidth(o.label, pn.ui.Fonts.BodyBold) > pn.list.LabelWidth() {
			// too long for the button: the dice are on the tray, the whole words in its tooltip
			o.label, o.tip = pn.g.PickedLabel(m.(rv.Payer), e.pick.Count()), o.label
		}
	}
}
