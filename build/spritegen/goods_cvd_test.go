package main

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"

	"northtable/build/spritegen/paint"
)

// visionMatrices simulate colour-vision deficiencies on linear RGB: Machado, Oliveira and
// Fernandes (2009) at severity 1.0; nil is full colour vision.
var visionMatrices = map[string]*[3][3]float64{
	"normal":       nil,
	"protanopia":   {{0.152286, 1.052583, -0.204868}, {0.114503, 0.786281, 0.099216}, {-0.003882, -0.048116, 1.051998}},
	"deuteranopia": {{0.367322, 0.860646, -0.227968}, {0.280085, 0.672501, 0.047413}, {-0.011820, 0.042940, 0.968881}},
	"tritanopia":   {{1.255528, -0.076749, -0.178779}, {-0.078411, 0.930809, 0.147602}, {0.004733, 0.691367, 0.303900}},
}

// panelGood is the smallest size a good is drawn at (a panel's counters), px.
const panelGood = 18

// goodLook is what a good shows at panel size under one way of seeing: its mean lightness L*
// over the paper it is drawn on, and its coverage mask.
type goodLook struct {
	light float64
	mask  []float64
}

func lookOf(c *paint.Canvas, m *[3][3]float64) goodLook {
	small := c.Resize(panelGood, panelGood)
	paper := [3]float64{0xF3 / 255.0, 0xEA / 255.0, 0xD7 / 255.0}
	var sum, wsum float64
	mask := make([]float64, panelGood*panelGood)
	for i := range mask {
		p := small.Pix[i*4:]
		a := float64(p[3])
		mask[i] = a
		if a < 0.5 {
			continue
		}
		var lin [3]float64
		for k := range 3 {
			lin[k] = srgbToLinear(float64(p[k]) + paper[k]*(1-a))
		}
		if m != nil {
			lin = [3]float64{m[0][0]*lin[0] + m[0][1]*lin[1] + m[0][2]*lin[2],
				m[1][0]*lin[0] + m[1][1]*lin[1] + m[1][2]*lin[2], m[2][0]*lin[0] + m[2][1]*lin[1] + m[2][2]*lin[2]}
		}
		y := 0.2126729*lin[0] + 0.7151522*lin[1] + 0.0721750*lin[2]
		sum += a * lightness(y)
		wsum += a
	}
	return goodLook{light: sum / wsum, mask: mask}
}

func srgbToLinear(c float64) float64 {
	c = math.Max(0, math.Min(1, c))
	if c <= 0.04045 {
		return c / 12.92
	}
	return math.Pow((c+0.055)/1.055, 2.4)
}

// lightness is CIE L* of relative luminance y.
func lightness(y float64) float64 {
	if y > 216.0/24389 {
		return 116*math.Cbrt(y) - 16
	}
	return 24389.0 / 27 * y
}

// overlap is the intersection over union of two coverage masks.
func overlap(a, b []float64) float64 {
	var in, un float64
	for i := range a {
		in += math.Min(a[i], b[i])
		un += math.Max(a[i], b[i])
	}
	return in / un
}

// VISUAL.md "Pieces need silhouettes": at the smallest size a good is drawn, and however the
// player sees colour, every two goods differ by more than a similar outline: they cover
// clearly different pixels, and either their outlines are far apart (a round fruit against a
// diagonal root) or their lightness differs, so a player who sees two of them in one hue still
// tells them apart at a glance.
func TestGoodsDifferAtPanelSizeUnderEveryVision(t *testing.T) {
	goods := []struct {
		name string
		c    *paint.Canvas
	}{{"tomato", tomatoIcon()}, {"lettuce", lettuceIcon()}, {"mushroom", mushroomIcon()},
		{"cauliflower", cauliflowerIcon()}, {"carrot", carrotIcon()}}
	for vision, m := range visionMatrices {
		looks := make([]goodLook, len(goods))
		for i, g := range goods {
			looks[i] = lookOf(g.c, m)
			t.Logf("%s %s: L* %.1f", vision, g.name, looks[i].light)
		}
		for i := range goods {
			for j := i + 1; j < len(goods); j++ {
				a, b := looks[i], looks[j]
				t.Logf("%s %s/%s: ΔL* %.1f, overlap %.2f", vision, goods[i].name, goods[j].name, math.Abs(a.light-b.light), overlap(a.mask, b.mask))
				ov, dl := overlap(a.mask, b.mask), math.Abs(a.light-b.light)
				assert.Less(t, ov, 0.8, "%s: %s and %s cover nearly the same pixels", vision, goods[i].name, goods[j].name)
				assert.True(t, dl >= 8 || ov < 0.6, "%s: %s and %s differ only by a similar outline (ΔL* %.1f, overlap %.2f)", vision, goods[i].name, goods[j].name, dl, ov)
			}
		}
	}
}
