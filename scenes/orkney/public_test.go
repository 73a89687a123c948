package orkney_test

import (
	"fmt"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/input"
	"northtable/render"
	"northtable/rules"
	"northtable/rules/bot"
	ork "northtable/rules/orkney"
	"northtable/rules/record"
	"northtable/scenes/orkney"
	"northtable/scenes/scene"
	"northtable/scenes/table"
)

// publicTable drives the Orkney board inside the table shell through their exported surface
// only, the way the App does (scenes/app.go openTable): one Update of the table per tick with
// the tick's input frame fed through an input.Pointer, the table drawn as a scene, the privacy
// curtain lifted through ShowCurtain's callback and the game's end received by OnGameOver.
type publicTable struct {
	t      *testing.T
	seats  []scene.Seat
	tbl    *table.Table
	board  *orkney.Board
	ctx    scene.Context
	ptr    input.Pointer
	screen *ebiten.Image
	last   input.Frame

	curtainFor string // the seat the raised curtain waits for; "" when it is down
	lift       func() // lifts the raised curtain (ShowCurtain's then)
	curtains   int    // curtains raised
	final      *table.Final
	ticks      int
}

func newPublicTable(t *testing.T, seats []scene.Seat, seed uint64) *publicTable {
	t.Helper()
	fonts, err := render.NewFonts()
	require.NoError(t, err)
	atlas, err := render.NewAtlas()
	require.NoError(t, err)
	pt := &publicTable{t: t, seats: seats, screen: ebiten.NewImage(render.LogicalW, render.LogicalH)}
	cfg := table.Config{
		Def: ork.Definition{}, Title: "Orkney", Private: true, Rules: orkney.RulesSummary,
		Seats: seats,
		ShowCurtain: func(name string, then func()) {
			require.Nil(t, pt.lift, "one curtain at a time")
			pt.curtainFor, pt.lift = name, then
			pt.curtains++
		},
		OnGameOver: func(f table.Final) {
			require.Nil(t, pt.final, "the game ends once")
			pt.final = &f
		},
		OnMenu: func() { t.Error("the scripted game never leaves for the menu") },
	}
	m, err := record.Start(cfg.Def, table.NewSetup(seats, seed, nil))
	require.NoError(t, err)
	pt.tbl, err = table.New(cfg, m, 0, func(tb *table.Table) (table.Board, error) {
		b, err := orkney.NewBoard(tb)
		pt.board = b
		return b, err
	})
	require.NoError(t, err)
	require.NotNil(t, pt.board)
	pt.ctx = scene.Context{Atlas: atlas, Fonts: fonts, UI: render.NewUI(fonts, atlas), AnimSpeed: 1}
	pt.last = input.Frame{X: 800, Y: 450, Pinch: 1}
	return pt
}

// step runs one tick with frame f, as App.Update does, and draws every other tick.
func (pt *publicTable) step(f input.Frame) {
	pt.t.Helper()
	if f.Pinch == 0 {
		f.Pinch = 1
	}
	pt.ptr.Update(f)
	pt.ctx.Frame = f
	pt.ctx.Input = &pt.ptr
	pt.ctx.Tick++
	var s scene.Scene = pt.tbl
	require.NoError(pt.t, s.Update(&pt.ctx))
	if pt.ctx.Tick%2 == 0 {
		s.Draw(pt.screen)
	}
	pt.last = f
	pt.ticks++
}

// rest runs one tick with the pointer resting where it was.
func (pt *publicTable) rest() { pt.step(input.Frame{X: pt.last.X, Y: pt.last.Y}) }

// waitIdle runs resting ticks until the board takes input; false when the game ended first.
// A raised curtain is checked and lifted on the way.
func (pt *publicTable) waitIdle() bool {
	pt.t.Helper()
	for i := 0; i < 3000; i++ {
		if pt.lift != nil {
			pt.liftCurtain()
			continue
		}
		if pt.board.Idle() {
			return true
		}
		if pt.final != nil {
			return false
		}
		pt.rest()
	}
	require.FailNow(pt.t, "the board never took input again")
	return false
}

