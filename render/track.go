package render

import (
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
)

// Score track metrics, logical px.
const (
	trackPad   = 12.0 // space between the panel's sides and the first and last space
	trackFloor = 12.0 // lane 0's marker centres sit this far above the spaces' bottom
	trackRaise = 16.0 // lane 1 sits this much higher
)

// TrackLayout is how a ScoreTrack lays out its spaces.
type TrackLayout int

// Track layouts.
const (
	// TrackRow puts the spaces side by side along Rect, on a paper panel, with numbered ticks;
	// markers sharing a space spread into two lanes (Orkney's score track).
	TrackRow TrackLayout = iota
	// TrackEdge puts the spaces around Rect's edge, clockwise from the top-left corner, each a
	// tile showing its Cells entry; markers sharing a space stack front to back (Reykholt's
	// tourism track). The inside of Rect is left for the board.
	TrackEdge
)

// TrackMarker is one seat's marker on a score track.
type TrackMarker struct {
	Score  int           // the seat's score or position; see ScoreTrack.SpaceOf and Lap
	Mark   int           // the seat's player colour index (UI.DrawPlayerMark when Sprite is nil)
	Sprite *ebiten.Image // optional piece (a longship, a manager), drawn MarkerW wide
	// Stack orders markers sharing a space in TrackEdge: a higher Stack stands further in front
	// (drawn later and lower); equal values keep the Markers order. Reykholt: arrival order.
	Stack int
}

// TrackSpot is where a marker sits: its centre (logical px) and lane (0 on the floor, 1 raised;
// in TrackEdge, its place in its space's stack, 0 at the back).
type TrackSpot struct {
	C    Point
	Lane int
}

// TrackCell is what one space of a TrackEdge track shows: an icon (Reykholt: the good a table
// demands) and a short text (its amount, or "Start"). Either may be empty.
type TrackCell struct {
	Icon string // atlas sprite name
	Text string
}

// TrackHighlight marks one space (Reykholt: the next table in Tourism Time) with a glow and a
// note beside it (its cost after modifiers).
type TrackHighlight struct {
	On    bool
	Space int
	Text  string // the note ("2 after your cards"); "" draws the glow alone
	Icon  string // optional sprite drawn before the text
}

// ScoreTrack is the one score track of the kit: Spaces spaces (0..Spaces-1) with one marker
// per seat and a lap badge on markers past the end, in one of two layouts (TrackRow,
// TrackEdge). Orkney's 0–29 row with 30+ / 60+, Reykholt's tourism tables 0–30 around the
// board with +6 / +12, Reavers' Glory. Keep one value per track across frames: it reuses its
// buffers and badge texts, so drawing allocates nothing once warm.
type ScoreTrack struct {
	Rect       Rect          // logical px
	Spaces     int           // how many spaces; 0 counts as 30
	LabelEvery int           // TrackRow: a numbered tick every so many spaces; 0 = 5
	MarkerW    float64       // a marker's width, logical px; 0 = 30 (TrackEdge: 24)
	Markers    []TrackMarker // one per seat
	// Badge names a marker's lap ("30+", "+6"), "" for none; nil uses LapBadge(Spaces), or
	// LapBonusBadge(Spaces, Loop, Spaces-Loop) when Loop is set. It is asked again only when a
	// marker's score changes.
	Badge func(score int) string

	Layout TrackLayout // TrackRow (the zero value) or TrackEdge
	// Loop is the first space of the loop: a score past the last space wraps to Loop. 0 for a
	// plain loop; Reykholt's 1 (its start table is passed, not entered).
	Loop int
	// Cells is what each space shows in TrackEdge, indexed by space (shorter is fine).
	Cells []TrackCell
	// Depth is how deep TrackEdge's band of spaces is, logical px; 0 = 64.
	Depth     float64
	Highlight TrackHighlight // TrackEdge: one space ringed, with a note

	buf    trackBuf
	rects  []Rect
	spots  []TrackSpot
	badges []badgeMemo
}

