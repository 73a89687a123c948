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

// prophecies is a private hand of five cards, as the kit's card faces.
func prophecies() []render.HandCard {
	card := func(title, body string) render.HandCard {
		face := render.CardView{Title: title, Badge: "Prophecy", Tint: render.PlayerColours[4], Body: body}
		zoom := face
		return render.HandCard{Face: &face, Zoom: &zoom}
	}
	return []render.HandCard{
		card("The Wealthy", "4 Glory if you end with 6 or more Favour."),
		card("The Seafarer", "5 Glory if you won 3 or more Sea Battles."),
		card("The Conqueror", "3 Glory per Territory of level 3 or more."),
		card("The Builder", "6 Glory if you have a Farm, a Wall and a Tower."),
		card("The Pious", "2 Glory for every Artifact in your Glory pile."),
	}
}

func TestHandTapsAndEnlargesTheCardRestedOn(t *testing.T) {
	ui := newUI(t)
	h := &render.Hand{Rect: render.Rect{X: 1000, Y: 640, W: 560, H: 220}, Cards: prophecies(), Fan: true, Label: "Your Prophecies"}
	h.Cards[3].Dimmed, h.Cards[3].Reason = true, "You cannot reveal a Prophecy now"
	for i := range h.Cards {
		r := h.CardRect(i)
		require.True(t, r.In(h.Rect), "card %d inside the hand", i)
		if i > 0 {
			assert.Less(t, r.X, h.CardRect(i-1).Right(), "a fan overlaps")
		}
		// the visible strip of a card (its left part, not under the next) takes the pointer
		got, ok := h.At(render.Point{X: r.X + 6, Y: r.Y + r.H/2})
		require.True(t, ok)
		assert.Equal(t, i, got)
	}
	r := h.CardRect(2)
	got, ok := tap(r.X+8, r.Y+20, h.Update)
	require.True(t, ok)
	assert.Equal(t, 2, got)

	// resting on a card enlarges it, not before the delay
	canvas := ebiten.NewImage(render.LogicalW, render.LogicalH)
	rest(10, 10, 1, func(p *input.Pointer) { h.Update(p) }) // away first
	rest(r.X+8, r.Y+20, render.TooltipDelay-2, func(p *input.Pointer) { h.Update(p) })
	_, zoomed := h.Zoomed()
	assert.False(t, zoomed)
	rest(r.X+8, r.Y+20, render.TooltipDelay+2, func(p *input.Pointer) { h.Update(p) })
	z, zoomed := h.Zoomed()
	require.True(t, zoomed)
	assert.Equal(t, 2, z)
	zr := h.ZoomRect(2)
	assert.Greater(t, zr.W, 1.8*r.W, "large enough to read")
	assert.LessOrEqual(t, zr.Bottom(), h.Rect.Y, "above the hand, not over it")
	h.Draw(canvas, ui)
	paper := pixel(canvas, int(zr.X+zr.W/2), int(zr.Y+zr.H*0.7))
	assert.True(t, near(paper, render.Paper, 6), "the enlarged card is drawn: %v", paper)
	ui.ClearOverlay()

	// a dimmed card says why beside its enlarged face
	r3 := h.CardRect(3)
	rest(r3.X+8, r3.Y+20, render.TooltipDelay+2, func(p *input.Pointer) { h.Update(p) })
	h.Draw(canvas, ui)
	assert.Equal(t, "You cannot reveal a Prophecy now", ui.OverlayText())
	ui.ClearOverlay()

	// a long press on a touch screen enlarges at once
	var p input.Pointer
	touch := func(down bool) input.Frame { return input.Frame{X: r.X + 8, Y: r.Y + 20, Down: down, Touch: true} }
	s := input.NewScript().Frames(touch(false))
	for range input.LongPressTicks + 1 {
		s.Frames(touch(true))
	}
	for s.Pending() > 0 {
		p.Update(s.Next())
		h.Update(&p)
	}
	z, zoomed = h.Zoomed()
	assert.True(t, zoomed)
	assert.Equal(t, 2, z)
}

func TestHiddenHandShowsOnlyTheCount(t *testing.T) {
	ui := newUI(t)
	h := &render.Hand{Rect: render.Rect{X: 40, Y: 600, W: 200, H: 130}, Hidden: true, Count: 3, Cards: prophecies(), Label: "3 Prophecies"}
	r := h.CardRect(0)
	rest(r.X+10, r.Y+20, render.TooltipDelay+2, func(p *input.Pointer) { h.Update(p) })
	_, zoomed := h.Zoomed()
	assert.False(t, zoomed, "a hidden hand never shows a face")
	canvas := ebiten.NewImage(render.LogicalW, render.LogicalH)
	h.Draw(canvas, ui)
	assert.Equal(t, "3 Prophecies", ui.OverlayText())
	ui.ClearOverlay()
	assert.Equal(t, render.Rect{}, h.CardRect(3), "three backs drawn")
	got, ok := tap(r.X+10, r.Y+20, h.Update)
	assert.True(t, ok)
	assert.Equal(t, 0, got)
}

