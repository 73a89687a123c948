package record_test

import (
	"encoding/json"
	"errors"
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/rules"
	"northtable/rules/bot"
	"northtable/rules/record"
)

// seats returns n seats named and coloured in order, all of kind.
func seats(n int, kind record.SeatKind) []record.Seat {
	names := []string{"Ann", "Bo", "Cai", "Dee", "Zoë"}
	out := make([]record.Seat, n)
	for i := range out {
		out[i] = record.Seat{Name: names[i], Colour: (i * 2) % 5, Kind: kind}
	}
	return out
}

func start(t *testing.T, def record.Definition, seed uint64, n int) *record.Match {
	t.Helper()
	m, err := record.Start(def, record.Setup{Seed: seed, Seats: seats(n, record.Human)})
	require.NoError(t, err)
	return m
}

// play applies up to n moves chosen by b through m.
func play(t *testing.T, m *record.Match, b *bot.Random, n int) {
	t.Helper()
	for i := 0; i < n && !m.Game().Over(); i++ {
		_, err := m.Apply(b.Choose(m.Game()))
		require.NoError(t, err)
	}
}

// undoRedoGame plays a random game through a match. At every point where undo is allowed it
// undoes as far as it can, checking each step restores the hash from before the undone move and
// stops exactly at the last final move or change of seat, then redoes the same moves. It
// returns the moves played, which a bare game replays to the same final hash.
func undoRedoGame(t *testing.T, def record.Definition, m *record.Match, b *bot.Random, limit int) []rules.Move {
	t.Helper()
	hashes := [][32]byte{m.Game().Hash()} // hashes[i]: after i moves
	var moves []rules.Move
	boundary := 0 // moves before it cannot be undone
	undos := 0
	for step := 0; !m.Game().Over(); step++ {
		require.Less(t, step, limit, "game does not end")
		mv := b.Choose(m.Game())
		out, err := m.Apply(mv)
		require.NoError(t, err)
		moves = append(moves, mv)
		hashes = append(hashes, m.Game().Hash())
		if out.Final || m.Game().ToMove() != mv.Seat() {
			boundary = len(moves)
		}
		ok, why := m.CanUndo()
		if !ok {
			assert.NotEmpty(t, why)
			assert.Equal(t, boundary, len(moves), "undo refused (%s) though the last move was %v, not final", why, mv)
			assert.ErrorIs(t, m.Undo(), record.ErrCannotUndo)
			assert.Equal(t, hashes[len(moves)], m.Game().Hash(), "a refused undo changes nothing")
			continue
		}
		assert.Empty(t, why)
		require.Greater(t, len(moves), boundary, "undo offered across a final move or another seat's decision")
		n := len(moves)
		k := n
		for {
			ok, _ := m.CanUndo()
			if !ok {
				break
			}
			require.Equal(t, mv.Seat(), m.Game().ToMove())
			require.NoError(t, m.Undo())
			undos++
			k--
			require.GreaterOrEqual(t, k, boundary, "undo went past a final move or into another seat's decisions")
			require.Equal(t, hashes[k], m.Game().Hash(), "undo of move %d leaves a trace", k+1)
			require.Equal(t, k, m.Moves())
		}
		require.Equal(t, boundary, k, "undo stops only at the last boundary")
		for i := k; i < n; i++ {
			_, err := m.Apply(moves[i])
			require.NoError(t, err)
			require.Equal(t, hashes[i+1], m.Game().Hash(), "redo of move %d", i+1)
		}
	}
	ok, why := m.CanUndo()
	assert.False(t, ok)
	assert.Equal(t, record.ReasonOver, why)
	t.Logf("%d moves, %d undos", len(moves), undos)
	require.Positive(t, undos)
	// The same moves on a bare game reach the same final hash.
	s := m.Setup()
	g, err := def.NewGame(len(s.Seats), s.Seed, s.Options)
	require.NoError(t, err)
	for _, mv := range moves {
		_, err := g.Apply(mv)
		require.NoError(t, err)
	}
	assert.Equal(t, g.Hash(), m.Game().Hash())
	assert.Equal(t, moves, m.Played())
	return moves
}

