package orkney

import (
	"northtable/render"
)

// rxy is the layout rectangle from corner (x0, y0) to corner (x1, y1), logical px.
func rxy(x0, y0, x1, y1 float64) render.Rect { return render.RectXY(x0, y0, x1, y1) }

// Screen layout in logical px (VISUAL.md "Layout at 1600x900"): top bar 56, left column 320,
// right column 300, bottom line 40; the board fills the middle.
var (
	screenRect = rxy(0, 0, 1600, 900)
	topBar     = rxy(0, 0, 1600, 56)
	leftCol    = rxy(0, 56, 320, 860)
	rightCol   = rxy(1300, 56, 1600, 860)
	bottomLine = rxy(0, 860, 1600, 900)
	boardRect  = rxy(320, 56, 1300, 860)

	// trackRect is the score track 0–29 laid over the top of the board.
	trackRect = rxy(332, 64, 1288, 116)
	// viewRect is the part of the board the camera fits the layout into (below the track).
	viewRect = rxy(332, 124, 1288, 800)

	// fitBtn, in the board's lower right corner, frames the whole layout again
	fitBtn = rxy(1236, 748, 1284, 796)

	// right column
	headRect  = rxy(1308, 64, 1592, 112)
	slotRect  = rxy(1308, 120, 1592, 302)
	rotCCWBtn = rxy(1316, 250, 1362, 294)
	rotCWBtn  = rxy(1538, 250, 1584, 294)
	actRect   = rxy(1308, 310, 1592, 776)
	endBtn    = rxy(1316, 718, 1584, 768)
	privBtn   = rxy(1308, 784, 1592, 852)
	privPanel = rxy(992, 548, 1292, 852)
)

// slotCentre is where the revealed tile lies in the right column, and slotSize its hex size.
var slotCentre = pt{X: 1450, Y: 206}

const slotSize = 66.0

// buildBtn is the rectangle of the build button for kind k (0 farm, 1 village, 2 castle).
func buildBtn(k int) render.Rect {
	x := 1316 + float64(k)*92
	return rxy(x, 334, x+84, 394)
}

// Single-row action buttons of the right column.
var (
	routeBtn = rxy(1316, 400, 1584, 444)
	extraBtn = rxy(1316, 450, 1584, 494)
	fishBtn  = rxy(1316, 666, 1584, 710)
)

// exchangeBtn is the rectangle of the i-th trade of §7.3 (two columns, three rows).
func exchangeBtn(i int) render.Rect {
	x := 1316 + float64(i%2)*138
	y := 518 + float64(i/2)*48
	return rxy(x, y, x+130, y+44)
}

// popupAt is the box of a popup (render.Dialog) with its top at y, centred over the board.
func popupAt(y float64) render.Rect { return rxy(560, y, 1060, y+render.DialogH) }

// taskCard is the clickable area of dealt task i during the task choice.
func taskCard(i int) render.Rect {
	x := 400 + float64(i)*420
	return rxy(x, 300, x+400, 680) // room under four lines of text for the "Keep this task" cue
}

// seatRect is the panel of seat i among n in the left column.
func seatRect(i, n int) render.Rect {
	h := 108.0
	if n <= 3 {
		h = 124
	}
	y := 64 + float64(i)*(h+8)
	return rxy(8, y, 312, y+h)
}

// supplyRect and logRect sit under the seat panels.
func supplyRect(n int) render.Rect {
	last := seatRect(n-1, n)
	return rxy(8, last.Bottom()+8, 312, last.Bottom()+8+76)
}

func logRect(n int) render.Rect {
	s := supplyRect(n)
	return rxy(8, s.Bottom()+8, 312, 852)
}

func rectCentre(r render.Rect) pt {
	x, y := r.Centre()
	return pt{X: x, Y: y}
}

// shipW is a longship's width on the score track, logical px.
const shipW = 30.0
