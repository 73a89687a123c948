package table

import (
	"cmp"
	"strconv"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"northtable/input"
	"northtable/render"
	"northtable/rules"
)

// Answer is one entry of an answer list (AnswerList), as data from the board: a move to play,
// an action of the board's own, a group that opens a page of further answers, or a die face.
type Answer struct {
	Label string // the words on its button ("" for a die, drawn as the die)
	// Short and Shorter are shorter words for a button too narrow for Label ("" for none); the
	// whole words then show on hover and long-press.
	Short, Shorter string
	Tip            string     // words on hover and long-press (a cut label's whole words when "")
	Move           rules.Move // the move it plays (Table.TakeAnswer); nil for an action or a group
	Action         int        // the board's action (Chooser) when Move is nil; a group's is told as it opens
	// Enabled: it can be taken now. A disabled answer is greyed and shows Why on hover, and a
	// press says Why.
	Enabled bool
	Why     string
	// More makes the answer a group: a press opens them as a page of their own (worded alike,
	// paged, with a Back button), headed Title (Label when "").
	More  []Answer
	Title string
	// Die draws the answer as that die face instead of a button: a run of die answers is laid
	// out as rows of dice, Caption (of the run's first) above them; Apart sets a die further
	// from the one before it (another colour).
	Die     *render.Die
	Apart   bool
	Caption string
	// Card is the whole words of the card the answer takes or plays: its button is taller and
	// shows a card mark, the label and the card's words (the whole card on hover when cut), so
	// no card is chosen blind.
	Card string
}

// AnswerSet is what an answer list shows: its head band, the decision in words and the answers.
type AnswerSet struct {
	Head, HeadRight string // the head band's words at its left and right ends
	Title           string // the decision in words (wrapped to the list's width)
	Answers         []Answer
	// Wait is the title while the shell's animations play and the answers are withheld ("" keeps
	// Title), e.g. "The dice are rolling… a click or Space lands them".
	Wait string
}

// DoubleClickGap is how long after a page of answers opens a press on it is taken for the
// second click of the double-click that opened it, and ignored: nobody reads a new page that
// fast, and a double-click must not take the new page's first answer.
const DoubleClickGap = 400 * time.Millisecond

// Answer list metrics, logical px.
const (
	answerBtnH   = 32.0
	answerGap    = 6.0
	answerPad    = 14.0
	answerHeadH  = 36.0
	answerLineH  = 22.0
	answerDie    = 34.0
	answerDieGap = 6.0
	answerApart  = 16.0
	answerCapH   = 20.0
	answerCardH  = 80.0 // a button that shows a card: its label and three lines of the card
	answerCardIn = 32.0 // the card mark's room at its left
	answerLines  = 3    // the lines of a card's words on its button
)

// Control IDs of the list's own buttons; answers are 1..n.
const (
	answerPrev = 1_000_000 + iota
	answerNext
	answerBack
)

// AnswerList is a vertical, paged list of a decision's answers, part of the shell beside the
// prompt bar's Choice: the board gives the answers as data (SetAnswers) and says where the list
// is (Place); the list lays them out, pages them, hit-tests, draws and shows their tips, opens
// groups with a Back, and withholds the answers while the animations that lead to the decision
// play (Table.Busy). A board owns one as a value and feeds it the pointer in Tick (Hover) and
// Input (Update); a press is carried out with Table.TakeAnswer.
type AnswerList struct {
	Rect     render.Rect // logical px
	t        *Table
	set      AnswerSet
	open     int // the group open, -1 for none
	page     int
	controls render.Controls
	laid     []AnswerButton
	title    []string
	ui       *render.UI
	withheld bool
	version  int
	dirty    bool
	opened   time.Time // when the page shown opened
	stale    bool      // the press under way is taken for the second click of a double-click
	down     bool      // the pointer was down at the last update
	now      time.Time // the time of the last update
}

// AnswerButton is one control of the list as laid out now (for drawing, tests and tools).
type AnswerButton struct {
	Rect    render.Rect
	Label   string
	Tip     string // the whole words on hover, when the label is cut or worded short
	Enabled bool
	// Answer is the answer it takes (a group: opens its page); nil for paging and Back.
	Answer *Answer
	// Lines are the card's words drawn under the label of an answer that takes a card.
	Lines []string
}

// Place binds the list to the table and puts it at r, logical px.
func (l *AnswerList) Place(t *Table, r render.Rect) {
	l.t, l.Rect, l.open, l.dirty = t, r, -1, true
	l.controls.Delay = render.TooltipDelay
}

// Home shows the first page of the answers themselves (a new decision): an open group closes.
func (l *AnswerList) Home() { l.open, l.page, l.dirty = -1, 0, true }

// SetAnswers makes set what the list shows. An open group stays open while the answer at its
// place is still a group, and the page stays as near as there are pages.
func (l *AnswerList) SetAnswers(set AnswerSet) {
	l.set = set
	if l.open >= len(set.Answers) || l.open >= 0 && set.Answers[l.open].More == nil {
		l.open, l.page = -1, 0
	}
	l.dirty = true
}

