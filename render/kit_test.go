package render_test

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/input"
	"northtable/render"
)

// feed plays every pending frame of s through p and cs, returning the IDs tapped.
func feed(s *input.Script, p *input.Pointer, cs *render.Controls) []int {
	var got []int
	for s.Pending() > 0 {
		p.Update(s.Next())
		if c, ok := cs.Update(p); ok {
			got = append(got, c.ID)
		}
	}
	return got
}

func sampleControls() *render.Controls {
	cs := &render.Controls{}
	cs.Reset()
	for i := 0; i < 6; i++ {
		r := render.Rect{X: 1316 + float64(i%2)*138, Y: 518 + float64(i/2)*48, W: 130, H: 44}
		cs.Add(render.Control{ID: i + 1, Rect: r, Label: "Trade", Enabled: i%2 == 0, Reason: "you need 3 wood",
			Style: render.StyleBoard})
	}
	cs.Add(render.Control{ID: 99, Rect: render.Rect{X: 10, Y: 10, W: 100, H: 44}, Label: "Menu", Enabled: true})
	return cs
}

func TestEveryControlIsClickedAtItsDrawnRect(t *testing.T) {
	ui := newUI(t)
	cs := sampleControls()
	canvas := ebiten.NewImage(render.LogicalW, render.LogicalH)
	canvas.Fill(render.DeepSea)
	cs.Draw(canvas, ui)
	var p input.Pointer
	for _, c := range cs.All() {
		// The face is drawn inside the rectangle: its centre is no longer deep sea.
		cx, cy := c.Rect.Centre()
		assert.NotEqual(t, render.DeepSea, pixel(canvas, int(c.Rect.X+c.Rect.W/4), int(cy)), "control %d drawn", c.ID)
		for _, at := range [][2]float64{{cx, cy}, {c.Rect.X + 1, c.Rect.Y + 1}, {c.Rect.Right() - 1, c.Rect.Bottom() - 1}} {
			got := feed(input.NewScript().Click(at[0], at[1]), &p, cs)
			assert.Equal(t, []int{c.ID}, got, "a click at %v takes control %d", at, c.ID)
		}
	}
	assert.Empty(t, feed(input.NewScript().Click(800, 450), &p, cs), "a click beside every control takes none")
}

func TestTapConsumesAndPressMustStartOnTheControl(t *testing.T) {
	cs := sampleControls()
	var p input.Pointer
	s := input.NewScript().Click(1380, 540)
	for s.Pending() > 0 {
		p.Update(s.Next())
		if _, ok := cs.Update(&p); ok {
			assert.False(t, p.Tapped(), "the tap is consumed")
		}
	}
	// a press on one control released on another (a short slide) clicks neither
	s = input.NewScript().Frames(input.Frame{X: 1380, Y: 562}, input.Frame{X: 1380, Y: 562, Down: true},
		input.Frame{X: 1380, Y: 567, Down: true}, input.Frame{X: 1380, Y: 567})
	assert.Empty(t, feed(s, &p, cs))
}

