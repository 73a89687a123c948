package table_test

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/input"
	"northtable/render"
	"northtable/rules"
	ork "northtable/rules/orkney"
	"northtable/scenes/scene"
	"northtable/scenes/table"
	"northtable/scenes/table/tabletest"
)

// answers drives an answer list placed on a rig's table with its own pointer and clock, as a
// board's Input does (Update with the tick's time).
type answers struct {
	t   *testing.T
	r   *rig
	l   *table.AnswerList
	p   input.Pointer
	now time.Time
}

func newAnswers(t *testing.T, rect render.Rect, set table.AnswerSet) *answers {
	t.Helper()
	r := firstTurn(t, 3)
	a := &answers{t: t, r: r, l: &table.AnswerList{}, now: tabletest.Epoch}
	a.l.Place(r.tbl, rect)
	a.l.SetAnswers(set)
	return a
}

// at runs one tick with the pointer at (x, y), down or not.
func (a *answers) at(x, y float64, down bool) (table.Answer, bool) {
	a.p.Update(input.Frame{X: x, Y: y, Down: down})
	a.now = a.now.Add(time.Second / 60)
	return a.l.Update(&a.p, a.now)
}

// click presses and releases at rc's centre; it reports the answer pressed.
func (a *answers) click(rc render.Rect) (table.Answer, bool) {
	x, y := rc.Centre()
	a.at(x, y, false)
	a.at(x, y, true)
	return a.at(x, y, false)
}

// wait rests the pointer where it is for d.
func (a *answers) wait(d time.Duration) {
	for end := a.now.Add(d); a.now.Before(end); {
		a.at(a.p.X, a.p.Y, false)
	}
}

// button is the laid-out button whose label starts with prefix.
func (a *answers) button(prefix string) table.AnswerButton {
	a.t.Helper()
	for _, b := range a.l.Buttons() {
		if strings.HasPrefix(b.Label, prefix) {
			return b
		}
	}
	require.FailNow(a.t, "no button", "%q among %v", prefix, a.l.Buttons())
	return table.AnswerButton{}
}

func numbered(n int) []table.Answer {
	out := make([]table.Answer, n)
	for i := range out {
		out[i] = table.Answer{Label: "Answer " + strconv.Itoa(i+1), Action: i + 1, Enabled: true}
	}
	return out
}

var listRect = render.Rect{X: 1000, Y: 60, W: 500, H: 300}

// A list longer than the room pages: Previous and Next with the page count, each page starting
// where the last ended.
func TestAnswerListPagesALongList(t *testing.T) {
	a := newAnswers(t, listRect, table.AnswerSet{Head: "Your decision", Title: "Choose", Answers: numbered(12)})
	first := a.l.Buttons()
	require.NotEmpty(t, first)
	assert.Equal(t, "Answer 1", first[0].Label)
	next := a.button("Next ›")
	assert.Contains(t, next.Label, "1 of ")
	prev := a.button("‹ Previous")
	assert.False(t, prev.Enabled, "no page before the first")
	shown := 0
	for _, b := range first {
		if b.Answer != nil {
			shown++
			assert.LessOrEqual(t, b.Rect.Bottom(), listRect.Bottom(), "every answer lies inside the list")
		}
	}
	require.Less(t, shown, 12)
	_, ok := a.click(next.Rect)
	assert.False(t, ok, "paging is the list's own")
	assert.Equal(t, "Answer "+strconv.Itoa(shown+1), a.l.Buttons()[0].Label, "the next page goes on where the first ended")
	assert.True(t, a.button("‹ Previous").Enabled)
}