// badgeMemo keeps a marker's badge text while its score stays.
type badgeMemo struct {
	score int
	ok    bool
	text  string
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

// LapBonusBadge is the badge of a track whose laps add a bonus per lap (Reykholt: "+6" on the
// second lap, "+12" on the third): lap k > 0 of a track of spaces spaces looping from loop
// shows "+k·bonus".
func LapBonusBadge(spaces, loop, bonus int) func(score int) string {
	t := ScoreTrack{Spaces: spaces, Loop: loop}
	return func(score int) string {
		k := t.Lap(score)
		if k <= 0 {
			return ""
		}
		return "+" + strconv.Itoa(k*bonus)
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

func (t *ScoreTrack) loop() int { return max(0, min(t.Loop, t.spaces()-1)) }

// SpaceOf is the space a score stands on: the score itself on the first lap, then wrapped to
// Loop.. Spaces-1.
func (t *ScoreTrack) SpaceOf(score int) int {
	n, l := t.spaces(), t.loop()
	if score >= 0 && score < n {
		return score
	}
	m := (score - l) % (n - l)
	if m < 0 {
		m += n - l
	}
	return l + m
}

// Lap is how many times a score has gone round: 0 on the first lap.
func (t *ScoreTrack) Lap(score int) int {
	n, l := t.spaces(), t.loop()
	if score < n {
		return 0
	}
	return (score - l) / (n - l)
}

// Step is the width of one space in TrackRow, logical px; space i spans X0()+i·Step to
// X0()+(i+1)·Step.
func (t *ScoreTrack) Step() float64 { return (t.Rect.W - 2*trackPad) / float64(t.spaces()) }

// X0 is the left edge of space 0 in TrackRow, logical px.
func (t *ScoreTrack) X0() float64 { return t.Rect.X + trackPad }

// SpaceRect is where space i is drawn, logical px (in TrackRow, its column of the panel).
func (t *ScoreTrack) SpaceRect(i int) Rect {
	t.layout()
	return rectAt(t.rects, i)
}

// At is the space under p, if any.
func (t *ScoreTrack) At(p Point) (int, bool) {
	t.layout()
	for i, r := range t.rects {
		if r.Contains(p.X, p.Y) {
			return i, true
		}
	}
	return -1, false
}

// layout computes every space's rectangle.
func (t *ScoreTrack) layout() {
	n := t.spaces()
	t.rects = t.rects[:0]
	if t.Layout == TrackEdge {
		t.rects = edgeRects(t.rects, t.Rect, n, t.depth())
		return
	}
	step, x0 := t.Step(), t.X0()
	for i := 0; i < n; i++ {
		t.rects = append(t.rects, Rect{X: x0 + float64(i)*step, Y: t.Rect.Y + 6, W: step, H: t.Rect.H - 12})
	}
}

// Spots is where each marker sits, indexed like Markers (the slice is reused by the next call).
func (t *ScoreTrack) Spots() []TrackSpot {
	t.spots = t.spots[:0]
	if t.Layout == TrackEdge {
		t.layout()
		t.spots = t.stackSpots(t.spots)
		return t.spots
	}
	b := &t.buf
	b.scores = b.scores[:0]
	for _, m := range t.Markers {
		b.scores = append(b.scores, t.SpaceOf(m.Score))
	}
	w := t.markerW()
	t.spots = b.spots(t.spots, b.scores, t.spaces(), t.X0(), t.Step(), t.Rect.Bottom()-6, t.Rect.X+w/2+4, t.Rect.Right()-w/2-4, w)
	return t.spots
}

// TrackSpots places one marker w wide per score (indexed like scores) on a track of n spaces
// whose space i spans x0+i·step to x0+(i+1)·step, with lane 0's centres trackFloor above bottom.
// Markers sharing a space spread apart by w/2, centred on their space and kept between lo and hi
// (the centres' range); neighbours closer than w alternate between two lanes, so markers in one
// lane never overlap and markers in different lanes show at least half.
func TrackSpots(scores []int, n int, x0, step, bottom, lo, hi, w float64) []TrackSpot {
	var b trackBuf
	return b.spots(nil, scores, n, x0, step, bottom, lo, hi, w)
}

// trackBuf is the scratch space of TrackSpots, kept by a ScoreTrack between frames.
type trackBuf struct {
	scores []int
	nat    []float64
	order  []int
	blocks []spotBlock
	xs     []float64
}

// spotBlock is a run of markers pushed together, spread evenly around their mean position.
type spotBlock struct {
	first, n int
	sum      float64
}

// spots is TrackSpots appending to out, with b's slices reused.
func (b *trackBuf) spots(out []TrackSpot, scores []int, n int, x0, step, bottom, lo, hi, w float64) []TrackSpot {
	gap := w / 2
	b.nat, b.order = b.nat[:0], b.order[:0]
	for i, s := range scores {
		pos := s % n
		if pos < 0 {
			pos += n
		}
		b.nat = append(b.nat, x0+(float64(pos)+0.5)*step)
		b.order = append(b.order, i)
	}
	// a stable insertion sort by position: a handful of markers, and no allocation
	for k := 1; k < len(b.order); k++ {
		for j := k; j > 0 && b.nat[b.order[j]] < b.nat[b.order[j-1]]; j-- {
			b.order[j], b.order[j-1] = b.order[j-1], b.order[j]
		}
	}
	start := func(bl spotBlock) float64 {
		s := bl.sum/float64(bl.n) - float64(bl.n-1)*gap/2
		if end := hi - float64(bl.n-1)*gap; s > end {
			s = end
		}
		return max(s, lo)
	}
	b.blocks = b.blocks[:0]
	for k, i := range b.order {
		b.blocks = append(b.blocks, spotBlock{first: k, n: 1, sum: b.nat[i]})
		for len(b.blocks) >= 2 {
			p, q := b.blocks[len(b.blocks)-2], b.blocks[len(b.blocks)-1]
			if start(p)+float64(p.n)*gap <= start(q) {
				break
			}
			b.blocks = append(b.blocks[:len(b.blocks)-2], spotBlock{first: p.first, n: p.n + q.n, sum: p.sum + q.sum})
		}
	}
	b.xs = b.xs[:0] // by position in order
	for range scores {
		b.xs = append(b.xs, 0)
	}
	for _, bl := range b.blocks {
		s := start(bl)
		for j := 0; j < bl.n; j++ {
			b.xs[bl.first+j] = s + float64(j)*gap
		}
	}

	// lanes: the floor when the marker clears the last one there, else raised
	base := len(out)
	for range scores {
		out = append(out, TrackSpot{})
	}
	var last [2]float64
	var used [2]bool
	for k, i := range b.order {
		lane := 0
		if used[0] && b.xs[k]-last[0] < w {
			lane = 1
		}
		last[lane], used[lane] = b.xs[k], true
		out[base+i] = TrackSpot{C: Point{X: b.xs[k], Y: bottom - trackFloor - float64(lane)*trackRaise}, Lane: lane}
	}
	return out
}

// badge is marker i's lap badge, computed once per score.
func (t *ScoreTrack) badge(i int) string {
	for len(t.badges) < len(t.Markers) {
		t.badges = append(t.badges, badgeMemo{})
	}
	m := &t.badges[i]
	if !m.ok || m.score != t.Markers[i].Score {
		f := t.Badge
		switch {
		case f != nil:
		case t.loop() == 0:
			f = LapBadge(t.spaces())
		default:
			f = LapBonusBadge(t.spaces(), t.loop(), t.spaces()-t.loop())
		}
		m.score, m.ok, m.text = t.Markers[i].Score, true, f(t.Markers[i].Score)
	}
	return m.text
}

// Draw draws the track on a whole canvas: in TrackRow a paper panel, alternate spaces shaded
// and a numbered tick every LabelEvery spaces; in TrackEdge a tile per space with its cell and
// the highlight; then the markers (back first) with their lap badges.
func (t *ScoreTrack) Draw(dst *ebiten.Image, ui *UI) {
	p := ui.P
	p.SetScale(ScaleOf(dst))
	if t.Layout == TrackEdge {
		t.drawEdge(dst, ui)
		return
	}
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
	spots := t.Spots()
	for lane := 1; lane >= 0; lane-- {
		for i, sp := range spots {
			if sp.Lane != lane {
				continue
			}
			t.drawMarker(dst, ui, i, sp.C)
			if s := t.badge(i); s != "" {
				y := max(sp.C.Y-24, r.Y+2)
				bw := max(26, TextWidth(s, ui.Fonts.SmallBold)+8)
				p.FillRect(dst, Rect{X: float64(int(sp.C.X - bw/2)), Y: float64(int(y)), W: float64(int(bw)), H: 14}, Ink)
				p.TextMid(dst, s, ui.Fonts.SmallBold, sp.C.X, float64(int(y))+7, Sand, AlignCenter)
			}
		}
	}
}

// drawMarker draws marker i's piece centred at c.
func (t *ScoreTrack) drawMarker(dst *ebiten.Image, ui *UI, i int, c Point) {
	m := t.Markers[i]
	w := t.markerW()
	if m.Sprite != nil {
		ui.P.Sprite(dst, m.Sprite, c, w/float64(m.Sprite.Bounds().Dx()), 1)
		return
	}
	ui.DrawPlayerMark(dst, m.Mark, c.X, c.Y, w/2)
}

// Standings is a TrackRow score track in a titled paper panel under a line naming each seat
// (its mark, name and score), for a game whose track grows with the lead rather than looping:
// numbered every 10 spaces, as long as the highest score plus 5 (at least 30) rounded up to
// 10, so no marker ever laps it. Keep one value per panel: its track keeps its buffers.
type Standings struct {
	Rect   Rect // logical px
	Title  string
	Names  []string // one per seat
	Marks  []int    // their player colours
	Scores []int

	track ScoreTrack
}

// Spaces is how many spaces the track has for the scores now: 0 to the highest score plus 5
// (at least 30), rounded up to 10.
func (s *Standings) Spaces() int {
	top := 30
	for _, sc := range s.Scores {
		top = max(top, sc+5)
	}
	return (top+9)/10*10 + 1
}

// noLap is a growing track's lap badge: none.
func noLap(int) string { return "" }

// Draw draws the panel in the kit's faces.
func (s *Standings) Draw(dst *ebiten.Image, ui *UI) {
	r, t := s.Rect, &s.track
	ui.RoundRect(dst, r, 10, Paper)
	ui.P.Text(dst, s.Title, ui.Fonts.BodyBold, r.X+14, r.Y+6, Ink, AlignLeft)
	t.Markers = t.Markers[:0]
	for i, sc := range s.Scores {
		t.Markers = append(t.Markers, TrackMarker{Score: max(0, sc), Mark: s.Marks[i]})
	}
	t.Rect = Rect{X: r.X + 6, Y: r.Y + 32, W: r.W - 12, H: r.H - 38}
	t.Spaces, t.LabelEvery, t.MarkerW, t.Badge = s.Spaces(), 10, 16, noLap
	t.Draw(dst, ui)
	x := r.X + 90
	for i, name := range s.Names {
		ui.DrawPlayerMark(dst, s.Marks[i], x, r.Y+17, 7)
		line := name + " " + strconv.Itoa(s.Scores[i])
		f := FitLine(line, ui.Fonts.Small, 96)
		ui.P.Text(dst, Ellipsize(line, f, 96), f, x+11, r.Y+8, Ink, AlignLeft)
		x += 108
	}
	ui.P.Flush(dst)
}
