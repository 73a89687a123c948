package orkney

import (
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"northtable/input"
	"northtable/render"
	"northtable/rules"
	ork "northtable/rules/orkney"
	"northtable/scenes/scene"
	"northtable/scenes/table"
)

// Board is the Orkney board scene (Orkney spec §9): the layout, the board view and the mapping
// of input to moves. It runs inside the table shell (scenes/table), which owns the game, the
// turn flow, undo, saving, the log, the prompt bar, the animation queue and the curtain; it
// implements table.Board by wiring five roles over one shared position (pos): the view draws
// the board under its camera, the panels what surrounds it with the action buttons, the picker
// maps the pointer, the keys and the tile in hand to targets, the modes say what a click means
// now and play the moves, the motion animates what a move changed (doc.go).
type Board struct {
	*pos
	view   view
	panels panels
	picker picker
	modes  modes
	motion motion
}

// NewBoard builds the Orkney board for the game the table t plays (Orkney spec §9). It fails
// when the table's game is not Orkney.
func NewBoard(t *table.Table) (*Board, error) {
	g, err := table.ViewAs[*ork.Game](t, "Orkney")
	if err != nil {
		return nil, err
	}
	p := &pos{t: t, g: g, n: g.Players()}
	b := &Board{pos: p}
	drag := input.NewDrag()
	b.view = newView(p, drag.Active)
	b.view.in, b.view.md, b.view.an = &b.picker, &b.modes, &b.motion
	b.panels = panels{pos: p, vw: &b.view, in: &b.picker, md: &b.modes, an: &b.motion}
	b.picker = picker{pos: p, vw: &b.view, pn: &b.panels, md: &b.modes, an: &b.motion, revealed: -1, drag: drag}
	b.modes = modes{pos: p}
	b.motion = motion{pos: p, vw: &b.view, md: &b.modes}
	t.PlaceLog(logRect(p.n))
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
	b.hint = nil // the shell takes the hint away too: it was for the position before
	b.lastActive = b.now
	b.refresh()
	from := b.modes.dropAt
	b.modes.dropAt = nil
	switch ch.Kind {
	case table.Moved:
		b.modes.hush() // a hint or warning about an earlier attempt is stale now
		b.motion.animate(ch.Seat, ch.Events, from)
		b.modes.afterMove(ch.Move)
	default:
		b.modes.mode = modeIdle
		b.modes.privateOpen = false
		b.picker.drag.Cancel()
		b.view.hm.EndPan()
		b.t.Skip()
	}
}

// refresh rebuilds the caches after the state changed.
func (b *Board) refresh() {
	b.version++
	b.geo = buildView(b.g)
	b.ui, b.ix = buildUI(b.g)
	b.picker.ghostSet = false
	if t, ok := b.g.Revealed(); ok && t.ID != b.picker.revealed {
		b.picker.revealed = t.ID
		b.picker.rot = b.ui.startRotation()
	} else if !ok {
		b.picker.revealed = -1
	}
	b.view.fitCamera()
}

// Still reports that the board draws the same picture until input arrives (scene.Still): no
// tile is lifted and the highlights have stopped pulsing (the shell counts its animations,
// floating gains and camera glides included, and its toast).
func (b *Board) Still() bool { return !b.picker.drag.Active() && b.view.pulseAmp() == 0 }

// Draw draws the whole scene onto the 1600x900 logical screen.
func (b *Board) Draw(screen *ebiten.Image) {
	screen.Fill(render.DeepSea)
	if !b.ready {
		return
	}
	b.panels.layoutControls()
	b.marks = b.hintMarks(b.marks[:0])
	b.view.draw(screen)
	b.panels.drawChrome(screen)
	b.panels.drawSlotTile(screen)
	b.panels.drawOverlays(screen)
}

// Release frees the panels' cached layer at once (table.Board); the next Draw makes it anew.
func (b *Board) Release() { b.panels.layer.Release() }

