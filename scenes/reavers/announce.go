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
// Territories); the decision panel's enabled buttons top to bottom ("answer-<n>", from 0: the
// answers, a die face offered as a die among them, each "Other payment…" after its answer, then
// the paging buttons), the first of them also as "answer". The targets are where the board
// takes the pointer, from the probe surface (where.go) and the shell's answer list, so the test
// presses what is drawn.
func (b *Board) announce(p *scene.Probe) {
	if p == nil || b.ui == nil {
		return
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
			p.Hit(locationTargets[l], x, y)
		}
	}
	n := 0
	for _, c := range b.panel.list.Buttons() { // the buttons Answers lists, in its order
		if !c.Enabled {
			continue
		}
		x, y := c.Rect.Centre()
		if n == 0 {
			p.Hit("answer", x, y)
		}
		p.Hit(answerTarget(n), x, y)
		n++
	}
	p.Ready("reavers")
}

// locationTargets are the locations' target names, made once: announce runs every tick.
var locationTargets = func() (out [rv.NumLocations]string) {
	for l := range out {
		out[l] = "location-" + strconv.Itoa(l)
	}
	return out
}()

// answerTargets are the first panel buttons' target names, made once.
var answerTargets = func() (out [32]string) {
	for i := range out {
		out[i] = "answer-" + strconv.Itoa(i)
	}
	return out
}()

// answerTarget is the target name of the panel's n-th enabled button.
func answerTarget(n int) string {
	if n < len(answerTargets) {
		return answerTargets[n]
	}
	return "answer-" + strconv.Itoa(n)
}
