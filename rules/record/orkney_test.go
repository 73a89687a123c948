package record_test

import (
	"encoding/json"
	"fmt"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/rules"
	"northtable/rules/bot"
	"northtable/rules/orkney"
	"northtable/rules/record"
)

var ork = orkney.Definition{}

func kindOf(t *testing.T, mv rules.Move) string {
	t.Helper()
	k, _, err := ork.EncodeMove(mv)
	require.NoError(t, err)
	return k
}

func TestOrkneyUndoRedoRandomGames(t *testing.T) {
	t.Parallel()
	for p := 2; p <= 5; p++ {
		for seed := uint64(1); seed <= 3; seed++ {
			t.Run(fmt.Sprintf("%dp/seed%d", p, seed), func(t *testing.T) {
				t.Parallel()
				undoRedoGame(t, ork, start(t, ork, seed*100+uint64(p), p), bot.NewRandom(seed), 20000)
			})
		}
	}
}

// TestOrkneyUndoPolicy checks which Orkney moves can be taken back right after they are made:
// a builds, routes, exchanges and the second tile of a turn can; a task choice, the first tile
// (it reveals the second), fishing and the end of a turn cannot.
func TestOrkneyUndoPolicy(t *testing.T) {
	t.Parallel()
	undoable := map[string]int{}
	fixed := map[string]int{}
	for p := 2; p <= 5; p++ {
		m := start(t, ork, uint64(p), p)
		b := bot.NewRandom(uint64(p) + 50)
		for !m.Game().Over() {
			g := m.Game().(*orkney.Game)
			mv := b.Choose(g)
			placed := g.PlacementsThisTurn()
			before := g.Hash()
			_, err := m.Apply(mv)
			require.NoError(t, err)
			kind := kindOf(t, mv)
			if kind == orkney.KindPlaceTile {
				kind = fmt.Sprintf("%s#%d", kind, placed+1)
			}
			ok, why := m.CanUndo()
			if !ok {
				fixed[kind]++
				if m.Game().ToMove() == mv.Seat() && !m.Game().Over() {
					assert.Equal(t, record.ReasonStays+m.Game().(*orkney.Game).FinalWords(), why, kind)
					assert.NotEqual(t, record.ReasonStays, why, "%s: the rules say what made it stay", kind)
				}
				continue
			}
			undoable[kind]++
			require.Equal(t, mv.Seat(), m.Game().ToMove(), "never into another seat's turn")
			require.NoError(t, m.Undo())
			require.Equal(t, before, m.Game().Hash(), "undo of %s leaves no trace", kind)
			_, err = m.Apply(mv)
			require.NoError(t, err)
		}
	}
	t.Logf("undoable %v; fixed %v", undoable, fixed)
	for _, k := range []string{orkney.KindChooseTask, orkney.KindEndTurn, orkney.KindFish, orkney.KindPlaceTile + "#1"} {
		assert.Zero(t, undoable[k], "%s must not be undoable", k)
		assert.Positive(t, fixed[k], k)
	}
	for _, k := range []string{orkney.KindPlaceTile + "#2", orkney.KindBuild, orkney.KindPlaceRoute, orkney.KindExchange} {
		assert.Positive(t, undoable[k], "%s should be undoable", k)
	}
}

func TestOrkneySaveResume(t *testing.T) {
	t.Parallel()
	for p := 2; p <= 5; p++ {
		for seed := uint64(1); seed <= 3; seed++ {
			t.Run(fmt.Sprintf("%dp/seed%d", p, seed), func(t *testing.T) {
				t.Parallel()
				saveResumeGame(t, ork, start(t, ork, seed*7+uint64(p), p), seed, 20000)
			})
		}
	}
}

func TestOrkneyRefusedSaves(t *testing.T) {
	t.Parallel()
	m := start(t, ork, 9, 3)
	play(t, m, bot.NewRandom(9), 40)
	refusedSaves(t, ork, m, func(r *record.Record) {
		// Move 21's seat ends its turn twice.
		s := r.Moves[20].Seat
		r.Moves[20] = record.Move{Seat: s, Kind: orkney.KindEndTurn, Data: json.RawMessage(fmt.Sprintf(`{"By":%d}`, s))}
		r.Moves[21] = r.Moves[20]
	})
	// An option Orkney does not offer.
	_, err := record.Start(ork, record.Setup{Seats: seats(2, record.Human), Options: rules.Options{"services": "A"}})
	assert.ErrorIs(t, err, record.ErrBadSetup)
	_, err = record.Start(ork, record.Setup{Seats: seats(1, record.Human)})
	assert.ErrorIs(t, err, record.ErrBadSetup)
}

