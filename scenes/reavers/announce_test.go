package reavers_test

import (
	"bytes"
	"math"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/render"
	"northtable/rules"
	rv "northtable/rules/reavers"
	"northtable/scenes/scene"
)

// probeLines runs two resting ticks with a probe listening and returns the targets it
// announced (the latest position of each, whole logical px) and the screens it said ready.
func (r *run) probeLines() (map[string]render.Point, []string) {
	r.t.Helper()
	var buf bytes.Buffer
	r.ctx.Probe = scene.NewProbe(&buf)
	defer func() { r.ctx.Probe = nil }()
	r.rest(true)
	r.rest(true)
	hits := map[string]render.Point{}
	var ready []string
	for _, line := range strings.Split(buf.String(), "\n") {
		f := strings.Fields(line)
		switch {
		case len(f) == 4 && f[0] == "northtable:hit":
			x, err1 := strconv.ParseFloat(f[2], 64)
			y, err2 := strconv.ParseFloat(f[3], 64)
			require.NoError(r.t, err1)
			require.NoError(r.t, err2)
			hits[f[1]] = render.Point{X: x, Y: y}
		case len(f) == 2 && f[0] == "northtable:ready":
			ready = append(ready, f[1])
		}
	}
	return hits, ready
}

func whole(p render.Point) render.Point {
	return render.Point{X: math.Floor(p.X + 0.5), Y: math.Floor(p.Y + 0.5)}
}

// The browser test's targets (build/e2e/README.md) are where the board takes the pointer: the
// longship to drag, every location not yet chosen, and the decision panel's enabled buttons in
// their order; a press on "answer" plays the panel's first answer.
func TestBrowserTargetsAreWhereTheBoardTakesThem(t *testing.T) {
	r := newRun(t, 3, 7, 0)
	r.untilSelect()
	r.click(centre(r.b.Where().Locations().LocationRect(int(rv.RecruitReavers)))) // one location taken
	r.untilSelect()

	hits, ready := r.probeLines()
	assert.Contains(t, ready, "reavers", "the board says it takes input")
	_, home, ok := r.b.Where().PawnHome()
	require.True(t, ok)
	assert.Equal(t, whole(home), hits["longship"])
	first := true
	for l := rv.Location(0); l < rv.NumLocations; l++ {
		name := "location-" + strconv.Itoa(int(l))
		p, announced := hits[name]
		if r.real().SelectedBy(l) != rules.NoSeat {
			assert.False(t, announced, "%v is taken: not a target", l)
			continue
		}
		require.True(t, announced, "%v is free: %s is announced", l, name)
		assert.Equal(t, whole(centre(r.b.Where().Locations().LocationRect(int(l)))), p, "%s is %v", name, l)
		if first {
			assert.Equal(t, p, hits["free-location"], "free-location is the first free one")
			first = false
		}
	}
	n := 0
	for _, a := range r.b.Where().Answers().Buttons {
		if a.Enabled {
			assert.Equal(t, whole(centre(a.Rect)), hits["answer-"+strconv.Itoa(n)], "answer-%d is %q", n, a.Label)
			n++
		}
	}
	assert.Positive(t, n)
	assert.Equal(t, hits["answer-0"], hits["answer"])

	// Into an activation: the targets follow the panel, and a press on "answer" plays its first.
	r.drag(home, hits["free-location"])
	require.True(t, r.settle())
	require.Equal(t, rv.DecideActivate, r.real().Decision())
	hits, _ = r.probeLines()
	_, stale := hits["longship"]
	assert.False(t, stale, "no longship outside a selection")
	var want rules.Move
	for _, a := range r.b.Where().Answers().Buttons {
		if a.Enabled {
			want = a.Move()
			assert.Equal(t, whole(centre(a.Rect)), hits["answer"], "answer is %q", a.Label)
			break
		}
	}
	require.NotNil(t, want, "the first button plays a move")
	moves := r.tbl.Moves()
	r.click(hits["answer"])
	assert.Equal(t, moves+1, r.tbl.Moves(), "the press on answer played %v", want)
}
