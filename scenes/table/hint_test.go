package table_test

import (
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/input"
	"northtable/render"
	"northtable/rules"
	"northtable/rules/bot"
	"northtable/scenes/table"
)

// askHint presses H with the search deciding within the tick (Instant), and returns the move
// the hint names.
func askHint(t *testing.T, r *rig) rules.Move {
	t.Helper()
	r.ctx.Instant = true
	r.step(input.Frame{X: 800, Y: 450, Actions: []input.Action{input.ActHint}})
	m := r.tbl.HintMove()
	require.NotNil(t, m, "the hint was found within the tick")
	return m
}

// A hint names a legal move of the viewer's, marked by the board with the board's words on the
// prompt bar; it is not played, the same position always gets the same hint, and the player's
// next move ends it.
func TestHintIsShownNotPlayedAndEndsWithTheNextMove(t *testing.T) {
	r := firstTurn(t, 3)
	r.b.hintWords = "place the tile on the marked spot."
	moves, hash := r.tbl.Moves(), r.game().Hash()
	m := askHint(t, r)
	assert.True(t, r.game().Allowed(m), "a legal move: %v", m)
	assert.Equal(t, rules.Seat(0), m.Seat(), "the viewer's own")
	assert.Equal(t, []rules.Move{m}, r.b.hints, "the board marks it")
	assert.Equal(t, "Hint: place the tile on the marked spot.", r.tbl.HintText())
	assert.Equal(t, moves, r.tbl.Moves(), "a hint is never played")
	assert.Equal(t, hash, r.game().Hash())

	again := firstTurn(t, 3)
	again.b.hintWords = "x"
	assert.Equal(t, m, askHint(t, again), "the same position gets the same hint")

	require.NoError(t, r.play(m))
	r.step(input.Frame{X: 800, Y: 450})
	assert.Nil(t, r.tbl.HintMove(), "the move ends the hint")
	assert.Empty(t, r.tbl.HintText())
	assert.Equal(t, []rules.Move{m, nil}, r.b.hints, "and the board's mark goes")
}

// A move the board has no target for is hinted on the prompt bar's button that plays it.
func TestHintNamesThePromptBarsButton(t *testing.T) {
	r := newRig(t, seats(2), 5, 0, nil, nil)
	require.True(t, r.idle())
	var choices []table.Choice
	for _, m := range r.game().Legal() {
		choices = append(choices, table.Choice{Label: "Keep " + m.String(), Move: m, Enabled: true})
	}
	r.b.bar = choices
	r.b.Show(r.tbl.View(), table.Change{Kind: table.Jumped})
	m := askHint(t, r)
	want := ""
	for _, c := range choices {
		if c.Move == m {
			want = "Hint: press “" + c.Label + "”."
		}
	}
	require.NotEmpty(t, want, "the hinted move is one of the bar's")
	assert.Equal(t, want, r.tbl.HintText())
}

// A hint is for the viewer's own decision: asked while a computer plays, it is refused in words.
func TestHintWaitsForTheViewersTurn(t *testing.T) {
	r := newRig(t, seats(2, 1), 3, 0, nil, nil, randomComputers)
	require.True(t, r.idle())
	require.NoError(t, r.play(r.game().Legal()[0])) // Ann's task: the computer is next
	r.step(input.Frame{X: 800, Y: 450, Actions: []input.Action{input.ActHint}})
	assert.Nil(t, r.tbl.HintMove())
	text, _ := r.tbl.Toast()
	assert.Equal(t, "A hint is for your own decision: wait for your turn.", text)
}

