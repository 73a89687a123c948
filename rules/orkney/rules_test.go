package orkney_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/rules"
	"northtable/rules/hex"
	"northtable/rules/orkney"
)

func TestK1TaskChoice(t *testing.T) {
	t.Parallel()
	g := newGame(t, orkney.Setup{Players: 3, Seed: 1, Tasks: [][2]orkney.Task{{1, 2}, {3, 4}, {5, 6}}})
	require.Equal(t, orkney.DecideTask, g.Decision())
	assert.Equal(t, []rules.Move{orkney.ChooseTask{By: 0, Task: 1}, orkney.ChooseTask{By: 0, Task: 2}}, g.Legal())
	for _, bad := range []orkney.Task{0, 3, 11, 12} {
		refused(t, g, orkney.ChooseTask{By: 0, Task: bad}, orkney.RuleK1)
	}
	out := apply(t, g, orkney.ChooseTask{By: 0, Task: 2})
	assert.True(t, out.Final, "a task choice ends that seat's part of setup")
	assert.Equal(t, rules.Seat(1), g.ToMove())
	refused(t, g, orkney.ChooseTask{By: 1, Task: 2}, orkney.RuleK1)
	apply(t, g, orkney.ChooseTask{By: 1, Task: 4})
	out = apply(t, g, orkney.ChooseTask{By: 2, Task: 5})
	assert.True(t, out.Final, "the last choice starts the first turn")
	assert.True(t, hasEvent(out, orkney.EvReveal))
	assert.Equal(t, orkney.DecidePlaceTile, g.Decision())
	assert.Equal(t, rules.Seat(0), g.ToMove())
	assert.Equal(t, orkney.Task(2), g.Player(0).Task)
	assert.Equal(t, orkney.Task(4), g.Player(1).Task)
	assert.Equal(t, orkney.Task(5), g.Player(2).Task)
}

func TestT1PendingDecision(t *testing.T) {
	t.Parallel()
	g := newGame(t, orkney.Setup{Players: 2, Seed: 3})
	// During task choice nothing else goes, nor another seat's choice.
	d := g.Player(1).Dealt
	refused(t, g, orkney.ChooseTask{By: 1, Task: d[0]}, orkney.RuleT1)
	refused(t, g, orkney.PlaceTile{By: 0, Cell: ax(0, 1), Rot: 4}, orkney.RuleT1)
	refused(t, g, orkney.EndTurn{By: 0}, orkney.RuleT1)
	apply(t, g, orkney.ChooseTask{By: 0, Task: g.Player(0).Dealt[0]})
	apply(t, g, orkney.ChooseTask{By: 1, Task: d[1]})
	// Nobody builds, trades or ends before both tiles are down.
	require.Equal(t, orkney.DecidePlaceTile, g.Decision())
	for _, m := range []rules.Move{
		orkney.EndTurn{By: 0}, orkney.Exchange{By: 0, Give: wood, Get: stone}, orkney.Fish{By: 0},
		orkney.Build{By: 0, Kind: orkney.Farm, Island: startIsland}, orkney.ExtraRoute{By: 0, Conn: ax(0, 0)},
		orkney.PlaceRoute{By: 0, Conn: ax(0, 0), Island: startIsland}, orkney.ChooseTask{By: 0, Task: 1},
		orkney.PlaceTile{By: 1, Cell: ax(0, 1), Rot: 4}, nil,
	} {
		refused(t, g, m, orkney.RuleT1)
	}
	// In the Action decision a placement or another seat's action is refused.
	g2 := newGame(t, orkney.Setup{Players: 2, Stacks: [][]orkney.Tile{nil, nil}, SkipTaskChoice: true})
	refused(t, g2, orkney.PlaceTile{By: 0, Cell: ax(0, 1), Rot: 4}, orkney.RuleT1)
	refused(t, g2, orkney.EndTurn{By: 1}, orkney.RuleT1)
	apply(t, g2, orkney.EndTurn{By: 0})
	require.True(t, g2.Over())
	ill := refused(t, g2, orkney.EndTurn{By: 1}, orkney.RuleT1)
	assert.Equal(t, "the game is over", ill.Detail)
}

