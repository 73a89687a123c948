package natsstore

import (
	"context"
	"fmt"
	"os"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// entry is a move of the size the table server appends: a few hundred bytes of JSON.
var benchEntry = []byte(`{"v":1,"seat":2,"move":{"kind":"place","tile":17,"at":[3,4],"worker":1},"hash":"9f2c1e0b7a6d5c4b"}`)

// BenchmarkAppendWatchRoundTrip measures, on an embedded server, the time from an Append to a
// Watch of the same table (on a second connection, as another server's) being called with the
// entry: what a move costs before every seat's update can go out. It reports the median and the
// 99th percentile.
func BenchmarkAppendWatchRoundTrip(b *testing.B) {
	for _, sync := range []bool{false, true} {
		b.Run(map[bool]string{false: "sync-interval", true: "sync-always"}[sync], func(b *testing.B) {
			var opts []EmbeddedOption
			if sync {
				opts = append(opts, SyncAlways())
			}
			_, url := embedded(b, b.TempDir(), opts...)
			writer, watcher := open(b, url), open(b, url)
			ctx := context.Background()
			seen := make(chan uint64, 1)
			stop := func() {}
			defer func() { stop() }()
			const perTable = MaxEntriesPerTable / 2 // a table full of entries refuses more

			lat := make([]time.Duration, 0, b.N)
			b.ResetTimer()
			for i := range b.N {
				code, last := "BENCH"+strconv.Itoa(i/perTable), uint64(i%perTable)
				if last == 0 {
					b.StopTimer()
					stop()
					var err error
					stop, err = watcher.Watch(ctx, code, 0, func(n uint64, _ []byte) { seen <- n })
					require.NoError(b, err)
					b.StartTimer()
				}
				start := time.Now()
				n, err := writer.Append(ctx, code, benchEntry, last)
				if err != nil {
					b.Fatal(err)
				}
				if got := <-seen; got != n {
					b.Fatalf("watched entry %d after appending %d", got, n)
				}
				lat = append(lat, time.Since(start))
			}
			b.StopTimer()
			reportPercentiles(b, lat)
		})
	}
}

// BenchmarkThousandWatchedTables measures, with 1,000 tables each watched (one consumer per
// table, as a server with 1,000 games in play holds), the time from an Append to a random
// table to its Watch's call, and the memory each watched table costs the process (server and
// both connections).
func BenchmarkThousandWatchedTables(b *testing.B) {
	const tables = 1000
	_, url := embedded(b, b.TempDir())
	writer, watcher := open(b, url), open(b, url)
	ctx := context.Background()

	runtime.GC()
	var before runtime.MemStats
	runtime.ReadMemStats(&before)
	seen := make([]chan uint64, tables)
	last := make([]uint64, tables)
	for i := range tables {
		code := "W" + strconv.Itoa(i)
		_, err := writer.Create(ctx, code, benchEntry)
		require.NoError(b, err)
		_, err = writer.Append(ctx, code, benchEntry, 0)
		require.NoError(b, err)
		last[i] = 1
		seen[i] = make(chan uint64, 1)
		stop, err := watcher.Watch(ctx, code, 1, func(n uint64, _ []byte) { seen[i] <- n })
		require.NoError(b, err)
		defer stop()
	}
	runtime.GC()
	var after runtime.MemStats
	runtime.ReadMemStats(&after)
	perTable := float64(int64(after.HeapInuse)-int64(before.HeapInuse)) / tables / 1024

	lat := make([]time.Duration, 0, b.N)
	rng := uint64(1)
	b.ResetTimer()
	for range b.N {
		rng = rng*6364136223846793005 + 1442695040888963407
		i := int(rng>>33) % tables
		start := time.Now()
		n, err := writer.Append(ctx, "W"+strconv.Itoa(i), benchEntry, last[i])
		if err != nil {
			b.Fatal(err)
		}
		if got := <-seen[i]; got != n {
			b.Fatalf("watched entry %d after appending %d", got, n)
		}
		lat = append(lat, time.Since(start))
		last[i] = n
	}
	b.StopTimer()
	reportPercentiles(b, lat)
	b.ReportMetric(perTable, "heap-KiB/table")
}

// BenchmarkAppendManyTables measures appends per second on an embedded server with many tables
// appended to at once from one Store, as one server with many games in play does.
func BenchmarkAppendManyTables(b *testing.B) {
	_, url := embedded(b, b.TempDir())
	s := open(b, url)
	ctx := context.Background()
	var tables atomic.Int64
	b.SetParallelism(16) // 16 goroutines per core: many tables waiting on their appends
	b.ResetTimer()
	start := time.Now()
	b.RunParallel(func(pb *testing.PB) {
		code := "T" + strconv.FormatInt(tables.Add(1), 10)
		last := uint64(0)
		for pb.Next() {
			n, err := s.Append(ctx, code, benchEntry, last)
			if err != nil {
				b.Error(err)
				return
			}
			last = n
		}
	})
	b.ReportMetric(float64(b.N)/time.Since(start).Seconds(), "appends/s")
}

// BenchmarkEmbeddedStart measures starting an embedded server on an empty folder until it
// accepts connections and a Store has laid out its stream and bucket, and the memory the
// running server holds (the Go heap, and the process's resident memory, before and after).
func BenchmarkEmbeddedStart(b *testing.B) {
	for range b.N {
		b.StopTimer()
		dir := b.TempDir()
		runtime.GC()
		var before runtime.MemStats
		runtime.ReadMemStats(&before)
		rssBefore := residentBytes()
		b.StartTimer()

		start := time.Now()
		srv, url, err := Embedded(dir)
		require.NoError(b, err)
		ready := time.Since(start)
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		s, err := Open(ctx, url)
		cancel()
		require.NoError(b, err)
		opened := time.Since(start)

		b.StopTimer()
		runtime.GC()
		var after runtime.MemStats
		runtime.ReadMemStats(&after)
		b.ReportMetric(float64(ready.Microseconds())/1000, "ms-to-ready")
		b.ReportMetric(float64(opened.Microseconds())/1000, "ms-to-open")
		b.ReportMetric(float64(int64(after.HeapInuse)-int64(before.HeapInuse))/(1<<20), "heap-MiB")
		if rss := residentBytes(); rss > 0 {
			b.ReportMetric(float64(rss-rssBefore)/(1<<20), "rss-growth-MiB")
			b.ReportMetric(float64(rss)/(1<<20), "rss-MiB")
		}
		s.Close()
		srv.Shutdown()
		srv.WaitForShutdown()
		b.StartTimer()
	}
}

// residentBytes is the process's resident memory from /proc (0 where there is none).
func residentBytes() int64 {
	status, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0
	}
	for line := range strings.Lines(string(status)) {
		if rest, ok := strings.CutPrefix(line, "VmRSS:"); ok {
			var kb int64
			if _, err := fmt.Sscan(rest, &kb); err == nil {
				return kb << 10
			}
		}
	}
	return 0
}

func reportPercentiles(b *testing.B, lat []time.Duration) {
	if len(lat) == 0 {
		return
	}
	slices.Sort(lat)
	at := func(p float64) float64 {
		return float64(lat[int(p*float64(len(lat)-1))].Microseconds())
	}
	b.ReportMetric(at(0.50), "p50-µs")
	b.ReportMetric(at(0.99), "p99-µs")
}
