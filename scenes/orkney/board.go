package orkney

import (
	"fmt"

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
// implements table.Board and only wires the roles below together (doc.go).
type Board struct {
	*common
}

// NewBoard builds the Orkney board for the game the table t plays (Orkney spec §9). It fails
// when the table's game is not Orkney.
func NewBoard(t *table.Table) (*Board, error) {
	g, ok := t.View().(*ork.Game)
	if !ok {
		return nil, fmt.Errorf("orkney board: the table plays %T, not Orkney", t.View())
	}
	c := &common{t: t, g: g, n: g.Players()}
	c.vw = newView(c)
	c.in = &inputMap{common: c, revealed: -1, drag: input.NewDrag()}
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
		b.md.hush() // a hint or warning about an earlier attempt is stale now
		b.an.animate(ch.Seat, ch.Events, from)
		b.md.afterMove(ch.Move)
	default:
		b.md.mode = modeIdle
		b.md.privateOpen = false
		b.in.drag.Cancel()
		b.vw.hm.EndPan()
		b.t.Skip()
	}
}

// Game is the rules state the scene plays (read-only use).
func (b *Board) Game() *ork.Game { return b.g }

// Idle reports whether the board takes input now (table.Table.Ready): no dialog, no curtain,
// no animation, and the viewer is the human seat to move.
func (b *Board) Idle() bool { return b.t.Ready() }

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
	b.vw.fitCamera()
}

// Still reports that the board draws the same picture until input arrives (scene.Still): no
// tile is lifted and the highlights have stopped pulsing (the shell counts its animations,
// floating gains and camera glides included, and its toast).
func (b *Board) Still() bool { return !b.in.drag.Active() && b.vw.pulseAmp() == 0 }

// Draw draws the whole scene onto the 1600x900 logical screen.
func (b *Board) Draw(screen *ebiten.Image) {
	screen.Fill(render.DeepSea)
	if !b.ready {
		return
	}
	b.vw.draw(screen)
	b.pn.drawChrome(screen)
	b.pn.drawSlotTile(screen)
	b.pn.drawOverlays(screen)
}

// Release frees the panels' cached layer at once (table.Board); the next Draw makes it anew.
func (b *Board) Release() { b.pn.layer.Release() }

// Tick follows the pointer for hover looks by one tick (table.Board; the shell has advanced the
// animations); it never plays moves.
func (b *Board) Tick(ctx *scene.Context) {
	b.bind(ctx)
	b.tick++
	b.now = ctx.Now
	if ctx.PointScale > 0 {
		// A finger hides about 40 points of screen: lift the tile at least that far above it,
		// however small the table is shown (a phone shows it at about 0.4 points a logical px).
		b.in.drag.Lift = max(input.DefaultLift, liftPoints/ctx.PointScale)
	}
	b.probe = ctx.Probe
	if p := ctx.Input; p != nil {
		if p.X != b.in.ptr.X || p.Y != b.in.ptr.Y || p.Down {
			b.lastActive = b.now
		}
		b.in.ptr = pt{X: p.X, Y: p.Y}
	}
	b.in.hoverReason = ""
	if !b.t.Turn().Mine {
		b.in.drag.Cancel()
	}
}

// Input reads one tick of the viewer's input and turns it into moves (table.Board, Orkney spec
// §9).
func (b *Board) Input(ctx *scene.Context) {
	b.in.announceReady(b.probe)
	if ctx.Input != nil {
		b.in.control(ctx.Frame, ctx.Input)
	}
}

// bind takes the atlas, the fonts and the shared kit from the context the first time (a
// private kit when the context has none).
func (b *Board) bind(ctx *scene.Context) {
	if b.ready || ctx == nil || ctx.Atlas == nil {
		return
	}
	b.sp = loadSprites(ctx.Atlas)
	if b.kit = ctx.UI; b.kit == nil {
		b.kit = render.NewUI(ctx.Fonts, ctx.Atlas)
	}
	b.gx = b.kit.P
	b.vw.hm.Shadow, b.vw.hm.Refused = b.sp.hexShadow, b.sp.hexBad
	for img, a := range b.sp.anchors {
		b.gx.SetAnchor(img, a.X, a.Y)
	}
	b.ready = true
}

// Back handles Esc (table.Board): it closes the innermost open thing — the tile in hand glides
// back, a board mode or its popup ends, the private box shuts — and reports whether there was
// one; with nothing open the shell opens its menu.
func (b *Board) Back() bool {
	switch {
	case b.in.drag.Active():
		b.in.cancelDrag()
	case b.md.mode != modeIdle:
		b.md.mode = modeIdle
	case b.md.privateOpen:
		b.md.privateOpen = false
	default:
		return false
	}
	return true
}
