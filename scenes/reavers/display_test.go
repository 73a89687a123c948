package reavers_test

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/input"
	"northtable/render"
	"northtable/rules"
	rv "northtable/rules/reavers"
	"northtable/scenes/reavers"
)

// takesStack reports whether the pending decision takes Reavers with a face-up stack among
// the answers and one face-up stack it may not take.
func takesStack(g *rv.Game, wantRefused bool) bool {
	if g.Decision() != rv.DecideTakeReavers {
		return false
	}
	stack, refused := false, false
	for i := 0; i < g.DisplaySize(rv.RecruitReavers); i++ {
		if g.Allowed(rv.Take{By: g.ToMove(), From: int8(i)}) {
			stack = true
		} else {
			refused = true
		}
	}
	return stack && (refused || !wantRefused)
}

// Only the legal targets glow: every thing on the displays that glows is chosen by legal
// moves of the pending decision, every legal Take has its thing, and the other stacks dim.
func TestOnlyLegalTargetsGlow(t *testing.T) {
	r := openAt(t, 3, func(g *rv.Game) bool { return takesStack(g, false) })
	g := r.real()
	legal := map[rules.Move]bool{}
	for _, m := range g.Legal() {
		legal[m] = true
		if _, ok := m.(rv.Take); ok {
			_, on := r.targetRect(m)
			assert.True(t, on, "%v has its thing on the displays", m)
		}
	}
	glowing := 0
	for _, tg := range r.b.Where().Targets() {
		for _, m := range tg.Moves {
			assert.True(t, legal[m], "%v is legal", m)
		}
		if len(tg.Moves) > 0 {
			glowing++
			assert.Contains(t, []rv.Location{rv.RecruitReavers}, tg.Loc, "only Recruit Reavers' stacks and deck are chosen now")
		}
		if tg.Loc == rv.RecruitReavers && tg.Pile == "" && len(tg.Moves) == 0 {
			assert.True(t, tg.Dimmed, "stack %d, not takeable, dims", tg.Index)
			assert.NotEmpty(t, tg.Reason)
		}
		if tg.Loc != rv.RecruitReavers {
			assert.False(t, tg.Dimmed, "%v is not chosen among now", tg.Loc)
		}
	}
	assert.Positive(t, glowing)
}

// A legal stack tapped on the Recruit display plays the move its panel button plays.
func TestLegalStackTappedPlaysItsMove(t *testing.T) {
	r := openAt(t, 3, func(g *rv.Game) bool { return takesStack(g, false) })
	var m rules.Move
	for _, x := range r.real().Legal() {
		if tk, ok := x.(rv.Take); ok && tk.From >= 0 {
			m = x
			break
		}
	}
	require.NotNil(t, m)
	want := r.real().Copy()
	_, err := want.Apply(m)
	require.NoError(t, err)
	rc, ok := r.targetRect(m)
	require.True(t, ok)
	before := r.tbl.Moves()
	r.click(centre(rc))
	require.Equal(t, before+1, r.tbl.Moves(), "the tap played a move")
	assert.Equal(t, want.Hash(), r.real().Hash(), "the tap played %v", m)
}

// A stack that may not be taken, tapped, is refused in the rules' words and nothing changes.
func TestIllegalStackTappedIsRefused(t *testing.T) {
	r := openAt(t, 3, func(g *rv.Game) bool { return takesStack(g, true) })
	var refused *reavers.Target
	tgs := r.b.Where().Targets()
	for i := range tgs {
		if tgs[i].Loc == rv.RecruitReavers && tgs[i].Pile == "" && tgs[i].Dimmed {
			refused = &tgs[i]
		}
	}
	require.NotNil(t, refused, "a stack that may not be taken")
	h, moves := r.real().Hash(), r.tbl.Moves()
	r.click(centre(refused.Rect))
	r.rest(true)
	assert.Equal(t, moves, r.tbl.Moves(), "no move was played")
	assert.Equal(t, h, r.real().Hash(), "the game did not change")
	text, warn := r.tbl.Toast()
	assert.True(t, warn)
	err := r.real().Check(rv.Take{By: r.real().ToMove(), From: int8(refused.Index)})
	require.Error(t, err)
	assert.Equal(t, rules.Explain(err), text, "the engine's refusal in words")
}

