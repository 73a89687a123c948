package orkney

import (
	"northtable/render"
)

// panels draws what surrounds the board and lies over it: the top bar, the seat panels, the
// supply, the score track, the right column with the revealed tile's slot, the task choice and
// the private box, into one cached layer where it can.
type panels struct {
	*common
	layer render.Layer[chromeKey]
}
