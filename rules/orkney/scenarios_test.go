package orkney_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/rules"
	"northtable/rules/hex"
	"northtable/rules/orkney"
)

// One tile of each type, no fish, distinct resources (so all six rotations are distinct moves).
func typeSamples(t testing.TB) map[orkney.TileType]orkney.Tile {
	p := newPicker()
	return map[orkney.TileType]orkney.Tile{
		A: p.tile(t, A, wood, stone),
		B: p.tile(t, B, stone, wood),
		C: p.tile(t, C, stone, wood),
		D: p.tile(t, D, wood, stone),
		E: p.tile(t, E, wood, stone),
	}
}

func TestE1NarrowGap(t *testing.T) {
	t.Parallel()
	fits := fitsByType(t, ax(-1, 0))
	assert.Equal(t, map[orkney.TileType][]int{B: {2}}, fits)

	p := newPicker()
	g := scenario(t, []orkney.Tile{p.tile(t, A, wood, stone)})
	refused(t, g, orkney.PlaceTile{By: 0, Cell: ax(-1, 0), Rot: 0}, orkney.RuleP3)
}

func TestE2LandCornerMustBeMet(t *testing.T) {
	t.Parallel()
	p := newPicker()
	g := scenario(t, []orkney.Tile{p.tile(t, B, wood, stone), p.tile(t, A, wood, cloth)})
	ill := refused(t, g, orkney.PlaceTile{By: 0, Cell: ax(0, 1), Rot: 0}, orkney.RuleP3)
	assert.Equal(t, "corner 4 of (0,1) is sea but vertex (0,0,S) is land", ill.Detail)
	assert.Equal(t, 0, g.PlacementsThisTurn())

	fits := fitsByType(t, ax(0, 1))
	assert.Equal(t, map[orkney.TileType][]int{
		A: {1, 4}, B: {2, 4}, C: {1, 3}, D: {0, 3}, E: {0, 3},
	}, fits)
	for typ, tile := range typeSamples(t) {
		for _, rot := range fits[typ] {
			assert.True(t, tile.Land(rot)[4], "%v rot %d has land at corner 4", typ, rot)
		}
	}
}

func TestE3MatchingResourcePays(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		rot  int
		want map[orkney.Resource]int
	}{
		{4, map[orkney.Resource]int{wood: 2}},
		{1, map[orkney.Resource]int{}},
	} {
		p := newPicker()
		g := scenario(t, []orkney.Tile{p.tile(t, A, wood, stone), p.tile(t, A, wood, cloth)})
		out := place(t, g, 0, 1, tc.rot)
		assert.Equal(t, tc.want, gains(out), "rot %d", tc.rot)
		res := g.Player(0).Res
		assert.Equal(t, tc.want[wood], res[wood])
		assert.Equal(t, 0, res[stone]+res[cloth])
	}
}

func TestE4CompletingSmallIsland(t *testing.T) {
	t.Parallel()
	p := newPicker()
	layout := at(p.tile(t, A, wood, stone), 0, 1, 4)
	g := scenario(t, []orkney.Tile{p.tile(t, B, stone, wood), p.anyOf(t, A)}, layout)
	out := place(t, g, -1, 1, 0)
	assert.Equal(t, map[orkney.Resource]int{cloth: 1}, gains(out))
	id, ok := g.IslandOfPiece(ax(-1, 1), 0)
	require.True(t, ok)
	assert.Equal(t, orkney.IslandID{Vertex: hex.Vertex{Q: 0, R: 0, South: true}}, id)
	isl := islandByID(t, g, id)
	assert.True(t, isl.Complete)
	assert.ElementsMatch(t, []hex.Axial{ax(0, 0), ax(0, 1), ax(-1, 1)}, isl.Cells)
	alone, _ := g.IslandOfPiece(ax(-1, 1), 1)
	assert.Equal(t, orkney.IslandID{Vertex: hex.Vertex{Q: -1, R: 1, South: true}}, alone)
	assert.False(t, islandByID(t, g, alone).Complete)
}

func islandByID(t testing.TB, g *orkney.Game, id orkney.IslandID) orkney.Island {
	t.Helper()
	for _, is := range g.Islands() {
		if is.ID == id {
			return is
		}
	}
	t.Fatalf("no island %v", id)
	return orkney.Island{}
}

