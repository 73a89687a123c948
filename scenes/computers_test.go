package scenes

import (
	"bytes"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/input"
	"northtable/rules"
	"northtable/rules/bot"
	"northtable/rules/record"
	"northtable/scenes/scene"
	"northtable/scenes/storage"
	"northtable/scenes/table"
)

// The games of one person against two computers, played through the App from the flags
// (-players 3 -computers 2 -level easy) to the results screen, for every game: the computers
// are the table's real searches (Easy, whose iteration budget ends each decision long before
// its time cap this near the end of a game) and decide within the tick, since animations are
// off; the person's moves are the random player's, played through the table as a board plays
// them, and Ctrl+Z is pressed along the way.

// computerGame is one game's case: the seed, and how many of the random player's moves
// before the end of that seed's game the table starts (-autoplay), so the person still has a
// few turns to play.
type computerGame struct {
	id   string
	seed uint64
	left int
}

var computerGames = []computerGame{
	{id: "orkney", seed: 21, left: 30},
	{id: "reykholt", seed: 12, left: 36},
	{id: "reavers", seed: 5, left: 60},
}

// computersConfig is the flags of the case: Ann plays seat 0, the computer the other two.
func computersConfig(c computerGame, autoplay int) Config {
	return Config{Game: c.id, Players: 3, Computers: 2, Level: bot.Easy, Seed: c.seed, SeedSet: true, Autoplay: autoplay}
}

// randomLength is how many moves the random player's game of n seats with seed lasts (the
// game -autoplay plays).
func randomLength(t *testing.T, def record.Definition, n int, seed uint64) int {
	t.Helper()
	g, err := def.NewGame(n, seed, nil)
	require.NoError(t, err)
	r := bot.NewRandom(seed)
	moves := 0
	for ; !g.Over(); moves++ {
		_, err := g.Apply(r.Choose(g))
		require.NoError(t, err)
	}
	return moves
}

// checkpoint is the game as it was saved right after the person's move, a computer to move with
// more than one move to choose from: the save's bytes, the position, and the computer's next
// move as the game played on went.
type checkpoint struct {
	save  []byte
	moves int
	hash  [32]byte
	next  rules.Move // the computer's move at index moves
	after [32]byte   // the position after it
}

func TestOneHumanAgainstTwoComputersReachesResults(t *testing.T) {
	for _, c := range computerGames {
		t.Run(c.id, func(t *testing.T) {
			info, ok := findGame(Games(), c.id)
			require.True(t, ok)
			autoplay := randomLength(t, info.Def, 3, c.seed) - c.left
			require.Positive(t, autoplay)
			st := storage.NewMemory()
			h := newHarnessOn(t, computersConfig(c, autoplay), Games(), st, time.Date(2026, 12, 1, 12, 0, 0, 0, time.UTC))
			h.app.SetInstant(true)
			tbl := h.app.lastTable()
			require.NotNil(t, tbl)
			names := tbl.Names()
			assert.Equal(t, []string{"Ann", "Computer 1", "Computer 2"}, names)
			assert.Nil(t, tbl.Controller(0), "Ann plays seat 0")
			for s := rules.Seat(1); s <= 2; s++ {
				require.NotNil(t, tbl.Controller(s), "the computer plays seat %d", s)
				tag, _, ok := tbl.SeatTag(s)
				assert.True(t, ok)
				assert.Contains(t, []string{"Easy", "thinking…"}, tag, "its level, or that it decides")
			}

			person := bot.NewRandom(c.seed + 100)
			var cp *checkpoint
			var refused, undone, own int
			for steps := 0; ; steps++ {
				require.Less(t, steps, 5000, "the game reaches the results screen")
				h.run(1)
				if cp != nil && cp.next == nil && tbl.Moves() > cp.moves {
					cp.next = tbl.Match().Played()[cp.moves]
					if tbl.Moves() == cp.moves+1 {
						cp.after = tbl.Match().Game().Hash()
					}
				}
				switch s := h.app.Scene().(type) {
				case *curtain:
					require.Fail(t, "one person against computers never sees the curtain", "curtain for %s", s.Name())
				case *results:
					checkComputerResults(t, tbl, s, autoplay)
					t.Logf("%s: %d moves after %d autoplayed; Ann made %d, Undo refused %d times after a computer's move and took back %d of Ann's",
						c.id, tbl.Moves()-autoplay, autoplay, own, refused, undone)
					assert.Positive(t, own, "Ann played")
					assert.Positive(t, refused, "Undo was pressed after a computer's move")
					require.NotNil(t, cp, "a save was taken with a computer to move")
					require.NotNil(t, cp.next, "the computer moved after the save")
					checkComputerResumes(t, c, autoplay, cp)
					return
				case *table.Table:
					require.Same(t, tbl, s)
					if !s.Ready() {
						continue
					}
					g := s.Match().Game()
					require.Equal(t, rules.Seat(0), g.ToMove(), "the board takes input only for Ann")
					if last := s.Match().Played(); len(last) > autoplay && last[len(last)-1].Seat() != 0 {
						// The last move is a computer's: Undo refuses and changes nothing.
						ok, why := s.CanUndo()
						require.False(t, ok, "Undo never takes back a computer's move")
						assert.Contains(t, []string{record.ReasonOther, record.ReasonNothing}, why)
						n, hash := s.Moves(), g.Hash()
						h.script.Key(input.ActUndo)
						h.run(0)
						assert.Equal(t, n, s.Moves())
						assert.Equal(t, hash, s.Match().Game().Hash())
						text, warn := s.Toast()
						assert.Equal(t, why, text)
						assert.True(t, warn)
						refused++
					}
					m := person.Choose(s.View())
					require.NotNil(t, m)
					n, before := s.Moves(), g.Hash()
					require.NoError(t, s.Play(m))
					own++
					g = s.Match().Game()
					if g.Over() {
						continue
					}
					if g.ToMove() == 0 {
						// Ann's turn goes on: Undo takes back her move, and only it.
						if ok, _ := s.CanUndo(); ok {
							played := s.Match().Played()
							h.script.Key(input.ActUndo)
							h.run(0)
							require.Equal(t, n, s.Moves(), "Undo took back one move")
							require.Equal(t, before, s.Match().Game().Hash(), "the position before Ann's move")
							assert.Equal(t, played[:n], s.Match().Played(), "every earlier move stays")
							undone++
							require.NoError(t, s.Play(m))
						}
						continue
					}
					assert.True(t, s.Thinking(g.ToMove()), "the computer to move is thinking")
					tag, _, _ := s.SeatTag(g.ToMove())
					assert.Equal(t, "thinking…", tag)
					if cp == nil && s.Moves()-autoplay >= 4 && len(g.View(g.ToMove()).Legal()) > 1 {
						// a decision with a choice, so the same move again says something
						data, err := st.Load(table.SaveKey(c.id))
						require.NoError(t, err)
						cp = &checkpoint{save: data, moves: s.Moves(), hash: g.Hash()}
					}
				}
			}
		})
	}
}

