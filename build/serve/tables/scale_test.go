package tables_test

import (
	"math/rand/v2"
	"runtime"
	"slices"
	"sync"
	"testing"
	"time"

	"northtable/rules/reykholt"
	"northtable/rules/wire"
)

// BenchmarkManyTables opens 1,000 four-seat Reykholt tables in one Hall over the Memory store
// (4,000 connections, without sockets) and plays 10 moves at every table at once, each table
// moving once a second (at a random phase), so the Hall takes 1,000 moves a second: the
// issue's load. It reports the heap per table once every table is open and has played
// (runtime.MemStats after a collection, the Hall's tables and connections; the test clients'
// kept messages dropped first), and the time from a move handed to the Hall until all four
// seats have their update: median and 99th percentile, in milliseconds, and the moves a
// second over all tables.
func BenchmarkManyTables(b *testing.B) {
	const tableCount, seats, movesEach = 1000, 4, 10
	for b.Loop() {
		b.StopTimer()
		h, _, defs := newHall(b)
		def := defOf(defs, reykholt.GameID)
		var before runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&before)
		tabs := make([][]*fakeClient, tableCount)
		for i := range tabs {
			tabs[i] = openTable(b, h, reykholt.GameID, seats)
		}
		b.StartTimer()
		var mu sync.Mutex
		var lat []time.Duration
		var wg sync.WaitGroup
		start := time.Now()
		for i, cl := range tabs {
			wg.Add(1)
			go func() {
				defer wg.Done()
				r := rand.New(rand.NewPCG(uint64(i), 19))
				mine := make([]time.Duration, 0, movesEach)
				tick := time.NewTicker(time.Second)
				defer tick.Stop()
				time.Sleep(time.Duration(r.Int64N(int64(time.Second)))) // the table's phase
				for n := range movesEach {
					if n > 0 {
						<-tick.C
					}
					v := h.View(cl[0].code, 0)
					if v.Over() {
						break
					}
					to := v.ToMove()
					mv := randomMove(b, def, h.View(cl[0].code, to), r)
					counts := make([]int, len(cl))
					for j, c := range cl {
						counts[j] = c.count()
					}
					t0 := time.Now()
					cl[to].do(b, &wire.Play{Seat: int(to), After: n, Move: mv})
					for j, c := range cl {
						c.waitCount(b, counts[j]+1)
					}
					mine = append(mine, time.Since(t0))
				}
				mu.Lock()
				lat = append(lat, mine...)
				mu.Unlock()
			}()
		}
		wg.Wait()
		elapsed := time.Since(start)
		b.StopTimer()
		for _, cl := range tabs {
			for _, c := range cl {
				c.mu.Lock()
				c.raw = nil
				c.mu.Unlock()
			}
		}
		var after runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&after)
		slices.Sort(lat)
		b.ReportMetric(float64(after.HeapAlloc-before.HeapAlloc)/tableCount/1024, "KiB/table")
		b.ReportMetric(float64(lat[len(lat)/2])/1e6, "p50-ms")
		b.ReportMetric(float64(lat[len(lat)*99/100])/1e6, "p99-ms")
		b.ReportMetric(float64(len(lat))/elapsed.Seconds(), "moves/s")
		runtime.KeepAlive(tabs)
		h.Close()
		b.StartTimer()
	}
}
