package orkney_test

import (
	"flag"
	"image"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"

	"northtable/render"
	"northtable/render/golden"
)

// Golden images of the board in the moments a player must see right (issue 11), compared with
// testdata/golden-NAME.png by render/golden (its package doc gives the tolerance and how to
// rewrite the goldens: NORTHTABLE_UPDATE_GOLDEN=1 xvfb-run -a -s "-screen 0 1600x900x24"
// go test ./scenes/orkney/ -run Golden).

// shotsDir, when set (go test -run Golden -args -shots DIR), receives the full-size screens of
// the goldens for reviewing the visuals.
var shotsDir = flag.String("shots", "", "write the golden moments at full size to this directory")

// screen draws the table on the full-size screen and reads it back.
func (h *harness) screen() *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, render.LogicalW, render.LogicalH))
	copy(img.Pix, h.pixels())
	return img
}

// golden compares the screen now with testdata/golden-NAME.png (or rewrites it when asked).
func (h *harness) golden(t *testing.T, name string) *image.RGBA {
	t.Helper()
	shot := h.screen()
	if *shotsDir != "" {
		require.NoError(t, os.MkdirAll(*shotsDir, 0o755))
		require.NoError(t, golden.WritePNG(filepath.Join(*shotsDir, name+".png"), shot))
	}
	golden.Check(t, "testdata", name, shot)
	return shot
}
