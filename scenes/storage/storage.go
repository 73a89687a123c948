package storage

import (
	"errors"
	"fmt"
)

// Store loads and saves byte blobs by key. Keys are 1..64 characters from [a-z0-9._-] and do not
// start with a dot (see ValidKey), so the same key works as a file name and a localStorage name.
type Store interface {
	// Load returns the data last saved under key. It returns an error wrapping ErrNotFound when
	// nothing was saved, ErrCorrupt when the stored copy is damaged, or ErrInvalidKey.
	Load(key string) ([]byte, error)
	// Save stores data under key, replacing any earlier copy only once the new copy is complete.
	// It returns an error wrapping ErrQuota when the storage is full (the earlier copy is kept),
	// or ErrInvalidKey.
	Save(key string, data []byte) error
	// Remove deletes what is saved under key; removing a key that holds nothing is not an
	// error. It returns an error wrapping ErrInvalidKey for a bad key.
	Remove(key string) error
	// Move renames the entry under from to to, replacing what to held, without reading or
	// checking the data, so a damaged copy can be kept aside for a bug report. It returns an
	// error wrapping ErrNotFound when from holds nothing, or ErrInvalidKey.
	Move(from, to string) error
}

// Errors returned (wrapped, with the key) by every Store; compare them with errors.Is.
var (
	// ErrNotFound means nothing has been saved under the key yet.
	ErrNotFound = errors.New("nothing saved yet")
	// ErrCorrupt means the stored copy is damaged (wrong length or checksum, unreadable
	// encoding). Other keys are unaffected; saving the key again replaces the damaged copy.
	ErrCorrupt = errors.New("stored data is damaged")
	// ErrQuota means the disk or the browser's storage quota is full; the earlier copy is kept.
	ErrQuota = errors.New("storage is full")
	// ErrInvalidKey means the key breaks the rules documented on Store.
	ErrInvalidKey = errors.New("invalid storage key")
	// ErrUnavailable means the storage cannot be used at all, for example when the browser
	// blocks localStorage or no configuration directory is known.
	ErrUnavailable = errors.New("storage is not available")
)

// maxKeyLen is the longest key ValidKey accepts, in bytes.
const maxKeyLen = 64

// ValidKey reports whether key may be used with a Store: 1..64 characters from [a-z0-9._-],
// not starting with a dot.
func ValidKey(key string) bool {
	if key == "" || len(key) > maxKeyLen || key[0] == '.' {
		return false
	}
	for i := 0; i < len(key); i++ {
		c := key[i]
		switch {
		case c >= 'a' && c <= 'z', c >= '0' && c <= '9', c == '.', c == '_', c == '-':
		default:
			return false
		}
	}
	return true
}

// checkKey returns an error wrapping ErrInvalidKey when key is not valid.
func checkKey(op, key string) error {
	if !ValidKey(key) {
		return fmt.Errorf("%s %q: %w (use 1-%d characters from a-z 0-9 . _ -)", op, key, ErrInvalidKey, maxKeyLen)
	}
	return nil
}

// checkKeys is checkKey for each key in turn.
func checkKeys(op string, keys ...string) error {
	for _, k := range keys {
		if err := checkKey(op, k); err != nil {
			return err
		}
	}
	return nil
}
