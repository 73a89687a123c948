//go:build !js

package storage

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
)

// appDir is the directory under os.UserConfigDir that Open uses.
const appDir = "northtable"

// FileStore is the desktop Store: one file per key in a directory, each written atomically.
type FileStore struct {
	dir string
}

// Open returns the desktop store in os.UserConfigDir()/northtable (for example
// ~/.config/northtable on Linux), creating the directory if needed. It returns an error wrapping
// ErrUnavailable when no configuration directory is known or it cannot be created.
func Open() (Store, error) {
	base, err := os.UserConfigDir()
	if err != nil {
		return nil, fmt.Errorf("open storage: %w: %w", ErrUnavailable, err)
	}
	return NewFileStore(filepath.Join(base, appDir))
}

// NewFileStore returns a FileStore keeping its files in dir, which it creates (mode 0700) if
// needed. It returns an error wrapping ErrUnavailable when the directory cannot be created.
func NewFileStore(dir string) (*FileStore, error) {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, fmt.Errorf("open storage: %w: %w", ErrUnavailable, err)
	}
	return &FileStore{dir: dir}, nil
}

// Dir is the directory holding the store's files.
func (s *FileStore) Dir() string { return s.dir }

// Load implements Store.
func (s *FileStore) Load(key string) ([]byte, error) {
	if err := checkKey("load", key); err != nil {
		return nil, err
	}
	raw, err := os.ReadFile(filepath.Join(s.dir, key))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("load %q: %w", key, ErrNotFound)
	}
	if err != nil {
		return nil, fmt.Errorf("load %q: %w", key, err)
	}
	data, err := unseal(raw)
	if err != nil {
		return nil, fmt.Errorf("load %q from %s: %w", key, s.dir, err)
	}
	return data, nil
}

// Save implements Store: the data goes to a temporary file in the same directory, is synced,
// and then renamed over the old file, so a crash or a full disk never leaves half a file.
func (s *FileStore) Save(key string, data []byte) error {
	if err := checkKey("save", key); err != nil {
		return err
	}
	if err := s.writeAtomic(key, seal(data)); err != nil {
		if errors.Is(err, syscall.ENOSPC) {
			err = fmt.Errorf("%w (disk full; the previous copy is kept): %w", ErrQuota, err)
		}
		return fmt.Errorf("save %q: %w", key, err)
	}
	return nil
}

// Remove implements Store.
func (s *FileStore) Remove(key string) error {
	if err := checkKey("remove", key); err != nil {
		return err
	}
	if err := os.Remove(filepath.Join(s.dir, key)); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("remove %q: %w", key, err)
	}
	return nil
}

// Move implements Store with a rename inside the store's directory.
func (s *FileStore) Move(from, to string) error {
	if err := checkKeys("move", from, to); err != nil {
		return err
	}
	err := os.Rename(filepath.Join(s.dir, from), filepath.Join(s.dir, to))
	if errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("move %q: %w", from, ErrNotFound)
	}
	if err != nil {
		return fmt.Errorf("move %q to %q: %w", from, to, err)
	}
	return nil
}

// List implements Lister: the names of the directory's entry files (temporary files of a
// write under way start with a dot and are left out).
func (s *FileStore) List(prefix string) ([]string, error) {
	entries, err := os.ReadDir(s.dir)
	if err != nil {
		return nil, fmt.Errorf("list: %w: %w", ErrUnavailable, err)
	}
	var out []string
	for _, e := range entries {
		if n := e.Name(); e.Type().IsRegular() && ValidKey(n) && strings.HasPrefix(n, prefix) {
			out = append(out, n)
		}
	}
	return out, nil
}

// writeAtomic writes raw to dir/key through a temporary file and a rename.
func (s *FileStore) writeAtomic(key string, raw []byte) (err error) {
	tmp, err := os.CreateTemp(s.dir, "."+key+".tmp-*")
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			_ = tmp.Close()
			_ = os.Remove(tmp.Name())
		}
	}()
	if _, err = tmp.Write(raw); err != nil {
		return err
	}
	if err = tmp.Sync(); err != nil {
		return err
	}
	if err = tmp.Close(); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), filepath.Join(s.dir, key))
}