func TestE5LargeIsland(t *testing.T) {
	t.Parallel()
	p := newPicker()
	t1, t2, t3 := p.tile(t, C, stone, wood), p.tile(t, C, wood, cloth), p.tile(t, A, wood, cloth)
	g := newGame(t, orkney.Setup{Players: 2, Stacks: [][]orkney.Tile{{t1, t2, t3}, nil}, SkipTaskChoice: true})
	large := orkney.IslandID{Large: true, Edge: hex.Edge{Q: -1, R: 1, D: 0}}

	out := place(t, g, 0, 1, 3)
	assert.Empty(t, gains(out))
	isl := islandByID(t, g, large)
	assert.True(t, isl.Large)
	assert.False(t, isl.Complete)
	assert.Len(t, isl.Cells, 2)
	assert.Equal(t, []hex.Vertex{{Q: 0, R: 0, South: true}, {Q: -1, R: 2}}, isl.Vertices)

	out = place(t, g, -1, 1, 0)
	assert.Equal(t, map[orkney.Resource]int{wood: 2}, gains(out))
	isl = islandByID(t, g, large)
	assert.False(t, isl.Complete)
	assert.Len(t, isl.Cells, 3)
	assert.Equal(t, map[orkney.TileType][]int{A: {2, 5}, B: {3, 5}, C: {2}, D: {1}},
		fitsByType(t, ax(-1, 2), at(t1, 0, 1, 3), at(t2, -1, 1, 0)))

	// Seat 1 has no tiles: it only ends its turn.
	apply(t, g, orkney.EndTurn{By: 0})
	apply(t, g, orkney.EndTurn{By: 1})
	out = place(t, g, -1, 2, 2)
	assert.Equal(t, map[orkney.Resource]int{cloth: 1}, gains(out))
	assert.True(t, hasEvent(out, orkney.EvComplete))
	isl = islandByID(t, g, large)
	assert.True(t, isl.Complete)
	assert.Len(t, isl.Cells, 4)
	assert.Equal(t, [4]int{0, 2, 0, 1}, g.Player(0).Res)
	var completeLarge, completeSmall int
	for _, is := range g.Islands() {
		if is.Complete && is.Large {
			completeLarge++
		}
		if is.Complete && !is.Large {
			completeSmall++
		}
	}
	assert.Equal(t, 1, completeLarge)
	assert.Equal(t, 1, completeSmall)
}

func TestE6NoSidewaysLargeLand(t *testing.T) {
	t.Parallel()
	p := newPicker()
	given := at(p.tile(t, C, stone, wood), 0, 1, 1)
	g := scenario(t, []orkney.Tile{p.tile(t, C, wood, stone), p.anyOf(t, A)}, given)
	ill := refused(t, g, orkney.PlaceTile{By: 0, Cell: ax(-1, 2), Rot: 0}, orkney.RuleP4)
	assert.Equal(t, "vertex (0,1,S) would have two land edges", ill.Detail)
	assert.Equal(t, map[orkney.TileType][]int{A: {0, 3}, B: {0, 4}, C: {3}, D: {2}},
		fitsByType(t, ax(-1, 2), given))
}

func TestE8TwoIslandsAtOnce(t *testing.T) {
	t.Parallel()
	p := newPicker()
	layout := []orkney.Placed{
		at(p.tile(t, A, wood, stone), 0, 1, 4),
		at(p.tile(t, A, stone, cloth), -1, 2, 1),
		at(p.tile(t, A, wood, wood), -2, 2, 0),
	}
	g := scenario(t, []orkney.Tile{p.tile(t, B, wood, cloth), p.anyOf(t, A)}, layout...)
	out := place(t, g, -1, 1, 0)
	assert.Equal(t, map[orkney.Resource]int{wood: 2, cloth: 4}, gains(out))
	n := 0
	for _, is := range g.Islands() {
		if is.Complete && !is.Large {
			n++
		}
	}
	assert.Equal(t, 3, n)
}

var startIsland = orkney.IslandID{Vertex: hex.Vertex{Q: 0, R: 0}}

