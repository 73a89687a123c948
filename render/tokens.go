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
