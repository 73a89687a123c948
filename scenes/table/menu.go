package table

import (
	"github.com/hajimehoshi/ebiten/v2"

	"northtable/input"
	"northtable/render"
	"northtable/scenes/scene"
)

// The in-game menu's choices, in button order.
const (
	menuContinue = iota
	menuRules
	menuLeave
)

// gameMenu is the in-game menu (Menu button, or Esc with nothing open on the board) and the
// rules summary page it opens. The game waits while it is open.
type gameMenu struct {
	dialog render.Dialog
	rules  bool // the rules page is showing
	page   rulesPage
}

// openMenu opens the in-game menu.
func (t *Table) openMenu() {
	t.menu = &gameMenu{dialog: render.Dialog{
		Title:   t.cfg.Title,
		Body:    "Your game is saved after every move. If you leave, Continue on the menu brings you back to this moment.",
		Buttons: []string{"Continue", "Rules summary", "Leave"},
		Cancel:  menuContinue,
		Dim:     render.Rect{W: render.LogicalW, H: render.LogicalH},
	}}
	t.menu.page = rulesPage{title: t.cfg.Title + " — rules summary", paragraphs: t.cfg.Rules}
}

// update reads input for the open menu or rules page.
func (m *gameMenu) update(t *Table, ctx *scene.Context) {
	if m.rules {
		if m.page.update(ctx) {
			m.rules = false
		}
		return
	}
	choice, ok := m.dialog.Update(ctx.Input, ctx.Frame)
	if !ok {
		return
	}
	switch choice {
	case menuContinue:
		t.menu = nil
	case menuRules:
		m.rules = true
		m.page.scroll = 0
	case menuLeave:
		t.menu = nil
		t.save()
		if t.cfg.OnMenu != nil {
			t.cfg.OnMenu()
		}
	}
	if ctx.Input != nil {
		ctx.Input.Consume()
	}
}

// draw draws the open menu or rules page over the board.
func (m *gameMenu) draw(dst *ebiten.Image, t *Table) {
	if m.rules {
		m.page.draw(dst, t.ui)
		return
	}
	m.dialog.Draw(dst, t.ui)
}

// rulesPage is a readable page of a game's rules in our own words, scrolled by wheel, drag or
// the arrow keys; Close, Esc or a tap outside closes it.
type rulesPage struct {
	title      string
	paragraphs []string
	scroll     float64 // logical px scrolled down
	height     float64 // height of the text at the last draw
	close      *render.Button
}

// pageBox is where the rules page lies, logical px.
var pageBox = render.Rect{X: 260, Y: 72, W: 1080, H: 760}

// update reports whether the page was closed.
func (p *rulesPage) update(ctx *scene.Context) bool {
	if p.close == nil {
		p.close = render.NewButton(render.Rect{X: pageBox.Right() - 168, Y: pageBox.Bottom() - 68, W: 144, H: 48}, "Close")
		p.close.Style = render.StyleAccent
	}
	f := ctx.Frame
	ptr := ctx.Input
	if f.Has(input.ActBack) || f.Has(input.ActConfirm) {
		return true
	}
	if ptr != nil {
		if p.close.Update(ptr) {
			return true
		}
		if ptr.Tapped() && !pageBox.Contains(ptr.X, ptr.Y) {
			ptr.Consume()
			return true
		}
		if ptr.Dragging() {
			_, dy := ptr.DragDelta()
			p.scroll -= dy
		}
	}
	p.scroll -= f.WheelY * 48
	if f.Has(input.ActPanUp) {
		p.scroll -= 12
	}
	if f.Has(input.ActPanDown) {
		p.scroll += 12
	}
	view := pageBox.H - 180
	p.scroll = max(0, min(p.scroll, p.height-view))
	return false
}

// draw draws the page: a title, the paragraphs (headings in bold), and Close.
func (p *rulesPage) draw(dst *ebiten.Image, ui *render.UI) {
	render.FillRect(dst, render.Rect{W: render.LogicalW, H: render.LogicalH}, render.WithAlpha(render.DeepSea, 0.7))
	ui.Card(dst, pageBox, render.Paper)
	f := ui.Fonts
	render.DrawText(dst, p.title, f.HeadingBold, pageBox.X+40, pageBox.Y+28, render.Ink, render.AlignLeft)
	top := pageBox.Y + 88
	bottom := pageBox.Bottom() - 92
	x, w := pageBox.X+40, pageBox.W-80
	y := top - p.scroll
	start := y
	for _, para := range p.paragraphs {
		face, text, gap := f.Body, para, 14.0
		if len(para) > 2 && para[:2] == "# " {
			face, text, gap = f.BodyBold, para[2:], 6
			y += 8
		}
		for _, line := range render.Wrap(text, face, w) {
			if y >= top-4 && y+face.LineHeight() <= bottom+4 {
				render.DrawText(dst, line, face, x, y, render.Ink, render.AlignLeft)
			}
			y += face.LineHeight()
		}
		y += gap
	}
	p.height = y - start
	if p.height > bottom-top {
		render.DrawText(dst, "Scroll for more · wheel, drag or arrow keys", f.Small, x, pageBox.Bottom()-56, render.InkSoft, render.AlignLeft)
	}
	if p.close != nil {
		p.close.Draw(dst, ui)
	}
}
