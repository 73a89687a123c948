package input_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"northtable/input"
)

// onPiece names piece 7 inside the square (100..150, 100..150).
func onPiece(x, y float64) (int, bool) {
	if x >= 100 && x < 150 && y >= 100 && y < 150 {
		return 7, true
	}
	return 0, false
}

// play feeds s to d and returns the events other than DragNone.
func play(s *input.Script, p *input.Pointer, d *input.Drag) []input.DragEvent {
	var evs []input.DragEvent
	for s.Pending() > 0 {
		f := s.Next()
		p.Update(f)
		if e := d.Update(p, f, onPiece); e != input.DragNone {
			evs = append(evs, e)
		}
	}
	return evs
}

func TestDragAPieceAndDropIt(t *testing.T) {
	var p input.Pointer
	d := input.NewDrag()
	evs := play(input.NewScript().Drag(120, 120, 600, 400, 10), &p, d)
	assert.Equal(t, input.DragStarted, evs[0])
	assert.Equal(t, input.DragDropped, evs[len(evs)-1])
	for _, e := range evs[1 : len(evs)-1] {
		assert.Equal(t, input.DragMoved, e)
	}
	assert.Equal(t, 7, d.Piece())
	x, y := d.At()
	assert.Equal(t, [2]float64{600, 400}, [2]float64{x, y}, "a mouse drops where the pointer is")
	fx, fy := d.From()
	assert.Equal(t, [2]float64{120, 120}, [2]float64{fx, fy})
	assert.False(t, d.Active())
}

func TestDragIgnoresPressesOffPiecesAndTaps(t *testing.T) {
	var p input.Pointer
	d := input.NewDrag()
	assert.Empty(t, play(input.NewScript().Drag(400, 400, 600, 600, 5), &p, d), "a press beside the piece drags nothing (the board may pan)")
	assert.Empty(t, play(input.NewScript().Click(120, 120), &p, d), "a tap is no drag")
}

func TestEscCancelsTheDrag(t *testing.T) {
	var p input.Pointer
	d := input.NewDrag()
	s := input.NewScript().Frames(input.Frame{X: 120, Y: 120}, input.Frame{X: 120, Y: 120, Down: true},
		input.Frame{X: 300, Y: 300, Down: true},
		input.Frame{X: 300, Y: 300, Down: true, Actions: []input.Action{input.ActBack}},
		input.Frame{X: 320, Y: 300, Down: true}, input.Frame{X: 320, Y: 300})
	evs := play(s, &p, d)
	assert.Equal(t, []input.DragEvent{input.DragStarted, input.DragCancelled}, evs, "nothing drops after Esc")
	assert.False(t, d.Active())
}

func TestTouchLiftsThePieceAboveTheFinger(t *testing.T) {
	var p input.Pointer
	d := input.NewDrag()
	touch := func(x, y float64, down bool) input.Frame { return input.Frame{X: x, Y: y, Down: down, Touch: true} }
	s := input.NewScript().Frames(touch(120, 120, false), touch(120, 120, true), touch(200, 300, true))
	evs := play(s, &p, d)
	assert.Equal(t, []input.DragEvent{input.DragStarted}, evs)
	x, y := d.At()
	assert.Equal(t, [2]float64{200, 300 - input.DefaultLift}, [2]float64{x, y})
	assert.True(t, p.Consumed(), "the drag takes the gesture: nothing pans under it")
	d.Lift = 80
	evs = play(input.NewScript().Frames(touch(240, 320, true), touch(240, 320, false)), &p, d)
	assert.Equal(t, []input.DragEvent{input.DragMoved, input.DragDropped}, evs)
	x, y = d.At()
	assert.Equal(t, [2]float64{240, 240}, [2]float64{x, y}, "it drops where it was drawn")
}
