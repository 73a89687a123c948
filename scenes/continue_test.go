package scenes

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/render"
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

// newPlace is a harness for one tab or window over the store st (the same store, or another
// store over the same directory, for a second place).
func newPlace(t *testing.T, cfg Config, games []GameInfo, st storage.Store) *harness {
	t.Helper()
	return newHarnessOn(t, cfg, games, st, time.Now()) // claims' leases are read on the wall clock
}

// shoot saves the screen as name under NORTHTABLE_SHOTS, when set.
func shoot(t *testing.T, h *harness, name string) {
	if dir := os.Getenv("NORTHTABLE_SHOTS"); dir != "" {
		save(t, filepath.Join(dir, name), h.pixels())
	}
}

// Both games' saves damaged, and an Orkney game replaced earlier: the menu names both games in
// one notice (no storage key), neither card just loses its Continue, and Kept games lists all
// three in plain words, restores the readable one (Continue comes back) and deletes the others.
func TestEveryKeptGameIsNamed(t *testing.T) {
	st := storage.NewMemory()
	var boards []*fakeBoard
	games := fakeGames(&boards, false)
	first := newPlace(t, Config{Game: "orkney", Players: 3, Seed: 5, SeedSet: true}, games, st)
	first.run(2)
	first.app.releaseClaim()
	_, err := storage.KeepAside(st, table.SaveKey("orkney"), "replaced", time.Now().Add(-time.Hour))
	require.NoError(t, err)
	st.Damage(table.SaveKey("orkney"), []byte("northtable-store 1 5 0000\nbroken"))
	st.Damage(table.SaveKey("reykholt"), []byte("not a save at all"))

	h := newPlace(t, Config{}, games, st)
	h.run(1)
	m := h.app.Scene().(*menu)
	assert.Equal(t, "The saved Orkney and Reykholt games could not be read and were kept aside: see Kept games.", h.app.notice)
	for i := range 2 {
		foot, _ := m.footLine(&m.cards[i])
		assert.Equal(t, "Your last game could not be read: see Kept games", foot, m.cards[i].info.Title)
	}
	require.NotNil(t, m.keptBn)
	assert.Equal(t, "Kept games (3)", m.keptBn.Label)
	shoot(t, h, "menu-damaged.png")

	h.click(m.keptBn.Bounds())
	require.NotNil(t, m.kept, "Kept games opens the list")
	k := m.kept
	require.Len(t, k.rows, 3)
	var readable, damaged []int
	for i, g := range k.games {
		what, played := g.Lines(time.Now())
		assert.NotContains(t, what+played, "game-", "never a storage key")
		if g.saved != nil {
			readable = append(readable, i)
			assert.Equal(t, "Orkney · Ann, Bjørn and Cait · Choosing tasks", what)
			assert.Equal(t, "played just now · set aside when a new game took its place", played)
			assert.True(t, k.rows[i].restore.Enabled)
		} else {
			damaged = append(damaged, i)
			assert.Contains(t, what, "damaged, it cannot be read")
			assert.Contains(t, played, "kept aside just now")
			assert.False(t, k.rows[i].restore.Enabled, "a damaged copy can only be deleted")
		}
	}
	require.Len(t, readable, 1)
	require.Len(t, damaged, 2)
	assert.Equal(t, []string{"Orkney", "Orkney", "Reykholt"}, []string{k.games[0].info.Title, k.games[1].info.Title, k.games[2].info.Title})
	shoot(t, h, "kept-games.png")

	// Restore asks first, then makes it the unfinished game again.
	h.click(k.rows[readable[0]].restore.Bounds())
	require.NotNil(t, k.ask)
	assert.Equal(t, "Restore this game?", k.ask.Title)
	shoot(t, h, "kept-restore.png")
	h.click(k.ask.ButtonRect(1))
	assert.Nil(t, k.ask)
	require.Len(t, k.rows, 2)
	saved, err := table.Load(st, games[0].Def)
	require.NoError(t, err)
	require.NotNil(t, saved, "restored")
	assert.Equal(t, "Ann, Bjørn and Cait", saved.Names())

	// Delete asks, Keep it keeps; Delete deletes.
	h.click(k.rows[0].del.Bounds())
	require.NotNil(t, k.ask)
	assert.Equal(t, []string{"Keep it", "Delete"}, k.ask.Buttons)
	h.click(k.ask.ButtonRect(0))
	require.Len(t, k.rows, 2, "kept")
	for range 2 {
		h.click(k.rows[0].del.Bounds())
		h.click(k.ask.ButtonRect(1))
	}
	list, err := st.List("game-")
	require.NoError(t, err)
	assert.ElementsMatch(t, []string{"game-orkney", "game-orkney.claim"}, list, "only the restored game and its claim record")

	// The list closes when nothing is left, onto a fresh menu: the restored game has its
	// Continue, and nothing more is said of kept games.
	h.run(1)
	m2 := h.app.Scene().(*menu)
	require.NotSame(t, m, m2)
	assert.Nil(t, m2.keptBn)
	require.NotNil(t, m2.cards[0].cont, "the restored game has its Continue")
	assert.Equal(t, "Continue", m2.cards[0].cont.Label)
	assert.Equal(t, "The kept Orkney game is restored: Continue plays it.", h.app.notice)
	foot, _ := m2.footLine(&m2.cards[1])
	assert.Equal(t, "1–4 players", foot)
}

