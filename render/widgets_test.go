package render_test

import (
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/input"
	"northtable/render"
)

// near reports whether two colours differ by at most tol in every channel.
func near(a, b color.RGBA, tol int) bool {
	d := func(x, y uint8) int {
		if x > y {
			return int(x - y)
		}
		return int(y - x)
	}
	return d(a.R, b.R) <= tol && d(a.G, b.G) <= tol && d(a.B, b.B) <= tol && d(a.A, b.A) <= tol
}

// tap plays a click at (x, y) through update and returns what it reported on the tick of the
// tap (ok false when nothing was reported).
func tap[T any](x, y float64, update func(*input.Pointer) (T, bool)) (T, bool) {
	var p input.Pointer
	s := input.NewScript().Click(x, y)
	var got T
	hit := false
	for s.Pending() > 0 {
		p.Update(s.Next())
		if v, ok := update(&p); ok {
			got, hit = v, true
		}
	}
	return got, hit
}

// rest rests the pointer on (x, y) for n ticks through update.
func rest(x, y float64, n int, update func(*input.Pointer)) {
	var p input.Pointer
	s := input.NewScript()
	for i := 0; i < n; i++ {
		s.Move(x, y)
	}
	for s.Pending() > 0 {
		p.Update(s.Next())
		update(&p)
	}
}

func sampleGrid() *render.WorkerGrid {
	spaces := make([]render.ActionSpace, 24)
	for i := range spaces {
		spaces[i] = render.ActionSpace{Icons: []string{render.SpriteTomato, "+", render.SpriteLettuce}, Label: "take", Legal: true}
	}
	for i := 0; i < 4; i++ {
		spaces[i].State, spaces[i].Legal = render.SpaceCovered, false
	}
	spaces[5].State, spaces[5].Worker, spaces[5].Legal = render.SpaceOccupied, 0, false
	spaces[6].State, spaces[6].Legal = render.SpaceBlocked, false
	spaces[9].Legal, spaces[9].Dimmed, spaces[9].Reason = false, true, "Flag limit: one Property flag a round"
	spaces[10].Tip = "Take 1 tomato plus 1 lettuce."
	spaces[4].Flag = true
	return &render.WorkerGrid{Rect: render.Rect{X: 412, Y: 148, W: 796, H: 620},
		Columns: []string{"Property", "Field", "Market", "Town Hall"}, Spaces: spaces, CoverText: "Not used with 3 players"}
}

func TestWorkerGridClicksWhereItDraws(t *testing.T) {
	ui := newUI(t)
	g := sampleGrid()
	require.Equal(t, 6, g.Rows())
	canvas := ebiten.NewImage(render.LogicalW, render.LogicalH)
	canvas.Fill(render.DeepSea)
	g.Draw(canvas, ui)
	for i := range g.Spaces {
		r := g.SpaceRect(i)
		require.True(t, r.In(g.Rect), "space %d inside the grid", i)
		for j := 0; j < i; j++ {
			o := g.SpaceRect(j)
			assert.False(t, r.X < o.Right() && o.X < r.Right() && r.Y < o.Bottom() && o.Y < r.Bottom(), "spaces %d and %d overlap", i, j)
		}
		cx, cy := r.Centre()
		got, ok := g.At(render.Point{X: cx, Y: cy})
		if g.Spaces[i].State == render.SpaceCovered {
			assert.False(t, ok, "a covered space takes no pointer")
			// the covering tile lies over it: no paper tile shows
			assert.False(t, near(pixel(canvas, int(r.X+6), int(cy)), render.Paper, 8), "space %d is under the cover", i)
			continue
		}
		assert.True(t, ok)
		assert.Equal(t, i, got)
		for _, at := range [][2]float64{{r.X + 1, r.Y + 1}, {r.Right() - 1, r.Bottom() - 1}} {
			tapped, hit := tap(at[0], at[1], g.Update)
			assert.True(t, hit, "a click at the corner %v of space %d", at, i)
			assert.Equal(t, i, tapped)
		}
		// the tile is drawn where it is hit: its body (right of the slot) is no longer deep sea
		assert.NotEqual(t, render.DeepSea, pixel(canvas, int(r.Right()-20), int(r.Bottom()-6)), "space %d drawn", i)
	}
	_, ok := g.At(render.Point{X: 100, Y: 100})
	assert.False(t, ok)

	// the occupied slot shows the red worker's disc, the blocked one the grey blocker
	c := g.SlotCentre(5)
	red := pixel(canvas, int(c.X-8), int(c.Y+6))
	assert.Greater(t, int(red.R), int(red.G)+40, "a red disc in the slot: %v", red)
	b := pixel(canvas, int(g.SlotCentre(6).X-8), int(g.SlotCentre(6).Y+6))
	assert.InDelta(t, int(b.R), int(b.B), 30, "a grey blocker: %v", b)
	free := g.SlotCentre(7)
	assert.True(t, near(pixel(canvas, int(free.X), int(free.Y)), render.PaperShade, 4), "a free slot is empty")

	// a legal space wears the shallow-blue ring at its edge; an occupied one does not
	legal, occupied := g.SpaceRect(8), g.SpaceRect(5)
	ring := pixel(canvas, int(legal.X+legal.W/2), int(legal.Y))
	assert.Greater(t, int(ring.B), int(ring.R)+40, "legal glow: %v", ring)
	plain := pixel(canvas, int(occupied.X+occupied.W/2), int(occupied.Y+1))
	assert.False(t, near(plain, ring, 20), "no glow on an occupied space")
}

