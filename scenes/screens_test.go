package scenes

import (
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/render"
	"northtable/scenes/scene"
)

// TestScreensDraw draws every App screen and checks each is a full, varied picture. With
// NORTHTABLE_SHOTS=DIR set, it also saves them there as PNGs for a look by eye.
func TestScreensDraw(t *testing.T) {
	var boards []*fakeBoard
	h := newHarness(t, Config{}, fakeGames(&boards, false))
	h.app.SetInstant(true)
	res, seats := sampleResult()
	s := h.app.newSetup(h.app.games[0])
	s.names[1].Text = "Bjørn"
	s.kinds[2].Selected = 2 // a computer at Normal, named by default
	s.starter = 0
	s.refresh()
	shots := []struct {
		name  string
		scene scene.Scene
	}{
		{"menu", h.app.newMenu()},
		{"setup", s},
		{"curtain", newCurtain(h.app, "Bjørn", 1, func() {})},
		{"curtain-long-name", newCurtain(h.app, "MaximilianusbjWW", 4, func() {})},
		{"results", h.app.newResults(h.app.games[0], res, seats, nil)},
	}
	dir := os.Getenv("NORTHTABLE_SHOTS")
	for _, sh := range shots {
		h.app.mgr.Cut(sh.scene)
		h.run(1)
		pix := h.pixels()
		seen := map[[4]uint8]bool{}
		for y := 0; y < render.LogicalH; y += 4 {
			for x := 0; x < render.LogicalW; x += 4 {
				c := pix.RGBAAt(x, y)
				require.Equal(t, uint8(255), c.A, "%s: opaque at %d,%d", sh.name, x, y)
				seen[[4]uint8{c.R, c.G, c.B, c.A}] = true
			}
		}
		assert.Greater(t, len(seen), 40, sh.name)
		if dir != "" {
			save(t, filepath.Join(dir, sh.name+".png"), pix)
		}
	}
}

func save(t *testing.T, path string, img image.Image) {
	f, err := os.Create(path)
	require.NoError(t, err)
	defer f.Close()
	require.NoError(t, png.Encode(f, img))
}
