package render

import (
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
)

// TrackEdge metrics, logical px.
const (
	edgeDepth   = 72.0 // default depth of the band of spaces
	edgeGap     = 2.0  // between neighbouring tiles (each tile is inset by it)
	edgeHeadH   = 28.0 // a tile's top strip: its number, icon and amount; markers stand below
	edgeLift    = 3.0  // each marker further in front stands this much lower
	edgeMarkerW = 24.0 // default marker width in TrackEdge
)

func (t *ScoreTrack) depth() float64 {
	if t.Depth <= 0 {
		return edgeDepth
	}
	return t.Depth
}

// edgeCounts splits n spaces over the four sides of r (top, right, bottom, left; the top and
// bottom rows hold the corners) in proportion to their lengths; an odd space goes right.
func edgeCounts(r Rect, n int, depth float64) (top, right, bottom, left int) {
	side := max(0, r.H-2*depth)
	l := 2*r.W + 2*side
	if n < 4 || l <= 0 {
		return n, 0, 0, 0
	}
	top = max(1, int(math.Round(float64(n)*r.W/l)))
	top = min(top, n/2)
	rest := n - 2*top
	right = (rest + 1) / 2
	return top, right, top, rest - right
}

// edgeRects appends the tiles of n spaces around r's edge, clockwise from the top-left corner.
func edgeRects(out []Rect, r Rect, n int, depth float64) []Rect {
	top, right, bottom, left := edgeCounts(r, n, depth)
	side := r.H - 2*depth
	add := func(x, y, w, h float64) { out = append(out, Rect{X: x, Y: y, W: w, H: h}.Inset(edgeGap)) }
	for i := 0; i < top; i++ {
		w := r.W / float64(top)
		add(r.X+float64(i)*w, r.Y, w, depth)
	}
	for i := 0; i < right; i++ {
		h := side / float64(right)
		add(r.Right()-depth, r.Y+depth+float64(i)*h, depth, h)
	}
	for i := 0; i < bottom; i++ {
		w := r.W / float64(bottom)
		add(r.Right()-float64(i+1)*w, r.Bottom()-depth, w, depth)
	}
	for i := 0; i < left; i++ {
		h := side / float64(left)
		add(r.X, r.Bottom()-depth-float64(i+1)*h, depth, h)
	}
	return out
}

// inward is the unit direction from space i's side of the edge into the board: down for the
// top row, left for the right column, up for the bottom row, right for the left column.
func (t *ScoreTrack) inward(i int) (dx, dy float64) {
	top, right, bottom, _ := edgeCounts(t.Rect, t.spaces(), t.depth())
	switch {
	case i < top:
		return 0, 1
	case i < top+right:
		return -1, 0
	case i < top+right+bottom:
		return 0, -1
	}
	return 1, 0
}

func (t *ScoreTrack) edgeMarkerW() float64 {
	if t.MarkerW <= 0 {
		return edgeMarkerW
	}
	return t.MarkerW
}

// markerH is marker i's drawn height at width w, logical px.
func (t *ScoreTrack) markerH(i int, w float64) float64 {
	if s := t.Markers[i].Sprite; s != nil {
		b := s.Bounds()
		return w * float64(b.Dy()) / float64(b.Dx())
	}
	return w
}

