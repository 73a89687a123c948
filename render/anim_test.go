package render_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"

	"northtable/render"
)

// ms is n milliseconds.
func ms(n int) time.Duration { return time.Duration(n) * time.Millisecond }

// A queued animation lasts its wall-clock length (its ticks of render.TickTime, scaled by the
// speed setting) however many ticks the frames allow: the queue steps it by the time since the
// last tick, read from a simulated clock.
func TestQueueKeepsWallClockTimeWhateverTheTickRate(t *testing.T) {
	cases := []struct {
		name   string
		speed  render.AnimSpeed
		ticks  int             // the animation's length at normal speed (18 ticks: 0.3 s)
		gaps   []time.Duration // wall-clock time between successive ticks
		doneAt int             // the tick (1-based) after which it has ended; 0: never in gaps
	}{
		{"60 ticks a second", render.SpeedNormal, 18, repeat(render.TickTime, 20), 18},
		{"two slow ticks 200 ms apart finish a 300 ms glide", render.SpeedNormal, 18, []time.Duration{ms(200), ms(200)}, 2},
		{"one 200 ms tick is not yet 300 ms", render.SpeedNormal, 18, []time.Duration{ms(200)}, 0},
		{"5 frames a second, as SwiftShader draws", render.SpeedNormal, 18, repeat(ms(200), 3), 2},
		{"fast: half the time", render.SpeedFast, 18, repeat(ms(50), 4), 3},
		{"fast at 60 ticks a second: two steps a tick", render.SpeedFast, 18, repeat(render.TickTime, 10), 9},
		{"a stall counts as MaxElapsed only", render.SpeedNormal, 60, []time.Duration{time.Hour, ms(400)}, 0},
		{"a stall then the rest", render.SpeedNormal, 60, []time.Duration{time.Hour, ms(500)}, 2},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var q render.Queue
			var clock render.Clock
			q.Speed = c.speed
			start := time.Date(2026, 12, 1, 12, 0, 0, 0, time.UTC)
			now := start
			clock.Elapsed(now) // the tick the move was played on
			a := &render.FieldTween{Tween: render.NewTween(0, 1, c.ticks), Target: new(float64)}
			q.Push(a)
			got := 0
			for i, gap := range c.gaps {
				now = now.Add(gap)
				q.Advance(clock.Elapsed(now))
				if q.Idle() && got == 0 {
					got = i + 1
				}
			}
			assert.Equal(t, c.doneAt, got, "the tick it ended on")
			if c.doneAt > 0 {
				assert.Equal(t, 1.0, *a.Target, "it ends at its end value")
			} else {
				assert.Less(t, *a.Target, 1.0)
			}
		})
	}
}

// A chain of blocking animations keeps its total wall-clock length: the steps left over when
// one ends in the middle of a slow tick go to the next.
func TestQueueCarriesASlowTickIntoTheNextAnimation(t *testing.T) {
	var q render.Queue
	a := &render.FieldTween{Tween: render.NewTween(0, 1, 6), Target: new(float64)}
	b := &render.FieldTween{Tween: render.NewTween(0, 1, 12), Target: new(float64)}
	q.Push(a)
	q.Push(b)
	q.Advance(10 * render.TickTime)
	assert.Equal(t, 1.0, *a.Target)
	assert.Equal(t, 1, q.Len(), "the second runs")
	assert.Equal(t, 4, b.T, "with the four steps the first left over")
	assert.Equal(t, 10, q.Steps())
	q.Advance(8 * render.TickTime)
	assert.True(t, q.Idle())
}

// The clock of a context without one (a zero time) counts every tick as one TickTime, as
// does its first tick; time going backwards counts as none.
func TestClockWithoutTimeCountsTicks(t *testing.T) {
	var c render.Clock
	assert.Equal(t, render.TickTime, c.Elapsed(time.Time{}))
	now := time.Date(2026, 12, 1, 12, 0, 0, 0, time.UTC)
	assert.Equal(t, render.TickTime, c.Elapsed(now), "the first tick")
	assert.Equal(t, ms(250), c.Elapsed(now.Add(ms(250))))
	assert.Equal(t, time.Duration(0), c.Elapsed(now), "backwards")
	assert.Equal(t, render.MaxElapsed, c.Elapsed(now.Add(time.Minute)))
}

func repeat(d time.Duration, n int) []time.Duration {
	out := make([]time.Duration, n)
	for i := range out {
		out[i] = d
	}
	return out
}
