package render

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"northtable/input"
)

// SpaceState is what stands on an action space (or over it).
type SpaceState int

// Action space states.
const (
	SpaceFree     SpaceState = iota // open and empty: an empty worker slot
	SpaceOccupied                   // a seat's worker disc stands in the slot (ActionSpace.Worker)
	SpaceCovered                    // out of the game under the covering tile (Reykholt, 3 players)
	SpaceBlocked                    // closed by a neutral disc (Reykholt solo)
)

// ActionSpace is one space of a WorkerGrid, as plain data.
type ActionSpace struct {
	// Icons is the effect, left to right: atlas sprite names ("good/tomato", SpriteGreenhouse),
	// and short text tokens drawn in bold ink ("2", "+", "or", "→"); an entry without a '/'
	// is a token.
	Icons []string
	Label string     // short effect text under the icons ("Seed 1–2×"); "" for none
	Flag  bool       // carries the flag mark (Reykholt: a per-round limit per column)
	State SpaceState // free, occupied, covered or blocked
	// Worker is the occupying worker's player colour index (SpaceOccupied): its disc carries
	// the colour's marker shape, so colour is never the only cue.
	Worker int
	Legal  bool   // a legal target now: glows shallow blue, brighter under the pointer
	Dimmed bool   // drawn at DimAlpha; Reason shows on hover and long-press
	Reason string // why it is dimmed, in plain words
	Tip    string // optional full wording of the effect, shown on hover when not dimmed
}

// Worker grid metrics, logical px.
const (
	GridHeadH = 30.0 // the column headings' band
	GridGap   = 8.0  // between spaces
)

// GridTints are the column colours used when WorkerGrid.Tints is empty, cycled by column:
// moss, earth, accent and sea (Reykholt: Property, Field, Market, Town Hall).
var GridTints = []color.RGBA{MossShade, {0x8A, 0x64, 0x3E, 0xFF}, AccentDark, Sea}

// WorkerGrid is a board of action spaces for worker placement: labelled columns by rows, each
// space an effect (icons + short text), an optional flag and a worker slot that is free,
// occupied by a seat's disc, blocked by a neutral disc or covered by the covering tile. Legal
// targets glow; a dimmed space tells why on hover or long-press. Reykholt's board now, any
// worker-placement board later. Set the fields, then Update once per tick and Draw once per
// frame; SpaceRect and At give the very rectangles drawn.
type WorkerGrid struct {
	Rect    Rect          // logical px: headings on top, then the rows
	Columns []string      // column headings, left to right
	Spaces  []ActionSpace // row by row: space i is in row i/len(Columns), column i%len(Columns)
	Tints   []color.RGBA  // optional column colours; empty uses GridTints
	// CoverText is the caption on the covering tile ("Not used with 3 players"); "" for none.
	CoverText string

	hits  hits
	rects []Rect
}

// Rows is how many rows the spaces fill.
func (g *WorkerGrid) Rows() int {
	n := max(1, len(g.Columns))
	return (len(g.Spaces) + n - 1) / n
}

// layout computes every space's rectangle and registers the hit areas.
func (g *WorkerGrid) layout() {
	cols := max(1, len(g.Columns))
	rows := max(1, g.Rows())
	cw := (g.Rect.W - float64(cols-1)*GridGap) / float64(cols)
	rh := (g.Rect.H - GridHeadH - GridGap - float64(rows-1)*GridGap) / float64(rows)
	g.rects = g.rects[:0]
	g.hits.reset()
	for i, s := range g.Spaces {
		c, r := i%cols, i/cols
		rect := Rect{X: g.Rect.X + float64(c)*(cw+GridGap), Y: g.Rect.Y + GridHeadH + GridGap + float64(r)*(rh+GridGap), W: cw, H: rh}
		g.rects = append(g.rects, rect)
		if s.State != SpaceCovered {
			g.hits.add(i, rect, !s.Dimmed, s.Reason, s.Tip)
		}
	}
}

// SpaceRect is where space i is drawn and takes the pointer, logical px.
func (g *WorkerGrid) SpaceRect(i int) Rect {
	g.layout()
	return rectAt(g.rects, i)
}

// SlotCentre is the centre of space i's worker slot, logical px: where a placed disc lands
// (an animation's end point).
func (g *WorkerGrid) SlotCentre(i int) Point {
	r := g.SpaceRect(i)
	rad := slotRadius(r)
	return Point{X: r.X + 10 + rad, Y: r.Y + r.H/2}
}

// ColumnRect is where column c's heading is drawn, logical px.
func (g *WorkerGrid) ColumnRect(c int) Rect {
	cols := max(1, len(g.Columns))
	cw := (g.Rect.W - float64(cols-1)*GridGap) / float64(cols)
	return Rect{X: g.Rect.X + float64(c)*(cw+GridGap), Y: g.Rect.Y, W: cw, H: GridHeadH}
}