func TestWorkerGridDimmedSpaceSaysWhy(t *testing.T) {
	ui := newUI(t)
	g := sampleGrid()
	r := g.SpaceRect(9)
	cx, cy := r.Centre()
	canvas := ebiten.NewImage(render.LogicalW, render.LogicalH)
	rest(cx, cy, render.TooltipDelay-2, func(p *input.Pointer) { g.Update(p) })
	g.Draw(canvas, ui)
	assert.Empty(t, ui.OverlayText(), "not before the delay")
	ui.ClearOverlay()
	rest(cx, cy, render.TooltipDelay+1, func(p *input.Pointer) { g.Update(p) })
	h, ok := g.Hovered()
	require.True(t, ok)
	assert.Equal(t, 9, h)
	g.Draw(canvas, ui)
	assert.Equal(t, "Flag limit: one Property flag a round", ui.OverlayText())
	tip, shown := ui.OverlayRect() // beside the space, clear of the other open spaces
	require.True(t, shown)
	ui.DrawOverlay(canvas)
	assert.Equal(t, render.Accent, pixel(canvas, int(tip.X+5), int(tip.Y+tip.H/2)), "a refusal carries the accent mark")

	// an enabled space shows its full wording as a tip
	r10 := g.SpaceRect(10)
	rest(r10.X+r10.W/2, r10.Y+r10.H/2, render.TooltipDelay+1, func(p *input.Pointer) { g.Update(p) })
	g.Draw(canvas, ui)
	assert.Equal(t, "Take 1 tomato plus 1 lettuce.", ui.OverlayText())
	ui.ClearOverlay()

	// a long press on a touch screen shows the reason at once
	touch := func(down bool) input.Frame { return input.Frame{X: cx, Y: cy, Down: down, Touch: true} }
	var p input.Pointer
	s := input.NewScript().Frames(touch(false))
	for i := 0; i < input.LongPressTicks+1; i++ {
		s.Frames(touch(true))
	}
	for s.Pending() > 0 {
		p.Update(s.Next())
		_, tapped := g.Update(&p)
		assert.False(t, tapped, "a long press is no tap")
	}
	g.Draw(canvas, ui)
	assert.Equal(t, "Flag limit: one Property flag a round", ui.OverlayText())
	ui.ClearOverlay()

	// a tap on the dimmed space is reported, so the scene may say why it refuses
	got, hit := tap(cx, cy, g.Update)
	assert.True(t, hit)
	assert.Equal(t, 9, got)
}

