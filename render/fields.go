package render

import (
	"fmt"
	"unicode"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"

	"northtable/input"
)

// TextField is a one-line text input (player names, the seed). Press to focus; type; Enter,
// Tab or a click elsewhere ends editing. It edits as any text box does: a caret, Backspace and
// Delete, Left/Right, Home/End, Shift with those to select, Ctrl+A (Cmd+A) to select all, and
// typing replaces the selection; held keys repeat (input.Edit). Characters come from
// Frame.Chars and, in the browser, from the platform's text-input session (input.TextEntry):
// composed characters, dictation and on-screen keyboards. Text still being composed is drawn
// underlined at the caret and becomes part of the text once committed.
//
// No served module edits a line of text for Ebitengine: its exp/textinput only brings composed
// text in (it leaves the keys to the caller), so the editing is here, on rune positions.
//
// A screen with several fields keeps one focused at a time with FocusOnly.
type TextField struct {
	Rect        Rect   // logical px; at least MinButtonHeight tall
	Text        string // current content; set it while unfocused (focusing puts the caret at its end)
	Placeholder string // shown in soft ink while empty
	MaxLen      int    // in characters; 0 = 24
	Digits      bool   // accept only 0-9
	Focused     bool

	// ScreenPos maps a logical position to Ebitengine screen coordinates, for placing an input
	// method's candidate window; nil uses the logical position.
	ScreenPos func(x, y float64) (int, int)

	hover     bool
	blink     int
	entry     input.TextEntry
	composing string
	caret     int // rune index of the caret in Text
	anchor    int // rune index where the selection starts; == caret when nothing is selected
	wasFocus  bool
	refused   bool // the last Update dropped a typed character Digits does not take
}

// Refused reports whether the last Update dropped a typed character because the field takes
// digits only (Digits), so the screen can say why the key seemed lost.
func (t *TextField) Refused() bool { return t.refused }

// Composing is the text an input method is still composing (shown, not yet in Text).
func (t *TextField) Composing() string { return t.composing }

// Selection returns the selected runes' range [start, end) in Text; start == end is the caret.
func (t *TextField) Selection() (start, end int) {
	t.clamp()
	return min(t.caret, t.anchor), max(t.caret, t.anchor)
}

// Caret is the caret's rune index in Text.
func (t *TextField) Caret() int { t.clamp(); return t.caret }

// clamp keeps the caret and anchor inside Text (which the caller may have replaced).
func (t *TextField) clamp() {
	n := utf8.RuneCountInString(t.Text)
	t.caret = max(0, min(t.caret, n))
	t.anchor = max(0, min(t.anchor, n))
}

// Update handles focus and typing. It reports whether Text changed and whether the user
// pressed Tab to move on (the caller focuses the next field).
func (t *TextField) Update(p *input.Pointer, f input.Frame) (changed, next bool) {
	t.refused = false
	t.hover = t.Rect.Contains(p.X, p.Y)
	// The field takes the focus on the press, so that in the browser the release of the same
	// tap can open the on-screen keyboard (input.TextEntry); a tap elsewhere ends editing.
	if t.hover && (p.Pressed() || p.Tapped()) {
		t.Focused = true
		p.Consume()
	} else if p.Tapped() || p.Pressed() {
		t.Focused = false
	}
	x, y := int(t.Rect.X+12), int(t.Rect.Bottom())
	if t.ScreenPos != nil {
		x, y = t.ScreenPos(t.Rect.X+12, t.Rect.Bottom())
	}
	commit, composing, active := t.entry.Update(t.Focused, x, y)
	chars := f.Chars
	if active {
		chars = commit
	}
	if !t.Focused {
		t.composing = ""
		t.wasFocus = false
		return false, false
	}
	if !t.wasFocus {
		// Newly focused: the caret goes to the end, as a click into a short field does.
		n := utf8.RuneCountInString(t.Text)
		t.caret, t.anchor = n, n
		t.wasFocus = true
	}
	t.clamp()
	t.composing = composing
	t.blink++
	before := t.Text
	t.insert(chars)
	edits := f.Edits
	if len(edits) == 0 && f.Has(input.ActBackspace) {
		edits = []input.Edit{{Key: input.EditBackspace}} // a scripted Backspace (input.Script.Key)
	}
	if t.composing == "" { // while an input method composes, its keys edit the composition
		for _, e := range edits {
			t.edit(e)
		}
	}
	for _, a := range f.Actions {
		switch a {
		case input.ActConfirm, input.ActBack:
			t.Focused = false
		case input.ActTab:
			t.Focused = false
			next = true
		}
	}
	if len(chars) > 0 || len(edits) > 0 {
		t.blink = 0
	}
	return t.Text != before, next
}