// saveResumeGame saves a random game at random points, loads it and checks the loaded match
// continues with the same moves to the same final hash.
func saveResumeGame(t *testing.T, def record.Definition, m *record.Match, seed uint64, limit int) {
	t.Helper()
	r := rand.New(rand.NewPCG(seed, 1))
	// The reference: the whole game with the same bot seed.
	ref, err := record.Start(def, m.Setup())
	require.NoError(t, err)
	play(t, ref, bot.NewRandom(seed), limit)
	require.True(t, ref.Game().Over())
	all := ref.Played()
	hashes := [][32]byte{m.Game().Hash()} // hashes[i]: after i moves
	g := m.Game().Clone()
	for _, mv := range all {
		_, err := g.Apply(mv)
		require.NoError(t, err)
		hashes = append(hashes, g.Hash())
	}
	saves, undos := 0, 0
	for i := 0; i < len(all); i++ {
		if r.IntN(8) == 0 || i == len(all)-1 {
			now := time.Date(2025, 3, 4, 5, 6, 7, 800, time.FixedZone("CET", 3600))
			data, err := m.Marshal(now)
			require.NoError(t, err)
			loaded, err := record.Load(def, data)
			require.NoError(t, err, "load after %d moves", m.Moves())
			assert.Equal(t, m.Game().Hash(), loaded.Game().Hash())
			assert.Equal(t, m.Record(), loaded.Record())
			assert.True(t, loaded.Saved().Equal(now.Truncate(time.Second)))
			okA, whyA := m.CanUndo()
			okB, whyB := loaded.CanUndo()
			assert.Equal(t, okA, okB, "a loaded match undoes like the original")
			assert.Equal(t, whyA, whyB)
			if okB {
				// The first undo after loading replays from the start of the turn.
				require.NoError(t, loaded.Undo())
				assert.Equal(t, hashes[i-1], loaded.Game().Hash())
				_, err := loaded.Apply(all[i-1])
				require.NoError(t, err)
				assert.Equal(t, hashes[i], loaded.Game().Hash())
				undos++
			}
			m = loaded
			saves++
		}
		_, err := m.Apply(all[i])
		require.NoError(t, err)
	}
	assert.Equal(t, ref.Game().Hash(), m.Game().Hash())
	assert.Equal(t, ref.Record().FinalHash, m.Record().FinalHash)
	assert.Positive(t, saves)
	t.Logf("%d moves, %d saves, %d undos after loading", len(all), saves, undos)
}

