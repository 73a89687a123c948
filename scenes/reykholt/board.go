package reykholt

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"northtable/input"
	"northtable/render"
	"northtable/rules"
	rk "northtable/rules/reykholt"
	"northtable/scenes/scene"
	"northtable/scenes/table"
)

// actClear is the prompt bar's action that clears a goods selection (table.Chooser).
const actClear = 1

// Board is the Reykholt board scene (Reykholt spec §11): the layout, the board view and the
// mapping of input to moves. It runs inside the table shell (scenes/table), which owns the
// game, the turn flow, undo, saving, the log and the results hand-off; it implements
// table.Board.
type Board struct {
	t *table.Table
	g *rk.Game // the viewer's View of the game, replaced on every Show
	n int

	ui    *render.UI
	fonts *render.Fonts
	ready bool

	version int
	ix      *table.Index[target] // the position's legal moves by target
	buttons []table.Choice       // the prompt bar's buttons of the pending decision
	want    int                  // how many goods a selection of the pending decision has
	barFor  barKey               // what the prompt bar was last set for

	grid    render.WorkerGrid
	track   render.ScoreTrack
	piles   [rk.NumPiles]render.CardPile
	pileTop [rk.NumPiles]render.GreenhouseCard
	display [rk.NumCards]render.CardView
	ghCards [rk.NumGreenhouses]render.GreenhouseCard
	stocks  [4]render.GoodsCounters
	chooser render.GoodsCounters

	drag    *input.Drag
	ptr     render.Point
	sel     rk.Goods        // a goods selection in progress
	pendGH  rk.GreenhouseID // a greenhouse whose sub-choice is open, or NoGreenhouse
	flashes []flash         // what the last move changed, glowing for a moment
	landing int             // the space a gliding worker is bound for (not drawn there yet), or -1
	moving  [4]int          // per seat: the track position a gliding manager left (drawn there), or -1
	probe   *scene.Probe
	tick    int

	// shown is what the position lays out (display, greenhouses, cards), listed once per
	// position so the per-frame hover check allocates nothing.
	shown struct {
		display []rk.CardID
		owned   [4][]rk.GreenhouseID
		held    [4][]rk.CardID
	}

	layer     render.Layer[layerKey]
	tip       render.Overlay // the tooltip the widgets asked for when the layer was drawn
	lastHover hoverKey
	hoverFor  int // ticks the pointer has rested on the same widget
}

// NewBoard builds the board for the table's game (GameInfo.New).
func NewBoard(t *table.Table) (*Board, error) {
	g, ok := t.View().(*rk.Game)
	if !ok {
		return nil, fmt.Errorf("reykholt board: the table plays %T, not Reykholt", t.View())
	}
	b := &Board{t: t, g: g, n: g.Seats(), drag: input.NewDrag(), pendGH: rk.NoGreenhouse, landing: -1, moving: [4]int{-1, -1, -1, -1}}
	t.PlaceLog(logRect(b.n))
	b.setupTrack()
	b.reindex()
	return b, nil
}

// Show makes view the position drawn (table.Board); a move's events glow where they happened.
func (b *Board) Show(view rules.Game, ch table.Change) {
	g, ok := view.(*rk.Game)
	if !ok {
		return
	}
	b.g = g
	b.version++
	b.sel, b.pendGH = rk.Goods{}, rk.NoGreenhouse
	b.drag.Cancel()
	b.reindex()
	b.listShown()
	b.t.Skip()
	if ch.Kind == table.Moved && !b.t.Instant() {
		b.animate(ch.Events)
	}
}

// Tick advances the glows and hover looks by one tick (table.Board); it never plays moves.
func (b *Board) Tick(ctx *scene.Context) {
	b.bind(ctx)
	b.tick++
	b.probe = ctx.Probe
	if p := ctx.Input; p != nil {
		b.ptr = render.Point{X: p.X, Y: p.Y}
	}
	b.tickFlashes()
	b.hoverFor++
	if !b.mine() {
		b.drag.Cancel()
	}
}

func (b *Board) bind(ctx *scene.Context) {
	if b.ready || ctx == nil || ctx.Fonts == nil {
		return
	}
	b.ui = ctx.UI
	if b.ui == nil {
		b.ui = render.NewUI(ctx.Fonts, ctx.Atlas)
	}
	b.fonts = ctx.Fonts
	b.ready = true
}

// listShown lists the position's display, greenhouses and cards for the hover check.
func (b *Board) listShown() {
	b.shown.display = b.g.Display()
	for s := 0; s < b.n; s++ {
		b.shown.owned[s] = b.g.Owned(rules.Seat(s))
		b.shown.held[s] = b.g.CardsOf(rules.Seat(s))
	}
}