func TestP0FreeCell(t *testing.T) {
	t.Parallel()
	p := newPicker()
	g := scenario(t, []orkney.Tile{p.tile(t, A, wood, stone), p.anyOf(t, B)})
	for _, m := range []orkney.PlaceTile{
		{By: 0, Cell: ax(0, 0), Rot: 0},  // S1
		{By: 0, Cell: ax(1, -1), Rot: 2}, // S3
		{By: 0, Cell: ax(0, 1), Rot: 6},  // otherwise legal at rot 4
		{By: 0, Cell: ax(0, 1), Rot: -2},
		{By: 0, Cell: ax(50, 50), Rot: 9}, // P0 comes before P1
	} {
		refused(t, g, m, orkney.RuleP0)
	}
}

func TestP1Contact(t *testing.T) {
	t.Parallel()
	p := newPicker()
	g := scenario(t, []orkney.Tile{p.tile(t, A, wood, stone), p.anyOf(t, B)})
	for _, c := range []hex.Axial{ax(0, 2), ax(3, 3), ax(-2, 0), ax(1000, 0), ax(-129, 5)} {
		ill := refused(t, g, orkney.PlaceTile{By: 0, Cell: c, Rot: 0}, orkney.RuleP1)
		assert.Contains(t, ill.Detail, c.String())
	}
}

func TestP2EdgeMatch(t *testing.T) {
	t.Parallel()
	p := newPicker()
	// C[stone,wood] ρ3 at (0,1) puts a land middle on the edge it shares with (-1,1).
	given := at(p.tile(t, C, stone, wood), 0, 1, 3)
	g := scenario(t, []orkney.Tile{p.tile(t, B, wood, stone), p.anyOf(t, A)}, given)
	// B ρ0 has land at corners 0 and 2 of (-1,1) but no land middle on edge 0.
	ill := refused(t, g, orkney.PlaceTile{By: 0, Cell: ax(-1, 1), Rot: 0}, orkney.RuleP2)
	assert.Equal(t, "the middle of edge 0 of (-1,1) is sea but (0,1) shows land there", ill.Detail)
	// And the reverse: a land middle against a sea one.
	g2 := scenario(t, []orkney.Tile{p.tile(t, C, wood, stone), p.anyOf(t, A)})
	ill = refused(t, g2, orkney.PlaceTile{By: 0, Cell: ax(0, 1), Rot: 4}, orkney.RuleP2)
	assert.Contains(t, ill.Detail, "is land but (0,0) shows sea")
}

func TestP3CornerMatch(t *testing.T) {
	t.Parallel()
	p := newPicker()
	g := scenario(t, []orkney.Tile{p.tile(t, A, wood, stone), p.anyOf(t, B)})
	// Land where the start layout has sea: A ρ0 at (0,1) puts land at corner 0 = (1,0,N).
	ill := refused(t, g, orkney.PlaceTile{By: 0, Cell: ax(1, 0), Rot: 2}, orkney.RuleP3)
	assert.Contains(t, ill.Detail, "is land but vertex")
	ill = refused(t, g, orkney.PlaceTile{By: 0, Cell: ax(0, 1), Rot: 0}, orkney.RuleP3)
	assert.Equal(t, "corner 4 of (0,1) is sea but vertex (0,0,S) is land", ill.Detail)
}

func TestP4NoSidewaysLand(t *testing.T) {
	t.Parallel()
	p := newPicker()
	given := at(p.tile(t, C, stone, wood), 0, 1, 1)
	// Large pieces at an angle around (0,1,S) are refused for every large type.
	for _, typ := range []orkney.TileType{C, D} {
		tile := p.anyOf(t, typ)
		g := scenario(t, []orkney.Tile{tile, p.anyOf(t, A)}, given)
		m := orkney.PlaceTile{By: 0, Cell: ax(-1, 2), Rot: 0}
		refused(t, g, m, orkney.RuleP4)
	}
	// Head-on across one edge is fine (E5 step 2 is the same shape).
	assert.NotEmpty(t, fitsByType(t, ax(-1, 1), at(p.tile(t, C, stone, wood), 0, 1, 3))[C])
}

