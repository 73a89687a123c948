package orkney_test

import (
	"math"
	"northtable/scenes/orkney"
	"northtable/scenes/orkney/orkneytest"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/input"
	"northtable/render"
	"northtable/rules"
	"northtable/rules/bot"
	ork "northtable/rules/orkney"
	"northtable/scenes/table"
)

// placingAfter is the first move count, from n on, after which the random autoplay of this
// game is at a tile placement.
func placingAfter(t testing.TB, players int, seed uint64, n int) int {
	return movesUntil(t, players, seed, n, placing)
}

// The golden moments a reviewer wants to see, each compared with its golden image: a mid-game
// and a late board, a tile being dragged (legal cells glowing, the ghost marked), the task
// choice, build mode, the two popups.

// A mid-game three-player board: islands, routes, buildings, fish, the score track.
func TestGoldenBoard(t *testing.T) {
	h := newHarness(t, game{Players: seats(3), Seed: 3, Autoplay: 60, Screenshot: true})
	h.rest()
	h.golden(t, "board")
}

// A late four-player board: most tiles down, the layout zoomed out to fit.
func TestGoldenLateBoard(t *testing.T) {
	h := newHarness(t, game{Players: seats(4), Seed: 7, Autoplay: lateGameMoves(t, 7), Screenshot: true})
	h.rest()
	h.golden(t, "late")
}

func TestGoldenDragging(t *testing.T) {
	h := newHarness(t, game{Players: seats(4), Seed: 7, Autoplay: placingAfter(t, 4, 7, 40)})
	require.True(t, h.idle())
	g := h.real()
	seat := g.ToMove()
	mid := h.w.CellAt(centre(h.w.BoardView()))
	d := func(c ork.ConnID) float64 {
		p, _ := h.w.CellPoint(c)
		q, _ := h.w.CellPoint(mid)
		return math.Hypot(p.X-q.X, p.Y-q.Y)
	}
	var good, bad *ork.PlaceTile
	for _, c := range g.LegalCells() {
		for r := 0; r < 6; r++ {
			m := ork.PlaceTile{By: seat, Cell: c, Rot: r}
			ok := g.Check(m) == nil
			if ok && (good == nil || d(c) < d(good.Cell)) {
				good = &m
			}
			if !ok && (bad == nil || d(c) < d(bad.Cell)) {
				bad = &m
			}
		}
	}
	require.NotNil(t, good)
	require.NotNil(t, bad)
	gs, err := orkneytest.Gestures(h.b, *good)
	require.NoError(t, err)
	drag := h.read(gs[0])
	h.frames(drag[:len(drag)-1]...)
	cell, fits, ok := h.w.Ghost()
	require.True(t, ok)
	assert.Equal(t, good.Cell, cell)
	assert.True(t, fits)
	h.golden(t, "dragging")

	// over a cell where the tile, turned as it is, is refused
	for h.w.TileTurn() != bad.Rot {
		h.step(input.Frame{X: h.last.X, Y: h.last.Y, Down: true, Actions: []input.Action{input.ActRotateCW}})
	}
	p, _ := h.w.CellPoint(bad.Cell)
	h.step(input.Frame{X: p.X, Y: p.Y, Down: true})
	cell, fits, ok = h.w.Ghost()
	require.True(t, ok)
	assert.Equal(t, bad.Cell, cell)
	assert.False(t, fits)
	h.step(input.Frame{X: p.X, Y: p.Y})
	require.True(t, h.idle())
	require.NotEmpty(t, h.toast(), "the refused drop says why")
}

func TestGoldenTaskChoice(t *testing.T) {
	h := newHarness(t, game{Players: seats(3), Seed: 2})
	require.True(t, h.idle())
	card, ok := h.w.TaskCard(0)
	require.True(t, ok)
	c := centre(card)
	h.step(input.Frame{X: c.X, Y: c.Y}) // the pointer over the first card lights it
	assert.Equal(t, "Ann: choose the task you will keep secret", h.w.PromptText())
	h.golden(t, "tasks")
}

