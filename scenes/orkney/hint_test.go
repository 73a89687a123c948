package orkney_test

import (
	"fmt"
	"image"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/input"
	"northtable/render"
	"northtable/rules"
	ork "northtable/rules/orkney"
	"northtable/scenes/orkney"
	"northtable/scenes/table/tabletest"
)

// askHint presses H and runs ticks until the hint's move is found, then draws once so the
// board's marks are laid out; it returns the move.
func (h *harness) askHint() rules.Move {
	h.t.Helper()
	h.key(input.ActHint)
	for i := 0; i < 600 && h.tbl.HintMove() == nil; i++ {
		h.rest()
	}
	m := h.tbl.HintMove()
	require.NotNil(h.t, m, "the hint finds a move")
	h.draw()
	return m
}

// assertHintWords checks the prompt bar's hint: "Hint: " and a sentence in plain words.
func assertHintWords(t *testing.T, text string) {
	t.Helper()
	tabletest.AssertHintWords(t, text, regexp.MustCompile(`\(-?\d+, ?-?\d+\)|rot \d|ork\.|Player \d`))
}

// ringsPoint reports whether one of rs is centred on p (a ring around a cell, island or
// connection).
func ringsPoint(rs []render.Rect, p render.Point) bool {
	for _, r := range rs {
		x, y := r.Centre()
		if (x-p.X)*(x-p.X)+(y-p.Y)*(y-p.Y) < 4 {
			return true
		}
	}
	return false
}

// framesPoint reports whether one of rs holds p.
func framesPoint(rs []render.Rect, p render.Point) bool {
	for _, r := range rs {
		if r.Contains(p.X, p.Y) {
			return true
		}
	}
	return false
}

// shoot saves the full-size screen as orkney-NAME.png under NORTHTABLE_SHOTS, when set.
func (h *harness) shoot(name string) {
	h.t.Helper()
	if os.Getenv("NORTHTABLE_SHOTS") == "" {
		return // no picture wanted: no read-back either
	}
	img := image.NewRGBA(image.Rect(0, 0, render.LogicalW, render.LogicalH))
	copy(img.Pix, h.pixels())
	tabletest.Shoot(h.t, "orkney-"+name, img)
}

func TestHintMarksTheCellAndTurnsTheTile(t *testing.T) {
	h := newHarness(t, game{Players: seats(2), Seed: 5, Autoplay: 2, Screenshot: true})
	require.True(t, h.idle())
	require.Equal(t, ork.DecidePlaceTile, h.real().Decision())

	m := h.askHint()
	pl, ok := m.(ork.PlaceTile)
	require.True(t, ok, "placing, the hint places the tile: %v", m)
	shown, rings := h.w.Hint()
	assert.Equal(t, m, shown, "the board marks the hinted move")
	c, on := h.w.CellPoint(pl.Cell)
	require.True(t, on, "the hinted cell is on screen")
	assert.True(t, ringsPoint(rings, c), "a ring around the hinted cell")
	slot, _ := h.w.RevealedTile()
	assert.True(t, framesPoint(rings, slot), "and a frame around the tile to pick up")
	assert.Equal(t, pl.Rot, h.w.TileTurn(), "the tile in its slot is turned as the hint places it")
	assertHintWords(t, h.tbl.HintText())
	assert.Equal(t, "Hint: place the tile on the marked spot, turned as shown.", h.tbl.HintText())
	h.shoot("hint-place")

	h.perform(m)
	require.True(t, h.idle())
	assert.Nil(t, h.tbl.HintMove(), "the move ends the hint")
	assert.Empty(t, h.tbl.HintText())
	shown, rings = h.w.Hint()
	assert.Nil(t, shown, "no move marked")
	assert.Empty(t, rings, "no mark left on the board")
}

func TestHintInTheActionsMarksWhereToAct(t *testing.T) {
	n := movesUntil(t, 2, 9, 16, func(g *ork.Game) bool { return hasMove[ork.Build](g) && g.Decision() == ork.DecideAction })
	h := newHarness(t, game{Players: seats(2), Seed: 9, Autoplay: n, Screenshot: true})
	require.True(t, h.idle())

	m := h.askHint()
	shown, rings := h.w.Hint()
	assert.Equal(t, m, shown, "the board marks the hinted move")
	require.NotEmpty(t, rings, "the hinted move is marked where it is made: %v", m)
	assertHintWords(t, h.tbl.HintText())
	assert.Contains(t, h.tbl.HintText(), ork.Advice(m), "the move in the rules' words")
	switch m := m.(type) {
	case ork.Build:
		p, ok := h.w.IslandPoint(m.Island)
		require.True(t, ok)
		assert.True(t, ringsPoint(rings, p), "a ring around the island")
		b, _ := h.w.Button(orkney.BuildButton(m.Kind))
		assert.Contains(t, rings, b.Rect, "and around its build button")
	case ork.PlaceRoute:
		p, ok := h.w.CellPoint(m.Conn)
		require.True(t, ok)
		assert.NotEmpty(t, p)
	case ork.EndTurn:
		b, _ := h.w.Button(orkney.EndTurnButton)
		assert.Contains(t, rings, b.Rect, "the End turn button")
	}
	h.shoot("hint-action")

	h.perform(m)
	require.True(t, h.idle())
	assert.Nil(t, h.tbl.HintMove(), "the move ends the hint")
	shown, rings = h.w.Hint()
	assert.Nil(t, shown)
	assert.Empty(t, rings)
}

