package orkney

import (
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/require"

	"northtable/input"
	"northtable/render"
	"northtable/rules"
	ork "northtable/rules/orkney"
	"northtable/rules/record"
	"northtable/scenes/scene"
	"northtable/scenes/storage"
	"northtable/scenes/table"
)

// gameCfg is a new test game: seats, seed, autoplayed moves, screenshot mode, and what leaving
// does.
type gameCfg struct {
	Players    []scene.Seat
	Seed       uint64
	Autoplay   int
	Screenshot bool
	OnMenu     func()
	Store      storage.Store
}

// harness drives a Board inside its table shell the way the App does: one Update and one Draw
// of the table per tick, with input frames fed through an input.Pointer.
type harness struct {
	t         testing.TB
	tbl       *table.Table
	b         *Board
	ctx       scene.Context
	p         input.Pointer
	screen    *ebiten.Image
	last      input.Frame
	curtains  []string
	result    *rules.Result
	detail    any
	drawEvery int // draw every n-th tick (1 = every tick)
}

func seats(n int) []scene.Seat {
	names := []string{"Ann", "Bjørn", "Cait", "Dag", "Eilidh"}
	out := make([]scene.Seat, n)
	for i := range out {
		out[i] = scene.Seat{Name: names[i], Colour: i}
	}
	return out
}

func newHarness(t testing.TB, cfg gameCfg) *harness {
	t.Helper()
	atlas, err := render.NewAtlas()
	require.NoError(t, err)
	fonts, err := render.NewFonts()
	require.NoError(t, err)
	h := &harness{t: t, screen: ebiten.NewImage(1600, 900), drawEvery: 1}
	tc := table.Config{
		Def: ork.Definition{}, Title: "Orkney", Private: true, Rules: RulesSummary,
		Seats: cfg.Players, Screenshot: cfg.Screenshot, Store: cfg.Store, OnMenu: cfg.OnMenu,
		ShowCurtain: func(name string, then func()) {
			h.curtains = append(h.curtains, name)
			then()
		},
		OnGameOver: func(f table.Final) {
			h.result = &f.Result
			h.detail = f.Detail
		},
	}
	m, err := record.Start(tc.Def, table.NewSetup(cfg.Players, cfg.Seed, nil))
	require.NoError(t, err)
	tbl, err := table.New(tc, m, cfg.Autoplay, func(tb *table.Table) (table.Board, error) {
		b, err := NewBoard(tb)
		h.b = b
		return b, err
	})
	require.NoError(t, err)
	h.tbl = tbl
	h.ctx = scene.Context{Atlas: atlas, Fonts: fonts, UI: render.NewUI(fonts, atlas), AnimSpeed: 1}
	h.last = input.Frame{X: 800, Y: 450, Pinch: 1}
	return h
}

// step runs one tick with frame f.
func (h *harness) step(f input.Frame) {
	h.t.Helper()
	if f.Pinch == 0 {
		f.Pinch = 1
	}
	h.p.Update(f)
	h.ctx.Frame = f
	h.ctx.Input = &h.p
	h.ctx.Tick++
	h.ctx.Now = time.Date(2026, 12, 1, 12, 0, 0, 0, time.UTC).Add(time.Duration(h.ctx.Tick) * time.Second / 60)
	require.NoError(h.t, h.tbl.Update(&h.ctx))
	if h.drawEvery > 0 && h.ctx.Tick%h.drawEvery == 0 {
		h.tbl.Draw(h.screen)
	}
	h.last = f
}

// idle runs idle ticks until the scene reads input again; false if the game ended or it never did.
func (h *harness) idle() bool {
	h.t.Helper()
	for i := 0; i < 2000; i++ {
		if h.b.Idle() {
			return true
		}
		if h.b.g.Over() && h.b.anims.Idle() {
			h.step(input.Frame{X: h.last.X, Y: h.last.Y})
			return false
		}
		h.step(input.Frame{X: h.last.X, Y: h.last.Y})
	}
	return false
}

// perform plays m through the scene's own input path.
func (h *harness) perform(m rules.Move) {
	h.t.Helper()
	require.True(h.t, h.idle(), "scene never became idle before %v", m)
	gs, err := h.b.Gestures(m)
	require.NoError(h.t, err)
	for i, g := range gs {
		if i > 0 {
			require.True(h.t, h.idle(), "scene never became idle within %v", m)
		}
		for _, f := range g {
			h.step(f)
		}
	}
	// let the move's animations start
	h.step(input.Frame{X: h.last.X, Y: h.last.Y})
}

// pixels draws the current frame and reads it back.
func (h *harness) pixels() []byte {
	h.tbl.Draw(h.screen)
	buf := make([]byte, 4*1600*900)
	h.screen.ReadPixels(buf)
	return buf
}

// toast is the message the shell's toast shows now ("" for none).
func (h *harness) toast() string {
	text, _ := h.tbl.Toast()
	return text
}

// toastWarns reports whether the toast showing now is a warning.
func (h *harness) toastWarns() bool {
	_, warn := h.tbl.Toast()
	return warn
}

// real is the live game the table plays (not the viewer's View the board draws from).
func (h *harness) real() *ork.Game { return h.tbl.Match().Game().(*ork.Game) }