func TestWorkerGridDrawsAtDeviceScale(t *testing.T) {
	ui := newUI(t)
	g := sampleGrid()
	one := ebiten.NewImage(render.LogicalW, render.LogicalH)
	two := ebiten.NewImage(2*render.LogicalW, 2*render.LogicalH)
	g.Draw(one, ui)
	g.Draw(two, ui)
	for _, i := range []int{5, 7, 8, 9} {
		r := g.SpaceRect(i)
		x, y := r.Right()-30, r.Y+r.H/2
		assert.True(t, near(pixel(one, int(x), int(y)), pixel(two, int(2*x), int(2*y)), 12), "space %d looks the same at scale 2", i)
	}
}

func reykholtTrack(markers ...render.TrackMarker) *render.ScoreTrack {
	cells := make([]render.TrackCell, 31)
	for i := range cells {
		cells[i] = render.TrackCell{Icon: render.GoodSprites[i%5], Text: "2"}
	}
	cells[0] = render.TrackCell{Text: "Start"}
	return &render.ScoreTrack{Layout: render.TrackEdge, Rect: render.Rect{X: 328, Y: 64, W: 964, H: 788},
		Spaces: 31, Loop: 1, Cells: cells, Badge: render.LapBonusBadge(31, 1, 6), Markers: markers}
}

func TestEdgeTrackRunsClockwiseAroundTheBoard(t *testing.T) {
	tr := reykholtTrack()
	var prev render.Rect
	for i := 0; i < 31; i++ {
		r := tr.SpaceRect(i)
		require.True(t, r.In(tr.Rect), "table %d inside the track's rectangle", i)
		inner := tr.Rect.Inset(80)
		assert.False(t, r.X < inner.Right() && inner.X < r.Right() && r.Y < inner.Bottom() && inner.Y < r.Bottom(), "table %d keeps off the board", i)
		got, ok := tr.At(render.Point{X: r.X + r.W/2, Y: r.Y + r.H/2})
		assert.True(t, ok)
		assert.Equal(t, i, got, "the table is hit where it is drawn")
		if i > 0 {
			// neighbours touch, one gap apart: the path never jumps
			gx := max(r.X-prev.Right(), prev.X-r.Right())
			gy := max(r.Y-prev.Bottom(), prev.Y-r.Bottom())
			assert.LessOrEqual(t, max(gx, gy), 4.0+1e-9, "table %d follows table %d", i, i-1)
		}
		prev = r
	}
	assert.InDelta(t, tr.Rect.X+2, tr.SpaceRect(0).X, 1e-9, "table 0 in the top-left corner")
	assert.InDelta(t, tr.Rect.Y+2, tr.SpaceRect(0).Y, 1e-9)
	assert.Greater(t, tr.SpaceRect(5).X, tr.SpaceRect(1).X, "clockwise: right along the top first")
	assert.Greater(t, tr.SpaceRect(12).Y, tr.SpaceRect(10).Y, "then down the right side")
	assert.Less(t, tr.SpaceRect(20).X, tr.SpaceRect(18).X, "then left along the bottom")
	assert.Less(t, tr.SpaceRect(30).Y, tr.SpaceRect(28).Y, "then up the left side")
}

func TestTrackLapsWrapToTheLoop(t *testing.T) {
	tr := reykholtTrack()
	for score, want := range map[int]int{0: 0, 5: 5, 30: 30, 31: 1, 32: 2, 60: 30, 61: 1} {
		assert.Equal(t, want, tr.SpaceOf(score), "pos %d", score)
	}
	assert.Equal(t, 0, tr.Lap(30))
	assert.Equal(t, 1, tr.Lap(32))
	assert.Equal(t, 2, tr.Lap(61))
	badge := render.LapBonusBadge(31, 1, 6)
	assert.Equal(t, "", badge(30))
	assert.Equal(t, "+6", badge(32), "spec S23: table 2 of lap 1")
	assert.Equal(t, "+12", badge(61))
	orkney := render.ScoreTrack{Spaces: 30}
	assert.Equal(t, 3, orkney.SpaceOf(33), "a plain loop wraps to 0")
	assert.Equal(t, 1, orkney.Lap(33))
}

