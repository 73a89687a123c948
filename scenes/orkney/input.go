package orkney

import (
	"northtable/input"
	"northtable/rules/hex"
	ork "northtable/rules/orkney"
)

// inputMap turns the pointer, the keys and the tile carried in hand into targets, and hands the
// shell the moves they name (through modes): hover looks, the ghost's legality, the wheel, pinch
// and pan gestures, the registry's taps.
type inputMap struct {
	*common
	rot          int         // rotation of the revealed tile
	revealed     int         // id of the tile the rotation was chosen for, -1 for none
	drag         *input.Drag // the revealed tile lifted and carried (piece 0)
	pressOnBoard bool        // the current press started on open board: a drag pans
	ptr          pt          // pointer position, logical px
	touch        bool        // the last press came from a finger: prompts name the touch controls
	hoverReason  string

	hoverIsland ork.IslandID // the pickable island under the pointer (build mode)
	hoverConn   ork.ConnID   // the pickable connection under the pointer (route modes)
	hoverOn     bool         // one of the two above is set

	ghostCell hex.Axial // cached legality of the ghost under the pointer
	ghostRot  int
	ghostOK   bool
	ghostErr  error
	ghostSet  bool
	ghostCam  camera // the camera the ghost was last placed with (drop compares)

	toastHit toastHit // where the shell's toast is drawn (overToast)
}
