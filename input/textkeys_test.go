package input

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
)

func TestKeyRepeatKeepsEveryPressAndRepeatsOnWallClockTime(t *testing.T) {
	t0 := time.Unix(1000, 0)
	var r keyRepeat
	assert.Equal(t, 1, r.update(true, true, t0), "a press is one edit")
	assert.Equal(t, 0, r.update(true, false, t0.Add(100*time.Millisecond)), "no repeat before the delay")
	assert.Equal(t, 0, r.update(true, false, t0.Add(RepeatDelay-time.Millisecond)))
	assert.Equal(t, 1, r.update(true, false, t0.Add(RepeatDelay)), "the first repeat at the delay")
	// A slow frame: a whole second later, every repeat that came due meanwhile at once.
	later := t0.Add(RepeatDelay + time.Second)
	assert.Equal(t, int(time.Second/RepeatInterval), r.update(true, false, later))
	assert.Equal(t, 0, r.update(false, false, later.Add(time.Millisecond)), "released")

	// Held for 2 s, read at 5 frames a second: the presses and repeats of 2 s of holding.
	var slow keyRepeat
	total := slow.update(true, true, t0)
	for i := 1; i <= 10; i++ {
		total += slow.update(true, false, t0.Add(time.Duration(i)*200*time.Millisecond))
	}
	assert.Equal(t, 1+int((2*time.Second-RepeatDelay)/RepeatInterval)+1, total)

	// Quick presses: pressed and released within one tick still count, one each.
	var quick keyRepeat
	n := 0
	for i := range 5 {
		n += quick.update(false, true, t0.Add(time.Duration(i)*50*time.Millisecond))
	}
	assert.Equal(t, 5, n)
}
