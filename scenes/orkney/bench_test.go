package orkney_test

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/require"

	"northtable/input"
	"northtable/rules/bot"
	ork "northtable/rules/orkney"
)

// lateGameMoves is 90% of the moves of the random 4-player game with this seed.
func lateGameMoves(tb testing.TB, seed uint64) int {
	g, err := ork.New(ork.Setup{Players: 4, Seed: seed})
	require.NoError(tb, err)
	r := bot.NewRandom(seed)
	n := 0
	for !g.Over() {
		_, err := g.Apply(r.Choose(g))
		require.NoError(tb, err)
		n++
	}
	return n * 9 / 10
}

// BenchmarkOrkneyDraw measures one frame (Update + Draw at full size) of a late-game 4-player
// board inside the table shell: the CPU work of building the frame (CLARIFICATIONS 8).
func BenchmarkOrkneyDraw(b *testing.B) {
	const seed = 7
	h := newHarness(b, game{Players: seats(4), Seed: seed, Autoplay: lateGameMoves(b, seed)})
	h.drawEvery = 0
	h.step(input.Frame{X: 800, Y: 450})
	h.idle()
	// Inside one outer tick Ebitengine never reaches a frame boundary, so its command queue would
	// grow without end; reading a pixel flushes it, outside the timed part, as a frame end would.
	probe := make([]byte, 4)
	flush := func() { kit.Screen.SubImage(image.Rect(0, 0, 1, 1)).(*ebiten.Image).ReadPixels(probe) }
	h.tbl.Draw(kit.Screen)
	flush()
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		h.step(input.Frame{X: 800, Y: 450})
		h.tbl.Draw(kit.Screen)
		b.StopTimer()
		flush()
		b.StartTimer()
	}
	b.StopTimer()
	b.ReportMetric(float64(len(h.real().Placed())), "tiles")
}
