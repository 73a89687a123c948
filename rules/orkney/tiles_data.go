package orkney

import (
	"northtable/rules"
	"northtable/rules/hex"
)

// tileRow is one row of the Orkney spec §3.4 table: count identical tiles, the first fish of
// which carry a printed fish.
type tileRow struct {
	Type        TileType
	Res1, Res2  Resource
	Count, Fish int
}

// tileRows is the Orkney spec §3.4 table, one entry per printed row, in row order (#1..#32).
// Tile IDs 0..59 are handed out in this order.
var tileRows = [32]tileRow{
	{TypeA, Wood, Stone, 4, 1},  // 1
	{TypeA, Wood, Cloth, 3, 1},  // 2
	{TypeA, Stone, Cloth, 3, 1}, // 3
	{TypeA, Wood, Wood, 2, 0},   // 4
	{TypeA, Stone, Stone, 2, 1}, // 5
	{TypeB, Wood, Stone, 2, 1},  // 6
	{TypeB, Stone, Wood, 2, 0},  // 7
	{TypeB, Wood, Cloth, 2, 1},  // 8
	{TypeB, Cloth, Wood, 1, 0},  // 9
	{TypeB, Stone, Cloth, 1, 0}, // 10
	{TypeB, Cloth, Stone, 2, 1}, // 11
	{TypeB, Wood, Wood, 2, 0},   // 12
	{TypeB, Stone, Stone, 2, 1}, // 13
	{TypeC, Wood, Stone, 2, 1},  // 14
	{TypeC, Stone, Wood, 2, 0},  // 15
	{TypeC, Wood, Cloth, 2, 1},  // 16
	{TypeC, Stone, Cloth, 2, 1}, // 17
	{TypeC, Cloth, Wood, 1, 0},  // 18
	{TypeC, Cloth, Stone, 1, 0}, // 19
	{TypeC, Wood, Wood, 1, 0},   // 20
	{TypeC, Stone, Stone, 1, 1}, // 21
	{TypeD, Wood, Stone, 2, 0},  // 22
	{TypeD, Stone, Wood, 2, 1},  // 23
	{TypeD, Wood, Cloth, 2, 1},  // 24
	{TypeD, Stone, Cloth, 2, 1}, // 25
	{TypeD, Cloth, Wood, 1, 0},  // 26
	{TypeD, Cloth, Stone, 1, 0}, // 27
	{TypeD, Wood, Wood, 1, 1},   // 28
	{TypeD, Stone, Stone, 1, 0}, // 29
	{TypeE, Wood, Stone, 4, 1},  // 30
	{TypeE, Wood, Cloth, 2, 1},  // 31
	{TypeE, Stone, Cloth, 2, 0}, // 32
}

// typeShapes are the canonical pieces of each tile type (Orkney spec §3.2).
var typeShapes = [5][2]Piece{
	TypeA: {{At: 0}, {At: 3}},
	TypeB: {{At: 0}, {At: 2}},
	TypeC: {{Large: true, At: 0}, {At: 3}},
	TypeD: {{Large: true, At: 0}, {At: 4}},
	TypeE: {{Large: true, At: 0}, {Large: true, At: 3}},
}

// startCells and startRots place S1–S3 (Orkney spec §3.3).
var (
	startCells = [3]hex.Axial{{Q: 0, R: 0}, {Q: 0, R: -1}, {Q: 1, R: -1}}
	startRots  = [3]int{5, 1, 3}
	startOuter = [3]Resource{Wood, Stone, Cloth}
)

// Tile ID ranges.
const (
	// NumIslandTiles is the number of island tiles (Orkney spec §3.4).
	NumIslandTiles = 60
	// NumTiles counts the island tiles and the three start tiles.
	NumTiles = 63
	// FirstStartID is the ID of S1; S2 and S3 follow.
	FirstStartID = 60
)

// tileByID returns the tile with the given ID (0..62), from tileTable.
func tileByID(id int) Tile {
	if id < 0 || id >= NumTiles {
		panic("orkney: tile id out of range")
	}
	return tileTable[id]
}

// tileTable is every tile by ID, and tileMasks its land and mid masks by rotation, made once
// when the package loads: placements test them for every frontier cell of every decision.
// They are variable initialisers, not an init function, so that other tables built from
// tiles (tileBoxes) are made after them.
var (
	tileTable = func() (out [NumTiles]Tile) {
		for id := range out {
			out[id] = makeTile(id)
		}
		return out
	}()
	tileMasks = func() (out [NumTiles]rotMasks) {
		for id := range out {
			out[id] = masksOf(tileTable[id])
		}
		return out
	}()
)

// makeTile builds the tile with the given ID (0..62). Pure function of the tables above.
func makeTile(id int) Tile {
	if id >= FirstStartID {
		k := id - FirstStartID
		return Tile{ID: id, Type: TypeA, Pieces: [2]Piece{
			{At: 0, Res: Blank}, {At: 3, Res: startOuter[k]},
		}}
	}
	next := 0
	for _, row := range tileRows {
		if id < next+row.Count {
			sh := typeShapes[row.Type]
			sh[0].Res, sh[1].Res = row.Res1, row.Res2
			return Tile{ID: id, Type: row.Type, Pieces: sh, Fish: id-next < row.Fish}
		}
		next += row.Count
	}
	panic("orkney: tile id out of range")
}

// TileData returns the 60 island tiles of Orkney spec §3.4, IDs 0..59 in table order (within a
// row the fish tiles come first). The slice is new on every call.
func TileData() []Tile {
	out := make([]Tile, 0, NumIslandTiles)
	for id := 0; id < NumIslandTiles; id++ {
		out = append(out, tileByID(id))
	}
	return out
}

// StartTiles returns S1–S3 as placed at setup (Orkney spec §3.3): type-A tiles with a blank inner
// piece (piece 1) on the starting island and a wood, stone or cloth outer piece (piece 2).
func StartTiles() []Placed {
	out := make([]Placed, 3)
	for k := range out {
		out[k] = Placed{Tile: tileByID(FirstStartID + k), Cell: startCells[k], Rot: startRots[k], Route: rules.NoSeat}
	}
	return out
}
