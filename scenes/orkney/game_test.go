package orkney_test

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/input"
	"northtable/rules"
	"northtable/rules/bot"
	ork "northtable/rules/orkney"
	"northtable/rules/record"
	"northtable/scenes/orkney"
	"northtable/scenes/table"
)

// A whole game through the input is played once per player count (two and three players
// here); everything a player sees along the way is checked on that one playthrough at every
// position: the longships on the score track, the words of the prompt and status lines, and
// now and then the private box's fish.

// shipW is a longship's width on the score track, logical px.
const shipW = 30.0

// checkPosition checks what the board shows at a position where it takes input.
func checkPosition(t *testing.T, h *harness, moves int) {
	t.Helper()
	checkShips(t, h)
	for _, s := range []string{h.w.PromptText(), h.w.StatusText(), h.toast()} {
		assert.NotRegexp(t, coords, s, "move %d: no board coordinates in player texts", moves)
	}
	if g := h.real(); g.Decision() == ork.DecideAction && moves%7 == 0 {
		checkPrivateBox(t, h)
	}
}

// checkShips: every seat's longship stands on the track near its space, and no ship hides
// another: ships in one lane do not overlap, ships in two lanes show at least half.
func checkShips(t *testing.T, h *harness) {
	t.Helper()
	view := h.w.BoardView()
	n := h.real().Players()
	type ship struct{ x, y float64 }
	ships := make([]ship, n)
	for s := range ships {
		c, space := h.w.Ship(rules.Seat(s))
		ships[s] = ship{c.X, c.Y}
		sx, _ := space.Centre()
		assert.LessOrEqual(t, abs(c.X-sx), 2.5*space.W, "ship %d stays near its space", s)
		assert.True(t, c.X-shipW/2 >= view.X && c.X+shipW/2 <= view.Right(), "ship %d is on the track", s)
	}
	for i := range ships {
		for j := i + 1; j < n; j++ {
			dx := abs(ships[i].x - ships[j].x)
			if ships[i].y == ships[j].y {
				assert.GreaterOrEqual(t, dx, shipW-1e-9, "ships %d and %d in one lane do not overlap", i, j)
			} else {
				assert.GreaterOrEqual(t, dx, shipW/2-1e-9, "ships %d and %d show at least half", i, j)
			}
		}
	}
}

func abs(v float64) float64 {
	if v < 0 {
		return -v
	}
	return v
}

// checkPrivateBox opens the seat's private box with its button, checks the fish shown in it
// (every fish counted, each token inside the box above the sum line) and shuts it again; the
// game is untouched.
func checkPrivateBox(t *testing.T, h *harness) {
	t.Helper()
	hash := h.hash()
	h.clickButton(h.w.Button(orkney.TaskFishButton))
	box, fish, sumY, ok := h.w.PrivateBox()
	require.True(t, ok, "the button opens the private box")
	total := 0
	for _, f := range fish {
		assert.Less(t, f.At.Y+f.Size/2, sumY-2, "tokens end above the sum line")
		right := f.At.X + f.Size/2
		if f.Count > 0 {
			right += 40 // "×18"
			total += f.Count
		} else {
			total++
		}
		assert.True(t, box.Contains(f.At.X-f.Size/2, f.At.Y-f.Size/2), "the token is inside the box")
		assert.LessOrEqual(t, right, box.Right()-8, "inside the box")
	}
	assert.Equal(t, len(h.view().Player(h.view().ToMove()).FishValues), total, "every fish is shown")
	h.clickButton(h.w.Button(orkney.TaskFishButton))
	_, _, _, ok = h.w.PrivateBox()
	require.False(t, ok, "the button shuts it again")
	assert.Equal(t, hash, h.hash())
}

// pickMove picks a legal move at random, first its kind, like the random bot.
func pickMove(rng *rand.Rand, legal []rules.Move) rules.Move {
	kinds := map[reflect.Type][]rules.Move{}
	var order []reflect.Type
	for _, m := range legal {
		k := reflect.TypeOf(m)
		if _, ok := kinds[k]; !ok {
			order = append(order, k)
		}
		kinds[k] = append(kinds[k], m)
	}
	ms := kinds[order[rng.IntN(len(order))]]
	return ms[rng.IntN(len(ms))]
}