// liftCurtain checks the raised curtain, then lifts it the way the App's curtain does.
func (pt *publicTable) liftCurtain() {
	pt.t.Helper()
	g := pt.tbl.Match().Game()
	require.Equal(pt.t, pt.tbl.Name(g.ToMove()), pt.curtainFor, "the curtain names the seat to move")
	require.NotEqual(pt.t, g.ToMove(), pt.tbl.Viewer(), "the new seat's view is not shown before the curtain is lifted")
	n := pt.tbl.Moves()
	for range 3 {
		pt.rest()
		require.False(pt.t, pt.board.Idle(), "no input behind the curtain")
	}
	require.Equal(pt.t, n, pt.tbl.Moves(), "nothing is played behind the curtain")
	lift := pt.lift
	pt.lift, pt.curtainFor = nil, ""
	lift()
	assert.Equal(pt.t, g.ToMove(), pt.tbl.Viewer(), "the viewer changes once the curtain is lifted")
}

// perform plays m through the board's own controls: the gestures Board.Gestures gives, each fed
// once the board takes input.
func (pt *publicTable) perform(m rules.Move) {
	pt.t.Helper()
	gs, err := pt.board.Gestures(m)
	require.NoError(pt.t, err, "gestures for %v", m)
	require.NotEmpty(pt.t, gs)
	for i, g := range gs {
		if i > 0 {
			require.True(pt.t, pt.waitIdle(), "the board takes the rest of %v", m)
		}
		for _, f := range g {
			pt.step(f)
		}
	}
}

// click taps the centre of r.
func (pt *publicTable) click(r render.Rect) {
	x, y := r.Centre()
	pt.step(input.Frame{X: x, Y: y})
	pt.step(input.Frame{X: x, Y: y, Down: true})
	pt.step(input.Frame{X: x, Y: y})
}

// key presses the key of action a for one tick.
func (pt *publicTable) key(a input.Action) {
	pt.step(input.Frame{X: pt.last.X, Y: pt.last.Y, Actions: []input.Action{a}})
}

func (pt *publicTable) hash() [32]byte { return pt.tbl.Match().Game().Hash() }

