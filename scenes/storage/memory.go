package storage

import (
	"fmt"
	"strings"
)

// Memory is a Store that keeps its entries in memory, for tests and for runs that must not touch
// the player's files (screenshot mode). Its zero value is not ready; use NewMemory. It copies
// data on the way in and out. FailSave makes every Save fail with ErrQuota.
type Memory struct {
	data     map[string][]byte
	FailSave bool
}

// NewMemory returns an empty in-memory store.
func NewMemory() *Memory { return &Memory{data: map[string][]byte{}} }

// Load implements Store.
func (m *Memory) Load(key string) ([]byte, error) {
	if err := checkKey("load", key); err != nil {
		return nil, err
	}
	d, ok := m.data[key]
	if !ok {
		return nil, fmt.Errorf("load %q: %w", key, ErrNotFound)
	}
	out, err := unseal(d)
	if err != nil {
		return nil, fmt.Errorf("load %q: %w", key, err)
	}
	return append([]byte(nil), out...), nil
}

// Save implements Store.
func (m *Memory) Save(key string, data []byte) error {
	if err := checkKey("save", key); err != nil {
		return err
	}
	if m.FailSave {
		return fmt.Errorf("save %q: %w", key, ErrQuota)
	}
	m.data[key] = seal(data)
	return nil
}

// Remove implements Store.
func (m *Memory) Remove(key string) error {
	if err := checkKey("remove", key); err != nil {
		return err
	}
	delete(m.data, key)
	return nil
}

// Move implements Store.
func (m *Memory) Move(from, to string) error {
	if err := checkKeys("move", from, to); err != nil {
		return err
	}
	d, ok := m.data[from]
	if !ok {
		return fmt.Errorf("move %q: %w", from, ErrNotFound)
	}
	m.data[to] = d
	delete(m.data, from)
	return nil
}

// List implements Lister.
func (m *Memory) List(prefix string) ([]string, error) {
	var out []string
	for k := range m.data {
		if strings.HasPrefix(k, prefix) {
			out = append(out, k)
		}
	}
	return out, nil
}

// Damage overwrites the stored copy under key with raw bytes that are not a valid entry, as a
// broken disk or a hand edit would; Load then reports ErrCorrupt. For tests.
func (m *Memory) Damage(key string, raw []byte) { m.data[key] = append([]byte(nil), raw...) }

// Keys lists the keys that hold something, in no particular order. For tests.
func (m *Memory) Keys() []string {
	out := make([]string, 0, len(m.data))
	for k := range m.data {
		out = append(out, k)
	}
	return out
}
