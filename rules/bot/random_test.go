package bot_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/rules"
	"northtable/rules/bot"
	"northtable/rules/orkney"
)

type rare struct{}

func (rare) Seat() rules.Seat { return 0 }
func (rare) String() string   { return "rare" }

type common struct{ N int }

func (common) Seat() rules.Seat { return 0 }
func (common) String() string   { return "common" }

// stub offers one move of one kind and 99 of another, for ever, or nothing once ended.
type stub struct {
	rules.Game
	moves int
	ended bool
}

func (s *stub) Legal() []rules.Move {
	if s.ended {
		return nil
	}
	out := []rules.Move{rare{}}
	for i := 0; i < 99; i++ {
		out = append(out, common{i})
	}
	return out
}
func (s *stub) AppendLegal(dst []rules.Move) []rules.Move { return append(dst, s.Legal()...) }
func (s *stub) Over() bool                                { return false }
func (s *stub) ToMove() rules.Seat                        { return 0 }
func (s *stub) Apply(rules.Move) (rules.Outcome, error)   { s.moves++; return rules.Outcome{}, nil }

func TestKindsAreChosenUniformly(t *testing.T) {
	t.Parallel()
	b := bot.NewRandom(1)
	g := &stub{}
	counts := map[string]int{}
	seen := map[rules.Move]bool{}
	const n = 20000
	for i := 0; i < n; i++ {
		m := b.Choose(g)
		counts[m.String()]++
		seen[m] = true
	}
	// Half the picks are the single rare move; the common ones share the other half.
	assert.InDelta(t, n/2, counts["rare"], n*0.03)
	assert.Len(t, seen, 100, "every move of a kind can be picked")
}

func TestSameSeedSameChoices(t *testing.T) {
	t.Parallel()
	a, b := bot.NewRandom(5), bot.NewRandom(5)
	g := &stub{}
	for i := 0; i < 100; i++ {
		require.Equal(t, a.Choose(g), b.Choose(g))
	}
}

func TestPlayoutErrors(t *testing.T) {
	t.Parallel()
	g := &stub{}
	err := bot.Playout(g, bot.NewRandom(1), 50)
	assert.ErrorContains(t, err, "not over after 50 moves")
	assert.Equal(t, 50, g.moves)
	assert.Error(t, bot.Playout(&stub{ended: true}, bot.NewRandom(1), 50))
	assert.Nil(t, bot.NewRandom(1).Choose(&stub{ended: true}))
}

func TestPlayoutFinishesOrkney(t *testing.T) {
	t.Parallel()
	for p := 2; p <= 5; p++ {
		g, err := orkney.New(orkney.Setup{Players: p, Seed: uint64(p)})
		require.NoError(t, err)
		require.NoError(t, bot.Playout(g, bot.NewRandom(uint64(p)), 5000))
		assert.True(t, g.Over())
	}
}