// runes is Text as runes, with the selection's bounds.
func (t *TextField) runes() (rs []rune, start, end int) {
	start, end = t.Selection()
	return []rune(t.Text), start, end
}

// replace puts with in place of runes [start, end) and the caret after it.
func (t *TextField) replace(rs []rune, start, end int, with []rune) {
	out := make([]rune, 0, len(rs)-(end-start)+len(with))
	out = append(append(append(out, rs[:start]...), with...), rs[end:]...)
	t.Text = string(out)
	t.caret = start + len(with)
	t.anchor = t.caret
}

// insert puts the printable characters of chars that fit in place of the selection.
func (t *TextField) insert(chars []rune) {
	maxLen := t.MaxLen
	if maxLen <= 0 {
		maxLen = 24
	}
	var keep []rune
	rs, start, end := t.runes()
	room := maxLen - (len(rs) - (end - start))
	for _, r := range chars {
		if !unicode.IsPrint(r) {
			continue
		}
		if t.Digits && (r < '0' || r > '9') {
			t.refused = true
			continue
		}
		if len(keep) >= room {
			break
		}
		keep = append(keep, r)
	}
	if len(keep) > 0 {
		t.replace(rs, start, end, keep)
	}
}

// edit applies one editing key.
func (t *TextField) edit(e input.Edit) {
	rs, start, end := t.runes()
	move := func(to int) {
		t.caret = max(0, min(to, len(rs)))
		if !e.Shift {
			t.anchor = t.caret
		}
	}
	switch e.Key {
	case input.EditBackspace:
		if start == end && start > 0 {
			start--
		}
		t.replace(rs, start, end, nil)
	case input.EditDelete:
		if start == end && end < len(rs) {
			end++
		}
		t.replace(rs, start, end, nil)
	case input.EditLeft:
		if start != end && !e.Shift {
			t.caret, t.anchor = start, start // a selection collapses to its start
			return
		}
		move(t.caret - 1)
	case input.EditRight:
		if start != end && !e.Shift {
			t.caret, t.anchor = end, end
			return
		}
		move(t.caret + 1)
	case input.EditHome:
		move(0)
	case input.EditEnd:
		move(len(rs))
	case input.EditSelectAll:
		t.anchor, t.caret = 0, len(rs)
	}
}

// FocusOnly keeps at most one of fields focused: when several are (one just took the focus
// while another still had it), the one that was not focused before, newest, keeps it. prev is
// the index focused before this tick's updates, -1 for none; FocusOnly returns the index
// focused now, -1 for none.
func FocusOnly(prev int, fields ...*TextField) int {
	now := -1
	for i, f := range fields {
		if f.Focused && (now < 0 || i != prev) {
			now = i
		}
	}
	for i, f := range fields {
		if i != now {
			f.Focused = false
		}
	}
	return now
}

