package scenes

import (
	"encoding/json"
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/render"
	"northtable/scenes/storage"
)

// memStore is a Store in memory; failSave makes every Save fail with ErrQuota.
type memStore struct {
	data     map[string][]byte
	failSave bool
}

func (m *memStore) Load(key string) ([]byte, error) {
	d, ok := m.data[key]
	if !ok {
		return nil, fmt.Errorf("load %s: %w", key, storage.ErrNotFound)
	}
	return d, nil
}

func (m *memStore) Save(key string, data []byte) error {
	if m.failSave {
		return fmt.Errorf("save %s: %w", key, storage.ErrQuota)
	}
	m.data[key] = append([]byte(nil), data...)
	return nil
}

func (m *memStore) Remove(key string) error { delete(m.data, key); return nil }

func (m *memStore) Move(from, to string) error {
	m.data[to] = m.data[from]
	delete(m.data, from)
	return nil
}

func TestSetupRemembersTheLastTable(t *testing.T) {
	var boards []*fakeBoard
	st := &memStore{data: map[string][]byte{}}
	h := newHarness(t, Config{}, fakeGames(&boards, false))
	h.app.UseStore(st)
	require.Empty(t, h.app.notice, "nothing saved yet is not an error")

	s := h.app.newSetup(h.app.games[0])
	s.count.Value = 4
	s.names[1].Text = "Sigrid"
	s.colours[0].Selected, s.colours[1].Selected = 5, 0
	s.refresh()
	require.True(t, s.start.Enabled, s.start.Reason)
	s.begin()
	require.Len(t, boards, 1)
	require.Contains(t, st.data, settingsKey)

	// A new App on the same storage sets the table up the same way.
	h2 := newHarness(t, Config{}, fakeGames(&boards, false))
	h2.app.UseStore(st)
	s2 := h2.app.newSetup(h2.app.games[0])
	assert.Equal(t, 4, s2.n())
	assert.Equal(t, "Sigrid", s2.names[1].Text)
	assert.Equal(t, "Ann", s2.name(0), "an empty name stays the default")
	assert.Equal(t, 5, s2.colours[0].Selected)
	assert.Equal(t, 0, s2.colours[1].Selected)
}

// A row out of play keeps its colour, so a saved table can repeat a colour there (two players,
// the second taking the fourth row's colour): that is no damage, and the table comes back.
func TestARepeatedColourOutOfPlayIsNoDamage(t *testing.T) {
	var boards []*fakeBoard
	st := &memStore{data: map[string][]byte{}}
	h := newHarness(t, Config{}, fakeGames(&boards, false))
	h.app.UseStore(st)
	s := h.app.newSetup(h.app.games[0])
	s.count.Value = 2
	s.colours[1].Selected = 3
	s.refresh()
	require.True(t, s.start.Enabled, s.start.Reason)
	s.begin()
	require.Len(t, boards, 1)

	// A copy saved before the fix holds the repeat as it was.
	old := Settings{Version: settingsVersion, Colours: [5]int{0, 3, 2, 3, 4}, Players: map[string]int{h.app.games[0].ID: 2}}
	oldJSON, err := json.Marshal(old)
	require.NoError(t, err)
	for name, store := range map[string]*memStore{"saved now": st, "saved before": {data: map[string][]byte{settingsKey: oldJSON}}} {
		t.Run(name, func(t *testing.T) {
			h2 := newHarness(t, Config{}, fakeGames(&boards, false))
			h2.app.UseStore(store)
			assert.Empty(t, h2.app.notice)
			s2 := h2.app.newSetup(h2.app.games[0])
			assert.Equal(t, 2, s2.n())
			assert.Equal(t, 0, s2.colours[0].Selected)
			assert.Equal(t, 3, s2.colours[1].Selected)
			seen := map[int]bool{}
			for _, c := range h2.app.settings.Colours {
				assert.False(t, seen[c], "colour %d twice in %v", c, h2.app.settings.Colours)
				seen[c] = true
			}
		})
	}
}

func TestDamagedSettingsFallBackToDefaults(t *testing.T) {
	bad := Settings{Version: settingsVersion, Colours: [5]int{1, 9, 2, 3, 4}} // no colour 9
	badJSON, err := json.Marshal(bad)
	require.NoError(t, err)
	for name, data := range map[string][]byte{
		"not JSON":      []byte("{\"version\":1,"),
		"out of range":  badJSON,
		"other version": []byte(`{"version":99,"players":{"orkney":5}}`),
	} {
		t.Run(name, func(t *testing.T) {
			var boards []*fakeBoard
			st := &memStore{data: map[string][]byte{settingsKey: data}}
			h := newHarness(t, Config{}, fakeGames(&boards, false))
			h.app.UseStore(st)
			assert.Contains(t, h.app.notice, "damaged")
			s := h.app.newSetup(h.app.games[0])
			assert.Equal(t, h.app.games[0].DefaultPlayers, s.n())
			assert.Equal(t, [5]int{0, 1, 2, 3, 4}, h.app.settings.Colours)
		})
	}
}

func TestSettingsSaveFailureIsReportedAndGameStillStarts(t *testing.T) {
	var boards []*fakeBoard
	st := &memStore{data: map[string][]byte{}, failSave: true}
	h := newHarness(t, Config{}, fakeGames(&boards, false))
	h.app.UseStore(st)
	s := h.app.newSetup(h.app.games[0])
	s.begin()
	assert.Len(t, boards, 1, "the game starts even when settings cannot be saved")
	assert.Contains(t, h.app.notice, "storage is full")
	assert.Empty(t, st.data)
}

func TestAnimationSpeedIsChosenOnTheMenuAndRemembered(t *testing.T) {
	var boards []*fakeBoard
	st := &memStore{data: map[string][]byte{}}
	h := newHarness(t, Config{}, fakeGames(&boards, false))
	h.app.UseStore(st)
	assert.Equal(t, 1.0, h.app.ctx.AnimSpeed)
	m, ok := h.app.Scene().(*menu)
	require.True(t, ok)
	off := render.Rect{X: m.anim.Rect.X + m.anim.Rect.W*5/6 - 1, Y: m.anim.Rect.Y + 20, W: 2, H: 2}
	h.click(off)
	assert.Equal(t, 2, m.anim.Selected)
	assert.Equal(t, 0.0, h.app.ctx.AnimSpeed, "Off makes every animation instant")

	h2 := newHarness(t, Config{}, fakeGames(&boards, false))
	h2.app.UseStore(st)
	assert.Equal(t, 0.0, h2.app.ctx.AnimSpeed)
	assert.Equal(t, 2, h2.app.newMenu().anim.Selected)
}
