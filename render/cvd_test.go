package render_test

import (
	"fmt"
	"image"
	"image/color"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/render"
)

// minPlayerDeltaE is the least CIEDE2000 distance every pair of player colours keeps, with full
// colour vision and under each simulated colour-vision deficiency. About 2 is just noticeable;
// 15 reads as clearly different colours at a glance.
const minPlayerDeltaE = 15

// visions are the simulated ways of seeing: nil is full colour vision; the matrices are Machado,
// Oliveira and Fernandes (2009) at severity 1.0, applied to linear RGB.
var visions = []struct {
	name string
	m    *[3][3]float64
}{
	{"normal", nil},
	{"protanopia", &[3][3]float64{{0.152286, 1.052583, -0.204868}, {0.114503, 0.786281, 0.099216}, {-0.003882, -0.048116, 1.051998}}},
	{"deuteranopia", &[3][3]float64{{0.367322, 0.860646, -0.227968}, {0.280085, 0.672501, 0.047413}, {-0.011820, 0.042940, 0.968881}}},
	{"tritanopia", &[3][3]float64{{1.255528, -0.076749, -0.178779}, {-0.078411, 0.930809, 0.147602}, {0.004733, 0.691367, 0.303900}}},
}

func toLinear(c float64) float64 {
	if c <= 0.04045 {
		return c / 12.92
	}
	return math.Pow((c+0.055)/1.055, 2.4)
}

func toSRGB(c float64) float64 {
	c = math.Max(0, math.Min(1, c))
	if c <= 0.0031308 {
		return 12.92 * c
	}
	return 1.055*math.Pow(c, 1/2.4) - 0.055
}

// simulate is how c looks through matrix m (nil: unchanged). c is opaque sRGB.
func simulate(c color.RGBA, m *[3][3]float64) color.RGBA {
	if m == nil {
		return c
	}
	l := [3]float64{toLinear(float64(c.R) / 255), toLinear(float64(c.G) / 255), toLinear(float64(c.B) / 255)}
	var o [3]uint8
	for i := range 3 {
		o[i] = uint8(math.Round(255 * toSRGB(m[i][0]*l[0]+m[i][1]*l[1]+m[i][2]*l[2])))
	}
	return color.RGBA{o[0], o[1], o[2], c.A}
}

// cieLab converts opaque sRGB to CIELAB (D65).
func cieLab(c color.RGBA) [3]float64 {
	r, g, b := toLinear(float64(c.R)/255), toLinear(float64(c.G)/255), toLinear(float64(c.B)/255)
	x := (0.4124564*r + 0.3575761*g + 0.1804375*b) / 0.95047
	y := 0.2126729*r + 0.7151522*g + 0.0721750*b
	z := (0.0193339*r + 0.1191920*g + 0.9503041*b) / 1.08883
	f := func(t float64) float64 {
		if t > 216.0/24389 {
			return math.Cbrt(t)
		}
		return (24389.0/27*t + 16) / 116
	}
	fx, fy, fz := f(x), f(y), f(z)
	return [3]float64{116*fy - 16, 500 * (fx - fy), 200 * (fy - fz)}
}

// deltaE2000 is the CIEDE2000 colour difference (Sharma, Wu and Dalal 2005).
func deltaE2000(p, q [3]float64) float64 {
	const rad = math.Pi / 180
	c1, c2 := math.Hypot(p[1], p[2]), math.Hypot(q[1], q[2])
	cb7 := math.Pow((c1+c2)/2, 7)
	g := 0.5 * (1 - math.Sqrt(cb7/(cb7+math.Pow(25, 7))))
	a1, a2 := (1+g)*p[1], (1+g)*q[1]
	c1p, c2p := math.Hypot(a1, p[2]), math.Hypot(a2, q[2])
	hue := func(b, a float64) float64 {
		if a == 0 && b == 0 {
			return 0
		}
		h := math.Atan2(b, a) / rad
		if h < 0 {
			h += 360
		}
		return h
	}
	h1, h2 := hue(p[2], a1), hue(q[2], a2)
	dh := 0.0
	if c1p*c2p != 0 {
		dh = h2 - h1
		if dh > 180 {
			dh -= 360
		} else if dh < -180 {
			dh += 360
		}
	}
	dL, dC := q[0]-p[0], c2p-c1p
	dH := 2 * math.Sqrt(c1p*c2p) * math.Sin(dh*rad/2)
	lb, cb := (p[0]+q[0])/2, (c1p+c2p)/2
	hb := h1 + h2
	if c1p*c2p != 0 {
		switch {
		case math.Abs(h1-h2) <= 180:
			hb = (h1 + h2) / 2
		case h1+h2 < 360:
			hb = (h1 + h2 + 360) / 2
		default:
			hb = (h1 + h2 - 360) / 2
		}
	}
	t := 1 - 0.17*math.Cos((hb-30)*rad) + 0.24*math.Cos(2*hb*rad) + 0.32*math.Cos((3*hb+6)*rad) - 0.20*math.Cos((4*hb-63)*rad)
	dTheta := 30 * math.Exp(-math.Pow((hb-275)/25, 2))
	cb7p := math.Pow(cb, 7)
	rc := 2 * math.Sqrt(cb7p/(cb7p+math.Pow(25, 7)))
	sl := 1 + 0.015*(lb-50)*(lb-50)/math.Sqrt(20+(lb-50)*(lb-50))
	sc := 1 + 0.045*cb
	sh := 1 + 0.015*cb*t
	rt := -math.Sin(2*dTheta*rad) * rc
	return math.Sqrt(math.Pow(dL/sl, 2) + math.Pow(dC/sc, 2) + math.Pow(dH/sh, 2) + rt*(dC/sc)*(dH/sh))
}

