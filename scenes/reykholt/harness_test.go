package reykholt_test

import (
	"fmt"
	"image"
	"os"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/stretchr/testify/require"

	"northtable/input"
	"northtable/render"
	"northtable/render/ebitentest"
	"northtable/rules"
	"northtable/rules/bot"
	"northtable/rules/record"
	rk "northtable/rules/reykholt"
	"northtable/scenes/reykholt"
	"northtable/scenes/scene"
	"northtable/scenes/storage"
	"northtable/scenes/table"
	"northtable/scenes/table/tabletest"
)

// game is a new test game: players, seed, the service-card set ("" for the default), moves
// the random bot makes first (table.New's autoplay), screenshot mode and a store.
type game struct {
	Players    int
	Seed       uint64
	Set        string
	Autoplay   int
	Screenshot bool
	Store      storage.Store
	Bots       []int // seats played by the computer
}

func (g game) seats() []scene.Seat {
	names := []string{"Ann", "Bjørn", "Cait", "Dag"}
	out := make([]scene.Seat, g.Players)
	for i := range out {
		out[i] = scene.Seat{Name: names[i], Colour: i}
	}
	for _, b := range g.Bots {
		out[b].Bot = true
	}
	return out
}

func (g game) options() rules.Options {
	if g.Set == "" {
		return nil
	}
	return rules.Options{rk.OptionServices: g.Set}
}

// run drives the Reykholt board inside the real table shell through their exported surface,
// the way the App does (scenes/tables.go openTable): one Update of the table per tick with the
// tick's input frame fed through an input.Pointer, a simulated clock, the table drawn as a
// scene, and the game's end received by OnGameOver.
type run struct {
	t      *testing.T
	tbl    *table.Table
	b      *reykholt.Board
	ctx    scene.Context
	ptr    input.Pointer
	screen *ebiten.Image
	last   input.Frame
	final  *table.Final
	menu   int // OnMenu calls
	// canvas takes the draws that lay the board out for the input. The board lays itself out
	// in logical px whatever the canvas (render.ScaleOf), so a small one gives the input the
	// very places a full screen shows, at a small part of the software renderer's cost.
	canvas *ebiten.Image
	pix    []byte

	played map[string]int // moves played through the input, by kind and path
}

func newRun(t *testing.T, g game) *run {
	t.Helper()
	kit := ebitentest.SharedKit(t)
	r := &run{t: t, screen: kit.Screen, canvas: kit.Canvas, played: map[string]int{}, pix: make([]byte, 4*ebitentest.CanvasW*ebitentest.CanvasH)}
	cfg := table.Config{
		Def: rk.Definition{}, Title: "Reykholt", Rules: reykholt.RulesSummary,
		Seats: g.seats(), Screenshot: g.Screenshot, Store: g.Store,
		ShowCurtain: func(string, func()) { t.Error("Reykholt hides nothing: no curtain") },
		OnGameOver: func(f table.Final) {
			require.Nil(t, r.final, "the game ends once")
			r.final = &f
		},
		OnMenu: func() { r.menu++ },
	}
	m, err := record.Start(cfg.Def, table.NewSetup(cfg.Seats, g.Seed, g.options()))
	require.NoError(t, err)
	r.tbl, r.b, r.ctx = tabletest.Open(t, cfg, m, g.Autoplay, reykholt.NewBoard, kit)
	r.last = tabletest.Rest
	r.step(r.last, true)
	return r
}

// autoplayUntil is the number of random-bot moves (table.New's autoplay with this game's
// seed) after which want holds for the first time, at least from moves on.
func autoplayUntil(t *testing.T, g game, from int, want func(*rk.Game) bool) int {
	t.Helper()
	n, ok := reaches(t, g, from, want)
	require.True(t, ok, "the random game never reaches the wanted position")
	return n
}

// reaches is the number of random-bot moves, at least from, after which want first holds in
// g's game; ok is false when the game ends first.
func reaches(t *testing.T, g game, from int, want func(*rk.Game) bool) (n int, ok bool) {
	t.Helper()
	m, err := record.Start(rk.Definition{}, table.NewSetup(g.seats(), g.Seed, g.options()))
	require.NoError(t, err)
	auto := bot.NewRandom(g.Seed)
	for n := 0; ; n++ {
		gm := m.Game().(*rk.Game)
		if n >= from && want(gm) {
			return n, true
		}
		if gm.Over() {
			return 0, false
		}
		_, err := m.Apply(auto.Choose(gm))
		require.NoError(t, err)
	}
}

