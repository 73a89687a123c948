package orkney

import (
	"fmt"
	"os"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// loopGame runs the test binary inside a real Ebitengine game loop: its first Update runs the
// tests (so they may draw and read pixels back) and then ends the loop (TOOLCHAIN.md).
type loopGame struct {
	m    *testing.M
	code int
	ran  bool
}

func (g *loopGame) Update() error {
	if !g.ran {
		g.ran = true
		g.code = g.m.Run()
	}
	return ebiten.Termination
}

func (g *loopGame) Draw(*ebiten.Image) {}

func (g *loopGame) Layout(int, int) (int, int) { return 1600, 900 }

func TestMain(m *testing.M) {
	ebiten.SetWindowSize(320, 180)
	ebiten.SetWindowTitle("orkney scene tests")
	g := &loopGame{m: m}
	if err := ebiten.RunGame(g); err != nil {
		fmt.Fprintln(os.Stderr, "game loop:", err)
		os.Exit(1)
	}
	os.Exit(g.code)
}
