package reavers

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"northtable/input"
	"northtable/render"
	"northtable/rules"
	rv "northtable/rules/reavers"
	"northtable/scenes/scene"
	"northtable/scenes/table"
)

// Board is the Reavers of Midgard board scene (Reavers spec §11). It runs inside the table
// shell (scenes/table), which owns the game, the turn flow, undo, saving, the curtain, the log
// and the results hand-off; the board is only its layout (layout.go), its view (draw.go) and
// its input-to-move mapping (this file and panel.go): a location chosen by a click or by
// dragging the longship pawn onto it, and every answer of the pending decision as a button of
// the decision panel.
type Board struct {
	*pos
	locs  render.LocationBoard
	trays [4]render.DiceTray
	panel panel
	fight combat
	rolls rolls    // the dice in the air (roll.go)
	edit  payEdit  // the payment or Rest die being picked on the viewer's tray (dice.go)
	disp  displays // the displays' spots: targets, hover words (target.go)
	ships motion   // the longship gliding to its location (motion.go), the last round end's news (cleanup.go)
	drag  *input.Drag
	ptr   render.Point
	layer render.HoverLayer[layerKey, hoverKey]
	seats [4]seatView       // the player boards' hit areas and Prophecy hands (seat.go, hand.go)
	glory render.ScoreTrack // the Glory standings (seat.go)
	pile  pileView          // the open Glory pile popover (pile.go)
	tip   string            // the tooltip of the last frame drawn, "" for none
}

// pos is what every part reads: the shell, the viewer's view of the position, the drawing kit.
type pos struct {
	t       *table.Table
	g       *rv.Game // the viewer's View of the game, replaced on every Show
	n       int
	version int // counts Shows
	ui      *render.UI
}

// NewBoard builds the board for the table's game (GameInfo.New).
func NewBoard(t *table.Table) (*Board, error) {
	g, ok := t.View().(*rv.Game)
	if !ok {
		return nil, fmt.Errorf("reavers board: the table plays %T, not Reavers of Midgard", t.View())
	}
	p := &pos{t: t, g: g, n: g.Seats()}
	b := &Board{pos: p, drag: input.NewDrag(), ships: motion{landing: rv.NoLocation, dropped: rv.NoLocation}}
	b.pile.seat = -1
	b.panel.pos = p
	b.fight.pos = p
	t.PlaceLog(logRect)
	t.KeepClear([]render.Rect{{X: panelRect.X, Y: panelRect.Y, W: panelRect.W, H: 40}, table.TopBar})
	b.refresh()
	return b, nil
}

// Show makes view the position drawn (table.Board).
func (b *Board) Show(view rules.Game, ch table.Change) {
	g, _ := view.(*rv.Game)
	if g == nil {
		return
	}
	if ch.Kind == table.Undone {
		b.t.Skip() // no roll of a move taken back goes on (a new viewer still sees the last roll land)
	}
	gs := b.planGlides(b.g, ch)
	rs := b.showRolls(b.g, ch)
	cl, clean := b.planCleanup(g, ch)
	b.g, b.version = g, b.version+1
	b.drag.Cancel()
	b.fillPile()
	b.panel.rolling = len(rs) > 0 || b.rolling() // the answers wait for the dice
	b.refresh()
	b.pushCleanup(cl, clean)
	b.pushGlides(gs)
	b.pushRolls(rs)
}

// refresh lays out what the position shows: the locations, the trays and the panel's answers.
func (b *Board) refresh() {
	b.fillLocations()
	b.layoutDisplays()
	b.hideLanding()
	for s := 0; s < b.n; s++ {
		b.fillTray(rules.Seat(s))
	}
	b.panel.build()
	b.editDice()
	b.fight.fill()
}

// Tick follows the pointer for the hover looks while the viewer may not act (table.Board).
func (b *Board) Tick(ctx *scene.Context) {
	if b.ui == nil && ctx.Fonts != nil {
		if b.ui = ctx.UI; b.ui == nil {
			b.ui = render.NewUI(ctx.Fonts, ctx.Atlas)
		}
	}
	p := ctx.Input
	if p == nil {
		return
	}
	b.ptr = render.Point{X: p.X, Y: p.Y}
	if rolling := b.rolling(); rolling != b.panel.rolling {
		b.panel.rolling = rolling
		b.panel.layout()
	}
	b.layer.Tick()
	b.tickSeats(p)
	for s := 0; s < b.n; s++ {
		if !b.trays[s].Selectable { // a tray picking a payment reads its taps in Input (dice.go)
			b.trays[s].Update(p) // hover only: a die's name
		}
	}
	if !b.mine() {
		b.drag.Cancel()
		b.locs.Update(p) // hover only: a taken location says who took it
		b.displayHover(p)
		b.panel.controls.Update(p)
	}
}

