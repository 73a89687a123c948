package input

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// A press that came and went between two ticks is seen for one tick; a latch with none, or no
// latch at all (the desktop), reports nothing.
func TestPressLatchKeepsAQuickClick(t *testing.T) {
	var l pressLatch
	assert.False(t, l.take(), "no press yet")
	l.note()
	assert.True(t, l.take(), "a press since the last tick")
	assert.False(t, l.take(), "seen once: the next tick reads the button up, which makes the click")
	l.note()
	l.note()
	assert.True(t, l.take())
	assert.False(t, l.take())
	var none *pressLatch
	assert.False(t, none.take())
}

// The pointer turns a tick down and the next up into a click where the press was.
func TestAQuickClickThroughTheLatchIsATap(t *testing.T) {
	var l pressLatch
	var p Pointer
	l.note() // mousedown and mouseup both came before this tick
	p.Update(Frame{X: 40, Y: 50, Down: l.take()})
	p.Update(Frame{X: 40, Y: 50, Down: l.take()})
	assert.True(t, p.Tapped(), "the click is a tap")
}
