package render

import (
	"github.com/hajimehoshi/ebiten/v2"

	"northtable/input"
)

// Dialog sizes, logical px: the default box, the button row and the body's line height.
const (
	DialogW       = 500
	DialogH       = 200
	dialogMargin  = 20
	dialogButtonH = 48
	dialogLineH   = 24
)

// Dialog is a small modal question: a title, a body and two or three buttons side by side.
// Esc or a tap outside the box chooses Cancel. The zero Box centres a DialogW x DialogH box on
// the canvas (taller when the body needs more than two lines).
type Dialog struct {
	Title   string
	Body    string
	Buttons []string // labels left to right, two to four (the default box widens for a fourth)
	Cancel  int      // index of the button Esc or a tap outside chooses
	Box     Rect     // logical px; zero W centres the default box
	Dim     Rect     // darkened behind the dialog when W > 0 (the board, or the whole canvas)

	controls Controls
}

// NewDialog returns a centred dialog whose first button cancels.
func NewDialog(title, body string, buttons ...string) *Dialog {
	return &Dialog{Title: title, Body: body, Buttons: buttons}
}

// Rect is where the dialog's box is drawn and takes taps, logical px.
func (d *Dialog) Rect() Rect {
	if d.Box.W > 0 {
		return d.Box
	}
	w := float64(DialogW)
	if n := len(d.Buttons); n > 3 { // each button as wide as one of three
		each := (w - 4*dialogMargin) / 3
		w = float64(n)*each + float64(n+1)*dialogMargin
	}
	return Rect{X: (LogicalW - w) / 2, Y: (LogicalH - DialogH) / 2, W: w, H: DialogH}
}

// ButtonRect is where button i of n is drawn and clicked inside box, logical px: a row
// dialogButtonH tall, dialogMargin from the box's sides and bottom edge of the text area.
func ButtonRect(box Rect, i, n int) Rect {
	n = max(n, 1)
	w := (box.W - 2*dialogMargin - float64(n-1)*dialogMargin) / float64(n)
	return Rect{X: box.X + dialogMargin + float64(i)*(w+dialogMargin), Y: box.Bottom() - 70, W: w, H: dialogButtonH}
}

// ButtonRect is where button i is drawn and clicked, logical px.
func (d *Dialog) ButtonRect(i int) Rect { return ButtonRect(d.Rect(), i, len(d.Buttons)) }

// ButtonFor is where the button labelled label is drawn and clicked, logical px; ok is false
// when the dialog has no such button.
func (d Dialog) ButtonFor(label string) (r Rect, ok bool) {
	for i, l := range d.Buttons {
		if l == label {
			return d.ButtonRect(i), true
		}
	}
	return Rect{}, false
}

// layout registers the buttons in the dialog's own controls.
func (d *Dialog) layout() {
	d.controls.Reset()
	for i, l := range d.Buttons {
		d.controls.Add(Control{ID: i + 1, Rect: d.ButtonRect(i), Label: l, Enabled: true, Style: StyleBoard})
	}
}

// Update reads one tick of input and reports the chosen button once the dialog is answered.
// While open the dialog takes every tap (it consumes the pointer).
func (d *Dialog) Update(p *input.Pointer, f input.Frame) (choice int, ok bool) {
	d.layout()
	if f.Has(input.ActBack) {
		return d.Cancel, true
	}
	if c, hit := d.controls.Update(p); hit {
		return c.ID - 1, true
	}
	if p.Tapped() {
		p.Consume()
		if !d.Rect().Contains(p.X, p.Y) {
			return d.Cancel, true
		}
	}
	return 0, false
}

// Draw draws the dim, the box, the title, the wrapped body and the buttons on a whole canvas
// (its device scale comes from ScaleOf).
func (d *Dialog) Draw(dst *ebiten.Image, ui *UI) {
	if len(d.controls.All()) != len(d.Buttons) {
		d.layout()
	}
	p := ui.P
	p.SetScale(ScaleOf(dst))
	if d.Dim.W > 0 {
		p.FillRect(dst, d.Dim, WithAlpha(DeepSea, 0.35))
	}
	box := d.Rect()
	ui.Panel(dst, box, 1)
	cx := box.X + box.W/2
	p.Text(dst, d.Title, ui.Fonts.HeadingBold, cx, box.Y+22, Ink, AlignCenter)
	for i, l := range Wrap(d.Body, ui.Fonts.Body, box.W-48) {
		p.Text(dst, l, ui.Fonts.Body, cx, box.Y+66+float64(i)*dialogLineH, InkSoft, AlignCenter)
	}
	d.controls.Draw(dst, ui)
}

// Panel draws a paper panel over r at opacity a (0..1): the atlas's ui/panel nine-slice on its
// ui/shadow, or a drawn card when the atlas lacks them.
func (ui *UI) Panel(dst *ebiten.Image, r Rect, a float32) {
	panel, shadow := ui.Sprite("ui/panel"), ui.Sprite("ui/shadow")
	if panel == nil || shadow == nil {
		ui.Card(dst, r, WithAlpha(Paper, float64(a)))
		return
	}
	ui.P.SetScale(ScaleOf(dst))
	ui.P.Nine(dst, shadow, r.Offset(0, 2).Inset(-ShadowMargin), a)
	ui.P.Nine(dst, panel, r, a)
}
