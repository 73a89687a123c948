package scenes

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/input"
	"northtable/render"
	"northtable/rules/bot"
)

func openSetup(t *testing.T, st *memStore) (*harness, *setup) {
	t.Helper()
	var boards []*fakeBoard
	h := newHarness(t, Config{}, fakeGames(&boards, false))
	if st != nil {
		h.app.UseStore(st)
	}
	s := h.app.newSetup(h.app.games[0])
	h.app.mgr.Cut(s)
	h.run(1)
	return h, s
}

func focusedFields(s *setup) int {
	n := 0
	for _, f := range s.fields() {
		if f.Focused {
			n++
		}
	}
	return n
}

// Clicking one name field while another has the cursor moves the cursor: one field at a time,
// and only that one receives Backspace and typing.
func TestSetupFocusesOneFieldAtATime(t *testing.T) {
	h, s := openSetup(t, nil)
	h.click(s.names[1].Rect)
	h.script.Type("Bo")
	h.run(0)
	require.Equal(t, 1, s.Focused())
	// The field clicked second comes before the focused one in update order: the case that
	// left both with a cursor.
	h.click(s.names[0].Rect)
	assert.Equal(t, 1, focusedFields(s), "exactly one focused field")
	assert.Equal(t, 0, s.Focused())
	h.script.Key(input.ActBackspace).Type("X")
	h.run(0)
	assert.Equal(t, "Bo", s.names[1].Text, "the field left behind gets no Backspace")
	assert.Equal(t, "X", s.names[0].Text)
	h.click(s.seed.Rect)
	assert.Equal(t, 1, focusedFields(s))
	assert.Equal(t, len(s.names), s.Focused())
	h.click(s.names[2].Rect)
	h.script.Key(input.ActTab)
	h.run(0)
	assert.Equal(t, 1, focusedFields(s), "Tab moves the one cursor on")
	assert.True(t, s.seed.Focused, "after the last row comes the seed")
	h.click(render.Rect{X: 700, Y: 20, W: 1, H: 1})
	assert.Equal(t, 0, focusedFields(s), "a click elsewhere ends editing")
	assert.Equal(t, -1, s.Focused())
}

// Characters that arrive composed (an input method's "ë", or e followed by a combining
// diaeresis from dictation) reach the name whole.
func TestSetupKeepsComposedCharacters(t *testing.T) {
	h, s := openSetup(t, nil)
	h.click(s.names[0].Rect)
	h.script.Frames(input.Frame{X: 300, Y: 200, Chars: []rune("Zo")}, input.Frame{X: 300, Y: 200, Chars: []rune("ë")})
	h.script.Key(input.ActConfirm)
	h.run(0)
	assert.Equal(t, "Zoë", s.names[0].Text)
	h.click(s.names[1].Rect)
	h.script.Type("Zoe\u0308y")
	h.run(0)
	assert.Equal(t, "Zoe\u0308y", s.names[1].Text)
	seats, _ := s.Seats()
	var names []string
	for _, st := range seats {
		names = append(names, st.Name)
	}
	assert.Contains(t, names, "Zoë")
}

// Names, colours and the player count are remembered as they change, before any game starts.
func TestSetupRemembersChangesAtOnce(t *testing.T) {
	st := &memStore{data: map[string][]byte{}}
	h, s := openSetup(t, st)
	plus := render.Rect{X: s.count.Rect.Right() - 44, Y: s.count.Rect.Y, W: 44, H: 44}
	h.click(plus)
	h.click(s.names[0].Rect)
	h.script.Type("Zoë")
	h.run(0)
	h.click(s.colours[0].SwatchRect(5))
	var saved Settings
	require.NoError(t, json.Unmarshal(st.data[settingsKey], &saved))
	assert.Equal(t, 4, saved.Players["orkney"])
	assert.Equal(t, "Zoë", saved.Names[0])
	assert.Equal(t, 5, saved.Colours[0])

	// A new visit (a reload) finds them.
	h2, s2 := openSetup(t, st)
	_ = h2
	assert.Equal(t, 4, s2.n())
	assert.Equal(t, "Zoë", s2.names[0].Text)
	assert.Equal(t, 5, s2.colours[0].Selected)
}