// Input reads one tick of the viewer's input and plays moves (table.Board).
func (b *Board) Input(ctx *scene.Context) {
	b.announce(ctx.Probe)
	p := ctx.Input
	if p == nil || b.pile.seat >= 0 {
		return // the open Glory pile takes the pointer (tickSeats)
	}
	if b.g.Decision() == rv.DecideSelect {
		ev := b.drag.Update(p, ctx.Frame, b.pickPawn)
		if i, ok := b.locs.UpdateDrag(b.drag, ev); ok && ev == input.DragDropped {
			b.ships.dropped = rv.Location(i) // already there: no glide (motion.go)
			b.selectLocation(rv.Location(i))
		}
		if ev != input.DragNone || b.drag.Active() {
			return
		}
	}
	if b.fight.input(p) || b.editInput(p) {
		return
	}
	if b.displayInput(p) {
		return
	}
	if c, ok := b.panel.controls.Update(p); ok {
		if c.Enabled {
			b.panel.press(c.ID)
		} else if c.Reason != "" {
			b.t.Say(c.Reason, true)
		}
		return
	}
	if i, ok := b.locs.Update(p); ok && b.g.Decision() == rv.DecideSelect {
		b.selectLocation(rv.Location(i))
	}
}

// selectLocation plays the selection of l, or says why it cannot be selected.
func (b *Board) selectLocation(l rv.Location) {
	m := rv.SelectLocation{By: b.seat(), Loc: l}
	if err := b.g.Check(m); err != nil {
		b.t.Say(rules.Explain(err), true)
		return
	}
	b.play(m)
}

// pickPawn names the piece under a press: the selecting seat's longship beside its name.
func (b *Board) pickPawn(x, y float64) (int, bool) {
	c, ok := b.pawnHome()
	return 0, ok && (x-c.X)*(x-c.X)+(y-c.Y)*(y-c.Y) <= 24*24
}

// pawnHome is the centre of the pawn the seat selecting now lifts (its board's header); ok is
// false outside a selection by the viewer.
func (p *pos) pawnHome() (render.Point, bool) {
	if p.g.Decision() != rv.DecideSelect || !p.mine() {
		return render.Point{}, false
	}
	return pawnHomeOf(int(p.seat()), p.n), true
}

// play hands a move to the shell; a refusal is said.
func (p *pos) play(m rules.Move) {
	if err := p.t.Play(m); err != nil {
		p.t.Say(rules.Explain(err), true)
	}
}

// Back closes what the panel has open (another payment's list) and reports whether it did.
func (b *Board) Back() bool {
	if b.closePile() {
		return true
	}
	if b.drag.Active() {
		b.drag.Cancel()
		return true
	}
	if b.closePicker() {
		return true
	}
	return b.panel.back()
}

// Still reports whether the board draws the same picture tick after tick (scene.Still).
func (b *Board) Still() bool { return !b.drag.Active() }

// Draw draws the board (table.Board).
func (b *Board) Draw(screen *ebiten.Image) {
	if b.ui == nil {
		return
	}
	b.ui.P.SetScale(render.ScaleOf(screen))
	b.setBar()
	b.draw(screen)
	b.t.Anims().Draw(screen) // a roll in progress (roll.go)
}

// setBar words the prompt bar: the instruction only, the answers being the panel's.
func (b *Board) setBar() {
	text := b.t.Instruction("")
	if b.mine() && b.g.Decision() == rv.DecideSelect {
		ship := "your longship"
		if b.HomePawn().Sprite == render.SpriteHonourShip {
			ship = "the Honour Ship"
		}
		text = b.t.Instruction(b.g.Prompt().Text + ": " + b.t.Words("click", "tap") + " a location or drag " + ship + " onto it")
	}
	if b.panel.rolling {
		text = b.panel.heading() // the prompt after the roll would tell its result
	}
	b.t.SetBar(table.Bar{Rect: promptBar, Text: text, Back: b.panel.expanded >= 0})
}

// seat is the seat whose decision is pending (NoSeat when the game is over).
func (p *pos) seat() rules.Seat { return p.g.ToMove() }

// mine reports whether the viewer may act now (the shell's turn).
func (p *pos) mine() bool { return p.t.Turn().Mine }

// big is the seat whose board is drawn large: the one deciding, else the viewer.
func (p *pos) big() int {
	if s := p.seat(); s >= 0 && int(s) < p.n {
		return int(s)
	}
	if v := p.t.Viewer(); v >= 0 && int(v) < p.n {
		return int(v)
	}
	return 0
}

var _ table.Board = (*Board)(nil)
