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

// CentredRows is where the i-th of n cards lies in rows of perRow from area's top, each row
// centred in area's width (a short last row sits in the middle): cards w×h apart by gapX across
// and gapY down; logical px.
func CentredRows(area Rect, i, n, perRow int, w, h, gapX, gapY float64) Rect {
	row, col := i/perRow, i%perRow
	inRow := min(perRow, n-row*perRow)
	x0 := area.X + (area.W-float64(inRow)*(w+gapX)+gapX)/2
	return Rect{X: x0 + float64(col)*(w+gapX), Y: area.Y + float64(row)*(h+gapY), W: w, H: h}
}