// TestPublicScriptedGameThroughTheShell plays a complete three-player hot-seat game of Orkney
// through the table shell's and the board's public surface: every move is chosen by a random
// bot from the viewer's View and performed as pointer and key input (Board.Gestures), every
// change of seat raises the curtain, some decisions are undone with the Undo button or the
// undo key, and the end reaches OnGameOver. The recorded moves replayed on a bare game give
// the same final state.
func TestPublicScriptedGameThroughTheShell(t *testing.T) {
	const seed = 11
	seats := []scene.Seat{{Name: "Ann", Colour: 0}, {Name: "Bjørn", Colour: 1}, {Name: "Cait", Colour: 2}}
	pt := newPublicTable(t, seats, seed)
	chooser := bot.NewRandom(seed + 1)

	var chosen []rules.Move // the moves performed and not undone, in order
	undone := map[string]int{}
	refused := false
	kinds := map[string]int{} // moves performed by kind, undone ones included
	for pt.waitIdle() {
		require.Less(t, len(chosen), 2000, "the game ends")
		view := pt.tbl.View()
		seat := view.ToMove()
		require.Equal(t, pt.tbl.Viewer(), seat, "the board shows the seat to move")

		// A press of the undo key where the rules or the shell forbid it changes nothing and
		// says why.
		if ok, why := pt.tbl.CanUndo(); !ok && pt.tbl.Moves() > 0 && !refused {
			h, n := pt.hash(), pt.tbl.Moves()
			pt.key(input.ActUndo)
			assert.Equal(t, h, pt.hash(), "a refused undo keeps the game")
			assert.Equal(t, n, pt.tbl.Moves())
			text, warn := pt.tbl.Toast()
			assert.Equal(t, why, text)
			assert.True(t, warn)
			refused = true
			require.True(t, pt.waitIdle())
		}

		m := chooser.Choose(view)
		require.NotNil(t, m)
		before, hBefore := pt.tbl.Moves(), pt.hash()
		pt.perform(m)
		require.Equal(t, before+1, pt.tbl.Moves(), "one move per gesture set: %v", m)
		played := pt.tbl.Match().Played()
		require.Equal(t, m.String(), played[before].String(), "the move performed is the move chosen")
		chosen = append(chosen, m)
		kinds[fmt.Sprintf("%T", m)]++

		// Undo at undoable points (a few of each way): the game is back where it was.
		if ok, _ := pt.tbl.CanUndo(); ok && undone["button"]+undone["key"] < 6 {
			way := "button"
			if undone["button"] > undone["key"] {
				way = "key"
			}
			require.True(t, pt.waitIdle())
			if way == "button" {
				pt.click(table.UndoButton)
			} else {
				pt.key(input.ActUndo)
			}
			require.Equal(t, before, pt.tbl.Moves(), "undo (%s) takes back %v", way, m)
			require.Equal(t, hBefore, pt.hash(), "undo (%s) restores the game before %v", way, m)
			chosen = chosen[:len(chosen)-1]
			undone[way]++
		}
	}

	require.NotNil(t, pt.final, "the game reached OnGameOver")
	g := pt.tbl.Match().Game()
	require.True(t, g.Over())
	t.Logf("%d moves through input, %d undone (%v), %d curtains, %d ticks", len(chosen), undone["button"]+undone["key"], undone, pt.curtains, pt.ticks)
	assert.Equal(t, len(chosen), pt.tbl.Moves(), "every move came through input")
	assert.GreaterOrEqual(t, undone["button"], 1, "an undo through the Undo button")
	assert.GreaterOrEqual(t, undone["key"], 1, "an undo through the undo key")
	assert.True(t, refused, "a refused undo was tried")
	assert.Greater(t, pt.curtains, 10, "a curtain before every other seat's turn")
	t.Logf("moves by kind: %v", kinds)
	for _, k := range []any{ork.ChooseTask{}, ork.PlaceTile{}, ork.Build{}, ork.PlaceRoute{}, ork.ExtraRoute{}, ork.Exchange{}, ork.Fish{}, ork.EndTurn{}} {
		assert.Positive(t, kinds[fmt.Sprintf("%T", k)], "a %T was performed through input", k)
	}

	// The same moves on a bare game give the same final state and result.
	bare, err := ork.Definition{}.NewGame(len(seats), seed, nil)
	require.NoError(t, err)
	for i, m := range chosen {
		_, err := bare.Apply(m)
		require.NoError(t, err, "move %d (%v) on the bare game", i, m)
	}
	require.True(t, bare.Over())
	assert.Equal(t, bare.Hash(), g.Hash(), "final hash equals the replay of the moves made through input")
	replay, err := record.Replay(ork.Definition{}, pt.tbl.Match().Record())
	require.NoError(t, err)
	assert.Equal(t, bare.Hash(), replay.Game().Hash(), "the record replays to the same game")

	assert.Equal(t, bare.Result(), pt.final.Result, "OnGameOver hands over the rules' result")
	assert.Equal(t, seats, pt.final.Seats)
	detail, ok := pt.final.Detail.(orkney.GameOverDetail)
	require.True(t, ok, "the board's detail for the results screen")
	require.Len(t, detail.Seats, len(seats))
	for i, s := range detail.Seats {
		assert.Equal(t, seats[i].Name, s.Name)
	}
	ok, why := pt.tbl.CanUndo()
	assert.False(t, ok)
	assert.Equal(t, "The game is over", why)
}