// step runs one tick with frame f, as App.Update does, and draws it when draw is set (input
// reads the places the last Draw laid out, as in the App, which draws every frame the pointer
// changed something in).
func (r *run) step(f input.Frame, draw bool) {
	r.t.Helper()
	f, err := tabletest.Tick(&r.ctx, &r.ptr, r.tbl, f)
	require.NoError(r.t, err)
	if draw {
		r.tbl.Draw(r.canvas)
	}
	r.last = f
}

// rest runs one tick with the pointer resting where it was.
func (r *run) rest(draw bool) { r.step(input.Frame{X: r.last.X, Y: r.last.Y}, draw) }

// settle runs resting ticks until the board takes input (true) or the finished game was
// handed on (false), then draws.
func (r *run) settle() bool {
	r.t.Helper()
	for i := 0; i < 3000; i++ {
		if r.tbl.Ready() || r.final != nil {
			r.flush()
			r.rest(true)
			return r.final == nil
		}
		r.rest(false)
	}
	require.FailNow(r.t, "the board never took input again")
	return false
}

// flush has the GPU work off the draws queued so far: the tests run inside one tick of the
// game loop, whose end would do it, so without it the queue grows with every draw.
func (r *run) flush() { r.canvas.ReadPixels(r.pix) }

// real is the live game the table plays.
func (r *run) real() *rk.Game { return r.tbl.Match().Game().(*rk.Game) }

func (r *run) toast() string {
	text, _ := r.tbl.Toast()
	return text
}

// waitToast runs resting ticks until the toast is gone.
func (r *run) waitToast() {
	r.t.Helper()
	for i := 0; i < 600 && r.toast() != ""; i++ {
		r.rest(false)
	}
	require.Empty(r.t, r.toast())
}

func centre(rc render.Rect) render.Point {
	x, y := rc.Centre()
	return render.Point{X: x, Y: y}
}

// click hovers, presses and releases at p. What it changed is drawn by the next settle, or
// by redraw when the decision goes on.
func (r *run) click(p render.Point) {
	r.t.Helper()
	r.step(input.Frame{X: p.X, Y: p.Y}, false)
	r.step(input.Frame{X: p.X, Y: p.Y, Down: true}, false)
	r.step(input.Frame{X: p.X, Y: p.Y}, false)
}

// redraw runs a resting tick and draws it: the board shows what the last click opened.
func (r *run) redraw() { r.rest(true) }

// drag presses at from, carries the pointer to to in steps and lets go there. On touch the
// finger goes Lift below the target, so the lifted disc drops on it.
func (r *run) drag(from, to render.Point, touch bool) {
	r.t.Helper()
	if touch {
		to.Y += input.DefaultLift
	}
	r.step(input.Frame{X: from.X, Y: from.Y, Touch: touch}, false)
	r.step(input.Frame{X: from.X, Y: from.Y, Down: true, Touch: touch}, false)
	const steps = 8
	for i := 1; i <= steps; i++ {
		v := float64(i) / steps
		r.step(input.Frame{X: from.X + (to.X-from.X)*v, Y: from.Y + (to.Y-from.Y)*v, Down: true, Touch: touch}, false)
	}
	r.step(input.Frame{X: to.X, Y: to.Y, Touch: touch}, false)
}

// button is the prompt bar's button labelled label; prefix matches a label's start.
func (r *run) button(label string, prefix bool) (render.Control, bool) {
	for _, c := range r.b.Where().Buttons() {
		full := c.Label
		if c.Tip != "" {
			full = c.Tip // a long choice is cut on the button; its full words are its tooltip
		}
		if full == label || prefix && strings.HasPrefix(full, label) {
			return c, true
		}
	}
	return render.Control{}, false
}

func (r *run) labels() []string {
	var out []string
	for _, c := range r.b.Where().Buttons() {
		out = append(out, c.Label)
	}
	return out
}

