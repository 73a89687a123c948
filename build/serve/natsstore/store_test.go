package natsstore

import (
	"context"
	"fmt"
	"net"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/build/serve/tables"
	"northtable/build/serve/tables/storetest"
)

// embedded starts a server on dir, shut down at the test's end after the Stores opened later.
func embedded(t testing.TB, dir string, opts ...EmbeddedOption) (*server.Server, string) {
	t.Helper()
	s, url, err := Embedded(dir, opts...)
	require.NoError(t, err)
	t.Cleanup(func() {
		s.Shutdown()
		s.WaitForShutdown()
	})
	return s, url
}

// open opens a Store on url, closed at the test's end.
func open(t testing.TB, url string, opts ...OpenOption) *Store {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	s, err := Open(ctx, url, opts...)
	require.NoError(t, err)
	t.Cleanup(s.Close)
	return s
}

func testCtx(t *testing.T) context.Context {
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	t.Cleanup(cancel)
	return ctx
}

func TestStoreKeepsTheContractOverTwoConnections(t *testing.T) {
	storetest.Run(t, func(t *testing.T) (tables.Store, tables.Store) {
		_, url := embedded(t, t.TempDir())
		return open(t, url), open(t, url)
	})
}

func TestCodesThatAreNotSubjectTokensAreRefused(t *testing.T) {
	_, url := embedded(t, t.TempDir())
	s := open(t, url)
	ctx := testCtx(t)
	for _, code := range []string{"", "a.b", "*", ">", "ab cd", "tab\tle", "ä", "x/y", strings.Repeat("A", 65)} {
		_, err := s.Create(ctx, code, []byte("s"))
		assert.ErrorIs(t, err, ErrBadCode, "Create %q", code)
		_, _, err = s.Settings(ctx, code)
		assert.ErrorIs(t, err, ErrBadCode, "Settings %q", code)
		_, err = s.SetSettings(ctx, code, []byte("s"), 1)
		assert.ErrorIs(t, err, ErrBadCode, "SetSettings %q", code)
		_, err = s.Append(ctx, code, []byte("e"), 0)
		assert.ErrorIs(t, err, ErrBadCode, "Append %q", code)
		_, err = s.History(ctx, code, 0)
		assert.ErrorIs(t, err, ErrBadCode, "History %q", code)
		_, err = s.Watch(ctx, code, 0, func(uint64, []byte) {})
		assert.ErrorIs(t, err, ErrBadCode, "Watch %q", code)
	}
	for _, code := range []string{"A", "abc-DEF_123", strings.Repeat("z", 64)} {
		_, err := s.Append(ctx, code, []byte("e"), 0)
		assert.NoError(t, err, "Append %q", code)
	}
}

func TestOversizedEntriesAndSettingsAreRefused(t *testing.T) {
	_, url := embedded(t, t.TempDir())
	s := open(t, url)
	ctx := testCtx(t)
	big := make([]byte, MaxEntrySize+1)
	_, err := s.Append(ctx, "BIG", big, 0)
	require.ErrorIs(t, err, ErrTooLarge)
	_, err = s.Create(ctx, "BIG", big)
	require.ErrorIs(t, err, ErrTooLarge)

	n, err := s.Append(ctx, "BIG", big[:MaxEntrySize], 0)
	require.NoError(t, err, "an entry of exactly the limit fits, headers and all")
	assert.Equal(t, uint64(1), n)
	rev, err := s.Create(ctx, "BIG", big[:MaxEntrySize])
	require.NoError(t, err)
	_, err = s.SetSettings(ctx, "BIG", big, rev)
	require.ErrorIs(t, err, ErrTooLarge)
}

func TestAFullTableRefusesMoreEntries(t *testing.T) {
	_, url := embedded(t, t.TempDir())
	s := open(t, url)
	ctx := testCtx(t)
	// Fill the table quickly, bypassing Append, with entries numbered as Append numbers them.
	for i := range uint64(MaxEntriesPerTable) {
		m := nats.NewMsg("tables.FULL.history")
		m.Header.Set(headerEntry, strconv.FormatUint(i+1, 10))
		_, err := s.js.PublishMsgAsync(m)
		require.NoError(t, err)
		if (i+1)%1000 == 0 { // stay under the client's limit of answers awaited
			select {
			case <-s.js.PublishAsyncComplete():
			case <-ctx.Done():
				require.FailNow(t, "the entries were not all stored")
			}
		}
	}
	_, err := s.Append(ctx, "FULL", []byte("one more"), MaxEntriesPerTable)
	require.ErrorIs(t, err, ErrTableFull)
	h, err := s.History(ctx, "FULL", MaxEntriesPerTable-2)
	require.NoError(t, err)
	assert.Len(t, h, 2, "the table keeps its entries, the oldest included")
	h, err = s.History(ctx, "FULL", 0)
	require.NoError(t, err)
	assert.Len(t, h, MaxEntriesPerTable)
}

