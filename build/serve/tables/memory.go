package tables

import (
	"context"
	"sync"
)

// Memory is a Store kept in memory: the tests' store and a server's store when it keeps no
// tables across restarts. Every method is safe for concurrent use.
type Memory struct {
	mu     sync.Mutex
	tables map[string]*memTable
}

// memTable is one table of a Memory: its settings (nil until Create), their revision, its
// history and a channel closed (and replaced) whenever the history grows, which wakes its
// watches. A table's history is there with or without settings, as in the NATS store.
type memTable struct {
	settings []byte
	rev      uint64
	history  [][]byte
	grew     chan struct{}
}

// NewMemory returns an empty in-memory store.
func NewMemory() *Memory { return &Memory{tables: map[string]*memTable{}} }

var _ Store = (*Memory)(nil)

// Create implements Store.
func (m *Memory) Create(_ context.Context, code string, settings []byte) (uint64, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	t := m.table(code)
	if t.settings != nil {
		return 0, ErrExists
	}
	t.settings, t.rev = clone(settings), 1
	if t.settings == nil {
		t.settings = []byte{}
	}
	return 1, nil
}

// table returns the table code, made empty when it is new. m.mu is held.
func (m *Memory) table(code string) *memTable {
	t, ok := m.tables[code]
	if !ok {
		t = &memTable{grew: make(chan struct{})}
		m.tables[code] = t
	}
	return t
}

// Settings implements Store.
func (m *Memory) Settings(_ context.Context, code string) ([]byte, uint64, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	t, ok := m.tables[code]
	if !ok || t.settings == nil {
		return nil, 0, ErrNotFound
	}
	return clone(t.settings), t.rev, nil
}

// SetSettings implements Store.
func (m *Memory) SetSettings(_ context.Context, code string, settings []byte, rev uint64) (uint64, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	t, ok := m.tables[code]
	if !ok || t.settings == nil {
		return 0, ErrNotFound
	}
	if t.rev != rev {
		return 0, ErrConflict
	}
	t.settings, t.rev = clone(settings), t.rev+1
	return t.rev, nil
}

// Append implements Store.
func (m *Memory) Append(_ context.Context, code string, entry []byte, last uint64) (uint64, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	t := m.table(code)
	if uint64(len(t.history)) != last {
		return 0, ErrConflict
	}
	t.history = append(t.history, clone(entry))
	close(t.grew)
	t.grew = make(chan struct{})
	return last + 1, nil
}

// History implements Store.
func (m *Memory) History(_ context.Context, code string, after uint64) ([][]byte, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	t, ok := m.tables[code]
	if !ok || after >= uint64(len(t.history)) {
		return nil, nil
	}
	out := make([][]byte, 0, uint64(len(t.history))-after)
	for _, e := range t.history[after:] {
		out = append(out, clone(e))
	}
	return out, nil
}

// Watch implements Store.
func (m *Memory) Watch(ctx context.Context, code string, after uint64, f func(n uint64, entry []byte)) (func(), error) {
	m.mu.Lock()
	m.table(code)
	m.mu.Unlock()
	ctx, cancel := context.WithCancel(ctx)
	go func() {
		next := after
		for {
			m.mu.Lock()
			t := m.tables[code]
			pending := t.history[min(next, uint64(len(t.history))):]
			grew := t.grew
			m.mu.Unlock()
			for _, e := range pending {
				if ctx.Err() != nil {
					return
				}
				next++
				f(next, clone(e))
			}
			select {
			case <-ctx.Done():
				return
			case <-grew:
			}
		}
	}()
	return cancel, nil
}

func clone(b []byte) []byte { return append([]byte(nil), b...) }