// A Recruit Reaver card says its Rally dice, Specialise ability and Leader bonus on hover.
func TestRecruitCardWordsOnHover(t *testing.T) {
	r := newRun(t, 3, 7, 30)
	require.True(t, r.settle())
	g := r.real()
	i := -1
	for s := 0; s < g.DisplaySize(rv.RecruitReavers); s++ {
		if g.Stack(s)[0] >= 0 {
			i = s
			break
		}
	}
	require.GreaterOrEqual(t, i, 0, "a face-up stack")
	card := rv.Reavers[g.Stack(i)[0]]
	rc, ok := placeRect(r, rv.RecruitReavers, i)
	require.True(t, ok)
	p := centre(render.Rect{X: rc.X, Y: rc.Y, W: rc.W, H: rc.H / 2}) // the upper card of the two
	for range render.TooltipDelay + 3 {
		r.step(input.Frame{X: p.X, Y: p.Y}, true)
	}
	tip := r.b.Where().DisplayTip()
	assert.Contains(t, tip, card.Name)
	assert.Contains(t, tip, "Rally:")
	assert.Contains(t, tip, "Specialised:")
	assert.Contains(t, tip, "Leader: "+rv.Clans[card.Clan].Text)
}

// A long-press on a card shows its words too (a finger has no hover).
func TestCardWordsOnLongPress(t *testing.T) {
	r := newRun(t, 2, 7, 30)
	require.True(t, r.settle())
	tgs := r.b.Where().Targets()
	var battle *reavers.Target
	for i := range tgs {
		if tgs[i].Loc == rv.BattleAtSea && tgs[i].Pile == "" && tgs[i].Index >= 0 {
			battle = &tgs[i]
			break
		}
	}
	require.NotNil(t, battle)
	b := rv.Battles[r.real().SeaBattle(battle.Index)]
	p := centre(battle.Rect)
	f := input.Frame{X: p.X, Y: p.Y, Down: true, Touch: true}
	for range input.LongPressTicks + 2 {
		r.step(f, true)
	}
	assert.Contains(t, r.b.Where().DisplayTip(), b.Name)
	assert.Contains(t, r.b.Where().DisplayTip(), "Defence")
}

// Every deck's draw and discard counts are drawn as the engine has them, for 2 to 4 players.
func TestDeckCountsDrawn(t *testing.T) {
	for n := 2; n <= 4; n++ {
		r := newRun(t, n, 5, 60)
		require.True(t, r.settle())
		r.rest(true)
		g := r.real()
		for d := rv.Deck(0); d < rv.NumDecks; d++ {
			draw, ok := r.b.Where().PileCount(d, false)
			require.True(t, ok, "%v deck drawn", d)
			assert.Equal(t, g.PileSize(d), draw, "%d players: %v deck", n, d)
			dis, ok := r.b.Where().PileCount(d, true)
			require.True(t, ok, "%v discard drawn", d)
			assert.Equal(t, g.DiscardSize(d), dis, "%d players: %v discard", n, d)
		}
	}
}

// peaceOrForce is a Peace of the pending Subdue decision whose stack may also be taken by
// Force (its stack then opens the Force-or-Peace chooser on a tap).
func peaceOrForce(g *rv.Game) (rv.Peace, bool) {
	if g.Decision() != rv.DecideSubdue {
		return rv.Peace{}, false
	}
	for _, m := range g.Legal() {
		if p, ok := m.(rv.Peace); ok && g.Allowed(rv.Force{By: p.By, Stack: p.Stack}) {
			return p, true
		}
	}
	return rv.Peace{}, false
}

// openChooser taps the stack of the position's peaceOrForce and returns that Peace.
func (r *run) openChooser() rv.Peace {
	r.t.Helper()
	peace, ok := peaceOrForce(r.real())
	require.True(r.t, ok)
	rc, ok := r.targetRect(peace)
	require.True(r.t, ok)
	r.click(centre(rc))
	r.rest(true)
	return peace
}

