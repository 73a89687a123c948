package scenes

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/scenes/storage"
	"northtable/scenes/table"
)

// New game for a game being played in another place now: the replace question says that the
// game there is replaced and that place stops, not only that a saved game is replaced.
func TestNewGameSaysTheGameIsOpenElsewhere(t *testing.T) {
	st := storage.NewMemory()
	var boards []*fakeBoard
	games := fakeGames(&boards, false)
	first := newPlace(t, Config{Game: "orkney", Players: 2, Seed: 3, SeedSet: true}, games, st)
	first.run(2)
	require.NotNil(t, first.app.lastTable(), "the game is being played in the first place")

	second := newPlace(t, Config{}, games, st)
	second.run(1)
	m := second.app.Scene().(*menu)
	c := &m.cards[0]
	require.True(t, c.elsewhere)
	second.click(c.btn.Bounds())
	require.NotNil(t, m.ask, "New game asks first")
	assert.Equal(t, "Your unfinished game with Ann and Bjørn is being played in another "+placeWord+
		" now. A new game here replaces it: that "+placeWord+" stops, and the game there cannot be continued. Keep it to play it on.", m.ask.Body)
	second.run(0)
	shoot(t, second, "menu-new-game-elsewhere.png")

	// Once the first place has left the game, the question is the plain one.
	first.app.releaseClaim()
	m.ask = nil
	second.click(c.btn.Bounds())
	require.NotNil(t, m.ask)
	assert.Equal(t, "Your unfinished game with Ann and Bjørn will be replaced by the new one. Keep it to play it on.", m.ask.Body)
	_, err := st.Load(table.SaveKey("orkney"))
	assert.NoError(t, err, "asking changes nothing")
}