// refusedSaves checks that damaged, drifted, wrong-game and unknown-version saves of m are
// refused with the right kind, plain words and no match.
func refusedSaves(t *testing.T, def record.Definition, m *record.Match, illegal func(r *record.Record)) {
	t.Helper()
	require.Greater(t, m.Moves(), 10)
	good, err := m.Marshal(time.Time{})
	require.NoError(t, err)
	_, err = record.Load(def, good)
	require.NoError(t, err)

	mutate := func(f func(r *record.Record)) []byte {
		r := m.Record()
		f(&r)
		b, err := record.Marshal(r)
		require.NoError(t, err)
		return b
	}
	replace := func(old, new string) []byte {
		require.Contains(t, string(good), old)
		return []byte(strings.Replace(string(good), old, new, 1))
	}
	cases := []struct {
		name string
		data []byte
		kind error
	}{
		{"empty", nil, record.ErrDamaged},
		{"not json", []byte("{"), record.ErrDamaged},
		{"array", []byte("[1,2]"), record.ErrDamaged},
		{"truncated", good[:len(good)/2], record.ErrDamaged},
		{"trailing", append(append([]byte{}, good...), " {}"...), record.ErrDamaged},
		{"trailing junk", append(append([]byte{}, good...), " x"...), record.ErrDamaged},
		{"unknown field", replace(`"game"`, `"extra": 1, "game"`), record.ErrDamaged},
		{"no version", replace(`"version": 2,`, ``), record.ErrDamaged},
		{"no hash", replace(`"final_hash"`, `"hash"`), record.ErrDamaged},
		{"bad hash", mutate(func(r *record.Record) { r.FinalHash = "xyz" }), record.ErrDamaged},
		{"short hash", mutate(func(r *record.Record) { r.FinalHash = r.FinalHash[:10] }), record.ErrDamaged},
		{"no seats", mutate(func(r *record.Record) { r.Seats = nil }), record.ErrDamaged},
		{"too many seats", mutate(func(r *record.Record) {
			r.Seats = append(r.Seats, seats(5, record.Human)...)
			for i := range r.Seats {
				r.Seats[i].Colour = i
			}
		}), record.ErrDamaged},
		{"seat kind", mutate(func(r *record.Record) { r.Seats[0].Kind = "robot" }), record.ErrDamaged},
		{"same colour", mutate(func(r *record.Record) { r.Seats[1].Colour = r.Seats[0].Colour }), record.ErrDamaged},
		{"bad option", mutate(func(r *record.Record) { r.Options = rules.Options{"nonsense": "1"} }), record.ErrDamaged},
		{"unknown kind", mutate(func(r *record.Record) { r.Moves[5].Kind = "Teleport" }), record.ErrDamaged},
		{"bad data", mutate(func(r *record.Record) { r.Moves[5].Data = json.RawMessage(`{"By":"x"}`) }), record.ErrDamaged},
		{"seat mismatch", mutate(func(r *record.Record) { r.Moves[5].Seat = (r.Moves[5].Seat + 1) % len(r.Seats) }), record.ErrDamaged},
		{"seat out of range", mutate(func(r *record.Record) { r.Moves[5].Seat = 9 }), record.ErrDamaged},
		{"version 3", mutate(func(r *record.Record) { r.Version = 3 }), record.ErrUnknownVersion},
		{"version 0", replace(`"version": 2`, `"version": 0`), record.ErrUnknownVersion},
		{"version 99 with new fields", replace(`"version": 2,`, `"version": 99, "future": true,`), record.ErrUnknownVersion},
		{"other game", mutate(func(r *record.Record) { r.Game = "reykholt" }), record.ErrWrongGame},
		{"other seed", mutate(func(r *record.Record) { r.Seed++ }), record.ErrDrift},
		{"other hash", mutate(func(r *record.Record) {
			h := []byte(r.FinalHash)
			h[0] = "01"[map[bool]int{true: 1}[h[0] == '0']]
			r.FinalHash = string(h)
		}), record.ErrDrift},
		{"dropped last move", mutate(func(r *record.Record) { r.Moves = r.Moves[:len(r.Moves)-1] }), record.ErrDrift},
		{"illegal move", mutate(illegal), record.ErrDrift},
	}
	for _, c := range cases {
		loaded, err := record.Load(def, c.data)
		require.Error(t, err, c.name)
		assert.Nil(t, loaded, c.name)
		assert.ErrorIs(t, err, c.kind, "%s: %v", c.name, err)
		var e *record.Error
		require.ErrorAs(t, err, &e, c.name)
		assert.NotEmpty(t, e.Words, c.name)
		assert.Equal(t, e.Words, record.Words(err), c.name)
		assert.NotContains(t, e.Words, "record:", c.name)
		for _, other := range []error{record.ErrDamaged, record.ErrUnknownVersion, record.ErrWrongGame, record.ErrDrift} {
			if other != c.kind {
				assert.NotErrorIs(t, err, other, c.name)
			}
		}
	}
}

