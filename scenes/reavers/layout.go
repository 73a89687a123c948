package reavers

import "northtable/render"

// The layout on the 1600x900 logical canvas (VISUAL.md), logical px. The six Action Locations
// stand in one row across the top left with their displays; the players' boards fill the band
// under them, the seat deciding on a larger board at the left; the right-hand column holds the
// decision panel (every answer of the pending decision as a button), the Glory track and the
// log; the prompt bar is the bottom line.
var (
	locRect    = render.Rect{X: 8, Y: 62, W: 1054, H: 488}
	boardsRect = render.Rect{X: 8, Y: 558, W: 1054, H: 294}
	panelRect  = render.Rect{X: 1070, Y: 62, W: 524, H: 404}
	gloryRect  = render.Rect{X: 1070, Y: 472, W: 524, H: 86}
	logRect    = render.Rect{X: 1070, Y: 564, W: 524, H: 288}
	promptBar  = render.Rect{X: 0, Y: 858, W: 1600, H: 42}
)

// bigW is the deciding seat's board width; the others share the rest of the band.
const bigW = 470.0

// seatRect is seat s's board in a game of n where big is the seat shown large (the one
// deciding, else the viewer): big first at the left, then the others in seat order.
func seatRect(s, big, n int) render.Rect {
	if s == big {
		return render.Rect{X: boardsRect.X, Y: boardsRect.Y, W: bigW, H: boardsRect.H}
	}
	k := (s - big - 1 + n) % n // 0.. among the others, in turn order after big
	others := n - 1
	const gap = 8.0
	x0 := boardsRect.X + bigW + gap
	w := (boardsRect.Right() - x0 - gap*float64(others-1)) / float64(others)
	return render.Rect{X: x0 + float64(k)*(w+gap), Y: boardsRect.Y, W: w, H: boardsRect.H}
}
