package reykholt

import (
	"northtable/render"
	rk "northtable/rules/reykholt"
)

// The layout on the 1600x900 logical canvas (VISUAL.md), logical px. The tourism track runs
// around the board (the action-space grid, the greenhouse piles and the service display); the
// players' panels and the log fill the right-hand column; the prompt bar is the bottom line.
var (
	trackRect  = render.Rect{X: 8, Y: 62, W: 1056, H: 792}
	trackDepth = 56.0
	gridRect   = render.Rect{X: 70, Y: 148, W: 604, H: 642}
	pilesRect  = render.Rect{X: 686, Y: 140, W: 318, H: 236}
	cardsRect  = render.Rect{X: 686, Y: 378, W: 318, H: 406}
	stackRect  = render.Rect{X: 686, Y: 738, W: 318, H: 50} // the goods stack under the display
	rightCol   = render.Rect{X: 1074, Y: 62, W: 520, H: 792}
	promptBar  = render.Rect{X: 0, Y: 858, W: 1600, H: 42}
)

// pileRect is where pile p's cards lie: three on the first row, two centred on the second.
func pileRect(p int) render.Rect {
	area := render.Rect{X: pilesRect.X, Y: pilesRect.Y + 24, W: pilesRect.W - 4}
	return render.CentredRows(area, p, rk.NumPiles, 3, 98, 72, 8, 34)
}

// displayRect is where the i-th card of a display of n lies: landscape cards one above the
// other, as tall as the room between the heading and the goods stack allows (at most 96), so
// each card's whole text reads on it.
func displayRect(i, n int) render.Rect {
	const gap = 5.0
	top := cardsRect.Y + 22
	room := stackRect.Y - 4 - top
	h := min(96, (room-gap*float64(max(0, n-1)))/float64(max(1, n)))
	return render.Rect{X: cardsRect.X, Y: top + float64(i)*(h+gap), W: cardsRect.W, H: h}
}

// panelRect is seat i's panel in a game of n; logRect the log under the panels.
func panelRect(i, n int) render.Rect {
	h := panelH(n)
	return render.Rect{X: rightCol.X, Y: rightCol.Y + float64(i)*(h+6), W: rightCol.W, H: h}
}

// panelH is a seat panel's height in a game of n (1–4).
func panelH(n int) float64 { return [...]float64{1: 330, 2: 250, 3: 192, 4: 156}[n] }

func logRect(n int) render.Rect {
	y := rightCol.Y + float64(n)*(panelH(n)+6)
	return render.Rect{X: rightCol.X, Y: y, W: rightCol.W, H: rightCol.Bottom() - y}
}

// ghRect is the j-th greenhouse of a seat panel: a row of cards as large as the panel allows,
// smaller (and wrapping to a second row when the panel is tall enough) as the seat owns more.
func ghRect(panel render.Rect, j, owned int) render.Rect {
	area := render.Rect{X: panel.X + 8, Y: panel.Y + 58, W: panel.W - 16, H: panel.H - 64 - 38}
	if panel.H >= panelH(1) { // the solo panel's note on the workers takes a line first
		area.Y, area.H = area.Y+soloNoteH, area.H-soloNoteH
	}
	return render.FitCards(area, j, owned, 96, 50, 1.45, 6)
}

// soloNoteH is the height of the solo panel's line on this round's workers, logical px.
const soloNoteH = 24

// workerHome is where seat's k-th worker waits in its panel, at the right of the second line,
// logical px centre.
func workerHome(panel render.Rect, k int) render.Point {
	return render.Point{X: panel.Right() - 22 - float64(k)*32, Y: panel.Y + 42}
}

// stockRect is the seat's stock counters, at the right of the panel's first line.
func stockRect(panel render.Rect) render.Rect {
	return render.Rect{X: panel.Right() - 8 - 300, Y: panel.Y + 5, W: 300, H: 26}
}

// keepClear is what the board's tooltips must not cover in a game of n: the grid's column
// headers and each seat panel's name and table line (the shell adds the newest log line).
func keepClear(n int) []render.Rect {
	out := []render.Rect{{X: gridRect.X, Y: gridRect.Y, W: gridRect.W, H: render.GridHeadH}}
	for i := 0; i < n; i++ {
		p := panelRect(i, n)
		out = append(out, render.Rect{X: p.X, Y: p.Y, W: p.W, H: 50})
	}
	return out
}
