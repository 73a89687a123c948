package orkney

import (
	"northtable/render"
	ork "northtable/rules/orkney"
)

// modes is what a click on the board means now (build, route, extra route, a popup), the
// popups themselves, the prompt line for them, and the playing of moves through the shell.
type modes struct {
	*common
	mode        mode
	buildKind   ork.Building
	credit      creditChoice
	dialog      render.Dialog
	privateOpen bool
	dropAt      *pt    // where the tile of the move being played was dropped (nil: a click)
	said        string // the board's last message in the shell's toast
	barFor      barKey // what the prompt bar was last set for
}
