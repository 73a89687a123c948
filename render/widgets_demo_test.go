package render_test

import (
	"bytes"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/input"
	"northtable/render"
)

// demoBoard is a Reykholt-like table built from the board widgets alone: the tourism track
// around the action spaces, a player's stock, greenhouses and cards on the left, greenhouse
// piles, the service display and a choose-goods prompt on the right.
type demoBoard struct {
	track    *render.ScoreTrack
	grid     *render.WorkerGrid
	stock    []*render.GoodsCounters
	houses   []*render.GreenhouseCard
	owned    []*render.CardView
	piles    []*render.CardPile
	display  []*render.CardView
	prompt   *render.GoodsCounters
	bg, mark []string
}

var (
	tom, let, mus, cau, car = render.SpriteTomato, render.SpriteLettuce, render.SpriteMushroom, render.SpriteCauliflower, render.SpriteCarrot
	gh                      = render.SpriteGreenhouse
)

// tourism is a sample of 31 tables (0 is the start).
func tourism() []render.TrackCell {
	cells := []render.TrackCell{{Text: "Start"}}
	goods := []string{tom, let, mus, cau, car}
	for i := 1; i <= 30; i++ {
		cells = append(cells, render.TrackCell{Icon: goods[(i*2+i/5)%5], Text: []string{"1", "2", "2", "3", "4", "5", "6", "7"}[min(7, i/4)]})
	}
	return cells
}