func TestD1DeadTile(t *testing.T) {
	t.Parallel()
	tiles := orkney.TileData()
	dead := tiles[0] // A[wood,stone] with a fish
	require.Equal(t, A, dead.Type)
	require.True(t, dead.Fish)
	p := newPicker()
	for _, r := range deadARows {
		p.used[r.ID] = true
	}
	p.used[dead.ID] = true
	next := p.anyOf(t, B)
	g := newGame(t, orkney.Setup{Players: 2, Layout: layoutOf(deadARows), SkipTaskChoice: true,
		Stacks: [][]orkney.Tile{nil, {dead, next}}})
	before := len(g.Placed())
	out := apply(t, g, orkney.EndTurn{By: 0})
	var kinds []string
	for _, e := range out.Events {
		kinds = append(kinds, e.Kind)
	}
	assert.Equal(t, []string{orkney.EvTurn, orkney.EvReveal, orkney.EvDiscard, orkney.EvReveal}, kinds)
	assert.Equal(t, dead, out.Events[2].Detail)
	assert.Equal(t, []orkney.Tile{dead}, g.Discarded())
	assert.Equal(t, 1, g.PlacementsThisTurn(), "the discard counts against the pair")
	rev, ok := g.Revealed()
	require.True(t, ok)
	assert.Equal(t, next, rev)
	assert.Equal(t, before, len(g.Placed()))
	assert.Equal(t, 0, g.FishOnBoard(), "a dead tile lays no fish")
	assert.Equal(t, [4]int{}, g.Player(1).Res)
	// Placing the second tile ends the placements.
	apply(t, g, g.Legal()[0])
	assert.Equal(t, orkney.DecideAction, g.Decision())

	// A dead second tile goes straight to the Action decision.
	g = newGame(t, orkney.Setup{Players: 2, Layout: layoutOf(deadARows), SkipTaskChoice: true,
		Stacks: [][]orkney.Tile{nil, {tiles[1], tiles[2]}}})
	out = apply(t, g, orkney.EndTurn{By: 0})
	kinds = nil
	for _, e := range out.Events {
		kinds = append(kinds, e.Kind)
	}
	assert.Equal(t, []string{orkney.EvTurn, orkney.EvReveal, orkney.EvDiscard, orkney.EvReveal, orkney.EvDiscard}, kinds)
	assert.Equal(t, orkney.DecideAction, g.Decision())
	assert.Equal(t, 2, g.PlacementsThisTurn())
	assert.Equal(t, []orkney.Tile{tiles[1], tiles[2]}, g.Discarded())
}

// actionGame is a 2-player game at seat 0's Action decision on the start layout plus layout.
func actionGame(t testing.TB, res [4]int, layout ...orkney.Placed) *orkney.Game {
	t.Helper()
	return newGame(t, orkney.Setup{Players: 2, Stacks: [][]orkney.Tile{nil, {newPicker().anyOf(t, E)}}, SkipTaskChoice: true,
		Layout: layout, Resources: [][4]int{res, {}}})
}

func TestB1CompleteIsland(t *testing.T) {
	t.Parallel()
	p := newPicker()
	g := actionGame(t, [4]int{0, 9, 9, 0}, at(p.tile(t, A, wood, stone), 0, 1, 4))
	// The wood island at (0,0,S) has two of its three tiles.
	refused(t, g, orkney.Build{By: 0, Kind: orkney.Farm, Island: orkney.IslandID{Vertex: hex.Vertex{Q: 0, R: 0, South: true}}}, orkney.RuleB1)
	refused(t, g, orkney.Build{By: 0, Kind: orkney.Farm, Island: orkney.IslandID{Vertex: hex.Vertex{Q: 7, R: 7}}}, orkney.RuleB1)
	refused(t, g, orkney.Build{By: 0, Kind: orkney.Farm, Island: orkney.IslandID{Large: true, Edge: hex.Edge{Q: 0, R: 0, D: 1}}}, orkney.RuleB1)
	refused(t, g, orkney.Build{By: 0, Kind: orkney.Farm, Island: orkney.IslandID{Large: true, Edge: hex.Edge{Q: 0, R: 0, D: 5}}}, orkney.RuleB1)
	apply(t, g, orkney.Build{By: 0, Kind: orkney.Farm, Island: startIsland})
}

