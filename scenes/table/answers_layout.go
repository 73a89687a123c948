package table

import (
	"cmp"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"northtable/render"
)

// The answer list's layout (AnswerList): the page's answers as buttons, runs of dice and cards,
// paged to the list's room under its title, a group's page worded alike.

// block is a run of the page's answers laid out together: one button, or a run of dice.
type block struct {
	from, to int     // answers [from, to)
	h        float64 // its height
}

// blocks splits the answers into buttons and runs of dice, each with its height at width w.
func blocks(as []Answer, w float64, tall bool) []block {
	var out []block
	for i := 0; i < len(as); {
		if as[i].Die == nil {
			h := answerBtnH
			if as[i].Card != "" && tall {
				h = answerCardH
			}
			out = append(out, block{from: i, to: i + 1, h: h})
			i++
			continue
		}
		j := i + 1
		for j < len(as) && as[j].Die != nil {
			j++
		}
		b := block{from: i, to: j, h: dieSpots(as[i:j], 0, 0, w)[j-i-1].Bottom()}
		if as[i].Caption != "" {
			b.h += answerCapH
		}
		out = append(out, b)
		i = j
	}
	return out
}

// dieSpots places a run of dice from (x, y) in rows of width w: a die set Apart a wider gap
// from the one before it, a row full goes on under it.
func dieSpots(as []Answer, x, y, w float64) []render.Rect {
	out := make([]render.Rect, 0, len(as))
	cx, cy := 0.0, 0.0
	for i, a := range as {
		if i > 0 {
			gap := answerDieGap
			if a.Apart {
				gap = answerApart
			}
			cx += gap
			if cx+answerDie > w {
				cx, cy = 0, cy+answerDie+answerDieGap
			}
		}
		out = append(out, render.Rect{X: x + cx, Y: y + cy, W: answerDie, H: answerDie})
		cx += answerDie
	}
	return out
}

// layout registers the controls of the page shown.
func (l *AnswerList) layout() {
	l.version++
	l.controls.Reset()
	l.laid = l.laid[:0]
	l.title = nil
	r := l.Rect
	w := r.W - 2*answerPad
	if l.ui != nil {
		l.title = render.Wrap(l.heading(), l.ui.Fonts.BodyBold, w)
	}
	as := l.current()
	if l.open >= 0 {
		as = l.alike(as, w-24)
	}
	top := l.listTop()
	l.t.keepHead(render.Rect{X: r.X, Y: r.Y, W: r.W, H: top - r.Y})
	room := r.Bottom() - answerPad - top + answerGap
	if l.open >= 0 {
		room -= answerBtnH + answerGap // the Back button's row
	}
	var bs, pins []block
	var pages [][2]int
	for _, tall := range []bool{true, false} { // a card's words on its button where one page holds them
		l.tall, bs, pins = tall, blocks(as, w, tall), nil
		if pages = paginate(bs, room); len(pages) > 1 {
			var foot float64
			bs, pins, foot = pinned(as, bs)
			pages = paginate(bs, room-foot-answerBtnH-answerGap) // a row for the page buttons
		}
		if len(pages) <= 1 {
			break
		}
	}
	l.page = max(0, min(l.page, len(pages)-1))
	y := top
	if len(pages) > 0 {
		for _, b := range bs[pages[l.page][0]:pages[l.page][1]] {
			y = l.place(as, b, y, w)
		}
	}
	for _, b := range pins {
		y = l.place(as, b, y, w)
	}
	x := r.X + answerPad
	if len(pages) > 1 {
		hw := (w - answerGap) / 2
		l.add(render.Control{ID: answerPrev, Rect: render.Rect{X: x, Y: y, W: hw, H: answerBtnH},
			Label: "‹ Previous", Enabled: l.page > 0, Reason: "This is the first page"}, nil)
		l.add(render.Control{ID: answerNext, Rect: render.Rect{X: x + hw + answerGap, Y: y, W: hw, H: answerBtnH},
			Label: "Next ›  (" + strconv.Itoa(l.page+1) + " of " + strconv.Itoa(len(pages)) + ")", Enabled: l.page < len(pages)-1, Reason: "This is the last page"}, nil)
		y += answerBtnH + answerGap
	}
	if l.open >= 0 && !l.withheld {
		l.add(render.Control{ID: answerBack, Rect: render.Rect{X: x, Y: y, W: w, H: answerBtnH}, Label: "Back to the answers", Enabled: true}, nil)
	}
}

// paginate splits blocks into pages of at most room px each: [from, to) of bs per page; a
// block taller than room has a page of its own.
func paginate(bs []block, room float64) [][2]int {
	var out [][2]int
	from, used := 0, 0.0
	for i, b := range bs {
		h := b.h + answerGap
		if i > from && used+h > room {
			out = append(out, [2]int{from, i})
			from, used = i, 0
		}
		used += h
	}
	if from < len(bs) {
		out = append(out, [2]int{from, len(bs)})
	}
	return out
}

// pinned takes the blocks of pinned answers (Answer.Pin) out of bs, to stand at the foot of every
// page: the rest, the pinned ones and the height they take.
func pinned(as []Answer, bs []block) (rest, pins []block, h float64) {
	rest = make([]block, 0, len(bs))
	for _, b := range bs {
		if a := &as[b.from]; a.Pin && a.Die == nil {
			pins, h = append(pins, b), h+b.h+answerGap
		} else {
			rest = append(rest, b)
		}
	}
	return rest, pins, h
}