func TestFakeUndoRedoRandomGames(t *testing.T) {
	t.Parallel()
	for n := 1; n <= 4; n++ {
		for seed := uint64(1); seed <= 5; seed++ {
			m, err := record.Start(fakeDef{}, record.Setup{Seed: seed, Seats: seats(n, record.Human), Options: rules.Options{"length": "long"}})
			require.NoError(t, err)
			undoRedoGame(t, fakeDef{}, m, bot.NewRandom(seed*10+uint64(n)), 10000)
		}
	}
}

func TestFakeUndoBoundaries(t *testing.T) {
	t.Parallel()
	m := start(t, fakeDef{}, 7, 2)
	apply := func(mv rules.Move) rules.Outcome {
		t.Helper()
		out, err := m.Apply(mv)
		require.NoError(t, err)
		return out
	}
	can := func(want bool, reason string) {
		t.Helper()
		ok, why := m.CanUndo()
		assert.Equal(t, want, ok)
		assert.Equal(t, reason, why)
		if !want {
			before := m.Game().Hash()
			err := m.Undo()
			require.ErrorIs(t, err, record.ErrCannotUndo)
			assert.Equal(t, reason, record.Words(err))
			assert.Equal(t, before, m.Game().Hash())
		}
	}
	can(false, record.ReasonNothing)

	h0 := m.Game().Hash()
	apply(fStep{0, 2})
	h1 := m.Game().Hash()
	apply(fStep{0, 3})
	can(true, "")
	require.NoError(t, m.Undo())
	assert.Equal(t, h1, m.Game().Hash())
	require.NoError(t, m.Undo())
	assert.Equal(t, h0, m.Game().Hash())
	assert.Equal(t, 0, m.Moves())
	assert.Empty(t, m.Record().Moves)
	can(false, record.ReasonNothing)

	apply(fStep{0, 1})
	out := apply(fDraw{0})
	require.True(t, out.Final)
	can(false, record.ReasonShown)
	hDraw := m.Game().Hash()
	apply(fStep{0, 1})
	can(true, "")
	require.NoError(t, m.Undo())
	assert.Equal(t, hDraw, m.Game().Hash())
	can(false, record.ReasonShown) // never past the draw

	// Asking hands the decision to seat 1: seat 1 has nothing to undo, and once it has
	// answered seat 0 cannot undo across the answer.
	apply(fAsk{0})
	can(false, record.ReasonNothing)
	apply(fAnswer{1, true})
	can(false, record.ReasonOther)
	apply(fStep{0, 2})
	can(true, "")
	require.NoError(t, m.Undo())
	can(false, record.ReasonOther)

	apply(fEnd{0})
	can(false, record.ReasonOther) // seat 1's answer came before seat 0's turn went on
	apply(fStep{1, 1})
	can(true, "")

	// A computer's decisions are not the table's to take back.
	c := seats(2, record.Human)
	c[1].Kind = record.Computer
	mc, err := record.Start(fakeDef{}, record.Setup{Seed: 7, Seats: c})
	require.NoError(t, err)
	for _, mv := range []rules.Move{fEnd{0}, fStep{1, 1}} {
		_, err := mc.Apply(mv)
		require.NoError(t, err)
	}
	ok, why := mc.CanUndo()
	assert.False(t, ok)
	assert.Equal(t, record.ReasonTurnOver, why)

	// Nothing once the game is over.
	for !m.Game().Over() {
		apply(fEnd{m.Game().ToMove()})
	}
	can(false, record.ReasonOver)
}

func TestApplyRefusalsChangeNothing(t *testing.T) {
	t.Parallel()
	m := start(t, fakeDef{}, 1, 2)
	before := m.Record()
	_, err := m.Apply(fStep{1, 1})
	var ill *rules.IllegalMoveError
	require.ErrorAs(t, err, &ill, "the game's refusal comes back unchanged")
	assert.Equal(t, fakeWords, rules.Explain(err))
	type alien struct{ fEnd }
	_, err = m.Apply(alien{fEnd{0}})
	require.Error(t, err)
	assert.Equal(t, before, m.Record())
	assert.Equal(t, 0, m.Moves())
}

