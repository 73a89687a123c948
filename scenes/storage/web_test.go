//go:build js

package storage_test

import (
	"syscall/js"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/scenes/storage"
)

// fakeLocalStorage builds a JavaScript object with localStorage's getItem, setItem, removeItem,
// key and length over a Map.
// setItem throws a QuotaExceededError DOMException-like error once the stored characters would
// pass limit, leaving the old value in place, as browsers do.
func fakeLocalStorage(t *testing.T, limit int) js.Value {
	t.Helper()
	makeStore := js.Global().Get("Function").New("limit", `
		const items = new Map();
		const used = () => { let n = 0; for (const [k, v] of items) n += k.length + v.length; return n; };
		return {
			items,
			get length() { return items.size; },
			key(i) { const ks = [...items.keys()]; return i < ks.length ? ks[i] : null; },
			getItem(k) { return items.has(k) ? items.get(k) : null; },
			removeItem(k) { items.delete(k); },
			setItem(k, v) {
				v = String(v);
				const old = items.has(k) ? k.length + items.get(k).length : 0;
				if (used() - old + k.length + v.length > limit) {
					const e = new Error("The quota has been exceeded.");
					e.name = "QuotaExceededError";
					e.code = 22;
					throw e;
				}
				items.set(k, v);
			},
		};`)
	return makeStore.Invoke(limit)
}

func TestWebStoreRoundTrip(t *testing.T) {
	s := storage.NewWebStore(fakeLocalStorage(t, 1<<20))
	_, err := s.Load("settings")
	require.ErrorIs(t, err, storage.ErrNotFound)

	data := []byte{0, 1, 2, 255, '{', '}'}
	require.NoError(t, s.Save("settings", data))
	got, err := s.Load("settings")
	require.NoError(t, err)
	assert.Equal(t, data, got)

	require.NoError(t, s.Save("settings", []byte("second")))
	got, err = s.Load("settings")
	require.NoError(t, err)
	assert.Equal(t, "second", string(got))
}

func TestWebStoreQuotaKeepsPreviousCopy(t *testing.T) {
	s := storage.NewWebStore(fakeLocalStorage(t, 400))
	require.NoError(t, s.Save("game", []byte("small")))

	err := s.Save("game", make([]byte, 1000))
	require.ErrorIs(t, err, storage.ErrQuota)
	assert.Contains(t, err.Error(), "previous copy is kept")

	got, err := s.Load("game")
	require.NoError(t, err)
	assert.Equal(t, "small", string(got))
}

func TestWebStoreCorruptEntryIsIsolated(t *testing.T) {
	ls := fakeLocalStorage(t, 1<<20)
	s := storage.NewWebStore(ls)
	require.NoError(t, s.Save("settings", []byte("ok")))
	require.NoError(t, s.Save("game", []byte("moves")))

	for name, bad := range map[string]any{
		"not base64":     "%%%",
		"no envelope":    "bW92ZXM=", // base64 of "moves"
		"not a string":   42,
		"truncated copy": ls.Get("items").Call("get", "northtable/game").String()[:20],
	} {
		ls.Get("items").Call("set", "northtable/game", bad)
		_, err := s.Load("game")
		require.ErrorIs(t, err, storage.ErrCorrupt, name)

		got, err := s.Load("settings")
		require.NoError(t, err, name)
		assert.Equal(t, "ok", string(got), name)
	}
}

func TestWebStoreInvalidKey(t *testing.T) {
	s := storage.NewWebStore(fakeLocalStorage(t, 1<<20))
	require.ErrorIs(t, s.Save("../x", nil), storage.ErrInvalidKey)
}

// withLocalStorage replaces globalThis.localStorage by the property descriptor desc for one test.
func withLocalStorage(t *testing.T, desc js.Value) {
	t.Helper()
	object := js.Global().Get("Object")
	old := object.Call("getOwnPropertyDescriptor", js.Global(), "localStorage")
	object.Call("defineProperty", js.Global(), "localStorage", desc)
	t.Cleanup(func() {
		if old.IsUndefined() {
			js.Global().Call("eval", "delete globalThis.localStorage")
			return
		}
		object.Call("defineProperty", js.Global(), "localStorage", old)
	})
}

func TestOpen(t *testing.T) {
	descriptor := js.Global().Get("Function").New("ls", `return {
		configurable: true,
		get() {
			if (ls === "blocked") {
				const e = new Error("The operation is insecure.");
				e.name = "SecurityError";
				throw e;
			}
			return ls;
		},
	};`)

	t.Run("missing", func(t *testing.T) {
		withLocalStorage(t, descriptor.Invoke(js.Undefined()))
		_, err := storage.Open()
		require.ErrorIs(t, err, storage.ErrUnavailable)
	})
	t.Run("blocked", func(t *testing.T) {
		withLocalStorage(t, descriptor.Invoke("blocked"))
		_, err := storage.Open()
		require.ErrorIs(t, err, storage.ErrUnavailable)
		assert.Contains(t, err.Error(), "insecure")
	})
	t.Run("present", func(t *testing.T) {
		withLocalStorage(t, descriptor.Invoke(fakeLocalStorage(t, 1<<20)))
		s, err := storage.Open()
		require.NoError(t, err)
		require.NoError(t, s.Save("settings", []byte("x")))
		got, err := s.Load("settings")
		require.NoError(t, err)
		assert.Equal(t, "x", string(got))
	})
}

func TestWebStoreRemoveAndMove(t *testing.T) {
	checkRemoveAndMove(t, storage.NewWebStore(fakeLocalStorage(t, 1<<20)))
}

// Two tabs of one site share one localStorage: two WebStores over one stand-in.
func TestWebStoreClaims(t *testing.T) {
	ls := fakeLocalStorage(t, 1<<20)
	checkClaims(t, storage.NewWebStore(ls), storage.NewWebStore(ls))
}

func TestWebStoreClaimedStore(t *testing.T) {
	ls := fakeLocalStorage(t, 1<<20)
	checkClaimedStore(t, storage.NewWebStore(ls), storage.NewWebStore(ls))
}

func TestWebStoreAside(t *testing.T) { checkAside(t, storage.NewWebStore(fakeLocalStorage(t, 1<<20))) }

// Watch hears the 'storage' events another tab's writes fire, and only for our entries.
func TestWebStoreWatch(t *testing.T) {
	if js.Global().Get("window").IsUndefined() {
		js.Global().Set("window", js.Global())
		t.Cleanup(func() { js.Global().Call("eval", "delete globalThis.window") })
	}
	win := js.Global().Get("window")
	if win.Get("addEventListener").IsUndefined() {
		js.Global().Call("eval", `(() => { const l = []; globalThis.window.addEventListener = (n, f) => l.push([n, f]);
			globalThis.window.removeEventListener = (n, f) => { const i = l.findIndex((e) => e[1] === f); if (i >= 0) l.splice(i, 1); };
			globalThis.window.dispatchEvent = (e) => { for (const [n, f] of [...l]) if (n === e.type) f(e); }; })()`)
	}
	s := storage.NewWebStore(fakeLocalStorage(t, 1<<20))
	heard := 0
	stop := s.Watch(func() { heard++ })
	fire := func(key string) {
		ev := js.Global().Get("Object").New()
		ev.Set("type", "storage")
		ev.Set("key", key)
		win.Call("dispatchEvent", ev)
	}
	fire("northtable/game-orkney.claim")
	fire("someone-else")
	assert.Equal(t, 1, heard)
	stop()
	fire("northtable/game-orkney.claim")
	assert.Equal(t, 1, heard)
}
