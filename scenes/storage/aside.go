package storage

import (
	"errors"
	"fmt"
	"sort"
	"strconv"
	"strings"
	"time"
)

// Lister is implemented by every Store of this package: it lists the keys that hold something.
// It is separate from Store so stand-in stores in tests need not list.
type Lister interface {
	// List returns the keys that hold something and start with prefix, in no particular
	// order. It returns an error wrapping ErrUnavailable when the storage cannot be read.
	List(prefix string) ([]string, error)
}

// asideStamp is the time format of an aside key (UTC, seconds).
const asideStamp = "20060102-150405"

// Aside is a kept-aside entry, read from its key by ParseAside.
type Aside struct {
	Key string    // the aside key itself, e.g. "game-orkney.damaged-20261201-092533"
	Of  string    // the key it was kept from, e.g. "game-orkney"
	Why string    // why it was kept aside: a lower-case word such as "damaged", "replaced", "moved"
	At  time.Time // when it was kept aside (UTC, whole seconds)
}

// ParseAside reads an aside key "<of>.<why>-<YYYYMMDD-HHMMSS>[-<n>]"; ok is false for any other
// key (the claim record "<of>.claim" among them).
func ParseAside(key string) (a Aside, ok bool) {
	dot := strings.LastIndexByte(key, '.')
	if dot <= 0 {
		return Aside{}, false
	}
	of, rest := key[:dot], key[dot+1:]
	dash := strings.IndexByte(rest, '-')
	if dash <= 0 || len(rest) < dash+1+len(asideStamp) {
		return Aside{}, false
	}
	why, stamp, tail := rest[:dash], rest[dash+1:dash+1+len(asideStamp)], rest[dash+1+len(asideStamp):]
	at, err := time.Parse(asideStamp, stamp)
	if err != nil {
		return Aside{}, false
	}
	if tail != "" {
		n, err := strconv.Atoi(strings.TrimPrefix(tail, "-"))
		if !strings.HasPrefix(tail, "-") || err != nil || n < 2 {
			return Aside{}, false
		}
	}
	return Aside{Key: key, Of: of, Why: why, At: at}, true
}

// asideKey is a free aside key for key, why and at: the first of "<key>.<why>-<stamp>",
// "...-2", "...-3" that holds nothing.
func asideKey(st Store, key, why string, at time.Time) string {
	base := key + "." + why + "-" + at.UTC().Format(asideStamp)
	k := base
	for n := 2; n < 100; n++ {
		if _, err := st.Load(k); errors.Is(err, ErrNotFound) {
			return k
		}
		k = base + "-" + strconv.Itoa(n)
	}
	return k
}

// KeepAside moves what is stored under key to a new aside key for why, stamped at, and returns
// that key. Nothing is read or checked, so a damaged copy is kept as it is. It returns an
// error wrapping ErrNotFound when key holds nothing.
func KeepAside(st Store, key, why string, at time.Time) (string, error) {
	aside := asideKey(st, key, why, at)
	if err := st.Move(key, aside); err != nil {
		return "", err
	}
	return aside, nil
}

// SaveAside stores data under a new aside key of key for why, stamped at (the moves of a
// refused write, for example), and returns that key.
func SaveAside(st Store, key, why string, data []byte, at time.Time) (string, error) {
	aside := asideKey(st, key, why, at)
	if err := st.Save(aside, data); err != nil {
		return "", err
	}
	return aside, nil
}

// ListAside lists the entries kept aside from key, newest first. A store that cannot list
// (not a Lister) has none to show.
func ListAside(st Store, key string) ([]Aside, error) {
	l, ok := st.(Lister)
	if !ok {
		return nil, nil
	}
	keys, err := l.List(key + ".")
	if err != nil {
		return nil, fmt.Errorf("list kept-aside copies of %q: %w", key, err)
	}
	var out []Aside
	for _, k := range keys {
		if a, ok := ParseAside(k); ok && a.Of == key {
			out = append(out, a)
		}
	}
	sort.Slice(out, func(i, j int) bool {
		if !out[i].At.Equal(out[j].At) {
			return out[i].At.After(out[j].At)
		}
		return out[i].Key > out[j].Key
	})
	return out, nil
}
