package reavers

import (
	"strconv"
	"strings"

	"northtable/rules"
)

// offers builds a prompt that names only the options legal now and says, in plain words, why
// each option the decision usually has is missing, so no answer list is shorter than its
// prompt without a reason (spec §11 "Decisions").
type offers struct {
	can, why []string
}

// add names option when ok, or records why it is missing ("" when nothing needs saying).
func (o *offers) add(ok bool, option, why string) {
	if ok {
		o.can = append(o.can, option)
	} else if why != "" {
		o.why = append(o.why, why)
	}
}

// words is head, the options joined with "or" and tail, then the reasons as one sentence:
// "Sea Troll: fight against Defence 5 or retreat. You cannot pay the combination (…): you
// need 1 more Ship die".
func (o *offers) words(head, tail string) string {
	w := head + rules.OrList(o.can) + tail
	if w != "" {
		w = strings.ToUpper(w[:1]) + w[1:]
	}
	if len(o.why) > 0 {
		why := strings.Join(o.why, "; ")
		w += ". " + strings.ToUpper(why[:1]) + why[1:]
	}
	return w
}

// cannotPayWords is why p cannot pay c for what, "" when it can: "you cannot pay the
// combination (2 Ship): you need 1 more Ship die".
func cannotPayWords(p *Player, what string, c Cost) string {
	if p.CanPay(c) {
		return ""
	}
	return "you cannot pay " + what + " (" + c.Words() + "): you need " + p.Missing(c)
}

// noHammers is why a seat with no Hammer source cannot do act (spec §8 step 2: only Hammer,
// Double Hammer and wild dice, and the Ship-or-Hammer token, fight).
func noHammers(act string) string { return "you have no Hammer dice to " + act + " with" }

// offered reports whether some legal move of the pending decision satisfies is.
func (g *Game) offered(is func(rules.Move) bool) bool {
	found := false
	g.candidates(func(m rules.Move) {
		if !found && is(m) && g.validate(m, nil) == "" {
			found = true
		}
	})
	return found
}

// methodWords is a Sea Battle's choice of method (spec §7.5): the combination, a fight, a
// retreat.
func (g *Game) methodWords(f *frame) string {
	s := &g.s
	b := &Battles[s.Battle]
	p := &s.Players[f.Seat]
	var o offers
	c := Cost{Dice: b.Combination}
	o.add(p.CanPay(c), "pay the combination", cannotPayWords(p, b.Name+"'s combination", c))
	o.add(p.CanFight(), "fight against Defence "+strconv.Itoa(int(b.Defence+s.Raise)), noHammers("fight"))
	if len(o.can) == 0 { // a retreat alone: "Retreat from Sea Troll. You cannot pay …"
		o.add(true, "retreat from "+b.Name, "")
		return o.words("", "")
	}
	o.add(true, "retreat", "")
	return o.words(b.Name+": ", "")
}

// subdueWords is a Subdue attempt's choice (spec §7.7): by Force, in Peace, or stop.
func (g *Game) subdueWords(f *frame) string {
	s := &g.s
	p := &s.Players[f.Seat]
	left, peace := false, false
	for k := range StackID(NumStacks) {
		if s.Tiles[k] > 0 {
			left = true
			peace = peace || p.CanPay(Territories[k].Peace)
		}
	}
	var o offers
	if left {
		o.add(p.CanFight(), "by Force", noHammers("fight"))
		o.add(peace, "in Peace", "you cannot pay the Peace cost of any Territory left")
	} else {
		o.why = append(o.why, "no Territory is left")
	}
	stop := "stop (" + count(f.A, "attempt", "attempts") + " left)"
	if len(o.can) == 0 {
		return o.words("", stop)
	}
	return o.words("Subdue a Territory ", ", or "+stop)
}

// afterRollWords is a combat's choice after a roll below the Defence (spec §8 step 4): a paid
// re-roll, an Artifact, or defeat.
func (g *Game) afterRollWords(f *frame) string {
	p := &g.s.Players[f.Seat]
	var o offers
	o.add(p.Tokens[Favour] >= RerollFavour, "re-roll",
		"a re-roll costs "+tokenWords(Favour, RerollFavour)+" and you have "+strconv.Itoa(int(p.Tokens[Favour])))
	o.add(g.offered(func(m rules.Move) bool { _, ok := m.(UseArtifact); return ok }), "use an Artifact", "")
	o.add(true, "accept defeat", "")
	return o.words(count(int8(g.successes(f)), "success", "successes")+" against Defence "+strconv.Itoa(int(f.A))+": ", "")
}

// journeyWords is a Sea Journey's choice (spec §7.4): its payment, or what it does when not
// paid.
func (g *Game) journeyWords(f *frame) string {
	j := &Journeys[f.A]
	p := &g.s.Players[f.Seat]
	if !j.HasPayment() || p.CanPay(j.Pay) {
		return j.Name + ": " + j.Text
	}
	return j.Name + ": " + cannotPayWords(p, "it", j.Pay) + ". Suffer: " + j.Suffer.Words()
}

// takeWords is a Take's choice (spec §7.1, §7.2, §7.5): a place of the display (shown) or the
// deck (deck), after head.
func (g *Game) takeWords(head, shown, deck string) string {
	fromDeck := g.offered(func(m rules.Move) bool { t, ok := m.(Take); return ok && t.From == FromDeck })
	fromDisplay := g.offered(func(m rules.Move) bool { t, ok := m.(Take); return ok && t.From != FromDeck })
	var o offers
	o.add(fromDisplay, shown, "nothing is left on display")
	o.add(fromDeck, deck, "the deck is empty")
	return o.words(head, "")
}

// reaverUseWords is a Reaver's use (spec §6): Rally, Specialise into a slot with room, Promote.
func (g *Game) reaverUseWords(f *frame) string {
	p := &g.s.Players[f.Seat]
	room := false
	for sl := range Slot(NumSlots) {
		room = room || p.Slots[sl][SlotCapacity-1] == NoReaver
	}
	var o offers
	o.add(true, "Rally", "")
	o.add(room, "Specialise", "every slot holds "+strconv.Itoa(SlotCapacity)+" Reavers")
	o.add(true, "Promote", "")
	return o.words("", " "+Reavers[f.Card.ID].Name)
}

// pillageWords is a Wall's or Tower's pillage (spec §7.3): a fight, or skip it.
func (g *Game) pillageWords(f *frame) string {
	def := "Defence " + strconv.Itoa(int(f.Src.pillageDefence()))
	if !g.s.Players[f.Seat].CanFight() {
		var name string
		if f.Src.K == srcVillagePillage {
			name = VillageSpoilsKinds[f.Src.A].Name
		} else {
			name = KeepSpoilsKinds[f.Src.A].Name
		}
		return "You have no Hammer dice to pillage " + name + " (" + def + "): skip it"
	}
	return "Pillage against " + def + ", or skip"
}