// stackSpots appends the TrackEdge spot of every marker: markers on one space stand in Stack
// order from the back (left, higher) to the front (right, lower), spread along the tile so each
// shows; a lone marker stands in the tile's middle. Lane is the place in the stack.
func (t *ScoreTrack) stackSpots(out []TrackSpot) []TrackSpot {
	base := len(out)
	for range t.Markers {
		out = append(out, TrackSpot{})
	}
	w := t.edgeMarkerW()
	b := &t.buf
	b.scores = b.scores[:0]
	for _, m := range t.Markers {
		b.scores = append(b.scores, t.SpaceOf(m.Score))
	}
	for i := range t.Markers {
		sp := b.scores[i]
		first := true // is i the first marker of its space?
		for j := 0; j < i; j++ {
			if b.scores[j] == sp {
				first = false
				break
			}
		}
		if !first || sp >= len(t.rects) {
			continue
		}
		b.order = b.order[:0]
		for j := i; j < len(t.Markers); j++ {
			if b.scores[j] == sp {
				b.order = append(b.order, j)
			}
		}
		for k := 1; k < len(b.order); k++ {
			for j := k; j > 0 && t.Markers[b.order[j]].Stack < t.Markers[b.order[j-1]].Stack; j-- {
				b.order[j], b.order[j-1] = b.order[j-1], b.order[j]
			}
		}
		r := t.rects[sp]
		k := len(b.order)
		step := 0.0
		if k > 1 {
			step = min(w*0.7, (r.W-w-6)/float64(k-1))
			for _, j := range b.order {
				if s := t.badge(j); s != "" {
					step = min(max(step, 28), (r.W-w-6)/float64(k-1))
					break
				}
			}
		}
		cx := r.X + r.W/2 - step*float64(k-1)/2
		floor := r.Y + edgeHeadH + (r.H-edgeHeadH)/2 - edgeLift*float64(k-1)/2
		for n, j := range b.order {
			out[base+j] = TrackSpot{C: Point{X: cx + float64(n)*step, Y: floor + float64(n)*edgeLift}, Lane: n}
		}
	}
	return out
}

// drawEdge draws a TrackEdge track: the band, one tile per space with its cell, the highlight
// and its note, then the markers from the back of each stack to the front, with lap badges.
func (t *ScoreTrack) drawEdge(dst *ebiten.Image, ui *UI) {
	p := ui.P
	r, d := t.Rect, t.depth()
	band := WithAlpha(DeepSea, 0.55)
	ui.fillRound(dst, Rect{X: r.X, Y: r.Y, W: r.W, H: d}, 10, band)
	ui.fillRound(dst, Rect{X: r.X, Y: r.Bottom() - d, W: r.W, H: d}, 10, band)
	ui.fillRound(dst, Rect{X: r.X, Y: r.Y + d - 10, W: d, H: r.H - 2*d + 20}, 10, band)
	ui.fillRound(dst, Rect{X: r.Right() - d, Y: r.Y + d - 10, W: d, H: r.H - 2*d + 20}, 10, band)
	t.layout()
	for i, c := range t.rects {
		fill := Paper
		if i%2 == 1 {
			fill = mix(Paper, PaperShade, 0.6)
		}
		if i == 0 && t.Loop > 0 {
			fill = Sand // a start space outside the loop
		}
		ui.fillRound(dst, c, 6, fill)
		ui.ringRound(dst, c, 6, 1, WithAlpha(Ink, 0.16))
		p.SetScale(ScaleOf(dst))
		p.Text(dst, strconv.Itoa(i), ui.Fonts.SmallBold, c.X+5, c.Y+3, WithAlpha(InkSoft, 0.8), AlignLeft)
		if i < len(t.Cells) {
			t.drawCell(dst, ui, t.Cells[i], c)
		}
	}
	if h := t.Highlight; h.On && h.Space >= 0 && h.Space < len(t.rects) {
		c := t.rects[h.Space]
		ui.ringRound(dst, c.Inset(-2), 8, glowW+1, Shallow)
		ui.ringRound(dst, c.Inset(-5), 10, 2, WithAlpha(Foam, 0.6))
	}
	spots := t.Spots()
	deepest := 0
	for _, sp := range spots {
		deepest = max(deepest, sp.Lane)
	}
	w := t.edgeMarkerW()
	for lane := 0; lane <= deepest; lane++ {
		for i, sp := range spots {
			if sp.Lane == lane {
				t.drawEdgeMarker(dst, ui, i, sp.C, w)
			}
		}
	}
	// badges last, so a marker in front never hides the lap of one behind
	for i, sp := range spots {
		if s := t.badge(i); s != "" {
			ui.pill(dst, s, ui.Fonts.SmallBold, sp.C.X+w/2, sp.C.Y+t.markerH(i, w)/2-8, Ink, Sand)
		}
	}
	// the note over everything: a marker standing on the highlighted space never hides it
	if note, ok := t.NoteRect(ui.Fonts); ok {
		t.drawNote(dst, ui, t.Highlight, note)
	}
}

