package ebitentest

import (
	"sync"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"northtable/render"
)

// CanvasW and CanvasH are the size of Kit's small canvas, logical px: a tenth of the logical
// size. A board lays itself out in logical px whatever the canvas (render.ScaleOf), so a test
// that draws there between moves runs every drawing path at a small part of the software
// renderer's cost; pictures that are checked are drawn on the full-size Screen.
const CanvasW, CanvasH = render.LogicalW / 10, render.LogicalH / 10

// Kit is what every board test harness shares, made once as the App makes it: the fonts, the
// sprite atlas, a full-size screen (render.LogicalW x LogicalH) and the small canvas.
type Kit struct {
	Fonts          *render.Fonts
	Atlas          *render.Atlas
	Screen, Canvas *ebiten.Image
}

var (
	kitOnce sync.Once
	kit     Kit
	kitErr  error
)

// SharedKit returns the package's Kit, made on the first call (inside the game loop: call it
// from a test); a failure to make it fails t.
func SharedKit(t testing.TB) *Kit {
	t.Helper()
	kitOnce.Do(func() {
		if kit.Fonts, kitErr = render.NewFonts(); kitErr != nil {
			return
		}
		if kit.Atlas, kitErr = render.NewAtlas(); kitErr != nil {
			return
		}
		kit.Screen = ebiten.NewImage(render.LogicalW, render.LogicalH)
		kit.Canvas = ebiten.NewImage(CanvasW, CanvasH)
	})
	if kitErr != nil {
		t.Fatalf("test kit: %v", kitErr)
	}
	return &kit
}