// Open is the index of the group whose page is shown, -1 for none.
func (l *AnswerList) Open() int { return l.open }

// Back closes the open group (Esc, the bar's Back); false when none is open.
func (l *AnswerList) Back() bool {
	if l.open < 0 {
		return false
	}
	l.turnPage(-1, 0)
	return true
}

// Withheld reports whether the answers are held back while the animations play.
func (l *AnswerList) Withheld() bool {
	l.sync()
	return l.withheld
}

// turnPage shows group open's page p (open -1: the answers), as a freshly opened page.
func (l *AnswerList) turnPage(open, p int) {
	l.open, l.page, l.dirty = open, p, true
	l.opened = l.now
	l.stale = l.down // a press that began before the page opened is not a press on it
}

// sync lays the list out again when what it shows changed.
func (l *AnswerList) sync() {
	busy := l.t != nil && l.t.Busy()
	var ui *render.UI
	if l.t != nil {
		ui = l.t.ui
	}
	if busy != l.withheld || ui != l.ui || l.dirty {
		l.withheld, l.ui, l.dirty = busy, ui, false
		l.layout()
	}
}

// current is the answers of the page shown: the open group's, else the set's.
func (l *AnswerList) current() []Answer {
	if l.withheld {
		return nil
	}
	if l.open >= 0 && l.open < len(l.set.Answers) {
		return l.set.Answers[l.open].More
	}
	return l.set.Answers
}

// heading is the list's title now.
func (l *AnswerList) heading() string {
	switch {
	case l.withheld && l.set.Wait != "":
		return l.set.Wait
	case l.open >= 0 && l.open < len(l.set.Answers):
		return cmp.Or(l.set.Answers[l.open].Title, l.set.Answers[l.open].Label)
	}
	return l.set.Title
}

// block is a run of the page's answers laid out together: one button, or a run of dice.
type block struct {
	from, to int     // answers [from, to)
	h        float64 // its height
}