// Draw draws the field with its caret and selection when focused. A text wider than the field
// scrolls so the caret stays in view.
func (t *TextField) Draw(dst *ebiten.Image, ui *UI) {
	r := t.Rect
	fill := Mix(Paper, white, 0.5)
	if t.Focused {
		fill = white
	}
	ui.RoundRect(dst, r, 6, fill)
	switch {
	case t.Focused:
		ui.RoundRing(dst, r, 6, 2, Shallow)
	case t.hover:
		ui.RoundRing(dst, r, 6, 1.5, WithAlpha(Ink, 0.45))
	default:
		ui.RoundRing(dst, r, 6, 1, WithAlpha(Ink, 0.25))
	}
	face := ui.Fonts.Body
	inner := Rect{r.X + 12, r.Y, r.W - 24, r.H}
	if t.Text == "" && !t.Focused {
		DrawTextIn(dst, Ellipsize(t.Placeholder, face, inner.W), face, inner, InkSoft, AlignLeft)
		return
	}
	if !t.Focused {
		// Unfocused: the end of the text, as before editing.
		shown := t.Text
		for w, _ := MeasureText(shown, face); w > inner.W-4 && shown != ""; w, _ = MeasureText(shown, face) {
			_, n := utf8.DecodeRuneInString(shown)
			shown = shown[n:]
		}
		DrawTextIn(dst, shown, face, inner, Ink, AlignLeft)
		return
	}
	rs := []rune(t.Text)
	t.clamp()
	caret := t.caret
	comp := []rune(t.composing)
	all := append(append(append([]rune(nil), rs[:caret]...), comp...), rs[caret:]...)
	caretAt := caret + len(comp) // the caret stands after the composition
	width := func(a, b int) float64 { w, _ := MeasureText(string(all[a:b]), face); return w }
	// The window [from, to) of runes shown: from the left, moved right until the caret fits.
	from := 0
	for from < caretAt && width(from, caretAt) > inner.W-4 {
		from++
	}
	to := len(all)
	for to > caretAt && width(from, to) > inner.W-4 {
		to--
	}
	x := func(i int) float64 { return inner.X + width(from, max(from, min(i, to))) }
	start, end := t.Selection()
	if start != end {
		sa, sb := start, end
		if sa >= caret {
			sa += len(comp)
		}
		if sb > caret || (sb == caret && caret == end && len(comp) > 0) {
			sb += len(comp)
		}
		FillRect(dst, Rect{x(sa), r.Y + r.H/2 - 13, x(sb) - x(sa), 26}, WithAlpha(Shallow, 0.45))
	}
	DrawTextIn(dst, string(all[from:to]), face, inner, Ink, AlignLeft)
	if len(comp) > 0 {
		// The composition is underlined until the input method commits it.
		FillRect(dst, Rect{x(caret), r.Y + r.H/2 + 12, x(caretAt) - x(caret), 2}, Ink)
	}
	if (t.blink/30)%2 == 0 {
		FillRect(dst, Rect{x(caretAt) + 1, r.Y + r.H/2 - 11, 2, 22}, Ink)
	}
}

// Toggle is a segmented control: one option of several is selected. Options can be disabled
// with a reason shown on hover.
type Toggle struct {
	Rect     Rect // logical px
	Options  []string
	Selected int
	Disabled []bool   // per option; nil = all enabled
	Reasons  []string // per option, shown on hover when disabled

	hover hoverState
}

func (t *Toggle) seg(i int) Rect {
	w := t.Rect.W / float64(len(t.Options))
	return Rect{t.Rect.X + float64(i)*w, t.Rect.Y, w, t.Rect.H}
}

func (t *Toggle) disabled(i int) bool { return i < len(t.Disabled) && t.Disabled[i] }

// Update reports whether the selection changed.
func (t *Toggle) Update(p *input.Pointer) bool {
	h := -1
	for i := range t.Options {
		if t.seg(i).Contains(p.X, p.Y) {
			h = i
		}
	}
	t.hover.track(h)
	if p.Tapped() && h >= 0 {
		p.Consume()
		if !t.disabled(h) && h != t.Selected {
			t.Selected = h
			return true
		}
	}
	return false
}

// Draw draws the control.
func (t *Toggle) Draw(dst *ebiten.Image, ui *UI) {
	ui.RoundRect(dst, t.Rect, 8, PaperShade)
	for i, o := range t.Options {
		s := t.seg(i).Inset(3)
		alpha := 1.0
		if t.disabled(i) {
			alpha = 0.4
		}
		ink := WithAlpha(Ink, alpha)
		if i == t.Selected {
			ui.SoftShadow(dst, s, 6, 1, 0.3)
			ui.RoundRect(dst, s, 6, Paper)
		} else if i == t.hover.index && !t.disabled(i) {
			ui.RoundRect(dst, s, 6, WithAlpha(Paper, 0.5))
		}
		face := ui.Fonts.Small
		if i == t.Selected {
			face = ui.Fonts.SmallBold
		}
		// A label keeps 2 px either side: five segments in a row leave "Normal" just room.
		DrawTextIn(dst, Ellipsize(o, face, s.W-4), face, s, ink, AlignCenter)
		if i == t.hover.index && t.disabled(i) && i < len(t.Reasons) && t.hover.ticks >= TooltipDelay {
			cx, _ := s.Centre()
			ui.ShowTooltip(t.Reasons[i], cx, s.Y)
		}
	}
}

// Stepper picks an integer in [Min, Max] with − and + buttons either side of the value.
type Stepper struct {
	Rect     Rect // logical px
	Value    int
	Min, Max int
	Unit     string // shown after the value, e.g. "players"
	One      string // shown after the value 1 instead of Unit, e.g. "player"; "" uses Unit

	minus, plus Button
}

