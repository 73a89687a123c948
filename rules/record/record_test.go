package record_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/rules"
	"northtable/rules/bot"
	"northtable/rules/orkney"
	"northtable/rules/record"
)

var def = orkney.Definition{}

func players(n int) []string {
	names := []string{"Ann", "Bo", "Cai", "Dee", "Eli"}
	return names[:n]
}

// playMatch plays up to n moves with the random bot through a match.
func playMatch(t *testing.T, s *record.Match, b *bot.Random, n int) {
	t.Helper()
	for i := 0; i < n && !s.Game().Over(); i++ {
		_, err := s.Apply(b.Choose(s.Game()))
		require.NoError(t, err)
	}
}

func TestRoundTripAndReplay(t *testing.T) {
	t.Parallel()
	for p := 2; p <= 5; p++ {
		s, err := record.Start(def, uint64(40+p), players(p))
		require.NoError(t, err)
		b := bot.NewRandom(uint64(p))
		for _, n := range []int{0, 7, 60, 10000} {
			playMatch(t, s, b, n)
			data, err := record.Marshal(s.Record())
			require.NoError(t, err)
			loaded, err := record.Load(def, data)
			require.NoError(t, err)
			assert.Equal(t, s.Game().Hash(), loaded.Game().Hash(), "%d players after %d moves", p, len(s.Record().Moves))
			assert.Equal(t, s.Record(), loaded.Record())
			g, err := record.Replay(def, s.Record())
			require.NoError(t, err)
			assert.Equal(t, s.Game().Hash(), g.Hash())
		}
		require.True(t, s.Game().Over())
		// A loaded match continues like the original.
		assert.Equal(t, s.Game().Result(), s.Game().Clone().Result())
	}
}

func TestRecordFormat(t *testing.T) {
	t.Parallel()
	s, err := record.Start(def, 1<<63+5, players(2))
	require.NoError(t, err)
	playMatch(t, s, bot.NewRandom(1), 3)
	data, err := record.Marshal(s.Record())
	require.NoError(t, err)
	var raw map[string]any
	require.NoError(t, json.Unmarshal(data, &raw))
	assert.Equal(t, float64(record.FormatVersion), raw["version"])
	assert.Equal(t, "orkney", raw["game"])
	assert.Equal(t, "9223372036854775813", raw["seed"])
	assert.Equal(t, []any{"Ann", "Bo"}, raw["players"])
	moves := raw["moves"].([]any)
	require.Len(t, moves, 3)
	assert.Equal(t, "ChooseTask", moves[0].(map[string]any)["kind"])
}

func TestCorruptRecordsAreRefused(t *testing.T) {
	t.Parallel()
	s, err := record.Start(def, 9, players(3))
	require.NoError(t, err)
	playMatch(t, s, bot.NewRandom(9), 40)
	good, err := record.Marshal(s.Record())
	require.NoError(t, err)
	_, err = record.Load(def, good)
	require.NoError(t, err)

	mutate := func(f func(r *record.Record)) []byte {
		r := s.Record()
		r.Moves = append([]record.Move(nil), r.Moves...)
		f(&r)
		b, err := record.Marshal(r)
		require.NoError(t, err)
		return b
	}
	cases := map[string][]byte{
		"not json":        []byte("{"),
		"truncated":       good[:len(good)/2],
		"trailing":        append(append([]byte{}, good...), []byte(" {}")...),
		"unknown field":   []byte(strings.Replace(string(good), `"game"`, `"extra": 1, "game"`, 1)),
		"version":         mutate(func(r *record.Record) { r.Version = 2 }),
		"other game":      mutate(func(r *record.Record) { r.Game = "reykholt" }),
		"one player":      mutate(func(r *record.Record) { r.Players = r.Players[:1] }),
		"unknown kind":    mutate(func(r *record.Record) { r.Moves[5].Kind = "Teleport" }),
		"bad data":        mutate(func(r *record.Record) { r.Moves[5].Data = json.RawMessage(`{"By":"x"}`) }),
		"seat mismatch":   mutate(func(r *record.Record) { r.Moves[5].Seat = (r.Moves[5].Seat + 1) % 3 }),
		"illegal move":    mutate(func(r *record.Record) { r.Moves[20], r.Moves[21] = r.Moves[21], r.Moves[20] }),
		"dropped move":    mutate(func(r *record.Record) { r.Moves = append(r.Moves[:3], r.Moves[4:]...) }),
		"unknown in move": mutate(func(r *record.Record) { r.Moves[0].Data = json.RawMessage(`{"By":0,"Task":1,"X":2}`) }),
	}
	for name, data := range cases {
		ls, err := record.Load(def, data)
		assert.Error(t, err, name)
		assert.Nil(t, ls, name)
	}
}