// closestPair is the least distance between two colours of cs as seen through m, and which.
func closestPair(cs []color.RGBA, m *[3][3]float64) (d float64, i, j int) {
	d = math.Inf(1)
	for a := range cs {
		for b := a + 1; b < len(cs); b++ {
			if e := deltaE2000(cieLab(simulate(cs[a], m)), cieLab(simulate(cs[b], m))); e < d {
				d, i, j = e, a, b
			}
		}
	}
	return d, i, j
}

func TestDeltaE2000MatchesSharmaReferencePairs(t *testing.T) {
	// Pairs 1, 7 and 17 of Sharma, Wu and Dalal's test data.
	assert.InDelta(t, 2.0425, deltaE2000([3]float64{50, 2.6772, -79.7751}, [3]float64{50, 0, -82.7485}), 1e-4)
	assert.InDelta(t, 0, deltaE2000([3]float64{50, 0, 0}, [3]float64{50, 0, 0}), 1e-9)
	assert.InDelta(t, 27.1492, deltaE2000([3]float64{50, 2.5, 0}, [3]float64{73, 25, -18}), 1e-4)
}

func TestPlayerColoursStayApartUnderColourBlindness(t *testing.T) {
	cs := render.PlayerColours[:]
	for _, v := range visions {
		d, i, j := closestPair(cs, v.m)
		assert.GreaterOrEqual(t, d, float64(minPlayerDeltaE), "%s: %s and %s are only %.1f apart",
			v.name, render.PlayerColourNames[i], render.PlayerColourNames[j], d)
	}
	// The check has teeth: the colours before (Okabe–Ito) fail it (orange and pink
	// under tritanopia).
	old := []color.RGBA{{0xD5, 0x5E, 0x00, 0xFF}, {0xF0, 0xE4, 0x42, 0xFF}, {0x00, 0x9E, 0x73, 0xFF},
		{0xE6, 0x9F, 0x00, 0xFF}, {0xCC, 0x79, 0xA7, 0xFF}, {0x00, 0x72, 0xB2, 0xFF}}
	d, _, _ := closestPair(old, visions[3].m)
	assert.Less(t, d, float64(minPlayerDeltaE), "old palette under tritanopia")
}

// The same check on pixels: the player markers as the game draws them (atlas sprites), read
// back from the GPU, every pixel run through each simulation. Set NORTHTABLE_CVD_SHOTS to a
// folder to keep the four pictures (normal and the three simulations) for a look by eye.
func TestDrawnMarkersStayApartUnderColourBlindness(t *testing.T) {
	ui := newUI(t)
	const cell, r = 120, 48
	img := ebiten.NewImage(cell*render.NumPlayerColours, cell)
	img.Fill(render.Paper)
	for i := range render.NumPlayerColours {
		ui.DrawPlayerMark(img, i, float64(i*cell+cell/2), cell/2, r)
	}
	shot := image.NewRGBA(img.Bounds())
	img.ReadPixels(shot.Pix)

	dir := os.Getenv("NORTHTABLE_CVD_SHOTS")
	for _, v := range visions {
		seen := image.NewRGBA(shot.Bounds())
		for k := 0; k < len(shot.Pix); k += 4 {
			c := simulate(color.RGBA{shot.Pix[k], shot.Pix[k+1], shot.Pix[k+2], 255}, v.m)
			seen.Pix[k], seen.Pix[k+1], seen.Pix[k+2], seen.Pix[k+3] = c.R, c.G, c.B, 255
		}
		// Each marker's fill: the mean of a patch at its centre.
		fills := make([]color.RGBA, render.NumPlayerColours)
		for i := range fills {
			var sum [3]int
			n := 0
			for y := cell/2 - 3; y <= cell/2+3; y++ {
				for x := i*cell + cell/2 - 3; x <= i*cell+cell/2+3; x++ {
					c := seen.RGBAAt(x, y)
					sum[0], sum[1], sum[2] = sum[0]+int(c.R), sum[1]+int(c.G), sum[2]+int(c.B)
					n++
				}
			}
			fills[i] = color.RGBA{uint8(sum[0] / n), uint8(sum[1] / n), uint8(sum[2] / n), 255}
			if v.m == nil {
				e := deltaE2000(cieLab(fills[i]), cieLab(render.PlayerColours[i]))
				assert.Less(t, e, 8.0, "the %s marker in the atlas is %v, far from render.PlayerColours (%.1f): regenerate with go run ./build/spritegen",
					render.PlayerColourNames[i], fills[i], e)
			}
		}
		d, i, j := closestPair(fills, nil)
		assert.GreaterOrEqual(t, d, float64(minPlayerDeltaE), "%s: drawn %s and %s markers only %.1f apart",
			v.name, render.PlayerColourNames[i], render.PlayerColourNames[j], d)
		if dir != "" {
			f, err := os.Create(filepath.Join(dir, fmt.Sprintf("markers-%s.png", v.name)))
			require.NoError(t, err)
			require.NoError(t, png.Encode(f, seen))
			require.NoError(t, f.Close())
		}
	}
}