// place registers block b of as at y and returns the y under it.
func (l *AnswerList) place(as []Answer, b block, y, w float64) float64 {
	x := l.Rect.X + answerPad
	a := &as[b.from]
	if a.Card != "" && a.Die == nil && l.tall {
		return l.placeCard(a, b.from+1, x, y, w)
	}
	if a.Die == nil {
		label := a.Label
		if l.ui != nil {
			f := l.ui.Fonts.BodyBold
			fit := w - 24
			if render.TextWidth(label, f) > fit {
				// too long: the short form (the whole words on hover), cut only when even that
				// does not fit
				if a.Short != "" && render.TextWidth(a.Short, f) < render.TextWidth(label, f) {
					label = a.Short
				}
				label = render.Ellipsize(label, f, fit)
			}
		}
		tip := cmp.Or(a.Card, a.Tip) // a card not shown on its button: the whole card on hover
		if tip == a.Label {
			tip = ""
		}
		if tip == "" && label != a.Label {
			tip = a.Label
		}
		c := render.Control{ID: b.from + 1, Rect: render.Rect{X: x, Y: y, W: w, H: answerBtnH}, Label: label, Tip: tip,
			Enabled: a.Enabled, Reason: a.Why}
		if a.Card != "" {
			c.Paint = l.cardMark
		}
		l.add(c, a)
		return y + answerBtnH + answerGap
	}
	top := y
	if a.Caption != "" {
		top += answerCapH
	}
	run := as[b.from:b.to]
	for k, dr := range dieSpots(run, x, top, w) {
		d := &run[k]
		l.add(render.Control{ID: b.from + k + 1, Rect: dr, Tip: cmp.Or(d.Tip, d.Label), Enabled: d.Enabled, Reason: d.Why}, d)
	}
	return y + b.h + answerGap
}

// placeCard registers answer a, which takes a card, as a taller button at y: a card mark, its
// label and the card's own words under it (the whole card on hover when they are cut), so the
// card is read before it is chosen. It returns the y under it.
func (l *AnswerList) placeCard(a *Answer, id int, x, y, w float64) float64 {
	r := render.Rect{X: x, Y: y, W: w, H: answerCardH}
	label, lines, tip := a.Label, []string(nil), ""
	if ui := l.ui; ui != nil {
		tw := w - answerCardIn - 12
		label = render.Ellipsize(a.Label, ui.Fonts.BodyBold, tw)
		lines = render.Wrap(a.Card, ui.Fonts.Small, tw)
		if len(lines) > answerLines {
			lines = append(lines[:answerLines-1:answerLines-1], render.Ellipsize(strings.Join(lines[answerLines-1:], " "), ui.Fonts.Small, tw))
		}
		if label != a.Label || strings.Join(lines, " ") != a.Card {
			tip = a.Card // cut: the whole card on hover
		}
	}
	paint := func(dst *ebiten.Image, f render.Rect, alpha float32) {
		ui := l.ui
		if ui == nil {
			return
		}
		l.cardMark(dst, f, alpha)
		ink := render.WithAlpha(render.Ink, float64(alpha))
		tx := f.X + answerCardIn
		ui.P.Text(dst, label, ui.Fonts.BodyBold, tx, f.Y+6, ink, render.AlignLeft)
		for i, line := range lines {
			ui.P.Text(dst, line, ui.Fonts.Small, tx, f.Y+28+float64(i)*16, render.WithAlpha(render.InkSoft, float64(alpha)), render.AlignLeft)
		}
	}
	l.add(render.Control{ID: id, Rect: r, Tip: tip, Enabled: a.Enabled, Reason: a.Why, Paint: paint}, a)
	l.laid[len(l.laid)-1].Label, l.laid[len(l.laid)-1].Lines = label, lines
	return y + answerCardH + answerGap
}

// add registers control c taking answer a (nil for the list's own buttons).
func (l *AnswerList) add(c render.Control, a *Answer) {
	c.Style = render.StyleBoard
	l.controls.Add(c)
	l.laid = append(l.laid, AnswerButton{Rect: c.Rect, Label: c.Label, Tip: c.Tip, Enabled: c.Enabled, Answer: a})
}

// alike words a group's answers alike: whole while every one fits in fit, else every one in
// its short form, else in its shortest (the whole words stay on hover).
func (l *AnswerList) alike(as []Answer, fit float64) []Answer {
	if l.ui == nil {
		return as
	}
	f := l.ui.Fonts.BodyBold
	fits := func(label func(a *Answer) string) bool {
		for i := range as {
			if s := label(&as[i]); s != "" && render.TextWidth(s, f) > fit {
				return false
			}
		}
		return true
	}
	full := func(a *Answer) string { return a.Label }
	short := func(a *Answer) string { return cmp.Or(a.Short, a.Label) }
	shorter := func(a *Answer) string { return cmp.Or(a.Shorter, a.Label) }
	var pick func(a *Answer) string
	switch {
	case fits(full):
		return as
	case fits(short):
		pick = short
	default:
		pick = shorter
	}
	out := make([]Answer, len(as))
	for i := range as {
		out[i] = as[i]
		out[i].Tip = cmp.Or(as[i].Tip, as[i].Label)
		out[i].Label = pick(&as[i])
	}
	return out
}

// listTop is where the first answer goes, under the head band and the title.
func (l *AnswerList) listTop() float64 {
	return l.Rect.Y + answerHeadH + 8 + float64(max(1, len(l.title)))*answerLineH + 8
}