// A pinned answer (one that ends the decision) stands at the foot of every page of a long list,
// above the page buttons and inside the list, and is taken from any page; a list that fits on one
// page keeps the given order.
func TestAnswerListPinsTheWayOutOnEveryPage(t *testing.T) {
	as := append(numbered(12), table.Answer{Label: "Stop", Action: 99, Enabled: true, Pin: true})
	a := newAnswers(t, listRect, table.AnswerSet{Title: "Choose", Answers: as})
	seen := map[string]bool{}
	for page := 0; ; page++ {
		bs := a.l.Buttons()
		stop, next := a.button("Stop"), a.button("Next ›")
		assert.Less(t, stop.Rect.Bottom(), next.Rect.Y, "page %d: above the page buttons", page)
		assert.LessOrEqual(t, next.Rect.Bottom(), listRect.Bottom(), "page %d: inside the list", page)
		for _, b := range bs {
			if b.Answer != nil && b.Answer.Action != 99 {
				assert.Less(t, b.Rect.Bottom(), stop.Rect.Y, "page %d: the way out at the foot", page)
				seen[b.Label] = true
			}
		}
		if !next.Enabled {
			break
		}
		a.wait(table.DoubleClickGap)
		a.click(next.Rect)
	}
	assert.Len(t, seen, 12, "every other answer is on some page")
	a.wait(table.DoubleClickGap)
	got, ok := a.click(a.button("Stop").Rect)
	require.True(t, ok)
	assert.Equal(t, 99, got.Action, "taken from the last page too")

	few := []table.Answer{{Label: "Stop", Action: 99, Enabled: true, Pin: true}, {Label: "Go on", Action: 1, Enabled: true}}
	a.l.SetAnswers(table.AnswerSet{Title: "Choose", Answers: few})
	assert.Equal(t, []string{"Stop", "Go on"}, []string{a.l.Buttons()[0].Label, a.l.Buttons()[1].Label}, "one page: the order given")
}

// A group opens its answers as a page of its own, headed by its title, with a Back button; the
// press reports the group (the board may follow it) and Back returns to the answers.
func TestAnswerListOpensAGroupWithBack(t *testing.T) {
	group := table.Answer{Label: "Other payment… (2 more)", Title: "Choose how to pay", Action: 7, Enabled: true,
		More: []table.Answer{{Label: "Pay with Ships", Action: 1, Enabled: true}, {Label: "Pay with Chests", Action: 2, Enabled: true}}}
	a := newAnswers(t, listRect, table.AnswerSet{Title: "Activate", Answers: []table.Answer{{Label: "Activate", Action: 9, Enabled: true}, group}})
	got, ok := a.click(a.button("Other payment").Rect)
	require.True(t, ok)
	assert.Equal(t, 7, got.Action, "the group's press is reported")
	assert.Equal(t, 1, a.l.Open())
	assert.Equal(t, "Choose how to pay", a.l.Title())
	a.wait(table.DoubleClickGap)
	got, ok = a.click(a.button("Pay with Chests").Rect)
	require.True(t, ok)
	assert.Equal(t, 2, got.Action)

	_, ok = a.click(a.button("Back to the answers").Rect)
	assert.False(t, ok)
	assert.Equal(t, -1, a.l.Open(), "Back closes the group")
	assert.Equal(t, "Activate", a.l.Title())
	a.l.SetAnswers(table.AnswerSet{Title: "Activate", Answers: []table.Answer{group}})
	a.wait(table.DoubleClickGap)
	a.click(a.button("Other payment").Rect)
	require.True(t, a.l.Back(), "Esc closes an open group")
	assert.False(t, a.l.Back(), "and then has nothing to close")
}

// A double-click on a group does not take the first answer of the page it opens: a press that
// soon after the page opened is the double-click's second.
func TestAnswerListIgnoresADoubleClicksSecondPress(t *testing.T) {
	group := table.Answer{Label: "Choose the new die's face…", Enabled: true,
		More: []table.Answer{{Label: "Take a yellow Ship", Action: 1, Enabled: true}, {Label: "Take a red Hammer", Action: 2, Enabled: true}}}
	a := newAnswers(t, listRect, table.AnswerSet{Title: "Gain a die", Answers: []table.Answer{group}})
	at := a.button("Choose the new die's face").Rect
	_, ok := a.click(at)
	require.True(t, ok)
	require.Equal(t, at, a.button("Take a yellow Ship").Rect, "the first entry lies under the pointer")
	_, ok = a.click(at)
	assert.False(t, ok, "the second click of the double-click presses nothing")
	a.wait(table.DoubleClickGap)
	got, ok := a.click(at)
	require.True(t, ok, "a click once the page is read takes the answer")
	assert.Equal(t, 1, got.Action)
}

