package reykholt

import (
	"github.com/hajimehoshi/ebiten/v2"

	"northtable/input"
	"northtable/render"
	"northtable/rules"
	rk "northtable/rules/reykholt"
	"northtable/scenes/scene"
	"northtable/scenes/table"
)

// Board is the Reykholt board scene (Reykholt spec §11). It runs inside the table shell
// (scenes/table), which owns the game, the turn flow, undo, saving, the log and the results
// hand-off; it implements table.Board by wiring three roles over one shared position (pos): the
// view draws it, the picker maps input to moves and words the prompt bar, the motion animates
// what a move changed.
type Board struct {
	*pos
	view   view
	picker picker
	motion motion
}

// NewBoard builds the board for the table's game (GameInfo.New).
func NewBoard(t *table.Table) (*Board, error) {
	g, err := table.ViewAs[*rk.Game](t, "Reykholt")
	if err != nil {
		return nil, err
	}
	p := &pos{t: t, g: g, n: g.Seats()}
	b := &Board{pos: p}
	b.view = view{pos: p, in: &b.picker, anim: &b.motion}
	b.picker = picker{pos: p, v: &b.view, drag: input.NewDrag(), pendGH: rk.NoGreenhouse}
	b.motion = motion{pos: p, v: &b.view, landing: -1, moving: [4]int{-1, -1, -1, -1}}
	t.PlaceLog(logRect(b.n))
	t.KeepClear(keepClear(b.n))
	b.view.setupTrack()
	b.picker.reindex()
	return b, nil
}

// Show makes view the position drawn (table.Board); a move's events glow where they happened.
func (b *Board) Show(view rules.Game, ch table.Change) {
	g, _ := view.(*rk.Game)
	if g == nil {
		return // not a Reykholt position: nothing to show
	}
	b.g, b.version = g, b.version+1
	b.hint = nil // the shell takes the hint away too: it was for the position before
	b.picker.sel, b.picker.pendGH = rk.Goods{}, rk.NoGreenhouse
	b.picker.drag.Cancel()
	b.picker.reindex()
	b.view.listShown()
	b.t.Skip()
	if ch.Kind == table.Moved && !b.t.Instant() {
		b.motion.animate(ch.Events)
	}
}

// Tick advances the glows and hover looks by one tick (table.Board); it never plays moves.
func (b *Board) Tick(ctx *scene.Context) {
	if b.ui == nil && ctx.Fonts != nil {
		if b.ui = ctx.UI; b.ui == nil {
			b.ui = render.NewUI(ctx.Fonts, ctx.Atlas)
		}
	}
	if p := ctx.Input; p != nil {
		b.view.ptr = render.Point{X: p.X, Y: p.Y}
	}
	b.motion.flashes.Follow(b.t.Anims())
	b.view.layer.Tick()
	if !b.mine() {
		b.picker.drag.Cancel()
	}
}

// Input reads one tick of the viewer's input and turns it into moves (table.Board; the shell
// calls it only while the viewer may act).
func (b *Board) Input(ctx *scene.Context) { b.picker.input(ctx) }

// Back closes what is open — a drag, a greenhouse's sub-choice, a goods selection — and reports
// whether there was one (table.Board).
func (b *Board) Back() bool { return b.picker.back() }

// Choose carries out the prompt bar's own action (table.Chooser): Clear, the only one, empties
// the goods selection (the shell's Back button calls Back).
func (b *Board) Choose(int) { b.picker.sel = rk.Goods{} }

// Still reports whether the board draws the same picture tick after tick (scene.Still): nothing
// glows and no worker is in hand (the shell counts its animations).
func (b *Board) Still() bool { return b.motion.flashes.Len() == 0 && !b.picker.drag.Active() }

// Draw draws the board (table.Board): the cached layer, then what moves over it.
func (b *Board) Draw(screen *ebiten.Image) {
	if b.ui == nil {
		return
	}
	b.ui.P.SetScale(render.ScaleOf(screen))
	b.picker.setBar()
	b.view.draw(screen)
	b.motion.flashes.Draw(screen, b.ui, b.ui.Fonts.SmallBold)
	b.t.Anims().Draw(screen)
	b.picker.drawDrag(screen)
}

// Release frees the board's cached layer at once (table.Board); the next Draw makes it anew.
func (b *Board) Release() { b.view.layer.Release() }

var _ table.Board = (*Board)(nil)