// blocks splits the answers into buttons and runs of dice, each with its height at width w.
func blocks(as []Answer, w float64) []block {
	var out []block
	for i := 0; i < len(as); {
		if as[i].Die == nil {
			h := answerBtnH
			if as[i].Card != "" {
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
	room := r.Bottom() - answerPad - top + answerGap
	if l.open >= 0 {
		room -= answerBtnH + answerGap // the Back button's row
	}
	bs := blocks(as, w)
	pages := paginate(bs, room)
	if len(pages) > 1 {
		pages = paginate(bs, room-answerBtnH-answerGap) // a row for the page buttons
	}
	l.page = max(0, min(l.page, len(pages)-1))
	y := top
	if len(pages) > 0 {
		for _, b := range bs[pages[l.page][0]:pages[l.page][1]] {
			y = l.place(as, b, y, w)
		}
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

// place registers block b of as at y and returns the y under it.
func (l *AnswerList) place(as []Answer, b block, y, w float64) float64 {
	x := l.Rect.X + answerPad
	a := &as[b.from]
	if a.Card != "" && a.Die == nil {
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
		tip := a.Tip
		if tip == a.Label {
			tip = ""
		}
		if tip == "" && label != a.Label {
			tip = a.Label
		}
		l.add(render.Control{ID: b.from + 1, Rect: render.Rect{X: x, Y: y, W: w, H: answerBtnH}, Label: label, Tip: tip,
			Enabled: a.Enabled, Reason: a.Why}, a)
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

// Hover follows the pointer for the hover looks and tips only (while the viewer may not act).
func (l *AnswerList) Hover(p *input.Pointer) {
	l.sync()
	q := *p
	if q.Pressed() || q.Down || q.Released() {
		q.Consume()
	}
	l.controls.Update(&q)
	l.down = p.Down
}

// Update reads one tick of the viewer's pointer at wall-clock time now and reports the answer
// pressed, enabled or not: a leaf for the board to carry out (Table.TakeAnswer), or a group
// whose page it has just opened (for a board that follows what is looked at). Paging and Back
// are the list's own. A press that began before the page opened, or within DoubleClickGap after
// it, is taken for the rest of the click that opened it and presses nothing.
func (l *AnswerList) Update(p *input.Pointer, now time.Time) (Answer, bool) {
	l.now = now
	l.sync()
	if p.Pressed() && now.Sub(l.opened) < DoubleClickGap {
		l.stale = true
	}
	if l.stale {
		q := *p
		q.Consume()
		l.controls.Update(&q)
		if l.Rect.Contains(p.X, p.Y) {
			p.Consume()
		}
		if !p.Down {
			l.stale = false
		}
		l.down = p.Down
		return Answer{}, false
	}
	l.down = p.Down
	c, ok := l.controls.Update(p)
	switch {
	case !ok:
	case c.ID == answerPrev && c.Enabled:
		l.turnPage(l.open, l.page-1)
	case c.ID == answerNext && c.Enabled:
		l.turnPage(l.open, l.page+1)
	case c.ID == answerBack:
		l.Back()
	default:
		for _, b := range l.laid {
			if b.Answer != nil && b.Rect == c.Rect {
				if b.Answer.More != nil && b.Answer.Enabled && l.open < 0 {
					l.turnPage(c.ID-1, 0)
				}
				return *b.Answer, true
			}
		}
	}
	return Answer{}, false
}

// TakeAnswer carries out a pressed answer as the prompt bar does its Choice: a disabled one says
// why, a move is played (a refusal said in the rules' words), an action goes to the board
// (Chooser); a group has opened already.
func (t *Table) TakeAnswer(a Answer) {
	if a.More == nil {
		t.choose(Choice{Move: a.Move, Action: a.Action, Enabled: a.Enabled, Why: func() string { return a.Why }})
	}
}

// Buttons lists the list's controls as laid out now, top to bottom.
func (l *AnswerList) Buttons() []AnswerButton {
	l.sync()
	return l.laid
}

// Tip is the tooltip the list shows now ("" for none).
func (l *AnswerList) Tip() string { return l.controls.Reason() }

// Title is the list's title as shown now.
func (l *AnswerList) Title() string {
	l.sync()
	return l.heading()
}

// AnswerKey names everything the list draws: a board's cached layer holding the list puts it
// in its key.
type AnswerKey struct {
	version int
	look    render.Look
}

// Key is the list's key now.
func (l *AnswerList) Key() AnswerKey {
	l.sync()
	return AnswerKey{version: l.version, look: l.controls.Look()}
}

// LabelWidth is the room an answer's words have on its button, logical px (a board that words
// an answer short itself measures against it).
func (l *AnswerList) LabelWidth() float64 { return l.Rect.W - 2*answerPad - 24 }

// Draw draws the list: a paper card with its head band, the title, the answers (dice as dice)
// and the due tooltip.
func (l *AnswerList) Draw(dst *ebiten.Image, ui *render.UI) {
	l.sync()
	r := l.Rect
	ui.SoftShadow(dst, r, 12, 3, 0.35)
	ui.RoundRect(dst, r, 12, render.Paper)
	head := render.Rect{X: r.X, Y: r.Y, W: r.W, H: answerHeadH}
	ui.RoundRect(dst, head, 12, render.Sea)
	ui.P.FillRect(dst, render.Rect{X: head.X, Y: head.Bottom() - 12, W: head.W, H: 12}, render.Sea)
	ui.P.TextMid(dst, l.set.Head, ui.Fonts.BodyBold, head.X+answerPad, head.Y+head.H/2, render.Foam, render.AlignLeft)
	ui.P.TextMid(dst, l.set.HeadRight, ui.Fonts.Body, head.Right()-answerPad, head.Y+head.H/2, render.Foam, render.AlignRight)
	y := r.Y + answerHeadH + 10
	for _, line := range l.title {
		ui.P.Text(dst, line, ui.Fonts.BodyBold, r.X+answerPad, y, render.Ink, render.AlignLeft)
		y += answerLineH
	}
	look := l.controls.Look()
	all := l.controls.All()
	for i := range all {
		c := &all[i]
		b := &l.laid[i]
		if b.Answer == nil || b.Answer.Die == nil {
			ui.DrawControl(dst, c, c.ID == look.Hot, c.ID == look.Down && c.ID == look.Hot)
			continue
		}
		if b.Answer.Caption != "" {
			ui.P.Text(dst, b.Answer.Caption, ui.Fonts.Small, r.X+answerPad, c.Rect.Y-answerCapH, render.InkSoft, render.AlignLeft)
		}
		alpha := float32(1)
		if !c.Enabled {
			alpha = render.DimAlpha
		}
		dr := c.Rect
		if c.ID == look.Down && c.ID == look.Hot {
			dr = dr.Offset(0, 1)
		}
		ui.DrawDie(dst, b.Answer.Die, dr, alpha, c.Enabled, c.ID == look.Hot)
	}
	l.controls.DrawTooltip(dst, ui)
}

// cardMark paints a small card at the left of a button whose answer takes a card.
func (l *AnswerList) cardMark(dst *ebiten.Image, r render.Rect, alpha float32) {
	ui := l.ui // set: placeCard's paint calls it only then
	c, a := render.Rect{X: r.X + 9, Y: r.Y + 8, W: 15, H: 20}, float64(alpha)
	ui.RoundRect(dst, c, 3, render.WithAlpha(render.Sand, a))
	ui.RoundRing(dst, c, 3, 1.5, render.WithAlpha(render.Ink, 0.6*a))
	for _, dy := range []float64{5, 9} { // two lines of words
		ui.P.FillRect(dst, render.Rect{X: c.X + 3, Y: c.Y + dy, W: c.W - 6, H: 1.5}, render.WithAlpha(render.Ink, 0.5*a))
	}
}
