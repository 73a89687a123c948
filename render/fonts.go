package render

import (
	"bytes"
	"fmt"

	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
)

// Type sizes in logical px (VISUAL.md §Type).
const (
	SizeSmall   = 14
	SizeBody    = 18
	SizeHeading = 28
	SizeTitle   = 56
)

// Face is one typeface at one logical size. It hands out Ebitengine faces at the device scale
// of the canvas being drawn (At), creating each scaled face once and keeping it.
type Face struct {
	Size float64 // logical px
	Bold bool

	src    *text.GoTextFaceSource
	scaled map[float64]*text.GoTextFace
	sized  map[float64]*Face // the same typeface at other logical sizes (Sized)
}

func newFace(src *text.GoTextFaceSource, size float64, bold bool) *Face {
	return &Face{Size: size, Bold: bold, src: src, scaled: map[float64]*text.GoTextFace{}}
}

// At returns the face rendered at device scale s (1 = logical size).
func (f *Face) At(s float64) *text.GoTextFace {
	if s <= 0 {
		s = 1
	}
	if tf, ok := f.scaled[s]; ok {
		return tf
	}
	tf := &text.GoTextFace{Source: f.src, Size: f.Size * s}
	f.scaled[s] = tf
	return tf
}

// Logical is the face at logical size, for measuring.
func (f *Face) Logical() *text.GoTextFace { return f.At(1) }

// LineHeight is the recommended distance between baselines, logical px.
func (f *Face) LineHeight() float64 {
	m := f.Logical().Metrics()
	return m.HAscent + m.HDescent + m.HLineGap
}

// Fonts holds the Go fonts (golang.org/x/image/font/gofont) at the four type sizes, regular and
// bold. Create it once with NewFonts and share it.
type Fonts struct {
	Small, Body, Heading, Title                 *Face // Go Regular at 14, 18, 28, 56
	SmallBold, BodyBold, HeadingBold, TitleBold *Face // Go Bold at 14, 18, 28, 56
}

// NewFonts parses the Go fonts and creates the faces.
func NewFonts() (*Fonts, error) {
	reg, err := text.NewGoTextFaceSource(bytes.NewReader(goregular.TTF))
	if err != nil {
		return nil, fmt.Errorf("load Go Regular: %w", err)
	}
	bold, err := text.NewGoTextFaceSource(bytes.NewReader(gobold.TTF))
	if err != nil {
		return nil, fmt.Errorf("load Go Bold: %w", err)
	}
	return &Fonts{
		Small:       newFace(reg, SizeSmall, false),
		Body:        newFace(reg, SizeBody, false),
		Heading:     newFace(reg, SizeHeading, false),
		Title:       newFace(reg, SizeTitle, false),
		SmallBold:   newFace(bold, SizeSmall, true),
		BodyBold:    newFace(bold, SizeBody, true),
		HeadingBold: newFace(bold, SizeHeading, true),
		TitleBold:   newFace(bold, SizeTitle, true),
	}, nil
}
