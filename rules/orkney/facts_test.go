package orkney_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/rules"
	"northtable/rules/bot"
	"northtable/rules/orkney"
)

func TestSetupFacts(t *testing.T) {
	t.Parallel()
	// Orkney spec §4.1.
	for _, c := range []struct{ players, stack, turns, removed int }{
		{1, 0, 0, 0}, {2, 30, 15, 0}, {3, 20, 10, 0}, {4, 14, 7, 4}, {5, 12, 6, 0}, {6, 0, 0, 0},
	} {
		assert.Equal(t, c.stack, orkney.StackSize(c.players), "%d players", c.players)
		assert.Equal(t, c.turns, orkney.TurnsEach(c.players), "%d players", c.players)
		assert.Equal(t, c.removed, orkney.RemovedUnseen(c.players), "%d players", c.players)
		if c.stack == 0 {
			continue
		}
		g := newGame(t, orkney.Setup{Players: c.players, Seed: 1})
		assert.Equal(t, c.turns, g.TurnsPerSeat())
		assert.Equal(t, c.removed, g.RemovedCount())
		assert.Equal(t, c.stack, g.Player(0).TilesLeft)
	}
}

func TestTurnCounts(t *testing.T) {
	t.Parallel()
	g := newGame(t, orkney.Setup{Players: 4, Seed: 3})
	assert.Equal(t, 0, g.Turn(), "task choice comes before the first turn")
	b := bot.NewRandom(3)
	var turns []int
	last := rules.NoSeat
	for !g.Over() {
		if g.Decision() != orkney.DecideTask && g.Active() != last {
			last = g.Active()
			turns = append(turns, g.Turn())
		}
		if g.Decision() == orkney.DecideAction {
			require.Equal(t, turns[len(turns)-1], g.Turn(), "the turn number holds through the actions")
		}
		apply(t, g, b.Choose(g))
	}
	var want []int
	for turn := 1; turn <= 7; turn++ {
		want = append(want, turn, turn, turn, turn)
	}
	assert.Equal(t, want, turns, "every seat plays turn k before anyone plays turn k+1")
	assert.Equal(t, 7, g.Turn())
}

func TestCostFacts(t *testing.T) {
	t.Parallel()
	// Orkney spec §7.1.
	for _, c := range []struct {
		b                         orkney.Building
		wood, stone, space, vp, n int
	}{{orkney.Farm, 1, 1, 2, 1, 18}, {orkney.Village, 2, 2, 3, 3, 12}, {orkney.Castle, 3, 3, 4, 6, 6}} {
		w, s := c.b.Cost()
		assert.Equal(t, [2]int{c.wood, c.stone}, [2]int{w, s}, c.b.String())
		assert.Equal(t, c.space, c.b.Space())
		assert.Equal(t, c.vp, c.b.VP())
		assert.Equal(t, c.n, orkney.SupplyStart(c.b))
	}
	assert.Equal(t, [3]orkney.Building{orkney.Farm, orkney.Village, orkney.Castle}, orkney.Buildings())
	assert.Equal(t, 2, orkney.ExtraRouteCloth)
	assert.Equal(t, 2, orkney.FishCloth)
	assert.Equal(t, 20, orkney.RoutesEach)
	assert.Equal(t, 8, orkney.FishVP(25))
	assert.Equal(t, 0, orkney.FishVP(2))

	// Orkney spec §7.3: the six trades, each one that Legal offers with enough to give.
	g := newGame(t, orkney.Setup{Players: 2, Stacks: [][]orkney.Tile{nil, nil}, SkipTaskChoice: true,
		Resources: [][4]int{{0, 3, 3, 2}, {}}})
	var trades []string
	for _, tr := range orkney.Trades() {
		trades = append(trades, fmt.Sprintf("%d %v → %v", tr.Rate, tr.Give, tr.Get))
		assert.Equal(t, tr.Rate, orkney.Rate(tr.Give))
		require.NoError(t, g.Check(orkney.Exchange{By: 0, Give: tr.Give, Get: tr.Get}))
	}
	assert.Equal(t, []string{"2 cloth → wood", "2 cloth → stone", "3 wood → stone", "3 wood → cloth",
		"3 stone → wood", "3 stone → cloth"}, trades)
	assert.Zero(t, orkney.Rate(orkney.Blank))
}

func TestDefinition(t *testing.T) {
	t.Parallel()
	var d orkney.Definition
	lo, hi := d.SeatRange()
	assert.Equal(t, [2]int{2, 5}, [2]int{lo, hi})
	assert.Nil(t, d.Options())
	assert.Equal(t, "orkney", d.GameID())
	g, err := d.NewGame(3, 42, nil)
	require.NoError(t, err)
	assert.Equal(t, 3, g.Seats())
	want := newGame(t, orkney.Setup{Players: 3, Seed: 42})
	assert.Equal(t, want.Hash(), g.Hash())
	_, err = d.NewGame(3, 42, rules.Options{})
	assert.NoError(t, err)
	_, err = d.NewGame(3, 42, rules.Options{"services": "A"})
	assert.ErrorContains(t, err, "unknown setup option")
	for _, n := range []int{1, 6} {
		_, err = d.NewGame(n, 1, nil)
		assert.Error(t, err, "%d seats", n)
	}
}

