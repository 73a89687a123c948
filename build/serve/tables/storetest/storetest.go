// Package storetest is the contract every tables.Store keeps, as tests any store's package
// runs over its own store: the in-memory one of the tables package and the NATS JetStream one
// run the same checks, so the table logic tested over the first holds over the second.
package storetest

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/build/serve/tables"
)

// Open gives two handles on one new, empty storage for one test: two connections of a
// networked store (as two servers would hold), or the same value twice for an in-memory one.
// Everything it starts is cleaned up by t.Cleanup.
type Open func(t *testing.T) (first, second tables.Store)

// Wait is how long a check waits for an entry to reach a Watch.
const Wait = 10 * time.Second

// Run runs every check of the contract as a subtest, each on a storage of its own.
func Run(t *testing.T, open Open) {
	t.Run("CreateThenSettingsFromEitherHandle", func(t *testing.T) { createThenSettings(t, open) })
	t.Run("SetSettingsOnlyFromTheCurrentRevision", func(t *testing.T) { setSettingsCompareAndSet(t, open) })
	t.Run("SetSettingsOfAMissingTableIsNotFound", func(t *testing.T) { setSettingsMissing(t, open) })
	t.Run("AppendOnlyAfterTheLastEntry", func(t *testing.T) { appendAfterLast(t, open) })
	t.Run("HistoryFromAnyEntry", func(t *testing.T) { historyFromAnyEntry(t, open) })
	t.Run("ConcurrentAppendersNeverForkATable", func(t *testing.T) { concurrentAppenders(t, open) })
	t.Run("WatchSeesEveryEntryOnceInOrder", func(t *testing.T) { watchEveryEntry(t, open) })
	t.Run("WatchFromTheMiddle", func(t *testing.T) { watchFromTheMiddle(t, open) })
	t.Run("WatchStops", func(t *testing.T) { watchStops(t, open) })
	t.Run("TablesAreApart", func(t *testing.T) { tablesAreApart(t, open) })
}

func ctxFor(t *testing.T) context.Context {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	t.Cleanup(cancel)
	return ctx
}

func createThenSettings(t *testing.T, open Open) {
	a, b := open(t)
	ctx := ctxFor(t)

	_, _, err := a.Settings(ctx, "K7QX2M")
	require.ErrorIs(t, err, tables.ErrNotFound)

	rev, err := a.Create(ctx, "K7QX2M", []byte(`{"game":"orkney"}`))
	require.NoError(t, err)
	assert.NotZero(t, rev)

	for _, s := range []tables.Store{a, b} {
		got, gotRev, err := s.Settings(ctx, "K7QX2M")
		require.NoError(t, err)
		assert.Equal(t, `{"game":"orkney"}`, string(got))
		assert.Equal(t, rev, gotRev)
	}

	_, err = b.Create(ctx, "K7QX2M", []byte(`{"game":"reavers"}`))
	require.ErrorIs(t, err, tables.ErrExists)
	got, _, err := a.Settings(ctx, "K7QX2M")
	require.NoError(t, err)
	assert.Equal(t, `{"game":"orkney"}`, string(got), "a refused Create changes nothing")
}

func setSettingsCompareAndSet(t *testing.T, open Open) {
	a, b := open(t)
	ctx := ctxFor(t)
	rev1, err := a.Create(ctx, "T4BLE", []byte("one"))
	require.NoError(t, err)

	rev2, err := a.SetSettings(ctx, "T4BLE", []byte("two"), rev1)
	require.NoError(t, err)
	assert.NotEqual(t, rev1, rev2)

	// The other server still holds revision 1: refused, nothing changes.
	_, err = b.SetSettings(ctx, "T4BLE", []byte("stale"), rev1)
	require.ErrorIs(t, err, tables.ErrConflict)
	got, rev, err := b.Settings(ctx, "T4BLE")
	require.NoError(t, err)
	assert.Equal(t, "two", string(got))
	assert.Equal(t, rev2, rev)

	// Read again and retry: accepted.
	rev3, err := b.SetSettings(ctx, "T4BLE", []byte("three"), rev)
	require.NoError(t, err)
	got, rev, err = a.Settings(ctx, "T4BLE")
	require.NoError(t, err)
	assert.Equal(t, "three", string(got))
	assert.Equal(t, rev3, rev)
}

func setSettingsMissing(t *testing.T, open Open) {
	a, _ := open(t)
	ctx := ctxFor(t)
	for _, rev := range []uint64{0, 1, 7} {
		_, err := a.SetSettings(ctx, "NOPE", []byte("s"), rev)
		require.ErrorIs(t, err, tables.ErrNotFound, "revision %d", rev)
	}
	_, _, err := a.Settings(ctx, "NOPE")
	require.ErrorIs(t, err, tables.ErrNotFound, "a refused SetSettings created nothing")
}

