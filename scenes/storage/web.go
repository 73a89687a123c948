//go:build js

package storage

import (
	"encoding/base64"
	"fmt"
	"strings"
	"syscall/js"
)

// keyPrefix namespaces our entries in the page's localStorage.
const keyPrefix = "northtable/"

// WebStore is the browser Store: one localStorage entry per key, holding the base64 of the
// enveloped data.
type WebStore struct {
	storage js.Value
}

// Open returns the browser store backed by window.localStorage. It returns an error wrapping
// ErrUnavailable when the browser has no localStorage or blocks it (private modes, policies).
func Open() (Store, error) {
	// Browsers that block storage throw from the localStorage getter; js.Value.Get would not
	// catch that, so read the property through Reflect.get, whose exception Call turns into a
	// panic that catchJS recovers.
	var ls js.Value
	getter := func() { ls = js.Global().Get("Reflect").Call("get", js.Global(), "localStorage") }
	if err := catchJS(getter); err != nil {
		return nil, fmt.Errorf("open storage: %w: %w", ErrUnavailable, err)
	}
	if ls.IsUndefined() || ls.IsNull() {
		return nil, fmt.Errorf("open storage: %w: this browser has no localStorage", ErrUnavailable)
	}
	return NewWebStore(ls), nil
}

// NewWebStore returns a WebStore over storage, an object with the Web Storage methods getItem
// and setItem (window.localStorage, or a stand-in with the same methods).
func NewWebStore(storage js.Value) *WebStore {
	return &WebStore{storage: storage}
}

// Load implements Store.
func (s *WebStore) Load(key string) ([]byte, error) {
	if err := checkKey("load", key); err != nil {
		return nil, err
	}
	var v js.Value
	if err := catchJS(func() { v = s.storage.Call("getItem", keyPrefix+key) }); err != nil {
		return nil, fmt.Errorf("load %q: %w: %w", key, ErrUnavailable, err)
	}
	if v.IsNull() || v.IsUndefined() {
		return nil, fmt.Errorf("load %q: %w", key, ErrNotFound)
	}
	if v.Type() != js.TypeString {
		return nil, fmt.Errorf("load %q: %w: not a string", key, ErrCorrupt)
	}
	raw, err := base64.StdEncoding.DecodeString(v.String())
	if err != nil {
		return nil, fmt.Errorf("load %q: %w: bad encoding", key, ErrCorrupt)
	}
	data, err := unseal(raw)
	if err != nil {
		return nil, fmt.Errorf("load %q: %w", key, err)
	}
	return data, nil
}

// Save implements Store. localStorage replaces an entry only when the new value fits, so a
// quota error keeps the previous copy.
func (s *WebStore) Save(key string, data []byte) error {
	if err := checkKey("save", key); err != nil {
		return err
	}
	value := base64.StdEncoding.EncodeToString(seal(data))
	err := catchJS(func() { s.storage.Call("setItem", keyPrefix+key, value) })
	if err == nil {
		return nil
	}
	if isQuotaError(err) {
		return fmt.Errorf("save %q: %w (browser storage quota exceeded; the previous copy is kept)", key, ErrQuota)
	}
	return fmt.Errorf("save %q: %w: %w", key, ErrUnavailable, err)
}

// Remove implements Store.
func (s *WebStore) Remove(key string) error {
	if err := checkKey("remove", key); err != nil {
		return err
	}
	if err := catchJS(func() { s.storage.Call("removeItem", keyPrefix+key) }); err != nil {
		return fmt.Errorf("remove %q: %w: %w", key, ErrUnavailable, err)
	}
	return nil
}

// Move implements Store: the stored text is copied as it is under the new name, then the old
// entry is removed.
func (s *WebStore) Move(from, to string) error {
	if err := checkKeys("move", from, to); err != nil {
		return err
	}
	var v js.Value
	if err := catchJS(func() { v = s.storage.Call("getItem", keyPrefix+from) }); err != nil {
		return fmt.Errorf("move %q: %w: %w", from, ErrUnavailable, err)
	}
	if v.IsNull() || v.IsUndefined() {
		return fmt.Errorf("move %q: %w", from, ErrNotFound)
	}
	err := catchJS(func() {
		s.storage.Call("setItem", keyPrefix+to, v)
		s.storage.Call("removeItem", keyPrefix+from)
	})
	if err != nil {
		if isQuotaError(err) {
			return fmt.Errorf("move %q: %w", from, ErrQuota)
		}
		return fmt.Errorf("move %q: %w: %w", from, ErrUnavailable, err)
	}
	return nil
}

// List implements Lister: the page's localStorage entries under our prefix.
func (s *WebStore) List(prefix string) ([]string, error) {
	var out []string
	err := catchJS(func() {
		n := s.storage.Get("length").Int()
		for i := 0; i < n; i++ {
			k := s.storage.Call("key", i)
			if k.Type() != js.TypeString {
				continue
			}
			if name, ok := strings.CutPrefix(k.String(), keyPrefix); ok && strings.HasPrefix(name, prefix) {
				out = append(out, name)
			}
		}
	})
	if err != nil {
		return nil, fmt.Errorf("list: %w: %w", ErrUnavailable, err)
	}
	return out, nil
}

// Watch implements Watcher with the window's 'storage' event, which the browser fires in every
// other tab of the site when one of them changes localStorage (never in the tab that wrote).
func (s *WebStore) Watch(f func()) (stop func()) {
	win := js.Global().Get("window")
	if win.IsUndefined() || win.IsNull() {
		return func() {}
	}
	fn := js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) > 0 {
			if k := args[0].Get("key"); k.Type() == js.TypeString && !strings.HasPrefix(k.String(), keyPrefix) {
				return nil
			}
		}
		f()
		return nil
	})
	win.Call("addEventListener", "storage", fn)
	return func() {
		win.Call("removeEventListener", "storage", fn)
		fn.Release()
	}
}

// catchJS runs f and turns a JavaScript exception thrown inside it into a js.Error.
func catchJS(f func()) (err error) {
	defer func() {
		if r := recover(); r != nil {
			jsErr, ok := r.(js.Error)
			if !ok {
				panic(r)
			}
			err = jsErr
		}
	}()
	f()
	return nil
}

// isQuotaError reports whether err is the DOMException browsers throw when storage is full
// (QuotaExceededError; NS_ERROR_DOM_QUOTA_REACHED in older Firefox; legacy codes 22 and 1014).
func isQuotaError(err error) bool {
	jsErr, ok := err.(js.Error)
	if !ok {
		return false
	}
	v := jsErr.Value
	if v.Type() != js.TypeObject {
		return false
	}
	switch name := v.Get("name"); {
	case name.Type() == js.TypeString && (name.String() == "QuotaExceededError" || name.String() == "NS_ERROR_DOM_QUOTA_REACHED"):
		return true
	}
	code := v.Get("code")
	return code.Type() == js.TypeNumber && (code.Int() == 22 || code.Int() == 1014)
}