func TestEdgeTrackStacksFrontToBackWithBadges(t *testing.T) {
	ui := newUI(t)
	// red arrived first (back), green later (front), on table 9; blue on lap 1, table 2
	tr := reykholtTrack(render.TrackMarker{Score: 9, Mark: 0, Stack: 0}, render.TrackMarker{Score: 9, Mark: 2, Stack: 1},
		render.TrackMarker{Score: 32, Mark: 5})
	tr.MarkerW = 40 // large marks, so their coloured middles overlap
	spots := tr.Spots()
	require.Len(t, spots, 3)
	table := tr.SpaceRect(9)
	for i := 0; i < 2; i++ {
		assert.True(t, table.Contains(spots[i].C.X, spots[i].C.Y), "marker %d stands on table 9", i)
	}
	assert.Equal(t, 0, spots[0].Lane, "the first arrival stands at the back")
	assert.Equal(t, 1, spots[1].Lane)
	assert.Greater(t, spots[1].C.X, spots[0].C.X, "the front one is offset so both show")
	assert.Greater(t, spots[1].C.Y, spots[0].C.Y, "and stands lower, nearer the viewer")
	assert.Less(t, spots[1].C.X-spots[0].C.X, tr.MarkerW, "they overlap: a stack, not a row")
	assert.True(t, tr.SpaceRect(2).Contains(spots[2].C.X, spots[2].C.Y), "pos 32 stands on table 2")

	frontColour := func(tr *render.ScoreTrack) color.RGBA {
		canvas := ebiten.NewImage(render.LogicalW, render.LogicalH)
		tr.Draw(canvas, ui)
		s := tr.Spots()
		mid := render.Point{X: (s[0].C.X + s[1].C.X) / 2, Y: (s[0].C.Y + s[1].C.Y) / 2}
		return pixel(canvas, int(mid.X), int(mid.Y))
	}
	got := frontColour(tr)
	assert.True(t, near(got, render.PlayerColours[2], 60), "green in front where they overlap: %v", got)
	tr.Markers[0].Stack, tr.Markers[1].Stack = 2, 1 // red arrives again, in front
	got = frontColour(tr)
	assert.True(t, near(got, render.PlayerColours[0], 60), "red in front now: %v", got)

	// the lap badge: an ink pill at the marker's foot, on the blue marker only
	canvas := ebiten.NewImage(render.LogicalW, render.LogicalH)
	tr.Draw(canvas, ui)
	s := tr.Spots()
	w := tr.MarkerW
	bx, by := s[2].C.X+w/2, s[2].C.Y+w/2-8
	assert.True(t, near(pixel(canvas, int(bx-8), int(by)), render.Ink, 10) || near(pixel(canvas, int(bx+8), int(by)), render.Ink, 10), "the +6 pill")
}

func TestEdgeTrackHighlightsTheNextTable(t *testing.T) {
	ui := newUI(t)
	tr := reykholtTrack(render.TrackMarker{Score: 9, Mark: 0})
	canvas := ebiten.NewImage(render.LogicalW, render.LogicalH)
	tr.Draw(canvas, ui)
	r := tr.SpaceRect(10)
	before := pixel(canvas, int(r.X+r.W/2), int(r.Y-1))
	tr.Highlight = render.TrackHighlight{On: true, Space: 10, Text: "2 lettuce", Icon: render.SpriteLettuce}
	canvas.Clear()
	tr.Draw(canvas, ui)
	ring := pixel(canvas, int(r.X+r.W/2), int(r.Y-1))
	assert.NotEqual(t, before, ring)
	assert.Greater(t, int(ring.B), int(ring.R)+40, "a shallow-blue ring: %v", ring)
	// table 10 is on the right side: its note stands left of it, on the board
	note := pixel(canvas, int(r.X-30), int(r.Y+r.H/2))
	assert.True(t, near(note, render.Ink, 12), "the note's ink pill: %v", note)
}