func (r *run) clickButton(label string, prefix bool) {
	r.t.Helper()
	c, ok := r.button(label, prefix)
	require.True(r.t, ok, "the prompt bar offers %q; it shows %q", label, r.labels())
	require.True(r.t, c.Enabled, "%q is enabled", label)
	r.click(centre(c.Rect))
}

// playedWith counts a move of kind through a path ("Place/drag").
func (r *run) playedWith(m rules.Move, path string) {
	k := fmt.Sprintf("%T", m)
	k = k[strings.LastIndex(k, ".")+1:]
	if path != "" {
		k += "/" + path
	}
	r.played[k]++
}

// perform plays m, a legal move of the seat to move, the way a player does it on this board:
// a worker dragged to its space (or the space clicked), the highlighted greenhouse, pile, card
// or good clicked, a greenhouse's choice or a decision answered in the prompt bar, by the words
// on its button. Where things are comes from the board's own queries. The game must then be
// exactly the game m leads to.
func (r *run) perform(m rules.Move, variant int) {
	r.t.Helper()
	g := r.real()
	want := g.Copy()
	_, err := want.Apply(m)
	require.NoError(r.t, err)
	before := g.Hash()
	path := ""
	switch m := m.(type) {
	case rk.Place:
		sp := centre(r.b.Where().SpaceRect(m.Space))
		home, ok := r.b.Where().WorkerHome()
		switch {
		case variant%4 == 3 || !ok:
			path = "click"
			r.click(sp)
		case variant%4 == 2:
			path = "touch-drag"
			r.drag(home, sp, true)
		default:
			path = "drag"
			r.drag(home, sp, false)
		}
	case rk.Pass:
		r.clickButton("Stay at home", false)
	case rk.UseCard:
		rc, ok := r.b.Where().CardChipRect(m.By, m.Card)
		require.True(r.t, ok, "card %d is in the player's panel", m.Card)
		r.click(centre(rc))
	case rk.Resolve:
		r.clickButton(g.Parts()[m.Part], false)
	case rk.Branch:
		r.clickButton(g.Parts()[m.Part], false)
	case rk.SelectGoods:
		for t := rk.Good(0); t < rk.NumGoods; t++ {
			for k := int16(0); k < m.Goods[t]; k++ {
				rc, ok := r.b.Where().GoodRect(t)
				require.True(r.t, ok, "the goods chooser shows")
				r.click(centre(rc))
				r.redraw() // the chooser moves over for its Clear button
			}
		}
	case rk.GiveGreenhouse:
		path = r.clickGreenhouse(m.GH, "Give it back")
	case rk.Seed:
		l := "Seed " + m.Good.Plural()
		if m.Companion != rk.NoGood {
			l += " with a " + m.Companion.String() + " on the last parcel"
		}
		path = r.clickGreenhouse(m.GH, l)
	case rk.Harvest:
		path = r.clickGreenhouse(m.GH, "Harvest a "+m.Good.String())
	case rk.Pick:
		path = r.clickGreenhouse(m.GH, "Take a "+m.Good.String())
	case rk.Double:
		path = r.clickGreenhouse(m.GH, "Take 2 from it")
	case rk.ChoosePile:
		r.click(centre(r.b.Where().PileRect(m.Pile)))
	case rk.ChooseCard:
		rc, ok := r.b.Where().DisplayCardRect(m.Card)
		if !ok {
			path = "share"
			rc, ok = r.b.Where().CardChipRect(g.CardOwner(m.Card), m.Card)
		}
		require.True(r.t, ok, "card %d is on the board", m.Card)
		r.click(centre(rc))
	case rk.Done:
		r.clickButton("Done", false)
	case rk.Advance:
		// The prompt bar offers each way of paying once; a payment from greenhouses is also
		// a choice of every greenhouse it takes from (Farm to Table).
		l, same := advanceWords(g, m), 0
		for _, o := range g.Legal() {
			if a, ok := o.(rk.Advance); ok && advanceWords(g, a) == l {
				same++
			}
		}
		if h := m.FromGH[0]; h != rk.NoGreenhouse && (same > 1 || variant%2 == 1) {
			path = "greenhouse"
			rc, ok := r.b.Where().GreenhouseRect(h)
			require.True(r.t, ok, "greenhouse %d is in the panel", h)
			r.click(centre(rc))
			r.redraw()
			r.clickButton(ghAdvanceWords(g, m, h), false)
			break
		}
		r.clickButton(l, false)
	case rk.Bonus:
		r.clickButton("Bonus: take "+rk.GoodsWords(g.BonusGoods(m.By)), false)
	case rk.Stop:
		r.clickButton("Stop", false)
	default:
		require.FailNowf(r.t, "unknown move", "%T", m)
	}
	require.NotEqual(r.t, before, r.real().Hash(), "%v changed nothing through the board (toast %q, prompt %q, buttons %q)",
		m, r.toast(), r.b.Where().PromptText(), r.labels())
	require.Equal(r.t, want.Hash(), r.real().Hash(), "%v through the board played what it says", m)
	r.playedWith(m, path)
}

