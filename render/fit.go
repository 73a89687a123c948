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
