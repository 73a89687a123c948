package orkney_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/rules"
	"northtable/rules/hex"
	"northtable/rules/orkney"
)

func TestTileDataTotals(t *testing.T) {
	t.Parallel()
	tiles := orkney.TileData()
	require.Len(t, tiles, 60)
	types := map[orkney.TileType]int{}
	res := map[orkney.Resource]int{}
	var fish, large, small int
	for i, tile := range tiles {
		assert.Equal(t, i, tile.ID)
		types[tile.Type]++
		for _, p := range tile.Pieces {
			res[p.Res]++
			if p.Large {
				large++
			} else {
				small++
			}
		}
		if tile.Fish {
			fish++
		}
	}
	assert.Equal(t, map[orkney.TileType]int{A: 14, B: 14, C: 12, D: 12, E: 8}, types)
	assert.Equal(t, map[orkney.Resource]int{wood: 46, stone: 46, cloth: 28}, res)
	assert.Equal(t, 18, fish)
	assert.Equal(t, 40, large)
	assert.Equal(t, 80, small)
	assert.Equal(t, 63, len(tiles)+len(orkney.StartTiles()), "connections counting the start tiles")
}

func cornersOf(p orkney.Piece) map[int]bool {
	m := map[int]bool{}
	for _, k := range p.Corners(0) {
		m[k] = true
	}
	return m
}

func TestTileInvariants(t *testing.T) {
	t.Parallel()
	all := orkney.TileData()
	for _, s := range orkney.StartTiles() {
		all = append(all, s.Tile)
	}
	for _, tile := range all {
		c1, c2 := cornersOf(tile.Pieces[0]), cornersOf(tile.Pieces[1])
		for k := range c1 {
			assert.False(t, c2[k], "%v: pieces share corner %d", tile, k)
			assert.False(t, c2[hex.Mod6(k+1)] || c2[hex.Mod6(k-1)], "%v: pieces touch at corner %d", tile, k)
		}
		land := tile.Land(0)
		n := 0
		for _, l := range land {
			if l {
				n++
			}
		}
		assert.LessOrEqual(t, n, 4, "%v", tile)
		assert.Equal(t, len(c1)+len(c2), n)
		mid := tile.Mid(0)
		for d, m := range mid {
			if m {
				assert.True(t, land[d] && land[hex.Mod6(d+1)], "%v: land middle %d between land corners", tile, d)
			}
		}
		for rot := 0; rot < 6; rot++ {
			rl, rm := tile.Land(rot), tile.Mid(rot)
			for k := 0; k < 6; k++ {
				assert.Equal(t, land[k], rl[hex.Mod6(k+rot)])
				assert.Equal(t, mid[k], rm[hex.Mod6(k+rot)])
			}
		}
	}
}

func TestTypeShapes(t *testing.T) {
	t.Parallel()
	want := map[orkney.TileType]struct{ land, mid []int }{
		A: {[]int{0, 3}, nil}, B: {[]int{0, 2}, nil}, C: {[]int{0, 1, 3}, []int{0}},
		D: {[]int{0, 1, 4}, []int{0}}, E: {[]int{0, 1, 3, 4}, []int{0, 3}},
	}
	for _, tile := range orkney.TileData() {
		w := want[tile.Type]
		var land, mid []int
		for k, l := range tile.Land(0) {
			if l {
				land = append(land, k)
			}
		}
		for d, m := range tile.Mid(0) {
			if m {
				mid = append(mid, d)
			}
		}
		assert.Equal(t, w.land, land, "%v", tile)
		assert.Equal(t, w.mid, mid, "%v", tile)
	}
	c := orkney.Piece{Large: true, At: 0}
	assert.Equal(t, []int{4, 5}, c.Corners(4))
	assert.Equal(t, 4, c.Edge(4))
	assert.Equal(t, -1, orkney.Piece{At: 3}.Edge(1))
	assert.Equal(t, []int{1}, orkney.Piece{At: 3}.Corners(4))
}

func TestStartTiles(t *testing.T) {
	t.Parallel()
	st := orkney.StartTiles()
	require.Len(t, st, 3)
	outer := []orkney.Resource{wood, stone, cloth}
	outerVertex := []hex.Vertex{{Q: 0, R: 0, South: true}, {Q: 0, R: -2, South: true}, {Q: 2, R: -2, South: true}}
	g := newGame(t, orkney.Setup{Players: 2})
	assert.Equal(t, st, g.Placed()[:3])
	for i, s := range st {
		assert.Equal(t, A, s.Tile.Type)
		assert.False(t, s.Tile.Fish)
		assert.Equal(t, orkney.Blank, s.Tile.Pieces[0].Res)
		assert.Equal(t, outer[i], s.Tile.Pieces[1].Res)
		assert.Equal(t, rules.NoSeat, s.Route)
		inner, _ := g.IslandOfPiece(s.Cell, 0)
		assert.Equal(t, startIsland, inner)
		out, _ := g.IslandOfPiece(s.Cell, 1)
		assert.Equal(t, orkney.IslandID{Vertex: outerVertex[i]}, out)
	}
	isl := islandByID(t, g, startIsland)
	assert.True(t, isl.Complete)
	assert.Equal(t, 3, isl.Capacity)
	assert.Equal(t, []orkney.Resource{orkney.Blank, orkney.Blank, orkney.Blank}, isl.Resources)
	assert.Equal(t, "C[stone,wood]", orkney.TileData()[30].String())
}
