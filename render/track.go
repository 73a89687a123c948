package render

import (
	"sort"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
)

// Score track metrics, logical px.
const (
	trackPad   = 12.0 // space between the panel's sides and the first and last space
	trackFloor = 12.0 // lane 0's marker centres sit this far above the spaces' bottom
	trackRaise = 16.0 // lane 1 sits this much higher
)

// TrackMarker is one seat's marker on a score track.
type TrackMarker struct {
	Score  int           // the seat's score; the track shows Score mod Spaces and a lap badge
	Mark   int           // the seat's player colour index (UI.DrawPlayerMark when Sprite is nil)
	Sprite *ebiten.Image // optional piece (a longship), drawn MarkerW wide
}

// TrackSpot is where a marker sits: its centre (logical px) and lane (0 on the floor, 1 raised).
type TrackSpot struct {
	C    Point
	Lane int
}

// ScoreTrack is a generic score track of Spaces spaces (0..Spaces-1) with one marker per seat
// and a lap badge on markers past the end: Orkney's 0–29 with 30+ / 60+, Reykholt's 30 tables,
// Reavers' Glory. Markers sharing a space spread apart and alternate between two lanes, so none
// hides another.
type ScoreTrack struct {
	Rect       Rect // logical px
	Spaces     int  // how many spaces; 0 counts as 30
	LabelEvery int  // a numbered tick every so many spaces; 0 = 5
	MarkerW    float64
	Markers    []TrackMarker
	// Badge names a marker's lap ("30+"), "" for none; nil uses LapBadge(Spaces).
	Badge func(score int) string
}

// LapBadge is the usual badge of a track of n spaces: "" on the first lap, then "30+", "60+" …
// (n = 30).
func LapBadge(n int) func(score int) string {
	return func(score int) string {
		if n <= 0 || score < n {
			return ""
		}
		return strconv.Itoa(score/n*n) + "+"
	}
}

func (t *ScoreTrack) spaces() int {
	if t.Spaces <= 0 {
		return 30
	}
	return t.Spaces
}

func (t *ScoreTrack) markerW() float64 {
	if t.MarkerW <= 0 {
		return 30
	}
	return t.MarkerW
}

// Step is the width of one space, logical px; space i spans X0()+i·Step to X0()+(i+1)·Step.
func (t *ScoreTrack) Step() float64 { return (t.Rect.W - 2*trackPad) / float64(t.spaces()) }

// X0 is the left edge of space 0, logical px.
func (t *ScoreTrack) X0() float64 { return t.Rect.X + trackPad }

// Spots is where each marker sits, indexed like Markers.
func (t *ScoreTrack) Spots() []TrackSpot {
	scores := make([]int, len(t.Markers))
	for i, m := range t.Markers {
		scores[i] = m.Score
	}
	w := t.markerW()
	return TrackSpots(scores, t.spaces(), t.X0(), t.Step(), t.Rect.Bottom()-6, t.Rect.X+w/2+4, t.Rect.Right()-w/2-4, w)
}