// drawCell draws a tile's icon and text centred in its top strip (beside its number).
func (t *ScoreTrack) drawCell(dst *ebiten.Image, ui *UI, cell TrackCell, c Rect) {
	f := ui.Fonts.BodyBold
	const size = 22.0
	w := TextWidth(cell.Text, f)
	if cell.Icon != "" {
		w += size + 3
	}
	x := c.X + 14 + (c.W-14-w)/2
	cy := c.Y + edgeHeadH/2 + 2
	if cell.Icon != "" {
		ui.icon(dst, cell.Icon, x+size/2, cy, size, 1)
		x += size + 3
	}
	ui.P.SetScale(ScaleOf(dst))
	ui.P.TextMid(dst, cell.Text, f, x, cy, Ink, AlignLeft)
}

// noteSprite is the side of the icon in the highlight's note, logical px.
const noteSprite = 18.0

// NoteRect is where the highlight's note is drawn (TrackEdge), a pill at the board side of its
// space, logical px; ok is false when no note is drawn.
func (t *ScoreTrack) NoteRect(f *Fonts) (Rect, bool) {
	h := t.Highlight
	if t.Layout != TrackEdge || !h.On || h.Text == "" {
		return Rect{}, false
	}
	t.layout()
	if h.Space < 0 || h.Space >= len(t.rects) {
		return Rect{}, false
	}
	c := t.rects[h.Space]
	w := TextWidth(h.Text, f.SmallBold) + 20
	if h.Icon != "" {
		w += noteSprite + 4
	}
	ht := 28.0
	dx, dy := t.inward(h.Space)
	cx, cy := c.Centre()
	cx += dx * (c.W/2 + w/2 + 8)
	// on the top and bottom rows the note straddles the space's inner edge, clear of the
	// space's own good and amount and of the headings just inside the board
	cy += dy * (c.H/2 - 4)
	note := Rect{X: cx - w/2, Y: cy - ht/2, W: w, H: ht}
	note.X = max(t.Rect.X+4, min(note.X, t.Rect.Right()-4-note.W))
	// the markers standing where it would go (on its space, most often) keep their place: the
	// note moves along the edge beside them, past the track's end the other way
	mw := t.edgeMarkerW()
	for range 2 {
		var by Rect
		for i, sp := range t.Spots() {
			mh := t.markerH(i, mw)
			m := Rect{X: sp.C.X - mw/2, Y: sp.C.Y - mh, W: mw, H: 2 * mh} // generous: wherever the sprite's anchor
			switch {
			case overlapArea(note, m) == 0:
			case by.W == 0:
				by = m
			default:
				by = by.Union(m)
			}
		}
		if by.W == 0 {
			break
		}
		if dy != 0 {
			if note.X = by.Right() + 4; note.Right() > t.Rect.Right()-4 {
				note.X = by.X - 4 - note.W
			}
		} else if note.Y = by.Bottom() + 4; note.Bottom() > t.Rect.Bottom()-4 {
			note.Y = by.Y - 4 - note.H
		}
	}
	return note, true
}

// drawNote draws the highlight's note in its pill at note (NoteRect).
func (t *ScoreTrack) drawNote(dst *ebiten.Image, ui *UI, h TrackHighlight, note Rect) {
	f := ui.Fonts.SmallBold
	const size = noteSprite
	ht := note.H
	ui.SoftShadow(dst, note, ht/2, 2, 0.5)
	ui.fillRound(dst, note, ht/2, Ink)
	ui.ringRound(dst, note, ht/2, 2, Shallow)
	x := note.X + 10
	if h.Icon != "" {
		ui.icon(dst, h.Icon, x+size/2, note.Y+ht/2, size, 1)
		x += size + 4
	}
	ui.P.SetScale(ScaleOf(dst))
	ui.P.TextMid(dst, h.Text, f, x, note.Y+ht/2, Paper, AlignLeft)
}

// drawEdgeMarker draws marker i standing at c, w wide.
func (t *ScoreTrack) drawEdgeMarker(dst *ebiten.Image, ui *UI, i int, c Point, w float64) {
	m := t.Markers[i]
	if m.Sprite != nil {
		ui.P.Sprite(dst, m.Sprite, c, w/float64(m.Sprite.Bounds().Dx()), 1)
		return
	}
	ui.DrawPlayerMark(dst, m.Mark, c.X, c.Y, w/2)
}
