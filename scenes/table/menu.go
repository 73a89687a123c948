package table

import (
	"github.com/hajimehoshi/ebiten/v2"

	"northtable/render"
	"northtable/scenes/scene"
)

// The in-game menu's choices, in button order (MenuChoice).
const (
	MenuContinue = iota // back to the game
	MenuHint            // a hint for the viewer's decision (AskHint)
	MenuRules           // the rules summary page
	MenuLeave           // to the main menu, the game kept for Continue
)

// gameMenu is the in-game menu (Menu button, or Esc with nothing open on the board) and the
// rules summary page it opens; closing the page returns to the game. The game waits while
// either is open.
type gameMenu struct {
	dialog render.Dialog
	rules  bool // the rules page is showing
	page   render.Page
}

// openMenu opens the in-game menu.
func (t *Table) openMenu() {
	body := "Your game is saved after every move. If you leave, Continue on the menu brings you back to this moment."
	if t.remote != nil {
		body = "The server keeps this game going. If you leave, the table's link or Play online brings you back."
	}
	t.menu = &gameMenu{dialog: render.Dialog{
		Title:   t.cfg.Title,
		Body:    body,
		Buttons: []string{"Continue", "Hint", "Rules", "Leave"},
		Cancel:  MenuContinue,
		Dim:     render.Rect{W: render.LogicalW, H: render.LogicalH},
	}}
	t.menu.page = render.Page{Title: t.cfg.Title + " — rules summary", Paragraphs: t.cfg.Rules}
}

// update reads input for the open menu or rules page.
func (m *gameMenu) update(t *Table, ctx *scene.Context) {
	if m.rules {
		// Closing the page goes back to the game, as the curtain's rules page does. The menu
		// shown again under a closing page looks like the board behind its light dim, and the
		// player's next click, meant for the board, would only close the menu (a tap outside).
		if m.page.Update(ctx.Input, ctx.Frame) {
			t.menu = nil
		}
		return
	}
	choice, ok := m.dialog.Update(ctx.Input, ctx.Frame)
	if !ok {
		return
	}
	switch choice {
	case MenuContinue:
		t.menu = nil
	case MenuHint:
		t.menu = nil
		t.AskHint()
	case MenuRules:
		m.rules = true
	case MenuLeave:
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
		m.page.Draw(dst, t.ui)
		return
	}
	m.dialog.Draw(dst, t.ui)
}
