package scenes

import (
	"image"
	"image/color"
	"math/rand/v2"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/render"
	"northtable/render/golden"
	"northtable/scenes/scene"
)

// Golden images of three App screens (issue 6, "Tests"): the menu, a mid-game Orkney board and
// the results of a real finished game, compared with scenes/testdata/golden-NAME.png by
// render/golden (its package doc gives the tolerance and how to rewrite the goldens:
// NORTHTABLE_UPDATE_GOLDEN=1 xvfb-run -a -s "-screen 0 1600x900x24" go test ./scenes/ -run Golden).

// The mid-game board: three players, this seed, this many random-bot moves (table.New's
// autoplay), screenshot mode (no curtain, no animations).
const (
	goldenSeed     = 7
	goldenPlayers  = 3
	goldenAutoplay = 40
)

func TestGoldenMenu(t *testing.T) {
	h := newHarness(t, Config{}, Games())
	_, ok := h.app.Scene().(*menu)
	require.True(t, ok, "the App opens on the menu")
	checkGolden(t, "menu", settle(h))
}

func TestGoldenOrkneyBoard(t *testing.T) {
	h := newHarness(t, Config{
		Game: "orkney", Players: goldenPlayers, Seed: goldenSeed, SeedSet: true,
		Autoplay: goldenAutoplay, Screenshot: filepath.Join(t.TempDir(), "unused.png"),
	}, Games())
	tbl := h.app.lastTable()
	require.NotNil(t, tbl)
	require.Same(t, tbl, h.app.Scene(), "screenshot mode shows the board without a curtain")
	require.Equal(t, goldenAutoplay, tbl.Moves())
	require.False(t, tbl.Match().Game().Over(), "mid-game")
	checkGolden(t, "orkney-board", settle(h))
}

func TestGoldenResults(t *testing.T) {
	// A real game, played to its end by the random bot, handed to the results screen by the
	// table shell (OnGameOver) through the App.
	h := newHarness(t, Config{
		Game: "orkney", Players: goldenPlayers, Seed: goldenSeed, SeedSet: true,
		Autoplay: 100000, Screenshot: filepath.Join(t.TempDir(), "unused.png"),
	}, Games())
	tbl := h.app.lastTable()
	require.NotNil(t, tbl)
	require.True(t, tbl.Match().Game().Over(), "the autoplay finishes the game")
	pix := settle(h)
	r, ok := h.app.Scene().(*results)
	require.True(t, ok, "a finished game shows the results, not %T", h.app.Scene())
	assert.Equal(t, tbl.Match().Game().Result().Winners, r.res.Winners)
	checkGolden(t, "results", pix)
}

// settle runs the App until the screen is still (no animation, no pulsing glow, no fade),
// draws it once on the full-size screen and reads it back.
func settle(h *harness) *image.RGBA {
	h.t.Helper()
	for i := 0; i < 1200; i++ {
		require.NoError(h.t, h.app.Update())
		s, ok := h.app.Scene().(scene.Still)
		if i >= 2 && !h.app.mgr.Fading() && (!ok || s.Still()) {
			break
		}
	}
	if s, ok := h.app.Scene().(scene.Still); ok {
		require.True(h.t, s.Still(), "the screen comes to rest")
	}
	require.False(h.t, h.app.mgr.Fading())
	return h.pixels()
}

// checkGolden compares the screen with testdata/golden-NAME.png (render/golden).
func checkGolden(t *testing.T, name string, screen *image.RGBA) {
	t.Helper()
	golden.Check(t, "testdata", name, screen)
}

func absDiff(a, b uint8) int {
	if a > b {
		return int(a - b)
	}
	return int(b - a)
}

// TestGoldenCompareCatchesChanges proves the tolerance on the committed goldens: noise like
// anti-aliasing differences passes; a painted-over 40x40 logical px block, a moved panel and
// a wrong colour fail.
func TestGoldenCompareCatchesChanges(t *testing.T) {
	for _, name := range []string{"menu", "orkney-board", "results"} {
		t.Run(name, func(t *testing.T) {
			want, err := golden.ReadPNG(golden.Path("testdata", name))
			require.NoError(t, err, "create the goldens first (%s=1)", golden.UpdateEnv)
			passes := func(img *image.RGBA) (bool, float64) {
				bad, _ := golden.Diff(img, want, golden.Tol)
				share := float64(bad) / float64(img.Bounds().Dx()*img.Bounds().Dy())
				t.Logf("%d pixels differ (%.4f %%)", bad, 100*share)
				return share <= golden.MaxShare, share
			}
			ok, share := passes(golden.Clone(want))
			require.True(t, ok)
			require.Zero(t, share)

			// Anti-aliasing-like noise: every pixel drawn up to 20 % towards a random
			// neighbour (an edge's coverage changes), plus ±4 levels everywhere.
			ok, share = passes(aaNoise(want, 0.20, 4))
			assert.True(t, ok, "AA noise must pass (%.4f %%)", 100*share)

			// A 40x40 logical px rectangle (20x20 golden px) painted over content, anywhere
			// the picture has detail.
			for _, at := range busySpots(want, 20, 6) {
				img := golden.Clone(want)
				fill(img, image.Rect(at.X, at.Y, at.X+20, at.Y+20), contrast(want, at, 20))
				ok, share = passes(img)
				assert.False(t, ok, "a 40x40 rectangle at %v (logical) must fail (%.4f %%)", at.Mul(2), 100*share)
			}
			// A panel-sized block moved by 16 logical px.
			img := golden.Clone(want)
			at := busySpots(want, 80, 1)[0]
			moveBlock(img, want, image.Rect(at.X, at.Y, at.X+80, at.Y+50), 8, 0)
			ok, share = passes(img)
			assert.False(t, ok, "a 160x100 block at %v moved 16 px must fail (%.4f %%)", at.Mul(2), 100*share)
			// A wrong colour: red and blue swapped over a 60x60 logical px area with colour.
			img = golden.Clone(want)
			at = colourfulSpot(want, 30)
			swapRB(img, image.Rect(at.X, at.Y, at.X+30, at.Y+30))
			ok, share = passes(img)
			assert.False(t, ok, "a wrong colour at %v must fail (%.4f %%)", at.Mul(2), 100*share)
		})
	}
}

