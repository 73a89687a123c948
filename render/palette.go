// Package render turns state into pixels for every Northtable scene: palette and player
// colours, fonts and text layout, widgets (buttons, panels, tooltips, text fields, toggles,
// steppers, colour pickers), a pan/zoom camera and easing. The sprite atlas lives in atlas.go.
//
// Coordinates are logical px on the 1600x900 canvas (VISUAL.md). A scene may be handed a canvas
// drawn at a device scale (see ScaleOf); every helper here takes logical coordinates and converts
// them, so text and shapes stay crisp on high-DPI screens.
package render

import "image/color"

// The North Atlantic palette (VISUAL.md §Mood and palette).
var (
	DeepSea   = color.RGBA{0x1D, 0x3B, 0x53, 0xFF} // app background
	Sea       = color.RGBA{0x2E, 0x6F, 0x95, 0xFF} // open water
	Shallow   = color.RGBA{0x5F, 0xA8, 0xC9, 0xFF} // shallow water, legal-target glow
	Foam      = color.RGBA{0xD8, 0xEE, 0xF5, 0xFF} // foam, highlights
	Moss      = color.RGBA{0x7B, 0xA0, 0x5B, 0xFF} // land
	MossShade = color.RGBA{0x4E, 0x7A, 0x3A, 0xFF} // land shade
	Sand      = color.RGBA{0xE9, 0xD8, 0xA6, 0xFF} // coast, sand
	Paper     = color.RGBA{0xF4, 0xEF, 0xE6, 0xFF} // panels
	Ink       = color.RGBA{0x23, 0x31, 0x3D, 0xFF} // text on paper
	Accent    = color.RGBA{0xC8, 0x55, 0x3D, 0xFF} // warnings, illegal targets, primary actions
)

// Derived tones used by the widgets; mixes of the palette above, not new hues.
var (
	PaperShade = color.RGBA{0xE4, 0xDC, 0xCD, 0xFF} // pressed paper, rules, dividers
	InkSoft    = color.RGBA{0x5B, 0x67, 0x70, 0xFF} // secondary text on paper
	Shadow     = color.RGBA{0x0B, 0x1A, 0x26, 0x66} // soft drop shadow (premultiplied, 40%)
	AccentDark = color.RGBA{0xA8, 0x43, 0x2E, 0xFF} // pressed accent
)

// NumPlayerColours is how many player colours exist.
const NumPlayerColours = 6

// PlayerColours are the six player colours, indexed like PlayerColourNames and PlayerShapes:
// red, yellow, green, orange, purple, blue. They were chosen to stay apart for the common
// colour-vision deficiencies, not only for full colour vision: simulated protanopia,
// deuteranopia and tritanopia (Machado et al. 2009, full severity) keep every pair at least
// 15 CIEDE2000 apart (render/cvd_test.go checks it, on the values and on drawn markers), mostly
// by spreading lightness (dark red and purple, mid green and orange, light yellow and sky blue).
// The marker shapes remain the first cue; colour is never the only one.
var PlayerColours = [NumPlayerColours]color.RGBA{
	{0xA0, 0x2C, 0x2C, 0xFF}, // red: brick
	{0xF7, 0xC8, 0x0A, 0xFF}, // yellow: gold
	{0x58, 0x99, 0x7A, 0xFF}, // green: sea green
	{0xD2, 0x69, 0x0E, 0xFF}, // orange: rust
	{0x55, 0x24, 0xC8, 0xFF}, // purple: violet
	{0x62, 0xCF, 0xF7, 0xFF}, // blue: sky
}

// PlayerColourNames are the colours' names as used in sprite names (`mark/red`, `ship/red`).
var PlayerColourNames = [NumPlayerColours]string{"red", "yellow", "green", "orange", "purple", "blue"}

// Shape is a player marker shape; every colour has its own so colour is never the only cue.
type Shape int

// The marker shapes, in PlayerColours order.
const (
	ShapeCircle Shape = iota
	ShapeTriangle
	ShapeSquare
	ShapeDiamond
	ShapeStar
	ShapeHexagon
)

// String names the shape ("circle", ...).
func (s Shape) String() string {
	switch s {
	case ShapeCircle:
		return "circle"
	case ShapeTriangle:
		return "triangle"
	case ShapeSquare:
		return "square"
	case ShapeDiamond:
		return "diamond"
	case ShapeStar:
		return "star"
	case ShapeHexagon:
		return "hexagon"
	}
	return "shape"
}

// PlayerShapes gives each player colour its marker shape.
var PlayerShapes = [NumPlayerColours]Shape{ShapeCircle, ShapeTriangle, ShapeSquare, ShapeDiamond, ShapeStar, ShapeHexagon}

// DefaultPlayerNames are the names setup proposes for seats 1..5.
var DefaultPlayerNames = [5]string{"Ann", "Bjørn", "Cait", "Dag", "Eilidh"}

// InkOn returns Ink or Paper, whichever reads better on the player colour c (the light yellow
// and sky blue take ink, the darker colours paper).
func InkOn(c color.RGBA) color.RGBA {
	l := 0.2126*float64(c.R) + 0.7152*float64(c.G) + 0.0722*float64(c.B)
	if l > 140 {
		return Ink
	}
	return Paper
}

// WithAlpha returns c at opacity a (0..1), premultiplied as Ebitengine expects.
func WithAlpha(c color.RGBA, a float64) color.RGBA {
	return color.RGBA{
		R: uint8(float64(c.R) * a), G: uint8(float64(c.G) * a),
		B: uint8(float64(c.B) * a), A: uint8(float64(c.A) * a),
	}
}
