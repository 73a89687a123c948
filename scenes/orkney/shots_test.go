package orkney

import (
	"flag"
	"image"
	"image/png"
	"northtable/scenes/table"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/input"
	"northtable/rules"
	"northtable/rules/bot"
	ork "northtable/rules/orkney"
)

// shotsDir, when set (go test -run TestShots -args -shots DIR), receives PNGs of the scene in
// typical states for reviewing the visuals.
var shotsDir = flag.String("shots", "", "write review screenshots of the board scene to this directory")

func (h *harness) shot(t *testing.T, name string) {
	t.Helper()
	px := h.pixels()
	if *shotsDir == "" {
		return
	}
	img := image.NewRGBA(image.Rect(0, 0, 1600, 900))
	copy(img.Pix, px)
	require.NoError(t, os.MkdirAll(*shotsDir, 0o755))
	f, err := os.Create(filepath.Join(*shotsDir, name+".png"))
	require.NoError(t, err)
	defer f.Close()
	require.NoError(t, png.Encode(f, img))
}

// TestShots walks through the moments a reviewer wants to see: a mid-game board, a tile being
// dragged (legal cells glowing, the ghost marked), build mode, the task choice and a late game.
func TestShots(t *testing.T) {
	t.Run("mid", func(t *testing.T) {
		h := newHarness(t, gameCfg{Players: seats(4), Seed: 7, Autoplay: 30, Screenshot: true})
		h.step(h.last)
		h.shot(t, "mid")
	})
	t.Run("dragging", func(t *testing.T) {
		h := newHarness(t, gameCfg{Players: seats(4), Seed: 7, Autoplay: placingAfter(t, 4, 7, 40)})
		require.True(t, h.idle())
		require.Equal(t, ork.DecidePlaceTile, h.b.g.Decision())
		g := h.real()
		seat := g.ToMove()
		centre := h.b.cam.toWorld(rectCentre(viewRect))
		var good, bad *ork.PlaceTile
		for _, c := range g.LegalCells() {
			d := dist(world.Centre(c), centre)
			for r := 0; r < 6; r++ {
				m := ork.PlaceTile{By: seat, Cell: c, Rot: r}
				ok := g.Check(m) == nil
				if ok && (good == nil || d < dist(world.Centre(good.Cell), centre)) {
					good = &m
				}
				if !ok && (bad == nil || d < dist(world.Centre(bad.Cell), centre)) {
					bad = &m
				}
			}
		}
		require.NotNil(t, good)
		require.NotNil(t, bad)
		gs, err := h.b.Gestures(*good)
		require.NoError(t, err)
		frames := gs[0]
		for _, f := range frames[:len(frames)-1] {
			h.step(f)
		}
		assert.True(t, h.b.drag.Active())
		assert.True(t, h.b.ghostOK)
		h.shot(t, "dragging")
		// over a cell where the tile, turned as it is, is refused
		for h.b.rot != bad.Rot {
			h.step(input.Frame{X: h.last.X, Y: h.last.Y, Down: true, Actions: []input.Action{input.ActRotateCW}})
		}
		p := h.b.cam.toScreen(world.Centre(bad.Cell))
		h.step(input.Frame{X: p.X, Y: p.Y, Down: true})
		assert.False(t, h.b.ghostOK)
		h.shot(t, "dragging-bad")
		h.step(input.Frame{X: p.X, Y: p.Y})
		require.True(t, h.idle())
		require.NotEmpty(t, h.toast(), "the refused drop says why")
		h.shot(t, "refused-drop")
	})
	t.Run("tasks", func(t *testing.T) {
		h := newHarness(t, gameCfg{Players: seats(3), Seed: 2})
		require.True(t, h.idle())
		h.step(input.Frame{X: 600, Y: 450})
		h.shot(t, "tasks")
	})
	t.Run("build", func(t *testing.T) {
		n := movesUntil(t, 3, 9, 30, hasMove[ork.Build])
		h := newHarness(t, gameCfg{Players: seats(3), Seed: 9, Autoplay: n})
		require.True(t, h.idle())
		var m ork.Build
		for _, x := range h.b.g.Legal() {
			if b, ok := x.(ork.Build); ok {
				m = b
				break
			}
		}
		h.perform(m)
		require.True(t, h.idle())
		h.shot(t, "built")
		// lay the route the building granted, if any
		if h.b.ui.anyRoute {
			h.perform(pickRoute(h.b.g))
			require.True(t, h.idle())
		}
		h.step(input.Frame{X: rectCentre(buildBtn(0)).X, Y: rectCentre(buildBtn(0)).Y})
		for _, f := range click(rectCentre(buildBtn(0))) {
			h.step(f)
		}
		h.step(input.Frame{X: 800, Y: 500})
		h.shot(t, "build-mode")
		h.step(input.Frame{X: 800, Y: 500, Actions: []input.Action{input.ActBack}})
		for _, f := range click(rectCentre(privBtn)) {
			h.step(f)
		}
		h.step(input.Frame{X: rectCentre(extraBtn).X, Y: rectCentre(extraBtn).Y})
		h.shot(t, "private-open")
	})
	t.Run("gain", func(t *testing.T) {
		h := newHarness(t, gameCfg{Players: seats(4), Seed: 7, Autoplay: placingAfter(t, 4, 7, 40)})
		require.True(t, h.idle())
		var best rules.Move
		most := 0
		for _, m := range h.b.g.Legal() {
			c := h.b.g.Copy()
			out, err := c.Apply(m)
			require.NoError(t, err)
			n := 0
			for _, e := range out.Events {
				if e.Kind == ork.EvGain {
					n++
				}
			}
			if n > most {
				best, most = m, n
			}
		}
		require.NotNil(t, best, "some placement gains resources")
		gs, err := h.b.Gestures(best)
		require.NoError(t, err)
		for _, f := range gs[0] {
			h.step(f)
		}
		for i := 0; i < 22; i++ {
			h.step(h.last)
		}
		h.shot(t, "gain")
	})
	t.Run("popups", func(t *testing.T) {
		for seed := uint64(1); seed < 400; seed++ {
			g, err := ork.New(ork.Setup{Players: 5, Seed: seed})
			require.NoError(t, err)
			r := bot.NewRandom(seed)
			for n := 0; !g.Over(); n++ {
				if m, ok := twoCredits(g); ok {
					h := newHarness(t, gameCfg{Players: seats(5), Seed: seed, Autoplay: n})
					require.True(t, h.idle())
					gs, err := h.b.Gestures(m)
					require.NoError(t, err)
					for _, g := range gs[:2] {
						for _, f := range g {
							h.step(f)
						}
					}
					require.Equal(t, modeCredit, h.b.mode)
					h.shot(t, "credit-choice")
					h.step(input.Frame{X: 10, Y: 10, Actions: []input.Action{input.ActBack}})
					for _, f := range click(rectCentre(endBtn)) {
						h.step(f)
					}
					require.Equal(t, modeConfirm, h.b.mode)
					h.shot(t, "end-turn-warning")
					return
				}
				_, err := g.Apply(r.Choose(g))
				require.NoError(t, err)
			}
		}
		t.Fatal("no game offered a connection between two credited islands")
	})
	t.Run("leave", func(t *testing.T) {
		players := seats(5)
		players[0].Name, players[3].Name = "Magnus the Very", "Ragnhild Longbow"
		players[4].Bot = true
		h := newHarness(t, gameCfg{Players: players, Seed: 6, Autoplay: placingAfter(t, 5, 6, 5)})
		require.True(t, h.idle())
		h.step(h.last)
		h.shot(t, "crowded-track")
		for _, f := range click(centre(table.MenuButton)) {
			h.step(f)
		}
		require.True(t, h.tbl.MenuOpen())
		h.shot(t, "leave")
	})
	t.Run("late", func(t *testing.T) {
		h := newHarness(t, gameCfg{Players: seats(4), Seed: 7, Autoplay: lateGameMoves(t, 7), Screenshot: true})
		h.step(h.last)
		h.shot(t, "late")
	})
}