// At is the space under p (a drop point, a tap), if any; covered spaces take no pointer.
func (g *WorkerGrid) At(p Point) (int, bool) {
	g.layout()
	return g.hits.at(p.X, p.Y)
}

// Update tracks the pointer for one tick and reports the space tapped, dimmed or not (a scene
// may say why a dimmed one refuses); a reported tap consumes the pointer.
func (g *WorkerGrid) Update(p *input.Pointer) (int, bool) {
	g.layout()
	return g.hits.update(p)
}

// Hovered is the space under the pointer (a finger only while it touches), if any.
func (g *WorkerGrid) Hovered() (int, bool) {
	h := g.hits.hot()
	return h, h >= 0
}

func (g *WorkerGrid) tint(c int) color.RGBA {
	t := g.Tints
	if len(t) == 0 {
		t = GridTints
	}
	return t[c%len(t)]
}

// slotRadius is the worker slot's radius in a space of rectangle r, logical px.
func slotRadius(r Rect) float64 { return max(10, min(22, r.H/2-8)) }

// Draw draws the column bands and headings, every space with its worker, flag and effect, the
// covering tile over covered runs, and asks ui for the due tooltip (see UI.DrawOverlay).
func (g *WorkerGrid) Draw(dst *ebiten.Image, ui *UI) {
	g.layout()
	p := ui.P
	p.SetScale(ScaleOf(dst))
	cols := max(1, len(g.Columns))
	for c, name := range g.Columns {
		h := g.ColumnRect(c)
		t := g.tint(c)
		band := Rect{X: h.X - 4, Y: h.Y, W: h.W + 8, H: g.Rect.H}
		ui.fillRound(dst, band, 10, WithAlpha(t, 0.22))
		ui.fillRound(dst, h, 8, t)
		p.SetScale(ScaleOf(dst))
		p.TextMid(dst, Ellipsize(name, ui.Fonts.BodyBold, h.W-12), ui.Fonts.BodyBold, h.X+h.W/2, h.Y+h.H/2, Paper, AlignCenter)
	}
	hot, down := g.hits.hot(), g.hits.pressed()
	for i := range g.Spaces {
		g.drawSpace(dst, ui, i, i == hot, i == down)
	}
	// one covering tile over each run of covered spaces in a row
	for row := 0; row < g.Rows(); row++ {
		first := -1
		for c := 0; c <= cols; c++ {
			i := row*cols + c
			covered := c < cols && i < len(g.Spaces) && g.Spaces[i].State == SpaceCovered
			if covered && first < 0 {
				first = i
			}
			if !covered && first >= 0 {
				g.drawCover(dst, ui, g.rects[first].Union(g.rects[i-1]))
				first = -1
			}
		}
	}
	g.hits.tooltip(ui)
}

// drawSpace draws space i: its tile, worker slot, flag and effect.
func (g *WorkerGrid) drawSpace(dst *ebiten.Image, ui *UI, i int, hover, down bool) {
	s := &g.Spaces[i]
	r := g.rects[i]
	if s.State == SpaceCovered {
		return // the covering tile hides it
	}
	a := alphaOf(s.Dimmed)
	lit := s.Legal && !s.Dimmed
	if lit && down {
		r = r.Offset(0, 1)
	}
	fill := Paper
	switch {
	case s.Dimmed:
		// a muted tile that stays light on any board, its content at DimAlpha
		fill = WithAlpha(PaperShade, 0.8)
	case lit && hover:
		fill = mix(Paper, white, 0.5)
	}
	if !s.Dimmed {
		ui.SoftShadow(dst, r, 8, 2, 0.35)
	}
	ui.fillRound(dst, r, 8, fill)
	ui.ringRound(dst, r, 8, 1, WithAlpha(Ink, 0.14))
	if lit {
		ui.glow(dst, r, 8, hover)
	}

	// the worker slot
	rad := slotRadius(r)
	cx, cy := r.X+10+rad, r.Y+r.H/2
	switch s.State {
	case SpaceOccupied:
		ui.icon(dst, WorkerSprites[((s.Worker%NumPlayerColours)+NumPlayerColours)%NumPlayerColours], cx, cy, 2*rad+4, a)
	case SpaceBlocked:
		ui.icon(dst, SpriteBlocker, cx, cy, 2*rad+4, a)
	default:
		ui.fillRound(dst, Rect{X: cx - rad, Y: cy - rad, W: 2 * rad, H: 2 * rad}, rad, fade(PaperShade, a))
		ring := WithAlpha(InkSoft, 0.45)
		if lit {
			ring = Sea
		}
		ui.ringRound(dst, Rect{X: cx - rad, Y: cy - rad, W: 2 * rad, H: 2 * rad}, rad, 2, fade(ring, a))
	}
	if s.Flag {
		ui.icon(dst, SpriteFlag, r.Right()-13, r.Y+14, 20, a)
	}

	// the effect: icons (and tokens) on one line, the label under them
	left := cx + rad + 8
	right := r.Right() - 8
	if s.Flag {
		right -= 16
	}
	g.drawEffect(dst, ui, s, Rect{X: left, Y: r.Y + 4, W: right - left, H: r.H - 8}, a)
}