// A two-player hot-seat game from the task choice to the results, every move through the
// board's input.
func TestTwoPlayerGameThroughTheBoard(t *testing.T) {
	h := newHarness(t, game{Players: seats(2), Seed: 5})
	h.ctx.AnimSpeed = 0.5
	h.drawIdle = 8
	g := h.real()
	rng := rand.New(rand.NewPCG(5, 9))
	moves := 0
	seen := map[string]bool{}
	for h.idle() {
		require.Less(t, moves, 3000, "the game must end")
		checkPosition(t, h, moves)
		m := pickMove(rng, g.Legal())
		want := g.Copy()
		_, err := want.Apply(m)
		require.NoError(t, err)
		h.perform(m)
		require.Equal(t, want.Hash(), g.Hash(), "move %d %v was performed through the input path", moves, m)
		seen[reflect.TypeOf(m).Name()] = true
		moves++
	}
	require.True(t, g.Over())
	for i := 0; i < 5 && h.final == nil; i++ {
		h.rest()
	}
	require.NotNil(t, h.final, "the results screen was asked for")
	assert.Len(t, h.final.Result.Scores, 2)
	d, ok := h.final.Detail.(orkney.GameOverDetail)
	require.True(t, ok)
	require.Len(t, d.Seats, 2)
	for _, s := range d.Seats {
		assert.NotZero(t, s.Task, "every task is revealed")
	}
	assert.Contains(t, d.String(), "Ann", "the fish values line names the seats")
	for _, k := range []string{"ChooseTask", "PlaceTile", "EndTurn"} {
		assert.True(t, seen[k], "played a %s", k)
	}
	assert.Equal(t, "The game is over.", h.w.PromptText())
	t.Logf("%d moves, kinds %v, curtains %d, %d ticks", moves, seen, len(h.curtains), h.ticks)
	assert.GreaterOrEqual(t, len(h.curtains), 2+30, "a curtain before every task choice and turn")
}

// A complete three-player hot-seat game through the table shell's and the board's public
// surface: every move is chosen by a random bot from the viewer's View and performed as pointer
// and key input (orkneytest.Gestures), every change of seat raises the curtain, some decisions are
// undone with the Undo button or the undo key, and the end reaches OnGameOver. The recorded
// moves replayed on a bare game give the same final state.
func TestThreePlayerGameThroughTheShell(t *testing.T) {
	const seed = 11
	h := newHarness(t, game{Players: seats(3), Seed: seed, CheckCurtain: true})
	h.drawIdle = 8
	chooser := bot.NewRandom(seed + 1)

	var chosen []rules.Move // the moves performed and not undone, in order
	undone := map[string]int{}
	refused := false
	kinds := map[string]int{} // moves performed by kind, undone ones included
	for h.idle() {
		require.Less(t, len(chosen), 2000, "the game ends")
		view := h.tbl.View()
		require.Equal(t, h.tbl.Viewer(), view.ToMove(), "the board shows the seat to move")
		checkPosition(t, h, len(chosen))

		// A press of the undo key where the rules or the shell forbid it changes nothing and
		// says why.
		if ok, why := h.tbl.CanUndo(); !ok && h.tbl.Moves() > 0 && !refused {
			hash, n := h.hash(), h.tbl.Moves()
			h.key(input.ActUndo)
			assert.Equal(t, hash, h.hash(), "a refused undo keeps the game")
			assert.Equal(t, n, h.tbl.Moves())
			assert.Equal(t, why, h.toast())
			assert.True(t, h.toastWarns())
			refused = true
			require.True(t, h.idle())
		}

		m := chooser.Choose(view)
		require.NotNil(t, m)
		before, hBefore := h.tbl.Moves(), h.hash()
		h.perform(m)
		require.Equal(t, before+1, h.tbl.Moves(), "one move per gesture set: %v", m)
		require.Equal(t, m.String(), h.tbl.Match().Played()[before].String(), "the move performed is the move chosen")
		chosen = append(chosen, m)
		kinds[fmt.Sprintf("%T", m)]++

		// Undo at undoable points (a few of each way): the game is back where it was.
		if ok, _ := h.tbl.CanUndo(); ok && undone["button"]+undone["key"] < 6 {
			way := "button"
			if undone["button"] > undone["key"] {
				way = "key"
			}
			require.True(t, h.idle())
			if way == "button" {
				h.click(centre(table.UndoButton))
			} else {
				h.key(input.ActUndo)
			}
			require.Equal(t, before, h.tbl.Moves(), "undo (%s) takes back %v", way, m)
			require.Equal(t, hBefore, h.hash(), "undo (%s) restores the game before %v", way, m)
			chosen = chosen[:len(chosen)-1]
			undone[way]++
		}
	}

	require.NotNil(t, h.final, "the game reached OnGameOver")
	g := h.tbl.Match().Game()
	require.True(t, g.Over())
	t.Logf("%d moves through input, %d undone (%v), %d curtains, %d ticks", len(chosen), undone["button"]+undone["key"], undone, len(h.curtains), h.ticks)
	assert.Equal(t, len(chosen), h.tbl.Moves(), "every move came through input")
	assert.GreaterOrEqual(t, undone["button"], 1, "an undo through the Undo button")
	assert.GreaterOrEqual(t, undone["key"], 1, "an undo through the undo key")
	assert.True(t, refused, "a refused undo was tried")
	assert.Greater(t, len(h.curtains), 10, "a curtain before every other seat's turn")
	t.Logf("moves by kind: %v", kinds)
	for _, k := range []any{ork.ChooseTask{}, ork.PlaceTile{}, ork.Build{}, ork.PlaceRoute{}, ork.ExtraRoute{}, ork.Exchange{}, ork.Fish{}, ork.EndTurn{}} {
		assert.Positive(t, kinds[fmt.Sprintf("%T", k)], "a %T was performed through input", k)
	}

	// The same moves on a bare game give the same final state and result.
	bare, err := ork.Definition{}.NewGame(3, seed, nil)
	require.NoError(t, err)
	for i, m := range chosen {
		_, err := bare.Apply(m)
		require.NoError(t, err, "move %d (%v) on the bare game", i, m)
	}
	require.True(t, bare.Over())
	assert.Equal(t, bare.Hash(), g.Hash(), "final hash equals the replay of the moves made through input")
	replay, err := record.Replay(ork.Definition{}, h.tbl.Match().Record())
	require.NoError(t, err)
	assert.Equal(t, bare.Hash(), replay.Game().Hash(), "the record replays to the same game")

	assert.Equal(t, bare.Result(), h.final.Result, "OnGameOver hands over the rules' result")
	assert.Equal(t, seats(3), h.final.Seats)
	detail, ok := h.final.Detail.(orkney.GameOverDetail)
	require.True(t, ok, "the board's detail for the results screen")
	require.Len(t, detail.Seats, 3)
	for i, s := range detail.Seats {
		assert.Equal(t, seats(3)[i].Name, s.Name)
		assert.NotZero(t, s.Task, "every task is revealed")
	}
	ok, why := h.tbl.CanUndo()
	assert.False(t, ok)
	assert.Equal(t, "The game is over", why)
	assert.True(t, strings.HasPrefix(h.w.StatusText(), "Game over"))
}

