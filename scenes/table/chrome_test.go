package table_test

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/input"
	"northtable/render"
	ork "northtable/rules/orkney"
	"northtable/scenes/table"
)

// TestTurnTellsTheBoardWhetherTheViewerMayAct: the shell, not the board, says who is to move,
// whether the person at the screen may act, and the words for greyed controls and the prompt
// bar while they may not.
func TestTurnTellsTheBoardWhetherTheViewerMayAct(t *testing.T) {
	tests := []struct {
		name string
		rig  func(t *testing.T) *rig
		mine bool
		why  string
		wait string
	}{
		{"the viewer's own turn", func(t *testing.T) *rig { return firstTurn(t, 3) }, true, "", ""},
		{"a computer's turn", func(t *testing.T) *rig {
			r := newRig(t, seats(2, 1), 3, 0, nil, nil)
			require.True(t, r.idle())
			require.NoError(t, r.play(r.game().Legal()[0])) // Ann's task: Bjørn (computer) is next
			return r
		}, false, "Bjørn is playing", "Bjørn is thinking…"},
		{"the curtain is due", func(t *testing.T) *rig {
			r := newRig(t, seats(2), 3, 0, nil, nil)
			require.True(t, r.idle())
			require.NoError(t, r.play(r.game().Legal()[0])) // Ann's task: Bjørn, behind the curtain
			return r
		}, false, "Bjørn is playing", "Pass the screen to Bjørn."},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r := tc.rig(t)
			tu := r.tbl.Turn()
			assert.Equal(t, r.game().ToMove(), tu.Seat)
			assert.Equal(t, tc.mine, tu.Mine)
			assert.Equal(t, tc.why, tu.Why)
			assert.Equal(t, tc.wait, tu.Wait)
			if tc.mine {
				assert.Equal(t, r.game().Prompt().Text, r.tbl.Instruction(""), "the rules' prompt by default")
				assert.Equal(t, "Click a glowing island", r.tbl.Instruction("Click a glowing island"), "a board's refinement")
			} else {
				assert.Equal(t, tc.wait, r.tbl.Instruction("Click a glowing island"), "the wait words win")
			}
		})
	}
}

// chooser is a fake board that also takes the prompt bar's actions.
type chooser struct {
	fakeBoard
	chosen []int
}

func (b *chooser) Choose(a int) { b.chosen = append(b.chosen, a) }

// TestPromptBarPlaysItsChoices: the board hands the bar its choices as data; a click on an
// enabled move plays it through the shell, a disabled one says the words the board's Why gives
// (asked only then), an action goes back to the board.
func TestPromptBarPlaysItsChoices(t *testing.T) {
	r := firstTurn(t, 3)
	ch := &chooser{fakeBoard: fakeBoard{t: r.tbl}}
	r.tbl = rebindBoard(t, r, ch)
	legal := r.game().Legal()
	asked := 0
	bar := table.Bar{Rect: render.Rect{X: 0, Y: 860, W: 1600, H: 40}, Text: "Pick one", Choices: []table.Choice{
		{Label: "Play", Move: legal[0], Enabled: true},
		{Label: "Refused", Move: ork.EndTurn{By: 0}, Why: func() string { asked++; return "Not now — tiles first" }},
		{Label: "Clear", Action: 7, Enabled: true},
	}}
	r.tbl.SetBar(bar)
	r.step(input.Frame{X: 10, Y: 10}) // binds the kit; the bar is laid out
	btns := r.tbl.BarButtons()
	require.Len(t, btns, 3)
	assert.Equal(t, []string{"Clear", "Refused", "Play"}, []string{btns[0].Label, btns[1].Label, btns[2].Label}, "laid out from the right end")
	assert.Less(t, btns[2].Rect.X, btns[1].Rect.X)
	assert.Zero(t, asked, "no reason is worded before it is asked")

	click := func(c render.Control) {
		x, y := c.Rect.Centre()
		r.step(input.Frame{X: x, Y: y})
		r.step(input.Frame{X: x, Y: y, Down: true})
		r.step(input.Frame{X: x, Y: y})
	}
	click(btns[1])
	text, warn := r.tbl.Toast()
	assert.Equal(t, "Not now — tiles first", text)
	assert.True(t, warn)
	assert.Positive(t, asked)
	click(btns[0])
	assert.Equal(t, []int{7}, ch.chosen)
	before := r.tbl.Moves()
	click(btns[2])
	assert.Equal(t, before+1, r.tbl.Moves(), "the move was played through the shell")
	assert.Equal(t, legal[0], r.tbl.Match().Played()[before])
}