// drawEffect draws a space's icons and label centred in area. A label too wide for one line
// takes two; icons too wide for one line take two rows when the space is tall enough (split
// where the rows come out most even), and shrink only past that, so every part stays readable.
func (g *WorkerGrid) drawEffect(dst *ebiten.Image, ui *UI, s *ActionSpace, area Rect, a float32) {
	p := ui.P
	tok := ui.Fonts.BodyBold
	label := ui.Fonts.Small
	var lines []string
	if s.Label != "" {
		lines = []string{s.Label}
		if TextWidth(s.Label, label) > area.W {
			if w := Wrap(s.Label, label, area.W+3); len(w) == 2 {
				lines = w
			}
		}
	}
	lh := label.LineHeight() * float64(len(lines))
	const gap = 4.0
	width := func(icons []string, size float64) float64 {
		w := 0.0
		for k, ic := range icons {
			if k > 0 {
				w += gap
			}
			if isSprite(ic) {
				w += size
			} else {
				w += TextWidth(ic, tok)
			}
		}
		return w
	}
	size := min(30, area.H-lh-4)
	rows := [][]string{s.Icons}
	shrunk := func(row []string, size float64) float64 {
		if w := width(row, size); w > area.W && w > 0 {
			tw := w - float64(countSprites(row))*size
			return max(14, min(size, (area.W-tw)/float64(max(1, countSprites(row)))))
		}
		return size
	}
	if len(s.Icons) > 1 && shrunk(s.Icons, size) < minIcon {
		const rowSize = 24.0
		if 2*rowSize+gap <= area.H-lh-4 {
			best, split := math.Inf(1), 1
			for k := 1; k < len(s.Icons); k++ {
				if d := math.Abs(width(s.Icons[:k], rowSize) - width(s.Icons[k:], rowSize)); d < best {
					best, split = d, k
				}
			}
			rows, size = [][]string{s.Icons[:split], s.Icons[split:]}, rowSize
		}
	}
	for _, row := range rows {
		size = shrunk(row, size) // shrink the icons to fit; tokens keep their size
	}
	iconsH := 0.0
	if len(s.Icons) > 0 {
		iconsH = float64(len(rows))*size + float64(len(rows)-1)*gap
	}
	top := area.Y + (area.H-iconsH-lh)/2
	p.SetScale(ScaleOf(dst))
	for j, row := range rows {
		x := area.X + (area.W-width(row, size))/2
		cy := top + float64(j)*(size+gap) + size/2
		for _, ic := range row {
			if isSprite(ic) {
				ui.icon(dst, ic, x+size/2, cy, size, a)
				x += size + gap
				continue
			}
			p.TextMid(dst, ic, tok, x, cy, fade(Ink, a), AlignLeft)
			x += TextWidth(ic, tok) + gap
		}
	}
	y := top + iconsH
	for i, l := range lines {
		p.Text(dst, Ellipsize(l, label, area.W+3), label, area.X+area.W/2, y+float64(i)*label.LineHeight(), fade(InkSoft, a), AlignCenter)
	}
}

// minIcon is the smallest an effect's icons shrink to on one row before the row is split in
// two, logical px.
const minIcon = 18.0

func countSprites(icons []string) int {
	n := 0
	for _, ic := range icons {
		if isSprite(ic) {
			n++
		}
	}
	return n
}

// drawCover draws the covering tile over r with its caption.
func (g *WorkerGrid) drawCover(dst *ebiten.Image, ui *UI, r Rect) {
	r = r.Inset(-3)
	ui.SoftShadow(dst, r, 8, 3, 0.5)
	if img := ui.Sprite(SpriteCover); img != nil {
		ui.P.SetScale(ScaleOf(dst))
		ui.P.Nine(dst, img, r, 1)
	} else {
		ui.fillRound(dst, r, 8, Sand)
	}
	if g.CoverText != "" {
		cx, cy := r.Centre()
		ui.P.TextMid(dst, Ellipsize(g.CoverText, ui.Fonts.BodyBold, r.W-40), ui.Fonts.BodyBold, cx, cy+1, WithAlpha(Ink, 0.5), AlignCenter)
		ui.P.TextMid(dst, Ellipsize(g.CoverText, ui.Fonts.BodyBold, r.W-40), ui.Fonts.BodyBold, cx, cy, Paper, AlignCenter)
	}
}