func aaNoise(img *image.RGBA, pull float64, jitter int) *image.RGBA {
	rng := rand.New(rand.NewPCG(1, 2))
	out := golden.Clone(img)
	b := img.Bounds()
	for y := b.Min.Y + 1; y < b.Max.Y-1; y++ {
		for x := b.Min.X + 1; x < b.Max.X-1; x++ {
			c := img.RGBAAt(x, y)
			n := img.RGBAAt(x+rng.IntN(3)-1, y+rng.IntN(3)-1)
			f := rng.Float64() * pull
			mix := func(a, b uint8) uint8 {
				v := float64(a) + (float64(b)-float64(a))*f + float64(rng.IntN(2*jitter+1)-jitter)
				return uint8(max(0, min(255, v+0.5)))
			}
			out.SetRGBA(x, y, color.RGBA{mix(c.R, n.R), mix(c.G, n.G), mix(c.B, n.B), 0xFF})
		}
	}
	return out
}

// busySpots finds up to n well-separated s x s squares with the most varied content.
func busySpots(img *image.RGBA, s, n int) []image.Point {
	type spot struct {
		p     image.Point
		score int
	}
	var spots []spot
	b := img.Bounds()
	for y := b.Min.Y; y+s <= b.Max.Y; y += s {
		for x := b.Min.X; x+s <= b.Max.X; x += s {
			seen := map[color.RGBA]bool{}
			for dy := 0; dy < s; dy += 2 {
				for dx := 0; dx < s; dx += 2 {
					seen[img.RGBAAt(x+dx, y+dy)] = true
				}
			}
			spots = append(spots, spot{image.Pt(x, y), len(seen)})
		}
	}
	var out []image.Point
	for len(out) < n {
		best := -1
		for i, sp := range spots {
			if sp.score > 0 && (best < 0 || sp.score > spots[best].score) {
				best = i
			}
		}
		if best < 0 {
			break
		}
		out = append(out, spots[best].p)
		// keep the spots apart
		for i := range spots {
			d := spots[i].p.Sub(spots[best].p)
			if d.X*d.X+d.Y*d.Y < 16*s*s {
				spots[i].score = 0
			}
		}
	}
	return out
}

// colourfulSpot finds the s x s square whose pixels differ most between red and blue.
func colourfulSpot(img *image.RGBA, s int) image.Point {
	b := img.Bounds()
	var best image.Point
	bestScore := -1
	for y := b.Min.Y; y+s <= b.Max.Y; y += s / 2 {
		for x := b.Min.X; x+s <= b.Max.X; x += s / 2 {
			score := 0
			for dy := 0; dy < s; dy++ {
				for dx := 0; dx < s; dx++ {
					c := img.RGBAAt(x+dx, y+dy)
					if absDiff(c.R, c.B) > 2*golden.Tol {
						score++
					}
				}
			}
			if score > bestScore {
				best, bestScore = image.Pt(x, y), score
			}
		}
	}
	return best
}

// contrast is black or white, whichever differs more from the average of the s x s square at p.
func contrast(img *image.RGBA, p image.Point, s int) color.RGBA {
	sum := 0
	for dy := 0; dy < s; dy++ {
		for dx := 0; dx < s; dx++ {
			c := img.RGBAAt(p.X+dx, p.Y+dy)
			sum += int(c.R) + int(c.G) + int(c.B)
		}
	}
	if sum/(3*s*s) > 127 {
		return render.Ink
	}
	return color.RGBA{0xFF, 0xFF, 0xFF, 0xFF}
}

func fill(img *image.RGBA, r image.Rectangle, c color.RGBA) {
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			img.SetRGBA(x, y, c)
		}
	}
}

// moveBlock copies the block r of src to r moved by (dx, dy) in dst.
func moveBlock(dst, src *image.RGBA, r image.Rectangle, dx, dy int) {
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			dst.SetRGBA(x+dx, y+dy, src.RGBAAt(x, y))
		}
	}
}

func swapRB(img *image.RGBA, r image.Rectangle) {
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			c := img.RGBAAt(x, y)
			img.SetRGBA(x, y, color.RGBA{c.B, c.G, c.R, c.A})
		}
	}
}
