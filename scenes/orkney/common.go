package orkney

import (
	"image/color"
	"time"

	"northtable/render"
	"northtable/rules"
	ork "northtable/rules/orkney"
	"northtable/scenes/scene"
	"northtable/scenes/table"
)

// common is what every role of the board reads: the shell, the position shown with its caches,
// the drawing kit, the clock, and the roles themselves (each role embeds it, so one role reaches
// another by its name here).
type common struct {
	t *table.Table
	g *ork.Game // the viewer's View of the game (table.Table.View), replaced on every Show
	n int

	version int                  // bumped on every Show; caches compare against it
	geo     *boardView           // static geometry of the board, rebuilt when version changes
	ui      *uiState             // the decision, its seat and the position's facts the board reads
	ix      *table.Index[target] // the position's legal moves by target

	// bound on the first Tick from the scene context
	sp    *sprites
	gx    *render.Painter // the kit's painter (render.UI.P)
	kit   *render.UI      // the shared UI kit (fonts, atlas, painter)
	ready bool

	tick       int
	now        time.Time    // this tick's time (scene.Context.Now)
	lastActive time.Time    // when the pointer last moved or pressed, or the position changed
	probe      *scene.Probe // the App's announcer for the browser test (may be nil)

	vw *view     // the board view and its camera (view.go)
	in *inputMap // pointer, keys and drag to targets (input.go)
	md *modes    // what a click means now, the popups, playing moves (modes.go)
	pn *panels   // the panels around the board and over it (panels.go)
	bt *buttons  // the action buttons' registry (buttons.go)
	an *anims    // the animations of a move's events (anim.go)
}

// seatColour is the colour index of seat s into render.PlayerColours.
func (b *common) seatColour(s rules.Seat) int { return max(b.t.Colour(s), 0) }

// colourOf is seat s's colour.
func (b *common) colourOf(s rules.Seat) color.RGBA {
	i := b.seatColour(s)
	if i >= 0 && i < len(render.PlayerColours) {
		return render.PlayerColours[i]
	}
	return color.RGBA{0x80, 0x80, 0x80, 0xff}
}

// offTurn reports whether the game goes on but the viewer may not act (a computer moves, or
// the curtain is due): the board shows no private controls. The shell says (table.Turn).
func (b *common) offTurn() bool { return !b.g.Over() && !b.t.Turn().Mine }

// placing reports whether the seat to move has a revealed tile to place.
func (b *common) placing() bool {
	_, ok := b.g.Revealed() // only in the PlaceTile decision
	return ok
}

// choosingTask reports whether the task choice is showing.
func (b *common) choosingTask() bool { return b.ui.decision == ork.DecideTask }

// mover is the seat the action controls act for: the seat to move, or the active seat.
func (b *common) mover() rules.Seat {
	if b.ui.seat == rules.NoSeat {
		return b.ui.active
	}
	return b.ui.seat
}
