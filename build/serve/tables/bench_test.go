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
// four-seat table: from the mover's message handed to the Hall until each of the four clients
// has its Update (checked, appended, applied through the Watch, an Update built and encoded
// as JSON for each client). Random legal moves are chosen from the seats' views outside the
// timer. It reports the sizes of the messages the clients received: the mean Update, the
// largest Update, and the largest State (a player coming back at the end of a game, with the
// whole log), in bytes.
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
				counts := make([]int, len(cl))
				for i, c := range cl {
					counts[i] = c.count()
				}
				b.StartTimer()
				cl[to].do(t, &wire.Play{Seat: int(to), After: moves, Move: mv})
				for i, c := range cl {
					c.waitCount(t, counts[i]+1)
				}
				b.StopTimer()
				moves++
				for _, c := range cl {
					c.position(t, moves)
				}
				if views(t, def, cl[0])[0].Over() {
					// A player coming back at the end gets the whole log: the largest State.
					back := newClient(h)
					back.do(t, &wire.Hello{Code: cl[0].code, Tokens: cl[0].tokens})
					back.seated(t)
					back.position(t, moves)
					cl = append(cl, back)
				}
				b.StartTimer()
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