// TrackSpots places one marker w wide per score (indexed like scores) on a track of n spaces
// whose space i spans x0+i·step to x0+(i+1)·step, with lane 0's centres trackFloor above bottom.
// Markers sharing a space spread apart by w/2, centred on their space and kept between lo and hi
// (the centres' range); neighbours closer than w alternate between two lanes, so markers in one
// lane never overlap and markers in different lanes show at least half.
func TrackSpots(scores []int, n int, x0, step, bottom, lo, hi, w float64) []TrackSpot {
	gap := w / 2
	nat := make([]float64, len(scores))
	order := make([]int, len(scores))
	for i, s := range scores {
		pos := s % n
		if pos < 0 {
			pos += n
		}
		nat[i] = x0 + (float64(pos)+0.5)*step
		order[i] = i
	}
	sort.SliceStable(order, func(a, b int) bool { return nat[order[a]] < nat[order[b]] })

	// blocks of markers pushed together, each spread evenly around its markers' mean position
	type block struct {
		first, n int
		sum      float64
	}
	start := func(bl block) float64 {
		s := bl.sum/float64(bl.n) - float64(bl.n-1)*gap/2
		if end := hi - float64(bl.n-1)*gap; s > end {
			s = end
		}
		return max(s, lo)
	}
	var blocks []block
	for k, i := range order {
		blocks = append(blocks, block{first: k, n: 1, sum: nat[i]})
		for len(blocks) >= 2 {
			a, b := blocks[len(blocks)-2], blocks[len(blocks)-1]
			if start(a)+float64(a.n)*gap <= start(b) {
				break
			}
			blocks = append(blocks[:len(blocks)-2], block{first: a.first, n: a.n + b.n, sum: a.sum + b.sum})
		}
	}
	xs := make([]float64, len(scores)) // by position in order
	for _, bl := range blocks {
		s := start(bl)
		for j := 0; j < bl.n; j++ {
			xs[bl.first+j] = s + float64(j)*gap
		}
	}

	// lanes: the floor when the marker clears the last one there, else raised
	out := make([]TrackSpot, len(scores))
	var last [2]float64
	var used [2]bool
	for k, i := range order {
		lane := 0
		if used[0] && xs[k]-last[0] < w {
			lane = 1
		}
		last[lane], used[lane] = xs[k], true
		out[i] = TrackSpot{C: Point{X: xs[k], Y: bottom - trackFloor - float64(lane)*trackRaise}, Lane: lane}
	}
	return out
}

// Draw draws the track on a whole canvas: a paper panel, alternate spaces shaded, a numbered
// tick every LabelEvery spaces, then the markers (raised lane first) with their lap badges.
func (t *ScoreTrack) Draw(dst *ebiten.Image, ui *UI) {
	p := ui.P
	p.SetScale(ScaleOf(dst))
	r := t.Rect
	ui.Panel(dst, r, 0.95)
	n, step, x0 := t.spaces(), t.Step(), t.X0()
	every := t.LabelEvery
	if every <= 0 {
		every = 5
	}
	top, bottom := r.Y+6, r.Bottom()-6
	for i := 0; i < n; i++ {
		x := x0 + float64(i)*step
		if i%2 == 0 {
			p.FillRect(dst, Rect{X: x, Y: top, W: step, H: bottom - top}, WithAlpha(PaperShade, 0.5))
		}
		if i%every == 0 {
			p.FillRect(dst, Rect{X: x, Y: top, W: 1.5, H: bottom - top}, InkSoft)
			p.Text(dst, strconv.Itoa(i), ui.Fonts.SmallBold, x+4, top, InkSoft, AlignLeft)
		}
	}
	badge := t.Badge
	if badge == nil {
		badge = LapBadge(n)
	}
	spots := t.Spots()
	w := t.markerW()
	for lane := 1; lane >= 0; lane-- {
		for i, sp := range spots {
			if sp.Lane != lane {
				continue
			}
			m := t.Markers[i]
			if m.Sprite != nil {
				p.Sprite(dst, m.Sprite, sp.C, w/float64(m.Sprite.Bounds().Dx()), 1)
			} else {
				ui.DrawPlayerMark(dst, m.Mark, sp.C.X, sp.C.Y, w/2)
			}
			if s := badge(m.Score); s != "" {
				y := max(sp.C.Y-24, r.Y+2)
				bw := max(26, TextWidth(s, ui.Fonts.SmallBold)+8)
				p.FillRect(dst, Rect{X: float64(int(sp.C.X - bw/2)), Y: float64(int(y)), W: float64(int(bw)), H: 14}, Ink)
				p.TextMid(dst, s, ui.Fonts.SmallBold, sp.C.X, float64(int(y))+7, Sand, AlignCenter)
			}
		}
	}
}
