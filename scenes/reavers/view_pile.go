package reavers

import (
	"github.com/hajimehoshi/ebiten/v2"

	"northtable/input"
	"northtable/render"
	"northtable/rules"
	rv "northtable/rules/reavers"
)

// pileView is the Glory pile and its Territories row (Reavers spec §2, §5.6, §9, §11 "Player
// boards": "the Glory pile (expandable, with its Territories row)"), public (§10.6): each
// board's chip with the counts opens the kit's render.ListPopover listing them, which Back or a
// press outside closes. seat is the seat whose pile is open, -1 for none.
type pileView struct {
	*pos
	st   *seats
	seat int
	pop  render.ListPopover
}

const pileW = 560.0 // the popover's width, logical px

// drawPileChip draws seat s's pile chip in r and registers it.
func (pv *pileView) drawPileChip(dst *ebiten.Image, sv *seatView, s rules.Seat, pl *rv.Player, r render.Rect) {
	labels, whole := pl.PileChipWords()
	chip := render.MenuChip{Rect: r, Labels: labels, Open: pv.seat == int(s)}
	sv.note(chip.Draw(dst, pv.ui))
	sv.ctl.Add(render.Control{ID: idPile, Rect: r, Enabled: true, Tip: whole})
}

// openPile opens the popover of seat s's pile (or closes it when it is open already).
func (pv *pileView) openPile(s int) {
	if pv.seat == s {
		pv.closePile()
		return
	}
	pv.seat, pv.version = s, pv.version+1 // the chip's look changes
	pv.fillPile()
}

// fillPile sets the open popover's contents from the position shown (a move may have added to
// the pile while it was open) and places it over the location board, above the seat's board.
func (pv *pileView) fillPile() {
	if pv.seat < 0 {
		return
	}
	s := rules.Seat(pv.seat)
	pl := pv.g.Player(s)
	p := &pv.pop
	p.Colour, p.Hint, p.Empty, p.TilesEmpty = pv.t.Colour(s), "Back or a press outside closes", rv.EmptyPileLabel, rv.NoTilesLabel
	p.Rows, p.Tiles = p.Rows[:0], p.Tiles[:0]
	for _, l := range pl.PileLines() {
		p.Rows = append(p.Rows, render.PopoverRow{Head: l.Head, Text: l.Text})
	}
	for st, k := range pl.PileTerritories {
		t := rv.Territories[st]
		for range k {
			p.Tiles = append(p.Tiles, render.PopoverTile{Sprite: render.TerritorySprites[t.Type][t.Level-1], Caption: t.Name})
		}
	}
	p.Title, p.TilesTitle = rv.PileTitles(pv.t.Name(s), len(p.Tiles))
	h := p.Height(pv.ui.Fonts, pileW)
	sr := seatRect(pv.seat, pv.big(), pv.n)
	x := max(locRect.X, min(sr.X+sr.W/2-pileW/2, locRect.Right()-pileW))
	p.Rect = render.Rect{X: x, Y: max(locRect.Y, boardsRect.Y-8-h), W: pileW, H: h}
}

// closePile closes the popover; false when none was open.
func (pv *pileView) closePile() bool {
	if pv.seat < 0 {
		return false
	}
	pv.seat = -1
	pv.version++
	return true
}

// updatePile reads the pointer while the popover is open: a press outside it and its chip
// closes it (the press goes no further). It reports whether the popover took the pointer.
func (pv *pileView) updatePile(p *input.Pointer) bool {
	if pv.seat < 0 {
		return false
	}
	in := pv.pop.Rect.Contains(p.X, p.Y)
	if c, ok := pv.st.boards[pv.seat].ctl.At(p.X, p.Y); p.Pressed() && !in && (!ok || c.ID != idPile) {
		pv.closePile()
		p.Consume()
		return true
	}
	return in
}
