package render

// FitCards is where the j-th of n cards lies in area, in rows from its top-left: as tall as
// maxH (or the area) allows, shrinking by 4 px down to minH while they do not fit in one row,
// wrapping to further rows when the area is tall enough and, past that, squeezed narrower so
// every card stays visible (a player's greenhouses, tiles or cards in a panel). aspect is a
// card's width over its height; gap the space between cards; logical px.
func FitCards(area Rect, j, n int, maxH, minH, aspect, gap float64) Rect {
	h := min(maxH, area.H)
	w := h * aspect
	for perRow := int(area.W / (w + gap)); n > perRow && h > minH; perRow = int(area.W / (w + gap)) {
		h -= 4
		w = h * aspect
	}
	perRow := max(1, int(area.W/(w+gap)))
	rows := max(1, int((area.H+gap)/(h+gap)))
	if n > perRow*rows {
		w = area.W/float64((n+rows-1)/rows) - gap // squeeze: every card stays visible
		perRow = (n + rows - 1) / rows
	}
	row, col := j/perRow, j%perRow
	return Rect{X: area.X + float64(col)*(w+gap), Y: area.Y + float64(row)*(h+gap), W: w, H: h}
}

// FitRow lays out items of natural widths need (logical px) left to right in row, gap apart,
// into out: each as wide as it needs, all narrowed in proportion when the row is too short for
// them (a panel's chips; their tooltips then name them).
func FitRow(row Rect, gap float64, need []float64, out []Rect) []Rect {
	total := 0.0
	for _, w := range need {
		total += w + gap
	}
	k := 1.0
	if total-gap > row.W {
		k = (row.W - gap*float64(len(need)-1)) / (total - gap*float64(len(need)))
	}
	out = out[:0]
	x := row.X
	for _, w := range need {
		out = append(out, Rect{X: x, Y: row.Y, W: w * k, H: row.H})
		x += w*k + gap
	}
	return out
}

// CentredRows is where the i-th of n cards lies in rows of perRow from area's top, each row
// centred in area's width (a short last row sits in the middle): cards w×h apart by gapX across
// and gapY down; logical px.
func CentredRows(area Rect, i, n, perRow int, w, h, gapX, gapY float64) Rect {
	row, col := i/perRow, i%perRow
	inRow := min(perRow, n-row*perRow)
	x0 := area.X + (area.W-float64(inRow)*(w+gapX)+gapX)/2
	return Rect{X: x0 + float64(col)*(w+gapX), Y: area.Y + float64(row)*(h+gapY), W: w, H: h}
}

// Sized is the same typeface at logical size px, made once and kept (a text fitted to its
// room, FitWrap); size <= 0 or f's own size returns f.
func (f *Face) Sized(size float64) *Face {
	if size <= 0 || size == f.Size {
		return f
	}
	if g, ok := f.sized[size]; ok {
		return g
	}
	if f.sized == nil {
		f.sized = map[float64]*Face{}
	}
	g := newFace(f.src, size, f.Bold)
	f.sized[size] = g
	return g
}

// FitMinSize is the smallest size FitWrap steps down to, logical px: smaller type stops
// reading at the 1600x900 canvas.
const FitMinSize = 11

// FitWrap wraps s to width in face, stepping the size down 1 px at a time (to FitMinSize) until
// the lines fit in height, logical px; it returns the face used, the lines and whether they fit
// (when not, they are the lines at the smallest size, for the caller to shorten).
func FitWrap(s string, face *Face, width, height float64) (*Face, []string, bool) {
	f := face
	for {
		lines := Wrap(s, f, width)
		if float64(len(lines))*f.LineHeight() <= height {
			return f, lines, true
		}
		if f.Size-1 < FitMinSize {
			return f, lines, false
		}
		f = face.Sized(f.Size - 1)
	}
}

// FitLine is face, or the largest smaller size of it (1 px steps, to FitMinSize) in which s fits
// on one line of width logical px; at FitMinSize it is returned even when s is still too wide,
// for the caller to shorten.
func FitLine(s string, face *Face, width float64) *Face {
	f := face
	for f.Size-1 >= FitMinSize {
		if w, _ := MeasureText(s, f); w <= width {
			break
		}
		f = face.Sized(f.Size - 1)
	}
	return f
}

// fitMemo keeps the result of one FitWrap (a card redrawn every frame fits only when its text,
// its room or the device scale text is measured at changes: lines fitted at one scale can run
// past the room at another).
type fitMemo struct {
	text        string
	face        *Face
	w, h, at    float64
	used        *Face
	lines       []string
	fits, valid bool
}

// get is FitWrap(s, face, w, h), remembered.
func (m *fitMemo) get(s string, face *Face, w, h float64) (*Face, []string, bool) {
	if !m.valid || m.text != s || m.face != face || m.w != w || m.h != h || m.at != measureAt {
		m.used, m.lines, m.fits = FitWrap(s, face, w, h)
		m.text, m.face, m.w, m.h, m.at, m.valid = s, face, w, h, measureAt, true
	}
	return m.used, m.lines, m.fits
}
