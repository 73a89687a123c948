package table

import (
	"github.com/hajimehoshi/ebiten/v2"

	"northtable/input"
	"northtable/render"
	"northtable/rules"
)

// Choice is one button of the prompt bar, as data from the board: a move (played through
// Table.Play when clicked) or an action of the board's own (Chooser), enabled or greyed with
// the reason.
type Choice struct {
	Label  string
	Tip    string     // words on hover of an enabled choice (a cut label's full words)
	Move   rules.Move // the move it plays; nil for an action
	Action int        // the board's action (non-zero) when Move is nil
	// Enabled: the choice can be taken now. A disabled choice shows Why's words on hover and
	// says them when clicked; Why is asked only then (usually Index.WhyNot of the move).
	Enabled bool
	Why     func() string
}

func (c Choice) reason() string {
	if c.Enabled || c.Why == nil {
		return ""
	}
	return c.Why()
}

// Bar is the prompt bar along the bottom of a board: the instruction (Table.Instruction) at the
// left, the board's choices right-aligned as buttons, or a hint (keys) at the right end when
// there are none. A board sets it with Table.SetBar whenever what it offers changes and draws
// it into its layer with Table.DrawBar.
type Bar struct {
	Rect render.Rect // logical px; the board's bottom line
	Text string      // the instruction (Table.Instruction)
	Hint string      // small words at the right end, e.g. the keys ("Space skips · …")
	// Choices are laid out right to left from the bar's right end, as wide as their labels.
	Choices []Choice
	// CutAt, when positive, cuts a longer label to this width (its full words on hover).
	CutAt float64
	// Reserve keeps this much room free left of the choices for a widget of the board's (a
	// goods chooser); Slot is where.
	Reserve float64
	// Back: the board has a sub-choice open that Esc closes (Board.Back). A finger has no Esc,
	// so on a touch screen (Table.Fingers) the bar ends with a Back button that does the same.
	Back bool
}

// backAction is the action of the bar's Back button (Bar.Back): the board's Back.
const backAction = -1

// barState is the shell's prompt bar: what the board set, and its buttons laid out.
type barState struct {
	Bar
	// endTurn: the shell's End turn (endChoice) follows the board's choices (turnend.go)
	endTurn   bool
	endChoice Choice
	shown     []Choice // the buttons laid out: the board's choices, then End turn
	controls  render.Controls
	slot      render.Rect
	version   int
	ui        *render.UI
	// held: the animations that lead to the decision are playing, and its choices wait for them
	// (as the log's lines and the answer list's answers do)
	held bool
}

// SetBar makes bar the prompt bar's content and lays out its buttons.
// Setting the same content again changes nothing (a board may set it on every redraw of its
// layer).
func (t *Table) SetBar(bar Bar) {
	if bar.Back && t.fingers { // a copy: the board's slice is its own
		bar.Choices = append(bar.Choices[:len(bar.Choices):len(bar.Choices)], Choice{Label: "Back", Action: backAction, Enabled: true})
	}
	if sameBar(t.bar.Bar, bar) && t.bar.ui == t.ui {
		t.bar.Bar.Choices = bar.Choices // the same choices, with the board's current Why
		t.bar.show()
		return
	}
	t.bar.Bar = bar
	t.bar.version++
	t.bar.layout(t.ui)
}

// sameBar reports whether a and b show the same (their Why functions aside).
func sameBar(a, b Bar) bool {
	if a.Rect != b.Rect || a.Text != b.Text || a.Hint != b.Hint || a.CutAt != b.CutAt || a.Reserve != b.Reserve || len(a.Choices) != len(b.Choices) {
		return false
	}
	for i, c := range a.Choices {
		d := b.Choices[i]
		if c.Label != d.Label || c.Tip != d.Tip || c.Move != d.Move || c.Action != d.Action || c.Enabled != d.Enabled {
			return false
		}
	}
	return true
}

// BarButtons are the prompt bar's buttons as laid out now (labels, rectangles, states and the
// reasons of those asked so far).
func (t *Table) BarButtons() []render.Control {
	t.holdBar()
	return t.bar.controls.All()
}

// holdBar lays the bar out again when the animations start or stop playing: while they play it
// offers no choices, so none tells what the board has not shown yet.
func (t *Table) holdBar() {
	if held := t.Busy(); held != t.bar.held {
		t.bar.held = held
		t.bar.version++
		t.bar.layout(t.ui)
	}
}

