package reavers_test

import (
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/input"
	"northtable/render"
	"northtable/rules"
	rv "northtable/rules/reavers"
	"northtable/scenes/reavers"
	"northtable/scenes/table/tabletest"
)

// askHint presses H with the animations off (the hint is then decided within the tick) and
// runs ticks until the hint's move is found, then draws it.
func (r *run) askHint() rules.Move {
	r.t.Helper()
	r.ctx.Instant = true
	r.step(input.Frame{X: r.last.X, Y: r.last.Y, Actions: []input.Action{input.ActHint}}, false)
	for i := 0; i < 600 && r.tbl.HintMove() == nil; i++ {
		r.rest(false)
	}
	m := r.tbl.HintMove()
	require.NotNil(r.t, m, "the hint finds a move")
	r.rest(true)
	return m
}

// save writes the full-size screen as reavers-NAME.png under NORTHTABLE_SHOTS, when set.
func (r *run) save(name string) {
	r.t.Helper()
	if os.Getenv("NORTHTABLE_SHOTS") == "" {
		return // no picture wanted: no read-back either
	}
	tabletest.Shoot(r.t, "reavers-"+name, r.shot())
}

// assertHintWords checks a hint's prompt-bar words: "Hint: " and a sentence in plain words.
func assertHintWords(t *testing.T, text string) {
	t.Helper()
	tabletest.AssertHintWords(t, text, regexp.MustCompile(`rv\.|Player \d|Loc|From|Index|Stack \d`))
}

func TestHintMarksTheLocationToSendTheLongshipTo(t *testing.T) {
	r := openAt(t, 2, func(g *rv.Game) bool { return g.Decision() == rv.DecideSelect })
	m := r.askHint()
	sel, ok := m.(rv.SelectLocation)
	require.True(t, ok, "selecting, the hint selects a location: %v", m)
	shown, marks := r.b.Where().Hint()
	assert.Equal(t, m, shown, "the board marks the hinted move")
	loc := r.b.Where().Locations().LocationRect(int(sel.Loc))
	assert.Equal(t, []render.Rect{loc}, marks, "the location is marked")
	assertHintWords(t, r.tbl.HintText())
	assert.Equal(t, "Hint: "+rv.SendWords(false, sel.Loc)+", the marked location.", r.tbl.HintText())
	r.save("hint-select")

	r.click(centre(loc))
	require.True(t, r.settle())
	assert.Nil(t, r.tbl.HintMove(), "the move ends the hint")
	assert.Empty(t, r.tbl.HintText())
	shown, marks = r.b.Where().Hint()
	assert.Nil(t, shown, "no move marked")
	assert.Empty(t, marks, "no mark left on the board")
}

func TestHintOfAChoiceOnTheDisplaysMarksItsSpot(t *testing.T) {
	for _, dec := range []rules.PromptKind{rv.DecideTakeReavers, rv.DecideBattleTarget, rv.DecideTradeReward, rv.DecideSubdue} {
		t.Run(string(dec), func(t *testing.T) {
			r := openAt(t, 3, func(g *rv.Game) bool { return g.Decision() == dec })
			// the first move a tap on its spot makes (a payment the tap does not suggest is
			// the decision panel's, whose answer the shell marks)
			var tg reavers.Target
			var m rules.Move
			var words string
		find:
			for _, x := range r.b.Where().Targets() {
				for _, c := range x.Moves {
					if w, ok := r.b.ShowHint(c); ok {
						tg, m, words = x, c, w
						break find
					}
				}
			}
			require.NotNil(t, m, "a spot takes a move")
			r.rest(true)
			shown, marks := r.b.Where().Hint()
			assert.Equal(t, m, shown)
			assert.Equal(t, []render.Rect{tg.Rect}, marks, "the spot is marked")
			assertHintWords(t, "Hint: "+words)
			assert.Contains(t, words, "“"+r.real().Label(m)+"”", "the move in the rules' words")
			r.save("hint-" + strings.ToLower(string(dec)))

			_, ok := r.b.ShowHint(nil)
			assert.False(t, ok)
			r.rest(true)
			shown, marks = r.b.Where().Hint()
			assert.Nil(t, shown, "ShowHint(nil) takes the mark away")
			assert.Empty(t, marks)
		})
	}
}

func TestHintOfAPanelAnswerSaysItsWords(t *testing.T) {
	// Activate or Rest: answered on the decision panel, whose answer the answer list marks;
	// the board rings nothing of its own, and the words name the answer, a die's too (its
	// button shows the die, not words).
	r := openAt(t, 2, func(g *rv.Game) bool { return g.Decision() == rv.DecideActivate })
	m := r.askHint()
	_, marks := r.b.Where().Hint()
	assert.Empty(t, marks, "the board rings nothing of its own for %v", m)
	assertHintWords(t, r.tbl.HintText())
	assert.Contains(t, r.tbl.HintText(), "“"+r.real().Label(m)+"”", "the answer in the rules' words")
	r.save("hint-activate")
}

func TestHintOfADiscardMarksTheDieOnTheTray(t *testing.T) {
	r := openAt(t, 2, func(g *rv.Game) bool { return g.Decision() == rv.DecideCapacity && hasMove[rv.DiscardDie](g) })
	var m rv.DiscardDie
	for _, x := range r.real().Legal() {
		if d, ok := x.(rv.DiscardDie); ok {
			m = d
			break
		}
	}
	words, ok := r.b.ShowHint(m)
	require.True(t, ok, "the board marks %v", m)
	r.rest(true)
	shown, marks := r.b.Where().Hint()
	assert.Equal(t, rules.Move(m), shown)
	require.Len(t, marks, 1, "one die of the kind is marked")
	tray := r.b.Where().Seats().Tray(m.By)
	var want []render.Rect
	for i, d := range tray.Dice() {
		if rc, ok := tray.DieRect(i); ok && d.Sprite == render.CrewDieSprites[m.Colour][m.Face] {
			want = append(want, rc)
		}
	}
	assert.Contains(t, want, marks[0], "a die of the kind to discard")
	assertHintWords(t, "Hint: "+words)
	assert.Contains(t, words, strings.ToLower(r.real().Label(m)[:1])+r.real().Label(m)[1:])
	r.save("hint-discard")
}

func TestHintClosesTheGloryPileOverTheBoard(t *testing.T) {
	r := openAt(t, 2, func(g *rv.Game) bool { return g.Decision() == rv.DecideSelect })
	r.click(centre(r.b.Where().Seats().PileChipRect(r.tbl.Viewer())))
	r.rest(true)
	_, _, open := r.b.Where().Seats().PileOpen()
	require.True(t, open, "the Glory pile's listing is open")

	m := r.askHint()
	_, _, open = r.b.Where().Seats().PileOpen()
	assert.False(t, open, "the hint closes what lies over the board")
	shown, marks := r.b.Where().Hint()
	assert.Equal(t, m, shown)
	assert.NotEmpty(t, marks)
}
