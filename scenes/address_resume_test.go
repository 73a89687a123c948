package scenes

import (
	"net/url"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/scenes/scene"
	"northtable/scenes/storage"
	"northtable/scenes/table"
)

// configFromAddress parses a page address's query into a Config as the page does
// (build/webpage: each parameter becomes -name=value).
func configFromAddress(t *testing.T, address string) Config {
	t.Helper()
	u, err := url.Parse(address)
	require.NoError(t, err)
	var args []string
	for key, values := range u.Query() {
		for _, v := range values {
			args = append(args, "-"+key+"="+v)
		}
	}
	cfg, err := ParseFlags(args, Games())
	require.NoError(t, err, address)
	return cfg
}

// playOne lifts the curtain for the seat to move and plays its first legal move, as a player
// at the table would; it returns the table.
func playOne(t *testing.T, h *harness) *table.Table {
	t.Helper()
	h.run(1)
	c, ok := h.app.Scene().(*curtain)
	require.True(t, ok, "the game opens behind the curtain")
	h.run(curtainGrace + 1)
	h.click(c.ready.Bounds())
	h.run(scene.FadeTicks + 2)
	tb := h.app.lastTable()
	require.NotNil(t, tb)
	require.Same(t, tb, h.app.Scene(), "the table, curtain lifted")
	require.NoError(t, tb.Play(tb.Match().Game().Legal()[0]))
	return tb
}

// keptKeys lists the store's kept-aside games.
func keptKeys(st *storage.Memory) []string {
	var out []string
	for _, k := range st.Keys() {
		if strings.Contains(k, ".replaced-") || strings.Contains(k, ".moved-") {
			out = append(out, k)
		}
	}
	return out
}

// Reloading a page opened at an address that names a game finds the game where it was: the
// new App, from the same address over the same storage, continues the saved game with its move,
// and nothing is kept aside. The same holds for an address without a seed.
func TestReloadedAddressContinuesItsGame(t *testing.T) {
	for _, address := range []string{"/?game=reavers&players=2&seed=5", "/?game=reavers&players=2"} {
		t.Run(address, func(t *testing.T) {
			st := storage.NewMemory()
			cfg := configFromAddress(t, address)
			first := newPlace(t, cfg, Games(), st)
			require.NotNil(t, first.app.lastTable(), "the address starts the game")
			require.Zero(t, first.app.lastTable().Match().Moves())
			tb := playOne(t, first)
			moves, hash := tb.Match().Moves(), tb.Match().Game().Hash()
			first.app.releaseClaim() // the page goes away ('pagehide')

			again := newPlace(t, cfg, Games(), st)
			again.run(2)
			tb2 := again.app.lastTable()
			require.NotNil(t, tb2, "the reloaded page opens the game, not the menu")
			assert.Equal(t, moves, tb2.Match().Moves(), "the move made before the reload")
			assert.Equal(t, hash, tb2.Match().Game().Hash(), "the exact position")
			assert.Empty(t, keptKeys(st), "nothing set aside")
			assert.Zero(t, len(again.app.keptGames()), "Kept games stays empty")
			assert.Empty(t, again.app.notice)
		})
	}
}

// An address that asks for another game than the saved one (other players, another seed, more
// computer moves than the save has) starts it, keeping the saved one aside with a notice.
func TestAddressAskingForAnotherGameKeepsTheSavedOneAside(t *testing.T) {
	for _, address := range []string{
		"/?game=reavers&players=3&seed=5",
		"/?game=reavers&players=2&seed=6",
		"/?game=reavers&players=2&seed=5&autoplay=4",
		"/?game=reavers&players=2&seed=5&computers=1",
	} {
		t.Run(address, func(t *testing.T) {
			st := storage.NewMemory()
			first := newPlace(t, configFromAddress(t, "/?game=reavers&players=2&seed=5"), Games(), st)
			tb := playOne(t, first)
			first.app.releaseClaim()

			other := newPlace(t, configFromAddress(t, address), Games(), st)
			tb2 := other.app.lastTable()
			require.NotNil(t, tb2, "the address starts its game")
			assert.NotEqual(t, tb.Match().Game().Hash(), tb2.Match().Game().Hash(), "a new game")
			assert.Len(t, keptKeys(st), 1, "the saved game is kept aside")
			assert.Contains(t, other.app.notice, "Your unfinished Reavers of Midgard game was kept aside")
		})
	}
}

