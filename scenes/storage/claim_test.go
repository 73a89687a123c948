package storage_test

import (
	"sort"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/scenes/storage"
)

// clock is a simulated clock for claims.
type clock struct{ t time.Time }

func (c *clock) now() time.Time      { return c.t }
func (c *clock) add(d time.Duration) { c.t = c.t.Add(d) }
func newClock() *clock               { return &clock{t: time.Date(2026, 12, 1, 9, 25, 33, 0, time.UTC)} }
func load(t *testing.T, s storage.Store, k string) string {
	t.Helper()
	d, err := s.Load(k)
	require.NoError(t, err, k)
	return string(d)
}

// asides lists the aside keys of key with their data.
func asides(t *testing.T, s storage.Store, key string) map[string]string {
	t.Helper()
	list, err := storage.ListAside(s, key)
	require.NoError(t, err)
	out := map[string]string{}
	for _, a := range list {
		out[a.Why] += load(t, s, a.Key) + ";"
	}
	return out
}

// checkClaims runs the claim rules with two places (two tabs, two windows): a and b are the
// same storage seen from each place.
func checkClaims(t *testing.T, a, b storage.Store) {
	t.Helper()
	clk := newClock()
	const key = "game-orkney"

	ca, err := storage.Take(a, key, "tab-a", clk.now)
	require.NoError(t, err)
	require.NoError(t, ca.Save([]byte("a1")))
	r := storage.ReadClaim(b, key)
	assert.Equal(t, "tab-a", r.Owner)
	assert.True(t, r.Live(clk.now()), "the other place sees the game in play")

	// Play here in the second place: the first is refused at its next write, nothing is
	// overwritten, and its move is kept aside.
	cb, err := storage.Take(b, key, "tab-b", clk.now)
	require.NoError(t, err)
	assert.Greater(t, storage.ReadClaim(a, key).Gen, r.Gen, "a take raises the generation")
	assert.ErrorIs(t, ca.Check(), storage.ErrMoved)
	assert.True(t, ca.Lost())
	require.ErrorIs(t, ca.Save([]byte("a2")), storage.ErrMoved)
	assert.Equal(t, "a1", load(t, b, key), "the refused write overwrote nothing")
	assert.Equal(t, map[string]string{"moved": "a2;"}, asides(t, b, key), "the refused move is kept aside")
	assert.NotEmpty(t, ca.KeptAside())

	require.NoError(t, cb.Save([]byte("b1")))
	require.NoError(t, cb.Check())
	assert.Equal(t, "b1", load(t, a, key))
	assert.ErrorIs(t, ca.Remove(), storage.ErrMoved, "a lost place cannot delete the other's game")
	assert.Equal(t, "b1", load(t, a, key))
	assert.ErrorIs(t, ca.Refresh(), storage.ErrMoved)
	ca.Release() // a lost claim's release leaves the new owner's record alone
	assert.Equal(t, "tab-b", storage.ReadClaim(a, key).Owner)

	// The lease: refreshed it stays live; left alone it lapses after LeaseTime.
	clk.add(storage.LeaseTime - time.Second)
	require.NoError(t, cb.Refresh())
	clk.add(storage.LeaseTime - time.Second)
	assert.True(t, storage.ReadClaim(a, key).Live(clk.now()), "refreshed within the lease")
	clk.add(2 * time.Second)
	assert.False(t, storage.ReadClaim(a, key).Live(clk.now()), "a crashed place's claim lapses")

	// The first place takes it back (its own Play here): the second is now the one refused.
	ca2, err := storage.Take(a, key, "tab-a", clk.now)
	require.NoError(t, err)
	assert.ErrorIs(t, cb.Save([]byte("b2")), storage.ErrMoved)
	assert.ErrorIs(t, ca.Save([]byte("a-old")), storage.ErrMoved, "a claim object from before stays lost")
	require.NoError(t, ca2.Save([]byte("a3")))
	assert.Equal(t, "a3", load(t, b, key))
	assert.Equal(t, map[string]string{"moved": "a-old;b2;a2;"}, asides(t, a, key), "every refused write kept, newest first")

	// Leaving the game releases it; a finished game's Remove deletes it and releases too.
	ca2.Release()
	r = storage.ReadClaim(b, key)
	assert.Empty(t, r.Owner)
	assert.False(t, r.Live(clk.now()))
	assert.ErrorIs(t, ca2.Save([]byte("late")), storage.ErrMoved, "a released claim writes no more")
	cb2, err := storage.Take(b, key, "tab-b", clk.now)
	require.NoError(t, err)
	require.NoError(t, cb2.Remove())
	_, err = a.Load(key)
	assert.ErrorIs(t, err, storage.ErrNotFound)
	assert.Empty(t, storage.ReadClaim(a, key).Owner)
}

// checkClaimedStore: the table's Store routes the claimed key's writes through the claim and
// leaves the others alone.
func checkClaimedStore(t *testing.T, a, b storage.Store) {
	t.Helper()
	clk := newClock()
	ca, err := storage.Take(a, "game-reykholt", "w1", clk.now)
	require.NoError(t, err)
	s := ca.Store()
	require.NoError(t, s.Save("game-reykholt", []byte("r1")))
	require.NoError(t, s.Save("settings.json", []byte("{}")))
	_, err = storage.Take(b, "game-reykholt", "w2", clk.now)
	require.NoError(t, err)
	assert.ErrorIs(t, s.Save("game-reykholt", []byte("r2")), storage.ErrMoved)
	assert.ErrorIs(t, s.Remove("game-reykholt"), storage.ErrMoved)
	require.NoError(t, s.Save("settings.json", []byte("{\"x\":1}")), "other keys are not claimed")
	assert.Equal(t, "r1", load(t, b, "game-reykholt"))
	assert.Equal(t, "r1", load(t, s, "game-reykholt"))
}

