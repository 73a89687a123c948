package table

import (
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"northtable/render"
	"northtable/rules"
)

// Hinter is a board that can point at a move on the board itself: a hint (Table.AskHint) names
// the move the Normal computer would play, and the board marks its target (render.UI.HintMark
// over the target's own glow) until the position or the viewer changes.
type Hinter interface {
	// ShowHint marks move m's target and returns the sentence for the prompt bar that says what
	// to do, in the player's words ("Place the tile on the marked spot, turned as shown"); ok is
	// false when nothing on the board takes m (the shell then marks the prompt bar's or the
	// answer list's button for it). ShowHint(nil) takes the mark away.
	ShowHint(m rules.Move) (words string, ok bool)
}

// HintWords are the prompt bar's words while a hint is searched for.
const HintWords = "Hint: looking for a good move…"

// hintState is a hint asked for the position of changes: the search at work, then the move it
// found and the prompt bar's sentence for it.
type hintState struct {
	search Controller // nil once the move is found (or when no hint was asked)
	move   rules.Move
	words  string
	at     int // Table.changes when it was asked; any change ends the hint
}

// AskHint asks for a hint (the game menu's Hint, the H key): the move the Normal computer would
// play for the viewer, searched from the viewer's own View exactly as a computer seat searches,
// then shown on the board and said in the prompt bar; it is never played. A hint is for the
// viewer's own decision: otherwise the shell says so.
func (t *Table) AskHint() {
	switch {
	case !t.Turn().Mine || t.held.on:
		t.Say("A hint is for your own decision: wait for your turn.", false)
		return
	case t.hint.at == t.changes && (t.hint.search != nil || t.hint.move != nil):
		return // asked already for this position
	}
	t.clearHint()
	t.hint = hintState{search: newHinter(t.hintSeed(), t.viewer), at: t.changes, words: HintWords}
	t.bar.version++
}

// thinkHint lets the hint's search work for a slice of this tick and shows its move once found.
func (t *Table) thinkHint() {
	h := &t.hint
	if h.at != t.changes {
		t.clearHint()
		return
	}
	if h.search == nil || !t.mayThink() {
		return
	}
	began := time.Now()
	m, ok := h.search.Think(t.View(), t.Moves(), t.slice())
	t.spent += time.Since(began)
	if !ok {
		return
	}
	h.search, h.move = nil, m
	words, shown := "", false
	if b, ok := t.board.(Hinter); ok && m != nil {
		words, shown = b.ShowHint(m)
	}
	if !shown {
		words = t.hintButton(m)
	}
	h.words = "Hint: " + words
	t.bar.version++
}

// hintButton words the hint of a move the board has no target for: the prompt bar's button or
// the answer list's that takes it (both mark it while the hint lasts).
func (t *Table) hintButton(m rules.Move) string {
	for _, c := range t.bar.shown {
		if c.Move == m {
			return "press “" + c.Label + "”."
		}
	}
	for _, l := range t.lists {
		if a, group := l.hinted(m); a != nil {
			if group != nil {
				return "open “" + answerWords(group) + "” and choose “" + answerWords(a) + "”."
			}
			return "choose “" + answerWords(a) + "”."
		}
	}
	return "play the move now on offer." // a move with no button and no target: none is offered so
}

// answerWords is how a hint names answer a: its label, or for an answer drawn without one (a
// die) its tip.
func answerWords(a *Answer) string {
	if a.Label != "" {
		return a.Label
	}
	return a.Tip
}

// HintMove is the move the hint names while it is shown; nil when none is.
func (t *Table) HintMove() rules.Move {
	if t.hint.at != t.changes || t.hint.search != nil {
		return nil
	}
	return t.hint.move
}

// HintText is the prompt bar's hint words while a hint is asked or shown; "" when none is.
func (t *Table) HintText() string {
	if t.hint.at != t.changes {
		return ""
	}
	return t.hint.words
}

// clearHint takes a shown hint away (the position or the viewer changed).
func (t *Table) clearHint() {
	if t.hint.move != nil {
		if b, ok := t.board.(Hinter); ok {
			b.ShowHint(nil)
		}
	}
	if t.hint != (hintState{}) {
		t.hint = hintState{}
		t.bar.version++
	}
}

// markHint draws the hint's mark on the prompt bar's button for the hinted move.
func (b *barState) markHint(dst *ebiten.Image, ui *render.UI, m rules.Move) {
	if m == nil {
		return
	}
	for _, c := range b.controls.All() {
		if i := c.ID - 1; i >= 0 && i < len(b.shown) && b.shown[i].Move == m {
			ui.HintMark(dst, c.Rect, 8)
		}
	}
}
