package render_test

import (
	"image/color"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/render"
)

// A PickSet picks and unpicks dice by index, holds a limit when one is given, and lists the
// picks in ascending order; DiceTray and CombatPanel read their picks through it alike.
func TestPickSetPicksForTrayAndCombatAlike(t *testing.T) {
	var s render.PickSet
	s.SetPicked(4, true)
	s.SetPicked(1, true)
	assert.Equal(t, []int{1, 4}, s.Picked())
	assert.Equal(t, 2, s.PickedCount())
	assert.True(t, s.IsPicked(4))
	assert.False(t, s.IsPicked(9), "past the dice: not picked")
	s.SetPicked(-1, true)
	assert.Equal(t, 2, s.PickedCount(), "a negative index picks nothing")
	s.ClearPicks()
	assert.Zero(t, s.PickedCount())

	tray := render.DiceTray{Dice: make([]render.Die, 3)}
	tray.SetPicked(2, true)
	combat := render.CombatPanel{Dice: make([]render.Die, 3)}
	combat.SetPicked(2, true)
	assert.Equal(t, tray.Picked(), combat.Picked(), "one pick set under one set of names")
}

// A hand that was the viewer's column of strips, once hidden, draws its backs as cards (7:5),
// not as strips a few px high: the count-only form has its own shape.
func TestHiddenHandDrawsCardsAfterItWasAColumn(t *testing.T) {
	ui := newUI(t)
	h := &render.Hand{Rect: render.Rect{X: 300, Y: 560, W: 188, H: 70}, Cards: prophecies()[:2], Column: true, Aspect: 20.0 / 188}
	strip := h.CardRect(0)
	require.Less(t, strip.H, strip.W/4, "the viewer's hand is a column of strips")
	h.Hidden, h.Count, h.Cards = true, 2, nil
	back := h.CardRect(0)
	assert.InDelta(t, 7.0/5, back.H/back.W, 0.01, "a back is a card, never a strip")
	canvas := ebiten.NewImage(render.LogicalW, render.LogicalH)
	h.Draw(canvas, ui)
	ui.ClearOverlay()
}

// Ten Combat dice (a large fight) stay inside the panel's dice band, smaller and closer, and
// a long committed line is set smaller before it is shortened.
func TestTenCombatDiceStayInsideThePanel(t *testing.T) {
	ui := newUI(t)
	c := sampleCombat()
	c.Dice = nil
	for range 10 {
		c.Dice = append(c.Dice, render.Die{Sprite: "res/blank", Colour: dieBlack, Name: "Blank"})
	}
	drawn(t, ui, c)
	area := c.DiceArea()
	for i := range c.Dice {
		r := c.DieRect(i)
		assert.True(t, r.In(area), "die %d in the band", i)
		if i > 0 {
			assert.Greater(t, r.X, c.DieRect(i-1).Right(), "dice %d and %d do not overlap", i-1, i)
		}
	}
	assert.Less(t, c.DieRect(0).W, render.CombatDie, "smaller than a die of a small fight")
}

// narrowLocations are six locations in one row of a 1054 px board, with Reavers' long titles.
func narrowLocations() *render.LocationBoard {
	titles := []string{"Recruit Reavers", "Trade with Villages", "Battle at Sea", "Raid Villages", "Raid Keeps", "Subdue Territories"}
	b := &render.LocationBoard{Rect: render.Rect{X: 8, Y: 62, W: 1054, H: 488}, Columns: 6}
	for _, ti := range titles {
		b.Locations = append(b.Locations, render.Location{Title: ti, Cost: "Free",
			Bonuses: []render.LocationBonus{{Place: "1st", Text: "+2 Favour"}}})
	}
	return b
}

// A LocationBoard fits its titles itself (all in one size, the largest in which all fit) and
// draws a cost's short form (counts and icons) when its words do not fit: Cuts lists nothing.
// A cost with no short form that is too long is listed.
func TestLocationBoardFitsItsTitlesAndCosts(t *testing.T) {
	ui := newUI(t)
	b := narrowLocations()
	b.Locations[3].Cost = "1 Food and 2 Chest dice of any colour"
	b.Locations[3].CostShort = []string{"1", render.TokenSprites[0], "2", render.FaceDieSprites[2]}
	canvas := ebiten.NewImage(render.LogicalW, render.LogicalH)
	b.Draw(canvas, ui)
	ui.ClearOverlay()
	assert.Empty(t, b.Cuts(ui.Fonts), "every title and cost reads whole")
	assert.Greater(t, text.Advance("Trade with Villages", ui.Fonts.BodyBold.Logical()), b.LocationRect(1).W-20,
		"the titles would not fit their bands in the body's bold face")

	b.Locations[3].CostShort = nil
	cuts := b.Cuts(ui.Fonts)
	require.Len(t, cuts, 1)
	assert.True(t, strings.HasPrefix(cuts[0], "Raid Villages cost"), cuts[0])
}

