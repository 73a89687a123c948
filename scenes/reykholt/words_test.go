package reykholt_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/input"
	"northtable/render"
	"northtable/render/ebitentest"
	"northtable/rules"
	"northtable/rules/bot"
	"northtable/rules/record"
	rk "northtable/rules/reykholt"
	"northtable/scenes/table"
)

// TestDisplayCardsReadWhole: every service card of every set, drawn at the size the display
// gives its cards in the fullest display (4 players, 5 cards), shows its whole text: nothing
// is left to the tooltip.
func TestDisplayCardsReadWhole(t *testing.T) {
	r := newRun(t, game{Players: 4, Seed: 3, Set: "C"})
	r.shot("display-4p")
	shown := r.real().Display()
	require.Len(t, shown, 5)
	rc, ok := r.b.Where().DisplayCardRect(shown[0])
	require.True(t, ok)
	kit := ebitentest.SharedKit(t)
	ui := render.NewUI(kit.Fonts, kit.Atlas)
	for _, card := range rk.Cards {
		cv := render.CardView{Rect: rc, Title: card.Name, Badge: card.Kind.String(), Body: card.Text}
		cv.Draw(kit.Screen, ui)
		assert.False(t, cv.Cut(), "%s %q is cut short on a %.0fx%.0f card", card.ID, card.Name, rc.W, rc.H)
	}
	for i, c := range shown[1:] {
		next, _ := r.b.Where().DisplayCardRect(c)
		prev, _ := r.b.Where().DisplayCardRect(shown[i])
		assert.False(t, overlaps(next, prev), "cards %d and %d overlap", i, i+1)
	}
}

// overlaps reports whether rectangles a and b share any area.
func overlaps(a, b render.Rect) bool {
	return a.X < b.Right() && b.X < a.Right() && a.Y < b.Bottom() && b.Y < a.Bottom()
}

// hoverTip rests the pointer on p until its tooltip is due and returns the tooltip's text and
// where it is drawn.
func (r *run) hoverTip(p render.Point) (string, render.Rect) {
	r.t.Helper()
	r.step(input.Frame{X: p.X, Y: p.Y}, true)
	for i := 0; i < render.TooltipDelay+6; i++ {
		r.rest(true)
	}
	rc, ok := r.ctx.UI.OverlayRect()
	require.True(r.t, ok, "a tooltip at %v", p)
	return r.ctx.UI.OverlayText(), rc
}

// TestTipsKeepClear: a space's tooltip covers neither the space nor the column headers; a
// greenhouse's covers neither its owner's name nor the newest log line.
func TestTipsKeepClear(t *testing.T) {
	g := game{Players: 2, Seed: 7}
	g.Autoplay = autoplayUntil(t, g, 4, func(gm *rk.Game) bool {
		return gm.Decision() == rk.DecidePlace && len(gm.Owned(0)) > 0 && len(gm.Owned(1)) > 0
	})
	r := newRun(t, g)
	require.True(t, r.settle())
	heads := render.Rect{X: 70, Y: 148, W: 604, H: render.GridHeadH}
	// a top-row space of a middle column (Market): room on every side
	var top rk.SpaceID = -1
	for sp := rk.SpaceID(0); int(sp) < len(r.real().Side().Spaces()); sp++ {
		rc := r.b.Where().SpaceRect(sp)
		if rc.X > 300 && rc.X < 500 && (top < 0 || rc.Y < r.b.Where().SpaceRect(top).Y) {
			top = sp
		}
	}
	require.GreaterOrEqual(t, int(top), 0)
	rc := r.b.Where().SpaceRect(top)
	text, tip := r.hoverTip(centre(rc))
	assert.False(t, overlaps(tip, rc), "space %d's tip %q covers the space", top, text)
	assert.False(t, overlaps(tip, heads), "space %d's tip %q covers the column headers", top, text)
	for s := 0; s < 2; s++ {
		owned := r.real().Owned(rules.Seat(s))
		require.NotEmpty(t, owned)
		rc, ok := r.b.Where().GreenhouseRect(owned[0])
		require.True(t, ok)
		text, tip := r.hoverTip(centre(rc))
		name := r.b.Where().PanelHeaderRect(rules.Seat(s))
		assert.False(t, overlaps(tip, rc), "the tip %q covers its greenhouse", text)
		assert.False(t, overlaps(tip, name), "the tip %q covers %s's name", text, r.tbl.Name(rules.Seat(s)))
		if newest, ok := r.tbl.NewestLogRect(); ok {
			assert.False(t, overlaps(tip, newest), "the tip %q covers the newest log line", text)
		}
	}
}

