package table

import (
	"cmp"
	"slices"
	"strconv"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"northtable/input"
	"northtable/render"
	"northtable/rules"
	"northtable/scenes/scene"
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
	// Pin keeps the answer on every page of a list that pages, at the foot of each: an answer
	// that ends or declines the decision (stop, pass, take nothing) is never behind Next.
	Pin bool
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
	tall     bool // the page shows the cards' words on their buttons
	version  int
	dirty    bool
	opened   time.Time // when the page shown opened
	stale    bool      // the press under way is taken for the second click of a double-click
	down     bool      // the pointer was down at the last update
	// appeared: the answers came out from behind the animations at the last sync, so a press
	// of this tick is the one that landed the show (the shell hands it on) and presses nothing
	appeared bool
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
	if !slices.Contains(t.lists, l) {
		t.lists = append(t.lists, l) // a hint may name one of its answers (hintButton)
	}
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
		l.appeared = l.appeared || l.withheld && !busy
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

// Hover follows the pointer for the hover looks and tips only (while the viewer may not act).
func (l *AnswerList) Hover(p *input.Pointer) {
	l.sync()
	q := *p
	if q.Pressed() || q.Down || q.Released() {
		q.Consume()
	}
	l.controls.Update(&q)
	l.down = p.Down
	l.appeared = false
}

// Update reads one tick of the viewer's pointer at wall-clock time now and reports the answer
// pressed, enabled or not: a leaf for the board to carry out (Table.TakeAnswer), or a group
// whose page it has just opened (for a board that follows what is looked at). Paging and Back
// are the list's own. A press that began before the page opened, or within DoubleClickGap after
// it, is taken for the rest of the click that opened it and presses nothing; so is the press that
// landed the animations the answers waited for (a click during a roll lands the dice and never
// also chooses the answer that comes out under the pointer).
func (l *AnswerList) Update(p *input.Pointer, now time.Time) (Answer, bool) {
	l.now = now
	l.sync()
	if p.Pressed() && (now.Sub(l.opened) < DoubleClickGap || l.appeared) {
		l.stale = true
	}
	l.appeared = false
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

// Move is the move the button plays; nil for a group, an action, paging and Back.
func (b AnswerButton) Move() rules.Move {
	if b.Answer == nil {
		return nil
	}
	return b.Answer.Move
}

// MoreMoves are the moves of the answers a group's button opens; nil for any other button.
func (b AnswerButton) MoreMoves() []rules.Move {
	var out []rules.Move
	if b.Answer != nil {
		for _, a := range b.Answer.More {
			out = append(out, a.Move)
		}
	}
	return out
}

// AnswersShown is what an answer list shows as laid out now: a copy a board's probe returns,
// which tests and tools read and which changes nothing in the list.
type AnswersShown struct {
	Title   string         // the list's title (the decision, an open group's, or the Wait words)
	Tip     string         // the tooltip shown now, "" for none
	Buttons []AnswerButton // the controls, top to bottom (each Answer a copy)
}

// Shown is what the list shows now (a board's probe surface).
func (l *AnswerList) Shown() AnswersShown {
	l.sync()
	s := AnswersShown{Title: l.heading(), Tip: l.controls.Reason(), Buttons: make([]AnswerButton, len(l.laid))}
	for i, b := range l.laid {
		if b.Answer != nil {
			a := *b.Answer
			b.Answer = &a
		}
		s.Buttons[i] = b
	}
	return s
}

// Announce names the list's enabled buttons for the browser test (build/e2e/README.md), where
// the list takes the pointer: top to bottom "answer-<n>" from 0, the first also "answer".
func (l *AnswerList) Announce(p *scene.Probe) {
	n := 0
	for _, b := range l.Buttons() {
		if !b.Enabled {
			continue
		}
		x, y := b.Rect.Centre()
		if n == 0 {
			p.Hit("answer", x, y)
		}
		if n < len(answerTargets) {
			p.Hit(answerTargets[n], x, y)
		} else {
			p.Hit("answer-"+strconv.Itoa(n), x, y)
		}
		n++
	}
}

// answerTargets are the first buttons' target names, made once: a board announces every tick.
var answerTargets = func() (out [32]string) {
	for i := range out {
		out[i] = "answer-" + strconv.Itoa(i)
	}
	return out
}()

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
	var hint rules.Move
	if l.t != nil {
		hint = l.t.HintMove()
	}
	var mark render.Rect
	for i := range all {
		c := &all[i]
		b := &l.laid[i]
		if hint != nil && b.Answer != nil && takes(b.Answer, hint) {
			mark = c.Rect // drawn over the button or the die, under the tooltip
		}
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
	if mark.W > 0 {
		ui.HintMark(dst, mark, 8)
	}
	l.controls.DrawTooltip(dst, ui)
}

// hinted finds the answer that takes move m among the list's answers and its groups' (group is
// the group it is in, nil at the top); nil when none does.
func (l *AnswerList) hinted(m rules.Move) (a, group *Answer) {
	for i := range l.set.Answers {
		top := &l.set.Answers[i]
		if top.Move == m {
			return top, nil
		}
		for k := range top.More {
			if top.More[k].Move == m {
				return &top.More[k], top
			}
		}
	}
	return nil, nil
}

// takes reports whether answer a plays move m, itself or as the group one of whose answers does.
func takes(a *Answer, m rules.Move) bool {
	if a.Move == m {
		return true
	}
	for i := range a.More {
		if a.More[i].Move == m {
			return true
		}
	}
	return false
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
