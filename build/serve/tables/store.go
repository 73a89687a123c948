package tables

import (
	"context"
	"errors"
)

// Store is where tables live between moves: each table's settings (a key-value entry, replaced
// only by compare-and-set) and its history (an append-only list of entries, appended only after
// a given last sequence, so two servers serving one table can never fork it). The embedded or
// clustered NATS JetStream store (build/serve/natsstore) and the in-memory store of the tests
// (NewMemory) implement it. Every method is safe for concurrent use.
type Store interface {
	// Create stores a new table's settings under its code. ErrExists when the code is taken.
	// It returns the settings' revision.
	Create(ctx context.Context, code string, settings []byte) (rev uint64, err error)
	// Settings returns a table's settings and their revision. ErrNotFound when there is no
	// such table.
	Settings(ctx context.Context, code string) (settings []byte, rev uint64, err error)
	// SetSettings replaces a table's settings if their revision is still rev, and returns the
	// new revision. ErrConflict when another writer came first (read again and retry);
	// ErrNotFound when there is no such table.
	SetSettings(ctx context.Context, code string, settings []byte, rev uint64) (uint64, error)
	// Append adds one entry to the table's history if its last entry is still number last
	// (0: the history is empty), and returns the entry's number (last+1). ErrConflict when
	// another writer appended first.
	Append(ctx context.Context, code string, entry []byte, last uint64) (uint64, error)
	// History returns the table's entries after number after, in order; entry i of the result
	// is number after+1+i.
	History(ctx context.Context, code string, after uint64) ([][]byte, error)
	// Watch calls f with every entry appended to the table after number after, in order and
	// each once, until ctx ends or the returned stop is called. f runs on one goroutine per
	// watch and must not block for long.
	Watch(ctx context.Context, code string, after uint64, f func(n uint64, entry []byte)) (stop func(), err error)
}

// The store's refusals; compare with errors.Is.
var (
	ErrExists   = errors.New("tables: the table code is taken")
	ErrNotFound = errors.New("tables: no such table")
	ErrConflict = errors.New("tables: another server changed the table first")
)
