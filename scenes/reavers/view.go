package reavers

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"northtable/render"
	"northtable/rules"
	rv "northtable/rules/reavers"
	"northtable/scenes/table"
)

// view draws the board (Reavers spec §11 "Board") into one cached layer, redrawn when what it
// shows changes, with its parts as their own values (doc.go); it reads the picker's open things
// (the pawn in hand, the picks, the panel's list, the chooser) and the motion's dice in the air.
type view struct {
	*pos
	st    seats
	disp  displays
	pile  pileView
	fight combat
	locs  render.LocationBoard
	layer render.HoverLayer[layerKey, hoverKey]
	tip   string // the tooltip of the last frame drawn, "" for none
	pk    *picker
	mo    *motion
}

// Board colours: a dark sea under the board, the clans' card tints (the rulebook's magenta,
// purple and teal, toned to the palette), the location bands.
var (
	clanTints = [rv.NumClans]color.RGBA{
		{0xA8, 0x3E, 0x7E, 0xFF}, // magenta
		{0x6C, 0x50, 0xA0, 0xFF}, // purple
		{0x2A, 0x86, 0x80, 0xFF}, // teal
	}
	locTints = [rv.NumLocations]color.RGBA{
		{0x8A, 0x5A, 0x2E, 0xFF}, // Recruit: leather
		{0x7B, 0x8A, 0x3A, 0xFF}, // Trade: field green
		{0x2E, 0x6F, 0x95, 0xFF}, // Battle at Sea: sea
		{0xB0, 0x6A, 0x28, 0xFF}, // Raid Villages: fire
		{0x6A, 0x6A, 0x72, 0xFF}, // Raid Keeps: stone
		{0x4E, 0x7A, 0x3A, 0xFF}, // Subdue: moss
	}
	boardGround = color.RGBA{0x17, 0x2C, 0x3E, 0xFF}
)

// fill lays a new position out: the pile popover, the locations, the displays, the trays (the
// dice in the air left out) and the combat panel.
func (vw *view) fill() {
	vw.pile.fillPile()
	vw.fillLocations()
	vw.disp.layoutDisplays()
	for s := 0; s < vw.n; s++ {
		vw.st.fillTray(rules.Seat(s), &vw.mo.rolls.hidden[s])
	}
	vw.fight.fill()
}

// fillLocations sets the location board from the position: the costs and position bonuses of
// the rules' data, this round's pawns (the Honour Ship on the location it took), the available
// ones glowing while the viewer selects. The locations' words are shown by the displays'
// header spots (targets.go), beside the title band rather than over the status line.
func (vw *view) fillLocations() {
	g := vw.g
	vw.locs.Rect, vw.locs.Columns = locRect, rv.NumLocations
	if len(vw.locs.Locations) != rv.NumLocations {
		vw.locs.Locations = make([]render.Location, rv.NumLocations)
	}
	selecting := g.Decision() == rv.DecideSelect && vw.mine()
	honour := g.HonourLocation()
	for l := rv.Location(0); l < rv.NumLocations; l++ {
		info := &rv.Locations[l]
		loc := &vw.locs.Locations[l]
		*loc = render.Location{Title: info.Name, Tint: locTints[l], Spots: 1,
			Cost: (info.Cost).Words(), Tip: info.Text}
		if info.Cost.IsFree() {
			loc.Cost = rv.FreeCostLabel
		} else if info.Cost.Dice[rv.NeedAny] == 0 { // no one icon says "any die": those keep their words
			loc.CostShort = icons(info.Cost.Glyphs())
		}
		for _, bl := range info.BonusLines() {
			loc.Bonuses = append(loc.Bonuses, render.LocationBonus{Place: bl.Place, Text: bl.Text})
		}
		if s := g.SelectedBy(l); s >= 0 && int(s) < vw.n {
			loc.Pawns = []render.Pawn{vw.pawnOf(s, l == honour)}
			loc.Reason = vw.t.Name(s) + " took " + info.Name + " this round"
			if l == honour {
				loc.Reason += " with the Honour Ship"
			}
			loc.Dimmed = selecting
		} else {
			loc.Legal = selecting
			if w := g.CannotPayWords(vw.t.Viewer(), l); selecting && w != "" {
				loc.Tip += " " + w + ": only a Rest is offered." // said before the choice
			}
		}
		if g.Location() == l && g.Decision() != rv.DecideSelect {
			loc.Tip = info.Text + " Being activated now."
		}
		vw.disp.locTips[l], loc.Tip = loc.Tip, ""
	}
}