// An address with computers opens their game without a curtain for the one person, and a
// reload with the same address continues it; the same seats at another level are another game.
func TestReloadedAddressWithComputersContinuesItsGame(t *testing.T) {
	const address = "/?game=reavers&players=2&seed=5&computers=1"
	st := storage.NewMemory()
	first := newPlace(t, configFromAddress(t, address), Games(), st)
	first.run(2)
	tb := first.app.lastTable()
	require.NotNil(t, tb)
	require.Same(t, tb, first.app.Scene(), "no curtain for one person against the computer")
	assert.Equal(t, []string{"Ann", "Computer"}, tb.Names())
	assert.True(t, tb.Human(0))
	assert.False(t, tb.Human(1))
	tag, _, ok := tb.SeatTag(1)
	require.True(t, ok)
	assert.Equal(t, "Normal", tag, "its header says its level")
	require.NoError(t, tb.Play(tb.Match().Game().Legal()[0]))
	moves, hash := tb.Match().Moves(), tb.Match().Game().Hash()
	first.app.releaseClaim()

	again := newPlace(t, configFromAddress(t, address), Games(), st)
	tb2 := again.app.lastTable()
	require.NotNil(t, tb2)
	assert.Equal(t, moves, tb2.Match().Moves(), "the same game, continued")
	assert.Equal(t, hash, tb2.Match().Game().Hash())
	assert.Empty(t, keptKeys(st))
	again.app.releaseClaim()

	hard := newPlace(t, configFromAddress(t, address+"&level=hard"), Games(), st)
	require.NotNil(t, hard.app.lastTable())
	assert.Zero(t, hard.app.lastTable().Match().Moves(), "another level is another game")
	assert.Len(t, keptKeys(st), 1, "the one saved is kept aside")
}

// The same address opened while another tab or window plays its game does not take it away
// silently nor set it aside: the menu opens, offering Play here.
func TestAddressOfAGamePlayedElsewhereOpensTheMenu(t *testing.T) {
	st := storage.NewMemory()
	cfg := configFromAddress(t, "/?game=reavers&players=2&seed=5")
	first := newPlace(t, cfg, Games(), st)
	tb := playOne(t, first)

	second := newPlace(t, cfg, Games(), st)
	second.run(1)
	m, ok := second.app.Scene().(*menu)
	require.True(t, ok, "the menu, not the game")
	assert.Nil(t, second.app.lastTable())
	var card *menuCard
	for i := range m.cards {
		if m.cards[i].info.ID == "reavers" {
			card = &m.cards[i]
		}
	}
	require.NotNil(t, card)
	require.NotNil(t, card.cont)
	assert.Equal(t, "Play here", card.cont.Label)
	assert.Equal(t, "Your Reavers of Midgard game is open in another "+placeWord+": Play here brings it to this one.", second.app.notice)
	assert.Empty(t, keptKeys(st))
	info, _ := findGame(Games(), "reavers")
	saved, err := table.Load(st, info.Def)
	require.NoError(t, err)
	assert.Equal(t, tb.Match().Game().Hash(), saved.Match.Game().Hash(), "the game stays as the first place left it")
	shoot(t, second, "menu-address-elsewhere.png")
}

// A rematch is saved like any game: the finished game let its claim go when its save was
// removed, and the rematch takes the claim again (it once kept the claim let go, and every
// save was refused as if the game were open elsewhere).
func TestRematchIsSaved(t *testing.T) {
	st := storage.NewMemory()
	h := newPlace(t, configFromAddress(t, "/?game=reykholt&players=2&seed=3&autoplay=999"), Games(), st)
	h.run(2)
	_, over := h.app.Scene().(*results)
	require.True(t, over, "the game the address plays out ends on the results screen")
	_, err := st.Load(table.SaveKey("reykholt"))
	require.ErrorIs(t, err, storage.ErrNotFound, "a finished game leaves no save")

	require.NoError(t, h.app.rematch())
	h.run(scene.FadeTicks + 2) // Reykholt hides nothing: no curtain, the first seat at the screen
	tb := h.app.lastTable()
	require.Same(t, tb, h.app.Scene())
	require.NoError(t, tb.Play(tb.Match().Game().Legal()[0]))
	data, err := st.Load(table.SaveKey("reykholt"))
	require.NoError(t, err, "the rematch is saved")
	assert.NotEmpty(t, data)
	assert.Empty(t, h.app.notice, "with no word of another place")
}