func TestB2Space(t *testing.T) {
	t.Parallel()
	g := actionGame(t, [4]int{0, 9, 9, 0})
	refused(t, g, orkney.Build{By: 0, Kind: orkney.Castle, Island: startIsland}, orkney.RuleB2)
	apply(t, g, orkney.Build{By: 0, Kind: orkney.Village, Island: startIsland})
	ill := refused(t, g, orkney.Build{By: 0, Kind: orkney.Farm, Island: startIsland}, orkney.RuleB2)
	assert.Equal(t, "3 of 3 spaces are used and a farm needs 2", ill.Detail)
}

func TestB3Supply(t *testing.T) {
	t.Parallel()
	layout, large := twoLargeLayout(t)
	g := newGame(t, orkney.Setup{Players: 2, Stacks: [][]orkney.Tile{nil, nil}, Layout: layout, SkipTaskChoice: true,
		Resources: [][4]int{{0, 9, 9, 0}, {}}, Supply: &[3]int{1, 12, 0}})
	refused(t, g, orkney.Build{By: 0, Kind: orkney.Castle, Island: large[0]}, orkney.RuleB3)
	refused(t, g, orkney.Build{By: 0, Kind: orkney.Building(3), Island: large[0]}, orkney.RuleB3)
	apply(t, g, orkney.Build{By: 0, Kind: orkney.Farm, Island: large[0]})
	ill := refused(t, g, orkney.Build{By: 0, Kind: orkney.Farm, Island: large[0]}, orkney.RuleB3)
	assert.Equal(t, "no farm is left", ill.Detail)
}

func TestB4Cost(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		res  [4]int
		kind orkney.Building
		ok   bool
	}{
		{[4]int{0, 1, 1, 5}, orkney.Farm, true},
		{[4]int{0, 0, 1, 5}, orkney.Farm, false},
		{[4]int{0, 1, 0, 5}, orkney.Farm, false},
		{[4]int{0, 2, 2, 0}, orkney.Village, true},
		{[4]int{0, 2, 1, 0}, orkney.Village, false},
	} {
		g := actionGame(t, tc.res)
		m := orkney.Build{By: 0, Kind: tc.kind, Island: startIsland}
		if tc.ok {
			apply(t, g, m)
			w, s := tc.kind.Cost()
			assert.Equal(t, tc.res[wood]-w, g.Player(0).Res[wood])
			assert.Equal(t, tc.res[stone]-s, g.Player(0).Res[stone])
			assert.Equal(t, tc.kind.VP(), g.Player(0).BuildingVP)
		} else {
			refused(t, g, m, orkney.RuleB4)
		}
	}
}

func TestBuildingTable(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		b                   orkney.Building
		name                string
		wood, stone, sp, vp int
	}{
		{orkney.Farm, "farm", 1, 1, 2, 1},
		{orkney.Village, "village", 2, 2, 3, 3},
		{orkney.Castle, "castle", 3, 3, 4, 6},
	} {
		w, s := tc.b.Cost()
		assert.Equal(t, []any{tc.name, tc.wood, tc.stone, tc.sp, tc.vp}, []any{tc.b.String(), w, s, tc.b.Space(), tc.b.VP()})
	}
	g := newGame(t, orkney.Setup{Players: 2})
	assert.Equal(t, [3]int{18, 12, 6}, g.Supply())
}

