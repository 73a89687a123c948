package tables_test

import (
	"math/rand/v2"
	"testing"

	"northtable/rules/orkney"
	"northtable/rules/reavers"
	"northtable/rules/reykholt"
	"northtable/rules/wire"
)

// BenchmarkAcceptMove is the time a Hall over the Memory store takes per accepted move of a
// four-seat table (checked, appended, applied, and an Update built and encoded for each of the
// four clients), with random legal moves chosen from the seats' views outside the timer, and
// the sizes of the messages the clients received: the mean Update and the largest State and
// Update, in bytes.
func BenchmarkAcceptMove(b *testing.B) {
	for _, game := range []string{orkney.GameID, reykholt.GameID, reavers.GameID} {
		b.Run(game, func(b *testing.B) {
			t := b
			h, _, defs := newHall(t)
			def := defOf(defs, game)
			r := rand.New(rand.NewPCG(1, 2))
			var cl []*fakeClient
			moves := 0
			var updates, updateBytes, maxUpdate, maxState int
			measure := func() {
				for _, c := range cl {
					c.mu.Lock()
					for _, raw := range c.raw {
						m, _ := wire.DecodeServer(raw)
						switch m.(type) {
						case *wire.Update:
							updates++
							updateBytes += len(raw)
							maxUpdate = max(maxUpdate, len(raw))
						case *wire.State:
							maxState = max(maxState, len(raw))
						}
					}
					c.raw, c.read = nil, 0
					c.mu.Unlock()
				}
			}
			b.ResetTimer()
			for b.Loop() {
				b.StopTimer()
				if cl == nil || views(t, def, cl[0])[0].Over() {
					measure()
					cl, moves = openTable(t, h, game, 4), 0
				}
				to := views(t, def, cl[0])[0].ToMove()
				mv := randomMove(t, def, views(t, def, cl[to])[int(to)], r)
				b.StartTimer()
				cl[to].do(t, &wire.Play{Seat: int(to), After: moves, Move: mv})
				moves++
				for _, c := range cl {
					c.position(t, moves)
				}
			}
			b.StopTimer()
			measure()
			if updates > 0 {
				b.ReportMetric(float64(updateBytes)/float64(updates), "B/update")
			}
			b.ReportMetric(float64(maxUpdate), "max-B/update")
			b.ReportMetric(float64(maxState), "max-B/state")
		})
	}
}
