package orkney

import (
	"fmt"
	"image/color"
	"time"

	"northtable/input"
	"northtable/render"
	"northtable/rules"
	ork "northtable/rules/orkney"
	"northtable/scenes/scene"
	"northtable/scenes/table"
)

// mode is what a click on the board means right now.
type mode int

const (
	modeIdle    mode = iota
	modeBuild        // pick an island for build.kind
	modeRoute        // pick a connection touching a credited island
	modeExtra        // pick any free connection for a bought route
	modeCredit       // a popup asks which island's credit to spend
	modeConfirm      // a popup warns that route credits would lapse
)

// Board is the Orkney board scene (Orkney spec §9): the layout, the board view and the mapping
// of input to moves. It runs inside the table shell (scenes/table), which owns the game, the
// turn flow, undo, saving, the log, the prompt bar, the animation queue and the curtain; it
// implements table.Board and only wires the roles below together (doc.go).
type Board struct {
	*common
}

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
	fonts faces
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

// toastHit caches the box of the shell's toast for one text.
type toastHit struct {
	text string
	box  render.Rect
}

// creditChoice is a pending PlaceRoute whose connection touches two credited islands.
type creditChoice struct {
	conn    ork.ConnID
	islands [2]ork.IslandID
}

// NewBoard builds the Orkney board for the game the table t plays (Orkney spec §9). It fails
// when the table's game is not Orkney.
func NewBoard(t *table.Table) (*Board, error) {
	g, ok := t.View().(*ork.Game)
	if !ok {
		return nil, fmt.Errorf("orkney board: the table plays %T, not Orkney", t.View())
	}
	c := &common{t: t, g: g, n: g.Players()}
	c.vw = &view{common: c, autoFit: true, cam: newCamera(viewRect, 0.6)}
	c.in = &inputMap{common: c, revealed: -1, drag: input.NewDrag(),
		touch: input.CoarsePointer()} // a phone's hints speak of fingers before the first touch
	c.md = &modes{common: c}
	c.pn = &panels{common: c}
	c.bt = &buttons{common: c}
	c.an = &anims{common: c}
	b := &Board{common: c}
	t.PlaceLog(logRect(c.n))
	return b, nil
}

// Show makes view the position drawn (table.Board): after a move it animates the move's events
// and leaves the modes that ended; after an undo or a jump everything open is closed.
func (b *Board) Show(view rules.Game, ch table.Change) {
	g, ok := view.(*ork.Game)
	if !ok {
		return
	}
	b.g = g
	b.lastActive = b.now
	b.refresh()
	from := b.md.dropAt
	b.md.dropAt = nil
	switch ch.Kind {
	case table.Moved:
		b.hush() // a hint or warning about an earlier attempt is stale now
		b.animate(ch.Seat, ch.Events, from)
		b.afterMove(ch.Move)
	default:
		b.md.mode = modeIdle
		b.md.privateOpen = false
		b.in.drag.Cancel()
		b.in.pressOnBoard = false
		b.t.Skip()
	}
}

// afterMove leaves the modes a move ended: building, a credit or end-turn question, an extra
// route; the route mode stays while credits remain.
func (b *Board) afterMove(m rules.Move) {
	switch m.(type) {
	case ork.EndTurn:
		b.md.privateOpen = false
		b.md.mode = modeIdle
	}
	if b.md.mode == modeBuild || b.md.mode == modeCredit || b.md.mode == modeConfirm || b.md.mode == modeExtra {
		b.md.mode = modeIdle
	}
	if b.md.mode == modeRoute && !b.anyRoute() {
		b.md.mode = modeIdle
	}
}

// Game is the rules state the scene plays (read-only use).
func (b *Board) Game() *ork.Game { return b.g }

// Idle reports whether the board takes input now (table.Table.Ready): no dialog, no curtain,
// no animation, and the viewer is the human seat to move.
func (b *Board) Idle() bool { return b.t.Ready() }

// offTurn reports whether the game goes on but the viewer may not act (a computer moves, or
// the curtain is due): the board shows no private controls. The shell says (table.Turn).
func (b *Board) offTurn() bool { return !b.g.Over() && !b.t.Turn().Mine }

// refresh rebuilds the caches after the state changed.
func (b *Board) refresh() {
	b.version++
	b.geo = buildView(b.g)
	b.ui, b.ix = buildUI(b.g)
	b.in.ghostSet = false
	if t, ok := b.g.Revealed(); ok && t.ID != b.in.revealed {
		b.in.revealed = t.ID
		b.in.rot = b.ui.startRotation()
	} else if !ok {
		b.in.revealed = -1
	}
	if b.vw.autoFit {
		b.fitCamera()
	}
}