func TestRoutesR1toR4(t *testing.T) {
	t.Parallel()
	p := newPicker()
	far := at(p.tile(t, A, wood, stone), 0, 1, 4) // joins S1's wood island and a new one
	g := actionGame(t, [4]int{0, 5, 5, 0}, far)
	s1 := ax(0, 0)
	refused(t, g, orkney.PlaceRoute{By: 0, Conn: s1, Island: startIsland}, orkney.RuleR3)
	apply(t, g, orkney.Build{By: 0, Kind: orkney.Farm, Island: startIsland})
	refused(t, g, orkney.PlaceRoute{By: 0, Conn: ax(5, 5), Island: startIsland}, orkney.RuleR1)
	refused(t, g, orkney.PlaceRoute{By: 0, Conn: ax(0, 1), Island: startIsland}, orkney.RuleR4)
	var routes []rules.Move
	for _, m := range g.Legal() {
		if _, ok := m.(orkney.PlaceRoute); ok {
			routes = append(routes, m)
		}
	}
	assert.Equal(t, []rules.Move{
		orkney.PlaceRoute{By: 0, Conn: ax(0, 0), Island: startIsland},
		orkney.PlaceRoute{By: 0, Conn: ax(0, -1), Island: startIsland},
		orkney.PlaceRoute{By: 0, Conn: ax(1, -1), Island: startIsland},
	}, routes)
	out := apply(t, g, orkney.PlaceRoute{By: 0, Conn: s1, Island: startIsland})
	assert.False(t, out.Final)
	assert.Equal(t, 19, g.Player(0).RoutesLeft)
	assert.Equal(t, rules.Seat(0), g.Connections()[0].Route)
	assert.Empty(t, g.Player(0).Credits)
	// The credit is used up; a second building gives another.
	refused(t, g, orkney.PlaceRoute{By: 0, Conn: ax(0, -1), Island: startIsland}, orkney.RuleR3)
	apply(t, g, orkney.Exchange{By: 0, Give: wood, Get: stone})
	// R1 before R3: the connection at S1 is taken.
	refused(t, g, orkney.PlaceRoute{By: 0, Conn: s1, Island: startIsland}, orkney.RuleR1)

	// R2: no routes in hand.
	g2 := newGame(t, orkney.Setup{Players: 2, Stacks: [][]orkney.Tile{nil, nil}, SkipTaskChoice: true,
		Resources: [][4]int{{0, 1, 1, 4}, {}}, RoutesLeft: []int{0, 20}})
	apply(t, g2, orkney.Build{By: 0, Kind: orkney.Farm, Island: startIsland})
	refused(t, g2, orkney.PlaceRoute{By: 0, Conn: s1, Island: startIsland}, orkney.RuleR2)
	refused(t, g2, orkney.ExtraRoute{By: 0, Conn: s1}, orkney.RuleR2)
	for _, m := range g2.Legal() {
		switch m.(type) {
		case orkney.PlaceRoute, orkney.ExtraRoute:
			t.Errorf("route offered without routes: %v", m)
		}
	}
}

func TestCreditsLapseAtEndTurn(t *testing.T) {
	t.Parallel()
	g := newGame(t, orkney.Setup{Players: 2, Stacks: [][]orkney.Tile{nil, nil}, SkipTaskChoice: true,
		Resources: [][4]int{{0, 1, 1, 0}, {0, 0, 0, 0}}})
	apply(t, g, orkney.Build{By: 0, Kind: orkney.Farm, Island: startIsland})
	assert.Len(t, g.Player(0).Credits, 1)
	// Stacks are empty, so EndTurn ends the game; use a game with a tile for seat 1 instead.
	p := newPicker()
	g = newGame(t, orkney.Setup{Players: 2, Stacks: [][]orkney.Tile{nil, {p.anyOf(t, B), p.anyOf(t, B), p.anyOf(t, B)}},
		SkipTaskChoice: true, Resources: [][4]int{{0, 1, 1, 0}, {}}})
	apply(t, g, orkney.Build{By: 0, Kind: orkney.Farm, Island: startIsland})
	apply(t, g, orkney.EndTurn{By: 0})
	assert.Empty(t, g.Player(0).Credits)
	apply(t, g, g.Legal()[0])
	apply(t, g, g.Legal()[0])
	apply(t, g, orkney.EndTurn{By: 1})
	require.False(t, g.Over())
	refused(t, g, orkney.PlaceRoute{By: 0, Conn: ax(0, 0), Island: startIsland}, orkney.RuleR3)
}

