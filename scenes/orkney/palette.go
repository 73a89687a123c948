package orkney

import (
	"image/color"

	"northtable/render"
	ork "northtable/rules/orkney"
)

// white is pure white, for lines and highlights on the board.
var white = color.RGBA{0xff, 0xff, 0xff, 0xff}

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
	return render.Foam
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