func TestOutcomeEventsStayValid(t *testing.T) {
	t.Parallel()
	m := start(t, fakeDef{}, 1, 2)
	first, err := m.Apply(fStep{0, 3})
	require.NoError(t, err)
	keep := append([]rules.Event(nil), first.Events...)
	_, err = m.Apply(fStep{0, 1})
	require.NoError(t, err)
	require.NoError(t, m.Undo())
	_, err = m.Apply(fEnd{0})
	require.NoError(t, err)
	assert.Equal(t, keep, first.Events, "later Apply and Undo calls must not overwrite returned events")
	assert.Equal(t, []rules.Event{{Kind: "step", Seat: 0, Detail: 3}}, first.Events)
}

func TestStartRefusesBadSetups(t *testing.T) {
	t.Parallel()
	same := seats(2, record.Human)
	same[1].Colour = same[0].Colour
	kind := seats(2, record.Human)
	kind[0].Kind = ""
	neg := seats(2, record.Human)
	neg[1].Colour = -1
	for name, s := range map[string]record.Setup{
		"no seats":      {},
		"five seats":    {Seats: append(seats(4, record.Human), record.Seat{Name: "E", Colour: 9, Kind: record.Human})},
		"same colour":   {Seats: same},
		"no kind":       {Seats: kind},
		"negative":      {Seats: neg},
		"unknown key":   {Seats: seats(2, record.Human), Options: rules.Options{"speed": "fast"}},
		"unknown value": {Seats: seats(2, record.Human), Options: rules.Options{"length": "medium"}},
	} {
		m, err := record.Start(fakeDef{}, s)
		assert.Nil(t, m, name)
		assert.ErrorIs(t, err, record.ErrBadSetup, name)
		assert.NotEmpty(t, record.Words(err), name)
	}
	// Options are stored with every default filled in.
	m := start(t, fakeDef{}, 1, 3)
	assert.Equal(t, rules.Options{"length": "short"}, m.Setup().Options)
	assert.Equal(t, rules.Options{"length": "short"}, m.Record().Options)
	assert.Equal(t, []string{"Ann", "Bo", "Cai"}, m.Names())
	assert.Equal(t, seats(3, record.Human), m.Seats())
}

func TestFakeSaveResume(t *testing.T) {
	t.Parallel()
	for n := 1; n <= 4; n++ {
		for seed := uint64(1); seed <= 4; seed++ {
			m, err := record.Start(fakeDef{}, record.Setup{Seed: seed, Seats: seats(n, record.Human), Options: rules.Options{"length": "long"}})
			require.NoError(t, err)
			saveResumeGame(t, fakeDef{}, m, seed, 10000)
		}
	}
}

func TestFakeRefusedSaves(t *testing.T) {
	t.Parallel()
	m := start(t, fakeDef{}, 3, 3)
	play(t, m, bot.NewRandom(3), 30)
	refusedSaves(t, fakeDef{}, m, func(r *record.Record) {
		// Seat 0 ends its turn twice.
		r.Moves = append(r.Moves[:1:1], r.Moves...)
		r.Moves[0] = record.Move{Seat: 0, Kind: "End", Data: json.RawMessage(`{"By":0}`)}
		r.Moves[1] = r.Moves[0]
	})
}

