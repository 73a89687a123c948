package scenes

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/render"
	"northtable/scenes/scene"
)

// Golden images of three App screens (issue 6, "Tests"): the menu, a mid-game Orkney board and
// the results of a real finished game. Each screen is drawn at 1600x900, halved to 800x450 (2x2
// box average) and compared with scenes/testdata/golden-NAME.png with a tolerance, because
// anti-aliasing differs between Mesa's llvmpipe (Xvfb) and real GPUs (TOOLCHAIN.md).
//
// To create or rewrite the goldens after an intended change of the look, run
//
//	NORTHTABLE_UPDATE_GOLDEN=1 xvfb-run -a -s "-screen 0 1600x900x24" go test ./scenes/ -run Golden
//
// then look at the PNGs before committing them. A missing golden fails the test; it is never
// written unless asked.
const goldenUpdateEnv = "NORTHTABLE_UPDATE_GOLDEN"

// The comparison, at half resolution (one golden pixel is 2x2 logical px):
//
//   - goldenTol: a pixel matches when every channel is within goldenTol of the other image's
//     pixel at the same place or one of its 8 neighbours. The neighbourhood absorbs an edge that
//     lands one pixel over and coverage differences of anti-aliased edges (typically a few
//     levels after the 2x2 average); the tolerance absorbs blending and rounding differences.
//     It is checked both ways, so something that appears and something that disappears (even
//     a one-pixel line) both count. A wrong colour (a player's colour swapped, a panel tinted)
//     differs by far more than 24 levels.
//   - goldenMaxShare: at most this share of the 800x450 pixels may fail to match: 0.04 %, 144
//     pixels, about a 24x24 logical px block. A 40x40 logical px change (400 golden pixels,
//     0.11 %) fails; TestGoldenCompareCatchesChanges proves both sides.
const (
	goldenTol      = 24
	goldenMaxShare = 0.0004
)

// goldenStep: the goldens are stored with every channel rounded to a multiple of 4 (6 bits,
// at most 2 levels off, a twelfth of goldenTol), which makes the PNGs about a third smaller.
const goldenStep = 4

// goldenScale is how much the screens are reduced before the comparison (and in the PNGs).
const goldenScale = 2

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
// draws it once and reads it back.
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
	h.app.Draw(h.screen)
	return h.pixels()
}

// checkGolden compares the screen with testdata/golden-NAME.png, or rewrites it when
// NORTHTABLE_UPDATE_GOLDEN is set.
func checkGolden(t *testing.T, name string, screen *image.RGBA) {
	t.Helper()
	got := halve(screen, goldenScale)
	path := filepath.Join("testdata", "golden-"+name+".png")
	if os.Getenv(goldenUpdateEnv) != "" {
		require.NoError(t, os.MkdirAll("testdata", 0o755))
		require.NoError(t, writePNG(path, quantize(got, goldenStep)))
		st, err := os.Stat(path)
		require.NoError(t, err)
		t.Logf("wrote %s (%dx%d, %d bytes)", path, got.Bounds().Dx(), got.Bounds().Dy(), st.Size())
		return
	}
	want, err := readPNG(path)
	if os.IsNotExist(err) {
		require.FailNowf(t, "golden image missing", "%s does not exist; create it with\n\t%s=1 xvfb-run -a -s \"-screen 0 1600x900x24\" go test ./scenes/ -run Golden\nand look at it before committing", path, goldenUpdateEnv)
	}
	require.NoError(t, err)
	bad, diff := goldenDiff(got, want, goldenTol)
	share := float64(bad) / float64(got.Bounds().Dx()*got.Bounds().Dy())
	if share <= goldenMaxShare {
		return
	}
	dir, err := os.MkdirTemp("", "northtable-golden-")
	require.NoError(t, err)
	require.NoError(t, writePNG(filepath.Join(dir, name+"-got.png"), got))
	require.NoError(t, writePNG(filepath.Join(dir, name+"-diff.png"), diff))
	assert.Failf(t, "screen differs from its golden image",
		"%s: %d of %d pixels (%.3f %%) differ by more than %d levels (allowed %.3f %%); the new picture and the difference (red) are in %s. If the change is intended, rewrite the goldens with %s=1.",
		path, bad, got.Bounds().Dx()*got.Bounds().Dy(), 100*share, goldenTol, 100*goldenMaxShare, dir, goldenUpdateEnv)
}