// A label too long for its button is worded short (the whole words on hover); a disabled
// answer shows why; an answer that takes a card shows the card's words, whole on hover when cut.
func TestAnswerListTipsSayTheWholeWords(t *testing.T) {
	long := "Activate, paying 2 Food, a yellow Ship, a blue Ship, a red Chest and a blue Chest from the board"
	set := table.AnswerSet{Title: "Activate", Answers: []table.Answer{
		{Label: long, Short: "Activate, paying 2 Food and 4 dice", Action: 1, Enabled: true},
		{Label: "Pay with the dice picked", Why: "That is 1 die short of the cost"},
		{Label: "Keep Watchtowers", Card: "Watchtowers (Prophecy, 4 Glory at the end if met): hold two Keeps", Action: 2, Enabled: true},
		{Label: "Resolve Knut the Grim", Card: strings.Repeat("Rally: a red and a blue, dice on faces you choose. ", 6), Action: 3, Enabled: true},
	}}
	a := newAnswers(t, render.Rect{X: 1000, Y: 60, W: 500, H: 420}, set)
	bs := a.l.Buttons()
	require.Len(t, bs, 4)
	assert.Equal(t, "Activate, paying 2 Food and 4 dice", bs[0].Label, "the short form")
	assert.Equal(t, long, bs[0].Tip, "the whole words on hover")
	hover := func(rc render.Rect) string {
		x, y := rc.Centre()
		for range render.TooltipDelay + 2 {
			a.at(x, y, false)
		}
		return a.l.Tip()
	}
	assert.Equal(t, long, hover(bs[0].Rect))
	assert.Equal(t, "That is 1 die short of the cost", hover(bs[1].Rect), "a greyed answer says why")
	got, ok := a.click(bs[1].Rect)
	require.True(t, ok, "a greyed answer's press is reported")
	assert.False(t, got.Enabled)
	a.r.tbl.TakeAnswer(got)
	text, warn := a.r.tbl.Toast()
	assert.Equal(t, "That is 1 die short of the cost", text, "taking it says why")
	assert.True(t, warn)
	assert.Greater(t, bs[2].Rect.H, bs[0].Rect.H, "an answer taking a card shows the card's words on its button")
	assert.Equal(t, "Keep Watchtowers", bs[2].Label)
	assert.Equal(t, []string{set.Answers[2].Card}, bs[2].Lines, "the card's words under the label")
	assert.Empty(t, bs[2].Tip, "the card's words fit: no tip repeats them")
	assert.Equal(t, set.Answers[3].Card, hover(bs[3].Rect), "a card cut short shows whole on hover")
}

// Dice answers are laid out as dice in a row, a die of another colour set apart, the run's
// caption above them, each die's words on hover.
func TestAnswerListLaysDiceOutAsDice(t *testing.T) {
	die := func(tip string, apart bool) table.Answer {
		return table.Answer{Die: &render.Die{Sprite: render.CrewDieSprites[0][0]}, Tip: tip, Action: 1, Enabled: true, Apart: apart}
	}
	run := []table.Answer{die("Take a yellow Ship", false), die("Take a yellow Chest", false), die("Take a blue Ship", true)}
	run[0].Caption = "Choose the new die's face"
	a := newAnswers(t, listRect, table.AnswerSet{Title: "Gain a die", Answers: append([]table.Answer{{Label: "Skip", Action: 9, Enabled: true}}, run...)})
	bs := a.l.Buttons()
	require.Len(t, bs, 4)
	d0, d1, d2 := bs[1].Rect, bs[2].Rect, bs[3].Rect
	assert.Equal(t, d0.W, d0.H, "a die is square")
	assert.Equal(t, d0.Y, d2.Y, "one row")
	assert.Greater(t, d2.X-d1.Right(), d1.X-d0.Right(), "another colour stands apart")
	assert.Greater(t, d0.Y, bs[0].Rect.Bottom(), "under the answer before")
	assert.Equal(t, "Take a blue Ship", bs[3].Tip)
	assert.Empty(t, bs[3].Label, "drawn as the die")
	a.wait(table.DoubleClickGap)
	got, ok := a.click(d2)
	require.True(t, ok)
	assert.Equal(t, "Take a blue Ship", got.Tip)
}

// While the shell's animations play the answers are held back and the list says the board's
// wait words; once they have played the answers are offered.
func TestAnswerListHoldsTheAnswersWhileTheAnimationsPlay(t *testing.T) {
	a := newAnswers(t, listRect, table.AnswerSet{Title: "Re-roll or accept", Wait: "The dice are rolling…", Answers: numbered(2)})
	require.Len(t, a.l.Buttons(), 2)
	a.r.tbl.Anims().Push(&ticks{left: 3})
	assert.True(t, a.l.Withheld())
	assert.Empty(t, a.l.Buttons(), "no answer before the dice land")
	assert.Equal(t, "The dice are rolling…", a.l.Title())
	for i := 0; i < 10 && a.r.tbl.Busy(); i++ {
		a.r.step(input.Frame{X: 10, Y: 10})
	}
	require.False(t, a.r.tbl.Busy())
	assert.Len(t, a.l.Buttons(), 2, "the answers once the animations have played")
	assert.Equal(t, "Re-roll or accept", a.l.Title())
}

