//go:build !js

package scenes

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/scenes/scene"
	"northtable/scenes/storage"
	"northtable/scenes/table"
)

// Two desktop windows on one save directory (two tabs are the same over localStorage): the
// second says the game is open elsewhere and offers Play here; taking it, the first stops
// writing and says the game moved, and the move it made in the meantime is kept aside, not lost.
func TestTwoPlacesOneGame(t *testing.T) {
	dir := t.TempDir()
	stA, err := storage.NewFileStore(dir)
	require.NoError(t, err)
	stB, err := storage.NewFileStore(dir)
	require.NoError(t, err)
	var boards []*fakeBoard
	games := fakeGames(&boards, false)

	a := newPlace(t, Config{Game: "orkney", Players: 2, Seed: 3, SeedSet: true}, games, stA)
	a.run(2)
	tbA := a.app.lastTable()
	require.NotNil(t, tbA)
	require.NoError(t, tbA.Play(tbA.Match().Game().Legal()[0]))
	hashA := tbA.Match().Game().Hash()

	b := newPlace(t, Config{}, games, stB)
	b.run(1)
	m := b.app.Scene().(*menu)
	c := &m.cards[0]
	require.NotNil(t, c.cont)
	assert.True(t, c.elsewhere, "the second window sees the game in play")
	assert.Equal(t, "Play here", c.cont.Label)
	foot, _ := m.footLine(c)
	assert.Equal(t, "Open in another window, or just closed there", foot)
	shoot(t, b, "menu-play-here.png")

	b.click(c.cont.Bounds())
	b.run(scene.FadeTicks + 2)
	tbB := b.app.lastTable()
	require.NotNil(t, tbB, "Play here opens the game")
	assert.Equal(t, tbA.Match().Game().Hash(), tbB.Match().Game().Hash(), "the position the first window saved")

	// The first window has not looked yet and makes a move: it is refused and kept aside.
	require.NoError(t, tbA.Play(tbA.Match().Game().Legal()[0]))
	now, err := table.Load(stB, games[0].Def)
	require.NoError(t, err)
	assert.Equal(t, hashA, now.Match.Game().Hash(), "the refused write overwrote nothing")
	a.run(1)
	mv, ok := a.app.Scene().(*moved)
	require.True(t, ok, "the first window says the game moved")
	assert.Equal(t, "This game moved to another window", mv.dialog.Title)
	assert.Contains(t, mv.dialog.Body, "kept aside")
	shoot(t, a, "moved.png")

	kept := a.app.keptGames()
	require.Len(t, kept, 1)
	what, played := kept[0].Lines(time.Now())
	assert.Equal(t, "Orkney · Ann and Bjørn · Round 1 of 15", what)
	assert.Contains(t, played, "played in another window at the same time")

	// Moves in the second window go on being saved; the first takes the game back with Play here.
	require.NoError(t, tbB.Play(tbB.Match().Game().Legal()[0]))
	hashB := tbB.Match().Game().Hash()
	a.click(mv.dialog.ButtonRect(1))
	a.run(scene.FadeTicks + 2)
	tbA2 := a.app.lastTable()
	require.NotSame(t, tbA, tbA2)
	assert.Equal(t, hashB, tbA2.Match().Game().Hash(), "Play here resumes what the other window saved")
	b.run(int(storage.CheckEvery/(time.Second/60)) + 2)
	_, ok = b.app.Scene().(*moved)
	assert.True(t, ok, "the second window hears it within a check")
}