func TestUndo(t *testing.T) {
	t.Parallel()
	s, err := record.Start(def, 3, players(2))
	require.NoError(t, err)
	g := func() *orkney.Game { return s.Game().(*orkney.Game) }
	// Seat 0's task choice hands the decision to seat 1: seat 1 cannot undo it.
	_, err = s.Apply(orkney.ChooseTask{By: 0, Task: g().Player(0).Dealt[0]})
	require.NoError(t, err)
	assert.Equal(t, 0, s.UndoDepth())
	assert.ErrorIs(t, s.Undo(), record.ErrCannotUndo)
	_, err = s.Apply(orkney.ChooseTask{By: 1, Task: g().Player(1).Dealt[1]})
	require.NoError(t, err)
	assert.ErrorIs(t, s.Undo(), record.ErrCannotUndo, "the last choice revealed the first tile")
	// Placements reveal: no undo.
	for g().Decision() == orkney.DecidePlaceTile {
		_, err = s.Apply(g().Legal()[0])
		require.NoError(t, err)
		assert.ErrorIs(t, s.Undo(), record.ErrCannotUndo)
	}
	// Play on until the seat to act has two quiet actions (build, route, exchange) in a row.
	quiet := func() rules.Move {
		for _, m := range g().Legal() {
			switch m.(type) {
			case orkney.Build, orkney.PlaceRoute, orkney.ExtraRoute, orkney.Exchange:
				return m
			}
		}
		return nil
	}
	b := bot.NewRandom(11)
	for {
		require.False(t, g().Over(), "no two quiet actions came up")
		if g().Decision() == orkney.DecideAction && quiet() != nil {
			probe := g().Copy()
			_, err := probe.Apply(quiet())
			require.NoError(t, err)
			if second := func() rules.Move {
				for _, m := range probe.Legal() {
					switch m.(type) {
					case orkney.Build, orkney.PlaceRoute, orkney.ExtraRoute, orkney.Exchange:
						return m
					}
				}
				return nil
			}(); second != nil {
				break
			}
		}
		playMatch(t, s, b, 1)
	}
	before := g().Hash()
	moves := len(s.Record().Moves)
	_, err = s.Apply(quiet())
	require.NoError(t, err)
	_, err = s.Apply(quiet())
	require.NoError(t, err)
	require.Equal(t, 2, s.UndoDepth())
	require.NoError(t, s.Undo())
	require.Equal(t, 1, s.UndoDepth())
	require.NoError(t, s.Undo())
	assert.Equal(t, before, g().Hash())
	assert.Len(t, s.Record().Moves, moves)
	assert.Equal(t, 0, s.UndoDepth(), "the move before was a placement or another revealing move")
	assert.ErrorIs(t, s.Undo(), record.ErrCannotUndo)
	_, err = s.Apply(orkney.EndTurn{By: g().Active()})
	require.NoError(t, err)
	assert.ErrorIs(t, s.Undo(), record.ErrCannotUndo, "EndTurn reveals the next tile")
}
