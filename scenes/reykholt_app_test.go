package scenes

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/rules"
	"northtable/rules/bot"
	rk "northtable/rules/reykholt"
	rkscene "northtable/scenes/reykholt"
	"northtable/scenes/scene"
	"northtable/scenes/storage"
	"northtable/scenes/table"
)

// reykholtMoves is the number of random-bot moves (table.New's autoplay with the game's seed)
// after which want holds for the first time in a new Reykholt game of n players.
func reykholtMoves(t *testing.T, n int, seed uint64, want func(*rk.Game) bool) int {
	t.Helper()
	g, err := rk.Definition{}.NewGame(n, seed, nil)
	require.NoError(t, err)
	auto := bot.NewRandom(seed)
	for moves := 0; ; moves++ {
		if want(g.(*rk.Game)) {
			return moves
		}
		require.False(t, g.Over(), "the random game never reaches the wanted position")
		_, err := g.Apply(auto.Choose(g))
		require.NoError(t, err)
	}
}

// placed is the number of workers standing on the board in this round's Work Time.
func placed(g *rk.Game) int {
	n := 0
	for s := 0; s < g.Seats(); s++ {
		n += rk.WorkersPerPlayer - g.WorkersHome(rules.Seat(s))
	}
	return n
}

// The Reykholt golden: three players in round 2's Work Time with five workers on the board
// (the covered row, greenhouses seeded, cards taken, managers on the track), drawn by the App in
// screenshot mode.
const (
	goldenReykholtSeed    = 7
	goldenReykholtPlayers = 3
)

func TestGoldenReykholtWorkTime(t *testing.T) {
	n := reykholtMoves(t, goldenReykholtPlayers, goldenReykholtSeed, func(g *rk.Game) bool {
		return g.Round() == 2 && g.Decision() == rk.DecidePlace && placed(g) == 5
	})
	h := newHarness(t, Config{
		Game: "reykholt", Players: goldenReykholtPlayers, Seed: goldenReykholtSeed, SeedSet: true,
		Autoplay: n, Screenshot: filepath.Join(t.TempDir(), "unused.png"),
	}, Games())
	tbl := h.app.lastTable()
	require.NotNil(t, tbl)
	require.Same(t, tbl, h.app.Scene())
	g := tbl.Match().Game().(*rk.Game)
	require.Equal(t, rk.PhaseWork, g.Phase())
	require.Equal(t, 5, placed(g), "workers on the board")
	pix := settle(h)
	if dir := os.Getenv("NORTHTABLE_SHOTS"); dir != "" {
		save(t, filepath.Join(dir, "reykholt-golden-work.png"), pix)
	}
	checkGolden(t, "reykholt-work", pix)
}