func TestRecordFormat(t *testing.T) {
	t.Parallel()
	s := seats(2, record.Human)
	s[1].Kind = record.Computer
	m, err := record.Start(fakeDef{}, record.Setup{Seed: 1<<63 + 5, Seats: s})
	require.NoError(t, err)
	play(t, m, bot.NewRandom(1), 3)
	data, err := m.Marshal(time.Date(2025, 1, 2, 3, 4, 5, 0, time.UTC))
	require.NoError(t, err)
	var raw map[string]any
	require.NoError(t, json.Unmarshal(data, &raw))
	assert.Equal(t, float64(2), raw["version"])
	assert.Equal(t, "fake", raw["game"])
	assert.Equal(t, "9223372036854775813", raw["seed"])
	assert.Equal(t, map[string]any{"length": "short"}, raw["options"])
	assert.Equal(t, []any{
		map[string]any{"name": "Ann", "colour": float64(0), "kind": "human"},
		map[string]any{"name": "Bo", "colour": float64(2), "kind": "computer"},
	}, raw["seats"])
	assert.Len(t, raw["moves"], 3)
	assert.Equal(t, record.HashString(m.Game().Hash()), raw["final_hash"])
	assert.Len(t, raw["final_hash"], 64)
	assert.Equal(t, "2025-01-02T03:04:05Z", raw["saved"])
	assert.Len(t, raw, 8)

	// A new match with no moves and no save time: "moves" is [] and "saved" is left out.
	data, err = start(t, fakeDef{}, 1, 1).Marshal(time.Time{})
	require.NoError(t, err)
	raw = nil
	require.NoError(t, json.Unmarshal(data, &raw))
	assert.Equal(t, []any{}, raw["moves"])
	assert.NotContains(t, raw, "saved")
}

// A version-1 record as the first edition wrote it.
const fakeV1 = `{
  "version": 1,
  "game": "fake",
  "seed": "42",
  "players": ["Ann", "Bo"],
  "moves": [
    {"seat": 0, "kind": "Step", "data": {"By": 0, "N": 2}},
    {"seat": 0, "kind": "Draw", "data": {"By": 0}},
    {"seat": 0, "kind": "End", "data": {"By": 0}},
    {"seat": 1, "kind": "Step", "data": {"By": 1, "N": 1}}
  ]
}`

func TestVersion1Loads(t *testing.T) {
	t.Parallel()
	r, err := record.Unmarshal([]byte(fakeV1))
	require.NoError(t, err)
	assert.Equal(t, 1, r.Version)
	assert.Empty(t, r.FinalHash)
	m, err := record.Load(fakeDef{}, []byte(fakeV1))
	require.NoError(t, err)
	assert.Equal(t, []record.Seat{{Name: "Ann", Colour: 0, Kind: record.Human}, {Name: "Bo", Colour: 1, Kind: record.Human}}, m.Seats())
	assert.Equal(t, 4, m.Moves())
	assert.Equal(t, rules.Seat(1), m.Game().ToMove())
	g, _ := fakeDef{}.NewGame(2, 42, nil)
	for _, mv := range []rules.Move{fStep{0, 2}, fDraw{0}, fEnd{0}, fStep{1, 1}} {
		_, err := g.Apply(mv)
		require.NoError(t, err)
	}
	assert.Equal(t, g.Hash(), m.Game().Hash())
	ok, _ := m.CanUndo()
	assert.True(t, ok, "seat 1's step can be undone after loading")
	// It saves as version 2.
	rec := m.Record()
	assert.Equal(t, record.FormatVersion, rec.Version)
	assert.Equal(t, rules.Options{"length": "short"}, rec.Options)
	assert.Equal(t, record.HashString(g.Hash()), rec.FinalHash)

	for name, bad := range map[string]string{
		"v1 with seats":    strings.Replace(fakeV1, `"players"`, `"seats"`, 1),
		"v1 without moves": strings.Replace(fakeV1, `"moves"`, `"steps"`, 1),
	} {
		_, err := record.Load(fakeDef{}, []byte(bad))
		assert.ErrorIs(t, err, record.ErrDamaged, name)
	}
}