func TestDisabledReasonOnHoverAndLongPress(t *testing.T) {
	ui := newUI(t)
	cs := sampleControls()
	cs.Delay = 3
	var p input.Pointer
	feed(input.NewScript().Move(1380+138, 540).Move(1380+138, 540), &p, cs)
	assert.Empty(t, cs.Reason(), "not before the delay")
	feed(input.NewScript().Move(1380+138, 540).Move(1380+138, 540).Move(1380+138, 540), &p, cs)
	assert.Equal(t, "you need 3 wood", cs.Reason())
	h, ok := cs.Hovered()
	require.True(t, ok)
	assert.Equal(t, 2, h.ID)
	assert.Equal(t, render.Look{Hot: 2, Tip: true}, cs.Look())
	canvas := ebiten.NewImage(render.LogicalW, render.LogicalH)
	cs.DrawTooltip(canvas, ui)
	tip := render.Tooltip{Text: "you need 3 wood", X: 1516 + 65, Y: 518}.Rect(ui.Fonts)
	assert.Equal(t, render.Ink, pixel(canvas, int(tip.X+tip.W/2), int(tip.Y+tip.H-3)), "the tooltip is drawn above")

	// an enabled control without a tip shows nothing
	feed(input.NewScript().Move(1380, 540).Move(1380, 540).Move(1380, 540).Move(1380, 540), &p, cs)
	assert.Empty(t, cs.Reason())

	// touch: no hover; a long press shows the reason while the finger holds
	touch := func(x, y float64, down bool) input.Frame { return input.Frame{X: x, Y: y, Down: down, Touch: true} }
	cs.Delay = 100
	s := input.NewScript().Frames(touch(1518, 540, false))
	feed(s, &p, cs)
	assert.Empty(t, cs.Reason(), "a finger that does not touch hovers nothing")
	s = input.NewScript()
	for i := 0; i < input.LongPressTicks+1; i++ {
		s.Frames(touch(1518, 540, true))
	}
	assert.Empty(t, feed(s, &p, cs), "a long press is no tap")
	assert.Equal(t, "you need 3 wood", cs.Reason())
	feed(input.NewScript().Frames(touch(1518, 540, false)), &p, cs)
	assert.Empty(t, cs.Reason(), "it goes as the finger lifts")
}

func TestDisabledControlTapIsReportedDisabled(t *testing.T) {
	cs := sampleControls()
	var p input.Pointer
	s := input.NewScript().Click(1518, 540)
	var got []render.Control
	for s.Pending() > 0 {
		p.Update(s.Next())
		if c, ok := cs.Update(&p); ok {
			got = append(got, c)
		}
	}
	require.Len(t, got, 1)
	assert.False(t, got[0].Enabled, "the scene sees it is disabled and can say why")
	assert.Equal(t, "you need 3 wood", got[0].Reason)
}

func TestDialogButtonsEscAndOutside(t *testing.T) {
	ui := newUI(t)
	d := render.NewDialog("End your turn?", "You still hold 2 route credits; unused credits lapse now.", "Keep playing", "End turn")
	d.Box = render.Rect{X: 560, Y: 330, W: 500, H: 200}
	assert.Equal(t, render.Rect{X: 580, Y: 460, W: 220, H: 48}, d.ButtonRect(0))
	assert.Equal(t, render.Rect{X: 820, Y: 460, W: 220, H: 48}, d.ButtonRect(1))
	r, ok := d.ButtonFor("End turn")
	assert.True(t, ok)
	assert.Equal(t, d.ButtonRect(1), r, "a button found by its label")
	_, ok = d.ButtonFor("Leave")
	assert.False(t, ok)
	wide := render.NewDialog("Orkney", "", "Continue", "Hint", "Rules", "Leave")
	assert.Greater(t, wide.Rect().W, float64(render.DialogW), "a fourth button widens the box")
	three := render.NewDialog("Orkney", "", "Continue", "Rules", "Leave")
	assert.Equal(t, three.ButtonRect(0).W, wide.ButtonRect(0).W, "each button as wide as one of three")
	answer := func(s *input.Script) (int, bool) {
		var p input.Pointer
		for s.Pending() > 0 {
			f := s.Next()
			p.Update(f)
			if c, ok := d.Update(&p, f); ok {
				return c, true
			}
		}
		return 0, false
	}
	for i := range d.Buttons {
		cx, cy := d.ButtonRect(i).Centre()
		c, ok := answer(input.NewScript().Click(cx, cy))
		require.True(t, ok)
		assert.Equal(t, i, c)
	}
	d.Cancel = 0
	c, ok := answer(input.NewScript().Key(input.ActBack))
	assert.True(t, ok)
	assert.Equal(t, 0, c, "Esc cancels")
	c, ok = answer(input.NewScript().Click(100, 100))
	assert.True(t, ok)
	assert.Equal(t, 0, c, "a tap outside cancels")
	_, ok = answer(input.NewScript().Click(810, 400))
	assert.False(t, ok, "a tap on the box's text answers nothing")

	three = render.NewDialog("Save?", "", "Cancel", "Discard", "Save")
	for i := 0; i < 2; i++ {
		assert.Less(t, three.ButtonRect(i).Right(), three.ButtonRect(i+1).X, "buttons side by side")
	}
	assert.True(t, three.ButtonRect(2).In(three.Rect()))

	canvas := ebiten.NewImage(render.LogicalW, render.LogicalH)
	canvas.Fill(render.DeepSea)
	d.Dim = render.Rect{X: 320, Y: 56, W: 980, H: 804}
	d.Draw(canvas, ui)
	assert.NotEqual(t, render.DeepSea, pixel(canvas, 400, 300), "the board behind is dimmed")
	assert.NotEqual(t, pixel(canvas, 400, 300), pixel(canvas, 600, 350), "the box is drawn")
}

