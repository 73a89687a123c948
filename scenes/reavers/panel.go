package reavers

import (
	"cmp"
	"slices"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"northtable/render"
	"northtable/rules"
	rv "northtable/rules/reavers"
)

// panel is the decision panel (Reavers spec §11 "Decisions", §10.2): the pending decision's
// words and every legal answer as a button in plain words, so any decision can be answered
// from the board. The many payments of one answer are one button, paying the engine's
// suggested payment (SuggestPayment), with "Other payment…" listing the rest.
type panel struct {
	*pos
	opts     []option
	expanded int // the option whose other payments are listed, -1 for none
	page     int // the page of the list shown (buttons past the panel's room)
	controls render.Controls
	title    []string // the prompt, wrapped
	edit     *payEdit // the payment picked on the tray and the Rest picker (dice.go)
	// rolling: a roll is on show; the decision after it (which would tell its result) waits
	// until the dice have landed
	rolling bool
}

// option is one answer of the decision: its move (the suggested payment of a group) and the
// alternatives of its group.
type option struct {
	label string
	main  rules.Move
	alts  []rules.Move
	// sugg is the suggested payment; tray marks the answer paying the dice picked on the
	// viewer's tray (main is then that payment, nil with refuse saying why they do not pay).
	sugg   rules.Move
	tray   bool
	refuse string
	tip    string // the whole words when label is a short form
	card   string // the whole words of the cards the answer chooses (rules' ChoiceWords), on hover
}

// Control IDs: answers from idAnswer, their "Other payment…" from idOther, alternatives from
// idAlt; the paging and back buttons.
const (
	idAnswer = 1
	idOther  = 1000
	idAlt    = 2000
	idBack   = 3000
	idNext   = 3001
	idPrev   = 3002
	idRestGo = 3003 // Rest for the die picked on the Rest picker (dice.go)
)

// Panel metrics, logical px.
const (
	panelBtnH   = 32.0
	panelBtnGap = 6.0
	panelPad    = 14.0
)

// build lists the answers of the position's pending decision (as the viewer may play them).
func (pn *panel) build() {
	pn.opts, pn.expanded, pn.page = pn.opts[:0], -1, 0
	g := pn.g
	if g.Over() || g.ToMove() != pn.t.Viewer() {
		pn.layout()
		return
	}
	index := map[rules.Move]int{}
	for _, m := range g.Legal() {
		if !g.Worthwhile(m) {
			continue // a re-roll that cannot help (a double axe, a fight already won)
		}
		k := rv.GroupKey(m)
		if i, ok := index[k]; ok {
			pn.opts[i].alts = append(pn.opts[i].alts, m)
			continue
		}
		index[k] = len(pn.opts)
		pn.opts = append(pn.opts, option{main: m, alts: []rules.Move{m}})
	}
	for i := range pn.opts {
		o := &pn.opts[i]
		if w, ok := rv.ListLabel(o.main); ok && len(o.alts) > 1 {
			o.main, o.label = nil, w // a choice of a die: its list opens
			continue
		}
		if len(o.alts) > 1 {
			o.main = g.Suggested(o.alts)
		}
		o.label = pn.g.Label(o.main)
		o.card = g.ChoiceWords(o.main) // the card it chooses, on hover
	}
	// Activating comes first: it is the answer the location was selected for.
	slices.SortStableFunc(pn.opts, func(a, b option) int {
		_, x := a.alts[0].(rv.Activate)
		_, y := b.alts[0].(rv.Activate)
		switch {
		case x && !y:
			return -1
		case y && !x:
			return 1
		}
		return 0
	})
	pn.layout()
}

// rows is how many buttons the panel has room for under its title.
func (pn *panel) rows() int {
	top := pn.listTop()
	bottom := panelRect.Bottom() - panelPad
	if pn.restShown() {
		bottom = restRect().Y - 12 // the Rest picker's room at the foot
	}
	return int((bottom - top + panelBtnGap) / (panelBtnH + panelBtnGap))
}

func (pn *panel) listTop() float64 {
	return panelRect.Y + 44 + float64(max(1, len(pn.title)))*22 + 8
}

// entry is one button of the panel's list.
type entry struct {
	id     int
	label  string
	tip    string
	main   bool
	reason string // why the answer waits (a payment picked on the tray that does not pay)
	short  string // the short words used when label does not fit the button ("" for none)
	// shorter is an alternative payment's shortest words, used with short for the whole list
	// (its buttons worded alike) when one's short words do not fit
	shorter string
}

