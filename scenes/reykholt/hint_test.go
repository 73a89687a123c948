package reykholt_test

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/input"
	"northtable/render"
	"northtable/rules"
	rk "northtable/rules/reykholt"
	"northtable/scenes/table/tabletest"
)

// askHint presses H and runs ticks until the hint's move is found, then draws it.
func (r *run) askHint() rules.Move {
	r.t.Helper()
	r.step(input.Frame{X: r.last.X, Y: r.last.Y, Actions: []input.Action{input.ActHint}}, false)
	for i := 0; i < 600 && r.tbl.HintMove() == nil; i++ {
		r.rest(false)
	}
	m := r.tbl.HintMove()
	require.NotNil(r.t, m, "the hint finds a move")
	r.redraw()
	return m
}

// assertHintWords checks a hint's prompt-bar words: "Hint: " and a sentence in plain words.
func assertHintWords(t *testing.T, text string) {
	t.Helper()
	tabletest.AssertHintWords(t, text, regexp.MustCompile(`rk\.|Player \d|space \d|GH\d|part \d`))
}

func TestHintMarksTheActionSpace(t *testing.T) {
	r := newRun(t, game{Players: 2, Seed: 21, Screenshot: true})
	require.True(t, r.settle())
	require.Equal(t, rk.DecidePlace, r.real().Decision())

	m := r.askHint()
	p, ok := m.(rk.Place)
	require.True(t, ok, "the first decision places a worker: %v", m)
	shown, marks := r.b.Where().Hint()
	assert.Equal(t, m, shown, "the board marks the hinted move")
	assert.Equal(t, []render.Rect{r.b.Where().SpaceRect(p.Space)}, marks, "the action space is marked")
	assertHintWords(t, r.tbl.HintText())
	assert.Equal(t, "Hint: place a worker on the marked action space ("+r.real().SpaceWords(p.Space)+").", r.tbl.HintText())
	r.shot("hint-place")

	r.perform(m, 0)
	r.settle()
	assert.Nil(t, r.tbl.HintMove(), "the move ends the hint")
	assert.Empty(t, r.tbl.HintText())
	shown, marks = r.b.Where().Hint()
	assert.Nil(t, shown, "no move marked")
	assert.Empty(t, marks, "no mark left on the board")
}

func TestHintOfEachBoardDecisionMarksItsTarget(t *testing.T) {
	// Each decision answered on the board (not by a prompt-bar button), reached by the random
	// game; the hint is shown as the shell shows it (ShowHint), for the first move on offer.
	cases := []struct {
		dec    rules.PromptKind
		target func(r *run, m rules.Move) render.Rect
		words  func(g *rk.Game, m rules.Move) string
	}{
		{rk.DecideSeed, func(r *run, m rules.Move) render.Rect {
			rc, _ := r.b.Where().GreenhouseRect(m.(rk.Seed).GH)
			return rc
		}, func(g *rk.Game, m rules.Move) string { return g.ChoiceLabel(m, m.(rk.Seed).GH) }},
		{rk.DecidePile, func(r *run, m rules.Move) render.Rect { return r.b.Where().PileRect(m.(rk.ChoosePile).Pile) },
			func(*rk.Game, rules.Move) string { return "take a greenhouse from the marked pile." }},
		{rk.DecideTakeCard, func(r *run, m rules.Move) render.Rect {
			rc, _ := r.b.Where().DisplayCardRect(m.(rk.ChooseCard).Card)
			return rc
		}, func(_ *rk.Game, m rules.Move) string { return rk.Cards[m.(rk.ChooseCard).Card].Name }},
		{rk.DecideChooseGoods, func(r *run, m rules.Move) render.Rect {
			for t, n := range m.(rk.SelectGoods).Goods {
				if n > 0 {
					rc, _ := r.b.Where().GoodRect(rk.Good(t))
					return rc
				}
			}
			return render.Rect{}
		}, func(_ *rk.Game, m rules.Move) string { return "take " + rk.GoodsWords(m.(rk.SelectGoods).Goods) }},
	}
	for _, c := range cases {
		t.Run(fmt.Sprint(c.dec), func(t *testing.T) {
			g := game{Players: 3, Seed: 31, Screenshot: true}
			g.Autoplay = autoplayUntil(t, g, 0, func(gm *rk.Game) bool { return gm.Decision() == c.dec })
			r := newRun(t, g)
			require.True(t, r.settle())
			m := r.real().Legal()[0]
			words, ok := r.b.ShowHint(m)
			require.True(t, ok, "the board marks %v", m)
			r.redraw()
			shown, marks := r.b.Where().Hint()
			assert.Equal(t, m, shown)
			assert.Contains(t, marks, c.target(r, m), "the move's target is marked")
			assertHintWords(t, "Hint: "+words)
			assert.Contains(t, strings.ToLower(words), strings.ToLower(c.words(r.real(), m)), "the move in the rules' words")
			r.shot("hint-" + strings.ToLower(fmt.Sprint(c.dec)))

			_, ok = r.b.ShowHint(nil)
			assert.False(t, ok)
			r.redraw()
			shown, marks = r.b.Where().Hint()
			assert.Nil(t, shown, "ShowHint(nil) takes the mark away")
			assert.Empty(t, marks)
		})
	}
}

