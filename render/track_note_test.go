package render_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/render"
)

// The note stands beside a marker on the highlighted space, not over it: the marker's spot
// lies outside the note.
func TestTrackNoteStandsBesideAMarkerOnItsSpace(t *testing.T) {
	ui := newUI(t)
	tr := render.ScoreTrack{Layout: render.TrackEdge, Rect: render.Rect{X: 8, Y: 60, W: 1054, H: 790}, Spaces: 31, Loop: 1,
		Markers:   []render.TrackMarker{{Score: 3, Mark: 2, Sprite: ui.Sprite(render.ManagerSprites[2])}},
		Highlight: render.TrackHighlight{On: true, Space: 3, Icon: render.GoodSprites[0], Text: "next: 1"}}
	note, ok := tr.NoteRect(ui.Fonts)
	require.True(t, ok)
	at := tr.Spots()[0].C
	assert.False(t, note.Inset(-8).Contains(at.X, at.Y), "the note %v stands clear of the marker at %v", note, at)
	assert.True(t, note.In(tr.Rect), "the note stays on the board")
}
