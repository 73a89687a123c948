package render_test

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/render"
)

func TestCentredRowsCentreTheShortRow(t *testing.T) {
	area := render.Rect{X: 100, Y: 10, W: 314}
	first := render.CentredRows(area, 0, 5, 3, 98, 72, 8, 34)
	assert.Equal(t, render.Rect{X: 102, Y: 10, W: 98, H: 72}, first, "a full row of three fills the width")
	fourth := render.CentredRows(area, 3, 5, 3, 98, 72, 8, 34)
	assert.Equal(t, render.Rect{X: 155, Y: 116, W: 98, H: 72}, fourth, "the two of the last row sit in the middle")
}

func TestFitCardsShrinkWrapAndSqueeze(t *testing.T) {
	area := render.Rect{X: 0, Y: 0, W: 504, H: 210}
	one := render.FitCards(area, 0, 1, 96, 50, 1.45, 6)
	assert.Equal(t, 96.0, one.H, "a lone card is as tall as allowed")
	many := render.FitCards(area, 0, 6, 96, 50, 1.45, 6)
	assert.Less(t, many.H, 96.0, "more cards shrink")
	last := render.FitCards(area, 11, 12, 96, 50, 1.45, 6)
	assert.LessOrEqual(t, last.Right(), area.Right()+1e-9, "every card stays inside the area")
	assert.LessOrEqual(t, last.Bottom(), area.Bottom()+1e-9)
}

// Flashes age by the wall-clock time the queue's last Advance covered, at its speed, however
// many ticks that took.
func TestFlashesAgeAndVanish(t *testing.T) {
	var f render.Flashes
	var q render.Queue
	f.Add(render.Rect{W: 10, H: 10}, "+1 tomato")
	f.Add(render.Rect{W: 10, H: 10}, "")
	q.Update()
	f.Follow(&q)
	assert.Equal(t, 2, f.Len())
	q.Advance(render.FlashTicks * render.TickTime / 2)
	f.Follow(&q)
	assert.Equal(t, 2, f.Len(), "half its time in one slow tick: still glowing")
	q.Advance(render.FlashTicks * render.TickTime / 2)
	f.Follow(&q)
	assert.Equal(t, 0, f.Len(), "gone once its time has passed, two ticks in all")

	q.Speed = render.SpeedFast
	f.Add(render.Rect{}, "")
	for range render.FlashTicks/2 - 1 {
		q.Update()
		f.Follow(&q)
	}
	assert.Equal(t, 1, f.Len())
	q.Update()
	f.Follow(&q)
	assert.Equal(t, 0, f.Len(), "fast speed ages twice as quickly")

	q.Speed = render.SpeedOff
	f.Add(render.Rect{}, "")
	q.Update()
	f.Follow(&q)
	assert.Equal(t, 0, f.Len(), "no glow lasts with animations off")
}

func TestGlideLandsOnceAndBannerEnds(t *testing.T) {
	landed := 0
	g := &render.Glide{Tween: render.Tween{From: 0, To: 1, Ticks: 3}, Done: func() { landed++ }}
	assert.False(t, g.Update())
	g.Finish()
	assert.True(t, g.Update(), "a finished glide has landed")
	assert.Equal(t, 1, landed, "Done runs once")

	b := &render.Banner{}
	ticks := 0
	for !b.Update() {
		ticks++
	}
	assert.Equal(t, render.BannerTicks-1, ticks)
}

func TestHoverLayerRedrawsOnlyOnChange(t *testing.T) {
	fonts, err := render.NewFonts()
	require.NoError(t, err)
	ui := render.NewUI(fonts, nil)
	screen := ebiten.NewImage(64, 64)
	var l render.HoverLayer[int, int]
	frame := func(key, hover int) bool {
		_, stale := l.Begin(screen, key, hover)
		l.End(screen, ui)
		return stale
	}
	assert.True(t, frame(1, 0), "the first frame draws")
	assert.False(t, frame(1, 0), "nothing changed")
	assert.True(t, frame(1, 2), "another widget under the pointer")
	assert.False(t, frame(1, 2), "still the same widget")
	for range render.TooltipDelay + 2 {
		l.Tick()
	}
	assert.True(t, frame(1, 2), "a tooltip fell due")
	assert.True(t, frame(2, 2), "the key changed")
}

