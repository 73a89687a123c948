package scenes

import (
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/render"
)

// The window shows a loading screen from its first frame, and the App (at its menu) once it
// is built.
func TestLoadingScreenFirstThenTheMenu(t *testing.T) {
	l := newLoading(Config{WindowW: DefaultWindowW, WindowH: DefaultWindowH}, nil, "")
	w, h := l.Layout(1280, 720)
	assert.Equal(t, [2]int{render.LogicalW, render.LogicalH}, [2]int{w, h}, "the loading screen is drawn in logical px")
	screen := ebiten.NewImage(render.LogicalW, render.LogicalH)
	l.Draw(screen)
	assert.Equal(t, color.RGBA(render.DeepSea), screen.At(40, 40), "the deep sea, not a black window")
	bar := false
	for x := 560; x < 1040; x += 4 {
		if c := screen.At(x, 450).(color.RGBA); c != color.RGBA(render.DeepSea) {
			bar = true
		}
	}
	assert.True(t, bar, "the loading bar is drawn")
	assert.Nil(t, l.app)

	l.build() // what Update starts in the background once the first frame is drawn
	require.NoError(t, l.Update())
	require.NotNil(t, l.app, "the App takes over once built")
	_, ok := l.app.Scene().(*menu)
	assert.True(t, ok, "at the menu")
	lw, lh := l.Layout(1280, 720)
	aw, ah := l.app.Layout(1280, 720)
	assert.Equal(t, [2]int{aw, ah}, [2]int{lw, lh}, "the App's layout from then on")
}