// TestGoldenHand: a private hand fanned with one card read enlarged, a row with a legal and a
// refused card, and another player's hidden hand.
func TestGoldenHand(t *testing.T) {
	ui := newUI(t)
	canvas := table(ui)
	fan := &render.Hand{Rect: render.Rect{X: 980, Y: 620, W: 580, H: 240}, Cards: prophecies(), Fan: true, Label: "Your Prophecies"}
	r := fan.CardRect(1)
	rest(r.X+12, r.Y+30, render.TooltipDelay+2, func(p *input.Pointer) { fan.Update(p) })

	row := &render.Hand{Rect: render.Rect{X: 40, Y: 80, W: 700, H: 250}, Cards: prophecies()[:4], Label: "Choose a Prophecy to keep"}
	row.Cards[0].Highlight, row.Cards[1].Highlight, row.Cards[2].Highlight = true, true, true
	row.Cards[3].Dimmed, row.Cards[3].Reason = true, "Already in your hand"
	row.Draw(canvas, ui)

	hidden := &render.Hand{Rect: render.Rect{X: 40, Y: 620, W: 220, H: 150}, Hidden: true, Count: 3, Label: "Bjørn: 3 Prophecies"}
	hidden.Draw(canvas, ui)
	fan.Draw(canvas, ui)
	ui.ClearOverlay()
	checkWidgetGolden(t, "hand", canvas)
}

func TestHandRowFitsAndCrowdedCardsKeepTheirTitles(t *testing.T) {
	h := &render.Hand{Rect: render.Rect{X: 40, Y: 80, W: 700, H: 250}, Cards: prophecies()[:4]}
	for i := 1; i < 4; i++ {
		assert.GreaterOrEqual(t, h.CardRect(i).X, h.CardRect(i-1).Right(), "a row with room does not overlap")
	}
	full := h.CardRect(0).H
	h.Rect.W = 300
	h.Fan = true
	for i := 1; i < 4; i++ {
		a, b := h.CardRect(i-1), h.CardRect(i)
		assert.Less(t, b.X, a.Right(), "crowded: they overlap")
		assert.GreaterOrEqual(t, b.X-a.X, 0.55*a.W-1e-9, "each keeps most of its face, its title, in view")
		assert.True(t, b.In(h.Rect), "card %d inside the hand", i)
	}
	assert.Less(t, h.CardRect(0).H, full, "smaller cards first")
}

// A Column hand lays its cards top to bottom as strips as wide as the hand; crowded, in two
// columns and then lower, never overlapping, each answering the pointer; the card read is
// enlarged upright.
func TestHandColumnLaysStripsWithoutOverlap(t *testing.T) {
	h := &render.Hand{Rect: render.Rect{X: 40, Y: 80, W: 150, H: 70}, Column: true, Aspect: 20.0 / 150, Cards: prophecies()[:3]}
	for i := range 3 {
		r := h.CardRect(i)
		assert.Equal(t, 150.0, r.W, "a strip is the hand's width")
		assert.InDelta(t, 20, r.H, 1e-9)
		if i > 0 {
			assert.Greater(t, r.Y, h.CardRect(i-1).Bottom(), "below the one before")
		}
	}
	for _, n := range []int{5, 11} {
		h.Cards = h.Cards[:0]
		for len(h.Cards) < n {
			h.Cards = append(h.Cards, prophecies()...)
		}
		h.Cards = h.Cards[:n]
		for i := range n {
			a := h.CardRect(i)
			assert.True(t, a.In(h.Rect), "%d cards: strip %d inside the hand", n, i)
			assert.Less(t, a.W, 75.0, "%d cards: two columns", n)
			for j := range i {
				b := h.CardRect(j)
				assert.False(t, a.X < b.Right() && b.X < a.Right() && a.Y < b.Bottom() && b.Y < a.Bottom(), "%d cards: %d and %d apart", n, i, j)
			}
			got, ok := h.At(render.Point{X: a.X + a.W/2, Y: a.Y + a.H/2})
			require.True(t, ok)
			assert.Equal(t, i, got, "the strip answers for its own card")
		}
	}
	z := h.ZoomRect(0)
	assert.InDelta(t, 7.0/5, z.H/z.W, 1e-9, "the card read is shown upright")
}

// A frame card drawn as a Column strip wears a moss seal at its right while it is On, and none
// when it is not.
func TestFrameCardStripSealsACardThatIsOn(t *testing.T) {
	ui := newUI(t)
	canvas := ebiten.NewImage(render.LogicalW, render.LogicalH)
	r := render.Rect{X: 100, Y: 100, W: 188, H: 20}
	c := render.FrameCard{Title: "Full Benches", Value: "5", On: true, Edge: render.Sea}
	c.DrawAt(canvas, ui, r, 1)
	at := func() color.RGBA { return pixel(canvas, int(r.Right()-13), int(r.Y+r.H/2)) }
	assert.True(t, near(at(), render.Moss, 12), "the seal: %v", at())
	canvas.Clear()
	c.On = false
	c.DrawAt(canvas, ui, r, 1)
	assert.False(t, near(at(), render.Moss, 40), "no seal: %v", at())
}

// A hand's view counts the cards it shows, face up or as the hidden count, and tells where
// they lie and which is enlarged.
func TestHandViewTellsWhatTheHandShows(t *testing.T) {
	h := &render.Hand{Rect: render.Rect{X: 1000, Y: 640, W: 560, H: 220}, Cards: prophecies()}
	v := h.View()
	assert.Equal(t, 5, v.Count())
	assert.False(t, v.Hidden())
	assert.Equal(t, h.CardRect(2), v.CardRect(2))
	_, zoomed := v.Zoomed()
	assert.False(t, zoomed, "none enlarged before the pointer rests on one")
	h.Hidden, h.Count = true, 3
	assert.Equal(t, 3, v.Count(), "the hidden count")
	assert.True(t, v.Hidden())
}
