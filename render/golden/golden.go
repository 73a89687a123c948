// Package golden compares screens drawn by the game with golden images stored beside a
// package's tests, with a tolerance, because anti-aliasing differs between Mesa's llvmpipe
// (Xvfb) and real GPUs (TOOLCHAIN.md). Every scene package's pixel tests use it, so a picture
// is judged the same way everywhere.
//
// A screen (1600x900 logical px) is halved to 800x450 (2x2 box average) and compared with
// DIR/golden-NAME.png:
//
//   - a pixel matches when every channel is within Tol of the other image's pixel at the same
//     place or one of its 8 neighbours. The neighbourhood absorbs an edge that lands one pixel
//     over and coverage differences of anti-aliased edges (typically a few levels after the
//     2x2 average); the tolerance absorbs blending and rounding differences. It is checked
//     both ways, so something that appears and something that disappears (even a one-pixel
//     line) both count. A wrong colour (a player's colour swapped, a panel tinted) differs by
//     far more than Tol levels;
//   - at most MaxShare of the pixels may fail to match: 0.04 %, 144 of 800x450 pixels, about a
//     24x24 logical px block. A 40x40 logical px change (400 golden pixels, 0.11 %) fails
//     (scenes' TestGoldenCompareCatchesChanges proves both sides on real goldens).
//
// To create or rewrite goldens after an intended change of the look, run the tests with
// NORTHTABLE_UPDATE_GOLDEN=1 (e.g. `NORTHTABLE_UPDATE_GOLDEN=1 xvfb-run -a -s "-screen 0
// 1600x900x24" go test ./scenes/orkney/ -run Golden`) and look at the PNGs before committing
// them. A missing golden fails the test; it is never written unless asked.
package golden

import (
	"bytes"
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// UpdateEnv is the environment variable that makes Check rewrite the goldens instead of
// comparing.
const UpdateEnv = "NORTHTABLE_UPDATE_GOLDEN"

// The comparison (see the package doc).
const (
	Tol      = 24     // colour levels a matching channel may differ by
	MaxShare = 0.0004 // share of pixels allowed not to match
	// Step: goldens are stored with every channel rounded to a multiple of 4 (6 bits, at most
	// 2 levels off, a twelfth of Tol), which makes the PNGs about a third smaller.
	Step = 4
	// Scale is how much screens are reduced before the comparison (and in the PNGs).
	Scale = 2
)

// Path is where golden NAME of the tests in dir is kept: dir/golden-NAME.png.
func Path(dir, name string) string { return filepath.Join(dir, "golden-"+name+".png") }

// Check compares screen (full size, logical px) with the golden NAME in dir (usually
// "testdata"), or rewrites it when UpdateEnv is set. On a mismatch it fails t and leaves the
// new picture and a picture of the difference (mismatches in red) in a temporary folder it
// names.
func Check(t testing.TB, dir, name string, screen *image.RGBA) {
	t.Helper()
	got := Halve(screen, Scale)
	path := Path(dir, name)
	if os.Getenv(UpdateEnv) != "" {
		require.NoError(t, os.MkdirAll(dir, 0o755))
		require.NoError(t, WritePNG(path, Quantize(got, Step)))
		st, err := os.Stat(path)
		require.NoError(t, err)
		t.Logf("wrote %s (%dx%d, %d bytes)", path, got.Bounds().Dx(), got.Bounds().Dy(), st.Size())
		return
	}
	want, err := ReadPNG(path)
	if os.IsNotExist(err) {
		require.FailNowf(t, "golden image missing", "%s does not exist; create it by running the test with %s=1, and look at it before committing", path, UpdateEnv)
	}
	require.NoError(t, err)
	bad, diff := Diff(got, want, Tol)
	n := got.Bounds().Dx() * got.Bounds().Dy()
	share := float64(bad) / float64(n)
	if share <= MaxShare {
		return
	}
	out, err := os.MkdirTemp("", "northtable-golden-")
	require.NoError(t, err)
	require.NoError(t, WritePNG(filepath.Join(out, name+"-got.png"), got))
	require.NoError(t, WritePNG(filepath.Join(out, name+"-diff.png"), diff))
	assert.Failf(t, "screen differs from its golden image",
		"%s: %d of %d pixels (%.3f %%) differ by more than %d levels (allowed %.3f %%); the new picture and the difference (red) are in %s. If the change is intended, rewrite the goldens with %s=1.",
		path, bad, n, 100*share, Tol, 100*MaxShare, out, UpdateEnv)
}

// Halve reduces img by k in each direction, averaging k x k blocks; the result is opaque.
func Halve(img *image.RGBA, k int) *image.RGBA {
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

// Quantize returns img with every colour channel rounded to a multiple of step.
func Quantize(img *image.RGBA, step int) *image.RGBA {
	out := Clone(img)
	for i, v := range out.Pix {
		if i%4 != 3 {
			out.Pix[i] = uint8(min(255, (int(v)+step/2)/step*step))
		}
	}
	return out
}

// Clone returns a copy of img.
func Clone(img *image.RGBA) *image.RGBA {
	out := image.NewRGBA(img.Bounds())
	copy(out.Pix, img.Pix)
	return out
}

// Diff counts the pixels of got and want that do not match (see the package doc, with tol for
// Tol) and returns a picture of them: the golden dimmed, mismatches in red. Images of
// different sizes mismatch everywhere.
func Diff(got, want *image.RGBA, tol int) (int, *image.RGBA) {
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

// WritePNG writes img to path as a PNG at the best compression.
func WritePNG(path string, img image.Image) error {
	var buf bytes.Buffer
	enc := png.Encoder{CompressionLevel: png.BestCompression}
	if err := enc.Encode(&buf, img); err != nil {
		return fmt.Errorf("encode %s: %w", path, err)
	}
	return os.WriteFile(path, buf.Bytes(), 0o644)
}

// ReadPNG reads the PNG at path as an RGBA image with its origin at (0, 0); a missing file
// gives an error for which os.IsNotExist is true.
func ReadPNG(path string) (*image.RGBA, error) {
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