func appendAfterLast(t *testing.T, open Open) {
	a, b := open(t)
	ctx := ctxFor(t)
	_, err := a.Create(ctx, "APP1", []byte("s"))
	require.NoError(t, err)

	n, err := a.Append(ctx, "APP1", []byte("m1"), 0)
	require.NoError(t, err)
	assert.Equal(t, uint64(1), n)

	_, err = b.Append(ctx, "APP1", []byte("fork"), 0)
	require.ErrorIs(t, err, tables.ErrConflict, "appending on an outdated view is refused")
	_, err = b.Append(ctx, "APP1", []byte("ahead"), 5)
	require.ErrorIs(t, err, tables.ErrConflict, "appending after an entry that does not exist is refused")

	n, err = b.Append(ctx, "APP1", []byte("m2"), 1)
	require.NoError(t, err)
	assert.Equal(t, uint64(2), n)

	_, err = a.Append(ctx, "APP1", []byte("fork"), 1)
	require.ErrorIs(t, err, tables.ErrConflict, "the first handle's view is now outdated")
	n, err = a.Append(ctx, "APP1", []byte("m3"), 2)
	require.NoError(t, err)
	assert.Equal(t, uint64(3), n)

	for _, s := range []tables.Store{a, b} {
		got, err := s.History(ctx, "APP1", 0)
		require.NoError(t, err)
		assert.Equal(t, []string{"m1", "m2", "m3"}, strs(got), "refused appends left no trace")
	}
}

func historyFromAnyEntry(t *testing.T, open Open) {
	a, b := open(t)
	ctx := ctxFor(t)
	got, err := a.History(ctx, "HIST", 0)
	require.NoError(t, err)
	assert.Empty(t, got, "a table with no entries has an empty history")

	var want []string
	for i := range 12 {
		e := fmt.Sprintf("entry %d", i+1)
		want = append(want, e)
		_, err := a.Append(ctx, "HIST", []byte(e), uint64(i))
		require.NoError(t, err)
	}
	for _, after := range []uint64{0, 1, 5, 10, 11, 12, 20} {
		got, err := b.History(ctx, "HIST", after)
		require.NoError(t, err)
		if after >= 12 {
			assert.Empty(t, got, "after %d", after)
			continue
		}
		assert.Equal(t, want[after:], strs(got), "after %d", after)
	}
}