// clickGreenhouse clicks greenhouse h; when it offers several moves, the prompt bar's choice
// named choice is clicked next. It names the path taken.
func (r *run) clickGreenhouse(h rk.GreenhouseID, choice string) string {
	r.t.Helper()
	rc, ok := r.b.Where().GreenhouseRect(h)
	require.True(r.t, ok, "greenhouse %d is in its owner's panel", h)
	before := r.real().Hash()
	r.click(centre(rc))
	if r.real().Hash() != before {
		return "at once"
	}
	r.redraw()
	r.clickButton(choice, false)
	return "choice"
}

// advanceWords is what an Advance pays, as its button says: the goods from stock (2 tomatoes
// in place of one demanded good with Chef's Swap) and those from greenhouses.
func advanceWords(g *rk.Game, m rk.Advance) string {
	good, cost := g.NextCost(m.By)
	k := 0
	for _, h := range m.FromGH {
		if h != rk.NoGreenhouse {
			k++
		}
	}
	var parts []string
	if stock := payStock(good, cost-k, m.Swap); stock.Total() > 0 {
		parts = append(parts, rk.GoodsWords(stock))
	}
	if k > 0 {
		parts = append(parts, rk.GoodsWords(goods(good, k))+" from greenhouses")
	}
	return "Advance: " + strings.Join(parts, " + ")
}

// ghAdvanceWords is an Advance with goods from greenhouses as greenhouse h's choice says it:
// from stock, from h, and from the other greenhouse by its place in the panel.
func ghAdvanceWords(g *rk.Game, m rk.Advance, h rk.GreenhouseID) string {
	good, cost := g.NextCost(m.By)
	k, here := 0, 0
	other := ""
	for _, x := range m.FromGH {
		if x == rk.NoGreenhouse {
			continue
		}
		k++
		if x == h {
			here++
			continue
		}
		for j, o := range g.Owned(m.By) {
			if o == x {
				other = fmt.Sprintf(" + 1 from your %s greenhouse", []string{"1st", "2nd", "3rd", "4th", "5th", "6th", "7th", "8th"}[j])
			}
		}
	}
	l := "Advance: "
	if stock := payStock(good, cost-k, m.Swap); stock.Total() > 0 {
		l += rk.GoodsWords(stock) + " + "
	}
	return l + rk.GoodsWords(goods(good, here)) + " from this greenhouse" + other
}

func goods(t rk.Good, n int) rk.Goods {
	var gs rk.Goods
	gs[t] = int16(n)
	return gs
}

// payStock is the stock part of a payment of n goods of type t (Chef's Swap: 2 tomatoes for one).
func payStock(t rk.Good, n int, swap bool) rk.Goods {
	gs := goods(t, n)
	if swap {
		gs[t]--
		gs[rk.Tomato] += 2
	}
	return gs
}

// shot saves the screen as NAME.png in $NORTHTABLE_SHOTS when it is set.
func (r *run) shot(name string) {
	r.t.Helper()
	if os.Getenv("NORTHTABLE_SHOTS") == "" {
		return // no picture wanted: no draw and no read-back either
	}
	var s scene.Scene = r.tbl
	s.Draw(r.screen)
	img := image.NewRGBA(image.Rect(0, 0, render.LogicalW, render.LogicalH))
	r.screen.ReadPixels(img.Pix)
	tabletest.Shoot(r.t, "reykholt-"+name, img)
}
