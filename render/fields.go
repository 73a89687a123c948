package render

import (
	"fmt"
	"unicode"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"

	"northtable/input"
)

// TextField is a one-line text input (player names, the seed). Press to focus; type; Backspace
// deletes; Enter, Tab or a click elsewhere ends editing. Characters come from Frame.Chars and,
// in the browser, from the platform's text-input session (input.TextEntry): composed
// characters, dictation and on-screen keyboards. Text still being composed is drawn underlined
// after the text and becomes part of it once committed.
//
// A screen with several fields keeps one focused at a time with FocusOnly.
type TextField struct {
	Rect        Rect   // logical px; at least MinButtonHeight tall
	Text        string // current content
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
}

// Composing is the text an input method is still composing (shown, not yet in Text).
func (t *TextField) Composing() string { return t.composing }

// Update handles focus and typing. It reports whether Text changed and whether the user
// pressed Tab to move on (the caller focuses the next field).
func (t *TextField) Update(p *input.Pointer, f input.Frame) (changed, next bool) {
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
		return false, false
	}
	t.composing = composing
	t.blink++
	changed = t.add(chars)
	for _, a := range f.Actions {
		switch a {
		case input.ActBackspace:
			if t.Text != "" && t.composing == "" {
				_, n := utf8.DecodeLastRuneInString(t.Text)
				t.Text = t.Text[:len(t.Text)-n]
				changed = true
				t.blink = 0
			}
		case input.ActConfirm, input.ActBack:
			t.Focused = false
		case input.ActTab:
			t.Focused = false
			next = true
		}
	}
	return changed, next
}

// add appends the printable characters of rs that fit, reporting whether Text changed.
func (t *TextField) add(rs []rune) (changed bool) {
	maxLen := t.MaxLen
	if maxLen <= 0 {
		maxLen = 24
	}
	for _, r := range rs {
		if !unicode.IsPrint(r) || (t.Digits && (r < '0' || r > '9')) {
			continue
		}
		if utf8.RuneCountInString(t.Text) >= maxLen {
			break
		}
		t.Text += string(r)
		changed = true
		t.blink = 0
	}
	return changed
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

// Draw draws the field with its caret when focused.
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
	shown := t.Text + t.composing
	for w, _ := MeasureText(shown, face); w > inner.W-4 && shown != ""; w, _ = MeasureText(shown, face) {
		_, n := utf8.DecodeRuneInString(shown)
		shown = shown[n:]
	}
	DrawTextIn(dst, shown, face, inner, Ink, AlignLeft)
	w, _ := MeasureText(shown, face)
	if t.composing != "" {
		// The composition is underlined until the input method commits it.
		cw, _ := MeasureText(t.composing, face)
		cw = min(cw, w)
		FillRect(dst, Rect{inner.X + w - cw, r.Y + r.H/2 + 12, cw, 2}, Ink)
	}
	if t.Focused && (t.blink/30)%2 == 0 {
		FillRect(dst, Rect{inner.X + w + 1, r.Y + r.H/2 - 11, 2, 22}, Ink)
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
		DrawTextIn(dst, Ellipsize(o, face, s.W-8), face, s, ink, AlignCenter)
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
