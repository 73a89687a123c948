package render

import "github.com/hajimehoshi/ebiten/v2"

// DrawDie draws die d into the square r (logical px) at opacity a as a tray draws it (its body,
// face, wild mark and dimming), glowing as a legal choice when lit and brighter when hot: for
// widgets that offer a die outside a tray, as an answer list's die faces.
func (ui *UI) DrawDie(dst *ebiten.Image, d *Die, r Rect, a float32, lit, hot bool) {
	glow := glowNone
	switch {
	case lit && hot:
		glow = glowHover
	case lit:
		glow = glowOn
	}
	ui.drawDie(dst, d, r, a, markNone, glow)
}