// halve reduces img by k in each direction, averaging k x k blocks; the result is opaque.
func halve(img *image.RGBA, k int) *image.RGBA {
	b := img.Bounds()
	w, h := b.Dx()/k, b.Dy()/k
	out := image.NewRGBA(image.Rect(0, 0, w, h))
	n := k * k
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			var s [3]int
			for dy := 0; dy < k; dy++ {
				i := img.PixOffset(b.Min.X+x*k, b.Min.Y+y*k+dy)
				for dx := 0; dx < k; dx++ {
					for c := 0; c < 3; c++ {
						s[c] += int(img.Pix[i+4*dx+c])
					}
				}
			}
			o := out.PixOffset(x, y)
			for c := 0; c < 3; c++ {
				out.Pix[o+c] = uint8((s[c] + n/2) / n)
			}
			out.Pix[o+3] = 0xFF
		}
	}
	return out
}

// quantize rounds every colour channel of img to a multiple of step.
func quantize(img *image.RGBA, step int) *image.RGBA {
	out := clone(img)
	for i, v := range out.Pix {
		if i%4 != 3 {
			out.Pix[i] = uint8(min(255, (int(v)+step/2)/step*step))
		}
	}
	return out
}

// goldenDiff counts the pixels of got and want that do not match (see goldenTol) and returns a
// picture of them: the golden dimmed, mismatches in red.
func goldenDiff(got, want *image.RGBA, tol int) (int, *image.RGBA) {
	b := got.Bounds()
	diff := image.NewRGBA(b)
	if b != want.Bounds() {
		return b.Dx() * b.Dy(), diff
	}
	gotLo, gotHi := neighbourRange(got)
	wantLo, wantHi := neighbourRange(want)
	bad := 0
	for i := 0; i < len(got.Pix); i += 4 {
		ok := true
		for c := 0; c < 3; c++ {
			j := i + c
			if !within(got.Pix[j], wantLo[j], wantHi[j], tol) || !within(want.Pix[j], gotLo[j], gotHi[j], tol) {
				ok = false
			}
		}
		if ok {
			diff.Pix[i], diff.Pix[i+1], diff.Pix[i+2] = want.Pix[i]/3, want.Pix[i+1]/3, want.Pix[i+2]/3
		} else {
			bad++
			diff.Pix[i] = 0xFF
		}
		diff.Pix[i+3] = 0xFF
	}
	return bad, diff
}

// within reports whether v lies within tol of [lo, hi].
func within(v, lo, hi uint8, tol int) bool {
	return int(v) >= int(lo)-tol && int(v) <= int(hi)+tol
}

// neighbourRange is, for every pixel and colour channel (laid out like img.Pix), the lowest and
// highest value of the pixel and its 8 neighbours. A value in that range is the pixel, a
// neighbour, or a blend of them, as an anti-aliased edge with another coverage or a drawing a
// fraction of a pixel off gives.
func neighbourRange(img *image.RGBA) (lo, hi []uint8) {
	b := img.Bounds()
	w, h := b.Dx(), b.Dy()
	// The 3x3 range is the 3-high range of 3-wide ranges: a pass along each row, then one down
	// each column (two passes of three values instead of nine values per pixel).
	rowLo, rowHi := make([]uint8, len(img.Pix)), make([]uint8, len(img.Pix))
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			i := 4 * (y*w + x)
			for c := 0; c < 3; c++ {
				l, u := uint8(255), uint8(0)
				for xx := max(0, x-1); xx <= min(w-1, x+1); xx++ {
					v := img.Pix[4*(y*w+xx)+c]
					l, u = min(l, v), max(u, v)
				}
				rowLo[i+c], rowHi[i+c] = l, u
			}
		}
	}
	lo, hi = make([]uint8, len(img.Pix)), make([]uint8, len(img.Pix))
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			i := 4 * (y*w + x)
			for c := 0; c < 3; c++ {
				l, u := uint8(255), uint8(0)
				for yy := max(0, y-1); yy <= min(h-1, y+1); yy++ {
					j := 4*(yy*w+x) + c
					l, u = min(l, rowLo[j]), max(u, rowHi[j])
				}
				lo[i+c], hi[i+c] = l, u
			}
		}
	}
	return lo, hi
}

