package orkney

import (
	"image/color"

	"northtable/render"
)

// white is pure white, for lines and highlights on the board.
var white = color.RGBA{0xff, 0xff, 0xff, 0xff}

// fade returns c at alpha a (premultiplied, as image/color expects).
func fade(c color.RGBA, a float32) color.RGBA { return render.WithAlpha(c, float64(max(0, min(a, 1)))) }
