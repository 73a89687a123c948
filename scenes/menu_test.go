package scenes

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/scenes/storage"
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

// A hovered card is drawn lifted, its buttons with it; a click on the top of the lifted New
// game button, above where the button stood before the card rose, is the button's.
func TestALiftedCardsButtonTakesAClickWhereItIsDrawn(t *testing.T) {
	st := storage.NewMemory()
	cfg := Config{Game: "orkney", Players: 3, Seed: 12, SeedSet: true, Autoplay: 4, WindowW: DefaultWindowW, WindowH: DefaultWindowH}
	_, err := NewApp(cfg, Games(), st) // leaves an unfinished game: the card has Continue and New game
	require.NoError(t, err)
	h := newHarness(t, Config{}, Games())
	h.app.UseStore(st)
	h.app.mgr.Cut(h.app.newMenu())
	h.run(1)
	m, ok := h.app.Scene().(*menu)
	require.True(t, ok)
	c := &m.cards[0]
	require.NotNil(t, c.cont, "the card offers Continue beside New game")
	x, y := c.btn.Bounds().Centre()
	h.script.Move(x, y).Wait(30)
	h.run(0)
	require.Equal(t, 6.0, m.lifted(0), "the hovered card has risen")
	top := c.btn.Bounds().Y - m.lifted(0) + 2 // inside the drawn button, above its old place
	h.script.Click(x, top)
	h.run(0)
	assert.NotNil(t, m.ask, "New game asks before replacing the saved game")
}
