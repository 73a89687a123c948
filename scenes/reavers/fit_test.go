package reavers_test

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// At 1600x900 every location's title, cost line and bonus lines read whole, for 2, 3 and 4
// players (the Raid costs of two parts and the Spoils bonuses are the long ones).
func TestLocationWordsReadWhole(t *testing.T) {
	for n := 2; n <= 4; n++ {
		t.Run(fmt.Sprint(n, " players"), func(t *testing.T) {
			r := newRun(t, n, 11, 40)
			require.True(t, r.settle())
			r.rest(true)
			require.NotNil(t, r.b.CutLocationWords(), "the board has drawn with its fonts")
			assert.Empty(t, r.b.CutLocationWords())
		})
	}
}
