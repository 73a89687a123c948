package orkney

import "sort"

// Longships on the score track, in logical px.
const (
	shipW       = 30.0 // a longship's width
	shipGap     = 15.0 // least distance between neighbouring ships' centres (half a ship)
	shipFloor   = 12.0 // lane 0's centre above the track's bottom
	shipRaise   = 16.0 // lane 1 sits this much higher
	trackSpaces = 30   // spaces 0–29; scores wrap with a 30+ / 60+ badge
)

// shipSpot is where one seat's longship sits on the score track.
type shipSpot struct {
	c    pt  // centre, logical px
	lane int // 0 on the track's floor, 1 raised half a ship
}

// shipSpots places one longship per score (indexed like scores) on a track whose space i spans
// x0+i·step to x0+(i+1)·step, with lane 0's centre shipFloor above bottom. Ships sharing a space
// are spread apart by shipGap, centred on their space and kept between lo and hi (the centres'
// range); neighbours closer than a ship's width alternate between the two lanes, so no ship is
// hidden: ships in one lane never overlap, ships in different lanes overlap by at most half a
// ship across and a few px in height (Orkney spec §9 Always visible).
func shipSpots(scores []int, x0, step, bottom, lo, hi float64) []shipSpot {
	n := len(scores)
	nat := make([]float64, n)
	order := make([]int, n)
	for i, s := range scores {
		pos := s % trackSpaces
		if pos < 0 {
			pos += trackSpaces
		}
		nat[i] = x0 + (float64(pos)+0.5)*step
		order[i] = i
	}
	sort.SliceStable(order, func(a, b int) bool { return nat[order[a]] < nat[order[b]] })

	// blocks of ships pushed together, each spread evenly around its ships' mean position
	type block struct {
		first, n int
		sum      float64
	}
	start := func(bl block) float64 {
		s := bl.sum/float64(bl.n) - float64(bl.n-1)*shipGap/2
		if end := hi - float64(bl.n-1)*shipGap; s > end {
			s = end
		}
		if s < lo {
			s = lo
		}
		return s
	}
	var blocks []block
	for k, i := range order {
		blocks = append(blocks, block{first: k, n: 1, sum: nat[i]})
		for len(blocks) >= 2 {
			a, b := blocks[len(blocks)-2], blocks[len(blocks)-1]
			if start(a)+float64(a.n)*shipGap <= start(b) {
				break
			}
			blocks = append(blocks[:len(blocks)-2], block{first: a.first, n: a.n + b.n, sum: a.sum + b.sum})
		}
	}
	xs := make([]float64, n) // by position in order
	for _, bl := range blocks {
		s := start(bl)
		for j := 0; j < bl.n; j++ {
			xs[bl.first+j] = s + float64(j)*shipGap
		}
	}

	// lanes: the floor when the ship clears the last one there, else raised
	out := make([]shipSpot, n)
	var last [2]float64
	var used [2]bool
	for k, i := range order {
		lane := 0
		if used[0] && xs[k]-last[0] < shipW {
			lane = 1
		}
		last[lane], used[lane] = xs[k], true
		out[i] = shipSpot{c: pt{X: xs[k], Y: bottom - shipFloor - float64(lane)*shipRaise}, lane: lane}
	}
	return out
}
