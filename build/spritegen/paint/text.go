package paint

import (
	"fmt"
	"image"
	"math"

	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
)

// Fonts holds parsed font files; faces are made per size on demand by the caller.
type Fonts struct {
	Bold, Regular *opentype.Font
}

// ParseFonts parses the given TrueType data (e.g. gobold.TTF and goregular.TTF).
func ParseFonts(bold, regular []byte) (*Fonts, error) {
	b, err := opentype.Parse(bold)
	if err != nil {
		return nil, fmt.Errorf("parse bold font: %w", err)
	}
	r, err := opentype.Parse(regular)
	if err != nil {
		return nil, fmt.Errorf("parse regular font: %w", err)
	}
	return &Fonts{Bold: b, Regular: r}, nil
}

// Face returns an unhinted face of f at size px.
func Face(f *opentype.Font, size float64) font.Face {
	face, err := opentype.NewFace(f, &opentype.FaceOptions{Size: size, DPI: 72, Hinting: font.HintingNone})
	if err != nil {
		// NewFace fails only for invalid options, which are constants here.
		panic(err)
	}
	return face
}

// TextMask renders s in face with its baseline starting at (x, y) into a coverage mask of the
// canvas size. Align: 0 left, 0.5 centred, 1 right (relative to x).
func TextMask(w, h int, face font.Face, s string, x, y, align float64) []float32 {
	mask := image.NewAlpha(image.Rect(0, 0, w, h))
	adv := font.MeasureString(face, s)
	x -= float64(adv) / 64 * align
	d := font.Drawer{Dst: mask, Src: image.Opaque, Face: face,
		Dot: fixed.Point26_6{X: fixed.Int26_6(math.Round(x * 64)), Y: fixed.Int26_6(math.Round(y * 64))}}
	d.DrawString(s)
	out := make([]float32, w*h)
	for i, v := range mask.Pix {
		out[i] = float32(v) / 255
	}
	return out
}

// Text draws s with paint p (see TextMask for the placement).
func (c *Canvas) Text(face font.Face, s string, x, y, align float64, p Paint) {
	c.FillMask(TextMask(c.W, c.H, face, s, x, y, align), p)
}

// Measure is the advance width of s in face, in pixels.
func Measure(face font.Face, s string) float64 {
	return float64(font.MeasureString(face, s)) / 64
}