// Cards' answers show their words on their buttons where one page holds them; where the taller
// buttons would page, they are buttons of the usual height with the whole card on hover.
func TestAnswerListShowsCardsOnHoverWhenTheyWouldPage(t *testing.T) {
	cards := func(n int) []table.Answer {
		out := make([]table.Answer, n)
		for i := range out {
			out[i] = table.Answer{Label: "Take stack " + strconv.Itoa(i+1), Card: "Card " + strconv.Itoa(i+1) + ": Rally a red and a blue", Action: i + 1, Enabled: true}
		}
		return out
	}
	a := newAnswers(t, render.Rect{X: 1000, Y: 60, W: 500, H: 420}, table.AnswerSet{Title: "Take a stack", Answers: cards(2)})
	bs := a.l.Buttons()
	require.Len(t, bs, 2)
	assert.Greater(t, bs[0].Rect.H, 40.0, "two cards fit: their words on the buttons")
	assert.NotEmpty(t, bs[0].Lines)

	a.l.SetAnswers(table.AnswerSet{Title: "Take a stack", Answers: cards(6)})
	bs = a.l.Buttons()
	require.Len(t, bs, 6, "six cards on one page")
	for i, b := range bs {
		assert.Less(t, b.Rect.H, 40.0, "a button of the usual height")
		assert.Equal(t, "Card "+strconv.Itoa(i+1)+": Rally a red and a blue", b.Tip, "the whole card on hover")
	}
}

// A click during a roll lands the dice; the answers that come out under the pointer at that
// press are not pressed by it (the player has not seen them), and the next click is.
func TestAnswerListIgnoresThePressThatLandedTheAnimations(t *testing.T) {
	a := newAnswers(t, listRect, table.AnswerSet{Title: "Re-roll or accept", Wait: "The dice are rolling…", Answers: numbered(2)})
	first := a.button("Answer 1").Rect
	a.wait(table.DoubleClickGap)
	a.r.tbl.Anims().Push(&ticks{left: 100})
	require.True(t, a.l.Withheld())
	a.r.tbl.Skip() // the press's tick: the shell lands the show, then hands the press on
	require.False(t, a.r.tbl.Busy())
	x, y := first.Centre()
	_, ok := a.at(x, y, true)
	assert.False(t, ok, "the press that landed the dice")
	_, ok = a.at(x, y, false)
	assert.False(t, ok, "nor its release")
	got, ok := a.click(first)
	require.True(t, ok, "the next click")
	assert.Equal(t, "Answer 1", got.Label)
}

// The probe's copy of the list says what it shows (title, buttons with their moves and
// groups), and the browser test's targets name its enabled buttons from the top.
func TestAnswerListShowsAndAnnouncesItsButtons(t *testing.T) {
	group := table.Answer{Label: "Other payment…", Action: 2, Enabled: true,
		More: []table.Answer{{Label: "Pay A", Move: ork.EndTurn{By: 0}, Enabled: true}, {Label: "Pay B", Move: ork.EndTurn{By: 1}, Enabled: true}}}
	a := newAnswers(t, listRect, table.AnswerSet{Title: "Choose", Answers: []table.Answer{
		{Label: "Greyed", Action: 1, Why: "not now"}, {Label: "Play", Move: ork.EndTurn{By: 2}, Enabled: true}, group}})
	shown := a.l.Shown()
	assert.Equal(t, "Choose", shown.Title)
	require.Len(t, shown.Buttons, 3)
	assert.Nil(t, shown.Buttons[0].Move())
	assert.Equal(t, ork.EndTurn{By: 2}, shown.Buttons[1].Move())
	assert.Equal(t, []rules.Move{ork.EndTurn{By: 0}, ork.EndTurn{By: 1}}, shown.Buttons[2].MoreMoves())
	shown.Buttons[1].Answer.Label = "changed"
	assert.Equal(t, "Play", a.l.Buttons()[1].Answer.Label, "the copy changes nothing in the list")

	var out bytes.Buffer
	a.l.Announce(scene.NewProbe(&out))
	hit := func(b table.AnswerButton) string {
		x, y := b.Rect.Centre()
		return fmt.Sprintf("%d %d", int(x+0.5), int(y+0.5))
	}
	assert.Equal(t, "northtable:hit answer "+hit(shown.Buttons[1])+"\n"+
		"northtable:hit answer-0 "+hit(shown.Buttons[1])+"\n"+
		"northtable:hit answer-1 "+hit(shown.Buttons[2])+"\n", out.String(), "the greyed button is not a target")
}