// Every decision that chooses a thing on the displays has each of its legal moves' things
// glowing, and a tap on the thing of one plays it: the deck for the top card, a Trade die or
// Prophecy, a Spoils pair, a Sea Battle, the Spoils deck of the teal Promote bonus.
func TestEveryDisplayChoiceTapped(t *testing.T) {
	for _, kind := range []rules.PromptKind{rv.DecideTakeSpoils, rv.DecideBattleTarget, rv.DecideTradeReward, rv.DecidePromoteDeck} {
		t.Run(string(kind), func(t *testing.T) {
			r := openAt(t, 4, func(g *rv.Game) bool { return g.Decision() == kind })
			legal := r.real().Legal()
			var on []rules.Move
			for _, m := range legal {
				if _, ok := r.targetRect(m); ok {
					on = append(on, m)
				}
			}
			require.NotEmpty(t, on, "the decision's answers are on the displays")
			m := on[len(on)-1] // the deck's top where it is offered last, else the last place
			want := r.real().Copy()
			_, err := want.Apply(m)
			require.NoError(t, err)
			rc, _ := r.targetRect(m)
			before := r.tbl.Moves()
			r.click(centre(rc))
			require.Equal(t, before+1, r.tbl.Moves(), "the tap on the thing of %v played it", m)
			assert.Equal(t, want.Hash(), r.real().Hash())
		})
	}
}

// A Recruit Reavers stack taken this round leaves an empty place: the display's own paper
// inside a faint dashed outline, not a blank card's solid frame.
func TestTakenStackIsAnEmptyPlace(t *testing.T) {
	taken := func(g *rv.Game) int {
		for i := 0; i < g.DisplaySize(rv.RecruitReavers); i++ {
			if st := g.Stack(i); st[0] < 0 && st[1] < 0 {
				return i
			}
		}
		return -1
	}
	r := openAt(t, 3, func(g *rv.Game) bool { return taken(g) >= 0 })
	i := taken(r.real())
	at, ok := placeRect(r, rv.RecruitReavers, i)
	require.True(t, ok, "the empty place still answers the pointer")
	img := r.shot()
	dark := func(x, y int) bool {
		c := img.RGBAAt(x, y)
		p := img.RGBAAt(int(at.X+at.W/2), int(at.Y+at.H/2))
		d := func(a, b uint8) int { return max(int(a)-int(b), int(b)-int(a)) }
		return d(c.R, p.R)+d(c.G, p.G)+d(c.B, p.B) > 24
	}
	inside := img.RGBAAt(int(at.X+at.W/2), int(at.Y+at.H/2))
	around := img.RGBAAt(int(at.X+at.W/2), int(at.Y)-3) // the gap above the place
	assert.InDelta(t, int(around.R)+int(around.G)+int(around.B), int(inside.R)+int(inside.G)+int(inside.B), 12, "no card is drawn in the place")
	x := int(at.X) + 3
	ink, turns := 0, 0
	for y := int(at.Y) + 4; y < int(at.Bottom())-4; y++ {
		if dark(x, y) {
			ink++
		}
		if dark(x, y) != dark(x, y+1) {
			turns++
		}
	}
	assert.Positive(t, ink, "an outline marks the place")
	assert.GreaterOrEqual(t, turns, 6, "the outline is dashed")
	r.keep("taken-stack")
}

// placeRect is place i of location l's display (a stack, a pair, a card) as laid out now; ok
// is false when the display shows no such place.
func placeRect(r *run, l rv.Location, i int) (render.Rect, bool) {
	for _, tg := range r.b.Where().Targets() {
		if tg.Loc == l && tg.Index == i && tg.Pile == "" {
			return tg.Rect, true
		}
	}
	return render.Rect{}, false
}

// targetRect is the thing on the displays legal move m chooses (a tap there plays it); false
// for a move chosen elsewhere.
func (r *run) targetRect(m rules.Move) (render.Rect, bool) {
	for _, tg := range r.b.Where().Targets() {
		if slices.Contains(tg.Moves, m) {
			return tg.Rect, true
		}
	}
	return render.Rect{}, false
}
