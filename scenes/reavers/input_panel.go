package reavers

import (
	"cmp"
	"strconv"
	"strings"

	"northtable/render"
	"northtable/rules"
	rv "northtable/rules/reavers"
	"northtable/scenes/table"
)

// panel is the decision panel (Reavers spec §11 "Decisions", §10.2): the pending decision's
// words and legal answers given as data to the shell's answer list, grouped and worded as
// doc.go tells.
type panel struct {
	*pos
	opts []option
	list table.AnswerList
	edit *payEdit // the pick on the viewer's tray (input_dice.go)
	// wait is the list's words while the animations before the decision play: the dice's when
	// the move rolled some (the decision after a roll would tell its result)
	wait string
}

// option is one answer of the decision as the list shows it (Move: the suggested payment of a
// group, or the payment the dice picked on the viewer's tray make, nil with Why saying why they
// do not pay) with the moves of its group and its suggested one (sugg, nil for a choice of a
// die, whose faces are alts).
type option struct {
	table.Answer
	alts []rules.Move
	sugg rules.Move
}

// build lists the answers of the position's pending decision (as the viewer may play them).
func (pn *panel) build() {
	pn.opts = pn.opts[:0]
	pn.list.Home()
	g := pn.g
	if g.Over() || g.ToMove() != pn.t.Viewer() {
		pn.publish()
		return
	}
	index := map[rules.Move]int{}
	for _, m := range g.Legal() { // in the rules' order: an activation before the Rests
		if !g.Worthwhile(m) {
			continue // a re-roll that cannot help (a double axe, a fight already won)
		}
		k := rv.GroupKey(m)
		if i, ok := index[k]; ok {
			pn.opts[i].alts = append(pn.opts[i].alts, m)
			continue
		}
		index[k] = len(pn.opts)
		pn.opts = append(pn.opts, option{Answer: table.Answer{Move: m}, alts: []rules.Move{m}})
	}
	for i := range pn.opts {
		o := &pn.opts[i]
		if w, ok := rv.ListLabel(o.Move); ok && len(o.alts) > 1 {
			o.Move, o.Label = nil, w // a choice of a die: its faces are offered
			continue
		}
		o.Move = g.Suggested(o.alts)
		o.sugg, o.Label = o.Move, g.Label(o.Move)
		o.Card = g.ChoiceWords(o.Move) // the cards it chooses: no card is chosen blind
	}
	pn.publish()
}

// publish gives the answer list the decision's answers as they stand (after a pick on the
// tray, its payment answer worded anew).
func (pn *panel) publish() {
	set := table.AnswerSet{Head: "Waiting", Title: pn.heading(), Wait: pn.wait,
		HeadRight: "Round " + strconv.Itoa(pn.g.Round()) + " of " + strconv.Itoa(pn.g.Rounds())}
	mine := pn.mine()
	if mine {
		set.Head = pn.t.Name(pn.seat()) + " decides"
	}
	for i, o := range pn.opts {
		if o.sugg == nil { // a choice of a die
			set.Answers = append(set.Answers, pn.dice(o, mine)...)
			continue
		}
		a := o.Answer
		a.Tip, a.Enabled, a.Pin = cmp.Or(a.Tip, a.Label), mine && a.Why == "", rv.Declines(a.Move)
		if a.Move != nil {
			a.Short = pn.g.ShortLabel(a.Move)
		}
		set.Answers = append(set.Answers, a)
		if len(o.alts) > 1 {
			set.Answers = append(set.Answers, pn.others(i, o, mine))
		}
	}
	pn.list.SetAnswers(set)
}

// others is option i's group of other payments.
func (pn *panel) others(i int, o option, mine bool) table.Answer {
	g := table.Answer{Label: pn.g.OthersLabel(o.sugg, len(o.alts)-1), Action: i + 1, Enabled: mine,
		Title: "Choose how to pay: " + pn.g.Label(o.sugg)}
	for _, m := range o.alts {
		w := pn.g.Label(m)
		g.More = append(g.More, table.Answer{Label: w, Tip: w, Move: m, Enabled: mine,
			Short: pn.g.AltLabel(m, true), Shorter: pn.g.AltLabel(m, false)})
	}
	return g
}

// dice is a choice of a die's face (Rest's die, a new die, a discard) as the dice themselves,
// each colour's apart, under the choice's words.
func (pn *panel) dice(o option, mine bool) []table.Answer {
	out := make([]table.Answer, 0, len(o.alts))
	last := rv.Colour(-1)
	for k, m := range o.alts {
		var c rv.Colour
		var f rv.Face
		switch m := m.(type) {
		case rv.RestDie:
			c, f = m.Colour, m.Face
		case rv.PlaceDie:
			c, f = m.Colour, m.Face
		case rv.DiscardDie:
			c, f = m.Colour, m.Face
		default:
			continue
		}
		w := pn.g.Label(m)
		d := &render.Die{Sprite: render.CrewDieSprites[c][f], Name: w}
		a := table.Answer{Die: d, Tip: w, Move: m, Enabled: mine, Apart: k > 0 && c != last}
		if k == 0 {
			a.Caption = strings.TrimSuffix(o.Label, "…")
		}
		last = c
		out = append(out, a)
	}
	return out
}

// heading is the panel's title: the decision in words, or who is deciding.
func (pn *panel) heading() string {
	if !pn.mine() {
		return pn.t.Instruction("") // the shell's Wait words: who plays, or the game is over
	}
	text := pn.g.Prompt().Text
	if c := pn.g.Info().Card; c.Deck == rv.ReaverDeck && pn.g.Decision() == rv.DecideReaverUse {
		text += ". " + rv.Reavers[c.ID].Preview()
	}
	if pn.edit.discard {
		text += ". " + pn.t.Words("Click", "Tap") + " a die on your tray to discard it"
	}
	return text
}
