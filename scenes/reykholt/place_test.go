package reykholt_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/input"
	"northtable/render"
	"northtable/rules"
	rk "northtable/rules/reykholt"
	"northtable/scenes/table"
)

// space is the id of the space printed as code ("m1", "P4") on the game's board side.
func space(t *testing.T, g *rk.Game, code string) rk.SpaceID {
	t.Helper()
	for i, sp := range g.Side().Spaces() {
		if sp.ID == code {
			return rk.SpaceID(i)
		}
	}
	require.FailNow(t, "no space "+code)
	return 0
}

// plainWords checks a message shown to players: words, no rule codes or Go names.
func plainWords(t *testing.T, msg string) {
	t.Helper()
	require.NotEmpty(t, msg)
	for _, code := range []string{"§", "Err", "rule", "{", "reykholt"} {
		assert.NotContains(t, msg, code, "%q is plain words", msg)
	}
}

// A worker disc dragged from its owner's panel onto a glowing space resolves the space: the
// disc stands there and the player has what it gives (two tomatoes; a greenhouse from the
// random pile), both with the mouse and with a finger.
func TestDraggedWorkerResolvesTheSpace(t *testing.T) {
	r := newRun(t, game{Players: 2, Seed: 5})
	require.True(t, r.settle())
	g := r.real()
	ann := g.ToMove()
	m1 := space(t, g, "m1")
	require.NoError(t, g.Check(rk.Place{By: ann, Space: m1}))
	stock, home := g.Stock(ann), g.WorkersHome(ann)

	from, ok := r.b.Where().WorkerHome()
	require.True(t, ok, "a worker waits in the panel")
	to := centre(r.b.Where().SpaceRect(m1))
	r.step(input.Frame{X: from.X, Y: from.Y}, false)
	r.step(input.Frame{X: from.X, Y: from.Y, Down: true}, false)
	for i := 1; i <= 6; i++ {
		v := float64(i) / 6
		r.step(input.Frame{X: from.X + (to.X-from.X)*v, Y: from.Y + (to.Y-from.Y)*v, Down: true}, true)
	}
	assert.False(t, r.b.Still(), "the disc is in hand")
	assert.Equal(t, home, r.real().WorkersHome(ann), "nothing is placed before the drop")
	r.step(input.Frame{X: to.X, Y: to.Y}, true)

	seat, _ := r.real().Occupant(m1)
	assert.Equal(t, ann, seat, "the disc stands on the space")
	assert.Equal(t, home-1, r.real().WorkersHome(ann))
	stock[rk.Tomato] += 2
	assert.Equal(t, stock, r.real().Stock(ann), "the space's two tomatoes")
	assert.Empty(t, r.toast())

	// Bjørn's finger: the disc rides above the fingertip and drops where it is shown.
	require.True(t, r.settle())
	bj := r.real().ToMove()
	require.NotEqual(t, ann, bj)
	p3 := space(t, r.real(), "p3")
	owned := len(r.real().Owned(bj))
	from, ok = r.b.Where().WorkerHome()
	require.True(t, ok)
	r.drag(from, centre(r.b.Where().SpaceRect(p3)), true)
	seat, _ = r.real().Occupant(p3)
	assert.Equal(t, bj, seat)
	assert.Len(t, r.real().Owned(bj), owned+1, "a greenhouse from the random pile")
}

