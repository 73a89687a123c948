package render

import (
	"image/color"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"northtable/input"
)

// Greenhouse card colours: a glass-green paper face, a moss frame and soil beds.
var (
	glassPaper = color.RGBA{0xE9, 0xEE, 0xDC, 0xFF} // Paper toward Moss
	soil       = color.RGBA{0x7A, 0x55, 0x36, 0xFF}
	soilDark   = color.RGBA{0x5A, 0x3E, 0x27, 0xFF}
)

// Greenhouse card metrics, logical px.
const (
	ghHeadH  = 24.0 // the title row: glyph, name
	ghStripH = 24.0 // the allowed goods' strip at the bottom
	ghGap    = 5.0  // between parcels
)

// GreenhouseCard is a greenhouse: N parcels (3–6) drawn as soil beds, each empty or holding a
// good (goods may be mixed), under a title row and over a strip of the goods it allows. It
// highlights as a legal choice, dims with a reason, and turns face down (the random pile's
// hidden top). Tapping reports the parcel under the pointer (or -1 for the card elsewhere).
// It is also a CardFace, so a CardPile can show it on top.
type GreenhouseCard struct {
	Rect    Rect     // logical px; about 172×120 reads well, any size works
	Name    string   // a small caption in the title row ("G13"); "" for none
	Parcels []string // one entry per parcel: "" for empty or the good's sprite name
	Allowed []string // the goods it allows, sprite names, in the strip at the bottom

	FaceDown bool   // draws Back instead of the face
	Back     string // the back's sprite name; "" uses SpriteGreenhouseBack

	Highlight bool   // a legal choice: glows, lifts under the pointer
	Dimmed    bool   // drawn at DimAlpha; Reason shows on hover and long-press
	Reason    string // why it is dimmed
	Tip       string // optional help shown on hover when not dimmed

	hits  hits
	cells []Rect
}

// parcelRects appends the parcels' rectangles on a card drawn at r: up to four in one row,
// five as three over two, six as three over three... in rows of ceil(n/2).
func parcelRects(out []Rect, r Rect, n int) []Rect {
	if n <= 0 {
		return out
	}
	cols, rows := n, 1
	if n > 4 {
		cols, rows = (n+1)/2, 2
	}
	area := Rect{X: r.X + 10, Y: r.Y + ghHeadH + 2, W: r.W - 20, H: r.H - ghHeadH - ghStripH - 6}
	size := min((area.W-float64(cols-1)*ghGap)/float64(cols), (area.H-float64(rows-1)*ghGap)/float64(rows))
	size = max(size, 8)
	for row := 0; row < rows; row++ {
		inRow := cols
		if row == rows-1 {
			inRow = n - cols*(rows-1)
		}
		w := float64(inRow)*size + float64(inRow-1)*ghGap
		x := area.X + (area.W-w)/2
		y := area.Y + (area.H-float64(rows)*size-float64(rows-1)*ghGap)/2 + float64(row)*(size+ghGap)
		for k := 0; k < inRow; k++ {
			out = append(out, Rect{X: x + float64(k)*(size+ghGap), Y: y, W: size, H: size})
		}
	}
	return out
}

func (g *GreenhouseCard) layout() {
	g.cells = parcelRects(g.cells[:0], g.Rect, len(g.Parcels))
	g.hits.reset()
	g.hits.add(0, g.Rect, !g.Dimmed, g.Reason, g.Tip)
	if g.FaceDown {
		return
	}
	for i, c := range g.cells {
		g.hits.add(i+1, c, !g.Dimmed, g.Reason, g.Tip)
	}
}

// ParcelRect is where parcel i is drawn and takes the pointer, logical px.
func (g *GreenhouseCard) ParcelRect(i int) Rect {
	g.layout()
	return rectAt(g.cells, i)
}

// At reports whether p lies on the card and which parcel it lies on (-1 for the card's
// frame, strip or title), logical px.
func (g *GreenhouseCard) At(p Point) (parcel int, ok bool) {
	g.layout()
	i, ok := g.hits.at(p.X, p.Y)
	return i - 1, ok
}

