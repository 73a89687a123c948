package table

import (
	"northtable/render"
)

// The shell's toast and what tooltips keep clear of (package doc, "One index of targets to
// moves": the toast keeps to the board's side of the log panel, every tooltip clear of the
// shell's buttons, the newest log line and what the board names).

// Say shows a toast for 3 s above the bottom line; warn marks it in the accent colour. The
// browser test reads it as a northtable:message line.
func (t *Table) Say(text string, warn bool) {
	t.toast.Show(text, warn)
	t.probe.Message(text)
}

// toastArea is ToastArea less the log panel's side of it, so a toast never covers the
// newest log line, logical px.
func (t *Table) toastArea() render.Rect {
	a, l := ToastArea, t.logPanel.Rect
	if l.W <= 0 || l.Right() <= a.X || l.X >= a.Right() {
		return a
	}
	if l.X+l.W/2 > a.X+a.W/2 {
		a.W = l.X - 8 - a.X
	} else {
		right := a.Right()
		a.X = l.Right() + 8
		a.W = right - a.X
	}
	return a
}

// KeepClear names what the board's tooltips must not cover (players' names, column headers),
// logical px, in addition to the Undo and Menu buttons and the newest log line the shell keeps
// clear itself. The slice is kept until the next call.
func (t *Table) KeepClear(rs []render.Rect) { t.clear = rs }

// keepClear is the board's keep-clear list with the shell's Undo and Menu buttons (a tip goes
// beside a control, never over the one next to it), the answer list's heading and prompt and
// the newest log line.
func (t *Table) keepClear() []render.Rect {
	t.clearAll = append(append(t.clearAll[:0], t.clear...), UndoButton, MenuButton)
	if t.answerHead.W > 0 {
		t.clearAll = append(t.clearAll, t.answerHead)
	}
	if t.ui != nil {
		t.syncLog()
		if r := t.logPanel.NewestRect(t.ui.Fonts); r.W > 0 {
			t.clearAll = append(t.clearAll, r)
		}
	}
	return t.clearAll
}

// HideToast takes the showing toast away (a board's hint that went stale).
func (t *Table) HideToast() { t.toast.Hide() }

// Toast is the message showing now ("" when none) and whether it is a warning.
func (t *Table) Toast() (text string, warn bool) {
	if t.toast.Left <= 0 {
		return "", false
	}
	return t.toast.Text, t.toast.Warn
}

// ToastRect is where the toast showing now is drawn (render.Toast.Layout in ToastArea), logical
// px, so a board can tell a click on it from a click on the board; ok is false when none shows.
func (t *Table) ToastRect() (r render.Rect, ok bool) {
	text, _ := t.Toast()
	if text == "" {
		return render.Rect{}, false
	}
	if area := t.toastArea(); t.toastAt.text != text || t.toastAt.area != area {
		t.toastAt.text, t.toastAt.area = text, area
		t.toastAt.box, _ = t.toast.Layout(t.ui.Fonts, area)
	}
	return t.toastAt.box, true
}