// A version-1 Orkney record as the first edition wrote it (seed 2024, two players).
const orkneyV1 = `{
  "version": 1,
  "game": "orkney",
  "seed": "2024",
  "players": ["Ann", "Bo"],
  "moves": [
    {"seat": 0, "kind": "ChooseTask", "data": {"By":0,"Task":10}},
    {"seat": 1, "kind": "ChooseTask", "data": {"By":1,"Task":1}},
    {"seat": 0, "kind": "PlaceTile", "data": {"By":0,"Cell":{"Q":0,"R":-2},"Rot":2}},
    {"seat": 0, "kind": "PlaceTile", "data": {"By":0,"Cell":{"Q":-1,"R":-1},"Rot":3}},
    {"seat": 0, "kind": "EndTurn", "data": {"By":0}},
    {"seat": 1, "kind": "PlaceTile", "data": {"By":1,"Cell":{"Q":-2,"R":0},"Rot":1}},
    {"seat": 1, "kind": "PlaceTile", "data": {"By":1,"Cell":{"Q":0,"R":-3},"Rot":5}},
    {"seat": 1, "kind": "EndTurn", "data": {"By":1}},
    {"seat": 0, "kind": "PlaceTile", "data": {"By":0,"Cell":{"Q":0,"R":-4},"Rot":3}},
    {"seat": 0, "kind": "PlaceTile", "data": {"By":0,"Cell":{"Q":2,"R":-2},"Rot":0}},
    {"seat": 0, "kind": "Exchange", "data": {"By":0,"Give":3,"Get":2}}
  ]
}`

func TestOrkneyVersion1Loads(t *testing.T) {
	t.Parallel()
	m, err := record.Load(ork, []byte(orkneyV1))
	require.NoError(t, err)
	assert.Equal(t, []record.Seat{{Name: "Ann", Colour: 0, Kind: record.Human}, {Name: "Bo", Colour: 1, Kind: record.Human}}, m.Seats())
	require.Equal(t, 11, m.Moves())
	g, err := orkney.New(orkney.Setup{Players: 2, Seed: 2024})
	require.NoError(t, err)
	for _, mv := range m.Played() {
		_, err := g.Apply(mv)
		require.NoError(t, err)
	}
	assert.Equal(t, g.Hash(), m.Game().Hash())
	// The exchange and the second tile of the turn can still be taken back, not the first.
	before := g.Hash()
	for range 2 {
		ok, why := m.CanUndo()
		require.True(t, ok, why)
		require.NoError(t, m.Undo())
	}
	ok, why := m.CanUndo()
	assert.False(t, ok)
	assert.Equal(t, record.ReasonStays+"the second tile was shown", why, "a loaded game says what made the move stay")
	assert.NotEqual(t, before, m.Game().Hash())
	// Saved again it is version 2 and loads.
	data, err := m.Marshal(time.Time{})
	require.NoError(t, err)
	again, err := record.Load(ork, data)
	require.NoError(t, err)
	assert.Equal(t, m.Game().Hash(), again.Game().Hash())
	assert.Equal(t, record.FormatVersion, again.Record().Version)
}

func TestOrkneyTextRoundTrip(t *testing.T) {
	t.Parallel()
	for p := 2; p <= 5; p++ {
		m := start(t, ork, uint64(p)+1000, p)
		play(t, m, bot.NewRandom(uint64(p)), 10000)
		require.True(t, m.Game().Over())
		text, err := record.MarshalText(ork, m.Record())
		require.NoError(t, err)
		if p == 2 {
			t.Logf("first lines:\n%.1500s", text)
		}
		r, err := record.ParseText(text)
		require.NoError(t, err)
		assert.Equal(t, m.Record(), r)
		loaded, err := record.Replay(ork, r)
		require.NoError(t, err)
		assert.Equal(t, m.Game().Hash(), loaded.Game().Hash())
	}
}