// A finished Reykholt game goes to the results screen with the rules' ranking: a two-player
// game and a solo game, played to the end by the random bot and handed on by the table shell.
func TestReykholtResultsScreen(t *testing.T) {
	for _, c := range []struct {
		name    string
		players int
		seed    uint64
	}{{"2p", 2, 31}, {"solo", 1, 32}} {
		t.Run(c.name, func(t *testing.T) {
			h := newHarness(t, Config{
				Game: "reykholt", Players: c.players, Seed: c.seed, SeedSet: true,
				Autoplay: 100000, Screenshot: filepath.Join(t.TempDir(), "unused.png"),
			}, Games())
			tbl := h.app.lastTable()
			require.NotNil(t, tbl)
			g := tbl.Match().Game().(*rk.Game)
			require.True(t, g.Over())
			pix := settle(h)
			r, ok := h.app.Scene().(*results)
			require.True(t, ok, "a finished game shows the results, not %T", h.app.Scene())
			want := g.Result()
			assert.Equal(t, want.Winners, r.res.Winners)
			assert.Equal(t, want.Scores, r.res.Scores)
			assert.Equal(t, "Reykholt", r.game.Title)
			t.Logf("%s / %s", r.Headline(), r.Subline())
			if c.players == 1 {
				// Goal: table 21 · Reached: table N · the margin under the result
				assert.Equal(t, []string{"Goal", "Reached"}, r.Columns())
				pos, _ := g.Position(0)
				if d := rk.SoloGoal - pos; d > 0 {
					assert.Contains(t, r.TotalNote(0), fmt.Sprintf("%d table", d))
					assert.Contains(t, r.TotalNote(0), "short")
				} else {
					assert.NotContains(t, r.TotalNote(0), "short")
				}
			} else {
				assert.Empty(t, r.Columns(), "the table reached is the total, not a column repeating it")
			}
			if dir := os.Getenv("NORTHTABLE_SHOTS"); dir != "" {
				save(t, filepath.Join(dir, "reykholt-results-"+c.name+".png"), pix)
			}

			// the race, replayed from the record: one line per seat ending on its table
			require.Equal(t, "scores", r.Showing())
			require.NotNil(t, r.race)
			assert.Equal(t, "table", r.race.Unit)
			assert.Equal(t, g.Rounds()+1, len(r.race.Labels), "Start and every round: the race is the score, no Final column")
			require.Len(t, r.race.Lines, c.players)
			for s, l := range r.race.Lines {
				pos, _ := g.Position(rules.Seat(s))
				assert.Equal(t, pos, l.Values[len(l.Values)-1])
				assert.Equal(t, tbl.Name(rules.Seat(s)), l.Name)
			}
			h.click(r.raceB.Bounds())
			h.run(2)
			assert.Equal(t, "race", r.Showing())
			assert.Equal(t, "Scores", r.raceB.Label)
			race := settle(h)
			// the board as it ended, and back
			h.click(r.boardB.Bounds())
			h.run(2)
			assert.Equal(t, "board", r.Showing())
			board := settle(h)
			assert.NotEqual(t, race.Pix, board.Pix)
			h.click(r.backB.Bounds())
			h.run(2)
			assert.Equal(t, "scores", r.Showing())
			if dir := os.Getenv("NORTHTABLE_SHOTS"); dir != "" {
				save(t, filepath.Join(dir, "reykholt-race-"+c.name+".png"), race)
				save(t, filepath.Join(dir, "reykholt-final-board-"+c.name+".png"), board)
			}
		})
	}
}

// A Reykholt game quit in the middle of a placement (its pile still to choose) is on the menu's
// card as Continue; Continue resumes the exact position with the choice still open, and the
// board takes the click on the glowing pile.
func TestReykholtContinueResumesTheSavedGame(t *testing.T) {
	const seed = 12
	st := storage.NewMemory()
	n := reykholtMoves(t, 2, seed, func(g *rk.Game) bool { return g.Round() == 2 && g.Decision() == rk.DecidePile })
	cfg := Config{Game: "reykholt", Players: 2, Seed: seed, SeedSet: true, Autoplay: n, WindowW: DefaultWindowW, WindowH: DefaultWindowH}
	app, err := NewApp(cfg, Games(), st)
	require.NoError(t, err)
	tb, ok := app.Scene().(*table.Table)
	require.True(t, ok)
	hash := tb.Match().Game().Hash()

	h := newHarness(t, Config{}, Games())
	h.app.UseStore(st)
	h.app.mgr.Cut(h.app.newMenu())
	h.run(1)
	m := h.app.Scene().(*menu)
	var c *menuCard
	for i := range m.cards {
		if m.cards[i].info.ID == "reykholt" {
			c = &m.cards[i]
		}
	}
	require.NotNil(t, c)
	require.NotNil(t, c.cont, "Reykholt's card offers Continue")
	assert.Equal(t, "Ann and Bjørn", c.saved.Names())

	h.click(c.cont.Bounds())
	h.run(scene.FadeTicks + 2)
	tb2 := h.app.lastTable()
	require.NotNil(t, tb2)
	require.Same(t, tb2, h.app.Scene(), "Reykholt hides nothing: no curtain")
	g := tb2.Match().Game().(*rk.Game)
	assert.Equal(t, hash, g.Hash(), "the exact position")
	require.Equal(t, rk.DecidePile, g.Decision(), "the pile is still to choose")
	require.True(t, tb2.Ready(), "the board takes input")

	b, ok := tb2.Board().(*rkscene.Board)
	require.True(t, ok)
	var pile rk.Pile = -1
	for _, mv := range g.Legal() {
		if cp, ok := mv.(rk.ChoosePile); ok {
			pile = cp.Pile
		}
	}
	require.GreaterOrEqual(t, int(pile), 0)
	top, _ := g.Top(pile)
	seat := g.ToMove()
	h.click(b.Where().PileRect(pile))
	assert.Contains(t, tb2.Match().Game().(*rk.Game).Owned(seat), top, "the click on the pile took its greenhouse")
}
