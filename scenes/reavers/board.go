package reavers

import (
	"github.com/hajimehoshi/ebiten/v2"

	"northtable/input"
	"northtable/render"
	"northtable/rules"
	rv "northtable/rules/reavers"
	"northtable/scenes/scene"
	"northtable/scenes/table"
)

// Board is the Reavers of Midgard board scene (Reavers spec §11), a table.Board made of three
// roles over one shared position (pos, targets.go): the view draws (view.go), the picker maps
// the pointer to moves (input.go), the motion plays what a move changed (anim.go); see doc.go.
type Board struct {
	*pos
	view   view
	picker picker
	motion motion
}

// NewBoard builds the board for the table's game (GameInfo.New).
func NewBoard(t *table.Table) (*Board, error) {
	g, err := table.ViewAs[*rv.Game](t, "Reavers of Midgard")
	if err != nil {
		return nil, err
	}
	p := &pos{t: t, g: g, n: g.Seats()}
	b := &Board{pos: p}
	vw, pk, mo := &b.view, &b.picker, &b.motion
	drag := input.NewDrag()
	*vw = view{pos: p, pk: pk, mo: mo}
	vw.st = seats{pos: p, pile: &vw.pile, drag: drag}
	vw.disp = displays{pos: p, locs: &vw.locs, chooser: &pk.chooser}
	vw.pile = pileView{pos: p, st: &vw.st, seat: -1}
	vw.fight = combat{pos: p}
	*pk = picker{pos: p, drag: drag, vw: vw, st: &vw.st, mo: mo}
	pk.panel = panel{pos: p, edit: &pk.edit}
	pk.chooser = chooser{pos: p, disp: &vw.disp, panel: &pk.panel, picked: -1}
	*mo = motion{pos: p, vw: vw, pk: pk, dropped: rv.NoLocation}
	pk.panel.list.Place(t, panelRect)
	t.PlaceLog(logRect)
	b.Show(g, table.Change{Kind: table.Jumped})
	return b, nil
}

// Show makes game the position drawn (table.Board): the motion plans what the move changed
// from the position before it, then the view and the picker lay the new one out and the
// motion pushes its animations.
func (b *Board) Show(game rules.Game, ch table.Change) {
	g, _ := game.(*rv.Game)
	if g == nil {
		return
	}
	if ch.Kind == table.Undone {
		b.t.Skip() // no roll of a move taken back goes on (a new viewer still sees the last roll land)
	}
	pl := b.motion.plan(b.g, ch)
	b.g, b.version = g, b.version+1
	b.hint = nil // the shell takes the hint away too: it was for the position before
	b.reindex()  // then every role lays the position out
	b.view.fill()
	b.picker.fill(b.motion.rolling(pl))
	b.motion.push(pl, ch)
}

// Tick follows the pointer for the hover looks (table.Board); it never plays moves.
func (b *Board) Tick(ctx *scene.Context) {
	if b.ui == nil && ctx.Fonts != nil {
		if b.ui = ctx.UI; b.ui == nil {
			b.ui = render.NewUI(ctx.Fonts, ctx.Atlas)
		}
	}
	b.picker.tick(ctx.Input)
}

// Input reads one tick of the viewer's input and plays moves (table.Board).
func (b *Board) Input(ctx *scene.Context) { b.picker.input(ctx) }

// Back closes the innermost open thing (table.Board): the Glory pile, the pawn in hand, the
// displays' chooser, another payment's list; false with nothing open.
func (b *Board) Back() bool { return b.picker.back() }

// Still reports whether the board draws the same picture tick after tick (scene.Still).
func (b *Board) Still() bool { return !b.picker.drag.Active() }

// Draw draws the board (table.Board).
func (b *Board) Draw(screen *ebiten.Image) {
	if b.ui == nil {
		return
	}
	b.ui.P.SetScale(render.ScaleOf(screen))
	b.picker.setBar()
	b.view.draw(screen)
	b.t.Anims().Draw(screen) // a roll in progress (anim_roll.go)
}

// Release frees the board's cached layer at once (table.Board); the next Draw makes it anew.
func (b *Board) Release() { b.view.layer.Release() }

var _ table.Board = (*Board)(nil)