// fisher plays for fish: it fishes whenever it may, else trades for cloth, else moves at random.
func fisher(g *ork.Game, r *bot.Random) rules.Move {
	var trade rules.Move
	for _, m := range g.Legal() {
		switch m := m.(type) {
		case ork.Fish:
			return m
		case ork.Exchange:
			if m.Get == ork.Cloth && trade == nil {
				trade = m
			}
		}
	}
	if trade != nil {
		return trade
	}
	return r.Choose(g)
}

// A seat with more fish than fit one token each (16) sees one token per value with its count,
// every fish counted, all inside the private box above its sum line.
func TestManyFishShowInThePrivateBox(t *testing.T) {
	var seed uint64
	var moves []rules.Move
	var g *ork.Game
	for seed = 1; seed < 200 && g == nil; seed++ {
		gm, err := ork.New(ork.Setup{Players: 2, Seed: seed})
		require.NoError(t, err)
		r := bot.NewRandom(seed)
		moves = moves[:0]
		for !gm.Over() {
			if gm.Player(gm.ToMove()).FishTokens > 16 {
				g = gm
				break
			}
			m := fisher(gm, r)
			_, err := gm.Apply(m)
			require.NoError(t, err)
			moves = append(moves, m)
		}
	}
	require.NotNil(t, g, "no fisher caught 17 fish")
	seed--
	h := newHarness(t, game{Players: seats(2), Seed: seed, Moves: moves})
	require.True(t, h.idle())
	checkPrivateBox(t, h)
	h.clickButton(h.w.Button(orkney.TaskFishButton))
	_, fish, _, ok := h.w.PrivateBox()
	require.True(t, ok)
	assert.Less(t, len(fish), g.Player(g.ToMove()).FishTokens, "tokens are grouped by value")
	for i, f := range fish {
		assert.Positive(t, f.Count, "token %d shows its count", i)
		if i > 0 {
			assert.Less(t, fish[i-1].Value, f.Value, "one token per value, in order")
		}
	}
	t.Logf("seed %d, %d moves, %d fish", seed, len(moves), g.Player(g.ToMove()).FishTokens)
}

func TestComputerSeatsPlayOnTheirOwn(t *testing.T) {
	players := seats(2)
	players[0].Bot, players[1].Bot = true, true
	h := newHarness(t, game{Players: players, Seed: 4})
	h.ctx.Instant = true
	h.drawEvery = 200
	for i := 0; i < 20000 && h.final == nil; i++ {
		h.step(input.Frame{X: 800, Y: 450})
	}
	require.NotNil(t, h.final, "the computer seats finished the game")
	assert.True(t, h.real().Over())
	assert.Empty(t, h.curtains, "no curtain for computer seats")
	assert.Equal(t, rules.Seat(-1), h.view().ToMove())
	assert.Equal(t, "The game is over.", h.w.PromptText())
}