func TestFloatersRiseOneAfterAnotherAndFade(t *testing.T) {
	ui := newUI(t)
	var q render.Queue
	at := func() render.Point { return render.Point{X: 400, Y: 300} }
	wood := &render.Floater{UI: ui, Text: "+2 wood", Icon: "res/wood", At: at}
	vp := &render.Floater{UI: ui, Text: "+3 VP", At: at, Ticks: 20}
	q.Push(&render.Stagger{Tween: render.Tween{Ticks: 10}, Note: wood, Queue: &q})
	q.Push(&render.Stagger{Tween: render.Tween{Ticks: 10}, Note: vp, Queue: &q})
	assert.Empty(t, render.Floating(&q), "nothing floats before the queue plays")
	q.Update()
	assert.Equal(t, []string{"+2 wood"}, render.Floating(&q), "the first gain starts at once")
	assert.False(t, q.Idle(), "and holds the queue a moment")
	r := wood.Rect()
	assert.Less(t, r.Bottom(), 300.0, "the note stands above its place")
	assert.InDelta(t, 400, r.X+r.W/2-12, 13, "centred on it (the icon's room at the left)")
	assert.Greater(t, r.W, render.TextWidth("+2 wood", ui.Fonts.BodyBold)+24, "room for the icon and the text")
	for range 10 {
		q.Update()
	}
	assert.Equal(t, []string{"+2 wood", "+3 VP"}, render.Floating(&q), "the second follows")
	assert.Less(t, wood.Rect().Y, r.Y, "the first has risen")
	canvas := ebiten.NewImage(render.LogicalW, render.LogicalH)
	q.Draw(canvas)
	for range 10 {
		q.Update()
	}
	assert.True(t, q.Idle(), "rising notes never block input")
	for range 20 {
		q.Update()
	}
	assert.Equal(t, []string{"+2 wood"}, render.Floating(&q), "the shorter note has gone")
	for range render.FloatTicks {
		q.Update()
	}
	assert.Empty(t, render.Floating(&q), "every note goes")

	q.Push(&render.Stagger{Tween: render.Tween{Ticks: 10}, Note: &render.Floater{UI: ui, Text: "x", At: at}, Queue: &q})
	q.Skip()
	q.Update()
	assert.Empty(t, render.Floating(&q), "a skipped gain starts nothing")
}

func TestNumberedTokensGroupByValueWhenTooMany(t *testing.T) {
	n := render.NumberedTokens{First: render.Point{X: 100, Y: 50}, Sprite: "fish/token", Size: 30,
		Step: render.Point{X: 34, Y: 36}, PerRow: 3, Rows: 2, Groups: 2, GroupX: 90, Values: []int{3, 1, 2, 1}}
	toks := n.Tokens()
	require.Len(t, toks, 4, "four fit: one token each")
	assert.Equal(t, render.NumberedToken{At: render.Point{X: 100, Y: 50}, Value: 3}, toks[0], "in the order given")
	assert.Equal(t, render.NumberedToken{At: render.Point{X: 100, Y: 86}, Value: 1}, toks[3], "the fourth starts the second row")

	n.Values = []int{2, 1, 3, 1, 2, 1, 3}
	toks = n.Tokens()
	assert.Equal(t, []render.NumberedToken{
		{At: render.Point{X: 100, Y: 50}, Value: 1, Count: 3},
		{At: render.Point{X: 190, Y: 50}, Value: 2, Count: 2},
		{At: render.Point{X: 100, Y: 86}, Value: 3, Count: 2},
	}, toks, "seven do not fit six places: one token per value, smallest first, with its count")

	ui := newUI(t)
	canvas := ebiten.NewImage(400, 200)
	canvas.Fill(render.Paper)
	n.Draw(canvas, ui)
	assert.False(t, near(pixel(canvas, 100, 40), render.Paper, 8), "the token is drawn at its centre")
	assert.True(t, near(pixel(canvas, 300, 120), render.Paper, 8), "nothing past the last token")
}

func TestCardChoiceFramesTheCardUnderThePointer(t *testing.T) {
	ui := newUI(t)
	c := render.CardChoice{Area: render.Rect{W: 1000, H: 700}, Title: "Ann, keep one task secret", TitleAt: render.Point{X: 500, Y: 40},
		Action: "Keep this task", Options: []render.ChoiceCard{
			{Rect: render.Rect{X: 80, Y: 200, W: 400, H: 340}, Picture: "task/7", Name: "Large islands",
				Text: "Counts finished large islands on the table: 11 or more give 6, 9 or more give 3."},
			{Rect: render.Rect{X: 500, Y: 200, W: 400, H: 340}, Picture: "task/back", Name: "Small islands", Text: "Short."},
		}}
	i, ok := c.At(render.Point{X: 700, Y: 300})
	assert.True(t, ok)
	assert.Equal(t, 1, i, "the second card takes a click on it")
	_, ok = c.At(render.Point{X: 490, Y: 300})
	assert.False(t, ok, "nothing between the cards")
	lines := c.Lines(0, ui)
	assert.Greater(t, len(lines), 1, "a long text wraps")
	for _, l := range lines {
		assert.LessOrEqual(t, render.TextWidth(l, ui.Fonts.Body), 400.0-48, "each line fits the card: %q", l)
	}
	assert.Equal(t, []string{"Short."}, c.Lines(1, ui))

	canvas := ebiten.NewImage(1000, 700)
	canvas.Fill(render.Sea)
	c.Draw(canvas, ui, render.Point{X: 700, Y: 300})
	assert.True(t, near(pixel(canvas, 498, 370), render.Shallow, 4), "the card under the pointer is framed")
	assert.False(t, near(pixel(canvas, 78, 370), render.Shallow, 4), "the other is not")
	assert.False(t, near(pixel(canvas, 490, 120), render.Sea, 4), "the area is dimmed")
}

