package input_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/input"
)

func TestScriptQueuedIsTheGestureNotYetPlayed(t *testing.T) {
	s := input.NewScript().Click(10, 20)
	q := s.Queued()
	require.Len(t, q, 3)
	assert.Equal(t, []bool{false, true, false}, []bool{q[0].Down, q[1].Down, q[2].Down}, "hover, press, release")
	assert.Equal(t, 1.0, q[2].Pinch)
	q[0].X = 99
	assert.Equal(t, 10.0, s.Next().X, "the copy does not change the script")
	assert.Len(t, s.Queued(), 2, "a frame played is no longer queued")
}
