package render

import "github.com/hajimehoshi/ebiten/v2"

// ListPopover is a panel opened over a board to show what one player holds in full (a pile of
// won cards, a row of tiles): a heading after the player's mark with a hint at the right (how
// to close it), rows of a bold head with its words wrapped in a column beside it, then a titled
// row of tiles, each a sprite with its caption under it, wrapped to as many rows as they need.
// Empty and TilesEmpty stand in for no rows and no tiles. The board places it (Rect's X, Y and
// W; Height gives H), takes the pointer while it is open and closes it.
type ListPopover struct {
	Rect       Rect // logical px
	Colour     int  // the player colour of the mark and the rim
	Title      string
	Hint       string
	Rows       []PopoverRow
	Empty      string
	TilesTitle string
	Tiles      []PopoverTile
	TilesEmpty string
}

// PopoverRow is one row of a ListPopover: a head and its words.
type PopoverRow struct{ Head, Text string }

// PopoverTile is one tile of a ListPopover's row of tiles: its sprite and caption.
type PopoverTile struct{ Sprite, Caption string }

// ListPopover metrics, logical px.
const (
	popPad   = 16.0  // round the contents
	popTile  = 56.0  // a tile's side
	popHeadW = 150.0 // the heads' column
)

// Height is how tall the popover must be at width w to show all of it, logical px.
func (pop *ListPopover) Height(f *Fonts, w float64) float64 {
	h := popPad + 30 + 26 + popPad // the heading, the tiles' title
	if len(pop.Rows) == 0 {
		h += 22
	}
	for _, r := range pop.Rows {
		h += float64(len(Wrap(r.Text, f.Small, w-2*popPad-popHeadW)))*f.Small.LineHeight() + 6
	}
	if len(pop.Tiles) == 0 {
		return h + 22
	}
	perRow := max(1, int((w-2*popPad+6)/(popTile+6)))
	return h + float64((len(pop.Tiles)+perRow-1)/perRow)*(popTile+20)
}

// Draw draws the popover, with its shadow, in the kit's faces.
func (pop *ListPopover) Draw(dst *ebiten.Image, ui *UI) {
	r, f, p := pop.Rect, ui.Fonts, ui.P
	ui.SoftShadow(dst, r, 12, 6, 0.6)
	ui.RoundRect(dst, r, 12, Paper)
	ui.RoundRing(dst, r, 12, 2, PlayerColours[pop.Colour%NumPlayerColours])
	x, y := r.X+popPad, r.Y+popPad
	ui.DrawPlayerMark(dst, pop.Colour, x+8, y+10, 8)
	p.Text(dst, pop.Title, f.BodyBold, x+22, y, Ink, AlignLeft)
	p.Text(dst, pop.Hint, f.Small, r.Right()-popPad, y+3, InkSoft, AlignRight)
	y += 30
	if len(pop.Rows) == 0 {
		p.Text(dst, pop.Empty, f.Small, x, y, InkSoft, AlignLeft)
		y += 22
	}
	for _, row := range pop.Rows {
		p.Text(dst, row.Head, f.SmallBold, x, y, Ink, AlignLeft)
		for _, t := range Wrap(row.Text, f.Small, r.W-2*popPad-popHeadW) {
			p.Text(dst, t, f.Small, x+popHeadW, y, Ink, AlignLeft)
			y += f.Small.LineHeight()
		}
		y += 6
	}
	p.Text(dst, pop.TilesTitle, f.SmallBold, x, y+4, Ink, AlignLeft)
	y += 26
	if len(pop.Tiles) == 0 {
		p.Text(dst, pop.TilesEmpty, f.Small, x, y, InkSoft, AlignLeft)
	}
	tx := x
	for _, t := range pop.Tiles {
		if tx+popTile > r.Right()-popPad {
			tx, y = x, y+popTile+20
		}
		ui.fitSprite(dst, t.Sprite, Rect{X: tx, Y: y, W: popTile, H: popTile})
		p.Text(dst, t.Caption, f.Small, tx+popTile/2, y+popTile+1, InkSoft, AlignCenter)
		tx += popTile + 6
	}
}