func newDemoBoard(ui *render.UI) *demoBoard {
	b := &demoBoard{}
	b.track = &render.ScoreTrack{Layout: render.TrackEdge, Rect: render.Rect{X: 328, Y: 64, W: 964, H: 788},
		Spaces: 31, Loop: 1, Cells: tourism(), Badge: render.LapBonusBadge(31, 1, 6),
		Markers: []render.TrackMarker{
			{Score: 9, Mark: 0, Sprite: ui.Sprite(render.ManagerSprites[0]), Stack: 0},
			{Score: 9, Mark: 1, Sprite: ui.Sprite(render.ManagerSprites[1]), Stack: 2},
			{Score: 9, Mark: 2, Sprite: ui.Sprite(render.ManagerSprites[2]), Stack: 1},
			{Score: 33, Mark: 5, Sprite: ui.Sprite(render.ManagerSprites[5])},
		},
		Highlight: render.TrackHighlight{On: true, Space: 10, Icon: let, Text: "Next table: 2"}}
	flag := true
	sp := func(label string, icons ...string) render.ActionSpace {
		return render.ActionSpace{Label: label, Icons: icons}
	}
	spaces := []render.ActionSpace{
		sp("random pile", gh), sp("Seed 2 or more", "×2+"), sp("", mus, "+", cau), sp("service card", render.SpriteServiceBack),
		sp("3 parcels", gh, "3"), sp("Seed 1–2", "×1–2"), sp("", tom, tom), sp("service card", render.SpriteServiceBack),
		sp("4 parcels", gh, "4"), sp("Harvest 2 houses", "2×1"), sp("", let, let), sp("share a card", render.SpriteServiceBack, "+"),
		sp("5 parcels", gh, "5"), sp("Seed + harvest", "1+1"), sp("", tom, "+", let), sp("swap a greenhouse", gh, "→", gh),
		sp("6 parcels", gh, "6"), sp("Harvest 1–2", "1×2"), sp("", car), sp("swap a good", "1", "→", "1"),
		sp("swap or tomato", gh, "→", gh, "or", tom), sp("Seed 1", "×1"), sp("", mus, "or", cau), sp("", let, "+", mus),
	}
	for i := range spaces {
		if c := i % 4; (c == 0 || c == 3) && i < 12 {
			spaces[i].Flag = flag
		}
		spaces[i].Legal = true
	}
	for i := 0; i < 4; i++ {
		spaces[i].State = render.SpaceCovered
		spaces[i].Legal = false
	}
	spaces[6].State, spaces[6].Worker, spaces[6].Legal = render.SpaceOccupied, 1, false
	spaces[9].State, spaces[9].Worker, spaces[9].Legal = render.SpaceOccupied, 5, false
	spaces[16].State, spaces[16].Worker, spaces[16].Legal = render.SpaceOccupied, 0, false
	spaces[13].Legal, spaces[13].Dimmed, spaces[13].Reason = false, true, "Nothing to do: you have no empty greenhouse to seed"
	spaces[17].Legal, spaces[17].Dimmed, spaces[17].Reason = false, true, "Nothing to do: no greenhouse of yours holds a good"
	spaces[8].Legal, spaces[8].Dimmed, spaces[8].Reason = false, true, "Flag limit: you have used your Property flag this round"
	b.grid = &render.WorkerGrid{Rect: render.Rect{X: 412, Y: 148, W: 796, H: 620},
		Columns: []string{"Property", "Field", "Market", "Town Hall"}, Spaces: spaces, CoverText: "Not used with 3 players"}

	counters := func(r render.Rect, counts ...int) *render.GoodsCounters {
		g := &render.GoodsCounters{Rect: r, Compact: true}
		for i, c := range counts {
			g.Goods = append(g.Goods, render.GoodCounter{Icon: render.GoodSprites[i], Count: c, Name: []string{"Tomato", "Lettuce", "Mushroom", "Cauliflower", "Carrot"}[i]})
		}
		return g
	}
	b.stock = []*render.GoodsCounters{
		counters(render.Rect{X: 24, Y: 110, W: 272, H: 28}, 3, 1, 0, 2, 0),
		counters(render.Rect{X: 24, Y: 560, W: 272, H: 28}, 0, 4, 1, 0, 1),
	}
	b.houses = []*render.GreenhouseCard{
		{Rect: render.Rect{X: 20, Y: 152, W: 136, H: 104}, Name: "G13", Parcels: []string{let, let, let, let, "", ""}, Allowed: []string{tom, let}},
		{Rect: render.Rect{X: 164, Y: 152, W: 136, H: 104}, Name: "G05", Parcels: []string{"", "", "", ""}, Allowed: []string{tom, let, mus}, Highlight: true},
		{Rect: render.Rect{X: 20, Y: 266, W: 136, H: 104}, Name: "G09", Parcels: []string{mus, mus, cau, "", ""}, Allowed: []string{mus, cau, car}},
		{Rect: render.Rect{X: 20, Y: 602, W: 136, H: 104}, Name: "G01", Parcels: []string{tom, "", ""}, Allowed: []string{tom, let, mus, cau, car}},
		{Rect: render.Rect{X: 164, Y: 602, W: 136, H: 104}, Name: "G02", Parcels: []string{"", "", ""}, Allowed: []string{tom, car}, Dimmed: true, Reason: "Not empty enough"},
	}
	b.owned = []*render.CardView{
		{Rect: render.Rect{X: 164, Y: 266, W: 136, H: 104}, Title: "Fresh soil", Badge: "Once", Tint: render.MossShade, Code: "A1",
			Body: "Take 1 tomato, 1 lettuce and 1 mushroom.", State: "Spent"},
		{Rect: render.Rect{X: 20, Y: 380, W: 136, H: 104}, Title: "Market friend", Badge: "Ongoing", Tint: render.Sea, Code: "A4",
			Body: "After each Market space, take 1 tomato."},
		{Rect: render.Rect{X: 164, Y: 380, W: 136, H: 104}, Title: "Night shift", Badge: "Any", Tint: render.AccentDark, Code: "A8",
			Body: "Once a round: swap 1 good for 1 of another type.", State: "Used this round"},
	}
	ghTop := func(n int, name string) *render.GreenhouseCard {
		return &render.GreenhouseCard{Name: name, Parcels: make([]string, n), Allowed: []string{tom, let, mus}[:min(3, n-2)]}
	}
	px, py := 1308.0, 92.0
	b.piles = []*render.CardPile{
		{Rect: render.Rect{X: px, Y: py, W: 138, H: 100}, Count: 3, Top: ghTop(3, "G01"), Label: "3 parcels", Highlight: true},
		{Rect: render.Rect{X: px + 146, Y: py, W: 138, H: 100}, Count: 2, Top: ghTop(4, "G05"), Label: "4 parcels"},
		{Rect: render.Rect{X: px, Y: py + 122, W: 138, H: 100}, Count: 1, Top: ghTop(5, "G09"), Label: "5 parcels"},
		{Rect: render.Rect{X: px + 146, Y: py + 122, W: 138, H: 100}, Count: 0, Label: "6 parcels", Dimmed: true, Reason: "The 6-parcel pile is empty"},
		{Rect: render.Rect{X: px, Y: py + 244, W: 138, H: 100}, Count: 6, Label: "random", Highlight: true},
	}
	b.display = []*render.CardView{
		{Rect: render.Rect{X: 1308, Y: 484, W: 138, H: 150}, Title: "Greenhouse keeper", Badge: "Ongoing", Tint: render.Sea, Code: "A6",
			Body: "You may use two Property flags each round.", Highlight: true},
		{Rect: render.Rect{X: 1454, Y: 484, W: 138, H: 150}, Title: "Cheap travel", Badge: "Ongoing", Tint: render.Sea, Code: "A7",
			Body: "Every table costs you 1 good less (at least 1).", Highlight: true},
		{Rect: render.Rect{X: 1308, Y: 642, W: 138, H: 150}, Title: "Big harvest", Badge: "Once", Tint: render.MossShade, Code: "A2",
			Body: "Harvest 2 goods from each of your greenhouses.", Dimmed: true, Reason: "Nothing to harvest: your greenhouses are empty"},
		{Rect: render.Rect{X: 1454, Y: 642, W: 138, H: 150}, FaceDown: true},
	}
	b.prompt = &render.GoodsCounters{Rect: render.Rect{X: 1308, Y: 808, W: 284, H: 44}, Clickable: true}
	for i := 0; i < 5; i++ {
		b.prompt.Goods = append(b.prompt.Goods, render.GoodCounter{Icon: render.GoodSprites[i], Count: []int{3, 1, 0, 2, 0}[i], Highlight: i != 0})
	}
	b.prompt.Goods[0].Dimmed, b.prompt.Goods[0].Reason = true, "Take another type than the tomato you gave"
	return b
}