func TestToastShowsThreeSecondsAboveTheLine(t *testing.T) {
	fonts, err := render.NewFonts()
	require.NoError(t, err)
	area := render.Rect{X: 420, Y: 806, W: 780, H: 44}
	var toast render.Toast
	assert.False(t, toast.Visible())
	toast.Show("Edge match — a land edge must meet land", true)
	for i := 0; i < render.ToastTicks-1; i++ {
		toast.Update()
	}
	assert.True(t, toast.Visible())
	toast.Update()
	assert.False(t, toast.Visible(), "gone after 3 s")

	long := strings.Repeat("Corner match — every corner of the new tile must meet the same kind ", 3)
	toast.Show(long, false)
	r, lines := toast.Layout(fonts, area)
	assert.LessOrEqual(t, len(lines), 2)
	assert.True(t, r.In(render.Rect{X: 320, Y: 56, W: 980, H: 804}), "the toast stays on the board: %v", r)
	assert.Equal(t, area.Bottom(), r.Bottom(), "it sits on the bottom line")
	short := "No place fits: discarded"
	toast.Show(short, true)
	_, lines = toast.Layout(fonts, area)
	assert.Equal(t, []string{short}, lines)

	// given the whole board, a toast is a one-line band standing just above its bottom
	board := render.Rect{X: 320, Y: 56, W: 960, H: 804}
	r, _ = toast.Layout(fonts, board)
	assert.Equal(t, render.ToastH, r.H, "one line, not the whole board")
	assert.Equal(t, board.Bottom()-render.ToastGap, r.Bottom())
}

// On a high-DPI screen (device scale 2) the log's rows are drawn with the face at twice the
// size, whose glyph advances round differently from the logical size they are wrapped at:
// each row must still end inside its column (the panel less the text's left inset of 28 px and
// the right margin of 8), so no line runs into the panel's edge.
func TestLogRowsFitTheirColumnAtDeviceScale2(t *testing.T) {
	ui := newUI(t)
	l := &render.LogPanel{Rect: render.Rect{X: 8, Y: 380, W: 304, H: 2000}, Title: "Log"}
	for _, s := range []string{
		"Ann keeps the task Castle, village, farm; the other one is set aside unseen",
		"A fish token is laid face down on the new tile",
		"Bjørn places a stone–cloth tile with a fish and completes a large island of wood",
		"Ann gains 2 wood for a matching piece and 1 cloth for completing the island",
		"Chloë lays a trade route between the farm and the castle for two cloth",
		"mmm www WWW mmm www WWW mmm www WWW mmm www WWW mmm www WWW mmm www WWW",
		"iii lll fff iii lll fff iii lll fff iii lll fff iii lll fff iii lll fff iii lll fff",
	} {
		l.Add(render.LogLine{Text: s, Mark: 0})
	}
	column := l.Rect.W - 28 - 8
	face := ui.Fonts.Small
	rows := l.Visible(ui.Fonts)
	require.Greater(t, len(rows), 7, "long lines wrap")
	for _, row := range rows {
		w, _ := text.Measure(row, face.At(2), 0)
		assert.LessOrEqual(t, w/2, column, "row %q drawn at device scale 2 stays in its column", row)
		assert.False(t, strings.HasSuffix(row, "…"), "row %q is wrapped, not cut short", row)
	}
}