// The unfinished game's line is never cut off: a long progress wraps onto a second line within
// the card.
func TestContinueLineFitsTheCard(t *testing.T) {
	h := newPlace(t, Config{}, Games(), storage.NewMemory())
	m := h.app.newMenu()
	c := &m.cards[1]
	c.saved = &table.Saved{Seats: []scene.Seat{{Name: "Ann"}, {Name: "Bjørn"}, {Name: "Cait"}, {Name: "Dagny"}},
		Progress: "Round 1 of 7, Work Time", When: time.Now().Add(-4 * time.Minute)}
	lines := m.savedLines(c, time.Now())
	require.GreaterOrEqual(t, len(lines), 2)
	assert.Equal(t, "Ann, Bjørn, Cait and Dagny", lines[0])
	assert.Equal(t, "Round 1 of 7, Work Time · 4 minutes ago", strings.Join(lines[1:], " "), "whole, wrapped if need be")
	for _, l := range lines {
		assert.LessOrEqual(t, render.TextWidth(l, h.app.ui.Fonts.Body), float64(cardTextW), l)
		assert.NotContains(t, l, "…")
	}
	if os.Getenv("NORTHTABLE_SHOTS") != "" {
		m.loaded = true
		h.app.mgr.Cut(m)
		h.run(1)
		shoot(t, h, "menu-long-progress.png")
	}
}

// Every game's Continue card says how far the game is in the rules' words (its round), never as
// a count of moves: the rules of each game say it (table.Progresser).
func TestTheContinueCardSaysTheRound(t *testing.T) {
	st := storage.NewMemory()
	for _, g := range Games() {
		cfg := Config{Game: g.ID, Players: 3, Seed: 7, SeedSet: true, Autoplay: 40, WindowW: DefaultWindowW, WindowH: DefaultWindowH}
		a, err := NewApp(cfg, Games(), st)
		require.NoError(t, err, g.ID)
		a.releaseClaim() // that window closed: the cards offer Continue
	}
	h := newHarness(t, Config{}, Games())
	h.app.UseStore(st)
	h.app.mgr.Cut(h.app.newMenu())
	h.run(1)
	m := h.app.Scene().(*menu)
	require.Len(t, m.cards, len(Games()))
	for i := range m.cards {
		c := &m.cards[i]
		require.NotNil(t, c.saved, "%s: the card offers Continue", c.info.ID)
		assert.True(t, strings.HasPrefix(c.saved.Progress, "Round "), "%s: %q says the round", c.info.ID, c.saved.Progress)
		assert.NotContains(t, strings.Join(m.savedLines(c, h.app.now()), " "), "move", c.info.ID)
	}
	shoot(t, h, "menu-continue-every-game.png")
}
