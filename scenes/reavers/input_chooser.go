package reavers

import (
	"northtable/input"
	"northtable/render"
	"northtable/rules"
	rv "northtable/rules/reavers"
)

// chooser is the small card of answers opened beside a display's spot when choosing it has
// answers of different kinds (a Territory stack by Force or in Peace): one button per answer.
type chooser struct {
	*pos
	disp   *displays
	panel  *panel
	pick   render.ChoicePopover
	picked int // the spot it is open on, -1 for none
	picks  []rules.Move
}

// answers are the different answers choosing spot i: the decision panel's answers that choose
// it (one per kind of move, each its suggested payment).
func (cs *chooser) answers(i int) []rules.Move {
	k := cs.disp.spots[i].key()
	var out []rules.Move
	for _, o := range cs.panel.opts {
		if t, ok := targetOf(cs.g, o.sugg); ok && t == k {
			out = append(out, o.sugg)
		}
	}
	return out
}

// choose carries out a tap on spot i: its one answer played, a chooser opened for several, a
// dimmed one's reason said.
func (cs *chooser) choose(i int) {
	s := &cs.disp.spots[i]
	switch {
	case cs.g.Decision() == rv.DecideSelect && cs.mine():
		cs.selectLocation(s.loc) // a tap anywhere on a location selects it
	case len(s.moves) > 0:
		as := cs.answers(i)
		if len(as) == 1 {
			cs.t.Take(as[0])
			return
		}
		labels := make([]string, len(as))
		for k, m := range as {
			labels[k] = cs.g.Label(m)
		}
		cs.picked, cs.picks = i, as
		cs.pick.Within = render.Rect{Y: 70, W: render.LogicalW, H: render.LogicalH - 120} // under the top bar, over the prompt bar
		cs.pick.Open(s.rect, labels, cs.ui.Fonts)
	case s.choice:
		if why := cs.disp.whyNot(cs.ix, i); why != "" {
			cs.t.Say(why, true)
		}
	}
}

// closePicker closes the chooser; false when none is open.
func (cs *chooser) closePicker() bool {
	cs.picked, cs.picks = -1, nil
	return cs.pick.Close()
}

// displayInput reads one tick of the viewer's input on the chooser and the displays (a tap
// beside the chooser closes it and does what it does there) and reports whether it took the
// pointer.
func (cs *chooser) displayInput(p *input.Pointer) bool {
	k, ok := cs.pick.Update(p)
	picks := cs.picks
	if cs.pick.Rect().W == 0 { // answered, or closed by a tap beside it
		cs.picked, cs.picks = -1, nil
	}
	if ok {
		cs.t.Take(picks[k])
		return true
	}
	i, ok := cs.disp.hits.Update(p)
	if ok {
		cs.choose(i)
	}
	return ok
}
