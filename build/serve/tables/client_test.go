package tables_test

import (
	"context"
	"encoding/json"
	"math/rand/v2"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"northtable/build/serve/tables"
	"northtable/rules"
	allgames "northtable/rules/games"
	"northtable/rules/record"
	"northtable/rules/wire"
)

// wait is how long a test waits for a message before it fails.
const wait = 20 * time.Second

// fakeClient is a connection without a socket: it keeps every message the Hall sent it as the
// raw JSON a WebSocket would carry.
type fakeClient struct {
	mu     sync.Mutex
	raw    [][]byte
	closed bool
	more   chan struct{} // signalled after each message
	read   int           // messages the test has looked at (next's cursor)
	conn   *tables.Conn
	seats  []int
	tokens []string
	code   string
	last   []wire.SeatView // the views of the last position waited for
	msg    any             // the State or Update of the last position waited for
	// moot lets position pass over refusals of moves made moot by another's (two
	// connections racing for one seat).
	moot bool
}

func newClient(h *tables.Hall) *fakeClient {
	f := &fakeClient{more: make(chan struct{}, 1)}
	f.conn = h.Connect(f)
	return f
}

// Send implements tables.Client.
func (f *fakeClient) Send(msg any) {
	data, err := json.Marshal(msg)
	if err != nil {
		panic(err)
	}
	f.mu.Lock()
	f.raw = append(f.raw, data)
	f.mu.Unlock()
	select {
	case f.more <- struct{}{}:
	default:
	}
}

// Close implements tables.Client.
func (f *fakeClient) Close() {
	f.mu.Lock()
	f.closed = true
	f.mu.Unlock()
}

func (f *fakeClient) isClosed() bool {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.closed
}

// do sends one message from the client.
func (f *fakeClient) do(t testing.TB, msg any) {
	t.Helper()
	data, err := wire.Encode(msg)
	require.NoError(t, err)
	f.conn.Handle(context.Background(), data)
}

// count is the number of messages received so far.
func (f *fakeClient) count() int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return len(f.raw)
}

// waitCount waits until the client has received n messages, reading none.
func (f *fakeClient) waitCount(t testing.TB, n int) {
	t.Helper()
	deadline := time.After(wait)
	for f.count() < n {
		select {
		case <-f.more:
		case <-deadline:
			t.Fatalf("no message %d within %v", n, wait)
		}
	}
}

// messages returns every message so far, decoded.
func (f *fakeClient) messages(t testing.TB) []any {
	f.mu.Lock()
	raw := slices.Clone(f.raw)
	f.mu.Unlock()
	out := make([]any, len(raw))
	for i, r := range raw {
		m, err := wire.DecodeServer(r)
		require.NoError(t, err, "%s", r)
		out[i] = m
	}
	return out
}

// next waits for the next message the test has not looked at that pred takes, skipping
// others, and returns it.
func (f *fakeClient) next(t testing.TB, pred func(any) bool) any {
	t.Helper()
	deadline := time.After(wait)
	for {
		f.mu.Lock()
		raw := slices.Clone(f.raw[f.read:])
		f.mu.Unlock()
		for _, r := range raw {
			f.read++
			m, err := wire.DecodeServer(r)
			require.NoError(t, err, "%s", r)
			if pred(m) {
				return m
			}
		}
		select {
		case <-f.more:
		case <-deadline:
			t.Fatalf("no awaited message within %v; last ones: %s", wait, f.tail())
		}
	}
}

func (f *fakeClient) tail() string {
	f.mu.Lock()
	defer f.mu.Unlock()
	s := ""
	for _, r := range f.raw[max(0, len(f.raw)-3):] {
		s += string(r) + "\n"
	}
	return s
}

// Typed waits.
func nextOf[T any](t testing.TB, f *fakeClient) *T {
	t.Helper()
	return f.next(t, func(m any) bool { _, ok := m.(*T); return ok }).(*T)
}

// answer waits for the answer to a request: Seated, Refused or Failure.
func (f *fakeClient) answer(t testing.TB) any {
	t.Helper()
	return f.next(t, func(m any) bool {
		switch m.(type) {
		case *wire.Seated, *wire.Refused, *wire.Failure:
			return true
		}
		return false
	})
}

// refused waits for a Refused and returns its words.
func (f *fakeClient) refused(t testing.TB) string {
	t.Helper()
	m := f.answer(t)
	r, ok := m.(*wire.Refused)
	require.True(t, ok, "want a refusal, got %#v", m)
	return r.Words
}

// seated waits for the answer Seated and keeps its seats and tokens.
func (f *fakeClient) seated(t testing.TB) *wire.Seated {
	t.Helper()
	m := f.answer(t)
	s, ok := m.(*wire.Seated)
	require.True(t, ok, "want Seated, got %#v", m)
	f.code, f.seats = s.Code, s.Seats
	if s.Tokens != nil {
		f.tokens = s.Tokens
	}
	return s
}

// position waits until the client has the position after moves moves (a State or Update with
// that count) and returns its seats' views.
func (f *fakeClient) position(t testing.TB, moves int) []wire.SeatView {
	t.Helper()
	m := f.next(t, func(m any) bool {
		switch m := m.(type) {
		case *wire.Refused:
			return !f.moot || m.Words != tables.WordsMovedOn
		case *wire.Failure:
			return true
		case *wire.State:
			return m.Moves == moves
		case *wire.Update:
			return m.Moves == moves
		}
		return false
	})
	switch m := m.(type) {
	case *wire.Refused:
		t.Fatalf("refused while waiting for move %d: %s", moves, m.Words)
	case *wire.Failure:
		t.Fatalf("failure while waiting for move %d: %s", moves, m.Words)
	case *wire.State:
		f.last, f.msg = m.Views, m
		return m.Views
	}
	f.last, f.msg = m.(*wire.Update).Views, m
	return f.last
}

// games are the served games.
func games() []record.Definition { return allgames.All() }

// defOf is the test's definition of game id among defs.
func defOf(defs []record.Definition, id string) record.Definition {
	for _, d := range defs {
		if d.GameID() == id {
			return d
		}
	}
	panic("no game " + id)
}

// decodeView reads a seat's view with the game's codec.
func decodeView(t testing.TB, def record.Definition, sv wire.SeatView) rules.Game {
	t.Helper()
	g, err := def.DecodeState(sv.State)
	require.NoError(t, err)
	return g
}

// randomMove is a random legal move of the seat to move, chosen from its own view, encoded.
func randomMove(t testing.TB, def record.Definition, view rules.Game, r *rand.Rand) *record.Move {
	t.Helper()
	legal := view.Legal()
	require.NotEmpty(t, legal, "the seat to move has no legal move in its view")
	m := legal[r.IntN(len(legal))]
	kind, data, err := def.EncodeMove(m)
	require.NoError(t, err)
	return &record.Move{Seat: int(m.Seat()), Kind: kind, Data: data}
}
