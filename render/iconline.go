package render

import (
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
)

// An icon line is words and pictures on one line of text (a card's gains "1 [Food] 2 [die]", a
// cost, a reward): each item holding a '/' is an atlas sprite name, any other a word. Pictures
// stand a fifth taller than the line, centred on it, so a die's face reads (a Ship from a
// Chest); a count sits against the picture after it.

// iconLineGap is the space after an item of an icon line, logical px.
const iconLineGap = 3.0

// iconSide is the side of picture it in an icon line in face, logical px.
func iconSide(it string, face *Face) float64 {
	if strings.HasPrefix(it, "die/") {
		return face.LineHeight() * 1.25
	}
	return face.LineHeight()
}

// iconGapBefore is the space between two items: 1 px between a count and its picture.
func iconGapBefore(prev, it string) float64 {
	if isSprite(it) && prev != "" && prev[0] >= '0' && prev[0] <= '9' {
		return 1
	}
	return iconLineGap
}

// IconLineWidth is how wide items are drawn in face, logical px.
func IconLineWidth(items []string, face *Face) float64 {
	w := 0.0
	for i, it := range items {
		if i > 0 {
			w += iconGapBefore(items[i-1], it)
		}
		if isSprite(it) {
			w += iconSide(it, face)
			continue
		}
		w += TextWidth(it, face)
	}
	return w
}

// FitIconLine is face, or the largest smaller size (to FitMinSize) in which items fit w.
func FitIconLine(items []string, face *Face, w float64) *Face {
	f := face
	for IconLineWidth(items, f) > w && f.Size-1 >= FitMinSize {
		f = face.Sized(f.Size - 1)
	}
	return f
}

// DrawIconLine draws items from (x, y) top in face at opacity a, the words in clr, and reports
// whether they fit w (they are drawn whole either way: the caller says what was cut).
func (ui *UI) DrawIconLine(dst *ebiten.Image, items []string, face *Face, x, y, w float64, clr color.RGBA, a float32) bool {
	fits := IconLineWidth(items, face) <= w
	lh := face.LineHeight()
	p := ui.P
	p.SetScale(ScaleOf(dst))
	for i, it := range items {
		if i > 0 {
			x += iconGapBefore(items[i-1], it)
		}
		if isSprite(it) {
			side := iconSide(it, face)
			ui.icon(dst, it, x+side/2, y+lh/2, side, a)
			x += side
			continue
		}
		p.Text(dst, it, face, x, y, fade(clr, a), AlignLeft)
		x += TextWidth(it, face)
	}
	return fits
}
