package reavers_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	. "northtable/rules/reavers"
)

// TestTerrorLoss checks spec §9 step 1: 1, 3, 6, 10, 15, 21, then 6 per token (9 → 39).
func TestTerrorLoss(t *testing.T) {
	want := []int{0, 1, 3, 6, 10, 15, 21, 27, 33, 39}
	for n, w := range want {
		assert.Equal(t, w, TerrorLoss(n), "%d Terror", n)
	}
	assert.Equal(t, 0, TerrorLoss(-1))
}

// TestTokenScoring checks spec §9 step 2's table and scenario §12.10.
func TestTokenScoring(t *testing.T) {
	require.Len(t, TokenScorings, 3)
	for _, tc := range []struct {
		token    Token
		rates    [3]int8
		majority int8
	}{
		{Farm, [3]int8{1, 2, 3}, 3},
		{Wall, [3]int8{2, 3, 4}, 4},
		{Tower, [3]int8{3, 4, 5}, 5},
	} {
		var s TokenScoring
		for _, row := range TokenScorings {
			if row.Token == tc.token {
				s = row
			}
		}
		assert.Equal(t, tc.token, s.Token)
		assert.Equal(t, tc.rates, s.Rates, "%v", tc.token)
		assert.Equal(t, tc.majority, s.Majority, "%v", tc.token)
		// Band edges: 3 and 4, 5 and 6 held.
		assert.Equal(t, 0, s.Score(0))
		assert.Equal(t, 3*int(tc.rates[0]), s.Score(3), "%v", tc.token)
		assert.Equal(t, 4*int(tc.rates[1]), s.Score(4), "%v", tc.token)
		assert.Equal(t, 5*int(tc.rates[1]), s.Score(5), "%v", tc.token)
		assert.Equal(t, 6*int(tc.rates[2]), s.Score(6), "%v", tc.token)
		assert.Equal(t, 9*int(tc.rates[2]), s.Score(9), "%v", tc.token)
	}
	wall := TokenScorings[1]
	// §12.10: two Walls with a shared majority score 2 × 2 + 4 = 8; one Wall scores 2.
	assert.Equal(t, 8, wall.Score(2)+int(wall.Majority))
	assert.Equal(t, 2, wall.Score(1))
}

// TestSetTables checks spec §9 step 4's table, 7 Armour = 31 and the Tapestry example.
func TestSetTables(t *testing.T) {
	want := map[SetKind][]int16{
		Armour:       {1, 2, 6, 12, 20, 30},
		Treasure:     {2, 4, 9, 16},
		Art:          {3, 6, 10},
		FinnishLinen: {2, 6, 13, 24, 38, 57},
	}
	require.Len(t, SetTables, len(want))
	byKind := map[SetKind]SetTable{}
	for _, st := range SetTables {
		assert.Equal(t, want[st.Set], st.Values, "set kind %d", st.Set)
		byKind[st.Set] = st
		for k := 1; k <= len(st.Values); k++ {
			assert.Equal(t, int(st.Values[k-1]), st.Score(k), "set kind %d, %d cards", st.Set, k)
		}
	}
	assert.Equal(t, 0, byKind[Armour].Score(0))
	assert.Equal(t, 31, byKind[Armour].Score(7))
	assert.Equal(t, 60, byKind[Armour].Score(12))
	assert.Equal(t, 18, byKind[Treasure].Score(5))
	assert.Equal(t, 20+6, byKind[Art].Score(8))
	assert.Equal(t, 57+2, byKind[FinnishLinen].Score(7))

	assert.Equal(t, 19, TapestryScore(1, 2, 2))
	assert.Equal(t, 30, TapestryScore(2, 2, 2))
	assert.Equal(t, 4, TapestryScore(2, 0, 0))
	assert.Equal(t, 0, TapestryScore(0, 0, 0))
}
