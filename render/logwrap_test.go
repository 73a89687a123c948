package render

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestLogRowsFitAtEveryScale wraps long log lines for the scales a window between phone and
// desktop sizes draws at, and checks every row, as drawn at that scale, stays inside the text
// column (at 0.8 the rows wrapped at the logical size came out up to 13 px wider).
func TestLogRowsFitAtEveryScale(t *testing.T) {
	fonts, err := NewFonts()
	require.NoError(t, err)
	lines := []string{
		"Bjørn gives back a 4-parcel greenhouse for lettuce, mushroom, cauliflower and carrot to the random pile",
		"Ann places a worker on Field: seed 1 time and harvest 1 time, in either order",
		"Cait takes a 6-parcel greenhouse for tomato, lettuce and mushroom from the 6-parcel pile",
		"Dag pays 2 tomatoes and 3 lettuce (and 2 goods from greenhouses) and moves to table 12 of lap 1",
	}
	for _, scale := range []float64{0.5, 0.65, 0.8, 1, 1.15, 1.5, 2} {
		l := LogPanel{Rect: Rect{X: 0, Y: 0, W: 520, H: 2000}}
		for _, s := range lines {
			l.Add(LogLine{Text: s, Mark: 0})
		}
		l.scale = scale
		width := l.Rect.W - logTextX - 8
		rows := l.Visible(fonts)
		assert.Greater(t, len(rows), len(lines), "scale %.2f: long lines wrap", scale)
		for _, r := range rows {
			drawn := text.Advance(r, fonts.Small.At(scale)) / scale
			assert.LessOrEqual(t, drawn, width, "scale %.2f: %q", scale, r)
		}
	}
}

// A panel too short for every row starts at an entry's first row: the wrapped tail of an entry
// cut at the top is left out, not shown alone.
func TestLogPanelNeverStartsWithATail(t *testing.T) {
	fonts, err := NewFonts()
	require.NoError(t, err)
	long := "Bjørn gives back a 4-parcel greenhouse for lettuce, mushroom, cauliflower and carrot to the random pile"
	for rows := 2; rows <= 6; rows++ {
		l := LogPanel{Rect: Rect{W: 300, H: logTop + logBottom + float64(rows)*LogRowH}}
		for range 3 {
			l.Add(LogLine{Text: long})
			l.Add(LogLine{Text: "Ann stops"})
		}
		got, from, to := l.window(fonts)
		require.Less(t, from, to)
		assert.True(t, got[from].first, "%d rows: the first row shown begins an entry", rows)
		assert.Equal(t, "Ann stops", l.Visible(fonts)[len(l.Visible(fonts))-1], "the newest line is still shown")
	}
}