func TestR5ExtraRoute(t *testing.T) {
	t.Parallel()
	g := actionGame(t, [4]int{0, 0, 0, 3})
	refused(t, g, orkney.ExtraRoute{By: 0, Conn: ax(9, 9)}, orkney.RuleR1)
	apply(t, g, orkney.ExtraRoute{By: 0, Conn: ax(1, -1)})
	assert.Equal(t, 1, g.Player(0).Res[cloth])
	assert.Equal(t, 19, g.Player(0).RoutesLeft)
	refused(t, g, orkney.ExtraRoute{By: 0, Conn: ax(1, -1)}, orkney.RuleR1)
	ill := refused(t, g, orkney.ExtraRoute{By: 0, Conn: ax(0, 0)}, orkney.RuleR5)
	assert.Equal(t, "an extra route costs 2 cloth; you hold 1", ill.Detail)
}

func TestX1X2Exchange(t *testing.T) {
	t.Parallel()
	g := actionGame(t, [4]int{0, 3, 2, 2})
	refused(t, g, orkney.Exchange{By: 0, Give: orkney.Blank, Get: wood}, orkney.RuleX1)
	refused(t, g, orkney.Exchange{By: 0, Give: wood, Get: orkney.Blank}, orkney.RuleX1)
	refused(t, g, orkney.Exchange{By: 0, Give: cloth, Get: cloth}, orkney.RuleX1)
	refused(t, g, orkney.Exchange{By: 0, Give: orkney.Resource(7), Get: wood}, orkney.RuleX1)
	refused(t, g, orkney.Exchange{By: 0, Give: stone, Get: wood}, orkney.RuleX2)
	apply(t, g, orkney.Exchange{By: 0, Give: wood, Get: cloth})
	assert.Equal(t, [4]int{0, 0, 2, 3}, g.Player(0).Res)
	apply(t, g, orkney.Exchange{By: 0, Give: cloth, Get: stone})
	assert.Equal(t, [4]int{0, 0, 3, 1}, g.Player(0).Res)
	apply(t, g, orkney.Exchange{By: 0, Give: stone, Get: wood})
	assert.Equal(t, [4]int{0, 1, 0, 1}, g.Player(0).Res)
}

func TestF1FishOnBoard(t *testing.T) {
	t.Parallel()
	g := actionGame(t, [4]int{0, 0, 0, 5})
	require.Equal(t, 0, g.FishOnBoard())
	ill := refused(t, g, orkney.Fish{By: 0}, orkney.RuleF1)
	assert.Equal(t, "no fish token lies on the board", ill.Detail)
	// F1 is reported before F2.
	g = actionGame(t, [4]int{})
	refused(t, g, orkney.Fish{By: 0}, orkney.RuleF1)
}

