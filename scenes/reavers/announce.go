package reavers

import (
	"strconv"

	"northtable/rules"
	rv "northtable/rules/reavers"
	"northtable/scenes/scene"
)

// announce names the screen and its click targets for the browser test (build/e2e/README.md)
// on every tick the viewer may act: "reavers"; while the viewer selects, the longship to drag
// ("longship"), the first location not yet chosen this round ("free-location") and each such
// location by its number in the spec's order ("location-<n>", 0 Recruit Reavers … 5 Subdue
// Territories); the decision panel's enabled buttons in their order ("answer-<n>", from 0),
// the first of them also as "answer". The targets are the ones a player presses, taken from the
// probe surface (where.go), so the test presses what is drawn.
func (b *Board) announce(p *scene.Probe) {
	if p == nil || b.ui == nil {
		return
	}
	if b.panel.title == nil {
		b.panel.layout() // laid out before the fonts came: as draw would, so the buttons are where drawn
	}
	if home, ok := b.PawnHome(); ok {
		p.Hit("longship", home.X, home.Y)
		first := true
		for l := rv.Location(0); l < rv.NumLocations; l++ {
			if b.g.SelectedBy(l) != rules.NoSeat {
				continue
			}
			x, y := b.LocationRect(l).Centre()
			if first {
				p.Hit("free-location", x, y)
				first = false
			}
			p.Hit("location-"+strconv.Itoa(int(l)), x, y)
		}
	}
	n := 0
	for _, a := range b.Answers() {
		if !a.Enabled {
			continue
		}
		x, y := a.Rect.Centre()
		if n == 0 {
			p.Hit("answer", x, y)
		}
		p.Hit("answer-"+strconv.Itoa(n), x, y)
		n++
	}
	p.Ready("reavers")
}