func TestTextRoundTrip(t *testing.T) {
	t.Parallel()
	s := seats(3, record.Human)
	s[2] = record.Seat{Name: "Zoë \"the\" Bold", Colour: 4, Kind: record.Computer}
	m, err := record.Start(fakeDef{}, record.Setup{Seed: 1<<64 - 1, Seats: s, Options: rules.Options{"length": "long"}})
	require.NoError(t, err)
	play(t, m, bot.NewRandom(5), 40)
	_, err = m.Marshal(time.Date(2025, 6, 7, 8, 9, 10, 0, time.UTC))
	require.NoError(t, err)
	r := m.Record()
	text, err := record.MarshalText(fakeDef{}, r)
	require.NoError(t, err)
	t.Logf("%s", text)
	lines := strings.Split(string(text), "\n")
	assert.Equal(t, "# Northtable game record", lines[0])
	assert.Contains(t, lines, "Game: fake")
	assert.Contains(t, lines, "Version: 2")
	assert.Contains(t, lines, "Seed: 18446744073709551615")
	assert.Contains(t, lines, `Option: "length" = "long"`)
	assert.Contains(t, lines, `Seat 0: "Ann", human, colour 0`)
	assert.Contains(t, lines, `Seat 2: "Zoë \"the\" Bold", computer, colour 4`)
	assert.Contains(t, lines, "Final hash: "+r.FinalHash)
	assert.Contains(t, lines, "Saved: 2025-06-07T08:09:10Z")
	mv := m.Played()[0]
	kind, data, _ := fakeDef{}.EncodeMove(mv)
	require.Regexp(t, `^1\. seat 0 `+kind+` `+regexp.QuoteMeta(string(data))+` +; `+regexp.QuoteMeta(mv.String())+`$`, lines[11])
	assert.Equal(t, 40, strings.Count(string(text), " ; Player "), "one readable line per move")

	back, err := record.ParseText(text)
	require.NoError(t, err)
	assert.Equal(t, r, back)
	loaded, err := record.Replay(fakeDef{}, back)
	require.NoError(t, err)
	assert.Equal(t, m.Game().Hash(), loaded.Game().Hash())

	// Without a definition the text has no comments and still parses.
	bare, err := record.MarshalText(nil, r)
	require.NoError(t, err)
	assert.NotContains(t, string(bare), ";")
	back, err = record.ParseText(bare)
	require.NoError(t, err)
	assert.Equal(t, r, back)

	for name, bad := range map[string]string{
		"no game":        strings.Replace(string(text), "Game: fake\n", "", 1),
		"move skipped":   strings.Replace(string(text), "\n2. ", "\n3. ", 1),
		"bad data":       strings.Replace(string(text), "\n1. seat 0 "+kind+" {", "\n1. seat 0 "+kind+" {{", 1),
		"unknown header": strings.Replace(string(text), "Game:", "Colour: 1\nGame:", 1),
		"junk after":     regexp.MustCompile(` +; `+regexp.QuoteMeta(mv.String())).ReplaceAllLiteralString(string(text), " x"),
		"seat order":     strings.Replace(string(text), "Seat 0:", "Seat 5:", 1),
		"bad version":    strings.Replace(string(text), "Version: 2", "Version: 7", 1),
	} {
		_, err := record.ParseText([]byte(bad))
		assert.Error(t, err, name)
		assert.True(t, errors.Is(err, record.ErrDamaged) || errors.Is(err, record.ErrUnknownVersion), "%s: %v", name, err)
	}
}

func TestWalk(t *testing.T) {
	t.Parallel()
	m := start(t, fakeDef{}, 4, 2)
	play(t, m, bot.NewRandom(4), 25)
	var kinds []string
	n := 0
	require.NoError(t, m.Walk(func(i int, mv rules.Move, g rules.Game, out rules.Outcome) {
		assert.Equal(t, n, i)
		assert.Equal(t, m.Played()[i], mv)
		n++
		for _, e := range out.Events {
			kinds = append(kinds, g.Describe(e, m.Names()))
		}
	}))
	assert.Equal(t, 25, n)
	assert.Len(t, kinds, 25)
}
