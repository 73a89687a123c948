package render

import (
	"slices"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
)

// NumberedTokens are a player's tokens that each show a number (Orkney's fish tokens, victory
// point chips): one token per value, in the order given, while they fit in Rows rows of PerRow,
// else one token per distinct value, smallest first, with how many there are after it ("×6"),
// Groups to a row. The numbers are in paper on the sprite, the counts in ink beside it.
type NumberedTokens struct {
	First  Point  // the first token's centre, logical px
	Sprite string // the token's sprite name
	Size   float64
	Step   Point   // from one token to the next across (X) and from row to row (Y), logical px
	PerRow int     // tokens a row while each is drawn
	Rows   int     // rows of them at most; more tokens are grouped by value
	Groups int     // grouped tokens a row
	GroupX float64 // from one grouped token to the next across, logical px (room for its count)
	Values []int
}

// NumberedToken is one token as drawn: its centre, its number and, when grouped, how many
// tokens of that number it stands for (0 for a single token).
type NumberedToken struct {
	At    Point
	Value int
	Count int
}

// Tokens lays the tokens out.
func (n *NumberedTokens) Tokens() []NumberedToken {
	if len(n.Values) <= n.PerRow*n.Rows {
		out := make([]NumberedToken, len(n.Values))
		for i, v := range n.Values {
			out[i] = NumberedToken{At: n.at(i, n.PerRow, n.Step.X), Value: v}
		}
		return out
	}
	counts := map[int]int{}
	var vals []int
	for _, v := range n.Values {
		if counts[v] == 0 {
			vals = append(vals, v)
		}
		counts[v]++
	}
	slices.Sort(vals)
	out := make([]NumberedToken, len(vals))
	for i, v := range vals {
		out[i] = NumberedToken{At: n.at(i, n.Groups, n.GroupX), Value: v, Count: counts[v]}
	}
	return out
}

// at is the centre of the i-th token laid perRow to a row, dx apart.
func (n *NumberedTokens) at(i, perRow int, dx float64) Point {
	return Point{X: n.First.X + float64(i%perRow)*dx, Y: n.First.Y + float64(i/perRow)*n.Step.Y}
}

// Draw draws the tokens in the kit's body bold face.
func (n *NumberedTokens) Draw(dst *ebiten.Image, ui *UI) {
	p, f := ui.P, ui.Fonts.BodyBold
	img := ui.Sprite(n.Sprite)
	p.SetScale(ScaleOf(dst))
	for _, t := range n.Tokens() {
		if img != nil {
			p.Sprite(dst, img, t.At, n.Size/float64(img.Bounds().Dx()), 1)
		}
		p.TextMid(dst, strconv.Itoa(t.Value), f, t.At.X, t.At.Y, Paper, AlignCenter)
		if t.Count > 0 {
			p.TextMid(dst, "×"+strconv.Itoa(t.Count), f, t.At.X+n.Size/2+6, t.At.Y, Ink, AlignLeft)
		}
	}
}

// CountRow is a player's stocks side by side: each an icon with its count after it, in its
// cell. With Share (the cells on one line) each cell is narrowed to its icon and count and the
// line's spare room shared out, so a two-digit count takes the room a one-digit one leaves
// rather than running into the next icon; a count still too wide for its cell is set smaller,
// down to FitMinSize. Keep one value per row: it keeps the cells as drawn.
type CountRow struct {
	Cells   []Rect   // the even cells, logical px
	Sprites []string // one icon per cell
	Counts  []int    // one count per cell
	Large   bool     // 22 px icons and the body's bold face, else 15 px and the small bold
	Share   bool

	shown []Rect
}

// look is cell r's icon side and count face.
func (c *CountRow) look(f *Fonts, r Rect) (float64, *Face) {
	if c.Large {
		return min(r.H, 22), f.BodyBold
	}
	return min(r.H, 15), f.SmallBold
}

// Layout lays the cells out as drawn (see Share) and returns them.
func (c *CountRow) Layout(f *Fonts) []Rect {
	c.shown = append(c.shown[:0], c.Cells...)
	if !c.Share || len(c.Cells) == 0 {
		return c.shown
	}
	var buf [8]float64 // a frame's row allocates nothing
	need, total := buf[:0], 0.0
	for i, r := range c.Cells {
		size, face := c.look(f, r)
		need = append(need, size+2+TextWidth(strconv.Itoa(c.Counts[i]), face)+4)
		total += need[i]
	}
	x, span := c.Cells[0].X, c.Cells[len(c.Cells)-1].Right()-c.Cells[0].X
	if total > span {
		return c.shown
	}
	extra := (span - total) / float64(len(c.Cells))
	for i := range c.shown {
		c.shown[i].X, c.shown[i].W = x, need[i]+extra-2
		x += need[i] + extra
	}
	return c.shown
}

// Fits reports whether count i shows whole in its cell as laid out (by Layout or Draw).
func (c *CountRow) Fits(f *Fonts, i int) bool {
	r := c.shown[i]
	size, face := c.look(f, r)
	s := strconv.Itoa(c.Counts[i])
	w, _ := MeasureText(s, FitLine(s, face, r.W-size-2))
	return w <= r.W-size-2
}

// Draw lays the row out, draws it and returns the cells as drawn: where each stock takes the
// pointer.
func (c *CountRow) Draw(dst *ebiten.Image, ui *UI) []Rect {
	for i, r := range c.Layout(ui.Fonts) {
		size, face := c.look(ui.Fonts, r)
		ui.fitSprite(dst, c.Sprites[i], Rect{X: r.X, Y: r.Y + (r.H-size)/2, W: size, H: size})
		s := strconv.Itoa(c.Counts[i])
		ui.P.TextMid(dst, s, FitLine(s, face, r.W-size-2), r.X+size+2, r.Y+r.H/2, Ink, AlignLeft)
	}
	return c.shown
}
