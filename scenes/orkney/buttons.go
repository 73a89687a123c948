package orkney

import (
	"northtable/render"
)

// buttons is the registry of the board's action buttons (render.Controls): their rectangles,
// labels, enabled state and the rules' reasons, laid out once per change and read back by the
// drawing, the hover, the taps and the probe surface.
type buttons struct {
	*common
	controls render.Controls
	ctlKey   ctlKey // what the registry was built for
}
