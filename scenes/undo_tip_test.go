package scenes

import (
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/render"
	"northtable/scenes/table"
)

// In both games the greyed Undo's reason shows beside the button, clear of the Menu button
// next to it (and of Undo itself), on the real boards.
func TestUndoReasonKeepsClearOfTheMenuButton(t *testing.T) {
	for _, c := range []struct {
		game     string
		players  int
		autoplay int
	}{{"orkney", 3, 7}, {"reykholt", 2, 4}} {
		t.Run(c.game, func(t *testing.T) {
			h := newHarness(t, Config{Game: c.game, Players: c.players, Seed: 7, SeedSet: true,
				Autoplay: c.autoplay, Screenshot: filepath.Join(t.TempDir(), "unused.png")}, Games())
			settle(h)
			x, y := table.UndoButton.Centre()
			h.script.Move(x, y).Wait(render.TooltipDelay + 4)
			h.run(0)
			h.app.Scene().Draw(h.screen) // the App's Draw has drawn the tip and cleared it: ask again
			require.NotEmpty(t, h.app.ui.OverlayText(), "the reason shows on hover")
			tip, ok := h.app.ui.OverlayRect()
			require.True(t, ok)
			assert.False(t, overlaps(tip, table.MenuButton), "%v covers the Menu button", tip)
			assert.False(t, overlaps(tip, table.UndoButton), "%v covers Undo", tip)
			shoot(t, h, "undo-tip-"+c.game+".png")
		})
	}
}

// overlaps reports whether a and b share any area.
func overlaps(a, b render.Rect) bool {
	return a.X < b.Right() && b.X < a.Right() && a.Y < b.Bottom() && b.Y < a.Bottom()
}