func TestFishing(t *testing.T) {
	t.Parallel()
	p := newPicker()
	f1, f2 := p.fishTile(t, A, wood, stone), p.fishTile(t, A, stone, cloth)
	layout := []orkney.Placed{at(f1, 0, 1, 4), at(f2, -1, 2, 1)}
	layout[0].FishToken, layout[1].FishToken = true, true
	setup := orkney.Setup{Players: 2, Stacks: [][]orkney.Tile{nil, {p.anyOf(t, E)}}, SkipTaskChoice: true,
		Layout: layout, FishPool: []int{3, 2, 1}, Resources: [][4]int{{0, 0, 0, 1}, {}}}
	g := newGame(t, setup)
	assert.Equal(t, 2, g.FishOnBoard())
	ill := refused(t, g, orkney.Fish{By: 0}, orkney.RuleF2)
	assert.Equal(t, "fishing costs 2 cloth; you hold 1", ill.Detail)

	setup.Resources = [][4]int{{0, 0, 0, 2}, {}}
	g = newGame(t, setup)
	out := apply(t, g, orkney.Fish{By: 0})
	assert.True(t, out.Final)
	assert.Equal(t, 2, out.Events[0].Detail)
	pv := g.Player(0)
	assert.Equal(t, 0, pv.Res[cloth])
	assert.Equal(t, 2, pv.FishTokens)
	assert.Equal(t, []int{3, 2}, pv.FishValues)
	assert.Equal(t, 0, g.FishOnBoard())
	for _, pl := range g.Placed() {
		assert.False(t, pl.FishToken)
	}
	g.Legal()
	for _, m := range g.Legal() {
		_, isFish := m.(orkney.Fish)
		assert.False(t, isFish)
	}
	refused(t, g, orkney.Fish{By: 0}, orkney.RuleF1)
}

func TestFishTokenLaid(t *testing.T) {
	t.Parallel()
	p := newPicker()
	g := newGame(t, orkney.Setup{Players: 2, Stacks: [][]orkney.Tile{{p.fishTile(t, A, wood, stone), p.anyOf(t, B)}, nil},
		SkipTaskChoice: true, FishPool: []int{2, 3}})
	out := place(t, g, 0, 1, 4)
	assert.True(t, hasEvent(out, orkney.EvFishLaid))
	assert.Equal(t, 1, g.FishOnBoard())
	pl, ok := g.TileAt(ax(0, 1))
	require.True(t, ok)
	assert.True(t, pl.FishToken)
}

func TestFishVP(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		held []int
		vp   int
	}{
		{nil, 0}, {[]int{1, 1}, 0}, {[]int{3}, 1}, {[]int{3, 3, 2}, 2}, {[]int{3, 3, 3, 3, 3, 3, 2, 2, 2}, 8},
	} {
		g := newGame(t, orkney.Setup{Players: 2, Stacks: [][]orkney.Tile{nil, nil}, SkipTaskChoice: true,
			FishPool: []int{}, FishHeld: [][]int{tc.held, nil}, Tasks: [][2]orkney.Task{{11, 10}, {9, 8}}})
		fish := g.Result().Scores[0].Breakdown[2]
		assert.Equal(t, orkney.CatFish, fish.Name)
		assert.Equal(t, tc.vp, fish.Points, "%v", tc.held)
	}
}

func TestEndOfGame(t *testing.T) {
	t.Parallel()
	p := newPicker()
	g := newGame(t, orkney.Setup{Players: 2, SkipTaskChoice: true,
		Stacks: [][]orkney.Tile{{p.tile(t, A, wood, stone), p.anyOf(t, B)}, {p.anyOf(t, B), p.anyOf(t, B)}}})
	for g.Decision() == orkney.DecidePlaceTile {
		apply(t, g, g.Legal()[0])
	}
	out := apply(t, g, orkney.EndTurn{By: 0})
	assert.False(t, g.Over(), "seat 1 still holds tiles")
	assert.False(t, hasEvent(out, orkney.EvGameOver))
	for g.Decision() == orkney.DecidePlaceTile {
		apply(t, g, g.Legal()[0])
	}
	require.Equal(t, orkney.DecideAction, g.Decision())
	assert.False(t, g.Over(), "the last turn's actions still happen")
	out = apply(t, g, orkney.EndTurn{By: 1})
	assert.True(t, out.Final)
	assert.True(t, hasEvent(out, orkney.EvGameOver))
	assert.True(t, g.Over())
	assert.Equal(t, rules.NoSeat, g.ToMove())
	assert.Empty(t, g.Legal())
	assert.Equal(t, orkney.DecideNone, g.Decision())
	assert.Equal(t, rules.PromptKind(""), g.Prompt().Kind)
}