func TestLogWrapsWholeWordsAndScrolls(t *testing.T) {
	ui := newUI(t)
	l := &render.LogPanel{Rect: render.Rect{X: 8, Y: 500, W: 304, H: 200}, Title: "Log"}
	long := "Bjørn places a stone–cloth tile with a fish and completes a large island of wood"
	for i := 0; i < 30; i++ {
		l.Add(render.LogLine{Text: long, Mark: i % 3})
	}
	l.Add(render.LogLine{Text: "The game is over", Mark: render.NoMark})
	rows := l.Visible(ui.Fonts)
	require.NotEmpty(t, rows)
	assert.Equal(t, "The game is over", rows[len(rows)-1], "newest at the bottom")
	words := map[string]bool{}
	for _, w := range strings.Fields(long) {
		words[w] = true
	}
	for _, r := range rows[:len(rows)-1] {
		for _, w := range strings.Fields(r) {
			assert.True(t, words[w], "row %q holds whole words only (%q)", r, w)
		}
	}
	room := 200.0 - 36
	maxRows := int(room / render.LogRowH)
	assert.LessOrEqual(t, len(rows), maxRows)

	var p input.Pointer
	v := l.Version()
	f := input.Frame{X: 100, Y: 600, WheelY: 1}
	p.Update(f)
	l.Update(&p, f)
	assert.Positive(t, l.Scroll(), "the wheel scrolls back")
	assert.NotEqual(t, v, l.Version())
	assert.NotEqual(t, "The game is over", l.Visible(ui.Fonts)[len(l.Visible(ui.Fonts))-1])
	// a drag downwards scrolls further back, upwards forward again
	s := input.NewScript().Drag(100, 560, 100, 660, 5)
	before := l.Scroll()
	for s.Pending() > 0 {
		f := s.Next()
		p.Update(f)
		l.Update(&p, f)
	}
	assert.Greater(t, l.Scroll(), before)
	s = input.NewScript().Drag(100, 690, 100, 510, 5).Drag(100, 690, 100, 510, 5).Drag(100, 690, 100, 510, 5)
	for s.Pending() > 0 {
		f := s.Next()
		p.Update(f)
		l.Update(&p, f)
	}
	l.Visible(ui.Fonts)
	assert.Zero(t, l.Scroll(), "back at the newest")
	canvas := ebiten.NewImage(render.LogicalW, render.LogicalH)
	l.Draw(canvas, ui)
	assert.NotEqual(t, render.Transparent, pixel(canvas, 17, 530+19*3+9), "marks are drawn")
}

func TestTrackSpreadsMarkersAndBadgesLaps(t *testing.T) {
	ui := newUI(t)
	tr := &render.ScoreTrack{Rect: render.Rect{X: 332, Y: 64, W: 956, H: 52}, Spaces: 30,
		Markers: []render.TrackMarker{{Score: 3, Mark: 0}, {Score: 3, Mark: 1}, {Score: 33, Mark: 2}, {Score: 64, Mark: 3}}}
	spots := tr.Spots()
	require.Len(t, spots, 4)
	for i := range spots {
		for j := i + 1; j < len(spots); j++ {
			dx := spots[i].C.X - spots[j].C.X
			if dx < 0 {
				dx = -dx
			}
			if spots[i].Lane == spots[j].Lane {
				assert.GreaterOrEqual(t, dx, 30-1e-9, "markers %d and %d in one lane do not overlap", i, j)
			} else {
				assert.GreaterOrEqual(t, dx, 15-1e-9)
			}
		}
	}
	badge := render.LapBadge(30)
	assert.Equal(t, "", badge(29))
	assert.Equal(t, "30+", badge(33))
	assert.Equal(t, "60+", badge(64))
	reykholt := render.ScoreTrack{Spaces: 30, Badge: func(s int) string {
		if s >= 30 {
			return "+6"
		}
		return ""
	}}
	assert.Equal(t, "+6", reykholt.Badge(31))
	// distinct spaces keep their markers on the floor, on their spaces
	one := render.TrackSpots([]int{3, 10}, 30, 344, 31, 110, 351, 1269, 30)
	assert.Equal(t, 0, one[0].Lane)
	assert.InDelta(t, 344+3.5*31, one[0].C.X, 1e-9)
	canvas := ebiten.NewImage(render.LogicalW, render.LogicalH)
	tr.Draw(canvas, ui)
	assert.NotEqual(t, render.Transparent, pixel(canvas, 400, 100))
}