func TestHintMarksTheTaskCard(t *testing.T) {
	h := newHarness(t, game{Players: seats(2), Seed: 3, Screenshot: true})
	require.True(t, h.idle())
	require.Equal(t, ork.DecideTask, h.real().Decision())

	m := h.askHint()
	ct, ok := m.(ork.ChooseTask)
	require.True(t, ok, "the hint keeps a task: %v", m)
	_, rings := h.w.Hint()
	found := false
	for i := range 2 {
		if r, ok := h.w.TaskCard(i); ok && h.view().Player(ct.By).Dealt[i] == ct.Task {
			found = found || assert.Contains(t, rings, r, "the kept task's card is marked")
		}
	}
	assert.True(t, found)
	assertHintWords(t, h.tbl.HintText())
	assert.Contains(t, h.tbl.HintText(), ct.Task.String())
	h.shoot("hint-task")
}

func TestHintOfEachActionMarksItsPlaceAndButton(t *testing.T) {
	n := movesUntil(t, 2, 9, 16, func(g *ork.Game) bool {
		return hasMove[ork.Build](g) && hasMove[ork.ExtraRoute](g) && hasMove[ork.Exchange](g) && g.Decision() == ork.DecideAction
	})
	h := newHarness(t, game{Players: seats(2), Seed: 9, Autoplay: n, Screenshot: true})
	require.True(t, h.idle())
	kinds := map[string]bool{}
	for _, m := range h.view().Legal() {
		kind := fmt.Sprintf("%T", m)
		if kinds[kind] {
			continue
		}
		kinds[kind] = true
		words, ok := h.b.ShowHint(m)
		require.True(t, ok, "the board marks %v", m)
		h.draw()
		shown, rings := h.w.Hint()
		assert.Equal(t, m, shown)
		assertHintWords(t, "Hint: "+words)
		assert.True(t, strings.HasPrefix(words, ork.Advice(m)), "the rules' words first: %q", words)
		button := func(c orkney.Button) {
			b, ok := h.w.Button(c)
			require.True(t, ok)
			assert.Contains(t, rings, b.Rect, "%v: its button is marked", m)
		}
		switch m := m.(type) {
		case ork.Build:
			p, _ := h.w.IslandPoint(m.Island)
			assert.True(t, ringsPoint(rings, p), "a ring around the island")
			button(orkney.BuildButton(m.Kind))
			assert.Equal(t, ork.Advice(m)+" on the marked island: press the marked button, then click the island.", words)
			h.shoot("hint-build")
		case ork.ExtraRoute:
			assert.Len(t, rings, 2, "the connection and its button")
			button(orkney.ExtraRouteButton)
			h.shoot("hint-extra-route")
		case ork.Exchange:
			c, _ := h.w.Trade(m.Give, m.Get)
			assert.Equal(t, []render.Rect{c.Rect}, rings)
		case ork.Fish:
			button(orkney.FishButton)
		case ork.EndTurn:
			button(orkney.EndTurnButton)
		}
	}
	assert.True(t, kinds["orkney.Build"] && kinds["orkney.ExtraRoute"], "built and bought a route: %v", kinds)
	_, ok := h.b.ShowHint(nil)
	assert.False(t, ok)
	h.draw()
	shown, rings := h.w.Hint()
	assert.Nil(t, shown, "ShowHint(nil) takes the mark away")
	assert.Empty(t, rings)
}

func TestHintBringsAnOffScreenPlaceIntoView(t *testing.T) {
	h := newHarness(t, game{Players: seats(2), Seed: 5, Autoplay: 2, Screenshot: true})
	require.True(t, h.idle())
	for range 12 {
		h.key(input.ActZoomIn)
	}
	for range 40 {
		h.key(input.ActPanLeft)
		h.key(input.ActPanUp)
	}
	require.True(t, h.idle())
	centreCell := h.view().Placed()[0].Cell
	_, seen := h.w.CellPoint(centreCell)
	require.False(t, seen, "panned away from the layout")

	m := h.askHint()
	pl, ok := m.(ork.PlaceTile)
	require.True(t, ok, "%v", m)
	for i := 0; i < 600 && h.tbl.Busy(); i++ { // the camera's glide
		h.rest()
	}
	h.draw()
	c, on := h.w.CellPoint(pl.Cell)
	require.True(t, on, "the hinted cell is framed again")
	_, rings := h.w.Hint()
	assert.True(t, ringsPoint(rings, c), "and ringed")
}

func TestHintClosesThePrivateBoxOverTheBoard(t *testing.T) {
	h := newHarness(t, game{Players: seats(2), Seed: 5, Autoplay: 2, Screenshot: true})
	require.True(t, h.idle())
	h.clickButton(h.w.Button(orkney.TaskFishButton))
	h.draw()
	_, _, _, open := h.w.PrivateBox()
	require.True(t, open, "the private box is open")

	m := h.askHint()
	_, _, _, open = h.w.PrivateBox()
	assert.False(t, open, "the hint closes what lies over the board's corner")
	shown, rings := h.w.Hint()
	assert.Equal(t, m, shown)
	assert.NotEmpty(t, rings)
}