func TestE11SpaceOnSmallIsland(t *testing.T) {
	t.Parallel()
	g := newGame(t, orkney.Setup{Players: 2, Stacks: [][]orkney.Tile{nil, nil}, SkipTaskChoice: true,
		Resources: [][4]int{{0, 3, 3, 0}, {}}})
	require.Equal(t, orkney.DecideAction, g.Decision())
	apply(t, g, orkney.Build{By: 0, Kind: orkney.Farm, Island: startIsland})
	pv := g.Player(0)
	assert.Equal(t, [4]int{0, 2, 2, 0}, pv.Res)
	assert.Equal(t, 1, pv.BuildingVP)
	assert.Equal(t, 17, g.Supply()[orkney.Farm])
	assert.Equal(t, []orkney.Credit{{Island: startIsland, Count: 1}}, pv.Credits)
	refused(t, g, orkney.Build{By: 0, Kind: orkney.Farm, Island: startIsland}, orkney.RuleB2)
	refused(t, g, orkney.Build{By: 0, Kind: orkney.Village, Island: startIsland}, orkney.RuleB2)
	for _, m := range g.Legal() {
		_, isBuild := m.(orkney.Build)
		assert.False(t, isBuild, "%v", m)
	}
}

// twoLargeLayout finds a layout with at least two complete large islands.
func twoLargeLayout(t testing.TB) ([]orkney.Placed, []orkney.IslandID) {
	t.Helper()
	for seed := uint64(1); seed < 200; seed++ {
		layout, g := randomLayout(t, 2, seed)
		var large []orkney.IslandID
		for _, is := range g.Islands() {
			if is.Complete && is.Large {
				large = append(large, is.ID)
			}
		}
		if len(large) >= 2 {
			return stripTokens(layout), large
		}
	}
	t.Fatal("no layout with two complete large islands")
	return nil, nil
}

func TestE12SpaceOnLargeIsland(t *testing.T) {
	t.Parallel()
	layout, large := twoLargeLayout(t)
	l1, l2 := large[0], large[1]
	g := newGame(t, orkney.Setup{Players: 2, Stacks: [][]orkney.Tile{nil, nil}, Layout: layout, SkipTaskChoice: true,
		Resources: [][4]int{{0, 8, 8, 0}, {}}})
	apply(t, g, orkney.Build{By: 0, Kind: orkney.Farm, Island: l1})
	apply(t, g, orkney.Build{By: 0, Kind: orkney.Farm, Island: l1})
	refused(t, g, orkney.Build{By: 0, Kind: orkney.Castle, Island: l1}, orkney.RuleB2)
	refused(t, g, orkney.Build{By: 0, Kind: orkney.Village, Island: l1}, orkney.RuleB2)
	apply(t, g, orkney.Build{By: 0, Kind: orkney.Castle, Island: l2})
	assert.Equal(t, 5, g.Supply()[orkney.Castle])
	refused(t, g, orkney.Build{By: 0, Kind: orkney.Castle, Island: startIsland}, orkney.RuleB2)
	pv := g.Player(0)
	assert.Equal(t, [4]int{0, 3, 3, 0}, pv.Res)
	assert.Equal(t, 8, pv.BuildingVP)
	assert.Equal(t, []orkney.Credit{{Island: l1, Count: 2}, {Island: l2, Count: 1}}, pv.Credits)
}

// e17Layout finds a layout with the connections E17 needs and returns it with the islands
// X, Y, Z, V, W and the connections X–Y, X–Z, V–W, X–incomplete, Z–V.
type e17Fixture struct {
	layout               []orkney.Placed
	x, y, z, v, w        orkney.IslandID
	xy, xz, vw, xInc, zv orkney.ConnID
}

func findE17(t testing.TB) e17Fixture {
	t.Helper()
	for seed := uint64(1); seed < 400; seed++ {
		layout, g := randomLayout(t, 2, seed)
		islands := map[orkney.IslandID]orkney.Island{}
		for _, is := range g.Islands() {
			islands[is.ID] = is
		}
		conns := g.Connections()
		between := func(a, b orkney.IslandID) (orkney.ConnID, bool) {
			for _, c := range conns {
				if (c.Ends[0] == a && c.Ends[1] == b) || (c.Ends[0] == b && c.Ends[1] == a) {
					return c.ID, true
				}
			}
			return orkney.ConnID{}, false
		}
		kind := func(id orkney.IslandID, large bool) bool {
			is := islands[id]
			return is.Complete && is.Large == large
		}
		for _, c1 := range conns {
			for _, ends := range [][2]orkney.IslandID{{c1.Ends[0], c1.Ends[1]}, {c1.Ends[1], c1.Ends[0]}} {
				x, y := ends[0], ends[1]
				if !kind(x, true) || !kind(y, true) {
					continue
				}
				var f e17Fixture
				f.x, f.y, f.xy = x, y, c1.ID
				okZ, okInc := false, false
				for _, c := range conns {
					other, ok := otherEnd(c, x)
					if !ok {
						continue
					}
					if !islands[other].Complete && !okInc {
						f.xInc, okInc = c.ID, true
					}
				}
				for _, c := range conns {
					other, ok := otherEnd(c, x)
					if !ok || !kind(other, false) {
						continue
					}
					z := other
					for _, cv := range conns {
						v, ok := otherEnd(cv, z)
						if !ok || !kind(v, false) || v == z {
							continue
						}
						for _, cw := range conns {
							w, ok := otherEnd(cw, v)
							if !ok || !kind(w, false) || w == z || w == v {
								continue
							}
							if okInc && !okZ {
								f.z, f.xz, f.v, f.zv, f.w, f.vw = z, c.ID, v, cv.ID, w, cw.ID
								okZ = true
							}
						}
					}
				}
				if okZ && okInc {
					// X and Z must be joined only by X–Z's connection for the expected sums.
					if _, ok := between(f.y, f.z); !ok {
						f.layout = stripTokens(layout)
						return f
					}
				}
			}
		}
	}
	t.Fatal("no layout for E17")
	return e17Fixture{}
}