// Back closes what is open — a drag, a greenhouse's sub-choice, a goods selection — and reports
// whether there was one (table.Board).
func (b *Board) Back() bool {
	switch {
	case b.drag.Active():
		b.drag.Cancel()
	case b.pendGH != rk.NoGreenhouse:
		b.pendGH = rk.NoGreenhouse
	case b.sel.Total() > 0:
		b.sel = rk.Goods{}
	default:
		return false
	}
	return true
}

// Still reports whether the board draws the same picture tick after tick (scene.Still): nothing
// glows and no worker is in hand (the shell counts its animations).
func (b *Board) Still() bool { return len(b.flashes) == 0 && !b.drag.Active() }

// play hands a move to the shell; a refusal (the board offered something stale) is said.
func (b *Board) play(m rules.Move) {
	if err := b.t.Play(m); err != nil {
		b.t.Say(rules.Explain(err), true)
	}
}

// layerKey is everything the cached board layer shows besides the position (version): what the
// pointer rests on, whether a tooltip is due, the log's scroll, the pieces in flight and the
// open sub-choices. The layer is redrawn only when it changes, so an idle frame costs a copy of
// the layer and the few things drawn over it.
type layerKey struct {
	version int
	scale   float64
	hover   hoverKey
	tipDue  bool
	chrome  table.ChromeKey
	landing int
	moving  [4]int
	drag    bool
	sel     rk.Goods
	pendGH  rk.GreenhouseID
}

// hoverKey names the widget under the pointer (each widget draws its own hover look).
type hoverKey struct {
	space, pile, chooser int
	card, chip           rk.CardID
	gh                   rk.GreenhouseID
}

func (b *Board) hovered() hoverKey {
	h := hoverKey{space: -1, pile: -1, chooser: -1, card: rk.NoCard, chip: rk.NoCard, gh: rk.NoGreenhouse}
	if i, ok := b.grid.Hovered(); ok {
		h.space = i
	}
	for i := range b.piles {
		if b.piles[i].Hovered() {
			h.pile = i
		}
	}
	for _, c := range b.shown.display {
		if b.display[c].Hovered() {
			h.card = c
		}
	}
	for s := 0; s < b.n; s++ {
		for _, gh := range b.shown.owned[s] {
			if b.ghCards[gh].Hovered() {
				h.gh = gh
			}
		}
		held := b.shown.held[s]
		for j, c := range held {
			if cardChip(panelRect(s, b.n), j, len(held)).Contains(b.ptr.X, b.ptr.Y) {
				h.chip = c
			}
		}
	}
	if i, ok := b.chooser.At(b.ptr); ok && b.want > 0 {
		h.chooser = i
	}
	return h
}

// Draw draws the board (table.Board): the cached layer, then what moves over it.
func (b *Board) Draw(screen *ebiten.Image) {
	if !b.ready {
		return
	}
	scale := render.ScaleOf(screen)
	b.ui.P.SetScale(scale)
	b.setBar()
	hk := b.hovered()
	if hk != b.lastHover {
		b.lastHover, b.hoverFor = hk, 0
	}
	key := layerKey{version: b.version, scale: scale, hover: hk, tipDue: b.hoverFor >= render.TooltipDelay+2, // the widgets count their delay a tick later
		chrome: b.t.ChromeKey(), landing: b.landing, moving: b.moving, drag: b.drag.Active(), sel: b.sel, pendGH: b.pendGH}
	canvas, stale := b.layer.Begin(screen, key)
	if stale {
		b.drawBoard(canvas)
		b.tip = b.ui.TakeOverlay()
	} else {
		b.ui.PutOverlay(b.tip)
	}
	b.layer.Draw(screen)
	b.drawFlashes(screen)
	b.t.Anims().Draw(screen)
	b.drawDrag(screen)
}

// drawBoard draws everything of the position: the top bar, track, action spaces, piles,
// display, the players' panels, the log and the prompt bar.
func (b *Board) drawBoard(dst *ebiten.Image) {
	dst.Fill(render.Sea)
	b.drawTopBar(dst)
	b.drawGround(dst)
	b.drawGrid(dst)
	b.drawPiles(dst)
	b.drawDisplay(dst)
	b.drawTrack(dst)
	for s := 0; s < b.n; s++ {
		b.drawPanel(dst, rules.Seat(s))
	}
	b.t.DrawLog(dst, b.ui)
	b.drawPrompt(dst)
}
