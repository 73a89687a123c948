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
// dragging the longship pawn onto it, and every answer of the pending decision given to the
// shell's answer list (the decision panel, panel.go).
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
	clear [3]render.Rect    // what tooltips keep clear of (Tick)
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
	b.panel.list.Place(t, panelRect)
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
	b.panel.wait = ""
	if len(rs) > 0 || len(b.rolls.flying) > 0 {
		b.panel.wait = b.rollingWords() // the answers wait for the dice (the shell holds them back)
	}
	b.refresh()
	b.pushCleanup(cl, clean)
	b.pushGlides(gs)
	b.pushRolls(rs)
}

// refresh lays out what the position shows: the locations, the trays and the panel's answers.
func (b *Board) refresh() {
	b.reindex()
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
	// Tooltips keep clear of the panel's title, the top bar and the open Force or Peace
	// chooser: the words of the card it was opened on would go beside the card, over it.
	b.clear[0], b.clear[1] = render.Rect{X: panelRect.X, Y: panelRect.Y, W: panelRect.W, H: 40}, table.TopBar
	n := 2
	if r := b.pickerRect(); r.W > 0 {
		b.clear[2], n = r, 3
	}
	b.t.KeepClear(b.clear[:n])
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
		b.panel.list.Hover(p)
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
	if a, ok := b.panel.list.Update(p, ctx.Now); ok {
		if a.More != nil {
			b.panel.opened(a)
		} else {
			b.t.TakeAnswer(a)
		}
		return
	}
	if i, ok := b.locs.Update(p); ok && b.g.Decision() == rv.DecideSelect {
		b.selectLocation(rv.Location(i))
	}
}

// selectLocation plays the selection of l, or says why it cannot be selected.
func (b *Board) selectLocation(l rv.Location) {
	b.take(tLocation(l), rv.SelectLocation{By: b.seat(), Loc: l})
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
	return b.panel.list.Back()
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
	if b.panel.wait != "" && b.panel.list.Withheld() {
		text = b.panel.wait // the prompt after the roll would tell its result
	}
	b.t.SetBar(table.Bar{Rect: promptBar, Text: text, Back: b.panel.list.Open() >= 0})
}

var _ table.Board = (*Board)(nil)