func TestLayerRedrawsOnlyWhenItsKeyChanges(t *testing.T) {
	screen := ebiten.NewImage(320, 180)
	var l render.Layer[int]
	redraws := 0
	frame := func(key int) {
		if c, stale := l.Begin(screen, key); stale {
			redraws++
			c.Fill(render.Accent)
		}
		l.Draw(screen)
	}
	frame(1)
	frame(1)
	frame(1)
	assert.Equal(t, 1, redraws)
	frame(2)
	assert.Equal(t, 2, redraws)
	l.Invalidate()
	frame(2)
	assert.Equal(t, 3, redraws)
	assert.Equal(t, render.Accent, pixel(screen, 10, 10))
}

// blip is a test animation: a tween that records when it is drawn and finished.
type blip struct {
	render.Tween
	drawn    *int
	finished *int
}

func (b *blip) Draw(*ebiten.Image) { *b.drawn++ }
func (b *blip) Finish()            { b.Tween.Finish(); *b.finished++ }

func TestQueuePlaysInOrderWithSpeedAndSkip(t *testing.T) {
	var drawn, finished int
	mk := func(ticks int) *blip {
		return &blip{Tween: render.NewTween(0, 1, ticks), drawn: &drawn, finished: &finished}
	}
	var q render.Queue
	a, b := mk(10), mk(4)
	q.Push(a)
	q.Push(b)
	bg := mk(3)
	q.PushBackground(bg)
	assert.False(t, q.Idle())
	ticks := 0
	for !q.Idle() {
		q.Update()
		ticks++
		if ticks < 10 {
			assert.Zero(t, b.T, "the second waits for the first")
		}
	}
	assert.Equal(t, 14, ticks, "one after another at normal speed")
	assert.Empty(t, q.Background(), "the background one ended alongside")

	q.Speed = render.SpeedFast
	q.Push(mk(10))
	ticks = 0
	for !q.Idle() {
		q.Update()
		ticks++
	}
	assert.Equal(t, 5, ticks, "twice as fast")

	q.Speed = render.SpeedNormal
	c := mk(100)
	q.Push(c)
	q.Update()
	q.Draw(nil)
	assert.Equal(t, 1, drawn)
	assert.InDelta(t, render.EaseOutCubic(0.01), c.Value(), 1e-9)
	q.Skip()
	assert.True(t, q.Idle())
	assert.Equal(t, 1, finished, "skip finishes what has an end state")
	assert.Equal(t, 1.0, c.Value())

	q.Speed = render.SpeedOff
	var x float64
	q.Push(&render.FieldTween{Tween: render.NewTween(0, 5, 30), Target: &x})
	assert.True(t, q.Idle(), "off: nothing waits")
	assert.Equal(t, 5.0, x, "the field is at its end value")
	assert.Equal(t, render.SpeedFast, render.SpeedOf(0.5))
	assert.Equal(t, 0.5, render.SpeedFast.Factor())
	assert.Equal(t, "Off", render.SpeedOff.String())
}

