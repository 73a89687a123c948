package table

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
)

// A computer thinks one slice a frame however many ticks the frame runs: at 60 frames a second
// each tick gets the whole slice, and the ticks a slow frame owes, run back to back, get nothing
// after the first.
func TestThinkPaceGivesOneSliceAFrame(t *testing.T) {
	const slice = 8 * time.Millisecond
	var p thinkPace
	at := time.Date(2026, 12, 5, 0, 0, 0, 0, time.UTC)
	assert.Equal(t, slice, p.budget(at, slice), "the first slice is whole")
	at = at.Add(slice)
	p.done(at)

	// 60 frames a second, one tick each: the next tick comes 8.7 ms after the slice ended.
	at = at.Add(time.Second/60 - slice)
	assert.Equal(t, slice, p.budget(at, slice))
	at = at.Add(slice)
	p.done(at)

	// A 67 ms frame: the next frame runs four ticks back to back; only the first thinks.
	at = at.Add(67 * time.Millisecond)
	assert.Equal(t, slice, p.budget(at, slice))
	at = at.Add(slice)
	p.done(at)
	for range 3 {
		at = at.Add(300 * time.Microsecond) // the rest of a tick's update
		assert.Zero(t, p.budget(at, slice), "a catch-up tick in the same frame")
	}

	// A page that had less than a slice to itself gets that much.
	at = at.Add(5 * time.Millisecond)
	assert.Equal(t, 5*time.Millisecond+900*time.Microsecond, p.budget(at, slice))
}