// fitCamera frames the placed tiles plus the ring of cells around them.
func (b *Board) fitCamera() {
	v := b.geo
	if v == nil || len(v.tiles) == 0 {
		return
	}
	pad := pt{X: hexSize * 2.0, Y: hexSize * 2.5}
	to := b.vw.cam
	to.fit(sub(v.min, pad), add(v.max, pad), 0.85)
	b.glideCamera(to)
}

// seatName is the display name of seat s.
func (b *Board) seatName(s rules.Seat) string { return b.t.Name(s) }

// seatColour is the colour index of seat s into render.PlayerColours.
func (b *Board) seatColour(s rules.Seat) int { return max(b.t.Colour(s), 0) }

// colourOf is seat s's colour.
func (b *Board) colourOf(s rules.Seat) color.RGBA {
	i := b.seatColour(s)
	if i >= 0 && i < len(render.PlayerColours) {
		return render.PlayerColours[i]
	}
	return color.RGBA{0x80, 0x80, 0x80, 0xff}
}

// apply plays m through the table; from is the screen point a dragged tile was dropped at (nil
// for clicks). A refused move is explained where the player looks and changes nothing.
func (b *Board) apply(m rules.Move, from *pt) error {
	b.md.dropAt = from
	if err := b.t.Play(m); err != nil {
		b.md.dropAt = nil
		b.say(rules.Explain(err), true)
		return err
	}
	return nil
}

// say shows a message in the shell's toast for 3 s above the bottom line; warn marks it in the
// accent colour.
func (b *Board) say(text string, warn bool) {
	b.md.said = text
	b.t.Say(text, warn)
}

// hush takes the board's own message back when it went stale (the move it was about is made);
// a message of the shell's stays.
func (b *Board) hush() {
	if text, _ := b.t.Toast(); text != "" && text == b.md.said {
		b.t.HideToast()
	}
	b.md.said = ""
}

// openDialog shows the popup for mode m (modeCredit or modeConfirm); drawing and taps both
// come from b.md.dialog (render.Dialog), so its buttons are hit where they are drawn.
func (b *Board) openDialog(m mode) {
	b.md.mode = m
	if m == modeCredit {
		b.md.dialog = b.creditDialog(b.md.credit.islands)
		return
	}
	b.md.dialog = b.confirmDialog()
}

// creditDialog asks which island's credit a route spends (Orkney spec §9 Actions); it sits
// above or below the two islands so they stay in view.
func (b *Board) creditDialog(isl [2]ork.IslandID) render.Dialog {
	return render.Dialog{Title: "Which credit do you spend?",
		Body:    "Both islands of this connection hold one of your route credits.",
		Buttons: creditButtons, Cancel: -1, Box: b.creditBox(isl)}
}

// confirmDialog warns, in the middle of the board, that ending the turn lets credits lapse.
func (b *Board) confirmDialog() render.Dialog {
	return render.Dialog{Title: "End your turn?",
		Body:    "You still hold " + ork.Count(b.ui.credits, "route credit") + "; unused credits lapse now.",
		Buttons: confirmButtons, Cancel: 0, Box: popupAt(330), Dim: boardRect}
}

// The popups' buttons, left to right; a tap outside the credit choice (Cancel -1) returns to
// route mode.
var (
	creditButtons  = []string{"Island A", "Island B"}
	confirmButtons = []string{"Keep playing", "End turn"}
)

// popupOpen reports whether a popup (b.md.dialog) is showing.
func (b *Board) popupOpen() bool { return b.md.mode == modeCredit || b.md.mode == modeConfirm }

// creditBox places the credit choice for the two islands away from them.
func (b *Board) creditBox(isl [2]ork.IslandID) render.Rect {
	y := (b.vw.cam.toScreen(islandPoint(isl[0])).Y + b.vw.cam.toScreen(islandPoint(isl[1])).Y) / 2
	if y > viewRect.Y+viewRect.H/2 {
		return popupAt(viewRect.Y + 8)
	}
	return popupAt(viewRect.Bottom() - 208)
}

// How long the highlights keep pulsing after the pointer last moved, then the fade to a steady
// glow. Wall-clock time, so a slow renderer (fewer ticks a second) comes to rest as soon.
const (
	pulseFor  = 3 * time.Second
	pulseFade = time.Second
)

// pulseAmp is how strongly the highlights pulse now: 1 while the player is active, fading to 0
// (a steady glow) once the pointer has rested, so an idle board stops changing (scene.Still).
func (b *Board) pulseAmp() float64 {
	idle := b.now.Sub(b.lastActive) - pulseFor
	return max(0, min(1, 1-float64(idle)/float64(pulseFade)))
}

// Still reports that the board draws the same picture until input arrives (scene.Still): no
// tile is lifted and the highlights have stopped pulsing (the shell counts its animations,
// floating gains and camera glides included, and its toast).
func (b *Board) Still() bool { return !b.in.drag.Active() && b.pulseAmp() == 0 }