// A computer seat's search answers the move its search decides, whether it is asked to decide
// now or left to think off the game loop, and the seat tag says it is thinking meanwhile.
func TestComputerDecidesAsItsSearch(t *testing.T) {
	r := firstTurn(t, 7)
	view := r.game().View(0)
	cfg := bot.Config{Iterations: 150, Seed: 11}
	want, ok := bot.NewSearch(cfg).ThinkAt(view, r.tbl.Moves(), time.Hour)
	require.True(t, ok)

	now := table.NewSearchController(bot.NewSearch(cfg))
	m, ok := now.Think(view, r.tbl.Moves(), 0)
	require.True(t, ok)
	assert.Equal(t, want, m, "decided within the call")

	later := table.NewSearchController(bot.NewSearch(cfg))
	var got rules.Move
	require.Eventually(t, func() bool {
		got, ok = later.Think(view, r.tbl.Moves(), time.Millisecond)
		return ok
	}, 30*time.Second, time.Millisecond, "the search answers in time")
	assert.Equal(t, want, got, "decided off the game loop")
}

// A computer seat's header tag: "thinking…" while it is to move, else "computer"; a person's
// seat has none from the shell.
func TestSeatTagMarksAThinkingComputer(t *testing.T) {
	r := newRig(t, seats(2, 1), 3, 0, nil, nil, randomComputers)
	require.True(t, r.idle())
	_, _, ok := r.tbl.SeatTag(0)
	assert.False(t, ok, "a person's seat")
	tag, _, ok := r.tbl.SeatTag(1)
	require.True(t, ok)
	assert.Equal(t, "computer", tag)
	require.NoError(t, r.play(r.game().Legal()[0]))
	require.Equal(t, rules.Seat(1), r.game().ToMove())
	tag, _, _ = r.tbl.SeatTag(1)
	assert.Equal(t, "thinking…", tag)
	assert.True(t, r.tbl.Thinking(1))
}

// A move the board has no target for, offered in an answer list, is hinted on its answer, or
// on the group it is in ("open … and choose …").
func TestHintNamesTheAnswerListsAnswer(t *testing.T) {
	legal := firstTurn(t, 3).game().Legal()
	require.Greater(t, len(legal), 4)
	var set table.AnswerSet
	for i, m := range legal[:3] {
		set.Answers = append(set.Answers, table.Answer{Label: fmt.Sprintf("Place %d", i+1), Move: m, Enabled: true})
	}
	group := table.Answer{Label: "Other places…", Enabled: true}
	for i, m := range legal[3:] {
		group.More = append(group.More, table.Answer{Label: fmt.Sprintf("Place %d", i+4), Move: m, Enabled: true})
	}
	set.Answers = append(set.Answers, group)
	a := newAnswers(t, render.Rect{X: 1200, Y: 100, W: 380, H: 600}, set)
	m := askHint(t, a.r)
	i := slices.Index(legal, m)
	require.GreaterOrEqual(t, i, 0)
	want := fmt.Sprintf("Hint: choose “Place %d”.", i+1)
	if i >= 3 {
		want = fmt.Sprintf("Hint: open “Other places…” and choose “Place %d”.", i+1)
	}
	assert.Equal(t, want, a.r.tbl.HintText())
}

// The game menu pauses the table: a computer to move plays nothing while it is open, and plays
// on once it closes.
func TestComputersWaitWhileTheMenuIsOpen(t *testing.T) {
	r := newRig(t, seats(2, 1), 3, 0, nil, nil, randomComputers)
	require.True(t, r.idle())
	require.NoError(t, r.play(r.game().Legal()[0])) // the computer is next
	r.step(input.Frame{X: 800, Y: 450, Actions: []input.Action{input.ActBack}})
	require.True(t, r.tbl.MenuOpen())
	moves := r.tbl.Moves()
	for range 200 {
		r.step(input.Frame{X: 800, Y: 450})
	}
	assert.Equal(t, moves, r.tbl.Moves(), "nothing played behind the menu")
	r.step(input.Frame{X: 800, Y: 450, Actions: []input.Action{input.ActBack}})
	require.False(t, r.tbl.MenuOpen())
	require.True(t, r.idle())
	assert.Greater(t, r.tbl.Moves(), moves, "the computer played on")
}
