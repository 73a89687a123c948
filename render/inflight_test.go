package render_test

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/render"
)

// ticking is an animation of n ticks that counts its Finish calls.
type ticking struct {
	n, finished int
}

func (a *ticking) Update() bool           { a.n--; return a.n <= 0 }
func (a *ticking) Draw(dst *ebiten.Image) {}
func (a *ticking) Finish()                { a.finished++; a.n = 0 }

func TestInFlightKeepsWhatIsPushedUntilItEnds(t *testing.T) {
	var q render.Queue
	var f render.InFlight[*ticking]
	a, b := &ticking{n: 2}, &ticking{n: 1}
	f.Push(&q, a)
	f.Push(&q, b)
	require.Equal(t, []*ticking{a, b}, f.All(), "queued but not started is in flight")
	q.Update()
	assert.Equal(t, []*ticking{a, b}, f.All(), "a is still playing")
	q.Update()
	assert.Equal(t, []*ticking{b}, f.All(), "a ended")
	q.Update()
	assert.Zero(t, f.Len())
	assert.Zero(t, a.finished+b.finished, "an animation that ends is not finished as well")
}

func TestInFlightLandsWhatASkipFinishes(t *testing.T) {
	var q render.Queue
	var f render.InFlight[*ticking]
	a := &ticking{n: 5}
	f.Push(&q, a)
	q.Skip()
	assert.Zero(t, f.Len())
	assert.Equal(t, 1, a.finished, "a skipped animation reaches its end state")

	q.Speed = render.SpeedOff
	b := &ticking{n: 5}
	f.Push(&q, b)
	assert.Zero(t, f.Len(), "with animations off it ends as it is pushed")
	assert.Equal(t, 1, b.finished)
}
