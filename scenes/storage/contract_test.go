package storage_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/scenes/storage"
)

// checkRemoveAndMove runs the Remove and Move contract against a fresh, empty store.
func checkRemoveAndMove(t *testing.T, s storage.Store) {
	t.Helper()
	require.NoError(t, s.Save("save-orkney", []byte("game")))
	require.NoError(t, s.Move("save-orkney", "save-orkney.damaged-1"))
	_, err := s.Load("save-orkney")
	assert.ErrorIs(t, err, storage.ErrNotFound, "moved away")
	got, err := s.Load("save-orkney.damaged-1")
	require.NoError(t, err)
	assert.Equal(t, "game", string(got))

	assert.ErrorIs(t, s.Move("save-orkney", "x"), storage.ErrNotFound)
	assert.ErrorIs(t, s.Move("Bad Key", "x"), storage.ErrInvalidKey)

	require.NoError(t, s.Remove("save-orkney.damaged-1"))
	_, err = s.Load("save-orkney.damaged-1")
	assert.ErrorIs(t, err, storage.ErrNotFound)
	require.NoError(t, s.Remove("never-saved"), "removing nothing is fine")
	assert.ErrorIs(t, s.Remove(".hidden"), storage.ErrInvalidKey)
}

func TestMemoryRemoveAndMove(t *testing.T) { checkRemoveAndMove(t, storage.NewMemory()) }

func TestMemoryDamageIsReported(t *testing.T) {
	m := storage.NewMemory()
	m.Damage("save-orkney", []byte("not an envelope"))
	_, err := m.Load("save-orkney")
	assert.ErrorIs(t, err, storage.ErrCorrupt)
}