// checkComputerResults checks the results screen of a game with computers: every seat ranked,
// and every computer's moves in the log.
func checkComputerResults(t *testing.T, tbl *table.Table, r *results, autoplay int) {
	t.Helper()
	g := tbl.Match().Game()
	require.True(t, g.Over())
	want := g.Result()
	require.Len(t, r.res.Scores, 3, "every seat has its row")
	assert.Equal(t, want.Winners, r.res.Winners)
	for i, sc := range want.Scores {
		assert.Equal(t, sc.Total, r.res.Scores[i].Total)
	}
	got := []string{}
	for _, s := range r.seats {
		got = append(got, s.Name)
	}
	assert.Equal(t, []string{"Ann", "Computer 1", "Computer 2"}, got)

	// Each computer made moves after the autoplay, and the log tells of them: lines of those
	// moves that name the computer.
	logged := map[int]bool{}
	for _, ln := range tbl.Log() {
		logged[ln.Move] = true
	}
	for s := rules.Seat(1); s <= 2; s++ {
		name := tbl.Name(s)
		made, shown, named := 0, 0, 0
		for i, m := range tbl.Match().Played() {
			if i < autoplay || m.Seat() != s {
				continue
			}
			made++
			if logged[i] {
				shown++
			}
		}
		for _, ln := range tbl.Log() {
			if ln.Move >= autoplay && tbl.Match().Played()[ln.Move].Seat() == s && strings.Contains(ln.Text, name) {
				named++
			}
		}
		assert.Positive(t, made, "%s moved", name)
		assert.Positive(t, shown, "%s's moves are in the log", name)
		assert.Positive(t, named, "the log names %s", name)
		t.Logf("%s: %d moves, %d of them logged, %d lines naming it", name, made, shown, named)
	}
}

// checkComputerResumes opens the save taken with a computer to move in a new App (as a window
// opened again with the same flags does): the same position comes back, no curtain, and the
// computer plays the move it played the first time (its random source is the game's seed, its
// seat and the move number).
func checkComputerResumes(t *testing.T, c computerGame, autoplay int, cp *checkpoint) {
	t.Helper()
	st := storage.NewMemory()
	require.NoError(t, st.Save(table.SaveKey(c.id), cp.save))
	h := newHarnessOn(t, computersConfig(c, autoplay), Games(), st, time.Date(2026, 12, 2, 12, 0, 0, 0, time.UTC))
	h.app.SetInstant(true)
	var lines bytes.Buffer
	h.app.ctx.Probe = scene.NewProbe(&lines)
	tbl := h.app.lastTable()
	require.NotNil(t, tbl)
	require.Equal(t, cp.moves, tbl.Moves(), "the saved game continues, not a new one")
	require.Equal(t, cp.hash, tbl.Match().Game().Hash(), "the same position")
	require.NotNil(t, tbl.Controller(tbl.Match().Game().ToMove()), "a computer is to move")
	for steps := 0; tbl.Moves() == cp.moves; steps++ {
		require.Less(t, steps, 100, "the computer moves")
		h.run(1)
		_, curtained := h.app.Scene().(*curtain)
		require.False(t, curtained, "no curtain")
	}
	played := tbl.Match().Played()
	assert.Equal(t, fmt.Sprint(cp.next), fmt.Sprint(played[cp.moves]), "the computer plays the move it played before")

	// The browser test's lines: the resumed position, with the computer to move, before its
	// decision, then the decision, then the position after its move.
	got := strings.Split(strings.TrimSpace(lines.String()), "\n")
	require.GreaterOrEqual(t, len(got), 3, "%q", got)
	seat := played[cp.moves].Seat()
	assert.Contains(t, got[0], fmt.Sprintf(`"moves":%d,"toMove":%d,`, cp.moves, seat), "the resumed position first")
	assert.Regexp(t, fmt.Sprintf(`^northtable:thought %d %d \d+ 1 \d+\.\d$`, seat, cp.moves), got[1], "decided in one tick (animations off)")
	assert.Contains(t, got[2], fmt.Sprintf(`"moves":%d,`, cp.moves+1))
	if cp.after != ([32]byte{}) {
		assert.Equal(t, cp.after, tbl.Match().Game().Hash())
	}
}