// concurrentAppenders has four writers on each handle race for the same table, each appending
// after the last entry it knows and rereading the history when refused, until the table holds
// 120 entries: every number is won exactly once and every entry stored is one a writer was told
// it won.
func concurrentAppenders(t *testing.T, open Open) {
	a, b := open(t)
	ctx := ctxFor(t)
	const total = 120
	type win struct {
		n     uint64
		entry string
	}
	var mu sync.Mutex
	var wins []win
	var wg sync.WaitGroup
	errs := make(chan error, 8)
	for w := range 8 {
		s := []tables.Store{a, b}[w%2]
		wg.Add(1)
		go func() {
			defer wg.Done()
			last := uint64(0)
			for i := 0; ; i++ {
				if last >= total {
					return
				}
				entry := fmt.Sprintf("writer %d try %d", w, i)
				n, err := s.Append(ctx, "RACE", []byte(entry), last)
				switch {
				case err == nil:
					if n != last+1 {
						errs <- fmt.Errorf("append after %d returned %d", last, n)
						return
					}
					mu.Lock()
					wins = append(wins, win{n, entry})
					mu.Unlock()
					last = n
				case errors.Is(err, tables.ErrConflict):
					h, err := s.History(ctx, "RACE", last)
					if err != nil {
						errs <- err
						return
					}
					last += uint64(len(h))
				default:
					errs <- err
					return
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		require.NoError(t, err)
	}

	got, err := a.History(ctx, "RACE", 0)
	require.NoError(t, err)
	require.Len(t, got, total, "the table grew past its last entry only by won appends")
	slices.SortFunc(wins, func(x, y win) int { return int(x.n) - int(y.n) })
	require.Len(t, wins, total, "every number was won exactly once")
	for i, w := range wins {
		assert.Equal(t, uint64(i+1), w.n)
		assert.Equal(t, w.entry, string(got[i]), "entry %d is the winner's", w.n)
	}
	other, err := b.History(ctx, "RACE", 0)
	require.NoError(t, err)
	assert.Equal(t, strs(got), strs(other), "both handles read the same history")
}

// Log records a Watch's calls for checks: pass its F to Watch.
type Log struct {
	mu      sync.Mutex
	ns      []uint64
	entries []string
	more    chan struct{}
}

// NewLog is an empty Log.
func NewLog() *Log { return &Log{more: make(chan struct{}, 1)} }

// F is the function to give Watch; it records each call.
func (l *Log) F(n uint64, entry []byte) {
	l.mu.Lock()
	l.ns = append(l.ns, n)
	l.entries = append(l.entries, string(entry))
	l.mu.Unlock()
	select {
	case l.more <- struct{}{}:
	default:
	}
}

// Count is the number of calls so far.
func (l *Log) Count() int {
	l.mu.Lock()
	defer l.mu.Unlock()
	return len(l.ns)
}

// WaitFor waits until the watch has made at least k calls, failing the test after Wait.
func (l *Log) WaitFor(t testing.TB, k int) {
	t.Helper()
	deadline := time.NewTimer(Wait)
	defer deadline.Stop()
	for l.Count() < k {
		select {
		case <-l.more:
		case <-deadline.C:
			require.FailNow(t, "the watch did not see every entry", "saw %d of %d", l.Count(), k)
		}
	}
}

// Calls are the entry numbers and the entries the watch was called with, in call order.
func (l *Log) Calls() ([]uint64, []string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return slices.Clone(l.ns), slices.Clone(l.entries)
}

// Numbers lists from, from+1, …, to.
func Numbers(from, to uint64) []uint64 {
	var ns []uint64
	for n := from; n <= to; n++ {
		ns = append(ns, n)
	}
	return ns
}

func watchEveryEntry(t *testing.T, open Open) {
	a, b := open(t)
	ctx := ctxFor(t)
	w := NewLog()
	stop, err := b.Watch(ctx, "WATCH", 0, w.F)
	require.NoError(t, err)
	defer stop()

	var want []string
	for i := range 20 {
		e := fmt.Sprintf("move %d", i+1)
		want = append(want, e)
		// The handles take turns: the watch sees the other handle's entries as well.
		_, err := []tables.Store{a, b}[i%2].Append(ctx, "WATCH", []byte(e), uint64(i))
		require.NoError(t, err)
	}
	w.WaitFor(t, 20)
	ns, entries := w.Calls()
	assert.Equal(t, Numbers(1, 20), ns, "every entry once, in order")
	assert.Equal(t, want, entries)
}

func watchFromTheMiddle(t *testing.T, open Open) {
	a, b := open(t)
	ctx := ctxFor(t)
	for i := range 5 {
		_, err := a.Append(ctx, "MID", fmt.Appendf(nil, "move %d", i+1), uint64(i))
		require.NoError(t, err)
	}
	w := NewLog()
	stop, err := b.Watch(ctx, "MID", 3, w.F)
	require.NoError(t, err)
	defer stop()
	w.WaitFor(t, 2)
	for i := 5; i < 7; i++ {
		_, err := a.Append(ctx, "MID", fmt.Appendf(nil, "move %d", i+1), uint64(i))
		require.NoError(t, err)
	}
	w.WaitFor(t, 4)
	ns, entries := w.Calls()
	assert.Equal(t, Numbers(4, 7), ns, "the entries after number 3, each once")
	assert.Equal(t, []string{"move 4", "move 5", "move 6", "move 7"}, entries)

	// A watch after the last entry waits for the next.
	tail := NewLog()
	stopTail, err := a.Watch(ctx, "MID", 7, tail.F)
	require.NoError(t, err)
	defer stopTail()
	_, err = b.Append(ctx, "MID", []byte("move 8"), 7)
	require.NoError(t, err)
	tail.WaitFor(t, 1)
	ns, entries = tail.Calls()
	assert.Equal(t, []uint64{8}, ns)
	assert.Equal(t, []string{"move 8"}, entries)
}

func watchStops(t *testing.T, open Open) {
	a, b := open(t)
	ctx := ctxFor(t)
	w := NewLog()
	stop, err := b.Watch(ctx, "STOP", 0, w.F)
	require.NoError(t, err)
	_, err = a.Append(ctx, "STOP", []byte("one"), 0)
	require.NoError(t, err)
	w.WaitFor(t, 1)
	stop()

	wctx, cancel := context.WithCancel(ctx)
	byCtx := NewLog()
	_, err = b.Watch(wctx, "STOP", 0, byCtx.F)
	require.NoError(t, err)
	byCtx.WaitFor(t, 1)
	cancel()

	_, err = a.Append(ctx, "STOP", []byte("two"), 1)
	require.NoError(t, err)
	// A third watch sees the new entry; the stopped ones, which had nothing in hand, do not.
	later := NewLog()
	stopLater, err := b.Watch(ctx, "STOP", 1, later.F)
	require.NoError(t, err)
	defer stopLater()
	later.WaitFor(t, 1)
	assert.Equal(t, 1, w.Count(), "no call after stop")
	assert.Equal(t, 1, byCtx.Count(), "no call after the context ended")
}

func tablesAreApart(t *testing.T, open Open) {
	a, b := open(t)
	ctx := ctxFor(t)
	_, err := a.Append(ctx, "ONE", []byte("one's"), 0)
	require.NoError(t, err)
	_, err = b.Append(ctx, "TWO", []byte("two's"), 0)
	require.NoError(t, err, "another table's entry does not make this one's view outdated")
	for code, want := range map[string]string{"ONE": "one's", "TWO": "two's"} {
		got, err := a.History(ctx, code, 0)
		require.NoError(t, err)
		assert.Equal(t, []string{want}, strs(got))
	}
}

func strs(bs [][]byte) []string {
	out := make([]string, len(bs))
	for i, b := range bs {
		out[i] = string(b)
	}
	return out
}