// TestRefusalToastEndsWithAMove: a click on a space the rules refuse says why in a red toast
// that keeps clear of the newest log line; the next move that succeeds takes it away.
func TestRefusalToastEndsWithAMove(t *testing.T) {
	g := game{Players: 2, Seed: 7}
	g.Autoplay = autoplayUntil(t, g, 2, func(gm *rk.Game) bool {
		if gm.Decision() != rk.DecidePlace {
			return false
		}
		for sp := range gm.Side().Spaces() {
			if s, _ := gm.Occupant(rk.SpaceID(sp)); s != rules.NoSeat {
				return true
			}
		}
		return false
	})
	r := newRun(t, g)
	require.True(t, r.settle())
	var taken, open rk.SpaceID = -1, -1
	for sp := range r.real().Side().Spaces() {
		id := rk.SpaceID(sp)
		if s, _ := r.real().Occupant(id); s != rules.NoSeat {
			taken = id
		} else if r.real().Check(rk.Place{By: r.real().ToMove(), Space: id}) == nil && open < 0 {
			open = id
		}
	}
	require.GreaterOrEqual(t, int(taken), 0)
	require.GreaterOrEqual(t, int(open), 0)
	r.click(centre(r.b.Where().SpaceRect(taken)))
	r.redraw()
	text, warn := r.tbl.Toast()
	require.NotEmpty(t, text, "the refusal is said")
	assert.True(t, warn)
	box, ok := r.tbl.ToastRect()
	require.True(t, ok)
	newest, ok := r.tbl.NewestLogRect()
	require.True(t, ok)
	assert.False(t, overlaps(box, newest), "the toast %v covers the newest log line %v", box, newest)
	moves := r.tbl.Moves()
	r.click(centre(r.b.Where().SpaceRect(open)))
	r.redraw()
	require.Greater(t, r.tbl.Moves(), moves, "the open space takes the worker")
	text, _ = r.tbl.Toast()
	assert.Empty(t, text, "the refusal ended with the move")
}

// TestGoodsChooserShowsRoom: choosing goods, each good shows how many more of it may be taken
// (the rules' GoodsRoom), not a 0 beside every good; a good that cannot be added is dimmed,
// and a click on it says why in the rules' words.
func TestGoodsChooserShowsRoom(t *testing.T) {
	for _, dec := range []rules.PromptKind{rk.DecideChooseGoods, rk.DecideGiveGoods} {
		g := reachable(t, 2, func(gm *rk.Game) bool { return gm.Decision() == dec })
		r := newRun(t, g)
		require.True(t, r.settle())
		r.redraw()
		r.shot("goods-" + string(dec))
		ch := r.b.Where().Chooser()
		require.Len(t, ch, int(rk.NumGoods), "%s: the chooser shows", dec)
		room := r.real().GoodsRoom(rk.Goods{})
		lit := 0
		for i, c := range ch {
			assert.Equal(t, int(room[i]), c.Count, "%s: %s", dec, c.Name)
			if c.Count > 0 {
				lit++
				assert.False(t, c.Dimmed)
				continue
			}
			assert.True(t, c.Dimmed, "%s: %s cannot be added", dec, c.Name)
			assert.Equal(t, r.real().GoodsRefusal(rk.Goods{}, rk.Good(i)), c.Reason)
			assert.Contains(t, c.Reason, " — ", "a rule's name and its words")
			rc, ok := r.b.Where().GoodRect(rk.Good(i))
			require.True(t, ok)
			r.click(centre(rc))
			r.redraw()
			text, warn := r.tbl.Toast()
			assert.Equal(t, c.Reason, text)
			assert.True(t, warn)
		}
		assert.Positive(t, lit, "%s: some good can be chosen", dec)
	}
}

// reachable is a game of players whose random autoplay reaches a position where want holds,
// trying seeds from 1, with Autoplay set to reach it.
func reachable(t *testing.T, players int, want func(*rk.Game) bool) game {
	t.Helper()
	for seed := uint64(1); seed < 200; seed++ {
		g := game{Players: players, Seed: seed}
		m, err := record.Start(rk.Definition{}, table.NewSetup(g.seats(), g.Seed, g.options()))
		require.NoError(t, err)
		auto := bot.NewRandom(g.Seed)
		for n := 0; !m.Game().Over(); n++ {
			if want(m.Game().(*rk.Game)) {
				g.Autoplay = n
				return g
			}
			_, err := m.Apply(auto.Choose(m.Game()))
			require.NoError(t, err)
		}
	}
	require.FailNow(t, "no seed reaches the wanted position")
	return game{}
}

// TestSpacesSayWhyDuringAQuestion: in Tourism Time a click on an action space is not ignored
// silently: the rules say why nothing is placed now.
func TestSpacesSayWhyDuringAQuestion(t *testing.T) {
	g := reachable(t, 2, func(gm *rk.Game) bool { return gm.Decision() == rk.DecideTourism })
	r := newRun(t, g)
	require.True(t, r.settle())
	moves := r.tbl.Moves()
	r.click(centre(r.b.Where().SpaceRect(0)))
	r.redraw()
	text, warn := r.tbl.Toast()
	assert.Equal(t, rk.RuleWords(rk.RuleNotYourDecision), text)
	assert.True(t, warn)
	assert.Equal(t, moves, r.tbl.Moves(), "nothing is played")
}
