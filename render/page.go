package render

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"northtable/input"
)

// PageBox is where a Page lies on the canvas, logical px.
var PageBox = Rect{X: 260, Y: 72, W: 1080, H: 760}

// Page is a full page of reading over a dimmed screen — a game's rules summary, for example:
// a title, paragraphs (one starting with "# " is a heading), scrolled by the wheel, a drag or the
// arrow keys, and closed by its Close button, Esc, Enter or a tap outside. The text is wrapped
// once at the first Draw.
type Page struct {
	Title      string
	Paragraphs []string

	scroll  float64 // logical px scrolled down
	lines   []pageLine
	height  float64 // height of all lines, logical px
	close   *Button
	fingers bool // the hint speaks of fingers (input.Pointer.Fingers, as of the last Update)
}

// ScrollHint is the line under a page longer than its box: the ways to scroll it, for a finger
// only the one it has ("Scroll for more · drag the page").
func (p *Page) ScrollHint() string {
	if p.fingers {
		return "Scroll for more · drag the page"
	}
	return "Scroll for more · wheel, drag or arrow keys"
}

// pageLine is one wrapped line at its offset from the top of the text.
type pageLine struct {
	text string
	face *Face
	y    float64
}

// pageText is the area the text scrolls in, logical px.
func pageText() Rect {
	return Rect{X: PageBox.X + 40, Y: PageBox.Y + 88, W: PageBox.W - 80, H: PageBox.H - 180}
}

// Update reads one tick of input and reports whether the page was closed. It consumes the
// pointer's gestures while open.
func (p *Page) Update(ptr *input.Pointer, f input.Frame) (closed bool) {
	if p.close == nil {
		p.close = NewButton(Rect{X: PageBox.Right() - 168, Y: PageBox.Bottom() - 68, W: 144, H: 48}, "Close")
		p.close.Style = StyleAccent
	}
	if f.Has(input.ActBack) || f.Has(input.ActConfirm) {
		return true
	}
	if ptr != nil {
		p.fingers = ptr.Fingers()
		if p.close.Update(ptr) {
			return true
		}
		if ptr.Tapped() && !PageBox.Contains(ptr.X, ptr.Y) {
			ptr.Consume()
			return true
		}
		if ptr.Dragging() {
			_, dy := ptr.DragDelta()
			p.scroll -= dy
		}
		ptr.Consume()
	}
	p.scroll -= f.WheelY * 48
	if f.Has(input.ActPanUp) {
		p.scroll -= 12
	}
	if f.Has(input.ActPanDown) {
		p.scroll += 12
	}
	p.scroll = max(0, min(p.scroll, p.height-pageText().H))
	return false
}

// Scroll is how far the text is scrolled down, logical px.
func (p *Page) Scroll() float64 { return p.scroll }

// layout wraps the paragraphs to the page's width once.
func (p *Page) layout(f *Fonts) {
	w := pageText().W
	y := 0.0
	for _, para := range p.Paragraphs {
		face, text, gap := f.Body, para, 14.0
		if rest, ok := strings.CutPrefix(para, "# "); ok {
			face, text, gap = f.BodyBold, rest, 6
			y += 8
		}
		for _, line := range Wrap(text, face, w) {
			p.lines = append(p.lines, pageLine{text: line, face: face, y: y})
			y += face.LineHeight()
		}
		y += gap
	}
	p.height = y
}

// Draw draws the page over dst.
func (p *Page) Draw(dst *ebiten.Image, ui *UI) {
	f := ui.Fonts
	if p.lines == nil {
		p.layout(f)
	}
	FillRect(dst, Rect{W: LogicalW, H: LogicalH}, WithAlpha(DeepSea, 0.7))
	ui.Card(dst, PageBox, Paper)
	DrawText(dst, p.Title, f.HeadingBold, PageBox.X+40, PageBox.Y+28, Ink, AlignLeft)
	area := pageText()
	for _, l := range p.lines {
		y := area.Y + l.y - p.scroll
		if y >= area.Y-4 && y+l.face.LineHeight() <= area.Bottom()+4 {
			DrawText(dst, l.text, l.face, area.X, y, Ink, AlignLeft)
		}
	}
	if p.height > area.H && p.scroll < p.height-area.H-1 {
		DrawText(dst, p.ScrollHint(), f.Small, area.X, PageBox.Bottom()-56, InkSoft, AlignLeft)
	}
	if p.close != nil {
		p.close.Draw(dst, ui)
	}
}
