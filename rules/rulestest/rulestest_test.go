package rulestest

import (
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/rules"
)

func toySuite(b bug) Suite {
	return Suite{
		Def:        toyDef{bug: b},
		Candidates: toyCandidates,
		Invariant: func(g rules.Game) error {
			t := g.(*toy)
			if len(t.deck)+t.drawn != t.n*t.rounds {
				return errors.New("cards lost")
			}
			return nil
		},
		Words: func(words string) error {
			if strings.Contains(words, "{") {
				return errors.New("a Go value")
			}
			return nil
		},
		Kinds:    []string{"Step", "Draw", "End"},
		Refusals: []string{"T1", "S1"},
		Coded:    []string{"Step", "Draw", "End"},
		Counts:   Counts{RandomGames: 20, CheckedGames: 10, Walks: 3, SampleEvery: 2, PlayoutEvery: 3},
	}
}

// TestToyConforms runs the whole suite on a game that keeps every promise.
func TestToyConforms(t *testing.T) {
	Run(t, toySuite(noBug))
}

// firstError runs the suite's checks without a test and returns the first error.
func firstError(s Suite) error {
	c := s.counts()
	cfgs := s.configs()
	if err := checkDefinition(&s, cfgs); err != nil {
		return fmt.Errorf("definition: %w", err)
	}
	if err := checkSearchAllocs(&s, cfgs); err != nil {
		return fmt.Errorf("search calls: %w", err)
	}
	for _, cf := range cfgs {
		for w := 0; w < c.Walks; w++ {
			if err := walk(&s, cf, uint64(w+1), c, newTally()); err != nil {
				return fmt.Errorf("walk %s: %w", cf.name, err)
			}
		}
		if err := checkRecord(&s, cf, 3); err != nil {
			return fmt.Errorf("record %s: %w", cf.name, err)
		}
	}
	return nil
}

// TestSuiteFindsBrokenPromises breaks one promise at a time and requires the suite to say so.
func TestSuiteFindsBrokenPromises(t *testing.T) {
	require.NoError(t, firstError(toySuite(noBug)))
	for _, c := range []struct {
		bug  bug
		want string
	}{
		{bugCheckLoose, "Check accepts Player 1 steps 3, which Legal does not list"},
		{bugRefusalMark, "changed the state"},
		{bugCloneShares, "clone"},
		{bugViewLeaks, "sample"},
		{bugPeek, "showed something hidden"},
		{bugDrawNotFinal, "showed something hidden"},
		{bugWordsCode, "rule code"},
		{bugSeedIgnored, "another seed"},
		{bugCodecDrops, "codec round trip"},
		{bugAllowedAllocs, "Allowed allocates"},
		{bugRoundPast, "round 4 after round 3 (of 3)"},
		{bugStateDrops, "state codec round trip of the game"},
		{bugDetailDrops, "event codec round trip of \"step\""},
	} {
		err := firstError(toySuite(c.bug))
		if assert.Error(t, err, "bug %d", c.bug) {
			assert.Contains(t, err.Error(), c.want, "bug %d", c.bug)
		}
	}
}

// TestGoldenAndKindsFail requires wrong golden hashes, kinds never played or coded and rules
// never refused under to be reported.
func TestGoldenAndKindsFail(t *testing.T) {
	s := toySuite(noBug)
	g := Golden{Name: "toy", Seats: 2, Seed: 4, Bot: 1}
	err := checkGolden(&s, g)
	require.Error(t, err)
	start, _ := s.Def.NewGame(2, 4, nil)
	g.Start = fmt.Sprintf("%x", start.Hash())
	err = checkGolden(&s, g)
	require.ErrorContains(t, err, "end hash")

	seen := newTally()
	c := s.counts()
	c.AgreeEvery = 1 // every position, short or not
	for w := 0; w < 2; w++ {
		require.NoError(t, walk(&s, s.configs()[0], uint64(w+1), c, seen))
	}
	require.NoError(t, checkTally(&s, seen))
	s.Refusals = append(s.Refusals, "F1")
	assert.ErrorContains(t, checkTally(&s, seen), "never saw a candidate refused under F1 (refused under [S1 T1])")
	s.Coded = append(s.Coded, "Fly")
	assert.ErrorContains(t, checkTally(&s, seen), "never round-tripped a legal move of kind Fly")

	s.Kinds = []string{"Step", "Fly"}
	assert.ErrorContains(t, checkKinds(&s, map[reflect.Type]rules.Move{reflect.TypeOf(tStep{}): tStep{}}), "never played Fly (played [Step])")
}

// TestFuzzBody runs the fuzz body on an input that plays a whole game.
func TestFuzzBody(t *testing.T) {
	data := []byte{1, 9}
	for i := 0; i < 60; i++ {
		data = append(data, byte(i*7))
	}
	Fuzz(t, toySuite(noBug), data)
}