// draw draws the whole table onto dst (a 1600x900 canvas at any device scale).
func (b *demoBoard) draw(dst *ebiten.Image, ui *render.UI) {
	dst.Fill(render.DeepSea)
	p := ui.P
	p.SetScale(render.ScaleOf(dst))
	if sea := ui.Sprite("bg/sea"); sea != nil {
		for y := 0.0; y < render.LogicalH; y += 256 {
			for x := 0.0; x < render.LogicalW; x += 256 {
				p.Tile(dst, sea, x, y, 1)
			}
		}
	}
	// top bar and bottom line
	p.FillRect(dst, render.Rect{X: 0, Y: 0, W: render.LogicalW, H: 56}, render.WithAlpha(render.Ink, 0.85))
	p.Text(dst, "Reykholt", ui.Fonts.HeadingBold, 20, 12, render.Paper, render.AlignLeft)
	p.TextMid(dst, "Round 3 of 7 · Work Time", ui.Fonts.Body, 800, 28, render.Foam, render.AlignCenter)
	p.FillRect(dst, render.Rect{X: 0, Y: 860, W: render.LogicalW, H: 40}, render.WithAlpha(render.Ink, 0.85))
	p.TextMid(dst, "Ann: place a worker on a glowing space, or drag a disc onto it", ui.Fonts.Body, 800, 880, render.Paper, render.AlignCenter)

	// left column: two player panels
	ui.Panel(dst, render.Rect{X: 8, Y: 64, W: 304, H: 430}, 1)
	ui.DrawPlayerMark(dst, 1, 32, 88, 11)
	p.SetScale(render.ScaleOf(dst))
	p.TextMid(dst, "Ann", ui.Fonts.BodyBold, 50, 88, render.Ink, render.AlignLeft)
	p.TextMid(dst, "to play", ui.Fonts.SmallBold, 296, 88, render.Accent, render.AlignRight)
	ui.Panel(dst, render.Rect{X: 8, Y: 514, W: 304, H: 204}, 1)
	ui.DrawPlayerMark(dst, 5, 32, 538, 11)
	p.SetScale(render.ScaleOf(dst))
	p.TextMid(dst, "Bjørn", ui.Fonts.BodyBold, 50, 538, render.Ink, render.AlignLeft)
	for _, s := range b.stock {
		s.Draw(dst, ui)
	}
	for _, h := range b.houses {
		h.Draw(dst, ui)
	}
	for _, c := range b.owned {
		c.Draw(dst, ui)
	}

	// centre: the tourism track around the action spaces
	b.grid.Draw(dst, ui)
	b.track.Draw(dst, ui) // after the grid: the next table's note stands on the board

	// right column: piles, display, prompt
	p.SetScale(render.ScaleOf(dst))
	p.Text(dst, "Greenhouse piles", ui.Fonts.SmallBold, 1308, 66, render.Foam, render.AlignLeft)
	for _, pl := range b.piles {
		pl.Draw(dst, ui)
	}
	p.SetScale(render.ScaleOf(dst))
	p.Text(dst, "Service cards", ui.Fonts.SmallBold, 1308, 460, render.Foam, render.AlignLeft)
	for _, c := range b.display {
		c.Draw(dst, ui)
	}
	p.SetScale(render.ScaleOf(dst))
	p.Text(dst, "Choose a good of another type", ui.Fonts.SmallBold, 1308, 786, render.Foam, render.AlignLeft)
	b.prompt.Draw(dst, ui)
}

