package render_test

import (
	"os"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// The package links Ebitengine (ebiten_source.go), whose GLFW start-up needs a display, so the
// tests run inside a real game loop like every other Ebitengine test in the tree.
type loop struct {
	m    *testing.M
	code int
}

func (g *loop) Update() error              { g.code = g.m.Run(); return ebiten.Termination }
func (g *loop) Draw(*ebiten.Image)         {}
func (g *loop) Layout(int, int) (int, int) { return 320, 180 }

func TestMain(m *testing.M) {
	g := &loop{m: m}
	if err := ebiten.RunGame(g); err != nil {
		panic(err)
	}
	os.Exit(g.code)
}