// Tick follows the pointer for hover looks by one tick (table.Board; the shell has advanced the
// animations); it never plays moves.
func (b *Board) Tick(ctx *scene.Context) {
	b.bind(ctx)
	b.tick++
	b.now = ctx.Now
	if ctx.PointScale > 0 {
		// A finger hides about 40 points of screen: lift the tile at least that far above it,
		// however small the table is shown (a phone shows it at about 0.4 points a logical px).
		b.picker.drag.Lift = max(input.DefaultLift, liftPoints/ctx.PointScale)
	}
	b.probe = ctx.Probe
	if p := ctx.Input; p != nil {
		if p.X != b.picker.ptr.X || p.Y != b.picker.ptr.Y || p.Down {
			b.lastActive = b.now
		}
		b.picker.ptr = pt{X: p.X, Y: p.Y}
	}
	b.picker.hoverReason = ""
	if !b.t.Turn().Mine {
		b.picker.drag.Cancel()
	}
}

// Input reads one tick of the viewer's input and turns it into moves (table.Board, Orkney spec
// §9).
func (b *Board) Input(ctx *scene.Context) {
	b.picker.announceReady(b.probe)
	if ctx.Input != nil {
		b.picker.control(ctx.Frame, ctx.Input)
	}
}

// bind takes the atlas, the fonts and the shared kit from the context the first time (a
// private kit when the context has none).
func (b *Board) bind(ctx *scene.Context) {
	if b.ready || ctx == nil || ctx.Atlas == nil {
		return
	}
	b.view.sp = loadSprites(ctx.Atlas)
	if b.kit = ctx.UI; b.kit == nil {
		b.kit = render.NewUI(ctx.Fonts, ctx.Atlas)
	}
	b.gx = b.kit.P
	b.view.hm.Shadow, b.view.hm.Refused = b.view.sp.hexShadow, b.view.sp.hexBad
	for img, a := range b.view.sp.anchors {
		b.gx.SetAnchor(img, a.X, a.Y)
	}
	b.ready = true
}

// Back handles Esc (table.Board): it closes the innermost open thing — the tile in hand glides
// back, a board mode or its popup ends, the private box shuts — and reports whether there was
// one; with nothing open the shell opens its menu.
func (b *Board) Back() bool {
	switch {
	case b.picker.drag.Active():
		b.picker.cancelDrag()
	case b.modes.mode != modeIdle:
		b.modes.mode = modeIdle
	case b.modes.privateOpen:
		b.modes.privateOpen = false
	default:
		return false
	}
	return true
}

var _ table.Board = (*Board)(nil)

// SeatDetail is what the results screen reveals about one seat at game end (Orkney spec §9
// Final screen): its task and its fish token values.
type SeatDetail struct {
	Name       string // the seat's display name
	Task       int    // task number 1..11 (sprite "task/N"), 0 if none
	TaskName   string // e.g. "Largest network"
	TaskText   string // the task's one-sentence description
	FishValues []int  // values of the fish tokens the seat took
	FishPoints int    // their sum
}

// GameOverDetail is the detail argument the scene passes to NewGame.OnGameOver: one entry per
// seat, indexed like the result's scores.
type GameOverDetail struct {
	Seats []SeatDetail
}

// Detail is what the results screen reveals at the end (table.Detailer): a GameOverDetail.
func (b *Board) Detail() any {
	d := GameOverDetail{Seats: make([]SeatDetail, b.n)}
	for s := 0; s < b.n; s++ {
		pv := b.g.Player(rules.Seat(s))
		sd := SeatDetail{Name: b.t.Name(rules.Seat(s)), Task: int(pv.Task), FishValues: append([]int(nil), pv.FishValues...)}
		if pv.Task != 0 {
			sd.TaskName, sd.TaskText = pv.Task.String(), pv.Task.Describe()
		}
		for _, v := range pv.FishValues {
			sd.FishPoints += v
		}
		d.Seats[s] = sd
	}
	return d
}

// String is the one line the results screen prints under the table: every seat's fish token
// values, revealed at game end (Orkney spec §9 Final screen), e.g.
// "Fish tokens: Ann 3+1+2 = 6 · Bjørn none".
func (d GameOverDetail) String() string {
	var sb strings.Builder
	sb.WriteString("Fish tokens: ")
	for i, s := range d.Seats {
		if i > 0 {
			sb.WriteString(" · ")
		}
		sb.WriteString(s.Name)
		if len(s.FishValues) == 0 {
			sb.WriteString(" none")
			continue
		}
		for j, v := range s.FishValues {
			if j == 0 {
				sb.WriteString(" ")
			} else {
				sb.WriteString("+")
			}
			sb.WriteString(strconv.Itoa(v))
		}
		sb.WriteString(" = " + strconv.Itoa(s.FishPoints))
	}
	return sb.String()
}
