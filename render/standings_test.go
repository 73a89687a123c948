package render_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"northtable/render"
)

// The standings' track runs to 30 while the scores are low and grows by tens ahead of the lead,
// so no marker ever reaches its end.
func TestStandingsTrackGrowsAheadOfTheLead(t *testing.T) {
	s := render.Standings{Scores: []int{3, 12, 0}}
	assert.Equal(t, 31, s.Spaces())
	s.Scores[1] = 26
	assert.Equal(t, 41, s.Spaces(), "26 needs room to 31: the track runs to 40")
	s.Scores[1] = 55
	assert.Equal(t, 61, s.Spaces())
}
