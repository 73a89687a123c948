package table_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/input"
	"northtable/render"
	"northtable/render/ebitentest"
	"northtable/rules"
	"northtable/rules/bot"
	rv "northtable/rules/reavers"
	"northtable/rules/record"
	"northtable/scenes/scene"
	"northtable/scenes/storage"
	"northtable/scenes/table"
)

// reaversRig is a table around a real Reavers of Midgard game (a game that says what its moves
// reveal, table.Revealer) with the fake board, its curtain held up until lifted.
func reaversRig(t *testing.T, ss []scene.Seat, seed uint64, screenshot bool) *rig {
	t.Helper()
	k := ebitentest.SharedKit(t)
	r := &rig{t: t, store: storage.NewMemory(), b: &fakeBoard{}}
	cfg := table.Config{
		Def: rv.Definition{}, Title: "Reavers of Midgard", Private: true, Seats: ss, Store: r.store, Screenshot: screenshot,
		ShowCurtain: func(name string, then func()) { r.curtains = append(r.curtains, name); r.lift = then },
		OnGameOver:  func(f table.Final) { r.final = &f },
	}
	m, err := record.Start(cfg.Def, table.NewSetup(ss, seed, nil))
	require.NoError(t, err)
	r.tbl, err = table.New(cfg, m, 0, func(tb *table.Table) (table.Board, error) {
		r.b.t = tb
		return r.b, nil
	})
	require.NoError(t, err)
	r.ctx = scene.Context{UI: render.NewUI(k.Fonts, k.Atlas), Fonts: k.Fonts, Atlas: k.Atlas, AnimSpeed: 1, Input: &r.p}
	return r
}

// bottom is the prompt bar's place on the boards (the bottom line), for the fake board's bar.
var bottom = render.Rect{X: 0, Y: 860, W: render.LogicalW, H: 40}

// playTurn plays seat's moves (the first legal one each time, through the board) until the
// decision leaves it; it returns the last move's hash before it was played.
func playTurn(r *rig, pick func(rules.Game) rules.Move) (before [32]byte) {
	r.t.Helper()
	seat := r.tbl.Match().Game().ToMove()
	for r.tbl.Match().Game().ToMove() == seat && !r.tbl.Holding() {
		require.True(r.t, r.idle(), "the board takes the seat's next move")
		g := r.tbl.Match().Game()
		before = g.Hash()
		require.NoError(r.t, r.play(pick(g)))
	}
	return before
}

// endTurnButton is the prompt bar's End turn as laid out now.
func endTurnButton(r *rig) (render.Control, bool) {
	r.tbl.SetBar(table.Bar{Rect: bottom, Text: r.tbl.Instruction("")})
	for _, c := range r.tbl.BarButtons() {
		if c.Label == table.EndTurnLabel {
			return c, true
		}
	}
	return render.Control{}, false
}

func first(g rules.Game) rules.Move { return g.Legal()[0] }

// A person's move that ends their turn keeps the board with them: no curtain, the viewer and
// the front seat theirs, the next seat to move; End turn comes to the prompt bar once the
// move's animations have played, and pressing it raises the curtain for the next player.
func TestAFinishedTurnWaitsForEndTurn(t *testing.T) {
	r := reaversRig(t, seats(2), 5, false)
	require.True(t, r.idle()) // the first curtain lifted
	playTurn(r, first)
	require.True(t, r.tbl.Holding(), "the turn's last move waits for End turn")
	assert.Equal(t, rules.Seat(1), r.tbl.Match().Game().ToMove())
	assert.Equal(t, rules.Seat(0), r.tbl.Viewer(), "the board stays with the player who moved")
	tu := r.tbl.Turn()
	assert.Equal(t, rules.Seat(0), tu.Front, "their things stay in front")
	assert.False(t, tu.Mine)
	assert.Equal(t, "Your turn is over. Press End turn, then pass the screen to Bjørn.", r.tbl.Instruction(""))
	assert.Len(t, r.curtains, 1, "no curtain yet (the first was the game's start)")

	require.True(t, r.tbl.Busy(), "the move animates")
	_, offered := endTurnButton(r)
	assert.False(t, offered, "End turn waits for the animations: the player sees what the move did")
	// A click where End turn will be lands the animations, and only that.
	const x0, y0 = 1540, 880
	click(r, x0, y0)
	assert.False(t, r.tbl.Busy(), "the click ended the show")
	assert.True(t, r.tbl.Holding(), "and did not end the turn")
	btn, offered := endTurnButton(r)
	require.True(t, offered, "then End turn is offered")
	assert.True(t, btn.Rect.Contains(x0, y0), "where the click was")
	assert.True(t, btn.Enabled)
	assert.Len(t, r.curtains, 1)

	x, y := btn.Rect.Centre()
	click(r, x, y)
	assert.False(t, r.tbl.Holding())
	r.step(input.Frame{X: x, Y: y})
	assert.Equal(t, []string{"Ann", "Bjørn"}, r.curtains, "End turn raises the curtain for the next player")
	require.True(t, r.idle())
	assert.Equal(t, rules.Seat(1), r.tbl.Viewer())
	assert.Equal(t, rules.Seat(1), r.tbl.Turn().Front)
}

