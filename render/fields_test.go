package render_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"northtable/input"
	"northtable/render"
)

// play runs the script through the field until it is spent.
func play(tf *render.TextField, p *input.Pointer, s *input.Script) {
	for s.Pending() > 0 {
		f := s.Next()
		p.Update(f)
		tf.Update(p, f)
	}
}

func edit(k input.EditKey) input.Edit      { return input.Edit{Key: k} }
func shiftEdit(k input.EditKey) input.Edit { return input.Edit{Key: k, Shift: true} }
func repeatEdit(e input.Edit, n int) []input.Edit {
	out := make([]input.Edit, n)
	for i := range out {
		out[i] = e
	}
	return out
}

func TestTextFieldEditsAtTheCaret(t *testing.T) {
	tf := &render.TextField{Rect: render.Rect{X: 0, Y: 0, W: 200, H: 48}, MaxLen: 16}
	var p input.Pointer
	s := input.NewScript().Click(100, 24).Type("Sigrún")
	play(tf, &p, s)
	assert.Equal(t, 6, tf.Caret(), "the caret follows the typing")

	play(tf, &p, s.Edit(edit(input.EditHome), edit(input.EditDelete)))
	assert.Equal(t, "igrún", tf.Text, "Home, then Delete takes the first letter")
	play(tf, &p, s.Type("S").Edit(edit(input.EditEnd), edit(input.EditBackspace)))
	assert.Equal(t, "Sigrú", tf.Text)
	play(tf, &p, s.Edit(edit(input.EditLeft), edit(input.EditLeft)).Type("X"))
	assert.Equal(t, "SigXrú", tf.Text, "typing goes in at the caret")
	play(tf, &p, s.Edit(edit(input.EditRight), edit(input.EditBackspace)))
	assert.Equal(t, "SigXú", tf.Text, "Backspace deletes the character before the caret")

	play(tf, &p, s.Edit(edit(input.EditSelectAll)))
	start, end := tf.Selection()
	assert.Equal(t, [2]int{0, 5}, [2]int{start, end}, "Ctrl+A selects everything")
	play(tf, &p, s.Type("Ada"))
	assert.Equal(t, "Ada", tf.Text, "typing replaces the selection")

	play(tf, &p, s.Edit(shiftEdit(input.EditLeft), shiftEdit(input.EditLeft)))
	start, end = tf.Selection()
	assert.Equal(t, [2]int{1, 3}, [2]int{start, end}, "Shift+Left selects")
	play(tf, &p, s.Edit(edit(input.EditBackspace)))
	assert.Equal(t, "A", tf.Text, "Backspace deletes the selection")
	play(tf, &p, s.Edit(shiftEdit(input.EditHome), edit(input.EditRight)))
	assert.Equal(t, 1, tf.Caret(), "Right collapses a selection to its end")
	play(tf, &p, s.Edit(edit(input.EditSelectAll), edit(input.EditDelete)))
	assert.Empty(t, tf.Text)
}

// Every press is kept: several presses or repeats in one slow tick all act.
func TestTextFieldKeepsEveryPressOfATick(t *testing.T) {
	tf := &render.TextField{Rect: render.Rect{X: 0, Y: 0, W: 200, H: 48}, MaxLen: 24}
	var p input.Pointer
	s := input.NewScript().Click(100, 24).Type("Thorfinn Skull-splitter")
	play(tf, &p, s)
	play(tf, &p, s.Edit(repeatEdit(edit(input.EditBackspace), 9)...))
	assert.Equal(t, "Thorfinn Skull", tf.Text, "nine Backspaces in one tick delete nine characters")
	play(tf, &p, s.Edit(repeatEdit(edit(input.EditLeft), 40)...).Edit(edit(input.EditDelete)))
	assert.Equal(t, "horfinn Skull", tf.Text, "the caret stops at the start")
	play(tf, &p, s.Edit(repeatEdit(edit(input.EditBackspace), 3)...))
	assert.Equal(t, "horfinn Skull", tf.Text, "nothing before the caret to delete")
}

func TestTextFieldRespectsDigitsAndLengthAtTheCaret(t *testing.T) {
	tf := &render.TextField{Rect: render.Rect{X: 0, Y: 0, W: 200, H: 48}, MaxLen: 4, Digits: true}
	var p input.Pointer
	s := input.NewScript().Click(100, 24).Type("12a3")
	play(tf, &p, s)
	assert.Equal(t, "123", tf.Text)
	play(tf, &p, s.Edit(edit(input.EditHome)).Type("98"))
	assert.Equal(t, "9123", tf.Text, "only what fits goes in")
	play(tf, &p, s.Edit(edit(input.EditSelectAll)).Type("7"))
	assert.Equal(t, "7", tf.Text, "a selection makes room")
}
