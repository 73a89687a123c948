package orkney

import (
	"northtable/render"
	ork "northtable/rules/orkney"
)

// Longships on the score track, in logical px.
const (
	shipW       = 30.0 // a longship's width
	shipGap     = 15.0 // least distance between neighbouring ships' centres (half a ship)
	trackSpaces = ork.TrackSpaces
)

// shipSpot is where one seat's longship sits on the score track.
type shipSpot struct {
	c    pt  // centre, logical px
	lane int // 0 on the track's floor, 1 raised half a ship
}

// shipSpots is render.TrackSpots for longships on Orkney's 30-space track (Orkney spec §9
// Always visible): no ship is hidden.
func shipSpots(scores []int, x0, step, bottom, lo, hi float64) []shipSpot {
	spots := render.TrackSpots(scores, trackSpaces, x0, step, bottom, lo, hi, shipW)
	out := make([]shipSpot, len(spots))
	for i, s := range spots {
		out[i] = shipSpot{c: s.C, lane: s.Lane}
	}
	return out
}