// A Strip card shows its title and its icon line whole when they fit, and says it is cut
// (its tooltip then shows the body) when its words outrun it.
func TestCardStripSaysWhenItsWordsDoNotFit(t *testing.T) {
	ui := newUI(t)
	canvas := ebiten.NewImage(render.LogicalW, render.LogicalH)
	c := render.CardView{Strip: true, Title: "Village Wall", Tint: render.Sand, Body: "1 Favour, pillage Def 1",
		Icons: []string{"1", render.TokenSprites[1], "· pillage Def 1"}}
	c.DrawAt(canvas, ui, render.Rect{X: 100, Y: 100, W: 160, H: 36}, 1)
	assert.False(t, c.Cut(), "a short card reads whole")

	long := render.CardView{Strip: true, Title: "Lord of the Whale Road", Tint: render.Sand,
		Body: "At least 1 Sea Battle card in your Glory pile, and at least 2 Ship Upgrades, and three Farms."}
	long.DrawAt(canvas, ui, render.Rect{X: 100, Y: 200, W: 160, H: 30}, 1)
	assert.True(t, long.Cut(), "a body past the room is cut")
}

// A SeatHeader with ScoreRight ends its score there, and a name too long for its room is set
// smaller before it is shortened.
func TestSeatHeaderScoreEndsWhereAskedAndNamesShrinkFirst(t *testing.T) {
	ui := newUI(t)
	h := render.SeatHeader{Rect: render.Rect{X: 480, Y: 558, W: 186, H: 294}, Name: "Bjørn", Score: "13", Unit: "Glory",
		BodyScore: true, Stripe: true, ScoreRight: 640}
	l := h.Layout(ui.Fonts)
	assert.LessOrEqual(t, l.ScoreRect.Right(), 640.0-render.TextWidth("Glory", ui.Fonts.Small))
	assert.Equal(t, "Bjørn", l.Name)
	h.NameW = render.TextWidth("Bjørn", ui.Fonts.BodyBold) - 4
	l = h.Layout(ui.Fonts)
	assert.Equal(t, "Bjørn", l.Name, "a smaller size before an ellipsis")
	assert.Less(t, l.NameFace.Size, ui.Fonts.BodyBold.Size)
}

// Text is measured where it is drawn: at a device scale whose glyphs come out wider than at
// the logical size (0.8, a 1280x720 window), TextWidth counts the wider width, so a line laid
// out to fit its room does not run past it.
func TestTextIsMeasuredAtTheDeviceScale(t *testing.T) {
	ui := newUI(t)
	s := "Journeys 12 · discard 3"
	f := ui.Fonts.SmallBold
	ui.P.SetScale(0.8)
	defer ui.P.SetScale(1)
	drawn := text.Advance(s, f.At(0.8)) / 0.8
	require.Greater(t, drawn, text.Advance(s, f.Logical()), "at 0.8 the line is wider than at the logical size")
	assert.InDelta(t, drawn, render.TextWidth(s, f), 0.01)
	w, _ := render.MeasureText(s, f)
	assert.InDelta(t, drawn, w, 0.01)
}

// Ten small dice of eight kinds in a narrow tray with room for two rows (a 4-player board)
// stay inside its well: their groups move closer when smaller dice alone do not fit. Rows
// tells a scene how many rows they take side by side.
func TestManyKindsOfSmallDiceStayInTheWell(t *testing.T) {
	tr := &render.DiceTray{Rect: render.Rect{X: 20, Y: 600, W: 166, H: 26 + 2*10 + 8 + 4 + 18 + 2*16}, DieSize: 16, Limit: 10}
	for _, d := range []struct {
		c color.RGBA
		f string
	}{{dieYellow, faceVillage}, {dieBlue, faceWave}, {dieRed, faceKeep}, {dieYellow, faceChest},
		{dieBlue, faceShield}, {dieBlue, faceShield}, {dieRed, faceShield}, {dieRed, faceShield},
		{dieBlue, faceHammer}, {dieRed, faceHammer}} {
		tr.Dice = append(tr.Dice, crewDie(d.c, d.f, "a die"))
	}
	assert.Equal(t, 3, tr.Rows(tr.Rect.W), "side by side at their size they take three rows")
	well := tr.Well()
	for i := range tr.Dice {
		r, ok := tr.DieRect(i)
		require.True(t, ok)
		assert.True(t, r.In(well), "die %d (%v) lies in the well %v", i, r, well)
	}
}
