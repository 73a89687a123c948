// Package ebitentest runs a package's tests inside a real Ebitengine game loop, the way
// Ebitengine tests itself: the first Update runs every test (so tests may create images, draw
// and read pixels back) and then ends the loop. Any binary that links Ebitengine needs a display;
// under CI the tests run inside Xvfb (build/test).
//
// Under Xvfb the drawing is done by Mesa's software renderer (llvmpipe) on the CPU. Main first
// has glibc's allocator keep freed memory (heap_linux.go): without it the renderer's memory was
// handed back and faulted in again for every batch of draws, most of a board test's time. Test
// harnesses draw between moves on Kit's small canvas and share Kit's fonts and atlas (kit.go).
package ebitentest

import (
	"fmt"
	"os"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

type loop struct {
	m    *testing.M
	code int
	ran  bool
}

func (g *loop) Update() error {
	if !g.ran {
		g.ran = true
		g.code = g.m.Run()
	}
	return ebiten.Termination
}

func (g *loop) Draw(*ebiten.Image) {}

func (g *loop) Layout(int, int) (int, int) { return 1600, 900 }

// Main is a TestMain body: it runs m inside the game loop and exits with the tests' status
// (1 if the loop itself fails).
func Main(m *testing.M) {
	keepHeap()
	ebiten.SetWindowSize(320, 180)
	ebiten.SetWindowTitle("northtable tests")
	g := &loop{m: m}
	if err := ebiten.RunGame(g); err != nil {
		fmt.Fprintln(os.Stderr, "game loop:", err)
		os.Exit(1)
	}
	os.Exit(g.code)
}