// Build mode after a build and its route, then the private box.
func TestGoldenBuildMode(t *testing.T) {
	h := startBuilding(t)
	h.perform(firstMove[ork.Build](t, h.real()))
	require.True(t, h.idle())
	// lay the route the building granted, if any
	if hasMove[ork.PlaceRoute](h.real()) {
		h.perform(firstMove[ork.PlaceRoute](t, h.real()))
		require.True(t, h.idle())
	}
	farm, ok := h.w.Button(orkney.BuildButton(ork.Farm))
	require.True(t, ok)
	require.True(t, farm.Enabled, "a farm can be built: %s", farm.Reason)
	h.click(centre(farm.Rect))
	h.step(input.Frame{X: 800, Y: 500})
	assert.Equal(t, "Click a glowing island to build a farm · Esc or right-click cancels", h.w.PromptText())
	h.golden(t, "build-mode")

	h.step(input.Frame{X: 800, Y: 500, Actions: []input.Action{input.ActBack}})
	h.clickButton(h.w.Button(orkney.TaskFishButton))
	h.rest()
	box, _, _, ok := h.w.PrivateBox()
	require.True(t, ok)
	priv, _ := h.w.Button(orkney.TaskFishButton)
	assert.Equal(t, "Hide my task & fish", priv.Label)
	assert.True(t, priv.Active)
	// the box is drawn where the probe says: paper, not the sea
	px := h.pixels()
	i := 4 * (int(box.Y+8)*render.LogicalW + int(box.X+box.W/2))
	r, gr, b := int(px[i]), int(px[i+1]), int(px[i+2])
	assert.Greater(t, r+gr+b, 3*170, "the private box's paper (%d,%d,%d)", r, gr, b)
}

// The credit choice over the board, then the end-of-turn warning.
func TestGoldenPopups(t *testing.T) {
	seed, n, m := creditChoiceAt(t, 5)
	h := newHarness(t, game{Players: seats(5), Seed: seed, Autoplay: n})
	require.True(t, h.idle())
	gs, err := orkneytest.Gestures(h.b, m)
	require.NoError(t, err)
	require.Len(t, gs, 3)
	h.feed(gs[0])
	require.True(t, h.idle())
	h.feed(gs[1])
	h.rest()
	require.Equal(t, "Which credit do you spend?", h.w.DialogTitle())
	h.golden(t, "credit-choice")

	h.step(input.Frame{X: 10, Y: 10, Actions: []input.Action{input.ActBack}})
	assert.Empty(t, h.w.DialogTitle(), "Esc closes the popup")
	h.clickButton(h.w.Button(orkney.EndTurnButton))
	h.rest()
	require.Equal(t, "End your turn?", h.w.DialogTitle())
	keep, ok := h.w.DialogButton("Keep playing")
	require.True(t, ok)
	h.golden(t, "end-turn-warning")
	hash := h.hash()
	h.click(centre(keep))
	assert.Empty(t, h.w.DialogTitle())
	assert.Equal(t, hash, h.hash(), "keeping on plays nothing")
}

// A crowded five-seat start: every longship at 0 shows, long names shortened; the leave menu
// over the board.
func TestCrowdedTrackAndLeaveMenu(t *testing.T) {
	players := seats(5)
	players[0].Name, players[3].Name = "Magnus the Very", "Ragnhild Longbow"
	players[4].Bot = true
	h := newHarness(t, game{Players: players, Seed: 6, Autoplay: placingAfter(t, 5, 6, 5), OnMenu: func() {}})
	require.True(t, h.idle())
	checkShips(t, h)
	for s := rules.Seat(0); s < 5; s++ {
		p := h.w.Seat(s)
		assert.LessOrEqual(t, p.NameRect.Right(), p.Score.X-8, "seat %d: the name ends before the score", s)
	}
	h.click(centre(table.MenuButton))
	require.True(t, h.tbl.MenuOpen())
	leave := h.tbl.MenuChoice(2)
	assert.Positive(t, leave.W, "the menu shows Leave")
}

// builder plays for points: it builds the dearest building it may, else trades surplus cloth,
// else moves at random.
func builder(g *ork.Game, r *bot.Random) rules.Move {
	var best, trade rules.Move
	for _, m := range g.Legal() {
		switch m := m.(type) {
		case ork.Build:
			if b, ok := best.(ork.Build); !ok || m.Kind > b.Kind {
				best = m
			}
		case ork.Exchange:
			if trade == nil && m.Get != ork.Cloth {
				trade = m
			}
		}
	}
	if best != nil {
		return best
	}
	if trade != nil && g.Player(g.ToMove()).Res[ork.Cloth] > 3 {
		return trade
	}
	return r.Choose(g)
}

// Every position of three games played for points (two, four and five seats, from the crowded
// start to the last scores): no longship is hidden under another. (Made-up score sets, laps past
// 30 among them, are render.TrackSpots' own test, with this track's numbers.)
func TestShipsStayVisibleThroughAGame(t *testing.T) {
	for _, n := range []int{2, 4, 5} {
		h := newHarness(t, game{Players: seats(n), Seed: uint64(n), Screenshot: true})
		r := bot.NewRandom(uint64(n))
		top := 0
		for g := h.real(); !g.Over(); g = h.real() {
			require.NoError(t, h.tbl.Play(builder(g, r)))
			h.rest()
			checkShips(t, h)
			for s := 0; s < n; s++ {
				top = max(top, g.Player(rules.Seat(s)).BuildingVP)
			}
		}
		t.Logf("%d seats: %d moves, the best score %d", n, h.tbl.Moves(), top)
	}
}
