package render

import (
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"northtable/input"
)

// GoodCounter is one counter of a GoodsCounters row.
type GoodCounter struct {
	Icon      string // the good's sprite name (GoodSprites)
	Name      string // its name, shown on hover ("Tomato"); "" for none
	Count     int    // how many; 0 draws faded
	Highlight bool   // choosable now: glows, brightens under the pointer
	Dimmed    bool   // drawn at DimAlpha; Reason shows on hover and long-press
	Reason    string // why it is dimmed
}

// GoodsCounters is a row of (icon, count) counters, one per good: a player's stock, a cost, a
// choose-goods prompt (highlight the choosable goods and set Clickable). A count of 0 reads
// faded. The full look puts each counter on a paper chip (44 px rows read well); Compact drops
// the chip for a small icon with its count beside it (24–28 px rows, inside a panel).
type GoodsCounters struct {
	Rect      Rect          // logical px; the counters share it evenly, left to right
	Goods     []GoodCounter // left to right
	Compact   bool          // no chips: an icon and its count, for a panel's stock line
	Clickable bool          // the counters take taps (Update reports them) and brighten under the pointer

	hits  hits
	rects []Rect
}

func (g *GoodsCounters) layout() {
	g.rects = g.rects[:0]
	g.hits.reset()
	n := len(g.Goods)
	if n == 0 {
		return
	}
	gap := 8.0
	if g.Compact {
		gap = 4
	}
	w := (g.Rect.W - float64(n-1)*gap) / float64(n)
	for i, gd := range g.Goods {
		r := Rect{X: g.Rect.X + float64(i)*(w+gap), Y: g.Rect.Y, W: w, H: g.Rect.H}
		g.rects = append(g.rects, r)
		g.hits.add(i, r, !gd.Dimmed, gd.Reason, gd.Name)
	}
}

// CounterRect is where counter i is drawn and takes the pointer, logical px.
func (g *GoodsCounters) CounterRect(i int) Rect {
	g.layout()
	return rectAt(g.rects, i)
}

// At is the counter under p, if any.
func (g *GoodsCounters) At(p Point) (int, bool) {
	g.layout()
	return g.hits.at(p.X, p.Y)
}

// Update tracks the pointer for one tick (names and reasons show on hover) and, when
// Clickable, reports the counter tapped, dimmed or not; a reported tap consumes the pointer.
func (g *GoodsCounters) Update(p *input.Pointer) (int, bool) {
	g.layout()
	if !g.Clickable {
		// hover only: a copy of the pointer whose gestures are spent, so no tap is taken
		q := *p
		q.Consume()
		g.hits.cs.Update(&q)
		return -1, false
	}
	return g.hits.update(p)
}

// Draw draws the counters and asks ui for the due tooltip.
func (g *GoodsCounters) Draw(dst *ebiten.Image, ui *UI) {
	g.layout()
	hot, down := g.hits.hot(), g.hits.pressed()
	for i := range g.Goods {
		g.drawCounter(dst, ui, i, g.Clickable && i == hot, g.Clickable && i == down)
	}
	g.hits.tooltip(ui)
}

func (g *GoodsCounters) drawCounter(dst *ebiten.Image, ui *UI, i int, hover, down bool) {
	gd := &g.Goods[i]
	r := g.rects[i]
	a := alphaOf(gd.Dimmed)
	lit := gd.Highlight && !gd.Dimmed
	if down && lit {
		r = r.Offset(0, 1)
	}
	ia, ink := a, Ink
	if gd.Count == 0 {
		ia, ink = a*0.45, InkSoft
	}
	p := ui.P
	if g.Compact {
		if lit {
			ui.glow(dst, r, 6, hover)
		}
		size := min(r.H-4, 24)
		ui.icon(dst, gd.Icon, r.X+2+size/2, r.Y+r.H/2, size, ia)
		f := ui.Fonts.BodyBold
		p.SetScale(ScaleOf(dst))
		p.TextMid(dst, strconv.Itoa(gd.Count), f, r.X+size+6, r.Y+r.H/2, fade(ink, a), AlignLeft)
		return
	}
	fill := Paper
	if lit && hover {
		fill = mix(Paper, white, 0.5)
	}
	if a >= 1 && !down {
		ui.SoftShadow(dst, r, 8, 2, 0.35)
	}
	ui.fillRound(dst, r, 8, fade(fill, a))
	ui.ringRound(dst, r, 8, 1, fade(WithAlpha(Ink, 0.14), a))
	if lit {
		ui.glow(dst, r, 8, hover)
	}
	size := min(r.H-10, 32, r.W*0.5)
	ui.icon(dst, gd.Icon, r.X+5+size/2, r.Y+r.H/2, size, ia)
	f := ui.Fonts.HeadingBold
	if r.H < 40 || r.W < 72 {
		f = ui.Fonts.BodyBold
	}
	p.SetScale(ScaleOf(dst))
	right := r.Right() - 8
	p.TextMid(dst, strconv.Itoa(gd.Count), f, max(right, r.X+size+12), r.Y+r.H/2, fade(ink, a), AlignRight)
}
