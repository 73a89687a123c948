package orkney_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/rules"
	"northtable/rules/orkney"
)

// firstOf returns the first legal move of m's type, failing when there is none.
func firstOf[M rules.Move](t testing.TB, g *orkney.Game) M {
	t.Helper()
	for _, m := range g.Legal() {
		if mm, ok := m.(M); ok {
			return mm
		}
	}
	var zero M
	t.Fatalf("no legal %T", zero)
	return zero
}

// richAction is seat 0's Action decision on a rich layout with a fish token on the board and
// resources for everything.
func richAction(t testing.TB) *orkney.Game {
	t.Helper()
	layout := layoutOf(richRows[:30])
	for i := range layout {
		if layout[i].Tile.Fish {
			layout[i].FishToken = true
			break
		}
	}
	return newGame(t, orkney.Setup{Players: 2, Layout: layout, SkipTaskChoice: true,
		Stacks: [][]orkney.Tile{nil, {orkney.TileData()[59]}}, Resources: [][4]int{{0, 9, 9, 9}, {}}})
}

// deadSecond is seat 0's first placement of a turn whose second tile is dead (D1): the layout
// is deadARows but its last tile, which seat 0 places first; then no type-A tile fits.
func deadSecond(t testing.TB) (*orkney.Game, rules.Move) {
	t.Helper()
	tiles := orkney.TileData()
	last := deadARows[len(deadARows)-1]
	g := newGame(t, orkney.Setup{Players: 2, Layout: layoutOf(deadARows[:len(deadARows)-1]), SkipTaskChoice: true,
		Stacks: [][]orkney.Tile{{tiles[last.ID], tiles[0]}, nil}})
	require.Equal(t, orkney.DecidePlaceTile, g.Decision())
	return g, orkney.PlaceTile{By: 0, Cell: ax(last.Q, last.R), Rot: last.Rot}
}

func TestFinalPolicy(t *testing.T) {
	t.Parallel()
	e3 := func(t testing.TB, second func(p *picker) orkney.Tile) *orkney.Game {
		p := newPicker()
		return scenario(t, []orkney.Tile{p.tile(t, A, wood, stone), second(p)})
	}
	anyB := func(p *picker) orkney.Tile { return p.anyOf(t, B) }
	fishB := func(p *picker) orkney.Tile { return p.fishTile(t, B, wood, stone) }
	firstDown := func(t testing.TB, g *orkney.Game) *orkney.Game {
		place(t, g, 0, 1, 4)
		return g
	}
	cases := []struct {
		name  string
		game  func(t testing.TB) *orkney.Game
		move  func(t testing.TB, g *orkney.Game) rules.Move
		final bool
		event string // an event the move must cause
	}{
		{"first task choice ends that seat's choice", func(t testing.TB) *orkney.Game {
			return newGame(t, orkney.Setup{Players: 3, Seed: 5})
		}, func(t testing.TB, g *orkney.Game) rules.Move { return g.Legal()[1] }, true, orkney.EvTaskKept},
		{"last task choice starts the first turn", func(t testing.TB) *orkney.Game {
			g := newGame(t, orkney.Setup{Players: 2, Seed: 5})
			apply(t, g, g.Legal()[0])
			return g
		}, func(t testing.TB, g *orkney.Game) rules.Move { return g.Legal()[0] }, true, orkney.EvReveal},
		{"first tile placed reveals the second", func(t testing.TB) *orkney.Game { return e3(t, anyB) },
			func(t testing.TB, g *orkney.Game) rules.Move { return orkney.PlaceTile{By: 0, Cell: ax(0, 1), Rot: 4} }, true, orkney.EvReveal},
		{"second tile placed shows nothing new", func(t testing.TB) *orkney.Game { return firstDown(t, e3(t, anyB)) },
			func(t testing.TB, g *orkney.Game) rules.Move { return g.Legal()[0] }, false, orkney.EvPlace},
		{"second tile with a fish: the token lies face down", func(t testing.TB) *orkney.Game {
			return firstDown(t, e3(t, fishB))
		}, func(t testing.TB, g *orkney.Game) rules.Move { return g.Legal()[0] }, false, orkney.EvFishLaid},
		{"first tile placed, the second is dead", func(t testing.TB) *orkney.Game { g, _ := deadSecond(t); return g },
			func(t testing.TB, g *orkney.Game) rules.Move { _, m := deadSecond(t); return m }, true, orkney.EvDiscard},
		{"first tile placed, stack empty", func(t testing.TB) *orkney.Game {
			return scenario(t, []orkney.Tile{newPicker().tile(t, A, wood, stone)})
		}, func(t testing.TB, g *orkney.Game) rules.Move { return orkney.PlaceTile{By: 0, Cell: ax(0, 1), Rot: 4} }, false, orkney.EvGain},
		{"build", richAction, func(t testing.TB, g *orkney.Game) rules.Move { return firstOf[orkney.Build](t, g) }, false, orkney.EvBuild},
		{"route from a credit", func(t testing.TB) *orkney.Game {
			g := richAction(t)
			apply(t, g, firstOf[orkney.Build](t, g))
			return g
		}, func(t testing.TB, g *orkney.Game) rules.Move { return firstOf[orkney.PlaceRoute](t, g) }, false, orkney.EvRoute},
		{"extra route", richAction, func(t testing.TB, g *orkney.Game) rules.Move { return firstOf[orkney.ExtraRoute](t, g) }, false, orkney.EvExtraRoute},
		{"exchange", richAction, func(t testing.TB, g *orkney.Game) rules.Move { return firstOf[orkney.Exchange](t, g) }, false, orkney.EvExchange},
		{"fish shows the values", richAction, func(t testing.TB, g *orkney.Game) rules.Move { return orkney.Fish{By: 0} }, true, orkney.EvFishValues},
		{"end turn", richAction, func(t testing.TB, g *orkney.Game) rules.Move { return orkney.EndTurn{By: 0} }, true, orkney.EvTurn},
		{"end of the last turn", func(t testing.TB) *orkney.Game {
			return newGame(t, orkney.Setup{Players: 2, Stacks: [][]orkney.Tile{nil, nil}, SkipTaskChoice: true})
		}, func(t testing.TB, g *orkney.Game) rules.Move { return orkney.EndTurn{By: 0} }, true, orkney.EvGameOver},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g := c.game(t)
			m := c.move(t, g)
			out := apply(t, g, m)
			assert.Equal(t, c.final, out.Final)
			assert.True(t, hasEvent(out, c.event), "%v causes %q: %v", m, c.event, out.Events)
			checkOutcome(t, g, m, out)
		})
	}
}