// A drop on a dimmed space changes nothing: the disc goes home and the toast says why in plain
// words (the same words a click on the space gives). A drop off the board is no move at all.
func TestDropOnADimmedSpaceIsRefused(t *testing.T) {
	r := newRun(t, game{Players: 2, Seed: 5})
	require.True(t, r.settle())
	m1 := space(t, r.real(), "m1")
	r.perform(rk.Place{By: r.real().ToMove(), Space: m1}, 0)
	require.True(t, r.settle())

	g := r.real()
	bj := g.ToMove()
	why := rules.Explain(g.Check(rk.Place{By: bj, Space: m1}))
	require.NotEmpty(t, why, "m1 is taken")
	plainWords(t, why)
	hash, home := g.Hash(), g.WorkersHome(bj)
	from, ok := r.b.Where().WorkerHome()
	require.True(t, ok)
	r.drag(from, centre(r.b.Where().SpaceRect(m1)), false)
	assert.Equal(t, hash, r.real().Hash(), "nothing changed")
	assert.Equal(t, home, r.real().WorkersHome(bj))
	text, warn := r.tbl.Toast()
	assert.Equal(t, why, text, "the toast gives the rules' reason")
	assert.True(t, warn)
	back, ok := r.b.Where().WorkerHome()
	assert.True(t, ok)
	assert.Equal(t, from, back, "the disc is home again")
	r.shot("refused-drop")

	r.waitToast()
	r.click(centre(r.b.Where().SpaceRect(m1)))
	assert.Equal(t, why, r.toast(), "a click on the dimmed space says the same")
	assert.Equal(t, hash, r.real().Hash())

	// Off the board: no move, nothing said.
	r.waitToast()
	r.drag(from, render.Point{X: 1300, Y: 700}, false)
	assert.Equal(t, hash, r.real().Hash())
	assert.Empty(t, r.toast())
}

// The flag of a column limits the player to one of its flagged spaces a round: the second is
// dimmed with the flag's reason.
func TestFlagLimitDimsTheColumn(t *testing.T) {
	g := game{Players: 2, Seed: 8}
	r := newRun(t, g)
	require.True(t, r.settle())
	ann := r.real().ToMove()
	t1, t2 := space(t, r.real(), "t1"), space(t, r.real(), "t2")
	r.perform(rk.Place{By: ann, Space: t1}, 0)
	for r.settle() && r.real().ToMove() == ann {
		r.perform(r.real().Legal()[0], 0) // the card it gives
	}
	require.True(t, r.settle())
	r.perform(rk.Place{By: r.real().ToMove(), Space: space(t, r.real(), "m2")}, 0)
	require.True(t, r.settle())
	require.Equal(t, ann, r.real().ToMove())
	why := rules.Explain(r.real().Check(rk.Place{By: ann, Space: t2}))
	require.NotEmpty(t, why)
	plainWords(t, why)
	hash := r.real().Hash()
	from, ok := r.b.Where().WorkerHome()
	require.True(t, ok)
	r.drag(from, centre(r.b.Where().SpaceRect(t2)), true)
	assert.Equal(t, hash, r.real().Hash())
	assert.Equal(t, why, r.toast())
}

// p1 on the small board takes from the 3- or the 4-parcel pile: the two piles glow and a click
// on one answers; a click on another pile says why not.
func TestPileChoiceByClickingThePile(t *testing.T) {
	r := newRun(t, game{Players: 2, Seed: 5})
	require.True(t, r.settle())
	ann := r.real().ToMove()
	r.perform(rk.Place{By: ann, Space: space(t, r.real(), "p1")}, 3)
	require.True(t, r.settle())
	g := r.real()
	require.Equal(t, rk.DecidePile, g.Decision())
	assert.Contains(t, r.b.Where().PromptText(), "Ann")
	r.shot("pile-choice")

	hash := g.Hash()
	r.click(centre(r.b.Where().PileRect(rk.Pile5)))
	assert.Equal(t, hash, r.real().Hash(), "the 5-parcel pile is not offered")
	why := rules.Explain(g.Check(rk.ChoosePile{By: ann, Pile: rk.Pile5}))
	assert.Equal(t, why, r.toast())
	plainWords(t, why)

	top, _ := g.Top(rk.Pile4)
	r.click(centre(r.b.Where().PileRect(rk.Pile4)))
	assert.Contains(t, r.real().Owned(ann), top, "the 4-parcel pile's top is Ann's")
}

