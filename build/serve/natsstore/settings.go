package natsstore

import (
	"bytes"
	"context"
	"errors"
	"fmt"

	"github.com/nats-io/nats.go/jetstream"

	"northtable/build/serve/tables"
)

// Create stores a new table's settings under its code (see tables.Store).
func (s *Store) Create(ctx context.Context, code string, settings []byte) (uint64, error) {
	if err := checkCode(code); err != nil {
		return 0, err
	}
	if len(settings) > MaxEntrySize {
		return 0, ErrTooLarge
	}
	var rev uint64
	err := s.retry(ctx, s.cfg.tryTimeout, func(ctx context.Context, again bool) error {
		r, err := s.kv.Create(ctx, code, settings)
		if err == nil {
			rev = r
			return nil
		}
		if !errors.Is(err, jetstream.ErrKeyExists) {
			return err
		}
		if again {
			// An earlier try whose answer was lost may have created it: the same bytes under a
			// fresh random code can only be ours.
			e, err := s.kv.Get(ctx, code)
			switch {
			case errors.Is(err, jetstream.ErrKeyNotFound):
				return errInFlight
			case err != nil:
				return err
			case bytes.Equal(e.Value(), settings):
				rev = e.Revision()
				return nil
			}
		}
		return fmt.Errorf("%w: %s", tables.ErrExists, code)
	})
	return rev, err
}

// Settings returns a table's settings and their revision (see tables.Store).
func (s *Store) Settings(ctx context.Context, code string) ([]byte, uint64, error) {
	if err := checkCode(code); err != nil {
		return nil, 0, err
	}
	var e jetstream.KeyValueEntry
	err := s.retry(ctx, s.cfg.tryTimeout, func(ctx context.Context, _ bool) error {
		var err error
		e, err = s.kv.Get(ctx, code)
		if errors.Is(err, jetstream.ErrKeyNotFound) || errors.Is(err, jetstream.ErrKeyDeleted) {
			return fmt.Errorf("%w: %s", tables.ErrNotFound, code)
		}
		return err
	})
	if err != nil {
		return nil, 0, err
	}
	return e.Value(), e.Revision(), nil
}

// SetSettings replaces a table's settings if their revision is still rev (see tables.Store).
// ErrNotFound when there is no such table.
func (s *Store) SetSettings(ctx context.Context, code string, settings []byte, rev uint64) (uint64, error) {
	if err := checkCode(code); err != nil {
		return 0, err
	}
	if len(settings) > MaxEntrySize {
		return 0, ErrTooLarge
	}
	var newRev uint64
	err := s.retry(ctx, s.cfg.tryTimeout, func(ctx context.Context, again bool) error {
		if rev != 0 {
			r, err := s.kv.Update(ctx, code, settings, rev)
			if err == nil {
				newRev = r
				return nil
			}
			if !errors.Is(err, jetstream.ErrKeyRevisionMismatch) && !errors.Is(err, jetstream.ErrKeyExists) {
				return err
			}
		}
		// Refused (revision 0 would create the key, so it is refused without trying): tell a
		// missing table from a newer revision, and an earlier try that landed from another
		// writer's change.
		e, err := s.kv.Get(ctx, code)
		if errors.Is(err, jetstream.ErrKeyNotFound) || errors.Is(err, jetstream.ErrKeyDeleted) {
			return fmt.Errorf("%w: %s", tables.ErrNotFound, code)
		}
		if err != nil {
			return err
		}
		if again && e.Revision() == rev {
			return errInFlight
		}
		if again && e.Revision() > rev && bytes.Equal(e.Value(), settings) {
			newRev = e.Revision()
			return nil
		}
		return fmt.Errorf("%w: %s's settings are at revision %d, not %d", tables.ErrConflict, code, e.Revision(), rev)
	})
	return newRev, err
}