// hover rests the pointer at (x, y) long enough for tooltips, through every widget's Update.
func (b *demoBoard) hover(x, y float64) {
	var p input.Pointer
	s := input.NewScript()
	for i := 0; i < render.TooltipDelay+2; i++ {
		s.Move(x, y)
	}
	for s.Pending() > 0 {
		p.Update(s.Next())
		b.grid.Update(&p)
		b.prompt.Update(&p)
		for _, c := range b.display {
			c.Update(&p)
		}
		for _, h := range b.houses {
			h.Update(&p)
		}
		for _, pl := range b.piles {
			pl.Update(&p)
		}
	}
}

// TestWidgetsDemo draws every board widget on one 1600x900 table, with a dimmed space's reason
// showing, and saves it (and the same at device scale 2) as PNG when NORTHTABLE_SHOTS names a
// folder.
func TestWidgetsDemo(t *testing.T) {
	ui := newUI(t)
	b := newDemoBoard(ui)
	r := b.grid.SpaceRect(13)
	b.hover(r.X+r.W/2, r.Y+r.H/2)
	for _, s := range []float64{1, 2} {
		canvas := ebiten.NewImage(int(render.LogicalW*s), int(render.LogicalH*s))
		b.draw(canvas, ui)
		assert.Equal(t, b.grid.Spaces[13].Reason, ui.OverlayText(), "the dimmed space says why")
		ui.DrawOverlay(canvas)
		dir := os.Getenv("NORTHTABLE_SHOTS")
		if dir == "" {
			continue
		}
		require.NoError(t, os.MkdirAll(dir, 0o755))
		name := "widgets.png"
		if s == 2 {
			name = "widgets@2x.png"
		}
		var buf bytes.Buffer
		require.NoError(t, png.Encode(&buf, canvas))
		require.NoError(t, os.WriteFile(filepath.Join(dir, name), buf.Bytes(), 0o644))
	}
}