func TestDescribe(t *testing.T) {
	t.Parallel()
	names := []string{"Ann", ""}
	p := newPicker()
	g := scenario(t, []orkney.Tile{p.tile(t, A, wood, stone), p.fishTile(t, B, wood, stone)})
	out := apply(t, g, orkney.PlaceTile{By: 0, Cell: ax(0, 1), Rot: 4})
	var lines []string
	for _, e := range out.Events {
		lines = append(lines, g.Describe(e, names))
	}
	assert.Equal(t, []string{"Ann places a wood–stone tile", "Ann gains 2 wood for a matching piece", ""}, lines)
	out = apply(t, g, g.Legal()[0])
	assert.Equal(t, "A fish token is laid face down on the new tile", g.Describe(out.Events[1], names))
	assert.Equal(t, "Player 2's turn", g.Describe(rules.Event{Kind: orkney.EvTurn, Seat: 1}, names))
	assert.Equal(t, "Player 2's turn", g.Describe(rules.Event{Kind: orkney.EvTurn, Seat: 1}, nil))
	assert.Empty(t, g.Describe(rules.Event{Kind: "nonsense"}, names))

	for _, c := range []struct {
		e    rules.Event
		want string
	}{
		{rules.Event{Kind: orkney.EvBuild, Detail: orkney.Build{Kind: orkney.Village}}, "Ann builds a village (+3 VP)"},
		{rules.Event{Kind: orkney.EvExchange, Detail: orkney.Exchange{Give: wood, Get: stone}}, "Ann trades 3 wood for 1 stone"},
		{rules.Event{Kind: orkney.EvRoute}, "Ann lays a trade route"},
		{rules.Event{Kind: orkney.EvExtraRoute}, "Ann buys an extra trade route for 2 cloth"},
		{rules.Event{Kind: orkney.EvFish, Detail: 1}, "Ann goes fishing and takes 1 token"},
		{rules.Event{Kind: orkney.EvFish, Detail: 2}, "Ann goes fishing and takes 2 tokens"},
		{rules.Event{Kind: orkney.EvFishValues, Private: true, Detail: orkney.FishCatch{N: 1, Values: [18]int8{1}}}, "Ann catches fish worth 1: 1 fish point"},
		{rules.Event{Kind: orkney.EvFishValues, Private: true, Detail: orkney.FishCatch{N: 3, Values: [18]int8{3, 1, 2}}}, "Ann catches fish worth 3, 1 and 2: 6 fish points"},
		{rules.Event{Kind: orkney.EvTask}, "Ann keeps a secret task"},
		{rules.Event{Kind: orkney.EvTaskKept, Private: true, Detail: orkney.Task(2)}, "Ann keeps the task Largest network; the other one is set aside unseen"},
		{rules.Event{Kind: orkney.EvComplete, Detail: startIsland}, "Ann completes a small island"},
		{rules.Event{Kind: orkney.EvGain, Detail: orkney.Gain{Res: cloth, N: 1}}, "Ann gains 1 cloth for completing the island"},
		{rules.Event{Kind: orkney.EvDiscard, Detail: orkney.TileData()[0]}, "Dead tile — no place fits a wood–stone tile with a fish, so it leaves the game"},
		{rules.Event{Kind: orkney.EvGameOver, Seat: rules.NoSeat}, "The last tile is down: the game is over"},
	} {
		assert.Equal(t, c.want, g.Describe(c.e, names))
	}
}

func TestPrivateEvents(t *testing.T) {
	t.Parallel()
	g := richAction(t)
	out := apply(t, g, orkney.Fish{By: 0})
	var pub, priv []rules.Event
	for _, e := range out.Events {
		if e.Private {
			priv = append(priv, e)
		} else {
			pub = append(pub, e)
		}
	}
	require.Len(t, pub, 1)
	require.Len(t, priv, 1)
	assert.Equal(t, orkney.EvFish, pub[0].Kind)
	assert.Equal(t, 1, pub[0].Detail, "everyone sees how many tokens")
	c := priv[0].Detail.(orkney.FishCatch)
	assert.Equal(t, 1, c.N)
	assert.Equal(t, g.Player(0).FishValues, []int{int(c.Values[0])}, "the fisher sees the values")
	assert.True(t, priv[0].VisibleTo(0))
	assert.False(t, priv[0].VisibleTo(1))

	g = newGame(t, orkney.Setup{Players: 2, Seed: 1})
	out = apply(t, g, g.Legal()[1])
	require.Len(t, out.Events, 2)
	assert.False(t, out.Events[0].Private)
	assert.Nil(t, out.Events[0].Detail, "others learn only that a task was kept")
	assert.True(t, out.Events[1].Private)
	assert.Equal(t, g.Player(0).Task, out.Events[1].Detail)
}