// Setup's defaults give every seat its own colour, and the colours stay distinct as seats are
// added.
func TestSetupDefaultColoursDiffer(t *testing.T) {
	h, s := openSetup(t, nil)
	plus := render.Rect{X: s.count.Rect.Right() - 44, Y: s.count.Rect.Y, W: 44, H: 44}
	h.click(plus)
	h.click(plus)
	require.Equal(t, 5, s.n())
	seen := map[int]bool{}
	for i := range s.n() {
		seen[s.colours[i].Selected] = true
	}
	assert.Len(t, seen, 5)
}

// A seed given at start fills the first setup only: once a game has been dealt, every later
// new game draws its own seed unless the player types one.
func TestSeedGivenAtStartFillsOnlyTheFirstSetup(t *testing.T) {
	var boards []*fakeBoard
	h := newHarness(t, Config{Seed: 3, SeedSet: true}, fakeGames(&boards, false))
	s := h.app.newSetup(h.app.games[0])
	h.app.mgr.Cut(s)
	h.run(1)
	assert.Equal(t, "3", s.seed.Text, "the first setup shows the seed asked for")
	_, seed := s.Seats()
	assert.Equal(t, uint64(3), seed)
	h.click(s.start.Bounds())
	require.Len(t, boards, 1)

	seeds := map[uint64]bool{}
	for range 3 {
		later := h.app.newSetup(h.app.games[0])
		assert.Empty(t, later.seed.Text, "a later new game does not pre-fill the old seed")
		_, seed := later.Seats()
		seeds[seed] = true
	}
	assert.NotContains(t, seeds, uint64(3))
	assert.Len(t, seeds, 3, "each new game draws its own seed")

	typed := h.app.newSetup(h.app.games[0])
	typed.seed.Text = "42"
	_, seed = typed.Seats()
	assert.Equal(t, uint64(42), seed, "a typed seed is used")
}

// A game started from the command line with -seed uses it; setup afterwards does not.
func TestSeedOfAGameStartedByFlagsIsNotPrefilledLater(t *testing.T) {
	var boards []*fakeBoard
	h := newHarness(t, Config{Game: "orkney", Players: 2, Seed: 3, SeedSet: true}, fakeGames(&boards, false))
	require.Len(t, boards, 1)
	s := h.app.newSetup(h.app.games[0])
	assert.Empty(t, s.seed.Text)
}

// kindSeg is segment k of setup row i's Played by toggle (0 Human, 1–3 Easy, Normal, Hard).
func kindSeg(s *setup, i, k int) render.Rect {
	r := s.kinds[i].Rect
	w := r.W / float64(len(setupKinds))
	return render.Rect{X: r.X + float64(k)*w, Y: r.Y, W: w, H: r.H}
}

// Played by makes a seat a computer at a level: it is named for it unless the player typed a
// name, the seats handed to the game say so, at least one seat stays a person's, and a reload
// finds the choice again.
func TestSetupSeatsComputersAtTheirLevel(t *testing.T) {
	st := &memStore{data: map[string][]byte{}}
	h, s := openSetup(t, st)
	require.Equal(t, 3, s.n())
	h.click(kindSeg(s, 1, 3)) // Hard
	assert.Equal(t, "Computer", s.name(1), "one computer: no number")
	h.click(kindSeg(s, 2, 2)) // Normal
	assert.Equal(t, "Computer 1", s.name(1))
	assert.Equal(t, "Computer 2", s.name(2), "several: numbered in seat order")
	s.starter = 0
	seats, _ := s.Seats()
	require.Len(t, seats, 3)
	assert.False(t, seats[0].Bot)
	assert.True(t, seats[1].Bot)
	assert.Equal(t, bot.Hard, seats[1].Level)
	assert.Equal(t, bot.Normal, seats[2].Level)
	assert.True(t, s.start.Enabled)

	h.click(kindSeg(s, 0, 1)) // Easy: nobody left at the screen
	assert.False(t, s.start.Enabled, "at least one seat is a person's")
	assert.Contains(t, s.start.Reason, "At least one player must be human")
	h.click(kindSeg(s, 0, 0))
	assert.True(t, s.start.Enabled)

	h.click(s.names[2].Rect)
	h.script.Type("Hal")
	h.run(0)
	assert.Equal(t, "Hal", s.name(2), "a typed name stays a computer's name")

	var saved Settings
	require.NoError(t, json.Unmarshal(st.data[settingsKey], &saved))
	assert.Equal(t, [5]int{0, 3, 2, 0, 0}, saved.Kinds)
	_, s2 := openSetup(t, st)
	assert.Equal(t, 3, s2.kinds[1].Selected, "a reload finds the computers again")
	assert.Equal(t, "Computer 1", s2.name(1))
}