func TestScoreTrackRowIsUnchangedAndAllocationFree(t *testing.T) {
	ui := newUI(t)
	tr := &render.ScoreTrack{Rect: render.Rect{X: 332, Y: 64, W: 956, H: 52}, Spaces: 30,
		Markers: []render.TrackMarker{{Score: 3, Mark: 0}, {Score: 3, Mark: 1}, {Score: 33, Mark: 2}}}
	want := render.TrackSpots([]int{3, 3, 33}, 30, tr.X0(), tr.Step(), tr.Rect.Bottom()-6, tr.Rect.X+19, tr.Rect.Right()-19, 30)
	assert.Equal(t, want, tr.Spots(), "the row layout is TrackSpots, as before")
	r := tr.SpaceRect(3)
	assert.InDelta(t, tr.X0()+3*tr.Step(), r.X, 1e-9)
	i, ok := tr.At(render.Point{X: r.X + 1, Y: r.Y + 2})
	assert.True(t, ok)
	assert.Equal(t, 3, i)

	canvas := ebiten.NewImage(render.LogicalW, render.LogicalH)
	edge := reykholtTrack(render.TrackMarker{Score: 9, Mark: 0}, render.TrackMarker{Score: 40, Mark: 1, Stack: 1})
	edge.Highlight = render.TrackHighlight{On: true, Space: 10, Text: "2"}
	for _, track := range []*render.ScoreTrack{tr, edge} {
		track.Draw(canvas, ui)
		allocs := testing.AllocsPerRun(20, func() { track.Spots() })
		assert.Zero(t, allocs, "placing the markers allocates nothing once warm")
	}
}

func sampleCard() *render.CardView {
	return &render.CardView{Rect: render.Rect{X: 600, Y: 300, W: 150, H: 200}, Title: "Market friend", Badge: "Ongoing",
		Body: "After each Market space you use, take 1 tomato.", Code: "A4"}
}

func TestCardViewTapsTooltipsAndStates(t *testing.T) {
	ui := newUI(t)
	c := sampleCard()
	canvas := ebiten.NewImage(render.LogicalW, render.LogicalH)
	c.Draw(canvas, ui)
	_, hit := tap(c.Rect.X+4, c.Rect.Bottom()-4, func(p *input.Pointer) (bool, bool) { return true, c.Update(p) })
	assert.True(t, hit, "the card takes a tap anywhere on it")
	_, hit = tap(c.Rect.X-4, c.Rect.Y+10, func(p *input.Pointer) (bool, bool) { return true, c.Update(p) })
	assert.False(t, hit)
	// the face: the frame's sea colour at the top, paper inside, ink text somewhere in the body
	assert.True(t, near(pixel(canvas, int(c.Rect.X+10), int(c.Rect.Y+6)), render.Sea, 6), "the title band")
	inked := 0
	for y := int(c.Rect.Y + 70); y < int(c.Rect.Y+150); y++ {
		for x := int(c.Rect.X + 10); x < int(c.Rect.Right()-10); x++ {
			if p := pixel(canvas, x, y); p.R < 120 && p.G < 120 {
				inked++
			}
		}
	}
	assert.Greater(t, inked, 80, "the body's words are drawn")

	c.State = "Spent"
	canvas.Clear()
	c.Draw(canvas, ui)
	stamp := pixel(canvas, int(c.Rect.X+6), int(c.Rect.Y+c.Rect.H*0.55))
	assert.Greater(t, int(render.Paper.R)-int(stamp.R), 120, "an ink stamp lies across the spent card: %v", stamp)

	c.State, c.Dimmed, c.Reason = "", true, "Nothing to harvest: your greenhouses are empty"
	rest(c.Rect.X+20, c.Rect.Y+20, render.TooltipDelay+1, func(p *input.Pointer) { c.Update(p) })
	c.Draw(canvas, ui)
	assert.Equal(t, c.Reason, ui.OverlayText())
	ui.ClearOverlay()

	// a small card leaves its body to the tooltip
	small := &render.CardView{Rect: render.Rect{X: 20, Y: 380, W: 136, H: 100}, Title: "Market friend", Badge: "Ongoing", Code: "A4",
		Body: "After each Market space you use, take 1 tomato."}
	small.Draw(canvas, ui)
	rest(60, 420, render.TooltipDelay+1, func(p *input.Pointer) { small.Update(p) })
	small.Draw(canvas, ui)
	assert.Equal(t, small.Body, ui.OverlayText())
	ui.ClearOverlay()

	back := &render.CardView{Rect: render.Rect{X: 900, Y: 300, W: 112, H: 156}, FaceDown: true}
	canvas.Clear()
	back.Draw(canvas, ui)
	px := pixel(canvas, 900+56, 300+20)
	assert.Greater(t, int(px.G), int(px.R), "the teal service back: %v", px)
}

