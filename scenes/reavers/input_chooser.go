package reavers

import (
	"github.com/hajimehoshi/ebiten/v2"

	"northtable/input"
	"northtable/render"
	"northtable/rules"
	rv "northtable/rules/reavers"
)

// chooser is the small card of answers opened beside a display's spot when choosing it has
// answers of different kinds (a Territory stack by Force or in Peace): one button per answer.
type chooser struct {
	*pos
	disp  *displays
	panel *panel
	// pick is the chooser open on spot picked (-1 for none): one button per answer.
	pick   render.Controls
	picked int
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
			cs.play(as[0])
			return
		}
		cs.picked, cs.picks = i, as
		cs.layoutPicker()
	case s.choice:
		if why := cs.disp.whyNot(cs.ix, i); why != "" {
			cs.t.Say(why, true)
		}
	}
}

// Chooser metrics, logical px.
const (
	pickW    = 300.0 // the chooser's least width; it widens to its longest answer, up to pickMaxW
	pickMaxW = 640.0
	pickBtn  = 32.0
	pickGap  = 6.0
	pickPad  = 8.0
)

// pickerRect is the chooser's card: beside the spot it is open on, on the canvas.
func (cs *chooser) pickerRect() render.Rect {
	d := cs.disp
	if cs.picked < 0 {
		return render.Rect{}
	}
	s := d.spots[cs.picked].rect
	h := 2*pickPad + float64(len(cs.picks))*(pickBtn+pickGap) - pickGap
	w := cs.pickerWidth()
	x := s.X - w - 10
	if x < 8 {
		x = s.Right() + 10
	}
	y := max(70, min(s.Y+s.H/2-h/2, render.LogicalH-50-h))
	return render.Rect{X: x, Y: y, W: w, H: h}
}

// pickerWidth is the chooser's width: wide enough for its answers' words whole ("Subdue Dice
// III in Peace, paying ..."), from pickW to pickMaxW.
func (cs *chooser) pickerWidth() float64 {
	w := pickW
	if cs.ui == nil {
		return w
	}
	for _, m := range cs.picks {
		w = max(w, render.TextWidth(cs.g.Label(m), cs.ui.Fonts.BodyBold)+2*pickPad+24+2)
	}
	return min(w, pickMaxW)
}

// layoutPicker registers the chooser's buttons (none when it is closed).
func (cs *chooser) layoutPicker() {
	cs.pick.Reset()
	if cs.picked < 0 {
		return
	}
	r := cs.pickerRect()
	for k, m := range cs.picks {
		label := cs.g.Label(m)
		tip := ""
		if cs.ui != nil {
			if short := render.Ellipsize(label, cs.ui.Fonts.BodyBold, r.W-2*pickPad-24); short != label {
				label, tip = short, cs.g.Label(m)
			}
		}
		cs.pick.Add(render.Control{ID: k + 1, Rect: render.Rect{X: r.X + pickPad, Y: r.Y + pickPad + float64(k)*(pickBtn+pickGap), W: r.W - 2*pickPad, H: pickBtn},
			Label: label, Tip: tip, Enabled: true})
	}
}

// closePicker closes the chooser; false when none is open.
func (cs *chooser) closePicker() bool {
	if cs.picked < 0 {
		return false
	}
	cs.picked, cs.picks = -1, nil
	cs.pick.Reset()
	return true
}

// displayInput reads one tick of the viewer's input on the displays and the chooser and
// reports whether it took the pointer.
func (cs *chooser) displayInput(p *input.Pointer) bool {
	d := cs.disp
	if cs.picked >= 0 {
		if c, ok := cs.pick.Update(p); ok {
			m := cs.picks[c.ID-1]
			cs.closePicker()
			cs.play(m)
			return true
		}
		if p.Tapped() || p.Pressed() && !cs.pickerRect().Contains(p.X, p.Y) {
			// a tap beside the chooser closes it (and does what it does there)
			cs.closePicker()
		}
	}
	c, ok := d.hits.Update(p)
	d.explain(cs.ix)
	if ok {
		cs.choose(d.parts[c.ID-1].spot)
		return true
	}
	return false
}

// displayHover follows the pointer for the displays' hover looks and tooltips while the
// viewer may not act.
func (cs *chooser) displayHover(p *input.Pointer) {
	cs.disp.hits.Update(p)
	cs.disp.explain(cs.ix)
}

// drawPicker draws the chooser open on a spot, if any, above the board.
func (cs *chooser) drawPicker(dst *ebiten.Image) {
	d := cs.disp
	if cs.picked < 0 {
		return
	}
	ui := cs.ui
	r := cs.pickerRect()
	glow(ui, dst, d.spots[cs.picked].rect, true)
	ui.SoftShadow(dst, r, 10, 3, 0.5)
	ui.RoundRect(dst, r, 10, render.Paper)
	ui.RoundRing(dst, r, 10, 2, render.Shallow)
	cs.pick.Draw(dst, ui)
	cs.pick.DrawTooltip(dst, ui)
}
