package reavers

import (
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"northtable/input"
	"northtable/render"
	"northtable/rules"
	rv "northtable/rules/reavers"
)

// The Glory pile and the Territories row (Reavers spec §2 "Player area", §5.6, §9, §11
// "Player boards": "the Glory pile (expandable, with its Territories row)"): what a player has
// won that scores at the end or is spent (Rallied and retired Reavers, Artifacts used or
// retired, Ship Upgrade tokens sent there, Keep Spoils kept, Sea Battles won) and the
// Territory tiles subdued. Each board shows a chip with the counts; a press on it opens a
// popover listing them, the tiles drawn with their sprites; Back (Escape) or a press outside
// closes it. Everything in it is public (§10.6).

// pileView is the open popover: the seat whose pile it shows (-1 for none) and its layout.
type pileView struct {
	*pos
	pen   *pen
	st    *seats
	seat  int
	rect  render.Rect
	lines []rv.PileLine
	tiles []rv.StackID // the Territories row, one per tile
}

// pileChipWords is the chip's label for a board of width w: the pile's and the row's counts,
// in as many words as fit.
func (pv *pileView) pileChipWords(cards, tiles int, w float64) string {
	for _, s := range []string{
		"Glory pile " + strconv.Itoa(cards) + " · Territories " + strconv.Itoa(tiles),
		"Pile " + strconv.Itoa(cards) + " · Territories " + strconv.Itoa(tiles),
		"Pile " + strconv.Itoa(cards) + " · Tiles " + strconv.Itoa(tiles),
	} {
		if fitsLine(s, pv.ui.Fonts.SmallBold, w) {
			return s
		}
	}
	return "Pile " + strconv.Itoa(cards) + " · Tiles " + strconv.Itoa(tiles)
}

// drawPileChip draws seat s's pile chip in r and registers it.
func (pv *pileView) drawPileChip(dst *ebiten.Image, sv *seatView, s rules.Seat, pl *rv.Player, r render.Rect) {
	ui := pv.ui
	cards, tiles := pl.PileCount()
	fill := render.Mix(render.Sand, render.PaperShade, 0.3)
	if pv.seat == int(s) {
		fill = render.Shallow
	}
	ui.RoundRect(dst, r, r.H/2, fill)
	ui.RoundRing(dst, r, r.H/2, 1, render.WithAlpha(render.InkSoft, 0.5))
	label := pv.pileChipWords(cards, tiles, r.W-30)
	pv.st.seatText(dst, sv, label, ui.Fonts.SmallBold, r.X+10, r.Y+(r.H-render.FitLine(label, ui.Fonts.SmallBold, r.W-30).LineHeight())/2, r.W-30, render.Ink)
	cx, cy := r.Right()-13, r.Y+r.H/2 // an arrow: it opens
	ui.P.Quad(render.Point{X: cx - 4, Y: cy - 2}, render.Point{X: cx + 4, Y: cy - 2}, render.Point{X: cx, Y: cy + 3}, render.Point{X: cx, Y: cy + 3}, render.InkSoft, 1)
	ui.P.Flush(dst)
	sv.ctl.Add(render.Control{ID: idPile, Rect: r, Enabled: true,
		Tip: "The Glory pile (" + strconv.Itoa(cards) + ") and the Territories row (" + strconv.Itoa(tiles) + "): press to see them."})
}

// openPile opens the popover of seat s's pile (or closes it when it is open already).
func (pv *pileView) openPile(s int) {
	if pv.seat == s {
		pv.closePile()
		return
	}
	pv.seat = s
	pv.fillPile()
	pv.version++ // the chip's look changes
}