// The move that ended a turn can be taken back until End turn is pressed when it showed
// nothing hidden: the game returns to the same hash, the save follows and the player decides
// again. One that rolled dice or revealed a card stays, and Undo says why in the rules' words.
// (Random turns are played until one of each kind has ended.)
func TestTheMoveThatEndedATurnCanBeTakenBackUnlessItRevealed(t *testing.T) {
	r := reaversRig(t, seats(2), 5, false)
	require.True(t, r.idle()) // the first curtain lifted
	b := bot.NewRandom(9)
	random := func(g rules.Game) rules.Move { return b.Choose(g) }
	var undone, refused bool
	for turns := 0; turns < 300 && !(undone && refused) && r.final == nil; turns++ {
		before := playTurn(r, random)
		if !r.tbl.Holding() {
			continue
		}
		ok, why := r.tbl.CanUndo()
		if r.tbl.Match().Game().(*rv.Game).Revealed() {
			assert.False(t, ok, "a turn-ending roll or card stays")
			assert.Equal(t, record.ReasonStays+"dice were rolled or a card was revealed", why)
			h := r.tbl.Match().Game().Hash()
			assert.Error(t, r.tbl.Undo())
			assert.Equal(t, h, r.tbl.Match().Game().Hash(), "nothing changed")
			assert.True(t, r.tbl.Holding(), "the turn still waits for End turn")
			refused = true
		} else if !undone {
			require.True(t, ok, why)
			seat, moves := r.tbl.Viewer(), r.tbl.Moves()
			r.step(input.Frame{X: 800, Y: 450, Actions: []input.Action{input.ActUndo}}) // Ctrl+Z or U
			assert.False(t, r.tbl.Holding(), "undone: the turn is the player's again")
			assert.Equal(t, before, r.tbl.Match().Game().Hash(), "undo leaves no trace")
			assert.Equal(t, moves-1, r.tbl.Moves())
			assert.Equal(t, table.Undone, r.b.shown[len(r.b.shown)-1].Kind)
			assert.Equal(t, seat, r.tbl.Match().Game().ToMove())
			saved, err := table.Load(r.store, rv.Definition{})
			require.NoError(t, err)
			assert.Equal(t, before, saved.Match.Game().Hash(), "the save follows the undo")
			require.True(t, r.idle(), "the player decides again")
			undone = true
			continue
		}
		for r.tbl.Busy() {
			r.step(input.Frame{X: 800, Y: 450})
		}
		r.step(input.Frame{X: 800, Y: 450, Actions: []input.Action{input.ActEndTurn}})
		require.False(t, r.tbl.Holding(), "E ends the turn")
	}
	assert.True(t, undone, "a turn ended by a move that revealed nothing")
	assert.True(t, refused, "a turn ended by a roll or a card")
}

// No turn waits where no curtain would rise: before a computer's turn, and in a screenshot (no
// curtain, every seat's view at once).
func TestNoTurnWaitsWithoutACurtain(t *testing.T) {
	r := reaversRig(t, seats(2, 1), 5, false)
	require.True(t, r.idle()) // the first curtain lifted
	playTurn(r, first)
	assert.False(t, r.tbl.Holding(), "the computer plays next: nothing to confirm")

	s := reaversRig(t, seats(2), 5, true)
	require.True(t, s.idle())
	playTurn(s, first)
	assert.False(t, s.tbl.Holding(), "a screenshot has no curtain")
	assert.Equal(t, rules.Seat(1), s.tbl.Viewer())
}

// The game menu works while a finished turn waits for End turn: its buttons take clicks, not
// the board parts drawn under it (which take presses for their hover looks while the viewer
// may not act, as now).
func TestTheMenuWorksWhileATurnWaitsForEndTurn(t *testing.T) {
	r := reaversRig(t, seats(2), 5, false)
	r.b.hover = true
	require.True(t, r.idle())
	playTurn(r, first)
	require.True(t, r.tbl.Holding())
	for i := 0; i < 400 && r.tbl.Busy(); i++ {
		r.step(input.Frame{X: 800, Y: 450})
	}
	r.step(input.Frame{X: 800, Y: 450, Actions: []input.Action{input.ActBack}})
	require.True(t, r.tbl.MenuOpen(), "Esc opens the menu")
	x, y := r.tbl.MenuChoice(table.MenuContinue).Centre()
	click(r, x, y)
	assert.False(t, r.tbl.MenuOpen(), "Continue closes it")
	assert.True(t, r.tbl.Holding(), "and the turn still waits")
}