func TestResultWords(t *testing.T) {
	t.Parallel()
	// Fish: how fish points become VP (Orkney spec §8.2); ties: the value that decided (§8.4).
	g := newGame(t, orkney.Setup{Players: 3, Seed: 1, SkipTaskChoice: true,
		Tasks:     [][2]orkney.Task{{7, 1}, {8, 2}, {9, 3}},
		FishHeld:  [][]int{{1}, {3, 3, 3, 3, 3, 3, 3, 2, 2}, nil},
		FishPool:  []int{1},
		Resources: [][4]int{{0, 1, 0, 0}, {}, {0, 2, 3, 4}}})
	res := g.Result()
	fish := func(s int) rules.Category { return res.Scores[s].Breakdown[2] }
	assert.Equal(t, "1 fish point ÷ 3", fish(0).Note)
	assert.Equal(t, 0, fish(0).Points)
	assert.Equal(t, "25 fish points ÷ 3", fish(1).Note)
	assert.Equal(t, 8, fish(1).Points)
	assert.Equal(t, "no fish points", fish(2).Note)
	// Seats 0 and 2 both total 0 with no task points: resources left decide.
	assert.Equal(t, 0, res.Scores[0].Total)
	assert.Equal(t, 0, res.Scores[2].Total)
	assert.Equal(t, "1 resource left", res.Scores[0].Tiebreak)
	assert.Equal(t, "9 resources left", res.Scores[2].Tiebreak)
	assert.Empty(t, res.Scores[1].Tiebreak, "nobody shares seat 1's total")
	assert.Equal(t, 3, res.Scores[0].Rank)
	assert.Equal(t, 2, res.Scores[2].Rank)
}

// WhyNone words a greyed button: when no move of a kind is legal it names, in plain words, the
// rule in the way for the seat — the pending decision outside the actions, a seat-wide rule
// rather than an island's space for a build when one exists, the missing credit for a route.
func TestWhyNoneNamesTheRuleInTheWay(t *testing.T) {
	t.Parallel()
	seen := map[string]bool{}
	for seed := uint64(1); seed <= 6; seed++ {
		g := newGame(t, orkney.Setup{Players: 3, Seed: seed})
		r := bot.NewRandom(seed)
		for !g.Over() {
			seat := g.ToMove()
			legal := map[string]bool{}
			for _, m := range g.Legal() {
				legal[fmt.Sprintf("%T", m)] = true
				if b, ok := m.(orkney.Build); ok {
					legal[b.Kind.String()] = true
				}
			}
			check := func(like rules.Move, key string) {
				if legal[key] {
					return
				}
				why := g.WhyNone(like)
				require.NotEmpty(t, why, "%v has a reason", like)
				assert.NotRegexp(t, `\b[A-Z]\d\b|\(-?\d`, why, "no rule code or coordinate")
				if g.Decision() != orkney.DecideAction {
					assert.Contains(t, why, orkney.RuleName(orkney.RuleT1)+" —", "%v outside the actions", like)
				}
				seen[why[:strings.Index(why, " —")]] = true
			}
			for _, k := range orkney.Buildings() {
				check(orkney.Build{By: seat, Kind: k}, k.String())
				if g.Decision() == orkney.DecideAction && !legal[k.String()] {
					// with room for it on a complete island, the seat's own rule is named (the
					// supply, the cost), never an island's space
					room := false
					for _, il := range g.Islands() {
						room = room || (il.Complete && il.Used+k.Space() <= il.Capacity)
					}
					if room {
						assert.NotContains(t, g.WhyNone(orkney.Build{By: seat, Kind: k}), orkney.RuleName(orkney.RuleB2)+" —")
					}
				}
			}
			check(orkney.PlaceRoute{By: seat}, "orkney.PlaceRoute")
			if g.Decision() == orkney.DecideAction && len(g.Player(seat).Credits) == 0 && g.Player(seat).RoutesLeft > 0 {
				assert.Contains(t, g.WhyNone(orkney.PlaceRoute{By: seat}), orkney.RuleName(orkney.RuleR3)+" —")
			}
			check(orkney.ExtraRoute{By: seat}, "orkney.ExtraRoute")
			check(orkney.Fish{By: seat}, "orkney.Fish")
			_, err := g.Apply(r.Choose(g))
			require.NoError(t, err)
		}
	}
	t.Logf("rules named: %v", seen)
	for _, rule := range []string{orkney.RuleT1, orkney.RuleB4, orkney.RuleR3, orkney.RuleR5, orkney.RuleF2} {
		assert.True(t, seen[orkney.RuleName(rule)], "%s was named some time", orkney.RuleName(rule))
	}
}
