package scenes

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The menu's animation toggle shows the saved speed after a reload, although the first menu is
// built before the settings are loaded.
func TestMenuShowsRememberedAnimationSpeed(t *testing.T) {
	st := &memStore{data: map[string][]byte{}}
	s := defaultSettings()
	s.Animations = "fast"
	data, err := json.Marshal(s)
	require.NoError(t, err)
	st.data[settingsKey] = data

	var boards []*fakeBoard
	h := newHarness(t, Config{}, fakeGames(&boards, false))
	h.app.UseStore(st)
	h.run(1)
	m, ok := h.app.Scene().(*menu)
	require.True(t, ok)
	assert.Equal(t, "Fast", m.anim.Options[m.anim.Selected])
	assert.Equal(t, 0.5, h.app.ctx.AnimSpeed)
}