func TestTurnsPerPlayerCount(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ players, stack, turns int }{
		{2, 30, 15}, {3, 20, 10}, {4, 14, 7}, {5, 12, 6},
	} {
		g := newGame(t, orkney.Setup{Players: tc.players, Seed: uint64(tc.players), SkipTaskChoice: true})
		for s := 0; s < tc.players; s++ {
			want := tc.stack
			if s == 0 {
				want-- // seat 0's first tile is revealed
			}
			assert.Equal(t, want, g.Player(rules.Seat(s)).TilesLeft)
		}
		turns := make([]int, tc.players)
		for !g.Over() {
			switch g.Decision() {
			case orkney.DecidePlaceTile:
				apply(t, g, g.Legal()[0])
			case orkney.DecideAction:
				turns[g.Active()]++
				apply(t, g, orkney.EndTurn{By: g.ToMove()})
			}
		}
		for s := range turns {
			assert.Equal(t, tc.turns, turns[s], "%d players, seat %d", tc.players, s)
		}
		assert.Equal(t, 63, len(g.Placed())+len(g.Discarded())+g.RemovedCount())
	}
}

func TestFourPlayersRemoveFour(t *testing.T) {
	t.Parallel()
	for players, removed := range map[int]int{2: 0, 3: 0, 4: 4, 5: 0} {
		g := newGame(t, orkney.Setup{Players: players, Seed: 11})
		assert.Equal(t, removed, g.RemovedCount(), "%d players", players)
		total := 0
		for s := 0; s < players; s++ {
			total += g.Player(rules.Seat(s)).TilesLeft
		}
		assert.Equal(t, 60-removed, total)
	}
}

func TestSetupErrors(t *testing.T) {
	t.Parallel()
	tiles := orkney.TileData()
	bad := []orkney.Setup{
		{Players: 1}, {Players: 6},
		{Players: 2, Stacks: [][]orkney.Tile{{tiles[0]}}},
		{Players: 2, Stacks: [][]orkney.Tile{{tiles[0]}, {tiles[0]}}},
		{Players: 2, Stacks: [][]orkney.Tile{{{ID: 0, Type: E}}, nil}},
		{Players: 2, Layout: []orkney.Placed{at(tiles[0], 0, 0, 0)}},
		{Players: 2, Layout: []orkney.Placed{at(tiles[0], 0, 1, 0)}},
		{Players: 2, Tasks: [][2]orkney.Task{{1, 1}, {2, 3}}},
		{Players: 2, Tasks: [][2]orkney.Task{{1, 12}, {2, 3}}},
		{Players: 2, FishPool: []int{4}},
		{Players: 2, Resources: [][4]int{{0, -1, 0, 0}, {}}},
		{Players: 2, FishHeld: [][]int{make([]int, 10), nil}},
		{Players: 2, Buildings: []orkney.SetupBuilding{{Island: startIsland, Kind: orkney.Castle}}},
		{Players: 2, Routes: []orkney.SetupRoute{{Conn: ax(0, 0), Seat: 2}}},
		{Players: 2, RoutesLeft: []int{21, 0}},
		{Players: 2, Supply: &[3]int{19, 0, 0}},
	}
	for i, s := range bad {
		_, err := orkney.New(s)
		assert.Error(t, err, "setup %d", i)
	}
}

func TestAxxRotationPlusThree(t *testing.T) {
	t.Parallel()
	p := newPicker()
	ww := p.tile(t, A, wood, wood)
	g := scenario(t, []orkney.Tile{ww, p.anyOf(t, B)})
	for _, m := range g.Legal() {
		assert.Less(t, m.(orkney.PlaceTile).Rot, 3)
	}
	assert.Equal(t, []int{1}, g.FitsAt(ax(0, 1)))
	h := g.Copy()
	out := place(t, g, 0, 1, 4)
	assert.Equal(t, orkney.PlaceTile{By: 0, Cell: ax(0, 1), Rot: 1}, out.Events[0].Detail)
	place(t, h, 0, 1, 1)
	assert.Equal(t, g.Hash(), h.Hash())
	pl, _ := g.TileAt(ax(0, 1))
	assert.Equal(t, 1, pl.Rot)
}
