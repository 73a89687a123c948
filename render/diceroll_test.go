package render_test

import (
	"image/color"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/input"
	"northtable/render"
)

var (
	crewFaces   = []string{faceVillage, faceVillage, faceShip, faceShip, faceHammer, faceChest}
	combatFaces = []string{"fish/token", "fish/token", "res/fish", "res/fish", "res/blank", "res/blank"}
)

// sampleRoll is three yellow dice rolled into a tray's well.
func sampleRoll(ui *render.UI) *render.DiceRoll {
	results := []string{faceShip, faceHammer, faceVillage}
	r := &render.DiceRoll{UI: ui, Rect: render.Rect{X: 560, Y: 120, W: 420, H: 150}, Seed: 7, Speed: 1}
	for _, f := range results {
		r.Dice = append(r.Dice, render.RollDie{Die: render.Die{Sprite: f, Colour: dieYellow}, Faces: crewFaces})
	}
	return r
}

func TestDiceRollLandsOnItsResults(t *testing.T) {
	ui := newUI(t)
	r := sampleRoll(ui)
	total := r.Total()
	assert.Equal(t, render.RollTumbleTicks+2*render.RollStagger+render.RollHoldTicks, total)
	changed := false
	for tick := 0; !r.Done(); tick++ {
		require.Less(t, tick, total+1, "the roll ends")
		if r.Showing(0) != r.Showing(1) || r.Showing(0) != faceShip {
			changed = true
		}
		r.Update()
	}
	assert.True(t, changed, "the dice tumble through other faces first")
	assert.True(t, r.AllLanded())
	for i, want := range []string{faceShip, faceHammer, faceVillage} {
		assert.Equal(t, want, r.Showing(i), "die %d lands on the engine's result", i)
	}

	// the tumble is the seed's alone: the same seed plays the same faces
	a, b := sampleRoll(ui), sampleRoll(ui)
	for range 10 {
		a.Update()
		b.Update()
		assert.Equal(t, a.Showing(1), b.Showing(1))
	}
}

func TestDiceRollPlaysByWallClockAtTheChosenSpeed(t *testing.T) {
	ui := newUI(t)
	t0 := time.Date(2026, 12, 2, 6, 0, 0, 0, time.UTC)
	length := time.Duration(sampleRoll(ui).Total()) * render.TickTime

	// a renderer drawing five frames a second plays the roll in its wall-clock length
	frames := func(speed float64) int {
		r := sampleRoll(ui)
		r.Speed = speed
		r.Start(t0)
		n := 0
		for now := t0; !r.Tick(now, nil); n++ {
			require.Less(t, n, 100)
			now = now.Add(200 * time.Millisecond)
		}
		return n
	}
	slow := int((length + 200*time.Millisecond - 1) / (200 * time.Millisecond))
	assert.Equal(t, slow, frames(1), "normal speed: %v at 5 frames a second", length)
	assert.Equal(t, (slow+1)/2, frames(0.5), "the shell's Fast: half the time")

	r := sampleRoll(ui)
	r.Speed = 0 // animations off
	r.Start(t0)
	assert.True(t, r.Done(), "no animation: the results at once")
	assert.Equal(t, faceVillage, r.Showing(2))
}

func TestDiceRollIsFinishedByAPress(t *testing.T) {
	ui := newUI(t)
	r := sampleRoll(ui)
	t0 := time.Date(2026, 12, 2, 6, 0, 0, 0, time.UTC)
	r.Start(t0)
	var p input.Pointer
	p.Update(input.Frame{X: 700, Y: 200})
	assert.False(t, r.Tick(t0.Add(render.TickTime), &p), "a pointer resting is no press")
	assert.False(t, r.AllLanded())
	p.Update(input.Frame{X: 700, Y: 200, Down: true})
	require.True(t, p.Pressed())
	assert.True(t, r.Tick(t0.Add(2*render.TickTime), &p), "a press finishes the roll")
	assert.Equal(t, []string{faceShip, faceHammer, faceVillage}, []string{r.Showing(0), r.Showing(1), r.Showing(2)})
	assert.True(t, p.Pressed(), "the press is left to the scene")

	// in a queue it is one blocking animation, finished by the queue's skip
	var q render.Queue
	r = sampleRoll(ui)
	q.Push(r)
	q.Update()
	assert.False(t, q.Idle())
	q.Skip()
	assert.True(t, q.Idle())
	assert.True(t, r.Done())
	assert.Equal(t, faceHammer, r.Showing(1))
}

func TestDiceRollLandsWhereTheSceneSays(t *testing.T) {
	ui := newUI(t)
	r := sampleRoll(ui)
	r.Dice[1].At = render.Point{X: 600, Y: 200}
	r.Finish()
	assert.Equal(t, render.Point{X: 600, Y: 200}, r.Rest(1))
	a, c := r.Rest(0), r.Rest(2)
	assert.Less(t, a.X, c.X, "the others in a row across the area")
	assert.True(t, r.Rect.Contains(a.X, a.Y) && r.Rect.Contains(c.X, c.Y))
}