// Update reports whether the value changed.
func (s *Stepper) Update(p *input.Pointer) bool {
	s.layout()
	changed := false
	if s.minus.Update(p) {
		s.Value--
		changed = true
	}
	if s.plus.Update(p) {
		s.Value++
		changed = true
	}
	s.Value = max(s.Min, min(s.Max, s.Value))
	s.layout()
	return changed
}

func (s *Stepper) layout() {
	h := max(s.Rect.H, MinButtonHeight)
	s.minus.Rect = Rect{s.Rect.X, s.Rect.Y, h, h}
	s.plus.Rect = Rect{s.Rect.Right() - h, s.Rect.Y, h, h}
	s.minus.Label, s.plus.Label = "−", "+"
	s.minus.Enabled = s.Value > s.Min
	s.plus.Enabled = s.Value < s.Max
	s.minus.Reason = fmt.Sprintf("At least %d", s.Min)
	s.plus.Reason = fmt.Sprintf("At most %d", s.Max)
}

// Draw draws the stepper.
func (s *Stepper) Draw(dst *ebiten.Image, ui *UI) {
	s.layout()
	h := max(s.Rect.H, MinButtonHeight)
	mid := Rect{s.Rect.X + h + 4, s.Rect.Y, s.Rect.W - 2*h - 8, h}
	ui.RoundRect(dst, mid, 8, PaperShade)
	label := fmt.Sprint(s.Value)
	if s.Value == 1 && s.One != "" {
		label += " " + s.One
	} else if s.Unit != "" {
		label += " " + s.Unit
	}
	DrawTextIn(dst, label, ui.Fonts.BodyBold, mid, Ink, AlignCenter)
	s.minus.Draw(dst, ui)
	s.plus.Draw(dst, ui)
}

// Swatches is a row of the six player colours, each with its marker shape. Colours taken by
// someone else are disabled and name the taker on hover.
type Swatches struct {
	X, Y     float64 // top-left, logical px
	Size     float64 // swatch diameter (at least 44 for touch), logical px
	Gap      float64 // between swatches
	Selected int     // index into PlayerColours
	TakenBy  [NumPlayerColours]string

	hover hoverState
}

// SwatchRect is the rectangle of swatch i, logical px.
func (s *Swatches) SwatchRect(i int) Rect {
	return Rect{s.X + float64(i)*(s.Size+s.Gap), s.Y, s.Size, s.Size}
}

// Width is the row's total width, logical px.
func (s *Swatches) Width() float64 {
	return NumPlayerColours*s.Size + (NumPlayerColours-1)*s.Gap
}

// Update reports whether the selected colour changed.
func (s *Swatches) Update(p *input.Pointer) bool {
	h := -1
	for i := range NumPlayerColours {
		if s.SwatchRect(i).Contains(p.X, p.Y) {
			h = i
		}
	}
	s.hover.track(h)
	if p.Tapped() && h >= 0 {
		p.Consume()
		if s.TakenBy[h] == "" && h != s.Selected {
			s.Selected = h
			return true
		}
	}
	return false
}

// Draw draws the swatches; the selected one is ringed.
func (s *Swatches) Draw(dst *ebiten.Image, ui *UI) {
	for i := range NumPlayerColours {
		r := s.SwatchRect(i)
		cx, cy := r.Centre()
		rad := s.Size / 2
		taken := s.TakenBy[i] != ""
		if i == s.Selected {
			ui.Disc(dst, cx, cy, rad, Ink)
			ui.Disc(dst, cx, cy, rad-3, Paper)
		} else if i == s.hover.index && !taken {
			ui.Disc(dst, cx, cy, rad, WithAlpha(Ink, 0.15))
		}
		alpha := 1.0
		if taken {
			alpha = 0.3
		}
		c := PlayerColours[i]
		ui.DrawShape(dst, PlayerShapes[i], cx, cy, rad*0.52, WithAlpha(c, alpha), WithAlpha(Paper, alpha))
		if i == s.hover.index && taken && s.hover.ticks >= TooltipDelay {
			ui.ShowTooltip("Taken by "+s.TakenBy[i], cx, r.Y)
		}
	}
}

// hoverState follows which part of a widget the pointer rests on (index, -1 for none) and for
// how many ticks, for hover highlights and delayed tooltips.
type hoverState struct{ index, ticks int }

// track records this tick's hovered part i.
func (h *hoverState) track(i int) {
	if i != h.index {
		h.ticks = 0
	}
	h.index = i
	if i >= 0 {
		h.ticks++
	}
}