// movesUntil is the first move count, from n on, after which the random autoplay of this game
// satisfies ok.
func movesUntil(t testing.TB, players int, seed uint64, n int, ok func(g *ork.Game) bool) int {
	g, err := ork.New(ork.Setup{Players: players, Seed: seed})
	require.NoError(t, err)
	r := bot.NewRandom(seed)
	for i := 0; ; i++ {
		if i >= n && ok(g) {
			return i
		}
		require.False(t, g.Over(), "never reached the wanted state")
		_, err := g.Apply(r.Choose(g))
		require.NoError(t, err)
	}
}

func hasMove[M any](g *ork.Game) bool {
	for _, m := range g.Legal() {
		if _, ok := m.(M); ok {
			return true
		}
	}
	return false
}

// placingAfter is the first move count, from n on, after which the random autoplay of this
// game is at a tile placement.
func placingAfter(t testing.TB, players int, seed uint64, n int) int {
	g, err := ork.New(ork.Setup{Players: players, Seed: seed})
	require.NoError(t, err)
	r := bot.NewRandom(seed)
	for i := 0; ; i++ {
		if i >= n && g.Decision() == ork.DecidePlaceTile {
			return i
		}
		require.False(t, g.Over())
		_, err := g.Apply(r.Choose(g))
		require.NoError(t, err)
	}
}

func pickRoute(g *ork.Game) ork.PlaceRoute {
	for _, x := range g.Legal() {
		if r, ok := x.(ork.PlaceRoute); ok {
			return r
		}
	}
	return ork.PlaceRoute{}
}