// layerKey is what the cached board layer shows besides the widgets under the pointer.
type layerKey struct {
	version         int
	scale           float64
	chrome          table.ChromeKey
	answers         table.AnswerKey // the decision panel (the shell's answer list)
	mine, drag      bool
	drop            int
	bigSeat, toMove int
	rolls, payPicks int // the rolls landed (anim_roll.go) and the payment's picks (input_dice.go)
	picked, picks   int
	pick            render.Look
	hint            int // the hints shown and taken away (pos.hintGen)
}

// hoverKey names the widgets under the pointer (each draws its own hover look).
type hoverKey struct {
	loc   int
	part  int // the display part under the pointer
	tip   bool
	dice  [4]int
	seats [4]render.Look // the player boards' parts (view_seats.go)
}

// draw draws the board: the cached layer, redrawn when what it shows changed, what lies over
// it, the pawn being carried and the tooltip.
func (vw *view) draw(dst *ebiten.Image) {
	ui := vw.ui
	drop, ok := vw.locs.DropTarget()
	if !ok {
		drop = -1
	}
	key := layerKey{version: vw.version, scale: ui.P.Scale(), chrome: vw.t.ChromeKey(), answers: vw.pk.panel.list.Key(),
		mine: vw.mine(), drag: vw.pk.drag.Active(), drop: drop, bigSeat: vw.big(), toMove: int(vw.g.ToMove()), rolls: vw.mo.rolls.gen, payPicks: vw.pk.edit.gen,
		picked: vw.pk.chooser.picked, picks: len(vw.pk.chooser.picks), pick: vw.pk.chooser.pick.Look(), hint: vw.hintGen}
	hk := hoverKey{loc: -1, part: vw.disp.hits.Look().Hot, tip: vw.disp.hits.Look().Tip}
	hk.loc, _ = vw.locs.Hovered()
	for s := 0; s < vw.n; s++ {
		hk.dice[s], _ = vw.st.trays[s].Hovered()
		hk.seats[s] = vw.st.boards[s].ctl.Look()
	}
	if canvas, stale := vw.layer.Begin(dst, key, hk); stale {
		vw.drawBoard(canvas)
	}
	vw.layer.End(dst, ui)
	// Over the layer, every frame: the Prophecy hands (a card being read enlarged above its
	// neighbours) and the open Glory pile; the tooltip they ask for is the probe's Tip.
	vw.st.drawHands(dst)
	if vw.pile.seat >= 0 {
		vw.pile.pop.Draw(dst, ui)
	}
	vw.tip = ui.OverlayText()
	vw.fight.draw(dst)
	if vw.pk.drag.Active() {
		x, y := vw.pk.drag.At()
		ui.DrawPawn(dst, vw.selectingPawn(vw.g, vw.seat()), render.Point{X: x, Y: y}, 44, 1)
	}
	ui.DrawOverlay(dst)
}

// drawBoard draws the whole board onto the layer's canvas.
func (vw *view) drawBoard(dst *ebiten.Image) {
	ui := vw.ui
	dst.Fill(render.DeepSea)
	vw.t.DrawTopBar(dst, ui, vw.g.StatusWords(vw.t.Names()), 620)
	ui.RoundRect(dst, locRect.Inset(-4), 12, boardGround)
	vw.locs.Draw(dst, ui)
	if !vw.pk.drag.Active() {
		ui.ClearOverlay() // the displays' header spots say the locations' words (showDisplayTip)
	}
	vw.disp.drawDisplays(dst)
	if !vw.pk.drag.Active() {
		vw.disp.hits.Tooltip(ui)
	}
	big := vw.big()
	for s := 0; s < vw.n; s++ {
		vw.st.drawSeat(dst, rules.Seat(s), seatRect(s, big, vw.n), s == big)
	}
	vw.st.drawGlory(dst)
	vw.drawHint(dst)
	vw.pk.panel.list.Draw(dst, ui)
	vw.t.DrawLog(dst, ui)
	vw.pk.chooser.pick.Draw(dst, ui) // the chooser open on a spot, if any
	vw.t.DrawBar(dst, ui)
}