// TestGoldenDiceRoll: three crew dice in the air over a tray, and a combat roll landed with its
// caption.
func TestGoldenDiceRoll(t *testing.T) {
	ui := newUI(t)
	canvas := table(ui, render.Rect{X: 24, Y: 80, W: 460, H: 210}, render.Rect{X: 24, Y: 320, W: 460, H: 210})
	tr := busyTray()
	tr.Rect = render.Rect{X: 40, Y: 96, W: 428, H: 178}
	tr.Dice = tr.Dice[:4]
	tr.Draw(canvas, ui)
	r := sampleRoll(ui)
	r.Rect = tr.Well()
	r.Plate = true
	for range 16 {
		r.Update()
	}
	require.False(t, r.AllLanded())
	r.Draw(canvas)

	panel := render.Rect{X: 40, Y: 336, W: 428, H: 178}
	ui.RoundRect(canvas, panel, 10, render.Mix(render.PaperShade, render.Ink, 0.1))
	c := &render.DiceRoll{UI: ui, Rect: panel, Seed: 3, Speed: 1, Caption: "3 successes", Size: 56}
	for _, f := range []string{"fish/token", "res/blank", "res/fish", "res/blank"} {
		c.Dice = append(c.Dice, render.RollDie{Die: render.Die{Sprite: f, Colour: dieBlack}, Faces: combatFaces})
	}
	for range c.Total() - render.RollHoldTicks + 10 {
		c.Update()
	}
	require.True(t, c.AllLanded())
	require.False(t, c.Done(), "the results on show")
	c.Draw(canvas)
	checkWidgetGolden(t, "diceroll", canvas)
}

// In a re-roll the kept dice lie still on their faces from the first tick while the others
// tumble, and the landing order counts only the rolled ones.
func TestDiceRollKeepsTheDiceNotRolled(t *testing.T) {
	ui := newUI(t)
	r := sampleRoll(ui)
	r.Dice[0].Kept = true
	assert.Equal(t, render.RollTumbleTicks+render.RollStagger+render.RollHoldTicks, r.Total(), "two dice roll")
	r.Update()
	assert.True(t, r.Landed(0), "the kept die is at rest at once")
	assert.Equal(t, faceShip, r.Showing(0))
	assert.False(t, r.Landed(1), "the rolled dice tumble")
	for !r.Done() {
		r.Update()
	}
	assert.Equal(t, faceHammer, r.Showing(1))
	assert.Equal(t, faceVillage, r.Showing(2))
}

// A roll thrown into a tray lands each die on an incoming place of its own look, the k-th die
// of a look on the k-th such place, at the tray's die size; the places not incoming stay
// unused.
func TestDiceRollLandsOnTheTraysIncomingDice(t *testing.T) {
	ui := newUI(t)
	tr := busyTray()
	tr.Dice[1].Incoming, tr.Dice[2].Incoming, tr.Dice[9].Incoming = true, true, true
	canvas := table(ui, tr.Rect)
	tr.Draw(canvas, ui) // laid out for the fonts
	r := &render.DiceRoll{UI: ui, Seed: 1}
	for _, d := range []render.Die{tr.Dice[9], tr.Dice[1], tr.Dice[2]} {
		d.Incoming = false
		r.Dice = append(r.Dice, render.RollDie{Die: d})
	}
	r.LandOn(tr)
	assert.Equal(t, tr.Rect, r.Rect)
	for i, j := range []int{9, 1, 2} {
		dr, ok := tr.DieRect(j)
		require.True(t, ok)
		x, y := dr.Centre()
		assert.Equal(t, render.Point{X: x, Y: y}, r.Rest(i), "die %d lands on the tray's die %d", i, j)
		assert.Equal(t, dr.W, r.Size)
	}

	// a second yellow Ship lands on the next incoming yellow Ship, or keeps its place if none is
	r.Dice = append(r.Dice, r.Dice[1])
	r.Dice[3].At = render.Point{X: 5, Y: 6}
	r.LandOn(tr)
	assert.Equal(t, render.Point{X: 5, Y: 6}, r.Rest(3), "no second incoming yellow Ship")
}

// A caption on the tray's title line takes no room under the dice, and is drawn on the title
// line once the dice have landed.
func TestDiceRollCaptionOnTheTitleLine(t *testing.T) {
	ui := newUI(t)
	under, top := sampleRoll(ui), sampleRoll(ui)
	under.Caption, top.Caption, top.CaptionTop = "a Ship, a Hammer and a village", "a Ship, a Hammer and a village", true
	plain := sampleRoll(ui)
	assert.Equal(t, plain.Rest(0), top.Rest(0), "the dice lie as with no caption")
	assert.NotEqual(t, under.Rest(0), top.Rest(0), "a caption under the dice lifts them")

	// the pixel at the pill's left end, inside its rounded corner, for the words it shows
	leftEnd := func(canvas *ebiten.Image, r *render.DiceRoll, words string) color.RGBA {
		cx, _ := r.Rect.Centre()
		w := render.TextWidth(words, ui.Fonts.SmallBold) + 20
		return pixel(canvas, int(cx-w/2+6), int(r.Rect.Y+12))
	}
	canvas := ebiten.NewImage(render.LogicalW, render.LogicalH)
	top.Draw(canvas)
	assert.Zero(t, leftEnd(canvas, top, top.Caption).A, "no caption while the dice tumble")
	top.Finish()
	top.Draw(canvas)
	assert.Equal(t, render.Ink, leftEnd(canvas, top, top.Caption), "the words on the title line")

	// words wider than the room are the count of dice
	short := sampleRoll(ui)
	short.Caption, short.CaptionTop, short.CaptionRoom = top.Caption, true, 120
	short.Finish()
	canvas = ebiten.NewImage(render.LogicalW, render.LogicalH)
	short.Draw(canvas)
	assert.Equal(t, render.Ink, leftEnd(canvas, short, "3 dice rolled"), "the count in their place")
	assert.Zero(t, leftEnd(canvas, short, short.Caption).A, "not the words")
}
