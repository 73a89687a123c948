package main

import "northtable/build/spritegen/paint"

// Palette from the visual direction (VISUAL.md).
var (
	deepSea  = paint.Hex("#1D3B53")
	sea      = paint.Hex("#2E6F95")
	shallow  = paint.Hex("#5FA8C9")
	foam     = paint.Hex("#D8EEF5")
	moss     = paint.Hex("#7BA05B")
	mossDark = paint.Hex("#4E7A3A")
	sand     = paint.Hex("#E9D8A6")
	paper    = paint.Hex("#F4EFE6")
	ink      = paint.Hex("#23313D")
	accent   = paint.Hex("#C8553D")
	white    = paint.Hex("#FFFFFF")
)

// playerColour is one player colour with its marker shape (VISUAL.md); the colours are
// render.PlayerColours (render/cvd_test.go reads the drawn markers back and checks they agree).
type playerColour struct {
	Name  string
	Col   paint.Col
	Shape string
}

var players = []playerColour{
	{"red", paint.Hex("#A02C2C"), "circle"},
	{"yellow", paint.Hex("#F7C80A"), "triangle"},
	{"green", paint.Hex("#58997A"), "square"},
	{"orange", paint.Hex("#D2690E"), "diamond"},
	{"purple", paint.Hex("#5524C8"), "star"},
	{"blue", paint.Hex("#62CFF7"), "hexagon"},
}