func TestSeatHeaderShortensTheNameBeforeTagAndScore(t *testing.T) {
	ui := newUI(t)
	panel := render.Rect{X: 8, Y: 64, W: 304, H: 124}
	h := render.SeatHeader{Rect: panel, Colour: 1, Name: "WWWWWWWWWWWWWWWW", Tag: "to play", TagStyle: render.TagBadge,
		Score: "12", Unit: "VP", Frame: true, Stripe: true, Top: 24, MarkR: 12, Active: true}
	l := h.Layout(ui.Fonts)
	assert.True(t, strings.HasSuffix(l.Name, "…"), "a name too wide is shortened: %q", l.Name)
	assert.Equal(t, "to play", l.Tag)
	assert.LessOrEqual(t, l.NameRect.Right(), l.TagRect.X-6, "the name ends before its badge")
	assert.LessOrEqual(t, l.TagRect.Right(), l.ScoreRect.X-8, "the badge ends before the score")
	assert.InDelta(t, panel.Right()-34, l.ScoreRect.Right(), 1e-9, "the score stands before its unit")
	assert.Equal(t, panel.Y+14, l.NameRect.Y, "the line is 20 px high around its middle")

	h.Name, h.Tag, h.TagStyle = "Cait", "computer", render.TagWord
	l = h.Layout(ui.Fonts)
	assert.Equal(t, "Cait", l.Name, "a short name is kept")
	assert.Equal(t, render.TextWidth("computer", ui.Fonts.Small), l.TagRect.W, "a plain word takes its own width")

	r := render.SeatHeader{Rect: panel, Name: "Ann", NameW: 200, Tag: "Start", TagUntil: 100, TagElse: "Start player · ", Line: "Table 3"}
	l = r.Layout(ui.Fonts)
	assert.Empty(t, l.Tag, "a tag that would not end before TagUntil is left out")
	assert.Equal(t, "Start player · Table 3", l.Line, "and said on the facts line instead")
	r.TagUntil = 300
	l = r.Layout(ui.Fonts)
	assert.Equal(t, "Start", l.Tag)
	assert.Equal(t, "Table 3", l.Line)

	canvas := ebiten.NewImage(render.LogicalW, render.LogicalH)
	canvas.Fill(render.DeepSea)
	h.Draw(canvas, ui)
	assert.True(t, near(pixel(canvas, 6, 120), render.PlayerColours[1], 8), "the seat to move is framed in its colour")
	assert.True(t, near(pixel(canvas, 14, 120), render.PlayerColours[1], 8), "the stripe is in its colour")
}

func TestDropLandsOnItsPlaceAndRippleSpreads(t *testing.T) {
	ui := newUI(t)
	place, there := render.Point{X: 100, Y: 100}, true
	d := &render.Drop{Tween: render.Tween{Ticks: 15}, UI: ui, Sprite: "fish/token",
		At: func() (render.Point, bool) { return place, there }, Size: func() float64 { return 30 }}
	canvas := ebiten.NewImage(200, 200)
	canvas.Fill(render.Sea)
	d.Draw(canvas)
	assert.True(t, near(pixel(canvas, 100, 100), render.Sea, 2), "not yet shown before it starts falling")
	for !d.Update() {
	}
	d.Draw(canvas)
	assert.False(t, near(pixel(canvas, 100, 100), render.Sea, 8), "it has landed on its place")
	assert.True(t, near(pixel(canvas, 100, 60), render.Sea, 2), "and nothing is left above it")
	canvas.Fill(render.Sea)
	there = false
	d.Draw(canvas)
	assert.True(t, near(pixel(canvas, 100, 100), render.Sea, 2), "a place that has gone draws nothing")

	r := &render.Ripple{Tween: render.Tween{Ticks: 14}, UI: ui, At: func() render.Point { return place }, Size: func() float64 { return 100 }}
	canvas.Fill(render.Sea)
	r.Draw(canvas)
	assert.False(t, near(pixel(canvas, 120, 100), render.Sea, 8), "the ring starts at a fifth of the place's size")
	r.Finish()
	canvas.Fill(render.Sea)
	r.Draw(canvas)
	assert.True(t, near(pixel(canvas, 170, 100), render.Sea, 2), "and has faded out where it ends")
}

// FitRow gives each item its natural width while the row holds them, and narrows them all in
// proportion, still gap apart and inside the row, when it does not.
func TestFitRowNarrowsInProportion(t *testing.T) {
	row := render.Rect{X: 10, Y: 5, W: 300, H: 24}
	got := render.FitRow(row, 6, []float64{80, 100}, nil)
	assert.Equal(t, []render.Rect{{X: 10, Y: 5, W: 80, H: 24}, {X: 96, Y: 5, W: 100, H: 24}}, got)
	got = render.FitRow(row, 6, []float64{200, 100, 100}, got)
	require.Len(t, got, 3)
	assert.InDelta(t, row.Right(), got[2].Right(), 0.001, "the last item ends at the row's end")
	assert.InDelta(t, 2.0, got[0].W/got[1].W, 0.001, "widths keep their proportion")
	assert.InDelta(t, 6, got[1].X-got[0].Right(), 0.001)
}