func TestE17RouteScoring(t *testing.T) {
	t.Parallel()
	f := findE17(t)
	const red, blue = rules.Seat(0), rules.Seat(1)
	g := newGame(t, orkney.Setup{Players: 2, Stacks: [][]orkney.Tile{nil, nil}, Layout: f.layout, SkipTaskChoice: true,
		Buildings: []orkney.SetupBuilding{
			{Island: f.x, Kind: orkney.Farm}, {Island: f.x, Kind: orkney.Farm},
			{Island: f.y, Kind: orkney.Castle},
			{Island: f.z, Kind: orkney.Village},
			{Island: f.v, Kind: orkney.Farm}, {Island: f.w, Kind: orkney.Farm},
		},
		Routes: []orkney.SetupRoute{
			{Conn: f.xy, Seat: red}, {Conn: f.xz, Seat: red}, {Conn: f.vw, Seat: red}, {Conn: f.xInc, Seat: red},
			{Conn: f.zv, Seat: blue},
		}})
	apply(t, g, orkney.EndTurn{By: 0})
	require.True(t, g.Over())
	assert.Equal(t, 6, g.RouteVP(red))
	assert.Equal(t, 1, g.RouteVP(blue))
	res := g.Result()
	assert.Equal(t, orkney.CatRoutes, res.Scores[red].Breakdown[1].Name)
	assert.Equal(t, 6, res.Scores[red].Breakdown[1].Points)
	assert.Equal(t, 1, res.Scores[blue].Breakdown[1].Points)
}

func TestE19ExchangeRates(t *testing.T) {
	t.Parallel()
	g := newGame(t, orkney.Setup{Players: 2, Stacks: [][]orkney.Tile{nil, nil}, SkipTaskChoice: true,
		Resources: [][4]int{{0, 5, 0, 2}, {}}})
	var ex []orkney.Exchange
	for _, m := range g.Legal() {
		if e, ok := m.(orkney.Exchange); ok {
			ex = append(ex, e)
		}
	}
	assert.Equal(t, []orkney.Exchange{
		{By: 0, Give: wood, Get: stone}, {By: 0, Give: wood, Get: cloth},
		{By: 0, Give: cloth, Get: wood}, {By: 0, Give: cloth, Get: stone},
	}, ex)
	apply(t, g, orkney.Exchange{By: 0, Give: wood, Get: stone})
	assert.Equal(t, [4]int{0, 2, 1, 2}, g.Player(0).Res)
	refused(t, g, orkney.Exchange{By: 0, Give: wood, Get: cloth}, orkney.RuleX2)
	apply(t, g, orkney.Exchange{By: 0, Give: cloth, Get: wood})
	assert.Equal(t, [4]int{0, 3, 1, 0}, g.Player(0).Res)
	refused(t, g, orkney.Exchange{By: 0, Give: wood, Get: wood}, orkney.RuleX1)
}

// otherEnd is the island at c's other end from x; false when c does not touch x.
func otherEnd(c orkney.Connection, x orkney.IslandID) (orkney.IslandID, bool) {
	switch x {
	case c.Ends[0]:
		return c.Ends[1], true
	case c.Ends[1]:
		return c.Ends[0], true
	}
	return orkney.IslandID{}, false
}