// fillPile sets the open popover's contents from the position shown (a move may have added to
// the pile while it was open).
func (pv *pileView) fillPile() {
	if pv.seat < 0 {
		return
	}
	pl := pv.g.Player(rules.Seat(pv.seat))
	pv.lines = pl.PileLines()
	pv.tiles = pv.tiles[:0]
	for st, k := range pl.PileTerritories {
		for range k {
			pv.tiles = append(pv.tiles, rv.StackID(st))
		}
	}
	pv.layoutPile()
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

// Popover metrics, logical px.
const (
	pileW     = 560.0
	pilePad   = 16.0
	pileTile  = 56.0
	pileHeadW = 150.0
)

// layoutPile sizes the popover for its lines and tiles, over the location board above the
// seat's own board.
func (pv *pileView) layoutPile() {
	ui := pv.ui
	h := pilePad + 30
	if len(pv.lines) == 0 {
		h += 22
	}
	for _, l := range pv.lines {
		h += float64(len(render.Wrap(l.Text, ui.Fonts.Small, pileW-2*pilePad-pileHeadW)))*ui.Fonts.Small.LineHeight() + 6
	}
	h += 26 // the Territories heading
	if len(pv.tiles) > 0 {
		avail := pileW - 2*pilePad + 6
		perRow := max(1, int(avail/(pileTile+6)))
		rows := (len(pv.tiles) + perRow - 1) / perRow
		h += float64(rows) * (pileTile + 20)
	} else {
		h += 22
	}
	h += pilePad
	sr := seatRect(pv.seat, pv.big(), pv.n)
	x := max(locRect.X, min(sr.X+sr.W/2-pileW/2, locRect.Right()-pileW))
	pv.rect = render.Rect{X: x, Y: max(locRect.Y, boardsRect.Y-8-h), W: pileW, H: h}
}

// updatePile reads the pointer while the popover is open: a press outside it closes it (the
// press goes no further). It reports whether the popover took the pointer.
func (pv *pileView) updatePile(p *input.Pointer) bool {
	if pv.seat < 0 {
		return false
	}
	if p.Pressed() && !pv.rect.Contains(p.X, p.Y) {
		onChip := false
		if c, ok := pv.st.boards[pv.seat].ctl.At(p.X, p.Y); ok && c.ID == idPile {
			onChip = true
		}
		if !onChip {
			pv.closePile()
			p.Consume()
			return true
		}
	}
	return pv.rect.Contains(p.X, p.Y)
}

// drawPilePopover draws the open popover: the seat's name, each kind of the Glory pile, the
// Territories row as tiles with their names.
func (pv *pileView) drawPilePopover(dst *ebiten.Image) {
	if pv.seat < 0 {
		return
	}
	ui := pv.ui
	r := pv.rect
	s := rules.Seat(pv.seat)
	ui.SoftShadow(dst, r, 12, 6, 0.6)
	ui.RoundRect(dst, r, 12, render.Paper)
	ui.RoundRing(dst, r, 12, 2, render.PlayerColours[pv.t.Colour(s)%render.NumPlayerColours])
	x, y := r.X+pilePad, r.Y+pilePad
	ui.DrawPlayerMark(dst, pv.t.Colour(s), x+8, y+10, 8)
	ui.P.Text(dst, pv.t.Name(s)+"'s Glory pile", ui.Fonts.BodyBold, x+22, y, render.Ink, render.AlignLeft)
	ui.P.Text(dst, "Back or a press outside closes", ui.Fonts.Small, r.Right()-pilePad, y+3, render.InkSoft, render.AlignRight)
	y += 30
	if len(pv.lines) == 0 {
		ui.P.Text(dst, "Nothing in the Glory pile yet.", ui.Fonts.Small, x, y, render.InkSoft, render.AlignLeft)
		y += 22
	}
	for _, l := range pv.lines {
		ui.P.Text(dst, l.Head, ui.Fonts.SmallBold, x, y, render.Ink, render.AlignLeft)
		lines := render.Wrap(l.Text, ui.Fonts.Small, r.W-2*pilePad-pileHeadW)
		for _, t := range lines {
			ui.P.Text(dst, t, ui.Fonts.Small, x+pileHeadW, y, render.Ink, render.AlignLeft)
			y += ui.Fonts.Small.LineHeight()
		}
		y += 6
	}
	ui.P.Text(dst, "Territories row ("+strconv.Itoa(len(pv.tiles))+")", ui.Fonts.SmallBold, x, y+4, render.Ink, render.AlignLeft)
	y += 26
	if len(pv.tiles) == 0 {
		ui.P.Text(dst, "No Territory subdued yet.", ui.Fonts.Small, x, y, render.InkSoft, render.AlignLeft)
	}
	tx := x
	for _, st := range pv.tiles {
		if tx+pileTile > r.Right()-pilePad {
			tx, y = x, y+pileTile+20
		}
		t := rv.Territories[st]
		pv.pen.sprite(dst, render.TerritorySprites[t.Type][t.Level-1], render.Rect{X: tx, Y: y, W: pileTile, H: pileTile}, 1)
		ui.P.Text(dst, t.Name, ui.Fonts.Small, tx+pileTile/2, y+pileTile+1, render.InkSoft, render.AlignCenter)
		tx += pileTile + 6
	}
}

// pileWords is the open popover's contents in words (the probe's): each line's heading and
// text, then the Territories by name; nil when it is closed.
func (pv *pileView) pileWords() []string {
	if pv.seat < 0 {
		return nil
	}
	out := []string{}
	for _, l := range pv.lines {
		out = append(out, l.Head+": "+l.Text)
	}
	for _, st := range pv.tiles {
		out = append(out, "Territory: "+rv.Territories[st].Name)
	}
	return out
}
