package render

import (
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// Align is horizontal text alignment relative to the anchor x.
type Align int

// Alignments: the anchor is the left edge, the centre or the right edge of the text.
const (
	AlignLeft Align = iota
	AlignCenter
	AlignRight
)

func (a Align) text() text.Align {
	switch a {
	case AlignCenter:
		return text.AlignCenter
	case AlignRight:
		return text.AlignEnd
	}
	return text.AlignStart
}

// DrawText draws one line (or several, split at '\n') with its top at y and horizontal anchor
// x, logical px, in colour clr.
func DrawText(dst *ebiten.Image, s string, face *Face, x, y float64, clr color.Color, align Align) {
	if s == "" {
		return
	}
	sc := ScaleOf(dst)
	op := &text.DrawOptions{}
	op.GeoM.Translate(x*sc, y*sc)
	op.ColorScale.ScaleWithColor(clr)
	op.LayoutOptions.PrimaryAlign = align.text()
	op.LayoutOptions.LineSpacing = face.LineHeight() * sc
	text.Draw(dst, s, face.At(sc), op)
}

// DrawTextIn draws one line inside r: aligned horizontally as align says (with no padding) and
// centred vertically.
func DrawTextIn(dst *ebiten.Image, s string, face *Face, r Rect, clr color.Color, align Align) {
	_, h := MeasureText(s, face)
	y := r.Y + (r.H-h)/2
	switch align {
	case AlignCenter:
		DrawText(dst, s, face, r.X+r.W/2, y, clr, align)
	case AlignRight:
		DrawText(dst, s, face, r.Right(), y, clr, align)
	default:
		DrawText(dst, s, face, r.X, y, clr, align)
	}
}

// MeasureText is the size of s in logical px (the height counts every line of s), its width as
// drawn at the logical size or the device scale, whichever is wider (see TextWidth).
func MeasureText(s string, face *Face) (w, h float64) {
	w, h = text.Measure(s, face.Logical(), face.LineHeight())
	if k := measureAt; k != 1 {
		sw, _ := text.Measure(s, face.At(k), face.LineHeight()*k)
		w = max(w, sw/k)
	}
	return w, h
}

// Wrap breaks s into lines no wider than width logical px, at spaces; a word longer than width
// gets a line of its own. Existing '\n' breaks are kept. Lines are measured at the logical size
// but drawn at the device scale, where glyph advances round differently and a line can come out
// a few px wider; a small slack keeps the last word inside the column on high-DPI screens.
func Wrap(s string, face *Face, width float64) []string {
	width -= max(3, width*0.02)
	return wrapBy(s, func(line string) bool {
		tw, _ := MeasureText(line, face)
		return tw <= width
	})
}

// wrapBy breaks s at spaces into the longest lines fits accepts (a word fits alone); '\n' breaks
// are kept.
func wrapBy(s string, fits func(line string) bool) []string {
	var lines []string
	for _, para := range strings.Split(s, "\n") {
		words := strings.Fields(para)
		if len(words) == 0 {
			lines = append(lines, "")
			continue
		}
		line := words[0]
		for _, w := range words[1:] {
			if try := line + " " + w; fits(try) {
				line = try
				continue
			}
			lines = append(lines, line)
			line = w
		}
		lines = append(lines, line)
	}
	return lines
}

// WrapAt is Wrap measured as the text is drawn at device scale: each line's advance in the
// face at that scale, back in logical px, stays within width (less 1 px for rounding). Use it
// where the scale is known (a panel drawn at the device scale), so lines fit at every scale.
func WrapAt(s string, face *Face, width, scale float64) []string {
	if scale <= 0 {
		scale = 1
	}
	width--
	at := face.At(scale)
	return wrapBy(s, func(line string) bool { return text.Advance(line, at)/scale <= width })
}

// DrawWrapped wraps s to width and draws it from (x, y) (x is the anchor for align: the left
// edge, centre or right edge of the column). It returns the height used, logical px.
func DrawWrapped(dst *ebiten.Image, s string, face *Face, x, y, width float64, clr color.Color, align Align) float64 {
	lines := Wrap(s, face, width)
	lh := face.LineHeight()
	for i, l := range lines {
		DrawText(dst, l, face, x, y+float64(i)*lh, clr, align)
	}
	return float64(len(lines)) * lh
}

// Ellipsize shortens s with a trailing "…" so that it fits in width logical px.
func Ellipsize(s string, face *Face, width float64) string {
	if w, _ := MeasureText(s, face); w <= width {
		return s
	}
	r := []rune(s)
	for len(r) > 0 {
		r = r[:len(r)-1]
		t := strings.TrimRight(string(r), " ") + "…"
		if w, _ := MeasureText(t, face); w <= width {
			return t
		}
	}
	return "…"
}
