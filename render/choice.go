package render

import "github.com/hajimehoshi/ebiten/v2"

// CardChoice is a "choose one of these cards" overlay (Orkney's secret task, Reavers'
// Prophecies): Area dimmed, a title with a line under it, and one paper card per option with
// its picture, its name and its text wrapped; the card under the pointer is framed and says
// Action ("Keep this task"). With ShowAction every card says it, hover or not, as a button-like
// pill (accent-filled on every card, darker under the pointer), so a touch screen, which has no hover, shows
// that a tap chooses. Keep one value across frames: it keeps the wrapped texts.
type CardChoice struct {
	Area     Rect   // what the overlay dims, logical px
	Title    string // in the heading face, its top centre at TitleAt
	Subtitle string // in the body face, 44 px under the title's top
	TitleAt  Point
	Options  []ChoiceCard
	Action   string // written near the bottom of the card under the pointer
	// ShowAction writes Action on every card, not only under the pointer (touch has no hover).
	ShowAction bool

	wraps []wrapMemo
}

// ChoiceCard is one option of a CardChoice: its card's rectangle (where a click chooses it),
// its picture (a sprite name, drawn half the card wide, 90 px under its top), its name and its
// text in plain words.
type ChoiceCard struct {
	Rect    Rect
	Picture string
	Name    string
	Text    string
}

// At is the option under p, if any.
func (c *CardChoice) At(p Point) (int, bool) {
	for i, o := range c.Options {
		if o.Rect.Contains(p.X, p.Y) {
			return i, true
		}
	}
	return -1, false
}

// Lines is option i's text as wrapped on its card.
func (c *CardChoice) Lines(i int, ui *UI) []string {
	if len(c.wraps) != len(c.Options) {
		c.wraps = make([]wrapMemo, len(c.Options))
	}
	o := c.Options[i]
	return c.wraps[i].get(o.Text, ui.Fonts.Body, o.Rect.W-48)
}

// Draw draws the overlay with the pointer at ptr, logical px.
func (c *CardChoice) Draw(dst *ebiten.Image, ui *UI, ptr Point) {
	p, f := ui.P, ui.Fonts
	p.SetScale(ScaleOf(dst))
	p.FillRect(dst, c.Area, WithAlpha(DeepSea, 0.55))
	p.Text(dst, c.Title, f.HeadingBold, c.TitleAt.X, c.TitleAt.Y, Foam, AlignCenter)
	p.Text(dst, c.Subtitle, f.Body, c.TitleAt.X, c.TitleAt.Y+44, Shallow, AlignCenter)
	hot, _ := c.At(ptr)
	for i, o := range c.Options {
		r := o.Rect
		ui.Panel(dst, r, 1)
		if i == hot {
			p.Frame(dst, r.Inset(-3), 4, Shallow)
		}
		cx := r.X + r.W/2
		if img := ui.Sprite(o.Picture); img != nil {
			p.Sprite(dst, img, Point{X: cx, Y: r.Y + 90}, r.W/2/float64(img.Bounds().Dx()), 1)
		}
		p.Text(dst, o.Name, f.HeadingBold, cx, r.Y+170, Ink, AlignCenter)
		for j, l := range c.Lines(i, ui) {
			p.Text(dst, l, f.Body, cx, r.Y+214+float64(j*24), InkSoft, AlignCenter)
		}
		switch {
		case c.ShowAction:
			c.drawActionPill(dst, ui, r, i == hot)
		case i == hot:
			p.Text(dst, c.Action, f.BodyBold, cx, r.Bottom()-36, Accent, AlignCenter)
		}
	}
}

// drawActionPill draws Action as a pill at the bottom of card r: accent-filled with paper text
// on every card, so none reads as greyed (a touch screen has no hover to tell them apart), and
// darker on the card under the pointer.
func (c *CardChoice) drawActionPill(dst *ebiten.Image, ui *UI, r Rect, hot bool) {
	f := ui.Fonts.BodyBold
	w, _ := MeasureText(c.Action, f)
	pill := Rect{X: r.X + (r.W-w)/2 - 20, Y: r.Bottom() - 16 - MinButtonHeight, W: w + 40, H: MinButtonHeight}
	fill, ink := Accent, Paper
	if hot {
		fill = AccentDark
	}
	ui.RoundRect(dst, pill, pill.H/2, fill)
	ui.P.TextMid(dst, c.Action, f, pill.X+pill.W/2, pill.Y+pill.H/2, ink, AlignCenter)
}
