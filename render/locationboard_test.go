package render_test

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/input"
	"northtable/render"
)

// sixLocations is a board of six action locations in a round where Ann (red) has taken the
// second and Bjørn (yellow) the fifth; the others are open.
func sixLocations() *render.LocationBoard {
	ship := func(mark int) render.Pawn {
		return render.Pawn{Mark: mark, Sprite: "ship/" + render.PlayerColourNames[mark]}
	}
	locs := []render.Location{
		{Title: "Recruit Reavers", Icon: "manager/purple", Cost: "Free", Tint: render.PlayerColours[4],
			Bonuses: []render.LocationBonus{{Place: "1st", Text: "+2 Favour"}}},
		{Title: "Trade with Villages", Icon: "res/cloth", Cost: "Free", Tint: render.MossShade,
			Bonuses: []render.LocationBonus{{Place: "1st", Text: "3 rewards, Start Player"}, {Place: "2nd", Text: "2 rewards"}, {Place: "3rd+", Text: "1 reward"}}},
		{Title: "Battle at Sea", Icon: "res/fish", Cost: "Food", CostIcons: []string{"4"}, Tint: render.Sea,
			Bonuses: []render.LocationBonus{{Place: "1st", Text: "+2 Glory"}}},
		{Title: "Raid Villages", Icon: "bld/village", Cost: "Food, 2 Chest", CostIcons: []string{"1"}, Tint: render.AccentDark,
			Bonuses: []render.LocationBonus{{Place: "1st", Text: "draw 2 more"}, {Place: "2nd", Text: "draw 1 more"}}},
		{Title: "Raid Keeps", Icon: "bld/castle", Cost: "Food, 2 Shield", CostIcons: []string{"2"}, Tint: render.Ink,
			Bonuses: []render.LocationBonus{{Place: "1st", Text: "draw 2 more"}, {Place: "2nd", Text: "draw 1 more"}}},
		{Title: "Subdue Territories", Icon: "bld/farm", Cost: "Free", Tint: render.Mix(render.MossShade, render.Ink, 0.3),
			Bonuses: []render.LocationBonus{{Place: "1st", Text: "3 attempts"}, {Place: "2nd", Text: "2 attempts"}, {Place: "3rd+", Text: "1 attempt"}}},
	}
	for i := range locs {
		locs[i].Legal = true
	}
	locs[1].Legal, locs[1].Dimmed, locs[1].Reason = false, true, "Ann chose Trade with Villages this round"
	locs[1].Pawns = []render.Pawn{ship(0)}
	locs[4].Legal, locs[4].Dimmed, locs[4].Reason = false, true, "Bjørn chose Raid Keeps this round"
	locs[4].Pawns = []render.Pawn{ship(1)}
	return &render.LocationBoard{Rect: render.Rect{X: 330, Y: 90, W: 940, H: 470}, Locations: locs}
}

func TestLocationBoardClicksWhereItDraws(t *testing.T) {
	b := sixLocations()
	require.Equal(t, 2, b.Rows())
	for i := range b.Locations {
		r := b.LocationRect(i)
		require.True(t, r.In(b.Rect), "location %d inside the board", i)
		for j := 0; j < i; j++ {
			o := b.LocationRect(j)
			assert.False(t, r.X < o.Right() && o.X < r.Right() && r.Y < o.Bottom() && o.Y < r.Bottom(), "locations %d and %d overlap", i, j)
		}
		c := b.SpotCentre(i, 0)
		assert.True(t, r.Contains(c.X, c.Y), "the pawn spot of %d lies on it", i)
		area := b.ContentRect(i)
		assert.True(t, area.In(r), "the free area of %d lies on it", i)
		assert.Less(t, area.Bottom(), c.Y-20, "above the pawn spots")
		assert.Positive(t, area.H)
		got, ok := tap(r.X+4, r.Y+4, b.Update)
		assert.True(t, ok)
		assert.Equal(t, i, got)
	}
}

func TestLocationBoardTakenLocationSaysWhy(t *testing.T) {
	ui := newUI(t)
	b := sixLocations()
	r := b.LocationRect(1)
	cx, cy := r.Centre()
	got, ok := tap(cx, cy, b.Update)
	require.True(t, ok, "a tap on a taken location is reported")
	assert.Equal(t, 1, got)
	assert.True(t, b.Locations[got].Dimmed)
	canvas := ebiten.NewImage(render.LogicalW, render.LogicalH)
	rest(cx, cy, render.TooltipDelay+2, func(p *input.Pointer) { b.Update(p) })
	b.Draw(canvas, ui)
	assert.Equal(t, "Ann chose Trade with Villages this round", ui.OverlayText())
	ui.ClearOverlay()

	// the pawn on a taken location stays clear: red, not faded
	c := b.SpotCentre(1, 0)
	canvas.Fill(render.Ink)
	b.Draw(canvas, ui)
	ui.ClearOverlay()
	found := false
	for dx := -12; dx <= 12 && !found; dx++ {
		for dy := -12; dy <= 12; dy++ {
			px := pixel(canvas, int(c.X)+dx, int(c.Y)+dy)
			if int(px.R) > int(px.G)+90 && px.R > 140 {
				found = true
				break
			}
		}
	}
	assert.True(t, found, "Ann's red longship shows on the spot")
}