// TestReadersReleaseTheirConsumers checks that a Store's watches share one consumer, however
// many tables they follow, and that a finished History leaves no consumer behind in the server,
// where each would hold memory and goroutines for a while.
func TestReadersReleaseTheirConsumers(t *testing.T) {
	_, url := embedded(t, t.TempDir())
	s := open(t, url)
	ctx := testCtx(t)
	for i := range 5 {
		_, err := s.Append(ctx, "FREE", []byte("move"), uint64(i))
		require.NoError(t, err)
		_, err = s.Append(ctx, "BUSY", []byte("move"), uint64(i))
		require.NoError(t, err)
	}
	consumers := func() int {
		info, err := s.stream.Info(ctx)
		require.NoError(t, err)
		return info.State.Consumers
	}
	var stops []func()
	for _, code := range []string{"FREE", "FREE", "BUSY"} {
		stop, err := s.Watch(ctx, code, 0, func(uint64, []byte) {})
		require.NoError(t, err)
		stops = append(stops, stop)
	}
	require.Eventually(t, func() bool { return consumers() == 1 }, 10*time.Second, 10*time.Millisecond,
		"one consumer for every watch of the Store (their catch-up readers deleted)")
	for _, stop := range stops {
		stop()
	}
	h, err := s.History(ctx, "FREE", 0)
	require.NoError(t, err)
	require.Len(t, h, 5)
	require.Eventually(t, func() bool { return consumers() == 1 }, 10*time.Second, 10*time.Millisecond,
		"a finished History's consumer is deleted; the watches' one stays with the Store")
}

func TestAServerThatCannotStartSaysWhy(t *testing.T) {
	taken, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	defer taken.Close()
	_, _, err = Embedded(t.TempDir(), Port(taken.Addr().(*net.TCPAddr).Port))
	require.Error(t, err)
	assert.Contains(t, err.Error(), "address already in use")
}

// TestTablesOutliveTheServer appends, shuts the server down, starts it again on the same folder
// and reopens: the history is the same and the next Append gets the next number, from a new
// Store that has never seen the table (its number comes from the stored entry).
func TestTablesOutliveTheServer(t *testing.T) {
	dir := t.TempDir()
	ctx := testCtx(t)
	srv, url, err := Embedded(dir)
	require.NoError(t, err)
	s, err := Open(ctx, url)
	require.NoError(t, err)
	rev, err := s.Create(ctx, "KEEP", []byte("settings"))
	require.NoError(t, err)
	var want []string
	for i := range 30 {
		e := fmt.Sprintf("move %d", i+1)
		want = append(want, e)
		_, err := s.Append(ctx, "KEEP", []byte(e), uint64(i))
		require.NoError(t, err)
	}
	s.Close()
	srv.Shutdown()
	srv.WaitForShutdown()

	_, url = embedded(t, dir)
	s2 := open(t, url)
	got, err := s2.History(ctx, "KEEP", 0)
	require.NoError(t, err)
	assert.Equal(t, want, strs(got))
	settings, rev2, err := s2.Settings(ctx, "KEEP")
	require.NoError(t, err)
	assert.Equal(t, "settings", string(settings))
	assert.Equal(t, rev, rev2)

	_, err = s2.Append(ctx, "KEEP", []byte("fork"), 29)
	require.ErrorIs(t, err, tables.ErrConflict)
	n, err := s2.Append(ctx, "KEEP", []byte("move 31"), 30)
	require.NoError(t, err)
	assert.Equal(t, uint64(31), n)
	got, err = s2.History(ctx, "KEEP", 29)
	require.NoError(t, err)
	assert.Equal(t, []string{"move 30", "move 31"}, strs(got))
}

// TestAStoreRidesOutAServerRestart keeps one Store open while its server is shut down and
// started again on the same folder and port: it reconnects by itself, its Watch resumes after
// the last entry it delivered, and appends go on.
func TestAStoreRidesOutAServerRestart(t *testing.T) {
	dir := t.TempDir()
	ctx := testCtx(t)
	port, err := freePort() // kept across the restart
	require.NoError(t, err)
	srv, url, err := Embedded(dir, Port(port))
	require.NoError(t, err)
	s := open(t, url, WatchHeartbeat(500*time.Millisecond))
	w := storetest.NewLog()
	stop, err := s.Watch(ctx, "RIDE", 0, w.F)
	require.NoError(t, err)
	defer stop()
	for i := range 5 {
		_, err := s.Append(ctx, "RIDE", fmt.Appendf(nil, "move %d", i+1), uint64(i))
		require.NoError(t, err)
	}
	w.WaitFor(t, 5)
	srv.Shutdown()
	srv.WaitForShutdown()

	srv2, _, err := Embedded(dir, Port(port))
	require.NoError(t, err)
	t.Cleanup(func() {
		srv2.Shutdown()
		srv2.WaitForShutdown()
	})
	for i := 5; i < 10; i++ {
		_, err := s.Append(ctx, "RIDE", fmt.Appendf(nil, "move %d", i+1), uint64(i))
		require.NoError(t, err)
	}
	w.WaitFor(t, 10)
	ns, _ := w.Calls()
	assert.Equal(t, storetest.Numbers(1, 10), ns, "every entry once, in order, across the restart")
}

func strs(bs [][]byte) []string {
	out := make([]string, len(bs))
	for i, b := range bs {
		out[i] = string(b)
	}
	return out
}
