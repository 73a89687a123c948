package render_test

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"

	"northtable/render"
)

// With ShowAction every card says its Action without hover (a touch screen has none): a pill
// at the bottom of each card, filled with the accent so none looks greyed, darker on the card
// under the pointer.
func TestCardChoiceShowsTheActionWithoutHover(t *testing.T) {
	ui := newUI(t)
	cards := []render.ChoiceCard{
		{Rect: render.Rect{X: 80, Y: 200, W: 400, H: 380}, Picture: "task/7", Name: "Large islands", Text: "Short."},
		{Rect: render.Rect{X: 500, Y: 200, W: 400, H: 380}, Picture: "task/8", Name: "Small islands", Text: "Short."},
	}
	w, _ := render.MeasureText("Keep this task", ui.Fonts.BodyBold)
	pillAt := func(r render.Rect) (int, int) { // inside the pill, left of its words
		return int(r.X + r.W/2 - w/2 - 10), int(r.Bottom() - 16 - render.MinButtonHeight/2)
	}
	for _, show := range []bool{false, true} {
		c := render.CardChoice{Area: render.Rect{W: 1000, H: 700}, Title: "Ann, keep one task secret", TitleAt: render.Point{X: 500, Y: 40},
			Action: "Keep this task", ShowAction: show, Options: cards}
		canvas := ebiten.NewImage(1000, 700)
		c.Draw(canvas, ui, render.Point{X: 10, Y: 10}) // the pointer on neither card
		for i, o := range cards {
			x, y := pillAt(o.Rect)
			assert.Equal(t, show, near(pixel(canvas, x, y), render.Accent, 6), "ShowAction %v: card %d's cue shows, filled, without hover", show, i)
		}
		canvas.Deallocate()
	}
	c := render.CardChoice{Area: render.Rect{W: 1000, H: 700}, Action: "Keep this task", ShowAction: true, Options: cards}
	canvas := ebiten.NewImage(1000, 700)
	c.Draw(canvas, ui, render.Point{X: 700, Y: 300})
	x, y := pillAt(cards[1].Rect)
	assert.True(t, near(pixel(canvas, x, y), render.AccentDark, 6), "the card under the pointer has the darker pill")
	x, y = pillAt(cards[0].Rect)
	assert.True(t, near(pixel(canvas, x, y), render.Accent, 6), "the other the accent one")
}
