package render_test

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/render"
)

// The highlighted space's note (the next table's cost) reads whole when a marker stands on
// that space: its pixels are the same with the marker there as with the marker elsewhere.
func TestTrackNoteStaysOverAMarkerOnItsSpace(t *testing.T) {
	ui := newUI(t)
	noteOf := func(score int) ([]byte, render.Rect) {
		tr := render.ScoreTrack{Layout: render.TrackEdge, Rect: render.Rect{X: 8, Y: 60, W: 1054, H: 790}, Spaces: 31, Loop: 1,
			Markers:   []render.TrackMarker{{Score: score, Mark: 2, Sprite: ui.Sprite(render.ManagerSprites[2])}},
			Highlight: render.TrackHighlight{On: true, Space: 3, Icon: render.GoodSprites[0], Text: "next: 1"}}
		canvas := ebiten.NewImage(render.LogicalW, render.LogicalH)
		defer canvas.Deallocate()
		tr.Draw(canvas, ui)
		note, ok := tr.NoteRect(ui.Fonts)
		require.True(t, ok)
		sub := canvas.SubImage(note.Image()).(*ebiten.Image)
		pix := make([]byte, 4*sub.Bounds().Dx()*sub.Bounds().Dy())
		sub.ReadPixels(pix)
		return pix, note
	}
	on, note := noteOf(3)
	away, _ := noteOf(12)
	assert.Equal(t, away, on, "the marker on space 3 hides part of the note %v", note)
}