// entries lists the buttons of the panel's current list, before paging.
func (pn *panel) entries() []entry {
	var out []entry
	if pn.rolling {
		return nil
	}
	if pn.expanded >= 0 && pn.expanded < len(pn.opts) {
		o := pn.opts[pn.expanded]
		for k, m := range o.alts {
			w := pn.g.Label(m)
			out = append(out, entry{id: idAlt + k, label: w, tip: w, short: pn.g.AltLabel(m, true), shorter: pn.g.AltLabel(m, false)})
		}
		return out
	}
	for i, o := range pn.opts {
		if o.tray {
			tip := o.label
			if o.tip != "" {
				tip = o.tip
			}
			short := ""
			if o.main != nil {
				short = pn.g.ShortLabel(o.main)
			}
			out = append(out, entry{id: idAnswer + i, label: o.label, tip: tip, main: true, reason: o.refuse, short: short})
			if len(o.alts) > 1 {
				out = append(out, entry{id: idOther + i, label: "Other payment… (" + strconv.Itoa(len(o.alts)-1) + " more)"})
			}
			continue
		}
		if o.main == nil {
			out = append(out, entry{id: idOther + i, label: o.label, tip: o.label})
			continue
		}
		out = append(out, entry{id: idAnswer + i, label: o.label, tip: cmp.Or(o.card, o.label), main: true, short: pn.g.ShortLabel(o.main)})
		if len(o.alts) > 1 {
			out = append(out, entry{id: idOther + i, label: "Other payment… (" + strconv.Itoa(len(o.alts)-1) + " more)"})
		}
	}
	return out
}

// layout registers the panel's buttons for the current list and page.
func (pn *panel) layout() {
	pn.controls.Reset()
	pn.controls.Delay = render.TooltipDelay
	pn.title = nil
	if pn.ui != nil {
		pn.title = render.Wrap(pn.heading(), pn.ui.Fonts.BodyBold, panelRect.W-2*panelPad)
	}
	es := pn.entries()
	if pn.ui != nil && pn.expanded >= 0 {
		pn.wordAlike(es, panelRect.W-2*panelPad-24)
	}
	rows := pn.rows()
	nav := 0
	if pn.expanded >= 0 {
		nav = 1 // the Back button's row
	}
	per := rows - nav
	if len(es) > per {
		per = max(1, rows-nav-1) // a row for the page buttons
	}
	pages := max(1, (len(es)+per-1)/per)
	pn.page = min(pn.page, pages-1)
	from := pn.page * per
	to := min(len(es), from+per)
	x, w := panelRect.X+panelPad, panelRect.W-2*panelPad
	y := pn.listTop()
	for _, e := range es[from:to] {
		r := render.Rect{X: x, Y: y, W: w, H: panelBtnH}
		label := e.label
		if f := pn.ui; f != nil && render.TextWidth(label, f.Fonts.BodyBold) > w-24 {
			// measured in the button's own face: too long, the short form (the whole words on
			// hover), cut only when even that does not fit
			if e.short != "" && render.TextWidth(e.short, f.Fonts.BodyBold) < render.TextWidth(label, f.Fonts.BodyBold) {
				label = e.short
			}
			label = render.Ellipsize(label, f.Fonts.BodyBold, w-24)
		}
		tip := ""
		if label != e.label || e.tip != e.label {
			tip = e.tip // cut short or worded short: the whole words on hover
		}
		pn.controls.Add(render.Control{ID: e.id, Rect: r, Label: label, Tip: tip, Enabled: pn.mine() && e.reason == "", Reason: e.reason})
		y += panelBtnH + panelBtnGap
	}
	if pages > 1 {
		hw := (w - panelBtnGap) / 2
		pn.controls.Add(render.Control{ID: idPrev, Rect: render.Rect{X: x, Y: y, W: hw, H: panelBtnH},
			Label: "‹ Previous", Enabled: pn.page > 0, Reason: "This is the first page"})
		pn.controls.Add(render.Control{ID: idNext, Rect: render.Rect{X: x + hw + panelBtnGap, Y: y, W: hw, H: panelBtnH},
			Label: "Next ›  (" + strconv.Itoa(pn.page+1) + " of " + strconv.Itoa(pages) + ")", Enabled: pn.page < pages-1, Reason: "This is the last page"})
		y += panelBtnH + panelBtnGap
	}
	if pn.expanded >= 0 {
		pn.controls.Add(render.Control{ID: idBack, Rect: render.Rect{X: x, Y: y, W: w, H: panelBtnH}, Label: "Back to the answers", Enabled: true})
	}
	if pn.edit != nil {
		pn.layoutRest()
	}
}