// dragPawn plays a pawn dragged from (x0, y0) to (x1, y1) through a Drag and the board and
// returns what the drop reported and the target seen while carrying it over the end point.
func dragPawn(b *render.LocationBoard, x0, y0, x1, y1 float64) (loc int, dropped bool, over int) {
	d := input.NewDrag()
	var p input.Pointer
	s := input.NewScript().Drag(x0, y0, x1, y1, 10)
	over = -1
	loc = -1
	for s.Pending() > 0 {
		f := s.Next()
		p.Update(f)
		ev := d.Update(&p, f, func(x, y float64) (int, bool) { return 0, x >= x0-20 && x <= x0+20 && y >= y0-20 && y <= y0+20 })
		if l, ok := b.UpdateDrag(d, ev); ok {
			loc, dropped = l, true
		}
		if t, ok := b.DropTarget(); ok {
			over = t
		}
		b.Update(&p)
	}
	return loc, dropped, over
}

func TestLocationBoardTakesADroppedPawn(t *testing.T) {
	b := sixLocations()
	home := render.Point{X: 100, Y: 700}
	r := b.LocationRect(2)
	cx, cy := r.Centre()
	loc, dropped, over := dragPawn(b, home.X, home.Y, cx, cy)
	require.True(t, dropped, "the pawn dropped on the board is reported")
	assert.Equal(t, 2, loc, "on the location under the drop point")
	assert.Equal(t, 2, over, "which was marked while the pawn was carried over it")
	_, carrying := b.DropTarget()
	assert.False(t, carrying, "nothing is carried after the drop")

	// dropped on a taken location: reported, so the scene may say why
	r = b.LocationRect(4)
	cx, cy = r.Centre()
	loc, dropped, _ = dragPawn(b, home.X, home.Y, cx, cy)
	require.True(t, dropped)
	assert.Equal(t, 4, loc)
	assert.True(t, b.Locations[loc].Dimmed)

	// dropped off the board: nothing
	_, dropped, _ = dragPawn(b, home.X, home.Y, 1500, 800)
	assert.False(t, dropped)
}

// TestGoldenLocationBoard: six locations while Cait chooses, two taken, her longship carried
// over a taken one (its reason shown at once).
func TestGoldenLocationBoard(t *testing.T) {
	ui := newUI(t)
	canvas := table(ui)
	b := sixLocations()
	home := render.Point{X: 160, Y: 760}
	r := b.LocationRect(4)
	at := render.Point{X: r.X + r.W*0.7, Y: r.Y + r.H*0.45}
	d := input.NewDrag()
	var p input.Pointer
	s := input.NewScript().Frames(input.Frame{X: home.X, Y: home.Y})
	s.Frames(input.Frame{X: home.X, Y: home.Y, Down: true})
	for k := 1; k <= 10; k++ {
		u := float64(k) / 10
		s.Frames(input.Frame{X: home.X + (at.X-home.X)*u, Y: home.Y + (at.Y-home.Y)*u, Down: true})
	}
	for s.Pending() > 0 {
		f := s.Next()
		p.Update(f)
		ev := d.Update(&p, f, func(x, y float64) (int, bool) { return 0, true })
		b.UpdateDrag(d, ev)
	}
	require.True(t, d.Active())
	b.Draw(canvas, ui)
	// what lies on a location is the scene's: two Reaver cards of a stack on the first
	area := b.ContentRect(0)
	for k, name := range []string{"Astrid", "Gorm"} {
		card := &render.CardView{Rect: render.Rect{X: area.X + float64(k)*(area.W/2+2), Y: area.Y, W: area.W/2 - 2, H: area.H},
			Title: name, Badge: "Tier 1", Tint: render.PlayerColours[4], Body: "Gain 1 yellow die."}
		card.Draw(canvas, ui)
	}
	x, y := d.At()
	ui.DrawPawn(canvas, render.Pawn{Mark: 2, Sprite: "ship/green"}, render.Point{X: x, Y: y}, 64, 1)
	ui.DrawOverlay(canvas)
	checkWidgetGolden(t, "locationboard", canvas)
}

func TestDrawPawnFallsBackToThePlayerMark(t *testing.T) {
	ui := newUI(t)
	canvas := ebiten.NewImage(render.LogicalW, render.LogicalH)
	canvas.Fill(render.Paper)
	ui.DrawPawn(canvas, render.Pawn{Mark: 4}, render.Point{X: 100, Y: 100}, 48, 1)                    // no sprite: the purple star mark
	ui.DrawPawn(canvas, render.Pawn{Mark: 4, Sprite: "no/such"}, render.Point{X: 200, Y: 100}, 48, 1) // a sprite the atlas lacks
	ui.DrawPawn(canvas, render.Pawn{Mark: render.NoMark}, render.Point{X: 300, Y: 100}, 48, 1)
	for _, x := range []int{100, 200} {
		c := pixel(canvas, x, 100)
		assert.Greater(t, int(c.B), int(c.G)+60, "the purple mark at %d: %v", x, c)
	}
	n := pixel(canvas, 300, 100+8)
	assert.False(t, near(n, render.Paper, 20), "a neutral pawn is drawn too: %v", n)
}
