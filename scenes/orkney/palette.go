package orkney

import (
	"image/color"

	ork "northtable/rules/orkney"
)

// The North Atlantic palette (VISUAL.md "Mood and palette").
var (
	deepSea    = color.RGBA{0x1D, 0x3B, 0x53, 0xff}
	sea        = color.RGBA{0x2E, 0x6F, 0x95, 0xff}
	shallow    = color.RGBA{0x5F, 0xA8, 0xC9, 0xff}
	foam       = color.RGBA{0xD8, 0xEE, 0xF5, 0xff}
	sand       = color.RGBA{0xE9, 0xD8, 0xA6, 0xff}
	paper      = color.RGBA{0xF4, 0xEF, 0xE6, 0xff}
	paperShade = color.RGBA{0xE4, 0xDC, 0xCD, 0xff}
	ink        = color.RGBA{0x23, 0x31, 0x3D, 0xff}
	inkSoft    = color.RGBA{0x5A, 0x68, 0x74, 0xff}
	accent     = color.RGBA{0xC8, 0x55, 0x3D, 0xff}
	white      = color.RGBA{0xff, 0xff, 0xff, 0xff}
)

// resColour is the colour of a resource's floating gain text.
func resColour(r ork.Resource) color.RGBA {
	switch r {
	case ork.Wood:
		return color.RGBA{0xE0, 0xA8, 0x6A, 0xff}
	case ork.Stone:
		return color.RGBA{0xC9, 0xD1, 0xD8, 0xff}
	case ork.Cloth:
		return color.RGBA{0xF6, 0xE7, 0xB8, 0xff}
	}
	return foam
}

// fade returns c at alpha a (premultiplied, as image/color expects).
func fade(c color.RGBA, a float32) color.RGBA {
	if a >= 1 {
		return c
	}
	if a <= 0 {
		return color.RGBA{}
	}
	return color.RGBA{uint8(float32(c.R) * a), uint8(float32(c.G) * a), uint8(float32(c.B) * a), uint8(float32(c.A) * a)}
}