// Update tracks the pointer for one tick and reports a tap on the card, dimmed or not, with
// the parcel tapped (-1 for elsewhere on the card); a reported tap consumes the pointer.
func (g *GreenhouseCard) Update(p *input.Pointer) (parcel int, ok bool) {
	g.layout()
	i, ok := g.hits.update(p)
	return i - 1, ok
}

// Hovered reports whether the pointer rests on the card.
func (g *GreenhouseCard) Hovered() bool { return g.hits.hot() >= 0 }

// Draw draws the card with its highlight and dimmed look and asks ui for the due tooltip.
func (g *GreenhouseCard) Draw(dst *ebiten.Image, ui *UI) {
	g.layout()
	ui.drawCardWidget(dst, g, g.Rect, &g.hits, g.Highlight, g.Dimmed)
}

// DrawAt draws the face (or back) into r at opacity a (CardFace).
func (g *GreenhouseCard) DrawAt(dst *ebiten.Image, ui *UI, r Rect, a float32) {
	if g.FaceDown {
		drawBack(dst, ui, orDefault(g.Back, SpriteGreenhouseBack), r, a)
		return
	}
	if a >= 1 {
		ui.SoftShadow(dst, r, 8, 2, 0.45)
	}
	ui.fillRound(dst, r, 8, fade(MossShade, a))
	inner := r.Inset(3)
	ui.fillRound(dst, inner, 6, fade(glassPaper, a))
	ui.icon(dst, SpriteGreenhouse, r.X+16, r.Y+ghHeadH/2+2, 20, a)
	p := ui.P
	f := ui.Fonts.SmallBold
	if g.Name != "" {
		p.TextMid(dst, Ellipsize(g.Name, f, r.W-60), f, r.X+30, r.Y+ghHeadH/2+2, fade(Ink, a), AlignLeft)
	}
	// the parcel count, a number beside a little bed
	n := len(g.Parcels)
	cx := r.Right() - 20
	ui.fillRound(dst, Rect{X: cx - 8, Y: r.Y + ghHeadH/2 - 5, W: 16, H: 14}, 3, fade(soil, a))
	p.SetScale(ScaleOf(dst))
	p.TextMid(dst, strconv.Itoa(n), f, cx, r.Y+ghHeadH/2+2, fade(Paper, a), AlignCenter)

	g.cells = parcelRects(g.cells[:0], r, n)
	for i, c := range g.cells {
		ui.fillRound(dst, c, 5, fade(soilDark, a))
		ui.fillRound(dst, Rect{X: c.X + 1, Y: c.Y + 1, W: c.W - 2, H: c.H - 3}, 4, fade(soil, a))
		if g.Parcels[i] == "" {
			// furrows on an empty bed
			for k := 1; k <= 2; k++ {
				y := c.Y + c.H*float64(k)/3
				p.FillRect(dst, Rect{X: c.X + 5, Y: y, W: c.W - 10, H: 1.5}, fade(soilDark, a))
			}
			continue
		}
		ui.icon(dst, g.Parcels[i], c.X+c.W/2, c.Y+c.H/2, c.W*0.9, a)
	}

	// the allowed goods
	strip := Rect{X: inner.X, Y: inner.Bottom() - ghStripH, W: inner.W, H: ghStripH}
	ui.fillRound(dst, strip, 5, fade(WithAlpha(MossShade, 0.25), a))
	if k := len(g.Allowed); k > 0 {
		size := min(20, (strip.W-8)/float64(k)-3)
		x := strip.X + strip.W/2 - (float64(k)*(size+3)-3)/2
		for _, gd := range g.Allowed {
			ui.icon(dst, gd, x+size/2, strip.Y+strip.H/2, size, a)
			x += size + 3
		}
	}
	// restore the layout of the card's own rectangle (r may be lifted or a pile's top)
	if r != g.Rect {
		g.cells = parcelRects(g.cells[:0], g.Rect, n)
	}
}
