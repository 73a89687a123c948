package record_test

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/rules"
	"northtable/rules/bot"
	"northtable/rules/orkney"
	"northtable/rules/record"
	"northtable/rules/reykholt"
)

// An Orkney race: points at the start, after every seat's k-th turn, and the final totals.
func TestRaceOrkneyRoundByRound(t *testing.T) {
	for p := 2; p <= 5; p++ {
		t.Run(fmt.Sprintf("%dp", p), func(t *testing.T) {
			m := start(t, ork, uint64(40+p), p)
			b := bot.NewRandom(uint64(p))
			// an independent reading: the points after the last seat ends each turn
			want := make([][]int, p)
			for s := range want {
				want[s] = []int{0}
			}
			for !m.Game().Over() {
				mv := b.Choose(m.Game())
				_, err := m.Apply(mv)
				require.NoError(t, err)
				if e, ok := mv.(orkney.EndTurn); ok && int(e.By) == p-1 {
					g := m.Game().(*orkney.Game)
					for s := range want {
						want[s] = append(want[s], g.Player(rules.Seat(s)).BuildingVP)
					}
				}
			}
			res := m.Game().Result()
			for s := range want {
				want[s] = append(want[s], res.Scores[s].Total)
			}
			race, ok, err := m.Race()
			require.NoError(t, err)
			require.True(t, ok)
			assert.Equal(t, "points", race.Unit)
			assert.Equal(t, orkney.TurnsEach(p), race.Rounds)
			assert.Equal(t, race.Rounds, race.Played)
			assert.True(t, race.Over)
			assert.Equal(t, want, race.Standing)
		})
	}
}

// A Reykholt race: the tables reached round by round never go back, every round is there once,
// and the last entry is the final table of the result.
func TestRaceReykholtRoundByRound(t *testing.T) {
	def := reykholt.Definition{}
	for p := 1; p <= 4; p++ {
		t.Run(fmt.Sprintf("%dp", p), func(t *testing.T) {
			m := start(t, def, uint64(70+p), p)
			b := bot.NewRandom(uint64(p))
			half := false
			for !m.Game().Over() {
				_, err := m.Apply(b.Choose(m.Game()))
				require.NoError(t, err)
				g := m.Game().(*reykholt.Game)
				if !half && g.Round() == 3 {
					half = true
					race, ok, err := m.Race()
					require.NoError(t, err)
					require.True(t, ok)
					assert.False(t, race.Over)
					assert.Equal(t, 2, race.Played, "a race read mid-game has the rounds completed")
					for s := range race.Standing {
						assert.Len(t, race.Standing[s], 3)
					}
				}
			}
			g := m.Game().(*reykholt.Game)
			race, ok, err := m.Race()
			require.NoError(t, err)
			require.True(t, ok)
			assert.Equal(t, "table", race.Unit)
			if p == 1 {
				assert.Equal(t, reykholt.SoloGoal, race.Goal, "the solo game's goal")
			} else {
				assert.Zero(t, race.Goal)
			}
			assert.Equal(t, g.Rounds(), race.Rounds)
			assert.True(t, race.Over)
			for s := range race.Standing {
				st := race.Standing[s]
				require.Len(t, st, g.Rounds()+2)
				pos, _ := g.Position(rules.Seat(s))
				assert.Equal(t, pos, st[len(st)-1])
				for k := 1; k < len(st); k++ {
					assert.GreaterOrEqual(t, st[k], st[k-1], "seat %d's manager went back in round %d", s, k)
				}
			}
		})
	}
}

// A game that reports no progress has no race.
func TestRaceOfAGameWithoutProgress(t *testing.T) {
	m, err := record.Start(fakeDef{}, record.Setup{Seed: 1, Seats: seats(2, record.Human)})
	require.NoError(t, err)
	_, ok, err := m.Race()
	require.NoError(t, err)
	assert.False(t, ok)
}
