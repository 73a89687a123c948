package reavers_test

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// At 1600x900 every location's title, cost line and bonus lines read whole, and so do the
// words of every display card (Recruit Reavers, Spoils pairs, Sea Battles, Prophecies,
// Territory stacks with their Peace line, the deck piles), for 2, 3 and 4 players, at the
// start and later in the game (the Raid costs of two parts, the Spoils bonuses, the long Sea
// Battle rewards and Spoils names are the long ones).
func TestLocationWordsReadWhole(t *testing.T) {
	for n := 2; n <= 4; n++ {
		for _, c := range []struct {
			seed  uint64
			moves int
		}{{11, 0}, {11, 40}, {11, 120}, {5, 60}, {5, 100}, {23, 80}} {
			t.Run(fmt.Sprint(n, " players, seed ", c.seed, " after ", c.moves, " moves"), func(t *testing.T) {
				r := newRun(t, n, c.seed, c.moves)
				require.True(t, r.settle())
				r.rest(true)
				require.NotNil(t, r.ctx.Fonts, "the board draws in the table's fonts")
				assert.Empty(t, r.b.Where().Locations().Cuts(r.ctx.Fonts))
				require.NotNil(t, r.b.Where().CutDisplayWords(), "the board has drawn its displays")
				assert.Empty(t, r.b.Where().CutDisplayWords())
			})
		}
	}
}