// F4/f4 "seed 1 time and harvest 1 time, in either order": the order is chosen with the prompt
// bar's buttons, then the glowing greenhouses are clicked (a greenhouse that allows several
// goods asks which in the prompt bar).
func TestSeedAndHarvestAnsweredOnTheBoard(t *testing.T) {
	g := game{Players: 2, Seed: 3}
	var f4 rk.SpaceID
	g.Autoplay = autoplayUntil(t, g, 0, func(gm *rk.Game) bool {
		f4 = space(t, gm, "f4")
		if gm.Decision() != rk.DecidePlace || gm.Check(rk.Place{By: gm.ToMove(), Space: f4}) != nil {
			return false
		}
		c := gm.Copy()
		_, err := c.Apply(rk.Place{By: gm.ToMove(), Space: f4})
		return err == nil && c.Decision() == rk.DecideAction
	})
	r := newRun(t, g)
	require.True(t, r.settle())
	s := r.real().ToMove()
	r.perform(rk.Place{By: s, Space: f4}, 0)
	require.True(t, r.settle())
	require.Equal(t, rk.DecideAction, r.real().Decision())
	parts := r.real().Parts()
	require.Len(t, parts, 2)
	for _, p := range parts {
		_, ok := r.button(p, false)
		assert.True(t, ok, "the prompt bar offers %q; it shows %q", p, r.labels())
	}
	r.shot("seed-and-harvest")

	// The first part the rules allow, then its greenhouse, then the other part.
	for r.settle() && r.real().ToMove() == s && r.real().Decision() != rk.DecidePlace {
		var m rules.Move
		for _, x := range r.real().Legal() {
			if _, seed := x.(rk.Seed); seed && len(r.real().Legal()) > 1 {
				m = x // a seeding with a choice, when there is one
				break
			}
		}
		if m == nil {
			m = r.real().Legal()[0]
		}
		if _, ok := m.(rk.Seed); ok {
			r.shot("seed-choice-open")
		}
		r.perform(m, 1)
	}
	assert.NotEqual(t, s, r.real().ToMove(), "the space is done")
	t.Logf("played: %v", r.played)
	assert.Positive(t, r.played["Resolve"])
}

// Seeding a greenhouse that allows more than one of the goods in stock: a click on it opens
// its choices in the prompt bar, the space is named in the prompt, Esc closes the choices.
func TestSeedingChoiceInThePromptBar(t *testing.T) {
	g, gh := seedChoiceGame(t)
	r := newRun(t, g)
	require.True(t, r.settle())
	var choices []string
	var want rk.Seed
	for _, m := range r.real().Legal() {
		if sd, ok := m.(rk.Seed); ok && sd.GH == gh {
			choices = append(choices, "Seed "+sd.Good.Plural())
			want = sd
		}
	}
	hash := r.real().Hash()
	rc, ok := r.b.Where().GreenhouseRect(gh)
	require.True(t, ok)
	r.click(centre(rc))
	r.redraw()
	assert.Equal(t, hash, r.real().Hash(), "a greenhouse with a choice asks first")
	for _, c := range choices {
		_, ok := r.button(c, false)
		assert.True(t, ok, "%q offered; the bar shows %q", c, r.labels())
	}
	assert.Contains(t, r.b.Where().PromptText(), "greenhouse")
	r.shot("seeding-choice")

	r.step(input.Frame{X: r.last.X, Y: r.last.Y, Actions: []input.Action{input.ActBack}}, true)
	assert.False(t, r.tbl.MenuOpen(), "Esc closes the choice, not the game")
	for _, c := range choices {
		_, ok := r.button(c, false)
		assert.False(t, ok, "%q gone after Esc", c)
	}
	r.click(centre(rc))
	r.redraw()
	r.clickButton("Seed "+want.Good.Plural(), false)
	assert.NotEqual(t, hash, r.real().Hash())
	c := r.real().Contents(gh)
	assert.Positive(t, c[want.Good], "the greenhouse is seeded with %s", want.Good.Plural())
}

