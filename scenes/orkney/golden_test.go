package orkney_test

import (
	"flag"
	"image"
	"math"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/input"
	"northtable/render"
	"northtable/render/golden"
	ork "northtable/rules/orkney"
	"northtable/scenes/orkney"
	"northtable/scenes/orkney/orkneytest"
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

// placingAfter is the first move count, from n on, after which the random autoplay of this
// game is at a tile placement.
func placingAfter(t testing.TB, players int, seed uint64, n int) int {
	return movesUntil(t, players, seed, n, placing)
}

// A mid-game three-player board: islands, routes, buildings, fish, the score track.
func TestGoldenBoard(t *testing.T) {
	h := newHarness(t, game{Players: seats(3), Seed: 3, Autoplay: 60, Screenshot: true})
	h.rest()
	h.golden(t, "board")
}

// A late four-player board: most tiles down, the layout zoomed out to fit.
func TestGoldenLateBoard(t *testing.T) {
	h := newHarness(t, game{Players: seats(4), Seed: 7, Autoplay: lateGameMoves(t, 7), Screenshot: true})
	h.rest()
	h.golden(t, "late")
}

func TestGoldenDragging(t *testing.T) {
	h := newHarness(t, game{Players: seats(4), Seed: 7, Autoplay: placingAfter(t, 4, 7, 40)})
	require.True(t, h.idle())
	g := h.real()
	seat := g.ToMove()
	mid := h.w.CellAt(centre(h.w.BoardView()))
	d := func(c ork.ConnID) float64 {
		p, _ := h.w.CellPoint(c)
		q, _ := h.w.CellPoint(mid)
		return math.Hypot(p.X-q.X, p.Y-q.Y)
	}
	var good, bad *ork.PlaceTile
	for _, c := range g.LegalCells() {
		for r := 0; r < 6; r++ {
			m := ork.PlaceTile{By: seat, Cell: c, Rot: r}
			ok := g.Check(m) == nil
			if ok && (good == nil || d(c) < d(good.Cell)) {
				good = &m
			}
			if !ok && (bad == nil || d(c) < d(bad.Cell)) {
				bad = &m
			}
		}
	}
	require.NotNil(t, good)
	require.NotNil(t, bad)
	gs, err := orkneytest.Gestures(h.b, *good)
	require.NoError(t, err)
	drag := h.read(gs[0])
	h.frames(drag[:len(drag)-1]...)
	cell, fits, ok := h.w.Ghost()
	require.True(t, ok)
	assert.Equal(t, good.Cell, cell)
	assert.True(t, fits)
	h.golden(t, "dragging")

	// over a cell where the tile, turned as it is, is refused
	for h.w.TileTurn() != bad.Rot {
		h.step(input.Frame{X: h.last.X, Y: h.last.Y, Down: true, Actions: []input.Action{input.ActRotateCW}})
	}
	p, _ := h.w.CellPoint(bad.Cell)
	h.step(input.Frame{X: p.X, Y: p.Y, Down: true})
	cell, fits, ok = h.w.Ghost()
	require.True(t, ok)
	assert.Equal(t, bad.Cell, cell)
	assert.False(t, fits)
	h.step(input.Frame{X: p.X, Y: p.Y})
	require.True(t, h.idle())
	require.NotEmpty(t, h.toast(), "the refused drop says why")
}

func TestGoldenTaskChoice(t *testing.T) {
	h := newHarness(t, game{Players: seats(3), Seed: 2})
	require.True(t, h.idle())
	card, ok := h.w.TaskCard(0)
	require.True(t, ok)
	c := centre(card)
	h.step(input.Frame{X: c.X, Y: c.Y}) // the pointer over the first card lights it
	assert.Equal(t, "Ann: choose the task you will keep secret", h.w.PromptText())
	h.golden(t, "tasks")
}

// Build mode after a build and its route, then the private box.
func TestGoldenBuildMode(t *testing.T) {
	h := startBuilding(t)
	h.perform(firstMove[ork.Build](t, h.real()))
	require.True(t, h.idle())
	// lay the route the building granted, if any
	if hasMove[ork.PlaceRoute](h.real()) {
		h.perform(firstMove[ork.PlaceRoute](t, h.real()))
		require.True(t, h.idle())
	}
	farm, ok := h.w.Button(orkney.BuildButton(ork.Farm))
	require.True(t, ok)
	require.True(t, farm.Enabled, "a farm can be built: %s", farm.Reason)
	h.click(centre(farm.Rect))
	h.step(input.Frame{X: 800, Y: 500})
	assert.Equal(t, "Click a glowing island to build a farm · Esc or right-click cancels", h.w.PromptText())
	h.golden(t, "build-mode")

	h.step(input.Frame{X: 800, Y: 500, Actions: []input.Action{input.ActBack}})
	h.clickButton(h.w.Button(orkney.TaskFishButton))
	h.rest()
	box, _, _, ok := h.w.PrivateBox()
	require.True(t, ok)
	priv, _ := h.w.Button(orkney.TaskFishButton)
	assert.Equal(t, "Hide my task & fish", priv.Label)
	assert.True(t, priv.Active)
	// the box is drawn where the probe says: paper, not the sea
	px := h.pixels()
	i := 4 * (int(box.Y+8)*render.LogicalW + int(box.X+box.W/2))
	r, gr, b := int(px[i]), int(px[i+1]), int(px[i+2])
	assert.Greater(t, r+gr+b, 3*170, "the private box's paper (%d,%d,%d)", r, gr, b)
}

// The credit choice over the board, then the end-of-turn warning.
func TestGoldenPopups(t *testing.T) {
	seed, n, m := creditChoiceAt(t, 5)
	h := newHarness(t, game{Players: seats(5), Seed: seed, Autoplay: n})
	require.True(t, h.idle())
	gs, err := orkneytest.Gestures(h.b, m)
	require.NoError(t, err)
	require.Len(t, gs, 3)
	h.feed(gs[0])
	require.True(t, h.idle())
	h.feed(gs[1])
	h.rest()
	require.Equal(t, "Which credit do you spend?", h.w.Dialog().Title)
	h.golden(t, "credit-choice")

	h.step(input.Frame{X: 10, Y: 10, Actions: []input.Action{input.ActBack}})
	assert.Empty(t, h.w.Dialog().Title, "Esc closes the popup")
	h.clickButton(h.w.Button(orkney.EndTurnButton))
	h.rest()
	require.Equal(t, "End your turn?", h.w.Dialog().Title)
	keep, ok := h.w.Dialog().ButtonFor("Keep playing")
	require.True(t, ok)
	h.golden(t, "end-turn-warning")
	hash := h.hash()
	h.click(centre(keep))
	assert.Empty(t, h.w.Dialog().Title)
	assert.Equal(t, hash, h.hash(), "keeping on plays nothing")
}