func TestGreenhouseCardParcels(t *testing.T) {
	ui := newUI(t)
	for n := 3; n <= 6; n++ {
		g := &render.GreenhouseCard{Rect: render.Rect{X: 100, Y: 100, W: 172, H: 120}, Name: "G", Parcels: make([]string, n),
			Allowed: []string{render.SpriteTomato, render.SpriteLettuce}}
		for i := 0; i < n; i++ {
			r := g.ParcelRect(i)
			require.True(t, r.In(g.Rect), "%d parcels: parcel %d on the card", n, i)
			assert.GreaterOrEqual(t, r.W, 24.0, "a parcel is big enough to read")
			for j := 0; j < i; j++ {
				o := g.ParcelRect(j)
				assert.False(t, r.X < o.Right() && o.X < r.Right() && r.Y < o.Bottom() && o.Y < r.Bottom(), "parcels %d and %d overlap", i, j)
			}
			cx, cy := r.Centre()
			got, ok := g.At(render.Point{X: cx, Y: cy})
			assert.True(t, ok)
			assert.Equal(t, i, got)
		}
		got, ok := g.At(render.Point{X: 106, Y: 214})
		assert.True(t, ok, "the strip is part of the card")
		assert.Equal(t, -1, got, "but no parcel")
	}
	g := &render.GreenhouseCard{Rect: render.Rect{X: 100, Y: 100, W: 172, H: 120}, Parcels: []string{render.SpriteTomato, render.SpriteMushroom, "", ""}}
	canvas := ebiten.NewImage(render.LogicalW, render.LogicalH)
	g.Draw(canvas, ui)
	full, empty := g.ParcelRect(0), g.ParcelRect(2)
	fp := pixel(canvas, int(full.X+full.W/2), int(full.Y+full.H/2))
	ep := pixel(canvas, int(empty.X+empty.W/2), int(empty.Y+empty.H/2+3))
	assert.Greater(t, int(fp.R), int(fp.G)+60, "a tomato on parcel 0: %v", fp)
	assert.False(t, near(fp, ep, 30), "an empty bed is bare soil: %v", ep)
	parcel, hit := tap(empty.X+3, empty.Y+3, g.Update)
	assert.True(t, hit)
	assert.Equal(t, 2, parcel, "a tap names the parcel")

	g.FaceDown = true
	canvas.Clear()
	g.Draw(canvas, ui)
	back := pixel(canvas, 100+86, 100+14)
	assert.Greater(t, int(back.G), int(back.B)+30, "the green greenhouse back: %v", back)
	_, ok := g.At(render.Point{X: empty.X + 3, Y: empty.Y + 3})
	assert.True(t, ok, "a face-down card still takes the pointer")

	pile := &render.CardPile{Rect: render.Rect{X: 400, Y: 100, W: 150, H: 110}, Count: 4, Top: g, Label: "random"}
	canvas.Clear()
	pile.Draw(canvas, ui)
	top := pile.TopRect()
	assert.True(t, top.In(pile.Rect))
	edge := pixel(canvas, int(pile.Rect.Right()-2), int(pile.Rect.Bottom()-20))
	assert.NotEqual(t, uint8(0), edge.A, "the cards under the top show at its edge")
	_, hit = tap(top.X+10, top.Y+40, func(p *input.Pointer) (bool, bool) { return true, pile.Update(p) })
	assert.True(t, hit)
	empties := &render.CardPile{Rect: pile.Rect, Count: 0}
	canvas.Clear()
	empties.Draw(canvas, ui)
	top = empties.TopRect()
	assert.NotEqual(t, uint8(0), pixel(canvas, int(top.X+top.W/2), int(top.Y+2)).A, "an empty place is drawn")
}