// BarSlot is the room the bar keeps for the board's widget (Bar.Reserve), logical px.
func (t *Table) BarSlot() render.Rect { return t.bar.slot }

// BarText is the instruction as the bar shows it.
func (t *Table) BarText() string { return t.bar.Text }

// DrawBar draws the prompt bar: the ink band, the instruction cut to the room the buttons and
// the board's widget leave, the hint or the buttons.
func (t *Table) DrawBar(dst *ebiten.Image, ui *render.UI) {
	t.holdBar()
	b := &t.bar
	if b.ui != ui {
		b.layout(ui)
	}
	r := b.Rect
	p := ui.P
	p.FillRect(dst, r, render.Ink)
	cy := r.Y + r.H/2
	room := r.Right() - 16
	for _, c := range b.controls.All() {
		room = min(room, c.Rect.X)
	}
	if b.Reserve > 0 {
		room = min(room, b.slot.X-8)
	}
	if b.Hint != "" && len(b.shown) == 0 {
		p.TextMid(dst, b.Hint, ui.Fonts.Small, r.Right()-16, cy, render.Shallow, render.AlignRight)
		room = min(room, r.Right()-16-render.TextWidth(b.Hint, ui.Fonts.Small)-16)
	}
	text, clr := b.Text, render.Foam
	if h := t.HintText(); h != "" {
		text, clr = h, render.HintColour
	}
	p.TextMid(dst, render.Ellipsize(text, ui.Fonts.Body, room-16-12), ui.Fonts.Body, 16, cy, clr, render.AlignLeft)
	b.markHint(dst, ui, t.HintMove())
	b.controls.Draw(dst, ui)
}

// layout places the choices right to left from the bar's right end.
func (b *barState) layout(ui *render.UI) {
	b.ui = ui
	cs := &b.controls
	cs.Reset()
	b.slot = render.Rect{}
	if ui == nil {
		return
	}
	x := b.Rect.Right() - 8
	b.show()
	for i := len(b.shown) - 1; i >= 0 && !b.held; i-- {
		c := b.shown[i]
		label, tip := c.Label, c.Tip
		if b.CutAt > 0 {
			label = render.Ellipsize(c.Label, ui.Fonts.BodyBold, b.CutAt)
			if label != c.Label && tip == "" {
				tip = c.Label
			}
		}
		w := render.TextWidth(label, ui.Fonts.BodyBold) + 32
		x -= w
		cs.Add(render.Control{ID: i + 1, Rect: render.Rect{X: x, Y: b.Rect.Y + 4, W: w, H: b.Rect.H - 8}, Label: label,
			Enabled: c.Enabled, Tip: tip, Style: render.StyleBoard})
		x -= 6
	}
	if b.Reserve > 0 {
		b.slot = render.Rect{X: x - b.Reserve, Y: b.Rect.Y + 6, W: b.Reserve - 10, H: b.Rect.H - 12}
	}
}

// update feeds the pointer to the buttons; a disabled button's reason is asked only when the
// pointer rests on it (or presses it), then kept on the control.
func (b *barState) update(p *input.Pointer) (Choice, bool) {
	if h, on := b.controls.At(p.X, p.Y); on && !h.Enabled && h.Reason == "" {
		if i := h.ID - 1; i >= 0 && i < len(b.shown) {
			b.setReason(h.ID, b.shown[i].reason())
		}
	}
	c, ok := b.controls.Update(p)
	if !ok {
		return Choice{}, false
	}
	i := c.ID - 1
	if i < 0 || i >= len(b.shown) {
		return Choice{}, false
	}
	return b.shown[i], true
}

// show lists the buttons the bar shows: the board's choices, then the shell's End turn while a
// finished turn waits for it.
func (b *barState) show() {
	b.shown = append(b.shown[:0], b.Choices...)
	if b.endTurn {
		b.shown = append(b.shown, b.endChoice)
	}
}

// rectOf is where the button of the shell's action a is laid out, logical px.
func (b *barState) rectOf(a int) (render.Rect, bool) {
	for _, c := range b.controls.All() {
		if i := c.ID - 1; i >= 0 && i < len(b.shown) && b.shown[i].Move == nil && b.shown[i].Action == a {
			return c.Rect, true
		}
	}
	return render.Rect{}, false
}

// setReason writes a disabled button's reason into the registry.
func (b *barState) setReason(id int, why string) {
	all := b.controls.All()
	for i := range all {
		if all[i].ID == id {
			all[i].Reason = why
		}
	}
}
