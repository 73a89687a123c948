package table_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/rules"
	rk "northtable/rules/reykholt"
	"northtable/scenes/table"
)

// pick is the move of the fake game below: seat 0 takes square Sq with a piece of kind Kind.
type pick struct {
	Sq   int
	Kind string
}

func (p pick) Seat() rules.Seat { return 0 }
func (p pick) String() string   { return p.Kind + "@" + string(rune('0'+p.Sq)) }

// squares is a fake game of four squares: its legal moves are given, Check refuses any other
// move with words naming the square, and counts how often it was asked. Only the methods the
// index calls are written; the embedded interface stays nil.
type squares struct {
	rules.Game
	legal  []rules.Move
	over   bool
	checks int
}

func (g *squares) Over() bool           { return g.over }
func (g *squares) ToMove() rules.Seat   { return 0 }
func (g *squares) Legal() []rules.Move  { return g.legal }
func (g *squares) Prompt() rules.Prompt { return rules.Prompt{Kind: "Pick", Text: "Pick a square"} }
func (g *squares) Check(m rules.Move) error {
	g.checks++
	for _, l := range g.legal {
		if l == m {
			return nil
		}
	}
	p := m.(pick)
	return &rules.IllegalMoveError{Rule: "S1", Detail: "square", Words: "Taken — square " + string(rune('0'+p.Sq)) + " is not free"}
}

// bySquare indexes a pick under its square; a "both" pick also under the square after it.
func bySquare(m rules.Move, into []int) []int {
	p := m.(pick)
	into = append(into, p.Sq)
	if p.Kind == "both" {
		into = append(into, p.Sq+1)
	}
	return into
}

func TestIndexAnswersWhatCanIDoHere(t *testing.T) {
	g := &squares{legal: []rules.Move{pick{2, "a"}, pick{0, "a"}, pick{2, "b"}, pick{0, "both"}}}
	ix := table.NewIndex(g, bySquare)
	tests := []struct {
		name  string
		sq    int
		moves []rules.Move
	}{
		{"two moves in Legal's order", 2, []rules.Move{pick{2, "a"}, pick{2, "b"}}},
		{"a move placed on two targets", 0, []rules.Move{pick{0, "a"}, pick{0, "both"}}},
		{"the second target of a move", 1, []rules.Move{pick{0, "both"}}},
		{"nothing here", 3, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.moves, ix.Moves(tc.sq))
			assert.Equal(t, len(tc.moves) > 0, ix.Has(tc.sq))
			if len(tc.moves) > 0 {
				assert.Equal(t, tc.moves[0], ix.Move(tc.sq))
			} else {
				assert.Nil(t, ix.Move(tc.sq))
			}
		})
	}
	assert.Equal(t, []int{2, 0, 1}, ix.Targets(), "targets in the order of their first legal move")
	assert.Equal(t, 4, ix.Len())
	assert.Equal(t, rules.Seat(0), ix.Seat())
	assert.Zero(t, g.checks, "building the index asks the rules nothing beyond Legal")
}

func TestIndexWordsWhyNotOnlyWhenAskedAndKeepsTheWords(t *testing.T) {
	g := &squares{legal: []rules.Move{pick{0, "a"}}}
	ix := table.NewIndex(g, bySquare)
	tests := []struct {
		name   string
		sq     int
		cand   rules.Move
		words  string
		checks int // Check calls so far
	}{
		{"a target with a move has no reason", 0, pick{0, "x"}, "", 0},
		{"the rules' words for the candidate", 3, pick{3, "a"}, "Taken — square 3 is not free", 1},
		{"asked again: kept, not checked again", 3, pick{3, "a"}, "Taken — square 3 is not free", 1},
		{"another target is worded on its own", 1, pick{1, "a"}, "Taken — square 1 is not free", 2},
		{"no candidate, no words", 2, nil, "", 2},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.words, ix.WhyNot(tc.sq, tc.cand))
			assert.Equal(t, tc.checks, g.checks)
		})
	}
	ok, why := ix.Allows(0, pick{0, "a"})
	assert.True(t, ok)
	assert.Empty(t, why)
	ok, why = ix.Allows(3, pick{3, "a"})
	assert.False(t, ok)
	assert.Equal(t, "Taken — square 3 is not free", why)
}

func TestIndexOfAFinishedGameIsEmpty(t *testing.T) {
	g := &squares{legal: []rules.Move{pick{0, "a"}}, over: true}
	ix := table.NewIndex(g, bySquare)
	assert.False(t, ix.Has(0))
	assert.Empty(t, ix.Targets())
	assert.Equal(t, rules.NoSeat, ix.Seat())
	assert.Empty(t, ix.WhyNot(1, pick{1, "a"}))
}

// TestIndexOfARealGame indexes Reykholt's first decision by action space: every legal
// placement is on its space, and a space without one is refused in the rules' words.
func TestIndexOfARealGame(t *testing.T) {
	g, err := rk.New(rk.Setup{Players: 2, Seed: 3})
	require.NoError(t, err)
	ix := table.NewIndex(g, func(m rules.Move, into []rk.SpaceID) []rk.SpaceID {
		if p, ok := m.(rk.Place); ok {
			into = append(into, p.Space)
		}
		return into
	})
	legal := g.Legal()
	require.NotEmpty(t, legal)
	assert.Equal(t, len(legal), ix.Len(), "the first decision is only placements")
	for _, m := range legal {
		p := m.(rk.Place)
		assert.Contains(t, ix.Moves(p.Space), m)
	}
	refused := 0
	for i := range g.Side().Spaces() {
		sp := rk.SpaceID(i)
		if ix.Has(sp) {
			continue
		}
		cand := rk.Place{By: g.ToMove(), Space: sp}
		want := rules.Explain(g.Check(cand))
		require.NotEmpty(t, want)
		assert.Equal(t, want, ix.WhyNot(sp, cand))
		refused++
	}
	assert.Positive(t, refused, "the 2-player board has spaces nobody may take")
}