func TestHintOfAPromptBarAnswerIsTheShells(t *testing.T) {
	g := game{Players: 2, Seed: 23, Screenshot: true}
	g.Autoplay = autoplayUntil(t, g, 0, func(gm *rk.Game) bool { return gm.Decision() == rk.DecideBranch })
	r := newRun(t, g)
	require.True(t, r.settle())

	m := r.askHint()
	_, isBranch := m.(rk.Branch)
	require.True(t, isBranch, "an OR is answered by a part: %v", m)
	shown, marks := r.b.Where().Hint()
	assert.Nil(t, shown, "the board marks nothing of its own")
	assert.Empty(t, marks)
	assertHintWords(t, r.tbl.HintText())
	assert.Contains(t, r.tbl.HintText(), "press “", "the shell names the prompt bar's button")
	r.shot("hint-branch")
}

func TestHintClosesAGreenhouseChoiceThatDoesNotLeadToIt(t *testing.T) {
	// Seeding with a greenhouse's choices open in the prompt bar: a hint for another greenhouse
	// closes them and marks the other one.
	g := game{Players: 2, Seed: 21, Screenshot: true}
	var open, other rk.GreenhouseID
	var m rules.Move
	g.Autoplay = autoplayUntil(t, g, 0, func(gm *rk.Game) bool {
		if gm.Decision() != rk.DecideSeed {
			return false
		}
		n := map[rk.GreenhouseID]int{}
		for _, x := range gm.Legal() {
			if sd, ok := x.(rk.Seed); ok {
				n[sd.GH]++
			}
		}
		open, other, m = rk.NoGreenhouse, rk.NoGreenhouse, nil
		for _, x := range gm.Legal() {
			if sd, ok := x.(rk.Seed); ok {
				switch {
				case open == rk.NoGreenhouse && n[sd.GH] > 1:
					open = sd.GH
				case other == rk.NoGreenhouse && sd.GH != open && open != rk.NoGreenhouse:
					other, m = sd.GH, x
				}
			}
		}
		return open != rk.NoGreenhouse && other != rk.NoGreenhouse
	})
	r := newRun(t, g)
	require.True(t, r.settle())
	rc, ok := r.b.Where().GreenhouseRect(open)
	require.True(t, ok)
	r.click(centre(rc))
	r.redraw()
	var first string // the label of the open greenhouse's first choice
	for _, x := range r.real().Legal() {
		if sd, ok := x.(rk.Seed); ok && sd.GH == open {
			first = r.real().ChoiceLabel(x, open)
			break
		}
	}
	_, shown := r.button(first, false)
	require.True(t, shown, "the greenhouse's choices are open: %q", r.labels())

	words, ok := r.b.ShowHint(m)
	require.True(t, ok, "the board marks %v", m)
	r.redraw()
	_, shown = r.button(first, false)
	assert.False(t, shown, "the open greenhouse's choices are closed: %q", r.labels())
	_, marks := r.b.Where().Hint()
	want, _ := r.b.Where().GreenhouseRect(other)
	assert.Equal(t, []render.Rect{want}, marks, "the other greenhouse is marked")
	assertHintWords(t, "Hint: "+words)
	assert.Contains(t, words, r.real().ChoiceLabel(m, other))
}

func TestHintOfAnAdvanceMarksTheBarOrTheGreenhouse(t *testing.T) {
	// Tourism Time with a payment from greenhouses (Farm to Table, set D) that two greenhouses
	// could make: the prompt bar offers one of them as it is, the shell's to mark; the other is
	// marked on its greenhouse.
	fromGH := func(gm *rk.Game) bool {
		if gm.Decision() != rk.DecideTourism {
			return false
		}
		seen := map[string]bool{} // two ways alike on the bar, from different greenhouses
		for _, m := range gm.Legal() {
			if a, ok := m.(rk.Advance); ok && a.FromGH[0] != rk.NoGreenhouse {
				l := gm.AdvanceLabel(a, rk.NoGreenhouse)
				if seen[l] {
					return true
				}
				seen[l] = true
			}
		}
		return false
	}
	var g game
	for seed := uint64(1); seed < 40 && g.Seed == 0; seed++ {
		try := game{Players: 2, Seed: seed, Set: "D", Screenshot: true}
		if n, ok := reaches(t, try, 0, fromGH); ok {
			g, g.Autoplay = try, n
		}
	}
	require.NotZero(t, g.Seed, "a random game pays an advance from a greenhouse")
	r := newRun(t, g)
	require.True(t, r.settle())
	seenBar, seenGH := false, false
	for _, m := range r.real().Legal() {
		a, ok := m.(rk.Advance)
		if !ok {
			continue
		}
		words, ok := r.b.ShowHint(m)
		r.redraw()
		_, marks := r.b.Where().Hint()
		if !ok { // the bar offers it as it is
			seenBar = true
			_, onBar := r.button(r.real().AdvanceLabel(a, rk.NoGreenhouse), false)
			assert.True(t, onBar, "%v is the prompt bar's: %q", m, r.labels())
			assert.Empty(t, marks)
			continue
		}
		seenGH = true
		require.NotEqual(t, rk.NoGreenhouse, a.FromGH[0], "%v", m)
		rc, _ := r.b.Where().GreenhouseRect(a.FromGH[0])
		assert.Equal(t, []render.Rect{rc}, marks, "the greenhouse it pays from")
		assert.Contains(t, words, "“"+r.real().ChoiceLabel(m, a.FromGH[0])+"”")
	}
	assert.True(t, seenBar || seenGH)
	assert.True(t, seenGH, "an advance paid from a greenhouse")
}
