package orkney

import (
	"github.com/hajimehoshi/ebiten/v2"
)

// view is the board view and its camera: it draws the sea, the placed tiles, islands, routes,
// fish and highlights, and maps world units to the screen and back.
type view struct {
	*common
	cam     camera
	autoFit bool      // keep fitting the camera to the layout until the player pans or zooms
	camMove *camGlide // the camera's glide under way, if any

	boardDst   *ebiten.Image // the board's sub-image of the last screen
	lastScreen *ebiten.Image
	lastScale  float64
}