func TestPainterAllocatesNothingPerFrame(t *testing.T) {
	ui := newUI(t)
	p := render.NewPainter()
	p.SetScale(1)
	dst := ebiten.NewImage(render.LogicalW, render.LogicalH)
	panel := ui.Sprite("ui/panel")
	require.NotNil(t, panel)
	// Each call repeated (so Ebitengine merges its commands and allocates nothing either): the
	// painter's own work allocates nothing.
	for name, f := range map[string]func(){
		"nine":   func() { p.Nine(dst, panel, render.Rect{X: 10, Y: 10, W: 300, H: 120}, 1) },
		"sprite": func() { p.Sprite(dst, panel, render.Point{X: 500, Y: 300}, 1, 0.5) },
		"fill":   func() { p.FillRect(dst, render.Rect{X: 0, Y: 0, W: 40, H: 40}, render.Ink) },
		"triangles": func() {
			p.Line(render.Point{X: 0, Y: 0}, render.Point{X: 100, Y: 100}, 3, render.Foam, 1)
			p.Disc(render.Point{X: 50, Y: 50}, 10, render.Accent, 1)
			p.Ring(render.Point{X: 50, Y: 50}, 20, 2, render.Accent, 1)
			p.Flush(dst)
		},
	} {
		f()
		assert.Zero(t, testing.AllocsPerRun(100, f), name)
	}
	p.FillRect(dst, render.Rect{X: 100, Y: 100, W: 10, H: 10}, render.Accent)
	assert.Equal(t, render.Accent, pixel(dst, 105, 105))
}

// A button drawn every frame comes from a cached face (UI.DrawFace): it looks as the control
// drawn directly, at a fractional position too, and follows a change of its look at once.
func TestButtonFaceLooksLikeTheControl(t *testing.T) {
	ui := newUI(t)
	direct := ebiten.NewImage(render.LogicalW, render.LogicalH)
	cached := ebiten.NewImage(render.LogicalW, render.LogicalH)
	b := render.NewButton(render.Rect{X: 1364.5, Y: 6, W: 108, H: 44}, "Undo")
	other := render.NewButton(render.Rect{X: 1480, Y: 6, W: 112, H: 44}, "Menu")
	area := b.Bounds().Inset(-8).Image()
	for _, enabled := range []bool{true, false, true} {
		b.Enabled = enabled
		direct.Clear()
		cached.Clear()
		c := render.Control{Rect: b.Bounds(), Label: b.Label, Enabled: enabled}
		ui.DrawControl(direct, &c, false, false)
		b.Draw(cached, ui)
		other.Draw(cached, ui) // a neighbour's face shares the cache, not the pixels
		worst := 0
		for y := area.Min.Y; y < area.Max.Y; y++ {
			for x := area.Min.X; x < min(area.Max.X, 1472); x++ {
				p, q := pixel(direct, x, y), pixel(cached, x, y)
				for _, d := range []int{int(p.R) - int(q.R), int(p.G) - int(q.G), int(p.B) - int(q.B), int(p.A) - int(q.A)} {
					worst = max(worst, d, -d)
				}
			}
		}
		assert.LessOrEqual(t, worst, 2, "enabled %v: the cached face matches the control", enabled)
	}
}

// TestControlsHoverNothingUnderADrag checks a pointer carrying a dragged piece (the drag has
// consumed it) over a disabled control brings up no hover and no tooltip, with a finger too.
func TestControlsHoverNothingUnderADrag(t *testing.T) {
	var cs render.Controls
	cs.Add(render.Control{ID: 1, Rect: render.Rect{X: 100, Y: 100, W: 80, H: 40}, Label: "End", Reason: "not now"})
	var p input.Pointer
	for i := 0; i < 40; i++ {
		p.Update(input.Frame{X: 140, Y: 120, Down: true, Touch: true, Pinch: 1})
		p.Consume() // a drag owns the pointer
		cs.Update(&p)
	}
	assert.Zero(t, cs.Look().Hot, "no hover under a drag")
	assert.False(t, cs.Look().Tip, "no tooltip under a drag")
	// Without the drag the finger on the control shows the reason.
	for i := 0; i < 80; i++ {
		p.Update(input.Frame{X: 140, Y: 120, Down: true, Touch: true, Pinch: 1})
		cs.Update(&p)
	}
	assert.Equal(t, 1, cs.Look().Hot)
	assert.True(t, cs.Look().Tip)
}