func TestGoodsCountersChooseAGood(t *testing.T) {
	ui := newUI(t)
	g := &render.GoodsCounters{Rect: render.Rect{X: 600, Y: 400, W: 360, H: 48}}
	for i, n := range []int{3, 0, 1, 2, 0} {
		g.Goods = append(g.Goods, render.GoodCounter{Icon: render.GoodSprites[i], Count: n, Name: "good"})
	}
	for i := range g.Goods {
		r := g.CounterRect(i)
		require.True(t, r.In(g.Rect))
		got, ok := g.At(render.Point{X: r.X + r.W/2, Y: r.Y + r.H/2})
		assert.True(t, ok)
		assert.Equal(t, i, got)
	}
	// not clickable: a tap goes through, untaken
	var p input.Pointer
	s := input.NewScript().Click(g.CounterRect(2).X+10, 420)
	for s.Pending() > 0 {
		p.Update(s.Next())
		_, ok := g.Update(&p)
		assert.False(t, ok)
		if p.Tapped() {
			break
		}
	}
	assert.True(t, p.Tapped(), "the tap is left for the scene")

	g.Clickable = true
	g.Goods[2].Highlight = true
	g.Goods[0].Dimmed, g.Goods[0].Reason = true, "Take another type than the tomato you gave"
	r := g.CounterRect(2)
	got, hit := tap(r.X+r.W/2, r.Y+r.H/2, g.Update)
	assert.True(t, hit)
	assert.Equal(t, 2, got)
	rest(g.CounterRect(0).X+10, 420, render.TooltipDelay+1, func(p *input.Pointer) { g.Update(p) })
	canvas := ebiten.NewImage(render.LogicalW, render.LogicalH)
	g.Draw(canvas, ui)
	assert.Equal(t, g.Goods[0].Reason, ui.OverlayText())
	ui.ClearOverlay()
	ring := pixel(canvas, int(r.X+r.W/2), int(r.Y))
	assert.Greater(t, int(ring.B), int(ring.R)+40, "the choosable good glows: %v", ring)
	icon := pixel(canvas, int(g.CounterRect(0).X+21), int(r.Y+r.H/2))
	assert.Greater(t, int(icon.R), int(icon.G), "the tomato icon is drawn at the counter's left: %v", icon)

	g.Compact = true
	g.Rect = render.Rect{X: 24, Y: 110, W: 272, H: 28}
	canvas.Clear()
	g.Draw(canvas, ui)
	r = g.CounterRect(0)
	assert.Greater(t, pixel(canvas, int(r.X+14), int(r.Y+14)).A, uint8(100), "compact: the icon at the left")
}

// The per-tick work of every widget (laying out, hit-testing, hover and taps) allocates nothing
// once warm. (Drawing's own part is written the same way; Ebitengine's draw commands and text
// shaping are its own and are measured over real frames, not in a test tick.)
func TestBoardWidgetsUpdateWithoutAllocating(t *testing.T) {
	ui := newUI(t)
	b := newDemoBoard(ui)
	canvas := ebiten.NewImage(render.LogicalW, render.LogicalH)
	b.draw(canvas, ui)
	ui.ClearOverlay()
	var p input.Pointer
	p.Update(input.Frame{X: 700, Y: 500})
	for name, f := range map[string]func(){
		"grid":     func() { b.grid.Update(&p); b.grid.At(render.Point{X: 700, Y: 500}) },
		"track":    func() { b.track.Spots(); b.track.At(render.Point{X: 400, Y: 80}) },
		"counters": func() { b.prompt.Update(&p); b.stock[0].Update(&p) },
		"card":     func() { b.display[0].Update(&p) },
		"house":    func() { b.houses[0].Update(&p); b.houses[0].At(render.Point{X: 50, Y: 200}) },
		"pile":     func() { b.piles[0].Update(&p) },
	} {
		f()
		assert.Zero(t, testing.AllocsPerRun(20, f), name)
	}
}
