//go:build !js

package storage_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/scenes/storage"
)

func newFileStore(t *testing.T) *storage.FileStore {
	t.Helper()
	s, err := storage.NewFileStore(filepath.Join(t.TempDir(), "northtable"))
	require.NoError(t, err)
	return s
}

func TestFileStoreRoundTrip(t *testing.T) {
	s := newFileStore(t)
	cases := map[string][]byte{
		"settings":    []byte(`{"volume":0.5,"speed":2}`),
		"empty":       {},
		"binary":      {0, 1, 2, 255, '\n', 0},
		"game-orkney": []byte(strings.Repeat("move\n", 1000)),
	}
	for key, data := range cases {
		require.NoError(t, s.Save(key, data))
	}
	for key, data := range cases {
		got, err := s.Load(key)
		require.NoError(t, err, key)
		assert.Equal(t, data, got, key)
	}
}

func TestFileStoreOverwriteLeavesNoTemporaryFiles(t *testing.T) {
	s := newFileStore(t)
	require.NoError(t, s.Save("settings", []byte("first")))
	require.NoError(t, s.Save("settings", []byte("second, longer than the first")))

	got, err := s.Load("settings")
	require.NoError(t, err)
	assert.Equal(t, "second, longer than the first", string(got))

	entries, err := os.ReadDir(s.Dir())
	require.NoError(t, err)
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	assert.Equal(t, []string{"settings"}, names)
}

func TestFileStoreNotFound(t *testing.T) {
	s := newFileStore(t)
	_, err := s.Load("settings")
	require.ErrorIs(t, err, storage.ErrNotFound)
	assert.Contains(t, err.Error(), `"settings"`)
}

func TestFileStoreInvalidKeys(t *testing.T) {
	s := newFileStore(t)
	for _, key := range []string{"", "../x", "a/b", ".settings", "UPPER"} {
		assert.ErrorIs(t, s.Save(key, []byte("x")), storage.ErrInvalidKey, key)
		_, err := s.Load(key)
		assert.ErrorIs(t, err, storage.ErrInvalidKey, key)
	}
	entries, err := os.ReadDir(s.Dir())
	require.NoError(t, err)
	assert.Empty(t, entries)
	_, err = os.Stat(filepath.Join(filepath.Dir(s.Dir()), "x"))
	assert.True(t, os.IsNotExist(err), "a bad key must not write outside the store")
}

func TestFileStoreCorruptDataIsReportedAndIsolated(t *testing.T) {
	s := newFileStore(t)
	require.NoError(t, s.Save("settings", []byte(`{"speed":1}`)))
	require.NoError(t, s.Save("game", []byte(`{"moves":[1,2,3]}`)))
	path := filepath.Join(s.Dir(), "game")
	raw, err := os.ReadFile(path)
	require.NoError(t, err)

	damaged := map[string][]byte{
		"flipped byte":  append(append([]byte{}, raw[:len(raw)-2]...), 'X', raw[len(raw)-1]),
		"truncated":     raw[:len(raw)-3],
		"appended":      append(append([]byte{}, raw...), "more"...),
		"no header":     []byte(`{"moves":[1,2,3]}`),
		"header only":   raw[:strings.IndexByte(string(raw), '\n')],
		"bad length":    []byte(strings.Replace(string(raw), " 17 ", " x ", 1)),
		"empty file":    {},
		"extra field":   []byte(strings.Replace(string(raw), " 17 ", " 17 0 ", 1)),
		"other version": []byte(strings.Replace(string(raw), "store 1 ", "store 2 ", 1)),
	}
	for name, bad := range damaged {
		require.NoError(t, os.WriteFile(path, bad, 0o600), name)
		_, err := s.Load("game")
		require.ErrorIs(t, err, storage.ErrCorrupt, name)
		assert.Contains(t, err.Error(), `"game"`, name)

		settings, err := s.Load("settings")
		require.NoError(t, err, name)
		assert.Equal(t, `{"speed":1}`, string(settings), name)
	}

	require.NoError(t, s.Save("game", []byte("fresh")), "saving again replaces a damaged copy")
	got, err := s.Load("game")
	require.NoError(t, err)
	assert.Equal(t, "fresh", string(got))
}

func TestOpenUsesUserConfigDir(t *testing.T) {
	base := t.TempDir()
	t.Setenv("XDG_CONFIG_HOME", base) // Linux
	t.Setenv("HOME", base)            // macOS: ~/Library/Application Support
	t.Setenv("AppData", base)         // Windows
	want, err := os.UserConfigDir()
	require.NoError(t, err)

	s, err := storage.Open()
	require.NoError(t, err)
	require.NoError(t, s.Save("settings", []byte("x")))

	_, err = os.Stat(filepath.Join(want, "northtable", "settings"))
	require.NoError(t, err)
	got, err := s.Load("settings")
	require.NoError(t, err)
	assert.Equal(t, "x", string(got))
}

func TestFileStoreRemoveAndMove(t *testing.T) { checkRemoveAndMove(t, newFileStore(t)) }

// Two desktop windows are two FileStores on one directory.
func TestFileStoreClaims(t *testing.T) {
	a := newFileStore(t)
	b, err := storage.NewFileStore(a.Dir())
	require.NoError(t, err)
	checkClaims(t, a, b)
}

func TestFileStoreClaimedStore(t *testing.T) {
	a := newFileStore(t)
	b, err := storage.NewFileStore(a.Dir())
	require.NoError(t, err)
	checkClaimedStore(t, a, b)
}

func TestFileStoreAside(t *testing.T) { checkAside(t, newFileStore(t)) }