// checkAside: kept-aside keys are named for why and when, never collide, and list newest first.
func checkAside(t *testing.T, s storage.Store) {
	t.Helper()
	at := time.Date(2026, 12, 1, 9, 25, 33, 0, time.UTC)
	require.NoError(t, s.Save("game-orkney", []byte("one")))
	k1, err := storage.KeepAside(s, "game-orkney", "damaged", at)
	require.NoError(t, err)
	assert.Equal(t, "game-orkney.damaged-20261201-092533", k1)
	require.NoError(t, s.Save("game-orkney", []byte("two")))
	k2, err := storage.KeepAside(s, "game-orkney", "damaged", at)
	require.NoError(t, err)
	assert.Equal(t, "game-orkney.damaged-20261201-092533-2", k2, "the same second does not replace the first")
	k3, err := storage.SaveAside(s, "game-orkney", "replaced", []byte("three"), at.Add(time.Hour))
	require.NoError(t, err)
	require.NoError(t, s.Save("game-orkney.claim", []byte("{}")))
	require.NoError(t, s.Save("game-orkneyx.damaged-20261201-092533", []byte("other")))
	require.NoError(t, s.Save("game-reykholt.damaged-20261201-092533", []byte("other")))

	list, err := storage.ListAside(s, "game-orkney")
	require.NoError(t, err)
	var keys []string
	for _, a := range list {
		keys = append(keys, a.Key)
		assert.Equal(t, "game-orkney", a.Of)
	}
	assert.Equal(t, []string{k3, k2, k1}, keys)
	assert.Equal(t, "replaced", list[0].Why)
	assert.Equal(t, at.Add(time.Hour), list[0].At)
	assert.Equal(t, "one", load(t, s, k1))
	assert.Equal(t, "two", load(t, s, k2))

	l := s.(storage.Lister)
	got, err := l.List("game-")
	require.NoError(t, err)
	sort.Strings(got)
	assert.Equal(t, []string{"game-orkney.claim", k1, k2, k3, "game-orkneyx.damaged-20261201-092533", "game-reykholt.damaged-20261201-092533"}, got)
}

func TestParseAside(t *testing.T) {
	a, ok := storage.ParseAside("game-orkney.moved-20261201-235959-3")
	require.True(t, ok)
	assert.Equal(t, storage.Aside{Key: "game-orkney.moved-20261201-235959-3", Of: "game-orkney", Why: "moved",
		At: time.Date(2026, 12, 1, 23, 59, 59, 0, time.UTC)}, a)
	for _, bad := range []string{"game-orkney", "game-orkney.claim", "game-orkney.damaged-2026", "game-orkney.damaged-20261301-000000",
		"game-orkney.damaged-20261201-000000-1", "game-orkney.damaged-20261201-000000x", ".damaged-20261201-000000", "settings.json"} {
		_, ok := storage.ParseAside(bad)
		assert.False(t, ok, bad)
	}
}

func TestMemoryClaims(t *testing.T) {
	m := storage.NewMemory()
	checkClaims(t, m, m)
}

func TestMemoryClaimedStore(t *testing.T) {
	m := storage.NewMemory()
	checkClaimedStore(t, m, m)
}

func TestMemoryAside(t *testing.T) { checkAside(t, storage.NewMemory()) }

// racing is a store that lets another place take the claim while a write is under way, as a
// second browser process may between the check and the write.
type racing struct {
	*storage.Memory
	during func()
}

func (r *racing) Save(key string, data []byte) error {
	err := r.Memory.Save(key, data)
	if key == "game-orkney" && r.during != nil {
		f := r.during
		r.during = nil
		f()
	}
	return err
}

// A takeover between the check and the write: the data just written may replace what the other
// place loaded, so it is kept aside too, and the writer hears that the game moved.
func TestClaimTakenDuringTheWriteIsKeptAside(t *testing.T) {
	clk := newClock()
	st := &racing{Memory: storage.NewMemory()}
	ca, err := storage.Take(st, "game-orkney", "tab-a", clk.now)
	require.NoError(t, err)
	require.NoError(t, ca.Save([]byte("a1")))
	st.during = func() {
		_, err := storage.Take(st.Memory, "game-orkney", "tab-b", clk.now)
		require.NoError(t, err)
	}
	require.ErrorIs(t, ca.Save([]byte("a2")), storage.ErrMoved)
	assert.True(t, ca.Lost())
	assert.Equal(t, map[string]string{"moved": "a2;"}, asides(t, st.Memory, "game-orkney"))
	assert.Equal(t, "tab-b", storage.ReadClaim(st, "game-orkney").Owner, "the other place keeps the game")
}

// A damaged claim record does not lock the game away: it reads as nobody's.
func TestDamagedClaimIsNobodys(t *testing.T) {
	m := storage.NewMemory()
	m.Damage("game-orkney.claim", []byte("garbage"))
	assert.Equal(t, storage.ClaimRecord{}, storage.ReadClaim(m, "game-orkney"))
	c, err := storage.Take(m, "game-orkney", "w", time.Now)
	require.NoError(t, err)
	require.NoError(t, c.Save([]byte("x")))
}