// wordAlike words a list of other payments alike: whole while every one fits in fit, else
// every one in its short form, else in its shortest (the whole words stay on hover).
func (pn *panel) wordAlike(es []entry, fit float64) {
	f := pn.ui.Fonts.BodyBold
	fits := func(label func(e *entry) string) bool {
		for i := range es {
			if l := label(&es[i]); l != "" && render.TextWidth(l, f) > fit {
				return false
			}
		}
		return true
	}
	full := func(e *entry) string { return e.label }
	short := func(e *entry) string { return cmp.Or(e.short, e.label) }
	switch {
	case fits(full):
		return
	case fits(short):
		for i := range es {
			es[i].label = short(&es[i])
		}
	default:
		for i := range es {
			es[i].label = cmp.Or(es[i].shorter, es[i].label)
		}
	}
}

// heading is the panel's title: the decision in words, or who is deciding.
func (pn *panel) heading() string {
	if pn.g.Over() {
		return "The game is over."
	}
	if pn.rolling {
		return "The dice are rolling… " + pn.t.Words("a click", "a tap") + " or Space lands them"
	}
	if !pn.mine() {
		return pn.t.Instruction("")
	}
	if pn.expanded >= 0 && pn.expanded < len(pn.opts) {
		if pn.opts[pn.expanded].main == nil {
			return pn.opts[pn.expanded].label
		}
		return "Choose how to pay: " + pn.opts[pn.expanded].label
	}
	text := pn.g.Prompt().Text
	if c := pn.g.Info().Card; c.Deck == rv.ReaverDeck && pn.g.Decision() == rv.DecideReaverUse {
		text += ". " + rv.Reavers[c.ID].Preview()
	}
	if pn.edit != nil && pn.edit.discard {
		text += ". " + pn.t.Words("Click", "Tap") + " a die on your tray to discard it"
	}
	return text
}

// press carries out the button id.
func (pn *panel) press(id int) {
	switch {
	case id == idBack:
		pn.back()
	case id == idRestGo:
		if m, ok := pn.restMove(); ok {
			pn.play(m)
		}
	case id == idNext:
		pn.page++
		pn.layout()
	case id == idPrev:
		pn.page = max(0, pn.page-1)
		pn.layout()
	case id >= idAlt && pn.expanded >= 0:
		if k := id - idAlt; k < len(pn.opts[pn.expanded].alts) {
			pn.play(pn.opts[pn.expanded].alts[k])
		}
	case id >= idOther && id < idAlt:
		pn.expanded, pn.page = id-idOther, 0
		if pn.edit != nil {
			pn.edit.retarget(pn.expanded) // the tray holds the payment being looked at
		}
		pn.layout()
	case id >= idAnswer && id < idOther:
		if i := id - idAnswer; i < len(pn.opts) && pn.opts[i].main != nil {
			pn.play(pn.opts[i].main)
		}
	}
}

// back closes the list of other payments; false when none is open.
func (pn *panel) back() bool {
	if pn.expanded < 0 {
		return false
	}
	pn.expanded, pn.page = -1, 0
	pn.layout()
	return true
}

// draw draws the panel: a paper card, the decision's words, the buttons.
func (pn *panel) draw(dst *ebiten.Image) {
	ui := pn.ui
	if pn.title == nil {
		pn.layout()
	}
	ui.SoftShadow(dst, panelRect, 12, 3, 0.35)
	ui.RoundRect(dst, panelRect, 12, render.Paper)
	head := render.Rect{X: panelRect.X, Y: panelRect.Y, W: panelRect.W, H: 36}
	ui.RoundRect(dst, head, 12, render.Sea)
	ui.P.FillRect(dst, render.Rect{X: head.X, Y: head.Bottom() - 12, W: head.W, H: 12}, render.Sea)
	label := "Your decision"
	if !pn.mine() {
		label = "Waiting"
	}
	if s := pn.seat(); s >= 0 && pn.mine() {
		label = pn.t.Name(s) + " decides"
	}
	ui.P.TextMid(dst, label, ui.Fonts.BodyBold, head.X+panelPad, head.Y+18, render.Foam, render.AlignLeft)
	ui.P.TextMid(dst, "Round "+strconv.Itoa(pn.g.Round())+" of "+strconv.Itoa(pn.g.Rounds()), ui.Fonts.Body, head.Right()-panelPad, head.Y+18, render.Foam, render.AlignRight)
	y := panelRect.Y + 46
	for _, line := range pn.title {
		ui.P.Text(dst, line, ui.Fonts.BodyBold, panelRect.X+panelPad, y, render.Ink, render.AlignLeft)
		y += 22
	}
	pn.controls.Draw(dst, ui)
	pn.drawRest(dst)
	pn.controls.DrawTooltip(dst, ui)
}
