//go:build unix

package scenes

import (
	"fmt"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/require"
)

// The frame cost of a magnified table on a phone held sideways at device scale 3 (2532x1170
// device px; the package doc, The magnifier): the Reykholt board, whole and magnified.
//
//	xvfb-run -a -s "-screen 0 1600x900x24" go test -run '^$' -bench 'Magnified' -benchtime 20x ./scenes/
func BenchmarkMagnifiedFrame(b *testing.B) {
	for _, z := range []float64{1, 1.5, 2.2, 2.5} {
		b.Run(fmt.Sprintf("zoom=%.1f", z), func(b *testing.B) {
			h := newHarnessOn(&testing.T{}, Config{Game: "reykholt", Players: 2, Seed: 5, SeedSet: true}, Games(), nil,
				time.Date(2026, 12, 1, 12, 0, 0, 0, time.UTC))
			h.app.LayoutF(844, 390)
			h.app.lens.dpr = 3 // Layout asked the monitor: 1 under Xvfb
			screen := ebiten.NewImage(2532, 1170)
			for range 3 {
				require.NoError(b, h.app.Update())
			}
			h.app.lastTable().Magnifier().ZoomAt(800, 450, z)
			h.app.Draw(screen)
			_ = screen.At(0, 0)
			benchCPU(b, func() {
				h.app.awakeUntil = h.app.ctx.Now.Add(time.Hour) // draw every frame, as while a finger moves
				h.app.Draw(screen)
				_ = screen.At(0, 0) // the frame's commands run
			})
		})
	}
}