func absDiff(a, b uint8) int {
	if a > b {
		return int(a - b)
	}
	return int(b - a)
}

func writePNG(path string, img image.Image) error {
	var buf bytes.Buffer
	enc := png.Encoder{CompressionLevel: png.BestCompression}
	if err := enc.Encode(&buf, img); err != nil {
		return fmt.Errorf("encode %s: %w", path, err)
	}
	return os.WriteFile(path, buf.Bytes(), 0o644)
}

func readPNG(path string) (*image.RGBA, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		return nil, fmt.Errorf("decode %s: %w", path, err)
	}
	out := image.NewRGBA(image.Rect(0, 0, img.Bounds().Dx(), img.Bounds().Dy()))
	for y := 0; y < out.Bounds().Dy(); y++ {
		for x := 0; x < out.Bounds().Dx(); x++ {
			out.Set(x, y, img.At(img.Bounds().Min.X+x, img.Bounds().Min.Y+y))
		}
	}
	return out, nil
}

// TestGoldenCompareCatchesChanges proves the tolerance on the committed goldens: noise like
// anti-aliasing differences passes; a painted-over 40x40 logical px block, a moved panel and
// a wrong colour fail.
func TestGoldenCompareCatchesChanges(t *testing.T) {
	for _, name := range []string{"menu", "orkney-board", "results"} {
		t.Run(name, func(t *testing.T) {
			want, err := readPNG(filepath.Join("testdata", "golden-"+name+".png"))
			require.NoError(t, err, "create the goldens first (%s=1)", goldenUpdateEnv)
			passes := func(img *image.RGBA) (bool, float64) {
				bad, _ := goldenDiff(img, want, goldenTol)
				share := float64(bad) / float64(img.Bounds().Dx()*img.Bounds().Dy())
				t.Logf("%d pixels differ (%.4f %%)", bad, 100*share)
				return share <= goldenMaxShare, share
			}
			ok, share := passes(clone(want))
			require.True(t, ok)
			require.Zero(t, share)

			// Anti-aliasing-like noise: every pixel drawn up to 20 % towards a random
			// neighbour (an edge's coverage changes), plus ±4 levels everywhere.
			ok, share = passes(aaNoise(want, 0.20, 4))
			assert.True(t, ok, "AA noise must pass (%.4f %%)", 100*share)

			// A 40x40 logical px rectangle (20x20 golden px) painted over content, anywhere
			// the picture has detail.
			for _, at := range busySpots(want, 20, 6) {
				img := clone(want)
				fill(img, image.Rect(at.X, at.Y, at.X+20, at.Y+20), contrast(want, at, 20))
				ok, share = passes(img)
				assert.False(t, ok, "a 40x40 rectangle at %v (logical) must fail (%.4f %%)", at.Mul(2), 100*share)
			}
			// A panel-sized block moved by 16 logical px.
			img := clone(want)
			at := busySpots(want, 80, 1)[0]
			moveBlock(img, want, image.Rect(at.X, at.Y, at.X+80, at.Y+50), 8, 0)
			ok, share = passes(img)
			assert.False(t, ok, "a 160x100 block at %v moved 16 px must fail (%.4f %%)", at.Mul(2), 100*share)
			// A wrong colour: red and blue swapped over a 60x60 logical px area with colour.
			img = clone(want)
			at = colourfulSpot(want, 30)
			swapRB(img, image.Rect(at.X, at.Y, at.X+30, at.Y+30))
			ok, share = passes(img)
			assert.False(t, ok, "a wrong colour at %v must fail (%.4f %%)", at.Mul(2), 100*share)
		})
	}
}

func clone(img *image.RGBA) *image.RGBA {
	out := image.NewRGBA(img.Bounds())
	copy(out.Pix, img.Pix)
	return out
}

func aaNoise(img *image.RGBA, pull float64, jitter int) *image.RGBA {
	rng := rand.New(rand.NewPCG(1, 2))
	out := clone(img)
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
					if absDiff(c.R, c.B) > 2*goldenTol {
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
