package orkney

import (
	"image"

	"northtable/render"
)

// Screen layout in logical px (VISUAL.md "Layout at 1600x900"): top bar 56, left column 320,
// right column 300, bottom line 40; the board fills the middle.
var (
	screenRect = image.Rect(0, 0, 1600, 900)
	topBar     = image.Rect(0, 0, 1600, 56)
	leftCol    = image.Rect(0, 56, 320, 860)
	rightCol   = image.Rect(1300, 56, 1600, 860)
	bottomLine = image.Rect(0, 860, 1600, 900)
	boardRect  = image.Rect(320, 56, 1300, 860)

	// trackRect is the score track 0–29 laid over the top of the board.
	trackRect = image.Rect(332, 64, 1288, 116)
	// viewRect is the part of the board the camera fits the layout into (below the track).
	viewRect = image.Rect(332, 124, 1288, 800)

	menuBtn = image.Rect(1480, 6, 1592, 50)
	// fitBtn, in the board's lower right corner, frames the whole layout again
	fitBtn = image.Rect(1236, 748, 1284, 796)

	// right column
	headRect  = image.Rect(1308, 64, 1592, 112)
	slotRect  = image.Rect(1308, 120, 1592, 302)
	rotCCWBtn = image.Rect(1316, 250, 1362, 294)
	rotCWBtn  = image.Rect(1538, 250, 1584, 294)
	actRect   = image.Rect(1308, 310, 1592, 776)
	endBtn    = image.Rect(1316, 718, 1584, 768)
	privBtn   = image.Rect(1308, 784, 1592, 852)
	privPanel = image.Rect(992, 548, 1292, 852)

	// messages appear above the bottom line, centred on the board
	msgRect = image.Rect(420, 806, 1200, 850)
)

// slotCentre is where the revealed tile lies in the right column, and slotSize its hex size.
var slotCentre = pt{X: 1450, Y: 206}

const slotSize = 66.0

// buildBtn is the rectangle of the build button for kind k (0 farm, 1 village, 2 castle).
func buildBtn(k int) image.Rectangle {
	x := 1316 + k*92
	return image.Rect(x, 334, x+84, 394)
}

// Single-row action buttons of the right column.
var (
	routeBtn = image.Rect(1316, 400, 1584, 444)
	extraBtn = image.Rect(1316, 450, 1584, 494)
	fishBtn  = image.Rect(1316, 666, 1584, 710)
)

// exchangeBtn is the rectangle of the i-th trade of §7.3 (two columns, three rows).
func exchangeBtn(i int) image.Rectangle {
	x := 1316 + (i%2)*138
	y := 518 + (i/2)*48
	return image.Rect(x, y, x+130, y+44)
}

// popupAt is the dialog box with its top at y, centred over the board, and its two buttons.
func popupAt(y int) (box, a, b image.Rectangle) {
	box = image.Rect(560, y, 1060, y+200)
	return box, image.Rect(580, y+130, 800, y+178), image.Rect(820, y+130, 1040, y+178)
}

// taskCard is the clickable area of dealt task i during the task choice.
func taskCard(i int) image.Rectangle {
	x := 400 + i*420
	return image.Rect(x, 300, x+400, 640)
}

// seatRect is the panel of seat i among n in the left column.
func seatRect(i, n int) image.Rectangle {
	h := 108
	if n <= 3 {
		h = 124
	}
	y := 64 + i*(h+8)
	return image.Rect(8, y, 312, y+h)
}

// supplyRect and logRect sit under the seat panels.
func supplyRect(n int) image.Rectangle {
	last := seatRect(n-1, n)
	return image.Rect(8, last.Max.Y+8, 312, last.Max.Y+8+76)
}

func logRect(n int) image.Rectangle {
	s := supplyRect(n)
	return image.Rect(8, s.Max.Y+8, 312, 852)
}

func inRect(r image.Rectangle, x, y float64) bool {
	return x >= float64(r.Min.X) && x < float64(r.Max.X) && y >= float64(r.Min.Y) && y < float64(r.Max.Y)
}

func rectCentre(r image.Rectangle) pt {
	return pt{X: float64(r.Min.X+r.Max.X) / 2, Y: float64(r.Min.Y+r.Max.Y) / 2}
}

// rectOf converts a layout rectangle to render's logical-px rectangle.
func rectOf(r image.Rectangle) render.Rect {
	return render.Rect{X: float64(r.Min.X), Y: float64(r.Min.Y), W: float64(r.Dx()), H: float64(r.Dy())}
}