// Undo in the top bar takes back a placement whose sub-choice is still open: the position is
// the one before the drag. A placement that finished the turn cannot be taken back: Undo says
// why and changes nothing.
func TestUndoAfterAPlacement(t *testing.T) {
	r := newRun(t, game{Players: 2, Seed: 5})
	require.True(t, r.settle())
	g := r.real()
	ann := g.ToMove()
	before := g.Hash()
	r.perform(rk.Place{By: ann, Space: space(t, g, "p1")}, 0)
	require.True(t, r.settle())
	require.Equal(t, rk.DecidePile, r.real().Decision(), "the pile is still to choose")
	require.NotEqual(t, before, r.real().Hash())
	ok, why := r.tbl.CanUndo()
	require.True(t, ok, why)

	r.click(centre(table.UndoButton))
	require.True(t, r.settle())
	assert.Equal(t, before, r.real().Hash(), "Undo restores the position before the placement")
	assert.Equal(t, rk.DecidePlace, r.real().Decision())
	seat, _ := r.real().Occupant(space(t, r.real(), "p1"))
	assert.Equal(t, rules.NoSeat, seat, "the disc is home")
	_, home := r.b.Where().WorkerHome()
	assert.True(t, home)

	// The keyboard's U after the placement does the same.
	r.perform(rk.Place{By: ann, Space: space(t, r.real(), "p1")}, 2)
	require.True(t, r.settle())
	r.step(input.Frame{X: r.last.X, Y: r.last.Y, Actions: []input.Action{input.ActUndo}}, true)
	require.True(t, r.settle())
	assert.Equal(t, before, r.real().Hash())

	// m1 finishes Ann's turn: final. Undo is greyed out with the reason; U says it.
	r.perform(rk.Place{By: ann, Space: space(t, r.real(), "m1")}, 0)
	require.True(t, r.settle())
	after := r.real().Hash()
	ok, why = r.tbl.CanUndo()
	require.False(t, ok)
	plainWords(t, why)
	r.click(centre(table.UndoButton))
	assert.Equal(t, after, r.real().Hash(), "a finished turn stays")
	r.step(input.Frame{X: r.last.X, Y: r.last.Y, Actions: []input.Action{input.ActUndo}}, true)
	assert.Equal(t, after, r.real().Hash())
	assert.Equal(t, why, r.toast())
}

// Farm to Table (D5) pays demanded goods from greenhouses: ways of paying that differ only in
// which greenhouses give the goods read the same in the prompt bar, so each greenhouse that
// can give offers its own. Every legal payment of such a position is made through the board.
func TestEveryFarmToTablePaymentCanBeMade(t *testing.T) {
	g := game{Players: 1, Seed: 13, Set: "D"}
	g.Autoplay = autoplayUntil(t, g, 0, func(gm *rk.Game) bool {
		seen := map[string]bool{}
		for _, m := range gm.Legal() {
			if a, ok := m.(rk.Advance); ok {
				l := advanceWords(gm, a)
				if seen[l] {
					return true
				}
				seen[l] = true
			}
		}
		return false
	})
	probe := newRun(t, g)
	require.True(t, probe.settle())
	var advances []rk.Advance
	for _, m := range probe.real().Legal() {
		if a, ok := m.(rk.Advance); ok {
			advances = append(advances, a)
		}
	}
	require.Greater(t, len(advances), 2)
	for i, a := range advances {
		r := probe
		if i > 0 {
			r = newRun(t, g)
			require.True(t, r.settle())
		}
		r.perform(a, 0)
		if i == 0 {
			r.shot("tourism-after-advance")
		}
	}
	t.Logf("%d payments: %v", len(advances), advances)
}

// seedChoiceGame is a 2-player game played to the first seeding whose greenhouse allows more
// than one of the goods in stock, and that greenhouse: a click on it asks which good.
func seedChoiceGame(t *testing.T) (game, rk.GreenhouseID) {
	t.Helper()
	g := game{Players: 2, Seed: 9}
	var gh rk.GreenhouseID
	g.Autoplay = autoplayUntil(t, g, 0, func(gm *rk.Game) bool {
		if gm.Decision() != rk.DecideSeed {
			return false
		}
		n := map[rk.GreenhouseID]int{}
		for _, m := range gm.Legal() {
			if sd, ok := m.(rk.Seed); ok {
				n[sd.GH]++
				if n[sd.GH] > 1 {
					gh = sd.GH
					return true
				}
			}
		}
		return false
	})
	return g, gh
}
