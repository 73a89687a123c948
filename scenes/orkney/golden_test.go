package orkney_test

import (
	"flag"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/render"
)

// Golden images of the board in the moments a player must see right (issue 11): each screen
// is drawn at 1600x900, halved to 800x450 (2x2 box average) and compared with
// testdata/golden-NAME.png with a tolerance, because anti-aliasing differs between Mesa's
// llvmpipe (Xvfb) and real GPUs (TOOLCHAIN.md). The comparison is the one of the App's goldens
// (scenes/golden_test.go): a pixel matches when every channel is within goldenTol of the other
// image's pixel at the same place or one of its 8 neighbours, both ways, and at most
// goldenMaxShare of the pixels may fail (about a 24x24 logical px block).
//
// To create or rewrite the goldens after an intended change of the look, run
//
//	NORTHTABLE_UPDATE_GOLDEN=1 xvfb-run -a -s "-screen 0 1600x900x24" go test ./scenes/orkney/ -run Golden
//
// then look at the PNGs before committing them. A missing golden fails the test.
const (
	goldenUpdateEnv = "NORTHTABLE_UPDATE_GOLDEN"
	goldenTol       = 24
	goldenMaxShare  = 0.0004
	goldenStep      = 4 // stored channels are rounded to multiples of 4 (smaller PNGs)
	goldenScale     = 2
)

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
		require.NoError(t, writePNG(filepath.Join(*shotsDir, name+".png"), shot))
	}
	got := halve(shot, goldenScale)
	path := filepath.Join("testdata", "golden-"+name+".png")
	if os.Getenv(goldenUpdateEnv) != "" {
		require.NoError(t, os.MkdirAll("testdata", 0o755))
		require.NoError(t, writePNG(path, quantize(got, goldenStep)))
		t.Logf("wrote %s", path)
		return shot
	}
	f, err := os.Open(path)
	if os.IsNotExist(err) {
		require.FailNowf(t, "golden image missing", "%s does not exist; create it with %s=1 and look at it before committing", path, goldenUpdateEnv)
	}
	require.NoError(t, err)
	defer f.Close()
	dec, err := png.Decode(f)
	require.NoError(t, err)
	want := image.NewRGBA(dec.Bounds())
	for y := dec.Bounds().Min.Y; y < dec.Bounds().Max.Y; y++ {
		for x := dec.Bounds().Min.X; x < dec.Bounds().Max.X; x++ {
			want.Set(x, y, dec.At(x, y))
		}
	}
	bad, diff := goldenDiff(got, want, goldenTol)
	share := float64(bad) / float64(got.Bounds().Dx()*got.Bounds().Dy())
	if share <= goldenMaxShare {
		return shot
	}
	dir, err := os.MkdirTemp("", "orkney-golden-")
	require.NoError(t, err)
	require.NoError(t, writePNG(filepath.Join(dir, name+"-got.png"), got))
	require.NoError(t, writePNG(filepath.Join(dir, name+"-diff.png"), diff))
	assert.Failf(t, "screen differs from its golden image",
		"%s: %d pixels (%.3f %%) differ by more than %d levels (allowed %.3f %%); the new picture and the difference (red) are in %s. If the change is intended, rewrite the goldens with %s=1.",
		path, bad, 100*share, goldenTol, 100*goldenMaxShare, dir, goldenUpdateEnv)
	return shot
}

func writePNG(path string, img image.Image) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := png.Encode(f, img); err != nil {
		f.Close()
		return err
	}
	return f.Close()
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
	out := image.NewRGBA(img.Bounds())
	copy(out.Pix, img.Pix)
	for i, v := range out.Pix {
		if i%4 != 3 {
			out.Pix[i] = uint8(min(255, (int(v)+step/2)/step*step))
		}
	}
	return out
}

// goldenDiff counts the pixels of got and want that do not match and returns a picture of
// them: the golden dimmed, mismatches in red.
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

func within(v, lo, hi uint8, tol int) bool { return int(v) >= int(lo)-tol && int(v) <= int(hi)+tol }

// neighbourRange is, for every pixel and channel (laid out like img.Pix), the lowest and
// highest value of the pixel and its 8 neighbours.
func neighbourRange(img *image.RGBA) (lo, hi []uint8) {
	b := img.Bounds()
	w, h := b.Dx(), b.Dy()
	lo, hi = make([]uint8, len(img.Pix)), make([]uint8, len(img.Pix))
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			i := 4 * (y*w + x)
			for c := 0; c < 3; c++ {
				l, u := uint8(255), uint8(0)
				for yy := max(0, y-1); yy <= min(h-1, y+1); yy++ {
					for xx := max(0, x-1); xx <= min(w-1, x+1); xx++ {
						v := img.Pix[4*(yy*w+xx)+c]
						l, u = min(l, v), max(u, v)
					}
				}
				lo[i+c], hi[i+c] = l, u
			}
		}
	}
	return lo, hi
}
