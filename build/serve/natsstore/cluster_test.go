package natsstore

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/build/serve/tables/storetest"
)

// TestAReplicatedTableOutlivesLostNodes has two Stores connected to different nodes of a
// three-node cluster append to one table in turn while nodes go down: first the node neither
// store is connected to, which is then started again, then the node the first store is
// connected to. Appends go on (the first store reconnects to another node), and the history
// holds every entry once, in order, as does a Watch that ran throughout.
func TestAReplicatedTableOutlivesLostNodes(t *testing.T) {
	c, err := StartCluster(t.TempDir(), 3)
	require.NoError(t, err)
	t.Cleanup(c.Shutdown)
	ctx := testCtx(t)

	a := open(t, c.URLs(0), Replicas(3), WatchHeartbeat(500*time.Millisecond))
	b := open(t, c.URLs(1), Replicas(3), WatchHeartbeat(500*time.Millisecond))
	require.Equal(t, c.URL(0), a.nc.ConnectedUrl())
	require.Equal(t, c.URL(1), b.nc.ConnectedUrl())
	_, err = a.Create(ctx, "CLUSTER", []byte("settings"))
	require.NoError(t, err)

	log := storetest.NewLog()
	stop, err := b.Watch(ctx, "CLUSTER", 0, log.F)
	require.NoError(t, err)
	defer stop()

	// The stores take turns appending in the background while nodes go down under them.
	const total = 90
	progress := make(chan uint64, total)
	failed := make(chan error, 1)
	// allow raises how far the appends may go, so that each node goes down while appends are
	// being made, between two known points.
	allow := make(chan uint64, 8)
	go func() {
		defer close(progress)
		limit := uint64(0)
		for i := range uint64(total) {
			for i >= limit {
				select {
				case limit = <-allow:
				case <-ctx.Done():
					return
				}
			}
			s := []*Store{a, b}[i%2]
			n, err := s.Append(ctx, "CLUSTER", fmt.Appendf(nil, "move %d", i+1), i)
			if err != nil {
				failed <- fmt.Errorf("append %d: %w", i+1, err)
				return
			}
			progress <- n
		}
	}()
	reached := uint64(0)
	waitFor := func(k uint64) {
		t.Helper()
		deadline := time.NewTimer(60 * time.Second)
		defer deadline.Stop()
		for reached < k {
			select {
			case n, ok := <-progress:
				if !ok {
					require.NoError(t, <-failed)
				}
				reached = n
			case err := <-failed:
				require.NoError(t, err)
			case <-deadline.C:
				require.FailNow(t, "appends stalled", "at entry %d of %d", reached, k)
			}
		}
	}
	streamCurrent := func() {
		t.Helper()
		require.Eventually(t, func() bool {
			ictx, cancel := context.WithTimeout(ctx, time.Second)
			defer cancel()
			info, err := b.stream.Info(ictx)
			if err != nil || info.Cluster == nil || len(info.Cluster.Replicas) != 2 {
				return false
			}
			for _, p := range info.Cluster.Replicas {
				if !p.Current || p.Offline {
					return false
				}
			}
			return true
		}, 30*time.Second, 50*time.Millisecond, "the history's copies catch up")
	}

	allow <- 20
	waitFor(20)
	allow <- 40
	c.Kill(2) // connected to by neither store
	waitFor(40)
	allow <- 50
	require.NoError(t, c.Restart(2))
	streamCurrent()
	waitFor(50)
	allow <- total
	c.Kill(0) // the first store's node
	waitFor(total)

	assert.NotEqual(t, c.URL(0), a.nc.ConnectedUrl(), "the first store moved to another node")
	assert.Equal(t, c.URL(1), b.nc.ConnectedUrl())
	var want []string
	for i := range total {
		want = append(want, fmt.Sprintf("move %d", i+1))
	}
	for _, s := range []*Store{a, b} {
		got, err := s.History(ctx, "CLUSTER", 0)
		require.NoError(t, err)
		assert.Equal(t, want, strs(got), "every entry once, in order")
	}
	log.WaitFor(t, total)
	ns, entries := log.Calls()
	assert.Equal(t, storetest.Numbers(1, total), ns, "the watch saw every entry once, in order")
	assert.Equal(t, want, entries)
}
