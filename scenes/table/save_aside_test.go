package table

import (
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	ork "northtable/rules/orkney"
	"northtable/scenes/storage"
)

// Two damaged saves refused in the same second are both kept: the second copy gets a key of
// its own instead of overwriting the first.
func TestRefusedSavesOfOneSecondAreBothKept(t *testing.T) {
	at := time.Date(2026, 12, 1, 9, 25, 33, 0, time.UTC)
	now = func() time.Time { return at }
	t.Cleanup(func() { now = time.Now })
	st := storage.NewMemory()
	key := SaveKey("orkney")
	for _, raw := range []string{"first garbage", "second garbage"} {
		st.Damage(key, []byte(raw))
		_, err := Load(st, ork.Definition{})
		require.ErrorIs(t, err, ErrSaveRefused)
	}
	kept, err := storage.ListAside(st, key)
	require.NoError(t, err)
	require.Len(t, kept, 2, "both copies are kept")
	for _, k := range kept {
		_, err := st.Load(k.Key)
		assert.ErrorIs(t, err, storage.ErrCorrupt, "kept as it was")
	}
	assert.NotEqual(t, kept[0].Key, kept[1].Key)
}

// A refusal's words are for the player: no storage key in them; the key the copy was kept under
// is in the Aside detail.
func TestRefusalWordsNameNoStorageKey(t *testing.T) {
	st := storage.NewMemory()
	key := SaveKey("orkney")
	st.Damage(key, []byte("garbage"))
	_, err := Load(st, ork.Definition{})
	var r Refusal
	require.True(t, errors.As(err, &r))
	assert.Equal(t, "The saved game is damaged, so it cannot be continued. A copy was kept aside: see Kept games on the menu.", err.Error())
	assert.NotContains(t, err.Error(), key)
	assert.NotContains(t, err.Error(), "damaged-")
	require.True(t, strings.HasPrefix(r.Aside, key+".damaged-"), r.Aside)
	_, err = st.Load(r.Aside)
	assert.ErrorIs(t, err, storage.ErrCorrupt, "the detail names where the copy is")
}