// TestPromptBarHoldsItsChoicesWhileTheAnimationsPlay: as the log and the answer list, the bar
// offers a decision's choices only once the animations that lead to it have played.
func TestPromptBarHoldsItsChoicesWhileTheAnimationsPlay(t *testing.T) {
	r := firstTurn(t, 3)
	r.tbl.SetBar(table.Bar{Rect: render.Rect{X: 0, Y: 860, W: 1600, H: 40}, Text: "Pick one",
		Choices: []table.Choice{{Label: "Play", Move: r.game().Legal()[0], Enabled: true}}})
	r.step(input.Frame{X: 10, Y: 10})
	require.Len(t, r.tbl.BarButtons(), 1)
	key := r.tbl.ChromeKey()
	r.tbl.Anims().Push(&ticks{left: 3})
	assert.Empty(t, r.tbl.BarButtons(), "no choice while the animation plays")
	assert.NotEqual(t, key, r.tbl.ChromeKey(), "a board's layer is drawn again")
	assert.Equal(t, "Pick one", r.tbl.BarText(), "the instruction stays")
	for i := 0; i < 10 && r.tbl.Busy(); i++ {
		r.step(input.Frame{X: 10, Y: 10})
	}
	require.False(t, r.tbl.Busy())
	assert.Len(t, r.tbl.BarButtons(), 1, "the choice once it has played")
}

// rebindBoard restarts the rig's table with board b in the same game.
func rebindBoard(t *testing.T, r *rig, b table.Board) *table.Table {
	t.Helper()
	tbl, err := table.New(table.Config{Def: ork.Definition{}, Title: "Orkney", Seats: seats(2)}, r.tbl.Match(), 0,
		func(*table.Table) (table.Board, error) { return b, nil })
	require.NoError(t, err)
	if c, ok := b.(*chooser); ok {
		c.t = tbl
	}
	r.tbl = tbl
	require.True(t, r.idle())
	return tbl
}

// TestLogPanelIsFilledByTheShell: the board only places the log; its lines are the shell's Log
// as the viewer may read it.
func TestLogPanelIsFilledByTheShell(t *testing.T) {
	r := firstTurn(t, 3)
	r.tbl.PlaceLog(render.Rect{X: 8, Y: 400, W: 304, H: 450})
	r.step(input.Frame{X: 10, Y: 10})
	rows := r.tbl.LogLines()
	require.NotEmpty(t, rows)
	lines := r.tbl.Log()
	assert.Contains(t, rows[len(rows)-1], lines[len(lines)-1].Text[:10], "the newest line is at the bottom")
	require.NoError(t, r.play(r.game().Legal()[0]))
	r.tbl.Anims().Push(&holdAnim{}) // as a board's animation of the move
	require.True(t, r.tbl.Busy())
	assert.Equal(t, rows, r.tbl.LogLines(), "a move's lines wait while its animations play")
	r.tbl.Skip()
	assert.Greater(t, len(r.tbl.LogLines()), len(rows), "a move's lines arrive without the board")
}

// holdAnim is a blocking animation that runs until it is skipped.
type holdAnim struct{}

func (*holdAnim) Update() bool           { return false }
func (*holdAnim) Draw(dst *ebiten.Image) {}
