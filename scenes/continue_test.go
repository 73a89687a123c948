package scenes

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/scenes/scene"
	"northtable/scenes/storage"
	"northtable/scenes/table"
)

// Quitting mid-game loses nothing: the menu's card offers Continue with the players, how far
// the game is and when it was saved, and Continue resumes the exact position, curtain first.
// A new game of the same kind asks before replacing it.
func TestContinueResumesTheSavedGame(t *testing.T) {
	st := storage.NewMemory()
	cfg := Config{Game: "orkney", Players: 3, Seed: 12, SeedSet: true, Autoplay: 20, WindowW: DefaultWindowW, WindowH: DefaultWindowH}
	app, err := NewApp(cfg, Games(), st)
	require.NoError(t, err)
	tb, ok := app.Scene().(*table.Table)
	require.True(t, ok)
	hash := tb.Match().Game().Hash() // saved after every move, without being asked

	// The window closes; a new App starts on the menu with the same store.
	h := newHarness(t, Config{}, Games())
	h.app.UseStore(st)
	h.app.mgr.Cut(h.app.newMenu())
	h.run(1)
	m := h.app.Scene().(*menu)
	c := m.cards[0]
	require.NotNil(t, c.cont, "the card offers Continue")
	assert.Equal(t, "Ann, Bjørn and Cait", c.saved.Names())
	assert.NotEmpty(t, c.saved.Progress)
	assert.False(t, c.saved.When.IsZero(), "the card can say how long ago")
	if dir := os.Getenv("NORTHTABLE_SHOTS"); dir != "" {
		save(t, filepath.Join(dir, "menu-continue.png"), h.pixels())
	}

	// New game asks first; keeping it changes nothing.
	h.click(c.btn.Bounds())
	require.NotNil(t, m.ask, "a new game of the same kind asks before replacing the save")
	if dir := os.Getenv("NORTHTABLE_SHOTS"); dir != "" {
		h.run(1)
		save(t, filepath.Join(dir, "menu-replace.png"), h.pixels())
	}
	h.click(m.ask.ButtonRect(0))
	assert.Nil(t, m.ask)
	assert.Same(t, m, h.app.Scene())

	h.click(c.cont.Bounds())
	h.run(scene.FadeTicks + 2)
	_, ok = h.app.Scene().(*curtain)
	require.True(t, ok, "a resumed game starts behind the curtain")
	tb2 := h.app.lastTable()
	require.NotNil(t, tb2)
	assert.Equal(t, hash, tb2.Match().Game().Hash(), "the exact position")
	assert.Len(t, tb2.Seats(), 3)
}

// A game started from the command line skips the menu's question, so an unfinished saved game of
// the same kind is kept aside, never replaced.
func TestFlagsKeepAnUnfinishedGameAside(t *testing.T) {
	st := storage.NewMemory()
	cfg := Config{Game: "orkney", Players: 2, Seed: 3, SeedSet: true, Autoplay: 5, WindowW: DefaultWindowW, WindowH: DefaultWindowH}
	_, err := NewApp(cfg, Games(), st)
	require.NoError(t, err)
	first, err := st.Load(table.SaveKey("orkney"))
	require.NoError(t, err)

	cfg.Seed = 4
	app, err := NewApp(cfg, Games(), st)
	require.NoError(t, err)
	assert.Contains(t, app.notice, "Your unfinished Orkney game was kept aside")
	assert.NotContains(t, app.notice, "game-orkney", "no storage key on screen")
	var aside string
	for _, k := range st.Keys() {
		if strings.HasPrefix(k, "game-orkney.replaced-") {
			aside = k
		}
	}
	require.NotEmpty(t, aside, "the old save is kept")
	kept, err := st.Load(aside)
	require.NoError(t, err)
	assert.Equal(t, first, kept)
}
